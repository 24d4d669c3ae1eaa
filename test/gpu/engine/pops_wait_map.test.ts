/**
 * The POPS-wait map's counter on its own (engine/pops_wait_map.ts): lanes
 * with coverage count at their pixel, the overlap mask picks `overlapped`
 * lanes across both 32-lane halves, the arrays grow keeping their counts,
 * the snapshot is trimmed to the pixels seen, reset zeroes; maps of a
 * submission's runs add up (addPopsWaitMaps, the driver's sumRunStats).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { addPopsWaitMaps, PopsWaitCounter, type PopsWaitMap } from '../../../src/gpu/engine/pops_wait_map.js';
import { createLaneCoverage } from '../../../src/gpu/rb/lane_coverage.js';
import { sumRunStats } from '../../../src/driver/run_stats_sum.js';
import type { RunStats } from '../../../src/gpu/index.js';

/** A wave64 lane map with the given (lane, x, y) lanes covered. */
function lanes(list: readonly (readonly [number, number, number])[]) {
  const map = createLaneCoverage(64);
  for (const [lane, x, y] of list) {
    map.x[lane] = x;
    map.y[lane] = y;
    map.coverage[lane] = 0b1;
  }
  return map;
}

function at(map: PopsWaitMap, k: 'invocations' | 'waited' | 'overlapped' | 'waits', x: number, y: number): number {
  return map[k][y * map.width + x]!;
}

test('PopsWaitCounter: covered lanes count at their pixel; the overlap mask selects lanes 0–63; helper lanes never count', () => {
  const c = new PopsWaitCounter();
  assert.deepEqual([c.snapshot().width, c.snapshot().height], [0, 0], 'nothing seen');
  const wave = lanes([
    [0, 2, 1],
    [1, 3, 1],
    [40, 3, 1],
    [63, 5, 4],
  ]);
  wave.x[7] = 9; // a helper lane: coverage 0
  wave.y[7] = 9;
  c.launched(wave);
  c.waited(wave, 0b10, 1 << (63 - 32));
  const m = c.snapshot();
  assert.deepEqual([m.width, m.height], [6, 5], 'trimmed to the pixels seen (the helper lane is not seen)');
  assert.deepEqual([at(m, 'invocations', 2, 1), at(m, 'invocations', 3, 1), at(m, 'invocations', 5, 4)], [1, 2, 1]);
  assert.deepEqual([at(m, 'waited', 2, 1), at(m, 'waited', 3, 1), at(m, 'waited', 5, 4)], [1, 2, 1]);
  assert.deepEqual([at(m, 'overlapped', 2, 1), at(m, 'overlapped', 3, 1), at(m, 'overlapped', 5, 4)], [0, 1, 1], 'lanes 1 and 63 only');
  assert.deepEqual([at(m, 'waits', 2, 1), at(m, 'waits', 3, 1), at(m, 'waits', 5, 4)], [1, 1, 1], 'a wave waits once at a pixel, however many of its lanes are there');
  c.waited(wave, 0, 0);
  assert.equal(at(c.snapshot(), 'waits', 3, 1), 2, 'a second waiting wave counts again');
  assert.equal(m.invocations.reduce((s, v) => s + v, 0), 4);
});

test('PopsWaitCounter: growing past the first area keeps the counts; reset zeroes them and the extent', () => {
  const c = new PopsWaitCounter();
  c.launched(lanes([[0, 1, 1]]));
  c.launched(lanes([[0, 200, 70]])); // beyond the first 64 × 64
  c.launched(lanes([[0, 1, 1]]));
  const m = c.snapshot();
  assert.deepEqual([m.width, m.height], [201, 71]);
  assert.equal(at(m, 'invocations', 1, 1), 2);
  assert.equal(at(m, 'invocations', 200, 70), 1);
  c.reset();
  assert.deepEqual([c.snapshot().width, c.snapshot().height], [0, 0]);
  c.launched(lanes([[0, 3, 2]]));
  const after = c.snapshot();
  assert.deepEqual([after.width, after.height, at(after, 'invocations', 3, 2), at(after, 'invocations', 1, 1)], [4, 3, 1, 0]);
});

function map(width: number, height: number, fill: number): PopsWaitMap {
  const a = () => new Uint32Array(width * height).fill(fill);
  return { width, height, invocations: a(), waited: a(), overlapped: a(), waits: a() };
}

test('addPopsWaitMaps and sumRunStats: the runs of one submission add pixel by pixel over the larger area', () => {
  const sum = addPopsWaitMaps(map(2, 1, 1), map(1, 2, 10));
  assert.deepEqual([sum.width, sum.height], [2, 2]);
  assert.deepEqual([...sum.waited], [11, 1, 10, 0]);
  const stats = (cycles: number, m?: PopsWaitMap) => ({ cycles, instructions: { salu: 1 }, pops: { wavesLaunched: cycles }, ...(m === undefined ? {} : { popsWaitMap: m }) }) as unknown as RunStats;
  const both = sumRunStats(stats(5, map(1, 1, 2)), stats(7, map(1, 1, 3)));
  assert.equal(both.cycles, 12);
  assert.deepEqual([...both.popsWaitMap!.overlapped], [5]);
  assert.equal(sumRunStats(stats(1), stats(2)).popsWaitMap, undefined, 'no map without the option');
  assert.deepEqual([...sumRunStats(stats(1), stats(2, map(1, 1, 4))).popsWaitMap!.invocations], [4]);
});
