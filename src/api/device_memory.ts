/**
 * Device memory: every allocation an API command makes — buffers, images,
 * descriptor sets, and the driver's pipeline code and upload chunks — comes
 * from the GPU's memory, whose capacity is the board's (one heap,
 * properties.ts memoryProperties). An allocation beyond it fails at the
 * command that made it with OutOfDeviceMemoryError, never later as a fault.
 */
import { GpuMemoryError, type GpuMemory } from '../gpu/index.js';
import { OutOfDeviceMemoryError } from './out_of_device_memory_error.js';

/**
 * Runs `allocating` (a command that allocates from `memory`, directly or through the driver) and
 * turns the memory's out-of-memory failure into the command's OutOfDeviceMemoryError.
 */
export function withDeviceMemory<T>(memory: GpuMemory, command: string, allocating: () => T): T {
  try {
    return allocating();
  } catch (e) {
    if (e instanceof GpuMemoryError && e.code === 'out-of-memory') {
      throw new OutOfDeviceMemoryError(command, e.bytes, memory.capacityBytes, memory.usedBytes);
    }
    throw e;
  }
}
