/**
 * (l) The polling regime against its floor (issue 19): host ns per engine
 * event of a GFX9 polling case, and of the least an event core could do for
 * the same events.
 *
 * The case is RAVEN's `basic.nodiscard.image.pixel_ordered.4xaa.sample_shading`
 * (64x64 by default, after its 32x32 variant as a warm-up): nearly all of its
 * events are the five of a POPS wait-loop iteration (S6: the sleep timer; the
 * woken wave's s_branch; the exiting-ID read, S5; s_cmp and s_cbranch; the
 * next s_sleep 3). The floor runs that loop alone: W waves (default 400,
 * RAVEN's 10 CUs × 4 SIMDs × 10 waves) spread over 40 SIMDs, each iteration
 * five events at the loop's issue cycles (1 per instruction, 192 per sleep),
 * a SIMD busy until its last issue ends (a wave that finds it busy tries
 * again then), the read of a shared exiting ID, and the wave's SGPRs. It
 * keeps nothing else of the model — no instruction closures, counters,
 * statistics, POPS-wait bookkeeping or ordered sections; it is not a model
 * of anything. It runs two ways, each a floor for a kind of event core:
 *
 * - engine style: an event is a function and its argument, a wave an object
 *   with its SGPR file, on the engine's own EventQueue — the least any core
 *   of the present design could do for these events;
 * - data-oriented: an event is one integer (kind and wave index) in a ring
 *   of typed arrays with one FIFO per cycle, the waves' state typed arrays,
 *   one loop dispatching the kinds — what a core of that design could reach.
 *
 * Both alternate with the case three times in this process, checked to run
 * the same events; the best of each gives the ratios case/floor: how much
 * faster the polling regime could get at most without fewer events, per
 * kind of core (docs/speed_log.md, "How far a leaner core could go" and "What a
 * data-oriented core could reach").
 *
 * Run: npm run build && node dist/bench/poll_floor.js [--case NAME] [--waves W] [--iterations N]
 */
import { benchFail, HELP_OPTION, parseBenchArgs, positiveInteger, warmUpCaseName } from './bench_options.js';
import { dataOrientedLoop, engineStyleLoop, MAX_WAVES, type LoopRun } from './poll_loops.js';
import type { RunStats } from '../src/gpu/engine/stats.js';
import { apiRunner, caseByName, type InterlockCase } from '../src/scenes/interlock_cts/index.js';

const USAGE = `Usage: node dist/bench/poll_floor.js [--case NAME] [--waves W] [--iterations N]
  Host ns per engine event of a RAVEN polling case (default
  basic.nodiscard.image.pixel_ordered.4xaa.sample_shading.64x64) and of a bare
  GFX9 POPS wait loop (W waves, default 400, at most 1048576, N loop
  iterations each, default 3000) run two ways: in the engine's style on its
  EventQueue, and data-oriented (typed arrays, one integer per event).
  Alternately, three times each; prints the best of each and the ratios.`;

const DEFAULT_CASE = 'basic.nodiscard.image.pixel_ordered.4xaa.sample_shading.64x64';

const { values } = parseBenchArgs('poll_floor', USAGE, {
  options: { case: { type: 'string' }, waves: { type: 'string' }, iterations: { type: 'string' }, help: HELP_OPTION },
});
const waves = positiveInteger('poll_floor', USAGE, 'waves', values.waves, 400);
const iterations = positiveInteger('poll_floor', USAGE, 'iterations', values.iterations, 3000);
if (waves > MAX_WAVES) benchFail('poll_floor', `--waves takes at most ${MAX_WAVES}, not ${waves}\n${USAGE}`);
const caseName = values.case ?? DEFAULT_CASE;
let measured: InterlockCase;
let warmUp: InterlockCase;
try {
  measured = caseByName(caseName);
  warmUp = caseByName(warmUpCaseName(caseName, 'poll_floor'));
} catch (e) {
  benchFail('poll_floor', `${(e as Error).message}\n${USAGE}`);
}

/** The floors, in the order printed: both run the same events (checked). */
const FLOORS: readonly { readonly name: string; readonly run: () => LoopRun }[] = [
  { name: 'engine style', run: () => engineStyleLoop(waves, iterations) },
  { name: 'data-oriented', run: () => dataOrientedLoop(waves, iterations) },
];

let stats: RunStats | undefined;
const runner = apiRunner('raven', {
  onRunStats: (_c, s) => {
    stats = s;
  },
});

/** One run of the case; returns wall-clock ns per engine event (the whole case's time — device, pipelines, draw — over its events). */
async function polling(): Promise<{ ns: number; events: number; cycles: number }> {
  stats = undefined;
  const start = performance.now();
  await runner.run(measured, {});
  const ms = performance.now() - start;
  if (stats === undefined) benchFail('poll_floor', `${caseName} reported no run statistics`);
  const s: RunStats = stats;
  return { ns: (ms * 1e6) / s.engineEvents, events: s.engineEvents, cycles: s.cycles };
}

await runner.run(warmUp, {});
for (const f of FLOORS) f.run();
console.log(`poll-floor: RAVEN ${caseName} against a bare wait loop of ${waves} waves × ${iterations} iterations`);
let bestCase = Infinity;
const bestFloor = FLOORS.map(() => Infinity);
for (let m = 1; m <= 3; m++) {
  const c = await polling();
  bestCase = Math.min(bestCase, c.ns);
  const runs = FLOORS.map((f) => f.run());
  // Both run one loop in one event order (per cycle, first queued first run), so they run the same events.
  if (runs.some((r) => r.events !== runs[0]!.events)) {
    console.error(`poll_floor: the loops ran different numbers of events: ${runs.map((r) => r.events).join(', ')}`);
    process.exit(1);
  }
  runs.forEach((r, i) => (bestFloor[i] = Math.min(bestFloor[i]!, r.ns)));
  const perLoop = runs.map((r, i) => `${FLOORS[i]!.name} ${r.ns.toFixed(1)}`).join(', ');
  console.log(`  measurement ${m}: case ${c.ns.toFixed(1)} ns/event (${c.events} events, ${c.cycles} cycles); loop of ${runs[0]!.events} events, ns/event: ${perLoop}`);
}
console.log(`  best, ns/event: case ${bestCase.toFixed(1)}, ${FLOORS.map((f, i) => `${f.name} ${bestFloor[i]!.toFixed(1)}`).join(', ')}`);
console.log(`  case/floor: ${FLOORS.map((f, i) => `${f.name} ${(bestCase / bestFloor[i]!).toFixed(2)}x`).join(', ')}`);
