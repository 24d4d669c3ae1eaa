/** Typed errors for IR the passes cannot handle (a front-end bug or unsupported input). */
import { PopsimError, type ErrorKind } from '../../common/popsim_error.js';

export type PassErrorCode =
  /** The call graph has a cycle: SPIR-V forbids recursion, so inlining cannot terminate. */
  | 'RECURSIVE_CALL'
  /** lower_returns needs returns lowered before SSA: it moves blocks, which would invalidate phi predecessors. */
  | 'RETURN_WITH_PHIS'
  /** A non-void function reached inlining without its single final return. */
  | 'MISSING_RETURN';

/** `location`: the function (and block) concerned. Recursion is bad input; the other codes are pass-order bugs. */
export class PassError extends PopsimError<PassErrorCode> {
  constructor(
    code: PassErrorCode,
    /** The pass that found the problem. */
    readonly pass: string,
    location: string,
    message: string,
  ) {
    super(code, location, message, `${pass}: ${location}: ${message}`);
  }
  get kind(): ErrorKind {
    return this.code === 'RECURSIVE_CALL' ? 'input' : 'internal';
  }
}
