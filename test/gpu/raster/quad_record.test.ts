/**
 * The quad record's one-buffer layout (quad_record.ts `quadLayout`), shared by
 * createQuadRecord's views and by the per-wave quad block of a packed wave.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { copyQuad, createQuadRecord, quadLayout } from '../../../src/gpu/raster/quad_record.js';
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
      ['rcpWSample', 4 * samples],
    ] as const;
    let at = 0;
    for (const [field, n] of lengths) {
      assert.equal(l[field], at, `${samples}x ${field}`);
      at += n;
    }
    assert.equal(l.words, at);
    assert.equal(l.words, 44 + 24 * samples);
  }
});

test('a record\'s arrays are views of its words at the layout\'s offsets', () => {
  const q = createQuadRecord(4);
  const l = quadLayout(4);
  const f32 = new Float32Array(q.words.buffer);
  q.coverage[3] = 0xa;
  q.perspSample[31] = 1.5;
  q.zSample[5] = 0.25;
  q.rcpWSample[15] = 2;
  assert.equal(q.words.length, l.words);
  assert.equal(q.words[l.coverage + 3], 0xa);
  assert.equal(f32[l.perspSample + 31], 1.5);
  assert.equal(f32[l.zSample + 5], 0.25);
  assert.equal(f32[l.rcpWSample + 15], 2, 'the last array ends the buffer');
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
