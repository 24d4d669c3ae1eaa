/**
 * VK_ERROR_DEVICE_LOST: the GPU model's watchdog declared a hang during a
 * submission. Carries the hang report (blocked waves, POPS state, launch
 * blocks) so the cause is visible; the device should not be used afterwards.
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
    super('VK_ERROR_DEVICE_LOST', location, hang.message, `${location}(): VK_ERROR_DEVICE_LOST — GPU hang: ${hang.message}`);
  }
}
