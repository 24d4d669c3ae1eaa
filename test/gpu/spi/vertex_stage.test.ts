/** The vertex stage's fixed function on its own (docs/gpu_vertex.md): batching with reuse, output storage, primitive rate. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assembleTriangles } from '../../../src/gpu/geometry/primitive_assembly.js';
import { GpuMemory } from '../../../src/gpu/memory/gpu_memory.js';
import { VertexBatch, VertexBatcher } from '../../../src/gpu/spi/vertex_batch.js';
import { VertexStage, type QueuedDraw, type StageClock } from '../../../src/gpu/spi/vertex_stage.js';
import type { DrawLaunch } from '../../../src/gpu/spi/wave_packer.js';

/** A seeded index stream with locality (a random walk over 200 vertices). */
function indices(n: number): Uint32Array {
  const out = new Uint32Array(n);
  let v = 100;
  let seed = 7;
  for (let i = 0; i < n; i++) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    v = Math.max(0, Math.min(199, v + ((seed >>> 16) % 9) - 4));
    out[i] = v;
  }
  return out;
}

for (const topology of ['triangle-list', 'triangle-strip'] as const) {
  test(`vertex batches (${topology}): every triangle once, in order, as the same vertices; ≤ one wave of lanes and of primitives; a vertex once per batch`, () => {
    const idx = indices(3000);
    const expected: number[] = [];
    assembleTriangles({ topology, count: idx.length, indices: idx, vertexCount: Infinity }, (a, b, c, id) => expected.push(a, b, c, id));
    const batcher = new VertexBatcher({ topology, count: idx.length, indices: idx, vertexCount: Infinity });
    const got: number[] = [];
    let lanes = 0;
    let last = false;
    while (!last) {
      const b = new VertexBatch(32, 1);
      batcher.fill(b);
      last = b.last;
      assert.ok(b.lanes <= 32 && b.prims <= 32);
      assert.equal(new Set(b.vertexId.subarray(0, b.lanes)).size, b.lanes, 'a vertex takes one lane per batch');
      for (let p = 0; p < b.prims; p++) got.push(b.vertexId[b.tris[4 * p]!]!, b.vertexId[b.tris[4 * p + 1]!]!, b.vertexId[b.tris[4 * p + 2]!]!, b.tris[4 * p + 3]!);
      lanes += b.lanes;
    }
    assert.deepEqual(got, expected);
    // Reuse: far fewer lanes than 3 per triangle (the walk revisits its neighbourhood).
    assert.ok(lanes < (expected.length / 4) * 1.5, `${lanes} lanes for ${expected.length / 4} triangles`);
  });
}

/** A draw whose vertex stage says: `params` parameters, wave64. Only the fields the stage reads are real. */
function draw(count: number, params: number, instances = 1): QueuedDraw {
  const launch = { state: { vs: { wave64: true, params, attributeRing: undefined } } } as unknown as DrawLaunch;
  return { launch, assembly: { topology: 'triangle-list', count }, earlyZ: undefined, instances };
}

const CHIP = { gfx: 'gfx10_3', shaderEngines: 2, primitivesPerClock: 4 } as const;

test('output storage bounds the vertex waves ahead of the rasterizer; releasing a batch lets the next one be made', () => {
  // 256 entries: four one-parameter wave64 batches.
  const stage = new VertexStage({ ...CHIP, vertexOutputEntries: 256 }, new GpuMemory());
  stage.enqueue(draw(3 * 21 * 10, 1)); // 10 waves of 21 unshared triangles
  stage.produce();
  assert.equal(stage.pendingWaves, 4);
  // Round-robin over the two shader engines.
  assert.equal(stage.peekLaunch(0) !== undefined && stage.peekLaunch(1) !== undefined, true);
  stage.release();
  stage.produce();
  assert.equal(stage.pendingWaves, 5);
});

test('the primitive units take a batch of p triangles every p / primitivesPerClock cycles, and ask for a wake-up meanwhile', () => {
  const stage = new VertexStage({ ...CHIP, vertexOutputEntries: 1 << 16 }, new GpuMemory());
  stage.enqueue(draw(3 * 21 * 3, 1));
  stage.produce();
  const wakes: number[] = [];
  let now = 100;
  const clock: StageClock = {
    get now() {
      return now;
    },
    wakeAt: (c) => wakes.push(c),
  };
  // Not finished: no batch, no wake-up (the wave's release wakes the launcher).
  assert.equal(stage.takeHead(clock), undefined);
  assert.deepEqual(wakes, []);
  // The waves ran: every batch is finished.
  for (let se = 0; se < 2; se++) {
    for (let e = stage.peekLaunch(se); e !== undefined; e = stage.peekLaunch(se)) {
      e.batch.done = true;
      stage.popLaunch(se);
    }
  }
  const first = stage.takeHead(clock);
  assert.equal(first?.prims, 21);
  stage.release();
  // 21 triangles at 4 per clock: the units are busy until 100 + 5.25.
  assert.equal(stage.takeHead(clock), undefined);
  assert.deepEqual(wakes, [106]);
  now = 106;
  assert.equal(stage.takeHead(clock)?.prims, 21);
});
