/** `popsim cts --merge`: shards' results files joined into the run's result; refused when they do not make up one run. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CtsError, caseByName, formatReport, selectCases, type CaseOutcome, type InterlockCase } from '../../../src/scenes/interlock_cts/index.js';
import { mergeResults } from '../../../src/scenes/interlock_cts/merge_results.js';
import { ResultsFile, type ResultsOptions, type RunInfo } from '../../../src/scenes/interlock_cts/results_file.js';
import { tempDir } from '../../support/temp_dir.js';

const MODEL = { version: '0.1.0', code: 'sha256:00112233aabbccdd' };
const FILTER = 'basic.nodiscard.image.*_ordered.*';
const RUN: RunInfo = { model: MODEL, chips: ['RAVEN', 'NAVI31'], filter: FILTER, maxDim: 8 };
const OPTIONS: ResultsOptions = { msaa8: false };
const CASES = selectCases({ filter: FILTER, maxDim: 8 });

/** What each case "did": pass with cycles from its name, not supported for shading rate. */
function outcomeOf(chip: string, c: InterlockCase): CaseOutcome {
  if (c.interlock.startsWith('shading_rate')) return { kind: 'not-supported', reason: 'Fragment shader shading rate interlock not supported' };
  return { kind: 'pass', stats: { invocations: 2048, cycles: 1000 * c.name.length + chip.length } };
}

const dir = (): string => tempDir('popsim-merge-');

/** Every case line written gets its own wall time, so a test can tell which file a record came from. */
let lines = 0;

/** A results file of `run` holding the pairs `take` picks (k-th pair of the run order). */
function shardFile(path: string, take: (k: number) => boolean, run: RunInfo = RUN, options: ResultsOptions = OPTIONS): string {
  const file = ResultsFile.open(path, options, () => {}, run);
  let k = 0;
  for (const chip of run.chips) for (const c of CASES) if (take(k++)) file.append({ chip, case: c, outcome: outcomeOf(chip, c), wallMs: ++lines });
  return path;
}

function isError(code: string, message: RegExp, location?: string) {
  return (e: unknown): boolean => e instanceof CtsError && e.code === code && message.test(e.message) && (location === undefined || e.location === location);
}

test('merge: two halves give the whole run, in run order, with the report of one run; --results writes a file that merges again', () => {
  const d = dir();
  const a = shardFile(join(d, 'a.jsonl'), (k) => k % 2 === 0, { ...RUN, shard: { index: 1, count: 2 } });
  const b = shardFile(join(d, 'b.jsonl'), (k) => k % 2 === 1, { ...RUN, shard: { index: 2, count: 2 } });
  const merged = mergeResults([a, b]);
  assert.deepEqual(merged.run, { model: MODEL, chips: ['RAVEN', 'NAVI31'], filter: FILTER, maxDim: 8 });
  assert.deepEqual(merged.options, { msaa8: false });
  assert.deepEqual(
    merged.records.map((r) => `${r.chip} ${r.case}`),
    RUN.chips.flatMap((chip) => CASES.map((c) => `${chip} ${c.name}`)),
  );
  assert.equal(CASES.length, 9);
  const counts = merged.suite.chips.map((c) => [c.chip, c.counts.pass, c.counts.notSupported, c.cycles]);
  const cycles = (chip: string): number => CASES.reduce((s, c) => s + (c.interlock.startsWith('shading') ? 0 : 1000 * c.name.length + chip.length), 0);
  assert.deepEqual(counts, [
    ['RAVEN', 6, 3, cycles('RAVEN')],
    ['NAVI31', 6, 3, cycles('NAVI31')],
  ]);
  assert.match(formatReport(merged.suite), /^RAVEN: 6 pass, 0 fail, 3 not supported\nNAVI31: 6 pass, 0 fail, 3 not supported\ntotal \(2 chips\): 12 pass/);

  const out = join(d, 'merged.jsonl');
  ResultsFile.write(out, merged.options, merged.run, merged.records);
  const written = ResultsFile.read(out);
  assert.equal(written.format, 2);
  assert.deepEqual(written.runs.map((r) => ({ ...r, at: 'x' })), [{ ...merged.run, at: 'x' }]);
  assert.deepEqual(mergeResults([out]).records, merged.records);
  // The merged file resumes like any results file: every case is there.
  const resumed = ResultsFile.open(out, OPTIONS, () => assert.fail('no warning expected'), merged.run);
  assert.deepEqual(resumed.get('NAVI31', CASES[0]!.name)?.outcome, outcomeOf('NAVI31', CASES[0]!));
  // Never overwritten.
  assert.throws(() => ResultsFile.write(out, merged.options, merged.run, merged.records), isError('bad-option', /exists; --merge writes a new file/, '--results'));
});

test('merge: a case in two files with the same outcome is kept once (the first file\'s); lines outside the selection are ignored', () => {
  const d = dir();
  const a = shardFile(join(d, 'a.jsonl'), (k) => k < 12);
  const b = shardFile(join(d, 'b.jsonl'), (k) => k >= 6);
  // A case of another dim in b: not part of this selection.
  ResultsFile.open(b, OPTIONS, () => {}).append({ chip: 'RAVEN', case: caseByName('basic.nodiscard.image.pixel_ordered.1xaa.no_sample_shading.16x16'), outcome: { kind: 'hang', message: 'x' }, wallMs: 1 });
  const merged = mergeResults([a, b]);
  assert.equal(merged.records.length, 18);
  assert.equal(merged.records[6]!.wallMs, ResultsFile.read(a).records[6]!.wallMs);
  assert.notEqual(merged.records[6]!.wallMs, ResultsFile.read(b).records[0]!.wallMs);
  assert.equal(merged.suite.chips[0]!.counts.fail, 0);
});

test('merge refuses shards of other options, naming the difference', () => {
  const d = dir();
  const a = shardFile(join(d, 'a.jsonl'), (k) => k % 2 === 0);
  const lazy = shardFile(join(d, 'b.jsonl'), (k) => k % 2 === 1, RUN, { ...OPTIONS, lazyPolling: true });
  assert.throws(() => mergeResults([a, lazy]), isError('shard-mismatch', /other options than .*a\.jsonl \(no --lazy-polling there, --lazy-polling here\)/, lazy));
  const debug = shardFile(join(d, 'c.jsonl'), (k) => k % 2 === 1, RUN, { ...OPTIONS, popsDebug: 'no-overlap-check' });
  assert.throws(() => mergeResults([a, debug]), isError('shard-mismatch', /--pops-debug "no-overlap-check" here/, debug));
});

test('merge refuses shards of another model version, also one run line of a file that was resumed by another build', () => {
  const d = dir();
  const a = shardFile(join(d, 'a.jsonl'), (k) => k % 2 === 0);
  const other = shardFile(join(d, 'b.jsonl'), (k) => k % 2 === 1, { ...RUN, model: { ...MODEL, code: 'sha256:ffffffffffffffff' } });
  assert.throws(() => mergeResults([a, other]), isError('shard-mismatch', /cases of another popsim model: 0\.1\.0 sha256:ffffffffffffffff, .*a\.jsonl has 0\.1\.0 sha256:00112233aabbccdd/, other));
  const version = shardFile(join(d, 'c.jsonl'), (k) => k % 2 === 1, { ...RUN, model: { ...MODEL, version: '0.2.0' } });
  assert.throws(() => mergeResults([a, version]), isError('shard-mismatch', /another popsim model: 0\.2\.0/));
  // b2 starts with this model, then a later sitting of another build appends to it.
  const mixed = shardFile(join(d, 'd.jsonl'), (k) => k % 2 === 1 && k < 9);
  const warnings: string[] = [];
  ResultsFile.open(mixed, OPTIONS, (m) => warnings.push(m), { ...RUN, model: { ...MODEL, code: 'sha256:0000000000000001' } }).append({
    chip: 'NAVI31',
    case: CASES[8]!,
    outcome: outcomeOf('NAVI31', CASES[8]!),
    wallMs: 1,
  });
  assert.match(warnings.join('\n'), /holds cases recorded by another popsim \(0\.1\.0 sha256:00112233aabbccdd, this is 0\.1\.0 sha256:0000000000000001\)/);
  assert.throws(() => mergeResults([a, mixed]), isError('shard-mismatch', /another popsim model: 0\.1\.0 sha256:0000000000000001/, mixed));
});

test('merge refuses shards of another case selection', () => {
  const d = dir();
  const a = shardFile(join(d, 'a.jsonl'), (k) => k % 2 === 0);
  const b = shardFile(join(d, 'b.jsonl'), (k) => k % 2 === 1, { ...RUN, maxDim: 16 });
  assert.throws(() => mergeResults([a, b]), isError('shard-mismatch', /another case selection: .*--max-dim 16.*; .*a\.jsonl: .*--max-dim 8/, b));
  const c = shardFile(join(d, 'c.jsonl'), (k) => k % 2 === 1, { ...RUN, chips: ['NAVI31', 'RAVEN'] });
  assert.throws(() => mergeResults([a, c]), isError('shard-mismatch', /another case selection: .*NAVI31,RAVEN/, c));
});

test('merge refuses a format-1 file (no model or selection recorded), whose cases still resume', () => {
  const d = dir();
  const a = shardFile(join(d, 'a.jsonl'), (k) => k % 2 === 0);
  const old = join(d, 'old.jsonl');
  writeFileSync(old, '{"popsimCtsResults":1,"options":{"msaa8":false}}\n');
  const c = CASES[1]!;
  appendFileSync(old, `${JSON.stringify({ chip: 'RAVEN', case: c.name, outcome: outcomeOf('RAVEN', c), wallMs: 3, at: '2026-01-01T00:00:00.000Z' })}\n`);
  assert.throws(() => mergeResults([a, old]), isError('shard-mismatch', /format 1 results file without a run line/, old));
  const warnings: string[] = [];
  const resumed = ResultsFile.open(old, OPTIONS, (m) => warnings.push(m), RUN);
  assert.deepEqual(resumed.get('RAVEN', c.name)?.outcome, outcomeOf('RAVEN', c));
  assert.match(warnings.join('\n'), /format-1 results file .* popsim cts --merge refuses it/);
  // Appending keeps it format 1: no run line in it.
  resumed.append({ chip: 'RAVEN', case: CASES[2]!, outcome: outcomeOf('RAVEN', CASES[2]!), wallMs: 4 });
  assert.deepEqual(
    readFileSync(old, 'utf8').trim().split('\n').map((l) => Object.keys(JSON.parse(l) as object)[0]),
    ['popsimCtsResults', 'chip', 'chip'],
  );
});

test('merge refuses one case with two outcomes, naming the case and both', () => {
  const d = dir();
  const a = shardFile(join(d, 'a.jsonl'), () => true);
  const b = join(d, 'b.jsonl');
  const c = CASES[0]!;
  ResultsFile.open(b, OPTIONS, () => {}, RUN).append({ chip: 'NAVI31', case: c, outcome: { kind: 'pass', stats: { invocations: 2048, cycles: 1 } }, wallMs: 1 });
  const cycles = 1000 * c.name.length + 'NAVI31'.length;
  assert.throws(
    () => mergeResults([a, b]),
    isError('shard-conflict', new RegExp(`pass \\(2048 invocations, ${cycles} cycles\\) in .*a\\.jsonl, pass \\(2048 invocations, 1 cycles\\) in .*b\\.jsonl`), `NAVI31 ${c.name}`),
  );
});

test('merge refuses a run with a missing case, saying which shards the files hold', () => {
  const d = dir();
  const a = shardFile(join(d, 'a.jsonl'), (k) => k % 3 === 0, { ...RUN, shard: { index: 1, count: 3 } });
  const b = shardFile(join(d, 'b.jsonl'), (k) => k % 3 === 1, { ...RUN, shard: { index: 2, count: 3 } });
  assert.throws(() => mergeResults([a, b]), isError('shard-missing', /in no file — 6 of the run's 18 cases are missing .*; the files hold shard 1\/3, shard 2\/3/, `RAVEN ${CASES[2]!.name}`));
  assert.throws(() => mergeResults([]), isError('bad-option', /no results files given/));
});
