/**
 * VK_ERROR_OUT_OF_DEVICE_MEMORY: an allocation the device's memory heap cannot
 * hold (chip table memoryMiB), reported by the API command that allocates —
 * as RADV returns it from vkAllocateMemory when the kernel cannot place a
 * buffer object. Not a misuse (no VUID): the request is valid, the board too small.
 */
import { PopsimError } from '../common/popsim_error.js';

/** `location`: the API command, e.g. `vkCreateImage`. */
export class OutOfDeviceMemoryError extends PopsimError<'VK_ERROR_OUT_OF_DEVICE_MEMORY'> {
  readonly kind = 'input';
  constructor(
    location: string,
    /** The allocation that did not fit. */
    readonly requestedBytes: number,
    /** The heap's size and the bytes in use when it did not fit. */
    readonly heapBytes: number,
    readonly usedBytes: number,
  ) {
    const mib = (n: number): string => `${(n / 2 ** 20).toFixed(1)} MiB`;
    super(
      'VK_ERROR_OUT_OF_DEVICE_MEMORY',
      location,
      `${mib(requestedBytes)} requested, ${mib(heapBytes - usedBytes)} of the ${mib(heapBytes)} device-local heap free`,
      `${location}(): VK_ERROR_OUT_OF_DEVICE_MEMORY — ${mib(requestedBytes)} requested, ${mib(heapBytes - usedBytes)} of the ${mib(heapBytes)} device-local heap free`,
    );
  }
}
