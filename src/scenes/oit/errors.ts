/**
 * Bad input to the OIT experiment: an unknown mode, a scene parameter out of
 * range. `location` names the input at fault (`--modes`, `objects`, …).
 */
import { PopsimError } from '../../common/popsim_error.js';

export type OitErrorCode = 'bad-mode' | 'bad-parameter';

export class OitError extends PopsimError<OitErrorCode> {
  readonly kind = 'input';
}
