/**
 * The context-register writes of one draw that the POPS rules decide, in the
 * order the driver emits them. Each value comes from one rule file:
 * db_shader_control.ts (R1, R2, R3, R10), sample_count_regs.ts (R4, R5),
 * hang_workarounds.ts (R6, R7), rasterization_order.ts (R8, R10) and
 * ps_export_regs.ts (S1, S8, S12).
 */
import { registerDb } from '../amd/registers/index.js';
import { dbShaderControl } from './db_shader_control.js';
import { DriverError } from './driver_error.js';
import { inapplicableOverrides, usesPops, type DrawRuleInput } from './draw_rule_input.js';
import { dbDfsmControl, dbRenderOverride2 } from './hang_workarounds.js';
import { paScShaderControl, spiShaderColFormat } from './ps_export_regs.js';
import { paScBinnerCntl0, paScModeCntl1 } from './rasterization_order.js';
import { dbZInfo, paScAaConfig } from './sample_count_regs.js';

export interface ContextRegWrite {
  readonly name: string;
  /** Byte offset, from the chip's register database. */
  readonly offset: number;
  readonly value: number;
}

/** Rejects draws no supported device can make (R9/R11: no shading-rate interlock) and knobs the chip lacks. */
function validate(s: DrawRuleInput): void {
  if (s.interlock?.granularity === 'shading-rate') {
    throw new DriverError('unsupported-interlock', 'interlock.granularity', `shading-rate interlock is not supported on ${s.chip.name} (R11)`);
  }
  const knob = inapplicableOverrides(s.overrides, s.chip)[0];
  if (knob !== undefined) throw new DriverError('unsupported-override', knob.name, `${s.chip.name} (${s.chip.gfx}) has no ${knob.register}`);
}

/** Computes every register the POPS rules own for a draw. PA_SC_BINNER_CNTL_0 appears only when overridden (R10). */
export function drawRegisterWrites(s: DrawRuleInput): readonly ContextRegWrite[] {
  validate(s);
  const db = registerDb(s.chip.gfx);
  const writes: ContextRegWrite[] = [];
  const add = (name: string, value: number | undefined): void => {
    if (value !== undefined) writes.push({ name, offset: db.register(name).offset, value: value >>> 0 });
  };
  add('DB_SHADER_CONTROL', dbShaderControl(s));
  add('PA_SC_SHADER_CONTROL', paScShaderControl(s));
  add(
    'SPI_SHADER_COL_FORMAT',
    spiShaderColFormat(s.chip.gfx, {
      colFormat: s.shader.spiShaderColFormat,
      zFormat: s.shader.spiShaderZFormat,
      pops: usesPops(s),
      ...(s.debug ? { debug: s.debug } : {}),
    }),
  );
  add('PA_SC_AA_CONFIG', paScAaConfig(s));
  add('DB_Z_INFO', dbZInfo(s));
  if (s.chip.gfx !== 'gfx11') add('DB_DFSM_CONTROL', dbDfsmControl(s));
  add('DB_RENDER_OVERRIDE2', dbRenderOverride2(s));
  add('PA_SC_MODE_CNTL_1', paScModeCntl1(s));
  add('PA_SC_BINNER_CNTL_0', paScBinnerCntl0(s));
  return writes;
}

/** The value a write list gives a register, or undefined if it does not write it. */
export function writtenValue(writes: readonly ContextRegWrite[], name: string): number | undefined {
  return writes.find((w) => w.name === name)?.value;
}
