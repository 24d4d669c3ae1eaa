/**
 * SIMD arbitration: which wave issues on a SIMD when. A SIMD issues for one
 * wave at a time; an instruction run occupies it for its issue cycles
 * (`occupy`), and a wave that finds it busy waits (`wait`).
 *
 * Why a FIFO per SIMD rather than a retry per wave: a POPS wake-up readies
 * many waves of one SIMD at once; each would otherwise re-schedule itself
 * every busy period. Here the waiting waves queue in arrival order and one
 * serve event per busy period runs them in turn: when the SIMD frees, the
 * next waiter runs (usually occupying the SIMD again, so the serve event
 * moves to the end of that period).
 *
 * It knows nothing about the kind of wave: a waiter is a SIMD index and a
 * continuation (`advance`), so any shader stage sharing the SIMDs can wait
 * here. It also keeps the per-CU busy-cycle statistic (`cuBusyCycles`).
 */
import type { EventQueue } from './event_queue.js';
import { EventKind, type EngineEvents, type SimdEvents } from './engine_events.js';

/** A wave waiting for its SIMD: the continuation it runs when the SIMD frees. */
export interface SimdWaiter {
  /** The SIMD's index over the whole GPU, cu · simdsPerCu + simd. */
  readonly simdIndex: number;
  /**
   * The wave's event index (WaveContext.eventIndex): a context is reused for
   * a later wave under a new index, so a queued entry of its previous wave
   * (an ended wave's, whose advance did nothing) is recognised and skipped.
   */
  readonly eventIndex: number;
  /** Runs the wave on; it re-checks the SIMD (`busyUntil`) and occupies it or waits again. */
  advance(): void;
}

export class SimdArbiter implements SimdEvents {
  /** Cycle each SIMD is busy until (issue ends). */
  private readonly busy: Float64Array;
  /**
   * Waves waiting per SIMD, in arrival order, at `waiterHead`..`waiterTail`-1.
   * The arrays keep their length when emptied (truncating and regrowing them
   * once per busy period was a fifth of a GFX10.3 polling case's allocation).
   */
  private readonly waiters: (SimdWaiter | undefined)[][];
  /** Each waiting entry's `eventIndex` when it queued. */
  private readonly waiterIndex: number[][];
  private readonly waiterHead: Uint32Array;
  private readonly waiterTail: Uint32Array;
  /** 1 while the SIMD has a serve event scheduled. */
  private readonly serveScheduled: Uint8Array;
  /** CU of each SIMD index. */
  private readonly cuOf: Int32Array;

  constructor(
    private readonly queue: EventQueue,
    /** The runner of `queue`'s indexed events: the arbiter serves its EventKind.Serve events. */
    events: EngineEvents,
    cuCount: number,
    simdsPerCu: number,
    /** Issue cycles per CU (EngineCounters.cuBusyCycles), added to by `occupy`. */
    private readonly cuBusyCycles: Float64Array,
  ) {
    const simds = cuCount * simdsPerCu;
    this.busy = new Float64Array(simds);
    this.waiters = Array.from({ length: simds }, () => []);
    this.waiterIndex = Array.from({ length: simds }, () => []);
    this.waiterHead = new Uint32Array(simds);
    this.waiterTail = new Uint32Array(simds);
    this.serveScheduled = new Uint8Array(simds);
    this.cuOf = Int32Array.from({ length: simds }, (_, i) => Math.floor(i / simdsPerCu));
    events.simds = this;
  }

  /** The cycle the SIMD is busy until; it can issue now when this is not after now. */
  busyUntil(simd: number): number {
    return this.busy[simd]!;
  }

  /** The SIMD issues for `cycles` from now. */
  occupy(simd: number, cycles: number): void {
    this.busy[simd] = this.queue.now + cycles;
    const cu = this.cuOf[simd]!;
    this.cuBusyCycles[cu] = this.cuBusyCycles[cu]! + cycles;
  }

  /** Queues the waiter for its busy SIMD (`busy` = busyUntil); the SIMD's serve event (one per busy period) advances waiters in arrival order. */
  wait(waiter: SimdWaiter, busy: number): void {
    const i = waiter.simdIndex;
    const tail = this.waiterTail[i]!;
    this.waiters[i]![tail] = waiter;
    this.waiterIndex[i]![tail] = waiter.eventIndex;
    this.waiterTail[i] = tail + 1;
    if (this.serveScheduled[i] === 0) {
      this.serveScheduled[i] = 1;
      this.queue.atIndexed(busy, EventKind.Serve, i);
    }
  }

  /** Waves waiting for the SIMD (tests, reports). */
  waiting(simd: number): number {
    return this.waiterTail[simd]! - this.waiterHead[simd]!;
  }

  /**
   * The SIMD's busy period ended (EventKind.Serve): its waiters run in turn
   * while it is free, and the serve moves to the end of the next busy
   * period while any are left. Often the SIMD is busy already — a wave took
   * it at this very cycle, ahead of this event (in GFX10.3's polling cases
   * three serves in four, docs/speed_log.md) — and the serve only moves.
   */
  serve(i: number): void {
    const stillBusy = this.busy[i]! > this.queue.now && this.waiterHead[i]! < this.waiterTail[i]!;
    // One call site for the move, so that V8 inlines the queue's push into it.
    if (stillBusy || this.runWaiters(i)) this.queue.atIndexed(this.busy[i]!, EventKind.Serve, i);
  }

  /** Runs the SIMD's waiters in arrival order while it is free; true when it is taken with waiters left (the serve stays scheduled). */
  private runWaiters(i: number): boolean {
    this.serveScheduled[i] = 0;
    const waiters = this.waiters[i]!;
    while (this.waiterHead[i]! < this.waiterTail[i]!) {
      if (this.busy[i]! > this.queue.now) {
        this.serveScheduled[i] = 1;
        return true;
      }
      const head = this.waiterHead[i]!;
      this.waiterHead[i] = head + 1;
      const waiter = waiters[head]!;
      waiters[head] = undefined; // an ended wave's context is not kept alive
      if (waiter.eventIndex === this.waiterIndex[i]![head]) waiter.advance();
    }
    this.waiterHead[i] = 0;
    this.waiterTail[i] = 0;
    return false;
  }
}
