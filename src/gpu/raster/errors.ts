/** Typed errors of the rasterizer: `code` is stable, `location` names the offending field. */
import { PopsimError } from '../../common/popsim_error.js';

export type RasterErrorCode = 'bad-sample-count' | 'bad-config' | 'bad-depth-surface';

export class RasterError extends PopsimError<RasterErrorCode> {
  readonly kind = 'device';
}
