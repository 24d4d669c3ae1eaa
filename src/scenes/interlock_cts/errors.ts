/**
 * Bad input to the conformance suite: a filter that matches nothing, a case
 * name that is not in the matrix, a runner result whose size does not fit its
 * case, a malformed `--results` file. `location` names the input at fault
 * (`--filter`, the case name, `FILE:LINE`, …).
 */
export type CtsErrorCode = 'no-matching-cases' | 'unknown-case' | 'bad-result' | 'bad-option' | 'bad-results-file';

export class CtsError extends Error {
  override readonly name = 'CtsError';
  constructor(
    readonly code: CtsErrorCode,
    readonly location: string,
    detail: string,
  ) {
    super(`${location}: ${detail}`);
  }
}
