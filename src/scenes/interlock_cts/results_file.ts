/**
 * `popsim cts --results` and `--merge`: the finished cases of a run as JSON
 * lines, so a run of hours can be interrupted and resumed, or split over
 * machines and joined. Line 1 is a header with the options that change
 * outcomes — a file never mixes two configurations. A run line
 * (`{"run": …}`) follows the header of a new file and precedes the cases of
 * every later sitting that records any: the model version (which code
 * computed them), the case selection (chips, filter, max dim) and the shard.
 * Every other line is one case (chip, case name, the whole outcome, wall
 * time, finish time), appended with one synchronous write when the case
 * finishes: a killed run loses at most the case in flight and leaves at most
 * a truncated last line, which reading drops with a warning. A later line for
 * the same chip and case replaces an earlier one. Files of format 1 (before
 * run lines) are still read and resumed; nothing is added to them but cases.
 */
import { appendFileSync, existsSync, readFileSync, truncateSync, writeFileSync } from 'node:fs';
import { formatModelVersion, type ModelVersion } from '../../common/model_version.js';
import { CtsError } from './errors.js';
import type { CaseOutcome, CaseResult, TimedOutcome } from './runner.js';
import { formatShard, type ShardSpec } from './shard.js';

/** The header's `popsimCtsResults` value of new files; bump it when lines change meaning. */
export const RESULTS_FORMAT = 2;

/** Formats this popsim reads: 1 (no run lines) and 2. */
const READABLE_FORMATS: readonly unknown[] = [1, 2];

/** The options that change outcomes, as given on the command line; undefined ones are left out of the header. */
export interface ResultsOptions {
  readonly msaa8: boolean;
  /** Driver debug switches (`--debug` text). */
  readonly debug?: string | undefined;
  /** Compiler POPS debug switches (`--pops-debug` text). */
  readonly popsDebug?: string | undefined;
  /** `--lazy-polling` (absent when off, so files written before the option stay valid). */
  readonly lazyPolling?: true | undefined;
  /** `--job-timeout` in cycles, or 'none' (absent for the default). The host-dependent `--wall-guard` is not recorded. */
  readonly jobTimeoutCycles?: number | 'none' | undefined;
}

/** One case line. */
export interface RecordedCase extends TimedOutcome {
  /** The runner's chip name (`NAVI31`). */
  readonly chip: string;
  /** InterlockCase.name. */
  readonly case: string;
  /** ISO time the line was written. */
  readonly at: string;
}

/** What a sitting of `popsim cts` ran: its run line (without the time, which the file adds). */
export interface RunInfo {
  /** The popsim that computed the cases that follow. */
  readonly model: ModelVersion;
  /** The run's chips, report names (`RAVEN`), in run order. */
  readonly chips: readonly string[];
  /** `--filter` as given; absent for every case. */
  readonly filter?: string | undefined;
  readonly maxDim: number;
  /** `--shard` (or the scheduler's); absent when the sitting ran the whole selection. */
  readonly shard?: ShardSpec | undefined;
}

/** A run line as read back. */
export interface RecordedRun extends RunInfo {
  /** ISO time the line was written. */
  readonly at: string;
}

/** A results file as read back (ResultsFile.read). */
export interface ResultsContents {
  /** 1 or 2: format 1 files have no run lines. */
  readonly format: number;
  /** The header options. */
  readonly options: JsonObject;
  /** Run lines in file order. */
  readonly runs: readonly RecordedRun[];
  /** The latest line per chip and case, in first-seen order. */
  readonly records: readonly RecordedCase[];
}

/** How the header's option keys are named in messages. */
const OPTION_NAMES: Readonly<Record<keyof ResultsOptions, string>> = {
  msaa8: '--msaa8',
  debug: '--debug',
  popsDebug: '--pops-debug',
  lazyPolling: '--lazy-polling',
  jobTimeoutCycles: '--job-timeout',
};

export type JsonObject = Readonly<Record<string, unknown>>;

function headerOptions(o: ResultsOptions): JsonObject {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(OPTION_NAMES) as (keyof ResultsOptions)[]) if (o[key] !== undefined) out[key] = o[key];
  return out;
}

function describeOption(key: string, value: unknown): string {
  const name = (OPTION_NAMES as Readonly<Record<string, string>>)[key] ?? key;
  if (value === undefined || value === false) return `no ${name}`;
  return value === true ? name : `${name} ${JSON.stringify(value)}`;
}

/** The options that differ, e.g. `--debug "no-z-info-fix" there, no --debug here`; empty when none. */
export function optionDifferences(recorded: JsonObject, ours: JsonObject): string[] {
  const keys = new Set([...Object.keys(recorded), ...Object.keys(ours)]);
  return [...keys].filter((k) => recorded[k] !== ours[k]).map((k) => `${describeOption(k, recorded[k])} there, ${describeOption(k, ours[k])} here`);
}

const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);
const isNumber = (v: unknown): v is number => typeof v === 'number';
const isString = (v: unknown): v is string => typeof v === 'string';

const isStats = (v: unknown): boolean => isObject(v) && isNumber(v.invocations) && isNumber(v.cycles);

// JSON drops undefined fields: an absent `sample` or `code` reads back as the undefined it was.
const isMismatch = (v: unknown): boolean =>
  isObject(v) && ['index', 'expected', 'got', 'x', 'y'].every((k) => isNumber(v[k])) && (v.sample === undefined || isNumber(v.sample));

const isCheck = (v: unknown): boolean =>
  isObject(v) && typeof v.pass === 'boolean' && isNumber(v.words) && isNumber(v.wrongCount) && Array.isArray(v.firstWrong) && v.firstWrong.every(isMismatch);

function isOutcome(v: unknown): v is CaseOutcome {
  if (!isObject(v)) return false;
  switch (v.kind) {
    case 'pass':
      return isStats(v.stats);
    case 'fail':
      return isStats(v.stats) && isCheck(v.check);
    case 'hang':
      return isString(v.message);
    case 'error':
      return isString(v.name) && (v.code === undefined || isString(v.code)) && isString(v.message);
    case 'not-supported':
      return isString(v.reason);
    default:
      return false;
  }
}

const isShard = (v: unknown): boolean => isObject(v) && isNumber(v.index) && isNumber(v.count);

function isRun(v: unknown): v is RecordedRun {
  return (
    isObject(v) &&
    isObject(v.model) &&
    isString(v.model.version) &&
    isString(v.model.code) &&
    Array.isArray(v.chips) &&
    v.chips.every(isString) &&
    (v.filter === undefined || isString(v.filter)) &&
    isNumber(v.maxDim) &&
    (v.shard === undefined || isShard(v.shard)) &&
    isString(v.at)
  );
}

function isRecord(v: unknown): v is RecordedCase {
  return isObject(v) && isString(v.chip) && isString(v.case) && isOutcome(v.outcome) && isNumber(v.wallMs) && isString(v.at);
}

function parseLine(text: string, where: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new CtsError('bad-results-file', where, 'not a JSON line');
  }
}

/** File-system failures while opening are bad input (a missing directory, no permission), not popsim bugs. */
function asInput<T>(path: string, f: () => T): T {
  try {
    return f();
  } catch (e) {
    throw new CtsError('bad-option', '--results', `${path}: ${e instanceof Error ? e.message : String(e)}`);
  }
}

const keyOf = (chip: string, caseName: string): string => `${chip}\n${caseName}`;

interface ParsedResults extends Omit<ResultsContents, 'records'> {
  /** The latest line per chip and case. */
  readonly records: Map<string, RecordedCase>;
  /** A truncated last line: its byte offset and line number. */
  readonly truncated: { readonly at: number; readonly line: number } | undefined;
}

function parseResults(path: string, bytes: Buffer): ParsedResults {
  // Every write ends with a newline: bytes after the last one are a line cut short.
  const complete = bytes.lastIndexOf(0x0a) + 1;
  const lines = bytes.subarray(0, complete).toString('utf8').split('\n').slice(0, -1);
  const header = lines.length === 0 ? undefined : parseLine(lines[0]!, `${path}:1`);
  if (!isObject(header) || !isObject(header.options) || header.popsimCtsResults === undefined) {
    throw new CtsError('bad-results-file', `${path}:1`, 'not a popsim cts results file (no {"popsimCtsResults":…} header line)');
  }
  const format = header.popsimCtsResults;
  if (!READABLE_FORMATS.includes(format) || !isNumber(format)) {
    throw new CtsError('bad-results-file', `${path}:1`, `format ${JSON.stringify(format)}, this popsim reads ${READABLE_FORMATS.join(' and ')}`);
  }
  const records = new Map<string, RecordedCase>();
  const runs: RecordedRun[] = [];
  lines.slice(1).forEach((text, i) => {
    const where = `${path}:${i + 2}`;
    const line = parseLine(text, where);
    if (format >= 2 && isObject(line) && line.run !== undefined) {
      if (!isRun(line.run)) throw new CtsError('bad-results-file', where, 'not a run line ({"run": {model, chips, maxDim, at}})');
      runs.push(line.run);
      return;
    }
    if (!isRecord(line)) throw new CtsError('bad-results-file', where, 'not a case line ({chip, case, outcome, wallMs, at})');
    records.set(keyOf(line.chip, line.case), line);
  });
  return { format, options: header.options, runs, records, truncated: complete < bytes.length ? { at: complete, line: lines.length + 1 } : undefined };
}

/** `0.1.0 sha256:…, RAVEN,NAVI31, --filter '…', --max-dim 64, shard 2/3`. */
export function formatRun(r: RunInfo): string {
  const parts = [formatModelVersion(r.model), r.chips.join(','), `--max-dim ${r.maxDim}`];
  if (r.filter !== undefined) parts.push(`--filter '${r.filter}'`);
  if (r.shard !== undefined) parts.push(`shard ${formatShard(r.shard)}`);
  return parts.join(', ');
}

const runLine = (run: RunInfo): string => `${JSON.stringify({ run: { ...run, at: new Date().toISOString() } })}\n`;

/** Warnings for resuming `parsed` with a run of `run` (nothing when they agree). */
function resumeWarnings(path: string, parsed: ParsedResults, run: RunInfo): string[] {
  if (parsed.format < 2) {
    return [`${path} is a format-1 results file (no model version or case selection recorded): its cases resume, new ones are added without that record, and popsim cts --merge refuses it`];
  }
  const other = parsed.runs.find((r) => r.model.version !== run.model.version || r.model.code !== run.model.code);
  if (other === undefined) return [];
  return [
    `${path} holds cases recorded by another popsim (${formatModelVersion(other.model)}, this is ${formatModelVersion(run.model)}): resumed cases keep that model's outcomes and cycles, and popsim cts --merge refuses the file; start a new file to record this model`,
  ];
}

export class ResultsFile {
  private constructor(
    readonly path: string,
    private readonly records: Map<string, RecordedCase>,
    /** A run line to write before this sitting's first case. */
    private pendingRun: RunInfo | undefined,
  ) {}

  /**
   * Reads `path`, or creates it with the header (and `run`'s line) when it is absent or empty.
   * Throws CtsError `bad-option` when its header options differ from `options`,
   * `bad-results-file` (at `path:line`) for a malformed line. A truncated last line is reported to
   * `warn` and cut off the file, so the next append starts a line of its own. `run` describes this
   * sitting: its line goes before the first case appended (a sitting that runs nothing leaves the
   * file as it was); cases recorded by another model, or a format-1 file, are reported to `warn`.
   */
  static open(path: string, options: ResultsOptions, warn: (message: string) => void, run?: RunInfo): ResultsFile {
    const ours = headerOptions(options);
    const bytes = existsSync(path) ? asInput(path, () => readFileSync(path)) : Buffer.alloc(0);
    if (bytes.length === 0) {
      const header = `${JSON.stringify({ popsimCtsResults: RESULTS_FORMAT, options: ours })}\n`;
      asInput(path, () => writeFileSync(path, run === undefined ? header : header + runLine(run)));
      return new ResultsFile(path, new Map(), undefined);
    }
    const parsed = parseResults(path, bytes);
    const differences = optionDifferences(parsed.options, ours);
    if (differences.length > 0) {
      throw new CtsError('bad-option', '--results', `${path} holds results of other options (${differences.join('; ')}); use another file or the same options`);
    }
    const cut = parsed.truncated;
    if (cut !== undefined) {
      warn(`${path}:${cut.line}: ignoring a truncated last line (a run killed while writing it)`);
      asInput(path, () => truncateSync(path, cut.at));
    }
    if (run !== undefined) for (const m of resumeWarnings(path, parsed, run)) warn(m);
    return new ResultsFile(path, parsed.records, parsed.format >= 2 ? run : undefined);
  }

  /**
   * A results file's format, header options, run lines and cases, without changing the file (for
   * reports, checks of recorded runs and --merge). Throws like `open`; a truncated last line is
   * left out.
   */
  static read(path: string): ResultsContents {
    const parsed = parseResults(path, asInput(path, () => readFileSync(path)));
    return { format: parsed.format, options: parsed.options, runs: parsed.runs, records: [...parsed.records.values()] };
  }

  /**
   * Writes a new file of `options`, one run line and `records` (`popsim cts --merge --results`).
   * Refuses (CtsError `bad-option`) a file that exists and is not empty: it is never overwritten.
   */
  static write(path: string, options: JsonObject, run: RunInfo, records: readonly RecordedCase[]): void {
    if (existsSync(path) && asInput(path, () => readFileSync(path)).length > 0) {
      throw new CtsError('bad-option', '--results', `${path} exists; --merge writes a new file`);
    }
    const lines = records.map((r) => `${JSON.stringify(r)}\n`).join('');
    asInput(path, () => writeFileSync(path, `${JSON.stringify({ popsimCtsResults: RESULTS_FORMAT, options })}\n${runLine(run)}${lines}`));
  }

  /** The latest line for the case on `chip`, if any. */
  get(chip: string, caseName: string): RecordedCase | undefined {
    return this.records.get(keyOf(chip, caseName));
  }

  /** Records a finished case: one synchronous append of its line (after the sitting's run line, the first time). */
  append(r: CaseResult): void {
    const record: RecordedCase = { chip: r.chip, case: r.case.name, outcome: r.outcome, wallMs: r.wallMs, at: new Date().toISOString() };
    const run = this.pendingRun === undefined ? '' : runLine(this.pendingRun);
    appendFileSync(this.path, `${run}${JSON.stringify(record)}\n`);
    this.pendingRun = undefined;
    this.records.set(keyOf(record.chip, record.case), record);
  }
}
