/**
 * Which codec handles which format, and how the first dword of an instruction
 * identifies its format on each generation (the encoding prefixes moved
 * between GFX9 and GFX10, and GFX11 added LDSDIR/VINTERP).
 */
import type { GfxLevel } from '../gfx_level.js';
import type { Format } from '../instruction.js';
import type { FormatCodec } from '../codec.js';
import { SCALAR_CODEC } from './scalar.js';
import { SMEM_CODEC } from './smem.js';
import { VOP_CODEC } from './vop.js';
import { VOP3P_CODEC } from './vop3p.js';
import { INTERP_CODEC } from './interp.js';
import { DS_CODEC } from './ds.js';
import { MUBUF_CODEC } from './mubuf.js';
import { MIMG_CODEC } from './mimg.js';
import { FLAT_CODEC } from './flat.js';
import { EXP_CODEC } from './exp.js';

export const CODECS: Readonly<Record<Format, FormatCodec>> = {
  SOP1: SCALAR_CODEC,
  SOP2: SCALAR_CODEC,
  SOPK: SCALAR_CODEC,
  SOPC: SCALAR_CODEC,
  SOPP: SCALAR_CODEC,
  SMEM: SMEM_CODEC,
  VOP1: VOP_CODEC,
  VOP2: VOP_CODEC,
  VOPC: VOP_CODEC,
  VOP3: VOP_CODEC,
  VOP3P: VOP3P_CODEC,
  VINTRP: INTERP_CODEC,
  LDSDIR: INTERP_CODEC,
  VINTERP: INTERP_CODEC,
  DS: DS_CODEC,
  MUBUF: MUBUF_CODEC,
  MIMG: MIMG_CODEC,
  FLAT: FLAT_CODEC,
  GLOBAL: FLAT_CODEC,
  EXP: EXP_CODEC,
};

/** Formats identified by the top six bits [31:26], per generation. */
const PREFIX6: Readonly<Record<GfxLevel, Readonly<Record<number, Format>>>> = {
  gfx9: { 0x30: 'SMEM', 0x31: 'EXP', 0x34: 'VOP3', 0x35: 'VINTRP', 0x36: 'DS', 0x37: 'FLAT', 0x38: 'MUBUF', 0x3c: 'MIMG' },
  gfx10: { 0x33: 'VOP3P', 0x3d: 'SMEM', 0x3e: 'EXP', 0x35: 'VOP3', 0x32: 'VINTRP', 0x36: 'DS', 0x37: 'FLAT', 0x38: 'MUBUF', 0x3c: 'MIMG' },
  gfx10_3: { 0x33: 'VOP3P', 0x3d: 'SMEM', 0x3e: 'EXP', 0x35: 'VOP3', 0x32: 'VINTRP', 0x36: 'DS', 0x37: 'FLAT', 0x38: 'MUBUF', 0x3c: 'MIMG' },
  gfx11: { 0x33: 'VOP3P', 0x3d: 'SMEM', 0x3e: 'EXP', 0x35: 'VOP3', 0x36: 'DS', 0x37: 'FLAT', 0x38: 'MUBUF', 0x3c: 'MIMG' },
};

/**
 * Format of the instruction whose first dword is `word`, or undefined for an
 * encoding popsim does not implement (VOP3P, MTBUF, VOPD, DPP/SDWA sources are
 * rejected by the VOP codec).
 */
export function identifyFormat(word: number, gfx: GfxLevel): Format | undefined {
  const w = word >>> 0;
  if (w >>> 31 === 0) {
    const top7 = w >>> 25;
    if (top7 === 0x3f) return 'VOP1';
    if (top7 === 0x3e) return 'VOPC';
    return 'VOP2';
  }
  if (w >>> 30 === 2) {
    const top9 = w >>> 23;
    if (top9 === 0x17f) return 'SOPP';
    if (top9 === 0x17e) return 'SOPC';
    if (top9 === 0x17d) return 'SOP1';
    if (w >>> 28 === 0xb) return 'SOPK';
    return 'SOP2';
  }
  if (gfx === 'gfx11') {
    const top8 = w >>> 24;
    if (top8 === 0xce) return 'LDSDIR';
    if (top8 === 0xcd) return 'VINTERP';
  }
  if (gfx === 'gfx9' && w >>> 23 === 0x1a7) return undefined; // VOP3P
  return PREFIX6[gfx][w >>> 26];
}
