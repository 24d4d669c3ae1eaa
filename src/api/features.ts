/**
 * Device features per chip, as RADV reports them, grouped like the Vulkan
 * structures that carry them (VkPhysicalDeviceFeatures and the extension
 * structures of the pNext chain).
 */
import type { ChipInfo } from '../amd/chips.js';
import { supportedExtensions, type DeviceExtensionName } from './extensions.js';

// Feature groups are type aliases (not interfaces) so they are assignable to Record<string, boolean>,
// which device creation uses to walk a request by member name.

/** VkPhysicalDeviceFragmentShaderInterlockFeaturesEXT. */
export type FragmentShaderInterlockFeatures = {
  readonly fragmentShaderSampleInterlock: boolean;
  readonly fragmentShaderPixelInterlock: boolean;
  readonly fragmentShaderShadingRateInterlock: boolean;
};

/** VkPhysicalDeviceFragmentShadingRateFeaturesKHR. */
export type FragmentShadingRateFeatures = {
  readonly pipelineFragmentShadingRate: boolean;
  readonly primitiveFragmentShadingRate: boolean;
  readonly attachmentFragmentShadingRate: boolean;
};

export interface DeviceFeatures {
  /** VkPhysicalDeviceFeatures. */
  readonly core: {
    readonly sampleRateShading: boolean;
    readonly fragmentStoresAndAtomics: boolean;
  };
  readonly fragmentShaderInterlock: FragmentShaderInterlockFeatures;
  readonly fragmentShadingRate: FragmentShadingRateFeatures;
}

/** What `createDevice` accepts: any subset, each flag asking for the feature. */
export interface DeviceFeatureRequest {
  readonly core?: Partial<DeviceFeatures['core']>;
  readonly fragmentShaderInterlock?: Partial<FragmentShaderInterlockFeatures>;
  readonly fragmentShadingRate?: Partial<FragmentShadingRateFeatures>;
}

export type FeatureGroup = keyof DeviceFeatures;

/** The Vulkan structure and extension of each group, for messages and the extension check. */
export const FEATURE_GROUPS: Readonly<Record<FeatureGroup, { readonly struct: string; readonly extension: DeviceExtensionName | undefined }>> = {
  core: { struct: 'VkPhysicalDeviceFeatures', extension: undefined },
  fragmentShaderInterlock: { struct: 'VkPhysicalDeviceFragmentShaderInterlockFeaturesEXT', extension: 'VK_EXT_fragment_shader_interlock' },
  fragmentShadingRate: { struct: 'VkPhysicalDeviceFragmentShadingRateFeaturesKHR', extension: 'VK_KHR_fragment_shading_rate' },
};

/**
 * R11: pixel and sample interlock on every chip (all are GFX9+), shading-rate interlock never — the
 * widest POPS granularity is one fine pixel (R9). Fragment shading rate only where the extension is
 * (GFX10.3+). sampleRateShading and fragmentStoresAndAtomics: RADV reports both on every chip.
 */
export function supportedFeatures(chip: ChipInfo): DeviceFeatures {
  const vrs = supportedExtensions(chip).includes('VK_KHR_fragment_shading_rate');
  return {
    core: { sampleRateShading: true, fragmentStoresAndAtomics: true },
    fragmentShaderInterlock: {
      fragmentShaderSampleInterlock: true,
      fragmentShaderPixelInterlock: true,
      fragmentShaderShadingRateInterlock: false,
    },
    fragmentShadingRate: {
      pipelineFragmentShadingRate: vrs,
      primitiveFragmentShadingRate: vrs,
      attachmentFragmentShadingRate: vrs,
    },
  };
}

/** Every feature off: the enabled set of a device created without requests. */
export const NO_FEATURES: DeviceFeatures = {
  core: { sampleRateShading: false, fragmentStoresAndAtomics: false },
  fragmentShaderInterlock: {
    fragmentShaderSampleInterlock: false,
    fragmentShaderPixelInterlock: false,
    fragmentShaderShadingRateInterlock: false,
  },
  fragmentShadingRate: {
    pipelineFragmentShadingRate: false,
    primitiveFragmentShadingRate: false,
    attachmentFragmentShadingRate: false,
  },
};
