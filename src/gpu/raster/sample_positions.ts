/**
 * Standard sample locations (Vulkan specification, "Multisampling", table "Standard sample
 * locations"; standardSampleLocations = VK_TRUE on RADV), in 1/16-pixel units from the pixel's
 * top-left corner. They equal the D3D standard patterns AMD programs into
 * PA_SC_AA_SAMPLE_LOCS_* (cross-checked with Mesa radeonsi's Cayman-era tables, which store
 * the same points as offsets from the centre).
 */
import { RasterError } from './errors.js';

export type SampleCount = 1 | 2 | 4 | 8 | 16;

export const SAMPLE_COUNTS: readonly SampleCount[] = [1, 2, 4, 8, 16];

/** x, y of sample i at [2i], [2i+1], in 1/16 pixel. */
const LOCATIONS: Readonly<Record<SampleCount, readonly number[]>> = {
  1: [8, 8],
  2: [12, 12, 4, 4],
  4: [6, 2, 14, 6, 2, 10, 10, 14],
  8: [9, 5, 7, 11, 13, 9, 5, 3, 3, 13, 1, 7, 11, 15, 15, 1],
  16: [9, 9, 7, 5, 5, 10, 12, 7, 3, 6, 10, 13, 13, 11, 11, 3, 6, 14, 8, 1, 4, 2, 2, 12, 0, 8, 15, 4, 14, 15, 1, 0],
};

export function checkSampleCount(samples: number, location = 'samples'): SampleCount {
  if (samples === 1 || samples === 2 || samples === 4 || samples === 8 || samples === 16) return samples;
  throw new RasterError('bad-sample-count', location, `${samples} is not one of 1, 2, 4, 8, 16`);
}

/** Sample locations as x, y pairs in 1/16 pixel. */
export function sampleLocations16(samples: SampleCount): Int32Array {
  return Int32Array.from(LOCATIONS[samples]);
}

/** Sample location i in pixels, e.g. [0.375, 0.125] for 4x sample 0. */
export function samplePosition(samples: SampleCount, index: number): [number, number] {
  const l = LOCATIONS[samples];
  if (!(index >= 0 && index < samples)) throw new RasterError('bad-sample-count', 'sample index', `${index} out of range for ${samples}x`);
  return [l[index * 2]! / 16, l[index * 2 + 1]! / 16];
}

/**
 * Centroid priority: sample indices ordered by distance from the pixel centre, ties by index.
 * The centroid of a partially covered pixel is the first covered sample in this order (the
 * rule AMD's PA_SC_CENTROID_PRIORITY registers express; Mesa programs distance-sorted orders).
 */
export function centroidPriority(samples: SampleCount): Uint8Array {
  const l = LOCATIONS[samples];
  const order = Array.from({ length: samples }, (_, i) => i);
  const d2 = (i: number): number => (l[i * 2]! - 8) ** 2 + (l[i * 2 + 1]! - 8) ** 2;
  order.sort((a, b) => d2(a) - d2(b) || a - b);
  return Uint8Array.from(order);
}
