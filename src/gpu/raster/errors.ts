/** Typed errors of the rasterizer: `code` is stable, `location` names the offending field. */
import { PopsimError } from '../../common/popsim_error.js';

export type RasterErrorCode = 'bad-sample-count' | 'bad-config' | 'bad-depth-surface';

export class RasterError extends PopsimError<RasterErrorCode> {
  readonly kind = 'device';
}

/**
 * The raster stream broke one of its own invariants (a popsim bug): thrown instead of
 * looping, e.g. when setup hands it a primitive whose pixel range is not a finite range
 * inside the raster bounds.
 */
export class RasterInvariantError extends PopsimError<'stream-invariant'> {
  readonly kind = 'internal';
}
