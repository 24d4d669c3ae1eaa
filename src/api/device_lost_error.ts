/**
 * VK_ERROR_DEVICE_LOST: the GPU model's watchdog declared a hang during a
 * submission. Carries the hang report (blocked waves, POPS state, launch
 * blocks) so the cause is visible; the device should not be used afterwards.
 */
import type { GpuHangError } from '../gpu/index.js';

export class DeviceLostError extends Error {
  override readonly name = 'DeviceLostError';
  readonly code = 'VK_ERROR_DEVICE_LOST';
  constructor(
    /** The queue command, `vkQueueSubmit`. */
    readonly location: string,
    readonly hang: GpuHangError,
  ) {
    super(`${location}(): VK_ERROR_DEVICE_LOST — GPU hang: ${hang.message}`);
  }
}
