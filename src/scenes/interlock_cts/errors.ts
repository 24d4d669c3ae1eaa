/**
 * Bad input to the conformance suite: a filter that matches nothing, a case
 * name that is not in the matrix, a runner result whose size does not fit its
 * case, a malformed `--results` file. `location` names the input at fault
 * (`--filter`, the case name, `FILE:LINE`, …).
 */
import { PopsimError } from '../../common/popsim_error.js';

export type CtsErrorCode =
  | 'no-matching-cases'
  | 'unknown-case'
  | 'bad-result'
  | 'bad-option'
  | 'bad-results-file'
  | 'shard-mismatch'
  | 'shard-conflict'
  | 'shard-missing';

export class CtsError extends PopsimError<CtsErrorCode> {
  readonly kind = 'input';
}
