/**
 * A job: the GPU work the kernel driver times as one unit. On hardware,
 * amdgpu's scheduler gives every job on the gfx ring `lockup_timeout`
 * (10000 ms by default) and then resets the GPU: the application sees
 * VK_ERROR_DEVICE_LOST, whether the shader hung in a POPS wait or simply
 * never finished. popsim's job is one `vkQueueSubmit` (the driver opens it,
 * driver/submit_executor.ts, and runs all of its PM4 streams in it) or one
 * `Gpu.submit` when the caller opens none.
 *
 * A job bounds its run two ways, besides the no-progress watchdog
 * (watchdog.ts), and reports progress (docs/gpu_engine.md "Watchdog, job
 * timeout and wall-clock guard"):
 * - the job timeout, in simulated cycles from the job's start — the
 *   engine's run loop treats it as a deadline, like the watchdog's, so it
 *   fires at exactly that cycle and costs one comparison per event;
 * - the wall-clock guard, in host milliseconds since a wave of the job last
 *   ended (or the job started) — a guard for the simulator itself (spinning
 *   waves that would take hours to reach the timeout), looked at every
 *   CHECKPOINT_EVENTS events, so it is not deterministic and says so in its
 *   report. It counts from the last wave end, not from the job's start,
 *   because a valid job ends waves all along however long it runs: exact
 *   GFX10 polling makes full-size CTS cases run for an hour and more;
 * - progress: at those checkpoints and when the GPU is idle at the end of
 *   each submit, `onProgress` gets the job's cycles, waves, invocations and
 *   draws started of the total.
 */
import type { EngineCounters } from './stats.js';

/**
 * Default job timeout: 2^31 cycles, 0.9–1.7 s of GPU time at the chips'
 * clocks (2394–1301 MHz, amd/chips.ts). amdgpu allows a gfx job 10 s, but
 * popsim simulates thousands of times slower than hardware, so 10 s of GPU
 * time would take hours; 2^31 still holds the slowest frame the seeds report
 * (P1: 875 ms on Vega 10, 1.35·10^9 cycles) and 2.9x the longest valid submit
 * recorded (RAVEN's 1024x1024 4xAA pixel-ordered CTS case, 7.3·10^8 cycles,
 * results/cts-full/), and one spinning wave reaches it in 2–5 minutes —
 * docs/gpu_engine.md "Watchdog, job timeout and wall-clock guard" has the
 * measurements and the trade-off.
 */
export const DEFAULT_JOB_TIMEOUT_CYCLES = 2 ** 31;

/**
 * Default wall-clock guard: 30 minutes of host time in which no wave of the
 * job ended. Valid jobs end waves every few milliseconds even when they run
 * for an hour (NAVI14's exact `pixel_ordered.4xaa.sample_shading.1024x1024`
 * CTS case: 2.1 M waves in 3 623 s, results/cts-full/). It catches what the
 * job timeout cannot reach in reasonable time: a GPU full of spinning waves
 * simulates at 10^4–10^5 cycles per second, hours to 2^31.
 */
export const DEFAULT_WALL_GUARD_MS = 30 * 60 * 1000;

/** Events between two checkpoints (wall-clock guard, progress): about a millisecond of simulation, and no measurable cost. */
export const CHECKPOINT_EVENTS = 1 << 12;

/** What a job reports (`JobOptions.onProgress`): every count is since the job started and never decreases. */
export interface JobProgress {
  /** Simulated cycles since the job started. */
  readonly cycles: number;
  readonly wavesLaunched: number;
  readonly wavesEnded: number;
  /** Pixel-shader invocations launched (RunStats.psInvocations). */
  readonly psInvocations: number;
  /** Draws (each instance counts) whose rasterization has started, of `drawsTotal`. */
  readonly drawsStarted: number;
  /** The job's draws: as the submitter declared (`JobOptions.draws`), at least those the command processor has read. */
  readonly drawsTotal: number;
  /**
   * The GPU is idle: the report at the end of a submit. A job's last report is idle with every draw
   * started and every launched wave ended, unless the job failed (a hang, a job timeout).
   */
  readonly idle: boolean;
}

export interface JobOptions {
  /** Draws (instances) the job will run, when the submitter knows them (the progress total). */
  readonly draws?: number;
  /** Called with the job's progress (checkpoints and the end of each submit); it must not submit. */
  readonly onProgress?: (progress: JobProgress) => void;
}

/** The job's limits: timeout in cycles and wall-clock guard in milliseconds (Infinity: none). */
export interface JobLimits {
  readonly timeoutCycles: number;
  readonly wallGuardMs: number;
}

/** The draw counts of the SPI's draw FIFO (spi/draw_feed.ts): draws (instances) queued and started since reset. */
export interface DrawCounts {
  readonly enqueued: number;
  readonly started: number;
}

/** What the engine's run loop asks of the current job. */
export interface RunLimits {
  readonly startCycle: number;
  readonly timeoutCycles: number;
  /** The cycle after which the job has timed out: startCycle + timeoutCycles (Infinity: no timeout). */
  readonly deadline: number;
  /** Every CHECKPOINT_EVENTS events: reports progress; returns why the host guard stops the job, or undefined. */
  checkpoint(now: number): string | undefined;
}

/** No limits and no progress: the engine's job before the first submit. */
export const NO_LIMITS: RunLimits = { startCycle: 0, timeoutCycles: Infinity, deadline: Infinity, checkpoint: () => undefined };

export class Job implements RunLimits {
  readonly deadline: number;
  private readonly wallStart: number;
  /** Host time of the checkpoint that last saw more waves ended (the job's start before that), and that count. */
  private lastEndWall: number;
  private lastEnded: number;
  /** Counts of the job's earlier submits (the engine counters restart at each submit). */
  private launchedBefore = 0;
  private endedBefore = 0;
  private invocationsBefore = 0;
  private readonly enqueuedAtStart: number;
  private readonly startedAtStart: number;

  readonly timeoutCycles: number;

  constructor(
    readonly startCycle: number,
    readonly limits: JobLimits,
    private readonly options: JobOptions,
    private readonly counters: EngineCounters,
    private readonly draws: DrawCounts,
    /** Host milliseconds (a test's clock in unit tests). */
    private readonly hostNow: () => number = () => performance.now(),
  ) {
    this.timeoutCycles = limits.timeoutCycles;
    this.deadline = startCycle + limits.timeoutCycles;
    this.wallStart = hostNow();
    this.lastEndWall = this.wallStart;
    this.lastEnded = counters.wavesEnded;
    this.enqueuedAtStart = draws.enqueued;
    this.startedAtStart = draws.started;
  }

  checkpoint(now: number): string | undefined {
    const wall = this.hostNow();
    const ended = this.endedBefore + this.counters.wavesEnded;
    if (ended !== this.lastEnded) {
      this.lastEnded = ended;
      this.lastEndWall = wall;
    } else if (wall - this.lastEndWall > this.limits.wallGuardMs) {
      const stalled = Math.round(wall - this.lastEndWall);
      const total = Math.round(wall - this.wallStart);
      return `no wave of this job ended for ${stalled} ms (limit ${this.limits.wallGuardMs} ms; ${total} ms since the job started): popsim gave up; the simulated GPU did not fail`;
    }
    this.options.onProgress?.(this.progress(now, false));
    return undefined;
  }

  /** A submit of the job ended (the GPU is idle): its counts carry over, and the idle report goes out. */
  submitEnded(now: number): void {
    this.options.onProgress?.(this.progress(now, true));
    const c = this.counters;
    this.launchedBefore += c.wavesLaunched;
    this.endedBefore += c.wavesEnded;
    this.invocationsBefore += c.psInvocations;
  }

  progress(now: number, idle: boolean): JobProgress {
    const c = this.counters;
    const read = this.draws.enqueued - this.enqueuedAtStart;
    return {
      cycles: now - this.startCycle,
      wavesLaunched: this.launchedBefore + c.wavesLaunched,
      wavesEnded: this.endedBefore + c.wavesEnded,
      psInvocations: this.invocationsBefore + c.psInvocations,
      drawsStarted: this.draws.started - this.startedAtStart,
      drawsTotal: Math.max(read, this.options.draws ?? 0),
      idle,
    };
  }
}
