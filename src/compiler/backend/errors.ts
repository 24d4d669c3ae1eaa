/** Typed errors of the backend: a stable code plus where in the IR it happened. */
export type BackendErrorCode = 'unsupported' | 'out-of-registers' | 'invalid-input' | 'internal';

export class BackendError extends Error {
  override readonly name = 'BackendError';
  readonly code: BackendErrorCode;
  /** IR location (e.g. `%12 = fdiv` or `block_3`), or the pass name. */
  readonly location: string;
  constructor(code: BackendErrorCode, location: string, message: string) {
    super(`${location}: ${message}`);
    this.code = code;
    this.location = location;
  }
}
