/**
 * VK_ERROR_DEVICE_LOST: the GPU model declared a hang during a submission —
 * its watchdog saw no progress, or the job timeout passed (the kernel's GPU
 * reset on hardware) — or the host wall-clock guard stopped the simulation.
 * Carries the hang report (live waves: spinning, waiting in POPS, waiting;
 * POPS state; launch blocks) so the cause is visible; the device stays lost.
 */
import { PopsimError } from '../common/popsim_error.js';
import type { GpuHangError } from '../gpu/index.js';

/** `location`: the queue command, `vkQueueSubmit`. */
export class DeviceLostError extends PopsimError<'VK_ERROR_DEVICE_LOST'> {
  readonly kind = 'device';
  constructor(
    location: string,
    readonly hang: GpuHangError,
  ) {
    // The report's first line names the cause: "GPU hang at cycle N: …" or "Host wall-clock guard at cycle N: …".
    super('VK_ERROR_DEVICE_LOST', location, hang.message, `${location}(): VK_ERROR_DEVICE_LOST — ${hang.message}`);
  }
}
