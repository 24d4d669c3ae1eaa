/** Shared test fixtures: device capabilities with chosen features. */
import type { InterlockDeviceCaps } from '../../../src/scenes/interlock_cts/index.js';
import { createInstance, type PhysicalDevice } from '../../../src/api/index.js';

export function physicalDevices(): readonly PhysicalDevice[] {
  return createInstance().enumeratePhysicalDevices();
}

/** A hypothetical device with every feature the suite can ask for, shading-rate interlock included. */
export const ALL_FEATURES_DEVICE: InterlockDeviceCaps = {
  extensions: ['VK_EXT_fragment_shader_interlock', 'VK_KHR_fragment_shading_rate'],
  features: {
    core: { sampleRateShading: true, fragmentStoresAndAtomics: true },
    fragmentShaderInterlock: {
      fragmentShaderSampleInterlock: true,
      fragmentShaderPixelInterlock: true,
      fragmentShaderShadingRateInterlock: true,
    },
    fragmentShadingRate: { pipelineFragmentShadingRate: true, primitiveFragmentShadingRate: true, attachmentFragmentShadingRate: true },
  },
  properties: {
    fragmentShadingRate: { fragmentShadingRateWithFragmentShaderInterlock: true },
    limits: { framebufferNoAttachmentsSampleCounts: [1, 2, 4, 8] },
  },
};
