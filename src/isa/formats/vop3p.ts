/**
 * VOP3P (GFX10+: [31:23]=0x198), for the v_fma_mix family:
 *   word0: op[22:16] clamp[15] op_sel_hi[2] at [14] op_sel[13:11] neg_hi[10:8] vdst[7:0]
 *   word1: neg[31:29] op_sel_hi[1:0] at [28:27] src2[26:18] src1[17:9] src0[8:0]
 * For the mix instructions LLVM prints neg_hi as abs (`|x|`), and op_sel_hi
 * defaults to [0,0,0] (every source f32), so it is printed only when set.
 * Literals and the DPP form (GFX11 `_e64_dpp`) are not implemented.
 */
import type { GfxLevel, Target } from '../gfx_level.js';
import type { Format, Instruction, Modifiers } from '../instruction.js';
import type { Operand } from '../operand.js';
import type { OpcodeTable, TableEntry } from '../opcode_table.js';
import { CodecError, type FormatCodec, type DecodeResult } from '../codec.js';
import { typeDwords } from '../operand_text.js';
import { LiteralSlot, sourceCode, registerField, decodeSource, checkRegister, printSlot, parseSlotSource, parseSlotRegister, splitOperandText, parseModifiers, cleanMods, field } from './common.js';
import { peelModifiers, sourceText } from './vop.js';

const PREFIX9 = 0x198;
const SOURCES = 3;

function checkTarget(gfx: GfxLevel): void {
  if (gfx === 'gfx9') throw new CodecError('unsupported', 'VOP3P is implemented for GFX10+ only');
}

function encode(inst: Instruction, entry: TableEntry, target: Target): number[] {
  checkTarget(target.gfx);
  if (inst.operands.length !== SOURCES + 1) throw new CodecError('operand', `expected ${SOURCES + 1} operands, got ${inst.operands.length}`);
  const lit = new LiteralSlot();
  const src = inst.operands.slice(1).map((op, i) => {
    if (op.kind === 'literal') throw new CodecError('unsupported', 'VOP3P literal operands are not implemented');
    return sourceCode(op, lit, `src${i}`);
  });
  const m = inst.mods;
  const opselHi = m.opselHi ?? 0;
  const word0 =
    (PREFIX9 << 23) | (entry.opcode << 16) | ((m.clamp ? 1 : 0) << 15) | (((opselHi >> 2) & 1) << 14) | ((m.opsel ?? 0) << 11) | ((m.abs ?? 0) << 8) | registerField(inst.operands[0], 'v', 'vdst');
  const word1 = ((m.neg ?? 0) << 29) | ((opselHi & 3) << 27) | (src[2]! << 18) | (src[1]! << 9) | src[0]!;
  return [word0 >>> 0, word1 >>> 0];
}

function opcodeOf(words: readonly number[], format: Format, gfx: GfxLevel): number {
  const w = words[0]! >>> 0;
  if (gfx === 'gfx9' || w >>> 23 !== PREFIX9) throw new CodecError('malformed', `word 0x${w.toString(16)} is not a ${format} encoding on ${gfx}`);
  return field(w, 16, 7);
}

function decode(words: Uint32Array, index: number, format: Format, table: OpcodeTable, target: Target): DecodeResult {
  const w0 = words[index]! >>> 0;
  if (index + 1 >= words.length) throw new CodecError('truncated', 'VOP3P needs two dwords, input ends');
  const w1 = words[index + 1]! >>> 0;
  const opcode = opcodeOf([w0], format, target.gfx);
  const entry = table.byOpcode.get('VOP3P')?.get(opcode);
  if (!entry) throw new CodecError('unknown-opcode', `unknown VOP3P opcode ${opcode}`);
  const codes = [field(w1, 0, 9), field(w1, 9, 9), field(w1, 18, 9)];
  const size = typeDwords('f32', target);
  const noLiteral = (): number => {
    throw new CodecError('unsupported', 'VOP3P literal operands (or DPP sources) are not implemented');
  };
  const operands: Operand[] = [
    checkRegister({ kind: 'reg', code: 256 + field(w0, 0, 8), size }, target, 'vdst'),
    ...codes.map((c, i) => checkRegister(decodeSource(c, size, noLiteral), target, `src${i}`)),
  ];
  const mods = cleanMods({
    neg: field(w1, 29, 3) || undefined,
    abs: field(w0, 8, 3) || undefined,
    opsel: field(w0, 11, 3) || undefined,
    opselHi: (field(w1, 27, 2) | (field(w0, 14, 1) << 2)) || undefined,
    clamp: field(w0, 15, 1) === 1,
  });
  return { inst: { op: entry.mnemonic, format: 'VOP3P', operands, mods }, dwords: 2 };
}

const bitsText = (name: string, v: number | undefined) => (v ? ` ${name}:[${[0, 1, 2].map((i) => (v >> i) & 1).join(',')}]` : '');

function print(inst: Instruction, entry: TableEntry, target: Target): string {
  const slots = entry.def.slots;
  const text = inst.operands.map((op, i) => (i === 0 ? printSlot(op, slots[0]!, target) : sourceText(op, slots[i]!, 1 << (i - 1), inst.mods, target))).join(', ');
  return text + bitsText('op_sel', inst.mods.opsel) + bitsText('op_sel_hi', inst.mods.opselHi) + (inst.mods.clamp ? ' clamp' : '');
}

function parse(text: string, entry: TableEntry, _format: Format, target: Target): Instruction {
  checkTarget(target.gfx);
  const slots = entry.def.slots;
  const { operands: pieces, mods: words } = splitOperandText(text);
  if (pieces.length !== slots.length) throw new CodecError('operand', `${entry.mnemonic} takes ${slots.length} operands, got ${pieces.length}`);
  let neg = 0;
  let abs = 0;
  const operands = slots.map((slot, i): Operand => {
    if (i === 0) return parseSlotRegister(pieces[0]!, slot.type, target, 'vdst');
    const m = peelModifiers(pieces[i]!);
    if (m.neg) neg |= 1 << (i - 1);
    if (m.abs) abs |= 1 << (i - 1);
    return parseSlotSource(m.inner, slot.type, target, slot.field);
  });
  const parsed = parseModifiers(words, ['clamp'], [], (word, out) => {
    const m = /^(op_sel|op_sel_hi):\[([01]),([01]),([01])\]$/.exec(word.replace(/\s+/g, ''));
    if (!m) return false;
    out[m[1] === 'op_sel' ? 'opsel' : 'opselHi'] = Number(m[2]) | (Number(m[3]) << 1) | (Number(m[4]) << 2);
    return true;
  });
  const mods: Modifiers = cleanMods({ neg: neg || undefined, abs: abs || undefined, opsel: parsed.opsel || undefined, opselHi: parsed.opselHi || undefined, clamp: parsed.clamp });
  return { op: entry.mnemonic, format: 'VOP3P', operands, mods };
}

export const VOP3P_CODEC: FormatCodec = { encode, decode, suffix: () => '', print, parse, opcodeOf };
