/**
 * What the objects a device creates (command buffers, pipelines, its queue)
 * need from their device, and what a device needs from its physical device.
 * `Device` and `PhysicalDevice` implement these; the objects depend on the
 * interfaces, not on device.ts, so the API has no import cycle.
 */
import type { ChipInfo } from '../amd/chips.js';
import type { PopsDebugSwitches } from '../compiler/backend/index.js';
import type { DriverDebugSwitches, PopsOverrides } from '../driver/index.js';
import type { Gpu } from '../gpu/index.js';
import type { MetaPasses } from '../driver/meta/meta_passes.js';
import type { DeviceExtensionName } from './extensions.js';
import type { DeviceFeatures } from './features.js';
import type { DeviceProperties } from './properties.js';

/** Driver settings an instance hands to its devices. */
export interface DriverConfig {
  readonly debug: DriverDebugSwitches;
  readonly overrides: PopsOverrides;
  /** The compiler's POPS debug switches for every pipeline (docs/compiler_backend.md); none by default. */
  readonly compilerDebug?: PopsDebugSwitches;
  /** S8 intrawave-collision handling for every interlock fragment shader (popsim's own option); off by default. */
  readonly intrawaveCollisions?: boolean;
}

/** A physical device as its logical devices see it: the chip and what it supports. */
export interface PhysicalDeviceInfo {
  readonly chip: ChipInfo;
  readonly driverConfig: DriverConfig;
  readonly properties: DeviceProperties;
  readonly features: DeviceFeatures;
  readonly extensions: readonly DeviceExtensionName[];
}

/** A logical device as the objects it creates see it. */
export interface DeviceContext {
  readonly physicalDevice: PhysicalDeviceInfo;
  readonly chip: ChipInfo;
  /** The GPU model behind the device. */
  readonly gpu: Gpu;
  readonly enabledFeatures: DeviceFeatures;
  readonly debug: DriverDebugSwitches;
  readonly overrides: PopsOverrides;
  readonly compilerDebug: PopsDebugSwitches | undefined;
  /** The driver's meta passes on compressed MSAA images (driver/meta/meta_passes.ts). */
  readonly meta: MetaPasses;
}
