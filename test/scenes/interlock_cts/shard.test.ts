/** `--shard K/N`: the split is a partition of the run's pairs, balanced by estimated cost, deterministic; K/N parsing. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  CTS_CASES,
  CtsError,
  assignShards,
  caseWeight,
  expectedInvocations,
  parseShard,
  selectShard,
  selectCases,
  supportOf,
  CASE_SETUP_INVOCATIONS,
  type ShardChip,
} from '../../../src/scenes/interlock_cts/index.js';
import { physicalDevices } from './fixtures.js';

/** Every chip of the table, as the CLI's runners name them. */
const CHIPS: readonly ShardChip[] = physicalDevices().map((device) => ({ chip: device.chip.name, device }));

const pairKeys = (chips: readonly ShardChip[], cases: typeof CTS_CASES): string[] => chips.flatMap((r) => cases.map((c) => `${r.chip} ${c.name}`));

test('caseWeight: a supported case costs its invocations plus the set-up; a not-supported one nothing', () => {
  const raven = CHIPS.find((c) => c.chip === 'RAVEN')!.device;
  for (const c of CTS_CASES) {
    const expected = supportOf(c, raven) === 'supported' ? expectedInvocations(c) + CASE_SETUP_INVOCATIONS : 0;
    assert.equal(caseWeight(c, raven), expected, c.name);
  }
  assert.equal(caseWeight(CTS_CASES.find((c) => c.name === 'basic.nodiscard.ssbo.sample_ordered.4xaa.sample_shading.1024x1024')!, raven), 32 * 4 * 1024 * 1024 + CASE_SETUP_INVOCATIONS);
});

test('assignShards: longest first into the least loaded shard; ties by item order, then item count, then shard number', () => {
  // Graham's example where LPT is not optimal (7 against 6): the assignment is pinned, not just its quality.
  assert.deepEqual(assignShards([2, 3, 2, 3, 2], 2), [0, 0, 1, 1, 0]);
  // Zero weights (not-supported pairs) spread by count.
  assert.deepEqual(assignShards([0, 0, 0, 0, 0, 0, 0], 3), [0, 1, 2, 0, 1, 2, 0]);
  assert.deepEqual(assignShards([9, 1, 1], 1), [0, 0, 0]);
  assert.deepEqual(assignShards([], 4), []);
  assert.throws(() => assignShards([1], 0), RangeError);
});

test('shards partition the run: every (chip, case) pair in exactly one shard, whatever N', () => {
  const cases = CTS_CASES;
  const all = pairKeys(CHIPS, cases);
  for (const count of [1, 2, 3, 7, 16]) {
    const seen = new Map<string, number>();
    let pairs = 0;
    for (let index = 1; index <= count; index++) {
      const shard = selectShard(CHIPS, cases, { index, count });
      assert.equal(shard.totalPairs, all.length);
      pairs += shard.pairs;
      for (const r of CHIPS) for (const c of cases) if (shard.includes(r.chip, c)) seen.set(`${r.chip} ${c.name}`, (seen.get(`${r.chip} ${c.name}`) ?? 0) + 1);
    }
    assert.equal(pairs, all.length, `N=${count}: pairs over the shards`);
    assert.deepEqual([...seen.keys()].sort(), [...all].sort(), `N=${count}: pairs covered`);
    assert.ok([...seen.values()].every((n) => n === 1), `N=${count}: a pair in two shards`);
  }
  // More shards than pairs: one pair each, the rest empty.
  const weights = CHIPS.flatMap((r) => cases.map((c) => caseWeight(c, r.device)));
  const bins = assignShards(weights, 5000);
  assert.equal(new Set(bins).size, weights.length);
  assert.ok(bins.every((b) => b >= 0 && b < 5000));
});

test('shards are balanced by estimated cost: the largest is within one case of the mean (Graham), and within 1 % for the full matrix over 7 chips', () => {
  const weights = CHIPS.flatMap((r) => CTS_CASES.map((c) => caseWeight(c, r.device)));
  const total = weights.reduce((a, w) => a + w, 0);
  const heaviest = Math.max(...weights);
  for (const count of [2, 3, 8, 16, 64]) {
    const bins = assignShards(weights, count);
    const load = new Array<number>(count).fill(0);
    bins.forEach((b, i) => (load[b]! += weights[i]!));
    const mean = total / count;
    const max = Math.max(...load);
    // List scheduling: the last pair placed on the fullest shard went to the least loaded one.
    assert.ok(max <= mean + (1 - 1 / count) * heaviest, `N=${count}: max ${max} > mean ${mean} + heaviest ${heaviest}`);
    if (count <= 16) assert.ok(max / mean < 1.01, `N=${count}: max/mean ${(max / mean).toFixed(4)}`);
  }
  // By count instead, round robin over the run order would give one shard every 1024x1024 case (dims repeat every 8 cases).
  const byCount = (k: number): number => weights.filter((_, i) => i % 8 === k).reduce((a, w) => a + w, 0);
  assert.ok(Math.max(...[0, 1, 2, 3, 4, 5, 6, 7].map(byCount)) / (total / 8) > 5, 'the check above can tell a count split from a cost split');
});

test('the split is deterministic: the same run and N give the same shards, each call', () => {
  const cases = selectCases({ maxDim: 64 });
  const members = (): string[][] =>
    [1, 2, 3].map((index) => {
      const shard = selectShard(CHIPS, cases, { index, count: 3 });
      return CHIPS.flatMap((r) => cases.filter((c) => shard.includes(r.chip, c)).map((c) => `${r.chip} ${c.name}`));
    });
  const first = members();
  assert.deepEqual(members(), first);
  // The shares of estimated work add up and are near a third each.
  const shares = [1, 2, 3].map((index) => selectShard(CHIPS, cases, { index, count: 3 }).share);
  assert.ok(Math.abs(shares.reduce((a, s) => a + s, 0) - 1) < 1e-9);
  for (const s of shares) assert.ok(Math.abs(s - 1 / 3) < 0.02, `share ${s}`);
});

test('parseShard: K/N with K from 1 to N; anything else is a bad-option error naming where it came from', () => {
  assert.deepEqual(parseShard('1/3'), { index: 1, count: 3 });
  assert.deepEqual(parseShard('3/3'), { index: 3, count: 3 });
  assert.deepEqual(parseShard('1/1'), { index: 1, count: 1 });
  for (const [text, message] of [
    ['0/3', /shards are numbered 1 to 3, not 0/],
    ['4/3', /shards are numbered 1 to 3, not 4/],
    ['1/0', /the shard count must be a positive integer/],
    ['2', /is not K\/N/],
    ['a/b', /is not K\/N/],
    ['-1/2', /is not K\/N/],
  ] as const) {
    assert.throws(() => parseShard(text), (e: unknown) => e instanceof CtsError && e.code === 'bad-option' && e.location === '--shard' && message.test(e.message), text);
  }
  assert.throws(() => parseShard('5/4', 'JOB_COMPLETION_INDEX'), (e: unknown) => e instanceof CtsError && e.location === 'JOB_COMPLETION_INDEX');
});
