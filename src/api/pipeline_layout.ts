/** Pipeline layouts: descriptor set layouts per set index and push-constant ranges. */
import type { DescriptorSetLayout } from './descriptor_set.js';
import { requireSameDevice, type DeviceChild } from './device_child.js';
import type { DeviceContext } from './device_context.js';
import { requireArray, requireInteger, requireStruct } from './parameter_checks.js';
import { ValidationError } from './validation_error.js';

export interface PushConstantRange {
  readonly offset: number;
  readonly size: number;
}

export interface PipelineLayoutCreateInfo {
  readonly setLayouts: readonly DescriptorSetLayout[];
  readonly pushConstantRanges?: readonly PushConstantRange[];
}

export class PipelineLayout implements DeviceChild {
  constructor(
    readonly device: DeviceContext,
    readonly setLayouts: readonly DescriptorSetLayout[],
    readonly pushConstantRanges: readonly PushConstantRange[],
  ) {}

  /** True when [offset, offset + size) lies in one push-constant range. */
  coversPushConstants(offset: number, size: number): boolean {
    return this.pushConstantRanges.some((r) => offset >= r.offset && offset + size <= r.offset + r.size);
  }
}

export function createPipelineLayout(device: DeviceContext, info: PipelineLayoutCreateInfo): PipelineLayout {
  const command = 'vkCreatePipelineLayout';
  const limits = device.physicalDevice.properties.limits;
  const site = (struct: string, member: string) => ({ command, struct, member });
  requireStruct(info, ['setLayouts', 'pushConstantRanges'], site('VkPipelineLayoutCreateInfo', 'pCreateInfo'));
  const setLayouts = requireArray(info.setLayouts, site('VkPipelineLayoutCreateInfo', 'pSetLayouts')) as readonly DescriptorSetLayout[];
  if (setLayouts.length > limits.maxBoundDescriptorSets) {
    throw new ValidationError('invalid-parameter', 'VUID-VkPipelineLayoutCreateInfo-setLayoutCount-00286', command, `${setLayouts.length} set layouts; maxBoundDescriptorSets is ${limits.maxBoundDescriptorSets}`);
  }
  setLayouts.forEach((l, i) => requireSameDevice(device, l, `pSetLayouts[${i}]`, 'VUID-VkPipelineLayoutCreateInfo-pSetLayouts-parameter', command));
  const ranges = requireArray(info.pushConstantRanges ?? [], site('VkPipelineLayoutCreateInfo', 'pPushConstantRanges')) as readonly PushConstantRange[];
  const max = limits.maxPushConstantsSize;
  for (const r of ranges) {
    requireStruct(r, ['offset', 'size'], site('VkPushConstantRange', 'pPushConstantRanges[]'));
    const offset = requireInteger(r.offset, site('VkPushConstantRange', 'offset'), { max: max - 1, vuid: 'VUID-VkPushConstantRange-offset-00294' });
    const size = requireInteger(r.size, site('VkPushConstantRange', 'size'), { min: 1, vuid: 'VUID-VkPushConstantRange-size-00296' });
    if (offset % 4 !== 0) throw new ValidationError('invalid-parameter', 'VUID-VkPushConstantRange-offset-00295', command, `push-constant offset ${offset} is not a multiple of 4`);
    if (size % 4 !== 0) throw new ValidationError('invalid-parameter', 'VUID-VkPushConstantRange-size-00297', command, `push-constant size ${size} is not a multiple of 4`);
    if (size > max - offset) {
      throw new ValidationError('out-of-range', 'VUID-VkPushConstantRange-size-00298', command, `push-constant range ends at ${offset + size}; maxPushConstantsSize is ${max}`);
    }
  }
  return new PipelineLayout(device, setLayouts, ranges);
}
