/**
 * `popsim cts --shard K/N`: which (chip, case) pairs of a run shard K of N
 * runs. The split is a deterministic function of the run's pairs (chips in
 * the order given, cases in matrix order) and N alone — not of `--jobs`, the
 * machine or the time — so N processes on N machines, each given the same
 * selection, run disjoint parts that together are the whole run.
 *
 * Balance is by cost, not by count: case costs span four orders of magnitude
 * (an 8x8 case launches 2 K invocations, a 4xaa per-sample 1024x1024 case
 * 134 M). Each supported pair weighs `caseWeight` — its `expectedInvocations`
 * plus a fixed set-up cost — and not-supported pairs weigh 0 (a support
 * check, no device). The pairs go greedily, heaviest first, to the shard with
 * the least weight so far (Graham's longest-processing-time rule): no shard
 * exceeds the mean by more than the heaviest pair, and the largest is at most
 * 4/3 of the best possible split. Ties are broken by a stable order: equal
 * weights keep run order, and equally loaded shards are told apart by how many
 * pairs they hold and then by number, so zero-weight pairs spread evenly.
 */
import { expectedInvocations, type InterlockCase } from './cases.js';
import { CtsError } from './errors.js';
import { supportOf, type InterlockDeviceCaps } from './support.js';

/** Shard `index` of `count`, numbered from 1 (`--shard 1/4` … `--shard 4/4`). */
export interface ShardSpec {
  readonly index: number;
  readonly count: number;
}

/**
 * A supported case's fixed cost in invocations: device and pipeline set-up, the draw's launch and
 * the check take about 50 ms a case, which at the GPU model's 0.5 M invocations/s (docs/cts.md,
 * "Scale and speed") is the time of 25 K invocations. It matters only for runs of small cases
 * (an 8x8 case is 512–8192 invocations); at full size the 1024x1024 cases are 75 % of the work.
 */
export const CASE_SETUP_INVOCATIONS = 25_000;

/** What a pair costs to run, in invocations: 0 when the chip does not support the case (it is not run). */
export function caseWeight(c: InterlockCase, device: InterlockDeviceCaps): number {
  return supportOf(c, device) === 'supported' ? expectedInvocations(c) + CASE_SETUP_INVOCATIONS : 0;
}

/** `K/N` as written; the 1-based index is checked against the count. */
export function formatShard(s: ShardSpec): string {
  return `${s.index}/${s.count}`;
}

/** Parses `K/N` (1 ≤ K ≤ N); `location` names where the text came from in the error (`--shard`, an environment variable). */
export function parseShard(text: string, location = '--shard'): ShardSpec {
  const m = /^(\d+)\/(\d+)$/.exec(text.trim());
  if (m === null) throw new CtsError('bad-option', location, `'${text}' is not K/N (shard K of N, K from 1 to N)`);
  return checkedShard(Number(m[1]), Number(m[2]), location, `'${text}'`);
}

/** A ShardSpec from numbers, or CtsError('bad-option', location) naming `what` when they are no shard. */
export function checkedShard(index: number, count: number, location: string, what: string): ShardSpec {
  if (!Number.isSafeInteger(count) || count < 1) throw new CtsError('bad-option', location, `${what}: the shard count must be a positive integer`);
  if (!Number.isSafeInteger(index) || index < 1 || index > count) {
    throw new CtsError('bad-option', location, `${what}: shards are numbered 1 to ${count}, not ${index}`);
  }
  return { index, count };
}

/**
 * The shard (0-based) of each weight's item: longest processing time first into `count` bins, ties
 * by item order, then by the bin's load, item count and number (see the file comment).
 */
export function assignShards(weights: readonly number[], count: number): number[] {
  if (!Number.isSafeInteger(count) || count < 1) throw new RangeError(`shard count ${count}`);
  const order = weights.map((_, i) => i).sort((a, b) => weights[b]! - weights[a]! || a - b);
  const load = new Array<number>(count).fill(0);
  const items = new Array<number>(count).fill(0);
  const bin = new Array<number>(weights.length);
  for (const i of order) {
    let best = 0;
    for (let k = 1; k < count; k++) {
      if (load[k]! < load[best]! || (load[k] === load[best] && items[k]! < items[best]!)) best = k;
    }
    bin[i] = best;
    load[best]! += weights[i]!;
    items[best]!++;
  }
  return bin;
}

/** A chip of the run: its report name and the capabilities `supportOf` reads. */
export interface ShardChip {
  readonly chip: string;
  readonly device: InterlockDeviceCaps;
}

/** The pairs of one shard, as a test on (chip, case); `share` is the shard's part of the run's weight (0..1). */
export interface ShardSelection {
  readonly includes: (chip: string, c: InterlockCase) => boolean;
  /** Pairs in the shard, and in the whole run. */
  readonly pairs: number;
  readonly totalPairs: number;
  readonly share: number;
}

const pairKey = (chip: string, caseName: string): string => `${chip}\n${caseName}`;

/** Shard `spec` of the run of `cases` on `chips` (run order: chip by chip, cases in the order given). */
export function selectShard(chips: readonly ShardChip[], cases: readonly InterlockCase[], spec: ShardSpec): ShardSelection {
  const pairs = chips.flatMap((r) => cases.map((c) => ({ chip: r.chip, c, weight: caseWeight(c, r.device) })));
  const bins = assignShards(
    pairs.map((p) => p.weight),
    spec.count,
  );
  const mine = new Set<string>();
  let weight = 0;
  let total = 0;
  pairs.forEach((p, i) => {
    total += p.weight;
    if (bins[i] !== spec.index - 1) return;
    mine.add(pairKey(p.chip, p.c.name));
    weight += p.weight;
  });
  return {
    includes: (chip, c) => mine.has(pairKey(chip, c.name)),
    pairs: mine.size,
    totalPairs: pairs.length,
    share: total === 0 ? mine.size / Math.max(1, pairs.length) : weight / total,
  };
}
