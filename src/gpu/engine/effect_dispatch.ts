/**
 * Effect dispatch: what an interacting instruction's `Effect` (cu/program.ts)
 * does outside the wave, at the cycle it issues. Memory requests go to the
 * in-flight memory (inflight_memory.ts); LDS operations and exports drain
 * their counter after a fixed latency, in order per counter; s_waitcnt sets
 * the limits the wave blocks on; s_sleep, s_wait_event and the ordered-section
 * exits (ORDERED_PS_DONE, s_endpgm_ordered_ps_done, GFX11's done export) go to
 * the POPS wait state (pops_wait.ts); POPS packer writes go to the POPS unit
 * (S3); exports go to the ExportSink; s_endpgm retires the wave
 * (wave_launcher.ts).
 *
 * Why its own unit: the one switch over every Effect kind, so what each
 * instruction class costs and whom it wakes reads in one place; the units it
 * calls know nothing of Effects.
 */
import type { Effect } from '../cu/effect.js';
import type { PopsUnit } from '../pops/pops_unit.js';
import type { EngineContext } from './engine_context.js';
import type { EventQueue } from './event_queue.js';
import type { ExportSink } from './export_sink.js';
import { captureVertexExport } from './vertex_exports.js';
import type { InFlightMemory } from './inflight_memory.js';
import type { PopsWait } from './pops_wait.js';
import type { EngineCounters } from './stats.js';
import { Counter, WaveStatus, type WaveContext } from './wave_context.js';
import type { WaveLauncher } from './wave_launcher.js';
import type { Watchdog } from './watchdog.js';
import { objectArray } from '../../common/object_array.js';

/** Cycles until an export's data has left the wave (expcnt drains). */
export const EXPORT_LATENCY = 8;

/** A fixed-latency counter completion (LDS, export) waiting in the event queue (pooled with its event). */
class CounterDrain {
  ctx: WaveContext | undefined = undefined;
  counter = 0;
  readonly run: () => void;

  constructor(owner: EffectDispatch) {
    // Named, so event counts by kind (bench/case_profile.ts) can tell it apart.
    const counterDrainedEvent = (): void => owner.drained(this);
    this.run = counterDrainedEvent;
  }
}

export class EffectDispatch {
  private readonly queue: EventQueue;
  private readonly pops: readonly PopsUnit[];
  private readonly counters: EngineCounters;
  private readonly watchdog: Watchdog;
  private readonly exports: ExportSink;
  private readonly gfx9: boolean;
  private readonly gfx11: boolean;
  /** Completions that have run, for reuse. */
  private readonly drains: CounterDrain[] = objectArray();

  constructor(
    private readonly core: EngineContext,
    private readonly memory: InFlightMemory,
    private readonly popsWait: PopsWait,
    private readonly launcher: WaveLauncher,
  ) {
    const p = core.parts;
    this.queue = core.queue;
    this.pops = p.pops;
    this.counters = p.counters;
    this.watchdog = p.watchdog;
    this.exports = p.exports;
    this.gfx9 = p.gfx === 'gfx9';
    this.gfx11 = p.gfx === 'gfx11';
  }

  /** Acts on the Effect of the wave's instruction that issued now. */
  apply(ctx: WaveContext, e: Effect): void {
    const w = ctx.wave;
    const now = this.queue.now;
    switch (e.kind) {
      case 'memory':
        this.popsWait.endPolling(ctx);
        this.memory.issue(ctx, e.op);
        return;
      case 'local':
        this.popsWait.endPolling(ctx);
        w.lgkmcnt++;
        this.drainAt(ctx, Counter.Lgkm, now + e.latency);
        return;
      case 'waitcnt': {
        const l = ctx.limits;
        l[Counter.Vm] = e.vm;
        l[Counter.Vs] = e.vs;
        l[Counter.Lgkm] = e.lgkm;
        l[Counter.Exp] = e.exp;
        if (!ctx.countersWithin()) ctx.status = WaveStatus.Waitcnt;
        return;
      }
      case 'sleep':
        this.popsWait.sleep(ctx, e.n);
        return;
      case 'message':
        this.popsWait.endPolling(ctx);
        this.watchdog.progress(now);
        if (e.id === 7 && !this.gfx11) this.orderedPsDone(ctx); // S9
        return;
      case 'pops_packer': {
        // S3: the field as written — GFX9 MODE[25:24] (0b01 / 0b10), GFX10+ POPS_PACKER[2:0].
        const field = !e.enabled ? 0 : this.gfx9 ? 1 << e.packer : 1 | (e.packer << 1);
        ctx.popsAssociation = this.pops[ctx.se]!.setPackerRegister(w.uid, field);
        this.watchdog.progress(now);
        return;
      }
      case 'wait_event':
        this.popsWait.waitEvent(ctx, e.exportReady);
        return;
      case 'export':
        this.popsWait.endPolling(ctx);
        this.watchdog.progress(now);
        w.expcnt++;
        if (ctx.vertexBatch !== undefined) {
          captureVertexExport(ctx.vertexBatch, w, e);
          this.drainAt(ctx, Counter.Exp, now + EXPORT_LATENCY);
          return;
        }
        this.counters.exports++;
        this.exports.exportData({ cycle: now, waveUid: w.uid, effect: e, wave: w, lanes: ctx.lanes, draw: ctx.draw, first: !ctx.exported });
        ctx.exported = true;
        this.drainAt(ctx, Counter.Exp, now + EXPORT_LATENCY);
        if (e.done && this.gfx11) {
          // S10: the done export leaves the ordered section; an exit can unblock launches held by the ID limit.
          this.popsWait.exportDone(ctx);
          this.launcher.launchWaves();
        }
        return;
      case 'end':
        if (e.orderedPsDone && !this.gfx11) this.orderedPsDone(ctx); // S9
        this.popsWait.endPolling(ctx);
        this.launcher.retire(ctx);
        return;
      default: {
        const never: never = e;
        throw new Error(`unknown effect ${String(never)}`);
      }
    }
  }

  /** The drain event ran: the counter drops (in order: `drainAt` never schedules before the previous one). */
  drained(d: CounterDrain): void {
    const ctx = d.ctx!;
    const counter = d.counter;
    d.ctx = undefined;
    this.drains.push(d);
    ctx.pending--;
    ctx.counterDone(counter);
    this.core.counterDropped(ctx);
  }

  /** ORDERED_PS_DONE (S9); an exit can unblock launches held by the ID limit. */
  private orderedPsDone(ctx: WaveContext): void {
    this.popsWait.orderedPsDone(ctx);
    this.launcher.launchWaves();
  }

  /** Schedules the counter's drain at `at`, in order per counter; decrements the counter then and re-checks s_waitcnt. */
  private drainAt(ctx: WaveContext, counter: number, at: number): void {
    const time = Math.max(at, ctx.lastDone[counter]!);
    ctx.lastDone[counter] = time;
    ctx.pending++;
    const d = this.drains.pop() ?? new CounterDrain(this);
    d.ctx = ctx;
    d.counter = counter;
    this.queue.at(time, d.run);
  }
}
