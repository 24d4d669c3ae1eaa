/**
 * Typed errors of the ISA layer. `code` is stable for programs; the message
 * names the location (byte offset and word for decoding, line for assembly).
 */
import { PopsimError } from '../common/popsim_error.js';

export type IsaErrorCode =
  | 'unknown-target'
  | 'unknown-opcode'
  | 'truncated'
  | 'malformed'
  | 'unsupported'
  | 'syntax'
  | 'operand';

export class IsaError extends PopsimError<IsaErrorCode> {
  /** Decode and assembly errors keep the family's name. */
  override readonly name = 'IsaError';
  readonly kind = 'input';
  constructor(code: IsaErrorCode, detail: string, location = '') {
    super(code, location, detail);
  }
}

/** Decoding failure at a byte offset of the input. */
export class DecodeError extends IsaError {
  constructor(
    code: IsaErrorCode,
    readonly byteOffset: number,
    readonly word: number,
    detail: string,
  ) {
    super(code, `word 0x${(word >>> 0).toString(16).padStart(8, '0')}: ${detail}`, `offset 0x${byteOffset.toString(16)}`);
  }
}

/** Assembly failure at a line of the source text. */
export class AsmError extends IsaError {
  constructor(
    code: IsaErrorCode,
    readonly line: number,
    readonly column: number,
    detail: string,
  ) {
    super(code, detail, `line ${line}:${column}`);
  }
}
