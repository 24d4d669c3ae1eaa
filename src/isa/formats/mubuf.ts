/**
 * MUBUF: untyped buffer loads, stores and atomics (two dwords, prefix 0x38).
 *   GFX9   w0: offset[11:0] offen[12] idxen[13] glc[14] lds[16] slc[17] op[24:18]
 *   GFX10  w0: offset[11:0] offen[12] idxen[13] glc[14] dlc[15] lds[16] op[25:18]
 *   GFX11  w0: offset[11:0] slc[12] dlc[13] glc[14] op[25:18]
 *   all    w1: vaddr[7:0] vdata[15:8] srsrc[20:16] (SGPR index / 4) soffset[31:24]
 *   GFX9/10 w1: (GFX10 slc[22]) tfe[23];  GFX11 w1: tfe[21] offen[22] idxen[23]
 * Operands: vdata, vaddr (a VGPR, a VGPR pair for `idxen offen`, or `off`),
 * srsrc, soffset. vaddr's size follows idxen/offen, not the slot type. The
 * `lds` form (data to LDS, no vdata) is not supported. Unused bits must be 0.
 */
import type { GfxLevel, Target } from '../gfx_level.js';
import type { Format, Instruction, Modifiers } from '../instruction.js';
import type { Operand } from '../operand.js';
import { VGPR_BASE } from '../operand.js';
import type { OpcodeTable, TableEntry } from '../opcode_table.js';
import { CodecError, type FormatCodec, type DecodeResult } from '../codec.js';
import { parseRegister, typeDwords } from '../operand_text.js';
import {
  bit,
  field,
  checkRegister,
  cleanMods,
  decodeSource,
  flagText,
  parseModifiers,
  parseSlotRegister,
  parseSlotSource,
  printSlot,
  registerField,
  splitOperandText,
} from './common.js';

const PREFIX = 0x38;

interface Layout {
  readonly opBits: number;
  /** Bit positions (word, bit) of the flags; undefined where the generation has none. */
  readonly offen: readonly [number, number];
  readonly idxen: readonly [number, number];
  readonly glc: readonly [number, number];
  readonly slc: readonly [number, number];
  readonly dlc?: readonly [number, number];
  readonly tfe: readonly [number, number];
  readonly lds?: readonly [number, number];
  /** Bits that must be zero (word 0, word 1). */
  readonly reserved: readonly [number, number];
}

const GFX9: Layout = {
  opBits: 7,
  offen: [0, 12],
  idxen: [0, 13],
  glc: [0, 14],
  slc: [0, 17],
  tfe: [1, 23],
  lds: [0, 16],
  reserved: [(1 << 15) | (1 << 25), (1 << 21) | (1 << 22)],
};
const GFX10: Layout = {
  opBits: 8,
  offen: [0, 12],
  idxen: [0, 13],
  glc: [0, 14],
  dlc: [0, 15],
  slc: [1, 22],
  tfe: [1, 23],
  lds: [0, 16],
  reserved: [1 << 17, 1 << 21],
};
const GFX11: Layout = {
  opBits: 8,
  slc: [0, 12],
  dlc: [0, 13],
  glc: [0, 14],
  tfe: [1, 21],
  offen: [1, 22],
  idxen: [1, 23],
  reserved: [(1 << 15) | (1 << 16) | (1 << 17), 0],
};

function layout(gfx: GfxLevel): Layout {
  return gfx === 'gfx9' ? GFX9 : gfx === 'gfx11' ? GFX11 : GFX10;
}

/** Print order of the flags after `offset:` (idxen/offen come before it). */
const CACHE_FLAGS = ['glc', 'slc', 'dlc', 'tfe'] as const;

function opcodeOf(words: readonly number[], _format: Format, gfx: GfxLevel): number {
  return field(words[0]! >>> 0, 18, layout(gfx).opBits);
}

function vaddrDwords(mods: Modifiers): number {
  return mods.idxen && mods.offen ? 2 : 1;
}

/** Atomics have no dlc (LLVM 15 accepts `dlc` on them and does not encode it, so parsing drops it). */
function hasDlc(entry: TableEntry, gfx: GfxLevel): boolean {
  return gfx !== 'gfx9' && !entry.def.name.startsWith('buffer_atomic');
}

function checkMods(mods: Modifiers, entry: TableEntry, gfx: GfxLevel): void {
  const allowed = new Set(['offen', 'idxen', 'offset', 'glc', 'slc', 'tfe', ...(hasDlc(entry, gfx) ? ['dlc'] : [])]);
  for (const key of Object.keys(mods)) {
    if (!allowed.has(key)) throw new CodecError('unsupported', `MUBUF on ${gfx} has no '${key}' modifier`);
  }
  const offset = mods.offset ?? 0;
  if (!Number.isInteger(offset) || offset < 0 || offset > 0xfff) {
    throw new CodecError('operand', `offset ${offset} out of range 0..4095`);
  }
}

function encode(inst: Instruction, entry: TableEntry, target: Target): number[] {
  const L = layout(target.gfx);
  const w: [number, number] = [(PREFIX << 26) | (entry.opcode << 18), 0];
  const set = (pos: readonly [number, number] | undefined, on: boolean | undefined) => {
    if (on && pos) w[pos[0]] = w[pos[0]]! | (1 << pos[1]);
  };
  if (entry.def.slots.length === 0) {
    if (inst.operands.length || Object.keys(inst.mods).length) throw new CodecError('operand', `${entry.mnemonic} takes no operands`);
    return [w[0] >>> 0, 0];
  }
  const mods = inst.mods;
  checkMods(mods, entry, target.gfx);
  if (inst.operands.length !== 4) throw new CodecError('operand', `expected 4 operands, got ${inst.operands.length}`);
  const [vdata, vaddr, srsrc, soffset] = inst.operands as [Operand, Operand, Operand, Operand];
  const dataSize = typeDwords(entry.def.slots[0]!.type, target);
  if (vdata.kind !== 'reg' || vdata.size !== dataSize) throw new CodecError('operand', `vdata must be ${dataSize} VGPR(s)`);
  const vdataIndex = registerField(vdata, 'v', 'vdata');
  let vaddrIndex = 0;
  if (mods.offen || mods.idxen) {
    if (vaddr.kind !== 'reg' || vaddr.size !== vaddrDwords(mods)) {
      throw new CodecError('operand', `vaddr must be ${vaddrDwords(mods)} VGPR(s) with ${mods.idxen ? 'idxen' : ''}${mods.idxen && mods.offen ? ' ' : ''}${mods.offen ? 'offen' : ''}`);
    }
    vaddrIndex = registerField(vaddr, 'v', 'vaddr');
  } else if (vaddr.kind !== 'off') {
    throw new CodecError('operand', 'vaddr must be off without idxen/offen');
  }
  w[1] = vaddrIndex | (vdataIndex << 8) | (srsrcField(srsrc) << 16) | (soffsetCode(soffset) << 24);
  w[0] = w[0] | (mods.offset ?? 0);
  set(L.offen, mods.offen);
  set(L.idxen, mods.idxen);
  set(L.glc, mods.glc);
  set(L.slc, mods.slc);
  set(L.dlc, mods.dlc);
  set(L.tfe, mods.tfe);
  return [w[0] >>> 0, w[1] >>> 0];
}

/** srsrc is four SGPRs starting at a multiple of 4; the field holds the first index / 4. */
export function srsrcField(op: Operand): number {
  if (op.kind !== 'reg' || op.size !== 4 || op.code >= VGPR_BASE || op.code % 4 !== 0) {
    throw new CodecError('operand', 'srsrc must be four SGPRs starting at a multiple of 4');
  }
  return op.code >> 2;
}

function soffsetCode(op: Operand): number {
  if (op.kind === 'const') return op.code;
  if (op.kind === 'reg' && op.size === 1 && op.code < VGPR_BASE) return op.code;
  throw new CodecError('operand', 'soffset must be an SGPR, special register or inline constant');
}

function decode(words: Uint32Array, index: number, format: Format, table: OpcodeTable, target: Target): DecodeResult {
  if (index + 1 >= words.length) throw new CodecError('truncated', 'MUBUF needs 2 dwords');
  const w = [words[index]! >>> 0, words[index + 1]! >>> 0] as const;
  const L = layout(target.gfx);
  const opcode = opcodeOf(w, format, target.gfx);
  const entry = table.byOpcode.get('MUBUF')?.get(opcode);
  if (!entry) throw new CodecError('unknown-opcode', `unknown MUBUF opcode ${opcode}`);
  const get = (pos: readonly [number, number] | undefined) => (pos ? bit(w[pos[0]]!, pos[1]) : false);
  if ((w[0] & L.reserved[0]) !== 0 || (w[1] & L.reserved[1]) !== 0) throw new CodecError('malformed', 'reserved MUBUF bits are set');
  if (get(L.lds)) throw new CodecError('unsupported', 'the MUBUF lds form is not supported');
  if (entry.def.slots.length === 0) {
    if ((w[0] & 0x3ffff) !== 0 || w[1] !== 0) throw new CodecError('malformed', `${entry.mnemonic} has nonzero operand fields`);
    return { inst: { op: entry.mnemonic, format: 'MUBUF', operands: [], mods: {} }, dwords: 2 };
  }
  const mods = cleanMods({
    offen: get(L.offen),
    idxen: get(L.idxen),
    offset: field(w[0], 0, 12) || undefined,
    glc: get(L.glc),
    slc: get(L.slc),
    dlc: get(L.dlc),
    tfe: get(L.tfe),
  });
  const vaddrField = field(w[1], 0, 8);
  let vaddr: Operand;
  if (mods.offen || mods.idxen) vaddr = { kind: 'reg', code: VGPR_BASE + vaddrField, size: vaddrDwords(mods) };
  else if (vaddrField !== 0) throw new CodecError('malformed', 'vaddr field is set without idxen/offen');
  else vaddr = { kind: 'off' };
  const vdata: Operand = { kind: 'reg', code: VGPR_BASE + field(w[1], 8, 8), size: typeDwords(entry.def.slots[0]!.type, target) };
  const soffsetField = field(w[1], 24, 8);
  const soffset = decodeSource(soffsetField, 1, () => {
    throw new CodecError('malformed', 'soffset cannot be a literal');
  });
  const operands: Operand[] = [
    checkRegister(vdata, target, 'vdata'),
    checkRegister(vaddr, target, 'vaddr'),
    checkRegister({ kind: 'reg', code: field(w[1], 16, 5) * 4, size: 4 }, target, 'srsrc'),
    checkRegister(soffset, target, 'soffset'),
  ];
  return { inst: { op: entry.mnemonic, format: 'MUBUF', operands, mods }, dwords: 2 };
}

function print(inst: Instruction, entry: TableEntry, target: Target): string {
  const slots = entry.def.slots;
  if (slots.length === 0) return '';
  const ops = slots.map((slot, i) => printSlot(inst.operands[i]!, slot, target)).join(', ');
  const m = inst.mods;
  return ops + flagText(m, ['idxen', 'offen']) + (m.offset ? ` offset:${m.offset}` : '') + flagText(m, CACHE_FLAGS);
}

function parse(text: string, entry: TableEntry, _format: Format, target: Target): Instruction {
  const slots = entry.def.slots;
  const { operands: pieces, mods: words } = splitOperandText(text);
  if (slots.length === 0) {
    if (pieces.length) throw new CodecError('operand', `${entry.mnemonic} takes no operands`);
    return { op: entry.mnemonic, format: 'MUBUF', operands: [], mods: {} };
  }
  if (pieces.length !== 4) throw new CodecError('operand', `${entry.mnemonic} takes 4 operands, got ${pieces.length}`);
  const flags = target.gfx === 'gfx9' ? (['offen', 'idxen', 'glc', 'slc', 'tfe'] as const) : (['offen', 'idxen', 'glc', 'slc', 'dlc', 'tfe'] as const);
  const parsed = parseModifiers(words, flags, ['offset']);
  // offset:0 is the default and is not printed, so it is not kept either.
  const dlc = parsed.dlc && hasDlc(entry, target.gfx);
  const mods = cleanMods({ ...parsed, offset: parsed.offset || undefined, dlc });
  checkMods(mods, entry, target.gfx);
  const vdata = parseSlotRegister(pieces[0]!, slots[0]!.type, target, 'vdata');
  registerField(vdata, 'v', 'vdata');
  let vaddr: Operand;
  if (pieces[1]!.toLowerCase() === 'off') vaddr = { kind: 'off' };
  else {
    const r = parseRegister(pieces[1]!, target.gfx);
    if (!r) throw new CodecError('operand', `invalid vaddr '${pieces[1]}'`);
    vaddr = r;
  }
  const srsrc = parseSlotRegister(pieces[2]!, 'b128', target, 'srsrc');
  srsrcField(srsrc);
  const soffset = parseSlotSource(pieces[3]!, 'b32', target, 'soffset');
  soffsetCode(soffset);
  const inst: Instruction = { op: entry.mnemonic, format: 'MUBUF', operands: [vdata, vaddr, srsrc, soffset], mods };
  // Validates vaddr against idxen/offen the same way the encoder does.
  encode(inst, entry, target);
  return inst;
}

export const MUBUF_CODEC: FormatCodec = {
  encode,
  decode,
  suffix: () => '',
  print,
  parse,
  opcodeOf,
};
