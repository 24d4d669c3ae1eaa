/**
 * The fragment shader interlock an entry point declares (SPV_EXT_fragment_shader_interlock):
 * granularity and ordering from its execution mode. The driver turns the
 * granularity into POPS_OVERLAP_NUM_SAMPLES / OVERRIDE_INTRINSIC_RATE (R2, R3);
 * ordered and unordered get the same ordered implementation (R11).
 */
import { ExecMode } from './enums.js';
import type { SpirvEntryPoint } from './module.js';

export type InterlockGranularity = 'pixel' | 'sample' | 'shading-rate';

export interface InterlockMode {
  readonly granularity: InterlockGranularity;
  readonly ordered: boolean;
}

const MODES: ReadonlyMap<number, InterlockMode> = new Map([
  [ExecMode.PixelInterlockOrderedEXT, { granularity: 'pixel', ordered: true }],
  [ExecMode.PixelInterlockUnorderedEXT, { granularity: 'pixel', ordered: false }],
  [ExecMode.SampleInterlockOrderedEXT, { granularity: 'sample', ordered: true }],
  [ExecMode.SampleInterlockUnorderedEXT, { granularity: 'sample', ordered: false }],
  [ExecMode.ShadingRateInterlockOrderedEXT, { granularity: 'shading-rate', ordered: true }],
  [ExecMode.ShadingRateInterlockUnorderedEXT, { granularity: 'shading-rate', ordered: false }],
]);

/** The entry point's interlock mode, or undefined if it declares none (the reader allows at most one). */
export function interlockOf(entry: SpirvEntryPoint): InterlockMode | undefined {
  for (const m of entry.modes) {
    const found = MODES.get(m.mode);
    if (found !== undefined) return found;
  }
  return undefined;
}
