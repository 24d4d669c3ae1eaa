/**
 * The engine's indexed events (event_queue.ts `atIndexed`): their kinds, and
 * `EngineEvents`, the queue's one `IndexedEventRunner`, which hands each
 * event to the unit that handles its kind. The units register themselves
 * (`waves`, `sleeps`, `simds`, `memory`) when they are made.
 *
 * Why indexed rather than a function and its argument: these are nearly all
 * of the engine's events — a wave's continuation, its s_sleep timer, a
 * SIMD's serve, a memory request's line arrivals, line services and return
 * (issue 19). As one integer each, scheduling one stores no object reference
 * in the queue (no write barrier, nothing to clear when it has run), and
 * running one is a switch and a monomorphic call instead of a megamorphic
 * call of a small function that calls the unit.
 *
 * A wave's events carry the index `register` gave its context while it is
 * live (a slot of a table, and the slot's generation): an event of a wave
 * that has ended finds no context of that index and does nothing, as the
 * wave itself did when its continuation came after its end.
 */
import { MAX_ACCESSES_PER_OP } from '../cu/memory_op.js';
import { MAX_EVENT_INDEX, type IndexedEventRunner } from './event_queue.js';
import type { WaveAdvance, WaveContext } from './wave_context.js';

/** A wave's continuation (WaveRunner.advance); index: the wave's `WaveContext.eventIndex`. */
export const EVENT_ADVANCE = 1;
/** A wave's s_sleep timer ran out (PopsWait.sleepEnded); index: the wave's `WaveContext.eventIndex`. */
export const EVENT_SLEEP_ENDED = 2;
/** A busy SIMD frees for its waiting waves (SimdArbiter.serve); index: the SIMD. */
export const EVENT_SERVE = 3;
/** Line k of a memory request reaches its level (InFlightMemory.lineArrived); index: `lineEventIndex`. */
export const EVENT_LINE_ARRIVED = 4;
/** Line k of a memory request acts on memory (InFlightMemory.lineServed); index: `lineEventIndex`. */
export const EVENT_LINE_SERVED = 5;
/** A memory request's last line returned (InFlightMemory.lineReturned); index: the request's id. */
export const EVENT_RETURNED = 6;

/** A line event's index: the request's id above LINE_BITS bits of line number (a request has at most MAX_ACCESSES_PER_OP lines). */
const LINE_BITS = 8;
const LINE_MASK = (1 << LINE_BITS) - 1;
if (MAX_ACCESSES_PER_OP > 1 << LINE_BITS) throw new Error('engine_events: LINE_BITS cannot number a request\'s lines');

/** Requests a line event can name (InFlightMemory numbers its pooled records below this). */
export const MAX_LINE_EVENT_REQUESTS = (MAX_EVENT_INDEX >>> LINE_BITS) + 1;

export function lineEventIndex(request: number, line: number): number {
  return (request << LINE_BITS) | line;
}

/** The unit that runs sleep timers out (pops_wait.ts). */
export interface SleepEvents {
  sleepEnded(ctx: WaveContext): void;
}

/** The unit that serves waiting waves when a SIMD frees (simd_arbiter.ts). */
export interface SimdEvents {
  serve(simd: number): void;
}

/** The per-line memory pipeline's events (inflight_memory.ts), by request id. */
export interface MemoryEvents {
  lineArrived(request: number, line: number): void;
  lineServed(request: number, line: number): void;
  lineReturned(request: number): void;
}

/** A wave's event index: its table slot in the low CONTEXT_BITS, the slot's generation above (MAX_EVENT_INDEX has 27 bits). */
const CONTEXT_BITS = 16;
const CONTEXT_MASK = (1 << CONTEXT_BITS) - 1;
const GENERATION_MASK = (MAX_EVENT_INDEX >>> CONTEXT_BITS) >>> 0;

export class EngineEvents implements IndexedEventRunner {
  /** The kinds' names: those of the functions these events were before they were indexed, so profiles keep their labels. */
  readonly kindNames: readonly string[] = ['', 'advanceWave', 'sleepEndedEvent', 'serveEvent', 'lineArrivedEvent', 'lineServedEvent', 'returnedEvent'];
  waves: WaveAdvance | undefined = undefined;
  sleeps: SleepEvents | undefined = undefined;
  simds: SimdEvents | undefined = undefined;
  memory: MemoryEvents | undefined = undefined;
  /** The contexts of live waves by table slot; a released slot is undefined until reused. */
  private readonly contexts: (WaveContext | undefined)[] = [];
  private readonly generations: number[] = [];
  private readonly freeSlots: number[] = [];

  /** A wave becomes live: its context gets the index its events carry (`WaveContext.eventIndex`). */
  register(ctx: WaveContext): void {
    let slot = this.freeSlots.pop();
    if (slot === undefined) {
      slot = this.contexts.length;
      if (slot > CONTEXT_MASK) throw new Error(`engine: more than ${CONTEXT_MASK + 1} live waves`);
      this.generations.push(0);
    }
    // A new generation per use of the slot: an event of the slot's previous wave no longer names it.
    const generation = (this.generations[slot]! + 1) & GENERATION_MASK;
    this.generations[slot] = generation;
    this.contexts[slot] = ctx;
    ctx.eventIndex = (generation << CONTEXT_BITS) | slot;
  }

  /** The wave ended: its events still queued find no context. */
  release(ctx: WaveContext): void {
    const slot = ctx.eventIndex & CONTEXT_MASK;
    this.contexts[slot] = undefined;
    this.freeSlots.push(slot);
  }

  /** The live context an event's index names, else undefined. */
  private contextOf(index: number): WaveContext | undefined {
    const ctx = this.contexts[index & CONTEXT_MASK];
    return ctx !== undefined && ctx.eventIndex === index ? ctx : undefined;
  }

  run(kind: number, index: number): void {
    // The polling cases' kinds first: a wave's continuation, then a SIMD's serve (GFX10/10.3 polling is
    // nearly half serves). Dispatch only: V8 does not inline a callee whose own optimized code inlines
    // much (docs/speed_log.md, "Engine events as integers").
    if (kind === EVENT_ADVANCE) this.advance(index);
    else if (kind === EVENT_SERVE) this.simds!.serve(index);
    else this.runOther(kind, index);
  }

  private advance(index: number): void {
    const ctx = this.contextOf(index);
    if (ctx !== undefined) this.waves!.advance(ctx);
  }

  private runOther(kind: number, index: number): void {
    switch (kind) {
      case EVENT_LINE_ARRIVED:
        this.memory!.lineArrived(index >>> LINE_BITS, index & LINE_MASK);
        return;
      case EVENT_LINE_SERVED:
        this.memory!.lineServed(index >>> LINE_BITS, index & LINE_MASK);
        return;
      case EVENT_RETURNED:
        this.memory!.lineReturned(index);
        return;
      case EVENT_SLEEP_ENDED: {
        const ctx = this.contextOf(index);
        if (ctx !== undefined) this.sleeps!.sleepEnded(ctx);
        return;
      }
      default:
        throw new Error(`engine: no indexed event of kind ${kind}`);
    }
  }
}
