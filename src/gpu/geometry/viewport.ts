/**
 * Vulkan viewport transform (Vulkan "Controlling the Viewport"):
 *   xf = ox + px/2 · xd,  ox = x + width/2,  px = width
 *   yf = oy + py/2 · yd,  oy = y + height/2, py = height (negative height flips y)
 *   zf = oz + pz · zd,    oz = minDepth,     pz = maxDepth − minDepth
 * Framebuffer coordinates are y-down: pixel (0,0) is the top-left one.
 */
import { GeometryError } from './errors.js';

export interface Viewport {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly minDepth: number;
  readonly maxDepth: number;
}

/** Viewport bounds the model accepts (Vulkan viewportBoundsRange as RADV reports it). */
export const VIEWPORT_BOUND = 32768;

export function validateViewport(vp: Viewport): void {
  const fail = (field: string, detail: string): never => {
    throw new GeometryError('bad-viewport', `viewport.${field}`, detail);
  };
  if (!(vp.width > 0)) fail('width', `must be > 0, got ${vp.width}`);
  if (!(vp.height !== 0) || !Number.isFinite(vp.height)) fail('height', `must be nonzero, got ${vp.height}`);
  const y0 = Math.min(vp.y, vp.y + vp.height);
  const y1 = Math.max(vp.y, vp.y + vp.height);
  if (vp.x < -VIEWPORT_BOUND || vp.x + vp.width > VIEWPORT_BOUND) fail('x', `x range [${vp.x}, ${vp.x + vp.width}] leaves ±${VIEWPORT_BOUND}`);
  if (y0 < -VIEWPORT_BOUND || y1 > VIEWPORT_BOUND) fail('y', `y range [${y0}, ${y1}] leaves ±${VIEWPORT_BOUND}`);
  for (const f of ['minDepth', 'maxDepth'] as const) {
    if (!(vp[f] >= 0 && vp[f] <= 1)) fail(f, `must be in [0, 1], got ${vp[f]}`);
  }
}

/** Window x of clip-space (x, w). */
export function windowX(vp: Viewport, x: number, w: number): number {
  return vp.x + vp.width / 2 + (vp.width / 2) * (x / w);
}

/** Window y of clip-space (y, w). */
export function windowY(vp: Viewport, y: number, w: number): number {
  return vp.y + vp.height / 2 + (vp.height / 2) * (y / w);
}

/** Framebuffer depth of an NDC depth. */
export function windowZ(vp: Viewport, zNdc: number): number {
  return vp.minDepth + (vp.maxDepth - vp.minDepth) * zNdc;
}
