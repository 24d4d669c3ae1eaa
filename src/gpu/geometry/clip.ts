/**
 * Clipping of triangles in homogeneous clip space (Vulkan "Primitive Clipping"): the view
 * volume is −w ≤ x ≤ w, −w ≤ y ≤ w, 0 ≤ z ≤ w (depth clamp is not modelled).
 *
 * Like AMD's clipper with a guard band (PA_CL_GB_*), x and y are not clipped to the view
 * volume but to a much larger guard band whose window coordinates still fit the rasterizer's
 * fixed-point range; the rest of the view volume's x/y bound is enforced by the viewport
 * scissor in scan conversion, which gives the same coverage. Near (z ≥ 0) and far (z ≤ w)
 * are clipped exactly (Sutherland–Hodgman), as is w > 0 (a guard against the eye point).
 * Triangles entirely outside one view-volume plane are rejected without clipping.
 *
 * An edge crossing a plane is always cut by interpolating from its inside vertex toward its
 * outside vertex, so two triangles sharing an edge get bit-identical cut points (no cracks).
 */
import type { Viewport } from './viewport.js';

/** Window-space half extent of the guard band, in pixels (fixed-point range, see raster/fixed_point.ts). */
export const GUARD_BAND_PIXELS = 65536;
/** Smallest w a clipped vertex may have. */
const MIN_W = 1e-20;
/** Clip planes in the table of `clipPlanes`. */
const PLANE_COUNT = 7;
/** A convex polygon gains at most one vertex per plane. */
const MAX_POLYGON = 3 + PLANE_COUNT;

export type ClipOutcome = 'inside' | 'clipped' | 'rejected';

/**
 * Clip planes for one viewport: dist(v) = a·x + b·y + c·z + d·w + e ≥ 0 keeps v.
 * Order: near, far, w > 0, guard band left, right, top, bottom.
 */
export function clipPlanes(vp: Viewport): Float64Array {
  const planes = new Float64Array(PLANE_COUNT * 5);
  // Guard band in NDC: window = o + s·ndc within ±GUARD_BAND_PIXELS.
  const [xl, xh] = ndcRange(vp.x + vp.width / 2, vp.width / 2);
  const [yl, yh] = ndcRange(vp.y + vp.height / 2, vp.height / 2);
  planes.set([
    0, 0, 1, 0, 0, // near: z ≥ 0
    0, 0, -1, 1, 0, // far: w − z ≥ 0
    0, 0, 0, 1, -MIN_W, // w ≥ MIN_W
    1, 0, 0, -xl, 0, // x ≥ xl·w
    -1, 0, 0, xh, 0, // x ≤ xh·w
    0, 1, 0, -yl, 0, // y ≥ yl·w
    0, -1, 0, yh, 0, // y ≤ yh·w
  ]);
  return planes;
}

function ndcRange(offset: number, scale: number): [number, number] {
  const a = (-GUARD_BAND_PIXELS - offset) / scale;
  const b = (GUARD_BAND_PIXELS - offset) / scale;
  return a < b ? [a, b] : [b, a];
}

/** Outcode bits against the true view volume (for trivial rejection). */
function viewVolumeOutcode(x: number, y: number, z: number, w: number): number {
  return (x < -w ? 1 : 0) | (x > w ? 2 : 0) | (y < -w ? 4 : 0) | (y > w ? 8 : 0) | (z < 0 ? 16 : 0) | (z > w ? 32 : 0);
}

/**
 * Reusable clipper: holds the output polygon (clip-space x, y, z, w per vertex) of the last
 * `clipTriangle` call in `out`, `count` vertices long.
 */
export class TriangleClipper {
  private front = new Float64Array(MAX_POLYGON * 4);
  private back = new Float64Array(MAX_POLYGON * 4);
  private readonly dist = new Float64Array(MAX_POLYGON);
  count = 0;

  constructor(private readonly planes: Float64Array) {}

  /** The current polygon: x, y, z, w of vertex k at [4k .. 4k+3]. */
  get out(): Float64Array {
    return this.front;
  }

  /** Clips the triangle of vertices i0, i1, i2 of `positions` (x, y, z, w each). */
  clipTriangle(positions: Float32Array, i0: number, i1: number, i2: number): ClipOutcome {
    const out = this.front;
    for (let c = 0; c < 4; c++) {
      out[c] = positions[i0 * 4 + c]!;
      out[4 + c] = positions[i1 * 4 + c]!;
      out[8 + c] = positions[i2 * 4 + c]!;
    }
    this.count = 3;
    const rejectMask =
      viewVolumeOutcode(out[0]!, out[1]!, out[2]!, out[3]!) &
      viewVolumeOutcode(out[4]!, out[5]!, out[6]!, out[7]!) &
      viewVolumeOutcode(out[8]!, out[9]!, out[10]!, out[11]!);
    if (rejectMask !== 0) {
      this.count = 0;
      return 'rejected';
    }
    let clipped = false;
    for (let p = 0; p < PLANE_COUNT; p++) {
      if (this.clipAgainst(p)) clipped = true;
      if (this.count < 3) {
        this.count = 0;
        return 'rejected';
      }
    }
    return clipped ? 'clipped' : 'inside';
  }

  /** Sutherland–Hodgman against plane p; returns whether any vertex was outside. */
  private clipAgainst(p: number): boolean {
    const pl = this.planes;
    const a = pl[p * 5]!, b = pl[p * 5 + 1]!, c = pl[p * 5 + 2]!, d = pl[p * 5 + 3]!, e = pl[p * 5 + 4]!;
    const src = this.front;
    const n = this.count;
    let anyOut = false;
    for (let i = 0; i < n; i++) {
      const k = this.dist[i] = a * src[i * 4]! + b * src[i * 4 + 1]! + c * src[i * 4 + 2]! + d * src[i * 4 + 3]! + e;
      if (k < 0) anyOut = true;
    }
    if (!anyOut) return false;
    const dst = this.back;
    let m = 0;
    for (let i = 0; i < n; i++) {
      const j = i + 1 === n ? 0 : i + 1;
      const di = this.dist[i]!;
      const dj = this.dist[j]!;
      if (di >= 0) {
        for (let c4 = 0; c4 < 4; c4++) dst[m * 4 + c4] = src[i * 4 + c4]!;
        m++;
      }
      if ((di >= 0) !== (dj >= 0)) {
        // Cut from the inside vertex toward the outside one (canonical for shared edges).
        const inside = di >= 0;
        const inV = inside ? i : j;
        const outV = inside ? j : i;
        const t = inside ? di / (di - dj) : dj / (dj - di);
        for (let c4 = 0; c4 < 4; c4++) {
          const vi = src[inV * 4 + c4]!;
          dst[m * 4 + c4] = vi + t * (src[outV * 4 + c4]! - vi);
        }
        m++;
      }
    }
    this.back = src;
    this.front = dst;
    this.count = m;
    return true;
  }
}
