/**
 * Parameter interpolation encodings.
 *   VINTRP  (GFX9–GFX10.3) [31:26]=0x35 (GFX9) / 0x32 (GFX10)  vdst[25:18]
 *           op[17:16] attr[15:10] attrchan[9:8] vsrc[7:0]; v_interp_mov_f32's
 *           vsrc holds the parameter (0 p10, 1 p20, 2 p0). LLVM prints `_e32`.
 *   LDSDIR  (GFX11) [31:24]=0xce  op[21:20] wait_vdst[19:16] attr[15:10]
 *           attrchan[9:8] vdst[7:0]
 *   VINTERP (GFX11) word0 [31:24]=0xcd  op[22:16] clamp[15] op_sel[14:11]
 *           wait_exp[10:8] vdst[7:0]; word1 neg[31:29] src2[26:18] src1[17:9]
 *           src0[8:0]. Sources are VGPRs; op_sel exists for the f16 forms only.
 * Attribute and channel are Modifiers.attr / .chan (always present where the
 * instruction has them); neg, op_sel, wait_vdst and wait_exp appear in
 * Modifiers only when nonzero, as LLVM prints them.
 */
import type { GfxLevel, Target } from '../gfx_level.js';
import type { Format, Instruction, Modifiers } from '../instruction.js';
import type { Operand } from '../operand.js';
import { VGPR_BASE } from '../operand.js';
import type { OpcodeTable, TableEntry } from '../opcode_table.js';
import { CodecError, type FormatCodec, type DecodeResult } from '../codec.js';
import { parseRegister } from '../operand_text.js';
import { splitOperandText, parseModifiers, cleanMods, bit, field } from './common.js';

const VINTRP_PREFIX: Readonly<Record<GfxLevel, number | undefined>> = { gfx9: 0x35, gfx10: 0x32, gfx10_3: 0x32, gfx11: undefined };
const LDSDIR_PREFIX = 0xce;
const VINTERP_PREFIX = 0xcd;
const CHANNELS = ['x', 'y', 'z', 'w'];
const PARAMS = ['p10', 'p20', 'p0'];

/** Index of a single-VGPR operand. */
function vgprIndex(op: Operand | undefined, what: string): number {
  if (!op || op.kind !== 'reg' || op.code < VGPR_BASE || op.size !== 1) throw new CodecError('operand', `${what} must be one VGPR`);
  return op.code - VGPR_BASE;
}

const vgpr = (index: number): Operand => ({ kind: 'reg', code: VGPR_BASE + index, size: 1 });

function checkCount(inst: Instruction, n: number): void {
  if (inst.operands.length !== n) throw new CodecError('operand', `${inst.op} takes ${n} operand(s), got ${inst.operands.length}`);
}

/** A modifier value in [0, max], treating absent as 0 unless `required`. */
function modValue(mods: Modifiers, key: 'attr' | 'chan' | 'waitVdst' | 'waitExp' | 'neg' | 'opsel', max: number, required = false): number {
  const v = mods[key];
  if (v === undefined) {
    if (required) throw new CodecError('operand', `missing ${key}`);
    return 0;
  }
  if (!Number.isInteger(v) || v < 0 || v > max) throw new CodecError('operand', `${key} ${v} out of range 0..${max}`);
  return v;
}

/** Throws when modifiers other than the allowed ones are set. */
function onlyMods(inst: Instruction, allowed: readonly (keyof Modifiers)[]): void {
  for (const [k, v] of Object.entries(inst.mods)) {
    if (v !== undefined && v !== false && !allowed.includes(k as keyof Modifiers)) {
      throw new CodecError('operand', `${inst.op} has no '${k}' modifier`);
    }
  }
}

const hasOpsel = (mnemonic: string) => mnemonic.includes('f16');
/** lds_param_load names an attribute; lds_direct_load reads the address in M0. */
const readsAttr = (entry: TableEntry) => entry.mnemonic === 'lds_param_load';

function attrBits(inst: Instruction): number {
  return (modValue(inst.mods, 'attr', 63, true) << 10) | (modValue(inst.mods, 'chan', 3, true) << 8);
}

function encode(inst: Instruction, entry: TableEntry, target: Target): number[] {
  const op = entry.opcode;
  switch (inst.format) {
    case 'VINTRP': {
      const prefix = VINTRP_PREFIX[target.gfx];
      if (prefix === undefined) throw new CodecError('unsupported', `no VINTRP encoding on ${target.gfx}`);
      checkCount(inst, 2);
      onlyMods(inst, ['attr', 'chan']);
      const src = inst.operands[1]!;
      let vsrc: number;
      if (entry.def.slots[1]!.field === 'param') {
        if (src.kind !== 'imm' || !(src.value >= 0 && src.value <= 2)) throw new CodecError('operand', 'parameter must be p10, p20 or p0 (imm 0..2)');
        vsrc = src.value;
      } else vsrc = vgprIndex(src, 'vsrc');
      const w = (prefix << 26) | (vgprIndex(inst.operands[0], 'vdst') << 18) | (op << 16) | attrBits(inst) | vsrc;
      return [w >>> 0];
    }
    case 'LDSDIR': {
      checkCount(inst, 1);
      const param = readsAttr(entry);
      onlyMods(inst, param ? ['attr', 'chan', 'waitVdst'] : ['waitVdst']);
      const w =
        (LDSDIR_PREFIX << 24) |
        (op << 20) |
        (modValue(inst.mods, 'waitVdst', 15) << 16) |
        (param ? attrBits(inst) : 0) |
        vgprIndex(inst.operands[0], 'vdst');
      return [w >>> 0];
    }
    case 'VINTERP': {
      checkCount(inst, 4);
      const opsel = hasOpsel(entry.mnemonic);
      onlyMods(inst, opsel ? ['neg', 'clamp', 'opsel', 'waitExp'] : ['neg', 'clamp', 'waitExp']);
      const w0 =
        (VINTERP_PREFIX << 24) |
        (op << 16) |
        (inst.mods.clamp ? 1 << 15 : 0) |
        (modValue(inst.mods, 'opsel', 15) << 11) |
        (modValue(inst.mods, 'waitExp', 7) << 8) |
        vgprIndex(inst.operands[0], 'vdst');
      const src = (i: number) => VGPR_BASE + vgprIndex(inst.operands[i + 1], `src${i}`);
      const w1 = (modValue(inst.mods, 'neg', 7) << 29) | (src(2) << 18) | (src(1) << 9) | src(0);
      return [w0 >>> 0, w1 >>> 0];
    }
    default:
      throw new CodecError('unsupported', `interpolation codec cannot encode ${inst.format}`);
  }
}

function opcodeOf(words: readonly number[], format: Format): number {
  const w = words[0]! >>> 0;
  switch (format) {
    case 'VINTRP':
      return field(w, 16, 2);
    case 'LDSDIR':
      return field(w, 20, 2);
    default:
      return field(w, 16, 7);
  }
}

function decode(words: Uint32Array, index: number, format: Format, table: OpcodeTable, target: Target): DecodeResult {
  const w = words[index]! >>> 0;
  const opcode = opcodeOf([w], format);
  const entry = table.byOpcode.get(format)?.get(opcode);
  if (!entry) throw new CodecError('unknown-opcode', `unknown ${format} opcode ${opcode} on ${target.gfx}`);
  const inst = (operands: Operand[], mods: Record<string, number | boolean | undefined>): Instruction => ({
    op: entry.mnemonic,
    format,
    operands,
    mods: cleanMods(mods),
  });
  const attr = { attr: field(w, 10, 6), chan: field(w, 8, 2) };
  switch (format) {
    case 'VINTRP': {
      const vsrc = field(w, 0, 8);
      let src: Operand;
      if (entry.def.slots[1]!.field === 'param') {
        if (vsrc > 2) throw new CodecError('malformed', `invalid interpolation parameter ${vsrc}`);
        src = { kind: 'imm', value: vsrc };
      } else src = vgpr(vsrc);
      return { inst: inst([vgpr(field(w, 18, 8)), src], attr), dwords: 1 };
    }
    case 'LDSDIR': {
      if (field(w, 22, 2)) throw new CodecError('malformed', 'reserved bits [23:22] set');
      const param = readsAttr(entry);
      if (!param && field(w, 8, 8)) throw new CodecError('malformed', `${entry.mnemonic} has no attribute but bits [15:8] are set`);
      const waitVdst = field(w, 16, 4) || undefined;
      return { inst: inst([vgpr(field(w, 0, 8))], param ? { ...attr, waitVdst } : { waitVdst }), dwords: 1 };
    }
    default: {
      if (index + 1 >= words.length) throw new CodecError('truncated', 'VINTERP needs 2 dwords, input ends');
      const w1 = words[index + 1]! >>> 0;
      if (bit(w, 23)) throw new CodecError('malformed', 'reserved bit 23 set');
      if (field(w1, 27, 2)) throw new CodecError('malformed', 'reserved bits [60:59] set');
      const opsel = field(w, 11, 4);
      if (opsel && !hasOpsel(entry.mnemonic)) throw new CodecError('malformed', `${entry.mnemonic} has no op_sel`);
      const src = (i: number): Operand => {
        const code = field(w1, 9 * i, 9);
        if (code < VGPR_BASE) throw new CodecError('malformed', `src${i} must be a VGPR, got source code ${code}`);
        return { kind: 'reg', code, size: 1 };
      };
      const mods = {
        neg: field(w1, 29, 3) || undefined,
        clamp: bit(w, 15),
        opsel: opsel || undefined,
        waitExp: field(w, 8, 3) || undefined,
      };
      return { inst: inst([vgpr(field(w, 0, 8)), src(0), src(1), src(2)], mods), dwords: 2 };
    }
  }
}

function vgprText(op: Operand | undefined, what: string): string {
  return `v${vgprIndex(op, what)}`;
}

function attrText(mods: Modifiers): string {
  return `attr${modValue(mods, 'attr', 63, true)}.${CHANNELS[modValue(mods, 'chan', 3, true)]}`;
}

function print(inst: Instruction, entry: TableEntry): string {
  switch (inst.format) {
    case 'VINTRP': {
      const src = inst.operands[1];
      const srcText = src?.kind === 'imm' ? PARAMS[src.value] : vgprText(src, 'vsrc');
      if (srcText === undefined) throw new CodecError('operand', 'parameter must be p10, p20 or p0 (imm 0..2)');
      return `${vgprText(inst.operands[0], 'vdst')}, ${srcText}, ${attrText(inst.mods)}`;
    }
    case 'LDSDIR': {
      const wait = modValue(inst.mods, 'waitVdst', 15);
      const attr = readsAttr(entry) ? `, ${attrText(inst.mods)}` : '';
      return `${vgprText(inst.operands[0], 'vdst')}${attr}${wait ? ` wait_vdst:${wait}` : ''}`;
    }
    default: {
      const neg = modValue(inst.mods, 'neg', 7);
      const srcs = [0, 1, 2].map((i) => `${bit(neg, i) ? '-' : ''}${vgprText(inst.operands[i + 1], `src${i}`)}`);
      const opsel = modValue(inst.mods, 'opsel', 15);
      const waitExp = modValue(inst.mods, 'waitExp', 7);
      return (
        [vgprText(inst.operands[0], 'vdst'), ...srcs].join(', ') +
        (inst.mods.clamp ? ' clamp' : '') +
        (opsel ? ` op_sel:[${[0, 1, 2, 3].map((i) => (bit(opsel, i) ? 1 : 0)).join(',')}]` : '') +
        (waitExp ? ` wait_exp:${waitExp}` : '')
      );
    }
  }
}

function parseVgpr(text: string | undefined, target: Target, what: string): Operand {
  const op = text === undefined ? undefined : parseRegister(text, target.gfx);
  vgprIndex(op, what);
  return op!;
}

function parseAttr(text: string | undefined): { attr: number; chan: number } {
  const m = /^attr(\d+)\.([xyzw])$/i.exec(text ?? '');
  if (!m || Number(m[1]) > 63) throw new CodecError('operand', `expected attrN.[xyzw] (N 0..63), got '${text ?? ''}'`);
  return { attr: Number(m[1]), chan: CHANNELS.indexOf(m[2]!.toLowerCase()) };
}

function parseOpsel(value: string): number {
  const m = /^\[([01])(?:,([01]))?(?:,([01]))?(?:,([01]))?\]$/.exec(value.replace(/\s+/g, ''));
  if (!m) throw new CodecError('syntax', `invalid op_sel '${value}'`);
  return m.slice(1).reduce((acc, b, i) => acc | (b === '1' ? 1 << i : 0), 0);
}

function parse(text: string, entry: TableEntry, format: Format, target: Target): Instruction {
  const { operands: pieces, mods: words } = splitOperandText(text);
  const expect = (n: number) => {
    if (pieces.length !== n) throw new CodecError('operand', `${entry.mnemonic} takes ${n} operand(s), got ${pieces.length}`);
  };
  const make = (operands: Operand[], mods: Record<string, number | boolean | undefined>): Instruction => ({
    op: entry.mnemonic,
    format,
    operands,
    mods: cleanMods(mods),
  });
  switch (format) {
    case 'VINTRP': {
      expect(3);
      parseModifiers(words, [], []);
      let src: Operand;
      if (entry.def.slots[1]!.field === 'param') {
        const p = PARAMS.indexOf(pieces[1]!.toLowerCase());
        if (p < 0) throw new CodecError('operand', `expected p10, p20 or p0, got '${pieces[1]}'`);
        src = { kind: 'imm', value: p };
      } else src = parseVgpr(pieces[1], target, 'vsrc');
      return make([parseVgpr(pieces[0], target, 'vdst'), src], parseAttr(pieces[2]));
    }
    case 'LDSDIR': {
      const param = readsAttr(entry);
      expect(param ? 2 : 1);
      const m = parseModifiers(words, [], ['wait_vdst']);
      if (m.waitVdst !== undefined && (m.waitVdst < 0 || m.waitVdst > 15)) throw new CodecError('operand', 'wait_vdst must be 0..15');
      const waitVdst = m.waitVdst || undefined;
      return make([parseVgpr(pieces[0], target, 'vdst')], param ? { ...parseAttr(pieces[1]), waitVdst } : { waitVdst });
    }
    case 'VINTERP': {
      expect(4);
      const withOpsel = hasOpsel(entry.mnemonic);
      const m = parseModifiers(words, ['clamp'], ['wait_exp'], (word, mods) => {
        if (!withOpsel || !word.startsWith('op_sel:')) return false;
        mods.opsel = parseOpsel(word.slice('op_sel:'.length));
        return true;
      });
      if (m.waitExp !== undefined && (m.waitExp < 0 || m.waitExp > 7)) throw new CodecError('operand', 'wait_exp must be 0..7');
      let neg = 0;
      const srcs = [1, 2, 3].map((i) => {
        let piece = pieces[i]!;
        if (piece.startsWith('-')) {
          neg |= 1 << (i - 1);
          piece = piece.slice(1);
        }
        return parseVgpr(piece, target, `src${i - 1}`);
      });
      return make([parseVgpr(pieces[0], target, 'vdst'), ...srcs], {
        neg: neg || undefined,
        clamp: m.clamp,
        opsel: m.opsel || undefined,
        waitExp: m.waitExp || undefined,
      });
    }
    default:
      throw new CodecError('unsupported', `interpolation codec cannot parse ${format}`);
  }
}

export const INTERP_CODEC: FormatCodec = {
  encode,
  decode,
  suffix: (inst) => (inst.format === 'VINTRP' ? '_e32' : ''),
  print: (inst, entry) => print(inst, entry),
  parse,
  opcodeOf: (words, format) => opcodeOf(words, format),
};
