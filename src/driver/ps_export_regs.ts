/** Pixel-shader registers POPS needs: the collision arguments (S1, S8) and export space (S12). */
import type { GfxLevel } from '../isa/gfx_level.js';
import { registerDb, setField } from '../amd/registers/index.js';
import { NO_DEBUG_SWITCHES, type DriverDebugSwitches } from './debug_switches.js';
import { DriverError } from './driver_error.js';
import { usesPops, type DrawRuleInput } from './draw_rule_input.js';

/**
 * PA_SC_SHADER_CONTROL. S1: COLLISION_WAVEID is loaded only when enabled here as well as in RSRC2,
 * so POPS draws on GFX9–10.3 set LOAD_COLLISION_WAVEID (GFX11 has no wave IDs, S10).
 * S8: LOAD_INTRAWAVE_COLLISION when the compiler resolves intrawave collisions (GFX9–10.3, POPS only).
 */
export function paScShaderControl(s: DrawRuleInput): number {
  const db = registerDb(s.chip.gfx);
  const pops = usesPops(s);
  const intrawave = s.shader.loadIntrawaveCollision;
  if (intrawave && (!pops || s.chip.gfx === 'gfx11')) {
    throw new DriverError(
      'unsupported-shader-mode',
      'shader.loadIntrawaveCollision',
      s.chip.gfx === 'gfx11' ? 'GFX11 has no intrawave collisions (S10)' : 'intrawave collisions need an interlock shader',
    );
  }
  const v = setField(0, db.field('PA_SC_SHADER_CONTROL', 'LOAD_COLLISION_WAVEID'), pops && s.chip.gfx !== 'gfx11' ? 1 : 0);
  return setField(v, db.field('PA_SC_SHADER_CONTROL', 'LOAD_INTRAWAVE_COLLISION'), intrawave ? 1 : 0);
}

export interface ColFormatInput {
  /** SPI_SHADER_COL_FORMAT from the compiler. */
  readonly colFormat: number;
  /** SPI_SHADER_Z_FORMAT from the compiler; a depth/stencil/mask export counts as an export. */
  readonly zFormat: number;
  readonly pops: boolean;
  readonly debug?: DriverDebugSwitches;
}

/**
 * SPI_SHADER_COL_FORMAT. S12: a POPS shader must allocate export space even when it exports nothing,
 * or GFX10 export skipping runs it unsynchronised and GFX11 hangs — so with no colour and no Z
 * export, MRT0 gets the dummy SPI_SHADER_32_R (RADV's null-export rule for POPS).
 */
export function spiShaderColFormat(gfx: GfxLevel, input: ColFormatInput): number {
  const colFormat = input.colFormat >>> 0;
  const exportsNothing = colFormat === 0 && input.zFormat === 0;
  if (!input.pops || !exportsNothing || (input.debug ?? NO_DEBUG_SWITCHES).noDummyExport) return colFormat;
  const db = registerDb(gfx);
  return setField(0, db.field('SPI_SHADER_COL_FORMAT', 'COL0_EXPORT_FORMAT'), db.enumValue('SPI_SHADER_COL_FORMAT', 'COL0_EXPORT_FORMAT', 'SPI_SHADER_32_R'));
}
