import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  CtsError,
  caseByName,
  checkResult,
  expectedResult,
  formatMismatch,
  wordLocation,
} from '../../../src/scenes/interlock_cts/index.js';

test('expected values: all ones, 0 in odd words for the discard variants', () => {
  const plain = expectedResult(caseByName('basic.nodiscard.image.pixel_ordered.1xaa.no_sample_shading.8x8'));
  assert.equal(plain.length, 64);
  assert.ok(plain.every((v) => v === 0xffffffff));
  const kill = expectedResult(caseByName('basic.discard.image.sample_ordered.4xaa.no_sample_shading.8x8'));
  assert.equal(kill.length, 256);
  assert.deepEqual(Array.from(kill.subarray(0, 4)), [0xffffffff, 0, 0xffffffff, 0]);
  assert.equal(kill.filter((v) => v === 0).length, 128);
});

test('checker: counts wrong words and reports the first ones with pixel, sample, expected, got', () => {
  const c = caseByName('basic.discard.ssbo.sample_ordered.4xaa.no_sample_shading.8x8');
  const result = expectedResult(c);
  result[5] = 0x1234; // odd word: expected 0 → pixel 1, sample 1
  result[32 + 2] = 0; // row 1, word 2 → pixel (0, 1), sample 2
  result[200] = 7;
  const check = checkResult(c, { result, width: 32, height: 8 }, { maxReported: 2 });
  assert.equal(check.pass, false);
  assert.equal(check.wrongCount, 3);
  assert.equal(check.words, 256);
  assert.deepEqual(check.firstWrong, [
    { index: 5, x: 1, y: 0, sample: 1, expected: 0, got: 0x1234 },
    { index: 34, x: 0, y: 1, sample: 2, expected: 0xffffffff, got: 0 },
  ]);
  assert.equal(formatMismatch(check.firstWrong[0]!), '(1, 0) sample 1: expected 0x00000000, got 0x00001234');
  assert.equal(checkResult(c, { result: expectedResult(c), width: 32, height: 8 }).pass, true);
});

test('word locations: pixel words, coarse words and the SSBO linear copy', () => {
  assert.deepEqual(wordLocation(caseByName('basic.nodiscard.image.pixel_ordered.4xaa.no_sample_shading.8x8'), 13), {
    x: 5,
    y: 1,
    sample: undefined,
  });
  assert.deepEqual(wordLocation(caseByName('basic.nodiscard.image.shading_rate_ordered.1xaa.no_sample_shading.8x8'), 5), {
    x: 2,
    y: 2,
    sample: undefined,
  });
  // Shading rate + sample shading: the image copy has rows of 16 words, the SSBO rows of its stride, 32.
  assert.deepEqual(wordLocation(caseByName('basic.nodiscard.image.shading_rate_ordered.4xaa.sample_shading.8x8'), 17), {
    x: 0,
    y: 1,
    sample: 1,
  });
  assert.deepEqual(wordLocation(caseByName('basic.nodiscard.ssbo.shading_rate_ordered.4xaa.sample_shading.8x8'), 17), {
    x: 4,
    y: 0,
    sample: 1,
  });
});

test('checker rejects a result whose size does not fit the case', () => {
  const c = caseByName('basic.nodiscard.image.pixel_ordered.1xaa.no_sample_shading.8x8');
  assert.throws(
    () => checkResult(c, { result: new Uint32Array(32), width: 4, height: 8 }),
    (e: unknown) => e instanceof CtsError && e.code === 'bad-result' && e.location === c.name,
  );
});
