/**
 * `popsim cts --merge FILE… [--results OUT]`: the results files of a run's
 * shards joined (merge_results.ts checks they belong together and cover the
 * run) and reported as the unsharded run reports; OUT, a new file, gets the
 * joined results (header, one run line without a shard, every case in run
 * order), which resumes or merges like any results file. Exit status as a
 * run's: 1 when a case failed, hung or errored.
 */
import { mergeResults } from '../scenes/interlock_cts/merge_results.js';
import { ResultsFile } from '../scenes/interlock_cts/results_file.js';
import { suitePassed } from '../scenes/interlock_cts/index.js';
import { writeSuiteReport } from './cts_report.js';
import type { OutputStream } from './progress_line.js';

export function runCtsMerge(files: readonly string[], out: string | undefined, io: { readonly stdout: OutputStream }): number {
  const merged = mergeResults(files);
  if (out !== undefined) ResultsFile.write(out, merged.options, merged.run, merged.records);
  const caseSeconds = writeSuiteReport(io.stdout, merged.suite);
  const written = out === undefined ? '' : `, written to ${out}`;
  io.stdout.write(
    `${merged.cases.length} cases × ${merged.run.chips.length} chips merged from ${files.length} files (nothing run${written}); case wall time Σ ${caseSeconds.toFixed(1)} s\n`,
  );
  return suitePassed(merged.suite) ? 0 : 1;
}
