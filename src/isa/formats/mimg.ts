/**
 * MIMG: image loads, stores, sampling, gathers and atomics (prefix 0x3c).
 *   GFX9   w0: dmask[11:8] unorm[12] glc[13] da[14] a16[15] tfe[16] lwe[17] op[24:18] slc[25]
 *          w1: vaddr[7:0] vdata[15:8] srsrc[20:16] ssamp[25:21] d16[31]
 *   GFX10  w0: op[7]@[0] nsa[2:1] dim[5:3] dlc[7] dmask[11:8] unorm[12] glc[13] r128[15]
 *              tfe[16] lwe[17] op[6:0]@[24:18] slc[25]
 *          w1: vaddr[7:0] vdata[15:8] srsrc[20:16] ssamp[25:21] a16[30] d16[31]
 *   GFX11  w0: nsa[0] dim[4:2] unorm[7] dmask[11:8] slc[12] dlc[13] glc[14] r128[15]
 *              a16[16] d16[17] op[25:18]
 *          w1: vaddr[7:0] vdata[15:8] srsrc[20:16] tfe[21] lwe[22] ssamp[30:26]
 * srsrc/ssamp hold the first SGPR / 4. GFX10+ NSA ("non-sequential address")
 * forms append dwords holding one address VGPR per byte (GFX10: `nsa` counts
 * them; GFX11: one dword).
 *
 * Operands: vdata, the address, srsrc, then ssamp for sampling instructions.
 * A contiguous address is one register operand of N dwords; an NSA address is
 * one single-VGPR operand per address (2 or more of them), in order.
 * vdata has max(popcount(dmask), 1) dwords (4 for gather4 and GFX11
 * msaa_load), halved rounding up with d16, plus one for tfe (LLVM 15 adds
 * none for lwe). The address
 * count follows the instruction's shape, dim and a16 as LLVM computes it; a
 * contiguous address of 6..8 dwords is 8 registers, as LLVM requires. GFX9
 * does not encode the address size: decoding gives the size LLVM's
 * disassembler prints (see gfx9AddressDwords), and any size 1..4 assembles.
 */
import type { GfxLevel, Target } from '../gfx_level.js';
import type { Format, Instruction, Modifiers } from '../instruction.js';
import type { Operand } from '../operand.js';
import { VGPR_BASE } from '../operand.js';
import type { OpcodeTable, TableEntry } from '../opcode_table.js';
import { CodecError, type FormatCodec, type DecodeResult } from '../codec.js';
import { parseRegister, registerText } from '../operand_text.js';
import { MIMG_SHAPES, type MimgShape } from '../defs/mimg.js';
import { bit, field, checkRegister, cleanMods, flagText, parseModifiers, splitOperandText, type FlagName } from './common.js';

const PREFIX = 0x3c;

/** LLVM's dim names, by the encoded dim value, and their coordinate counts (array slice and fragment id included). */
const DIM_NAMES = ['1D', '2D', '3D', 'CUBE', '1D_ARRAY', '2D_ARRAY', '2D_MSAA', '2D_MSAA_ARRAY'] as const;
const DIM_COORDS = [1, 2, 3, 3, 2, 3, 3, 4] as const;

/** Print order of flags after dmask (and dim), per generation. */
const FLAGS_GFX9: readonly FlagName[] = ['unorm', 'glc', 'slc', 'a16', 'tfe', 'lwe', 'da', 'd16'];
const FLAGS_GFX10: readonly FlagName[] = ['unorm', 'glc', 'slc', 'dlc', 'r128', 'a16', 'tfe', 'lwe', 'd16'];

function flagsOf(gfx: GfxLevel): readonly FlagName[] {
  return gfx === 'gfx9' ? FLAGS_GFX9 : FLAGS_GFX10;
}

type Pos = readonly [word: number, bit: number];
/** Flag bit positions per generation. */
const FLAG_POS: Readonly<Record<'gfx9' | 'gfx10' | 'gfx11', Partial<Record<FlagName, Pos>>>> = {
  gfx9: { unorm: [0, 12], glc: [0, 13], da: [0, 14], a16: [0, 15], tfe: [0, 16], lwe: [0, 17], slc: [0, 25], d16: [1, 31] },
  gfx10: { dlc: [0, 7], unorm: [0, 12], glc: [0, 13], r128: [0, 15], tfe: [0, 16], lwe: [0, 17], slc: [0, 25], a16: [1, 30], d16: [1, 31] },
  gfx11: { unorm: [0, 7], slc: [0, 12], dlc: [0, 13], glc: [0, 14], r128: [0, 15], a16: [0, 16], d16: [0, 17], tfe: [1, 21], lwe: [1, 22] },
};
/** Bits that carry no field (must be zero), words 0 and 1. */
const RESERVED: Readonly<Record<'gfx9' | 'gfx10' | 'gfx11', readonly [number, number]>> = {
  gfx9: [0xff, 0x7c000000],
  gfx10: [(1 << 6) | (1 << 14), 0x3c000000],
  gfx11: [(1 << 1) | (1 << 5) | (1 << 6), (7 << 23) | (1 << 31)],
};

function layoutKey(gfx: GfxLevel): 'gfx9' | 'gfx10' | 'gfx11' {
  return gfx === 'gfx9' ? 'gfx9' : gfx === 'gfx11' ? 'gfx11' : 'gfx10';
}

function opcodeOf(words: readonly number[], _format: Format, gfx: GfxLevel): number {
  const w = words[0]! >>> 0;
  if (gfx === 'gfx9') return field(w, 18, 7);
  if (gfx === 'gfx11') return field(w, 18, 8);
  return field(w, 18, 7) | ((w & 1) << 7);
}

function shapeOf(entry: TableEntry): MimgShape {
  const s = MIMG_SHAPES[entry.def.name];
  if (!s) throw new CodecError('unsupported', `no MIMG shape for ${entry.def.name}`);
  return s;
}

/** Whether vdata is four channels selected by a one-bit dmask. */
function isGather(entry: TableEntry, gfx: GfxLevel): boolean {
  return shapeOf(entry).gather || (gfx === 'gfx11' && entry.def.name === 'image_msaa_load');
}

function popcount(x: number): number {
  let n = 0;
  for (let v = x; v; v &= v - 1) n++;
  return n;
}

/** VGPRs of vdata, as LLVM 15 checks them against dmask, d16 and tfe (lwe adds none). */
function vdataDwords(mods: Modifiers, gather: boolean): number {
  const channels = gather ? 4 : Math.max(popcount(mods.dmask ?? 0), 1);
  return (mods.d16 ? Math.ceil(channels / 2) : channels) + (mods.tfe ? 1 : 0);
}

/** Address dwords on GFX10+, as LLVM's getAddrSizeMIMGOp counts them (a16 packs the coordinates and lod in pairs). */
function addressDwords(s: MimgShape, dim: number, a16: boolean): number {
  const components = (s.coords ? DIM_COORDS[dim]! : 0) + (s.lod ? 1 : 0);
  return s.extra + (a16 ? Math.ceil(components / 2) : components);
}

/** Registers of a contiguous address of `n` dwords: LLVM uses an 8-VGPR tuple for 6 and 7. */
function contiguousRegs(n: number): number {
  return n <= 5 ? n : n <= 8 ? 8 : 16;
}

/**
 * Largest address LLVM 15 defines an instruction variant for (checked against
 * llvm-mc for every shape, dim and a16): non-sampling instructions take at
 * most 4 VGPRs; sampling ones up to their extra arguments + 3 (+1 with lod)
 * in NSA form (at most 5), and contiguously up to 4, or 8 when that sum
 * reaches 5.
 */
function checkAddressCount(s: MimgShape, n: number, nsa: boolean, mnemonic: string): void {
  const words = s.extra + 3 + (s.lod ? 1 : 0);
  const max = !s.sampler ? 4 : nsa ? Math.min(words, 5) : words >= 5 ? 8 : 4;
  if (n > max) throw new CodecError('operand', `${mnemonic} has no ${nsa ? 'NSA ' : ''}form with ${n} address VGPRs (this dim/a16)`);
}

function checkMods(mods: Modifiers, entry: TableEntry, gfx: GfxLevel): void {
  const allowed = new Set<string>(['dmask', ...flagsOf(gfx), ...(gfx === 'gfx9' ? [] : ['dim'])]);
  for (const key of Object.keys(mods)) {
    if (!allowed.has(key)) throw new CodecError('unsupported', `MIMG on ${gfx} has no '${key}' modifier`);
  }
  const dmask = mods.dmask ?? 0;
  if (!Number.isInteger(dmask) || dmask < 0 || dmask > 15) throw new CodecError('operand', `dmask ${dmask} out of range 0..15`);
  if (gfx !== 'gfx9') {
    if (mods.dim === undefined) throw new CodecError('operand', 'dim is required on GFX10+');
    if (!Number.isInteger(mods.dim) || mods.dim < 0 || mods.dim > 7) throw new CodecError('operand', `invalid dim ${mods.dim}`);
  }
  const s = shapeOf(entry);
  if (mods.d16 && !s.d16) throw new CodecError('operand', `${entry.mnemonic} has no d16 form`);
  if (isGather(entry, gfx)) {
    if (popcount(dmask) !== 1) throw new CodecError('operand', `${entry.mnemonic} needs exactly one dmask bit`);
    // LLVM defines 2-, 4- and 5-VGPR gather results only.
    if (mods.d16 && mods.tfe) throw new CodecError('operand', `${entry.mnemonic} has no d16 form with tfe`);
  }
  if (s.atomic) {
    // 32- or 64-bit atomics; cmpswap carries data and compare value.
    const valid = entry.def.name === 'image_atomic_cmpswap' ? [0x3, 0xf] : [0x1, 0x3];
    if (!valid.includes(dmask)) throw new CodecError('operand', `invalid atomic dmask 0x${dmask.toString(16)}`);
    if (vdataDwords(mods, false) === 3) throw new CodecError('operand', 'no 3-VGPR atomic data form (cmpswap with tfe)');
  }
}

/** Operand layout: vdata, address registers, srsrc, ssamp (for sampling). */
function splitOperands(inst: Instruction, entry: TableEntry): { vdata: Operand; addr: readonly Operand[]; srsrc: Operand; ssamp?: Operand } {
  const sampler = shapeOf(entry).sampler;
  const ops = inst.operands;
  const tail = sampler ? 2 : 1;
  if (ops.length < 2 + tail) throw new CodecError('operand', `${entry.mnemonic} needs ${2 + tail} operands`);
  const srsrc = ops[ops.length - tail]!;
  return { vdata: ops[0]!, addr: ops.slice(1, ops.length - tail), srsrc, ...(sampler ? { ssamp: ops[ops.length - 1]! } : {}) };
}

function vgprIndex(op: Operand, size: number, what: string): number {
  if (op.kind !== 'reg' || op.code < VGPR_BASE || op.size !== size || op.code - VGPR_BASE + size > 256) {
    throw new CodecError('operand', `${what} must be ${size} VGPR(s)`);
  }
  return op.code - VGPR_BASE;
}

function sgprQuadField(op: Operand, size: number, what: string): number {
  if (op.kind !== 'reg' || op.size !== size || op.code >= VGPR_BASE || op.code % 4 !== 0) {
    throw new CodecError('operand', `${what} must be ${size} SGPRs starting at a multiple of 4`);
  }
  return op.code >> 2;
}

function encode(inst: Instruction, entry: TableEntry, target: Target): number[] {
  const gfx = target.gfx;
  const key = layoutKey(gfx);
  const mods = inst.mods;
  checkMods(mods, entry, gfx);
  const s = shapeOf(entry);
  const { vdata, addr, srsrc, ssamp } = splitOperands(inst, entry);
  const vdataIndex = vgprIndex(vdata, vdataDwords(mods, isGather(entry, gfx)), 'vdata');
  const w: [number, number] = [(PREFIX << 26) | ((mods.dmask ?? 0) << 8), 0];
  const nsaWords: number[] = [];
  let vaddrIndex: number;
  if (gfx === 'gfx9') {
    const a = addr[0];
    if (addr.length !== 1 || !a || a.kind !== 'reg' || a.size < 1 || a.size > 4) throw new CodecError('operand', 'vaddr must be 1 to 4 VGPRs on GFX9');
    vaddrIndex = vgprIndex(a, a.size, 'vaddr');
    w[0] |= entry.opcode << 18;
  } else {
    const n = addressDwords(s, mods.dim!, mods.a16 === true);
    checkAddressCount(s, n, addr.length > 1, entry.mnemonic);
    if (addr.length === 1) {
      vaddrIndex = vgprIndex(addr[0]!, contiguousRegs(n), 'vaddr');
    } else {
      if (addr.length !== n) throw new CodecError('operand', `${entry.mnemonic} with this dim/a16 needs ${n} address VGPR(s), got ${addr.length}`);
      const idx = addr.map((a, i) => vgprIndex(a, 1, `address ${i}`));
      vaddrIndex = idx[0]!;
      for (let i = 1; i < idx.length; i += 4) {
        nsaWords.push(idx.slice(i, i + 4).reduce((word, v, j) => word | (v << (8 * j)), 0) >>> 0);
      }
    }
    const nsa = nsaWords.length;
    if (gfx === 'gfx11') {
      w[0] |= (nsa ? 1 : 0) | (mods.dim! << 2) | (entry.opcode << 18);
    } else {
      w[0] |= (entry.opcode >> 7) | (nsa << 1) | (mods.dim! << 3) | ((entry.opcode & 0x7f) << 18);
    }
  }
  const ssampField = ssamp ? sgprQuadField(ssamp, 4, 'ssamp') : 0;
  w[1] = vaddrIndex | (vdataIndex << 8) | (sgprQuadField(srsrc, 8, 'srsrc') << 16) | (ssampField << (key === 'gfx11' ? 26 : 21));
  const record = mods as Record<string, unknown>;
  for (const [flag, pos] of Object.entries(FLAG_POS[key])) {
    if (record[flag] === true) w[pos[0]] = w[pos[0]]! | (1 << pos[1]);
  }
  return [w[0] >>> 0, w[1] >>> 0, ...nsaWords];
}

/**
 * Address dwords LLVM's GFX9 disassembler prints (the encoding has none): its
 * decoder picks the smallest variant, the extra arguments plus one VGPR.
 */
function gfx9AddressDwords(s: MimgShape): number {
  return s.extra + 1;
}

function decode(words: Uint32Array, index: number, format: Format, table: OpcodeTable, target: Target): DecodeResult {
  if (index + 1 >= words.length) throw new CodecError('truncated', 'MIMG needs at least 2 dwords');
  const gfx = target.gfx;
  const key = layoutKey(gfx);
  const w = [words[index]! >>> 0, words[index + 1]! >>> 0] as const;
  const opcode = opcodeOf(w, format, gfx);
  const entry = table.byOpcode.get('MIMG')?.get(opcode);
  if (!entry) throw new CodecError('unknown-opcode', `unknown MIMG opcode ${opcode}`);
  if ((w[0] & RESERVED[key][0]) !== 0 || (w[1] & RESERVED[key][1]) !== 0) throw new CodecError('malformed', 'reserved MIMG bits are set');
  const s = shapeOf(entry);
  const flags: Record<string, boolean> = {};
  for (const [flag, pos] of Object.entries(FLAG_POS[key])) flags[flag] = bit(w[pos[0]]!, pos[1]);
  const dmask = field(w[0], 8, 4);
  const dim = gfx === 'gfx9' ? undefined : gfx === 'gfx11' ? field(w[0], 2, 3) : field(w[0], 3, 3);
  const mods = cleanMods({ dmask: dmask || undefined, dim, ...flags });
  checkMods(mods, entry, gfx);
  if (!s.sampler && field(w[1], key === 'gfx11' ? 26 : 21, 5) !== 0) throw new CodecError('malformed', 'ssamp field set on an instruction without sampler');
  const vaddrField = field(w[1], 0, 8);
  let addr: Operand[];
  let dwords = 2;
  if (gfx === 'gfx9') {
    addr = [{ kind: 'reg', code: VGPR_BASE + vaddrField, size: gfx9AddressDwords(s) }];
  } else {
    const n = addressDwords(s, dim!, mods.a16 === true);
    const nsa = gfx === 'gfx11' ? w[0] & 1 : field(w[0], 1, 2);
    checkAddressCount(s, n, nsa !== 0, entry.mnemonic);
    if (nsa === 0) {
      addr = [{ kind: 'reg', code: VGPR_BASE + vaddrField, size: contiguousRegs(n) }];
    } else {
      const expected = gfx === 'gfx11' ? 1 : Math.ceil((n - 1) / 4);
      if (n < 2 || nsa !== expected) throw new CodecError('malformed', `NSA form with ${nsa} extra dword(s) does not fit ${n} address(es)`);
      if (index + 2 + nsa > words.length) throw new CodecError('truncated', `NSA form needs ${2 + nsa} dwords`);
      const extra = Array.from(words.subarray(index + 2, index + 2 + nsa), (x) => x >>> 0);
      const bytes = extra.flatMap((x) => [x & 0xff, (x >>> 8) & 0xff, (x >>> 16) & 0xff, x >>> 24]);
      if (bytes.slice(n - 1).some((b) => b !== 0)) throw new CodecError('malformed', 'unused NSA address bytes are set');
      addr = [vaddrField, ...bytes.slice(0, n - 1)].map((v) => ({ kind: 'reg', code: VGPR_BASE + v, size: 1 }));
      dwords += nsa;
    }
  }
  const vdata: Operand = { kind: 'reg', code: VGPR_BASE + field(w[1], 8, 8), size: vdataDwords(mods, isGather(entry, gfx)) };
  const operands: Operand[] = [vdata, ...addr, { kind: 'reg', code: field(w[1], 16, 5) * 4, size: 8 }];
  if (s.sampler) operands.push({ kind: 'reg', code: field(w[1], key === 'gfx11' ? 26 : 21, 5) * 4, size: 4 });
  operands.forEach((op, i) => checkRegister(op, target, `operand ${i}`));
  return { inst: { op: entry.mnemonic, format: 'MIMG', operands, mods }, dwords };
}

function regText(op: Operand, target: Target): string {
  const text = op.kind === 'reg' ? registerText(op.code, op.size, target.gfx) : undefined;
  if (text === undefined) throw new CodecError('operand', 'MIMG operands must be registers');
  return text;
}

function print(inst: Instruction, entry: TableEntry, target: Target): string {
  const { vdata, addr, srsrc, ssamp } = splitOperands(inst, entry);
  const address = addr.length === 1 ? regText(addr[0]!, target) : `[${addr.map((a) => regText(a, target)).join(', ')}]`;
  const m = inst.mods;
  let text = [regText(vdata, target), address, regText(srsrc, target), ...(ssamp ? [regText(ssamp, target)] : [])].join(', ');
  if (m.dmask) text += ` dmask:0x${m.dmask.toString(16)}`;
  if (m.dim !== undefined) text += ` dim:SQ_RSRC_IMG_${DIM_NAMES[m.dim] ?? '?'}`;
  return text + flagText(m, flagsOf(target.gfx));
}

function parseVgprList(text: string, target: Target): Operand[] {
  const t = text.trim();
  const list = t.startsWith('[') && t.endsWith(']') ? t.slice(1, -1).split(',').map((x) => x.trim()) : [t];
  return list.map((x) => {
    const r = parseRegister(x, target.gfx);
    if (!r || r.kind !== 'reg' || r.code < VGPR_BASE) throw new CodecError('operand', `expected VGPR address, got '${x}'`);
    if (list.length > 1 && r.size !== 1) throw new CodecError('operand', `NSA addresses are single VGPRs, got '${x}'`);
    return r;
  });
}

function parse(text: string, entry: TableEntry, _format: Format, target: Target): Instruction {
  const gfx = target.gfx;
  const s = shapeOf(entry);
  const { operands: pieces, mods: words } = splitOperandText(text);
  const expected = s.sampler ? 4 : 3;
  if (pieces.length !== expected) throw new CodecError('operand', `${entry.mnemonic} takes ${expected} operands, got ${pieces.length}`);
  const reg = (piece: string, what: string): Operand => {
    const r = parseRegister(piece, gfx);
    if (!r) throw new CodecError('operand', `invalid ${what} '${piece}'`);
    return r;
  };
  const parsed = parseModifiers(words, flagsOf(gfx), ['dmask'], (word, out) => {
    const m = /^dim:(?:sq_rsrc_img_)?([0-9a-z_]+)$/.exec(word);
    if (!m || gfx === 'gfx9') return false;
    const dim = DIM_NAMES.indexOf(m[1]!.toUpperCase() as (typeof DIM_NAMES)[number]);
    if (dim < 0) throw new CodecError('syntax', `unknown dim '${word}'`);
    out.dim = dim;
    return true;
  });
  const mods = cleanMods({ ...parsed, dmask: parsed.dmask || undefined });
  const addr = parseVgprList(pieces[1]!, target);
  // LLVM writes a one-element list `[v4]` as the plain register.
  const operands = [reg(pieces[0]!, 'vdata'), ...addr, ...pieces.slice(2).map((p, i) => reg(p, i === 0 ? 'srsrc' : 'ssamp'))];
  const inst: Instruction = { op: entry.mnemonic, format: 'MIMG', operands, mods };
  encode(inst, entry, target);
  return inst;
}

export const MIMG_CODEC: FormatCodec = {
  encode,
  decode,
  suffix: () => '',
  print,
  parse,
  opcodeOf,
};
