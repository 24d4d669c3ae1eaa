/**
 * (n) Host instructions per JavaScript function for one conformance case,
 * counted by valgrind's callgrind: the case's 32x32 variant (the warm-up)
 * and then the case run in a child process under callgrind, and the
 * instructions attributed to functions through V8's perf map
 * (callgrind_profile.ts). Prints the instructions per engine event of the
 * top functions. Only the case is counted: the child starts with
 * callgrind's instrumentation off, and once it has loaded its modules and
 * run the warm-up it waits (spinning: a process blocked in a system call
 * would not take callgrind's command) until this process has switched the
 * instrumentation on (`callgrind_control -i on`). What the case compiles —
 * its pipeline, V8's optimized code — is part of it.
 *
 * Why: wall-clock comparisons on this host move by ±20–40 % from run to run
 * (docs/speed_log.md), so a change worth a few per cent cannot be shown by
 * timing it. The instructions a function runs per event are a count, not a
 * time: two runs of the same build agree to about 0.05 % per hot function
 * (the process's total, module loading and the shader compiler's
 * WebAssembly included, to about 1 %). They are not the time: a count says
 * nothing of the host's cache misses or branch mispredictions, so a change
 * that cuts instructions must still be timed (cts_ab.ts) before it is kept.
 * The child runs with `--single-threaded` (V8 compiles and collects on the
 * main thread, so its work is counted and in a repeatable order).
 *
 * With `--cache-sim` callgrind also simulates the host's caches — its first
 * level (D1) and its per-core second level (taken as callgrind's last level,
 * "L2" here; geometries read from /sys/devices/system/cpu/cpu0/cache) — and
 * the report ranks the functions by their L2 misses: the count that says
 * where the host waits for memory (docs/speed_log.md: about two fifths of a
 * non-polling case's time at the full GPU's size). A simulation, not the
 * host's counters: no prefetching, and the shared third level is not
 * modelled.
 *
 * Needs valgrind (Debian package `valgrind`); takes minutes — callgrind runs
 * the process some 50 times slower (about twice that with --cache-sim).
 *
 * With `--annotate NAME` the child also writes the optimized code of the
 * functions named NAME to a file (V8's `--print-opt-code`, with
 * `--code-comments`, through `--redirect-code-traces-to`: on standard
 * output the listings V8 printed late in the run were lost at exit, and the
 * annotation showed an older version that never ran), and the report adds the machine code of the one that ran most, each
 * executed instruction with its count per engine event: the code and the
 * counts come from the same process, so their addresses match (a separate
 * run may inline differently and lay out other code).
 *
 * With `--edges TEXT` the report adds the calls between functions whose
 * names both hold TEXT (`src/` for every JavaScript function of the
 * checkout; V8's builtins and the run's outer frames, whose inclusive costs
 * are the whole run, then stay out): per engine event the calls and the
 * instructions they ran (callees included), and per call. V8 inlines small
 * callees, so own counts split a path's cost by where the inlined code
 * ended up; the edges say what one call of a step, a push or a dispatch
 * costs from each of its call sites.
 *
 * Run: npm run build && node dist/bench/instruction_profile.js --case NAME [--gpu CHIP] [--top N] [--cache-sim] [--keep DIR] [--annotate FUNCTION] [--edges TEXT]
 */
import { spawnSync } from 'node:child_process';
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchFail, functionNameOption, HELP_OPTION, parseBenchArgs, positiveInteger } from './bench_options.js';
import { callEdges, eventTotals, instructionsAt, parseOptimizedCode, parsePerfMap, selfCosts, type CallEdge, type FunctionCosts, type OptimizedCode } from './callgrind_profile.js';
import { runWarmedCase, warmedCaseOptions, type WarmedCase } from './warmed_case.js';

const USAGE = `Usage: node dist/bench/instruction_profile.js --case NAME [--gpu CHIP] [--top N] [--cache-sim] [--keep DIR] [--annotate FUNCTION] [--edges TEXT]
  Counts the host instructions of one conformance case (e.g.
  basic.nodiscard.image.pixel_ordered.4xaa.sample_shading.32x32) under valgrind's
  callgrind, after an uncounted warm-up on its 32x32 variant, and prints the top N
  functions (default 30) with their instructions per engine event. --cache-sim also
  simulates the host's first- and second-level data caches and ranks the functions
  by their second-level misses. --keep DIR keeps callgrind's output and V8's perf
  map there. --annotate FUNCTION also prints the machine code V8 optimized for the
  JavaScript function of that name (the version that ran most), each executed
  instruction with its count per engine event. --edges TEXT also prints the top N
  calls between functions whose names both hold TEXT (e.g. src/gpu/engine, or
  src/ for all of popsim's): calls and their inclusive instructions per engine
  event, and instructions per call. Chip default NAVI21. Needs valgrind; takes minutes.`;

function fail(message: string): never {
  benchFail('instruction_profile', message);
}

interface Options {
  readonly warmed: WarmedCase;
  readonly top: number;
  readonly keep: string | undefined;
  readonly cacheSim: boolean;
  /** A JavaScript function whose optimized code the report annotates, or undefined. */
  readonly annotate: string | undefined;
  /** Text both names of a reported call edge hold, or undefined: no edges. */
  readonly edges: string | undefined;
  readonly child: boolean;
  /** The child: after the warm-up, wait until this file exists (the instrumentation is on). */
  readonly go: string | undefined;
  /** The child: where to write its `ChildRuns`. */
  readonly runs: string | undefined;
}

function parseOptions(): Options {
  const { values } = parseBenchArgs('instruction_profile', USAGE, {
    options: {
      case: { type: 'string' },
      gpu: { type: 'string' },
      top: { type: 'string' },
      keep: { type: 'string' },
      'cache-sim': { type: 'boolean' },
      annotate: { type: 'string' },
      edges: { type: 'string' },
      child: { type: 'boolean' },
      go: { type: 'string' },
      runs: { type: 'string' },
      help: HELP_OPTION,
    },
  });
  const warmed = warmedCaseOptions('instruction_profile', USAGE, values);
  // V8's --print-opt-code-filter takes a function name; anything else would print nothing.
  const annotateName = functionNameOption('instruction_profile', USAGE, values.annotate);
  return {
    warmed,
    top: positiveInteger('instruction_profile', USAGE, 'top', values.top, 30),
    keep: values.keep,
    cacheSim: values['cache-sim'] === true,
    annotate: annotateName,
    edges: values.edges,
    child: values.child === true,
    go: values.go,
    runs: values.runs,
  };
}

/** What the measured process reports, as JSON in a file of its own (its standard output is not read for results). */
interface ChildRuns {
  /** Engine events of the case, and its waves. */
  readonly events: number;
  readonly waves: number;
}

/** The child's line after its warm-up: the instrumentation may be switched on. */
const WARM = 'instruction_profile: warm';

/**
 * The measured process (`--child --go FILE --runs FILE`, not in the usage
 * text): the warm-up, `WARM`, a wait for the go file, then the case; writes
 * `ChildRuns` to the runs file.
 */
async function child(o: Options): Promise<void> {
  const handOver = o.go === undefined ? undefined : { ready: WARM, go: o.go, spin: true };
  const { stats } = await runWarmedCase(o.warmed, handOver);
  const runs: ChildRuns = { events: stats.engineEvents, waves: stats.wavesLaunched };
  writeFileSync(o.runs ?? fail('--runs is required with --child'), JSON.stringify(runs));
}

interface ChildExit {
  readonly pid: number;
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
  /** The instrumentation was switched on after the warm-up. */
  readonly switched: boolean;
}

/** Runs the child under callgrind, switching the instrumentation on when it reports its warm-up done. */
function runUnderCallgrind(valgrindArgs: string[], go: string): Promise<ChildExit> {
  return new Promise((resolve, reject) => {
    const p = spawn('valgrind', valgrindArgs, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let switched = false;
    p.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    createInterface({ input: p.stdout }).on('line', (line) => {
      stdout += line + '\n';
      if (line !== WARM || switched) return;
      const on = spawnSync('callgrind_control', ['-i', 'on', String(p.pid)], { encoding: 'utf8' });
      switched = on.status === 0;
      if (!switched) stderr += `callgrind_control failed: ${on.stderr ?? ''}${on.stdout ?? ''}`;
      // Released either way; a child not switched on counts nothing and is reported as a failure.
      writeFileSync(go, '');
    });
    p.on('error', reject);
    p.on('close', (status) => resolve({ pid: p.pid!, status, stdout, stderr, switched }));
  });
}

async function main(): Promise<void> {
  const o = parseOptions();
  if (o.child) return child(o);
  if (spawnSync('valgrind', ['--version']).error !== undefined) fail('valgrind is not installed (Debian: apt-get install valgrind)');
  const cacheArgs = o.cacheSim ? cacheSimArgs() : [];
  const dir = mkdtempSync(join(tmpdir(), 'popsim-callgrind-'));
  const out = join(dir, 'callgrind.out');
  const { chip, measured } = o.warmed;
  console.error(`instruction_profile: running ${chip} ${measured.name} under callgrind (minutes)…`);
  const script = fileURLToPath(import.meta.url);
  const go = join(dir, 'go');
  const runsFile = join(dir, 'runs.json');
  const listings = join(dir, 'optimized_code.txt');
  const run = await runUnderCallgrind(
    [
      '--tool=callgrind',
      '--dump-instr=yes',
      '--instr-atstart=no',
      ...cacheArgs,
      `--callgrind-out-file=${out}`,
      `--log-file=${join(dir, 'valgrind.log')}`,
      process.execPath,
      '--single-threaded',
      '--perf-basic-prof',
      // The perf map also turns on V8's log, written to the working directory unless placed: here the temporary one.
      `--logfile=${join(dir, 'v8.log')}`,
      '--no-compact-code-space',
      // The listings go to a file of their own: on standard output, those printed late in the run were lost at exit.
      ...(o.annotate === undefined ? [] : ['--print-opt-code', `--print-opt-code-filter=${o.annotate}`, '--code-comments', '--redirect-code-traces', `--redirect-code-traces-to=${listings}`]),
      script,
      '--child',
      '--gpu',
      chip,
      '--case',
      measured.name,
      '--go',
      go,
      '--runs',
      runsFile,
    ],
    go,
  );
  // V8 writes the perf map as /tmp/perf-<pid>.map; under valgrind the pid is the child's.
  const perfMap = `/tmp/perf-${run.pid}.map`;
  let failure: string | undefined;
  try {
    if (run.status !== 0 || !run.switched) {
      failure = `the measured process failed (status ${run.status}): ${run.stderr.trim().slice(-2000)}`;
    } else {
      const runs = JSON.parse(readFileSync(runsFile, 'utf8')) as ChildRuns;
      const symbols = parsePerfMap(readFileSync(perfMap, 'utf8'));
      const lines = readFileSync(out, 'utf8').split('\n');
      report(o, runs, selfCosts(lines, symbols));
      if (o.edges !== undefined) reportEdges(o.edges, o.top, callEdges(lines, symbols), runs.events);
      if (o.annotate !== undefined) annotate(o.annotate, parseOptimizedCode(readFileSync(listings, 'utf8')), lines, runs.events);
      if (o.keep !== undefined) {
        mkdirSync(o.keep, { recursive: true });
        copyFileSync(out, join(o.keep, 'callgrind.out'));
        copyFileSync(perfMap, join(o.keep, 'perf.map'));
        if (o.annotate !== undefined) copyFileSync(listings, join(o.keep, 'optimized_code.txt'));
        console.log(`callgrind output and perf map${o.annotate === undefined ? '' : ' and the code listings'} kept in ${o.keep}`);
      }
    }
  } finally {
    // Removed before any exit: fail() ends the process at once.
    rmSync(perfMap, { force: true });
    rmSync(dir, { recursive: true, force: true });
  }
  if (failure !== undefined) fail(failure);
}

/** The events of a data-cache miss at each simulated level (reads and writes). */
const D1_MISSES = ['D1mr', 'D1mw'];
const L2_MISSES = ['DLmr', 'DLmw'];

function report(o: Options, runs: ChildRuns, costs: FunctionCosts): void {
  const events = runs.events;
  const instructions = eventTotals(costs, ['Ir']);
  const total = sum(instructions);
  console.log(`instruction-profile: ${o.warmed.chip} ${o.warmed.measured.name}`);
  console.log(`  ${(total / 1e9).toFixed(2)} G host instructions in the case (its pipeline's compile included, the warm-up not);`);
  console.log(`  ${events} engine events, ${runs.waves} waves: ${(total / events).toFixed(0)} instructions per event, ${(total / runs.waves / 1000).toFixed(1)} K per wave`);
  // The steady part: V8's compiles and collections (counted here, on the main thread) move a small case's total by several per cent between runs of one build.
  let javascript = 0;
  for (const name of costs.javascript) javascript += instructions.get(name)!;
  console.log(`  of which JavaScript functions' own code ${(javascript / events).toFixed(0)} per event, builtins and native code (V8's compiler and collector among them) ${((total - javascript) / events).toFixed(0)}`);
  if (!o.cacheSim) {
    console.log(`top ${o.top} functions, own instructions (calls excluded) per engine event:`);
    const rows = [...instructions].sort((a, b) => b[1] - a[1]).slice(0, o.top);
    for (const [name, n] of rows) console.log(`  ${(n / events).toFixed(1).padStart(8)}  ${((100 * n) / total).toFixed(1).padStart(5)} %  ${name}`);
    return;
  }
  const d1 = eventTotals(costs, D1_MISSES);
  const l2 = eventTotals(costs, L2_MISSES);
  const l2Total = sum(l2);
  console.log(`  data-cache misses: ${(sum(d1) / runs.waves).toFixed(0)} first-level and ${(l2Total / runs.waves).toFixed(0)} second-level per wave`);
  console.log(`top ${o.top} functions by own second-level misses, per engine event (instructions, first-level misses, second-level misses, share of them):`);
  const rows = [...l2].sort((a, b) => b[1] - a[1]).slice(0, o.top);
  for (const [name, n] of rows) {
    const cells = [instructions.get(name)!, d1.get(name)!, n].map((v) => (v / events).toFixed(1).padStart(8));
    console.log(`  ${cells.join('')}  ${((100 * n) / l2Total).toFixed(1).padStart(5)} %  ${name}`);
  }
}

/** The `top` call edges between functions whose names hold `text`, by their instructions per engine event. */
function reportEdges(text: string, top: number, edges: readonly CallEdge[], events: number): void {
  const rows = edges
    .filter((e) => e.caller.includes(text) && e.callee.includes(text))
    .sort((a, b) => b.inclusive - a.inclusive)
    .slice(0, top);
  console.log(`calls between functions named ${JSON.stringify(text)}, top ${top} by instructions run (callees included) per engine event: calls per event, instructions per event, per call`);
  if (rows.length === 0) console.log('  (none)');
  for (const e of rows) {
    const cells = [(e.calls / events).toFixed(3).padStart(9), (e.inclusive / events).toFixed(1).padStart(9), (e.inclusive / e.calls).toFixed(1).padStart(12)];
    console.log(`  ${cells.join(' ')}  ${e.caller} -> ${e.callee}`);
  }
}

/**
 * The optimized code of `name` that executed the most instructions, each
 * executed instruction with its count per engine event (V8's code comments
 * and never-executed instructions left out).
 */
function annotate(name: string, objects: readonly OptimizedCode[], callgrindLines: readonly string[], events: number): void {
  const candidates = objects.filter((c) => c.name === name);
  if (candidates.length === 0) {
    console.log(`annotate: V8 optimized no function named ${name} in the counted run`);
    return;
  }
  const wanted = new Set<number>();
  for (const c of candidates) for (const i of c.instructions) wanted.add(i.address);
  const counts = instructionsAt(callgrindLines, wanted);
  const costOf = (c: OptimizedCode): number => c.instructions.reduce((total, i) => total + (counts.get(i.address) ?? 0), 0);
  const best = candidates.reduce((a, b) => (costOf(b) > costOf(a) ? b : a));
  console.log(`annotate: ${name}, the most executed of its ${candidates.length} optimized versions: ${(costOf(best) / events).toFixed(1)} instructions per engine event`);
  for (const i of best.instructions) {
    const n = counts.get(i.address) ?? 0;
    if (n > 0) console.log(`  ${(n / events).toFixed(2).padStart(8)}  ${(i.address - best.instructions[0]!.address).toString(16).padStart(5)}  ${i.text}`);
  }
}

function sum(byFunction: Map<string, number>): number {
  let total = 0;
  for (const n of byFunction.values()) total += n;
  return total;
}

/** A cache level of the host's first CPU (sysfs): `--D1`/`--LL` geometry for callgrind, size,associativity,line. */
function hostCache(level: number, type: string): string {
  const root = '/sys/devices/system/cpu/cpu0/cache';
  for (let index = 0; existsSync(join(root, `index${index}`)); index++) {
    const read = (file: string): string => readFileSync(join(root, `index${index}`, file), 'utf8').trim();
    if (Number(read('level')) !== level || read('type') !== type) continue;
    const size = /^(\d+)K$/.exec(read('size'));
    if (size === null) break;
    return `${Number(size[1]) * 1024},${read('ways_of_associativity')},${read('coherency_line_size')}`;
  }
  fail(`--cache-sim: no level-${level} ${type} cache described in ${root}`);
}

/** callgrind's cache simulation with the host's first-level data cache and its second level as the last level. */
function cacheSimArgs(): string[] {
  return ['--cache-sim=yes', `--D1=${hostCache(1, 'Data')}`, `--LL=${hostCache(2, 'Unified')}`];
}

main().catch((e: unknown) => fail((e as Error).message));
