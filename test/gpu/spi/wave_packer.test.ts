/**
 * WavePacker under sample-rate shading: sample groups are packed group-major
 * over a batch of up to a wave's worth of quads, and a quad at a position
 * already in the batch flushes it first, so the invocations of one pixel
 * reach the packer in rasterization order (docs/gpu_engine.md, "Packing").
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_POPS_DRAW } from '../../../src/gpu/pops/config.js';
import { PopsUnit } from '../../../src/gpu/pops/pops_unit.js';
import { createQuadRecord } from '../../../src/gpu/raster/quad_record.js';
import type { RasterPrimitive } from '../../../src/gpu/raster/raster_stream.js';
import { type PackedWave, WavePacker, WaveQueues, type DrawLaunch } from '../../../src/gpu/spi/wave_packer.js';

/** One packed invocation group: primitive, quad position, sample. */
type Packed = readonly [prim: number, x: number, y: number, sample: number];

/**
 * Packs `quads` (primitive index, x, y; all 4 samples of all 4 pixels covered) with 4x sample-rate shading;
 * each quad's depth at pixel centre p is x + y / 100 + p / 1000 (so its record's data can be told apart).
 */
function packedWaves(quads: readonly (readonly [number, number, number])[], overlapSamplesLog2: number): { waves: PackedWave[]; prims: RasterPrimitive[] } {
  const unit = new PopsUnit({ gfx: 'gfx10_3', packers: 1, errata: { popsMissedOverlap: false, stalledPopsMode: false } });
  const queues = new WaveQueues([unit]);
  const pops = { ...DEFAULT_POPS_DRAW, overlapSamplesLog2, rasterSamplesLog2: 2 };
  // Only the fields the packer reads.
  const draw = { state: { ps: { invocationsPerPixel: 4 }, pops }, target: { gfx: 'gfx10_3', cpu: 'gfx1030', wave64: true } } as unknown as DrawLaunch;
  const packer = new WavePacker(draw, [unit], queues, undefined);
  const prims = Array.from({ length: 4 }, (_, i) => ({ index: i }) as unknown as RasterPrimitive);
  const q = createQuadRecord(4);
  for (const [prim, x, y] of quads) {
    q.x = x;
    q.y = y;
    q.coverage.fill(0xf);
    for (let p = 0; p < 4; p++) q.zCenter[p] = x + y / 100 + p / 1000;
    packer.quad(q, prims[prim]!);
  }
  packer.finish();
  const waves: PackedWave[] = [];
  for (let w = queues.head(0, 0); w !== undefined; w = queues.head(0, 0)) {
    waves.push(w);
    queues.pop(0, 0);
  }
  return { waves, prims };
}

/** packedWaves as (primitive, x, y, sample) per packed quad. */
function packAll(quads: readonly (readonly [number, number, number])[], overlapSamplesLog2: number): Packed[][] {
  const { waves, prims } = packedWaves(quads, overlapSamplesLog2);
  return waves.map((w) =>
    Array.from({ length: w.packing.quadCount }, (_, i) => [prims.indexOf(w.prims[w.quadPrim[i]!]!), w.packing.quadX[i]!, w.packing.quadY[i]!, w.quadSample[i]!] as const),
  );
}

test('sample groups go group-major over a batch: pixel interlock gets one full wave per group, not one per quad', () => {
  const quads = Array.from({ length: 16 }, (_, i) => [0, (i % 4) * 2, Math.floor(i / 4) * 2] as const);
  const waves = packAll(quads, 0);
  assert.equal(waves.length, 4);
  waves.forEach((w, g) => {
    assert.equal(w.length, 16);
    assert.ok(w.every(([, , , sample]) => sample === g), `wave ${g} holds sample ${g} of every quad`);
  });
});

test('a quad at a position already in the batch flushes it: every group of the earlier primitive comes first', () => {
  // Primitive 0 at (0,0) and (2,0), then primitive 1 at (0,0) again.
  const order = packAll([[0, 0, 0], [0, 2, 0], [1, 0, 0]], 0).flat();
  const at00 = order.filter(([, x, y]) => x === 0 && y === 0).map(([prim, , , sample]) => `${prim}:${sample}`);
  assert.deepEqual(at00, ['0:0', '0:1', '0:2', '0:3', '1:0', '1:1', '1:2', '1:3']);
  // Primitive 0's quads are packed group-major: (0,0) and (2,0) of sample 0 before either's sample 1.
  assert.deepEqual(order.slice(0, 2).map(([prim, x, , sample]) => [prim, x, sample]), [[0, 0, 0], [0, 2, 0]]);
});

test('with sample interlock the groups of a batch share waves (no overlap between samples)', () => {
  const waves = packAll([[0, 0, 0], [0, 2, 0]], 2);
  assert.equal(waves.length, 1);
  assert.deepEqual(waves[0]!.map(([, x, , sample]) => [x, sample]), [[0, 0], [2, 0], [0, 1], [2, 1], [0, 2], [2, 2], [0, 3], [2, 3]]);
});

test('a packed wave keeps each quad\'s record in its block, with the coverage of the sample group it was packed as', () => {
  const { waves } = packedWaves([[0, 0, 0], [0, 2, 4]], 2);
  assert.equal(waves.length, 1);
  const w = waves[0]!;
  const l = w.layout;
  assert.equal(w.samples, 4);
  assert.equal(w.quadWords.buffer, w.quadFloats.buffer, 'one block, two views');
  for (let i = 0; i < w.packing.quadCount; i++) {
    const x = w.packing.quadX[i]!;
    const y = w.packing.quadY[i]!;
    const sample = w.quadSample[i]!;
    const at = i * l.words;
    // 4x with sample shading: each invocation group is one sample, in all four pixels.
    assert.deepEqual([...w.quadWords.subarray(at + l.coverage, at + l.coverage + 4)], [1, 1, 1, 1].map((b) => b << sample), `quad ${i} coverage`);
    for (let p = 0; p < 4; p++) assert.equal(w.quadFloats[at + l.zCenter + p], Math.fround(x + y / 100 + p / 1000), `quad ${i} zCenter[${p}]`);
  }
});

test('recycled waves and emptied queues keep their arrays: a second draw packs from them with its own primitives only', () => {
  const unit = new PopsUnit({ gfx: 'gfx10_3', packers: 1, errata: { popsMissedOverlap: false, stalledPopsMode: false } });
  const queues = new WaveQueues([unit]);
  const pops = { ...DEFAULT_POPS_DRAW, overlapSamplesLog2: 2, rasterSamplesLog2: 2 };
  const draw = { state: { ps: { invocationsPerPixel: 4 }, pops }, target: { gfx: 'gfx10_3', cpu: 'gfx1030', wave64: true } } as unknown as DrawLaunch;
  const prims = Array.from({ length: 4 }, (_, i) => ({ index: i }) as unknown as RasterPrimitive);
  const q = createQuadRecord(4);
  /** Packs one draw's quads, then pops and recycles its waves; returns (primitive, x, sample) per quad and the primitives each wave names. */
  const drawOnce = (quads: readonly (readonly [number, number])[]): { quads: number[][]; primCounts: number[] } => {
    const packer = new WavePacker(draw, [unit], queues, undefined);
    for (const [prim, x] of quads) {
      q.x = x;
      q.y = 0;
      q.coverage.fill(0xf);
      packer.quad(q, prims[prim]!);
    }
    packer.finish();
    const out: number[][] = [];
    const primCounts: number[] = [];
    for (let w = queues.head(0, 0); w !== undefined; w = queues.head(0, 0)) {
      for (let i = 0; i < w.packing.quadCount; i++) out.push([prims.indexOf(w.prims[w.quadPrim[i]!]!), w.packing.quadX[i]!, w.quadSample[i]!]);
      primCounts.push(w.primCount);
      queues.pop(0, 0);
      queues.recycle(w);
    }
    assert.equal(queues.pending, 0);
    return { quads: out, primCounts };
  };
  // Four primitives side by side, then one primitive: the second draw's waves come from the first's, emptied.
  const first = drawOnce([[0, 0], [1, 2], [2, 4], [3, 6]]);
  // Group-major: the four primitives alternate in the wave, one entry per run of quads of one primitive.
  assert.deepEqual(first.primCounts, [16]);
  const second = drawOnce([[3, 0], [3, 2]]);
  assert.deepEqual(second.primCounts, [1], 'a recycled wave names only the primitives packed into it again');
  assert.deepEqual(second.quads, [[3, 0, 0], [3, 2, 0], [3, 0, 1], [3, 2, 1], [3, 0, 2], [3, 2, 2], [3, 0, 3], [3, 2, 3]]);
});
