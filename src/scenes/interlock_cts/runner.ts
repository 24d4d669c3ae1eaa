/**
 * Running the suite: the `InterlockCaseRunner` seam (implemented by the API
 * layer on the GPU model, or by the reference simulation in tests), and
 * `runSuite`, which checks support, runs the supported cases with up to
 * `jobs` in flight, checks each result and collects pass / fail / hang /
 * error / not-supported per chip. Results keep case order whatever order runs
 * complete in. Cases with a `previous` outcome (a resumed run, results_file.ts)
 * are reported as recorded instead of run; `only` restricts a run to some
 * (chip, case) pairs (a shard, shard.ts). `recordedSuite` builds the same
 * result from recorded outcomes alone (`popsim cts --merge`).
 */
import { type JobProgress, WALL_GUARD_REPORT } from '../../api/index.js';
import type { InterlockCase } from './cases.js';
import { CtsError } from './errors.js';
import { supportOf, type InterlockDeviceCaps } from './support.js';
import { checkResult, type CheckResult } from './verify.js';

/** Simulation statistics of one case run. */
export interface CaseRunStats {
  /** Fragment shader invocations launched (discarded ones included). */
  readonly invocations: number;
  /** Simulated GPU cycles (0 for runners without a timing model). */
  readonly cycles: number;
}

export interface CaseRunOutput {
  /** The words the case copies back, resultExtent(case) in size. */
  readonly result: Uint32Array;
  readonly width: number;
  readonly height: number;
  readonly samples: number;
  readonly stats: CaseRunStats;
}

export interface RunCaseOptions {
  /** Cycles without progress before the GPU watchdog declares a hang (runner default if absent). */
  readonly watchdogCycles?: number;
  /** Simulated cycles the case's submit may run (gpu.jobTimeoutCycles; device default if absent). */
  readonly jobTimeoutCycles?: number;
  /** Host milliseconds the case's submit may run with no wave ending (gpu.wallGuardMs; device default if absent). */
  readonly wallGuardMs?: number;
  /** Run the GPU model with lazy polling (GpuOptions.lazyPolling). */
  readonly lazyPolling?: boolean;
}

/** One device's way to run a case: create the pipeline, clear, draw N quads, copy the result back. */
export interface InterlockCaseRunner {
  /** Chip name for the report, e.g. `NAVI31`. */
  readonly chip: string;
  /** Features, extensions and properties `supportOf` reads. */
  readonly device: InterlockDeviceCaps;
  /**
   * Rejects with the GPU's hang error (code `hang`) when the watchdog fires, the job times out or
   * the wall-clock guard trips. `onProgress` gets the submit's progress (runners with a GPU model).
   */
  run(c: InterlockCase, options: RunCaseOptions, onProgress?: (p: JobProgress) => void): Promise<CaseRunOutput>;
}

export type CaseOutcome =
  | { readonly kind: 'pass'; readonly stats: CaseRunStats }
  | { readonly kind: 'fail'; readonly check: CheckResult; readonly stats: CaseRunStats }
  | { readonly kind: 'hang'; readonly message: string }
  /** Any other error the runner threw (validation, compiler, bad result size): `name` and `code` when it had them. */
  | { readonly kind: 'error'; readonly name: string; readonly code: string | undefined; readonly message: string }
  | { readonly kind: 'not-supported'; readonly reason: string };

export interface CaseResult {
  readonly chip: string;
  readonly case: InterlockCase;
  readonly outcome: CaseOutcome;
  /** Wall-clock ms of `runner.run` (0 when not supported); resumed results carry the recorded value. */
  readonly wallMs: number;
}

/** An outcome and its wall time: what runOne measures, and what a previous run recorded (`SuiteOptions.previous`). */
export interface TimedOutcome {
  readonly outcome: CaseOutcome;
  readonly wallMs: number;
}

export interface ChipCounts {
  readonly pass: number;
  /** Wrong values, hangs and errors. */
  readonly fail: number;
  readonly notSupported: number;
}

export interface ChipResult {
  readonly chip: string;
  readonly results: readonly CaseResult[];
  readonly counts: ChipCounts;
  /** Sums over the cases that ran to completion. */
  readonly invocations: number;
  readonly cycles: number;
  /** Sum of every case's wallMs, resumed ones included. */
  readonly wallMs: number;
}

export interface SuiteResult {
  readonly chips: readonly ChipResult[];
}

export interface SuiteProgress {
  /** Cases finished (any outcome) over all chips, and the total. */
  readonly done: number;
  readonly total: number;
  readonly result: CaseResult;
  /** The result came from `previous`, not from a run (the CLI does not record it again). */
  readonly resumed: boolean;
}

/** A case is running: its submit's progress (SuiteOptions.onCaseProgress). */
export interface CaseProgress {
  readonly chip: string;
  readonly case: InterlockCase;
  readonly progress: JobProgress;
}

export interface SuiteOptions {
  /** Case runs in flight at once (default 1). */
  readonly jobs?: number;
  readonly onProgress?: (p: SuiteProgress) => void;
  /** Progress of the cases in flight (their submits' JobProgress). */
  readonly onCaseProgress?: (p: CaseProgress) => void;
  readonly watchdogCycles?: number;
  readonly jobTimeoutCycles?: number;
  readonly wallGuardMs?: number;
  readonly lazyPolling?: boolean;
  /** A recorded outcome for the case on `chip` (the runner's chip name): reported as is, not run. */
  readonly previous?: (chip: string, c: InterlockCase) => TimedOutcome | undefined;
  /** The pairs of the run (default all): the others are neither run nor reported (`--shard`). */
  readonly only?: (chip: string, c: InterlockCase) => boolean;
}

/**
 * Whether the outcome is the host wall-clock guard giving up on the case (a
 * `hang` whose report says so): a limit of the machine that ran it, not a
 * result of the model (`popsim cts --retry-give-ups` runs such cases again).
 */
export function isHostGiveUp(outcome: CaseOutcome): boolean {
  return outcome.kind === 'hang' && outcome.message.startsWith(WALL_GUARD_REPORT);
}

/** Classifies what a runner threw: the GPU's hang error carries code `hang` (GpuHangError). */
export function outcomeOfError(e: unknown): CaseOutcome {
  const err = e instanceof Error ? e : new Error(String(e));
  const code = (err as { code?: unknown }).code;
  if (code === 'hang') return { kind: 'hang', message: err.message };
  return { kind: 'error', name: err.name, code: typeof code === 'string' ? code : undefined, message: err.message };
}

async function runOne(
  runner: InterlockCaseRunner,
  c: InterlockCase,
  options: RunCaseOptions,
  onProgress: ((p: JobProgress) => void) | undefined,
): Promise<TimedOutcome> {
  const support = supportOf(c, runner.device);
  if (support !== 'supported') return { outcome: { kind: 'not-supported', reason: support.notSupported }, wallMs: 0 };
  // Timed on this thread: with a WorkerPool, the case's time in the pool.
  const started = performance.now();
  let out: CaseRunOutput;
  try {
    out = await runner.run(c, options, onProgress);
  } catch (e) {
    return { outcome: outcomeOfError(e), wallMs: performance.now() - started };
  }
  const wallMs = performance.now() - started;
  try {
    if (out.samples !== c.samples) {
      throw new CtsError('bad-result', c.name, `runner reports ${out.samples} samples, the case has ${c.samples}`);
    }
    const check = checkResult(c, out);
    return { outcome: check.pass ? { kind: 'pass', stats: out.stats } : { kind: 'fail', check, stats: out.stats }, wallMs };
  } catch (e) {
    return { outcome: outcomeOfError(e), wallMs };
  }
}

export function countOutcomes(results: readonly CaseResult[]): ChipCounts {
  let pass = 0;
  let fail = 0;
  let notSupported = 0;
  for (const r of results) {
    switch (r.outcome.kind) {
      case 'pass':
        pass++;
        break;
      case 'fail':
      case 'hang':
      case 'error':
        fail++;
        break;
      case 'not-supported':
        notSupported++;
        break;
      default: {
        const never: never = r.outcome;
        throw new Error(`unknown outcome ${String(never)}`);
      }
    }
  }
  return { pass, fail, notSupported };
}

function chipResult(chip: string, results: readonly CaseResult[]): ChipResult {
  let invocations = 0;
  let cycles = 0;
  let wallMs = 0;
  for (const r of results) {
    wallMs += r.wallMs;
    if (r.outcome.kind === 'pass' || r.outcome.kind === 'fail') {
      invocations += r.outcome.stats.invocations;
      cycles += r.outcome.stats.cycles;
    }
  }
  return { chip, results, counts: countOutcomes(results), invocations, cycles, wallMs };
}

/** Runs `cases` on every runner (one per chip) and checks the results. */
export async function runSuite(
  runners: InterlockCaseRunner | readonly InterlockCaseRunner[],
  cases: readonly InterlockCase[],
  options: SuiteOptions = {},
): Promise<SuiteResult> {
  const list: readonly InterlockCaseRunner[] = 'run' in runners ? [runners] : runners;
  const jobs = options.jobs ?? 1;
  if (!Number.isInteger(jobs) || jobs < 1) throw new CtsError('bad-option', '--jobs', `${jobs} is not a positive integer`);
  const { watchdogCycles, jobTimeoutCycles, wallGuardMs, onCaseProgress } = options;
  const runOptions: RunCaseOptions = {
    ...(watchdogCycles === undefined ? {} : { watchdogCycles }),
    ...(jobTimeoutCycles === undefined ? {} : { jobTimeoutCycles }),
    ...(wallGuardMs === undefined ? {} : { wallGuardMs }),
    ...(options.lazyPolling === true ? { lazyPolling: true } : {}),
  };
  const tasks: { readonly runner: InterlockCaseRunner; readonly c: InterlockCase; readonly chip: number }[] = [];
  list.forEach((runner, chip) => {
    for (const c of cases) if (options.only?.(runner.chip, c) ?? true) tasks.push({ runner, c, chip });
  });
  const total = tasks.length;
  const slots: (CaseResult | undefined)[] = new Array<CaseResult | undefined>(total);
  let done = 0;
  const finish = (task: number, result: CaseResult, resumed: boolean): void => {
    slots[task] = result;
    done++;
    options.onProgress?.({ done, total, result, resumed });
  };
  // Resumed cases first, so progress counts them before the first run ends.
  const toRun: number[] = [];
  tasks.forEach(({ runner, c }, task) => {
    const previous = options.previous?.(runner.chip, c);
    if (previous === undefined) toRun.push(task);
    else finish(task, { chip: runner.chip, case: c, outcome: previous.outcome, wallMs: previous.wallMs }, true);
  });
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < toRun.length) {
      const task = toRun[next++]!;
      const { runner, c } = tasks[task]!;
      const onProgress = onCaseProgress === undefined ? undefined : (progress: JobProgress) => onCaseProgress({ chip: runner.chip, case: c, progress });
      const { outcome, wallMs } = await runOne(runner, c, runOptions, onProgress);
      finish(task, { chip: runner.chip, case: c, outcome, wallMs }, false);
    }
  };
  await Promise.all(Array.from({ length: Math.min(jobs, Math.max(toRun.length, 1)) }, worker));
  return {
    chips: list.map((r, k) => chipResult(r.chip, slots.filter((_, task) => tasks[task]!.chip === k) as CaseResult[])),
  };
}

/**
 * The suite result of recorded outcomes: every case of `cases` on every chip, in that order, as
 * `lookup` gives it (`popsim cts --merge`: the report an unsharded run prints).
 */
export function recordedSuite(chips: readonly string[], cases: readonly InterlockCase[], lookup: (chip: string, c: InterlockCase) => TimedOutcome): SuiteResult {
  return {
    chips: chips.map((chip) =>
      chipResult(
        chip,
        cases.map((c) => {
          const { outcome, wallMs } = lookup(chip, c);
          return { chip, case: c, outcome, wallMs };
        }),
      ),
    ),
  };
}

/** True when no case failed, hung or errored (the CLI's exit status). */
export function suitePassed(suite: SuiteResult): boolean {
  return suite.chips.every((chip) => chip.counts.fail === 0);
}
