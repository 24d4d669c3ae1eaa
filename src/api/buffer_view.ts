/** Texel buffer views: a typed window of a buffer for storage/uniform texel buffer descriptors. */
import type { Buffer } from './buffer.js';
import { requireSameDevice, type DeviceChild } from './device_child.js';
import type { DeviceContext } from './device_context.js';
import { formatInfo, type ColorFormat } from './formats.js';
import { requireEnum, requireInteger, requireStruct } from './parameter_checks.js';
import { ValidationError } from './validation_error.js';

export interface BufferViewCreateInfo {
  readonly buffer: Buffer;
  readonly format: ColorFormat;
  readonly offset?: number;
  /** Bytes; default the rest of the buffer. */
  readonly range?: number;
}

export class BufferView implements DeviceChild {
  constructor(
    readonly buffer: Buffer,
    readonly format: ColorFormat,
    readonly offset: number,
    readonly range: number,
  ) {}

  get device(): DeviceContext {
    return this.buffer.device;
  }

  get elements(): number {
    return Math.floor(this.range / formatInfo(this.format).bytes);
  }
}

export function createBufferView(device: DeviceContext, info: BufferViewCreateInfo): BufferView {
  const command = 'vkCreateBufferView';
  const site = (member: string) => ({ command, struct: 'VkBufferViewCreateInfo', member });
  requireStruct(info, ['buffer', 'format', 'offset', 'range'], site('pCreateInfo'));
  requireSameDevice(device, info.buffer, 'buffer', 'VUID-VkBufferViewCreateInfo-buffer-parameter', command);
  const format = requireEnum('format', info.format, site('format'));
  const fi = formatInfo(format);
  if (fi.kind !== 'color') throw new ValidationError('invalid-parameter', 'VUID-VkBufferViewCreateInfo-format-08778', command, `${format} is not a texel buffer format`);
  const offset = requireInteger(info.offset ?? 0, site('offset'), { max: Number.MAX_SAFE_INTEGER });
  const range = requireInteger(info.range ?? info.buffer.size - offset, site('range'), { max: Number.MAX_SAFE_INTEGER });
  if (!info.buffer.usage.has('storage-texel') && !info.buffer.usage.has('uniform-texel')) {
    throw new ValidationError('usage-mismatch', 'VUID-VkBufferViewCreateInfo-buffer-00932', command, 'the buffer has neither storage-texel nor uniform-texel usage');
  }
  if (offset % fi.bytes !== 0) {
    throw new ValidationError('invalid-parameter', 'VUID-VkBufferViewCreateInfo-offset-02749', command, `offset ${offset} is not a multiple of the ${fi.bytes}-byte texel`);
  }
  info.buffer.requireRange(offset, range, 'VUID-VkBufferViewCreateInfo-offset-00931', command);
  return new BufferView(info.buffer, format as ColorFormat, offset, range);
}
