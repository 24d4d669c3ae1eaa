/**
 * GLSL.std.450 → ALU ops (lowered here, like Mesa's vtn_glsl450): pow =
 * exp2(y·log2 x), exp/log through exp2/log2, mix/clamp/smoothstep/step,
 * length/distance/normalize/cross/reflect/refract/faceforward, the
 * pack/unpack family, find-LSB/MSB, modf/frexp (the whole part or exponent
 * stored through the pointer operand, or returned in the struct), inverse
 * trigonometry and hyperbolic functions (glsl_std_450_trig.ts), determinant
 * and matrix inverse (glsl_std_450_matrix.ts). Not translated, as
 * SpirvError 'unsupported-instruction' naming the instruction: the 64-bit
 * PackDouble2x32/UnpackDouble2x32, InterpolateAt*, and IMix (removed from
 * the extended instruction set; glslang never emits it).
 */
import type { AluOp } from '../ir/alu_ops.js';
import type { Value } from '../ir/ir.js';
import { GLSL_STD_450_INSTS } from '../spirv/glsl_std_450.js';
import type { SpirvInstruction } from '../spirv/module.js';
import { componentwise, dot } from './alu.js';
import type { Translator } from './context.js';
import { acos, acosh, asin, asinh, atan, atan2, atanh, cosh, exp, log, sinh, tanh } from './glsl_std_450_trig.js';
import { determinant, matrixInverse } from './glsl_std_450_matrix.js';
import { ptrOf, store } from './memory.js';

const SIMPLE: ReadonlyMap<string, AluOp> = new Map<string, AluOp>([
  ['Round', 'fround_even'], ['RoundEven', 'fround_even'], ['Trunc', 'ftrunc'], ['FAbs', 'fabs'], ['SAbs', 'iabs'],
  ['FSign', 'fsign'], ['SSign', 'isign'], ['Floor', 'ffloor'], ['Ceil', 'fceil'], ['Fract', 'ffract'],
  ['Sin', 'fsin'], ['Cos', 'fcos'], ['Exp2', 'fexp2'], ['Log2', 'flog2'], ['Sqrt', 'fsqrt'], ['InverseSqrt', 'frsq'],
  ['FMin', 'fmin'], ['UMin', 'umin'], ['SMin', 'imin'], ['FMax', 'fmax'], ['UMax', 'umax'], ['SMax', 'imax'],
  ['NMin', 'fmin'], ['NMax', 'fmax'], ['Fma', 'ffma'], ['Ldexp', 'fldexp'], ['FindILsb', 'find_lsb'],
  ['FindSMsb', 'ifind_msb'], ['FindUMsb', 'ufind_msb'],
]);

/** Component-wise functions built from several ALU ops (glsl_std_450_trig.ts). */
const SEQUENCES: ReadonlyMap<string, (t: Translator, a: Value, b: Value) => Value> = new Map<string, (t: Translator, a: Value, b: Value) => Value>([
  ['Asin', asin], ['Acos', acos], ['Atan', atan], ['Atan2', atan2], ['Sinh', sinh], ['Cosh', cosh], ['Tanh', tanh],
  ['Asinh', asinh], ['Acosh', acosh], ['Atanh', atanh], ['Exp', exp], ['Log', log],
]);

const CLAMPS: ReadonlyMap<string, readonly [AluOp, AluOp]> = new Map<string, readonly [AluOp, AluOp]>([
  ['FClamp', ['fmax', 'fmin']], ['NClamp', ['fmax', 'fmin']], ['UClamp', ['umax', 'umin']], ['SClamp', ['imax', 'imin']],
]);

export function translateGlsl450(t: Translator, inst: SpirvInstruction): void {
  const info = GLSL_STD_450_INSTS.get(inst.operands[1]!);
  if (!info) return t.fail('unknown-opcode', `GLSL.std.450 instruction ${inst.operands[1]!}`);
  if (inst.operands.length - 2 !== info.operands) t.fail('operand-count', `GLSL.std.450 ${info.name}`);
  if (translateWithPointer(t, inst, info.name)) return;
  const args = inst.operands.slice(2).map((id) => t.vals(id));
  const f = (v: number): Value => t.f32(v);
  const each = (fn: (s: Value[]) => Value): Value[] => componentwise(t, args, fn);
  const simple = SIMPLE.get(info.name);
  if (simple) return t.define(inst, each((s) => t.alu(simple, ...s)));
  const sequence = SEQUENCES.get(info.name);
  if (sequence) return t.define(inst, each((s) => sequence(t, ...(s as [Value, Value]))));
  const clamp = CLAMPS.get(info.name);
  if (clamp) return t.define(inst, each(([x, lo, hi]) => t.alu(clamp[1], t.alu(clamp[0], x!, lo!), hi!)));
  const [a = [], b = [], c = []] = args;
  switch (info.name) {
    case 'Radians':
      return t.define(inst, each(([x]) => t.alu('fmul', x!, f(Math.PI / 180))));
    case 'Degrees':
      return t.define(inst, each(([x]) => t.alu('fmul', x!, f(180 / Math.PI))));
    case 'Tan':
      return t.define(inst, each(([x]) => t.alu('fdiv', t.alu('fsin', x!), t.alu('fcos', x!))));
    case 'Pow':
      return t.define(inst, each(([x, y]) => t.alu('fexp2', t.alu('fmul', y!, t.alu('flog2', x!)))));
    case 'Determinant':
      return t.define(inst, [determinant(t, a)]);
    case 'MatrixInverse':
      return t.define(inst, matrixInverse(t, a));
    case 'ModfStruct':
      return t.define(inst, [...a.map((x) => t.alu('fsub', x, t.alu('ftrunc', x))), ...a.map((x) => t.alu('ftrunc', x))]);
    case 'FrexpStruct':
      return t.define(inst, [...a.map((x) => t.alu('frexp_sig', x)), ...a.map((x) => t.alu('frexp_exp', x))]);
    case 'FMix':
      // x + (y - x)·a
      return t.define(inst, each(([x, y, s]) => t.alu('ffma', t.alu('fsub', y!, x!), s!, x!)));
    case 'Step':
      return t.define(inst, each(([edge, x]) => t.alu('b2f', t.alu('fge', x!, edge!))));
    case 'SmoothStep':
      // t = clamp((x - e0) / (e1 - e0), 0, 1); t·t·(3 - 2t)
      return t.define(inst, each(([e0, e1, x]) => {
        const s = t.alu('fsat', t.alu('fdiv', t.alu('fsub', x!, e0!), t.alu('fsub', e1!, e0!)));
        return t.alu('fmul', t.alu('fmul', s, s), t.alu('ffma', s, f(-2), f(3)));
      }));
    case 'Length':
      return t.define(inst, [t.alu('fsqrt', dot(t, a, a))]);
    case 'Distance': {
      const d = componentwise(t, [a, b], ([x, y]) => t.alu('fsub', x!, y!));
      return t.define(inst, [t.alu('fsqrt', dot(t, d, d))]);
    }
    case 'Normalize': {
      const r = t.alu('frsq', dot(t, a, a));
      return t.define(inst, a.map((x) => t.alu('fmul', x, r)));
    }
    case 'Cross': {
      if (a.length !== 3 || b.length !== 3) t.fail('type-mismatch', 'Cross needs 3-component vectors');
      const m = (i: number, j: number): Value => t.alu('fsub', t.alu('fmul', a[i]!, b[j]!), t.alu('fmul', a[j]!, b[i]!));
      return t.define(inst, [m(1, 2), m(2, 0), m(0, 1)]);
    }
    case 'FaceForward': {
      // dot(Nref, I) < 0 ? N : -N
      const flip = t.alu('flt', dot(t, c, b), f(0));
      return t.define(inst, a.map((n) => t.alu('bcsel', flip, n, t.alu('fneg', n))));
    }
    case 'Reflect': {
      // I - 2·dot(N, I)·N
      const d2 = t.alu('fmul', dot(t, b, a), f(2));
      return t.define(inst, componentwise(t, [a, b], ([i, n]) => t.alu('fsub', i!, t.alu('fmul', d2, n!))));
    }
    case 'Refract': {
      // k = 1 - eta²(1 - dot(N,I)²); k < 0 ? 0 : eta·I - (eta·dot(N,I) + sqrt(k))·N
      const eta = c[0]!;
      const d = dot(t, b, a);
      const k = t.alu('fsub', f(1), t.alu('fmul', t.alu('fmul', eta, eta), t.alu('fsub', f(1), t.alu('fmul', d, d))));
      const s = t.alu('ffma', eta, d, t.alu('fsqrt', k));
      const neg = t.alu('flt', k, f(0));
      return t.define(inst, componentwise(t, [a, b], ([i, n]) =>
        t.alu('bcsel', neg, f(0), t.alu('fsub', t.alu('fmul', eta, i!), t.alu('fmul', s, n!)))));
    }
    case 'PackHalf2x16':
      return t.define(inst, [t.alu('pack_half_2x16', a[0]!, a[1]!)]);
    case 'UnpackHalf2x16':
      return t.define(inst, [t.alu('unpack_half_2x16_lo', a[0]!), t.alu('unpack_half_2x16_hi', a[0]!)]);
    case 'PackUnorm4x8':
      if (a.length !== 4) t.fail('type-mismatch', 'PackUnorm4x8 needs a vec4');
      return t.define(inst, [t.alu('pack_unorm_4x8', a[0]!, a[1]!, a[2]!, a[3]!)]);
    case 'UnpackUnorm4x8':
      return t.define(inst, [0, 8, 16, 24].map((sh) => t.alu('fmul', t.alu('u2f', t.alu('ubfe', a[0]!, t.imm('i32', sh), t.imm('i32', 8))), f(1 / 255))));
    case 'PackSnorm4x8':
    case 'PackUnorm2x16':
    case 'PackSnorm2x16':
      return t.define(inst, [packNorm(t, info.name, a)]);
    case 'UnpackSnorm4x8':
      // max(byte / 127, -1)
      return t.define(inst, [0, 8, 16, 24].map((sh) =>
        t.alu('fmax', t.alu('fmul', t.alu('i2f', t.alu('ibfe', a[0]!, t.imm('i32', sh), t.imm('i32', 8))), f(1 / 127)), f(-1))));
    case 'UnpackUnorm2x16':
      return t.define(inst, [0, 16].map((sh) => t.alu('fmul', t.alu('u2f', t.alu('ubfe', a[0]!, t.imm('i32', sh), t.imm('i32', 16))), f(1 / 65535))));
    case 'UnpackSnorm2x16':
      return t.define(inst, [0, 16].map((sh) =>
        t.alu('fmax', t.alu('fmul', t.alu('i2f', t.alu('ibfe', a[0]!, t.imm('i32', sh), t.imm('i32', 16))), f(1 / 32767)), f(-1))));
    default:
      return t.unsupported(`GLSL.std.450 ${info.name} is not supported`);
  }
}

/**
 * Instructions with a pointer operand: Modf and Frexp store the whole part or
 * the exponent through it; InterpolateAt* (whose operand is the input
 * variable) is not supported. Returns false for every other instruction.
 */
function translateWithPointer(t: Translator, inst: SpirvInstruction, name: string): boolean {
  switch (name) {
    case 'Modf':
    case 'Frexp': {
      const x = t.vals(inst.operands[2]!);
      const modf = name === 'Modf';
      store(t, ptrOf(t, inst.operands[3]!), x.map((v) => t.alu(modf ? 'ftrunc' : 'frexp_exp', v)));
      t.define(inst, x.map((v) => (modf ? t.alu('fsub', v, t.alu('ftrunc', v)) : t.alu('frexp_sig', v))));
      return true;
    }
    case 'InterpolateAtCentroid':
    case 'InterpolateAtSample':
    case 'InterpolateAtOffset':
      return t.unsupported(`GLSL.std.450 ${name} (interpolateAt${name.slice('InterpolateAt'.length)}) is not supported`);
    default:
      return false;
  }
}

/** packSnorm4x8 / packUnorm2x16 / packSnorm2x16: round(clamp(x)·scale) into fields. */
function packNorm(t: Translator, name: string, v: readonly Value[]): Value {
  const signed = name.includes('Snorm');
  const bits = name.endsWith('4x8') ? 8 : 16;
  if (v.length !== 32 / bits) t.fail('type-mismatch', `${name} operand size`);
  const scale = signed ? 2 ** (bits - 1) - 1 : 2 ** bits - 1;
  const f = (x: number): Value => t.f32(x);
  let word = t.imm('i32', 0);
  v.forEach((x, k) => {
    const clamped = signed ? t.alu('fmin', t.alu('fmax', x, f(-1)), f(1)) : t.alu('fsat', x);
    const q = t.alu('f2i', t.alu('fround_even', t.alu('fmul', clamped, f(scale))));
    word = t.alu('bitfield_insert', word, q, t.imm('i32', k * bits), t.imm('i32', bits));
  });
  return word;
}
