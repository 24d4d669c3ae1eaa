/**
 * API misuse, reported like the Vulkan validation layers: a stable `code`, the
 * VUID (or the VkResult a driver returns where the spec has no VUID, e.g.
 * VK_ERROR_FEATURE_NOT_PRESENT), and `location`, the API command at fault.
 * Message: `[ VUID ] vkCommand(): detail`.
 */
import { PopsimError } from '../common/popsim_error.js';

export type ValidationCode =
  | 'extension-not-present'
  | 'feature-not-present'
  | 'extension-not-enabled'
  | 'feature-not-enabled'
  | 'unknown-feature'
  /** A create-info value out of its valid range (size 0, unknown format, bad sample count, …). */
  | 'invalid-parameter'
  /** A resource used in a way its usage flags do not allow. */
  | 'usage-mismatch'
  /** An offset/size outside a buffer, image or push-constant range. */
  | 'out-of-range'
  /** Shader resources versus the pipeline layout, or descriptor writes versus the set layout. */
  | 'binding-mismatch'
  /** Recording state: command outside begin/end, outside rendering, no pipeline, … */
  | 'bad-state'
  /** Draw-time state that does not match the bound pipeline (missing sets, sample counts, …). */
  | 'draw-state-mismatch'
  /** An object of another device, or no object of any device, where this device's is needed (VUID-…-commonparent). */
  | 'wrong-device';

/** `location`: the API command, e.g. `vkCreateDevice`. */
export class ValidationError extends PopsimError<ValidationCode> {
  readonly kind = 'input';
  constructor(
    code: ValidationCode,
    readonly vuid: string,
    location: string,
    detail: string,
  ) {
    super(code, location, detail, `[ ${vuid} ] ${location}(): ${detail}`);
  }
}
