/**
 * The s_sleep timers of GFX10+ waves (S6), kept by the engine core
 * (wasm/sleep_timers.ts): each timer runs out exactly where an event of its
 * own would run, but only the earliest timer of each sleep length is an
 * event in this queue; the others wait in a list in the core's memory.
 *
 * Why: a GFX10+ POPS wait sleeps `s_sleep 0xffff` (4 194 240 cycles), and an
 * exit wakes every poller of its packer (S6), so these timers start and end
 * early by the million while nearly none runs out (NAVI21's
 * `pixel_ordered.4xaa.sample_shading.64x64`: 1.2 M, none). As events, each
 * cost a push into the queue's far store, a cancel and a share of that
 * store's compaction of cancelled entries (docs/speed_log.md, thirty-eighth
 * stop); in the core a start or an early end is a few loads and stores next
 * to the loop steps that cause them (forty-first stop). Why that is exact:
 * wasm/sleep_timers.ts.
 *
 * The core keeps one set of timers for the thread: the timers that touch it
 * take it (`claim`), dropping what another set left — only a lost device's
 * (`GpuEngine.run` returns with every wave ended, so with no timer left).
 * The core schedules and cancels a list's first event in the queue through
 * its imports (`EventQueue.claimCore`).
 */
import { CORE } from './engine_core.js';
import type { EventQueue } from './event_queue.js';

const Held: { holder: SleepTimers | undefined } = { holder: undefined };

export class SleepTimers {
  constructor(private readonly queue: EventQueue) {}

  /** The core's timers are this set's (the engine that runs, or a test's set), and it schedules into this queue. */
  claim(): void {
    this.queue.claimCore();
    if (Held.holder === this) return;
    Held.holder = this;
    CORE.timersReset();
  }

  /** The wave (its event index, `WaveContext.eventIndex`) sleeps from now for `length` cycles. */
  start(index: number, length: number): void {
    this.claim();
    CORE.timerStart(index, length, this.queue.now);
  }

  /** A wake-up ends the wave's sleep early: its timer is dropped. Nothing when the wave has none. */
  cancel(index: number): void {
    this.claim();
    CORE.timerCancel(index, this.queue.now);
  }

  /** The wave's timer ran out: its SleepEnded event is the one running. */
  ranOut(index: number): void {
    this.claim();
    CORE.timerRanOut(index, this.queue.now);
  }

  /** Timers waiting, those with an event included (tests). */
  get size(): number {
    this.claim();
    return CORE.timerCount();
  }
}
