import { test } from 'node:test';
import assert from 'node:assert/strict';
import { vertexData } from '../../../src/gpu/geometry/vertex_data.js';
import { rasterizeDraw, type DrawInput } from '../../../src/gpu/raster/rasterizer.js';
import type { RasterConfig } from '../../../src/gpu/raster/raster_config.js';
import { RasterStream } from '../../../src/gpu/spi/raster_stream.js';

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

function key(q: { x: number; y: number; primitiveSeq: number; coverage: Uint32Array; zSample: Float32Array; perspCenter: Float32Array }): string {
  return `${q.primitiveSeq}:${q.x},${q.y}:${[...q.coverage]}:${[...q.zSample]}:${[...q.perspCenter]}`;
}

for (const cullMode of ['back', 'none'] as const) {
  test(`the streamed rasterizer yields exactly rasterizeDraw's quads, in its order, one band at a time (cull ${cullMode})`, () => {
    const cfg: RasterConfig = { ...config, cullMode };
    const expected: string[] = [];
    const stats = rasterizeDraw(input, cfg, { primitive() {}, quad: (q) => expected.push(key(q)) });
    const stream = new RasterStream(input, cfg);
    const got: string[] = [];
    let steps = 0;
    let maxPerStep = 0;
    for (;;) {
      let n = 0;
      if (!stream.step((q) => (got.push(key(q)), n++))) break;
      steps++;
      maxPerStep = Math.max(maxPerStep, n);
    }
    assert.deepEqual(got, expected);
    assert.deepEqual(stream.stats, stats);
    assert.ok(stream.done);
    assert.ok(steps > 2);
    assert.ok(maxPerStep <= 40 / 2, 'a band holds at most one row of quads');
  });
}

test('relaxed order rasterizes two primitives at once, alternating bands, and keeps every quad', () => {
  const expected = new Set<string>();
  const idOf = new Map<number, number>();
  const both: RasterConfig = { ...config, cullMode: 'none' };
  rasterizeDraw(input, both, {
    primitive: (p) => idOf.set(p.seq, p.primitiveId),
    quad: (q) => expected.add(`${idOf.get(q.primitiveSeq)}:${q.x},${q.y}`),
  });
  const stream = new RasterStream(input, { ...both, outOfOrder: true });
  const got: string[] = [];
  while (stream.step((q, prim) => got.push(`${prim.primitiveId}:${q.x},${q.y}`)));
  assert.deepEqual(new Set(got), expected);
  assert.equal(got.length, expected.size);
  // Triangle 1 starts before triangle 0 finishes: they are rasterized as a pair.
  const firstOf1 = got.findIndex((k) => k.startsWith('1:'));
  const lastOf0 = got.map((k) => k.startsWith('0:')).lastIndexOf(true);
  assert.ok(firstOf1 >= 0 && firstOf1 < lastOf0, `${firstOf1} ${lastOf0}`);
});
