/**
 * GLSL 4.50 chapter 8.4–8.7: packing, geometric, matrix and vector relational
 * functions. Tolerances: see float_tolerance.ts; each row says which
 * precision rule it applies.
 */
import { makeCase, magnitudeF, uniformF, word, BOOLS, type Case, type Domain, type Values } from './case.js';
import { DIV_ULPS, EXACT, RSQ_ULPS, SQRT_ULPS, ulp, ulps, type Tol } from './float_tolerance.js';
import { genTypes, glslName, mat, scalar, vec, type Base, type GType } from './glsl_type.js';
import { fnCases, type Sig } from './signatures.js';

const F = 'float';
const FLOATS = magnitudeF(-6, 6, false, [0, 1, -1, 0.5]);
const UNIT = uniformF(-1, 1, [0, 1, -1]);

const roundEven = (x: number): number => {
  const r = Math.round(x);
  return Math.abs(x % 1) === 0.5 && r % 2 !== 0 ? r - 1 : r;
};
const clamp = (x: number, lo: number, hi: number): number => Math.min(Math.max(x, lo), hi);

/** f32 → f16 bits, round to nearest even (|x| ≤ 65504 here). */
function toHalf(x: number): number {
  const sign = x < 0 || Object.is(x, -0) ? 0x8000 : 0;
  const a = Math.abs(x);
  if (a < 2 ** -14) return sign | roundEven(a / 2 ** -24);
  let e = Math.floor(Math.log2(a));
  if (2 ** e > a) e--;
  let m = roundEven((a / 2 ** e - 1) * 1024);
  if (m === 1024) {
    m = 0;
    e++;
  }
  return sign | ((e + 15) << 10) | m;
}

function fromHalf(h: number): number {
  const s = h & 0x8000 ? -1 : 1;
  const e = (h >> 10) & 0x1f;
  const m = h & 0x3ff;
  if (e === 0) return s * m * 2 ** -24;
  if (e === 31) return m ? NaN : s * Infinity;
  return s * (1 + m / 1024) * 2 ** (e - 15);
}

/** pack*: round(clamp(c)·scale) into fields of `bits` bits (the GLSL formulas; random inputs avoid exact halves). */
function pack(v: readonly number[], bits: number, signed: boolean): number {
  const scale = signed ? 2 ** (bits - 1) - 1 : 2 ** bits - 1;
  let w = 0;
  v.forEach((c, k) => {
    const q = roundEven(clamp(c, signed ? -1 : 0, 1) * scale);
    w += ((q + 2 ** bits) % 2 ** bits) * 2 ** (k * bits);
  });
  return w;
}

function unpack(w: number, bits: number, signed: boolean): number[] {
  return Array.from({ length: 32 / bits }, (_, k) => {
    let f = Math.floor(w / 2 ** (k * bits)) % 2 ** bits;
    if (signed && f >= 2 ** (bits - 1)) f -= 2 ** bits;
    return signed ? clamp(f / (2 ** (bits - 1) - 1), -1, 1) : f / (2 ** bits - 1);
  });
}

function packing(): Case[] {
  const v2 = vec(F, 2);
  const v4 = vec(F, 4);
  const U = scalar('uint');
  const NORM = uniformF(-1.5, 1.5, [0, 1, -1, 2, -2, 0.25]);
  const one = (id: string, arg: GType, result: GType, domains: Domain[], ref: (a: Values) => number[], tol: Tol = EXACT, valid?: (a: Values) => boolean): Case =>
    makeCase({ id: `${id}(${glslName(arg)})`, args: [arg], results: [result], code: `r0 = ${id}(a0);`, domains, ref: (a) => [ref(a)], tol, ...(valid ? { valid } : {}) });
  // unpack*: f / scale (a division: 2.5 ULP), clamped for snorm.
  return [
    one('packUnorm2x16', v2, U, [NORM], (a) => [pack(a[0]!, 16, false)]),
    one('packSnorm2x16', v2, U, [NORM], (a) => [pack(a[0]!, 16, true)]),
    one('packUnorm4x8', v4, U, [NORM], (a) => [pack(a[0]!, 8, false)]),
    one('packSnorm4x8', v4, U, [NORM], (a) => [pack(a[0]!, 8, true)]),
    one('unpackUnorm2x16', U, v2, [word(false, [0, 0xffffffff, 0x8000ffff])], (a) => unpack(a[0]![0]!, 16, false), ulps(DIV_ULPS)),
    one('unpackSnorm2x16', U, v2, [word(false, [0, 0xffffffff, 0x80007fff, 0x80018000])], (a) => unpack(a[0]![0]!, 16, true), ulps(DIV_ULPS)),
    one('unpackUnorm4x8', U, v4, [word(false, [0, 0xffffffff, 0x80ff017f])], (a) => unpack(a[0]![0]!, 8, false), ulps(DIV_ULPS)),
    one('unpackSnorm4x8', U, v4, [word(false, [0, 0xffffffff, 0x80817f01])], (a) => unpack(a[0]![0]!, 8, true), ulps(DIV_ULPS)),
    one('packHalf2x16', v2, U, [uniformF(-65504, 65504, [0, -0, 1, 65504, 2 ** -20, -(2 ** -24)])], (a) => [toHalf(a[0]![0]!) + toHalf(a[0]![1]!) * 65536]),
    // NaN halves come back as NaN (any payload): the comparison accepts any NaN.
    one('unpackHalf2x16', U, v2, [word(false, [0, 0x3c00bc00, 0x7c00fc00, 0x00017bff])], (a) => [fromHalf(a[0]![0]! & 0xffff), fromHalf(a[0]![0]! >>> 16)]),
  ];
}

const dot = (a: readonly number[], b: readonly number[]): number => a.reduce((s, x, k) => s + x * b[k]!, 0);
/** Error bound of a dot product evaluated with one rounding per multiply-add: n ULP of Σ|aᵢbᵢ|. */
const dotError = (a: readonly number[], b: readonly number[]): number => a.length * ulp(a.reduce((s, x, k) => s + Math.abs(x * b[k]!), 0));

function geometric(): Case[] {
  const g = genTypes(F);
  const whole = (fn: (a: Values) => number[][]) => ({ whole: fn });
  const sig = (args: GType[], result: GType): Sig => ({ args, results: [result] });
  return [
    // Inherited from sqrt(dot(x, x)): the dot's relative error halves under the square root.
    ...fnCases({
      expr: 'length',
      sigs: g.map((t) => sig([t], scalar(F))),
      domains: [FLOATS],
      ref: whole((a) => [[Math.sqrt(dot(a[0]!, a[0]!))]]),
      tol: (a, r) => SQRT_ULPS * ulp(r) + (0.5 * dotError(a[0]!, a[0]!)) / Math.max(r, 2 ** -126),
    }),
    // Inherited from length(p0 − p1): each difference rounds once.
    ...fnCases({
      expr: 'distance',
      sigs: g.map((t) => sig([t, t], scalar(F))),
      domains: [FLOATS],
      ref: whole((a) => [[Math.sqrt(dot(a[0]!.map((x, k) => x - a[1]![k]!), a[0]!.map((x, k) => x - a[1]![k]!)))]]),
      tol: (a, r) => {
        const d = a[0]!.map((x, k) => x - a[1]![k]!);
        const sub = d.reduce((s, x) => s + 0.5 * ulp(x) * Math.abs(x), 0);
        return SQRT_ULPS * ulp(r) + (0.5 * dotError(d, d) + sub) / Math.max(r, 2 ** -126);
      },
      valid: (a) => a[0]!.some((x, k) => Math.abs(x - a[1]![k]!) > 1e-3),
    }),
    // Inherited from a·b + c chains.
    ...fnCases({ expr: 'dot', sigs: g.map((t) => sig([t, t], scalar(F))), domains: [FLOATS], ref: whole((a) => [[dot(a[0]!, a[1]!)]]), tol: (a) => dotError(a[0]!, a[1]!) }),
    ...fnCases({
      expr: 'cross',
      sigs: [sig([vec(F, 3), vec(F, 3)], vec(F, 3))],
      domains: [FLOATS],
      ref: whole(([a, b]) => [[a![1]! * b![2]! - a![2]! * b![1]!, a![2]! * b![0]! - a![0]! * b![2]!, a![0]! * b![1]! - a![1]! * b![0]!]]),
      tol: ([a, b], r, k) => {
        const i = (k + 1) % 3;
        const j = (k + 2) % 3;
        return ulp(a![i]! * b![j]!) + ulp(a![j]! * b![i]!) + ulp(r);
      },
    }),
    // Inherited from x / length(x): length's error, then the division; relative to each component.
    ...fnCases({
      expr: 'normalize',
      sigs: g.map((t) => sig([t], t)),
      domains: [FLOATS],
      ref: whole((a) => [a[0]!.map((x) => x / Math.sqrt(dot(a[0]!, a[0]!)))]),
      tol: (a, r) => (SQRT_ULPS + DIV_ULPS + RSQ_ULPS + a[0]!.length) * ulp(r),
      valid: (a) => dot(a[0]!, a[0]!) > 1e-6,
    }),
    // dot(Nref, I) < 0 ? N : −N — exact once the sign of the dot is clear (near-zero dots are redrawn).
    ...fnCases({
      expr: 'faceforward',
      sigs: g.map((t) => sig([t, t, t], t)),
      domains: [FLOATS],
      ref: whole((a) => [dot(a[2]!, a[1]!) < 0 ? a[0]! : a[0]!.map((x) => -x)]),
      valid: (a) => Math.abs(dot(a[2]!, a[1]!)) > 4 * dotError(a[2]!, a[1]!) + 1e-30,
    }),
    // Inherited from I − 2·dot(N, I)·N.
    ...fnCases({
      expr: 'reflect',
      sigs: g.map((t) => sig([t, t], t)),
      domains: [UNIT],
      ref: whole(([i, n]) => [i!.map((x, k) => x - 2 * dot(n!, i!) * n![k]!)]),
      tol: ([i, n], r, k) => ulp(i![k]!) + 2 * Math.abs(n![k]!) * (dotError(n!, i!) + ulp(dot(n!, i!))) + 2 * ulp(r),
    }),
    // Inherited from the refract formula; normalised N and I, and k = 1 − η²(1 − dot²) kept away from 0.
    ...fnCases({
      expr: 'refract',
      sigs: g.map((t) => sig([t, t, scalar(F)], t)),
      domains: [UNIT, UNIT, uniformF(0.5, 1.5, [1])],
      ref: whole(([iv, nv, e]) => {
        const i = normalised(iv!);
        const n = normalised(nv!);
        const eta = e![0]!;
        const d = dot(n, i);
        const k = 1 - eta * eta * (1 - d * d);
        return [k < 0 ? i.map(() => 0) : i.map((x, c) => eta * x - (eta * d + Math.sqrt(k)) * n[c]!)];
      }),
      tol: (_a, r) => 64 * ulp(1) + 4 * ulp(r),
      valid: ([iv, nv, e]) => {
        const d = dot(normalised(nv!), normalised(iv!));
        const k = 1 - e![0]! ** 2 * (1 - d * d);
        return dot(iv!, iv!) > 0.01 && dot(nv!, nv!) > 0.01 && Math.abs(k) > 0.05;
      },
    }).map(normaliseArgs),
  ];
}

function normalised(v: readonly number[]): number[] {
  const l = Math.sqrt(dot(v, v));
  return v.map((x) => Math.fround(x / l));
}

/** refract's I and N arrive normalised (normalize() in GLSL would add its own error): the generator normalises them. */
function normaliseArgs(c: Case): Case {
  return { ...c, gen: (rnd, p) => {
    const [i, n, e] = c.gen(rnd, p);
    return [normalised(i!), normalised(n!), e!];
  } };
}

/** Column-major n×n matrix → rows[r][c]. */
const rowsOf = (m: readonly number[], n: number): number[][] => Array.from({ length: n }, (_, r) => Array.from({ length: n }, (_, c) => m[c * n + r]!));
const minorOf = (a: number[][], row: number, col: number): number[][] => a.filter((_, r) => r !== row).map((cells) => cells.filter((_, c) => c !== col));
function det(a: number[][]): number {
  if (a.length === 1) return a[0]![0]!;
  return a[0]!.reduce((s, x, c) => s + (c % 2 ? -1 : 1) * x * det(minorOf(a, 0, c)), 0);
}
/** Permanent of |a|: the sum of the magnitudes of the Laplace expansion's products, the scale of its rounding error. */
function permanentAbs(a: number[][]): number {
  if (a.length === 1) return Math.abs(a[0]![0]!);
  return a[0]!.reduce((s, x, c) => s + Math.abs(x) * permanentAbs(minorOf(a, 0, c)), 0);
}

function matrixFunctions(): Case[] {
  const shapes: [number, number][] = [[2, 2], [3, 3], [4, 4], [2, 3], [3, 2], [2, 4], [4, 3]];
  const cases: Case[] = [];
  for (const [c, r] of shapes) {
    const m = mat(c, r);
    cases.push(...fnCases({ expr: 'matrixCompMult', sigs: [{ args: [m, m], results: [m] }], domains: [FLOATS], ref: (x, y) => x * y, tol: ulps(0.5) }));
    cases.push(...fnCases({ expr: 'transpose', sigs: [{ args: [m], results: [mat(r, c)] }], domains: [FLOATS], ref: { whole: (a) => [Array.from({ length: c * r }, (_, k) => a[0]![(k % c) * r + Math.floor(k / c)]!)] } }));
    // outerProduct(c-vector, r-vector) is a matrix of r columns and c rows.
    cases.push(
      ...fnCases({
        expr: 'outerProduct',
        sigs: [{ args: [vec(F, r), vec(F, c)], results: [mat(c, r)] }],
        domains: [FLOATS],
        ref: { whole: (a) => [Array.from({ length: c * r }, (_, k) => a[0]![k % r]! * a[1]![Math.floor(k / r)]!)] },
        tol: ulps(0.5),
      }),
    );
  }
  for (const n of [2, 3, 4]) {
    const m = mat(n, n);
    // Diagonally dominant matrices (diagonal 3..6 in magnitude, the rest in [-1, 1]): well conditioned.
    const offDiagonal = uniformF(-1, 1);
    const diagonal = uniformF(3, 6);
    const gen = (rnd: () => number): Values => [
      Array.from({ length: n * n }, (_, k) => (k % (n + 1) === 0 ? (rnd() < 0.5 ? -1 : 1) * diagonal.gen(rnd) : offDiagonal.gen(rnd))),
    ];
    // Inherited from the cofactor expansion: about n roundings per product, scaled by the permanent of |M|.
    const detError = (rows: number[][]): number => 2 * n * ulp(permanentAbs(rows));
    cases.push({
      ...makeCase({
        id: `determinant(${glslName(m)})`,
        args: [m],
        results: [scalar(F)],
        code: 'r0 = determinant(a0);',
        domains: [FLOATS],
        ref: (a) => [[det(rowsOf(a[0]!, n))]],
        tol: (a) => detError(rowsOf(a[0]!, n)),
      }),
      gen,
    });
    cases.push({
      ...makeCase({
        id: `inverse(${glslName(m)})`,
        args: [m],
        results: [m],
        code: 'r0 = inverse(a0);',
        domains: [FLOATS],
        ref: (a) => {
          const rows = rowsOf(a[0]!, n);
          const d = det(rows);
          return [Array.from({ length: n * n }, (_, k) => (((Math.floor(k / n) + (k % n)) % 2 ? -1 : 1) * det(minorOf(rows, Math.floor(k / n), k % n))) / d)];
        },
        // Cofactor and determinant errors, then the division by the determinant.
        tol: (a, r, k) => {
          const rows = rowsOf(a[0]!, n);
          const cofactor = minorOf(rows, Math.floor(k / n), k % n);
          return (detError(cofactor) + Math.abs(r) * detError(rows)) / Math.abs(det(rows)) + (DIV_ULPS + 1) * ulp(r);
        },
      }),
      gen,
    });
  }
  return cases;
}

function vectorRelational(): Case[] {
  const cases: Case[] = [];
  const domains: Record<Base, Domain> = { float: magnitudeF(-3, 3, false, [0, 1, -1]), int: word(true, [0, 1, -1]), uint: word(false, [0, 1, 0xffffffff]), bool: BOOLS };
  // Small domains make equal components frequent.
  const small: Record<Base, Domain> = { float: { gen: (r) => [-1, 0, 0.5, 1][Math.floor(r() * 4)]! }, int: { gen: (r) => Math.floor(r() * 3) - 1 }, uint: { gen: (r) => Math.floor(r() * 3) }, bool: BOOLS };
  const rel: [string, (a: number, b: number) => boolean][] = [
    ['lessThan', (a, b) => a < b], ['lessThanEqual', (a, b) => a <= b], ['greaterThan', (a, b) => a > b], ['greaterThanEqual', (a, b) => a >= b],
    ['equal', (a, b) => a === b], ['notEqual', (a, b) => a !== b],
  ];
  for (const [name, fn] of rel) {
    const bases: Base[] = name === 'equal' || name === 'notEqual' ? ['float', 'int', 'uint', 'bool'] : ['float', 'int', 'uint'];
    for (const b of bases) {
      cases.push(
        ...fnCases({
          expr: name,
          sigs: [2, 3, 4].map((n) => ({ args: [vec(b, n), vec(b, n)], results: [vec('bool', n)] })),
          domains: [name === 'equal' || name === 'notEqual' ? small[b] : domains[b], small[b]],
          ref: (x, y) => (fn(x, y) ? 1 : 0),
        }),
      );
    }
  }
  const bv = [2, 3, 4].map((n) => vec('bool', n));
  cases.push(...fnCases({ expr: 'any', sigs: bv.map((t) => ({ args: [t], results: [scalar('bool')] })), domains: [BOOLS], ref: { whole: (a) => [[a[0]!.some((x) => x) ? 1 : 0]] } }));
  cases.push(...fnCases({ expr: 'all', sigs: bv.map((t) => ({ args: [t], results: [scalar('bool')] })), domains: [BOOLS], ref: { whole: (a) => [[a[0]!.every((x) => x) ? 1 : 0]] } }));
  cases.push(...fnCases({ expr: 'not', sigs: bv.map((t) => ({ args: [t], results: [t] })), domains: [BOOLS], ref: (x) => (x ? 0 : 1) }));
  return cases;
}

export function vectorFunctionCases(): Case[] {
  return [...packing(), ...geometric(), ...matrixFunctions(), ...vectorRelational()];
}
