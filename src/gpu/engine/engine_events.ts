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
import { SLOT_INDEX } from './engine_core.js';
import { objectArray } from '../../common/object_array.js';

/**
 * The event kinds. Const enums here, so tsc writes each use as a literal:
 * V8 (Node 20) reads a module-level `const` from its context and checks it
 * against the temporal dead zone at every use, and these are used on every
 * event (docs/speed_log.md, "Why a polling event cannot be skipped exactly").
 */
export const enum EventKind {
  /** A wave's continuation (WaveRunner.advance); index: the wave's `WaveContext.eventIndex`. */
  Advance = 1,
  /** A wave's s_sleep timer ran out (PopsWait.sleepEnded); index: the wave's `WaveContext.eventIndex`. */
  SleepEnded = 2,
  /** A busy SIMD frees for its waiting waves (SimdArbiter.serve); index: the SIMD. */
  Serve = 3,
  /** Line k of a memory request reaches its level (InFlightMemory.lineArrived); index: `lineEventIndex`. */
  LineArrived = 4,
  /** Line k of a memory request acts on memory (InFlightMemory.lineServed); index: `lineEventIndex`. */
  LineServed = 5,
  /** A memory request's last line returned (InFlightMemory.lineReturned); index: the request's id. */
  Returned = 6,
}

const enum IndexBits {
  /** A line event's index: the request's id above Line bits of line number (a request has at most MAX_ACCESSES_PER_OP lines). */
  Line = 8,
  LineMask = (1 << Line) - 1,
  /** A wave's event index: its table slot in the low Context bits, the slot's generation above (MAX_EVENT_INDEX has 27 bits). */
  Context = 16,
  ContextMask = (1 << Context) - 1,
}
if (MAX_ACCESSES_PER_OP > 1 << IndexBits.Line) throw new Error('engine_events: IndexBits.Line cannot number a request\'s lines');

/** Requests a line event can name (InFlightMemory numbers its pooled records below this). */
export const MAX_LINE_EVENT_REQUESTS = (MAX_EVENT_INDEX >>> IndexBits.Line) + 1;

export function lineEventIndex(request: number, line: number): number {
  return (request << IndexBits.Line) | line;
}

/** The table slot a live wave's event index names (`WaveContext.eventIndex`): below 2^16, and no other live wave's. */
export function contextSlot(eventIndex: number): number {
  return eventIndex & IndexBits.ContextMask;
}

/** The unit that runs sleep timers out (pops_wait.ts). */
export interface SleepEvents {
  sleepEnded(ctx: WaveContext): void;
}

/** The unit that serves waiting waves when a SIMD frees (simd_arbiter.ts). */
export interface SimdEvents {
  serve(simd: number): void;
}

/** The engine core's loop steps (poll_loop_host.ts): a wave's Advance and SleepEnded events while it is handed over, and its wake-ups. */
export interface LoopSteps {
  /** True when the engine core runs the wave's loop. */
  runs(ctx: WaveContext): boolean;
  /** Runs the event in the core; false, the wave handed back, when JavaScript must run it. */
  step(kind: number, ctx: WaveContext): boolean;
  /** GFX10/10.3: a POPS wake-up of a wave the core runs (S6). */
  wake(ctx: WaveContext): void;
}

/** The per-line memory pipeline's events (inflight_memory.ts), by request id. */
export interface MemoryEvents {
  lineArrived(request: number, line: number): void;
  lineServed(request: number, line: number): void;
  lineReturned(request: number): void;
}

const GENERATION_MASK = (MAX_EVENT_INDEX >>> IndexBits.Context) >>> 0;

export class EngineEvents implements IndexedEventRunner {
  /** The kinds' names: those of the functions these events were before they were indexed, so profiles keep their labels. */
  readonly kindNames: readonly string[] = ['', 'advanceWave', 'sleepEndedEvent', 'serveEvent', 'lineArrivedEvent', 'lineServedEvent', 'returnedEvent'];
  waves: WaveAdvance | undefined = undefined;
  sleeps: SleepEvents | undefined = undefined;
  simds: SimdEvents | undefined = undefined;
  memory: MemoryEvents | undefined = undefined;
  /** GFX9 without lazy polling, GFX10/10.3: the engine core runs the loop steps of waves handed over to it (poll_loop_host.ts). */
  pollLoops: LoopSteps | undefined = undefined;
  /** The contexts of live waves by table slot; a released slot is undefined until reused. */
  private readonly contexts: (WaveContext | undefined)[] = objectArray();
  private readonly generations: number[] = [];
  private readonly freeSlots: number[] = [];

  /** A wave becomes live: its context gets the index its events carry (`WaveContext.eventIndex`). */
  register(ctx: WaveContext): void {
    let slot = this.freeSlots.pop();
    if (slot === undefined) {
      slot = this.contexts.length;
      if (slot > IndexBits.ContextMask) throw new Error(`engine: more than ${IndexBits.ContextMask + 1} live waves`);
      this.generations.push(0);
    }
    // A new generation per use of the slot: an event of the slot's previous wave no longer names it.
    const generation = (this.generations[slot]! + 1) & GENERATION_MASK;
    this.generations[slot] = generation;
    this.contexts[slot] = ctx;
    ctx.eventIndex = (generation << IndexBits.Context) | slot;
  }

  /** The wave ended: its events still queued find no context. */
  release(ctx: WaveContext): void {
    const slot = ctx.eventIndex & IndexBits.ContextMask;
    this.contexts[slot] = undefined;
    // The engine core no longer runs it either (a wave is handed back before it can end; a hang leaves it).
    if (SLOT_INDEX[slot] === ctx.eventIndex) SLOT_INDEX[slot] = -1;
    this.freeSlots.push(slot);
  }

  /** The live context in table slot `slot` (the engine core names waves by slot). */
  contextAt(slot: number): WaveContext | undefined {
    return this.contexts[slot];
  }

  /** The live context an event's index names, else undefined. */
  private contextOf(index: number): WaveContext | undefined {
    const ctx = this.contexts[index & IndexBits.ContextMask];
    return ctx !== undefined && ctx.eventIndex === index ? ctx : undefined;
  }

  run(kind: number, index: number): void {
    // The polling cases' kinds first: a wave's continuation, then a SIMD's serve (GFX10/10.3 polling is
    // nearly half serves). Dispatch only: V8 does not inline a callee whose own optimized code inlines
    // much (docs/speed_log.md, "Engine events as integers").
    if (kind === EventKind.Advance) this.advanceIndexed(index);
    else if (kind === EventKind.Serve) this.simds!.serve(index);
    else this.runOther(kind, index);
  }

  /** The continuation of the wave `index` names, if it is live (an Advance event's, or one the engine core hands back). */
  advanceIndexed(index: number): void {
    const ctx = this.contextOf(index);
    if (ctx !== undefined) this.waves!.advance(ctx);
  }

  private runOther(kind: number, index: number): void {
    switch (kind) {
      case EventKind.LineArrived:
        this.memory!.lineArrived(index >>> IndexBits.Line, index & IndexBits.LineMask);
        return;
      case EventKind.LineServed:
        this.memory!.lineServed(index >>> IndexBits.Line, index & IndexBits.LineMask);
        return;
      case EventKind.Returned:
        this.memory!.lineReturned(index);
        return;
      case EventKind.SleepEnded: {
        const ctx = this.contextOf(index);
        if (ctx === undefined) return;
        const loops = this.pollLoops;
        if (loops !== undefined && loops.runs(ctx) && loops.step(EventKind.SleepEnded, ctx)) return;
        this.sleeps!.sleepEnded(ctx);
        return;
      }
      default:
        throw new Error(`engine: no indexed event of kind ${kind}`);
    }
  }
}
