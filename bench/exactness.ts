/**
 * (o) Is a speed change exact? (issue 19) Runs a fixed set of small
 * conformance cases on five chips and compares everything a run reports —
 * each case's `RunStats` (cycles, engine events, instructions per class,
 * sleeps, wake-ups, POPS waits, cache and memory counters, …) and the words
 * it read back — between this build and an older one (`--baseline DIR`: a
 * checkout with `dist/` built), both loaded into this process. Exit status 1
 * when anything differs, so a change that claims to keep cycles identical
 * can show it with one command; without a baseline it prints each run's
 * digest. The cycle goldens (test/cts/cycle_golden.test.ts) cover cycles
 * only; this covers the rest of a run, in seconds.
 *
 * `RunStats.engineEvents` is the simulator's work, not a hardware quantity:
 * a change that runs fewer events for the same simulation differs there
 * only, which `--ignore engineEvents` allows.
 *
 * Run: npm run build && node dist/bench/exactness.js [--baseline DIR] [--ignore FIELD,…] [--gpu CHIP,…] [CASE…]
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { benchFail, HELP_OPTION, parseBenchArgs } from './bench_options.js';
import { chipByName } from '../src/amd/chips.js';
import type { RunStats } from '../src/gpu/engine/stats.js';
import * as thisBuild from '../src/scenes/interlock_cts/index.js';

const USAGE = `Usage: node dist/bench/exactness.js [--baseline DIR] [--ignore FIELD[,FIELD…]] [--gpu CHIP[,CHIP…]] [CASE…]
  Runs small conformance cases (default: four 16x16 and 32x32 cases on RAVEN,
  VEGA10, NAVI14, NAVI21 and NAVI31) and compares each run's RunStats and the
  words it read back with the build in DIR (a checkout with dist/ built):
  prints every difference, exit status 1 if any. Without --baseline it prints
  each run's digest. --ignore leaves RunStats fields out (e.g. engineEvents,
  the simulator's own work).`;

const DEFAULT_CHIPS = ['RAVEN', 'VEGA10', 'NAVI14', 'NAVI21', 'NAVI31'];
const DEFAULT_CASES = [
  'basic.nodiscard.image.pixel_ordered.4xaa.sample_shading.16x16',
  'basic.nodiscard.image.sample_ordered.4xaa.no_sample_shading.32x32',
  'basic.discard.ssbo.pixel_ordered.1xaa.no_sample_shading.32x32',
  'basic.nodiscard.image.sample_unordered.4xaa.sample_shading.16x16',
];

/** What a build's conformance-case module offers this tool (an older build offers at least this). */
type CaseModule = Pick<typeof thisBuild, 'apiRunner' | 'caseByName'>;

/** One run of one case: its statistics as plain values, and a hash of the words it read back. */
export interface RunDigest {
  readonly stats: Readonly<Record<string, unknown>>;
  readonly resultWords: number;
  readonly resultHash: number;
}

function fail(message: string): never {
  benchFail('exactness', message);
}

/** FNV-1a over the words: equal words give equal hashes; any single changed word changes it. */
export function hashWords(words: Uint32Array): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < words.length; i++) {
    let w = words[i]!;
    for (let b = 0; b < 4; b++) {
      h = Math.imul(h ^ (w & 0xff), 0x01000193);
      w >>>= 8;
    }
  }
  return h >>> 0;
}

/** Runs `caseName` on `chip` with the build `m` (`which`: how to name that build in an error). */
async function digest(m: CaseModule, which: string, chip: string, caseName: string): Promise<RunDigest> {
  let stats: RunStats | undefined;
  const runner = m.apiRunner(chip, { onRunStats: (_c, s) => (stats = s) });
  const out = await runner.run(m.caseByName(caseName), {});
  // Builds before the runner's onRunStats option run the case but report nothing to compare.
  if (stats === undefined) fail(`${which} reported no RunStats for ${chip} ${caseName}: a build too old for this tool (its apiRunner has no onRunStats)`);
  // Through JSON: typed arrays and nested records become plain values that compare field by field.
  return { stats: JSON.parse(JSON.stringify(stats)) as Record<string, unknown>, resultWords: out.result.length, resultHash: hashWords(out.result) };
}

/**
 * The differences between two runs' digests, one line each: every RunStats
 * field the two have in common (nested values by their path) except
 * `ignored`, and the read-back words. A field only one build reports is not
 * a difference (builds add statistics).
 */
export function differences(mine: RunDigest, theirs: RunDigest, ignored: ReadonlySet<string>): string[] {
  const lines: string[] = [];
  const walk = (path: string, a: unknown, b: unknown): void => {
    if (a !== null && b !== null && typeof a === 'object' && typeof b === 'object') {
      const ra = a as Record<string, unknown>;
      const rb = b as Record<string, unknown>;
      for (const key of Object.keys(ra)) if (key in rb) walk(path === '' ? key : `${path}.${key}`, ra[key], rb[key]);
      return;
    }
    if (!Object.is(a, b)) lines.push(`${path}: ${JSON.stringify(a)} here, ${JSON.stringify(b)} in the baseline`);
  };
  for (const key of Object.keys(mine.stats)) if (!ignored.has(key) && key in theirs.stats) walk(key, mine.stats[key], theirs.stats[key]);
  if (mine.resultWords !== theirs.resultWords || mine.resultHash !== theirs.resultHash) {
    lines.push(`read-back: ${mine.resultWords} words (hash ${mine.resultHash}) here, ${theirs.resultWords} (hash ${theirs.resultHash}) in the baseline`);
  }
  return lines;
}

/** The conformance-case module of the build in `dir`. */
async function baselineModule(dir: string): Promise<CaseModule> {
  const file = join(resolve(dir), 'dist', 'src', 'scenes', 'interlock_cts', 'index.js');
  if (!existsSync(file)) fail(`${dir} has no built conformance cases at ${file} (run 'npx tsc -p .' there)\n${USAGE}`);
  return (await import(pathToFileURL(file).href)) as CaseModule;
}

async function main(): Promise<void> {
  const { values, positionals } = parseBenchArgs('exactness', USAGE, {
    options: { baseline: { type: 'string' }, ignore: { type: 'string' }, gpu: { type: 'string' }, help: HELP_OPTION },
    allowPositionals: true,
  });
  const chips = values.gpu === undefined ? DEFAULT_CHIPS : values.gpu.split(',').map((c) => c.trim().toUpperCase());
  const cases = positionals.length > 0 ? positionals : DEFAULT_CASES;
  const ignored = new Set((values.ignore ?? '').split(',').map((f) => f.trim()).filter((f) => f !== ''));
  try {
    for (const c of chips) chipByName(c);
    for (const c of cases) thisBuild.caseByName(c);
  } catch (e) {
    fail(`${(e as Error).message}\n${USAGE}`);
  }
  const baseline = values.baseline === undefined ? undefined : await baselineModule(values.baseline);
  let differing = 0;
  for (const chip of chips) {
    for (const name of cases) {
      const mine = await digest(thisBuild, 'this build', chip, name);
      if (baseline === undefined) {
        console.log(`${chip} ${name} ${JSON.stringify(mine)}`);
        continue;
      }
      const lines = differences(mine, await digest(baseline, `the baseline (${values.baseline})`, chip, name), ignored);
      console.log(`${lines.length === 0 ? 'same   ' : 'DIFFERS'} ${chip} ${name} (${mine.stats['cycles']} cycles, ${mine.stats['engineEvents']} events)`);
      for (const line of lines) console.log(`    ${line}`);
      if (lines.length > 0) differing++;
    }
  }
  if (baseline === undefined) return;
  console.log(differing === 0 ? `exactness: all ${chips.length * cases.length} runs identical` : `exactness: ${differing} of ${chips.length * cases.length} runs differ`);
  if (differing > 0) process.exitCode = 1;
}

// Imported by its test for `differences` and `hashWords`; runs only as a script.
if (process.argv[1] !== undefined && pathToFileURL(resolve(process.argv[1])).href === import.meta.url) await main();
