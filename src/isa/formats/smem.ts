/**
 * SMEM: scalar memory loads/stores and cache control, two dwords.
 *   GFX9   w0: [31:26]=0x30 op[25:18] imm[17] glc[16] nv[15] soe[14] sdata[12:6] sbase[5:0]
 *   GFX10  w0: [31:26]=0x3d op[25:18] glc[16] dlc[14] sdata[12:6] sbase[5:0]
 *   GFX11  w0: [31:26]=0x3d op[25:18] glc[14] dlc[13] sdata[12:6] sbase[5:0]
 *   all    w1: soffset[31:25] offset[20:0] (signed)
 * sbase holds the SGPR pair index (register code / 2). GFX9 selects the
 * offset with imm/soe: imm=1 an immediate, imm=0 an SGPR in the offset field,
 * imm=soe=1 an SGPR in soffset plus an immediate (`s4 offset:0x10`). GFX10+
 * always adds both, with soffset=null meaning none; LLVM prints an all-zero
 * offset as `null`, so this codec treats that as the canonical form too.
 */
import type { GfxLevel, Target } from '../gfx_level.js';
import type { Format, Instruction } from '../instruction.js';
import type { Operand } from '../operand.js';
import { codeNull } from '../operand.js';
import type { OpcodeTable, TableEntry } from '../opcode_table.js';
import { CodecError, type FormatCodec, type DecodeResult } from '../codec.js';
import { hex, typeDwords, parseRegister } from '../operand_text.js';
import {
  checkRegister,
  cleanMods,
  flagText,
  parseIntText,
  parseModifiers,
  parseSlotRegister,
  printSlot,
  existingRegisterField,
  splitOperandText,
  bit,
  field,
  requireCanonical,
} from './common.js';

const OFFSET_MIN = -0x100000;
const OFFSET_MAX = 0xfffff;

/** The encoded fields, generation-neutral; `imm`/`soe` only mean something on GFX9. */
interface Fields {
  sdata: number;
  sbase: number;
  glc: boolean;
  dlc: boolean;
  imm: boolean;
  soe: boolean;
  offset: number;
  soffset: number;
}

function signedOffset(value: number, what: string): number {
  if (!Number.isInteger(value) || value < OFFSET_MIN || value > OFFSET_MAX) {
    throw new CodecError('operand', `${what} ${value} does not fit in a 21-bit signed offset`);
  }
  return value;
}

/** Instruction → fields, validating operands. */
function toFields(inst: Instruction, entry: TableEntry, target: Target): Fields {
  const gfx = target.gfx;
  const slots = entry.def.slots;
  if (inst.operands.length !== slots.length) {
    throw new CodecError('operand', `expected ${slots.length} operand(s), got ${inst.operands.length}`);
  }
  const mods = inst.mods;
  for (const key of Object.keys(mods)) {
    if (!['glc', 'dlc', 'offset'].includes(key)) throw new CodecError('operand', `SMEM has no '${key}' modifier`);
  }
  if (mods.dlc && gfx === 'gfx9') throw new CodecError('operand', 'dlc does not exist on gfx9');
  const ops = new Map(slots.map((s, i) => [s.field, inst.operands[i]!]));
  const f: Fields = { sdata: 0, sbase: 0, glc: !!mods.glc, dlc: !!mods.dlc, imm: false, soe: false, offset: 0, soffset: 0 };
  const sdata = ops.get('sdata');
  if (sdata) f.sdata = existingRegisterField(sdata, 's', 'sdata', target);
  const sbase = ops.get('sbase');
  if (sbase) {
    const code = existingRegisterField(sbase, 's', 'sbase', target);
    if (code % 2 !== 0) throw new CodecError('operand', 'sbase must start at an even SGPR');
    f.sbase = code >> 1;
  }
  const off = ops.get('offset');
  if (!off) {
    if (mods.offset !== undefined || mods.glc || mods.dlc) throw new CodecError('operand', `${entry.mnemonic} takes no modifiers`);
    return f;
  }
  const extra = mods.offset === undefined ? undefined : signedOffset(mods.offset, 'offset');
  if (off.kind === 'imm') {
    if (extra !== undefined) throw new CodecError('operand', 'offset: needs an SGPR offset operand');
    f.offset = signedOffset(off.value, 'immediate offset');
    f.imm = true;
    if (gfx !== 'gfx9') f.soffset = codeNull(gfx);
  } else {
    const code = existingRegisterField(off, 's', 'offset', target);
    if (gfx === 'gfx9') {
      if (extra === undefined) f.offset = code;
      else Object.assign(f, { imm: true, soe: true, offset: extra, soffset: code });
    } else {
      f.soffset = code;
      f.offset = extra ?? 0;
    }
  }
  return f;
}

function toWords(f: Fields, op: number, gfx: GfxLevel): number[] {
  let w0 = (op << 18) | (f.sdata << 6) | f.sbase;
  if (gfx === 'gfx9') w0 |= (0x30 << 26) | (+f.imm << 17) | (+f.glc << 16) | (+f.soe << 14);
  else if (gfx === 'gfx11') w0 |= (0x3d << 26) | (+f.glc << 14) | (+f.dlc << 13);
  else w0 |= (0x3d << 26) | (+f.glc << 16) | (+f.dlc << 14);
  const w1 = (f.soffset << 25) | (f.offset & 0x1fffff);
  return [w0 >>> 0, w1 >>> 0];
}

function fromWords(w0: number, w1: number, gfx: GfxLevel): Fields {
  const f: Fields = {
    sdata: field(w0, 6, 7),
    sbase: field(w0, 0, 6),
    glc: bit(w0, gfx === 'gfx11' ? 14 : 16),
    dlc: gfx === 'gfx9' ? false : bit(w0, gfx === 'gfx11' ? 13 : 14),
    imm: gfx === 'gfx9' && bit(w0, 17),
    soe: gfx === 'gfx9' && bit(w0, 14),
    offset: (field(w1, 0, 21) << 11) >> 11,
    soffset: field(w1, 25, 7),
  };
  if (gfx === 'gfx9' && !f.imm && !f.soe) f.offset = field(w1, 0, 21);
  return f;
}

/** Fields → canonical instruction (the one form both decode and parse produce). */
function toInstruction(f: Fields, entry: TableEntry, format: Format, target: Target): Instruction {
  const gfx = target.gfx;
  const operands: Operand[] = [];
  let offset: number | undefined;
  for (const slot of entry.def.slots) {
    const size = typeDwords(slot.type, target);
    if (slot.field === 'sdata') operands.push(checkRegister({ kind: 'reg', code: f.sdata, size }, target, 'sdata'));
    else if (slot.field === 'sbase') operands.push(checkRegister({ kind: 'reg', code: f.sbase << 1, size }, target, 'sbase'));
    else if (gfx === 'gfx9') {
      if (f.imm && !f.soe) operands.push({ kind: 'imm', value: f.offset });
      else if (f.imm && f.soe) {
        operands.push(checkRegister({ kind: 'reg', code: f.soffset, size: 1 }, target, 'soffset'));
        offset = f.offset;
      } else if (!f.soe && f.offset < 0x80) operands.push(checkRegister({ kind: 'reg', code: f.offset, size: 1 }, target, 'offset'));
      else throw new CodecError('malformed', 'invalid SMEM offset mode');
    } else if (f.soffset === codeNull(gfx) && f.offset !== 0) operands.push({ kind: 'imm', value: f.offset });
    else {
      operands.push(checkRegister({ kind: 'reg', code: f.soffset, size: 1 }, target, 'soffset'));
      if (f.offset !== 0) offset = f.offset;
    }
  }
  return { op: entry.mnemonic, format, operands, mods: cleanMods({ offset, glc: f.glc, dlc: f.dlc }) };
}

function encode(inst: Instruction, entry: TableEntry, target: Target): number[] {
  return toWords(toFields(inst, entry, target), entry.opcode, target.gfx);
}

function opcodeOf(words: readonly number[]): number {
  return field(words[0]! >>> 0, 18, 8);
}

function decode(words: Uint32Array, index: number, format: Format, table: OpcodeTable, target: Target): DecodeResult {
  if (index + 1 >= words.length) throw new CodecError('truncated', 'SMEM needs 2 dwords');
  const w0 = words[index]! >>> 0;
  const w1 = words[index + 1]! >>> 0;
  const opcode = opcodeOf([w0]);
  const entry = table.byOpcode.get('SMEM')?.get(opcode);
  if (!entry) throw new CodecError('unknown-opcode', `unknown SMEM opcode ${opcode}`);
  const inst = toInstruction(fromWords(w0, w1, target.gfx), entry, format, target);
  // Anything the canonical form cannot reproduce is a reserved or unused bit.
  requireCanonical(() => encode(inst, entry, target), [w0, w1], entry.mnemonic);
  return { inst, dwords: 2 };
}

function offsetText(value: number): string {
  return value < 0 ? '-' + hex(-value) : hex(value);
}

function print(inst: Instruction, entry: TableEntry, target: Target): string {
  const parts = entry.def.slots.map((slot, i) => {
    const op = inst.operands[i]!;
    return op.kind === 'imm' ? offsetText(op.value) : printSlot(op, slot, target);
  });
  const offset = inst.mods.offset === undefined ? '' : ` offset:${offsetText(inst.mods.offset)}`;
  return parts.join(', ') + offset + flagText(inst.mods, ['glc', 'dlc']);
}

/** SGPR tuples are aligned as LLVM requires: pairs even, 4+ dwords to a multiple of 4. */
function checkAlignment(op: Operand, text: string): Operand {
  if (op.kind === 'reg' && op.size >= 2 && op.code % Math.min(op.size, 4) !== 0) {
    throw new CodecError('operand', `invalid register alignment '${text}'`);
  }
  return op;
}

function parse(text: string, entry: TableEntry, format: Format, target: Target): Instruction {
  const { operands: pieces, mods: words } = splitOperandText(text);
  const slots = entry.def.slots;
  if (pieces.length !== slots.length) throw new CodecError('operand', `${entry.mnemonic} takes ${slots.length} operand(s), got ${pieces.length}`);
  const operands = slots.map((slot, i): Operand => {
    const piece = pieces[i]!;
    if (slot.field !== 'offset') return checkAlignment(parseSlotRegister(piece, slot.type, target, slot.field), piece);
    const reg = parseRegister(piece, target.gfx);
    if (reg) {
      if (reg.kind !== 'reg' || reg.size !== 1) throw new CodecError('operand', `offset register must be one SGPR, got '${piece}'`);
      return reg;
    }
    return { kind: 'imm', value: parseIntText(piece, 'offset') };
  });
  const flags = target.gfx === 'gfx9' ? (['glc'] as const) : (['glc', 'dlc'] as const);
  const mods = parseModifiers(words, flags, ['offset']);
  // Buffer offsets are unsigned (LLVM: "expected a 20-bit unsigned offset").
  if (entry.def.name.startsWith('s_buffer_')) {
    for (const v of [mods.offset, ...operands.map((o) => (o.kind === 'imm' ? o.value : undefined))]) {
      if (v !== undefined && (v < 0 || v > OFFSET_MAX)) throw new CodecError('operand', `buffer offset ${v} is out of range 0..${hex(OFFSET_MAX)}`);
    }
  }
  const inst: Instruction = { op: entry.mnemonic, format, operands, mods };
  return toInstruction(toFields(inst, entry, target), entry, format, target);
}

export const SMEM_CODEC: FormatCodec = {
  encode,
  decode,
  suffix: () => '',
  print,
  parse,
  opcodeOf: (words) => opcodeOf(words),
};
