/** A baseline draw state for the register-rule tests: a POPS draw with one 32_ABGR colour export and KILL_ENABLE. */
import { chipByName, type ChipName } from '../../src/amd/chips.js';
import { registerDb, getField } from '../../src/amd/registers/index.js';
import { drawRegisterWrites, writtenValue, type ContextRegWrite, type DrawRuleInput, type InterlockMode } from '../../src/driver/index.js';

export const KILL_ENABLE = 1 << 6;
export const COL0_32_ABGR = 9;

export function drawState(chip: ChipName, interlock: InterlockMode | undefined, samples: number, extra: Partial<DrawRuleInput> = {}): DrawRuleInput {
  return {
    chip: chipByName(chip),
    interlock,
    rasterSamples: samples,
    depthSamples: 0,
    colorSamples: samples,
    shader: { dbShaderControl: KILL_ENABLE, spiShaderColFormat: COL0_32_ABGR, spiShaderZFormat: 0, loadIntrawaveCollision: false },
    relaxedRasterizationOrder: false,
    orderInvariantFixedFunction: true,
    blendEnabled: false,
    ...extra,
  };
}

export const PIXEL: InterlockMode = { granularity: 'pixel', ordered: true };
export const SAMPLE: InterlockMode = { granularity: 'sample', ordered: true };

/** A field of a written register, decoded with the chip's register database; throws if the register was not written. */
export function field(s: DrawRuleInput, writes: readonly ContextRegWrite[], reg: string, name: string): number {
  const v = writtenValue(writes, reg);
  if (v === undefined) throw new Error(`${reg} not written`);
  return getField(v, registerDb(s.chip.gfx).field(reg, name));
}

/** Every `REG.FIELD` whose value differs between two write lists (registers missing on one side count by name). */
export function changedFields(s: DrawRuleInput, a: readonly ContextRegWrite[], b: readonly ContextRegWrite[]): string[] {
  const db = registerDb(s.chip.gfx);
  const names = new Set([...a, ...b].map((w) => w.name));
  const out: string[] = [];
  for (const name of names) {
    const va = writtenValue(a, name);
    const vb = writtenValue(b, name);
    if (va === undefined || vb === undefined) {
      out.push(name);
      continue;
    }
    for (const f of db.register(name).fields) if (getField(va, f) !== getField(vb, f)) out.push(`${name}.${f.name}`);
  }
  return out.sort();
}

export function writes(s: DrawRuleInput): readonly ContextRegWrite[] {
  return drawRegisterWrites(s);
}
