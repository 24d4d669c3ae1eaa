/**
 * Float accuracy for the built-in coverage test: f32 ULPs and the allowed
 * error of each operation, from the GLSL 4.50 precision table (section
 * 4.7.1) and, for functions GLSL leaves undefined (trigonometry, determinant,
 * …), the Vulkan precision table ("Precision and Operation of SPIR-V
 * Instructions"), whose rows the comments quote. "Inherited" functions get
 * the error of their defining formula, propagated to first order by hand in
 * the case tables.
 */

/** Spacing of f32 values at |x| (2^-149 in the denormal range). */
export function ulp(x: number): number {
  const a = Math.abs(x);
  if (!Number.isFinite(a)) return Infinity;
  if (a < 2 ** -126) return 2 ** -149;
  let e = Math.floor(Math.log2(a));
  // log2 may round across a power of two: fix e so that 2^e ≤ a < 2^(e+1).
  if (2 ** e > a) e--;
  else if (2 ** (e + 1) <= a) e++;
  return 2 ** (e - 23);
}

/** Allowed |result − reference| of one float result component, given the arguments and the exact reference. */
export type Tol = (args: readonly (readonly number[])[], ref: number, comp: number) => number;

/** n ULPs of the exact result (0.5: correctly rounded). */
export const ulps =
  (n: number): Tol =>
  (_args, ref) =>
    n * ulp(ref);

/** Bit-exact (min, max, abs, floor, frexp, …: the result is representable). */
export const EXACT: Tol = () => 0;
/** Correctly rounded (GLSL: +, −, ×, conversions; frexp/ldexp). */
export const ROUNDED: Tol = ulps(0.5);
/** a / b: 2.5 ULP for |b| in [2^-126, 2^126] (GLSL and Vulkan). */
export const DIV_ULPS = 2.5;
/** inversesqrt: 2 ULP; sqrt inherits 1 / inversesqrt: 2 + 2.5 ULP. */
export const RSQ_ULPS = 2;
export const SQRT_ULPS = RSQ_ULPS + DIV_ULPS;
/** atan, atan2: 4096 ULP (Vulkan; asin/acos inherit atan2). */
export const ATAN_ULPS = 4096;
/** sin, cos: absolute error 2^-11 inside [-π, π] (Vulkan). */
export const SIN_ABS = 2 ** -11;

/** exp(x), exp2(x): (3 + 2·|x|) ULP. */
export function expError(x: number, result: number): number {
  return (3 + 2 * Math.abs(x)) * ulp(result);
}

/** log(x), log2(x): absolute 2^-21 inside [0.5, 2], else 3 ULP. */
export function logError(x: number, result: number): number {
  return x >= 0.5 && x <= 2 ? 2 ** -21 : 3 * ulp(result);
}

/** Whether the f32 result `got` (bits) is within `tol` of the exact `ref`; NaN and infinities must match exactly. */
export function withinTolerance(got: number, ref: number, tol: number): boolean {
  if (Number.isNaN(ref)) return Number.isNaN(got);
  if (!Number.isFinite(ref)) return got === ref;
  return Math.abs(got - ref) <= tol;
}
