/**
 * Logical devices: `physicalDevice.createDevice({ enabledExtensions, features })`
 * checks every request against what the chip supports, the way a driver and
 * the validation layers would, and keeps the enabled set for later checks.
 */
import type { ChipInfo } from '../gpu/chips.js';
import type { DriverDebugSwitches, PopsOverrides } from '../driver/index.js';
import { FEATURE_GROUPS, NO_FEATURES, type DeviceFeatureRequest, type DeviceFeatures, type FeatureGroup } from './features.js';
import type { DeviceExtensionName } from './extensions.js';
import type { PhysicalDevice } from './physical_device.js';
import { ValidationError } from './validation_error.js';

export interface DeviceCreateInfo {
  readonly enabledExtensions?: readonly string[];
  readonly features?: DeviceFeatureRequest;
}

export class Device {
  constructor(
    readonly physicalDevice: PhysicalDevice,
    readonly enabledExtensions: readonly DeviceExtensionName[],
    readonly enabledFeatures: DeviceFeatures,
  ) {}

  get chip(): ChipInfo {
    return this.physicalDevice.chip;
  }

  /** The instance's driver debug switches (POPSIM_DEBUG). */
  get debug(): DriverDebugSwitches {
    return this.physicalDevice.driverConfig.debug;
  }

  /** The instance's R10 knobs. */
  get overrides(): PopsOverrides {
    return this.physicalDevice.driverConfig.overrides;
  }
}

const CMD = 'vkCreateDevice';

function deviceLabel(pd: PhysicalDevice): string {
  return `${pd.chip.name} (${pd.chip.product})`;
}

function checkExtensions(pd: PhysicalDevice, requested: readonly string[]): DeviceExtensionName[] {
  const supported: readonly string[] = pd.extensions;
  return requested.map((name) => {
    if (!supported.includes(name)) {
      throw new ValidationError(
        'extension-not-present',
        'VK_ERROR_EXTENSION_NOT_PRESENT',
        CMD,
        `${name} is not supported by ${deviceLabel(pd)}; supported: ${pd.extensions.join(', ')}`,
      );
    }
    return name as DeviceExtensionName;
  });
}

function isGroup(key: string): key is FeatureGroup {
  return Object.hasOwn(FEATURE_GROUPS, key);
}

/** Validates one group of requested features and returns the group's enabled flags. */
function enableGroup<G extends FeatureGroup>(
  pd: PhysicalDevice,
  extensions: readonly DeviceExtensionName[],
  group: G,
  request: Partial<DeviceFeatures[G]> | undefined,
): DeviceFeatures[G] {
  const { struct, extension } = FEATURE_GROUPS[group];
  const supported: Readonly<Record<string, boolean>> = pd.features[group];
  const enabled: Record<string, boolean> = { ...NO_FEATURES[group] };
  for (const [name, wanted] of Object.entries(request ?? {})) {
    if (!Object.hasOwn(supported, name)) {
      throw new ValidationError('unknown-feature', 'VK_ERROR_FEATURE_NOT_PRESENT', CMD, `${struct} has no member ${name}`);
    }
    if (wanted !== true) continue;
    if (extension !== undefined && !extensions.includes(extension)) {
      throw new ValidationError(
        'extension-not-enabled',
        'VUID-VkDeviceCreateInfo-pNext-pNext',
        CMD,
        `${struct}::${name} is requested, but its extension ${extension} is not in enabledExtensions`,
      );
    }
    if (supported[name] !== true) {
      throw new ValidationError('feature-not-present', 'VK_ERROR_FEATURE_NOT_PRESENT', CMD, `${struct}::${name} is not supported by ${deviceLabel(pd)}`);
    }
    enabled[name] = true;
  }
  return enabled as DeviceFeatures[G];
}

export function createDevice(pd: PhysicalDevice, info: DeviceCreateInfo = {}): Device {
  const extensions = checkExtensions(pd, info.enabledExtensions ?? []);
  const request = info.features ?? {};
  for (const key of Object.keys(request)) {
    if (!isGroup(key)) throw new ValidationError('unknown-feature', 'VK_ERROR_FEATURE_NOT_PRESENT', CMD, `unknown feature structure '${key}'`);
  }
  const enabled: DeviceFeatures = {
    core: enableGroup(pd, extensions, 'core', request.core),
    fragmentShaderInterlock: enableGroup(pd, extensions, 'fragmentShaderInterlock', request.fragmentShaderInterlock),
    fragmentShadingRate: enableGroup(pd, extensions, 'fragmentShadingRate', request.fragmentShadingRate),
  };
  return new Device(pd, extensions, enabled);
}
