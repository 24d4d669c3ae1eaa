/**
 * `popsim cts --results FILE`: the finished cases of a run as JSON lines, so
 * a run of hours can be interrupted and resumed. Line 1 is a header with the
 * options that change outcomes — a file never mixes two configurations. Every
 * other line is one case (chip, case name, the whole outcome, wall time,
 * finish time), appended with one synchronous write when the case finishes:
 * a killed run loses at most the case in flight and leaves at most a
 * truncated last line, which reading drops with a warning. A later line for
 * the same chip and case replaces an earlier one.
 */
import { appendFileSync, existsSync, readFileSync, truncateSync, writeFileSync } from 'node:fs';
import { CtsError } from './errors.js';
import type { CaseOutcome, CaseResult, TimedOutcome } from './runner.js';

/** The header's `popsimCtsResults` value; bump it when lines change meaning. */
export const RESULTS_FORMAT = 1;

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

/** How the header's option keys are named in messages. */
const OPTION_NAMES: Readonly<Record<keyof ResultsOptions, string>> = {
  msaa8: '--msaa8',
  debug: '--debug',
  popsDebug: '--pops-debug',
  lazyPolling: '--lazy-polling',
  jobTimeoutCycles: '--job-timeout',
};

type JsonObject = Readonly<Record<string, unknown>>;

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
function optionDifferences(recorded: JsonObject, ours: JsonObject): string[] {
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

interface ParsedResults {
  readonly options: JsonObject;
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
  if (header.popsimCtsResults !== RESULTS_FORMAT) {
    throw new CtsError('bad-results-file', `${path}:1`, `format ${JSON.stringify(header.popsimCtsResults)}, this popsim reads ${RESULTS_FORMAT}`);
  }
  const records = new Map<string, RecordedCase>();
  lines.slice(1).forEach((text, i) => {
    const where = `${path}:${i + 2}`;
    const record = parseLine(text, where);
    if (!isRecord(record)) throw new CtsError('bad-results-file', where, 'not a case line ({chip, case, outcome, wallMs, at})');
    records.set(keyOf(record.chip, record.case), record);
  });
  return { options: header.options, records, truncated: complete < bytes.length ? { at: complete, line: lines.length + 1 } : undefined };
}

export class ResultsFile {
  private constructor(
    readonly path: string,
    private readonly records: Map<string, RecordedCase>,
  ) {}

  /**
   * Reads `path`, or creates it with the header when it is absent or empty. Throws CtsError
   * `bad-option` when its header options differ from `options`, `bad-results-file` (at
   * `path:line`) for a malformed line. A truncated last line is reported to `warn` and cut
   * off the file, so the next append starts a line of its own.
   */
  static open(path: string, options: ResultsOptions, warn: (message: string) => void): ResultsFile {
    const ours = headerOptions(options);
    const bytes = existsSync(path) ? asInput(path, () => readFileSync(path)) : Buffer.alloc(0);
    if (bytes.length === 0) {
      asInput(path, () => writeFileSync(path, `${JSON.stringify({ popsimCtsResults: RESULTS_FORMAT, options: ours })}\n`));
      return new ResultsFile(path, new Map());
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
    return new ResultsFile(path, parsed.records);
  }

  /**
   * A results file's header options and cases, without changing the file (for reports and
   * checks of recorded runs). Throws like `open`; a truncated last line is left out.
   */
  static read(path: string): { readonly options: JsonObject; readonly records: readonly RecordedCase[] } {
    const parsed = parseResults(path, asInput(path, () => readFileSync(path)));
    return { options: parsed.options, records: [...parsed.records.values()] };
  }

  /** The latest line for the case on `chip`, if any. */
  get(chip: string, caseName: string): RecordedCase | undefined {
    return this.records.get(keyOf(chip, caseName));
  }

  /** Records a finished case: one synchronous append of one line. */
  append(r: CaseResult): void {
    const record: RecordedCase = { chip: r.chip, case: r.case.name, outcome: r.outcome, wallMs: r.wallMs, at: new Date().toISOString() };
    appendFileSync(this.path, `${JSON.stringify(record)}\n`);
    this.records.set(keyOf(record.chip, record.case), record);
  }
}
