/**
 * Memory requests captured at issue and completed later by the engine: the
 * request as the engine sees it (which s_waitcnt counter it is counted
 * against, the addresses its latency model needs, how to complete it). The
 * memory executors fill pooled ones (pooled_memory_op.ts).
 *
 * Why two phases (DESIGN.md "Performance model", S9, S11): source VGPRs and
 * SGPRs (addresses, store data, atomic operands) are read when the
 * instruction issues; memory is read or written only when the request
 * completes, and load results land in registers then. So a wave that sends
 * ORDERED_PS_DONE before its store completed lets the next overlapping wave
 * read the old value, exactly the race S9's waitcnt prevents.
 */
import type { GfxLevel } from '../../isa/gfx_level.js';
import type { Modifiers } from '../../isa/instruction.js';
import { type MemorySystem, Policy } from '../memory/memory_system.js';

export type WaitCounter = 'vm' | 'vs' | 'lgkm';
export type MemoryAccess = 'read' | 'write' | 'atomic';

export interface MemoryOp {
  readonly counter: WaitCounter;
  readonly access: MemoryAccess;
  /** Policy.Glc | Policy.Slc | Policy.Dlc bits (S11). */
  readonly policy: number;
  readonly scalar: boolean;
  /** Number of accesses in `accesses`. */
  readonly addressCount: number;
  /**
   * Every access (all active lanes), two numbers each: at [2i] its dword byte
   * address, for the engine's latency model (serviceLevel, or
   * scalarServiceLevel when `scalar`); at [2i + 1] its value — the data a
   * store writes or an atomic's operand, and once performed the value a load
   * read or an atomic found (u32). Side by side because a line acting on
   * memory reads both, long after issue: one cache line of the host's, not
   * two (docs/speed_log.md). Empty for cache invalidates.
   */
  readonly accesses: Float64Array;
  /**
   * Performs the memory accesses and writes load results into the wave's
   * registers, then returns the op to its wave's pool: the caller must not
   * use it afterwards.
   */
  complete(mem: MemorySystem, cu: number): void;
  /**
   * Two-phase completion for the engine's per-line timing (docs/gpu_memory.md
   * "Vector memory timing"): `accessAt` performs access i when its line
   * reaches the serving cache (a load samples, a store becomes visible);
   * `writeBack` then writes the results back (and runs an invalidate) and returns
   * the op to its pool. `complete` = every `accessAt`, then `writeBack`.
   */
  accessAt(mem: MemorySystem, cu: number, i: number): void;
  /**
   * `accessAt` for `order[from..to)`, in that order: the accesses of one
   * line (memory's per-line calls where they apply), which lie dword-aligned
   * in the `lineBytes` bytes from `lineStart` (−1 when that is not known).
   */
  accessLine(mem: MemorySystem, cu: number, order: Int32Array, from: number, to: number, lineStart: number, lineBytes: number): void;
  writeBack(mem: MemorySystem, cu: number): void;
}

/** 64 lanes x 4 dwords (buffer x4, image rgba32); SMEM x16 needs 16. */
export const MAX_ACCESSES_PER_OP = 256;

/**
 * Counter a vector memory request is tracked by: GFX9 counts everything in
 * vmcnt; GFX10+ counts stores and atomics without return in vscnt.
 */
export function vectorCounter(gfx: GfxLevel, access: MemoryAccess, returnsData: boolean): WaitCounter {
  if (gfx === 'gfx9') return 'vm';
  if (access === 'read') return 'vm';
  if (access === 'atomic' && returnsData) return 'vm';
  return 'vs';
}

/** Cache policy bits of an instruction's glc/slc/dlc modifiers (S11). */
export function policyOf(mods: Modifiers): number {
  return (mods.glc ? Policy.Glc : 0) | (mods.slc ? Policy.Slc : 0) | (mods.dlc ? Policy.Dlc : 0);
}
