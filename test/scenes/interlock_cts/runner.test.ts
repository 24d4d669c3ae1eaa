import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  CtsError,
  caseByName,
  filterCases,
  formatProgress,
  formatReport,
  maxDimCases,
  CTS_CASES,
  referenceRunner,
  runSuite,
  recordedSuite,
  selectShard,
  suitePassed,
  expectedResult,
  resultExtent,
  type InterlockCaseRunner,
  type SuiteProgress,
  type SuiteResult,
} from '../../../src/scenes/interlock_cts/index.js';
import { GpuHangError } from '../../../src/gpu/engine/errors.js';
import { physicalDevices } from './fixtures.js';

test('P5: every chip through runSuite with a correct order: 48 pass, 0 fail, 24 not supported at 8x8', async () => {
  const runners = physicalDevices().map((pd) => referenceRunner(pd.chip.name, pd, { order: { kind: 'primitive' } }));
  const progress: SuiteProgress[] = [];
  const suite = await runSuite(runners, maxDimCases(CTS_CASES, 8), { jobs: 3, onProgress: (p) => progress.push(p) });
  assert.equal(suite.chips.length, 7);
  for (const chip of suite.chips) assert.deepEqual(chip.counts, { pass: 48, fail: 0, notSupported: 24 });
  assert.equal(suitePassed(suite), true);
  assert.equal(progress.length, 7 * 72);
  assert.deepEqual(
    progress.map((p) => p.done),
    Array.from({ length: 7 * 72 }, (_, i) => i + 1),
  );
  // Results keep case order.
  assert.deepEqual(
    suite.chips[0]!.results.map((r) => r.case.name),
    maxDimCases(CTS_CASES, 8).map((c) => c.name),
  );
  assert.equal(
    formatReport(suite).split('\n')[6],
    'NAVI31: 48 pass, 0 fail, 24 not supported',
  );
  assert.equal(formatReport(suite).split('\n')[7], 'total (7 chips): 336 pass, 0 fail, 168 not supported');
  // 1xaa pixel case: 64 words × 32 invocations.
  const first = suite.chips[0]!.results[0]!;
  assert.equal(first.outcome.kind === 'pass' ? first.outcome.stats.invocations : -1, 2048);
});

test('a misordering device fails the ordered cases, and the report shows the first wrong values', async () => {
  const [vega10] = physicalDevices();
  const cases = filterCases('basic.nodiscard.image.pixel_*.1xaa.no_sample_shading.8x8');
  const suite = await runSuite(referenceRunner('VEGA10', vega10!, { order: { kind: 'reversed' } }), cases);
  assert.deepEqual(suite.chips[0]!.counts, { pass: 1, fail: 1, notSupported: 0 });
  assert.equal(suitePassed(suite), false);
  assert.equal(
    formatReport(suite),
    [
      'VEGA10: 1 pass, 1 fail, 0 not supported',
      '  FAIL basic.nodiscard.image.pixel_ordered.1xaa.no_sample_shading.8x8: 64 of 64 words wrong; ' +
        '(0, 0): expected 0xffffffff, got 0x00000001; (1, 0): expected 0xffffffff, got 0x00000001; (2, 0): expected 0xffffffff, got 0x00000001',
    ].join('\n'),
  );
});

test('hangs and other runner errors are failures with their message; bad results are errors', async () => {
  const [, raven] = physicalDevices();
  const hangCase = caseByName('basic.nodiscard.image.pixel_ordered.1xaa.no_sample_shading.8x8');
  const shortCase = caseByName('basic.nodiscard.ssbo.pixel_ordered.1xaa.no_sample_shading.8x8');
  const runner: InterlockCaseRunner = {
    chip: 'RAVEN',
    device: raven!,
    run(c, options) {
      assert.deepEqual(options, { watchdogCycles: 5000 });
      if (c === hangCase) return Promise.reject(new GpuHangError(4096, 'no progress for 5000 cycles', [], []));
      const { width, height } = resultExtent(c);
      if (c === shortCase) return Promise.resolve({ result: new Uint32Array(3), width, height, samples: 1, stats: { invocations: 0, cycles: 0 } });
      return Promise.reject(new CtsError('unknown-case', c.name, 'boom'));
    },
  };
  const cases = [hangCase, shortCase, caseByName('basic.nodiscard.image.sample_ordered.1xaa.no_sample_shading.8x8'), caseByName('basic.nodiscard.image.shading_rate_ordered.1xaa.no_sample_shading.8x8')];
  const suite = await runSuite(runner, cases, { watchdogCycles: 5000 });
  const kinds = suite.chips[0]!.results.map((r) => r.outcome.kind);
  assert.deepEqual(kinds, ['hang', 'error', 'error', 'not-supported']);
  const bad = suite.chips[0]!.results[1]!.outcome;
  assert.equal(bad.kind === 'error' ? bad.code : undefined, 'bad-result');
  assert.deepEqual(suite.chips[0]!.counts, { pass: 0, fail: 3, notSupported: 1 });
  const lines = formatReport(suite).split('\n');
  assert.equal(lines[0], 'RAVEN: 0 pass, 3 fail, 1 not supported');
  assert.equal(lines[1], `  HANG ${hangCase.name}: GPU hang at cycle 4096: no progress for 5000 cycles`);
  assert.match(lines[3]!, /^ {2}ERROR basic\.nodiscard\.image\.sample_ordered\.1xaa\.no_sample_shading\.8x8: CtsError \(unknown-case\): /);
});

test('jobs do not change results; progress lines; bad jobs rejected', async () => {
  const [navi10] = physicalDevices().filter((d) => d.chip.name === 'NAVI10');
  const cases = maxDimCases(CTS_CASES, 16);
  const runner = referenceRunner('NAVI10', navi10!, { order: { kind: 'interleaved' } });
  const one = await runSuite(runner, cases, { jobs: 1 });
  const many = await runSuite(runner, cases, { jobs: 8 });
  // Everything but the wall times, which are measured.
  const untimed = (s: SuiteResult): unknown =>
    s.chips.map(({ wallMs: _w, results, ...chip }) => ({ ...chip, results: results.map(({ wallMs: _r, ...r }) => r) }));
  assert.deepEqual(untimed(many), untimed(one));
  assert.ok(one.chips[0]!.results.every((r) => r.wallMs !== undefined && r.wallMs >= 0));
  assert.deepEqual(one.chips[0]!.counts, { pass: 48, fail: 48, notSupported: 48 });
  const c = cases[0]!;
  const line = formatProgress({ done: 7, total: 576, resumed: false, result: { chip: 'NAVI10', case: c, outcome: { kind: 'pass', stats: { invocations: 1, cycles: 0 } }, wallMs: 1 } });
  assert.equal(line, `[  7/576] NAVI10 pass ${c.name}`);
  await assert.rejects(runSuite(runner, cases, { jobs: 0 }), (e: unknown) => e instanceof CtsError && e.code === 'bad-option');
  assert.equal(expectedResult(c).length, 64);
});

test('previous outcomes are reported as recorded, not run, and progress says they were resumed', async () => {
  const [navi31] = physicalDevices().filter((d) => d.chip.name === 'NAVI31');
  const reference = referenceRunner('NAVI31', navi31!, { order: { kind: 'primitive' } });
  const ran: string[] = [];
  const runner: InterlockCaseRunner = {
    chip: 'NAVI31',
    device: navi31!,
    run(c, options) {
      ran.push(c.name);
      return reference.run(c, options);
    },
  };
  const cases = filterCases('basic.nodiscard.image.pixel_*.1xaa.no_sample_shading.8x8');
  const [recordedCase, freshCase] = cases;
  // A recorded failure the reference runner would not produce: proof it was not re-run.
  const recorded = { outcome: { kind: 'hang', message: 'GPU hang at cycle 7: recorded' } as const, wallMs: 1234.5 };
  const asked: string[] = [];
  const progress: SuiteProgress[] = [];
  const suite = await runSuite(runner, cases, {
    jobs: 2,
    onProgress: (p) => progress.push(p),
    previous: (chip, c) => {
      asked.push(`${chip} ${c.name}`);
      return c === recordedCase ? recorded : undefined;
    },
  });
  assert.deepEqual(ran, [freshCase!.name]);
  assert.deepEqual(asked, [`NAVI31 ${recordedCase!.name}`, `NAVI31 ${freshCase!.name}`]);
  const [first, second] = suite.chips[0]!.results;
  assert.equal(first!.case, recordedCase);
  assert.deepEqual(first!.outcome, recorded.outcome);
  assert.equal(first!.wallMs, 1234.5);
  assert.equal(second!.outcome.kind, 'pass');
  assert.ok(second!.wallMs !== undefined && second!.wallMs >= 0);
  assert.deepEqual(suite.chips[0]!.counts, { pass: 1, fail: 1, notSupported: 0 });
  assert.equal(suite.chips[0]!.wallMs, 1234.5 + second!.wallMs);
  assert.deepEqual(
    progress.map((p) => [p.done, p.total, p.resumed, p.result.case.name]),
    [
      [1, 2, true, recordedCase!.name],
      [2, 2, false, freshCase!.name],
    ],
  );
});

test('a case that is not supported is not run and takes no wall time', async () => {
  const [navi31] = physicalDevices().filter((d) => d.chip.name === 'NAVI31');
  const runner = referenceRunner('NAVI31', navi31!, { order: { kind: 'primitive' } });
  const suite = await runSuite(runner, [caseByName('basic.nodiscard.image.shading_rate_ordered.1xaa.no_sample_shading.8x8')]);
  assert.equal(suite.chips[0]!.results[0]!.outcome.kind, 'not-supported');
  assert.equal(suite.chips[0]!.results[0]!.wallMs, 0);
});

test('only: the pairs of a shard are run and reported, the others neither; shards together give the whole run\'s results', async () => {
  const devices = physicalDevices().filter((d) => d.chip.name === 'RAVEN' || d.chip.name === 'NAVI31');
  const runners = devices.map((d) => referenceRunner(d.chip.name, d, { order: { kind: 'reversed' } }));
  const cases = maxDimCases(CTS_CASES, 16);
  const whole = await runSuite(runners, cases, { jobs: 3 });
  const ran: string[] = [];
  const parts: SuiteResult[] = [];
  for (const index of [1, 2, 3]) {
    const shard = selectShard(runners, cases, { index, count: 3 });
    const progress: SuiteProgress[] = [];
    const part = await runSuite(runners, cases, { jobs: 2, only: shard.includes, onProgress: (p) => progress.push(p) });
    assert.equal(progress.length, shard.pairs);
    assert.ok(progress.every((p) => p.total === shard.pairs && shard.includes(p.result.chip, p.result.case)));
    // Every chip is listed, with only its pairs of the shard.
    assert.deepEqual(part.chips.map((c) => c.chip), ['RAVEN', 'NAVI31']);
    assert.equal(part.chips.reduce((n, c) => n + c.results.length, 0), shard.pairs);
    for (const chip of part.chips) ran.push(...chip.results.map((r) => `${chip.chip} ${r.case.name} ${r.outcome.kind}`));
    parts.push(part);
  }
  const all = whole.chips.flatMap((chip) => chip.results.map((r) => `${chip.chip} ${r.case.name} ${r.outcome.kind}`));
  assert.deepEqual([...ran].sort(), [...all].sort());
  for (const k of [0, 1]) {
    const sum = (f: (c: SuiteResult['chips'][number]) => number): number => parts.reduce((n, p) => n + f(p.chips[k]!), 0);
    assert.equal(sum((c) => c.counts.fail), whole.chips[k]!.counts.fail);
    assert.equal(sum((c) => c.invocations), whole.chips[k]!.invocations);
  }
});

test('recordedSuite: the result of recorded outcomes is the run\'s, report and counts included', async () => {
  const [raven] = physicalDevices().filter((d) => d.chip.name === 'RAVEN');
  const cases = maxDimCases(filterCases('basic.discard.*'), 8);
  const run = await runSuite(referenceRunner('RAVEN', raven!, { order: { kind: 'interleaved' } }), cases);
  const byName = new Map(run.chips[0]!.results.map((r) => [r.case.name, r]));
  const recorded = recordedSuite(['RAVEN'], cases, (chip, c) => {
    assert.equal(chip, 'RAVEN');
    return byName.get(c.name)!;
  });
  assert.deepEqual(recorded, run);
  assert.equal(formatReport(recorded), formatReport(run));
  assert.ok(run.chips[0]!.counts.fail > 0);
});
