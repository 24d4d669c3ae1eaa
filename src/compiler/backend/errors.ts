/** Typed errors of the backend: a stable code plus where in the IR it happened. */
import { PopsimError, type ErrorKind } from '../../common/popsim_error.js';

export type BackendErrorCode = 'unsupported' | 'out-of-registers' | 'invalid-input' | 'internal';

/** `location`: IR location (e.g. `%12 = fdiv` or `block_3`), or the pass name. */
export class BackendError extends PopsimError<BackendErrorCode> {
  get kind(): ErrorKind {
    return this.code === 'internal' ? 'internal' : 'input';
  }
}
