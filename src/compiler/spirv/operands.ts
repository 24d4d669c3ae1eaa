/**
 * Walks an instruction's operand words along its opcode's shape (opcodes.ts),
 * splitting them into ids, literals and strings and checking the count.
 */
import { SpirvError } from './errors.js';
import { OPCODES, SPEC_CONSTANT_OPS, type OpcodeInfo } from './opcodes.js';

export type SpirvOperand =
  /** `isType`: the id must name a type (result type, member type, …). */
  | { readonly kind: 'id'; readonly value: number; readonly isType: boolean }
  | { readonly kind: 'literal'; readonly value: number }
  | { readonly kind: 'string'; readonly value: string };

export interface DecodedOperands {
  readonly resultType: number;
  readonly result: number;
  /** Everything after the result type and result, in order. */
  readonly operands: readonly SpirvOperand[];
}

/** Parameters each set bit of a mask operand adds: 'i' an id, 'l' a literal. */
type MaskParams = ReadonlyMap<number, string>;
const IMAGE_OPERANDS: MaskParams = new Map([
  [0x1, 'i'], [0x2, 'i'], [0x4, 'ii'], [0x8, 'i'], [0x10, 'i'], [0x20, 'i'], [0x40, 'i'], [0x80, 'i'],
  [0x100, 'i'], [0x200, 'i'], [0x400, ''], [0x800, ''], [0x1000, ''], [0x2000, ''], [0x4000, ''], [0x10000, 'i'],
]);
const MEMORY_ACCESS: MaskParams = new Map([[0x1, ''], [0x2, 'l'], [0x4, ''], [0x8, 'i'], [0x10, 'i'], [0x20, '']]);
const LOOP_CONTROL: MaskParams = new Map([
  [0x1, ''], [0x2, ''], [0x4, ''], [0x8, 'l'], [0x10, 'l'], [0x20, 'l'], [0x40, 'l'], [0x80, 'l'], [0x100, 'l'],
]);

const utf8 = new TextDecoder('utf-8');

/** A nul-terminated UTF-8 string packed little-endian into words [pos, end). */
function readString(words: Uint32Array, pos: number, end: number, offset: number, what: string): { text: string; next: number } {
  const bytes: number[] = [];
  for (let w = pos; w < end; w++) {
    const word = words[w]!;
    for (let b = 0; b < 4; b++) {
      const byte = (word >>> (8 * b)) & 0xff;
      if (byte === 0) return { text: utf8.decode(Uint8Array.from(bytes)), next: w + 1 };
      bytes.push(byte);
    }
  }
  throw new SpirvError('bad-string', offset, `${what}: string operand is not nul-terminated within the instruction`);
}

class Walker {
  pos: number;
  readonly out: SpirvOperand[] = [];
  resultType = 0;
  result = 0;
  constructor(
    readonly words: Uint32Array,
    start: number,
    readonly end: number,
    readonly offset: number,
    readonly name: string,
  ) {
    this.pos = start;
  }

  more(): boolean {
    return this.pos < this.end;
  }

  take(): number {
    if (this.pos >= this.end) throw new SpirvError('operand-count', this.offset, `${this.name}: too few operands`);
    return this.words[this.pos++]!;
  }

  id(isType: boolean): void {
    this.out.push({ kind: 'id', value: this.take(), isType });
  }

  literal(): number {
    const value = this.take();
    this.out.push({ kind: 'literal', value });
    return value;
  }

  string(): void {
    if (!this.more()) throw new SpirvError('operand-count', this.offset, `${this.name}: missing string operand`);
    const { text, next } = readString(this.words, this.pos, this.end, this.offset, this.name);
    this.out.push({ kind: 'string', value: text });
    this.pos = next;
  }

  mask(params: MaskParams, what: string): void {
    const mask = this.literal();
    // Parameters follow in order of increasing bit.
    for (let bit = 1; bit !== 0 && bit <= mask; bit = (bit << 1) >>> 0) {
      if ((mask & bit) === 0) continue;
      const p = params.get(bit);
      if (p === undefined) throw new SpirvError('bad-operand', this.offset, `${this.name}: unknown ${what} bit 0x${bit.toString(16)}`);
      for (const c of p) {
        if (c === 'i') this.id(false);
        else this.literal();
      }
    }
  }

  token(tok: string): void {
    switch (tok) {
      case 'T': this.resultType = this.take(); return;
      case 'R': this.result = this.take(); return;
      case 'i': this.id(false); return;
      case 't': this.id(true); return;
      case 'l': this.literal(); return;
      case 's': this.string(); return;
      case 'i?': if (this.more()) this.id(false); return;
      case 't?': if (this.more()) this.id(true); return;
      case 'l?': if (this.more()) this.literal(); return;
      case 's?': if (this.more()) this.string(); return;
      case 'i*': while (this.more()) this.id(false); return;
      case 't*': while (this.more()) this.id(true); return;
      case 'l*': while (this.more()) this.literal(); return;
      case 'v+': do this.literal(); while (this.more()); return;
      case 'li*': while (this.more()) { this.literal(); this.id(false); } return;
      case 'ii*': while (this.more()) { this.id(false); this.id(false); } return;
      case 'IO?': if (this.more()) this.mask(IMAGE_OPERANDS, 'image operand'); return;
      case 'IO': this.mask(IMAGE_OPERANDS, 'image operand'); return;
      case 'MA?': if (this.more()) this.mask(MEMORY_ACCESS, 'memory access'); return;
      case 'LC': this.mask(LOOP_CONTROL, 'loop control'); return;
      case 'SO': this.specConstantOp(); return;
      default: throw new Error(`bad shape token ${tok} in ${this.name}`);
    }
  }

  specConstantOp(): void {
    const op = this.literal();
    const inner = OPCODES.get(op);
    if (inner === undefined || !SPEC_CONSTANT_OPS.has(op)) {
      throw new SpirvError('bad-operand', this.offset, `${this.name}: opcode ${op} is not allowed in OpSpecConstantOp`);
    }
    for (const tok of inner.shape) if (tok !== 'T' && tok !== 'R') this.token(tok);
  }
}

/**
 * Decodes the operands of the instruction whose words are [start, end) of
 * `words` (start is just after the opcode word). `offset` locates errors.
 */
export function decodeOperands(info: OpcodeInfo, words: Uint32Array, start: number, end: number, offset: number): DecodedOperands {
  const w = new Walker(words, start, end, offset, info.name);
  for (const tok of info.shape) w.token(tok);
  if (w.more()) throw new SpirvError('operand-count', offset, `${info.name}: ${end - w.pos} word(s) more than its operands`);
  return { resultType: w.resultType, result: w.result, operands: w.out };
}
