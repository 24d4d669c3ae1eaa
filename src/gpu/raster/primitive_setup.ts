/**
 * Triangle setup: snaps the clipped polygon to the fixed-point grid, determines facing and
 * culls (like AMD's PA_SU, after snapping so facing agrees with coverage), builds integer
 * edge functions with the top-left fill rule, and solves the barycentric plane of the
 * ORIGINAL (unclipped) triangle.
 *
 * Barycentrics (homogeneous rasterization, Olano & Greer 1997): with window-homogeneous
 * vertex columns (x̃_i, ỹ_i, w_i) = (ox·w_i + sx·X_i, oy·w_i + sy·Y_i, w_i), solving
 * M·k = (x, y, 1) gives k_i = λ_i / w at window point (x, y), where λ are the perspective-correct
 * barycentrics. Hence λ_i = k_i / Σk, 1/w = Σk, z_ndc = Σ k_i·Z_i (affine in x, y), and the
 * screen-space barycentrics are μ_i = k_i·w_i. Working on the original triangle means clipping
 * never changes interpolated values and the attribute planes are the original vertices'.
 */
import type { Viewport } from '../geometry/viewport.js';
import { windowX, windowY } from '../geometry/viewport.js';
import { isCulled, isFrontFacing, shoelaceSum, type CullMode, type FrontFace } from '../geometry/face.js';
import { snap, SUBPIXEL_SCALE } from './fixed_point.js';
import type { PixelBounds } from './raster_config.js';

export type SetupOutcome = 'ok' | 'culled' | 'zero-area' | 'outside';

const MAX_EDGES = 16;

/** Per-primitive setup state, reused from primitive to primitive. */
export class PrimitiveSetup {
  /** Edge e: start (x0, y0) and direction (dx, dy) in fixed point, interior where E > 0. */
  readonly edgeX0 = new Float64Array(MAX_EDGES);
  readonly edgeY0 = new Float64Array(MAX_EDGES);
  readonly edgeDx = new Float64Array(MAX_EDGES);
  readonly edgeDy = new Float64Array(MAX_EDGES);
  /** 1 if a sample exactly on the edge is inside (top or left edge). */
  readonly edgeTopLeft = new Uint8Array(MAX_EDGES);
  edgeCount = 0;
  frontFacing = false;
  /** Pixel range that can hold coverage: bounding box ∩ raster bounds, [x0, x1) × [y0, y1). */
  x0 = 0;
  y0 = 0;
  x1 = 0;
  y1 = 0;
  /*
   * The barycentric plane: k_i = ki_x·x + ki_y·y + ki_c at window point (x, y)
   * in pixels. Fields, not a typed array: a quad evaluates it at four pixels
   * (and their samples) between stores into its Float32Arrays, after each of
   * which V8 must reload a typed array's elements (they may share a buffer),
   * but not an object's fields.
   */
  k0x = 0;
  k0y = 0;
  k0c = 0;
  k1x = 0;
  k1y = 0;
  k1c = 0;
  k2x = 0;
  k2y = 0;
  k2c = 0;
  /** Clip-space w of vertices 1 and 2 and z of all three original vertices. */
  w1 = 0;
  w2 = 0;
  z0 = 0;
  z1 = 0;
  z2 = 0;
  depthOffset = 0;
  depthScale = 1;

  private readonly fx = new Float64Array(MAX_EDGES);
  private readonly fy = new Float64Array(MAX_EDGES);
  private readonly matrix = new Float64Array(9);
  private readonly inverse = new Float64Array(9);

  /**
   * Sets up one primitive. `polygon` holds `count` clip-space vertices (x, y, z, w) of the
   * clipped polygon; `positions`/`i0..i2` name the original triangle.
   */
  setup(
    polygon: Float64Array,
    count: number,
    positions: Float32Array,
    i0: number,
    i1: number,
    i2: number,
    vp: Viewport,
    bounds: PixelBounds,
    frontFace: FrontFace,
    cullMode: CullMode,
  ): SetupOutcome {
    const fx = this.fx;
    const fy = this.fy;
    let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
    for (let k = 0; k < count; k++) {
      const w = polygon[k * 4 + 3]!;
      fx[k] = snap(windowX(vp, polygon[k * 4]!, w));
      fy[k] = snap(windowY(vp, polygon[k * 4 + 1]!, w));
      minX = Math.min(minX, fx[k]!);
      maxX = Math.max(maxX, fx[k]!);
      minY = Math.min(minY, fy[k]!);
      maxY = Math.max(maxY, fy[k]!);
    }
    const s = shoelaceSum(fx, fy, count);
    if (s === 0) return 'zero-area';
    this.frontFacing = isFrontFacing(s, frontFace);
    if (isCulled(this.frontFacing, cullMode)) return 'culled';

    // Edges in the orientation whose interior has E > 0 (shoelace sum > 0); zero-length
    // edges (vertices snapped together) are dropped.
    let e = 0;
    for (let k = 0; k < count; k++) {
      const a = s > 0 ? k : count - 1 - k;
      const b = s > 0 ? (k + 1) % count : (2 * count - 2 - k) % count;
      const dx = fx[b]! - fx[a]!;
      const dy = fy[b]! - fy[a]!;
      if (dx === 0 && dy === 0) continue;
      this.edgeX0[e] = fx[a]!;
      this.edgeY0[e] = fy[a]!;
      this.edgeDx[e] = dx;
      this.edgeDy[e] = dy;
      // y down: a left edge runs upward (dy < 0), a top edge runs rightward (dy = 0, dx > 0).
      this.edgeTopLeft[e] = dy < 0 || (dy === 0 && dx > 0) ? 1 : 0;
      e++;
    }
    this.edgeCount = e;
    if (e < 3) return 'zero-area';

    this.x0 = Math.max(bounds.x0, Math.floor(minX / SUBPIXEL_SCALE));
    this.y0 = Math.max(bounds.y0, Math.floor(minY / SUBPIXEL_SCALE));
    this.x1 = Math.min(bounds.x1, Math.floor(maxX / SUBPIXEL_SCALE) + 1);
    this.y1 = Math.min(bounds.y1, Math.floor(maxY / SUBPIXEL_SCALE) + 1);
    if (this.x0 >= this.x1 || this.y0 >= this.y1) return 'outside';

    this.solveBarycentricPlane(positions, i0, i1, i2, vp);
    return 'ok';
  }

  private solveBarycentricPlane(positions: Float32Array, i0: number, i1: number, i2: number, vp: Viewport): void {
    const ox = vp.x + vp.width / 2, sx = vp.width / 2;
    const oy = vp.y + vp.height / 2, sy = vp.height / 2;
    // Columns of M: (x̃_i, ỹ_i, w_i).
    const a = this.matrix;
    for (let c = 0; c < 3; c++) {
      const v = (c === 0 ? i0 : c === 1 ? i1 : i2) * 4;
      const w = positions[v + 3]!;
      a[c] = ox * w + sx * positions[v]!;
      a[3 + c] = oy * w + sy * positions[v + 1]!;
      a[6 + c] = w;
    }
    const v1 = i1 * 4;
    const v2 = i2 * 4;
    this.w1 = positions[v1 + 3]!;
    this.w2 = positions[v2 + 3]!;
    this.z0 = positions[i0 * 4 + 2]!;
    this.z1 = positions[v1 + 2]!;
    this.z2 = positions[v2 + 2]!;
    const k = this.inverse;
    invert3x3(a, k);
    this.k0x = k[0]!;
    this.k0y = k[1]!;
    this.k0c = k[2]!;
    this.k1x = k[3]!;
    this.k1y = k[4]!;
    this.k1c = k[5]!;
    this.k2x = k[6]!;
    this.k2y = k[7]!;
    this.k2c = k[8]!;
    this.depthOffset = vp.minDepth;
    this.depthScale = vp.maxDepth - vp.minDepth;
  }
}

/** out = a⁻¹ for row-major 3×3 matrices (a nonsingular: zero-area primitives never get here). */
function invert3x3(a: Float64Array, out: Float64Array): void {
  const a00 = a[0]!, a01 = a[1]!, a02 = a[2]!;
  const a10 = a[3]!, a11 = a[4]!, a12 = a[5]!;
  const a20 = a[6]!, a21 = a[7]!, a22 = a[8]!;
  const c00 = a11 * a22 - a12 * a21;
  const c01 = a12 * a20 - a10 * a22;
  const c02 = a10 * a21 - a11 * a20;
  const det = a00 * c00 + a01 * c01 + a02 * c02;
  const r = 1 / det;
  out[0] = c00 * r;
  out[1] = (a02 * a21 - a01 * a22) * r;
  out[2] = (a01 * a12 - a02 * a11) * r;
  out[3] = c01 * r;
  out[4] = (a00 * a22 - a02 * a20) * r;
  out[5] = (a02 * a10 - a00 * a12) * r;
  out[6] = c02 * r;
  out[7] = (a01 * a20 - a00 * a21) * r;
  out[8] = (a00 * a11 - a01 * a10) * r;
}
