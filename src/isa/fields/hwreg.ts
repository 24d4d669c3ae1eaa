/**
 * hwreg(ID, offset, width) immediates of s_getreg_b32/s_setreg_b32:
 * simm16 = id[5:0] | offset[10:6] | (width - 1)[15:11].
 * S3: the POPS packer association lives in MODE (1) bits [25:24] on GFX9 and in
 * POPS_PACKER (25) bits [2:0] on GFX10/10.3; GFX11 has no POPS_PACKER.
 */
import type { GfxLevel } from '../gfx_level.js';
import { CodecError } from '../codec.js';

export const HW_REG_MODE = 1;
export const HW_REG_POPS_PACKER = 25;

/** Register names LLVM 15 knows, with the generations that have them. */
const NAMES: ReadonlyArray<readonly [id: number, name: string, gens: readonly GfxLevel[]]> = [
  [1, 'HW_REG_MODE', ['gfx9', 'gfx10', 'gfx10_3', 'gfx11']],
  [2, 'HW_REG_STATUS', ['gfx9', 'gfx10', 'gfx10_3', 'gfx11']],
  [3, 'HW_REG_TRAPSTS', ['gfx9', 'gfx10', 'gfx10_3', 'gfx11']],
  [4, 'HW_REG_HW_ID', ['gfx9']],
  [5, 'HW_REG_GPR_ALLOC', ['gfx9', 'gfx10', 'gfx10_3', 'gfx11']],
  [6, 'HW_REG_LDS_ALLOC', ['gfx9', 'gfx10', 'gfx10_3', 'gfx11']],
  [7, 'HW_REG_IB_STS', ['gfx9', 'gfx10', 'gfx10_3', 'gfx11']],
  [15, 'HW_REG_SH_MEM_BASES', ['gfx9', 'gfx10', 'gfx10_3', 'gfx11']],
  [23, 'HW_REG_HW_ID1', ['gfx10', 'gfx10_3', 'gfx11']],
  [24, 'HW_REG_HW_ID2', ['gfx10', 'gfx10_3', 'gfx11']],
  [HW_REG_POPS_PACKER, 'HW_REG_POPS_PACKER', ['gfx10', 'gfx10_3']],
];

export interface HwReg {
  readonly id: number;
  readonly offset: number;
  readonly width: number;
}

export function encodeHwreg(h: HwReg): number {
  if (h.id < 0 || h.id > 63 || h.offset < 0 || h.offset > 31 || h.width < 1 || h.width > 32) {
    throw new CodecError('operand', `hwreg(${h.id}, ${h.offset}, ${h.width}) out of range`);
  }
  return h.id | (h.offset << 6) | ((h.width - 1) << 11);
}

export function decodeHwreg(simm16: number): HwReg {
  return { id: simm16 & 63, offset: (simm16 >>> 6) & 31, width: ((simm16 >>> 11) & 31) + 1 };
}

function nameOf(id: number, gfx: GfxLevel): string | undefined {
  return NAMES.find(([i, , gens]) => i === id && gens.includes(gfx))?.[1];
}

export function hwregText(simm16: number, gfx: GfxLevel): string {
  const h = decodeHwreg(simm16);
  const id = nameOf(h.id, gfx) ?? String(h.id);
  return h.offset === 0 && h.width === 32 ? `hwreg(${id})` : `hwreg(${id}, ${h.offset}, ${h.width})`;
}

/** Parses `hwreg(NAME|id[, offset, width])` or a raw integer. */
export function parseHwreg(text: string, gfx: GfxLevel): number {
  const raw = /^(0x[0-9a-f]+|\d+)$/i.exec(text.trim());
  if (raw) return Number(raw[1]) & 0xffff;
  const m = /^hwreg\(\s*([A-Za-z_0-9]+)\s*(?:,\s*(\d+)\s*,\s*(\d+)\s*)?\)$/.exec(text.trim());
  if (!m) throw new CodecError('syntax', `expected hwreg(...), got '${text}'`);
  let id: number;
  if (/^\d+$/.test(m[1]!)) id = Number(m[1]);
  else {
    const entry = NAMES.find(([, name]) => name === m[1]!.toUpperCase());
    if (!entry) throw new CodecError('operand', `unknown hardware register ${m[1]}`);
    if (!entry[2].includes(gfx)) throw new CodecError('operand', `${m[1]} does not exist on ${gfx}`);
    id = entry[0];
  }
  return encodeHwreg({ id, offset: m[2] ? Number(m[2]) : 0, width: m[3] ? Number(m[3]) : 32 });
}
