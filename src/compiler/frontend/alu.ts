/**
 * Core SPIR-V arithmetic, conversion, comparison, logical and bit
 * instructions → scalar ALU ops, component by component. Signedness comes
 * from the opcode (SDiv vs UDiv, SLessThan vs ULessThan), never from the
 * operand types, as the SPIR-V spec says.
 */
import type { AluOp } from '../ir/alu_ops.js';
import type { Value } from '../ir/ir.js';
import type { SpirvInstruction } from '../spirv/module.js';
import type { Translator } from './context.js';

/** Component-wise ops that map to one ALU op; `swap` exchanges the two sources (a > b = b < a). */
const SIMPLE: ReadonlyMap<string, { readonly op: AluOp; readonly swap?: boolean; readonly not?: boolean }> = new Map<
  string,
  { op: AluOp; swap?: boolean; not?: boolean }
>([
  ['OpSNegate', { op: 'ineg' }], ['OpFNegate', { op: 'fneg' }], ['OpIAdd', { op: 'iadd' }], ['OpFAdd', { op: 'fadd' }],
  ['OpISub', { op: 'isub' }], ['OpFSub', { op: 'fsub' }], ['OpIMul', { op: 'imul' }], ['OpFMul', { op: 'fmul' }],
  ['OpUDiv', { op: 'udiv' }], ['OpSDiv', { op: 'idiv' }], ['OpFDiv', { op: 'fdiv' }], ['OpUMod', { op: 'umod' }],
  ['OpSRem', { op: 'irem' }],
  ['OpConvertFToU', { op: 'f2u' }], ['OpConvertFToS', { op: 'f2i' }], ['OpConvertSToF', { op: 'i2f' }],
  ['OpConvertUToF', { op: 'u2f' }], ['OpUConvert', { op: 'mov' }], ['OpSConvert', { op: 'mov' }], ['OpFConvert', { op: 'mov' }],
  ['OpIsNan', { op: 'fisnan' }], ['OpIsInf', { op: 'fisinf' }],
  ['OpLogicalEqual', { op: 'bxor', not: true }], ['OpLogicalNotEqual', { op: 'bxor' }], ['OpLogicalOr', { op: 'bor' }],
  ['OpLogicalAnd', { op: 'band' }], ['OpLogicalNot', { op: 'bnot' }],
  ['OpIEqual', { op: 'ieq' }], ['OpINotEqual', { op: 'ine' }],
  ['OpUGreaterThan', { op: 'ult', swap: true }], ['OpSGreaterThan', { op: 'ilt', swap: true }],
  ['OpUGreaterThanEqual', { op: 'uge' }], ['OpSGreaterThanEqual', { op: 'ige' }],
  ['OpULessThan', { op: 'ult' }], ['OpSLessThan', { op: 'ilt' }],
  ['OpULessThanEqual', { op: 'uge', swap: true }], ['OpSLessThanEqual', { op: 'ige', swap: true }],
  // Ordered comparisons are NIR's; unordered ones are the negation of the opposite ordered one.
  ['OpFOrdEqual', { op: 'feq' }], ['OpFUnordNotEqual', { op: 'fneu' }],
  ['OpFOrdLessThan', { op: 'flt' }], ['OpFOrdGreaterThan', { op: 'flt', swap: true }],
  ['OpFOrdLessThanEqual', { op: 'fge', swap: true }], ['OpFOrdGreaterThanEqual', { op: 'fge' }],
  ['OpFUnordLessThan', { op: 'fge', not: true }], ['OpFUnordGreaterThan', { op: 'fge', swap: true, not: true }],
  ['OpFUnordLessThanEqual', { op: 'flt', swap: true, not: true }], ['OpFUnordGreaterThanEqual', { op: 'flt', not: true }],
  ['OpShiftRightLogical', { op: 'ushr' }], ['OpShiftRightArithmetic', { op: 'ishr' }], ['OpShiftLeftLogical', { op: 'ishl' }],
  ['OpBitwiseOr', { op: 'ior' }], ['OpBitwiseXor', { op: 'ixor' }], ['OpBitwiseAnd', { op: 'iand' }], ['OpNot', { op: 'inot' }],
  ['OpBitFieldInsert', { op: 'bitfield_insert' }], ['OpBitFieldSExtract', { op: 'ibfe' }], ['OpBitFieldUExtract', { op: 'ubfe' }],
  ['OpBitReverse', { op: 'bitfield_reverse' }], ['OpBitCount', { op: 'bit_count' }],
]);

/** Applies `f` per component; scalar operands are broadcast (shift amounts, bitfield offset/count). */
export function componentwise(t: Translator, operands: readonly Value[][], f: (srcs: Value[]) => Value): Value[] {
  const n = Math.max(...operands.map((o) => o.length));
  if (operands.some((o) => o.length !== n && o.length !== 1)) t.fail('type-mismatch', 'operands have different component counts');
  const out: Value[] = [];
  for (let k = 0; k < n; k++) out.push(f(operands.map((o) => o[o.length === 1 ? 0 : k]!)));
  return out;
}

/** Translates `inst` if it is a core ALU instruction; returns false otherwise. */
export function translateAlu(t: Translator, inst: SpirvInstruction): boolean {
  const ops = (): Value[][] => inst.operands.map((id) => t.vals(id));
  const simple = SIMPLE.get(inst.name);
  if (simple) {
    const srcs = ops();
    const result = componentwise(t, srcs, (s) => {
      const ordered = simple.swap ? [s[1]!, s[0]!, ...s.slice(2)] : s;
      const v = t.alu(simple.op, ...ordered);
      return simple.not ? t.alu('bnot', v) : v;
    });
    t.define(inst, result);
    return true;
  }
  const c = (v: number): Value => t.f32(v);
  switch (inst.name) {
    case 'OpFUnordEqual':
      // a == b, or either is NaN.
      t.define(inst, componentwise(t, ops(), ([a, b]) => t.alu('bor', t.alu('feq', a!, b!), t.alu('bor', t.alu('fisnan', a!), t.alu('fisnan', b!)))));
      return true;
    case 'OpFOrdNotEqual':
      t.define(inst, componentwise(t, ops(), ([a, b]) => t.alu('band', t.alu('fneu', a!, b!), t.alu('band', t.alu('feq', a!, a!), t.alu('feq', b!, b!)))));
      return true;
    case 'OpSMod':
      // Sign of the divisor: r = a rem b; if r != 0 and sign(r) != sign(b), r += b.
      t.define(inst, componentwise(t, ops(), ([a, b]) => {
        const r = t.alu('irem', a!, b!);
        const fix = t.alu('band', t.alu('ine', r, t.imm('i32', 0)), t.alu('ilt', t.alu('ixor', r, b!), t.imm('i32', 0)));
        return t.alu('bcsel', fix, t.alu('iadd', r, b!), r);
      }));
      return true;
    case 'OpFRem':
      t.define(inst, componentwise(t, ops(), ([a, b]) => t.alu('fsub', a!, t.alu('fmul', b!, t.alu('ftrunc', t.alu('fdiv', a!, b!))))));
      return true;
    case 'OpFMod':
      t.define(inst, componentwise(t, ops(), ([a, b]) => t.alu('fsub', a!, t.alu('fmul', b!, t.alu('ffloor', t.alu('fdiv', a!, b!))))));
      return true;
    case 'OpQuantizeToF16':
      t.define(inst, componentwise(t, ops(), ([a]) => t.alu('unpack_half_2x16_lo', t.alu('pack_half_2x16', a!, c(0)))));
      return true;
    case 'OpBitcast': {
      const want = t.flat(inst.resultType);
      const src = t.vals(inst.operands[0]!);
      if (want.length !== src.length) t.unsupported('OpBitcast between different component counts (64-bit types)');
      t.define(inst, src.map((v, k) => {
        if (v.type === want[k]) return t.alu('mov', v);
        if (v.type === 'f32' && want[k] === 'i32') return t.alu('bitcast_f2i', v);
        if (v.type === 'i32' && want[k] === 'f32') return t.alu('bitcast_i2f', v);
        return t.fail('type-mismatch', 'OpBitcast of a bool');
      }));
      return true;
    }
    case 'OpAny':
    case 'OpAll': {
      const v = t.vals(inst.operands[0]!);
      const op = inst.name === 'OpAny' ? 'bor' : 'band';
      t.define(inst, [v.slice(1).reduce((acc, x) => t.alu(op, acc, x), v[0]!)]);
      return true;
    }
    case 'OpSelect': {
      const [cond, a, b] = ops() as [Value[], Value[], Value[]];
      if (a.length !== b.length) t.fail('type-mismatch', 'OpSelect operands differ');
      if (cond.length !== 1 && cond.length !== a.length) t.fail('type-mismatch', 'OpSelect condition size');
      t.define(inst, a.map((x, k) => t.alu('bcsel', cond[cond.length === 1 ? 0 : k]!, x, b[k]!)));
      return true;
    }
    case 'OpIAddCarry':
    case 'OpISubBorrow': {
      const [a, b] = ops() as [Value[], Value[]];
      const res = componentwise(t, [a, b], ([x, y]) => t.alu(inst.name === 'OpIAddCarry' ? 'iadd' : 'isub', x!, y!));
      const carry = res.map((r, k) => t.alu('b2i', inst.name === 'OpIAddCarry' ? t.alu('ult', r, a[k]!) : t.alu('ult', a[k]!, b[k]!)));
      t.define(inst, [...res, ...carry]);
      return true;
    }
    case 'OpUMulExtended':
    case 'OpSMulExtended': {
      const [a, b] = ops() as [Value[], Value[]];
      const lo = componentwise(t, [a, b], ([x, y]) => t.alu('imul', x!, y!));
      const hi = componentwise(t, [a, b], ([x, y]) => t.alu(inst.name === 'OpUMulExtended' ? 'umul_high' : 'imul_high', x!, y!));
      t.define(inst, [...lo, ...hi]);
      return true;
    }
    case 'OpDot': {
      const [a, b] = ops() as [Value[], Value[]];
      t.define(inst, [dot(t, a, b)]);
      return true;
    }
    case 'OpVectorTimesScalar':
    case 'OpMatrixTimesScalar': {
      const [v, s] = ops() as [Value[], Value[]];
      if (s.length !== 1) t.fail('type-mismatch', `${inst.name}: scalar operand`);
      t.define(inst, v.map((x) => t.alu('fmul', x, s[0]!)));
      return true;
    }
    default:
      return translateMatrix(t, inst);
  }
}

export function dot(t: Translator, a: readonly Value[], b: readonly Value[]): Value {
  if (a.length !== b.length || a.length === 0) t.fail('type-mismatch', 'dot of vectors of different sizes');
  let acc = t.alu('fmul', a[0]!, b[0]!);
  for (let k = 1; k < a.length; k++) acc = t.alu('ffma', a[k]!, b[k]!, acc);
  return acc;
}

/** Matrix dimensions (columns × rows) of a matrix type id. */
function dims(t: Translator, typeId: number): { cols: number; rows: number } {
  const m = t.type(typeId);
  if (m.kind !== 'matrix') return t.fail('type-mismatch', `%${typeId} is not a matrix`);
  const col = t.type(m.column);
  if (col.kind !== 'vector') return t.fail('type-mismatch', 'matrix column is not a vector');
  return { cols: m.columns, rows: col.count };
}

/** Column-major scalars: element (c, r) is at c*rows + r. */
function translateMatrix(t: Translator, inst: SpirvInstruction): boolean {
  const typeOf = (id: number): number => t.valueType(id);
  switch (inst.name) {
    case 'OpMatrixTimesVector': {
      const [m, v] = inst.operands as [number, number];
      const { cols, rows } = dims(t, typeOf(m));
      const mv = t.vals(m);
      const vv = t.vals(v);
      if (vv.length !== cols) t.fail('type-mismatch', 'OpMatrixTimesVector size');
      const out: Value[] = [];
      for (let r = 0; r < rows; r++) out.push(dot(t, range(cols).map((c) => mv[c * rows + r]!), vv));
      t.define(inst, out);
      return true;
    }
    case 'OpVectorTimesMatrix': {
      const [v, m] = inst.operands as [number, number];
      const { cols, rows } = dims(t, typeOf(m));
      const mv = t.vals(m);
      const vv = t.vals(v);
      if (vv.length !== rows) t.fail('type-mismatch', 'OpVectorTimesMatrix size');
      t.define(inst, range(cols).map((c) => dot(t, vv, mv.slice(c * rows, c * rows + rows))));
      return true;
    }
    case 'OpMatrixTimesMatrix': {
      const [a, b] = inst.operands as [number, number];
      const da = dims(t, typeOf(a));
      const db = dims(t, typeOf(b));
      if (da.cols !== db.rows) t.fail('type-mismatch', 'OpMatrixTimesMatrix sizes');
      const av = t.vals(a);
      const bv = t.vals(b);
      const out: Value[] = [];
      for (let c = 0; c < db.cols; c++) {
        for (let r = 0; r < da.rows; r++) out.push(dot(t, range(da.cols).map((k) => av[k * da.rows + r]!), bv.slice(c * db.rows, c * db.rows + db.rows)));
      }
      t.define(inst, out);
      return true;
    }
    case 'OpOuterProduct': {
      const a = t.vals(inst.operands[0]!);
      const b = t.vals(inst.operands[1]!);
      t.define(inst, b.flatMap((y) => a.map((x) => t.alu('fmul', x, y))));
      return true;
    }
    case 'OpTranspose': {
      const { cols, rows } = dims(t, typeOf(inst.operands[0]!));
      const m = t.vals(inst.operands[0]!);
      const out: Value[] = [];
      for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) out.push(t.alu('mov', m[c * rows + r]!));
      t.define(inst, out);
      return true;
    }
    default:
      return false;
  }
}

function range(n: number): number[] {
  return Array.from({ length: n }, (_, k) => k);
}
