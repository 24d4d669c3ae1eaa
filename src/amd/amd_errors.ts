/**
 * Typed errors of the hardware contract: a descriptor field that cannot hold a
 * value, a surface that does not describe memory popsim can address. `code` is
 * stable for programs; the message names the field or surface at fault.
 */
import { PopsimError } from '../common/popsim_error.js';

export type DescriptorErrorCode =
  | 'field-overflow' // a value does not fit its descriptor field
  | 'unencodable'; // the requested resource cannot be described on this gfx level

export class DescriptorError extends PopsimError<DescriptorErrorCode> {
  readonly kind = 'input';
  constructor(
    code: DescriptorErrorCode,
    /** Descriptor field (e.g. `SQ_IMG_RSRC_WORD2.HEIGHT`) the error is about; also its `location`. */
    readonly field: string,
    detail: string,
  ) {
    super(code, field, detail);
  }
}

/** `location`: the surface's user (render target, resolve source, copy, …). */
export class SurfaceError extends PopsimError<'bad-surface'> {
  readonly kind = 'input';
  constructor(location: string, detail: string) {
    super('bad-surface', location, detail);
  }
}
