/**
 * Samplers. popsim's shaders only fetch texels by integer coordinate
 * (texelFetch), so a sampler carries nothing the GPU model reads; only
 * nearest filtering is accepted, so a request for anything else is an error
 * rather than silently ignored.
 */
import { ValidationError } from './validation_error.js';

export interface SamplerCreateInfo {
  readonly magFilter?: 'nearest';
  readonly minFilter?: 'nearest';
}

export class Sampler {
  readonly magFilter = 'nearest';
  readonly minFilter = 'nearest';
}

export function createSampler(info: SamplerCreateInfo = {}): Sampler {
  for (const [name, v] of Object.entries(info)) {
    if (v !== 'nearest') throw new ValidationError('invalid-parameter', 'VUID-VkSamplerCreateInfo-magFilter-parameter', 'vkCreateSampler', `${name} '${String(v)}': only 'nearest' is modelled`);
  }
  return new Sampler();
}
