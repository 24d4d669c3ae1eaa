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
import { MAX_SIMDS, SIMD_BUSY, SIMD_CU } from './engine_core.js';

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

/**
 * The arbiters' per-SIMD numbers, one set for the thread. V8 embeds a
 * module-level constant typed array's address and length in the code that
 * reads it, where an array in a field is reloaded and checked at each access
 * (docs/speed_log.md, "The near ring as module constants"); every
 * continuation reads its SIMD's busy time. The arbiter that touches them
 * takes them (`hold`): the previous holder copies its SIMDs' numbers into
 * arrays of its own and the new one copies its own in (at most
 * `Simds.Max` of each; in practice only when a new engine starts).
 */
const enum Simds {
  Max = 1024,
}
if (MAX_SIMDS !== Simds.Max) throw new Error('SIMD arbiter: the engine core keeps another number of SIMDs');
/** Cycle each SIMD is busy until (issue ends): the engine core's memory, where its GFX9 loop steps read and write it too. */
const BUSY = SIMD_BUSY;
/** Each SIMD's waiting waves are at waiters[WAITER_HEAD] .. waiters[WAITER_TAIL - 1]. */
const WAITER_HEAD = new Uint32Array(Simds.Max);
const WAITER_TAIL = new Uint32Array(Simds.Max);
/** 1 while the SIMD has a serve event scheduled. */
const SERVE_SCHEDULED = new Uint8Array(Simds.Max);
/** CU of each SIMD index (the engine core's memory). */
const CU_OF = SIMD_CU;
const Held: { holder: SimdArbiter | undefined } = { holder: undefined };

export class SimdArbiter implements SimdEvents {
  private readonly simds: number;
  /**
   * Waves waiting per SIMD, in arrival order, at WAITER_HEAD..WAITER_TAIL-1.
   * The arrays keep their length when emptied (truncating and regrowing them
   * once per busy period was a fifth of a GFX10.3 polling case's allocation).
   */
  private readonly waiters: (SimdWaiter | undefined)[][];
  /** Each waiting entry's `eventIndex` when it queued. */
  private readonly waiterIndex: number[][];
  /** This arbiter's per-SIMD numbers while another holds the thread's (`hold`). */
  private readonly busyAside: Float64Array;
  private readonly headAside: Uint32Array;
  private readonly tailAside: Uint32Array;
  private readonly serveAside: Uint8Array;
  private readonly cuAside: Int32Array;

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
    if (simds > Simds.Max) throw new Error(`SIMD arbiter: ${simds} SIMDs, at most ${Simds.Max}`);
    this.simds = simds;
    this.waiters = Array.from({ length: simds }, () => []);
    this.waiterIndex = Array.from({ length: simds }, () => []);
    this.busyAside = new Float64Array(simds);
    this.headAside = new Uint32Array(simds);
    this.tailAside = new Uint32Array(simds);
    this.serveAside = new Uint8Array(simds);
    this.cuAside = Int32Array.from({ length: simds }, (_, i) => Math.floor(i / simdsPerCu));
    events.simds = this;
  }

  /** Takes the thread's per-SIMD numbers when another arbiter holds them. The test alone, so that V8 inlines it. */
  private hold(): void {
    if (Held.holder !== this) this.take();
  }

  private take(): void {
    Held.holder?.putAside();
    Held.holder = this;
    // Only this arbiter's SIMDs: the methods are given no other index (what lies past them is never read).
    BUSY.set(this.busyAside);
    WAITER_HEAD.set(this.headAside);
    WAITER_TAIL.set(this.tailAside);
    SERVE_SCHEDULED.set(this.serveAside);
    CU_OF.set(this.cuAside);
  }

  private putAside(): void {
    const n = this.simds;
    this.busyAside.set(BUSY.subarray(0, n));
    this.headAside.set(WAITER_HEAD.subarray(0, n));
    this.tailAside.set(WAITER_TAIL.subarray(0, n));
    this.serveAside.set(SERVE_SCHEDULED.subarray(0, n));
  }

  /** The cycle the SIMD is busy until; it can issue now when this is not after now. */
  busyUntil(simd: number): number {
    this.hold();
    return BUSY[simd]!;
  }

  /** The SIMD issues for `cycles` from now. */
  occupy(simd: number, cycles: number): void {
    this.hold();
    BUSY[simd] = this.queue.now + cycles;
    const cu = CU_OF[simd]!;
    this.cuBusyCycles[cu] = this.cuBusyCycles[cu]! + cycles;
  }

  /** Queues the waiter for its busy SIMD (`busy` = busyUntil); the SIMD's serve event (one per busy period) advances waiters in arrival order. */
  wait(waiter: SimdWaiter, busy: number): void {
    this.hold();
    const i = waiter.simdIndex;
    const tail = WAITER_TAIL[i]!;
    this.waiters[i]![tail] = waiter;
    this.waiterIndex[i]![tail] = waiter.eventIndex;
    WAITER_TAIL[i] = tail + 1;
    if (SERVE_SCHEDULED[i] === 0) {
      SERVE_SCHEDULED[i] = 1;
      this.queue.atIndexed(busy, EventKind.Serve, i);
    }
  }

  /** Waves waiting for the SIMD (tests, reports). */
  waiting(simd: number): number {
    this.hold();
    return WAITER_TAIL[simd]! - WAITER_HEAD[simd]!;
  }

  /**
   * The SIMD's busy period ended (EventKind.Serve): its waiters run in turn
   * while it is free, and the serve moves to the end of the next busy
   * period while any are left. Often the SIMD is busy already — a wave took
   * it at this very cycle, ahead of this event (in GFX10.3's polling cases
   * three serves in four, docs/speed_log.md) — and the serve only moves.
   */
  serve(i: number): void {
    this.hold();
    const stillBusy = BUSY[i]! > this.queue.now && WAITER_HEAD[i]! < WAITER_TAIL[i]!;
    // One call site for the move, so that V8 inlines the queue's push into it.
    if (stillBusy || this.runWaiters(i)) this.queue.atIndexed(BUSY[i]!, EventKind.Serve, i);
  }

  /** Runs the SIMD's waiters in arrival order while it is free; true when it is taken with waiters left (the serve stays scheduled). */
  private runWaiters(i: number): boolean {
    SERVE_SCHEDULED[i] = 0;
    const waiters = this.waiters[i]!;
    while (WAITER_HEAD[i]! < WAITER_TAIL[i]!) {
      if (BUSY[i]! > this.queue.now) {
        SERVE_SCHEDULED[i] = 1;
        return true;
      }
      const head = WAITER_HEAD[i]!;
      WAITER_HEAD[i] = head + 1;
      const waiter = waiters[head]!;
      waiters[head] = undefined; // an ended wave's context is not kept alive
      if (waiter.eventIndex === this.waiterIndex[i]![head]) waiter.advance();
    }
    WAITER_HEAD[i] = 0;
    WAITER_TAIL[i] = 0;
    return false;
  }
}
