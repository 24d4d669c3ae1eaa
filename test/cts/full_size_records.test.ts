/**
 * The recorded full-size runs in results/cts-full/ (P5 at dims up to 1024, hours per chip, so
 * not re-run in CI): each file holds one chip's cases without debug switches, every recorded
 * case has the outcome P5 predicts, a complete file counts 384 / 0 / 192, and — so a record
 * cannot outlive the model that produced it — the recorded cases up to 16x16 run again on the
 * current model with identical outcomes, invocations and simulated cycles. Every generation in
 * the chip table has at least one complete record (P5: "on every tested generation").
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CTS_CASES,
  apiRunner,
  caseByName,
  expectedInvocations,
  granularityOf,
  runSuite,
  type CaseOutcome,
} from '../../src/scenes/interlock_cts/index.js';
import { ResultsFile } from '../../src/scenes/interlock_cts/results_file.js';
import { CHIPS, chipByName } from '../../src/amd/chips.js';

const RECORDS = fileURLToPath(new URL('../../../results/cts-full/', import.meta.url));
/** Recorded cases up to this dim are re-run (8x8 and 16x16: 96 cases, seconds per chip). */
const RERUN_MAX_DIM = 16;

const files = readdirSync(RECORDS).filter((f) => f.endsWith('.jsonl')).sort();

test('results/cts-full holds recorded runs', () => {
  assert.ok(files.length > 0, `no .jsonl files in ${RECORDS}`);
});

test('results/cts-full: a complete 576-case record for every generation in the chip table (P5)', () => {
  const complete = new Set(
    files
      .filter((f) => ResultsFile.read(join(RECORDS, f)).records.length === CTS_CASES.length)
      .map((f) => chipByName(basename(f, '.jsonl')).gfx),
  );
  const generations = [...new Set(CHIPS.map((c) => c.gfx))];
  assert.deepEqual(generations.filter((g) => !complete.has(g)), [], 'generations without a complete full-size record');
});

for (const file of files) {
  test(`results/cts-full/${file}: P5 outcomes, and its small cases reproduce on the current model cycle for cycle`, async () => {
    const { options, records } = ResultsFile.read(join(RECORDS, file));
    const chip = basename(file, '.jsonl').toUpperCase();
    // No debug switches, no 8-sample variant; lazy polling is the only option allowed (GFX9–10.3 runs).
    assert.deepEqual(Object.keys(options).filter((k) => k !== 'msaa8' && k !== 'lazyPolling'), []);
    assert.equal(options.msaa8, false);
    let pass = 0;
    let notSupported = 0;
    for (const r of records) {
      assert.equal(r.chip, chip, r.case);
      const c = caseByName(r.case);
      const expected: CaseOutcome['kind'] = granularityOf(c) === 'shading-rate' ? 'not-supported' : 'pass';
      assert.equal(r.outcome.kind, expected, `${r.case}: ${JSON.stringify(r.outcome).slice(0, 300)}`);
      if (r.outcome.kind === 'pass') {
        assert.equal(r.outcome.stats.invocations, expectedInvocations(c), r.case);
        pass++;
      } else {
        notSupported++;
      }
    }
    if (records.length === CTS_CASES.length) assert.deepEqual({ pass, notSupported }, { pass: 384, notSupported: 192 });

    const small = records.filter((r) => r.outcome.kind === 'pass' && caseByName(r.case).dim <= RERUN_MAX_DIM);
    assert.ok(small.length > 0, 'no recorded case small enough to re-run');
    const rerun = await runSuite(
      apiRunner(chip),
      small.map((r) => caseByName(r.case)),
      { lazyPolling: options.lazyPolling === true },
    );
    rerun.chips[0]!.results.forEach((now, i) => {
      assert.deepEqual(now.outcome, small[i]!.outcome, `${now.case.name}: recorded with another model (re-record the chip: results/cts-full/README.md)`);
    });
  });
}
