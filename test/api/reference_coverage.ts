/**
 * An independent reference rasterizer for one clip-space triangle, one sample per pixel at the
 * pixel centre, written from the Vulkan rules and sharing no code with src/gpu:
 *
 * - Clipping ("Primitive Clipping") without any polygon clipper: a pixel centre p (window
 *   coordinates) is covered when a point P of the triangle projects onto it and lies in the view
 *   volume. With window-homogeneous vertices h_i = (ox·w_i + sx·x_i, oy·w_i + sy·y_i, w_i) and
 *   f_i(p) = det(h_j, h_k, (p, 1)) for (i, j, k) cyclic, the points of the triangle's span on
 *   the ray through p are P = s·Σ f_i·v_i, and P is in the triangle with w > 0 exactly when
 *   every sgn·f_i ≥ 0 (sgn = sign of D = det(h_0, h_1, h_2)); then z/w = Σ f_i·z_i / Σ f_i·w_i,
 *   so 0 ≤ z ≤ w is sgn·Σ f_i·z_i ≥ 0 and sgn·Σ f_i·(w_i − z_i) ≥ 0. x and y are within
 *   ±w exactly when p is inside the viewport, which (like the scissor) bounds the pixels.
 * - Top-left rule ("Polygon Rasterization", y down): a centre exactly on an edge (f_i = 0) is
 *   covered only if the edge's interior normal points right (left edge) or, for a horizontal
 *   edge, down (top edge).
 *
 * Two precisions: `exactCoverage` for triangles given on the 1/256-pixel grid with w > 0 and
 * z inside (integer arithmetic, every centre decided); `clipCoverage` for any finite clip-space
 * triangle in doubles, where a centre closer than DONT_CARE_PIXELS to an edge, the near or the
 * far plane is undecided ('any': the rasterizer snaps vertices to 1/256 pixel, so it may go
 * either way there).
 */

/** Per pixel: 1 covered, 0 not covered, 2 either (too close to a boundary to decide). */
export type CoverageClass = 0 | 1 | 2;
export const ANY: CoverageClass = 2;

/** Distance from a boundary (pixels) within which `clipCoverage` leaves a centre undecided. */
const DONT_CARE_PIXELS = 1 / 64;

/** D relative to |h_0|·|h_1|·|h_2| below which a triangle counts as ill-conditioned (see `clipCoverage`). */
const ILL_CONDITIONED = 1e-7;

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** The pixels that can be covered: viewport ∩ scissor ∩ framebuffer (integer rectangles). */
export interface RasterTarget {
  readonly width: number;
  readonly height: number;
  readonly viewport: Rect;
  readonly scissor: Rect;
}

function pixelAllowed(t: RasterTarget, px: number, py: number): boolean {
  const inside = (r: Rect): boolean => px >= r.x && px < r.x + r.width && py >= r.y && py < r.y + r.height;
  return inside(t.viewport) && inside(t.scissor);
}

/** Top-left rule for an edge whose interior lies in direction (nx, ny) (y down). */
function isTopLeft(nx: number, ny: number): boolean {
  return nx > 0 || (nx === 0 && ny > 0);
}

/**
 * Coverage of a triangle given by window coordinates in 1/256 pixel (integers), all w > 0 and
 * 0 < z < w, so no clipping applies: the 2D triangle with the top-left rule, decided exactly.
 */
export function exactCoverage(t: RasterTarget, gx: readonly number[], gy: readonly number[]): Uint8Array {
  const out = new Uint8Array(t.width * t.height);
  // Twice the signed area in y-down window coordinates.
  const area = (gx[1]! - gx[0]!) * (gy[2]! - gy[0]!) - (gy[1]! - gy[0]!) * (gx[2]! - gx[0]!);
  if (area === 0) return out;
  const sgn = Math.sign(area);
  for (let py = 0; py < t.height; py++) {
    for (let px = 0; px < t.width; px++) {
      if (!pixelAllowed(t, px, py)) continue;
      const cx = px * 256 + 128;
      const cy = py * 256 + 128;
      let covered = true;
      for (let i = 0; i < 3 && covered; i++) {
        const j = (i + 1) % 3;
        const dx = gx[j]! - gx[i]!;
        const dy = gy[j]! - gy[i]!;
        // Cross product (edge × (centre − start)), scaled to be positive inside.
        const e = sgn * (dx * (cy - gy[i]!) - dy * (cx - gx[i]!));
        covered = e > 0 || (e === 0 && isTopLeft(-sgn * dy, sgn * dx));
      }
      out[py * t.width + px] = covered ? 1 : 0;
    }
  }
  return out;
}

type Vec3 = [number, number, number];

function cross(a: Vec3, b: Vec3): Vec3 {
  return [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
}

function dot(a: Vec3, b: Vec3): number {
  return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
}

function norm(a: Vec3): number {
  return Math.hypot(a[0], a[1], a[2]);
}

/** A boundary line n·(x, y, 1) = 0 of window space: signed value and distance in pixels at (x, y). */
function signedDistance(n: Vec3, x: number, y: number): { value: number; distance: number } {
  const value = n[0] * x + n[1] * y + n[2];
  const g = Math.hypot(n[0], n[1]);
  return { value, distance: g === 0 ? Infinity : Math.abs(value) / g };
}

export type ClipReference = { readonly kind: 'ill-conditioned' } | { readonly kind: 'decided'; readonly coverage: Uint8Array };

/**
 * Coverage of a finite clip-space triangle (x, y, z, w per vertex): 'ill-conditioned' when
 * |D| / (|h_0|·|h_1|·|h_2|) is below ILL_CONDITIONED but not 0 (the projection is then decided by
 * rounding, in any implementation); otherwise a CoverageClass per pixel. D = 0 exactly means the
 * triangle projects to a line or a point: nothing is covered, except that centres within
 * DONT_CARE_PIXELS of that line are undecided (snapping may give the sliver an area).
 */
export function clipCoverage(t: RasterTarget, v: readonly (readonly number[])[]): ClipReference {
  const vp = t.viewport;
  const ox = vp.x + vp.width / 2, sx = vp.width / 2;
  const oy = vp.y + vp.height / 2, sy = vp.height / 2;
  const h = v.map((c): Vec3 => [ox * c[3]! + sx * c[0]!, oy * c[3]! + sy * c[1]!, c[3]!]);
  // c[i] = h_j × h_k, so f_i(p) = c[i]·(p, 1).
  const c = [0, 1, 2].map((i) => cross(h[(i + 1) % 3]!, h[(i + 2) % 3]!));
  const d = dot(h[0]!, c[0]!);
  const out = new Uint8Array(t.width * t.height);
  const scale = norm(h[0]!) * norm(h[1]!) * norm(h[2]!);
  if (d === 0 || scale === 0) {
    // The line the triangle projects to: the largest c[i] is normal to the plane spanned by the h.
    const n = [...c].sort((a, b) => norm(b) - norm(a))[0]!;
    if (norm(n) === 0) return { kind: 'decided', coverage: out };
    forEachAllowedCentre(t, (i, x, y) => {
      if (signedDistance(n, x, y).distance < DONT_CARE_PIXELS) out[i] = ANY;
    });
    return { kind: 'decided', coverage: out };
  }
  if (Math.abs(d) < ILL_CONDITIONED * scale) return { kind: 'ill-conditioned' };
  const sgn = Math.sign(d);
  const oriented = c.map((ci): Vec3 => [sgn * ci[0], sgn * ci[1], sgn * ci[2]]);
  const combine = (weight: (i: number) => number): Vec3 =>
    [0, 1, 2].reduce<Vec3>((acc, _, i) => [acc[0] + weight(i) * oriented[i]![0], acc[1] + weight(i) * oriented[i]![1], acc[2] + weight(i) * oriented[i]![2]], [0, 0, 0]);
  const near = combine((i) => v[i]![2]!);
  const far = combine((i) => v[i]![3]! - v[i]![2]!);
  forEachAllowedCentre(t, (i, x, y) => {
    let covered = true;
    let undecided = false;
    // A centre exactly on an edge has distance 0: undecided, so the top-left rule is not needed here.
    for (const n of [...oriented, near, far]) {
      const s = signedDistance(n, x, y);
      if (s.distance < DONT_CARE_PIXELS) undecided = true;
      else if (s.value < 0) covered = false;
    }
    out[i] = !covered ? 0 : undecided ? ANY : 1;
  });
  return { kind: 'decided', coverage: out };
}

function forEachAllowedCentre(t: RasterTarget, visit: (index: number, x: number, y: number) => void): void {
  for (let py = 0; py < t.height; py++) {
    for (let px = 0; px < t.width; px++) {
      if (pixelAllowed(t, px, py)) visit(py * t.width + px, px + 0.5, py + 0.5);
    }
  }
}
