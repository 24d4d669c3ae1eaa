/**
 * Pixel- versus sample-rate shading: how many fragment shader invocations a pixel gets and
 * which samples each one owns (Vulkan "Sample Shading": invocations = max(⌈minSampleShading ·
 * samples⌉, 1) when sample shading is on, else 1).
 */
import { RasterError } from './errors.js';
import type { SampleCount } from './sample_positions.js';

/** Invocations per covered pixel, rounded up to a power of two (the rates AMD's SPI supports). */
export function invocationsPerPixel(samples: SampleCount, sampleShading: boolean, minSampleShading = 1): number {
  if (!sampleShading) return 1;
  if (!(minSampleShading >= 0 && minSampleShading <= 1)) {
    throw new RasterError('bad-config', 'minSampleShading', `must be in [0, 1], got ${minSampleShading}`);
  }
  const wanted = Math.max(1, Math.ceil(minSampleShading * samples));
  let n = 1;
  while (n < wanted) n *= 2;
  return n;
}

/**
 * Splits a pixel's coverage into per-invocation sample masks. With `invocations` = samples
 * each covered sample gets its own invocation with a one-bit mask; with 1 the single
 * invocation gets the whole mask; in between (assumption, docs/gpu_raster.md), consecutive runs
 * of samples/invocations sample indices form a group, and each group with any covered sample
 * is one invocation with that group's covered bits. Writes the masks to `out`
 * in ascending sample order and returns how many there are (0 for a helper pixel).
 */
export function splitCoverage(mask: number, samples: SampleCount, invocations: number, out: Uint32Array): number {
  if (invocations < 1 || invocations > samples || samples % invocations !== 0) {
    throw new RasterError('bad-config', 'invocations', `${invocations} invocations do not divide ${samples} samples`);
  }
  const groupSize = samples / invocations;
  const groupBits = (1 << groupSize) - 1;
  let n = 0;
  for (let g = 0; g < invocations; g++) {
    const bits = mask & (groupBits << (g * groupSize));
    if (bits !== 0) out[n++] = bits >>> 0;
  }
  return n;
}

/**
 * Splits a quad's coverage (4 pixel masks) into the quads of its invocations: AMD shades
 * sample-rate pixels as one quad per sample group, so derivatives stay within a group.
 * For each group g with any covered sample in the quad, writes the 4 pixels' masks restricted
 * to that group at out[4n .. 4n+3] and g at groups[n] (group g's first sample is
 * g · samples / invocations — the sample whose PERSP_SAMPLE barycentrics the quad uses).
 * Returns the number of invocation quads n.
 */
export function splitQuadCoverage(
  coverage: Uint32Array,
  samples: SampleCount,
  invocations: number,
  out: Uint32Array,
  groups: Uint8Array,
): number {
  if (invocations < 1 || invocations > samples || samples % invocations !== 0) {
    throw new RasterError('bad-config', 'invocations', `${invocations} invocations do not divide ${samples} samples`);
  }
  const groupSize = samples / invocations;
  const groupBits = (1 << groupSize) - 1;
  let n = 0;
  for (let g = 0; g < invocations; g++) {
    const bits = groupBits << (g * groupSize);
    const any = (coverage[0]! | coverage[1]! | coverage[2]! | coverage[3]!) & bits;
    if (any === 0) continue;
    for (let p = 0; p < 4; p++) out[n * 4 + p] = (coverage[p]! & bits) >>> 0;
    groups[n++] = g;
  }
  return n;
}
