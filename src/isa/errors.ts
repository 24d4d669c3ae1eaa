/**
 * Typed errors of the ISA layer. `code` is stable for programs; the message
 * names the location (byte offset and word for decoding, line for assembly).
 */
export type IsaErrorCode =
  | 'unknown-target'
  | 'unknown-opcode'
  | 'truncated'
  | 'malformed'
  | 'unsupported'
  | 'syntax'
  | 'operand';

export class IsaError extends Error {
  override readonly name = 'IsaError';
  constructor(
    readonly code: IsaErrorCode,
    message: string,
  ) {
    super(message);
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
    super(code, `offset 0x${byteOffset.toString(16)}: word 0x${(word >>> 0).toString(16).padStart(8, '0')}: ${detail}`);
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
    super(code, `line ${line}:${column}: ${detail}`);
  }
}
