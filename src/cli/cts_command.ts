/**
 * `popsim cts`: the interlock conformance suite (dEQP-VK.fragment_shader_interlock.basic,
 * P5) on the simulated GPUs, through the API. Progress on stderr
 * (progress_line.ts: one updating line on a terminal, plain lines otherwise;
 * each finished case with the share of the run's invocations done and an
 * ETA, run_estimate.ts, and a case whose submit runs long with that submit's
 * progress), then per chip
 * `NAVI31: 384 pass, 0 fail, 192 not supported` with the failing cases and
 * their first wrong values or hang reports on stdout. Exit status 1 when any
 * case failed, hung or errored. `--results FILE` records each finished case and
 * skips the cases FILE already holds (results_file.ts). `--shard K/N` (or a
 * Slurm array task's or Kubernetes Indexed Job's environment,
 * shard_environment.ts) runs shard K of N (shard.ts); `--merge FILE…` joins
 * the shards' results files into the run's report (cts_merge.ts).
 */
import { availableParallelism } from 'node:os';
import { CHIPS, chipByName } from '../amd/chips.js';
import { WALL_GUARD_REPORT } from '../api/index.js';
import { inapplicablePopsDebugSwitches, type PopsDebugSwitches } from '../compiler/backend/index.js';
import { inapplicableDebugSwitches, parseDebugSwitches, type DriverDebugSwitches } from '../driver/index.js';
import {
  apiRunner,
  formatProgress,
  runSuite,
  selectCases,
  suitePassed,
  CtsError,
  type ApiRunnerOptions,
  type InterlockCaseRunner,
  type SuiteProgress,
  type CaseProgress,
  expectedInvocations,
  formatShard,
  parseShard,
  selectShard,
  supportOf,
  isHostGiveUp,
  type ShardSpec,
  type TimedOutcome,
} from '../scenes/interlock_cts/index.js';
import { WorkerPool } from '../scenes/interlock_cts/worker_pool.js';
import { ResultsFile } from '../scenes/interlock_cts/results_file.js';
import { RunEstimate, formatEstimate } from '../scenes/interlock_cts/run_estimate.js';
import { modelVersion } from '../common/model_version.js';
import { parsePopsDebug } from './compile_command.js';
import { parseCommandLine, type OptionSpec } from './cli_options.js';
import { writeSuiteReport } from './cts_report.js';
import { runCtsMerge } from './cts_merge.js';
import { UsageError } from './exit_status.js';
import { JOB_LIMIT_OPTIONS, JOB_LIMITS_HELP, jobLimitsOf, type JobLimitOptions } from './job_limit_options.js';
import { formatSubmitProgress, ProgressLine, type OutputStream } from './progress_line.js';
import { SHARD_COUNT_VARIABLE, shardFromEnvironment, type Environment } from './shard_environment.js';

export type { OutputStream } from './progress_line.js';

/**
 * `popsim cts` without --max-dim: the 8x8 cases (72 per chip), a quick check of every chip. Each
 * dim doubling quadruples the work: every case up to 64x64 takes about 75 s per chip on one core,
 * the full suite (to 1024) hours per chip (docs/cts.md, "Scale and speed").
 */
export const DEFAULT_MAX_DIM = 8;

export interface CtsCommandOptions extends JobLimitOptions {
  /** Chip names; every chip of the table for `all`. */
  readonly chips: readonly string[];
  readonly filter: string | undefined;
  readonly maxDim: number;
  /** Worker threads; every available core (os.availableParallelism) unless `--jobs` says otherwise. */
  readonly jobs: number;
  readonly msaa8: boolean;
  /** Driver debug switches (POPSIM_DEBUG syntax). */
  readonly debug: string | undefined;
  /** Compiler POPS debug switches (`popsim compile --pops-debug` names). */
  readonly popsDebug: string | undefined;
  /** Results file to resume from and append to. */
  readonly results: string | undefined;
  /** GPU model with lazy polling (GpuOptions.lazyPolling). */
  readonly lazyPolling: boolean;
  /** `--retry-give-ups`: run again the cases of the results file the host wall-clock guard gave up on. */
  readonly retryGiveUps: boolean;
  /** `--shard K/N` as given (the scheduler's environment is read by runCtsCommand). */
  readonly shard: ShardSpec | undefined;
  /** `--merge FILE…`: the results files to join (nothing runs). */
  readonly merge: readonly string[] | undefined;
}

/** The I/O of runCtsCommand: `process` or captures in tests; `env` is read for a job array's shard. */
export interface CtsIo {
  readonly stdout: OutputStream;
  readonly stderr: OutputStream;
  readonly env?: Environment;
}

export const CTS_HELP = `  popsim cts [--gpu CHIP[,CHIP…]|all] [--filter GLOB] [--max-dim N] [--jobs N]
             [--msaa8] [--debug driver-switch,…] [--pops-debug compiler-switch,…]
             [--results FILE [--retry-give-ups]] [--lazy-polling] [--job-timeout CYCLES]
             [--wall-guard SECONDS] [--shard K/N]
  popsim cts --merge FILE… [--results OUT]
      Run the interlock conformance suite (dEQP-VK.fragment_shader_interlock.basic,
      576 cases) on the simulated GPUs through the API and print pass / fail /
      not-supported counts per chip, with the first wrong values of failing
      cases. Defaults: --gpu all, --max-dim ${DEFAULT_MAX_DIM} (dims 8..N; the full suite
      is --max-dim 1024), --jobs = every available core (worker threads, one case
      each; results do not depend on it; one case never spans cores).
      --filter takes a dEQP glob ('*' spans dots), e.g. '*.pixel_ordered.4xaa.*'.
      --msaa8 adds popsim's 8-sample variant (R6/R7). --debug takes POPSIM_DEBUG
      switches, --pops-debug the compiler's, to watch the suite fail as the
      seeds predict. --results FILE appends each finished case to FILE (JSON
      lines) and skips the cases it already holds, so an interrupted run
      resumes; the report covers all of them. --retry-give-ups runs again the
      cases of FILE the host wall-clock guard gave up on (hangs whose report
      starts "${WALL_GUARD_REPORT}"; e.g. with a larger --wall-guard or none);
      their new lines supersede the old. FILE's header must match --msaa8,
      --debug, --pops-debug, --lazy-polling and --job-timeout. --lazy-polling
      skips the failed polls of GFX9 POPS waits (several times faster on deep
      waits; the same outcomes, cycles about -9 % to +12 % off exact:
      docs/gpu_engine.md "Lazy polling"); GFX10+ polls anyway and stays exact.
      It assumes popsim's own wait loop, so it refuses --debug and --pops-debug. Exit status 1 when any
      case fails or hangs. A case whose submit runs longer than a second or two
      shows that submit's progress.
      --shard K/N runs shard K of N (K from 1): a fixed part of the (chip, case)
      pairs, balanced by estimated invocations, the same whatever --jobs or
      machine. Without --shard, a Slurm array task takes K and N from
      SLURM_ARRAY_TASK_ID/_MIN/_STEP/_COUNT, a Kubernetes Indexed Job from
      JOB_COMPLETION_INDEX + 1 and ${SHARD_COUNT_VARIABLE} (said on stderr;
      --shard 1/1 runs everything). --merge joins the shards' --results files
      into the run's report (and OUT, a new file); it refuses files of other
      options, model versions or case selections, a case with two outcomes and
      a missing case.
      ${JOB_LIMITS_HELP}
`;

function positiveInt(name: string, text: string | undefined): number {
  const n = Number(text);
  if (text === undefined || !Number.isInteger(n) || n < 1) throw new CtsError('bad-option', name, `'${text ?? ''}' is not a positive integer`);
  return n;
}

const SPEC: OptionSpec = {
  values: ['--gpu', '--filter', '--max-dim', '--jobs', '--debug', '--pops-debug', '--results', '--shard', ...JOB_LIMIT_OPTIONS],
  flags: ['--msaa8', '--lazy-polling', '--merge', '--retry-give-ups'],
  positionals: { min: 0, max: Infinity, what: 'results files' },
};

/** `--merge FILE… [--results OUT]`: the files say what was run; every other option is a usage error. */
function parseMergeArgs(values: ReadonlyMap<string, string>, flags: ReadonlySet<string>, files: readonly string[]): readonly string[] {
  const other = [...values.keys(), ...flags].find((name) => name !== '--merge' && name !== '--results');
  if (other !== undefined) throw new UsageError('cannot be combined with --merge (the results files record what was run)', other);
  if (files.length === 0) throw new UsageError('needs the results files to join', '--merge');
  return files;
}

/**
 * Parses the arguments after `cts`: UsageError for a command line the table does not allow
 * (cli_options.ts) or options that contradict each other, CtsError('bad-option') for a bad value.
 */
export function parseCtsArgs(argv: readonly string[]): CtsCommandOptions {
  const line = parseCommandLine('cts', argv, SPEC);
  if (line.flags.has('--merge')) {
    return { ...parseCtsArgs([]), results: line.values.get('--results'), merge: parseMergeArgs(line.values, line.flags, line.positionals) };
  }
  if (line.positionals.length > 0) throw new UsageError(`popsim cts takes no arguments, got '${line.positionals[0]!}' (results files only after --merge)`);
  const debug = line.values.get('--debug');
  const popsDebug = line.values.get('--pops-debug');
  const lazyPolling = line.flags.has('--lazy-polling');
  if (lazyPolling && (debug !== undefined || popsDebug !== undefined)) {
    throw new UsageError('assumes the regular POPS wait loop: not with --debug or --pops-debug', '--lazy-polling');
  }
  const retryGiveUps = line.flags.has('--retry-give-ups');
  if (retryGiveUps && !line.values.has('--results')) throw new UsageError('runs again the give-ups of a results file: give it with --results', '--retry-give-ups');
  const gpu = line.values.get('--gpu') ?? 'all';
  const chips = gpu.toLowerCase() === 'all' ? CHIPS.map((c) => c.name) : gpu.split(',').map((s) => s.trim());
  const maxDim = line.values.get('--max-dim');
  const jobs = line.values.get('--jobs');
  const shard = line.values.get('--shard');
  return {
    chips,
    filter: line.values.get('--filter'),
    maxDim: maxDim === undefined ? DEFAULT_MAX_DIM : positiveInt('--max-dim', maxDim),
    jobs: jobs === undefined ? availableParallelism() : positiveInt('--jobs', jobs),
    msaa8: line.flags.has('--msaa8'),
    debug,
    popsDebug,
    results: line.values.get('--results'),
    lazyPolling,
    retryGiveUps,
    shard: shard === undefined ? undefined : parseShard(shard),
    merge: undefined,
    ...jobLimitsOf(line, (name, message) => new CtsError('bad-option', name, message)),
  };
}

/**
 * The switches must mean something on every chip of the run (the driver's DEBUG_SWITCH_CHIPS, the
 * compiler's POPS_DEBUG_SWITCH_LEVELS), checked before any case runs: otherwise each case of such
 * a chip would fail at device creation.
 */
function checkSwitchesForChips(chips: readonly string[], debug: DriverDebugSwitches, popsDebug: PopsDebugSwitches): void {
  for (const chip of chips.map((name) => chipByName(name))) {
    const driver = inapplicableDebugSwitches(debug, chip)[0];
    if (driver !== undefined) throw new CtsError('bad-option', '--debug', `${driver.name} has no meaning on ${chip.name} (it applies to ${driver.where}); choose chips with --gpu`);
    const compiler = inapplicablePopsDebugSwitches(popsDebug, chip.gfx);
    if (compiler.length > 0) {
      throw new CtsError('bad-option', '--pops-debug', `${compiler.join(', ')} has no meaning on ${chip.name} (${chip.gfx}): its POPS protocol has no such element; choose chips with --gpu`);
    }
  }
}

/** The shard to run: `--shard`, else the job array's environment (announced on stderr), else none. */
function shardOf(o: CtsCommandOptions, io: CtsIo): { readonly spec: ShardSpec; readonly source: string } | undefined {
  if (o.shard !== undefined) return { spec: o.shard, source: '--shard' };
  const fromEnv = shardFromEnvironment(io.env ?? {});
  return fromEnv === undefined ? undefined : { spec: fromEnv.shard, source: fromEnv.source };
}

/** Runs the command; returns the exit status (0 all passed, 1 a case failed). */
export async function runCtsCommand(argv: readonly string[], io: CtsIo = process): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    io.stdout.write(`Usage:\n${CTS_HELP}`);
    return 0;
  }
  const o = parseCtsArgs(argv);
  if (o.merge !== undefined) return runCtsMerge(o.merge, o.results, io);
  const cases = selectCases({ ...(o.filter === undefined ? {} : { filter: o.filter }), maxDim: o.maxDim, msaa8: o.msaa8 });
  // Validate the switches here so a typo, or a switch meaningless on a chip, fails before any worker starts.
  const debug = parseDebugSwitches(o.debug);
  const compilerDebug = parsePopsDebug(o.popsDebug ?? '');
  checkSwitchesForChips(o.chips, debug, compilerDebug);
  const runnerOptions: ApiRunnerOptions = {
    ...(o.debug === undefined ? {} : { debug }),
    ...(o.popsDebug === undefined ? {} : { compilerDebug }),
  };
  // In-process runners: the chips' report names and capabilities, and the runners unless a pool is worth starting.
  const local = o.chips.map((chip) => apiRunner(chip, runnerOptions));
  const shard = shardOf(o, io);
  const selection = shard === undefined ? undefined : selectShard(local, cases, shard.spec);
  const inRun = selection?.includes ?? ((): boolean => true);
  if (shard !== undefined && selection !== undefined) {
    const from = shard.source === '--shard' ? '' : ` (from ${shard.source})`;
    io.stderr.write(`shard ${formatShard(shard.spec)}${from}: ${selection.pairs} of ${selection.totalPairs} cases, ${(100 * selection.share).toFixed(1)} % of the estimated work\n`);
  }
  // Opened before any worker starts, so a header mismatch costs nothing.
  const results =
    o.results === undefined
      ? undefined
      : ResultsFile.open(
          o.results,
          {
            msaa8: o.msaa8,
            debug: o.debug,
            popsDebug: o.popsDebug,
            ...(o.lazyPolling ? { lazyPolling: true as const } : {}),
            ...(o.jobTimeoutCycles === undefined ? {} : { jobTimeoutCycles: o.jobTimeoutCycles === Infinity ? ('none' as const) : o.jobTimeoutCycles }),
          },
          (m) => io.stderr.write(`warning: ${m}\n`),
          { model: modelVersion(), chips: local.map((r) => r.chip), filter: o.filter, maxDim: o.maxDim, shard: shard?.spec },
        );
  // A recorded case is resumed, unless it is a give-up of the host guard and --retry-give-ups asks to run those again.
  const resumedCase = (chip: string, name: string): TimedOutcome | undefined => {
    const r = results?.get(chip, name);
    return r !== undefined && o.retryGiveUps && isHostGiveUp(r.outcome) ? undefined : r;
  };
  const recorded = (chip: string, name: string): boolean => resumedCase(chip, name) !== undefined;
  const pairs = local.flatMap((r) => cases.filter((c) => inRun(r.chip, c)).map((c) => ({ r, c })));
  if (results !== undefined) {
    const resumed = pairs.filter(({ r, c }) => recorded(r.chip, c.name)).length;
    const retried = pairs.filter(({ r, c }) => !recorded(r.chip, c.name) && results.get(r.chip, c.name) !== undefined).length;
    const again = retried === 0 ? '' : ` (${retried} give-up${retried === 1 ? '' : 's'} of the host guard to run again)`;
    io.stderr.write(`resuming: ${resumed} of ${pairs.length} cases already in ${results.path}${again}\n`);
  }
  // Worker threads only for cases that run: none for a resumed or unsupported case, never more than there are cases.
  const toRun = pairs.filter(({ r, c }) => !recorded(r.chip, c.name) && supportOf(c, r.device) === 'supported').length;
  const jobs = Math.max(1, Math.min(o.jobs, toRun));
  const pool = jobs > 1 ? new WorkerPool(jobs, runnerOptions) : undefined;
  const runners: InterlockCaseRunner[] = pool ? pool.runners(o.chips) : local;
  const progress = new ProgressLine(io.stderr);
  const caseKey = (chip: string, c: { readonly name: string }): string => `${chip} ${c.name}`;
  const onCaseProgress = (p: CaseProgress): void => {
    const key = caseKey(p.chip, p.case);
    progress.update(key, key, () => formatSubmitProgress(p.progress, expectedInvocations(p.case)));
  };
  const estimate = new RunEstimate(runners, cases, inRun);
  const started = performance.now();
  // Invocations of the cases run now, not resumed ones: the rate is this run's.
  let invocations = 0;
  let runs = 0;
  const onProgress = (p: SuiteProgress): void => {
    const outcome = p.result.outcome;
    estimate.finished(p.result.case, outcome.kind !== 'not-supported', p.resumed);
    if (p.resumed) return;
    runs++;
    results?.append(p.result);
    if (outcome.kind === 'pass' || outcome.kind === 'fail') invocations += outcome.stats.invocations;
    progress.end(caseKey(p.result.chip, p.result.case));
    progress.suite(formatProgress(p), formatEstimate(estimate, (performance.now() - started) / 1000));
  };
  try {
    const suite = await runSuite(runners, cases, {
      jobs,
      onProgress,
      onCaseProgress,
      lazyPolling: o.lazyPolling,
      ...(o.jobTimeoutCycles === undefined ? {} : { jobTimeoutCycles: o.jobTimeoutCycles }),
      ...(o.wallGuardMs === undefined ? {} : { wallGuardMs: o.wallGuardMs }),
      ...(results === undefined ? {} : { previous: (chip, c) => resumedCase(chip, c.name) }),
      ...(selection === undefined ? {} : { only: selection.includes }),
    });
    progress.finish();
    const seconds = (performance.now() - started) / 1000;
    const caseSeconds = writeSuiteReport(io.stdout, suite);
    // A run whose every case came from the results file ran nothing: no wall time or rate to report.
    const ran =
      runs > 0
        ? `in ${seconds.toFixed(1)} s wall (${Math.round(invocations / seconds)} invocations/s, --jobs ${o.jobs})`
        : results === undefined
          ? '(nothing to run)'
          : `all from ${results.path} (nothing run)`;
    const part = shard === undefined ? '' : `, shard ${formatShard(shard.spec)} (${pairs.length} of them)`;
    io.stdout.write(`${cases.length} cases × ${runners.length} chips${part} ${ran}; case wall time Σ ${caseSeconds.toFixed(1)} s\n`);
    return suitePassed(suite) ? 0 : 1;
  } finally {
    await pool?.close();
  }
}
