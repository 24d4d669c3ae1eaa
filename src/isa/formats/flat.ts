/**
 * FLAT and GLOBAL (segment 0 and 2 of one encoding), two dwords.
 *   GFX9   w0: [31:26]=0x37 op[24:18] slc[17] glc[16] seg[15:14] lds[13] offset[12:0]
 *   GFX10  w0: [31:26]=0x37 op[24:18] slc[17] glc[16] seg[15:14] lds[13] dlc[12] offset[11:0]
 *   GFX11  w0: [31:26]=0x37 op[24:18] seg[17:16] slc[15] glc[14] dlc[13] offset[12:0]
 *   all    w1: vdst[31:24] nv/sve[23] saddr[22:16] data[15:8] addr[7:0]
 * The offset is signed for GLOBAL and non-negative for FLAT. Without an SGPR
 * base saddr holds `off` (0x7f on GFX9, null on GFX10+; FLAT uses 0 on GFX9).
 * Atomics return the old value (a leading vdst operand) exactly when glc is set.
 */
import type { GfxLevel, Target } from '../gfx_level.js';
import type { Format, Instruction } from '../instruction.js';
import type { Operand } from '../operand.js';
import { VGPR_BASE, codeNull } from '../operand.js';
import type { OpcodeTable, TableEntry } from '../opcode_table.js';
import type { Slot } from '../inst_def.js';
import { CodecError, type FormatCodec, type DecodeResult } from '../codec.js';
import { typeDwords, parseRegister } from '../operand_text.js';
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

const SEG: Readonly<Partial<Record<Format, number>>> = { FLAT: 0, GLOBAL: 2 };

/** Bit positions of the word-0 fields that moved between generations. */
interface Layout {
  offsetBits: number;
  dlc?: number;
  glc: number;
  slc: number;
  seg: number;
}

function layout(gfx: GfxLevel): Layout {
  if (gfx === 'gfx9') return { offsetBits: 13, glc: 16, slc: 17, seg: 14 };
  if (gfx === 'gfx11') return { offsetBits: 13, dlc: 13, glc: 14, slc: 15, seg: 16 };
  return { offsetBits: 12, dlc: 12, glc: 16, slc: 17, seg: 14 };
}

/** saddr field value meaning "no SGPR base". */
function saddrOff(gfx: GfxLevel, format: Format): number {
  if (gfx === 'gfx9') return format === 'GLOBAL' ? 0x7f : 0;
  return codeNull(gfx);
}

function isAtomic(entry: TableEntry): boolean {
  return entry.def.name.includes('_atomic_');
}

/** Operand slots of an instruction, with the returned value of an atomic first when glc is set. */
function instSlots(entry: TableEntry, glc: boolean): Slot[] {
  const slots = [...entry.def.slots];
  if (isAtomic(entry) && glc) {
    const data = slots.find((s) => s.field === 'vdata')!;
    const type = entry.def.name.includes('cmpswap') ? ({ b64: 'b32', b128: 'b64' } as const)[data.type as 'b64' | 'b128'] : data.type;
    slots.unshift({ field: 'vdst', type });
  }
  return slots;
}

/** Dwords of the address operand: a 32-bit offset when a global access has an SGPR base. */
function vaddrDwords(saddr: Operand | undefined): number {
  return saddr && saddr.kind === 'reg' ? 1 : 2;
}

function offsetRange(gfx: GfxLevel, format: Format): [number, number] {
  const bits = layout(gfx).offsetBits;
  return format === 'GLOBAL' ? [-(1 << (bits - 1)), (1 << (bits - 1)) - 1] : [0, (1 << (bits - 1)) - 1];
}

const WORD1_SHIFT: Readonly<Record<string, number>> = { vaddr: 0, vdata: 8, vdst: 24 };

function encode(inst: Instruction, entry: TableEntry, target: Target): number[] {
  const gfx = target.gfx;
  const format = entry.def.format;
  const m = inst.mods;
  for (const key of Object.keys(m)) {
    if (!['offset', 'glc', 'slc', 'dlc'].includes(key)) throw new CodecError('operand', `${entry.mnemonic} has no '${key}' modifier`);
  }
  if (m.dlc && gfx === 'gfx9') throw new CodecError('operand', 'dlc does not exist on gfx9');
  const slots = instSlots(entry, !!m.glc);
  if (inst.operands.length !== slots.length) {
    throw new CodecError('operand', `expected ${slots.length} operand(s), got ${inst.operands.length}`);
  }
  const ops = new Map(slots.map((s, i) => [s.field, inst.operands[i]!]));
  const saddr = ops.get('saddr');
  let w1 = 0;
  for (const slot of slots) {
    const op = ops.get(slot.field)!;
    if (slot.field === 'saddr') {
      if (op.kind === 'off') w1 |= saddrOff(gfx, format) << 16;
      else {
        if (op.kind !== 'reg' || op.size !== 2) throw new CodecError('operand', 'saddr must be an SGPR pair or off');
        w1 |= existingRegisterField(op, 's', 'saddr', target) << 16;
      }
      continue;
    }
    const size = slot.field === 'vaddr' ? vaddrDwords(saddr) : typeDwords(slot.type, target);
    if (op.kind !== 'reg' || op.size !== size) throw new CodecError('operand', `${slot.field} must be ${size} VGPR(s)`);
    w1 |= existingRegisterField(op, 'v', slot.field, target) << WORD1_SHIFT[slot.field]!;
  }
  if (!saddr) w1 |= saddrOff(gfx, format) << 16;
  const offset = m.offset ?? 0;
  const [lo, hi] = offsetRange(gfx, format);
  if (!Number.isInteger(offset) || offset < lo || offset > hi) throw new CodecError('operand', `offset ${offset} is out of range ${lo}..${hi}`);
  const l = layout(gfx);
  let w0 = (0x37 << 26) | (entry.opcode << 18) | (SEG[format]! << l.seg) | (offset & ((1 << l.offsetBits) - 1));
  w0 |= (+!!m.glc << l.glc) | (+!!m.slc << l.slc);
  if (l.dlc !== undefined) w0 |= +!!m.dlc << l.dlc;
  return [w0 >>> 0, w1 >>> 0];
}

function opcodeOf(words: readonly number[]): number {
  return field(words[0]! >>> 0, 18, 7);
}

function decode(words: Uint32Array, index: number, _format: Format, table: OpcodeTable, target: Target): DecodeResult {
  if (index + 1 >= words.length) throw new CodecError('truncated', 'FLAT needs 2 dwords');
  const gfx = target.gfx;
  const w0 = words[index]! >>> 0;
  const w1 = words[index + 1]! >>> 0;
  const l = layout(gfx);
  const seg = field(w0, l.seg, 2);
  const format: Format | undefined = seg === 0 ? 'FLAT' : seg === 2 ? 'GLOBAL' : undefined;
  if (!format) throw new CodecError('unsupported', `FLAT segment ${seg} (scratch) is not supported`);
  const opcode = opcodeOf([w0]);
  const entry = table.byOpcode.get(format)?.get(opcode);
  if (!entry) throw new CodecError('unknown-opcode', `unknown ${format} opcode ${opcode}`);
  const glc = bit(w0, l.glc);
  const slots = instSlots(entry, glc);
  const saddrCode = field(w1, 16, 7);
  const hasSaddr = slots.some((s) => s.field === 'saddr');
  const saddr: Operand | undefined = !hasSaddr
    ? undefined
    : saddrCode === saddrOff(gfx, format)
      ? { kind: 'off' }
      : checkRegister({ kind: 'reg', code: saddrCode, size: 2 }, target, 'saddr');
  const operands = slots.map((slot): Operand => {
    if (slot.field === 'saddr') return saddr!;
    const size = slot.field === 'vaddr' ? vaddrDwords(saddr) : typeDwords(slot.type, target);
    return checkRegister({ kind: 'reg', code: VGPR_BASE + field(w1, WORD1_SHIFT[slot.field]!, 8), size }, target, slot.field);
  });
  const offset = (field(w0, 0, l.offsetBits) << (32 - l.offsetBits)) >> (32 - l.offsetBits);
  const mods = cleanMods({
    offset: offset || undefined,
    glc,
    slc: bit(w0, l.slc),
    dlc: l.dlc !== undefined && bit(w0, l.dlc),
  });
  const inst: Instruction = { op: entry.mnemonic, format, operands, mods };
  requireCanonical(() => encode(inst, entry, target), [w0, w1], entry.mnemonic);
  return { inst, dwords: 2 };
}

function print(inst: Instruction, entry: TableEntry, target: Target): string {
  const slots = instSlots(entry, !!inst.mods.glc);
  const ops = slots.map((slot, i) => printSlot(inst.operands[i]!, slot, target)).join(', ');
  const offset = inst.mods.offset === undefined ? '' : ` offset:${inst.mods.offset}`;
  return ops + offset + flagText(inst.mods, ['glc', 'slc', 'dlc']);
}

function parse(text: string, entry: TableEntry, _format: Format, target: Target): Instruction {
  const { operands: pieces, mods: words } = splitOperandText(text);
  const flags = target.gfx === 'gfx9' ? (['glc', 'slc'] as const) : (['glc', 'slc', 'dlc'] as const);
  const parsed = parseModifiers(words, flags, ['offset']);
  const mods = cleanMods({ offset: parsed.offset || undefined, glc: parsed.glc, slc: parsed.slc, dlc: parsed.dlc });
  const slots = instSlots(entry, !!mods.glc);
  if (pieces.length !== slots.length) throw new CodecError('operand', `${entry.mnemonic} takes ${slots.length} operand(s), got ${pieces.length}`);
  const saddrIndex = slots.findIndex((s) => s.field === 'saddr');
  const saddr: Operand | undefined =
    saddrIndex < 0 ? undefined : pieces[saddrIndex]!.toLowerCase() === 'off' ? { kind: 'off' } : parseRegister(pieces[saddrIndex]!, target.gfx);
  if (saddrIndex >= 0 && !saddr) throw new CodecError('operand', `invalid saddr '${pieces[saddrIndex]}'`);
  const operands = slots.map((slot, i): Operand => {
    if (slot.field === 'saddr') return saddr!;
    const type = slot.field === 'vaddr' ? (vaddrDwords(saddr) === 1 ? 'b32' : 'b64') : slot.type;
    return parseSlotRegister(pieces[i]!, type, target, slot.field);
  });
  const inst: Instruction = { op: entry.mnemonic, format: entry.def.format, operands, mods };
  encode(inst, entry, target); // range and operand checks
  return inst;
}

export const FLAT_CODEC: FormatCodec = {
  encode,
  decode,
  suffix: () => '',
  print,
  parse,
  opcodeOf: (words) => opcodeOf(words),
};
