/**
 * Samplers. popsim's shaders only fetch texels by integer coordinate
 * (texelFetch), so a sampler carries nothing the GPU model reads; only
 * nearest filtering is accepted (enum_tables.ts), so a request for anything
 * else is an error rather than silently ignored.
 */
import type { DeviceChild } from './device_child.js';
import type { DeviceContext } from './device_context.js';
import { requireEnum, requireStruct } from './parameter_checks.js';

export interface SamplerCreateInfo {
  readonly magFilter?: 'nearest';
  readonly minFilter?: 'nearest';
}

export class Sampler implements DeviceChild {
  readonly magFilter = 'nearest';
  readonly minFilter = 'nearest';
  constructor(readonly device: DeviceContext) {}
}

export function createSampler(device: DeviceContext, info: SamplerCreateInfo = {}): Sampler {
  const command = 'vkCreateSampler';
  requireStruct(info, ['magFilter', 'minFilter'], { command, struct: 'VkSamplerCreateInfo', member: 'pCreateInfo' });
  for (const [member, value] of Object.entries(info)) requireEnum('filter', value, { command, struct: 'VkSamplerCreateInfo', member });
  return new Sampler(device);
}
