/**
 * The queue: submit runs the recorded command buffers on the GPU model to
 * completion (popsim's GPU is synchronous) as one job — one job timeout, one
 * progress report (`SubmitOptions.onProgress`) — and returns the run
 * statistics; waitIdle is therefore immediate. A GPU hang (watchdog, job
 * timeout) or the host wall-clock guard becomes DeviceLostError, and the
 * device stays lost.
 */
import { GpuHangError } from '../gpu/index.js';
import type { JobProgress, RunStats } from '../gpu/index.js';
import { SubmitExecutor, type CommandStream } from '../driver/submit_executor.js';
import { UploadArena } from '../driver/upload_arena.js';
import type { CommandBuffer } from './command_buffer.js';
import type { DeviceContext } from './device_context.js';
import { requireSameDevice } from './device_child.js';
import { DeviceLostError } from './device_lost_error.js';
import { withDeviceMemory } from './device_memory.js';
import { requireArray } from './parameter_checks.js';

const CMD = 'vkQueueSubmit';

/** popsim's own submit options (no Vulkan counterpart). */
export interface SubmitOptions {
  /**
   * Progress of the submit's GPU work, every few milliseconds of simulation and when the GPU is
   * idle at the end (JobProgress: cycles, waves, invocations, draws started of the total). It runs
   * inside submit and must not submit.
   */
  readonly onProgress?: (progress: JobProgress) => void;
}

export class Queue {
  private readonly arena: UploadArena;
  private lost: DeviceLostError | undefined;
  private streams: readonly CommandStream[] = [];

  constructor(private readonly device: DeviceContext) {
    this.arena = new UploadArena(device.gpu.memory);
  }

  /** Executes the command buffers in order; returns the GPU statistics of the whole submission. */
  submit(commandBuffers: readonly CommandBuffer[], options: SubmitOptions = {}): RunStats {
    if (this.lost) throw this.lost;
    const list = requireArray(commandBuffers, { command: CMD, struct: 'VkSubmitInfo', member: 'pCommandBuffers' }) as readonly CommandBuffer[];
    const commands = list.flatMap((cb, i) => {
      requireSameDevice(this.device, cb, `pCommandBuffers[${i}]`, 'VUID-VkSubmitInfo-commonparent', CMD);
      return [...cb.recorded(CMD)];
    });
    const executor = new SubmitExecutor(this.device.gpu, this.arena);
    this.streams = executor.streams;
    try {
      // The upload chunks (PM4 streams, user-SGPR data) come from the device's memory too.
      const run = options.onProgress === undefined ? {} : { onProgress: options.onProgress };
      return withDeviceMemory(this.device.gpu.memory, CMD, () => executor.run(commands, run));
    } catch (e) {
      if (e instanceof GpuHangError) {
        this.lost = new DeviceLostError(CMD, e);
        throw this.lost;
      }
      throw e;
    }
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
