/** Clipping: trivial accept/reject, near/far polygon clipping, guard band. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { clipPlanes, GUARD_BAND_PIXELS, TriangleClipper } from '../../../src/gpu/geometry/clip.js';
import type { Viewport } from '../../../src/gpu/geometry/viewport.js';

const vp: Viewport = { x: 0, y: 0, width: 100, height: 100, minDepth: 0, maxDepth: 1 };

function clip(tri: number[][]): { outcome: string; poly: number[][] } {
  const c = new TriangleClipper(clipPlanes(vp));
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
