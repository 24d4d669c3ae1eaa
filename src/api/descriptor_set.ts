/**
 * Descriptor set layouts, pools, sets and descriptor writes. A set is a table
 * in GPU memory at the compiler ABI's offsets (binding b at b × 32 bytes); a
 * write encodes the V#/T# into it at once (vkUpdateDescriptorSets is a host
 * operation). Only single descriptors per binding (descriptorCount 1).
 */
import { descriptorOffset, descriptorSetBytes, encodeDescriptor, type DescriptorPayload, type SetLayoutShape } from '../driver/descriptor_encoding.js';
import type { Buffer } from './buffer.js';
import type { BufferView } from './buffer_view.js';
import { requireSameDevice, type DeviceChild } from './device_child.js';
import type { DeviceContext } from './device_context.js';
import { withDeviceMemory } from './device_memory.js';
import type { ApiEnum } from './enum_tables.js';
import { formatInfo } from './formats.js';
import type { ImageView } from './image.js';
import { requireArray, requireEnum, requireInteger, requireStruct } from './parameter_checks.js';
import type { Sampler } from './sampler.js';
import type { ResourceKind } from '../compiler/passes/index.js';
import { ValidationError } from './validation_error.js';

/** VkDescriptorType. */
export type DescriptorType = ApiEnum<'descriptorType'>;

/**
 * The descriptor types that can back a shader's resource declaration (the
 * compiler's gathered ResourceKind): a sampled image may be a sampled image or a
 * combined image sampler; every other kind has exactly its own type.
 */
export function descriptorTypesFor(kind: ResourceKind): readonly DescriptorType[] {
  return kind === 'sampled-image' ? ['sampled-image', 'combined-image-sampler'] : [kind];
}

export interface DescriptorSetLayoutBinding {
  readonly binding: number;
  readonly type: DescriptorType;
  /** Only 1 (the default) is supported. */
  readonly count?: number;
}

export interface DescriptorSetLayoutCreateInfo {
  readonly bindings: readonly DescriptorSetLayoutBinding[];
}

export class DescriptorSetLayout implements DeviceChild {
  readonly bindings: ReadonlyMap<number, DescriptorType>;
  readonly maxBinding: number;
  /** Where each binding lives in a set's memory (the driver's descriptor_encoding.ts). */
  readonly shape: SetLayoutShape;
  constructor(
    readonly device: DeviceContext,
    bindings: ReadonlyMap<number, DescriptorType>,
  ) {
    this.bindings = bindings;
    this.maxBinding = Math.max(-1, ...bindings.keys());
    const sampled = [...bindings].filter(([, t]) => t === 'sampled-image' || t === 'combined-image-sampler').map(([b]) => b);
    this.shape = { maxBinding: this.maxBinding, sampledImageBindings: new Set(sampled) };
  }
}

export function createDescriptorSetLayout(device: DeviceContext, info: DescriptorSetLayoutCreateInfo): DescriptorSetLayout {
  const command = 'vkCreateDescriptorSetLayout';
  requireStruct(info, ['bindings'], { command, struct: 'VkDescriptorSetLayoutCreateInfo', member: 'pCreateInfo' });
  const map = new Map<number, DescriptorType>();
  for (const b of requireArray(info.bindings, { command, struct: 'VkDescriptorSetLayoutCreateInfo', member: 'pBindings' }) as readonly DescriptorSetLayoutBinding[]) {
    const site = (member: string) => ({ command, struct: 'VkDescriptorSetLayoutBinding', member });
    requireStruct(b, ['binding', 'type', 'count'], site('pBindings[]'));
    const binding = requireInteger(b.binding, site('binding'));
    if (map.has(binding)) throw new ValidationError('invalid-parameter', 'VUID-VkDescriptorSetLayoutCreateInfo-binding-00279', command, `binding ${binding} appears twice`);
    const type = requireEnum('descriptorType', b.type, site('descriptorType'));
    if ((b.count ?? 1) !== 1) throw new ValidationError('invalid-parameter', 'popsim-VkDescriptorSetLayoutBinding-descriptorCount', command, `binding ${binding}: descriptor arrays are not supported (count ${String(b.count)})`);
    map.set(binding, type);
  }
  return new DescriptorSetLayout(device, map);
}

export class DescriptorSet implements DeviceChild {
  /** Bindings that have been written (a draw with an unwritten binding the shader uses is an error). */
  readonly written = new Set<number>();
  constructor(
    readonly device: DeviceContext,
    readonly layout: DescriptorSetLayout,
    /** GPU address of the table; user SGPRs point here. */
    readonly address: number,
  ) {}
}

export interface DescriptorPoolCreateInfo {
  readonly maxSets: number;
}

export class DescriptorPool implements DeviceChild {
  private allocated = 0;
  constructor(
    readonly device: DeviceContext,
    readonly maxSets: number,
  ) {}

  /** vkAllocateDescriptorSets for one set. */
  allocate(layout: DescriptorSetLayout): DescriptorSet {
    const command = 'vkAllocateDescriptorSets';
    requireSameDevice(this.device, layout, 'the set layout', 'VUID-VkDescriptorSetAllocateInfo-commonparent', command);
    if (this.allocated >= this.maxSets) {
      throw new ValidationError('out-of-range', 'VK_ERROR_OUT_OF_POOL_MEMORY', command, `the pool's ${this.maxSets} sets are all allocated`);
    }
    const memory = this.device.gpu.memory;
    // In the 32-bit descriptor window, as RADV: a shader may take the set's address as one 32-bit SGPR (docs/driver.md).
    const address = withDeviceMemory(memory, command, () => memory.allocate(Math.max(descriptorSetBytes(layout.shape), 32), 256, 'descriptor-window'));
    this.allocated++;
    return new DescriptorSet(this.device, layout, address);
  }
}

export function createDescriptorPool(device: DeviceContext, info: DescriptorPoolCreateInfo): DescriptorPool {
  const site = { command: 'vkCreateDescriptorPool', struct: 'VkDescriptorPoolCreateInfo', member: 'maxSets' };
  requireStruct(info, ['maxSets'], { ...site, member: 'pCreateInfo' });
  const maxSets = requireInteger(info.maxSets, site, { min: 1, vuid: 'VUID-VkDescriptorPoolCreateInfo-descriptorPoolOverallocation-09227' });
  return new DescriptorPool(device, maxSets);
}

export interface WriteDescriptor {
  readonly set: DescriptorSet;
  readonly binding: number;
  readonly type: DescriptorType;
  readonly buffer?: { readonly buffer: Buffer; readonly offset?: number; readonly range?: number };
  readonly image?: ImageView;
  readonly sampler?: Sampler;
  readonly texelBuffer?: BufferView;
}

const CMD = 'vkUpdateDescriptorSets';

function payloadOf(device: DeviceContext, w: WriteDescriptor): DescriptorPayload {
  const missing = (what: string): never => {
    throw new ValidationError('invalid-parameter', 'VUID-VkWriteDescriptorSet-descriptorType-00330', CMD, `a '${w.type}' write needs ${what}`);
  };
  switch (w.type) {
    case 'storage-buffer':
    case 'uniform-buffer': {
      const b = w.buffer ?? missing('buffer');
      requireStruct(b, ['buffer', 'offset', 'range'], { command: CMD, struct: 'VkDescriptorBufferInfo', member: 'pBufferInfo' });
      requireSameDevice(device, b.buffer, 'the buffer', 'VUID-vkUpdateDescriptorSets-pDescriptorWrites-06237', CMD);
      const offset = requireInteger(b.offset ?? 0, { command: CMD, struct: 'VkDescriptorBufferInfo', member: 'offset' }, { max: Number.MAX_SAFE_INTEGER });
      const range = requireInteger(b.range ?? b.buffer.size - offset, { command: CMD, struct: 'VkDescriptorBufferInfo', member: 'range' }, { max: Number.MAX_SAFE_INTEGER });
      const storage = w.type === 'storage-buffer';
      b.buffer.requireUsage(storage ? 'storage' : 'uniform', storage ? 'VUID-VkWriteDescriptorSet-descriptorType-00331' : 'VUID-VkWriteDescriptorSet-descriptorType-00330', CMD);
      b.buffer.requireRange(offset, range, 'VUID-VkDescriptorBufferInfo-range-00342', CMD);
      if (offset % 4 !== 0) throw new ValidationError('invalid-parameter', 'VUID-VkWriteDescriptorSet-descriptorType-00328', CMD, `buffer offset ${offset} is not 4-byte aligned`);
      return { kind: 'buffer', address: b.buffer.address + offset, range };
    }
    case 'storage-texel-buffer':
    case 'uniform-texel-buffer': {
      const v = w.texelBuffer ?? missing('texelBuffer');
      requireSameDevice(device, v, 'the texel buffer view', 'VUID-vkUpdateDescriptorSets-pDescriptorWrites-06236', CMD);
      const storage = w.type === 'storage-texel-buffer';
      v.buffer.requireUsage(storage ? 'storage-texel' : 'uniform-texel', storage ? 'VUID-VkWriteDescriptorSet-descriptorType-00335' : 'VUID-VkWriteDescriptorSet-descriptorType-00334', CMD);
      const fi = formatInfo(v.format);
      if (fi.kind !== 'color') throw new Error('texel buffer views are colour formats');
      return { kind: 'texel-buffer', address: v.buffer.address + v.offset, elements: v.elements, format: fi.texel };
    }
    case 'storage-image':
    case 'sampled-image':
    case 'combined-image-sampler': {
      const view = w.image ?? missing('image');
      requireSameDevice(device, view, 'the image view', 'VUID-vkUpdateDescriptorSets-pDescriptorWrites-06239', CMD);
      const img = view.image;
      if (w.type === 'storage-image') img.requireUsage('storage', 'VUID-VkWriteDescriptorSet-descriptorType-00339', CMD);
      else img.requireUsage('sampled', 'VUID-VkWriteDescriptorSet-descriptorType-00337', CMD);
      if (w.type === 'combined-image-sampler') requireSameDevice(device, w.sampler ?? missing('sampler'), 'the sampler', 'VUID-vkUpdateDescriptorSets-pDescriptorWrites-06238', CMD);
      if (img.info.kind !== 'color') {
        throw new ValidationError('invalid-parameter', 'VUID-VkWriteDescriptorSet-descriptorType-00339', CMD, `${img.format} images cannot be bound as '${w.type}' in popsim`);
      }
      const sampled = w.type !== 'storage-image';
      const m = img.metadata;
      const fmask = sampled && m ? { fmask: { base: m.fmask.base, width: img.width, height: img.height, samples: img.samples } } : {};
      return { kind: 'image', address: img.address, format: img.info.texel, width: img.width, height: img.height, samples: img.samples, sampled, ...fmask };
    }
    default: {
      const never: never = w.type;
      throw new Error(`unhandled descriptor type ${String(never)}`);
    }
  }
}

export function updateDescriptorSets(device: DeviceContext, writes: readonly WriteDescriptor[]): void {
  for (const w of requireArray(writes, { command: CMD, struct: CMD, member: 'pDescriptorWrites' }) as readonly WriteDescriptor[]) {
    const site = (member: string) => ({ command: CMD, struct: 'VkWriteDescriptorSet', member });
    requireStruct(w, ['set', 'binding', 'type', 'buffer', 'image', 'sampler', 'texelBuffer'], site('pDescriptorWrites[]'));
    requireSameDevice(device, w.set, 'dstSet', 'VUID-VkWriteDescriptorSet-commonparent', CMD);
    const binding = requireInteger(w.binding, site('dstBinding'));
    const type = requireEnum('descriptorType', w.type, site('descriptorType'));
    const declared = w.set.layout.bindings.get(binding);
    if (declared === undefined) {
      throw new ValidationError('binding-mismatch', 'VUID-VkWriteDescriptorSet-dstBinding-00315', CMD, `the set layout has no binding ${binding}`);
    }
    if (declared !== type) {
      throw new ValidationError('binding-mismatch', 'VUID-VkWriteDescriptorSet-descriptorType-00319', CMD, `binding ${binding} is '${declared}' in the set layout, but the write is '${type}'`);
    }
    device.gpu.memory.writeU32Array(w.set.address + descriptorOffset(w.set.layout.shape, binding), encodeDescriptor(device.chip.gfx, payloadOf(device, w)));
    w.set.written.add(binding);
  }
}
