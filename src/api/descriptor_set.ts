/**
 * Descriptor set layouts, pools, sets and descriptor writes. A set is a table
 * in GPU memory at the compiler ABI's offsets (binding b at b × 32 bytes); a
 * write encodes the V#/T# into it at once (vkUpdateDescriptorSets is a host
 * operation). Only single descriptors per binding (descriptorCount 1).
 */
import type { GfxLevel } from '../isa/gfx_level.js';
import type { GpuMemory } from '../gpu/index.js';
import { descriptorOffset, descriptorSetBytes, encodeDescriptor, type DescriptorPayload } from '../driver/descriptor_encoding.js';
import type { Buffer } from './buffer.js';
import type { BufferView } from './buffer_view.js';
import { formatInfo } from './formats.js';
import type { ImageView } from './image.js';
import type { Sampler } from './sampler.js';
import type { ResourceKind } from '../compiler/passes/index.js';
import { ValidationError } from './validation_error.js';

/** VkDescriptorType. */
export type DescriptorType =
  | 'storage-image'
  | 'sampled-image'
  | 'combined-image-sampler'
  | 'storage-buffer'
  | 'uniform-buffer'
  | 'storage-texel-buffer'
  | 'uniform-texel-buffer';

const TYPES: ReadonlySet<string> = new Set<DescriptorType>([
  'storage-image',
  'sampled-image',
  'combined-image-sampler',
  'storage-buffer',
  'uniform-buffer',
  'storage-texel-buffer',
  'uniform-texel-buffer',
]);

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

export class DescriptorSetLayout {
  readonly bindings: ReadonlyMap<number, DescriptorType>;
  readonly maxBinding: number;
  constructor(bindings: ReadonlyMap<number, DescriptorType>) {
    this.bindings = bindings;
    this.maxBinding = Math.max(-1, ...bindings.keys());
  }
}

export function createDescriptorSetLayout(info: DescriptorSetLayoutCreateInfo): DescriptorSetLayout {
  const cmd = 'vkCreateDescriptorSetLayout';
  const map = new Map<number, DescriptorType>();
  for (const b of info.bindings) {
    if (!Number.isInteger(b.binding) || b.binding < 0) throw new ValidationError('invalid-parameter', 'VUID-VkDescriptorSetLayoutBinding-binding', cmd, `bad binding number ${b.binding}`);
    if (map.has(b.binding)) throw new ValidationError('invalid-parameter', 'VUID-VkDescriptorSetLayoutCreateInfo-binding-00279', cmd, `binding ${b.binding} appears twice`);
    if (!TYPES.has(b.type)) throw new ValidationError('invalid-parameter', 'VUID-VkDescriptorSetLayoutBinding-descriptorType-parameter', cmd, `unknown descriptor type '${String(b.type)}'`);
    if ((b.count ?? 1) !== 1) throw new ValidationError('invalid-parameter', 'VUID-VkDescriptorSetLayoutBinding-descriptorCount', cmd, `binding ${b.binding}: descriptor arrays are not supported (count ${b.count})`);
    map.set(b.binding, b.type);
  }
  return new DescriptorSetLayout(map);
}

export class DescriptorSet {
  /** Bindings that have been written (a draw with an unwritten binding the shader uses is an error). */
  readonly written = new Set<number>();
  constructor(
    readonly layout: DescriptorSetLayout,
    /** GPU address of the table; user SGPRs point here. */
    readonly address: number,
  ) {}
}

export interface DescriptorPoolCreateInfo {
  readonly maxSets: number;
}

export class DescriptorPool {
  private allocated = 0;
  constructor(
    private readonly memory: GpuMemory,
    readonly maxSets: number,
  ) {}

  /** vkAllocateDescriptorSets for one set. */
  allocate(layout: DescriptorSetLayout): DescriptorSet {
    if (this.allocated >= this.maxSets) {
      throw new ValidationError('out-of-range', 'VK_ERROR_OUT_OF_POOL_MEMORY', 'vkAllocateDescriptorSets', `the pool's ${this.maxSets} sets are all allocated`);
    }
    this.allocated++;
    const address = this.memory.allocate(Math.max(descriptorSetBytes(layout.maxBinding), 32), 256);
    return new DescriptorSet(layout, address);
  }
}

export function createDescriptorPool(memory: GpuMemory, info: DescriptorPoolCreateInfo): DescriptorPool {
  if (!Number.isInteger(info.maxSets) || info.maxSets <= 0) {
    throw new ValidationError('invalid-parameter', 'VUID-VkDescriptorPoolCreateInfo-descriptorPoolOverallocation-09227', 'vkCreateDescriptorPool', `maxSets must be positive, got ${info.maxSets}`);
  }
  return new DescriptorPool(memory, info.maxSets);
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

function payloadOf(w: WriteDescriptor): DescriptorPayload {
  const missing = (what: string): never => {
    throw new ValidationError('invalid-parameter', 'VUID-VkWriteDescriptorSet-descriptorType-00330', CMD, `a '${w.type}' write needs ${what}`);
  };
  switch (w.type) {
    case 'storage-buffer':
    case 'uniform-buffer': {
      const b = w.buffer ?? missing('buffer');
      const offset = b.offset ?? 0;
      const range = b.range ?? b.buffer.size - offset;
      const storage = w.type === 'storage-buffer';
      b.buffer.requireUsage(storage ? 'storage' : 'uniform', storage ? 'VUID-VkWriteDescriptorSet-descriptorType-00331' : 'VUID-VkWriteDescriptorSet-descriptorType-00330', CMD);
      b.buffer.requireRange(offset, range, 'VUID-VkDescriptorBufferInfo-range-00342', CMD);
      if (offset % 4 !== 0) throw new ValidationError('invalid-parameter', 'VUID-VkWriteDescriptorSet-descriptorType-00328', CMD, `buffer offset ${offset} is not 4-byte aligned`);
      return { kind: 'buffer', address: b.buffer.address + offset, range };
    }
    case 'storage-texel-buffer':
    case 'uniform-texel-buffer': {
      const v = w.texelBuffer ?? missing('texelBuffer');
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
      const img = view.image;
      if (w.type === 'storage-image') img.requireUsage('storage', 'VUID-VkWriteDescriptorSet-descriptorType-00339', CMD);
      else img.requireUsage('sampled', 'VUID-VkWriteDescriptorSet-descriptorType-00337', CMD);
      if (w.type === 'combined-image-sampler' && w.sampler === undefined) missing('sampler');
      if (img.info.kind !== 'color') {
        throw new ValidationError('invalid-parameter', 'VUID-VkWriteDescriptorSet-descriptorType-00339', CMD, `${img.format} images cannot be bound as '${w.type}' in popsim`);
      }
      return { kind: 'image', address: img.address, format: img.info.texel, width: img.width, height: img.height, samples: img.samples };
    }
    default: {
      const never: never = w.type;
      throw new ValidationError('invalid-parameter', 'VUID-VkWriteDescriptorSet-descriptorType-parameter', CMD, `unknown descriptor type '${String(never)}'`);
    }
  }
}

export function updateDescriptorSets(memory: GpuMemory, gfx: GfxLevel, writes: readonly WriteDescriptor[]): void {
  for (const w of writes) {
    const declared = w.set.layout.bindings.get(w.binding);
    if (declared === undefined) {
      throw new ValidationError('binding-mismatch', 'VUID-VkWriteDescriptorSet-dstBinding-00315', CMD, `the set layout has no binding ${w.binding}`);
    }
    if (declared !== w.type) {
      throw new ValidationError('binding-mismatch', 'VUID-VkWriteDescriptorSet-descriptorType-00319', CMD, `binding ${w.binding} is '${declared}' in the set layout, but the write is '${w.type}'`);
    }
    memory.writeU32Array(w.set.address + descriptorOffset(w.binding), encodeDescriptor(gfx, payloadOf(w)));
    w.set.written.add(w.binding);
  }
}
