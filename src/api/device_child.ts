/**
 * Ownership: every object a device creates keeps its device, so each command
 * can check that the objects it is given are its device's — the validation
 * layers' object tracker (VUID-…-commonparent and the `…-parent` /
 * `…-parameter` handle rules). An object of another device would otherwise
 * point the GPU model at addresses of another memory.
 */
import type { DeviceContext } from './device_context.js';
import { ValidationError } from './validation_error.js';

export interface DeviceChild {
  readonly device: DeviceContext;
}

/** Throws ValidationError('wrong-device') unless `object` (named `what`) was created by `device`. */
export function requireSameDevice(device: DeviceContext, object: unknown, what: string, vuid: string, command: string): void {
  const owner = typeof object === 'object' && object !== null && 'device' in object ? (object as DeviceChild).device : undefined;
  if (owner === device) return;
  const detail = owner === undefined ? `${what} is not an object of any device` : `${what} belongs to another device (${owner.chip.name})`;
  throw new ValidationError('wrong-device', vuid, command, `${detail}; this command's device is ${device.chip.name}`);
}
