/**
 * What `popsim cts` prints on stdout once a suite is done, shared by a run and
 * by `--merge` (which must print what the unsharded run would): the report
 * (`formatReport`: per chip its counts and failing cases), then per chip the
 * simulated invocations and cycles. The caller adds the line on how the
 * result was obtained (wall time, resumed, merged).
 */
import { formatReport, type SuiteResult } from '../scenes/interlock_cts/index.js';
import type { OutputStream } from './progress_line.js';

/** Writes the report and the per-chip statistics; returns Σ of the cases' wall time in seconds. */
export function writeSuiteReport(out: OutputStream, suite: SuiteResult): number {
  out.write(`${formatReport(suite)}\n`);
  for (const chip of suite.chips) out.write(`${chip.chip}: ${chip.invocations} invocations, ${chip.cycles} cycles simulated\n`);
  return suite.chips.reduce((a, c) => a + c.wallMs, 0) / 1000;
}
