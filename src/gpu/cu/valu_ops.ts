/**
 * Vector ALU operation kernels by instruction name (the pre-GFX11 spelling,
 * see TranslateContext.name), as data. A kernel maps one lane's source bit
 * patterns (and the lane index, for v_mbcnt) to its result. Integer adds and
 * subtracts return the exact (unwrapped) value so one kernel serves the plain
 * form (stored modulo 2^32), the clamped form (saturated) and the carry form
 * (carry = result outside 0..2^32-1). Semantics follow the Vega and RDNA ISA
 * guides' instruction descriptions.
 */
import { asF32 as F, f32Bits as R } from './operands.js';
import { findFirstSignChange, findLowestSet, mulHiI32, mulHiU32, popcount32, reverseBits32 } from './scalar_ops.js';
import {
  classBit,
  classBit16,
  f16ToNumber,
  f32BitsToF16,
  fract,
  frexpExp,
  frexpMant,
  ldexp,
  maxNum,
  minNum,
  roundEven,
  toIntSaturated,
} from './valu_float.js';

export type LaneKernel = (a: number, b: number, c: number, lane: number) => number;

export interface ValuOp {
  readonly k: LaneKernel;
  /** Number of sources. */
  readonly n: 1 | 2 | 3;
  /** The result is an f32: VOP3 clamp/omod apply as float output modifiers. */
  readonly float?: boolean;
  /** Quarter-rate transcendental. */
  readonly trans?: boolean;
  /** The third source is the destination VGPR (v_mac_f32, v_fmac_f32). */
  readonly acc?: boolean;
}

const f1 = (fn: (x: number) => number, trans = false): ValuOp => ({ k: (a) => R(fn(F(a))), n: 1, float: true, trans });
const f2 = (fn: (x: number, y: number) => number): ValuOp => ({ k: (a, b) => R(fn(F(a), F(b))), n: 2, float: true });
const f3 = (fn: (x: number, y: number, z: number) => number): ValuOp => ({ k: (a, b, c) => R(fn(F(a), F(b), F(c))), n: 3, float: true });
const i1 = (k: (a: number) => number): ValuOp => ({ k, n: 1 });
const i2 = (k: (a: number, b: number) => number): ValuOp => ({ k, n: 2 });
const i3 = (k: (a: number, b: number, c: number) => number): ValuOp => ({ k, n: 3 });

/** Non-fused multiply-add (v_mad_f32, v_mac_f32): the product is rounded to f32 first. */
const mad = (x: number, y: number, z: number): number => Math.fround(x * y) + z;
/**
 * Fused multiply-add: the f32 x f32 product is exact in f64, so only the sum
 * rounds — once to f64 and again to f32 (a double rounding that can differ
 * from a true FMA in rare ties; docs/gpu_cu.md).
 */
const fma = (x: number, y: number, z: number): number => x * y + z;
const med3 = (x: number, y: number, z: number): number => maxNum(minNum(x, y), minNum(maxNum(x, y), z));
const medInt = (x: number, y: number, z: number): number => Math.max(Math.min(x, y), Math.min(Math.max(x, y), z));
const s24 = (x: number): number => (x << 8) >> 8;
const u24 = (x: number): number => x & 0xffffff;
const TWO32 = 0x100000000;

function bfe(value: number, offset: number, width: number, signed: boolean): number {
  if (width === 0) return 0;
  const shifted = value >>> offset;
  if (signed) return (shifted << (32 - width)) >> (32 - width);
  return width >= 32 ? shifted : shifted & ((1 << width) - 1);
}

/** v_perm_b32 selector byte applied to the byte string {b (bytes 0..3), a (bytes 4..7)}. */
function permByte(a: number, b: number, sel: number): number {
  if (sel < 4) return (b >>> (sel * 8)) & 0xff;
  if (sel < 8) return (a >>> ((sel - 4) * 8)) & 0xff;
  if (sel < 12) {
    const src = sel < 10 ? b : a;
    const bit = sel & 1 ? 31 : 15;
    return (src >>> bit) & 1 ? 0xff : 0;
  }
  return sel === 12 ? 0 : 0xff;
}

function packNorm(x: number, signed: boolean): number {
  const v = x !== x ? 0 : signed ? Math.max(-1, Math.min(1, x)) * 32767 : Math.max(0, Math.min(1, x)) * 65535;
  return roundEven(v) & 0xffff;
}

export const VALU_OPS: Readonly<Record<string, ValuOp>> = {
  // Moves and bit operations.
  v_mov_b32: i1((a) => a),
  v_not_b32: i1((a) => ~a),
  v_bfrev_b32: i1(reverseBits32),
  v_ffbh_u32: i1((a) => (a === 0 ? -1 : Math.clz32(a))),
  v_ffbl_b32: i1(findLowestSet),
  v_ffbh_i32: i1(findFirstSignChange),
  v_and_b32: i2((a, b) => a & b),
  v_or_b32: i2((a, b) => a | b),
  v_xor_b32: i2((a, b) => a ^ b),
  v_xnor_b32: i2((a, b) => ~(a ^ b)),
  v_lshlrev_b32: i2((a, b) => b << (a & 31)),
  v_lshrrev_b32: i2((a, b) => b >>> (a & 31)),
  v_ashrrev_i32: i2((a, b) => b >> (a & 31)),
  v_bfm_b32: i2((a, b) => ((1 << (a & 31)) - 1) << (b & 31)),
  v_bfe_u32: i3((a, b, c) => bfe(a, b & 31, c & 31, false)),
  v_bfe_i32: i3((a, b, c) => bfe(a, b & 31, c & 31, true)),
  v_bfi_b32: i3((a, b, c) => (a & b) | (~a & c)),
  v_alignbit_b32: i3((a, b, c) => ((c & 31) === 0 ? b : (b >>> (c & 31)) | (a << (32 - (c & 31))))),
  v_alignbyte_b32: i3((a, b, c) => ((c & 3) === 0 ? b : (b >>> ((c & 3) * 8)) | (a << (32 - (c & 3) * 8)))),
  v_lshl_or_b32: i3((a, b, c) => (a << (b & 31)) | c),
  v_and_or_b32: i3((a, b, c) => (a & b) | c),
  v_or3_b32: i3((a, b, c) => a | b | c),
  v_perm_b32: i3((a, b, c) => permByte(a, b, c & 0xff) | (permByte(a, b, (c >>> 8) & 0xff) << 8) | (permByte(a, b, (c >>> 16) & 0xff) << 16) | (permByte(a, b, c >>> 24) << 24)),
  v_bcnt_u32_b32: i2((a, b) => popcount32(a) + b),
  v_mbcnt_lo_u32_b32: { k: (a, b, _c, lane) => popcount32(lane >= 32 ? a : a & ((1 << lane) - 1)) + b, n: 2 },
  v_mbcnt_hi_u32_b32: { k: (a, b, _c, lane) => (lane < 32 ? 0 : popcount32(a & ((1 << (lane - 32)) - 1))) + b, n: 2 },

  // Integer arithmetic (exact results; see the file comment).
  v_add_u32: i2((a, b) => a + b),
  v_sub_u32: i2((a, b) => a - b),
  v_subrev_u32: i2((a, b) => b - a),
  v_add_co_u32: i2((a, b) => a + b),
  v_sub_co_u32: i2((a, b) => a - b),
  v_subrev_co_u32: i2((a, b) => b - a),
  v_addc_co_u32: i3((a, b, c) => a + b + c),
  v_subb_co_u32: i3((a, b, c) => a - b - c),
  v_subbrev_co_u32: i3((a, b, c) => b - a - c),
  v_add3_u32: i3((a, b, c) => (a + b + c) >>> 0),
  v_lshl_add_u32: i3((a, b, c) => ((a << (b & 31)) >>> 0) + c),
  v_add_lshl_u32: i3((a, b, c) => (a + b) << (c & 31)),
  v_mul_lo_u32: i2((a, b) => Math.imul(a, b)),
  v_mul_hi_u32: i2(mulHiU32),
  v_mul_hi_i32: i2(mulHiI32),
  v_mul_u32_u24: i2((a, b) => u24(a) * u24(b)),
  v_mul_hi_u32_u24: i2((a, b) => Math.floor((u24(a) * u24(b)) / TWO32)),
  v_mul_i32_i24: i2((a, b) => s24(a) * s24(b)),
  v_mul_hi_i32_i24: i2((a, b) => Math.floor((s24(a) * s24(b)) / TWO32)),
  v_mad_u32_u24: i3((a, b, c) => u24(a) * u24(b) + c),
  v_mad_i32_i24: i3((a, b, c) => s24(a) * s24(b) + (c | 0)),
  v_min_i32: i2((a, b) => Math.min(a | 0, b | 0)),
  v_max_i32: i2((a, b) => Math.max(a | 0, b | 0)),
  v_min_u32: i2((a, b) => Math.min(a, b)),
  v_max_u32: i2((a, b) => Math.max(a, b)),
  v_min3_i32: i3((a, b, c) => Math.min(a | 0, b | 0, c | 0)),
  v_max3_i32: i3((a, b, c) => Math.max(a | 0, b | 0, c | 0)),
  v_med3_i32: i3((a, b, c) => medInt(a | 0, b | 0, c | 0)),
  v_min3_u32: i3((a, b, c) => Math.min(a, b, c)),
  v_max3_u32: i3((a, b, c) => Math.max(a, b, c)),
  v_med3_u32: i3(medInt),
  v_cndmask_b32: i3((a, b, c) => (c ? b : a)),

  // f32 arithmetic.
  v_add_f32: f2((x, y) => x + y),
  v_sub_f32: f2((x, y) => x - y),
  v_subrev_f32: f2((x, y) => y - x),
  v_mul_f32: f2((x, y) => x * y),
  // DX9 rule: 0 times anything (even inf or NaN) is 0.
  v_mul_legacy_f32: f2((x, y) => (x === 0 || y === 0 ? 0 : x * y)),
  v_min_f32: f2(minNum),
  v_max_f32: f2(maxNum),
  v_mad_f32: f3(mad),
  v_madmk_f32: f3(mad),
  v_madak_f32: f3(mad),
  v_mac_f32: { ...f3(mad), acc: true },
  v_fma_f32: f3(fma),
  v_fmamk_f32: f3(fma),
  v_fmaak_f32: f3(fma),
  v_fmac_f32: { ...f3(fma), acc: true },
  v_min3_f32: f3((x, y, z) => minNum(minNum(x, y), z)),
  v_max3_f32: f3((x, y, z) => maxNum(maxNum(x, y), z)),
  v_med3_f32: f3(med3),
  v_ldexp_f32: { k: (a, b) => R(ldexp(F(a), b | 0)), n: 2, float: true },
  v_fract_f32: f1(fract),
  v_trunc_f32: f1(Math.trunc),
  v_ceil_f32: f1(Math.ceil),
  v_floor_f32: f1(Math.floor),
  v_rndne_f32: f1(roundEven),
  v_frexp_mant_f32: f1(frexpMant),
  v_frexp_exp_i32_f32: i1((a) => frexpExp(F(a))),
  // Transcendentals: exact-then-rounded (the hardware is within 1 ULP).
  v_rcp_f32: f1((x) => 1 / x, true),
  v_rcp_iflag_f32: f1((x) => 1 / x, true),
  v_rsq_f32: f1((x) => 1 / Math.sqrt(x), true),
  v_sqrt_f32: f1(Math.sqrt, true),
  v_log_f32: f1(Math.log2, true),
  v_exp_f32: f1((x) => 2 ** x, true),
  // The argument is in revolutions.
  v_sin_f32: f1((x) => Math.sin(x * 2 * Math.PI), true),
  v_cos_f32: f1((x) => Math.cos(x * 2 * Math.PI), true),

  // Conversions.
  v_cvt_f32_i32: { k: (a) => R(a | 0), n: 1, float: true },
  v_cvt_f32_u32: { k: (a) => R(a), n: 1, float: true },
  v_cvt_i32_f32: i1((a) => toIntSaturated(F(a), -0x80000000, 0x7fffffff)),
  v_cvt_u32_f32: i1((a) => toIntSaturated(F(a), 0, 0xffffffff)),
  v_cvt_rpi_i32_f32: i1((a) => toIntSaturated(Math.floor(F(a) + 0.5), -0x80000000, 0x7fffffff)),
  v_cvt_flr_i32_f32: i1((a) => toIntSaturated(Math.floor(F(a)), -0x80000000, 0x7fffffff)),
  v_cvt_f32_ubyte0: { k: (a) => R(a & 0xff), n: 1, float: true },
  v_cvt_f32_ubyte1: { k: (a) => R((a >>> 8) & 0xff), n: 1, float: true },
  v_cvt_f32_ubyte2: { k: (a) => R((a >>> 16) & 0xff), n: 1, float: true },
  v_cvt_f32_ubyte3: { k: (a) => R(a >>> 24), n: 1, float: true },
  v_cvt_f16_f32: i1((a) => f32BitsToF16(a, false)),
  v_cvt_u32_u16: i1((a) => a & 0xffff),
  v_cvt_f32_f16: { k: (a) => R(f16ToNumber(a & 0xffff)), n: 1, float: true },
  v_cvt_pkrtz_f16_f32: i2((a, b) => f32BitsToF16(a, true) | (f32BitsToF16(b, true) << 16)),
  v_cvt_pknorm_i16_f32: i2((a, b) => packNorm(F(a), true) | (packNorm(F(b), true) << 16)),
  v_cvt_pknorm_u16_f32: i2((a, b) => packNorm(F(a), false) | (packNorm(F(b), false) << 16)),
  v_cvt_pk_u16_u32: i2((a, b) => Math.min(a, 0xffff) | (Math.min(b, 0xffff) << 16)),
  v_cvt_pk_i16_i32: i2((a, b) => (Math.max(-0x8000, Math.min(0x7fff, a | 0)) & 0xffff) | (Math.max(-0x8000, Math.min(0x7fff, b | 0)) << 16)),
  v_pack_b32_f16: i2((a, b) => (a & 0xffff) | (b << 16)),
};

/** Instructions that write a carry/borrow lane mask (sdst or vcc). */
export const CARRY_OUT: ReadonlySet<string> = new Set([
  'v_add_co_u32', 'v_sub_co_u32', 'v_subrev_co_u32', 'v_addc_co_u32', 'v_subb_co_u32', 'v_subbrev_co_u32',
]);
/** Instructions whose last operand is a lane-mask source (carry-in or condition). */
export const MASK_IN: ReadonlySet<string> = new Set(['v_addc_co_u32', 'v_subb_co_u32', 'v_subbrev_co_u32', 'v_cndmask_b32']);

export type LaneCompare = (a: number, b: number) => boolean;

const FLOAT_PREDICATES: Readonly<Record<string, (x: number, y: number) => boolean>> = {
  f: () => false,
  lt: (x, y) => x < y,
  eq: (x, y) => x === y,
  le: (x, y) => x <= y,
  gt: (x, y) => x > y,
  lg: (x, y) => x < y || x > y,
  ge: (x, y) => x >= y,
  o: (x, y) => x === x && y === y,
  u: (x, y) => x !== x || y !== y,
  nge: (x, y) => !(x >= y),
  nlg: (x, y) => !(x < y || x > y),
  ngt: (x, y) => !(x > y),
  nle: (x, y) => !(x <= y),
  neq: (x, y) => !(x === y),
  nlt: (x, y) => !(x < y),
  tru: () => true,
};

const INT_PREDICATES: Readonly<Record<string, (x: number, y: number) => boolean>> = {
  f: () => false,
  lt: (x, y) => x < y,
  eq: (x, y) => x === y,
  le: (x, y) => x <= y,
  gt: (x, y) => x > y,
  ne: (x, y) => x !== y,
  lg: (x, y) => x !== y,
  ge: (x, y) => x >= y,
  t: () => true,
};

/** Kernel of v_cmp_* / v_cmpx_* for 32-bit types; undefined for other compares. */
export function compareKernel(name: string): LaneCompare | undefined {
  const m = /^v_cmpx?_(\w+)_(f32|i32|u32|f16)$/.exec(name);
  if (!m) return undefined;
  const [, cond, type] = m;
  if (cond === 'class' && type === 'f32') return (a, b) => ((b >>> classBit(a)) & 1) === 1;
  if (cond === 'class' && type === 'f16') return (a, b) => ((b >>> classBit16(a)) & 1) === 1;
  if (type === 'f16') return undefined;
  if (type === 'f32') {
    const p = FLOAT_PREDICATES[cond!];
    return p && ((a, b) => p(F(a), F(b)));
  }
  const p = INT_PREDICATES[cond!];
  if (!p) return undefined;
  return type === 'i32' ? (a, b) => p(a | 0, b | 0) : p;
}
