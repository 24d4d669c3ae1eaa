/**
 * (n) Host instructions per JavaScript function for one conformance case,
 * counted by valgrind's callgrind: the case's 32x32 variant (the warm-up)
 * and then the case run in a child process under callgrind, and the
 * instructions attributed to functions through V8's perf map
 * (callgrind_profile.ts). Prints the instructions per engine event of the
 * top functions.
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
 * Needs valgrind (Debian package `valgrind`); takes minutes — callgrind runs
 * the process some 50 times slower.
 *
 * Run: npm run build && node dist/bench/instruction_profile.js --case NAME [--gpu CHIP] [--top N] [--keep DIR]
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchFail, HELP_OPTION, parseBenchArgs, positiveInteger, warmUpCaseName } from './bench_options.js';
import { parsePerfMap, selfInstructions } from './callgrind_profile.js';
import { chipByName } from '../src/amd/chips.js';
import type { RunStats } from '../src/gpu/engine/stats.js';
import { apiRunner, caseByName } from '../src/scenes/interlock_cts/index.js';

const USAGE = `Usage: node dist/bench/instruction_profile.js --case NAME [--gpu CHIP] [--top N] [--keep DIR]
  Counts the host instructions of one conformance case (e.g.
  basic.nodiscard.image.pixel_ordered.4xaa.sample_shading.32x32), after a warm-up on its
  32x32 variant, under valgrind's callgrind, and prints the top N functions (default 30)
  with their instructions per engine event. --keep DIR keeps callgrind's output and V8's
  perf map there. Chip default NAVI21. Needs valgrind; takes minutes.`;

function fail(message: string): never {
  benchFail('instruction_profile', message);
}

interface Options {
  readonly chip: string;
  readonly caseName: string;
  readonly top: number;
  readonly keep: string | undefined;
  readonly child: boolean;
}

function parseOptions(): Options {
  const { values } = parseBenchArgs('instruction_profile', USAGE, {
    options: {
      case: { type: 'string' },
      gpu: { type: 'string' },
      top: { type: 'string' },
      keep: { type: 'string' },
      child: { type: 'boolean' },
      help: HELP_OPTION,
    },
  });
  if (values.case === undefined) fail(`--case is required\n${USAGE}`);
  const chip = (values.gpu ?? 'NAVI21').toUpperCase();
  try {
    chipByName(chip);
    caseByName(values.case);
    caseByName(warmUpCaseName(values.case, 'instruction_profile'));
  } catch (e) {
    fail((e as Error).message);
  }
  return {
    chip,
    caseName: values.case,
    top: positiveInteger('instruction_profile', USAGE, 'top', values.top, 30),
    keep: values.keep,
    child: values.child === true,
  };
}

/** What the measured process reports (its last line of output, JSON). */
interface ChildRuns {
  /** Engine events of the warm-up and of the case, and the case's waves. */
  readonly warmUpEvents: number;
  readonly events: number;
  readonly waves: number;
}

/** The measured process (`--child`, not in the usage text): the warm-up, then the case; prints `ChildRuns`. */
async function child(o: Options): Promise<void> {
  let stats: RunStats | undefined;
  const runner = apiRunner(o.chip, { onRunStats: (_c, s) => (stats = s) });
  await runner.run(caseByName(warmUpCaseName(o.caseName, 'instruction_profile')), {});
  const warmUpEvents = stats!.engineEvents;
  await runner.run(caseByName(o.caseName), {});
  const runs: ChildRuns = { warmUpEvents, events: stats!.engineEvents, waves: stats!.wavesLaunched };
  console.log(JSON.stringify(runs));
}

async function main(): Promise<void> {
  const o = parseOptions();
  if (o.child) return child(o);
  if (spawnSync('valgrind', ['--version']).error !== undefined) fail('valgrind is not installed (Debian: apt-get install valgrind)');
  const dir = mkdtempSync(join(tmpdir(), 'popsim-callgrind-'));
  const out = join(dir, 'callgrind.out');
  console.error(`instruction_profile: running ${o.chip} ${o.caseName} under callgrind (minutes)…`);
  const script = fileURLToPath(import.meta.url);
  const run = spawnSync(
    'valgrind',
    [
      '--tool=callgrind',
      '--dump-instr=yes',
      `--callgrind-out-file=${out}`,
      `--log-file=${join(dir, 'valgrind.log')}`,
      process.execPath,
      '--single-threaded',
      '--perf-basic-prof',
      '--no-compact-code-space',
      script,
      '--child',
      '--gpu',
      o.chip,
      '--case',
      o.caseName,
    ],
    { encoding: 'utf8', maxBuffer: 1 << 26 },
  );
  // V8 writes the perf map as /tmp/perf-<pid>.map; under valgrind the pid is the child's.
  const perfMap = `/tmp/perf-${run.pid}.map`;
  let failure: string | undefined;
  try {
    if (run.status !== 0) {
      failure = `the measured process failed (status ${run.status}): ${run.stderr.trim().slice(-2000)}`;
    } else {
      const runs = JSON.parse(run.stdout.trim().split('\n').at(-1)!) as ChildRuns;
      const symbols = parsePerfMap(readFileSync(perfMap, 'utf8'));
      report(o, runs, selfInstructions(readFileSync(out, 'utf8').split('\n'), symbols));
      if (o.keep !== undefined) {
        mkdirSync(o.keep, { recursive: true });
        copyFileSync(out, join(o.keep, 'callgrind.out'));
        copyFileSync(perfMap, join(o.keep, 'perf.map'));
        console.log(`callgrind output and perf map kept in ${o.keep}`);
      }
    }
  } finally {
    // Removed before any exit: fail() ends the process at once.
    rmSync(perfMap, { force: true });
    rmSync(dir, { recursive: true, force: true });
  }
  if (failure !== undefined) fail(failure);
}

function report(o: Options, runs: ChildRuns, byFunction: Map<string, number>): void {
  const events = runs.warmUpEvents + runs.events;
  const total = [...byFunction.values()].reduce((s, n) => s + n, 0);
  console.log(`instruction-profile: ${o.chip} ${o.caseName}`);
  console.log(`  ${(total / 1e9).toFixed(2)} G host instructions in the process (module loading and shader compiles included);`);
  console.log(`  ${events} engine events (${runs.warmUpEvents} in the warm-up, ${runs.events} in the case, ${runs.waves} waves): ${(total / events).toFixed(0)} instructions per event`);
  console.log(`top ${o.top} functions, own instructions (calls excluded) per engine event:`);
  const rows = [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, o.top);
  for (const [name, n] of rows) console.log(`  ${(n / events).toFixed(1).padStart(8)}  ${((100 * n) / total).toFixed(1).padStart(5)} %  ${name}`);
}

main().catch((e: unknown) => fail((e as Error).message));
