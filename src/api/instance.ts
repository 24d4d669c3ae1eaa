/** The API entry point: `createInstance()` → `enumeratePhysicalDevices()`. */
import { CHIPS, ChipError, chipByName } from '../amd/chips.js';
import { DEBUG_SWITCH_NAMES, DriverError, NO_DEBUG_SWITCHES, parseDebugSwitches, type DriverDebugSwitches, type PopsOverrides } from '../driver/index.js';
import { POPS_DEBUG_SWITCH_LEVELS, type PopsDebugSwitches } from '../compiler/backend/index.js';
import { PhysicalDevice } from './physical_device.js';
import type { DriverConfig } from './device_context.js';
import { requireBoolean, requireStruct, type ParamSite } from './parameter_checks.js';
import { ValidationError } from './validation_error.js';

export interface InstanceCreateInfo {
  /** Driver debug switches, e.g. `pixel-overlap-for-sample,no-z-info-fix` (POPSIM_DEBUG); parsed text or already parsed. */
  readonly debug?: string | DriverDebugSwitches;
  /** R10 knobs for every device of the instance. */
  readonly overrides?: PopsOverrides;
  /** Compiler POPS debug switches for every pipeline (each removes one element of the protocol). */
  readonly compilerDebug?: PopsDebugSwitches;
  /**
   * popsim's own: compile every interlock fragment shader with the compiler's S8 intrawave-collision
   * handling (`intrawaveCollisions`, GFX9–10.3; RADV never does); off by default.
   */
  readonly intrawaveCollisions?: boolean;
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

  /** The device of a chip by chip name or LLVM processor name (`navi31`, `gfx1100`). */
  physicalDevice(name: string): PhysicalDevice {
    try {
      const chip = chipByName(String(name));
      return this.devices.find((d) => d.chip.name === chip.name)!;
    } catch (e) {
      if (e instanceof ChipError) throw new ValidationError('invalid-parameter', 'popsim-physicalDevice-name', 'physicalDevice', e.message);
      throw e;
    }
  }
}

const CMD = 'createInstance';
const site = (member: string): ParamSite => ({ command: CMD, struct: 'InstanceCreateInfo', member });

/** A struct of boolean switches: every member known, every value a boolean. */
function booleanStruct<T extends object>(value: T, members: readonly string[], member: string): T {
  requireStruct(value, members, site(member));
  for (const [key, v] of Object.entries(value)) requireBoolean(v, site(`${member}.${key}`));
  return value;
}

function driverDebug(debug: string | DriverDebugSwitches | undefined): DriverDebugSwitches {
  if (typeof debug === 'object') return { ...NO_DEBUG_SWITCHES, ...booleanStruct(debug, [...DEBUG_SWITCH_NAMES.values()], 'debug') };
  if (debug !== undefined && typeof debug !== 'string') throw new ValidationError('invalid-parameter', 'popsim-InstanceCreateInfo-debug', CMD, 'debug must be switch text or a switch object');
  try {
    return parseDebugSwitches(debug);
  } catch (e) {
    if (e instanceof DriverError) throw new ValidationError('invalid-parameter', 'popsim-InstanceCreateInfo-debug', CMD, e.message);
    throw e;
  }
}

/** vkCreateInstance: every member is checked here; switches that mean nothing on a chip are refused at that chip's createDevice. */
export function createInstance(info: InstanceCreateInfo = {}): Instance {
  requireStruct(info, ['debug', 'overrides', 'compilerDebug', 'intrawaveCollisions'], site('pCreateInfo'));
  const debug = driverDebug(info.debug);
  const overrides = booleanStruct(info.overrides ?? {}, ['execIfOverlapped', 'binMapModePops', 'forceDrainPsOnOverlap'], 'overrides');
  const compilerDebug = info.compilerDebug === undefined ? undefined : booleanStruct(info.compilerDebug, Object.keys(POPS_DEBUG_SWITCH_LEVELS), 'compilerDebug');
  if (info.intrawaveCollisions !== undefined) requireBoolean(info.intrawaveCollisions, site('intrawaveCollisions'));
  const intrawaveCollisions = info.intrawaveCollisions === true;
  return new Instance({ debug, overrides, ...(compilerDebug ? { compilerDebug } : {}), ...(intrawaveCollisions ? { intrawaveCollisions } : {}) });
}
