/**
 * `popsim cts --merge FILE…`: the results files of a run's shards (or of
 * sittings of one run) joined into the run's result. Files are only joined
 * when they describe one run:
 *
 * * every file has run lines (format 2; format-1 files recorded neither the
 *   model nor the selection);
 * * the header options are the same (`--msaa8`, `--debug`, `--pops-debug`,
 *   `--lazy-polling`, `--job-timeout`);
 * * every run line names the same model (version and code hash);
 * * each file's latest run line has the same selection (chips, `--filter`,
 *   `--max-dim`).
 *
 * Then every case of the selection on every chip must be in some file, and a
 * case in several files must have the same outcome there (its wall time may
 * differ; the first file's record is kept). Lines outside the selection are
 * ignored, as when resuming. The shard a file came from is only used to say
 * which shards are there when a case is missing: cases are cases, whichever
 * split produced them.
 */
import { isDeepStrictEqual } from 'node:util';
import { formatModelVersion } from '../../common/model_version.js';
import type { InterlockCase } from './cases.js';
import { selectCases } from './case_filter.js';
import { CtsError } from './errors.js';
import { formatRun, optionDifferences, ResultsFile, type JsonObject, type RecordedCase, type RecordedRun, type ResultsContents, type RunInfo } from './results_file.js';
import { recordedSuite, type CaseOutcome, type SuiteResult } from './runner.js';
import { formatShard } from './shard.js';

export interface MergedResults {
  /** The header options the files share. */
  readonly options: JsonObject;
  /** The run they make up: model and selection, no shard. */
  readonly run: RunInfo;
  readonly cases: readonly InterlockCase[];
  /** The report's input, as an unsharded run of the selection returns it. */
  readonly suite: SuiteResult;
  /** One record per chip and case, in run order (`--results OUT`). */
  readonly records: readonly RecordedCase[];
}

interface Input {
  readonly path: string;
  readonly contents: ResultsContents;
  /** The latest run line. */
  readonly run: RecordedRun;
}

const mismatch = (path: string, detail: string): CtsError => new CtsError('shard-mismatch', path, detail);

function inputOf(path: string): Input {
  const contents = ResultsFile.read(path);
  const run = contents.runs.at(-1);
  if (run === undefined) {
    throw mismatch(path, `format ${contents.format} results file without a run line: it does not record which model and case selection its cases come from, so it cannot be merged`);
  }
  return { path, contents, run };
}

const selectionOf = (r: RunInfo): JsonObject => ({ chips: r.chips, filter: r.filter, maxDim: r.maxDim });

/** Options, model and selection agree with the first file's. */
function checkCompatible(first: Input, other: Input): void {
  const options = optionDifferences(first.contents.options, other.contents.options);
  if (options.length > 0) throw mismatch(other.path, `other options than ${first.path} (${options.join('; ')})`);
  const model = first.run.model;
  for (const run of [...first.contents.runs, ...other.contents.runs]) {
    if (run.model.version !== model.version || run.model.code !== model.code) {
      const where = first.contents.runs.includes(run) ? first.path : other.path;
      throw mismatch(where, `cases of another popsim model: ${formatModelVersion(run.model)}, ${first.path} has ${formatModelVersion(model)}`);
    }
  }
  if (!isDeepStrictEqual(selectionOf(first.run), selectionOf(other.run))) {
    throw mismatch(other.path, `another case selection: ${formatRun(other.run)}; ${first.path}: ${formatRun(first.run)}`);
  }
}

/** `pass (2048 invocations, 20295 cycles)`, `FAIL (64 of 64 words wrong)`, `HANG (GPU hang at cycle …)`. */
function describeOutcome(o: CaseOutcome): string {
  switch (o.kind) {
    case 'pass':
      return `pass (${o.stats.invocations} invocations, ${o.stats.cycles} cycles)`;
    case 'fail':
      return `FAIL (${o.check.wrongCount} of ${o.check.words} words wrong, ${o.stats.cycles} cycles)`;
    case 'hang':
      return `HANG (${o.message.split('\n')[0]})`;
    case 'error':
      return `ERROR (${o.name}: ${o.message.split('\n')[0]})`;
    case 'not-supported':
      return 'not supported';
    default: {
      const never: never = o;
      throw new Error(`unknown outcome ${String(never)}`);
    }
  }
}

const keyOf = (chip: string, caseName: string): string => `${chip}\n${caseName}`;

/** Reads and joins `paths`; throws CtsError `shard-mismatch`, `shard-conflict` or `shard-missing` (or a results file's own errors). */
export function mergeResults(paths: readonly string[]): MergedResults {
  const inputs = paths.map(inputOf);
  const first = inputs[0];
  if (first === undefined) throw new CtsError('bad-option', '--merge', 'no results files given');
  for (const other of inputs) checkCompatible(first, other);

  const { chips, filter, maxDim } = first.run;
  const cases = selectCases({ ...(filter === undefined ? {} : { filter }), maxDim, msaa8: first.contents.options.msaa8 === true });
  const wanted = new Set(chips.flatMap((chip) => cases.map((c) => keyOf(chip, c.name))));
  const found = new Map<string, { readonly record: RecordedCase; readonly path: string }>();
  for (const { path, contents } of inputs) {
    for (const record of contents.records) {
      const key = keyOf(record.chip, record.case);
      if (!wanted.has(key)) continue;
      const earlier = found.get(key);
      if (earlier === undefined) found.set(key, { record, path });
      else if (!isDeepStrictEqual(earlier.record.outcome, record.outcome)) {
        throw new CtsError(
          'shard-conflict',
          `${record.chip} ${record.case}`,
          `${describeOutcome(earlier.record.outcome)} in ${earlier.path}, ${describeOutcome(record.outcome)} in ${path}`,
        );
      }
    }
  }
  const missing = [...wanted].filter((key) => !found.has(key));
  if (missing.length > 0) {
    const shards = [...new Set(inputs.map((i) => (i.run.shard === undefined ? 'the whole run' : `shard ${formatShard(i.run.shard)}`)))];
    throw new CtsError(
      'shard-missing',
      missing[0]!.replace('\n', ' '),
      `in no file — ${missing.length} of the run's ${wanted.size} cases are missing (${formatRun(first.run)}); the files hold ${shards.join(', ')}: is a shard's file missing or unfinished?`,
    );
  }
  const lookup = (chip: string, c: InterlockCase): RecordedCase => found.get(keyOf(chip, c.name))!.record;
  return {
    options: first.contents.options,
    run: { model: first.run.model, chips, filter, maxDim },
    cases,
    suite: recordedSuite(chips, cases, lookup),
    records: chips.flatMap((chip) => cases.map((c) => lookup(chip, c))),
  };
}
