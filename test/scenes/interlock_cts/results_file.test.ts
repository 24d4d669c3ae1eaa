/** `--results FILE`: header, run lines, one line per case, truncated and malformed lines, later lines winning, format-1 files. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CtsError, caseByName, formatFailure, type CaseOutcome } from '../../../src/scenes/interlock_cts/index.js';
import { ResultsFile, type ResultsOptions, type RunInfo } from '../../../src/scenes/interlock_cts/results_file.js';
import { tempDir } from '../../support/temp_dir.js';

const OPTIONS: ResultsOptions = { msaa8: false, debug: undefined, popsDebug: 'no-overlap-check' };
const PIXEL = caseByName('basic.nodiscard.image.pixel_ordered.1xaa.no_sample_shading.8x8');
const SAMPLE = caseByName('basic.nodiscard.ssbo.sample_ordered.4xaa.sample_shading.8x8');

const PASS: CaseOutcome = { kind: 'pass', stats: { invocations: 2048, cycles: 91234 } };
const FAIL: CaseOutcome = {
  kind: 'fail',
  stats: { invocations: 2048, cycles: 80000 },
  check: {
    pass: false,
    words: 256,
    wrongCount: 2,
    firstWrong: [
      { index: 1, x: 0, y: 0, sample: 1, expected: 0xffffffff, got: 1 },
      { index: 5, x: 1, y: 0, sample: undefined, expected: 0xffffffff, got: 3 },
    ],
  },
};
const ERROR: CaseOutcome = { kind: 'error', name: 'CompileError', code: undefined, message: 'boom\nsecond line' };

/** Equal but for fields that are undefined on one side and absent on the other (JSON drops them). */
function assertSameOutcome(actual: CaseOutcome | undefined, expected: CaseOutcome): void {
  assert.deepEqual(JSON.parse(JSON.stringify(actual ?? null)), JSON.parse(JSON.stringify(expected)));
}

function tempFile(): string {
  return join(tempDir('popsim-results-'), 'navi31.jsonl');
}

function noWarnings(m: string): void {
  assert.fail(`unexpected warning: ${m}`);
}

function isCtsError(code: string, location: string | RegExp) {
  return (e: unknown): boolean =>
    e instanceof CtsError && e.code === code && (typeof location === 'string' ? e.location === location : location.test(e.location));
}

test('results file: created with its header; cases written and read back whole', () => {
  const path = tempFile();
  const file = ResultsFile.open(path, OPTIONS, noWarnings);
  assert.equal(readFileSync(path, 'utf8'), '{"popsimCtsResults":2,"options":{"msaa8":false,"popsDebug":"no-overlap-check"}}\n');
  assert.equal(file.get('NAVI31', PIXEL.name), undefined);
  file.append({ chip: 'NAVI31', case: PIXEL, outcome: PASS, wallMs: 812.25 });
  file.append({ chip: 'NAVI31', case: SAMPLE, outcome: FAIL, wallMs: 1500 });
  file.append({ chip: 'RAVEN', case: PIXEL, outcome: ERROR, wallMs: 3 });
  assert.equal(readFileSync(path, 'utf8').split('\n').length, 5);
  assert.equal(file.get('NAVI31', PIXEL.name)?.wallMs, 812.25);

  const again = ResultsFile.open(path, OPTIONS, noWarnings);
  const pass = again.get('NAVI31', PIXEL.name);
  assert.deepEqual(pass?.outcome, PASS);
  assert.equal(pass?.wallMs, 812.25);
  assert.equal(pass?.chip, 'NAVI31');
  assert.equal(pass?.case, PIXEL.name);
  assert.ok(!Number.isNaN(Date.parse(pass?.at ?? '')));
  // A failure re-prints its first wrong values exactly as when it ran.
  const fail = again.get('NAVI31', SAMPLE.name);
  assert.ok(fail !== undefined);
  assert.equal(formatFailure({ chip: 'NAVI31', case: SAMPLE, outcome: fail.outcome, wallMs: 0 }), formatFailure({ chip: 'NAVI31', case: SAMPLE, outcome: FAIL, wallMs: 0 }));
  const error = again.get('RAVEN', PIXEL.name);
  assert.ok(error !== undefined);
  assert.equal(formatFailure({ chip: 'RAVEN', case: PIXEL, outcome: error.outcome, wallMs: 0 }), `ERROR ${PIXEL.name}: CompileError: boom`);
  assert.equal(again.get('RAVEN', SAMPLE.name), undefined);
});

test('results file: other options than the header is a bad-option error naming the difference', () => {
  const path = tempFile();
  ResultsFile.open(path, OPTIONS, noWarnings);
  const before = readFileSync(path, 'utf8');
  assert.throws(
    () => ResultsFile.open(path, { ...OPTIONS, debug: 'no-z-info-fix' }, noWarnings),
    (e: unknown) => isCtsError('bad-option', '--results')(e) && /no --debug there, --debug "no-z-info-fix" here/.test((e as Error).message),
  );
  assert.throws(
    () => ResultsFile.open(path, { msaa8: true }, noWarnings),
    (e: unknown) =>
      isCtsError('bad-option', '--results')(e) &&
      /no --msaa8 there, --msaa8 here/.test((e as Error).message) &&
      /--pops-debug "no-overlap-check" there, no --pops-debug here/.test((e as Error).message),
  );
  // Lazy polling changes cycle counts: a file never mixes it with exact runs (and files without the key stay exact).
  assert.throws(
    () => ResultsFile.open(path, { ...OPTIONS, lazyPolling: true }, noWarnings),
    (e: unknown) => isCtsError('bad-option', '--results')(e) && /no --lazy-polling there, --lazy-polling here/.test((e as Error).message),
  );
  assert.equal(readFileSync(path, 'utf8'), before);
});

test('results file: a truncated last line is ignored with a warning and cut off, so appends stay whole', () => {
  const path = tempFile();
  const file = ResultsFile.open(path, OPTIONS, noWarnings);
  file.append({ chip: 'NAVI31', case: PIXEL, outcome: PASS, wallMs: 10 });
  const whole = readFileSync(path, 'utf8');
  appendFileSync(path, '{"chip":"NAVI31","case":"basic.nodiscard.ssbo.sample_ord');
  const warnings: string[] = [];
  const resumed = ResultsFile.open(path, OPTIONS, (m) => warnings.push(m));
  assert.equal(warnings.length, 1);
  assert.match(warnings[0]!, /navi31\.jsonl:3: ignoring a truncated last line/);
  assert.equal(readFileSync(path, 'utf8'), whole);
  assert.deepEqual(resumed.get('NAVI31', PIXEL.name)?.outcome, PASS);
  assert.equal(resumed.get('NAVI31', SAMPLE.name), undefined);
  resumed.append({ chip: 'NAVI31', case: SAMPLE, outcome: FAIL, wallMs: 20 });
  assertSameOutcome(ResultsFile.open(path, OPTIONS, noWarnings).get('NAVI31', SAMPLE.name)?.outcome, FAIL);
});

test('results file: a malformed line before the last is an error naming its line; so is a file without the header', () => {
  const path = tempFile();
  const file = ResultsFile.open(path, OPTIONS, noWarnings);
  file.append({ chip: 'NAVI31', case: PIXEL, outcome: PASS, wallMs: 10 });
  appendFileSync(path, '{"chip":"NAVI31","case":"x","outcome":{"kind":"maybe"},"wallMs":1,"at":"now"}\n');
  file.append({ chip: 'NAVI31', case: SAMPLE, outcome: PASS, wallMs: 10 });
  assert.throws(() => ResultsFile.open(path, OPTIONS, noWarnings), isCtsError('bad-results-file', `${path}:3`));

  const garbled = tempFile();
  writeFileSync(garbled, `${readFileSync(path, 'utf8').split('\n')[0]}\n{"chip":\n`);
  assert.throws(() => ResultsFile.open(garbled, OPTIONS, noWarnings), isCtsError('bad-results-file', `${garbled}:2`));

  const other = tempFile();
  writeFileSync(other, 'chip,case,outcome\nNAVI31,x,pass\n');
  assert.throws(() => ResultsFile.open(other, OPTIONS, noWarnings), isCtsError('bad-results-file', `${other}:1`));
  assert.equal(readFileSync(other, 'utf8'), 'chip,case,outcome\nNAVI31,x,pass\n');
});

test('results file: a later line for the same chip and case replaces an earlier one', () => {
  const path = tempFile();
  const file = ResultsFile.open(path, OPTIONS, noWarnings);
  file.append({ chip: 'NAVI31', case: PIXEL, outcome: FAIL, wallMs: 10 });
  file.append({ chip: 'RAVEN', case: PIXEL, outcome: FAIL, wallMs: 11 });
  file.append({ chip: 'NAVI31', case: PIXEL, outcome: PASS, wallMs: 12 });
  assert.equal(file.get('NAVI31', PIXEL.name)?.wallMs, 12);
  const again = ResultsFile.open(path, OPTIONS, noWarnings);
  assert.deepEqual(again.get('NAVI31', PIXEL.name)?.outcome, PASS);
  assert.equal(again.get('NAVI31', PIXEL.name)?.wallMs, 12);
  assertSameOutcome(again.get('RAVEN', PIXEL.name)?.outcome, FAIL);
});

test('ResultsFile.read: header options and the latest line per case, without touching the file (truncated last line left in place)', () => {
  const path = tempFile();
  const file = ResultsFile.open(path, OPTIONS, noWarnings);
  file.append({ chip: 'NAVI31', case: PIXEL, outcome: FAIL, wallMs: 10 });
  file.append({ chip: 'NAVI31', case: SAMPLE, outcome: PASS, wallMs: 20 });
  file.append({ chip: 'NAVI31', case: PIXEL, outcome: PASS, wallMs: 30 });
  appendFileSync(path, '{"chip":"NAVI31","case":"basic.');
  const before = readFileSync(path, 'utf8');
  const { options, records } = ResultsFile.read(path);
  assert.deepEqual(options, { msaa8: false, popsDebug: 'no-overlap-check' });
  assert.deepEqual(
    records.map((r) => [r.case, r.outcome.kind, r.wallMs]),
    [
      [PIXEL.name, 'pass', 30],
      [SAMPLE.name, 'pass', 20],
    ],
  );
  assert.equal(readFileSync(path, 'utf8'), before);
  assert.throws(() => ResultsFile.read(join(path, 'missing')), isCtsError('bad-option', '--results'));
});

const RUN: RunInfo = { model: { version: '0.1.0', code: 'sha256:0123456789abcdef' }, chips: ['NAVI31'], maxDim: 8, shard: { index: 2, count: 3 } };

const kindsOf = (path: string): string[] => readFileSync(path, 'utf8').trim().split('\n').map((l) => Object.keys(JSON.parse(l) as object)[0]!);

test('results file: a run line follows the header of a new file, and precedes the cases of each later sitting that records any', () => {
  const path = tempFile();
  const file = ResultsFile.open(path, OPTIONS, noWarnings, RUN);
  const [header, run] = readFileSync(path, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
  assert.deepEqual(header, { popsimCtsResults: 2, options: { msaa8: false, popsDebug: 'no-overlap-check' } });
  const { at, ...recorded } = run!.run as Record<string, unknown>;
  assert.deepEqual(recorded, RUN);
  assert.ok(!Number.isNaN(Date.parse(String(at))));
  file.append({ chip: 'NAVI31', case: PIXEL, outcome: PASS, wallMs: 1 });
  assert.deepEqual(kindsOf(path), ['popsimCtsResults', 'run', 'chip']);
  // A sitting that records nothing leaves the file as it is.
  const before = readFileSync(path, 'utf8');
  ResultsFile.open(path, OPTIONS, noWarnings, { ...RUN, maxDim: 16 });
  assert.equal(readFileSync(path, 'utf8'), before);
  // One that records cases writes its run line first, once.
  const later = ResultsFile.open(path, OPTIONS, noWarnings, { ...RUN, maxDim: 16 });
  later.append({ chip: 'NAVI31', case: SAMPLE, outcome: PASS, wallMs: 2 });
  later.append({ chip: 'RAVEN', case: SAMPLE, outcome: PASS, wallMs: 3 });
  assert.deepEqual(kindsOf(path), ['popsimCtsResults', 'run', 'chip', 'run', 'chip', 'chip']);
  const read = ResultsFile.read(path);
  assert.equal(read.format, 2);
  assert.deepEqual(read.runs.map((r) => r.maxDim), [8, 16]);
  assert.deepEqual(read.records.map((r) => r.wallMs), [1, 2, 3]);
});

test('results file: a malformed run line is an error naming its line', () => {
  const path = tempFile();
  ResultsFile.open(path, OPTIONS, noWarnings, RUN);
  appendFileSync(path, '{"run":{"chips":["NAVI31"],"maxDim":8,"at":"now"}}\n');
  assert.throws(() => ResultsFile.read(path), isCtsError('bad-results-file', `${path}:3`));
});

test('results file: format-1 files (no run lines) are read and resumed; cases are appended without a run line', () => {
  const path = tempFile();
  writeFileSync(path, '{"popsimCtsResults":1,"options":{"msaa8":false,"popsDebug":"no-overlap-check"}}\n');
  const warnings: string[] = [];
  const file = ResultsFile.open(path, OPTIONS, (m) => warnings.push(m), RUN);
  assert.equal(warnings.length, 1);
  assert.match(warnings[0]!, /is a format-1 results file/);
  file.append({ chip: 'NAVI31', case: PIXEL, outcome: PASS, wallMs: 1 });
  assert.deepEqual(kindsOf(path), ['popsimCtsResults', 'chip']);
  const read = ResultsFile.read(path);
  assert.deepEqual([read.format, read.runs.length, read.records.length], [1, 0, 1]);
  // Without run information (a caller that records none) nothing is said.
  ResultsFile.open(path, OPTIONS, noWarnings);
  // Other formats are refused.
  writeFileSync(path, '{"popsimCtsResults":3,"options":{"msaa8":false}}\n');
  assert.throws(() => ResultsFile.read(path), (e: unknown) => isCtsError('bad-results-file', `${path}:1`)(e) && /format 3, this popsim reads 1 and 2/.test((e as Error).message));
});
