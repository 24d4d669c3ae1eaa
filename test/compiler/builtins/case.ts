/**
 * One generated test case: a GLSL operation on one type signature, how its
 * inputs are drawn, and its plain-TypeScript reference. Values cross as
 * numbers per component: floats as their f32 value, ints signed, uints
 * unsigned, bools 0/1 (column-major for matrices).
 */
import { components, type Base, type GType } from './glsl_type.js';
import { EXACT, type Tol } from './float_tolerance.js';

export type Values = number[][];
/** A reference component: the exact value, or undefined where GLSL leaves the result undefined (then only the GPU and the interpreter are compared). */
export type RefValues = (number | undefined)[][];

export interface Case {
  /** e.g. `sin(vec3)`. */
  readonly id: string;
  readonly args: readonly GType[];
  readonly results: readonly GType[];
  /** GLSL statements setting r0 (and r1) from a0, a1, …, all declared by the generator. */
  readonly code: string;
  /** One argument tuple for a pixel (the first pixels take the domains' edge values). */
  readonly gen: (rnd: () => number, pixel: number) => Values;
  readonly ref: (args: Values) => RefValues;
  /** Allowed error of float result components. */
  readonly tol: Tol;
}

/** How one component of an argument is drawn. */
export interface Domain {
  readonly gen: (rnd: () => number) => number;
  /** Values the first pixels take (pixel p, component k: edges[(p + k) % n]). */
  readonly edges?: readonly number[];
}

/** Uniform in [lo, hi], rounded to f32. */
export function uniformF(lo: number, hi: number, edges: readonly number[] = []): Domain {
  return { gen: (r) => Math.fround(lo + (hi - lo) * r()), edges };
}

/** Random sign (unless positive), magnitude log-uniform in [2^minExp, 2^maxExp]. */
export function magnitudeF(minExp: number, maxExp: number, positive = false, edges: readonly number[] = []): Domain {
  return {
    gen: (r) => {
      const m = Math.fround(2 ** (minExp + (maxExp - minExp) * r()));
      return positive || r() < 0.5 ? m : -m;
    },
    edges,
  };
}

/** Integers uniform in [lo, hi] (as signed or unsigned numbers). */
export function uniformI(lo: number, hi: number, edges: readonly number[] = []): Domain {
  return { gen: (r) => lo + Math.floor((hi - lo + 1) * r()), edges };
}

/** Any 32-bit word with magnitudes of every size: as uint, or as a signed int. */
export function word(signed: boolean, edges: readonly number[] = []): Domain {
  return {
    gen: (r) => {
      const w = Math.floor(r() * 2 ** (1 + Math.floor(r() * 32))) >>> 0;
      return signed ? w | 0 : w;
    },
    edges,
  };
}

export const BOOLS: Domain = { gen: (r) => (r() < 0.5 ? 1 : 0), edges: [0, 1] };

/** Draws every argument component-wise from its domain. */
export function drawArgs(args: readonly GType[], domains: readonly Domain[], rnd: () => number, pixel: number): Values {
  return args.map((t, a) => {
    const d = domains[a] ?? domains[domains.length - 1]!;
    return Array.from({ length: components(t) }, (_, k) => {
      const edges = d.edges ?? [];
      return pixel < edges.length ? edges[(pixel + k + a) % edges.length]! : d.gen(rnd);
    });
  });
}

/** A component-wise reference: scalar arguments broadcast; one result with as many components as the widest argument. */
export function componentwise(fn: (...xs: number[]) => number | undefined): (args: Values) => RefValues {
  return (args) => {
    const n = Math.max(...args.map((a) => a.length));
    return [Array.from({ length: n }, (_, k) => fn(...args.map((a) => a[a.length === 1 ? 0 : k]!)))];
  };
}

export interface CaseSpec {
  readonly id: string;
  readonly args: readonly GType[];
  readonly results: readonly GType[];
  readonly code: string;
  readonly domains: readonly Domain[];
  readonly ref: (args: Values) => RefValues;
  readonly tol?: Tol;
  /** Rejects argument tuples outside the operation's well-defined or well-conditioned region (redrawn). */
  readonly valid?: (args: Values) => boolean;
}

export function makeCase(s: CaseSpec): Case {
  return {
    id: s.id,
    args: s.args,
    results: s.results,
    code: s.code,
    gen: (rnd, pixel) => {
      for (let tries = 0; tries < 1000; tries++) {
        const v = drawArgs(s.args, s.domains, rnd, tries === 0 ? pixel : Number.MAX_SAFE_INTEGER);
        if (!s.valid || s.valid(v)) return v;
      }
      throw new Error(`${s.id}: no valid arguments drawn`);
    },
    ref: s.ref,
    tol: s.tol ?? EXACT,
  };
}

/** The 32-bit word of a reference or argument component of base `b`. */
export function toBits(b: Base, v: number, f32Bits: (x: number) => number): number {
  return b === 'float' ? f32Bits(v) : b === 'bool' ? (v ? 1 : 0) : v >>> 0;
}
