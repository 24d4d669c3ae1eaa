/** Clipping: trivial accept/reject, near/far polygon clipping, guard band. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { GUARD_BAND_PIXELS, TriangleClipper } from '../../../src/gpu/geometry/clip.js';
import type { Viewport } from '../../../src/gpu/geometry/viewport.js';

const vp: Viewport = { x: 0, y: 0, width: 100, height: 100, minDepth: 0, maxDepth: 1 };

function clip(tri: number[][]): { outcome: string; poly: number[][] } {
  const c = new TriangleClipper(vp, 1 / 512);
  const outcome = c.clipTriangle(Float32Array.from(tri.flat()), 0, 1, 2);
  const poly: number[][] = [];
  for (let k = 0; k < c.count; k++) poly.push(Array.from(c.out.subarray(k * 4, k * 4 + 4)));
  return { outcome, poly };
}

test('a triangle inside the view volume is accepted unchanged', () => {
  const tri = [[0, 0, 0.5, 1], [0.5, 0, 0.5, 1], [0, 0.5, 0.5, 1]];
  assert.deepEqual(clip(tri), { outcome: 'inside', poly: tri });
});

test('a triangle crossing the near plane becomes a quadrilateral cut at z = 0', () => {
  // z: v0 = −1 (out), v1 = v2 = 1. Cuts at the midpoints of v0v1 and v2v0.
  const { outcome, poly } = clip([[0, 0, -1, 1], [1, 0, 1, 1], [0, 1, 1, 1]]);
  assert.equal(outcome, 'clipped');
  assert.deepEqual(poly, [
    [0.5, 0, 0, 1],
    [1, 0, 1, 1],
    [0, 1, 1, 1],
    [0, 0.5, 0, 1],
  ]);
});

test('two vertices behind the near plane leave a smaller triangle', () => {
  const { outcome, poly } = clip([[0, 0, 1, 1], [0.8, 0, -1, 1], [0, 0.8, -3, 1]]);
  assert.equal(outcome, 'clipped');
  // Cuts: v0→v1 at t = 1/2 → (0.4, 0, 0, 1); v0→v2 at t = 1/4 → (0, 0.2, 0, 1) — of the
  // fp32 inputs, interpolated exactly.
  assert.deepEqual(poly, [
    [0, 0, 1, 1],
    [Math.fround(0.8) / 2, 0, 0, 1],
    [0, Math.fround(0.8) / 4, 0, 1],
  ]);
});

test('far plane clipping keeps z ≤ w', () => {
  const { outcome, poly } = clip([[0, 0, 0.5, 1], [0.5, 0, 1.5, 1], [0, 0.5, 0.5, 1]]);
  assert.equal(outcome, 'clipped');
  assert.ok(poly.every(([, , z, w]) => z! <= w! + 1e-12));
  assert.equal(poly.length, 4);
});

test('trivial reject: all vertices behind the near plane, or all beyond one side', () => {
  assert.equal(clip([[0, 0, -1, 1], [1, 0, -2, 1], [0, 1, -0.5, 1]]).outcome, 'rejected');
  assert.equal(clip([[1.5, 0, 0.5, 1], [3, 0, 0.5, 1], [2, 1, 0.5, 1]]).outcome, 'rejected');
  assert.equal(clip([[0, 1.01, 0.5, 1], [1, 2, 0.5, 1], [-1, 3, 0.5, 1]]).outcome, 'rejected');
});

test('x/y beyond the viewport but inside the guard band are not clipped (scissored later)', () => {
  const tri = [[-3, -3, 0.5, 1], [3, -3, 0.5, 1], [0, 3, 0.5, 1]];
  assert.equal(clip(tri).outcome, 'inside');
});

test('x beyond the guard band is clipped to it', () => {
  // Guard band in NDC for a 100 px viewport centred at 50: x ≤ (65536 − 50)/50.
  const xMax = (GUARD_BAND_PIXELS - 50) / 50;
  const { outcome, poly } = clip([[0, 0, 0.5, 1], [5000, 0, 0.5, 1], [0, 0.5, 0.5, 1]]);
  assert.equal(outcome, 'clipped');
  assert.ok(poly.every(([x, , , w]) => x! <= xMax * w! + 1e-9));
  assert.ok(poly.some(([x]) => Math.abs(x! - xMax) < 1e-9));
});

test('a shared edge is cut identically from both triangles', () => {
  // Edge v0 (behind) – v1 shared by two triangles traversed in opposite directions.
  const a = clip([[0, 0, -1, 1], [1, 0.3, 1, 1], [0, 1, 1, 1]]).poly;
  const b = clip([[1, 0.3, 1, 1], [0, 0, -1, 1], [1, 1, 1, 1]]).poly;
  const cutA = a.filter((v) => v[2] === 0 && v[1]! < 0.3);
  const cutB = b.filter((v) => v[2] === 0 && v[1]! < 0.3);
  assert.equal(cutA.length, 1);
  assert.deepEqual(cutA, cutB);
});

test('issue 15: a vertex at the eye point (0, 0, 0, 0) rejects the triangle: its projection has no area', () => {
  assert.deepEqual(clip([[0, 0, 0, 0], [1, -1, 0, 1], [-1, 1, 0, 1]]), { outcome: 'rejected', poly: [] });
});

test('issue 15: a triangle through the eye point (v0 = −(v1 + v2)/2) is rejected instead of yielding cut points at w ≈ 0', () => {
  assert.equal(clip([[-1, -1, -0.5, -1], [3, -1, 0.5, 1], [-1, 3, 0.5, 1]]).outcome, 'rejected');
  assert.equal(clip([[-1.5, -0.5, 3, 0], [0, 2, -2, -3], [3, -1, -4, 3]]).outcome, 'rejected');
});

test('issue 15: a NaN or ±Inf in any clip coordinate rejects the triangle', () => {
  const tri = [[0, 0, 0.5, 1], [0.5, 0, 0.5, 1], [0, 0.5, 0.5, 1]];
  for (const bad of [NaN, Infinity, -Infinity]) {
    for (let k = 0; k < 12; k++) {
      const t = tri.map((v) => [...v]);
      t[Math.floor(k / 4)]![k % 4] = bad;
      assert.equal(clip(t).outcome, 'rejected', `coordinate ${k} = ${bad}`);
    }
  }
});

test('a triangle with w ≤ 0 at every vertex is outside, even when no single plane has all three vertices outside', () => {
  // Outcodes without w: {x > w, y > w, z > w}, {x < −w, y < −w, z < 0}, {x > w, y < −w, z > w}.
  assert.equal(clip([[5, 5, 0.5, -1], [-5, -5, -2, -1], [5, -5, 2, -2]]).outcome, 'rejected');
});

test('clipping does not depend on the scale of the clip coordinates (a triangle at 1e−25 is cut like at 1)', () => {
  const tri = [[0, 0, -1, 1], [1, 0, 1, 1], [0, 1, 1, 1]];
  const big = clip(tri);
  const small = clip(tri.map((v) => v.map((c) => c * 1e-25)));
  assert.equal(small.outcome, 'clipped');
  assert.equal(small.poly.length, big.poly.length);
  small.poly.forEach((v, k) => {
    const ref = big.poly[k]!;
    for (const c of [0, 1, 2]) assert.ok(Math.abs(v[c]! / v[3]! - ref[c]! / ref[3]!) < 1e-6, `vertex ${k} component ${c}`);
  });
});

test('a cut next to a small vertex on an edge to a huge one keeps its precision (no cancellation)', () => {
  // The edge from (0, 1, −1, 1) (behind the near plane) to (0, 0, 1e30, 2e30) crosses z = 0 at
  // (0, 1, 0, 3) up to 1e−30; interpolating from the huge end would cancel w to 0.
  const { outcome, poly } = clip([[0, 1, -1, 1], [0, 0, 1e30, 2e30], [0.5, 0.5, 0.5, 1]]);
  assert.equal(outcome, 'clipped');
  const cut = poly.find((v) => v[2] === 0 && v[1]! > 0.9);
  assert.ok(cut !== undefined, JSON.stringify(poly));
  assert.ok(Math.abs(cut[3]! - 3) < 1e-6 && Math.abs(cut[1]! - 1) < 1e-6, JSON.stringify(cut));
});
