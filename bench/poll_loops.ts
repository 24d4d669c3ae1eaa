/**
 * The bare GFX9 POPS wait loop of bench/poll_floor.ts (section l), in two
 * kinds of event core: the engine's style on its own EventQueue, and
 * data-oriented. Not a model of anything: the loop's shape only (five events
 * per iteration at the loop's issue cycles, SIMDs busy while they issue, a
 * shared exiting ID read, the wave's SGPRs), so the host time per event
 * bounds from below what a core of each kind could reach for these events.
 * Both queue events per cycle in the order they were queued, so they run the
 * same events (test/bench/poll_loops.test.ts).
 */
import { EventQueue } from '../src/gpu/engine/event_queue.js';

/** The loop's SIMDs: RAVEN's 10 CUs × 4. */
const SIMDS = 40;
/** Waves at most (the data-oriented loop keeps a wave's index in the 24 bits below its event kind). */
export const MAX_WAVES = 1 << 20;
/** s_sleep 3 (S6): 64 · 3 cycles. */
const SLEEP_CYCLES = 192;

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

export interface LoopRun {
  /** Wall-clock ns per event. */
  readonly ns: number;
  readonly events: number;
  /** The cycle of the last event. */
  readonly cycles: number;
}

/**
 * The wait loop in the engine's style — an event is a function and its
 * argument, a wave is an object — on the engine's EventQueue: `waves` waves
 * polling `iterations` times each.
 */
export function engineStyleLoop(waves: number, iterations: number): LoopRun {
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
  return { ns: ((performance.now() - start) * 1e6) / events, events, cycles: queue.now };
}

/** Ring slots of the data-oriented loop, one FIFO per cycle: more than the loop's longest delay (the sleep). */
const RING_SLOTS = 1024;

/** Event kind in the top byte of a data-oriented entry; the wave's index is below it. */
const KIND_SHIFT = 24;
const KIND_TIMER = 1;

/**
 * The same loop as a data-oriented core would run it: an event is one
 * integer (its kind and the wave's index) in a ring of typed arrays, the
 * waves' state is typed arrays indexed by wave, and one loop dispatches the
 * kinds with a branch instead of calling a function per event.
 */
export function dataOrientedLoop(waves: number, iterations: number): LoopRun {
  // The loop holds one event per wave.
  const payload = new Int32Array(waves);
  const next = new Int32Array(waves);
  const free = new Int32Array(waves);
  const first = new Int32Array(RING_SLOTS).fill(-1);
  const last = new Int32Array(RING_SLOTS).fill(-1);
  let freeCount = 0;
  let made = 0;
  let count = 0;
  let now = 0;
  const at = (cycle: number, entry: number): void => {
    const e = freeCount > 0 ? free[--freeCount]! : made++;
    payload[e] = entry;
    next[e] = -1;
    const slot = cycle % RING_SLOTS;
    const tail = last[slot]!;
    if (tail < 0) first[slot] = e;
    else next[tail] = e;
    last[slot] = e;
    count++;
  };
  const busy = new Float64Array(SIMDS);
  const exiting = new Uint32Array(1);
  const step = new Int32Array(waves);
  const done = new Int32Array(waves);
  const simd = new Int32Array(waves);
  const sgpr = new Uint32Array(waves * 128);
  for (let i = 0; i < waves; i++) {
    simd[i] = i % SIMDS;
    sgpr[i * 128 + 1] = 0x7fffffff;
    at(i % 7, i);
  }
  let events = 0;
  const start = performance.now();
  while (count > 0) {
    while (first[now % RING_SLOTS]! < 0) now++;
    const slot = now % RING_SLOTS;
    const e = first[slot]!;
    const n = next[e]!;
    first[slot] = n;
    if (n < 0) last[slot] = -1;
    free[freeCount++] = e;
    count--;
    events++;
    const entry = payload[e]!;
    const w = entry & ((1 << KIND_SHIFT) - 1);
    if (entry >>> KIND_SHIFT === KIND_TIMER) {
      at(now, w);
      continue;
    }
    const s = simd[w]!;
    if (busy[s]! > now) {
      at(busy[s]!, w);
      continue;
    }
    const r = w * 128;
    switch (step[w]) {
      case 0:
        step[w] = 1;
        break;
      case 1:
        sgpr[r + 2] = (exiting[0]! + sgpr[r]!) >>> 0;
        step[w] = 2;
        break;
      case 2:
        if (sgpr[r + 2]! > sgpr[r + 1]!) continue;
        step[w] = 3;
        busy[s] = now + 2;
        at(now + 2, w);
        continue;
      default:
        busy[s] = now + 1;
        step[w] = 0;
        if (++done[w]! < iterations) at(now + SLEEP_CYCLES, w | (KIND_TIMER << KIND_SHIFT));
        continue;
    }
    busy[s] = now + 1;
    at(now + 1, w);
  }
  return { ns: ((performance.now() - start) * 1e6) / events, events, cycles: now };
}
