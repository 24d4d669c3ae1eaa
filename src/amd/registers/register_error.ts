/**
 * Misuse of the register database: an unknown register, field or enumerator
 * name (a programming error in the caller), or a value that does not fit its
 * field. `location` names the register (and field) involved.
 */
import { PopsimError } from '../../common/popsim_error.js';

export type RegisterErrorCode = 'unknown-register' | 'unknown-field' | 'unknown-enumerator' | 'field-overflow';

export class RegisterError extends PopsimError<RegisterErrorCode> {
  readonly kind = 'internal';
}
