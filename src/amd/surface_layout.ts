/**
 * The linear surface layout every image, render target and copy in popsim
 * uses (docs/gpu_memory.md "Images"): rows of `pitch` pixels aligned to 256
 * bytes, layers (or 3D slices) of `pitch · height` pixels, the samples of a
 * pixel consecutive. The driver lays images out with it, the render backends
 * and the texture path address them with it, so an image rendered to can be
 * bound as a (multisampled) image and read back by shaders. (AMD hardware
 * swizzles surfaces; popsim's simplification is listed in docs/gpu_memory.md.)
 */
import { SurfaceError } from './amd_errors.js';

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

/** Rows of a linear surface start 256-byte aligned (the linear alignment popsim assumes on every gfx level). */
const ROW_ALIGN_BYTES = 256;

/**
 * Row pitch (pixels) of a linear surface with `bytesPerSample`-byte samples: the row
 * rounded up to 256 bytes. GFX10+ image descriptors have no pitch field, so the
 * texture path derives the pitch this way too.
 */
export function linearPitch(width: number, bytesPerSample: number): number {
  const align = Math.max(1, ROW_ALIGN_BYTES / bytesPerSample);
  return Math.ceil(width / align) * align;
}

/** Byte address of a sample (no bounds check: callers clip to the surface). */
export function sampleAddress(s: SurfaceLayout, x: number, y: number, layer: number, sample: number): number {
  const pixel = (layer * s.height + y) * s.pitch + x;
  return s.base + (pixel * s.samples + sample) * s.bytesPerSample;
}

/**
 * The byte strides of `sampleAddress`'s coordinates, into `out` as
 * [x, y, layer, sample]: a sample's address is base + Σ coordinate · stride
 * (the same integers, so the same address), for loops that address many
 * samples of one surface without walking the layout per sample.
 */
export function sampleStrides(s: SurfaceLayout, out: Float64Array): void {
  out[3] = s.bytesPerSample;
  out[0] = s.samples * s.bytesPerSample;
  out[1] = s.pitch * out[0]!;
  out[2] = s.height * out[1]!;
}

/** Bytes from the first to one past the last sample of `layers` layers (pitch padding included). */
export function surfaceBytes(s: SurfaceLayout, layers = 1): number {
  return layers * s.height * s.pitch * s.samples * s.bytesPerSample;
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
    throw new SurfaceError(location, `bad surface ${s.width}x${s.height} pitch ${s.pitch} samples ${s.samples} at 0x${s.base.toString(16)}`);
  }
}

/** True when pixel (x, y) lies inside the surface (exports outside it are dropped). */
export function pixelInside(s: SurfaceLayout, x: number, y: number): boolean {
  return x >= 0 && y >= 0 && x < s.width && y < s.height;
}
