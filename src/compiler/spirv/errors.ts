/**
 * Typed errors of the SPIR-V reader. `code` is stable for programs; `wordOffset`
 * is the index of the 32-bit word (from the start of the module, header
 * included) of the instruction at fault, or of the header word for header
 * errors.
 */
import { PopsimError } from '../../common/popsim_error.js';

export type SpirvErrorCode =
  | 'bad-input' // byte length not a multiple of 4
  | 'bad-magic'
  | 'wrong-endianness'
  | 'bad-version'
  | 'bad-header'
  | 'truncated' // word count running past the end
  | 'bad-word-count' // word count 0
  | 'unknown-opcode'
  | 'operand-count'
  | 'bad-operand'
  | 'bad-string'
  | 'id-out-of-bound'
  | 'duplicate-id'
  | 'undefined-id'
  | 'not-a-type'
  | 'bad-type'
  | 'bad-constant'
  | 'misplaced-instruction'
  | 'missing-terminator'
  | 'unterminated-function'
  | 'empty-function' // a function declaration without blocks (Linkage is unsupported)
  | 'bad-merge'
  | 'missing-function'
  | 'missing-memory-model'
  | 'unsupported-capability'
  | 'missing-capability'
  | 'unsupported-extension'
  | 'unsupported-ext-inst-set'
  | 'unsupported-memory-model'
  | 'unsupported-execution-model'
  | 'unsupported-storage-class'
  | 'bad-execution-mode'
  | 'bad-decoration'
  // SPIR-V → IR translation (src/compiler/frontend):
  | 'unsupported-instruction' // valid SPIR-V the translation does not handle (documented in docs/compiler_spirv.md)
  | 'unstructured-control-flow' // a branch breaking the structured control-flow rules
  | 'type-mismatch' // operand types that do not agree with the instruction
  | 'invalid-ssa' // a value used where its definition does not dominate
  | 'bad-entry-point'; // no entry point of that name, or several and none chosen

/**
 * `location`: `SPIR-V word N`, or `line L (SPIR-V word N)` when the module carries OpLine debug
 * information for the instruction (GLSL compiled with debug info: L is the source line).
 */
export class SpirvError extends PopsimError<SpirvErrorCode> {
  readonly kind = 'input';
  constructor(
    code: SpirvErrorCode,
    readonly wordOffset: number,
    readonly detail: string,
    /** The source line of the instruction (OpLine), when the module has one for it. */
    readonly sourceLine?: number,
  ) {
    super(code, sourceLine === undefined ? `SPIR-V word ${wordOffset}` : `line ${sourceLine} (SPIR-V word ${wordOffset})`, detail);
  }
}
