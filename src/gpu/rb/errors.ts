/**
 * Typed errors of the render backends. `code` is stable for programs;
 * `location` names the register field, export or copy argument at fault.
 */
import { PopsimError } from '../../common/popsim_error.js';

export type RbErrorCode =
  | 'unsupported-format' // a CB/DB surface format popsim does not model
  | 'unsupported-state' // a CB mode, blend factor or logic op popsim does not model
  | 'export-format-mismatch' // an export's compr flag disagrees with SPI_SHADER_COL_FORMAT
  | 'bad-surface' // a surface or copy region that does not fit
  | 'bad-resolve'; // source/destination surfaces a resolve cannot pair

export class RbError extends PopsimError<RbErrorCode> {
  readonly kind = 'device';
}
