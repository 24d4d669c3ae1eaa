/**
 * Typed errors of the hardware contract: a descriptor field that cannot hold a
 * value, a surface that does not describe memory popsim can address. `code` is
 * stable for programs; the message names the field or surface at fault.
 */
export type DescriptorErrorCode =
  | 'field-overflow' // a value does not fit its descriptor field
  | 'unencodable'; // the requested resource cannot be described on this gfx level

export class DescriptorError extends Error {
  override readonly name = 'DescriptorError';
  constructor(
    readonly code: DescriptorErrorCode,
    /** Descriptor field (e.g. `SQ_IMG_RSRC_WORD2.HEIGHT`) the error is about. */
    readonly field: string,
    detail: string,
  ) {
    super(`${field}: ${detail}`);
  }
}

export class SurfaceError extends Error {
  override readonly name = 'SurfaceError';
  readonly code = 'bad-surface';
  constructor(
    /** The surface's user (render target, resolve source, copy, …). */
    readonly location: string,
    detail: string,
  ) {
    super(`${location}: ${detail}`);
  }
}
