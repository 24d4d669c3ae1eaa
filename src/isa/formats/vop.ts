/**
 * VOP1, VOP2, VOPC and VOP3: the vector ALU encodings.
 *   VOP2  [31]=0           op[30:25] vdst[24:17] vsrc1[16:9] src0[8:0] (+ literal/K)
 *   VOP1  [31:25]=0x3f     vdst[24:17] op[16:9] src0[8:0] (+ literal)
 *   VOPC  [31:25]=0x3e     op[24:17] vsrc1[16:9] src0[8:0] (+ literal)
 *   VOP3  [31:26]=0x34 (GFX9) / 0x35 (GFX10+)
 *         word0: op[25:16] clamp[15] op_sel[14:11] abs[10:8] vdst[7:0]
 *                (VOP3b: sdst[14:8] instead of op_sel/abs)
 *         word1: neg[31:29] omod[28:27] src2[26:18] src1[17:9] src0[8:0]
 *         (+ literal on GFX10+)
 * The e64 (VOP3) form of a VOP1/VOP2/VOPC instruction takes its slots from
 * the native ones: the implicit `vcc` destination becomes an SGPR `sdst`, an
 * implicit `vcc` source becomes `src2`, and `vsrc1` becomes `src1`.
 * The SDWA and DPP forms (src0 = 0xF9/0xFA) live in vop_ext.ts; DPP8
 * (0xE9/0xEA) is not implemented.
 */
import type { GfxLevel, Target } from '../gfx_level.js';
import type { Format, Instruction, Modifiers } from '../instruction.js';
import type { Slot } from '../inst_def.js';
import { type Operand, CODE_VCC_LO, CODE_EXEC_LO, inlineConstantBits32 } from '../operand.js';
import type { OpcodeTable, TableEntry } from '../opcode_table.js';
import { CodecError, type FormatCodec, type DecodeResult } from '../codec.js';
import { typeDwords, typeWidth, parseConstant, hex, type ValueType } from '../operand_text.js';
import { INT_CLAMP, NO_OUTPUT_MODS, NO_OMOD } from '../defs/vop3.js';
import {
  LiteralSlot,
  sourceCode,
  registerField,
  decodeSource,
  literalReader,
  checkRegister,
  printSlot,
  parseSlotSource,
  parseSlotRegister,
  splitOperandText,
  parseModifiers,
  cleanMods,
  field,
} from './common.js';
import { DPP_CODE, SDWA_CODE, decodeExtension, encodeExtension, extensionOf, nativeWord0, printExtension } from './vop_ext.js';

const SOURCE_FIELDS = ['src0', 'src1', 'src2'] as const;
/** src0 codes that select extension dwords popsim does not implement. */
const EXTENSION_CODES: ReadonlyMap<number, string> = new Map([
  [0xe9, 'DPP8'],
  [0xea, 'DPP8'],
]);
const OMOD_TEXT = ['', ' mul:2', ' mul:4', ' div:2'];

const isFloat = (type: ValueType) => type === 'f16' || type === 'f32' || type === 'f64';

function vop3Prefix(gfx: GfxLevel): number {
  return gfx === 'gfx9' ? 0x34 : 0x35;
}

/** How a VOP3 instruction's slots map onto the encoding and which modifiers it takes. */
interface Vop3Layout {
  readonly slots: readonly Slot[];
  /** sdst after vdst: the scalar destination lives in [14:8] and there are no abs bits. */
  readonly vop3b: boolean;
  /** Modifier bit mask of sources that take neg/abs. */
  readonly floatSources: number;
  readonly clamp: boolean;
  readonly omod: boolean;
}

const LAYOUTS = new WeakMap<TableEntry, Vop3Layout>();

function e64Slots(native: readonly Slot[]): Slot[] {
  return native.map((slot, i): Slot => {
    if (slot.field === 'vcc') return { field: i <= 1 ? 'sdst' : 'src2', type: slot.type };
    if (slot.field === 'vsrc1') return { field: 'src1', type: slot.type };
    return slot;
  });
}

function vop3Layout(entry: TableEntry): Vop3Layout {
  let layout = LAYOUTS.get(entry);
  if (layout) return layout;
  const def = entry.def;
  const slots = def.format === 'VOP3' ? def.slots : e64Slots(def.slots);
  const vop3b = slots.length > 1 && slots[0]!.field === 'vdst' && slots[1]!.field === 'sdst';
  let floatSources = 0;
  SOURCE_FIELDS.forEach((f, i) => {
    const slot = slots.find((s) => s.field === f);
    if (slot && isFloat(slot.type)) floatSources |= 1 << i;
  });
  const anyFloat = floatSources !== 0 || isFloat(slots[0]!.type);
  const outputMods = !NO_OUTPUT_MODS.has(def.name);
  layout = {
    slots,
    vop3b,
    floatSources,
    clamp: outputMods && (anyFloat || INT_CLAMP.has(def.name)),
    omod: outputMods && anyFloat && !INT_CLAMP.has(def.name) && !NO_OMOD.has(def.name) && def.format !== 'VOPC',
  };
  LAYOUTS.set(entry, layout);
  return layout;
}

/** Operands by slot field name (the only repeated field, vcc, is never encoded). */
function byField(inst: Instruction, slots: readonly Slot[]): Map<string, Operand> {
  if (inst.operands.length !== slots.length) {
    throw new CodecError('operand', `expected ${slots.length} operand(s), got ${inst.operands.length}`);
  }
  return new Map(slots.map((s, i) => [s.field, inst.operands[i]!]));
}

/** 9-bit source code; a 16-bit operand's literal must fit in 16 bits (the dword is zero-extended). */
function vopSource(op: Operand, type: ValueType, lit: LiteralSlot, what: string): number {
  if (op.kind === 'literal' && typeWidth(type) === 16 && op.value > 0xffff) {
    throw new CodecError('operand', `${what}: literal 0x${op.value.toString(16)} does not fit a 16-bit operand`);
  }
  return sourceCode(op, lit, what);
}

/** Decoded literal of a 16-bit operand: the upper half of the dword must be zero. */
function check16(op: Operand, type: ValueType, what: string): Operand {
  if (op.kind === 'literal' && typeWidth(type) === 16 && op.value > 0xffff) {
    throw new CodecError('malformed', `${what}: 16-bit literal dword 0x${op.value.toString(16)} has upper bits set`);
  }
  return op;
}

function checkVcc(op: Operand | undefined, target: Target): void {
  if (!op || op.kind !== 'reg' || op.code !== CODE_VCC_LO || op.size !== typeDwords('lm', target)) {
    throw new CodecError('operand', `the 32-bit encoding only takes ${target.wave64 ? 'vcc' : 'vcc_lo'} here`);
  }
}

/** VOPC e64 without a destination (v_cmpx on GFX10+): the vdst field is 0, or exec_lo on GFX11. */
function noDstField(gfx: GfxLevel): number {
  return gfx === 'gfx11' ? CODE_EXEC_LO : 0;
}

function dstField(ops: Map<string, Operand>, slots: readonly Slot[], target: Target): number {
  const first = slots[0]!;
  if (first.field === 'vdst') return registerField(ops.get('vdst'), 'v', 'vdst');
  if (first.field === 'sdst') return registerField(ops.get('sdst'), 's', 'sdst');
  return noDstField(target.gfx);
}

function encodeNative(inst: Instruction, entry: TableEntry, target: Target): number[] {
  const slots = entry.def.slots;
  const ops = byField(inst, slots);
  if (Object.keys(inst.mods).length) throw new CodecError('operand', `the ${inst.format} encoding takes no modifiers`);
  slots.forEach((s, i) => {
    if (s.field === 'vcc') checkVcc(inst.operands[i], target);
  });
  const lit = new LiteralSlot();
  const src0Slot = slots.find((s) => s.field === 'src0')!;
  const src0 = vopSource(ops.get('src0')!, src0Slot.type, lit, 'src0');
  const vsrc1 = () => registerField(ops.get('vsrc1'), 'v', 'vsrc1');
  const dst = inst.format === 'VOPC' ? 0 : dstField(ops, slots, target);
  const word = nativeWord0(inst.format, entry.opcode, dst, inst.format === 'VOP1' ? 0 : vsrc1(), src0);
  const k = ops.get('k');
  if (k) {
    if (k.kind !== 'literal') throw new CodecError('operand', 'the K constant must be a literal');
    lit.use(k.value);
  }
  return [word, ...lit.words()];
}

function checkModifiers(mods: Modifiers, layout: Vop3Layout): void {
  const known = new Set(['neg', 'abs', 'clamp', 'omod']);
  for (const key of Object.keys(mods)) {
    if (!known.has(key)) throw new CodecError('operand', `VOP3 does not take modifier '${key}'`);
  }
  const neg = mods.neg ?? 0;
  const abs = mods.abs ?? 0;
  if ((neg | abs) & ~layout.floatSources) throw new CodecError('operand', 'neg/abs apply only to float sources');
  if (abs && layout.vop3b) throw new CodecError('operand', 'this instruction has no abs modifier');
  if (mods.clamp && !layout.clamp) throw new CodecError('operand', 'this instruction takes no clamp');
  if (mods.omod !== undefined && (!layout.omod || mods.omod < 1 || mods.omod > 3)) {
    throw new CodecError('operand', 'invalid or unsupported output modifier');
  }
}

function encodeVop3(inst: Instruction, entry: TableEntry, target: Target): number[] {
  const layout = vop3Layout(entry);
  const ops = byField(inst, layout.slots);
  checkModifiers(inst.mods, layout);
  const opcode = entry.def.format === 'VOP3' ? entry.opcode : entry.vop3;
  if (opcode === undefined) throw new CodecError('unsupported', `${entry.mnemonic} has no VOP3 form`);
  const lit = new LiteralSlot();
  const src = SOURCE_FIELDS.map((f) => {
    const slot = layout.slots.find((s) => s.field === f);
    const op = ops.get(f);
    if (!op || !slot) return 0;
    if (op.kind === 'literal' && target.gfx === 'gfx9') throw new CodecError('operand', 'GFX9 VOP3 has no literal operands');
    return vopSource(op, slot.type, lit, f);
  });
  const mods = inst.mods;
  const middle = layout.vop3b ? registerField(ops.get('sdst'), 's', 'sdst') << 8 : (mods.abs ?? 0) << 8;
  const word0 =
    (vop3Prefix(target.gfx) << 26) | (opcode << 16) | ((mods.clamp ? 1 : 0) << 15) | middle | dstField(ops, layout.slots, target);
  const word1 = ((mods.neg ?? 0) << 29) | ((mods.omod ?? 0) << 27) | (src[2]! << 18) | (src[1]! << 9) | src[0]!;
  return [word0 >>> 0, word1 >>> 0, ...lit.words()];
}

function encode(inst: Instruction, entry: TableEntry, target: Target): number[] {
  if (inst.format !== 'VOP3' && extensionOf(inst.mods)) return encodeExtension(inst, entry, target);
  return inst.format === 'VOP3' ? encodeVop3(inst, entry, target) : encodeNative(inst, entry, target);
}

function opcodeOf(words: readonly number[], format: Format, gfx: GfxLevel): number {
  const w = words[0]! >>> 0;
  const ok =
    format === 'VOP3' ? w >>> 26 === vop3Prefix(gfx) : format === 'VOP1' ? w >>> 25 === 0x3f : format === 'VOPC' ? w >>> 25 === 0x3e : w >>> 31 === 0;
  if (!ok) throw new CodecError('malformed', `word 0x${w.toString(16)} is not a ${format} encoding on ${gfx}`);
  switch (format) {
    case 'VOP1':
      return field(w, 9, 8);
    case 'VOP2':
      return field(w, 25, 6);
    case 'VOPC':
      return field(w, 17, 8);
    default:
      return field(w, 16, 10);
  }
}

function checkExtension(code: number): void {
  const ext = EXTENSION_CODES.get(code);
  if (ext) throw new CodecError('unsupported', `${ext} encodings (src0 = 0x${code.toString(16)}) are not supported`);
}

function decodeNative(words: Uint32Array, index: number, format: Format, table: OpcodeTable, target: Target): DecodeResult {
  const w = words[index]! >>> 0;
  const opcode = opcodeOf([w], format, target.gfx);
  const entry = table.byOpcode.get(format)?.get(opcode);
  if (!entry) throw new CodecError('unknown-opcode', `unknown ${format} opcode ${opcode}`);
  const src0Code = field(w, 0, 9);
  if (src0Code === SDWA_CODE || src0Code === DPP_CODE) return decodeExtension(words, index, format, entry, target);
  checkExtension(src0Code);
  const readLiteral = literalReader(words, index + 1);
  let usedLiteral = false;
  const literal = () => {
    usedLiteral = true;
    return readLiteral();
  };
  const operands = entry.def.slots.map((slot): Operand => {
    const size = typeDwords(slot.type, target);
    switch (slot.field) {
      case 'vcc':
        return { kind: 'reg', code: CODE_VCC_LO, size };
      case 'vdst':
        return checkRegister({ kind: 'reg', code: 256 + field(w, 17, 8), size }, target, 'vdst');
      case 'sdst':
        return checkRegister({ kind: 'reg', code: field(w, 17, 8), size }, target, 'sdst');
      case 'src0':
        return check16(checkRegister(decodeSource(src0Code, size, literal), target, 'src0'), slot.type, 'src0');
      case 'vsrc1':
        return checkRegister({ kind: 'reg', code: 256 + field(w, 9, 8), size }, target, 'vsrc1');
      case 'k':
        return { kind: 'literal', value: literal() };
      default:
        throw new CodecError('unsupported', `unknown VOP slot ${slot.field}`);
    }
  });
  return { inst: { op: entry.mnemonic, format, operands, mods: {} }, dwords: usedLiteral ? 2 : 1 };
}

function decodeVop3(words: Uint32Array, index: number, table: OpcodeTable, target: Target): DecodeResult {
  const w0 = words[index]! >>> 0;
  if (index + 1 >= words.length) throw new CodecError('truncated', 'VOP3 needs two dwords, input ends');
  const w1 = words[index + 1]! >>> 0;
  const opcode = opcodeOf([w0], 'VOP3', target.gfx);
  const entry = table.byOpcode.get('VOP3')?.get(opcode);
  if (!entry) throw new CodecError('unknown-opcode', `unknown VOP3 opcode ${opcode}`);
  const layout = vop3Layout(entry);
  const slots = layout.slots;
  const srcCodes = [field(w1, 0, 9), field(w1, 9, 9), field(w1, 18, 9)];
  checkExtension(srcCodes[0]!);
  if (!layout.vop3b && field(w0, 11, 4) !== 0) throw new CodecError('unsupported', 'op_sel is not supported');
  const readLiteral = literalReader(words, index + 2);
  let usedLiteral = false;
  const literal = () => {
    if (target.gfx === 'gfx9') throw new CodecError('malformed', 'GFX9 VOP3 has no literal operands');
    usedLiteral = true;
    return readLiteral();
  };
  const dst = field(w0, 0, 8);
  if (slots[0]!.field !== 'vdst' && slots[0]!.field !== 'sdst' && dst !== noDstField(target.gfx)) {
    throw new CodecError('malformed', `vdst field is 0x${dst.toString(16)}, expected 0x${noDstField(target.gfx).toString(16)}`);
  }
  const operands = slots.map((slot): Operand => {
    const size = typeDwords(slot.type, target);
    switch (slot.field) {
      case 'vdst':
        return checkRegister({ kind: 'reg', code: 256 + dst, size }, target, 'vdst');
      case 'sdst':
        return checkRegister({ kind: 'reg', code: layout.vop3b ? field(w0, 8, 7) : dst, size }, target, 'sdst');
      default: {
        const i = SOURCE_FIELDS.indexOf(slot.field as (typeof SOURCE_FIELDS)[number]);
        if (i < 0) throw new CodecError('unsupported', `unknown VOP3 slot ${slot.field}`);
        return check16(checkRegister(decodeSource(srcCodes[i]!, size, literal), target, slot.field), slot.type, slot.field);
      }
    }
  });
  SOURCE_FIELDS.forEach((f, i) => {
    if (!slots.some((s) => s.field === f) && srcCodes[i] !== 0) throw new CodecError('malformed', `unused ${f} field is not 0`);
  });
  const mods = cleanMods({
    neg: field(w1, 29, 3) || undefined,
    abs: layout.vop3b ? undefined : field(w0, 8, 3) || undefined,
    clamp: ((w0 >>> 15) & 1) === 1,
    omod: field(w1, 27, 2) || undefined,
  });
  try {
    checkModifiers(mods, layout);
  } catch (e) {
    if (e instanceof CodecError) throw new CodecError('malformed', e.message);
    throw e;
  }
  return { inst: { op: entry.mnemonic, format: 'VOP3', operands, mods }, dwords: usedLiteral ? 3 : 2 };
}

function decode(words: Uint32Array, index: number, format: Format, table: OpcodeTable, target: Target): DecodeResult {
  return format === 'VOP3' ? decodeVop3(words, index, table, target) : decodeNative(words, index, format, table, target);
}

function suffix(inst: Instruction, entry: TableEntry): string {
  const extension = extensionOf(inst.mods);
  if (extension) return `_${extension}`;
  if (entry.def.format === 'VOP3' || entry.vop3 === undefined) return '';
  return inst.format === 'VOP3' ? '_e64' : '_e32';
}

/** A VOP3/VOP3P source as LLVM prints it: `|x|` for abs, `-x` (or `neg(constant)`) for neg. */
export function sourceText(op: Operand, slot: Slot, bit: number, mods: Modifiers, target: Target): string {
  let text = printSlot(op, slot, target);
  if ((mods.abs ?? 0) & bit) text = `|${text}|`;
  if ((mods.neg ?? 0) & bit) text = op.kind === 'reg' || (mods.abs ?? 0) & bit ? `-${text}` : `neg(${text})`;
  return text;
}

function print(inst: Instruction, entry: TableEntry, target: Target): string {
  if (inst.format !== 'VOP3' && extensionOf(inst.mods)) return printExtension(inst, entry, target);
  const slots = inst.format === 'VOP3' ? vop3Layout(entry).slots : entry.def.slots;
  const mods = inst.mods;
  const text = slots
    .map((slot, i) => {
      const op = inst.operands[i]!;
      const s = SOURCE_FIELDS.indexOf(slot.field as (typeof SOURCE_FIELDS)[number]);
      if (slot.field === 'k') return hex(op.kind === 'literal' ? op.value : 0);
      return s >= 0 ? sourceText(op, slot, 1 << s, mods, target) : printSlot(op, slot, target);
    })
    .join(', ');
  return text + (mods.clamp ? ' clamp' : '') + OMOD_TEXT[mods.omod ?? 0]!;
}

/** A K constant: always a literal dword, whatever its value. */
function parseK(text: string, type: ValueType): Operand {
  const op = parseConstant(text, type);
  if (!op) throw new CodecError('operand', `invalid constant '${text}'`);
  if (op.kind === 'const') return { kind: 'literal', value: inlineConstantBits32(op.code)! };
  return op;
}

function parseNative(text: string, entry: TableEntry, format: Format, target: Target): Instruction {
  const slots = entry.def.slots;
  const { operands: pieces, mods } = splitOperandText(text);
  if (mods.length) throw new CodecError('syntax', `the ${format} encoding takes no modifiers ('${mods.join(' ')}')`);
  if (pieces.length !== slots.length) {
    throw new CodecError('operand', `${entry.mnemonic} takes ${slots.length} operand(s), got ${pieces.length}`);
  }
  const operands = slots.map((slot, i): Operand => {
    const piece = pieces[i]!;
    switch (slot.field) {
      case 'vcc': {
        const op = parseSlotRegister(piece, slot.type, target, 'vcc');
        checkVcc(op, target);
        return op;
      }
      case 'vdst':
      case 'vsrc1': {
        const op = parseSlotRegister(piece, slot.type, target, slot.field);
        registerField(op, 'v', slot.field);
        return op;
      }
      case 'sdst': {
        const op = parseSlotRegister(piece, slot.type, target, slot.field);
        registerField(op, 's', slot.field);
        return op;
      }
      case 'k':
        return parseK(piece, slot.type);
      default:
        return parseSlotSource(piece, slot.type, target, slot.field);
    }
  });
  return { op: entry.mnemonic, format, operands, mods: {} };
}

/** Peels `-x`, `neg(x)`, `|x|`, `abs(x)` off a VOP3 source. */
export function peelModifiers(text: string): { inner: string; neg: boolean; abs: boolean } {
  let t = text.trim();
  let neg = false;
  let abs = false;
  const negFn = /^neg\((.*)\)$/i.exec(t);
  if (negFn) {
    neg = true;
    t = negFn[1]!.trim();
  } else if (t.startsWith('-') && /^-\s*(\||abs\(|[a-z[])/i.test(t)) {
    neg = true;
    t = t.slice(1).trim();
  }
  const bars = /^\|(.*)\|$/.exec(t) ?? /^abs\((.*)\)$/i.exec(t);
  if (bars) {
    abs = true;
    t = bars[1]!.trim();
  }
  return { inner: t, neg, abs };
}

function parseVop3(text: string, entry: TableEntry, target: Target): Instruction {
  const layout = vop3Layout(entry);
  const slots = layout.slots;
  const { operands: pieces, mods: words } = splitOperandText(text);
  if (pieces.length !== slots.length) {
    throw new CodecError('operand', `${entry.mnemonic}_e64 takes ${slots.length} operand(s), got ${pieces.length}`);
  }
  let neg = 0;
  let abs = 0;
  const operands = slots.map((slot, i): Operand => {
    const piece = pieces[i]!;
    if (slot.field === 'vdst') {
      const op = parseSlotRegister(piece, slot.type, target, 'vdst');
      registerField(op, 'v', 'vdst');
      return op;
    }
    if (slot.field === 'sdst') {
      const op = parseSlotRegister(piece, slot.type, target, 'sdst');
      registerField(op, 's', 'sdst');
      return op;
    }
    const s = SOURCE_FIELDS.indexOf(slot.field as (typeof SOURCE_FIELDS)[number]);
    const m = peelModifiers(piece);
    if (m.neg) neg |= 1 << s;
    if (m.abs) abs |= 1 << s;
    const op = parseSlotSource(m.inner, slot.type, target, slot.field);
    if (op.kind === 'literal' && target.gfx === 'gfx9') throw new CodecError('operand', 'GFX9 VOP3 has no literal operands');
    return op;
  });
  const parsed = parseModifiers(words, ['clamp'], [], (word, out) => {
    const m = /^(mul|div):(\d+)$/.exec(word);
    if (!m) return false;
    const omod = { 'mul:1': 0, 'div:1': 0, 'mul:2': 1, 'mul:4': 2, 'div:2': 3 }[word];
    if (omod === undefined) throw new CodecError('syntax', `invalid output modifier '${word}'`);
    out.omod = omod;
    return true;
  });
  const mods = cleanMods({ neg: neg || undefined, abs: abs || undefined, clamp: parsed.clamp, omod: parsed.omod || undefined });
  checkModifiers(mods, layout);
  return { op: entry.mnemonic, format: 'VOP3', operands, mods };
}

function parse(text: string, entry: TableEntry, format: Format, target: Target): Instruction {
  if (format === 'VOP3') return parseVop3(text, entry, target);
  return parseNative(text, entry, format, target);
}

export const VOP_CODEC: FormatCodec = {
  encode,
  decode,
  suffix: (inst, entry) => suffix(inst, entry),
  print,
  parse,
  opcodeOf,
};
