/** Buffers: a range of GPU memory with usage flags, and host upload/readback. */
import type { DeviceChild } from './device_child.js';
import { requireSameDevice } from './device_child.js';
import type { DeviceContext } from './device_context.js';
import { withDeviceMemory } from './device_memory.js';
import type { ApiEnum } from './enum_tables.js';
import { requireFlags, requireInteger, requireStruct } from './parameter_checks.js';
import { ValidationError } from './validation_error.js';

export type BufferUsage = ApiEnum<'bufferUsage'>;

export interface BufferCreateInfo {
  readonly size: number;
  readonly usage: readonly BufferUsage[];
}

/** Buffers are 256-byte aligned, enough for every descriptor and index type (minStorageBufferOffsetAlignment-style). */
const BUFFER_ALIGNMENT = 256;

export class Buffer implements DeviceChild {
  constructor(
    readonly device: DeviceContext,
    readonly size: number,
    readonly usage: ReadonlySet<BufferUsage>,
    /** GPU virtual address of byte 0. */
    readonly address: number,
  ) {}

  /** Throws when `usage` is missing: `vuid` and `command` name the rule that needed it. */
  requireUsage(usage: BufferUsage, vuid: string, command: string): void {
    if (!this.usage.has(usage)) {
      throw new ValidationError('usage-mismatch', vuid, command, `the buffer was created without usage '${usage}' (usage: ${[...this.usage].join(', ') || 'none'})`);
    }
  }

  /** Throws unless [offset, offset + size) lies inside the buffer. */
  requireRange(offset: number, size: number, vuid: string, command: string): void {
    if (!Number.isInteger(offset) || !Number.isInteger(size) || offset < 0 || size < 0 || offset + size > this.size) {
      throw new ValidationError('out-of-range', vuid, command, `range [${offset}, ${offset + size}) is outside the buffer of ${this.size} bytes`);
    }
  }
}

export function createBuffer(device: DeviceContext, info: BufferCreateInfo): Buffer {
  const command = 'vkCreateBuffer';
  const site = (member: string) => ({ command, struct: 'VkBufferCreateInfo', member });
  const maxBufferSize = device.physicalDevice.properties.limits.maxBufferSize;
  requireStruct(info, ['size', 'usage'], site('pCreateInfo'));
  requireInteger(info.size, site('size'), { min: 1, max: Number.MAX_SAFE_INTEGER, vuid: 'VUID-VkBufferCreateInfo-size-00912' });
  requireInteger(info.size, site('size'), { min: 1, max: maxBufferSize, vuid: 'VUID-VkBufferCreateInfo-size-06409' });
  const usage = requireFlags('bufferUsage', info.usage, site('usage'));
  // Sizes are rounded up to dwords so word-wise host copies never touch a neighbour.
  const address = withDeviceMemory(device.gpu.memory, command, () => device.gpu.memory.allocate(Math.ceil(info.size / 4) * 4, BUFFER_ALIGNMENT));
  return new Buffer(device, info.size, new Set(usage), address);
}

/** Host upload (vkMapMemory + memcpy): writes bytes at `offset`. */
export function writeBuffer(device: DeviceContext, buffer: Buffer, offset: number, data: ArrayBufferView): void {
  requireSameDevice(device, buffer, 'buffer', 'VUID-vkMapMemory-memory-parent', 'writeBuffer');
  if (!ArrayBuffer.isView(data)) throw new ValidationError('invalid-parameter', 'popsim-writeBuffer-data', 'writeBuffer', 'data is not a typed array or DataView');
  const bytes = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  buffer.requireRange(offset, bytes.length, 'VUID-vkMapMemory-offset-00679', 'writeBuffer');
  device.gpu.memory.writeBytes(buffer.address + offset, bytes);
}

/** Host readback: `size` bytes from `offset` (default: the rest of the buffer). */
export function readBuffer(device: DeviceContext, buffer: Buffer, offset = 0, size?: number): Uint8Array {
  requireSameDevice(device, buffer, 'buffer', 'VUID-vkMapMemory-memory-parent', 'readBuffer');
  size ??= buffer.size - offset;
  buffer.requireRange(offset, size, 'VUID-vkMapMemory-size-00681', 'readBuffer');
  return device.gpu.memory.readBytes(buffer.address + offset, size);
}
