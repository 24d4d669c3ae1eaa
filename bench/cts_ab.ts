/**
 * (j) One conformance case, two builds, one process: this build and an older
 * one (`--baseline DIR`, a checkout whose `dist/` is built) load side by side
 * and run the case alternately, `--reps N` times each, after a warm-up of
 * both on the case's 32x32 variant. Prints each build's fastest and median
 * wall time of `runner.run` (device, pipelines, draw, read-back) and their
 * ratios, and checks that both builds give the same outcome and simulated
 * cycles every time (exit status 1 when they differ).
 *
 * Why next to cts_speed.ts: separate processes on this kind of host drift by
 * 10–30 % between runs, more than a change of a few percent. Alternating in
 * one process puts both builds under the same drift (issue 19 measured its
 * per-change figures this way). The builds share the process's heap and
 * garbage collector, so one build's allocation can slow the other a little:
 * run both orders (swap the roots with `--first baseline`) for small effects.
 *
 * Run: npm run build && node dist/bench/cts_ab.js --baseline DIR --case NAME [--gpu CHIP] [--reps N] [--first this|baseline]
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { benchFail, HELP_OPTION, parseBenchArgs, positiveInteger, warmUpCaseName } from './bench_options.js';

const USAGE = `Usage: node dist/bench/cts_ab.js --baseline DIR --case NAME [--gpu CHIP] [--reps N] [--first this|baseline]
  Runs one conformance case (e.g. basic.nodiscard.image.pixel_ordered.4xaa.sample_shading.64x64)
  with this build and the build in DIR alternately in one process, N times each
  (default 6, chip default RAVEN), after a warm-up on its 32x32 variant; prints
  fastest and median wall times, baseline/this ratios, and checks the cycles.`;

interface CaseModule {
  apiRunner(chip: string): { run(c: unknown, options: object): Promise<{ stats?: { cycles: number; invocations: number } }> };
  caseByName(name: string): unknown;
}

interface Side {
  readonly label: string;
  readonly runner: ReturnType<CaseModule['apiRunner']>;
  readonly measured: unknown;
  readonly warmUp: unknown;
  readonly ms: number[];
  readonly results: Set<string>;
}

function fail(message: string): never {
  benchFail('cts_ab', message);
}

function parseOptions(): { baseline: string; name: string; chip: string; reps: number; baselineFirst: boolean } {
  const { values } = parseBenchArgs('cts_ab', USAGE, {
    options: {
      baseline: { type: 'string' },
      case: { type: 'string' },
      gpu: { type: 'string' },
      reps: { type: 'string' },
      first: { type: 'string' },
      help: HELP_OPTION,
    },
  });
  if (values.baseline === undefined || values.case === undefined) fail(`--baseline and --case are required\n${USAGE}`);
  const reps = positiveInteger('cts_ab', USAGE, 'reps', values.reps, 6);
  const first = values.first ?? 'this';
  const chip = (values.gpu ?? 'RAVEN').toUpperCase();
  if (first !== 'this' && first !== 'baseline') fail(`--first takes 'this' or 'baseline', not '${first}'`);
  warmUpCaseName(values.case, 'cts_ab'); // checks the name before either build loads
  return { baseline: values.baseline, name: values.case, chip, reps, baselineFirst: first === 'baseline' };
}

async function load(root: string, what: string): Promise<CaseModule> {
  const entry = join(root, 'dist', 'src', 'scenes', 'interlock_cts', 'index.js');
  if (!existsSync(entry)) fail(`${what} has no built suite at ${entry} (run 'npx tsc -p .' there)`);
  return (await import(pathToFileURL(entry).href)) as CaseModule;
}

async function side(label: string, m: CaseModule, chip: string, name: string): Promise<Side> {
  let runner;
  let measured;
  let warmUp;
  try {
    runner = m.apiRunner(chip);
    measured = m.caseByName(name);
    warmUp = m.caseByName(warmUpCaseName(name, 'cts_ab'));
  } catch (e) {
    fail(`${label} build: ${(e as Error).message}`);
  }
  return { label, runner, measured, warmUp, ms: [], results: new Set() };
}

const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;

async function main(): Promise<void> {
  const { baseline, name, chip, reps, baselineFirst } = parseOptions();
  const here = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
  const mine = await side('this', await load(here, 'this build'), chip, name);
  const theirs = await side('baseline', await load(resolve(baseline), `--baseline ${baseline}`), chip, name);
  const sides = baselineFirst ? [theirs, mine] : [mine, theirs];
  for (const s of sides) await s.runner.run(s.warmUp, {});
  for (let rep = 0; rep < reps; rep++) {
    // Alternate which build goes first, so a drift of the machine's speed hits both alike.
    for (const s of rep % 2 === 0 ? sides : [...sides].reverse()) {
      const start = performance.now();
      const result = await s.runner.run(s.measured, {});
      s.ms.push(performance.now() - start);
      s.results.add(result.stats === undefined ? 'no stats' : `${result.stats.invocations} invocations, ${result.stats.cycles} cycles`);
    }
    process.stderr.write(`cts_ab: ${rep + 1}/${reps}\n`);
  }
  console.log(`cts-ab: ${chip} ${name}, ${reps} runs each, alternating (${sides[0]!.label} first)`);
  for (const s of sides) console.log(`  ${s.label.padEnd(9)} fastest ${Math.min(...s.ms).toFixed(0).padStart(7)} ms   median ${median(s.ms).toFixed(0).padStart(7)} ms   ${[...s.results].join(' / ')}`);
  console.log(`  baseline/this: fastest ${(Math.min(...theirs.ms) / Math.min(...mine.ms)).toFixed(3)}x, median ${(median(theirs.ms) / median(mine.ms)).toFixed(3)}x`);
  const same = mine.results.size === 1 && theirs.results.size === 1 && [...mine.results][0] === [...theirs.results][0];
  console.log(same ? '  same invocations and simulated cycles in every run of both builds' : '  the builds (or runs) differ in invocations or cycles');
  if (!same) process.exitCode = 1;
}

main().catch((e: unknown) => fail((e as Error).message));
