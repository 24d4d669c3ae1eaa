/**
 * The golden cycle set (results/cycle-golden/): the conformance cases (P5) up to 16x16 of one chip
 * per generation, recorded with the current model. Every case runs again here and must give the
 * same outcome, invocations and simulated cycles, so a change to the model's timing fails CI
 * until the set is regenerated (seconds per chip; the command is in the set's README) and the
 * change is stated. Exact polling everywhere (no --lazy-polling).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiRunner, caseByName, runSuite } from '../../src/scenes/interlock_cts/index.js';
import { ResultsFile } from '../../src/scenes/interlock_cts/results_file.js';
import { CHIPS, chipByName } from '../../src/amd/chips.js';

const GOLDEN = fileURLToPath(new URL('../../../results/cycle-golden/', import.meta.url));
const files = readdirSync(GOLDEN).filter((f) => f.endsWith('.jsonl')).sort();

test('results/cycle-golden covers every generation in the chip table', () => {
  const covered = new Set(files.map((f) => chipByName(basename(f, '.jsonl')).gfx));
  assert.deepEqual([...new Set(CHIPS.map((c) => c.gfx))].filter((g) => !covered.has(g)), []);
});

for (const file of files) {
  test(`results/cycle-golden/${file}: every case reproduces on the current model, cycle for cycle`, async () => {
    const { options, records } = ResultsFile.read(join(GOLDEN, file));
    // Exact polling, no 8-sample variant, no debug switches: only msaa8 (false) in the header.
    assert.deepEqual(options, { msaa8: false });
    assert.ok(records.length > 0);
    const chip = basename(file, '.jsonl').toUpperCase();
    const rerun = await runSuite(
      apiRunner(chip),
      records.map((r) => caseByName(r.case)),
      { lazyPolling: false },
    );
    rerun.chips[0]!.results.forEach((now, i) => {
      assert.deepEqual(now.outcome, records[i]!.outcome, `${now.case.name}: recorded with another model (regenerate: results/cycle-golden/README.md)`);
    });
  });
}
