/**
 * The quad record's one-buffer layout (quad_record.ts `quadLayout`), shared by
 * createQuadRecord's views and by the per-wave quad block of a packed wave.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { copyQuad, createQuadRecord, QUAD_PERSP_CENTER, QUAD_Z_SAMPLE, quadLayout } from '../../../src/gpu/raster/quad_record.js';
import type { SampleCount } from '../../../src/gpu/raster/sample_positions.js';

const SAMPLE_COUNTS: readonly SampleCount[] = [1, 2, 4, 8];

test('quadLayout packs the arrays back to back, with no gap or overlap', () => {
  for (const samples of SAMPLE_COUNTS) {
    const l = quadLayout(samples);
    const lengths = [
      ['coverage', 4],
      ['perspCenter', 8],
      ['perspCentroid', 8],
      ['perspSample', 8 * samples],
      ['linearCenter', 8],
      ['linearCentroid', 8],
      ['linearSample', 8 * samples],
      ['zCenter', 4],
      ['zSample', 4 * samples],
      ['rcpWCenter', 4],
    ] as const;
    let at = 0;
    for (const [field, n] of lengths) {
      assert.equal(l[field], at, `${samples}x ${field}`);
      at += n;
    }
    assert.equal(l.words, at);
    assert.equal(l.words, 44 + 20 * samples);
    assert.equal(l.bufferWords, l.words, 'all fields carried: no scratch');
  }
});

test('a layout carrying some fields puts them right after the coverage, in layout order, and the rest behind them', () => {
  const l = quadLayout(4, QUAD_Z_SAMPLE | QUAD_PERSP_CENTER);
  assert.deepEqual([l.coverage, l.perspCenter, l.zSample, l.words], [0, 4, 12, 28]);
  // Scratch in layout order: perspCentroid, perspSample, linearCenter, linearCentroid, linearSample, zCenter, rcpWCenter.
  assert.deepEqual([l.perspCentroid, l.perspSample, l.linearCenter, l.linearCentroid, l.linearSample, l.zCenter, l.rcpWCenter], [28, 36, 68, 76, 84, 116, 120]);
  assert.equal(l.bufferWords, quadLayout(4).words, 'the same buffer as a full record');
  const none = quadLayout(4, 0);
  assert.equal(none.words, 4, 'the coverage alone');
  const q = createQuadRecord(4, 0);
  assert.equal(q.words.length, 4);
  q.perspSample[31] = 1.5;
  assert.equal(new Float32Array(q.words.buffer)[none.perspSample + 31], 1.5, 'scratch arrays are views too');
});

test('a record\'s arrays are views of its words at the layout\'s offsets', () => {
  const q = createQuadRecord(4);
  const l = quadLayout(4);
  const f32 = new Float32Array(q.words.buffer);
  q.coverage[3] = 0xa;
  q.perspSample[31] = 1.5;
  q.zSample[5] = 0.25;
  q.rcpWCenter[3] = 2;
  assert.equal(q.words.length, l.words);
  assert.equal(q.words[l.coverage + 3], 0xa);
  assert.equal(f32[l.perspSample + 31], 1.5);
  assert.equal(f32[l.zSample + 5], 0.25);
  assert.equal(f32[l.rcpWCenter + 3], 2);
  assert.equal(l.rcpWCenter + 4, l.bufferWords, 'the last array ends the buffer');
});

test('copyQuad copies position, primitive and every array', () => {
  const a = createQuadRecord(2);
  const b = createQuadRecord(2);
  a.x = 6;
  a.y = 10;
  a.primitiveSeq = 3;
  a.linearCentroid[7] = 0.5;
  a.coverage[0] = 3;
  copyQuad(b, a);
  assert.deepEqual([b.x, b.y, b.primitiveSeq, b.linearCentroid[7], b.coverage[0]], [6, 10, 3, 0.5, 3]);
  a.coverage[0] = 1;
  assert.equal(b.coverage[0], 3, 'a copy, not a view');
});
