/**
 * Builders of component-wise cases over GLSL's generic types (genFType,
 * genIType, …) and their scalar-argument variants, so the tables list each
 * function once.
 */
import { componentwise, makeCase, type Case, type Domain, type RefValues, type Values } from './case.js';
import type { Tol } from './float_tolerance.js';
import { genTypes, glslName, scalar, vec, type Base, type GType } from './glsl_type.js';

/** A signature: argument types, then result types. */
export interface Sig {
  readonly args: readonly GType[];
  readonly results: readonly GType[];
}

/** f(genType, genType, …) → genType for sizes 1–4. */
export function sameType(base: Base, arity: number, result: Base = base): Sig[] {
  return genTypes(base).map((t) => ({ args: Array<GType>(arity).fill(t), results: [vec(result, t.rows)] }));
}

/** Vector forms with the arguments at `scalarArgs` scalar (min(vec3, float), step(float, vec3), …), sizes 2–4. */
export function scalarVariants(base: Base, arity: number, scalarArgs: readonly number[], result: Base = base): Sig[] {
  return [2, 3, 4].map((n) => ({
    args: Array.from({ length: arity }, (_, a) => (scalarArgs.includes(a) ? scalar(base) : vec(base, n))),
    results: [vec(result, n)],
  }));
}

export interface FnSpec {
  /** GLSL function name, or an expression of a0, a1, … . */
  readonly expr: string | ((a: readonly string[]) => string);
  readonly sigs: readonly Sig[];
  readonly domains: readonly Domain[];
  /** Component-wise scalar reference, or a whole-value one. */
  readonly ref: ((...xs: number[]) => number | undefined) | { readonly whole: (args: Values) => RefValues };
  readonly tol?: Tol;
  readonly valid?: (args: Values) => boolean;
  /** Label of the case ids (default: the function name or expression). */
  readonly label?: string;
}

/** One case per signature of a function: `r0 = f(a0, …);`. */
export function fnCases(s: FnSpec): Case[] {
  return s.sigs.map((sig) => {
    const a = sig.args.map((_, k) => `a${k}`);
    const call = typeof s.expr === 'string' ? `${s.expr}(${a.join(', ')})` : s.expr(a);
    const label = s.label ?? (typeof s.expr === 'string' ? s.expr : call);
    return makeCase({
      id: `${label}(${sig.args.map(glslName).join(', ')})`,
      args: sig.args,
      results: sig.results,
      code: `r0 = ${call};`,
      domains: s.domains,
      ref: typeof s.ref === 'function' ? componentwise(s.ref) : s.ref.whole,
      ...(s.tol ? { tol: s.tol } : {}),
      ...(s.valid ? { valid: s.valid } : {}),
    });
  });
}
