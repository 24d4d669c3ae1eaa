/** Typed errors for IR the passes cannot handle (a front-end bug or unsupported input). */
export type PassErrorCode =
  /** The call graph has a cycle: SPIR-V forbids recursion, so inlining cannot terminate. */
  | 'RECURSIVE_CALL'
  /** lower_returns needs returns lowered before SSA: it moves blocks, which would invalidate phi predecessors. */
  | 'RETURN_WITH_PHIS'
  /** A non-void function reached inlining without its single final return. */
  | 'MISSING_RETURN';

export class PassError extends Error {
  readonly code: PassErrorCode;
  /** The pass that found the problem. */
  readonly pass: string;
  /** Where: the function (and block) concerned. */
  readonly location: string;
  constructor(code: PassErrorCode, pass: string, location: string, message: string) {
    super(`${pass}: ${location}: ${message}`);
    this.name = 'PassError';
    this.code = code;
    this.pass = pass;
    this.location = location;
  }
}
