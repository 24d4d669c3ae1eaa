/** Physical devices: one per chip of the chip table, with its properties, features and extensions. */
import type { ChipInfo } from '../amd/chips.js';
import { createDevice, type Device, type DeviceCreateInfo } from './device.js';
import type { DriverConfig, PhysicalDeviceInfo } from './device_context.js';
import { supportedExtensions, type DeviceExtensionName } from './extensions.js';
import { supportedFeatures, type DeviceFeatures } from './features.js';
import { deviceProperties, memoryProperties, type DeviceProperties, type MemoryProperties } from './properties.js';

export class PhysicalDevice implements PhysicalDeviceInfo {
  readonly properties: DeviceProperties;
  /** vkGetPhysicalDeviceMemoryProperties: one device-local heap, the board's memory. */
  readonly memoryProperties: MemoryProperties;
  readonly features: DeviceFeatures;
  readonly extensions: readonly DeviceExtensionName[];

  constructor(
    readonly chip: ChipInfo,
    readonly driverConfig: DriverConfig,
  ) {
    this.properties = deviceProperties(chip);
    this.memoryProperties = memoryProperties(chip);
    this.features = supportedFeatures(chip);
    this.extensions = supportedExtensions(chip);
  }

  /** vkCreateDevice: throws ValidationError for extensions or features the chip lacks. */
  createDevice(info: DeviceCreateInfo = {}): Device {
    return createDevice(this, info);
  }
}
