/**
 * MSAA resolve as a CP-side surface operation: popsim performs it directly
 * on GPU memory instead of running a resolve shader (docs/gpu_rb.md); it is
 * not part of any POPS-ordered work.
 */
import type { GpuMemory } from '../memory/gpu_memory.js';
import { isIntegerFormat, packTexel, texelDwords, unpackTexel } from '../../amd/formats/texel_formats.js';
import { RbError } from './errors.js';
import type { ColorSurface } from './rb_state.js';
import { sampleAddress, validateSurface, type SurfaceLayout } from '../../amd/surface_layout.js';

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

function checkRect(s: SurfaceLayout, r: Rect, location: string): void {
  const ok = [r.x, r.y, r.width, r.height].every(Number.isInteger) && r.x >= 0 && r.y >= 0 && r.width > 0 && r.height > 0;
  if (!ok || r.x + r.width > s.width || r.y + r.height > s.height) {
    throw new RbError('bad-surface', location, `region ${r.width}x${r.height} at (${r.x}, ${r.y}) is outside the ${s.width}x${s.height} surface`);
  }
}

const texel = new Uint32Array(4);
const channels = new Uint32Array(4);
const channelsF = new Float32Array(channels.buffer);
const sum = new Float64Array(4);

/**
 * Resolves `src` (multisampled) into `dst` (single-sampled, same format) over
 * `region` (default: all of dst), pixel (x, y) to pixel (x, y): float and
 * UNORM formats average their samples (in float, then converted like a store:
 * UNORM rounds to nearest), integer formats take sample 0 (Vulkan
 * VK_RESOLVE_MODE_SAMPLE_ZERO_BIT, the only mode required for them).
 */
export function resolveColor(
  memory: GpuMemory,
  src: ColorSurface,
  dst: ColorSurface,
  region: Rect = { x: 0, y: 0, width: dst.width, height: dst.height },
  srcLayer = 0,
  dstLayer = 0,
): void {
  validateSurface(src, 'resolve source');
  validateSurface(dst, 'resolve destination');
  if (src.format !== dst.format) throw new RbError('bad-resolve', 'resolve', `formats differ: ${src.format} -> ${dst.format}`);
  if (dst.samples !== 1) throw new RbError('bad-resolve', 'resolve destination', `destination has ${dst.samples} samples, must have 1`);
  checkRect(src, region, 'resolve source');
  checkRect(dst, region, 'resolve destination');
  const format = src.format;
  const dwords = texelDwords(format);
  const n = isIntegerFormat(format) ? 1 : src.samples;
  for (let y = region.y; y < region.y + region.height; y++) {
    for (let x = region.x; x < region.x + region.width; x++) {
      sum.fill(0);
      for (let s = 0; s < n; s++) {
        const a = sampleAddress(src, x, y, srcLayer, s);
        for (let d = 0; d < dwords; d++) texel[d] = memory.read32(a + 4 * d);
        unpackTexel(format, texel, 0, channels);
        for (let c = 0; c < 4; c++) sum[c]! += channelsF[c]!;
      }
      // Integer formats keep sample 0's bits as read; float/UNORM take the mean.
      if (n > 1) for (let c = 0; c < 4; c++) channelsF[c] = sum[c]! / n;
      packTexel(format, channels, texel, 0);
      const b = sampleAddress(dst, x, y, dstLayer, 0);
      for (let d = 0; d < dwords; d++) memory.write32(b + 4 * d, texel[d]!);
    }
  }
}
