/**
 * The recorded full-size runs in results/cts-full/ (P5 at dims up to 1024, hours per chip, so
 * not re-run in CI): each file holds one chip's cases without debug switches, every recorded
 * case has the outcome P5 predicts with the invocation count its geometry implies, a complete
 * file counts 384 / 0 / 192, and every generation in the chip table has at least one complete
 * record (P5: "on every tested generation"). Outcomes and invocations do not depend on timing;
 * the records' simulated cycles come from the model commit results/cts-full/README.md names, and
 * the current model's cycles are guarded by the golden set (cycle_golden.test.ts), whose cases
 * must agree with the records on outcome and invocations. A record made with exact polling (no
 * --lazy-polling) must also agree on cycles: every engine change since such a record was exact,
 * so a difference means the record is stale or the model changed timing without saying so.
 * A record still being made (results/cts-full/in-progress/, committed as it grows so no sitting's
 * work is lost) meets the same checks on the cases it holds, except that it may hold give-ups of
 * the host wall-clock guard (a limit of the machine, re-run later) and need not be complete.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CTS_CASES, caseByName, expectedInvocations, granularityOf, isHostGiveUp, type CaseOutcome } from '../../src/scenes/interlock_cts/index.js';
import { ResultsFile } from '../../src/scenes/interlock_cts/results_file.js';
import { CHIPS, chipByName } from '../../src/amd/chips.js';

const RECORDS = fileURLToPath(new URL('../../../results/cts-full/', import.meta.url));
const IN_PROGRESS = join(RECORDS, 'in-progress');
const GOLDEN = fileURLToPath(new URL('../../../results/cycle-golden/', import.meta.url));

const files = readdirSync(RECORDS).filter((f) => f.endsWith('.jsonl')).sort();
const inProgress = existsSync(IN_PROGRESS) ? readdirSync(IN_PROGRESS).filter((f) => f.endsWith('.jsonl')).sort() : [];

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

/**
 * Checks one chip's record (`path`, named <chip>.jsonl): P5 outcomes and invocations, 384 / 0 / 192
 * when complete, agreement with the golden set (on cycles too when exact). An in-progress record
 * may also hold host give-ups and share no case with the golden set yet.
 */
function checkRecord(path: string, inProgress: boolean): void {
  const { options, records } = ResultsFile.read(path);
  const chip = basename(path, '.jsonl').toUpperCase();
  // No debug switches, no 8-sample variant; lazy polling is the only option allowed (GFX9–10.3 runs).
  assert.deepEqual(Object.keys(options).filter((k) => k !== 'msaa8' && k !== 'lazyPolling'), []);
  assert.equal(options.msaa8, false);
  let pass = 0;
  let notSupported = 0;
  for (const r of records) {
    assert.equal(r.chip, chip, r.case);
    if (inProgress && isHostGiveUp(r.outcome)) continue;
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

  // The golden set of the current model agrees on everything but cycles, and on cycles too
  // when the record polled exactly (the golden set is exact).
  const exact = options.lazyPolling !== true;
  const golden = join(GOLDEN, basename(path));
  assert.ok(existsSync(golden), `no golden cycle set ${golden}`);
  const byCase = new Map(records.map((r) => [r.case, r.outcome]));
  let shared = 0;
  for (const g of ResultsFile.read(golden).records) {
    const recorded = byCase.get(g.case);
    if (recorded === undefined || (inProgress && isHostGiveUp(recorded))) continue;
    shared++;
    assert.equal(g.outcome.kind, recorded.kind, g.case);
    if (g.outcome.kind === 'pass' && recorded.kind === 'pass') {
      assert.equal(g.outcome.stats.invocations, recorded.stats.invocations, g.case);
      if (exact) assert.equal(recorded.stats.cycles, g.outcome.stats.cycles, `${g.case}: cycles of an exact record against the golden set`);
    }
  }
  if (!inProgress) assert.ok(shared > 0, 'the golden set shares no case with the record');
}

for (const file of files) {
  test(`results/cts-full/${file}: P5 outcomes and invocations, consistent with the current model's golden set (cycles too when exact)`, () => {
    checkRecord(join(RECORDS, file), false);
  });
}

for (const file of inProgress) {
  test(`results/cts-full/in-progress/${file}: the cases recorded so far meet the same checks (give-ups of the host guard aside)`, () => {
    checkRecord(join(IN_PROGRESS, file), true);
  });
}
