/** Where a speed target is missed, case by case (bench/speed_gap.ts). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { msAboveShare, speedGap } from '../../bench/speed_gap.js';

test('the set meets the target when its total is within the baseline over the factor; cases above their share, largest first', () => {
  const gap = speedGap(
    [
      { key: 'a', ms: 300, baselineMs: 800 }, // target 200: 100 above
      { key: 'b', ms: 50, baselineMs: 400 }, // target 100: within
      { key: 'c', ms: 1000, baselineMs: 2000 }, // target 500: 500 above
      { key: 'd', ms: 200, baselineMs: 400 }, // target 100: 100 above, tied with a (by key)
    ],
    4,
  );
  assert.equal(gap.targetMs, 900);
  assert.equal(gap.totalMs, 1550);
  assert.deepEqual(gap.above, [
    { key: 'c', ms: 500 },
    { key: 'a', ms: 100 },
    { key: 'd', ms: 100 },
  ]);
  assert.equal(gap.aboveMs, 700);
  assert.equal(msAboveShare({ key: 'a', ms: 300, baselineMs: 800 }, 4), 100);
  assert.equal(msAboveShare({ key: 'b', ms: 50, baselineMs: 400 }, 4), 0);
});

test('a case exactly at its share is not above it; a bad factor is refused', () => {
  assert.deepEqual(speedGap([{ key: 'a', ms: 25, baselineMs: 100 }], 4).above, []);
  assert.deepEqual(speedGap([], 4), { targetMs: 0, totalMs: 0, above: [], aboveMs: 0 });
  assert.throws(() => speedGap([], 0), /factor must be positive/);
});
