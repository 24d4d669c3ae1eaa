/** The Vulkan-shaped API: instance, physical devices, features and properties, devices. */
export { createInstance, Instance, type InstanceCreateInfo } from './instance.js';
export { PhysicalDevice, type DriverConfig } from './physical_device.js';
export { Device, createDevice, type DeviceCreateInfo } from './device.js';
export {
  supportedFeatures,
  NO_FEATURES,
  FEATURE_GROUPS,
  type DeviceFeatures,
  type DeviceFeatureRequest,
  type FeatureGroup,
  type FragmentShaderInterlockFeatures,
  type FragmentShadingRateFeatures,
} from './features.js';
export {
  deviceProperties,
  type DeviceProperties,
  type DeviceLimits,
  type SubgroupProperties,
  type FragmentShadingRateProperties,
  type SampleCount,
} from './properties.js';
export { supportedExtensions, type DeviceExtensionName } from './extensions.js';
export { checkInterlockMode, executionModeName } from './interlock_mode.js';
export { ValidationError, type ValidationCode } from './validation_error.js';
