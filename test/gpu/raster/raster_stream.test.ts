import { test } from 'node:test';
import assert from 'node:assert/strict';
import { vertexData } from '../../../src/gpu/geometry/vertex_data.js';
import type { RasterConfig } from '../../../src/gpu/raster/raster_config.js';
import { type DrawInput, RasterStream } from '../../../src/gpu/raster/raster_stream.js';

const config: RasterConfig = {
  samples: 4,
  viewport: { x: 0, y: 0, width: 40, height: 24, minDepth: 0, maxDepth: 1 },
  scissor: { x: 0, y: 0, width: 40, height: 24 },
  framebufferWidth: 40,
  framebufferHeight: 24,
  frontFace: 'ccw',
  cullMode: 'back',
};

// Two triangles culled as back-facing (window y points down), one visible, one off-screen.
const input: DrawInput = {
  vertices: vertexData([
    { position: [-0.9, -0.8, 0.2, 1] },
    { position: [0.7, -0.3, 0.4, 1] },
    { position: [-0.2, 0.9, 0.6, 2] },
    { position: [-0.5, -0.5, 0, 1] },
    { position: [-0.5, 0.5, 0, 1] },
    { position: [0.5, -0.5, 0, 1] },
    { position: [3, 3, 0, 1] },
    { position: [4, 3, 0, 1] },
    { position: [3, 4, 0, 1] },
    { position: [-1, 0.1, 0.5, 1] },
    { position: [1, 0.12, 0.5, 1] },
    { position: [1, 0.2, 0.5, 1] },
  ]),
  topology: 'triangle-list',
  count: 12,
};

for (const cullMode of ['back', 'none'] as const) {
  test(`the streamed rasterizer works one band (two pixel rows) at a time, primitives in order (cull ${cullMode})`, () => {
    const cfg: RasterConfig = { ...config, cullMode };
    const stream = RasterStream.ofDraw(input, cfg);
    const seqs: number[] = [];
    let steps = 0;
    let maxPerStep = 0;
    for (;;) {
      let n = 0;
      const rows = new Set<number>();
      if (!stream.step((q) => (seqs.push(q.primitiveSeq), rows.add(q.y), n++))) break;
      steps++;
      maxPerStep = Math.max(maxPerStep, n);
      assert.ok(rows.size <= 1, 'one step emits quads of one quad row');
    }
    assert.ok(stream.done);
    assert.ok(steps > 2);
    assert.ok(maxPerStep <= 40 / 2, 'a band holds at most one row of quads');
    assert.equal(seqs.length, stream.stats.quads);
    for (let k = 1; k < seqs.length; k++) assert.ok(seqs[k - 1]! <= seqs[k]!, 'in order: primitive n before n+1');
    // Culling back faces removes the two back-facing triangles; the off-screen one is never delivered.
    assert.equal(stream.stats.delivered, cullMode === 'back' ? 1 : 3);
  });
}

test('issue 15: triangles through or behind the eye and NaN/Inf vertices are rejected by the clipper and the stream ends', () => {
  const stream = RasterStream.ofDraw(
    {
      vertices: vertexData(
        [
          [[0, 0, 0, 0], [1, -1, 0, 1], [-1, 1, 0, 1]],
          [[-1, -1, -0.5, -1], [3, -1, 0.5, 1], [-1, 3, 0.5, 1]],
          [[-1, -1, 0, NaN], [1, -1, 0, 1], [-1, 1, 0, 1]],
          [[-1, -Infinity, 0, 1], [1, -1, 0, 1], [-1, 1, 0, 1]],
        ].flat().map((p) => ({ position: p as [number, number, number, number] })),
      ),
      topology: 'triangle-list',
      count: 12,
    },
    { ...config, cullMode: 'none' },
  );
  let steps = 0;
  while (stream.step(() => {})) assert.ok(++steps < 100, 'the stream keeps stepping');
  assert.ok(stream.done);
  assert.deepEqual({ clipRejected: stream.stats.clipRejected, delivered: stream.stats.delivered }, { clipRejected: 4, delivered: 0 });
});
