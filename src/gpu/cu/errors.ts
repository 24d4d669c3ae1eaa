/**
 * Typed errors of the compute-unit model. `code` is stable; the location is
 * the byte offset of the instruction in the program, and `op` names it.
 */
import { PopsimError } from '../../common/popsim_error.js';

export type CuErrorCode =
  /** No executor for this instruction (translate time). */
  | 'unsupported-instruction'
  /** An operand the model does not implement (shared_base, lds_direct, a 64-bit VGPR source, …). */
  | 'unsupported-operand'
  /** A branch whose target is not the start of an instruction of the program. */
  | 'bad-branch-target'
  /** The wave ran past the last instruction or jumped outside the program. */
  | 'pc-out-of-range'
  /** A value the hardware leaves undefined (GFX9 MODE[25:24] = 0b11). */
  | 'invalid-value'
  /** s_code_end executed: it only pads the end of code. */
  | 'code-end';

/** `location`: `offset 0x10 (op)`. */
export class CuError extends PopsimError<CuErrorCode> {
  readonly kind = 'device';
  constructor(
    code: CuErrorCode,
    /** Byte offset of the instruction from the program start. */
    readonly byteOffset: number,
    /** Mnemonic of the instruction, when there is one. */
    readonly op: string,
    detail: string,
  ) {
    super(code, `offset 0x${byteOffset.toString(16)}${op ? ` (${op})` : ''}`, detail);
  }
}
