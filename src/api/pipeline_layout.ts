/** Pipeline layouts: descriptor set layouts per set index and push-constant ranges. */
import type { DescriptorSetLayout } from './descriptor_set.js';
import type { DeviceLimits } from './properties.js';
import { ValidationError } from './validation_error.js';

export interface PushConstantRange {
  readonly offset: number;
  readonly size: number;
}

export interface PipelineLayoutCreateInfo {
  readonly setLayouts: readonly DescriptorSetLayout[];
  readonly pushConstantRanges?: readonly PushConstantRange[];
}

export class PipelineLayout {
  constructor(
    readonly setLayouts: readonly DescriptorSetLayout[],
    readonly pushConstantRanges: readonly PushConstantRange[],
  ) {}

  /** True when [offset, offset + size) lies in one push-constant range. */
  coversPushConstants(offset: number, size: number): boolean {
    return this.pushConstantRanges.some((r) => offset >= r.offset && offset + size <= r.offset + r.size);
  }
}

export function createPipelineLayout(limits: DeviceLimits, info: PipelineLayoutCreateInfo): PipelineLayout {
  const cmd = 'vkCreatePipelineLayout';
  if (info.setLayouts.length > limits.maxBoundDescriptorSets) {
    throw new ValidationError('invalid-parameter', 'VUID-VkPipelineLayoutCreateInfo-setLayoutCount-00286', cmd, `${info.setLayouts.length} set layouts; maxBoundDescriptorSets is ${limits.maxBoundDescriptorSets}`);
  }
  const ranges = info.pushConstantRanges ?? [];
  for (const r of ranges) {
    if (r.offset % 4 !== 0 || r.size % 4 !== 0 || r.size <= 0) {
      throw new ValidationError('invalid-parameter', 'VUID-VkPushConstantRange-offset-00295', cmd, `push-constant range [${r.offset}, +${r.size}) must be a non-empty multiple of 4`);
    }
    if (r.offset + r.size > limits.maxPushConstantsSize) {
      throw new ValidationError('out-of-range', 'VUID-VkPushConstantRange-size-00298', cmd, `push-constant range ends at ${r.offset + r.size}; maxPushConstantsSize is ${limits.maxPushConstantsSize}`);
    }
  }
  return new PipelineLayout(info.setLayouts, ranges);
}
