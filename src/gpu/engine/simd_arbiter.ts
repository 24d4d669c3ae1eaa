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
 *
 * The FIFOs and the serving are the engine core's (wasm/simd_arbiter.ts),
 * where the POPS wait loop's steps queue their waves and the serves they
 * need run without a call into JavaScript; a waiter queued here is held
 * here, and the core calls back to serve it (`serveWaiter`).
 */
import type { EventQueue } from './event_queue.js';
import type { EngineEvents, SimdEvents } from './engine_events.js';
import {
  CORE,
  CoreHosts,
  MAX_SIMDS,
  SERVE_SCHEDULED,
  SIMD_BUSY,
  SIMD_CU,
  WAITER_CAPACITY,
  WAITER_HEAD,
  WAITER_TAIL,
  WAITERS,
  type CoreSimdHost,
} from './engine_core.js';

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
 * The arbiters' per-SIMD numbers and FIFOs are the engine core's memory,
 * one set for the thread (wasm/simd_arbiter.ts): the core's loop steps
 * occupy SIMDs and queue their waves there, and it runs the serve events it
 * pops. The arbiter that touches them takes them (`hold`): the previous
 * holder copies its SIMDs' numbers into arrays of its own and the new one
 * copies its own in (at most `Simds.Max` of each; in practice only when a
 * new engine starts).
 */
const enum Simds {
  Max = 1024,
}
if (MAX_SIMDS !== Simds.Max) throw new Error('SIMD arbiter: the engine core keeps another number of SIMDs');
/** Cycle each SIMD is busy until (issue ends). */
const BUSY = SIMD_BUSY;
/** CU of each SIMD index. */
const CU_OF = SIMD_CU;
/** Position p of SIMD s's FIFO is at s · WAITER_CAPACITY + (p & WAITER_MASK) of the core's WAITERS and of `waiters`. */
const WAITER_MASK = WAITER_CAPACITY - 1;
/** A FIFO entry that is not a wave the core runs: JavaScript's waiter at its position (`serveWaiter`). */
const HELD_HERE = -1;
const Held: { holder: SimdArbiter | undefined } = { holder: undefined };

export class SimdArbiter implements SimdEvents, CoreSimdHost {
  private readonly simds: number;
  /** The waiters queued here (the core's FIFO entries HELD_HERE), at their positions; an entry is cleared when served. */
  private readonly waiters: (SimdWaiter | undefined)[];
  /** Each waiting entry's `eventIndex` when it queued. */
  private readonly waiterIndex: Int32Array;
  /** This arbiter's per-SIMD numbers and FIFOs while another holds the thread's (`hold`). */
  private readonly busyAside: Float64Array;
  private readonly headAside: Int32Array;
  private readonly tailAside: Int32Array;
  private readonly serveAside: Int32Array;
  private readonly waitersAside: Int32Array;
  private readonly cuAside: Int32Array;

  constructor(
    private readonly queue: EventQueue,
    /** The runner of `queue`'s indexed events: the arbiter serves its EventKind.Serve events, and runs a core wave's continuation the core hands back. */
    private readonly events: EngineEvents,
    cuCount: number,
    simdsPerCu: number,
    /** Issue cycles per CU (EngineCounters.cuBusyCycles), added to by `occupy`. */
    private readonly cuBusyCycles: Float64Array,
  ) {
    const simds = cuCount * simdsPerCu;
    if (simds > Simds.Max) throw new Error(`SIMD arbiter: ${simds} SIMDs, at most ${Simds.Max}`);
    this.simds = simds;
    this.waiters = new Array<SimdWaiter | undefined>(simds * WAITER_CAPACITY).fill(undefined);
    this.waiterIndex = new Int32Array(simds * WAITER_CAPACITY);
    this.busyAside = new Float64Array(simds);
    this.headAside = new Int32Array(simds);
    this.tailAside = new Int32Array(simds);
    this.serveAside = new Int32Array(simds);
    this.waitersAside = new Int32Array(simds * WAITER_CAPACITY);
    this.cuAside = Int32Array.from({ length: simds }, (_, i) => Math.floor(i / simdsPerCu));
    events.simds = this;
  }

  /** Takes the thread's per-SIMD numbers when another arbiter holds them. The test alone, so that V8 inlines it. */
  hold(): void {
    if (Held.holder !== this) this.take();
  }

  private take(): void {
    Held.holder?.putAside();
    Held.holder = this;
    CoreHosts.simds = this;
    // Only this arbiter's SIMDs: the methods are given no other index (what lies past them is never read).
    BUSY.set(this.busyAside);
    WAITER_HEAD.set(this.headAside);
    WAITER_TAIL.set(this.tailAside);
    SERVE_SCHEDULED.set(this.serveAside);
    WAITERS.set(this.waitersAside);
    CU_OF.set(this.cuAside);
  }

  private putAside(): void {
    const n = this.simds;
    this.busyAside.set(BUSY.subarray(0, n));
    this.headAside.set(WAITER_HEAD.subarray(0, n));
    this.tailAside.set(WAITER_TAIL.subarray(0, n));
    this.serveAside.set(SERVE_SCHEDULED.subarray(0, n));
    this.waitersAside.set(WAITERS.subarray(0, n * WAITER_CAPACITY));
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
    this.queue.claimCore();
    const i = waiter.simdIndex;
    const at = i * WAITER_CAPACITY + (CORE.simdWait(i, HELD_HERE, busy, this.queue.now) & WAITER_MASK);
    this.waiters[at] = waiter;
    this.waiterIndex[at] = waiter.eventIndex;
  }

  /** Waves waiting for the SIMD (tests, reports). */
  waiting(simd: number): number {
    this.hold();
    return WAITER_TAIL[simd]! - WAITER_HEAD[simd]!;
  }

  /**
   * The SIMD's busy period ended (EventKind.Serve), popped by JavaScript's
   * loop: the core serves it as it does the serves it pops
   * (wasm/simd_arbiter.ts: the waiters run in turn while the SIMD is free,
   * and the serve moves to the end of the next busy period while any are left).
   */
  serve(i: number): void {
    this.hold();
    this.queue.claimCore();
    CORE.serve(i, this.queue.now);
  }

  /** The core serves the waiter queued here at `position` of SIMD `simd`'s FIFO, at `time`. */
  serveWaiter(simd: number, position: number, time: number): void {
    this.queue.now = time;
    const at = simd * WAITER_CAPACITY + (position & WAITER_MASK);
    const waiter = this.waiters[at]!;
    this.waiters[at] = undefined; // an ended wave's context is not kept alive
    if (waiter.eventIndex === this.waiterIndex[at]) waiter.advance();
  }

  /** The core served a wave it ran but handed back: JavaScript runs its continuation, at `time`. */
  advanceWave(index: number, time: number): void {
    this.queue.now = time;
    this.events.advanceIndexed(index);
  }
}
