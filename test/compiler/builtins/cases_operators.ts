/**
 * GLSL 4.50 chapter 5: arithmetic, bitwise, shift, relational, equality,
 * logical and selection operators, conversions and constructors, component
 * access, and matrix arithmetic. Integer arithmetic wraps (GLSL 4.1.3); `%`
 * with a negative operand and division by zero are undefined (the reference
 * leaves `%` of negatives to the GPU-versus-interpreter comparison; divisors
 * are never zero).
 */
import { makeCase, magnitudeF, uniformF, uniformI, word, BOOLS, type Case, type Domain, type Values } from './case.js';
import { DIV_ULPS, EXACT, ROUNDED, ulp, ulps, type Tol } from './float_tolerance.js';
import { genTypes, glslName, mat, scalar, vec, type Base, type GType } from './glsl_type.js';
import { fnCases, sameType, scalarVariants, type Sig } from './signatures.js';

const NUMERIC: readonly Base[] = ['float', 'int', 'uint'];
const DOMAINS: Readonly<Record<Base, Domain>> = {
  float: magnitudeF(-8, 8, false, [0, 1, -1, 0.5]),
  int: word(true, [0, 1, -1, 0x7fffffff, -0x80000000]),
  uint: word(false, [0, 1, 0xffffffff, 0x80000000]),
  bool: BOOLS,
};
const wrap = (b: Base, x: number): number => (b === 'int' ? x | 0 : b === 'uint' ? x >>> 0 : x);
const imul = (b: Base, x: number, y: number): number => (b === 'float' ? x * y : wrap(b, Math.imul(x, y)));

/** All operand shapes of a binary operator: same-size scalars/vectors, vector op scalar, scalar op vector. */
function binarySigs(b: Base, result: Base = b): Sig[] {
  return [...sameType(b, 2, result), ...scalarVariants(b, 2, [1], result), ...scalarVariants(b, 2, [0], result)];
}

function arithmetic(): Case[] {
  const cases: Case[] = [];
  for (const b of NUMERIC) {
    const D = DOMAINS[b];
    const rounded: Tol = b === 'float' ? ROUNDED : EXACT;
    cases.push(
      ...fnCases({ expr: (a) => `${a[0]} + ${a[1]}`, label: '+', sigs: binarySigs(b), domains: [D], ref: (x, y) => wrap(b, x + y), tol: rounded }),
      ...fnCases({ expr: (a) => `${a[0]} - ${a[1]}`, label: '-', sigs: binarySigs(b), domains: [D], ref: (x, y) => wrap(b, x - y), tol: rounded }),
      ...fnCases({ expr: (a) => `${a[0]} * ${a[1]}`, label: '*', sigs: binarySigs(b), domains: [D], ref: (x, y) => imul(b, x, y), tol: rounded }),
      ...fnCases({ expr: (a) => `-${a[0]}`, label: 'negate', sigs: sameType(b, 1), domains: [D], ref: (x) => wrap(b, -x) }),
      ...fnCases({ expr: (a) => `+${a[0]}`, label: 'unary plus', sigs: sameType(b, 1).slice(0, 2), domains: [D], ref: (x) => x }),
    );
    // Divisors: floats with |b| in [2^-126, 2^126] (the 2.5 ULP rule), integers never zero.
    const divisor: Domain = b === 'float' ? magnitudeF(-20, 20, false, [1, -3, 0.5]) : b === 'int' ? word(true, [1, -1, 3, -7, 0x7fffffff]) : word(false, [1, 3, 0xffffffff, 0x80000000]);
    cases.push(
      ...fnCases({
        expr: (a) => `${a[0]} / ${a[1]}`,
        label: '/',
        sigs: binarySigs(b),
        domains: [D, divisor],
        ref: (x, y) => (b === 'float' ? x / y : wrap(b, Math.trunc(x / y))),
        tol: b === 'float' ? ulps(DIV_ULPS) : EXACT,
        valid: (a) => a[1]!.every((y) => y !== 0),
      }),
    );
    if (b !== 'float') {
      cases.push(
        ...fnCases({
          expr: (a) => `${a[0]} % ${a[1]}`,
          label: '%',
          sigs: binarySigs(b),
          domains: [D, divisor],
          // Non-negative operands: the remainder; otherwise undefined.
          ref: (x, y) => (x < 0 || y < 0 ? undefined : x % y),
          valid: (a) => a[1]!.every((y) => y !== 0),
        }),
      );
    }
    // ++ and -- (prefix and postfix) on lvalues.
    for (const t of genTypes(b).slice(0, 2)) {
      const n = glslName(t);
      cases.push(
        makeCase({ id: `++ and --(${n})`, args: [t], results: [t, t], code: 'r0 = a0; r1 = r0++; r1 += --r0; ++r0; r1 += r0--;', domains: [b === 'float' ? uniformF(-100, 100, [0]) : D],
          ref: ([a]) => [a!.map((x) => x), a!.map((x) => wrap(b, 3 * x + 1))], tol: b === 'float' ? (_args, r) => 2 * ulp(r) + ulp(100) : EXACT }),
      );
    }
  }
  return cases;
}

function bitwise(): Case[] {
  const cases: Case[] = [];
  for (const b of ['int', 'uint'] as const) {
    const D = DOMAINS[b];
    cases.push(
      ...fnCases({ expr: (a) => `${a[0]} & ${a[1]}`, label: '&', sigs: binarySigs(b), domains: [D], ref: (x, y) => wrap(b, x & y) }),
      ...fnCases({ expr: (a) => `${a[0]} | ${a[1]}`, label: '|', sigs: binarySigs(b), domains: [D], ref: (x, y) => wrap(b, x | y) }),
      ...fnCases({ expr: (a) => `${a[0]} ^ ${a[1]}`, label: '^', sigs: binarySigs(b), domains: [D], ref: (x, y) => wrap(b, x ^ y) }),
      ...fnCases({ expr: (a) => `~${a[0]}`, label: '~', sigs: sameType(b, 1), domains: [D], ref: (x) => wrap(b, ~x) }),
    );
    // Shift amounts in [0, 31] (GLSL: undefined otherwise); the amount may be int or uint, scalar or vector.
    for (const amount of ['int', 'uint'] as const) {
      const sigs: Sig[] = [
        ...genTypes(b).map((t) => ({ args: [t, vec(amount, t.rows)], results: [t] })),
        ...[2, 3, 4].map((n) => ({ args: [vec(b, n), scalar(amount)], results: [vec(b, n)] })),
      ];
      const S = uniformI(0, 31, [0, 1, 31]);
      cases.push(
        ...fnCases({ expr: (a) => `${a[0]} << ${a[1]}`, label: `<< ${amount}`, sigs, domains: [D, S], ref: (x, s) => wrap(b, x << s) }),
        ...fnCases({ expr: (a) => `${a[0]} >> ${a[1]}`, label: `>> ${amount}`, sigs, domains: [D, S], ref: (x, s) => (b === 'int' ? x >> s : x >>> s) }),
      );
    }
  }
  return cases;
}

function comparisons(): Case[] {
  const cases: Case[] = [];
  const small: Readonly<Record<Base, Domain>> = { float: uniformF(-2, 2, [0, 1, -0]), int: { gen: (r) => Math.floor(r() * 3) - 1 }, uint: { gen: (r) => Math.floor(r() * 3) }, bool: BOOLS };
  const rel: [string, (x: number, y: number) => boolean][] = [['<', (x, y) => x < y], ['>', (x, y) => x > y], ['<=', (x, y) => x <= y], ['>=', (x, y) => x >= y]];
  for (const b of NUMERIC) {
    for (const [op, fn] of rel) {
      cases.push(...fnCases({ expr: (a) => `${a[0]} ${op} ${a[1]}`, label: op, sigs: [{ args: [scalar(b), scalar(b)], results: [scalar('bool')] }], domains: [DOMAINS[b], small[b]], ref: (x, y) => (fn(x, y) ? 1 : 0) }));
    }
  }
  // == and != on every type: scalars, vectors (all components) and matrices; small domains make equality frequent.
  const eqTypes: GType[] = [...(['float', 'int', 'uint', 'bool'] as const).flatMap((b) => genTypes(b)), mat(2, 2), mat(3, 2)];
  for (const t of eqTypes) {
    for (const [op, want] of [['==', 1], ['!=', 0]] as const) {
      cases.push(
        makeCase({
          id: `${op}(${glslName(t)})`,
          args: [t, t],
          results: [scalar('bool')],
          code: `r0 = a0 ${op} a1;`,
          domains: [{ gen: (r) => (t.base === 'bool' ? (r() < 0.5 ? 1 : 0) : r() < 0.8 ? 1 : Math.floor(r() * 3)) }],
          ref: ([x, y]) => [[x!.every((v, k) => v === y![k]) ? want : 1 - want]],
        }),
      );
    }
  }
  return cases;
}

function logical(): Case[] {
  const B = scalar('bool');
  const sig = (n: number): Sig => ({ args: Array<GType>(n).fill(B), results: [B] });
  return [
    ...fnCases({ expr: (a) => `${a[0]} && ${a[1]}`, label: '&&', sigs: [sig(2)], domains: [BOOLS], ref: (x, y) => x & y }),
    ...fnCases({ expr: (a) => `${a[0]} || ${a[1]}`, label: '||', sigs: [sig(2)], domains: [BOOLS], ref: (x, y) => x | y }),
    ...fnCases({ expr: (a) => `${a[0]} ^^ ${a[1]}`, label: '^^', sigs: [sig(2)], domains: [BOOLS], ref: (x, y) => x ^ y }),
    ...fnCases({ expr: (a) => `!${a[0]}`, label: '!', sigs: [sig(1)], domains: [BOOLS], ref: (x) => x ^ 1 }),
    // ?: selects whole values of any type.
    ...[scalar('float'), vec('int', 3), vec('uint', 2), vec('bool', 4), mat(2, 2)].flatMap((t) =>
      fnCases({ expr: (a) => `${a[0]} ? ${a[1]} : ${a[2]}`, label: '?:', sigs: [{ args: [B, t, t], results: [t] }], domains: [BOOLS, DOMAINS[t.base]], ref: { whole: ([c, x, y]) => [c![0] ? x! : y!] } }),
    ),
  ];
}

function conversions(): Case[] {
  const cases: Case[] = [];
  // Float → integer truncates; values outside the target's range are undefined (GLSL), so the domains stay inside.
  const toInt = uniformF(-2e9, 2e9, [0, -0.5, 1.9, -1.9, -2147483520]);
  const toUint = uniformF(0, 4e9, [0, 0.5, 1.9, 4294967040]);
  const conv = (from: Base, to: Base, d: Domain, ref: (x: number) => number, tol: Tol = EXACT): Case[] =>
    fnCases({ expr: glslName(vec(to, 1)), label: `${to}(${from})`, sigs: genTypes(from).map((t) => ({ args: [t], results: [vec(to, t.rows)] })), domains: [d], ref, tol }).map((c) => ({
      ...c,
      code: c.args[0]!.rows === 1 ? `r0 = ${to}(a0);` : `r0 = ${glslName(vec(to, c.args[0]!.rows))}(a0);`,
    }));
  cases.push(
    ...conv('float', 'int', toInt, Math.trunc),
    ...conv('float', 'uint', toUint, Math.trunc),
    ...conv('int', 'float', DOMAINS.int, (x) => x, ROUNDED),
    ...conv('uint', 'float', DOMAINS.uint, (x) => x, ROUNDED),
    ...conv('int', 'uint', DOMAINS.int, (x) => x >>> 0),
    ...conv('uint', 'int', DOMAINS.uint, (x) => x | 0),
    ...conv('float', 'bool', uniformF(-1, 1, [0, -0, 1]), (x) => (x !== 0 ? 1 : 0)),
    ...conv('int', 'bool', { gen: (r) => Math.floor(r() * 3) - 1 }, (x) => (x !== 0 ? 1 : 0)),
    ...conv('uint', 'bool', { gen: (r) => Math.floor(r() * 3) }, (x) => (x !== 0 ? 1 : 0)),
    ...conv('bool', 'float', BOOLS, (x) => x),
    ...conv('bool', 'int', BOOLS, (x) => x),
    ...conv('bool', 'uint', BOOLS, (x) => x),
  );
  return cases;
}

function constructors(): Case[] {
  const F = 'float';
  const ctor = (id: string, args: GType[], result: GType, code: string, ref: (a: Values) => number[]): Case =>
    makeCase({ id, args, results: [result], code: `r0 = ${code};`, domains: args.map((t) => DOMAINS[t.base]), ref: (a) => [ref(a)] });
  const identity = (n: number, k: number): number => (Math.floor(k / n) === k % n ? 1 : 0);
  return [
    ctor('vec4(float)', [scalar(F)], vec(F, 4), 'vec4(a0)', (a) => [a[0]![0]!, a[0]![0]!, a[0]![0]!, a[0]![0]!]),
    ctor('vec3(vec2, float)', [vec(F, 2), scalar(F)], vec(F, 3), 'vec3(a0, a1)', (a) => [...a[0]!, ...a[1]!]),
    ctor('ivec4(ivec2, ivec2).wzyx', [vec('int', 2), vec('int', 2)], vec('int', 4), 'ivec4(a0, a1).wzyx', (a) => [...a[0]!, ...a[1]!].reverse()),
    ctor('uvec3(uvec4) swizzle', [vec('uint', 4)], vec('uint', 3), 'a0.zxy', (a) => [a[0]![2]!, a[0]![0]!, a[0]![1]!]),
    ctor('ivec3(vec3)', [vec(F, 3)], vec('int', 3), 'ivec3(a0 * 100.0)', (a) => a[0]!.map((x) => Math.trunc(Math.fround(x * 100)))),
    ctor('mat2(float)', [scalar(F)], mat(2, 2), 'mat2(a0)', (a) => [a[0]![0]!, 0, 0, a[0]![0]!]),
    ctor('mat3(mat4)', [mat(4, 4)], mat(3, 3), 'mat3(a0)', (a) => Array.from({ length: 9 }, (_, k) => a[0]![Math.floor(k / 3) * 4 + (k % 3)]!)),
    ctor('mat4(mat2)', [mat(2, 2)], mat(4, 4), 'mat4(a0)', (a) => Array.from({ length: 16 }, (_, k) => (Math.floor(k / 4) < 2 && k % 4 < 2 ? a[0]![Math.floor(k / 4) * 2 + (k % 4)]! : identity(4, k)))),
    ctor('mat2x3(vec3, vec3)', [vec(F, 3), vec(F, 3)], mat(2, 3), 'mat2x3(a0, a1)', (a) => [...a[0]!, ...a[1]!]),
    // Dynamic indexing of a vector and of a matrix column (the index comes from the input).
    makeCase({ id: 'vec4[int]', args: [vec(F, 4), scalar('int')], results: [scalar(F)], code: 'r0 = a0[a1];', domains: [DOMAINS.float, uniformI(0, 3)], ref: (a) => [[a[0]![a[1]![0]!]!]] }),
    makeCase({ id: 'mat3[int][int]', args: [mat(3, 3), scalar('int')], results: [scalar(F)], code: 'r0 = a0[a1][2 - a1];', domains: [DOMAINS.float, uniformI(0, 2)], ref: (a) => [[a[0]![a[1]![0]! * 3 + 2 - a[1]![0]!]!]] }),
    makeCase({ id: 'float[4] array[int]', args: [vec(F, 4), scalar('int')], results: [scalar(F)], code: 'float arr[4] = float[4](a0.x, a0.y, a0.z, a0.w); arr[a1] = 7.0; r0 = arr[3 - a1] + arr[a1];', domains: [DOMAINS.float, uniformI(0, 3)],
      ref: (a) => { const arr = [...a[0]!]; arr[a[1]![0]!] = 7; return [[arr[3 - a[1]![0]!]! + arr[a[1]![0]!]!]]; }, tol: ROUNDED }),
  ];
}

function matrixArithmetic(): Case[] {
  const F = 'float';
  const D = magnitudeF(-4, 4, false, [0, 1]);
  const cases: Case[] = [];
  const dims: [number, number][] = [[2, 2], [3, 3], [4, 4], [2, 3], [4, 2]];
  /** Error of a product evaluated as a dot of length n: n ULP of Σ|terms|. */
  const dotTol = (terms: number[]): number => terms.length * ulp(terms.reduce((s, x) => s + Math.abs(x), 0));
  for (const [c, r] of dims) {
    const m = mat(c, r);
    const at = (a: readonly number[], row: number, col: number): number => a[col * r + row]!;
    cases.push(
      makeCase({ id: `${glslName(m)} * vec${c}`, args: [m, vec(F, c)], results: [vec(F, r)], code: 'r0 = a0 * a1;', domains: [D],
        ref: ([a, v]) => [Array.from({ length: r }, (_, row) => v!.reduce((s, x, col) => s + at(a!, row, col) * x, 0))],
        tol: ([a, v], _ref, row) => dotTol(v!.map((x, col) => at(a!, row, col) * x)) }),
      makeCase({ id: `vec${r} * ${glslName(m)}`, args: [vec(F, r), m], results: [vec(F, c)], code: 'r0 = a0 * a1;', domains: [D],
        ref: ([v, a]) => [Array.from({ length: c }, (_, col) => v!.reduce((s, x, row) => s + at(a!, row, col) * x, 0))],
        tol: ([v, a], _ref, col) => dotTol(v!.map((x, row) => at(a!, row, col) * x)) }),
      makeCase({ id: `${glslName(m)} * mat${c}`, args: [m, mat(c, c)], results: [m], code: 'r0 = a0 * a1;', domains: [D],
        ref: ([a, b]) => [Array.from({ length: c * r }, (_, k) => { const col = Math.floor(k / r); const row = k % r; let s = 0; for (let i = 0; i < c; i++) s += at(a!, row, i) * b![col * c + i]!; return s; })],
        tol: ([a, b], _ref, k) => { const col = Math.floor(k / r); const row = k % r; return dotTol(Array.from({ length: c }, (_, i) => at(a!, row, i) * b![col * c + i]!)); } }),
      ...fnCases({ expr: (a) => `${a[0]} * ${a[1]}`, label: 'matrix * float', sigs: [{ args: [m, scalar(F)], results: [m] }], domains: [D], ref: (x, s) => x * s, tol: ROUNDED }),
      ...fnCases({ expr: (a) => `${a[0]} + ${a[1]}`, label: 'matrix +', sigs: [{ args: [m, m], results: [m] }], domains: [D], ref: (x, y) => x + y, tol: ROUNDED }),
      ...fnCases({ expr: (a) => `${a[0]} - ${a[1]}`, label: 'matrix -', sigs: [{ args: [m, m], results: [m] }], domains: [D], ref: (x, y) => x - y, tol: ROUNDED }),
      ...fnCases({ expr: (a) => `${a[0]} / ${a[1]}`, label: 'matrix /', sigs: [{ args: [m, m], results: [m] }], domains: [D, magnitudeF(-4, 4, false, [1])], ref: (x, y) => x / y, tol: ulps(DIV_ULPS) }),
    );
  }
  return cases;
}

export function operatorCases(): Case[] {
  return [...arithmetic(), ...bitwise(), ...comparisons(), ...logical(), ...conversions(), ...constructors(), ...matrixArithmetic()];
}
