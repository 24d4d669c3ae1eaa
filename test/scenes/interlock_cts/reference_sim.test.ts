import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  CTS_CASES,
  MSAA8_CASES,
  caseByName,
  checkResult,
  discardPoint,
  maxDimCases,
  primitiveCount,
  simulateCase,
  updateWord,
  type InvocationOrder,
  type InterlockCase,
} from '../../../src/scenes/interlock_cts/index.js';

const small = [...maxDimCases(CTS_CASES, 16), ...maxDimCases(MSAA8_CASES, 16)];

function passes(c: InterlockCase, order: InvocationOrder, splitDiagonal = false): boolean {
  return checkResult(c, simulateCase(c, { order, splitDiagonal })).pass;
}

test('update: ordered modes clobber the word unless every earlier bit is set', () => {
  assert.equal(updateWord(0x7, 0x8, 0x7, true), 0xf);
  assert.equal(updateWord(0x5, 0x8, 0x7, true), 0);
  assert.equal(updateWord(0x5, 0x8, 0x7, false), 0xd);
  assert.equal(updateWord(0x7fffffff, 0x80000000, 0x7fffffff, true), 0xffffffff);
});

test('invocations in primitive order pass every case (all 576, shading rate included, and 8xaa)', () => {
  for (const c of small) {
    assert.ok(passes(c, { kind: 'primitive' }), c.name);
    assert.ok(passes(c, { kind: 'primitive' }, true), `${c.name} split diagonal`);
  }
});

test('reversed or interleaved primitives fail exactly the ordered cases', () => {
  for (const kind of ['reversed', 'interleaved'] as const) {
    for (const c of small) {
      // 8xaa shading-rate words take all 32 bits from one coarse fragment: N = 1, nothing to misorder.
      const detectable = c.interlock.endsWith('_ordered') && primitiveCount(c) > 1;
      assert.equal(passes(c, { kind }), !detectable, `${kind} ${c.name}`);
    }
  }
  const single = small.filter((c) => primitiveCount(c) === 1);
  assert.equal(single.length, 16);
  assert.ok(single.every((c) => c.samples === 8 && !c.sampleShading && c.interlock.startsWith('shading_rate')));
});

test('reversed order leaves only the first primitive bits (hand-computed)', () => {
  const c = caseByName('basic.nodiscard.image.pixel_ordered.4xaa.no_sample_shading.8x8');
  const run = simulateCase(c, { order: { kind: 'reversed' } });
  // Primitives 7..1 find earlier bits missing and write 0; primitive 0 (previousMask 0) writes its 4 samples.
  assert.ok(run.result.every((v) => v === 0xf));
  const interleaved = simulateCase(c, { order: { kind: 'interleaved' } });
  // Odd x + y: order 1, 0, 3, 2, …: primitive 1 clobbers, 0 sets 0xf, 3 clobbers, 2 finds 0xf0 missing → 0 …, 6 → 0, 7 → 0.
  assert.equal(interleaved.result[1], 0);
  assert.equal(interleaved.result[0], 0xffffffff);
});

test('without mutual exclusion (both read, then both write) updates are lost: ordered and unordered fail', () => {
  for (const c of maxDimCases(CTS_CASES, 8)) assert.equal(passes(c, { kind: 'unsynchronized' }), false, c.name);
  const run = simulateCase(caseByName('basic.nodiscard.ssbo.pixel_unordered.1xaa.no_sample_shading.8x8'), { order: { kind: 'unsynchronized' } });
  // Pairs (0,1), (2,3), …: the second write of each pair wins, so only the odd primitives' bits survive.
  assert.equal(run.result[0], 0xaaaaaaaa);
});

test('discard pattern: odd columns discarded before the interlock in the first dim/4 rows, inside it below', () => {
  const c = caseByName('basic.discard.ssbo.pixel_ordered.1xaa.no_sample_shading.8x8');
  assert.equal(discardPoint(c, 1, 1), 'before');
  assert.equal(discardPoint(c, 1, 2), 'inside');
  assert.equal(discardPoint(c, 2, 0), 'none');
  const run = simulateCase(c, { order: { kind: 'primitive' } });
  assert.equal(run.invocations, 64 * 32);
  assert.equal(run.discardedBefore, 2 * 4 * 32);
  assert.equal(run.discardedInside, 6 * 4 * 32);
  assert.deepEqual(Array.from(run.result.subarray(0, 4)), [0xffffffff, 0, 0xffffffff, 0]);
  // Per-sample words: the parity is the word's, so odd samples of every pixel are discarded.
  const s = simulateCase(caseByName('basic.discard.image.sample_ordered.4xaa.sample_shading.8x8'), { order: { kind: 'primitive' } });
  assert.deepEqual(Array.from(s.result.subarray(0, 4)), [0xffffffff, 0, 0xffffffff, 0]);
  assert.equal(s.discardedBefore, 2 * 16 * 32);
});

test('diagonal split: two invocations per primitive on x = y pixels, same result', () => {
  const c = caseByName('basic.nodiscard.image.pixel_ordered.4xaa.no_sample_shading.8x8');
  const run = simulateCase(c, { order: { kind: 'primitive' }, splitDiagonal: true });
  assert.equal(run.invocations, 64 * 8 + 8 * 8);
  assert.ok(run.result.every((v) => v === 0xffffffff));
});
