/**
 * (l) The polling regime against its floor (issue 19): host ns per engine
 * event of a GFX9 polling case, and of the least an event core could do for
 * the same events.
 *
 * The case is RAVEN's `basic.nodiscard.image.pixel_ordered.4xaa.sample_shading`
 * (64x64 by default, after its 32x32 variant as a warm-up): nearly all of its
 * events are the five of a POPS wait-loop iteration (S6: the sleep timer; the
 * woken wave's s_branch; the exiting-ID read, S5; s_cmp and s_cbranch; the
 * next s_sleep 3). The floor runs that loop alone on the engine's own
 * EventQueue: W waves (default 400, RAVEN's 10 CUs × 4 SIMDs × 10 waves)
 * spread over 40 SIMDs, each iteration five events at the loop's issue
 * cycles (1 per instruction, 192 per sleep), a SIMD busy until its last
 * issue ends (a wave that finds it busy tries again then), the read of a
 * shared exiting ID, and per wave one small state object and its SGPR file.
 * It keeps nothing else of the model — no instruction closures, counters,
 * statistics, POPS-wait bookkeeping or ordered sections — so it bounds from
 * below what any event core in JavaScript on this queue could reach for these
 * events; it is not a model of anything.
 *
 * The two alternate three times in this process, and the best of each gives
 * the ratio case/floor: how much faster the polling regime could get at most
 * without fewer events (docs/cts.md, "What a 4x on the bench set needs").
 *
 * Run: npm run build && node dist/bench/poll_floor.js [--case NAME] [--waves W] [--iterations N]
 */
import { benchFail, HELP_OPTION, parseBenchArgs, positiveInteger, warmUpCaseName } from './bench_options.js';
import { EventQueue } from '../src/gpu/engine/event_queue.js';
import type { RunStats } from '../src/gpu/engine/stats.js';
import { apiRunner, caseByName, type InterlockCase } from '../src/scenes/interlock_cts/index.js';

const USAGE = `Usage: node dist/bench/poll_floor.js [--case NAME] [--waves W] [--iterations N]
  Host ns per engine event of a RAVEN polling case (default
  basic.nodiscard.image.pixel_ordered.4xaa.sample_shading.64x64) and of a bare
  GFX9 POPS wait loop on the engine's EventQueue (W waves, default 400, N loop
  iterations each, default 3000), alternately, three times each; prints the
  best of each and their ratio.`;

const DEFAULT_CASE = 'basic.nodiscard.image.pixel_ordered.4xaa.sample_shading.64x64';
const SIMDS = 40;
/** s_sleep 3 (S6): 64 · 3 cycles. */
const SLEEP_CYCLES = 192;

const { values } = parseBenchArgs('poll_floor', USAGE, {
  options: { case: { type: 'string' }, waves: { type: 'string' }, iterations: { type: 'string' }, help: HELP_OPTION },
});
const waves = positiveInteger('poll_floor', USAGE, 'waves', values.waves, 400);
const iterations = positiveInteger('poll_floor', USAGE, 'iterations', values.iterations, 3000);
const caseName = values.case ?? DEFAULT_CASE;
let measured: InterlockCase;
let warmUp: InterlockCase;
try {
  measured = caseByName(caseName);
  warmUp = caseByName(warmUpCaseName(caseName, 'poll_floor'));
} catch (e) {
  benchFail('poll_floor', `${(e as Error).message}\n${USAGE}`);
}

/** A polling wave of the floor: where it is in the loop and what the loop reads. */
class FloorWave {
  /** 0 s_branch, 1 the exiting-ID read, 2 s_cmp + s_cbranch, 3 s_sleep. */
  step = 0;
  scc = 0;
  iterations = 0;
  readonly sgpr = new Uint32Array(128);
  constructor(readonly simd: number) {
    // The loop's compare never passes: s1 (the wave's own ID) stays ahead of the exiting ID.
    this.sgpr[1] = 0x7fffffff;
  }
}

/** The floor's loop: `waves` waves polling `iterations` times each; returns wall-clock ns per event. */
function floor(): { ns: number; events: number } {
  const queue = new EventQueue();
  const busy = new Float64Array(SIMDS);
  const exiting = { id: 0 };
  let events = 0;
  const advance = (w: FloorWave): void => {
    events++;
    const now = queue.now;
    if (busy[w.simd]! > now) {
      queue.at(busy[w.simd]!, advance, w);
      return;
    }
    const s = w.sgpr;
    switch (w.step) {
      case 0: // s_branch to the read
        w.step = 1;
        break;
      case 1: // s_add_i32 s2, src_pops_exiting_wave_id, s0
        s[2] = (exiting.id + s[0]!) >>> 0;
        w.step = 2;
        break;
      case 2: // s_cmp_gt_u32 s2, s1; s_cbranch_scc1 out of the loop (never taken here)
        w.scc = s[2]! > s[1]! ? 1 : 0;
        if (w.scc === 1) return;
        w.step = 3;
        busy[w.simd] = now + 2;
        queue.at(now + 2, advance, w);
        return;
      default: // s_sleep 3
        busy[w.simd] = now + 1;
        w.step = 0;
        if (++w.iterations < iterations) queue.at(now + SLEEP_CYCLES, timer, w);
        return;
    }
    busy[w.simd] = now + 1;
    queue.at(now + 1, advance, w);
  };
  const timer = (w: FloorWave): void => {
    events++;
    queue.at(queue.now, advance, w);
  };
  for (let i = 0; i < waves; i++) queue.at(i % 7, advance, new FloorWave(i % SIMDS));
  const start = performance.now();
  while (queue.runNext()) {
    /* the loop runs to its end */
  }
  return { ns: ((performance.now() - start) * 1e6) / events, events };
}

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
floor();
console.log(`poll-floor: RAVEN ${caseName} against a bare wait loop of ${waves} waves × ${iterations} iterations`);
let bestCase = Infinity;
let bestFloor = Infinity;
for (let m = 1; m <= 3; m++) {
  const c = await polling();
  const f = floor();
  bestCase = Math.min(bestCase, c.ns);
  bestFloor = Math.min(bestFloor, f.ns);
  console.log(
    `  measurement ${m}: case ${c.ns.toFixed(1)} ns/event (${c.events} events, ${c.cycles} cycles), floor ${f.ns.toFixed(1)} ns/event (${f.events} events)`,
  );
}
console.log(`  best: case ${bestCase.toFixed(1)} ns, floor ${bestFloor.toFixed(1)} ns, case/floor ${(bestCase / bestFloor).toFixed(2)}x`);
