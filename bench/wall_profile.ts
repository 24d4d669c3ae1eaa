/**
 * (p) Where one conformance case's wall time goes, sampled by Linux perf:
 * the case's 32x32 variant (the warm-up), then the case, in a child process
 * under `perf record`, which samples only the case (it starts disabled and
 * is enabled through its control FIFO when the child reports its warm-up
 * done). V8 writes a jitdump (`node --perf-prof`) that `perf inject --jit`
 * turns into symbols, so V8's generated code is named like the perf map's
 * (perf_report.ts). Prints the top functions by their share of the main
 * thread's samples, and with `--annotate NAME` the instructions of that
 * function's hottest version that hold most of its samples.
 *
 * Why, beside instruction_profile.ts and case_profile.ts: a memory-bound
 * case spends much of its time waiting for the host's caches, which an
 * instruction count does not show, and V8's sampling profiler names
 * functions, not instructions. perf's samples fall on the instruction after
 * a load that missed, so an annotation says which field or array a function
 * waits for (NAVI31 `sample_ordered.4xaa` at 128x128, docs/speed_log.md:
 * the request record, its line row and the line-order probe in
 * `lineArrived`). A sampled time, not a count: two runs differ by the
 * host's noise (docs/speed_log.md), so compare shares, not runs.
 *
 * Needs `perf` (Debian package `linux-perf`) and a kernel that lets a user
 * sample its own processes (`perf_event_paranoid` at most 2); software
 * clock events suffice, so it works in a virtual machine without hardware
 * counters.
 *
 * Run: npm run build && node dist/bench/wall_profile.js --case NAME [--gpu CHIP] [--top N] [--annotate FUNCTION] [--keep DIR]
 */
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, cpSync, existsSync, mkdtempSync, openSync, readFileSync, readSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchFail, functionNameOption, HELP_OPTION, parseBenchArgs, positiveInteger } from './bench_options.js';
import { parsePerfAnnotate, parsePerfReport, type SampledRun } from './perf_report.js';
import { runWarmedCase, warmedCaseOptions, type WarmedCase } from './warmed_case.js';

const USAGE = `Usage: node dist/bench/wall_profile.js --case NAME [--gpu CHIP] [--top N] [--annotate FUNCTION] [--keep DIR]
  Samples the wall time of one conformance case (e.g.
  basic.nodiscard.image.sample_ordered.4xaa.no_sample_shading.128x128) with Linux perf,
  after an unsampled warm-up on its 32x32 variant, and prints the top N functions
  (default 30) by their share of the main thread's samples. --annotate FUNCTION also
  prints the instructions of that JavaScript function's hottest compiled version that
  hold 1 % of its samples or more. --keep DIR copies perf's data and the jitted code
  there. Chip default NAVI21. Needs perf (Debian: linux-perf).`;

/** Samples per second of the thread's clock. */
const FREQUENCY = 1999;
/** Annotated instructions below this share of the function's samples are not printed. */
const ANNOTATE_PERCENT = 1;

function fail(message: string): never {
  benchFail('wall_profile', message);
}

interface Options {
  readonly warmed: WarmedCase;
  readonly top: number;
  readonly annotate: string | undefined;
  readonly keep: string | undefined;
  readonly child: boolean;
  /** The child: after the warm-up, wait until this file exists (sampling is on). */
  readonly go: string | undefined;
  /** The child: where to write its `ChildRun`. */
  readonly runs: string | undefined;
}

function parseOptions(): Options {
  const { values } = parseBenchArgs('wall_profile', USAGE, {
    options: {
      case: { type: 'string' },
      gpu: { type: 'string' },
      top: { type: 'string' },
      annotate: { type: 'string' },
      keep: { type: 'string' },
      child: { type: 'boolean' },
      go: { type: 'string' },
      runs: { type: 'string' },
      help: HELP_OPTION,
    },
  });
  const warmed = warmedCaseOptions('wall_profile', USAGE, values);
  const annotateName = functionNameOption('wall_profile', USAGE, values.annotate);
  if (values.keep !== undefined && existsSync(values.keep)) fail(`--keep ${values.keep}: it exists already\n${USAGE}`);
  return {
    warmed,
    top: positiveInteger('wall_profile', USAGE, 'top', values.top, 30),
    annotate: annotateName,
    keep: values.keep,
    child: values.child === true,
    go: values.go,
    runs: values.runs,
  };
}

/** What the sampled process reports, as JSON in a file of its own. */
interface ChildRun {
  readonly waves: number;
  readonly wallMs: number;
}

/** The child's line after its warm-up, followed by its process id (perf's thread filter). */
const WARM = 'wall_profile: warm';

/** The sampled process (`--child --go FILE --runs FILE`, not in the usage text). */
async function child(o: Options): Promise<void> {
  const go = o.go ?? fail('--go is required with --child');
  const { stats, wallMs } = await runWarmedCase(o.warmed, { ready: `${WARM} ${process.pid}`, go, spin: false });
  const run: ChildRun = { waves: stats.wavesLaunched, wallMs };
  writeFileSync(o.runs ?? fail('--runs is required with --child'), JSON.stringify(run));
}

/** perf's reply to a control command, read from its acknowledgement FIFO. */
function command(ctl: string, ack: string, text: string): string {
  const out = openSync(ctl, 'w');
  const back = openSync(ack, 'r');
  try {
    writeSync(out, `${text}\n`);
    const reply = Buffer.alloc(16);
    return reply.toString('utf8', 0, readSync(back, reply, 0, reply.length, null)).replace(/\0/g, '').trim();
  } finally {
    closeSync(out);
    closeSync(back);
  }
}

interface ChildExit {
  readonly status: number | null;
  readonly stderr: string;
  /** The sampled node process (the child of perf). */
  readonly pid: number | undefined;
  readonly enabled: boolean;
}

/** Runs `perf record` over the child, enabling its sampling when the child reports its warm-up done. */
function runUnderPerf(args: readonly string[], dir: string, go: string, ctl: string, ack: string): Promise<ChildExit> {
  return new Promise((resolve, reject) => {
    // In `dir`: V8 writes its jitdump to the working directory.
    const p = spawn('perf', args, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    let pid: number | undefined;
    let enabled = false;
    p.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    createInterface({ input: p.stdout }).on('line', (line) => {
      if (!line.startsWith(`${WARM} `) || pid !== undefined) return;
      pid = Number(line.slice(WARM.length + 1));
      const reply = command(ctl, ack, 'enable');
      enabled = reply === 'ack';
      if (!enabled) stderr += `perf did not acknowledge 'enable' (${JSON.stringify(reply)})\n`;
      // Released either way; a run never enabled is reported as a failure.
      writeFileSync(go, '');
    });
    p.on('error', reject);
    p.on('close', (status) => resolve({ status, stderr, pid, enabled }));
  });
}

/** A failure of perf or of the sampled process: reported (exit 2) once the working directory is removed. */
class ProfileError extends Error {}

function perfOutput(args: readonly string[], dir: string, what: string): string {
  const r = spawnSync('perf', args, { cwd: dir, encoding: 'utf8', maxBuffer: 1 << 28 });
  if (r.status !== 0) throw new ProfileError(`${what} failed (status ${r.status}): ${(r.stderr ?? '').trim().slice(-2000)}`);
  return r.stdout;
}

async function main(): Promise<void> {
  const o = parseOptions();
  if (o.child) return child(o);
  if (spawnSync('perf', ['--version']).error !== undefined) fail('perf is not installed (Debian: apt-get install linux-perf)');
  const dir = mkdtempSync(join(tmpdir(), 'popsim-perf-'));
  let failure: string | undefined;
  try {
    await profile(o, dir);
  } catch (e) {
    if (!(e instanceof ProfileError)) throw e;
    failure = e.message;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  if (failure !== undefined) fail(failure);
}

/** Samples the case in `dir` (the working directory: perf's data, V8's jitdump, the control FIFOs) and prints the report. */
async function profile(o: Options, dir: string): Promise<void> {
  const ctl = join(dir, 'ctl');
  const ack = join(dir, 'ack');
  if (spawnSync('mkfifo', [ctl, ack]).status !== 0) throw new ProfileError(`cannot make perf's control FIFOs in ${dir}`);
  const go = join(dir, 'go');
  const runsFile = join(dir, 'runs.json');
  const { chip, measured } = o.warmed;
  console.error(`wall_profile: sampling ${chip} ${measured.name} with perf…`);
  const run = await runUnderPerf(
    [
      'record',
      '-k', '1', // CLOCK_MONOTONIC: the clock V8's jitdump stamps its records with
      '-F', String(FREQUENCY),
      '-D', '-1', // disabled until the warm-up is done
      `--control=fifo:${ctl},${ack}`,
      '-o', 'perf.data',
      '--',
      process.execPath,
      '--perf-prof',
      fileURLToPath(import.meta.url),
      '--child', '--gpu', chip, '--case', measured.name, '--go', go, '--runs', runsFile,
    ],
    dir,
    go,
    ctl,
    ack,
  );
  if (run.status !== 0 || !run.enabled || run.pid === undefined) throw new ProfileError(`the sampled process failed (status ${run.status}): ${run.stderr.trim().slice(-2000)}`);
  perfOutput(['inject', '--jit', '-i', 'perf.data', '-o', 'perf.jit.data'], dir, 'perf inject');
  const childRun = JSON.parse(readFileSync(runsFile, 'utf8')) as ChildRun;
  const report = parsePerfReport(
    perfOutput(['report', '-i', 'perf.jit.data', '--stdio', '--no-children', '-F', 'overhead,sample,sym', '--percentage', 'relative', '--tid', String(run.pid)], dir, 'perf report'),
  );
  printReport(o, childRun, report);
  if (o.annotate !== undefined) annotate(o.annotate, report, dir);
  if (o.keep !== undefined) {
    cpSync(dir, o.keep, { recursive: true, filter: (source) => source !== ctl && source !== ack });
    console.log(`perf's data and the jitted code kept in ${o.keep} (perf report -i ${join(o.keep, 'perf.jit.data')} there)`);
  }
}

function printReport(o: Options, run: ChildRun, report: SampledRun): void {
  console.log(`wall-profile: ${o.warmed.chip} ${o.warmed.measured.name}`);
  console.log(`  ${report.samples} samples of the main thread at ${FREQUENCY} Hz; the case ran ${run.wallMs.toFixed(0)} ms, ${run.waves} waves`);
  console.log(`top ${o.top} functions, share of the main thread's samples (samples):`);
  for (const f of report.functions.slice(0, o.top)) {
    console.log(`  ${((100 * f.samples) / report.samples).toFixed(2).padStart(6)} %  ${String(f.samples).padStart(6)}  ${f.name}`);
  }
}

function annotate(name: string, report: SampledRun, dir: string): void {
  const f = report.functions.find((g) => g.hottest.startsWith('JS:') && g.name.startsWith(`${name} `));
  if (f === undefined) {
    console.log(`annotate: no sampled JavaScript function is named ${name}`);
    return;
  }
  const rows = parsePerfAnnotate(perfOutput(['annotate', '-i', 'perf.jit.data', '--stdio', '-s', f.hottest], dir, 'perf annotate'));
  console.log(`annotate: ${f.name}, its hottest version (${f.hottestSamples} of its ${f.samples} samples): instructions with ${ANNOTATE_PERCENT} % of that version's samples or more`);
  // A sample falls on the instruction after the one that stalled (after a load that missed, often its first use): that one is shown too.
  console.log('  share    offset  instruction  |  the instruction before it');
  rows.forEach((r, i) => {
    if (r.percent < ANNOTATE_PERCENT) return;
    const before = i > 0 ? `${rows[i - 1]!.offset}: ${rows[i - 1]!.text}` : '';
    console.log(`  ${r.percent.toFixed(2).padStart(6)} %  ${r.offset.padStart(5)}  ${r.text}  |  ${before}`);
  });
}

await main();
