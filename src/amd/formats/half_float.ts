/**
 * Exact IEEE binary16 <-> binary32 conversions on bit patterns (integer
 * arithmetic only, so results do not depend on the host's float rounding).
 * f32 -> f16 rounds to nearest even, keeps signed zeros, produces f16
 * subnormals (no flush), maps overflow to infinity and keeps NaNs quiet with
 * the top payload bits.
 */

/** binary32 bits -> binary16 bits (round to nearest, ties to even). */
export function f32BitsToF16(bits: number): number {
  const x = bits >>> 0;
  const sign = (x >>> 16) & 0x8000;
  const exp = (x >>> 23) & 0xff;
  const mant = x & 0x7fffff;
  if (exp === 0xff) {
    // Infinity stays infinity; every NaN stays a (quiet) NaN.
    return mant === 0 ? sign | 0x7c00 : sign | 0x7e00 | (mant >>> 13);
  }
  const e = exp - 127 + 15;
  if (e >= 31) return sign | 0x7c00;
  if (e <= 0) {
    if (e < -10) return sign; // below half the smallest subnormal: rounds to zero
    const m = mant | 0x800000;
    const shift = 14 - e;
    let half = m >>> shift;
    const rem = m & ((1 << shift) - 1);
    const halfway = 1 << (shift - 1);
    if (rem > halfway || (rem === halfway && (half & 1) !== 0)) half++;
    return sign | half; // a carry into bit 10 is the smallest normal, as it should be
  }
  let half = (e << 10) | (mant >>> 13);
  const rem = mant & 0x1fff;
  if (rem > 0x1000 || (rem === 0x1000 && (half & 1) !== 0)) half++; // carry may reach infinity
  return sign | half;
}

/** binary16 bits -> binary32 bits (exact). */
export function f16ToF32Bits(h: number): number {
  const sign = (h & 0x8000) << 16;
  const exp = (h >>> 10) & 0x1f;
  let mant = h & 0x3ff;
  if (exp === 0x1f) return (sign | 0x7f800000 | (mant << 13)) >>> 0;
  if (exp === 0) {
    if (mant === 0) return sign >>> 0;
    let e = 1;
    while ((mant & 0x400) === 0) {
      mant <<= 1;
      e--;
    }
    return (sign | ((e + 112) << 23) | ((mant & 0x3ff) << 13)) >>> 0;
  }
  return (sign | ((exp + 112) << 23) | (mant << 13)) >>> 0;
}
