/**
 * The queue: submit runs the recorded command buffers on the GPU model to
 * completion (popsim's GPU is synchronous) as one job — one job timeout, one
 * progress report (`SubmitOptions.onProgress`) — and returns the run
 * statistics; waitIdle is therefore immediate. A GPU hang (watchdog, job
 * timeout) or the host wall-clock guard becomes DeviceLostError, and the
 * device stays lost.
 */
import { GpuHangError, traceCuPid, traceNames } from '../gpu/index.js';
import type { JobProgress, RunStats, TraceEvent } from '../gpu/index.js';
import { SubmitExecutor, type CommandStream } from '../driver/submit_executor.js';
import { UploadArena } from '../driver/upload_arena.js';
import type { CommandBuffer } from './command_buffer.js';
import type { DeviceContext } from './device_context.js';
import { requireSameDevice } from './device_child.js';
import { DeviceLostError } from './device_lost_error.js';
import { withDeviceMemory } from './device_memory.js';
import { requireArray, requireString, requireStruct } from './parameter_checks.js';

const CMD = 'vkQueueSubmit';

/** popsim's own submit options (no Vulkan counterpart). */
export interface SubmitOptions {
  /**
   * Progress of the submit's GPU work, every few milliseconds of simulation and when the GPU is
   * idle at the end (JobProgress: cycles, waves, invocations, draws started of the total). It runs
   * inside submit and must not submit.
   */
  readonly onProgress?: (progress: JobProgress) => void;
  /**
   * The submission's name in the device's trace (`gpu.trace`, Device.traceJson), as a
   * VK_EXT_debug_utils queue label names a region in a profiler; default `submit N` (N counts the
   * device's submits from 0).
   */
  readonly label?: string;
}

/** The trace's queue track: one process after the GPU's CU processes, listed first. */
const QUEUE_TRACK = { process: 'queue', thread: 'submits', tid: 1 } as const;

export class Queue {
  private readonly arena: UploadArena;
  private lost: DeviceLostError | undefined;
  private streams: readonly CommandStream[] = [];
  private submits = 0;
  /** With `gpu.trace`: a span per submit on the GPU clock (the GPU's trace holds the waves). */
  private readonly spans: TraceEvent[] = [];

  constructor(private readonly device: DeviceContext) {
    this.arena = new UploadArena(device.gpu.memory);
  }

  /** Executes the command buffers in order; returns the GPU statistics of the whole submission. */
  submit(commandBuffers: readonly CommandBuffer[], options: SubmitOptions = {}): RunStats {
    if (this.lost) throw this.lost;
    const list = requireArray(commandBuffers, { command: CMD, struct: 'VkSubmitInfo', member: 'pCommandBuffers' }) as readonly CommandBuffer[];
    const site = (member: string) => ({ command: CMD, struct: 'SubmitOptions', member });
    requireStruct(options, ['onProgress', 'label'], site('options'));
    if (options.label !== undefined) requireString(options.label, site('label'));
    const commands = list.flatMap((cb, i) => {
      requireSameDevice(this.device, cb, `pCommandBuffers[${i}]`, 'VUID-VkSubmitInfo-commonparent', CMD);
      return [...cb.recorded(CMD)];
    });
    const gpu = this.device.gpu;
    const executor = new SubmitExecutor(gpu, this.arena);
    this.streams = executor.streams;
    const index = this.submits++;
    const start = gpu.cycle;
    let end: number | undefined;
    try {
      // The upload chunks (PM4 streams, user-SGPR data) come from the device's memory too.
      const run = options.onProgress === undefined ? {} : { onProgress: options.onProgress };
      return withDeviceMemory(this.device.gpu.memory, CMD, () => executor.run(commands, run));
    } catch (e) {
      if (e instanceof GpuHangError) {
        end = e.cycle;
        this.lost = new DeviceLostError(CMD, e);
        throw this.lost;
      }
      throw e;
    } finally {
      // A lost submit's span ends at the cycle the hang was declared.
      if (gpu.tracing) {
        const name = options.label ?? `submit ${index}`;
        const dur = (end ?? gpu.cycle) - start;
        this.spans.push({ name, cat: 'submit', ph: 'X', ts: start, dur, pid: this.tracePid, tid: QUEUE_TRACK.tid, args: { submit: index } });
      }
    }
  }

  /** The trace's queue process: one past the GPU's last CU process. */
  private get tracePid(): number {
    return traceCuPid(this.device.chip.activeCus);
  }

  /**
   * The queue's trace events: its process and thread names and a span per submit, on the GPU
   * clock, which runs on across submits, so they follow one another (none without `gpu.trace`).
   */
  traceEvents(): TraceEvent[] {
    if (this.spans.length === 0) return [];
    return [...traceNames(this.tracePid, QUEUE_TRACK.process, 0, QUEUE_TRACK.tid, QUEUE_TRACK.thread, 0), ...this.spans];
  }

  /**
   * GPU addresses and sizes of the PM4 streams the last submit ran, in order (for inspection;
   * the memory is reused by the next submit).
   */
  get lastCommandStreams(): readonly CommandStream[] {
    return this.streams;
  }

  /** vkQueueWaitIdle: submissions complete inside submit, so there is nothing to wait for. */
  waitIdle(): void {
    if (this.lost) throw this.lost;
  }
}
