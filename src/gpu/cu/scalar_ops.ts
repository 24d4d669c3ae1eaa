/**
 * Scalar ALU operation kernels, one per instruction name, as data the
 * executors in exec_scalar.ts look up at translate time. Values are unsigned
 * 32-bit patterns; a kernel that defines SCC writes `wave.scc` itself, exactly
 * as the ISA manuals describe each instruction (Vega / RDNA ISA guides, "SOP1",
 * "SOP2", "SOPC", "SOPK" sections).
 */
import type { SccRegister, Wave } from './wave.js';

/** 32-bit kernel: sources a, b, and the destination's old value (s_cmov, s_bitset). */
export type ScalarOp32 = (a: number, b: number, wave: SccRegister, old: number) => number;
/** 64-bit kernel: writes the result dwords into `out`, which holds the destination's old value on entry. */
export type ScalarOp64 = (alo: number, ahi: number, blo: number, bhi: number, wave: Wave, out: Uint32Array) => void;
/** Compare kernel: returns SCC. */
export type ScalarCompare = (a: number, b: number) => boolean;

const TWO32 = 0x100000000;

export function popcount32(x: number): number {
  let v = x >>> 0;
  v = v - ((v >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}

export function reverseBits32(x: number): number {
  let v = x >>> 0;
  v = ((v >>> 1) & 0x55555555) | ((v & 0x55555555) << 1);
  v = ((v >>> 2) & 0x33333333) | ((v & 0x33333333) << 2);
  v = ((v >>> 4) & 0x0f0f0f0f) | ((v & 0x0f0f0f0f) << 4);
  v = ((v >>> 8) & 0x00ff00ff) | ((v & 0x00ff00ff) << 8);
  return ((v >>> 16) | (v << 16)) >>> 0;
}

/** Index of the lowest set bit, or -1 (0xffffffff) when none. */
export function findLowestSet(x: number): number {
  return x === 0 ? -1 : 31 - Math.clz32(x & -x);
}

/** Leading sign bits after the sign bit (s_flbit_i32 / v_ffbh_i32); -1 for 0 and -1. */
export function findFirstSignChange(x: number): number {
  const v = x | 0;
  if (v === 0 || v === -1) return -1;
  return Math.clz32(v < 0 ? ~v : v);
}

/** Unsigned high half of a 32x32-bit product (exact, via 16-bit halves). */
export function mulHiU32(a: number, b: number): number {
  const a0 = a & 0xffff, a1 = a >>> 16, b0 = b & 0xffff, b1 = b >>> 16;
  const mid = a1 * b0 + ((a0 * b0) >>> 16);
  const mid2 = a0 * b1 + (mid & 0xffff);
  return (a1 * b1 + Math.floor(mid / 0x10000) + Math.floor(mid2 / 0x10000)) >>> 0;
}

/** Signed high half of a 32x32-bit product. */
export function mulHiI32(a: number, b: number): number {
  let hi = mulHiU32(a, b);
  if ((a | 0) < 0) hi = (hi - b) >>> 0;
  if ((b | 0) < 0) hi = (hi - a) >>> 0;
  return hi;
}

function bfe(value: number, offset: number, width: number, signed: boolean): number {
  if (width === 0) return 0;
  const shifted = value >>> offset;
  if (width >= 32) return shifted;
  if (signed) return (shifted << (32 - width)) >> (32 - width);
  return shifted & ((1 << width) - 1) & 0xffffffff;
}

function setSccNonZero(wave: SccRegister, r: number): number {
  wave.scc = r >>> 0 !== 0 ? 1 : 0;
  return r;
}

/** s_add_i32's kernel: the 32-bit sum, SCC the signed overflow (also the POPS wait loop's read, engine/wave_runner.ts). */
export function addSigned(a: number, b: number, wave: SccRegister): number {
  const r = (a | 0) + (b | 0);
  wave.scc = r > 0x7fffffff || r < -0x80000000 ? 1 : 0;
  return r;
}

function shiftAdd(n: number): ScalarOp32 {
  return (a, b, wave) => {
    const r = (a >>> 0) * 2 ** n + (b >>> 0);
    wave.scc = r >= TWO32 ? 1 : 0;
    return r >>> 0; // an integer below 2^53: >>> 0 is its value mod 2^32, without a double `%`
  };
}

/** Whole-quad mode: each group of 4 bits becomes all ones if any bit of it is set. */
export function wqm32(x: number): number {
  let r = 0;
  for (let q = 0; q < 32; q += 4) if ((x >>> q) & 15) r |= 15 << q;
  return r >>> 0;
}

export const SOP2_32: Readonly<Record<string, ScalarOp32>> = {
  s_add_u32: (a, b, w) => {
    const r = a + b;
    w.scc = r >= TWO32 ? 1 : 0;
    return r;
  },
  s_sub_u32: (a, b, w) => {
    w.scc = b > a ? 1 : 0;
    return a - b;
  },
  s_add_i32: (a, b, w) => addSigned(a, b, w),
  s_sub_i32: (a, b, w) => addSigned(a, -(b | 0), w),
  s_addc_u32: (a, b, w) => {
    const r = a + b + w.scc;
    w.scc = r >= TWO32 ? 1 : 0;
    return r;
  },
  s_subb_u32: (a, b, w) => {
    const r = a - b - w.scc;
    w.scc = r < 0 ? 1 : 0;
    return r;
  },
  s_min_i32: (a, b, w) => ((w.scc = (a | 0) < (b | 0) ? 1 : 0) ? a : b),
  s_min_u32: (a, b, w) => ((w.scc = a < b ? 1 : 0) ? a : b),
  s_max_i32: (a, b, w) => ((w.scc = (a | 0) > (b | 0) ? 1 : 0) ? a : b),
  s_max_u32: (a, b, w) => ((w.scc = a > b ? 1 : 0) ? a : b),
  s_cselect_b32: (a, b, w) => (w.scc ? a : b),
  s_and_b32: (a, b, w) => setSccNonZero(w, a & b),
  s_or_b32: (a, b, w) => setSccNonZero(w, a | b),
  s_xor_b32: (a, b, w) => setSccNonZero(w, a ^ b),
  s_andn2_b32: (a, b, w) => setSccNonZero(w, a & ~b),
  s_orn2_b32: (a, b, w) => setSccNonZero(w, a | ~b),
  s_nand_b32: (a, b, w) => setSccNonZero(w, ~(a & b)),
  s_nor_b32: (a, b, w) => setSccNonZero(w, ~(a | b)),
  s_xnor_b32: (a, b, w) => setSccNonZero(w, ~(a ^ b)),
  s_lshl_b32: (a, b, w) => setSccNonZero(w, a << (b & 31)),
  s_lshr_b32: (a, b, w) => setSccNonZero(w, a >>> (b & 31)),
  s_ashr_i32: (a, b, w) => setSccNonZero(w, a >> (b & 31)),
  s_bfm_b32: (a, b) => (((1 << (a & 31)) - 1) << (b & 31)) >>> 0,
  s_mul_i32: (a, b) => Math.imul(a, b),
  // Field: offset in S1[4:0], width in S1[22:16].
  s_bfe_u32: (a, b, w) => setSccNonZero(w, bfe(a, b & 31, (b >>> 16) & 0x7f, false)),
  s_bfe_i32: (a, b, w) => setSccNonZero(w, bfe(a, b & 31, (b >>> 16) & 0x7f, true)),
  s_absdiff_i32: (a, b, w) => setSccNonZero(w, Math.abs((a | 0) - (b | 0)) >>> 0),
  s_lshl1_add_u32: shiftAdd(1),
  s_lshl2_add_u32: shiftAdd(2),
  s_lshl3_add_u32: shiftAdd(3),
  s_lshl4_add_u32: shiftAdd(4),
  s_mul_hi_u32: (a, b) => mulHiU32(a, b),
  s_mul_hi_i32: (a, b) => mulHiI32(a, b),
  s_pack_ll_b32_b16: (a, b) => (a & 0xffff) | (b << 16),
  s_pack_lh_b32_b16: (a, b) => (a & 0xffff) | (b & 0xffff0000),
  s_pack_hh_b32_b16: (a, b) => (a >>> 16) | (b & 0xffff0000),
};

function logic64(f: (x: number, y: number) => number): ScalarOp64 {
  return (alo, ahi, blo, bhi, w, out) => {
    out[0] = f(alo, blo);
    out[1] = f(ahi, bhi);
    w.scc = (out[0] | out[1]) !== 0 ? 1 : 0;
  };
}

function shift64(kind: 'lshl' | 'lshr' | 'ashr'): ScalarOp64 {
  return (alo, ahi, blo, _bhi, w, out) => {
    const s = blo & 63;
    const fill = kind === 'ashr' ? ahi >> 31 : 0;
    if (s === 0) {
      out[0] = alo;
      out[1] = ahi;
    } else if (kind === 'lshl') {
      out[0] = s < 32 ? alo << s : 0;
      out[1] = s < 32 ? (ahi << s) | (alo >>> (32 - s)) : alo << (s - 32);
    } else if (s < 32) {
      out[0] = (alo >>> s) | (ahi << (32 - s));
      out[1] = kind === 'lshr' ? ahi >>> s : ahi >> s;
    } else {
      out[0] = kind === 'lshr' ? ahi >>> (s - 32) : ahi >> (s - 32);
      out[1] = fill;
    }
    w.scc = (out[0] | out[1]) !== 0 ? 1 : 0;
  };
}

export const SOP2_64: Readonly<Record<string, ScalarOp64>> = {
  s_cselect_b64: (alo, ahi, blo, bhi, w, out) => {
    out[0] = w.scc ? alo : blo;
    out[1] = w.scc ? ahi : bhi;
  },
  s_and_b64: logic64((x, y) => x & y),
  s_or_b64: logic64((x, y) => x | y),
  s_xor_b64: logic64((x, y) => x ^ y),
  s_andn2_b64: logic64((x, y) => x & ~y),
  s_orn2_b64: logic64((x, y) => x | ~y),
  s_nand_b64: logic64((x, y) => ~(x & y)),
  s_nor_b64: logic64((x, y) => ~(x | y)),
  s_xnor_b64: logic64((x, y) => ~(x ^ y)),
  s_lshl_b64: shift64('lshl'),
  s_lshr_b64: shift64('lshr'),
  s_ashr_i64: shift64('ashr'),
};

export const SOP1_32: Readonly<Record<string, ScalarOp32>> = {
  s_mov_b32: (a) => a,
  s_cmov_b32: (a, _b, w, old) => (w.scc ? a : old),
  s_not_b32: (a, _b, w) => setSccNonZero(w, ~a),
  s_wqm_b32: (a, _b, w) => setSccNonZero(w, wqm32(a)),
  s_brev_b32: (a) => reverseBits32(a),
  s_bcnt0_i32_b32: (a, _b, w) => setSccNonZero(w, 32 - popcount32(a)),
  s_bcnt1_i32_b32: (a, _b, w) => setSccNonZero(w, popcount32(a)),
  s_ff0_i32_b32: (a) => findLowestSet(~a),
  s_ff1_i32_b32: (a) => findLowestSet(a),
  s_flbit_i32_b32: (a) => (a === 0 ? -1 : Math.clz32(a)),
  s_flbit_i32: (a) => findFirstSignChange(a),
  s_sext_i32_i8: (a) => (a << 24) >> 24,
  s_sext_i32_i16: (a) => (a << 16) >> 16,
  s_bitset0_b32: (a, _b, _w, old) => old & ~(1 << (a & 31)),
  s_bitset1_b32: (a, _b, _w, old) => old | (1 << (a & 31)),
  s_abs_i32: (a, _b, w) => setSccNonZero(w, Math.abs(a | 0) >>> 0),
};

export const SOP1_64: Readonly<Record<string, ScalarOp64>> = {
  s_mov_b64: (alo, ahi, _blo, _bhi, _w, out) => {
    out[0] = alo;
    out[1] = ahi;
  },
  s_cmov_b64: (alo, ahi, _blo, _bhi, w, out) => {
    if (w.scc) {
      out[0] = alo;
      out[1] = ahi;
    }
  },
  s_not_b64: logic64((x) => ~x),
  s_wqm_b64: logic64((x) => wqm32(x)),
  s_brev_b64: (alo, ahi, _blo, _bhi, _w, out) => {
    out[0] = reverseBits32(ahi);
    out[1] = reverseBits32(alo);
  },
};

/** SOP1 instructions with a 64-bit source and a 32-bit result. */
export const SOP1_64_TO_32: Readonly<Record<string, (lo: number, hi: number, wave: Wave) => number>> = {
  s_bcnt0_i32_b64: (lo, hi, w) => setSccNonZero(w, 64 - popcount32(lo) - popcount32(hi)),
  s_bcnt1_i32_b64: (lo, hi, w) => setSccNonZero(w, popcount32(lo) + popcount32(hi)),
  s_ff1_i32_b64: (lo, hi) => (lo !== 0 ? findLowestSet(lo) : hi !== 0 ? 32 + findLowestSet(hi) : -1),
  s_flbit_i32_b64: (lo, hi) => (hi !== 0 ? Math.clz32(hi) : lo !== 0 ? 32 + Math.clz32(lo) : -1),
};

export const SOPC: Readonly<Record<string, ScalarCompare>> = {
  s_cmp_eq_i32: (a, b) => a === b,
  s_cmp_lg_i32: (a, b) => a !== b,
  s_cmp_gt_i32: (a, b) => (a | 0) > (b | 0),
  s_cmp_ge_i32: (a, b) => (a | 0) >= (b | 0),
  s_cmp_lt_i32: (a, b) => (a | 0) < (b | 0),
  s_cmp_le_i32: (a, b) => (a | 0) <= (b | 0),
  s_cmp_eq_u32: (a, b) => a === b,
  s_cmp_lg_u32: (a, b) => a !== b,
  s_cmp_gt_u32: (a, b) => a > b,
  s_cmp_ge_u32: (a, b) => a >= b,
  s_cmp_lt_u32: (a, b) => a < b,
  s_cmp_le_u32: (a, b) => a <= b,
  s_bitcmp0_b32: (a, b) => ((a >>> (b & 31)) & 1) === 0,
  s_bitcmp1_b32: (a, b) => ((a >>> (b & 31)) & 1) === 1,
};

/** SOPK compares: sdst against the 16-bit immediate, sign-extended for _i32 and zero-extended for _u32. */
export const SOPK_COMPARE: Readonly<Record<string, { readonly signed: boolean; readonly cmp: ScalarCompare }>> = Object.fromEntries(
  (['eq', 'lg', 'gt', 'ge', 'lt', 'le'] as const).flatMap((c) =>
    (['i32', 'u32'] as const).map((t) => [`s_cmpk_${c}_${t}`, { signed: t === 'i32', cmp: SOPC[`s_cmp_${c}_${t}`]! }]),
  ),
);

/** s_*_saveexec: the new exec from the source and the old exec (saved to sdst). */
export const SAVEEXEC: Readonly<Record<string, (src: number, exec: number) => number>> = {
  and: (s, e) => s & e,
  or: (s, e) => s | e,
  xor: (s, e) => s ^ e,
  andn2: (s, e) => s & ~e,
  orn2: (s, e) => s | ~e,
  nand: (s, e) => ~(s & e),
  nor: (s, e) => ~(s | e),
  xnor: (s, e) => ~(s ^ e),
};
