/**
 * Turns a pixel's sample coverage mask into the set of tracker slots it
 * occupies. The tracker keeps one slot per sample *index* (R4: overlap is by
 * index, whatever the sample count of the draw); pixel granularity occupies
 * every slot, so a pixel-interlock invocation overlaps anything at that pixel
 * and anything later at that pixel overlaps it.
 */
import type { GfxLevel } from '../../isa/gfx_level.js';
import type { PopsDrawConfig } from './config.js';

/** Every slot of a pixel; a const enum, so slotsOf (per quad pixel) reads a literal rather than a hole-checked const. */
const enum Slots {
  All = 0xffff,
}

export interface OverlapMode {
  /** Pixel granularity: any covered sample occupies the whole pixel. */
  readonly pixel: boolean;
  /** Coverage bits the overlap logic sees (GFX11: none when DB_Z_INFO.NUM_SAMPLES ≠ MSAA_NUM_SAMPLES, R5). */
  readonly interpretedBits: number;
  /** log2 of the sample-index slots at sample granularity. */
  readonly slotsLog2: number;
}

export function overlapModeFor(gfx: GfxLevel, c: PopsDrawConfig): OverlapMode {
  if (gfx === 'gfx11') {
    // R3: OVERRIDE_INTRINSIC_RATE sets the granularity. Assumption: without the
    // enable bit the DB's intrinsic rate is 1x, i.e. pixel granularity.
    const rateLog2 = c.overrideIntrinsicRateEnable ? c.overrideIntrinsicRateLog2 : 0;
    // R5 assumption (docs/gpu_pops.md): the DB matches coverage against DB_Z_INFO.NUM_SAMPLES;
    // when it differs from the rasterizer's MSAA_NUM_SAMPLES it cannot match any coverage, so it
    // reports no overlap at all and the invocations run unsynchronized.
    const interpretedBits = c.dbZNumSamplesLog2 === c.rasterSamplesLog2 ? Slots.All : 0;
    return { pixel: rateLog2 === 0, interpretedBits, slotsLog2: rateLog2 };
  }
  // R2: POPS_OVERLAP_NUM_SAMPLES, 0 = pixel interlock.
  return { pixel: c.overlapSamplesLog2 === 0, interpretedBits: Slots.All, slotsLog2: c.overlapSamplesLog2 };
}

/**
 * Slots occupied by a pixel with the given coverage. At sample granularity
 * with fewer overlap samples than coverage bits, sample index s lands in slot
 * s mod 2^slotsLog2 (assumption: folding over-orders rather than misses).
 */
export function slotsOf(mode: OverlapMode, coverage: number): number {
  const seen = coverage & mode.interpretedBits;
  if (seen === 0) return 0;
  if (mode.pixel) return Slots.All;
  const width = 1 << mode.slotsLog2;
  if (width >= 16) return seen;
  const groupMask = (1 << width) - 1;
  let slots = 0;
  for (let m = seen; m !== 0; m >>>= width) slots |= m & groupMask;
  return slots;
}
