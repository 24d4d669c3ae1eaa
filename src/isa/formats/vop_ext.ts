/**
 * The SDWA and DPP forms of VOP1/VOP2/VOPC: the src0 field holds 0xF9 (SDWA)
 * or 0xFA (DPP16) and an extension dword follows that carries the real src0.
 *   SDWA  src0[7:0] dst_sel[10:8] dst_unused[12:11] clamp[13] omod[15:14]
 *         (VOPC: sdst[14:8] sd[15]) src0_sel[18:16] src0_sext[19] src0_neg[20]
 *         src0_abs[21] s0[23] src1_sel[26:24] src1_sext[27] src1_neg[28]
 *         src1_abs[29] s1[31]; s0/s1 = the source is a scalar code, not a VGPR.
 *   DPP16 src0[7:0] dpp_ctrl[16:8] fi[18] bound_ctrl[19] src0_neg[20]
 *         src0_abs[21] src1_neg[22] src1_abs[23] bank_mask[27:24] row_mask[31:28]
 * The instruction keeps its native format; `mods.sdwa` / `mods.dpp` say which
 * form it is, and the mnemonic suffix is `_sdwa` / `_dpp`. SDWA exists on
 * GFX9-GFX10.3, DPP16 on GFX10+ (and GFX9's DPP, without fi); omod, DPP8 and
 * the 64-bit-source forms are not supported.
 */
import type { Target } from '../gfx_level.js';
import type { DppFields, Format, Instruction, Modifiers, SdwaFields, SdwaSel } from '../instruction.js';
import type { Slot } from '../inst_def.js';
import { CODE_VCC_LO, VGPR_BASE, type Operand } from '../operand.js';
import type { TableEntry } from '../opcode_table.js';
import { CodecError, type DecodeResult } from '../codec.js';
import { typeDwords } from '../operand_text.js';
import { checkRegister, cleanMods, decodeSource, field, parseSlotRegister, parseSlotSource, printSlot, registerField, splitOperandText } from './common.js';

export const SDWA_CODE = 0xf9;
export const DPP_CODE = 0xfa;

export type VopExtension = 'sdwa' | 'dpp';

const SEL_NAMES = ['BYTE_0', 'BYTE_1', 'BYTE_2', 'BYTE_3', 'WORD_0', 'WORD_1', 'DWORD'] as const;
const UNUSED_NAMES = ['UNUSED_PAD', 'UNUSED_SEXT', 'UNUSED_PRESERVE'] as const;
const SEL_DWORD: SdwaSel = 6;

/** The first dword of a VOP1/VOP2/VOPC instruction. */
export function nativeWord0(format: Format, opcode: number, dst: number, vsrc1: number, src0: number): number {
  switch (format) {
    case 'VOP1':
      return ((0x3f << 25) | (dst << 17) | (opcode << 9) | src0) >>> 0;
    case 'VOP2':
      return ((opcode << 25) | (dst << 17) | (vsrc1 << 9) | src0) >>> 0;
    case 'VOPC':
      return ((0x3e << 25) | (opcode << 17) | (vsrc1 << 9) | src0) >>> 0;
    default:
      throw new CodecError('unsupported', `${format} has no 32-bit VOP encoding`);
  }
}

export function extensionOf(mods: Modifiers): VopExtension | undefined {
  return mods.sdwa ? 'sdwa' : mods.dpp ? 'dpp' : undefined;
}

function checkTarget(kind: VopExtension, entry: TableEntry, target: Target): void {
  if (kind === 'sdwa' && target.gfx === 'gfx11') throw new CodecError('unsupported', 'GFX11 has no SDWA');
  if (entry.def.slots.some((s) => s.field === 'k' || typeDwords(s.type, target) > 1 && s.field !== 'vcc')) {
    throw new CodecError('unsupported', `${entry.mnemonic} has no ${kind.toUpperCase()} form here`);
  }
}

/** Source field of the extension dword: a VGPR index, or (SDWA) a scalar code with the S bit. */
function extSource(op: Operand, kind: VopExtension, what: string): { code: number; scalar: boolean } {
  if (op.kind === 'reg' && op.code >= VGPR_BASE) return { code: op.code - VGPR_BASE, scalar: false };
  if (kind === 'dpp') throw new CodecError('operand', `DPP ${what} must be a VGPR`);
  if (op.kind === 'reg' && op.code < 128) return { code: op.code, scalar: true };
  if (op.kind === 'const') return { code: op.code, scalar: true };
  throw new CodecError('operand', `SDWA ${what} must be a VGPR, an SGPR or an inline constant`);
}

function slotOperands(inst: Instruction, slots: readonly Slot[]): Map<string, Operand> {
  if (inst.operands.length !== slots.length) throw new CodecError('operand', `expected ${slots.length} operand(s), got ${inst.operands.length}`);
  return new Map(slots.map((s, i) => [s.field, inst.operands[i]!]));
}

function isVcc(op: Operand | undefined, target: Target): boolean {
  return op?.kind === 'reg' && op.code === CODE_VCC_LO && op.size === typeDwords('lm', target);
}

export function encodeExtension(inst: Instruction, entry: TableEntry, target: Target): number[] {
  const kind = extensionOf(inst.mods)!;
  checkTarget(kind, entry, target);
  const slots = entry.def.slots;
  const ops = slotOperands(inst, slots);
  const mods = inst.mods;
  const src0 = extSource(ops.get('src0')!, kind, 'src0');
  const vsrc1Op = ops.get('vsrc1');
  const src1 = vsrc1Op ? extSource(vsrc1Op, kind, 'vsrc1') : { code: 0, scalar: false };
  const neg = mods.neg ?? 0;
  const abs = mods.abs ?? 0;
  const vccDst = inst.format === 'VOPC' ? inst.operands[0] : undefined;
  const dst = inst.format === 'VOP1' || inst.format === 'VOP2' ? registerField(ops.get('vdst'), 'v', 'vdst') : 0;
  slots.forEach((s, i) => {
    if (s.field === 'vcc' && !(inst.format === 'VOPC' && i === 0) && !isVcc(inst.operands[i], target)) {
      throw new CodecError('operand', `the ${kind} encoding only takes vcc here`);
    }
  });
  const word0 = nativeWord0(inst.format, entry.opcode, dst, src1.code, kind === 'sdwa' ? SDWA_CODE : DPP_CODE);
  let word1: number;
  if (kind === 'sdwa') {
    const s = mods.sdwa!;
    if (mods.omod) throw new CodecError('unsupported', 'SDWA omod is not supported');
    let middle: number;
    if (inst.format === 'VOPC') {
      // sd=0 writes vcc; an explicit SGPR destination sets sd.
      middle = isVcc(vccDst, target) ? 0 : (registerField(vccDst, 's', 'sdst') | 0x80) << 8;
    } else {
      middle = (s.dstSel << 8) | (s.dstUnused << 11) | ((mods.clamp ? 1 : 0) << 13);
    }
    // VOP1 has no src1: its select field stays 0, as LLVM writes it.
    const src1Sel = inst.format === 'VOP1' ? 0 : s.src1Sel;
    word1 =
      src0.code | middle | (s.src0Sel << 16) | ((s.sext & 1) << 19) | ((neg & 1) << 20) | ((abs & 1) << 21) | ((src0.scalar ? 1 : 0) << 23) |
      (src1Sel << 24) | (((s.sext >> 1) & 1) << 27) | (((neg >> 1) & 1) << 28) | (((abs >> 1) & 1) << 29) | ((src1.scalar ? 1 : 0) << 31);
  } else {
    const d = mods.dpp!;
    if (d.fi && target.gfx === 'gfx9') throw new CodecError('operand', 'GFX9 DPP has no fi');
    if (mods.clamp || mods.omod) throw new CodecError('unsupported', 'DPP clamp/omod are not supported');
    word1 =
      src0.code | (d.ctrl << 8) | ((d.fi ? 1 : 0) << 18) | ((d.boundCtrl ? 1 : 0) << 19) | ((neg & 1) << 20) | ((abs & 1) << 21) |
      (((neg >> 1) & 1) << 22) | (((abs >> 1) & 1) << 23) | (d.bankMask << 24) | (d.rowMask << 28);
  }
  return [word0, word1 >>> 0];
}

function decodedSource(code: number, scalar: boolean, size: number, target: Target, what: string): Operand {
  if (!scalar) return { kind: 'reg', code: VGPR_BASE + code, size };
  const op = decodeSource(code, size, () => {
    throw new CodecError('malformed', `${what}: SDWA has no literal operand`);
  });
  return checkRegister(op, target, what);
}

function sel(value: number, what: string): SdwaSel {
  if (value > SEL_DWORD) throw new CodecError('malformed', `${what} ${value} is not a select`);
  return value as SdwaSel;
}

export function decodeExtension(words: Uint32Array, index: number, format: Format, entry: TableEntry, target: Target): DecodeResult {
  const w0 = words[index]! >>> 0;
  const kind: VopExtension = field(w0, 0, 9) === SDWA_CODE ? 'sdwa' : 'dpp';
  checkTarget(kind, entry, target);
  if (index + 1 >= words.length) throw new CodecError('truncated', `${kind.toUpperCase()} needs two dwords, input ends`);
  const w1 = words[index + 1]! >>> 0;
  const sdwa = kind === 'sdwa';
  const src0Scalar = sdwa && field(w1, 23, 1) === 1;
  const src1Scalar = sdwa && field(w1, 31, 1) === 1;
  let vccDst: Operand | undefined;
  if (sdwa && format === 'VOPC' && field(w1, 15, 1) === 1) vccDst = checkRegister({ kind: 'reg', code: field(w1, 8, 7), size: typeDwords('lm', target) }, target, 'sdst');
  const operands = entry.def.slots.map((slot, i): Operand => {
    const size = typeDwords(slot.type, target);
    switch (slot.field) {
      case 'vcc':
        return format === 'VOPC' && i === 0 && vccDst ? vccDst : { kind: 'reg', code: CODE_VCC_LO, size };
      case 'vdst':
        return { kind: 'reg', code: VGPR_BASE + field(w0, 17, 8), size };
      case 'src0':
        return decodedSource(field(w1, 0, 8), src0Scalar, size, target, 'src0');
      case 'vsrc1':
        return decodedSource(field(w0, 9, 8), src1Scalar, size, target, 'vsrc1');
      default:
        throw new CodecError('unsupported', `unknown VOP slot ${slot.field}`);
    }
  });
  let mods: Modifiers;
  if (sdwa) {
    const vopc = format === 'VOPC';
    if (!vopc && field(w1, 14, 2) !== 0) throw new CodecError('unsupported', 'SDWA omod is not supported');
    const unused = vopc ? 0 : field(w1, 11, 2);
    if (unused > 2) throw new CodecError('malformed', 'dst_unused 3 is reserved');
    const sdwaFields: SdwaFields = {
      dstSel: vopc ? SEL_DWORD : sel(field(w1, 8, 3), 'dst_sel'),
      dstUnused: unused as 0 | 1 | 2,
      src0Sel: sel(field(w1, 16, 3), 'src0_sel'),
      src1Sel: format === 'VOP1' ? SEL_DWORD : sel(field(w1, 24, 3), 'src1_sel'),
      sext: field(w1, 19, 1) | (field(w1, 27, 1) << 1),
    };
    mods = {
      ...cleanMods({
        neg: field(w1, 20, 1) | (field(w1, 28, 1) << 1) || undefined,
        abs: field(w1, 21, 1) | (field(w1, 29, 1) << 1) || undefined,
        clamp: !vopc && field(w1, 13, 1) === 1,
      }),
      sdwa: sdwaFields,
    };
  } else {
    const dpp: DppFields = {
      ctrl: field(w1, 8, 9),
      rowMask: field(w1, 28, 4),
      bankMask: field(w1, 24, 4),
      boundCtrl: field(w1, 19, 1) === 1,
      fi: field(w1, 18, 1) === 1,
    };
    if (dppCtrlText(dpp.ctrl) === undefined) throw new CodecError('unsupported', `dpp_ctrl 0x${dpp.ctrl.toString(16)} is not supported`);
    mods = {
      ...cleanMods({ neg: field(w1, 20, 1) | (field(w1, 22, 1) << 1) || undefined, abs: field(w1, 21, 1) | (field(w1, 23, 1) << 1) || undefined }),
      dpp,
    };
  }
  return { inst: { op: entry.mnemonic, format, operands, mods }, dwords: 2 };
}

export function dppCtrlText(ctrl: number): string | undefined {
  if (ctrl <= 0xff) return `quad_perm:[${[0, 2, 4, 6].map((s) => (ctrl >> s) & 3).join(',')}]`;
  const n = ctrl & 0xf;
  if (n !== 0 && ctrl >= 0x101 && ctrl <= 0x12f) return `${['row_shl', 'row_shr', 'row_ror'][(ctrl >> 4) & 3]}:${n}`;
  if (ctrl === 0x140) return 'row_mirror';
  if (ctrl === 0x141) return 'row_half_mirror';
  return undefined;
}

export function parseDppCtrl(word: string): number | undefined {
  const quad = /^quad_perm:\[(\d),(\d),(\d),(\d)\]$/.exec(word);
  if (quad) return quad.slice(1).reduce((acc, d, i) => acc | ((Number(d) & 3) << (2 * i)), 0);
  const row = /^(row_shl|row_shr|row_ror):(\d+)$/.exec(word);
  if (row && Number(row[2]) >= 1 && Number(row[2]) <= 15) return 0x100 + ['row_shl', 'row_shr', 'row_ror'].indexOf(row[1]!) * 0x10 + Number(row[2]);
  if (word === 'row_mirror') return 0x140;
  if (word === 'row_half_mirror') return 0x141;
  return undefined;
}

function sourceText(op: Operand, slot: Slot, i: number, mods: Modifiers, target: Target): string {
  let text = printSlot(op, slot, target);
  if (((mods.sdwa?.sext ?? 0) >> i) & 1) text = `sext(${text})`;
  if (((mods.abs ?? 0) >> i) & 1) text = `|${text}|`;
  if (((mods.neg ?? 0) >> i) & 1) text = `-${text}`;
  return text;
}

export function printExtension(inst: Instruction, entry: TableEntry, target: Target): string {
  const mods = inst.mods;
  const operands = entry.def.slots.map((slot, i) => {
    const op = inst.operands[i]!;
    const source = slot.field === 'src0' ? 0 : slot.field === 'vsrc1' ? 1 : -1;
    return source >= 0 ? sourceText(op, slot, source, mods, target) : printSlot(op, slot, target);
  });
  const words: string[] = [];
  if (mods.clamp) words.push('clamp');
  if (mods.sdwa) {
    const s = mods.sdwa;
    if (inst.format !== 'VOPC') words.push(`dst_sel:${SEL_NAMES[s.dstSel]}`, `dst_unused:${UNUSED_NAMES[s.dstUnused]}`);
    words.push(`src0_sel:${SEL_NAMES[s.src0Sel]}`);
    if (inst.format !== 'VOP1') words.push(`src1_sel:${SEL_NAMES[s.src1Sel]}`);
  } else if (mods.dpp) {
    const d = mods.dpp;
    words.push(dppCtrlText(d.ctrl)!, `row_mask:0x${d.rowMask.toString(16)}`, `bank_mask:0x${d.bankMask.toString(16)}`);
    if (d.boundCtrl) words.push('bound_ctrl:1');
    if (d.fi) words.push('fi:1');
  }
  return [operands.join(', '), ...words].join(' ');
}

/** Peels `-x`, `|x|` and (SDWA) `sext(x)` off a source. */
function peel(text: string): { inner: string; neg: boolean; abs: boolean; sext: boolean } {
  let t = text.trim();
  const neg = t.startsWith('-') && /^-\s*(\||sext\(|[a-z])/i.test(t);
  if (neg) t = t.slice(1).trim();
  const bars = /^\|(.*)\|$/.exec(t);
  if (bars) t = bars[1]!.trim();
  const sext = /^sext\((.*)\)$/i.exec(t);
  if (sext) t = sext[1]!.trim();
  return { inner: t, neg, abs: !!bars, sext: !!sext };
}

function selNamed(text: string, what: string): SdwaSel {
  const i = SEL_NAMES.indexOf(text as (typeof SEL_NAMES)[number]);
  if (i < 0) throw new CodecError('syntax', `${what}: expected one of ${SEL_NAMES.join(', ')}, got '${text}'`);
  return i as SdwaSel;
}

export function parseExtension(text: string, entry: TableEntry, kind: VopExtension, target: Target): Instruction {
  checkTarget(kind, entry, target);
  const format = entry.def.format;
  const slots = entry.def.slots;
  const { operands: pieces, mods: words } = splitOperandText(text);
  if (pieces.length !== slots.length) throw new CodecError('operand', `${entry.mnemonic}_${kind} takes ${slots.length} operand(s), got ${pieces.length}`);
  let neg = 0;
  let abs = 0;
  let sext = 0;
  const operands = slots.map((slot, i): Operand => {
    const piece = pieces[i]!;
    if (slot.field === 'vdst' || slot.field === 'vcc') return parseSlotRegister(piece, slot.type, target, slot.field);
    const source = slot.field === 'src0' ? 0 : 1;
    const m = peel(piece);
    if (m.neg) neg |= 1 << source;
    if (m.abs) abs |= 1 << source;
    if (m.sext) sext |= 1 << source;
    const op = slot.field === 'vsrc1' && kind === 'dpp' ? parseSlotRegister(m.inner, slot.type, target, slot.field) : parseSlotSource(m.inner, slot.type, target, slot.field);
    extSource(op, kind, slot.field);
    return op;
  });
  let clamp = false;
  const sdwa = { dstSel: SEL_DWORD, dstUnused: 0 as 0 | 1 | 2, src0Sel: SEL_DWORD, src1Sel: SEL_DWORD };
  const dpp = { ctrl: -1, rowMask: 0xf, bankMask: 0xf, boundCtrl: false, fi: false };
  for (const word of words) {
    const [name, value = ''] = word.split(/:(.*)/s) as [string, string?];
    if (word === 'clamp') clamp = true;
    else if (kind === 'sdwa' && name === 'dst_sel') sdwa.dstSel = selNamed(value, name);
    else if (kind === 'sdwa' && name === 'src0_sel') sdwa.src0Sel = selNamed(value, name);
    else if (kind === 'sdwa' && name === 'src1_sel') sdwa.src1Sel = selNamed(value, name);
    else if (kind === 'sdwa' && name === 'dst_unused') {
      const u = UNUSED_NAMES.indexOf(value as (typeof UNUSED_NAMES)[number]);
      if (u < 0) throw new CodecError('syntax', `dst_unused: expected one of ${UNUSED_NAMES.join(', ')}, got '${value}'`);
      sdwa.dstUnused = u as 0 | 1 | 2;
    } else if (kind === 'dpp' && (name === 'row_mask' || name === 'bank_mask')) {
      const v = Number(value);
      if (!Number.isInteger(v) || v < 0 || v > 15) throw new CodecError('syntax', `${name} must be 0..0xf, got '${value}'`);
      dpp[name === 'row_mask' ? 'rowMask' : 'bankMask'] = v;
    } else if (kind === 'dpp' && name === 'bound_ctrl') dpp.boundCtrl = true; // LLVM sets the bit for bound_ctrl:0 and :1 alike
    else if (kind === 'dpp' && word === 'fi:1') dpp.fi = true;
    else if (kind === 'dpp' && word === 'fi:0') dpp.fi = false;
    else if (kind === 'dpp' && parseDppCtrl(word) !== undefined) dpp.ctrl = parseDppCtrl(word)!;
    else throw new CodecError('syntax', `unexpected ${kind.toUpperCase()} modifier '${word}'`);
  }
  if (kind === 'dpp' && dpp.ctrl < 0) throw new CodecError('syntax', 'DPP needs a control (quad_perm:[..], row_shl:N, …)');
  const extension = kind === 'sdwa' ? { sdwa: { ...sdwa, sext } } : { dpp };
  const inst: Instruction = {
    op: entry.mnemonic,
    format,
    operands,
    mods: { ...cleanMods({ neg: neg || undefined, abs: abs || undefined, clamp }), ...extension },
  };
  encodeExtension(inst, entry, target);
  return inst;
}
