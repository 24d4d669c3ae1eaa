/**
 * The contract every encoding format implements. The encoder, decoder,
 * assembler and disassembler dispatch to the codec of an instruction's format;
 * a codec knows its bit layout per generation and its operand/modifier syntax.
 */
import { PopsimError } from '../common/popsim_error.js';
import type { Target, GfxLevel } from './gfx_level.js';
import type { Format, Instruction } from './instruction.js';
import type { OpcodeTable, TableEntry } from './opcode_table.js';

export interface DecodeResult {
  readonly inst: Instruction;
  readonly dwords: number;
}

export interface FormatCodec {
  /** Encoded dwords (literal included) of an instruction whose table entry was resolved. */
  encode(inst: Instruction, entry: TableEntry, target: Target): number[];
  /**
   * Decodes the instruction starting at words[index], already identified as
   * `format`. Throws CodecError (the caller adds the byte offset) on malformed input.
   */
  decode(words: Uint32Array, index: number, format: Format, table: OpcodeTable, target: Target): DecodeResult;
  /** Mnemonic suffix LLVM prints for this encoding (`_e32`, `_e64`, or ''). */
  suffix(inst: Instruction, entry: TableEntry, target: Target): string;
  /** Operands and modifiers as LLVM prints them after the mnemonic ('' when none). */
  print(inst: Instruction, entry: TableEntry, target: Target): string;
  /** Parses the text after the mnemonic. `format` is the encoding the mnemonic's suffix asked for. */
  parse(text: string, entry: TableEntry, format: Format, target: Target): Instruction;
  /** The opcode field of an encoded instruction (used by the opcode-table generator). */
  opcodeOf(words: readonly number[], format: Format, gfx: GfxLevel): number;
}

/** An error inside a codec, without location; encoder/decoder/assembler add it. */
export class CodecError extends PopsimError<'unknown-opcode' | 'malformed' | 'truncated' | 'unsupported' | 'operand' | 'syntax'> {
  readonly kind = 'input';
  constructor(code: CodecError['code'], message: string) {
    super(code, '', message);
  }
}
