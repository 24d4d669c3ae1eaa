/**
 * The pipeline layer's check of a fragment shader's interlock execution mode
 * against the device's enabled features (VUID-VkShaderModuleCreateInfo-pCode-08740:
 * a SPIR-V capability needs its feature enabled).
 */
import type { InterlockMode } from '../driver/index.js';
import type { Device } from './device.js';
import type { FragmentShaderInterlockFeatures } from './features.js';
import { ValidationError } from './validation_error.js';

interface ModeRequirement {
  readonly capability: string;
  readonly feature: keyof FragmentShaderInterlockFeatures;
}

function requirement(mode: InterlockMode): ModeRequirement {
  switch (mode.granularity) {
    case 'pixel':
      return { capability: 'FragmentShaderPixelInterlockEXT', feature: 'fragmentShaderPixelInterlock' };
    case 'sample':
      return { capability: 'FragmentShaderSampleInterlockEXT', feature: 'fragmentShaderSampleInterlock' };
    case 'shading-rate':
      return { capability: 'FragmentShaderShadingRateInterlockEXT', feature: 'fragmentShaderShadingRateInterlock' };
    default: {
      const never: never = mode.granularity;
      throw new Error(`unknown interlock granularity ${String(never)}`);
    }
  }
}

/** The SPIR-V execution mode name, e.g. `SampleInterlockOrderedEXT`. */
export function executionModeName(mode: InterlockMode): string {
  const prefix = mode.granularity === 'pixel' ? 'PixelInterlock' : mode.granularity === 'sample' ? 'SampleInterlock' : 'ShadingRateInterlock';
  return `${prefix}${mode.ordered ? 'Ordered' : 'Unordered'}EXT`;
}

/** Throws ValidationError('feature-not-enabled') when the mode's feature is not enabled on the device. */
export function checkInterlockMode(device: Device, mode: InterlockMode): void {
  const { capability, feature } = requirement(mode);
  if (device.enabledFeatures.fragmentShaderInterlock[feature]) return;
  const supported = device.physicalDevice.features.fragmentShaderInterlock[feature];
  throw new ValidationError(
    'feature-not-enabled',
    'VUID-VkShaderModuleCreateInfo-pCode-08740',
    'vkCreateShaderModule',
    `the fragment shader declares ${executionModeName(mode)} (capability ${capability}), which requires ` +
      `VkPhysicalDeviceFragmentShaderInterlockFeaturesEXT::${feature}; it was not enabled` +
      (supported ? '' : ` and ${device.chip.name} does not support it`),
  );
}
