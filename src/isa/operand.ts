/**
 * Operands in the hardware's own 9-bit source-operand code space, so encoder,
 * decoder and the GPU model share one representation:
 *   0..105 SGPRs, 106/107 vcc_lo/hi, 108..123 ttmp, 124/125 m0 and null
 *   (swapped on GFX11), 126/127 exec_lo/hi, 128..208 integer inline constants,
 *   235..239 special sources (239 = src_pops_exiting_wave_id, S5),
 *   240..248 float inline constants, 251..254 vccz/execz/scc/lds_direct,
 *   255 literal, 256..511 VGPRs.
 */
import type { GfxLevel } from './gfx_level.js';

export type Operand =
  /** A register or register range starting at `code`, `size` dwords long. */
  | { readonly kind: 'reg'; readonly code: number; readonly size: number }
  /** An inline constant (codes 128..208, 240..248). */
  | { readonly kind: 'const'; readonly code: number }
  /** A 32-bit literal dword following the instruction (code 255). */
  | { readonly kind: 'literal'; readonly value: number }
  /** An immediate field of the instruction (SOPK/SOPP immediates, offsets). */
  | { readonly kind: 'imm'; readonly value: number }
  /** The `off` operand (disabled export channel, no SGPR address). */
  | { readonly kind: 'off' };

export const VGPR_BASE = 256;
export const CODE_VCC_LO = 106;
export const CODE_VCC_HI = 107;
export const CODE_TTMP_BASE = 108;
export const CODE_EXEC_LO = 126;
export const CODE_EXEC_HI = 127;
export const CODE_LITERAL = 255;
export const CODE_POPS_EXITING_WAVE_ID = 239;
export const CODE_SCC = 253;

/** m0 is 124 before GFX11 and 125 on GFX11, where null took 124. */
export function codeM0(gfx: GfxLevel): number {
  return gfx === 'gfx11' ? 125 : 124;
}

/** `null` (GFX10+): writes are discarded, reads return 0. */
export function codeNull(gfx: GfxLevel): number {
  return gfx === 'gfx11' ? 124 : 125;
}

/** Number of SGPRs addressable as s0..sN: GFX9 102 (102..105 are flat_scratch/xnack_mask), GFX10+ 106. */
export function sgprCount(gfx: GfxLevel): number {
  return gfx === 'gfx9' ? 102 : 106;
}

export const sgpr = (index: number, size = 1): Operand => ({ kind: 'reg', code: index, size });
export const vgpr = (index: number, size = 1): Operand => ({ kind: 'reg', code: VGPR_BASE + index, size });
export const reg = (code: number, size = 1): Operand => ({ kind: 'reg', code, size });
export const literal = (value: number): Operand => ({ kind: 'literal', value: value >>> 0 });
export const imm = (value: number): Operand => ({ kind: 'imm', value });
export const off: Operand = { kind: 'off' };
export const constCode = (code: number): Operand => ({ kind: 'const', code });

export function isVgpr(op: Operand): boolean {
  return op.kind === 'reg' && op.code >= VGPR_BASE;
}

/** Inline integer constants: 128..192 are 0..64, 193..208 are -1..-16. */
export function inlineIntValue(code: number): number | undefined {
  if (code >= 128 && code <= 192) return code - 128;
  if (code >= 193 && code <= 208) return 192 - code;
  return undefined;
}

export function inlineIntCode(value: number): number | undefined {
  if (Number.isInteger(value) && value >= 0 && value <= 64) return 128 + value;
  if (Number.isInteger(value) && value >= -16 && value < 0) return 192 - value;
  return undefined;
}

/** Float inline constants 240..248 in operand order; 248 is 1/(2*pi). */
export const INLINE_FLOAT_TEXT: readonly string[] = ['0.5', '-0.5', '1.0', '-1.0', '2.0', '-2.0', '4.0', '-4.0'];
const INV_2PI_TEXT_32 = '0.15915494';
const INV_2PI_TEXT_64 = '0.15915494309189532';

/** Bit patterns of the float inline constants, per operand width. */
const F32_BITS = [0x3f000000, 0xbf000000, 0x3f800000, 0xbf800000, 0x40000000, 0xc0000000, 0x40800000, 0xc0800000, 0x3e22f983];
const F16_BITS = [0x3800, 0xb800, 0x3c00, 0xbc00, 0x4000, 0xc000, 0x4400, 0xc400, 0x3118];

export function inlineFloatText(code: number, width: 16 | 32 | 64): string | undefined {
  if (code >= 240 && code <= 247) return INLINE_FLOAT_TEXT[code - 240];
  if (code === 248) return width === 64 ? INV_2PI_TEXT_64 : INV_2PI_TEXT_32;
  return undefined;
}

/** Inline-constant code for a 32-bit (or 16-bit) operand's bit pattern, if it is one. */
export function inlineCodeForBits(bits: number, width: 16 | 32): number | undefined {
  const asInt = width === 16 ? (bits << 16) >> 16 : bits | 0;
  const intCode = inlineIntCode(asInt);
  if (intCode !== undefined) return intCode;
  const table = width === 16 ? F16_BITS : F32_BITS;
  const index = table.indexOf(width === 16 ? bits & 0xffff : bits >>> 0);
  return index >= 0 ? 240 + index : undefined;
}

/** Code of a float inline constant written as decimal text (`0.5`, `-4.0`, `0.15915494`). */
export function inlineCodeForFloat(value: number): number | undefined {
  const index = [0.5, -0.5, 1, -1, 2, -2, 4, -4].indexOf(value);
  if (index >= 0) return 240 + index;
  if (Math.abs(value - 1 / (2 * Math.PI)) < 1e-8) return 248;
  return undefined;
}

/** The f16 bit pattern of a float inline constant (codes 240–248) on a 16-bit operand. */
export function inlineFloatBits16(code: number): number | undefined {
  return code >= 240 && code <= 248 ? F16_BITS[code - 240] : undefined;
}

/** Value the hardware reads for a 32-bit inline constant (integer or f32 bits). */
export function inlineConstantBits32(code: number): number | undefined {
  const i = inlineIntValue(code);
  if (i !== undefined) return i >>> 0;
  if (code >= 240 && code <= 248) return F32_BITS[code - 240];
  return undefined;
}
