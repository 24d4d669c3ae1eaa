/**
 * Random clip-space triangles for geometry_fuzz.test.ts from a seeded PRNG (test/support/prng.ts):
 * ordinary ones on the subpixel grid (exact reference), vertices behind the eye, w = 0, the eye
 * point itself, huge and tiny coordinates, degenerate triangles and NaN/±Inf coordinates.
 */
import { prng } from '../support/prng.js';
import type { RasterTarget } from './reference_coverage.js';

export type TriangleFamily = 'reported' | 'grid' | 'behind' | 'eye' | 'huge' | 'tiny' | 'degenerate' | 'non-finite';

export interface FuzzTriangle {
  readonly family: TriangleFamily;
  /** x, y, z, w of the three vertices, as the vertex buffer holds them. */
  readonly positions: Float32Array;
  /** 'grid' only: the window coordinates in 1/256 pixel the positions project to exactly. */
  readonly grid?: { readonly gx: readonly number[]; readonly gy: readonly number[] };
}

/** The triangles issue 15 reported (a vertex behind the eye or at it, and a NaN). */
export const REPORTED: readonly (readonly number[])[][] = [
  [[0, 0, 0, 0], [1, -1, 0, 1], [-1, 1, 0, 1]],
  [[-1, -1, -0.5, -1], [3, -1, 0.5, 1], [-1, 3, 0.5, 1]],
  [[-1, -1, 0, NaN], [1, -1, 0, 1], [-1, 1, 0, 1]],
  [[-1, -Infinity, 0, 1], [1, -1, 0, 1], [-1, 1, 0, 1]],
];

const FAMILIES: readonly [TriangleFamily, number][] = [
  ['grid', 30],
  ['behind', 25],
  ['eye', 10],
  ['huge', 10],
  ['tiny', 5],
  ['degenerate', 10],
  ['non-finite', 10],
];

export function fuzzTriangles(seed: number, count: number, target: RasterTarget): FuzzTriangle[] {
  const rnd = prng(seed);
  const uniform = (lo: number, hi: number): number => lo + (hi - lo) * rnd();
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rnd() * items.length)]!;
  const sign = (): number => (rnd() < 0.5 ? -1 : 1);
  const vp = target.viewport;
  const ox = vp.x + vp.width / 2, sx = vp.width / 2;
  const oy = vp.y + vp.height / 2, sy = vp.height / 2;
  const total = FAMILIES.reduce((s, [, w]) => s + w, 0);
  const family = (): TriangleFamily => {
    let r = rnd() * total;
    for (const [f, w] of FAMILIES) if ((r -= w) < 0) return f;
    return FAMILIES[0]![0];
  };

  /** A vertex around the view volume, possibly behind the eye and beyond near/far. */
  const around = (): number[] => {
    const w = uniform(-4, 4);
    const m = Math.max(Math.abs(w), 0.25);
    return [uniform(-2, 2) * m, uniform(-2, 2) * m, uniform(-0.5, 1.5) * m, w];
  };
  /** A vertex in the view volume, so that a triangle with the others clipped away stays visible. */
  const inside = (): number[] => {
    const w = uniform(0.25, 4);
    return [uniform(-1, 1) * w, uniform(-1, 1) * w, uniform(0, 1) * w, w];
  };
  /** Two of `other` and one vertex in the view volume, in a random order. */
  const withInside = (other: () => number[]): number[][] => {
    const v = [other(), other(), other()];
    v[Math.floor(rnd() * 3)] = inside();
    return v;
  };
  const huge = (): number => sign() * 10 ** uniform(3, 38.5);

  const make = (f: TriangleFamily): FuzzTriangle => {
    switch (f) {
      case 'grid': {
        // Window coordinates on the 1/256 grid, for two thirds of the triangles on pixel centres
        // or half pixels, so that centres fall on vertices and edges; any w > 0, depth strictly
        // inside: no clipping, exact reference.
        const reach = rnd() < 0.8 ? 8 : 2000;
        const step = pick([256, 128, 1]);
        const offset = step === 256 ? 128 : 0;
        const coord = (lo: number, hi: number): number => Math.round((uniform(lo - reach, hi + reach) * 256 - offset) / step) * step + offset;
        const gx = [0, 1, 2].map(() => coord(vp.x, vp.x + vp.width));
        const gy = [0, 1, 2].map(() => coord(vp.y, vp.y + vp.height));
        const v = [0, 1, 2].map((i) => {
          const w = uniform(0.25, 8);
          return [((gx[i]! / 256 - ox) / sx) * w, ((gy[i]! / 256 - oy) / sy) * w, uniform(0.05, 0.95) * w, w];
        });
        return { family: f, positions: Float32Array.from(v.flat()), grid: { gx, gy } };
      }
      case 'behind':
        return { family: f, positions: Float32Array.from((rnd() < 0.5 ? withInside(around) : [around(), around(), around()]).flat()) };
      case 'eye': {
        const v = withInside(around);
        const k = Math.floor(rnd() * 3);
        // The eye point itself, or a point at infinity (w = ±0).
        v[k] = rnd() < 0.4 ? [0, 0, 0, 0] : [uniform(-2, 2), uniform(-2, 2), uniform(-1, 1), pick([0, -0])];
        return { family: f, positions: Float32Array.from(v.flat()) };
      }
      case 'huge': {
        const v = withInside(around);
        const k = Math.floor(rnd() * 3);
        v[k] = v[k]!.map((c) => (rnd() < 0.6 ? huge() : c));
        return { family: f, positions: Float32Array.from(v.flat()) };
      }
      case 'tiny': {
        // The same projection at a tiny scale (down to float32 denormals).
        const s = 10 ** uniform(-44, -20);
        return { family: f, positions: Float32Array.from([around(), around(), around()].flat().map((c) => c * s)) };
      }
      case 'degenerate': {
        const a = around(), b = around();
        const lerp = (t: number): number[] => a.map((c, i) => c + t * (b[i]! - c));
        const small = (): number[] => [0, 1, 2, 3].map(() => Math.round(uniform(-4, 4)));
        const v = pick<() => number[][]>([
          // Collinear in clip space.
          () => [a, b, lerp(uniform(-2, 2))],
          // A repeated vertex.
          () => [a, b, a],
          // Through the eye point: v0 = −(v1 + v2) / 2, exact in float32.
          () => {
            const p = small(), q = small();
            return [p.map((c, i) => -(c + q[i]!) / 2), p, q];
          },
          // Behind the eye everywhere.
          () => [around(), around(), around()].map(([x, y, z, w]) => [x!, y!, z!, -Math.abs(w!)]),
        ])();
        return { family: f, positions: Float32Array.from(v.flat()) };
      }
      case 'non-finite': {
        const p = Float32Array.from([around(), around(), around()].flat());
        p[Math.floor(rnd() * 12)] = pick([NaN, Infinity, -Infinity]);
        return { family: f, positions: p };
      }
      case 'reported':
        throw new Error('reported triangles are fixed, not generated');
    }
  };
  return Array.from({ length: count }, () => make(family()));
}
