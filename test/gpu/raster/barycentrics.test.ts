/** Barycentrics (I, J), depth, 1/w and attribute planes as the SPI would load them. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { vertexData } from '../../../src/gpu/geometry/vertex_data.js';
import { attributePlanes, interpolatePlane } from '../../../src/gpu/raster/attribute_planes.js';
import { clipAt, collect, config, quadAt } from './raster_fixtures.js';

const close = (a: number, b: number, msg: string, eps = 1e-5): void => assert.ok(Math.abs(a - b) <= eps, `${msg}: ${a} vs ${b}`);

// Vertices at pixel centres (0.5,0.5), (7.5,0.5), (0.5,7.5) with w = 1, 2, 4 and NDC z 0.2, 0.6, 1.
const W = [1, 2, 4];
const Z = [0.2, 0.6, 1];
const vertices = vertexData([
  { position: clipAt(8, 0.5, 0.5, Z[0], W[0]), attributes: [10, 0] },
  { position: clipAt(8, 7.5, 0.5, Z[1], W[1]), attributes: [20, 1] },
  { position: clipAt(8, 0.5, 7.5, Z[2], W[2]), attributes: [40, 2] },
]);
const { quads, primitives } = collect({ vertices, topology: 'triangle-list', count: 3 }, config(8, 4));

test('(I, J) is (0,0) at vertex 0, (1,0) at vertex 1, (0,1) at vertex 2, perspective and linear', () => {
  const at = [
    [quadAt(quads, 0, 0), 0, 0, 0], // pixel (0,0) = vertex 0
    [quadAt(quads, 6, 0), 1, 1, 0], // pixel (7,0) = vertex 1 (helper or not, values are there)
    [quadAt(quads, 0, 6), 2, 0, 1], // pixel (0,7) = vertex 2
  ] as const;
  for (const [q, p, i, j] of at) {
    close(q.perspCenter[p * 2]!, i, `persp I at vertex (${i},${j})`);
    close(q.perspCenter[p * 2 + 1]!, j, `persp J at vertex (${i},${j})`);
    close(q.linearCenter[p * 2]!, i, `linear I at vertex (${i},${j})`);
    close(q.linearCenter[p * 2 + 1]!, j, `linear J at vertex (${i},${j})`);
  }
});

test('perspective-correct and screen-space barycentrics differ as hand-computed', () => {
  // Pixel (2,0) centre (2.5, 0.5): screen weights μ = (5/7, 2/7, 0).
  // Perspective: λ1 = (μ1/w1) / (μ0/w0 + μ1/w1) = (1/7)/(6/7) = 1/6; 1/w = 6/7.
  const q = quadAt(quads, 2, 0);
  close(q.linearCenter[0]!, 2 / 7, 'linear I');
  close(q.linearCenter[1]!, 0, 'linear J');
  close(q.perspCenter[0]!, 1 / 6, 'persp I');
  close(q.perspCenter[1]!, 0, 'persp J');
  close(q.rcpWCenter[0]!, 6 / 7, '1/w');
  // Depth is affine in screen space: Σ μ_i z_i = (5·0.2 + 2·0.6)/7.
  close(q.zCenter[0]!, (5 * 0.2 + 2 * 0.6) / 7, 'z');
});

test('per-sample values are evaluated at the sample positions', () => {
  // 4x sample 1 of pixel (2,0) is at (2 + 14/16, 6/16): μ1 = (2.875 − 0.5)/7, μ2 = (0.375 − 0.5)/7.
  const q = quadAt(quads, 2, 0);
  const mu1 = 2.375 / 7, mu2 = -0.125 / 7;
  close(q.linearSample[(0 * 4 + 1) * 2]!, mu1, 'linear I sample 1');
  close(q.linearSample[(0 * 4 + 1) * 2 + 1]!, mu2, 'linear J sample 1');
  const mu0 = 1 - mu1 - mu2;
  const rcpW = mu0 / W[0]! + mu1 / W[1]! + mu2 / W[2]!;
  close(q.perspSample[(0 * 4 + 1) * 2]!, mu1 / W[1]! / rcpW, 'persp I sample 1');
  close(q.zSample[1]!, mu0 * Z[0]! + mu1 * Z[1]! + mu2 * Z[2]!, 'z sample 1');
});

test('attribute planes hold P0, P1−P0, P2−P0 and interpolate back to the vertex values', () => {
  const planes = primitives[0]!.planes;
  assert.deepEqual([...planes], [10, 10, 30, 0, 1, 2]);
  assert.deepEqual([...attributePlanes(vertices, 0, 1, 2)], [...planes]);
  assert.equal(interpolatePlane(planes, 0, 0, 0), 10);
  assert.equal(interpolatePlane(planes, 0, 1, 0), 20);
  assert.equal(interpolatePlane(planes, 0, 0, 1), 40);
  assert.equal(interpolatePlane(planes, 1, 0.5, 0.25), 1);
});

test('centroid: centre for full coverage, first covered sample by priority for partial coverage', () => {
  // Pixel (6,0) (centre 6.5, 0.5) lies on the top edge y = 0.5: samples above it are out.
  const q = quadAt(quads, 6, 0);
  const mask = q.coverage[0]!;
  assert.ok(mask !== 0 && mask !== 0xf, `pixel (6,0) partially covered, mask ${mask}`);
  // 4x samples are equidistant from the centre, so priority is index order.
  const first = [0, 1, 2, 3].find((s) => mask & (1 << s))!;
  assert.equal(q.perspCentroid[0], q.perspSample[first * 2]);
  assert.equal(q.perspCentroid[1], q.perspSample[first * 2 + 1]);
  assert.equal(q.linearCentroid[0], q.linearSample[first * 2]);
  const full = quadAt(quads, 0, 2);
  assert.equal(full.coverage[1], 0xf);
  assert.equal(full.perspCentroid[2], full.perspCenter[2]);
  assert.equal(full.perspCentroid[3], full.perspCenter[3]);
});
