/**
 * API misuse, reported like the Vulkan validation layers: a stable `code`, the
 * VUID (or the VkResult a driver returns where the spec has no VUID, e.g.
 * VK_ERROR_FEATURE_NOT_PRESENT), and `location`, the API command at fault.
 * Message: `[ VUID ] vkCommand(): detail`.
 */
export type ValidationCode =
  | 'extension-not-present'
  | 'feature-not-present'
  | 'extension-not-enabled'
  | 'feature-not-enabled'
  | 'unknown-feature';

export class ValidationError extends Error {
  override readonly name = 'ValidationError';
  constructor(
    readonly code: ValidationCode,
    readonly vuid: string,
    /** The API command, e.g. `vkCreateDevice`. */
    readonly location: string,
    detail: string,
  ) {
    super(`[ ${vuid} ] ${location}(): ${detail}`);
  }
}
