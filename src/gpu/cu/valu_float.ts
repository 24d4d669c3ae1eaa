/**
 * Floating-point helpers of the VALU kernels: IEEE minNum/maxNum, rounding,
 * f16 conversion and the v_cmp_class categories. Values are JS numbers holding
 * f32 values; results are rounded to f32 by the caller (f32Bits). Denormals
 * are kept (IEEE), whatever MODE says (docs/gpu_cu.md).
 */

/** IEEE-754 minNum: a NaN operand yields the other operand (the hardware's IEEE mode). */
export function minNum(x: number, y: number): number {
  if (x !== x) return y;
  if (y !== y) return x;
  return Math.min(x, y);
}

export function maxNum(x: number, y: number): number {
  if (x !== x) return y;
  if (y !== y) return x;
  return Math.max(x, y);
}

/** Round half to even, keeping the sign of zero. */
export function roundEven(x: number): number {
  if (!Number.isFinite(x)) return x;
  const f = Math.floor(x);
  const d = x - f;
  const r = d < 0.5 ? f : d > 0.5 ? f + 1 : f % 2 === 0 ? f : f + 1;
  return r === 0 && (x < 0 || Object.is(x, -0)) ? -0 : r;
}

/** Largest f32 below 1.0: v_fract_f32 never returns 1.0. */
const BELOW_ONE = 0.99999994039535522;

export function fract(x: number): number {
  if (!Number.isFinite(x)) return NaN;
  return Math.min(x - Math.floor(x), BELOW_ONE);
}

/** Truncating float-to-integer conversion with the hardware's saturation; NaN gives 0. */
export function toIntSaturated(x: number, min: number, max: number): number {
  if (x !== x) return 0;
  const t = Math.trunc(x);
  return t < min ? min : t > max ? max : t;
}

/** Exponent e with x = m * 2^e, 0.5 <= |m| < 1; 0 for zero, infinity and NaN. */
export function frexpExp(x: number): number {
  if (x === 0 || !Number.isFinite(x)) return 0;
  let e = Math.floor(Math.log2(Math.abs(x))) + 1;
  const m = Math.abs(x) / 2 ** e;
  if (m >= 1) e++;
  else if (m < 0.5) e--;
  return e;
}

export function frexpMant(x: number): number {
  if (x !== x || !Number.isFinite(x)) return NaN;
  if (x === 0) return x;
  return x / 2 ** frexpExp(x);
}

/** x * 2^n without overflowing the intermediate power (n is clamped far outside f32's range). */
export function ldexp(x: number, n: number): number {
  const e = Math.max(-400, Math.min(400, n | 0));
  return x * 2 ** e;
}

/**
 * f32 bit pattern to f16 bits, rounding to nearest even or toward zero
 * (v_cvt_pkrtz_f16_f32). NaNs stay quiet NaNs; RTZ overflow gives the largest
 * finite value, RNE overflow infinity.
 */
export function f32BitsToF16(bits: number, rtz: boolean): number {
  const sign = (bits >>> 16) & 0x8000;
  const exp = (bits >>> 23) & 0xff;
  let mant = bits & 0x7fffff;
  if (exp === 0xff) return sign | 0x7c00 | (mant ? 0x200 | (mant >>> 13) : 0);
  const e = exp - 112;
  if (e >= 31) return sign | (rtz ? 0x7bff : 0x7c00);
  if (e <= 0) {
    if (e < -10 || exp === 0) return sign;
    mant |= 0x800000;
    const shift = 14 - e;
    let h = mant >>> shift;
    const rem = mant & ((1 << shift) - 1);
    const half = 1 << (shift - 1);
    if (!rtz && (rem > half || (rem === half && h & 1))) h++;
    return sign | h;
  }
  let h = (e << 10) | (mant >>> 13);
  const rem = mant & 0x1fff;
  if (!rtz && (rem > 0x1000 || (rem === 0x1000 && h & 1))) h++;
  return sign | h;
}

export function f16ToNumber(h: number): number {
  const sign = h & 0x8000 ? -1 : 1;
  const e = (h >>> 10) & 31;
  const m = h & 0x3ff;
  if (e === 0) return sign * m * 2 ** -24;
  if (e === 31) return m ? NaN : sign * Infinity;
  return sign * (1 + m / 1024) * 2 ** (e - 15);
}

/**
 * v_cmp_class category bit of a float pattern: 0 signalling NaN, 1 quiet
 * NaN, 2 -inf, 3 -normal, 4 -denormal, 5 -0, 6 +0, 7 +denormal, 8 +normal,
 * 9 +inf. classBit takes an f32, classBit16 an f16 (its low 16 bits).
 */
function floatClass(negative: boolean, exp: number, maxExp: number, mant: number, quietBit: number): number {
  if (exp === maxExp) {
    if (mant !== 0) return mant & quietBit ? 1 : 0;
    return negative ? 2 : 9;
  }
  if (exp === 0) {
    if (mant === 0) return negative ? 5 : 6;
    return negative ? 4 : 7;
  }
  return negative ? 3 : 8;
}

export function classBit(bits: number): number {
  return floatClass(bits >>> 31 === 1, (bits >>> 23) & 0xff, 0xff, bits & 0x7fffff, 0x400000);
}

export function classBit16(bits: number): number {
  return floatClass(((bits >>> 15) & 1) === 1, (bits >>> 10) & 0x1f, 0x1f, bits & 0x3ff, 0x200);
}
