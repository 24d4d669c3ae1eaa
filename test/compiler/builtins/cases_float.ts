/**
 * GLSL 4.50 chapter 8.1–8.3: angle and trigonometry, exponential and common
 * functions, on every type they apply to. Tolerances: see float_tolerance.ts;
 * each row says which precision rule it applies.
 */
import { makeCase, magnitudeF, uniformF, uniformI, word, BOOLS, type Case, type Values } from './case.js';
import {
  ATAN_ULPS,
  DIV_ULPS,
  EXACT,
  expError,
  logError,
  ROUNDED,
  RSQ_ULPS,
  SIN_ABS,
  SQRT_ULPS,
  ulp,
  ulps,
  type Tol,
} from './float_tolerance.js';
import { genTypes, glslName, vec, type Base } from './glsl_type.js';
import { fnCases, sameType, scalarVariants, type Sig } from './signatures.js';

const F = 'float';
const PI = Math.PI;
const f32 = new Float32Array(1);
const u32 = new Uint32Array(f32.buffer);
const bitsOf = (x: number): number => ((f32[0] = x), u32[0]!);
const floatOf = (b: number): number => ((u32[0] = b), f32[0]!);
const roundEven = (x: number): number => {
  const r = Math.round(x);
  return Math.abs(x % 1) === 0.5 && r % 2 !== 0 ? r - 1 : r;
};
/** Tolerance from a scalar formula of the first argument component and the exact result. */
const tolOf =
  (fn: (x: number, r: number, args: Values, k: number) => number): Tol =>
  (args, r, k) =>
    fn(args[0]![args[0]!.length === 1 ? 0 : k]!, r, args as Values, k);
const arg = (args: Values, a: number, k: number): number => args[a]![args[a]!.length === 1 ? 0 : k]!;

const SPECIALS = [NaN, Infinity, -Infinity, 0, -0, 1, -1, 2 ** -130, -(2 ** 100)];

/** exp's error at argument x, for inherited formulas (spec: (3 + 2|x|) ULP). */
const expErr = (x: number): number => expError(x, Math.exp(x));

function angleAndTrig(): Case[] {
  const g = sameType(F, 1);
  return [
    // Inherited from x · (π/180): the product plus the f32 rounding of the constant.
    ...fnCases({ expr: 'radians', sigs: g, domains: [uniformF(-720, 720, [0, 180, -90])], ref: (x) => (x * PI) / 180, tol: ulps(1) }),
    ...fnCases({ expr: 'degrees', sigs: g, domains: [uniformF(-7, 7, [0, PI])], ref: (x) => (x * 180) / PI, tol: ulps(1) }),
    // Vulkan: sin, cos absolute error 2^-11 inside [-π, π].
    ...fnCases({ expr: 'sin', sigs: g, domains: [uniformF(-PI, PI, [0, 1, -PI / 2])], ref: Math.sin, tol: () => SIN_ABS }),
    ...fnCases({ expr: 'cos', sigs: g, domains: [uniformF(-PI, PI, [0, 1, -PI / 2])], ref: Math.cos, tol: () => SIN_ABS }),
    // Inherited from sin / cos (errors 2^-11 each, then a 2.5 ULP division); |x| ≤ 1.3 keeps cos ≥ 0.26.
    ...fnCases({
      expr: 'tan',
      sigs: g,
      domains: [uniformF(-1.3, 1.3, [0, 1])],
      ref: Math.tan,
      tol: tolOf((x, r) => (SIN_ABS + Math.abs(r) * SIN_ABS) / Math.abs(Math.cos(x)) + DIV_ULPS * ulp(r)),
    }),
    // Vulkan: asin, acos inherit atan2(x, sqrt(1 − x²)) (4096 ULP); 2^-22 covers the sqrt operand's own rounding.
    ...fnCases({ expr: 'asin', sigs: g, domains: [uniformF(-1, 1, [0, 1, -1, 0.5])], ref: Math.asin, tol: (_a, r) => ATAN_ULPS * ulp(r) + 2 ** -22 }),
    ...fnCases({ expr: 'acos', sigs: g, domains: [uniformF(-1, 1, [0, 1, -1, 0.5])], ref: Math.acos, tol: (_a, r) => ATAN_ULPS * ulp(r) + 2 ** -22 }),
    // Vulkan: atan 4096 ULP.
    ...fnCases({ expr: 'atan', label: 'atan1', sigs: g, domains: [magnitudeF(-10, 10, false, [0, 1, -1, Infinity])], ref: Math.atan, tol: ulps(ATAN_ULPS) }),
    ...fnCases({
      expr: 'atan',
      label: 'atan2',
      sigs: sameType(F, 2),
      domains: [magnitudeF(-8, 8, false, [1, -1, 0, 3]), magnitudeF(-8, 8, false, [1, -1, -2, 0])],
      ref: Math.atan2,
      tol: ulps(ATAN_ULPS),
      valid: (a) => a[0]!.every((y, k) => y !== 0 || a[1]![k] !== 0),
    }),
    // Inherited from (eˣ ∓ e⁻ˣ) · 0.5.
    ...fnCases({ expr: 'sinh', sigs: g, domains: [uniformF(-10, 10, [0, 1])], ref: Math.sinh, tol: tolOf((x, r) => 0.5 * (expErr(x) + expErr(-x)) + ulp(r)) }),
    ...fnCases({ expr: 'cosh', sigs: g, domains: [uniformF(-10, 10, [0, 1])], ref: Math.cosh, tol: tolOf((x, r) => 0.5 * (expErr(x) + expErr(-x)) + ulp(r)) }),
    // Inherited from sinh / cosh: numerator and denominator errors, then the division.
    ...fnCases({
      expr: 'tanh',
      sigs: g,
      domains: [uniformF(-6, 6, [0, -0, 20, -20])],
      ref: Math.tanh,
      tol: tolOf((x, r) => {
        const e = expErr(x) + expErr(-x);
        return (e + Math.abs(r) * e) / (Math.exp(x) + Math.exp(-x)) + DIV_ULPS * ulp(r);
      }),
    }),
    // Inherited from log(x + sqrt(x² + 1)): the relative error of the log's operand, plus log's own.
    ...fnCases({
      expr: 'asinh',
      sigs: g,
      domains: [magnitudeF(-8, 8, false, [0, 1, -1])],
      ref: Math.asinh,
      tol: tolOf((x, r) => {
        const s = Math.sqrt(x * x + 1);
        const u = Math.abs(x) + s;
        return (ulp(x * x) + SQRT_ULPS * ulp(s) + ulp(u)) / u + logError(u, r) + ulp(r);
      }),
    }),
    // Inherited from log(x + sqrt(x·x − 1)): x·x rounds before the subtraction.
    ...fnCases({
      expr: 'acosh',
      sigs: g,
      domains: [magnitudeF(0, 10, true, [1, 2])],
      ref: Math.acosh,
      tol: tolOf((x, r) => {
        const s = Math.sqrt(x * x - 1);
        const u = x + s;
        const ds = s === 0 ? 0 : (0.5 * ulp(x * x)) / (2 * s) + SQRT_ULPS * ulp(s);
        return (ds + ulp(u)) / u + logError(u, r) + ulp(r);
      }),
    }),
    // Inherited from log((1 + x) / (1 − x)) · 0.5.
    ...fnCases({
      expr: 'atanh',
      sigs: g,
      domains: [uniformF(-0.95, 0.95, [0, 0.5])],
      ref: Math.atanh,
      tol: tolOf((x, r) => {
        const q = (1 + x) / (1 - x);
        const rel = (0.5 * ulp(1 + x)) / (1 + x) + (0.5 * ulp(1 - x)) / (1 - x) + (DIV_ULPS * ulp(q)) / q;
        return 0.5 * (rel + logError(q, Math.log(q))) + ulp(r);
      }),
    }),
  ];
}

function exponential(): Case[] {
  const g = sameType(F, 1);
  return [
    // Inherited from exp2(y · log2(x)): log2's error scaled by |y|, the product's rounding, then exp2's (3 + 2|t|) ULP.
    ...fnCases({
      expr: 'pow',
      sigs: sameType(F, 2),
      domains: [magnitudeF(-6, 6, true, [1, 2, 0.5]), uniformF(-4, 4, [0, 1, 2, -1])],
      ref: Math.pow,
      tol: (args, r, k) => {
        const x = arg(args as Values, 0, k);
        const y = arg(args as Values, 1, k);
        const l = Math.log2(x);
        const t = y * l;
        return Math.abs(r) * Math.LN2 * (Math.abs(y) * logError(x, l) + 0.5 * ulp(t)) + expError(t, r);
      },
    }),
    ...fnCases({ expr: 'exp', sigs: g, domains: [uniformF(-20, 20, [0, 1, -1])], ref: Math.exp, tol: tolOf((x, r) => expError(x, r)) }),
    ...fnCases({ expr: 'exp2', sigs: g, domains: [uniformF(-30, 30, [0, 1, -1, 10])], ref: (x) => 2 ** x, tol: tolOf((x, r) => expError(x, r)) }),
    ...fnCases({ expr: 'log', sigs: g, domains: [magnitudeF(-20, 20, true, [1, 0.5, 2, 3])], ref: Math.log, tol: tolOf((x, r) => logError(x, r)) }),
    ...fnCases({ expr: 'log2', sigs: g, domains: [magnitudeF(-20, 20, true, [1, 0.5, 2, 1024])], ref: Math.log2, tol: tolOf((x, r) => logError(x, r)) }),
    ...fnCases({ expr: 'sqrt', sigs: g, domains: [magnitudeF(-30, 30, true, [0, 1, 4, 2])], ref: Math.sqrt, tol: ulps(SQRT_ULPS) }),
    ...fnCases({ expr: 'inversesqrt', sigs: g, domains: [magnitudeF(-30, 30, true, [1, 4, 2])], ref: (x) => 1 / Math.sqrt(x), tol: ulps(RSQ_ULPS) }),
  ];
}

const FLOATS = magnitudeF(-10, 10, false, [0, -0, 0.5, -0.5, 1.5, -1.5, 2.5, 3]);
const INTS = word(true, [0, 1, -1, 0x7fffffff, -0x80000000, 5, -7]);
const UINTS = word(false, [0, 1, 0xffffffff, 0x80000000, 7]);

function ordered(lo: number[], hi: number[]): boolean {
  return lo.every((l, k) => l <= hi[hi.length === 1 ? 0 : k]!);
}

function common(): Case[] {
  const g = sameType(F, 1);
  const intBases: Base[] = ['int', 'uint'];
  const cases: Case[] = [
    ...fnCases({ expr: 'abs', sigs: g, domains: [FLOATS], ref: Math.abs }),
    ...fnCases({ expr: 'abs', sigs: sameType('int', 1), domains: [INTS], ref: Math.abs }),
    ...fnCases({ expr: 'sign', sigs: g, domains: [FLOATS], ref: Math.sign }),
    ...fnCases({ expr: 'sign', sigs: sameType('int', 1), domains: [INTS], ref: Math.sign }),
    ...fnCases({ expr: 'floor', sigs: g, domains: [FLOATS], ref: Math.floor }),
    ...fnCases({ expr: 'trunc', sigs: g, domains: [FLOATS], ref: Math.trunc }),
    // round: halves go either way (GLSL); the reference picks even, as roundEven — the edges avoid exact halves.
    ...fnCases({ expr: 'round', sigs: g, domains: [magnitudeF(-10, 10, false, [0, 1.25, -2.75])], ref: roundEven }),
    ...fnCases({ expr: 'roundEven', sigs: g, domains: [FLOATS], ref: roundEven }),
    ...fnCases({ expr: 'ceil', sigs: g, domains: [FLOATS], ref: Math.ceil }),
    // x − floor(x), one rounding; the hardware's fract stays below 1.0, one ULP from a rounded 1.0.
    ...fnCases({ expr: 'fract', sigs: g, domains: [magnitudeF(-30, 20, false, [0, -1e-9, 1.5, -1.5])], ref: (x) => x - Math.floor(x), tol: (_a, r) => Math.max(ulp(r), 0.5 * ulp(1)) }),
    // Inherited from x − y·floor(x/y); arguments whose quotient is near an integer are redrawn (floor would jump by one for a 2.5 ULP quotient error).
    ...fnCases({
      expr: 'mod',
      sigs: [...sameType(F, 2), ...scalarVariants(F, 2, [1])],
      domains: [uniformF(-100, 100, [5.5, -5.5]), magnitudeF(-3, 5, false, [2, 3])],
      ref: (x, y) => x - y * Math.floor(x / y),
      tol: (args, r, k) => {
        const x = arg(args as Values, 0, k);
        const y = arg(args as Values, 1, k);
        return ulp(y * Math.floor(x / y)) + ulp(r) + ulp(x);
      },
      valid: (a) => a[0]!.every((x, k) => {
        const q = x / a[1]![a[1]!.length === 1 ? 0 : k]!;
        return Math.abs(q - Math.round(q)) > 1e-4;
      }),
    }),
    ...fnCases({ expr: 'min', sigs: [...g, ...scalarVariants(F, 2, [1])].map(twoArgs), domains: [FLOATS], ref: Math.min }),
    ...fnCases({ expr: 'max', sigs: [...g, ...scalarVariants(F, 2, [1])].map(twoArgs), domains: [FLOATS], ref: Math.max }),
    ...fnCases({ expr: 'clamp', sigs: [...sameType(F, 3), ...scalarVariants(F, 3, [1, 2])], domains: [FLOATS], ref: (x, lo, hi) => Math.min(Math.max(x, lo), hi), valid: (a) => ordered(a[1]!, a[2]!) }),
    // Inherited from x·(1 − a) + y·a (one rounding each).
    ...fnCases({
      expr: 'mix',
      sigs: [...sameType(F, 3), ...scalarVariants(F, 3, [2])],
      domains: [FLOATS, FLOATS, uniformF(-0.5, 1.5, [0, 1, 0.5])],
      ref: (x, y, a) => x * (1 - a) + y * a,
      tol: (args, r, k) => {
        const x = Math.abs(arg(args as Values, 0, k));
        const y = Math.abs(arg(args as Values, 1, k));
        const a = Math.abs(arg(args as Values, 2, k));
        return ulp(x) * (1 + a) + ulp(y) * (1 + a) + ulp(r);
      },
    }),
    ...fnCases({ expr: 'step', sigs: [...sameType(F, 2), ...scalarVariants(F, 2, [0])], domains: [FLOATS], ref: (e, x) => (x < e ? 0 : 1) }),
    // Inherited from t = clamp((x − e0)/(e1 − e0), 0, 1); t·t·(3 − 2t): the error of t, amplified by the slope 6t(1 − t) ≤ 1.5.
    ...fnCases({
      expr: 'smoothstep',
      sigs: [...sameType(F, 3), ...scalarVariants(F, 3, [0, 1])],
      domains: [uniformF(-2, 2, [0]), uniformF(-2, 2, [1]), uniformF(-3, 3, [0.5, -1, 3])],
      ref: (e0, e1, x) => {
        const t = Math.min(Math.max((x - e0) / (e1 - e0), 0), 1);
        return t * t * (3 - 2 * t);
      },
      tol: (args, r, k) => {
        const e0 = arg(args as Values, 0, k);
        const e1 = arg(args as Values, 1, k);
        const x = arg(args as Values, 2, k);
        const t = (x - e0) / (e1 - e0);
        const dt = (0.5 * ulp(x - e0) + Math.abs(t) * 0.5 * ulp(e1 - e0)) / (e1 - e0) + DIV_ULPS * ulp(t);
        return 1.5 * dt + 4 * ulp(1) + ulp(r);
      },
      valid: (a) => a[0]!.every((e0, k) => a[1]![a[1]!.length === 1 ? 0 : k]! - e0 > 0.01),
    }),
    ...fnCases({ expr: 'isnan', sigs: sameType(F, 1, 'bool'), domains: [uniformF(-5, 5, SPECIALS)], ref: (x) => (Number.isNaN(x) ? 1 : 0) }),
    ...fnCases({ expr: 'isinf', sigs: sameType(F, 1, 'bool'), domains: [uniformF(-5, 5, SPECIALS)], ref: (x) => (Math.abs(x) === Infinity ? 1 : 0) }),
    ...fnCases({ expr: 'floatBitsToInt', sigs: sameType(F, 1, 'int'), domains: [magnitudeF(-140, 120, false, SPECIALS)], ref: (x) => bitsOf(x) | 0 }),
    ...fnCases({ expr: 'floatBitsToUint', sigs: sameType(F, 1, 'uint'), domains: [magnitudeF(-140, 120, false, SPECIALS)], ref: bitsOf }),
    // A NaN encoding gives an unspecified value (GLSL): such words are redrawn.
    ...fnCases({ expr: 'intBitsToFloat', sigs: sameType('int', 1, F), domains: [word(true, [0, 1, 0x7f800000, -0x800000, 0x3f800000])], ref: floatOf, valid: noNanBits }),
    ...fnCases({ expr: 'uintBitsToFloat', sigs: sameType('uint', 1, F), domains: [word(false, [0, 0x80000000, 0xff800000, 0x3f800000])], ref: floatOf, valid: noNanBits }),
    // Inherited from a·b + c: a fused or an unfused evaluation.
    ...fnCases({
      expr: 'fma',
      sigs: sameType(F, 3),
      domains: [FLOATS],
      ref: (a, b, c) => a * b + c,
      tol: (args, r, k) => 0.5 * ulp(arg(args as Values, 0, k) * arg(args as Values, 1, k)) + 0.5 * ulp(r),
    }),
    // ldexp: correctly rounded; products outside the f32 range are undefined (redrawn), denormal results excluded.
    ...fnCases({
      expr: 'ldexp',
      sigs: genTypes(F).map((t) => ({ args: [t, vec('int', t.rows)], results: [t] })),
      domains: [magnitudeF(-20, 20, false, [0, 1, -1.5]), uniformI(-40, 40, [0, 3, -3])],
      ref: (x, e) => x * 2 ** e,
      tol: ROUNDED,
      valid: (a) => a[0]!.every((x, k) => x === 0 || Math.abs(x * 2 ** a[1]![k]!) < 2 ** 127 && Math.abs(x * 2 ** a[1]![k]!) >= 2 ** -126),
    }),
  ];
  for (const b of intBases) {
    const D = b === 'int' ? INTS : UINTS;
    cases.push(
      ...fnCases({ expr: 'min', sigs: [...sameType(b, 2), ...scalarVariants(b, 2, [1])], domains: [D], ref: Math.min }),
      ...fnCases({ expr: 'max', sigs: [...sameType(b, 2), ...scalarVariants(b, 2, [1])], domains: [D], ref: Math.max }),
      ...fnCases({ expr: 'clamp', sigs: [...sameType(b, 3), ...scalarVariants(b, 3, [1, 2])], domains: [D], ref: (x, lo, hi) => Math.min(Math.max(x, lo), hi), valid: (a) => ordered(a[1]!, a[2]!) }),
    );
  }
  // mix with a boolean selector (GLSL 4.50: float, int, uint and bool): exact selection.
  for (const b of ['float', 'int', 'uint', 'bool'] as const) {
    const D = b === 'float' ? FLOATS : b === 'int' ? INTS : b === 'uint' ? UINTS : BOOLS;
    cases.push(
      ...fnCases({
        expr: 'mix',
        label: 'mix_bool',
        sigs: genTypes(b).map((t) => ({ args: [t, t, vec('bool', t.rows)], results: [t] })),
        domains: [D, D, BOOLS],
        ref: (x, y, a) => (a ? y : x),
      }),
    );
  }
  cases.push(...modfFrexp());
  return cases;
}

const twoArgs = (s: Sig): Sig => (s.args.length === 1 ? { args: [s.args[0]!, s.args[0]!], results: s.results } : s);

function noNanBits(a: Values): boolean {
  return a[0]!.every((w) => ((w >>> 23) & 0xff) !== 0xff || (w & 0x7fffff) === 0);
}

/** modf and frexp: the second result comes back through the out parameter. */
function modfFrexp(): Case[] {
  return genTypes(F).flatMap((t) => {
    const name = glslName(t);
    return [
      makeCase({
        id: `modf(${name}, out ${name})`,
        args: [t],
        results: [t, t],
        code: 'r0 = modf(a0, r1);',
        domains: [magnitudeF(-10, 12, false, [0, 2.5, -2.5, -3])],
        ref: (a) => [a[0]!.map((x) => x - Math.trunc(x)), a[0]!.map(Math.trunc)],
        tol: EXACT,
      }),
      makeCase({
        id: `frexp(${name}, out ${glslName(vec('int', t.rows))})`,
        args: [t],
        results: [t, vec('int', t.rows)],
        code: 'r0 = frexp(a0, r1);',
        domains: [magnitudeF(-140, 120, false, [0, 1, 0.5, -3, 2 ** -140])],
        ref: (a) => {
          const e = a[0]!.map((x) => (x === 0 ? 0 : Math.floor(Math.log2(Math.abs(x))) + 1));
          // Exact exponent: fix log2 rounding at powers of two.
          const fixed = e.map((v, k) => (a[0]![k] === 0 ? 0 : Math.abs(a[0]![k]!) / 2 ** v >= 1 ? v + 1 : Math.abs(a[0]![k]!) / 2 ** v < 0.5 ? v - 1 : v));
          return [a[0]!.map((x, k) => x / 2 ** fixed[k]!), fixed];
        },
        tol: EXACT,
      }),
    ];
  });
}

export function floatFunctionCases(): Case[] {
  return [...angleAndTrig(), ...exponential(), ...common()];
}
