/**
 * Helpers shared by the format codecs: splitting operand text, encoding and
 * decoding 9-bit source operands with literals, printing and parsing operand
 * slots and named modifiers.
 */
import type { Target } from '../gfx_level.js';
import type { Modifiers } from '../instruction.js';
import type { Slot } from '../inst_def.js';
import { type Operand, CODE_LITERAL, VGPR_BASE, inlineIntValue } from '../operand.js';
import { operandText, parseSource, parseRegister, registerText, typeDwords, type ValueType } from '../operand_text.js';
import { CodecError } from '../codec.js';

/**
 * Splits the text after a mnemonic into comma-separated operands (commas
 * inside () and [] do not split) and the space-separated modifiers that follow
 * the last operand.
 */
export function splitOperandText(text: string): { operands: string[]; mods: string[] } {
  const pieces: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of text) {
    if (ch === '(' || ch === '[') depth++;
    if (ch === ')' || ch === ']') depth--;
    if (ch === ',' && depth === 0) {
      pieces.push(current.trim());
      current = '';
    } else current += ch;
  }
  if (current.trim() !== '' || pieces.length > 0) pieces.push(current.trim());
  if (pieces.length === 0) return { operands: [], mods: [] };
  const last = splitWords(pieces.pop()!);
  if (last.length === 0) throw new CodecError('syntax', 'missing operand after comma');
  return { operands: [...pieces, last[0]!], mods: last.slice(1) };
}

/** Splits on whitespace outside () and [] (`|v1|` has no spaces in LLVM syntax). */
export function splitWords(text: string): string[] {
  const words: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of text.trim()) {
    if (ch === '(' || ch === '[') depth++;
    if (ch === ')' || ch === ']') depth--;
    if (/\s/.test(ch) && depth === 0) {
      if (current) words.push(current);
      current = '';
    } else current += ch;
  }
  if (current) words.push(current);
  return words;
}

/** Collects the literal of an instruction: only one distinct 32-bit literal fits. */
export class LiteralSlot {
  value: number | undefined;
  use(value: number): number {
    if (this.value !== undefined && this.value !== value) {
      throw new CodecError('operand', 'only one distinct literal constant is allowed per instruction');
    }
    this.value = value;
    return CODE_LITERAL;
  }
  words(): number[] {
    return this.value === undefined ? [] : [this.value >>> 0];
  }
}

/** 9-bit source code of an operand; literals are recorded in `lit`. */
export function sourceCode(op: Operand, lit: LiteralSlot, what: string): number {
  switch (op.kind) {
    case 'reg':
    case 'const':
      return op.code;
    case 'literal':
      return lit.use(op.value);
    default:
      throw new CodecError('operand', `${what} cannot be '${op.kind}'`);
  }
}

/** Code of a register-only operand in a field of `bits` bits (VGPR fields hold the index). */
export function registerField(op: Operand | undefined, kind: 'v' | 's', what: string): number {
  if (!op || op.kind !== 'reg') throw new CodecError('operand', `${what} must be a register`);
  if (kind === 'v') {
    if (op.code < VGPR_BASE) throw new CodecError('operand', `${what} must be a VGPR`);
    return op.code - VGPR_BASE;
  }
  if (op.code >= VGPR_BASE) throw new CodecError('operand', `${what} must be a scalar register`);
  return op.code;
}

/** Like registerField, and also checks that the register range exists on the target (encoders must not emit unnamed registers). */
export function existingRegisterField(op: Operand | undefined, kind: 'v' | 's', what: string, target: Target): number {
  const code = registerField(op, kind, what);
  const r = op as Extract<Operand, { kind: 'reg' }>;
  if (registerText(r.code, r.size, target.gfx) === undefined) {
    throw new CodecError('operand', `${what}: no register with code ${r.code} (${r.size} dwords) on ${target.gfx}`);
  }
  return code;
}

/** Operand from a 9-bit source code; `literal` is the dword after the instruction, if any. */
export function decodeSource(code: number, size: number, literal: () => number): Operand {
  if (code === CODE_LITERAL) return { kind: 'literal', value: literal() >>> 0 };
  if (inlineIntValue(code) !== undefined || (code >= 240 && code <= 248)) return { kind: 'const', code };
  return { kind: 'reg', code, size };
}

/** Reads the literal dword at `index`, or throws 'truncated'. */
export function literalReader(words: Uint32Array, index: number): () => number {
  return () => {
    if (index >= words.length) throw new CodecError('truncated', 'literal constant missing at end of input');
    return words[index]!;
  };
}

/** Checks that a decoded register operand names a real register. */
export function checkRegister(op: Operand, target: Target, what: string): Operand {
  if (op.kind === 'reg' && registerText(op.code, op.size, target.gfx) === undefined) {
    throw new CodecError('malformed', `${what}: no register with code ${op.code} (${op.size} dwords)`);
  }
  return op;
}

export function printSlot(op: Operand, slot: Slot, target: Target): string {
  return operandText(op, slot.type, target.gfx);
}

/** Parses a source operand for a slot (register, inline constant or literal) and checks its size. */
export function parseSlotSource(text: string, type: ValueType, target: Target, what: string): Operand {
  const op = parseSource(text, type, target.gfx);
  if (!op) throw new CodecError('operand', `invalid operand '${text}' for ${what}`);
  return checkSize(op, type, target, what, text);
}

/** Parses a register-only operand for a slot and checks its size. */
export function parseSlotRegister(text: string, type: ValueType, target: Target, what: string): Operand {
  const op = parseRegister(text, target.gfx);
  if (!op) throw new CodecError('operand', `expected a register for ${what}, got '${text}'`);
  return checkSize(op, type, target, what, text);
}

/** Aperture sources (src_shared_base .. src_private_limit) read as 32 or 64 bits. */
const APERTURE_CODES = { first: 235, last: 238 };

function checkSize(op: Operand, type: ValueType, target: Target, what: string, text: string): Operand {
  if (op.kind === 'reg' && op.code >= APERTURE_CODES.first && op.code <= APERTURE_CODES.last) {
    return { kind: 'reg', code: op.code, size: Math.min(2, typeDwords(type, target)) };
  }
  if (op.kind === 'reg' && op.size !== typeDwords(type, target)) {
    throw new CodecError('operand', `${what} needs ${typeDwords(type, target)} dword(s), '${text}' has ${op.size}`);
  }
  return op;
}

export function parseIntText(text: string, what: string): number {
  const m = /^(-)?(0x[0-9a-f]+|\d+)$/i.exec(text.trim());
  if (!m) throw new CodecError('syntax', `expected an integer for ${what}, got '${text}'`);
  const v = Number(m[2]);
  return m[1] ? -v : v;
}

/** Named boolean modifiers as LLVM spells them. */
export type FlagName = 'glc' | 'slc' | 'dlc' | 'offen' | 'idxen' | 'gds' | 'unorm' | 'r128' | 'a16' | 'da' | 'd16' | 'tfe' | 'lwe' | 'done' | 'vm' | 'compr' | 'clamp';
/** Named integer modifiers (`offset:16`, `dmask:0xf`). */
export type ValueName = 'offset' | 'offset0' | 'offset1' | 'dmask' | 'wait_vdst' | 'wait_exp';

const VALUE_FIELD: Record<ValueName, keyof Modifiers> = {
  offset: 'offset',
  offset0: 'offset0',
  offset1: 'offset1',
  dmask: 'dmask',
  wait_vdst: 'waitVdst',
  wait_exp: 'waitExp',
};

/**
 * Parses modifier words, accepting only the listed names. `extra` handles
 * format-specific words (returns false when it does not know the word).
 */
export function parseModifiers(
  words: readonly string[],
  flags: readonly FlagName[],
  values: readonly ValueName[],
  extra?: (word: string, mods: Record<string, number | boolean>) => boolean,
): Modifiers {
  const mods: Record<string, number | boolean> = {};
  for (const word of words) {
    const lower = word.toLowerCase();
    const colon = lower.indexOf(':');
    if (colon < 0 && (flags as readonly string[]).includes(lower)) {
      mods[lower] = true;
      continue;
    }
    if (colon > 0) {
      const name = lower.slice(0, colon) as ValueName;
      if ((values as readonly string[]).includes(name)) {
        mods[VALUE_FIELD[name]] = parseIntText(lower.slice(colon + 1), name);
        continue;
      }
    }
    if (extra && extra(lower, mods)) continue;
    throw new CodecError('syntax', `unknown or unsupported modifier '${word}'`);
  }
  return mods as Modifiers;
}

/** Appends flag words in the given order for the flags that are set. */
export function flagText(mods: Modifiers, order: readonly FlagName[]): string {
  const record = mods as Record<string, unknown>;
  return order
    .filter((f) => record[f] === true)
    .map((f) => ' ' + f)
    .join('');
}

/** Drops undefined/false/zero-default entries so decoded and parsed modifiers compare equal. */
export function cleanMods(mods: Readonly<Record<string, unknown>>): Modifiers {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(mods)) {
    if (v === undefined || v === false) continue;
    out[k] = v;
  }
  return out as Modifiers;
}

export function bit(word: number, pos: number): boolean {
  return ((word >>> pos) & 1) === 1;
}

/** Bits [lo + width - 1 : lo] of a dword; width is below 32. */
export function field(word: number, lo: number, width: number): number {
  return (word >>> lo) & ((1 << width) - 1);
}

/**
 * Strict decoding: the decoded instruction must re-encode to the input words,
 * so reserved or unused bits never decode silently. `reencode` runs the
 * codec's encoder on the decoded instruction.
 */
export function requireCanonical(reencode: () => number[], words: readonly number[], mnemonic: string): void {
  let again: number[];
  try {
    again = reencode();
  } catch (e) {
    if (e instanceof CodecError) throw new CodecError('malformed', `${mnemonic}: ${e.message}`);
    throw e;
  }
  if (words.some((w, i) => again[i] !== w >>> 0)) throw new CodecError('malformed', `${mnemonic}: reserved or unused bits set`);
}
