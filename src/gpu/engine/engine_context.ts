/**
 * What the engine's units share (docs/gpu_engine.md "Engine units"): the
 * parts the Gpu hands in (`EngineParts`) and `EngineContext` — the one event
 * queue and the runner of its indexed events (engine_events.ts), the live
 * waves by uid, the pools of ended waves and their contexts, and the few
 * per-wave steps more than one unit takes (resume a wave, retire a counter
 * decrement, release an ended wave, record a trace span).
 *
 * Why its own file: the units (wave_launcher, simd_arbiter, wave_runner,
 * effect_dispatch, inflight_memory, pops_wait) share this state through
 * this file and wave_context.ts, which import no unit; a unit imports
 * besides only the types of the units it calls, and none imports
 * gpu_engine.ts, which builds them — so the split has no import cycle.
 */
import type { GfxLevel } from '../../isa/gfx_level.js';
import type { MemorySystem } from '../memory/memory_system.js';
import type { VmemPipeline } from '../memory/vmem_timing.js';
import type { PopsUnit } from '../pops/pops_unit.js';
import type { WaveFeed } from '../spi/draw_feed.js';
import type { WaveQueues } from '../spi/wave_packer.js';
import { ENDED_WAVES } from '../spi/wave_pool.js';
import type { WaveSlots } from '../spi/wave_slots.js';
import { EventQueue } from './event_queue.js';
import type { ExportSink } from './export_sink.js';
import type { PopsWaitCounter } from './pops_wait_map.js';
import type { EngineCounters } from './stats.js';
import type { TraceRecorder } from './trace.js';
import { WaveStatus, type WaveContext } from './wave_context.js';
import { EngineEvents, EventKind } from './engine_events.js';
import type { Watchdog } from './watchdog.js';
import { IntKeyMap } from '../../common/int_key_map.js';
import { objectArray } from '../../common/object_array.js';

export interface EngineParts {
  readonly gfx: GfxLevel;
  readonly memory: MemorySystem;
  /** Per-line timing of vector memory (S9). */
  readonly vmem: VmemPipeline;
  readonly pops: readonly PopsUnit[];
  readonly queues: WaveQueues;
  /** Streams more packed waves into `queues` on demand (back-pressure). */
  readonly feed: WaveFeed;
  readonly slots: WaveSlots;
  readonly counters: EngineCounters;
  readonly watchdog: Watchdog;
  readonly trace: TraceRecorder;
  readonly exports: ExportSink;
  /** Lazy polling asked for: GFX9 skips the failed polls of a regular POPS wait, GFX10+ polls anyway (docs/gpu_engine.md "Lazy polling"). */
  readonly lazyPolling: boolean;
  /** Per-pixel invocation and POPS-wait counts (GpuOptions.popsWaitMap); undefined: not counted. */
  readonly popsWaitMap?: PopsWaitCounter | undefined;
}

/** The unit told when a vertex wave is released (wave_launcher.ts). */
export interface VertexWaveSink {
  vertexWaveReleased(ctx: WaveContext): void;
}

export class EngineContext {
  /** Every timed action of the engine, in (cycle, insertion) order. */
  readonly queue = new EventQueue();
  /** Launched waves that have not ended, by uid. */
  readonly live = new IntKeyMap<WaveContext>();
  /** Runs the queue's indexed events; each unit registers itself for its kinds. */
  readonly events = new EngineEvents();
  /** Ended waves for reuse, shared by the engines of this thread (spi/wave_pool.ts). */
  readonly wavePool = ENDED_WAVES;
  /** Contexts of released waves, for reuse (`WaveContext.launch`); the last released is taken first, while it is still in the host's caches. */
  private readonly freeContexts: WaveContext[] = objectArray();
  /** `queue.eventsRun` when each free context was released. */
  private readonly freeStamps: number[] = [];
  /**
   * Told when a vertex wave is released (its outputs are all written): the
   * launcher, once made. An object with a method, not a closure: a closure is
   * a new call target for every device, and the hot callers inlining it
   * deoptimized once per case.
   */
  vertexWaves: VertexWaveSink | undefined = undefined;

  constructor(readonly parts: EngineParts) {
    this.queue.setIndexedRunner(this.events);
  }

  /** Schedules the wave's continuation (WaveRunner.advance) at `cycle`. */
  continueAt(cycle: number, ctx: WaveContext): void {
    this.queue.atIndexed(cycle, EventKind.Advance, ctx.eventIndex);
  }

  /** A launched wave is live: found by uid, and its events find it. */
  addLive(ctx: WaveContext): void {
    this.live.set(ctx.wave.uid, ctx);
    this.events.register(ctx);
  }

  /** The wave ended: no longer live, and its events still queued find nothing. */
  removeLive(ctx: WaveContext): void {
    this.live.delete(ctx.wave.uid);
    this.events.release(ctx);
  }

  get now(): number {
    return this.queue.now;
  }

  /** The wave may issue again: its continuation runs at the current cycle. */
  resume(ctx: WaveContext): void {
    ctx.status = WaveStatus.Ready;
    this.continueAt(this.queue.now, ctx);
  }

  /** A counter of the wave dropped: progress; a satisfied s_waitcnt resumes; an ended wave may be released. */
  counterDropped(ctx: WaveContext): void {
    this.parts.watchdog.progress(this.queue.now);
    if (ctx.status === WaveStatus.Waitcnt && ctx.countersWithin()) this.resume(ctx);
    this.releaseIfDone(ctx);
  }

  /** Returns an ended wave to the pool once no queued event refers to it any more. */
  releaseIfDone(ctx: WaveContext): void {
    if (ctx.ended && ctx.pending === 0) {
      ctx.pending = -1; // released: never twice
      if (ctx.vertexBatch !== undefined) this.vertexWaves!.vertexWaveReleased(ctx);
      this.wavePool.give(ctx.built);
      // Once this event is over nothing refers to the context: its events are counted in `pending`
      // or find it by an index whose generation its next launch changes (engine_events.ts).
      this.freeContexts.push(ctx);
      this.freeStamps.push(this.queue.eventsRun);
    }
  }

  /**
   * A released wave's context for a new launch, or undefined (the launcher
   * makes one). Not one released during the current event: the units that
   * ended that wave may still read it on their way out (an ended wave's
   * retirement launches the next waves before its runner returns).
   */
  takeContext(): WaveContext | undefined {
    const free = this.freeContexts;
    const stamps = this.freeStamps;
    const now = this.queue.eventsRun;
    // At most a few waves are released per event, all on top of the stack.
    for (let i = free.length - 1; i >= 0; i--) {
      if (stamps[i] === now) continue;
      const ctx = free[i]!;
      const last = free.length - 1;
      free[i] = free[last]!;
      stamps[i] = stamps[last]!;
      free.pop();
      stamps.pop();
      return ctx;
    }
    return undefined;
  }

  /** A trace span on the wave's CU and SIMD (trace.ts). */
  span(ctx: WaveContext, name: string, cat: string, start: number, end: number): void {
    this.parts.trace.span(name, cat, ctx.slot.cu, ctx.slot.simd, ctx.wave.uid, start, end);
  }
}
