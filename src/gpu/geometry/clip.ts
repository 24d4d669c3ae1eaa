/**
 * Clipping of triangles in homogeneous clip space (Vulkan "Primitive Clipping"): the view
 * volume is −w ≤ x ≤ w, −w ≤ y ≤ w, 0 ≤ z ≤ w (depth clamp is not modelled).
 *
 * Like AMD's clipper with a guard band (PA_CL_GB_*), x and y are not clipped to the view
 * volume but to a much larger guard band whose window coordinates still fit the rasterizer's
 * fixed-point range; the rest of the view volume's x/y bound is enforced by the viewport
 * scissor in scan conversion, which gives the same coverage. Near (z ≥ 0) and far (z ≤ w)
 * are clipped exactly (Sutherland–Hodgman). Triangles entirely outside one view-volume plane,
 * or with w ≤ 0 at every vertex, are rejected without clipping.
 *
 * Behind the eye: near and far together imply w ≥ z ≥ 0, and the guard band (xl·w ≤ x ≤ xh·w
 * with xl < 0 < xh) implies w ≥ 0, so no w plane is needed. The one clip-space point with
 * w = 0 left inside is the origin, the eye point, where the projection is undefined; a triangle
 * through it has linearly dependent vertices, so its projection has no area. In doubles, cut
 * points of such a triangle come out as rounding noise around the origin, with a tiny w of
 * either sign and an arbitrary direction. So every vertex of the clipped polygon must have a
 * window position known to within the rasterizer's tolerance (`isWellDefined`; half a subpixel,
 * raster_stream.ts): w > 0 and large against the rounding error of its coordinates, which is
 * tracked per vertex as the magnitude of the terms it was computed from. A polygon with a
 * vertex that is not is rejected; the accepted ones have finite window coordinates within the
 * guard band (± that tolerance).
 *
 * Non-finite input: a triangle with any NaN or ±Inf clip coordinate is rejected (assumption,
 * docs/gpu_raster.md "Clipping").
 *
 * An edge v_i v_j crossing a plane (signed distances d_i, d_j of opposite signs) is cut at
 * (|d_j|·v_i + |d_i|·v_j) / (|d_i| + |d_j|). The expression is symmetric in i and j and
 * floating-point + and · commute, so two triangles sharing an edge, whichever way they run
 * along it, get bit-identical cut points (no cracks). Unlike v_i + t·(v_j − v_i) it does not
 * cancel when one end is far larger than the cut point (a vertex at 1e35 cut near the other).
 */
import type { Viewport } from './viewport.js';

/** Window-space half extent of the guard band, in pixels (fixed-point range, see raster/fixed_point.ts). */
export const GUARD_BAND_PIXELS = 65536;
/** Clip planes in the table of `clipPlanes`. */
const PLANE_COUNT = 6;
/** A convex polygon gains at most one vertex per plane. */
const MAX_POLYGON = 3 + PLANE_COUNT;
/**
 * Rounding error of a clipped coordinate relative to the magnitude of its terms: each cut adds
 * a few ulps (two products, a sum, a quotient), at most one cut per plane.
 */
const RELATIVE_ERROR = 4 * PLANE_COUNT * Number.EPSILON;

export type ClipOutcome = 'inside' | 'clipped' | 'rejected';

/**
 * Clip planes for one viewport: dist(v) = a·x + b·y + c·z + d·w ≥ 0 keeps v.
 * Order: near, far, guard band left, right, top, bottom.
 */
function clipPlanes(vp: Viewport): Float64Array {
  const planes = new Float64Array(PLANE_COUNT * 4);
  // Guard band in NDC: window = o + s·ndc within ±GUARD_BAND_PIXELS.
  const [xl, xh] = ndcRange(vp.x + vp.width / 2, vp.width / 2);
  const [yl, yh] = ndcRange(vp.y + vp.height / 2, vp.height / 2);
  planes.set([
    0, 0, 1, 0, // near: z ≥ 0
    0, 0, -1, 1, // far: w − z ≥ 0
    1, 0, 0, -xl, // x ≥ xl·w
    -1, 0, 0, xh, // x ≤ xh·w
    0, 1, 0, -yl, // y ≥ yl·w
    0, -1, 0, yh, // y ≤ yh·w
  ]);
  return planes;
}

function ndcRange(offset: number, scale: number): [number, number] {
  const a = (-GUARD_BAND_PIXELS - offset) / scale;
  const b = (GUARD_BAND_PIXELS - offset) / scale;
  return a < b ? [a, b] : [b, a];
}

/** Outcode bits against the true view volume and w > 0 (for trivial rejection). */
function viewVolumeOutcode(x: number, y: number, z: number, w: number): number {
  return (x < -w ? 1 : 0) | (x > w ? 2 : 0) | (y < -w ? 4 : 0) | (y > w ? 8 : 0) | (z < 0 ? 16 : 0) | (z > w ? 32 : 0) | (w <= 0 ? 64 : 0);
}

/**
 * Reusable clipper for one viewport: holds the output polygon (clip-space x, y, z, w per
 * vertex) of the last `clipTriangle` call in `out`, `count` vertices long.
 */
export class TriangleClipper {
  private front = new Float64Array(MAX_POLYGON * 4);
  private back = new Float64Array(MAX_POLYGON * 4);
  /** Per polygon vertex: the magnitude of the terms its coordinates were computed from. */
  private frontMag = new Float64Array(MAX_POLYGON);
  private backMag = new Float64Array(MAX_POLYGON);
  private readonly dist = new Float64Array(MAX_POLYGON);
  private readonly planes: Float64Array;
  /**
   * w / magnitude below which a vertex's window position is uncertain by more than the
   * tolerance: the window error is (viewport half extent)·RELATIVE_ERROR·magnitude / w.
   */
  private readonly minWPerMagnitude: number;
  count = 0;

  /** `windowTolerance`: pixels a clipped vertex's window position may be off by. */
  constructor(vp: Viewport, windowTolerance: number) {
    this.planes = clipPlanes(vp);
    const halfExtent = Math.max(Math.abs(vp.width), Math.abs(vp.height)) / 2;
    this.minWPerMagnitude = (halfExtent * RELATIVE_ERROR) / windowTolerance;
  }

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
    this.count = 0;
    for (let k = 0; k < 3; k++) {
      let mag = 0;
      for (let c = 0; c < 4; c++) {
        const v = out[k * 4 + c]!;
        if (!Number.isFinite(v)) return 'rejected';
        mag = Math.max(mag, Math.abs(v));
      }
      this.frontMag[k] = mag;
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
    if (!this.isWellDefined()) {
      this.count = 0;
      return 'rejected';
    }
    return clipped ? 'clipped' : 'inside';
  }

  /** Every polygon vertex has w > 0 and a window position known to the tolerance (see the header). */
  private isWellDefined(): boolean {
    for (let k = 0; k < this.count; k++) {
      if (!(this.front[k * 4 + 3]! > this.minWPerMagnitude * this.frontMag[k]!)) return false;
    }
    return true;
  }

  /** Sutherland–Hodgman against plane p; returns whether any vertex was outside. */
  private clipAgainst(p: number): boolean {
    const pl = this.planes;
    const a = pl[p * 4]!, b = pl[p * 4 + 1]!, c = pl[p * 4 + 2]!, d = pl[p * 4 + 3]!;
    const src = this.front;
    const srcMag = this.frontMag;
    const n = this.count;
    let anyOut = false;
    for (let i = 0; i < n; i++) {
      const k = this.dist[i] = a * src[i * 4]! + b * src[i * 4 + 1]! + c * src[i * 4 + 2]! + d * src[i * 4 + 3]!;
      if (k < 0) anyOut = true;
    }
    if (!anyOut) return false;
    const dst = this.back;
    const dstMag = this.backMag;
    let m = 0;
    for (let i = 0; i < n; i++) {
      const j = i + 1 === n ? 0 : i + 1;
      const di = this.dist[i]!;
      const dj = this.dist[j]!;
      if (di >= 0) {
        for (let c4 = 0; c4 < 4; c4++) dst[m * 4 + c4] = src[i * 4 + c4]!;
        dstMag[m] = srcMag[i]!;
        m++;
      }
      if ((di >= 0) !== (dj >= 0)) {
        // The cut point (|dj|·v_i + |di|·v_j) / (|di| + |dj|), see the header.
        const wi = Math.abs(dj);
        const wj = Math.abs(di);
        const sum = wi + wj;
        for (let c4 = 0; c4 < 4; c4++) dst[m * 4 + c4] = (wi * src[i * 4 + c4]! + wj * src[j * 4 + c4]!) / sum;
        dstMag[m] = (wi * srcMag[i]! + wj * srcMag[j]!) / sum;
        m++;
      }
    }
    this.back = src;
    this.front = dst;
    this.backMag = srcMag;
    this.frontMag = dstMag;
    this.count = m;
    return true;
  }
}
