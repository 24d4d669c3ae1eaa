/**
 * The rasterizer's configuration as plain data (decoded from PA_SC_* / PA_SU_* registers by
 * the integration layer, not here).
 */
import type { Viewport } from '../geometry/viewport.js';
import type { CullMode, FrontFace } from '../geometry/face.js';
import { validateViewport } from '../geometry/viewport.js';
import { RasterError } from './errors.js';
import { checkSampleCount, type SampleCount } from './sample_positions.js';

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface RasterConfig {
  /** Rasterization samples (MSAA_EXPOSED_SAMPLES): coverage masks have this many bits. */
  readonly samples: SampleCount;
  readonly viewport: Viewport;
  readonly scissor: Rect;
  readonly framebufferWidth: number;
  readonly framebufferHeight: number;
  readonly frontFace: FrontFace;
  readonly cullMode: CullMode;
  /**
   * R8: relaxed (out-of-order) rasterization. Off by default; when on, quads of consecutive
   * primitives may be interleaved (pattern in docs/gpu_raster.md).
   */
  readonly outOfOrder?: boolean;
  /**
   * PA_SC_AA_MASK_X0Y0_X1Y0 / _X0Y1_X1Y1: the sample mask of each pixel position in a 2x2
   * quad, indexed by (y & 1) * 2 + (x & 1) (X0Y0, X1Y0, X0Y1, X1Y1); ANDed into coverage.
   * Absent: every sample enabled.
   */
  readonly sampleMask?: QuadSampleMask;
}

/** One 16-bit sample mask per pixel position of a 2x2 quad: X0Y0, X1Y0, X0Y1, X1Y1. */
export type QuadSampleMask = readonly [number, number, number, number];

/** The per-quad-position masks of the two PA_SC_AA_MASK registers (16 bits per pixel, X0 low, X1 high). */
export function quadSampleMaskOf(x0y0X1y0: number, x0y1X1y1: number): QuadSampleMask {
  return [x0y0X1y0 & 0xffff, x0y0X1y0 >>> 16, x0y1X1y1 & 0xffff, x0y1X1y1 >>> 16];
}

/** Integer pixel rectangle [x0, x1) × [y0, y1) that may receive coverage. */
export interface PixelBounds {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

export function validateRasterConfig(c: RasterConfig): void {
  checkSampleCount(c.samples, 'samples');
  validateViewport(c.viewport);
  for (const [f, v] of [
    ['framebufferWidth', c.framebufferWidth],
    ['framebufferHeight', c.framebufferHeight],
  ] as const) {
    if (!Number.isInteger(v) || v < 1 || v > 16384) throw new RasterError('bad-config', f, `must be an integer in [1, 16384], got ${v}`);
  }
  if (c.sampleMask !== undefined && (c.sampleMask.length !== 4 || !c.sampleMask.every((m) => Number.isInteger(m) && m >= 0 && m <= 0xffff))) {
    throw new RasterError('bad-config', 'sampleMask', `needs four 16-bit masks, got ${JSON.stringify(c.sampleMask)}`);
  }
  const s = c.scissor;
  if (![s.x, s.y, s.width, s.height].every(Number.isInteger) || s.x < 0 || s.y < 0 || s.width < 0 || s.height < 0) {
    throw new RasterError('bad-config', 'scissor', `needs non-negative integers, got ${JSON.stringify(s)}`);
  }
}

/**
 * Scissor ∩ viewport ∩ framebuffer. The viewport rectangle is widened to whole pixels
 * (floor/ceil), like the viewport scissor RADV programs; the view volume's exact x/y edge
 * inside a partially covered pixel is therefore not enforced (guard-band behaviour).
 */
export function rasterBounds(c: RasterConfig): PixelBounds {
  const vp = c.viewport;
  const vy0 = Math.min(vp.y, vp.y + vp.height);
  const vy1 = Math.max(vp.y, vp.y + vp.height);
  const x0 = Math.max(0, c.scissor.x, Math.floor(vp.x));
  const y0 = Math.max(0, c.scissor.y, Math.floor(vy0));
  const x1 = Math.min(c.framebufferWidth, c.scissor.x + c.scissor.width, Math.ceil(vp.x + vp.width));
  const y1 = Math.min(c.framebufferHeight, c.scissor.y + c.scissor.height, Math.ceil(vy1));
  return { x0, y0, x1: Math.max(x0, x1), y1: Math.max(y0, y1) };
}
