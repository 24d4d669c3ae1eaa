/** Draw-level behaviour: helper quads, primitive order and IDs, culling, clipping, R8 out-of-order. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { vertexData } from '../../../src/gpu/geometry/vertex_data.js';
import { interpolatePlane } from '../../../src/gpu/raster/attribute_planes.js';
import { RasterError } from '../../../src/gpu/raster/errors.js';
import { rasterizeDraw } from '../../../src/gpu/raster/rasterizer.js';
import { clipAt, collect, config, sampleCounts, windowTriangles } from './raster_fixtures.js';

test('helper lanes: a quad with one covered pixel is emitted with three helpers', () => {
  // Triangle covering only the centre of pixel (3,1).
  const { quads } = collect({ vertices: windowTriangles(8, [[[3.2, 1.2], [3.9, 1.2], [3.2, 1.9]]]), topology: 'triangle-list', count: 3 }, config(8, 1));
  assert.equal(quads.length, 1);
  assert.deepEqual([quads[0]!.x, quads[0]!.y, ...quads[0]!.coverage], [2, 0, 0, 0, 0, 1]);
  // Helper pixels still get barycentrics (extrapolated), e.g. finite values for derivatives.
  assert.ok([...quads[0]!.perspCenter].every(Number.isFinite));
});

test('a triangle covering no sample is not delivered', () => {
  const { quads, primitives, stats } = collect(
    { vertices: windowTriangles(8, [[[3.6, 1.6], [3.9, 1.6], [3.6, 1.9]]]), topology: 'triangle-list', count: 3 },
    config(8, 1),
  );
  assert.equal(quads.length, 0);
  assert.equal(primitives.length, 0);
  assert.equal(stats.empty, 1);
});

test('strip: primitives in order with IDs 0.., vertex order of Vulkan, consistent facing', () => {
  // Strip of 5 vertices: triangles (0,1,2) (1,3,2) (2,3,4), all the same winding.
  const vertices = vertexData([
    { position: clipAt(8, 0, 0) },
    { position: clipAt(8, 0, 8) },
    { position: clipAt(8, 4, 0) },
    { position: clipAt(8, 4, 8) },
    { position: clipAt(8, 8, 0) },
  ]);
  const { primitives, quads } = collect({ vertices, topology: 'triangle-strip', count: 5 }, config(8, 1));
  assert.deepEqual(primitives.map((p) => [p.seq, p.primitiveId, ...p.vertices]), [
    [0, 0, 0, 1, 2],
    [1, 1, 1, 3, 2],
    [2, 2, 2, 3, 4],
  ]);
  assert.ok(primitives.every((p) => p.frontFacing === primitives[0]!.frontFacing));
  // Quads arrive grouped by primitive, in primitive order.
  const seqs = quads.map((q) => q.primitiveSeq);
  assert.deepEqual(seqs, [...seqs].sort((a, b) => a - b));
});

test('fan with restart: IDs keep counting across the restart; invisible primitives are skipped but counted', () => {
  const vertices = vertexData([
    { position: clipAt(8, 0, 0) },
    { position: clipAt(8, 8, 0) },
    { position: clipAt(8, 8, 8) },
    { position: clipAt(8, 0, 8) },
    { position: clipAt(8, 1, 1) }, // degenerate fan below
  ]);
  const indices = Uint16Array.from([0, 1, 2, 3, 0xffff, 4, 4, 4]);
  const { primitives, stats } = collect({ vertices, topology: 'triangle-fan', count: indices.length, indices, primitiveRestart: true }, config(8, 1));
  assert.equal(stats.assembled, 3);
  assert.equal(stats.zeroArea, 1);
  assert.deepEqual(primitives.map((p) => [p.primitiveId, ...p.vertices]), [
    [0, 1, 2, 0],
    [1, 2, 3, 0],
  ]);
});

test('culling: back faces are dropped with CULL_BACK, front faces with CULL_FRONT', () => {
  // Window (0,0) (4,0) (0,4) is clockwise on screen (y down): back-facing with CCW front face.
  const cw = windowTriangles(8, [[[0, 0], [4, 0], [0, 4]]]);
  const ccw = windowTriangles(8, [[[0, 0], [0, 4], [4, 0]]]);
  const run = (v: typeof cw, cullMode: 'back' | 'front' | 'none', frontFace: 'ccw' | 'cw' = 'ccw') =>
    collect({ vertices: v, topology: 'triangle-list', count: 3 }, config(8, 1, { cullMode, frontFace }));
  assert.equal(run(cw, 'back').stats.culled, 1);
  assert.equal(run(ccw, 'back').stats.delivered, 1);
  assert.equal(run(ccw, 'back').primitives[0]!.frontFacing, true);
  assert.equal(run(ccw, 'front').stats.culled, 1);
  assert.equal(run(cw, 'back', 'cw').stats.delivered, 1);
  assert.equal(run(cw, 'none').primitives[0]!.frontFacing, false);
  assert.equal(collect({ vertices: cw, topology: 'triangle-list', count: 3 }, config(8, 1, { cullMode: 'front-and-back' })).stats.culled, 1);
});

test('near-plane clipping: only samples with z ≥ 0 are covered, interpolation stays on the original triangle', () => {
  // w = 1 everywhere; NDC z = −1 at window (0,0), +1 at (8,0) and (0,8): z = −1 + (x+y)/4.
  const vertices = vertexData([
    { position: clipAt(8, 0, 0, -1), attributes: [-1] }, // attribute = clip z
    { position: clipAt(8, 8, 0, 1), attributes: [1] },
    { position: clipAt(8, 0, 8, 1), attributes: [1] },
  ]);
  const { quads, primitives } = collect({ vertices, topology: 'triangle-list', count: 3 }, config(8, 1));
  assert.equal(primitives[0]!.clipped, true);
  const counts = sampleCounts(quads, 8, 1);
  for (let y = 0; y < 8; y++) {
    for (let x = 0; x < 8; x++) {
      // Centre sum x+y+1 in [4, 8): the cut edge z = 0 is a left edge (included), the hypotenuse is not.
      const s = x + y + 1;
      assert.equal(counts[y * 8 + x], s >= 4 && s < 8 ? 1 : 0, `pixel ${x},${y}`);
    }
  }
  for (const q of quads) {
    for (let p = 0; p < 4; p++) {
      if (!q.coverage[p]) continue;
      const z = q.zCenter[p]!;
      assert.ok(z >= 0 && z <= 1, `z ${z}`);
      const attr = interpolatePlane(primitives[0]!.planes, 0, q.perspCenter[p * 2]!, q.perspCenter[p * 2 + 1]!);
      assert.ok(Math.abs(attr - z) < 1e-5, `attribute ${attr} vs depth ${z}`);
    }
  }
});

test('a triangle through the eye plane (one w < 0) is clipped and stays perspective-correct', () => {
  // Vertex 0 is behind the viewer; attribute = clip-space z, so attr · (1/w) must equal NDC z.
  const vertices = vertexData([
    { position: [0, -1, -1, -0.5], attributes: [-1] },
    { position: [-2, 2, 1, 2], attributes: [1] },
    { position: [2, 2, 1.5, 2], attributes: [1.5] },
  ]);
  const { quads, primitives } = collect({ vertices, topology: 'triangle-list', count: 3 }, config(16, 1));
  assert.equal(primitives.length, 1);
  assert.equal(primitives[0]!.clipped, true);
  assert.ok(quads.length > 0);
  for (const q of quads) {
    for (let p = 0; p < 4; p++) {
      if (!q.coverage[p]) continue;
      const zClip = interpolatePlane(primitives[0]!.planes, 0, q.perspCenter[p * 2]!, q.perspCenter[p * 2 + 1]!);
      assert.ok(q.rcpWCenter[p]! > 0, 'in front of the eye');
      assert.ok(Math.abs(zClip * q.rcpWCenter[p]! - q.zCenter[p]!) < 1e-4, 'z_ndc = z_clip / w');
      assert.ok(q.zCenter[p]! >= -1e-6 && q.zCenter[p]! <= 1 + 1e-6);
    }
  }
});

test('triangles entirely outside the view volume are rejected before setup', () => {
  const vertices = vertexData([{ position: [2, 0, 0.5, 1] }, { position: [3, 1, 0.5, 1] }, { position: [2, 1, 0.5, 1] }]);
  assert.equal(collect({ vertices, topology: 'triangle-list', count: 3 }, config(8, 1)).stats.clipRejected, 1);
});

const twoSquares = windowTriangles(8, [
  [[0, 0], [0, 4], [4, 0]],
  [[4, 4], [4, 8], [8, 4]],
]);

test('ordered rasterization (default): all quads of primitive 0 before any of primitive 1', () => {
  const { quads } = collect({ vertices: twoSquares, topology: 'triangle-list', count: 6 }, config(8, 1));
  assert.deepEqual(quads.map((q) => q.primitiveSeq), [0, 0, 0, 1, 1, 1]);
});

test('R8 outOfOrder rasterizes two primitives together and keeps every quad', () => {
  const { quads, primitives } = collect({ vertices: twoSquares, topology: 'triangle-list', count: 6 }, config(8, 1, { outOfOrder: true }));
  assert.equal(primitives.length, 2);
  // The upper band goes first, so primitive 1 (rows 4-7) starts only after primitive 0's rows 0-3.
  assert.deepEqual(quads.map((q) => q.primitiveSeq), [0, 0, 0, 1, 1, 1]);
  const ordered = collect({ vertices: twoSquares, topology: 'triangle-list', count: 6 }, config(8, 1));
  const key = (q: { x: number; y: number; primitiveSeq: number }) => `${q.primitiveSeq}:${q.x},${q.y}`;
  assert.deepEqual(quads.map(key).sort(), ordered.quads.map(key).sort());
});

test('R8 outOfOrder reorders two overlapping primitives at the same pixels on odd band pairs', () => {
  // Two full-viewport squares (4 triangles): consecutive visible triangles overlap on the diagonal half.
  const full = windowTriangles(8, [
    [[0, 0], [8, 0], [0, 8]],
    [[0, 0], [8, 0], [0, 8]],
  ]);
  const { quads } = collect({ vertices: full, topology: 'triangle-list', count: 6 }, config(8, 1, { outOfOrder: true }));
  const firstAt = (y: number, x: number) => quads.find((q) => q.x === x && q.y === y)!.primitiveSeq;
  assert.equal(firstAt(0, 0), 0, 'rows 0-1: the older primitive first');
  assert.equal(firstAt(2, 0), 1, 'rows 2-3: the newer primitive overtakes it at the same pixels');
  assert.equal(firstAt(4, 0), 0);
  const inOrder = collect({ vertices: full, topology: 'triangle-list', count: 6 }, config(8, 1));
  assert.equal(inOrder.quads.find((q) => q.x === 0 && q.y === 2)!.primitiveSeq, 0, 'in order: never reordered');
});

test('bad configuration is a typed error naming the field', () => {
  const vertices = windowTriangles(8, [[[0, 0], [4, 0], [0, 4]]]);
  const visitor = { primitive: () => {}, quad: () => {} };
  assert.throws(
    () => rasterizeDraw({ vertices, topology: 'triangle-list', count: 3 }, { ...config(8, 1), samples: 3 as 1 }, visitor),
    (e: unknown) => e instanceof RasterError && e.code === 'bad-sample-count' && e.location === 'samples',
  );
  assert.throws(
    () => rasterizeDraw({ vertices, topology: 'triangle-list', count: 3 }, { ...config(8, 1), framebufferWidth: 0 }, visitor),
    (e: unknown) => e instanceof RasterError && e.code === 'bad-config' && e.location === 'framebufferWidth',
  );
});
