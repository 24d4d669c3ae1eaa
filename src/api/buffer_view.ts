/** Texel buffer views: a typed window of a buffer for storage/uniform texel buffer descriptors. */
import type { Buffer } from './buffer.js';
import { formatInfo, type ColorFormat } from './formats.js';
import { ValidationError } from './validation_error.js';

export interface BufferViewCreateInfo {
  readonly buffer: Buffer;
  readonly format: ColorFormat;
  readonly offset?: number;
  /** Bytes; default the rest of the buffer. */
  readonly range?: number;
}

export class BufferView {
  constructor(
    readonly buffer: Buffer,
    readonly format: ColorFormat,
    readonly offset: number,
    readonly range: number,
  ) {}

  get elements(): number {
    return Math.floor(this.range / formatInfo(this.format).bytes);
  }
}

export function createBufferView(info: BufferViewCreateInfo): BufferView {
  const cmd = 'vkCreateBufferView';
  const offset = info.offset ?? 0;
  const range = info.range ?? info.buffer.size - offset;
  if (!info.buffer.usage.has('storage-texel') && !info.buffer.usage.has('uniform-texel')) {
    throw new ValidationError('usage-mismatch', 'VUID-VkBufferViewCreateInfo-buffer-00932', cmd, 'the buffer has neither storage-texel nor uniform-texel usage');
  }
  const fi = formatInfo(info.format);
  if (fi.kind !== 'color') throw new ValidationError('invalid-parameter', 'VUID-VkBufferViewCreateInfo-format-08778', cmd, `${info.format} is not a texel buffer format`);
  if (offset % fi.bytes !== 0) {
    throw new ValidationError('invalid-parameter', 'VUID-VkBufferViewCreateInfo-offset-02749', cmd, `offset ${offset} is not a multiple of the ${fi.bytes}-byte texel`);
  }
  info.buffer.requireRange(offset, range, 'VUID-VkBufferViewCreateInfo-offset-00931', cmd);
  return new BufferView(info.buffer, info.format, offset, range);
}
