/**
 * ALU operations as data (NIR's nir_opcodes.py in miniature): each row gives
 * the source and result types and the constant-evaluation function on raw
 * 32-bit patterns, so the validator, constant folding and any interpreter
 * share one definition. 'T' marks a polymorphic slot: every 'T' of one
 * instruction has the same type (bcsel, mov).
 */
import { bitsToF32, f32ToBits, type ScalarType } from './types.js';

type Slot = ScalarType | 'T';

export interface AluOpInfo {
  readonly srcs: readonly Slot[];
  readonly dest: Slot;
  /** Constant evaluation on 32-bit patterns (bool = 0/1); inputs are u32. */
  readonly eval: (s: readonly number[]) => number;
  /** a op b == b op a (used by value numbering to canonicalise operands). */
  readonly commutative?: boolean;
}

const f = bitsToF32;
const F = f32ToBits;
const i = (x: number): number => x | 0;
const u = (x: number): number => x >>> 0;
const b = (x: boolean): number => (x ? 1 : 0);

/** f32 → i32 conversion with the hardware's saturation and NaN → 0. */
function f2i(x: number): number {
  if (Number.isNaN(x)) return 0;
  if (x >= 2147483647) return 0x7fffffff;
  if (x <= -2147483648) return 0x80000000;
  return u(Math.trunc(x));
}

function f2u(x: number): number {
  if (Number.isNaN(x) || x <= 0) return 0;
  if (x >= 4294967295) return 0xffffffff;
  return u(Math.trunc(x));
}

/** x · 2^n, exact in f64 and rounded once to f32 by the caller (|n| beyond 400 saturates the f32 result anyway). */
function ldexp(x: number, n: number): number {
  return x * 2 ** Math.max(-400, Math.min(400, n));
}

function frexpExp(x: number): number {
  if (x === 0 || !Number.isFinite(x)) return 0;
  let e = Math.floor(Math.log2(Math.abs(x))) + 1;
  // log2 may round across a power of two: fix e so that 0.5 ≤ |x| / 2^e < 1.
  if (Math.abs(x) / 2 ** e >= 1) e++;
  else if (Math.abs(x) / 2 ** e < 0.5) e--;
  return e;
}

function frexpSig(x: number): number {
  if (!Number.isFinite(x)) return NaN;
  return x === 0 ? x : x / 2 ** frexpExp(x);
}

function findMsbU(x: number): number {
  return x === 0 ? u(-1) : 31 - Math.clz32(x);
}

/** Round to nearest even, as GLSL roundEven and v_rndne_f32. */
function roundEven(x: number): number {
  const r = Math.round(x);
  return Math.abs(x % 1) === 0.5 && r % 2 !== 0 ? r - 1 : r;
}

/**
 * GLSL bitfieldExtract/Insert: a field of `bits` bits at `offset`; 0 bits is an empty field and
 * 32 the whole word. Fields past bit 31 are undefined in GLSL; here (and in the backend) any
 * width of 32 or more means the whole word shifted by offset[4:0].
 */
function fieldWidth(bits: number): number {
  return bits >= 32 ? 32 : bits;
}

function bitfieldExtractU(v: number, offset: number, bits: number): number {
  const o = offset & 31;
  const n = fieldWidth(bits);
  if (n === 0) return 0;
  return n === 32 ? u(v >>> o) : u((v >>> o) & ((1 << n) - 1));
}

function bitfieldExtractI(v: number, offset: number, bits: number): number {
  const n = fieldWidth(bits);
  if (n === 0) return 0;
  if (n === 32) return u(v >> (offset & 31));
  const x = bitfieldExtractU(v, offset, n);
  const shift = 32 - n;
  return u((x << shift) >> shift);
}

function bitfieldInsert(base: number, insert: number, offset: number, bits: number): number {
  const n = fieldWidth(bits);
  if (n === 0) return u(base);
  const mask = n === 32 ? 0xffffffff : ((1 << n) - 1) << (offset & 31);
  return u((base & ~mask) | ((insert << (offset & 31)) & mask));
}

function halfToF32(h: number): number {
  const s = (h >> 15) & 1 ? -1 : 1;
  const e = (h >> 10) & 0x1f;
  const m = h & 0x3ff;
  if (e === 0) return s * m * 2 ** -24;
  if (e === 31) return m ? NaN : s * Infinity;
  return s * (1 + m / 1024) * 2 ** (e - 15);
}

/** f32 → f16 bits, round to nearest even (packHalf2x16). */
export function f32ToHalf(x: number): number {
  if (Number.isNaN(x)) return 0x7e00;
  const sign = x < 0 || Object.is(x, -0) ? 0x8000 : 0;
  const a = Math.abs(x);
  if (a >= 65520) return sign | 0x7c00;
  if (a < 2 ** -24 / 2) return sign;
  let e = Math.floor(Math.log2(a));
  if (e < -14) {
    const m = roundEven(a / 2 ** -24);
    return sign | m;
  }
  let m = roundEven((a / 2 ** e - 1) * 1024);
  if (m === 1024) {
    m = 0;
    e += 1;
  }
  return sign | ((e + 15) << 10) | m;
}

/** UNORM8 conversion as NIR and the hardware do it: f32 product, round to nearest even. */
const unorm8 = (x: number): number => roundEven(Math.fround(Math.min(1, Math.max(0, Number.isNaN(x) ? 0 : x)) * 255));

const ops = {
  // Moves and selects.
  mov: { srcs: ['T'], dest: 'T', eval: (s) => s[0]! },
  bcsel: { srcs: ['bool', 'T', 'T'], dest: 'T', eval: (s) => (s[0] ? s[1]! : s[2]!) },
  bitcast_f2i: { srcs: ['f32'], dest: 'i32', eval: (s) => s[0]! },
  bitcast_i2f: { srcs: ['i32'], dest: 'f32', eval: (s) => s[0]! },
  // Integer arithmetic.
  iadd: { srcs: ['i32', 'i32'], dest: 'i32', eval: (s) => u(s[0]! + s[1]!), commutative: true },
  isub: { srcs: ['i32', 'i32'], dest: 'i32', eval: (s) => u(s[0]! - s[1]!) },
  imul: { srcs: ['i32', 'i32'], dest: 'i32', eval: (s) => u(Math.imul(s[0]!, s[1]!)), commutative: true },
  ineg: { srcs: ['i32'], dest: 'i32', eval: (s) => u(-s[0]!) },
  iabs: { srcs: ['i32'], dest: 'i32', eval: (s) => u(Math.abs(i(s[0]!))) },
  isign: { srcs: ['i32'], dest: 'i32', eval: (s) => u(Math.sign(i(s[0]!))) },
  imin: { srcs: ['i32', 'i32'], dest: 'i32', eval: (s) => u(Math.min(i(s[0]!), i(s[1]!))), commutative: true },
  imax: { srcs: ['i32', 'i32'], dest: 'i32', eval: (s) => u(Math.max(i(s[0]!), i(s[1]!))), commutative: true },
  umin: { srcs: ['i32', 'i32'], dest: 'i32', eval: (s) => Math.min(s[0]!, s[1]!), commutative: true },
  umax: { srcs: ['i32', 'i32'], dest: 'i32', eval: (s) => Math.max(s[0]!, s[1]!), commutative: true },
  udiv: { srcs: ['i32', 'i32'], dest: 'i32', eval: (s) => (s[1] ? u(Math.floor(s[0]! / s[1])) : 0xffffffff) },
  umod: { srcs: ['i32', 'i32'], dest: 'i32', eval: (s) => (s[1] ? u(s[0]! % s[1]) : 0) },
  idiv: { srcs: ['i32', 'i32'], dest: 'i32', eval: (s) => (s[1] ? u(Math.trunc(i(s[0]!) / i(s[1]))) : 0) },
  irem: { srcs: ['i32', 'i32'], dest: 'i32', eval: (s) => (s[1] ? u(i(s[0]!) % i(s[1])) : 0) },
  umul_high: { srcs: ['i32', 'i32'], dest: 'i32', eval: (s) => u(Number((BigInt(s[0]!) * BigInt(s[1]!)) >> 32n)), commutative: true },
  imul_high: {
    srcs: ['i32', 'i32'],
    dest: 'i32',
    eval: (s) => u(Number(BigInt.asIntN(32, (BigInt(i(s[0]!)) * BigInt(i(s[1]!))) >> 32n))),
    commutative: true,
  },
  // Bits.
  iand: { srcs: ['i32', 'i32'], dest: 'i32', eval: (s) => u(s[0]! & s[1]!), commutative: true },
  ior: { srcs: ['i32', 'i32'], dest: 'i32', eval: (s) => u(s[0]! | s[1]!), commutative: true },
  ixor: { srcs: ['i32', 'i32'], dest: 'i32', eval: (s) => u(s[0]! ^ s[1]!), commutative: true },
  inot: { srcs: ['i32'], dest: 'i32', eval: (s) => u(~s[0]!) },
  ishl: { srcs: ['i32', 'i32'], dest: 'i32', eval: (s) => u(s[0]! << (s[1]! & 31)) },
  ishr: { srcs: ['i32', 'i32'], dest: 'i32', eval: (s) => u(s[0]! >> (s[1]! & 31)) },
  ushr: { srcs: ['i32', 'i32'], dest: 'i32', eval: (s) => s[0]! >>> (s[1]! & 31) },
  ubfe: { srcs: ['i32', 'i32', 'i32'], dest: 'i32', eval: (s) => bitfieldExtractU(s[0]!, s[1]!, s[2]!) },
  ibfe: { srcs: ['i32', 'i32', 'i32'], dest: 'i32', eval: (s) => bitfieldExtractI(s[0]!, s[1]!, s[2]!) },
  bitfield_insert: { srcs: ['i32', 'i32', 'i32', 'i32'], dest: 'i32', eval: (s) => bitfieldInsert(s[0]!, s[1]!, s[2]!, s[3]!) },
  bit_count: { srcs: ['i32'], dest: 'i32', eval: (s) => popcount(s[0]!) },
  bitfield_reverse: { srcs: ['i32'], dest: 'i32', eval: (s) => reverseBits(s[0]!) },
  find_lsb: { srcs: ['i32'], dest: 'i32', eval: (s) => (s[0] ? 31 - Math.clz32(s[0] & -s[0]) : u(-1)) },
  ufind_msb: { srcs: ['i32'], dest: 'i32', eval: (s) => findMsbU(s[0]!) },
  ifind_msb: { srcs: ['i32'], dest: 'i32', eval: (s) => findMsbU(i(s[0]!) < 0 ? u(~s[0]!) : s[0]!) },
  // Float arithmetic (f32 rounding after every operation).
  fadd: { srcs: ['f32', 'f32'], dest: 'f32', eval: (s) => F(f(s[0]!) + f(s[1]!)), commutative: true },
  fsub: { srcs: ['f32', 'f32'], dest: 'f32', eval: (s) => F(f(s[0]!) - f(s[1]!)) },
  fmul: { srcs: ['f32', 'f32'], dest: 'f32', eval: (s) => F(f(s[0]!) * f(s[1]!)), commutative: true },
  ffma: { srcs: ['f32', 'f32', 'f32'], dest: 'f32', eval: (s) => F(f(s[0]!) * f(s[1]!) + f(s[2]!)) },
  fdiv: { srcs: ['f32', 'f32'], dest: 'f32', eval: (s) => F(f(s[0]!) / f(s[1]!)) },
  fneg: { srcs: ['f32'], dest: 'f32', eval: (s) => u(s[0]! ^ 0x80000000) },
  fabs: { srcs: ['f32'], dest: 'f32', eval: (s) => u(s[0]! & 0x7fffffff) },
  fsat: { srcs: ['f32'], dest: 'f32', eval: (s) => F(Math.min(1, Math.max(0, Number.isNaN(f(s[0]!)) ? 0 : f(s[0]!)))) },
  fmin: { srcs: ['f32', 'f32'], dest: 'f32', eval: (s) => F(fminmax(f(s[0]!), f(s[1]!), Math.min)), commutative: true },
  fmax: { srcs: ['f32', 'f32'], dest: 'f32', eval: (s) => F(fminmax(f(s[0]!), f(s[1]!), Math.max)), commutative: true },
  fsign: { srcs: ['f32'], dest: 'f32', eval: (s) => F(Math.sign(f(s[0]!))) },
  ffloor: { srcs: ['f32'], dest: 'f32', eval: (s) => F(Math.floor(f(s[0]!))) },
  fceil: { srcs: ['f32'], dest: 'f32', eval: (s) => F(Math.ceil(f(s[0]!))) },
  ftrunc: { srcs: ['f32'], dest: 'f32', eval: (s) => F(Math.trunc(f(s[0]!))) },
  fround_even: { srcs: ['f32'], dest: 'f32', eval: (s) => F(roundEven(f(s[0]!))) },
  ffract: { srcs: ['f32'], dest: 'f32', eval: (s) => F(f(s[0]!) - Math.floor(f(s[0]!))) },
  fsqrt: { srcs: ['f32'], dest: 'f32', eval: (s) => F(Math.sqrt(f(s[0]!))) },
  frsq: { srcs: ['f32'], dest: 'f32', eval: (s) => F(1 / Math.sqrt(f(s[0]!))) },
  frcp: { srcs: ['f32'], dest: 'f32', eval: (s) => F(1 / f(s[0]!)) },
  /**
   * The reciprocal estimate of integer division (lower_idiv): the value of frcp; the
   * hardware form (v_rcp_iflag_f32, as LLVM's AMDGPU LowerUDIVREM) reports a zero
   * divisor as an integer divide-by-zero instead of a float exception.
   */
  frcp_iflag: { srcs: ['f32'], dest: 'f32', eval: (s) => F(1 / f(s[0]!)) },
  fexp2: { srcs: ['f32'], dest: 'f32', eval: (s) => F(2 ** f(s[0]!)) },
  flog2: { srcs: ['f32'], dest: 'f32', eval: (s) => F(Math.log2(f(s[0]!))) },
  fsin: { srcs: ['f32'], dest: 'f32', eval: (s) => F(Math.sin(f(s[0]!))) },
  fcos: { srcs: ['f32'], dest: 'f32', eval: (s) => F(Math.cos(f(s[0]!))) },
  fldexp: { srcs: ['f32', 'i32'], dest: 'f32', eval: (s) => F(ldexp(f(s[0]!), i(s[1]!))) },
  /** frexp's exponent and significand (x = sig · 2^exp, 0.5 ≤ |sig| < 1; 0 → 0, 0; infinity/NaN → exp 0, sig NaN). */
  frexp_exp: { srcs: ['f32'], dest: 'i32', eval: (s) => u(frexpExp(f(s[0]!))) },
  frexp_sig: { srcs: ['f32'], dest: 'f32', eval: (s) => F(frexpSig(f(s[0]!))) },
  // Conversions.
  f2i: { srcs: ['f32'], dest: 'i32', eval: (s) => f2i(f(s[0]!)) },
  f2u: { srcs: ['f32'], dest: 'i32', eval: (s) => f2u(f(s[0]!)) },
  i2f: { srcs: ['i32'], dest: 'f32', eval: (s) => F(i(s[0]!)) },
  u2f: { srcs: ['i32'], dest: 'f32', eval: (s) => F(s[0]!) },
  b2i: { srcs: ['bool'], dest: 'i32', eval: (s) => s[0]! },
  b2f: { srcs: ['bool'], dest: 'f32', eval: (s) => (s[0] ? 0x3f800000 : 0) },
  pack_half_2x16: { srcs: ['f32', 'f32'], dest: 'i32', eval: (s) => u(f32ToHalf(f(s[0]!)) | (f32ToHalf(f(s[1]!)) << 16)) },
  unpack_half_2x16_lo: { srcs: ['i32'], dest: 'f32', eval: (s) => F(halfToF32(s[0]! & 0xffff)) },
  unpack_half_2x16_hi: { srcs: ['i32'], dest: 'f32', eval: (s) => F(halfToF32(s[0]! >>> 16)) },
  pack_unorm_4x8: {
    srcs: ['f32', 'f32', 'f32', 'f32'],
    dest: 'i32',
    eval: (s) => u(unorm8(f(s[0]!)) | (unorm8(f(s[1]!)) << 8) | (unorm8(f(s[2]!)) << 16) | (unorm8(f(s[3]!)) << 24)),
  },
  // Comparisons. Float comparisons are ordered except fneu (NaN != x is true), as in NIR.
  feq: { srcs: ['f32', 'f32'], dest: 'bool', eval: (s) => b(f(s[0]!) === f(s[1]!)), commutative: true },
  fneu: { srcs: ['f32', 'f32'], dest: 'bool', eval: (s) => b(!(f(s[0]!) === f(s[1]!))), commutative: true },
  flt: { srcs: ['f32', 'f32'], dest: 'bool', eval: (s) => b(f(s[0]!) < f(s[1]!)) },
  fge: { srcs: ['f32', 'f32'], dest: 'bool', eval: (s) => b(f(s[0]!) >= f(s[1]!)) },
  ieq: { srcs: ['i32', 'i32'], dest: 'bool', eval: (s) => b(s[0] === s[1]), commutative: true },
  ine: { srcs: ['i32', 'i32'], dest: 'bool', eval: (s) => b(s[0] !== s[1]), commutative: true },
  ilt: { srcs: ['i32', 'i32'], dest: 'bool', eval: (s) => b(i(s[0]!) < i(s[1]!)) },
  ige: { srcs: ['i32', 'i32'], dest: 'bool', eval: (s) => b(i(s[0]!) >= i(s[1]!)) },
  ult: { srcs: ['i32', 'i32'], dest: 'bool', eval: (s) => b(s[0]! < s[1]!) },
  uge: { srcs: ['i32', 'i32'], dest: 'bool', eval: (s) => b(s[0]! >= s[1]!) },
  fisnan: { srcs: ['f32'], dest: 'bool', eval: (s) => b(Number.isNaN(f(s[0]!))) },
  fisinf: { srcs: ['f32'], dest: 'bool', eval: (s) => b(Math.abs(f(s[0]!)) === Infinity) },
  // Booleans.
  band: { srcs: ['bool', 'bool'], dest: 'bool', eval: (s) => s[0]! & s[1]!, commutative: true },
  bor: { srcs: ['bool', 'bool'], dest: 'bool', eval: (s) => s[0]! | s[1]!, commutative: true },
  bxor: { srcs: ['bool', 'bool'], dest: 'bool', eval: (s) => s[0]! ^ s[1]!, commutative: true },
  bnot: { srcs: ['bool'], dest: 'bool', eval: (s) => s[0]! ^ 1 },
} satisfies Record<string, AluOpInfo>;

export type AluOp = keyof typeof ops;

export const ALU_OPS: Readonly<Record<AluOp, AluOpInfo>> = ops;

export function isAluOp(name: string): name is AluOp {
  return Object.prototype.hasOwnProperty.call(ops, name);
}

function popcount(x: number): number {
  let n = 0;
  for (let v = x >>> 0; v; v &= v - 1) n++;
  return n;
}

function reverseBits(x: number): number {
  let r = 0;
  for (let k = 0; k < 32; k++) r = (r << 1) | ((x >>> k) & 1);
  return u(r);
}

/** IEEE minNum/maxNum: a NaN operand yields the other operand (GLSL min/max, v_min_f32). */
function fminmax(a: number, c: number, pick: (x: number, y: number) => number): number {
  if (Number.isNaN(a)) return c;
  if (Number.isNaN(c)) return a;
  return pick(a, c);
}
