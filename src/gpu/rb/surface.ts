/**
 * Linear surface layout shared by colour targets, depth targets, resolves and
 * copies. popsim stores every render target linearly (docs/gpu_rb.md): rows of
 * `pitch` pixels, layers of `pitch · height` pixels, the samples of a pixel
 * consecutive — the same addressing as descriptors.ts imageTexelAddress, so a
 * target can be bound as a (multisampled) image and read back by shaders.
 */
import { RbError } from './errors.js';

export interface SurfaceLayout {
  /** Byte address of sample 0 of pixel (0, 0) of layer 0. */
  readonly base: number;
  readonly width: number;
  readonly height: number;
  /** Row pitch in pixels (>= width). */
  readonly pitch: number;
  readonly samples: number;
  /** Bytes of one sample of one pixel. */
  readonly bytesPerSample: number;
}

/** Byte address of a sample (no bounds check: callers clip to the surface). */
export function sampleAddress(s: SurfaceLayout, x: number, y: number, layer: number, sample: number): number {
  const pixel = (layer * s.height + y) * s.pitch + x;
  return s.base + (pixel * s.samples + sample) * s.bytesPerSample;
}

/**
 * Pitch (pixels) of a linear surface: rows aligned to 256 bytes, the rule
 * descriptors.ts linearImagePitch applies to images, stated here in bytes so
 * it also covers D16 depth (2-byte samples, no TexelFormat of that size).
 */
export function linearPitch(width: number, bytesPerSample: number): number {
  const align = Math.max(1, 256 / bytesPerSample);
  return Math.ceil(width / align) * align;
}

export function validateSurface(s: SurfaceLayout, location: string): void {
  const ok =
    Number.isInteger(s.width) &&
    s.width > 0 &&
    Number.isInteger(s.height) &&
    s.height > 0 &&
    Number.isInteger(s.pitch) &&
    s.pitch >= s.width &&
    [1, 2, 4, 8, 16].includes(s.samples) &&
    Number.isInteger(s.base) &&
    s.base > 0;
  if (!ok) {
    throw new RbError('bad-surface', location, `bad surface ${s.width}x${s.height} pitch ${s.pitch} samples ${s.samples} at 0x${s.base.toString(16)}`);
  }
}

/** True when pixel (x, y) lies inside the surface (exports outside it are dropped). */
export function pixelInside(s: SurfaceLayout, x: number, y: number): boolean {
  return x >= 0 && y >= 0 && x < s.width && y < s.height;
}
