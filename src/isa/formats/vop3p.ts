/**
 * VOP3P (GFX10+: [31:23]=0x198), for the v_fma_mix family:
 *   word0: op[22:16] clamp[15] op_sel_hi[2] at [14] op_sel[13:11] neg_hi[10:8] vdst[7:0]
 *   word1: neg[31:29] op_sel_hi[1:0] at [28:27] src2[26:18] src1[17:9] src0[8:0]
 * For the mix instructions LLVM prints neg_hi as abs (`|x|`), and op_sel_hi
 * defaults to [0,0,0] (every source f32), so it is printed only when set.
 * GFX11's DPP16 form (`_e64_dpp`, ACO's p2 interpolation in the gooch listing):
 * src0 = 0xFA and a third dword, as VOP1/VOP2's DPP word (vop_ext.ts) —
 * src0 VGPR [7:0], dpp_ctrl [16:8], fi [18], bound_ctrl [19], bank_mask
 * [27:24], row_mask [31:28]; its neg/abs bits stay 0 (word 1 carries them).
 * Literals are not implemented.
 */
import type { GfxLevel, Target } from '../gfx_level.js';
import type { DppFields, Format, Instruction, Modifiers } from '../instruction.js';
import type { Operand } from '../operand.js';
import type { OpcodeTable, TableEntry } from '../opcode_table.js';
import { CodecError, type FormatCodec, type DecodeResult } from '../codec.js';
import { typeDwords } from '../operand_text.js';
import { LiteralSlot, sourceCode, registerField, decodeSource, checkRegister, printSlot, parseSlotSource, parseSlotRegister, splitOperandText, parseModifiers, cleanMods, field } from './common.js';
import { peelModifiers, sourceText } from './vop.js';
import { DPP_CODE, dppCtrlText, parseDppCtrl } from './vop_ext.js';

const PREFIX9 = 0x198;
const SOURCES = 3;

function checkTarget(gfx: GfxLevel): void {
  if (gfx === 'gfx9') throw new CodecError('unsupported', 'VOP3P is implemented for GFX10+ only');
}

function dppWord(dpp: DppFields, src0: number): number {
  if (dppCtrlText(dpp.ctrl) === undefined) throw new CodecError('unsupported', `dpp_ctrl 0x${dpp.ctrl.toString(16)} is not supported`);
  return ((dpp.rowMask << 28) | (dpp.bankMask << 24) | ((dpp.boundCtrl ? 1 : 0) << 19) | ((dpp.fi ? 1 : 0) << 18) | (dpp.ctrl << 8) | src0) >>> 0;
}

function encode(inst: Instruction, entry: TableEntry, target: Target): number[] {
  checkTarget(target.gfx);
  if (inst.operands.length !== SOURCES + 1) throw new CodecError('operand', `expected ${SOURCES + 1} operands, got ${inst.operands.length}`);
  const m = inst.mods;
  if (m.dpp && target.gfx !== 'gfx11') throw new CodecError('unsupported', 'VOP3P DPP exists on GFX11 only');
  const lit = new LiteralSlot();
  const src = inst.operands.slice(1).map((op, i) => {
    if (op.kind === 'literal') throw new CodecError('unsupported', 'VOP3P literal operands are not implemented');
    return sourceCode(op, lit, `src${i}`);
  });
  const dpp = m.dpp ? [dppWord(m.dpp, registerField(inst.operands[1], 'v', 'DPP src0'))] : [];
  if (m.dpp) src[0] = DPP_CODE;
  const opselHi = m.opselHi ?? 0;
  const word0 =
    (PREFIX9 << 23) | (entry.opcode << 16) | ((m.clamp ? 1 : 0) << 15) | (((opselHi >> 2) & 1) << 14) | ((m.opsel ?? 0) << 11) | ((m.abs ?? 0) << 8) | registerField(inst.operands[0], 'v', 'vdst');
  const word1 = ((m.neg ?? 0) << 29) | ((opselHi & 3) << 27) | (src[2]! << 18) | (src[1]! << 9) | src[0]!;
  return [word0 >>> 0, word1 >>> 0, ...dpp];
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
  let dpp: DppFields | undefined;
  if (codes[0] === DPP_CODE && target.gfx === 'gfx11') {
    if (index + 2 >= words.length) throw new CodecError('truncated', 'VOP3P DPP needs three dwords, input ends');
    const w2 = words[index + 2]! >>> 0;
    if (field(w2, 20, 4) !== 0) throw new CodecError('malformed', 'VOP3P DPP neg/abs bits must be 0');
    dpp = { ctrl: field(w2, 8, 9), rowMask: field(w2, 28, 4), bankMask: field(w2, 24, 4), boundCtrl: field(w2, 19, 1) === 1, fi: field(w2, 18, 1) === 1 };
    if (dppCtrlText(dpp.ctrl) === undefined) throw new CodecError('unsupported', `dpp_ctrl 0x${dpp.ctrl.toString(16)} is not supported`);
    codes[0] = 256 + field(w2, 0, 8);
  }
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
  return { inst: { op: entry.mnemonic, format: 'VOP3P', operands, mods: dpp ? { ...mods, dpp } : mods }, dwords: dpp ? 3 : 2 };
}

const bitsText = (name: string, v: number | undefined) => (v ? ` ${name}:[${[0, 1, 2].map((i) => (v >> i) & 1).join(',')}]` : '');

function print(inst: Instruction, entry: TableEntry, target: Target): string {
  const slots = entry.def.slots;
  const text = inst.operands.map((op, i) => (i === 0 ? printSlot(op, slots[0]!, target) : sourceText(op, slots[i]!, 1 << (i - 1), inst.mods, target))).join(', ');
  const d = inst.mods.dpp;
  const dpp = d ? ` ${dppCtrlText(d.ctrl)} row_mask:0x${d.rowMask.toString(16)} bank_mask:0x${d.bankMask.toString(16)}${d.boundCtrl ? ' bound_ctrl:1' : ''}${d.fi ? ' fi:1' : ''}` : '';
  return text + bitsText('op_sel', inst.mods.opsel) + bitsText('op_sel_hi', inst.mods.opselHi) + (inst.mods.clamp ? ' clamp' : '') + dpp;
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
  const dpp = { ctrl: -1, rowMask: 0xf, bankMask: 0xf, boundCtrl: false, fi: false };
  const parsed = parseModifiers(words, ['clamp'], [], (word, out) => {
    const m = /^(op_sel|op_sel_hi):\[([01]),([01]),([01])\]$/.exec(word.replace(/\s+/g, ''));
    const mask = /^(row_mask|bank_mask):(0x[0-9a-f]|\d+)$/.exec(word);
    if (m) out[m[1] === 'op_sel' ? 'opsel' : 'opselHi'] = Number(m[2]) | (Number(m[3]) << 1) | (Number(m[4]) << 2);
    else if (mask && Number(mask[2]) <= 15) dpp[mask[1] === 'row_mask' ? 'rowMask' : 'bankMask'] = Number(mask[2]);
    else if (/^bound_ctrl:[01]$/.test(word)) dpp.boundCtrl = true; // LLVM sets the bit for bound_ctrl:0 and :1 alike
    else if (/^fi:[01]$/.test(word)) dpp.fi = word === 'fi:1';
    else if (parseDppCtrl(word) !== undefined) dpp.ctrl = parseDppCtrl(word)!;
    else return false;
    return true;
  });
  const mods: Modifiers = cleanMods({ neg: neg || undefined, abs: abs || undefined, opsel: parsed.opsel || undefined, opselHi: parsed.opselHi || undefined, clamp: parsed.clamp });
  return { op: entry.mnemonic, format: 'VOP3P', operands, mods: dpp.ctrl >= 0 ? { ...mods, dpp } : mods };
}

export const VOP3P_CODEC: FormatCodec = { encode, decode, suffix: (inst) => (inst.mods.dpp ? '_e64_dpp' : ''), print, parse, opcodeOf };
