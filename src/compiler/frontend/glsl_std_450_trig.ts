/**
 * Inverse trigonometric and hyperbolic GLSL.std.450 functions as ALU
 * sequences (Mesa's vtn_glsl450 / nir_builtin_builder do the same: the
 * hardware has only sin, cos, exp2, log2, sqrt and rcp).
 *
 * - atan: range reduction to [0, 1] (u = min(|x|, 1) / max(|x|, 1)), NIR's
 *   odd degree-11 polynomial, π/2 − p when |x| > 1, the sign of x (copied
 *   bitwise, so atan(-0) = -0).
 * - atan2(y, x): the same polynomial on min(|x|, |y|) / max(|x|, |y|), then
 *   the octant and quadrant fix-ups; |x| = |y| counts as ratio 1 (also for
 *   infinities, IEEE's ±π/4 and ±3π/4; (0, 0), undefined in GLSL, gives ±π/4
 *   or ±3π/4).
 * - asin(x) = atan2(x, sqrt((1 − x)(1 + x))), acos(x) = atan2(sqrt((1 − x)(1 + x)), x):
 *   exactly the formulas the Vulkan precision rules make them inherit from.
 * - sinh, cosh = (eˣ ∓ e⁻ˣ) / 2; tanh = (eˣ − e⁻ˣ) / (eˣ + e⁻ˣ) with x
 *   clamped to ±10 (beyond it tanh is ±1 in f32) and ±0 / NaN passed through,
 *   as vtn_glsl450; asinh = sign(x)·log(|x| + sqrt(x² + 1)),
 *   acosh = log(x + sqrt(x² − 1)), atanh = log((1 + x) / (1 − x)) / 2.
 */
import type { Value } from '../ir/ir.js';
import type { Translator } from './context.js';

/** NIR's minimax coefficients of atan(u) ≈ u·(c0 + c1·u² + … + c5·u¹⁰) on [0, 1] (nir_atan). */
const ATAN_COEFFS = [0.9999793128310355, -0.3326756418091246, 0.193892497711561, -0.1173503194786851, 0.0536813784310406, -0.0121323213173444];

function f(t: Translator, v: number): Value {
  return t.f32(v);
}

/** atan on [0, 1] by the polynomial (Horner in u²). */
function atanPoly(t: Translator, u: Value): Value {
  const u2 = t.alu('fmul', u, u);
  let p = f(t, ATAN_COEFFS[ATAN_COEFFS.length - 1]!);
  for (let k = ATAN_COEFFS.length - 2; k >= 0; k--) p = t.alu('ffma', p, u2, f(t, ATAN_COEFFS[k]!));
  return t.alu('fmul', p, u);
}

/** |magnitude| with the sign bit of `sign`. */
function copySign(t: Translator, magnitude: Value, sign: Value): Value {
  const m = t.alu('iand', t.alu('bitcast_f2i', magnitude), t.imm('i32', 0x7fffffff));
  const s = t.alu('iand', t.alu('bitcast_f2i', sign), t.imm('i32', 0x80000000));
  return t.alu('bitcast_i2f', t.alu('ior', m, s));
}

export function atan(t: Translator, x: Value): Value {
  const ax = t.alu('fabs', x);
  const one = f(t, 1);
  const u = t.alu('fdiv', t.alu('fmin', ax, one), t.alu('fmax', ax, one));
  const p = atanPoly(t, u);
  const r = t.alu('bcsel', t.alu('flt', one, ax), t.alu('fsub', f(t, Math.PI / 2), p), p);
  return copySign(t, r, x);
}

export function atan2(t: Translator, y: Value, x: Value): Value {
  const ax = t.alu('fabs', x);
  const ay = t.alu('fabs', y);
  const lo = t.alu('fmin', ax, ay);
  const hi = t.alu('fmax', ax, ay);
  const u = t.alu('bcsel', t.alu('feq', ax, ay), f(t, 1), t.alu('fdiv', lo, hi));
  const p = atanPoly(t, u);
  // Above the diagonal the angle is measured from the y axis; left of the y axis from -x.
  const octant = t.alu('bcsel', t.alu('flt', ax, ay), t.alu('fsub', f(t, Math.PI / 2), p), p);
  const leftHalf = t.alu('ilt', t.alu('bitcast_f2i', x), t.imm('i32', 0));
  const quadrant = t.alu('bcsel', leftHalf, t.alu('fsub', f(t, Math.PI), octant), octant);
  return copySign(t, quadrant, y);
}

/** sqrt((1 − x)(1 + x)) = sqrt(1 − x²), with less cancellation near |x| = 1. */
function cosOfAsin(t: Translator, x: Value): Value {
  const one = f(t, 1);
  return t.alu('fsqrt', t.alu('fmul', t.alu('fsub', one, x), t.alu('fadd', one, x)));
}

export function asin(t: Translator, x: Value): Value {
  return atan2(t, x, cosOfAsin(t, x));
}

export function acos(t: Translator, x: Value): Value {
  return atan2(t, cosOfAsin(t, x), x);
}

export function exp(t: Translator, x: Value): Value {
  return t.alu('fexp2', t.alu('fmul', x, f(t, Math.LOG2E)));
}

export function log(t: Translator, x: Value): Value {
  return t.alu('fmul', t.alu('flog2', x), f(t, Math.LN2));
}

export function sinh(t: Translator, x: Value): Value {
  return t.alu('fmul', t.alu('fsub', exp(t, x), exp(t, t.alu('fneg', x))), f(t, 0.5));
}

export function cosh(t: Translator, x: Value): Value {
  return t.alu('fmul', t.alu('fadd', exp(t, x), exp(t, t.alu('fneg', x))), f(t, 0.5));
}

export function tanh(t: Translator, x: Value): Value {
  const c = t.alu('fmin', t.alu('fmax', x, f(t, -10)), f(t, 10));
  const ep = exp(t, c);
  const en = exp(t, t.alu('fneg', c));
  const q = t.alu('fdiv', t.alu('fsub', ep, en), t.alu('fadd', ep, en));
  // 0 < |x| is false for ±0 and NaN, which pass through unchanged.
  return t.alu('bcsel', t.alu('flt', f(t, 0), t.alu('fabs', x)), q, x);
}

export function asinh(t: Translator, x: Value): Value {
  const ax = t.alu('fabs', x);
  const r = log(t, t.alu('fadd', ax, t.alu('fsqrt', t.alu('ffma', x, x, f(t, 1)))));
  return copySign(t, r, x);
}

export function acosh(t: Translator, x: Value): Value {
  return log(t, t.alu('fadd', x, t.alu('fsqrt', t.alu('ffma', x, x, f(t, -1)))));
}

export function atanh(t: Translator, x: Value): Value {
  const one = f(t, 1);
  return t.alu('fmul', log(t, t.alu('fdiv', t.alu('fadd', one, x), t.alu('fsub', one, x))), f(t, 0.5));
}
