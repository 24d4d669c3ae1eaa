/**
 * Sleep and POPS-wait state of the waves: s_sleep timers and their early end
 * by a POPS wake-up (S6), the remembered (lost) wake-up, s_wait_event for
 * export_ready (S10), the exiting-wave-ID reads of the wait loop (S5), lazy
 * polling on GFX9 (parking a wave in its POPS unit until the exit that
 * satisfies it; GFX10+ always polls, docs/gpu_engine.md "Lazy polling"), and
 * the bookkeeping of a wave's POPS wait and ordered section for the
 * statistics, the trace and the watchdog.
 *
 * Why one unit: these are the wave's answers to its shader engine's POPS
 * unit — wake-ups and satisfied waits come back as callbacks by uid, and
 * whether a wave is "in a POPS wait" decides both the statistics and what
 * the watchdog counts as progress. Kept apart from effect dispatch so the
 * timing rules of S6/S10 and lazy polling read in one place
 * (docs/gpu_engine.md "Engine", "Lazy polling").
 */
import type { PopsWaitCounter } from './pops_wait_map.js';
import type { EngineCounters } from './stats.js';
import type { EngineContext } from './engine_context.js';
import type { EventQueue } from './event_queue.js';
import type { PopsUnit } from '../pops/pops_unit.js';
import { WaveStatus, type WaveContext } from './wave_context.js';
import { EventKind, type LoopSteps } from './engine_events.js';
import { SleepTimers } from './sleep_timers.js';

/**
 * Lazy polling, GFX9: polled iterations a parked wave skipped before `now`.
 * The wave's loop fired its timer at `firstFire` and then every `period`
 * cycles, reading the exiting ID `pollOffset` cycles after each timer; the
 * timer it gets now is the first iteration whose read comes at or after `now`.
 */
export function skippedPolls(now: number, firstFire: number, period: number, pollOffset: number): number {
  return Math.max(0, Math.ceil((now - pollOffset - firstFire) / period));
}

export class PopsWait {
  private readonly queue: EventQueue;
  private readonly counters: EngineCounters;
  private readonly pops: readonly PopsUnit[];
  private readonly gfx9: boolean;
  private readonly gfx11: boolean;
  /** Lazy polling in effect: asked for and GFX9 (docs/gpu_engine.md "Lazy polling"). */
  private readonly lazyPolling: boolean;
  private readonly waitMap: PopsWaitCounter | undefined;
  /**
   * GFX10+: the sleep timers, which POPS wake-ups nearly always end early,
   * outside the queue but its first (sleep_timers.ts). GFX9 has no wake-ups:
   * its timers all run out, each an event (`WaveContext.sleepTimer`).
   */
  readonly timers: SleepTimers | undefined;
  /** GFX10/10.3: the engine core's loop host, which wakes the waves the core runs (poll_loop_host.ts `wake`). */
  coreLoops: LoopSteps | undefined = undefined;

  constructor(private readonly core: EngineContext) {
    const p = core.parts;
    this.queue = core.queue;
    core.events.sleeps = this;
    this.counters = p.counters;
    this.pops = p.pops;
    this.gfx9 = p.gfx === 'gfx9';
    this.gfx11 = p.gfx === 'gfx11';
    // GFX10+ polls eagerly even when lazy polling is asked for: each failed poll there is a
    // wake-up's poll that occupies the SIMD and delays the satisfied wave behind it, so
    // skipping it cannot keep the cycles exact (docs/gpu_engine.md "Lazy polling").
    this.lazyPolling = p.lazyPolling && this.gfx9;
    this.waitMap = p.popsWaitMap;
    this.timers = this.gfx9 ? undefined : new SleepTimers(this.queue);
    for (const unit of p.pops) {
      unit.onWake((uid) => this.onWake(uid));
      unit.onSatisfied((uid) => this.onSatisfied(uid));
    }
  }

  /** The wave reads src_pops_exiting_wave_id (S5): a poll of its POPS wait. */
  exitingWaveId(ctx: WaveContext): number {
    this.startPolling(ctx);
    if (this.lazyPolling) ctx.lastPollAt = this.queue.now;
    const unit = this.pops[ctx.se]!;
    const association = ctx.popsAssociation;
    return association === undefined ? unit.exitingWaveIdFor(ctx.wave.uid) : unit.exitingWaveIdOf(association);
  }

  /** S6: 64·N cycles; on GFX10+ a POPS wake-up (onWake) ends the sleep early. */
  sleep(ctx: WaveContext, n: number): void {
    const now = this.queue.now;
    this.startPolling(ctx);
    this.counters.sleeps++;
    if (ctx.wakePending) {
      // The wake-up signal stayed set since it arrived (RADV MR's guess): this sleep ends at once.
      ctx.wakePending = false;
      // Wake-ups matter to the wave again (onWake muted them while the signal was set).
      this.pops[ctx.se]!.setWakeMuted(ctx.wave.uid, false);
      this.counters.wakeUps++;
      this.counters.lateWakeUps++;
      return;
    }
    ctx.status = WaveStatus.Sleep;
    ctx.sleepStart = now;
    const length = Math.max(1, 64 * n);
    if (this.lazyPolling && this.park(ctx, length)) return;
    if (this.timers !== undefined) this.timers.start(ctx.eventIndex, length);
    else ctx.sleepTimer = this.queue.atIndexed(now + length, EventKind.SleepEnded, ctx.eventIndex);
  }

  /** s_wait_event: with export_ready asked for and not yet set, the wave waits for the POPS wake-up (S10). */
  waitEvent(ctx: WaveContext, exportReady: boolean): void {
    if (exportReady && !this.pops[ctx.se]!.isExportReady(ctx.wave.uid)) {
      this.startPolling(ctx);
      ctx.status = WaveStatus.WaitEvent; // resumed by the POPS wake-up (S10)
    } else {
      this.enterOrdered(ctx);
    }
  }

  /** ORDERED_PS_DONE or s_endpgm_ordered_ps_done: the wave leaves its ordered section (S9). */
  orderedPsDone(ctx: WaveContext): void {
    this.pops[ctx.se]!.orderedPsDone(ctx.wave.uid);
    this.leaveOrdered(ctx);
  }

  /** GFX11: the done export leaves the ordered section (S10). */
  exportDone(ctx: WaveContext): void {
    this.pops[ctx.se]!.exportDone(ctx.wave.uid);
    this.leaveOrdered(ctx);
  }

  /** The wave did real work after polling: its POPS wait is over, its ordered section started. */
  endPolling(ctx: WaveContext): void {
    if (ctx.polling) this.enterOrdered(ctx);
  }

  /**
   * Lazy polling, GFX9 (docs/gpu_engine.md): a wave sleeping in a regular POPS
   * wait that its last poll found unfinished is parked in the POPS unit until
   * the exit that satisfies it. It needs one polled iteration first, to learn
   * the loop's timing, and then sleeps without a timer. Returns false when the
   * wave polls eagerly.
   */
  private park(ctx: WaveContext, length: number): boolean {
    if (!ctx.polling || ctx.lastFireAt < 0 || ctx.lastPollAt < ctx.lastFireAt) return false;
    const unit = this.pops[ctx.se]!;
    if (unit.pollState(ctx.wave.uid) !== 'waiting') return false;
    ctx.sleepLength = length;
    ctx.pollOffset = ctx.lastPollAt - ctx.lastFireAt;
    ctx.loopCycles = this.queue.now - ctx.lastFireAt;
    unit.park(ctx.wave.uid);
    return true;
  }

  /**
   * Lazy polling, GFX9: an exit satisfied the parked wave's wait. Its timer
   * fires where its loop would have polled next — the first iteration (sleep,
   * loop to the exiting-ID read) whose read comes at or after now; the skipped
   * iterations count as sleeps.
   */
  private onSatisfied(uid: number): void {
    const ctx = this.core.live.get(uid);
    if (ctx === undefined || ctx.status !== WaveStatus.Sleep) return;
    const firstFire = ctx.sleepStart + ctx.sleepLength;
    const period = ctx.sleepLength + ctx.loopCycles;
    const skipped = skippedPolls(this.queue.now, firstFire, period, ctx.pollOffset);
    const fire = firstFire + skipped * period;
    // Counted as if polled: each skipped iteration one sleep of its full length (S6).
    this.counters.sleeps += skipped;
    this.counters.sleepCycles += skipped * ctx.sleepLength;
    ctx.sleepStart = fire - ctx.sleepLength;
    ctx.sleepTimer = this.queue.atIndexed(fire, EventKind.SleepEnded, ctx.eventIndex);
  }

  /** The wave's s_sleep timer ran out (EventKind.SleepEnded). */
  sleepEnded(ctx: WaveContext): void {
    if (this.timers !== undefined) this.timers.ranOut(ctx.eventIndex);
    else ctx.sleepTimer = -1;
    if (this.lazyPolling) ctx.lastFireAt = this.queue.now;
    if (ctx.status === WaveStatus.Sleep) this.wakeUp(ctx);
  }

  private wakeUp(ctx: WaveContext): void {
    // An early (POPS) wake-up cancels the timer so it does not hold the clock (S6). GFX10+ never
    // sets `sleepTimer` (it stays -1 from launch), so its wake-ups leave that field alone.
    if (this.timers !== undefined) {
      this.timers.cancel(ctx.eventIndex);
    } else {
      if (ctx.sleepTimer >= 0) this.queue.cancel(ctx.sleepTimer);
      ctx.sleepTimer = -1;
    }
    this.counters.sleepCycles += this.queue.now - ctx.sleepStart;
    this.core.resume(ctx);
  }

  /** POPS wake-up: GFX10/10.3 after an exit (S6), GFX11 when export_ready rises (S10). */
  private onWake(uid: number): void {
    const ctx = this.core.live.get(uid);
    if (ctx === undefined) return;
    const loops = this.coreLoops;
    if (loops !== undefined && loops.runs(ctx)) {
      loops.wake(ctx);
      return;
    }
    if (ctx.status === WaveStatus.Sleep) {
      this.counters.wakeUps++;
      this.wakeUp(ctx);
    } else if (ctx.status === WaveStatus.WaitEvent) {
      this.enterOrdered(ctx);
      this.core.resume(ctx);
    } else if (!this.gfx11) {
      // Not asleep (e.g. between its exiting-ID compare and its s_sleep, or in its ordered section):
      // remembered for the next sleep. Until that sleep takes it (or the engine core runs the wave),
      // a further wake-up would change nothing, so exits skip the wave (pops/poller_list.ts).
      ctx.wakePending = true;
      this.pops[ctx.se]!.setWakeMuted(uid, true);
    }
  }

  // ---- POPS bookkeeping for stats and the trace ----

  private startPolling(ctx: WaveContext): void {
    // `=== true`: a bare test of the field compiled to V8's generic ToBoolean, a dozen instructions when it holds (every poll).
    if (ctx.polling === true) return;
    ctx.polling = true;
    ctx.pollStart = this.queue.now;
    if (!ctx.everPolled) {
      this.counters.popsWaitWaves++;
      // The per-pixel map (opt-in): each invocation of a pixel wave that waits, once per wave.
      if (this.waitMap !== undefined && ctx.vertexBatch === undefined) this.waitMap.waited(ctx.lanes, ctx.overlapLanesLo, ctx.overlapLanesHi);
    }
    ctx.everPolled = true;
  }

  private enterOrdered(ctx: WaveContext): void {
    const now = this.queue.now;
    if (ctx.polling) {
      ctx.polling = false;
      this.counters.popsWaitCycles += now - ctx.pollStart;
      this.core.span(ctx, 'POPS wait', 'pops', ctx.pollStart, now);
    }
    if (ctx.orderedStart < 0) ctx.orderedStart = now;
  }

  private leaveOrdered(ctx: WaveContext): void {
    if (ctx.orderedStart >= 0) this.core.span(ctx, 'ordered section', 'pops', ctx.orderedStart, this.queue.now);
    ctx.orderedStart = -1;
  }
}
