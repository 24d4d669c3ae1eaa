/**
 * DS: LDS/GDS access, two dwords.
 *   GFX9   w0: [31:26]=0x36 op[24:17] gds[16] offset1[15:8] offset0[7:0]
 *   GFX10+ w0: [31:26]=0x36 op[25:18] gds[17] offset1[15:8] offset0[7:0]
 *   all    w1: vdst[31:24] data1[23:16] data0[15:8] addr[7:0]
 * Single-address instructions use offset1:offset0 as one 16-bit `offset`; the
 * two-address forms (read2/write2/wrxchg2, GFX11 *_2addr_*) have two 8-bit
 * offsets in element units. ds_swizzle_b32 prints its offset as a swizzle()
 * pattern when LLVM recognises one.
 */
import type { GfxLevel, Target } from '../gfx_level.js';
import type { Format, Instruction, Modifiers } from '../instruction.js';
import type { Operand } from '../operand.js';
import { VGPR_BASE } from '../operand.js';
import type { OpcodeTable, TableEntry } from '../opcode_table.js';
import { CodecError, type FormatCodec, type DecodeResult } from '../codec.js';
import { typeDwords } from '../operand_text.js';
import {
  checkRegister,
  cleanMods,
  flagText,
  parseModifiers,
  parseSlotRegister,
  printSlot,
  existingRegisterField,
  splitOperandText,
  bit,
  field,
  requireCanonical,
} from './common.js';

const WORD1_SHIFT: Readonly<Record<string, number>> = { vaddr: 0, vdata0: 8, vdata1: 16, vdst: 24 };

function isTwoAddress(entry: TableEntry): boolean {
  return /^ds_(read2|write2|wrxchg2)/.test(entry.def.name);
}

function isSwizzle(entry: TableEntry): boolean {
  return entry.def.name === 'ds_swizzle_b32';
}

function gdsBit(target: Target): number {
  return target.gfx === 'gfx9' ? 16 : 17;
}

function opShift(gfx: GfxLevel): number {
  return gfx === 'gfx9' ? 17 : 18;
}

/** Modifiers an instruction takes: ds_nop none, the permutes no gds. */
function allowedMods(entry: TableEntry): readonly string[] {
  if (entry.def.name === 'ds_nop') return [];
  if (/^ds_b?permute_b32$/.test(entry.def.name)) return ['offset'];
  return isTwoAddress(entry) ? ['offset0', 'offset1', 'gds'] : ['offset', 'gds'];
}

function checkRange(value: number, max: number, what: string): number {
  if (!Number.isInteger(value) || value < 0 || value > max) throw new CodecError('operand', `${what} ${value} is out of range 0..${max}`);
  return value;
}

function encode(inst: Instruction, entry: TableEntry, target: Target): number[] {
  const slots = entry.def.slots;
  if (inst.operands.length !== slots.length) {
    throw new CodecError('operand', `expected ${slots.length} operand(s), got ${inst.operands.length}`);
  }
  const two = isTwoAddress(entry);
  const allowed = allowedMods(entry);
  for (const key of Object.keys(inst.mods)) {
    if (!allowed.includes(key)) throw new CodecError('operand', `${entry.mnemonic} has no '${key}' modifier`);
  }
  const m = inst.mods;
  const offsets = two
    ? checkRange(m.offset0 ?? 0, 255, 'offset0') | (checkRange(m.offset1 ?? 0, 255, 'offset1') << 8)
    : checkRange(m.offset ?? 0, 0xffff, 'offset');
  const w0 = (0x36 << 26) | (entry.opcode << opShift(target.gfx)) | (+!!m.gds << gdsBit(target)) | offsets;
  let w1 = 0;
  slots.forEach((slot, i) => {
    const op = inst.operands[i]!;
    const size = typeDwords(slot.type, target);
    if (op.kind !== 'reg' || op.size !== size) throw new CodecError('operand', `${slot.field} must be ${size} VGPR(s)`);
    w1 |= existingRegisterField(op, 'v', slot.field, target) << WORD1_SHIFT[slot.field]!;
  });
  return [w0 >>> 0, w1 >>> 0];
}

function opcodeOf(words: readonly number[], gfx: GfxLevel): number {
  return field(words[0]! >>> 0, opShift(gfx), 8);
}

function decode(words: Uint32Array, index: number, format: Format, table: OpcodeTable, target: Target): DecodeResult {
  if (index + 1 >= words.length) throw new CodecError('truncated', 'DS needs 2 dwords');
  const w0 = words[index]! >>> 0;
  const w1 = words[index + 1]! >>> 0;
  const opcode = opcodeOf([w0], target.gfx);
  const entry = table.byOpcode.get('DS')?.get(opcode);
  if (!entry) throw new CodecError('unknown-opcode', `unknown DS opcode ${opcode}`);
  const operands = entry.def.slots.map((slot): Operand => {
    const code = VGPR_BASE + field(w1, WORD1_SHIFT[slot.field]!, 8);
    return checkRegister({ kind: 'reg', code, size: typeDwords(slot.type, target) }, target, slot.field);
  });
  const gds = bit(w0, gdsBit(target));
  const mods = isTwoAddress(entry)
    ? cleanMods({ offset0: field(w0, 0, 8) || undefined, offset1: field(w0, 8, 8) || undefined, gds })
    : cleanMods({ offset: field(w0, 0, 16) || undefined, gds });
  const inst: Instruction = { op: entry.mnemonic, format, operands, mods };
  requireCanonical(() => encode(inst, entry, target), [w0, w1], entry.mnemonic);
  return { inst, dwords: 2 };
}

// ds_swizzle_b32 offset patterns (LLVM's AMDGPU::Swizzle encoding).
const QUAD_PERM_ENC = 0x8000;
const BITMASK_MAX = 0x1f;

function isPow2(v: number): boolean {
  return v > 0 && (v & (v - 1)) === 0;
}

function bitmaskText(and: number, or: number, xor: number): string {
  const probe0 = or ^ xor;
  const probe1 = ((BITMASK_MAX & and) | or) ^ xor;
  let s = '';
  for (let mask = 0x10; mask > 0; mask >>= 1) {
    const p0 = probe0 & mask;
    const p1 = probe1 & mask;
    s += p0 === p1 ? (p0 ? '1' : '0') : p0 ? 'i' : 'p';
  }
  return `"${s}"`;
}

/** The swizzle offset as LLVM prints it (without `offset:`). */
function swizzleText(imm: number): string {
  if ((imm & 0xff00) === QUAD_PERM_ENC) {
    const lanes = [0, 2, 4, 6].map((s) => (imm >> s) & 3);
    return `swizzle(QUAD_PERM,${lanes.join(',')})`;
  }
  if ((imm & 0x8000) === 0) {
    const and = imm & BITMASK_MAX;
    const or = (imm >> 5) & BITMASK_MAX;
    const xor = (imm >> 10) & BITMASK_MAX;
    if (and === BITMASK_MAX && or === 0 && isPow2(xor)) return `swizzle(SWAP,${xor})`;
    if (and === BITMASK_MAX && or === 0 && xor > 0 && isPow2(xor + 1)) return `swizzle(REVERSE,${xor + 1})`;
    const group = BITMASK_MAX - and + 1;
    if (group > 1 && isPow2(group) && or < group && xor === 0) return `swizzle(BROADCAST,${group},${or})`;
    return `swizzle(BITMASK_PERM,${bitmaskText(and, or, xor)})`;
  }
  return String(imm);
}

function swizzleValue(text: string): number {
  const m = /^swizzle\((.*)\)$/i.exec(text.trim());
  if (!m) {
    const v = Number(text);
    if (!/^(0x[0-9a-f]+|\d+)$/i.test(text) || v > 0xffff) throw new CodecError('syntax', `invalid swizzle offset '${text}'`);
    return v;
  }
  const args = m[1]!.split(',').map((a) => a.trim());
  const mode = args[0]!.toUpperCase();
  const nums = args.slice(1).map(Number);
  const bad = () => new CodecError('syntax', `invalid swizzle pattern '${text}'`);
  switch (mode) {
    case 'QUAD_PERM':
      if (nums.length !== 4 || nums.some((n) => !(n >= 0 && n <= 3))) throw bad();
      return QUAD_PERM_ENC | nums.reduce((acc, n, i) => acc | (n << (2 * i)), 0);
    case 'SWAP':
      if (nums.length !== 1 || !(nums[0]! >= 1 && nums[0]! <= 16 && isPow2(nums[0]!))) throw bad();
      return BITMASK_MAX | (nums[0]! << 10);
    case 'REVERSE':
      if (nums.length !== 1 || !(nums[0]! >= 2 && nums[0]! <= 32 && isPow2(nums[0]!))) throw bad();
      return BITMASK_MAX | ((nums[0]! - 1) << 10);
    case 'BROADCAST': {
      const [group, lane] = nums;
      if (nums.length !== 2 || !(group! >= 2 && group! <= 32 && isPow2(group!)) || !(lane! >= 0 && lane! < group!)) throw bad();
      return ((BITMASK_MAX - group! + 1) & BITMASK_MAX) | (lane! << 5);
    }
    case 'BITMASK_PERM': {
      const pm = /^"([01pi]{5})"$/i.exec(args[1] ?? '');
      if (args.length !== 2 || !pm) throw bad();
      let and = 0;
      let or = 0;
      let xor = 0;
      [...pm[1]!.toLowerCase()].forEach((c, i) => {
        const b = 1 << (4 - i);
        if (c === '1') or |= b;
        else if (c === 'p') and |= b;
        else if (c === 'i') {
          and |= b;
          xor |= b;
        }
      });
      return and | (or << 5) | (xor << 10);
    }
    default:
      throw bad();
  }
}

function print(inst: Instruction, entry: TableEntry, target: Target): string {
  const ops = entry.def.slots.map((slot, i) => printSlot(inst.operands[i]!, slot, target)).join(', ');
  const m = inst.mods;
  let mods = '';
  if (m.offset !== undefined) mods += ` offset:${isSwizzle(entry) ? swizzleText(m.offset) : m.offset}`;
  if (m.offset0 !== undefined) mods += ` offset0:${m.offset0}`;
  if (m.offset1 !== undefined) mods += ` offset1:${m.offset1}`;
  return (ops + mods + flagText(m, ['gds'])).trim();
}

function parse(text: string, entry: TableEntry, format: Format, target: Target): Instruction {
  const { operands: pieces, mods: words } = splitOperandText(text);
  const slots = entry.def.slots;
  if (pieces.length !== slots.length) throw new CodecError('operand', `${entry.mnemonic} takes ${slots.length} operand(s), got ${pieces.length}`);
  const operands = slots.map((slot, i) => parseSlotRegister(pieces[i]!, slot.type, target, slot.field));
  const two = isTwoAddress(entry);
  const parsed: Modifiers = isSwizzle(entry)
    ? parseModifiers(words, ['gds'], [], (word, mods) => {
        if (!word.startsWith('offset:')) return false;
        mods.offset = swizzleValue(word.slice('offset:'.length));
        return true;
      })
    : parseModifiers(words, ['gds'], two ? ['offset0', 'offset1'] : ['offset']);
  // Zero offsets are the default: LLVM does not print them, so drop them here.
  const mods = cleanMods({
    offset: parsed.offset || undefined,
    offset0: parsed.offset0 || undefined,
    offset1: parsed.offset1 || undefined,
    gds: parsed.gds,
  });
  const inst: Instruction = { op: entry.mnemonic, format, operands, mods };
  encode(inst, entry, target); // range checks
  return inst;
}

export const DS_CODEC: FormatCodec = {
  encode,
  decode,
  suffix: () => '',
  print,
  parse,
  opcodeOf: (words, _format, gfx) => opcodeOf(words, gfx),
};
