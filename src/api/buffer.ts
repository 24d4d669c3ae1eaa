/** Buffers: a range of GPU memory with usage flags, and host upload/readback. */
import type { GpuMemory } from '../gpu/index.js';
import { ValidationError } from './validation_error.js';

export type BufferUsage = 'transfer-src' | 'transfer-dst' | 'uniform' | 'storage' | 'uniform-texel' | 'storage-texel' | 'index' | 'vertex';

const USAGES: ReadonlySet<string> = new Set<BufferUsage>(['transfer-src', 'transfer-dst', 'uniform', 'storage', 'uniform-texel', 'storage-texel', 'index', 'vertex']);

export interface BufferCreateInfo {
  readonly size: number;
  readonly usage: readonly BufferUsage[];
}

/** Buffers are 256-byte aligned, enough for every descriptor and index type (minStorageBufferOffsetAlignment-style). */
const BUFFER_ALIGNMENT = 256;

export class Buffer {
  constructor(
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

export function createBuffer(memory: GpuMemory, info: BufferCreateInfo): Buffer {
  const cmd = 'vkCreateBuffer';
  if (!Number.isInteger(info.size) || info.size <= 0) {
    throw new ValidationError('invalid-parameter', 'VUID-VkBufferCreateInfo-size-00912', cmd, `size must be a positive integer, got ${info.size}`);
  }
  if (info.usage.length === 0) throw new ValidationError('invalid-parameter', 'VUID-VkBufferCreateInfo-usage-requiredbitmask', cmd, 'usage must not be empty');
  for (const u of info.usage) {
    if (!USAGES.has(u)) throw new ValidationError('invalid-parameter', 'VUID-VkBufferCreateInfo-usage-parameter', cmd, `unknown usage '${String(u)}'`);
  }
  // Sizes are rounded up to dwords so word-wise host copies never touch a neighbour.
  const address = memory.allocate(Math.ceil(info.size / 4) * 4, BUFFER_ALIGNMENT);
  return new Buffer(info.size, new Set(info.usage), address);
}

/** Host upload (vkMapMemory + memcpy): writes bytes at `offset`. */
export function writeBuffer(memory: GpuMemory, buffer: Buffer, offset: number, data: ArrayBufferView): void {
  const bytes = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  buffer.requireRange(offset, bytes.length, 'VUID-vkMapMemory-offset-00679', 'writeBuffer');
  memory.writeBytes(buffer.address + offset, bytes);
}

/** Host readback: `size` bytes from `offset` (default: the rest of the buffer). */
export function readBuffer(memory: GpuMemory, buffer: Buffer, offset = 0, size = buffer.size - offset): Uint8Array {
  buffer.requireRange(offset, size, 'VUID-vkMapMemory-size-00681', 'readBuffer');
  return memory.readBytes(buffer.address + offset, size);
}
