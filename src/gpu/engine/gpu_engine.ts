/**
 * The engine: runs pixel waves in global time order on one EventQueue. This
 * file builds the engine's units, connects them, and runs the event loop
 * with the watchdog (docs/gpu_engine.md "Engine units"):
 *
 * - wave_launcher.ts — the SPI side: launches packed waves in order per
 *   packer when the POPS unit and a wave slot allow, streams more of the
 *   queued draws into its FIFOs when they run low, retires ended waves;
 * - simd_arbiter.ts — which waiting wave issues on a SIMD when;
 * - wave_runner.ts — runs a wave's instructions: straight runs of
 *   non-interacting instructions at once, an interacting one at its cycle;
 * - effect_dispatch.ts — what an interacting instruction's Effect does:
 *   memory, LDS, s_waitcnt, s_sleep, messages, POPS packer writes,
 *   s_wait_event, exports (to an ExportSink, export_sink.ts), s_endpgm;
 * - inflight_memory.ts — memory instructions through the per-line pipeline
 *   (memory/vmem_timing.ts; a store becomes visible late — S9, S11),
 *   retired in order per counter;
 * - pops_wait.ts — s_sleep and POPS wake-ups (S6), export_ready (S10),
 *   lazy polling, POPS-wait and ordered-section bookkeeping;
 * - hang_report.ts — the GpuHangError thrown when the watchdog (watchdog.ts)
 *   sees no progress, the job times out or the host wall-clock guard trips
 *   (job.ts), naming the live waves — spinning, waiting in POPS, waiting —
 *   and the POPS unit's reasons.
 *
 * The units share engine_context.ts (event queue, live waves, wave pool) and
 * wave_context.ts (the per-wave record) and never import this file, so the
 * split has no import cycle.
 *
 * Timing constants and assumptions: docs/gpu_engine.md.
 */
import { EffectDispatch } from './effect_dispatch.js';
import { EngineContext, type EngineParts } from './engine_context.js';
import { RunResult, type EventQueue } from './event_queue.js';
import type { GpuHangError, HangTrigger } from './errors.js';
import { hangReport } from './hang_report.js';
import { InFlightMemory } from './inflight_memory.js';
import { CHECKPOINT_EVENTS, NO_LIMITS, type RunLimits } from './job.js';
import { PopsWait } from './pops_wait.js';
import { SimdArbiter } from './simd_arbiter.js';
import { WaveLauncher } from './wave_launcher.js';
import { WaveRunner } from './wave_runner.js';
import { PollLoopHost } from './poll_loop_host.js';
import { INSTRUCTION_CLASSES } from '../cu/timing_table.js';

export type { EngineParts } from './engine_context.js';
export { DISCARD_EXPORTS, type ExportEvent, type ExportSink } from './export_sink.js';
export { EXPORT_LATENCY } from './effect_dispatch.js';
export { FEED_WAVES_PER_SE, LAUNCH_INTERVAL, LAUNCH_LATENCY } from './wave_launcher.js';

export class GpuEngine {
  private readonly core: EngineContext;
  private readonly launcher: WaveLauncher;
  /** The current job's deadline and checkpoint (job.ts); set by the Gpu at each submit. */
  limits: RunLimits = NO_LIMITS;
  /** Events until the next checkpoint (kept across runs: a job's submits may run the engine many times). */
  private countdown = CHECKPOINT_EVENTS;
  private readonly pollLoops: PollLoopHost | undefined;
  private readonly arbiter: SimdArbiter;
  private readonly popsWait: PopsWait;

  constructor(parts: EngineParts) {
    const core = new EngineContext(parts);
    const launcher = new WaveLauncher(core);
    const popsWait = new PopsWait(core);
    const dispatch = new EffectDispatch(core, new InFlightMemory(core), popsWait, launcher);
    const arbiter = new SimdArbiter(core.queue, core.events, parts.slots.cuCount, parts.slots.simdsPerCu, parts.counters.cuBusyCycles);
    // The engine core runs the POPS wait loops' steps (poll_loop_host.ts): GFX9 unless lazy polling parks
    // its waves, and GFX10/10.3; GFX11's waves do not poll (S10).
    const coreLoops = parts.gfx === 'gfx9' ? !parts.lazyPolling : parts.gfx !== 'gfx11';
    const pollLoops = coreLoops ? new PollLoopHost(core, core.events, INSTRUCTION_CLASSES, parts.gfx !== 'gfx9') : undefined;
    core.events.pollLoops = pollLoops;
    popsWait.coreLoops = pollLoops;
    this.pollLoops = pollLoops;
    this.arbiter = arbiter;
    this.popsWait = popsWait;
    launcher.connect(new WaveRunner(core, arbiter, dispatch, popsWait, pollLoops));
    this.core = core;
    this.launcher = launcher;
  }

  get queue(): EventQueue {
    return this.core.queue;
  }

  get now(): number {
    return this.core.queue.now;
  }

  /** Events run since the engine was made (EventQueue.eventsRun). */
  get eventsRun(): number {
    return this.core.queue.eventsRun;
  }

  get liveWaves(): number {
    return this.core.live.size;
  }

  /** Launches queued waves, in order per packer, while the POPS unit and a slot allow. */
  launchWaves(): void {
    this.launcher.launchWaves();
  }

  /**
   * Runs until every queued wave has ended; throws GpuHangError when the watchdog fires, the job's
   * deadline passes or its checkpoint (the host wall-clock guard) says stop.
   */
  run(): void {
    this.core.parts.watchdog.progress(this.core.queue.now);
    // The engine core's SIMD state and sleep timers are this engine's while it runs (its steps and serves use them).
    this.arbiter.hold();
    this.popsWait.timers?.claim();
    this.pollLoops?.attach();
    this.launcher.launchWaves();
    // What the engine core's loop steps counted goes into the statistics however the run ends.
    try {
      this.runEvents();
    } finally {
      this.pollLoops?.takeCounts();
    }
  }

  private runEvents(): void {
    const { queue, live } = this.core;
    const { watchdog } = this.core.parts;
    const launcher = this.launcher;
    const limits = this.limits;
    const jobDeadline = limits.deadline;
    for (;;) {
      // Both limits are deadlines: a hang is reported at the cycle the earlier one passes, even when
      // the next event is far later (an s_sleep 0xFFFF timer, 64·65535 cycles).
      const active = live.size > 0 || launcher.pending > 0;
      const deadline = watchdog.deadline;
      if (active) {
        // Events in a batch up to the next checkpoint; the watchdog's deadline only moves later
        // while they run, so stopping at the one taken now is exact (the next pass looks again).
        const ran = queue.runUntil(Math.min(deadline, jobDeadline), this.countdown);
        if (ran > 0) {
          this.countdown -= ran;
          if (this.countdown === 0) this.checkpoint();
          continue;
        }
      }
      const ran = queue.runNextUntil(active ? Math.min(deadline, jobDeadline) : Infinity);
      if (ran === RunResult.BeyondLimit) {
        if (deadline <= jobDeadline) throw this.watchdogHang(deadline);
        throw this.jobTimeout(jobDeadline);
      }
      if (ran === RunResult.Idle) {
        // Nothing scheduled: stream more of the queued draws (ignoring back-pressure) before declaring a hang.
        if (launcher.streamMore()) {
          launcher.launchWaves();
          continue;
        }
        if (live.size === 0 && launcher.pending === 0) return;
        throw this.hang('watchdog', 'every live wave is blocked and nothing is scheduled');
      }
      if (--this.countdown === 0) this.checkpoint();
      // An event that ran while nothing was live had no deadline: it may have launched the first waves.
      if (!active && (live.size > 0 || launcher.pending > 0)) {
        if (watchdog.expired(queue.now)) throw this.watchdogHang();
        if (queue.now > jobDeadline) throw this.jobTimeout();
      }
    }
  }

  /** Every CHECKPOINT_EVENTS events: the job's host wall-clock guard may stop the run. */
  private checkpoint(): void {
    this.countdown = CHECKPOINT_EVENTS;
    const stop = this.limits.checkpoint(this.core.queue.now);
    if (stop !== undefined) throw this.hang('wall-guard', stop);
  }

  private watchdogHang(cycle = this.core.queue.now): GpuHangError {
    return this.hang('watchdog', `no progress for ${this.core.parts.watchdog.limitCycles} cycles`, cycle);
  }

  private jobTimeout(cycle = this.core.queue.now): GpuHangError {
    const { startCycle, timeoutCycles } = this.limits;
    return this.hang('job-timeout', `job timeout: not done ${timeoutCycles} cycles after the job started (cycle ${startCycle})`, cycle);
  }

  private hang(trigger: HangTrigger, reason: string, cycle = this.core.queue.now): GpuHangError {
    const { pops, queues } = this.core.parts;
    // A polling wave's index lives in its context (loop mode, wave_runner.ts) or the engine core: back into the wave for the report.
    this.pollLoops?.handBackAll(this.core.live.values());
    for (const ctx of this.core.live.values()) if (ctx.loopMode) ctx.leaveLoopMode();
    return hangReport(trigger, reason, cycle, this.core.live.values(), pops, queues);
  }
}
