/**
 * Issue cycles per instruction class: how long an instruction occupies the
 * unit that issues it, in shader-clock cycles. Latencies of memory are the
 * memory model's; this table only says how fast a wave can issue.
 *
 * Sources and assumptions (docs/gpu_cu.md, "Timing"):
 * - GFX9 (GCN) SIMDs are 16 lanes wide: a wave64 VALU op takes 4 cycles
 *   (Vega ISA guide, "SIMD16 … executes a wavefront over 4 cycles").
 * - GFX10+ (RDNA) SIMDs are 32 lanes wide: wave32 VALU issues in 1 cycle,
 *   wave64 in 2 passes (RDNA whitepaper).
 * - Transcendentals (rcp, rsq, sqrt, log, exp, sin, cos) are quarter rate: 4x.
 * - Scalar, branch and message instructions issue in 1 cycle.
 * - Per-lane work of vector memory, LDS, interpolation and exports (address
 *   and data transfer) issues at the VALU rate of the wave.
 */
import type { Target } from '../../isa/gfx_level.js';

/** Timing classes: what unit issues an instruction and which counter it uses. */
export const INSTRUCTION_CLASSES = [
  'salu',
  'valu',
  'valu_trans',
  'branch',
  'smem',
  'vmem',
  'lds',
  'interp',
  'export',
  'message',
  'waitcnt',
  'sleep',
  'wait_event',
  'hwreg',
  'nop',
  'end',
] as const;

/** Timing class: what unit issues the instruction and which counter it uses. */
export type InstructionClass = (typeof INSTRUCTION_CLASSES)[number];

/** The class's position in INSTRUCTION_CLASSES: per-class counters are typed arrays indexed by it (a string-keyed increment per instruction cost about 5 % of a polling case). */
export function classIndex(cls: InstructionClass): number {
  return INSTRUCTION_CLASSES.indexOf(cls);
}

/** Cycles of one full-rate VALU instruction for the target's wave size. */
export function valuCycles(target: Target): number {
  if (target.gfx === 'gfx9') return 4;
  return target.wave64 ? 2 : 1;
}

export function issueCycles(cls: InstructionClass, target: Target): number {
  switch (cls) {
    case 'valu':
    case 'vmem':
    case 'lds':
    case 'interp':
    case 'export':
      return valuCycles(target);
    case 'valu_trans':
      return 4 * valuCycles(target);
    case 'salu':
    case 'branch':
    case 'smem':
    case 'message':
    case 'waitcnt':
    case 'sleep':
    case 'wait_event':
    case 'hwreg':
    case 'nop':
    case 'end':
      return 1;
    default: {
      const never: never = cls;
      throw new Error(`unknown instruction class ${String(never)}`);
    }
  }
}
