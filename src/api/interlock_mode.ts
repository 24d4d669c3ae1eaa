/**
 * R11 at vkCreateShaderModule: a module's fragment shader interlock capabilities
 * and execution modes against the device's enabled features
 * (VUID-VkShaderModuleCreateInfo-pCode-08740: a SPIR-V capability needs its
 * feature enabled), read from the SPIR-V itself as the validation layers do —
 * nothing is compiled. Pixel and sample interlock need their features;
 * shading-rate interlock is never supported (R9, R11), so its feature cannot be
 * enabled and a module declaring it is always rejected.
 */
import { CAPABILITIES, enumValue, interlockOf, type InterlockGranularity, type InterlockMode, type SpirvModule } from '../compiler/spirv/index.js';
import type { FragmentShaderInterlockFeatures } from './features.js';
import { ValidationError } from './validation_error.js';

/** What the check reads from a device (`Device` satisfies it). */
export interface InterlockFeatureScope {
  readonly enabledFeatures: { readonly fragmentShaderInterlock: FragmentShaderInterlockFeatures };
  readonly physicalDevice: { readonly features: { readonly fragmentShaderInterlock: FragmentShaderInterlockFeatures } };
  readonly chip: { readonly name: string };
}

interface Requirement {
  readonly capability: string;
  readonly feature: keyof FragmentShaderInterlockFeatures;
}

const REQUIREMENTS: Readonly<Record<InterlockGranularity, Requirement>> = {
  pixel: { capability: 'FragmentShaderPixelInterlockEXT', feature: 'fragmentShaderPixelInterlock' },
  sample: { capability: 'FragmentShaderSampleInterlockEXT', feature: 'fragmentShaderSampleInterlock' },
  'shading-rate': { capability: 'FragmentShaderShadingRateInterlockEXT', feature: 'fragmentShaderShadingRateInterlock' },
};

/** The SPIR-V execution mode name, e.g. `SampleInterlockOrderedEXT`. */
export function executionModeName(mode: InterlockMode): string {
  const prefix = mode.granularity === 'pixel' ? 'PixelInterlock' : mode.granularity === 'sample' ? 'SampleInterlock' : 'ShadingRateInterlock';
  return `${prefix}${mode.ordered ? 'Ordered' : 'Unordered'}EXT`;
}

function notEnabled(device: InterlockFeatureScope, what: string, r: Requirement): ValidationError {
  const supported = device.physicalDevice.features.fragmentShaderInterlock[r.feature];
  return new ValidationError(
    'feature-not-enabled',
    'VUID-VkShaderModuleCreateInfo-pCode-08740',
    'vkCreateShaderModule',
    `${what}, which requires VkPhysicalDeviceFragmentShaderInterlockFeaturesEXT::${r.feature}; it was not enabled` +
      (supported ? '' : ` and ${device.chip.name} does not support it`),
  );
}

/** Throws ValidationError('feature-not-enabled') when the mode's feature is not enabled on the device. */
export function checkInterlockMode(device: InterlockFeatureScope, mode: InterlockMode): void {
  const r = REQUIREMENTS[mode.granularity];
  if (device.enabledFeatures.fragmentShaderInterlock[r.feature]) return;
  throw notEnabled(device, `the fragment shader declares ${executionModeName(mode)} (capability ${r.capability})`, r);
}

/**
 * Every interlock execution mode of the module's entry points, then every interlock capability it
 * declares (a capability without a mode needs its feature too), must have its feature enabled.
 */
export function checkShaderModuleInterlock(device: InterlockFeatureScope, module: SpirvModule): void {
  for (const entry of module.entryPoints) {
    const mode = interlockOf(entry);
    if (mode !== undefined) checkInterlockMode(device, mode);
  }
  for (const r of Object.values(REQUIREMENTS)) {
    if (!module.capabilities.includes(enumValue(CAPABILITIES, r.capability)!)) continue;
    if (!device.enabledFeatures.fragmentShaderInterlock[r.feature]) throw notEnabled(device, `the module declares capability ${r.capability}`, r);
  }
}
