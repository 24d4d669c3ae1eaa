/**
 * The conformance check one test file per chip runs (so a multi-core CI runs
 * chips in parallel): every case up to CI_MAX_DIM on the GPU model, P5's
 * shape scaled to the dims run — two thirds pass, one third (shading-rate
 * interlock, R9/R11) not supported, nothing fails.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { apiRunner, expectedInvocations, formatFailure, granularityOf, runSuite, selectCases } from '../../src/scenes/interlock_cts/index.js';
import { CI_MAX_DIM } from './fixtures.js';

export function conformanceTest(chip: string, maxDim = CI_MAX_DIM): void {
  test(`P5 on ${chip}: every pixel- and sample-interlock case up to ${maxDim}x${maxDim} passes, shading-rate interlock is not supported`, async () => {
    const cases = selectCases({ maxDim });
    const suite = await runSuite(apiRunner(chip), cases);
    const r = suite.chips[0]!;
    const failures = r.results.map((x) => formatFailure(x)).filter((f) => f !== undefined);
    assert.deepEqual(failures, []);
    // 576 cases = 72 per dim: 48 pass, 24 not supported (P5's 384 / 192, scaled).
    const dims = cases.length / 72;
    assert.deepEqual(r.counts, { pass: 48 * dims, fail: 0, notSupported: 24 * dims });
    for (const x of r.results) {
      const shadingRate = granularityOf(x.case) === 'shading-rate';
      assert.equal(x.outcome.kind, shadingRate ? 'not-supported' : 'pass', x.case.name);
      if (x.outcome.kind === 'not-supported') assert.equal(x.outcome.reason, 'Fragment shader shading rate interlock not supported');
      // Every primitive covers every pixel: the GPU's invocation counter matches the estimate `popsim cts` shows progress with.
      if (x.outcome.kind === 'pass') assert.equal(x.outcome.stats.invocations, expectedInvocations(x.case), x.case.name);
    }
    assert.ok(r.invocations > 0 && r.cycles > 0);
  });
}
