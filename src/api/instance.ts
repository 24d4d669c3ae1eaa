/** The API entry point: `createInstance()` → `enumeratePhysicalDevices()`. */
import { CHIPS, chipByName } from '../amd/chips.js';
import { parseDebugSwitches, type DriverDebugSwitches, type PopsOverrides } from '../driver/index.js';
import type { PopsDebugSwitches } from '../compiler/backend/index.js';
import { PhysicalDevice } from './physical_device.js';
import type { DriverConfig } from './device_context.js';

export interface InstanceCreateInfo {
  /** Driver debug switches, e.g. `pixel-overlap-for-sample,no-z-info-fix` (POPSIM_DEBUG); parsed text or already parsed. */
  readonly debug?: string | DriverDebugSwitches;
  /** R10 knobs for every device of the instance. */
  readonly overrides?: PopsOverrides;
  /** Compiler POPS debug switches for every pipeline (each removes one element of the protocol). */
  readonly compilerDebug?: PopsDebugSwitches;
}

export class Instance {
  private readonly devices: readonly PhysicalDevice[];

  constructor(config: DriverConfig) {
    this.devices = CHIPS.map((chip) => new PhysicalDevice(chip, config));
  }

  /** One physical device per chip of the chip table, in table order. */
  enumeratePhysicalDevices(): readonly PhysicalDevice[] {
    return this.devices;
  }

  /** The device of a chip by chip name or LLVM processor name (`navi31`, `gfx1100`); unknown names throw ChipError. */
  physicalDevice(name: string): PhysicalDevice {
    const chip = chipByName(name);
    const pd = this.devices.find((d) => d.chip.name === chip.name);
    if (!pd) throw new Error(`chip ${chip.name} has no physical device`);
    return pd;
  }
}

export function createInstance(info: InstanceCreateInfo = {}): Instance {
  const debug = typeof info.debug === 'object' ? info.debug : parseDebugSwitches(info.debug);
  return new Instance({ debug, overrides: info.overrides ?? {}, ...(info.compilerDebug ? { compilerDebug: info.compilerDebug } : {}) });
}
