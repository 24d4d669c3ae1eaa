/**
 * Translation of one non-control-flow SPIR-V instruction: memory, composites,
 * invocation control, the interlock and derivatives, then the ALU, GLSL.std.450, image and
 * subgroup tables. Everything else is 'unsupported-instruction'.
 */
import type { IntrinsicOp } from '../ir/intrinsics.js';
import type { Value } from '../ir/ir.js';
import type { SpirvInstruction } from '../spirv/module.js';
import { GLSL_STD_450 } from '../spirv/supported.js';
import { translateAlu } from './alu.js';
import type { Translator } from './context.js';
import { translateGlsl450 } from './glsl_std_450.js';
import { translateImage } from './image_ops.js';
import { accessChain, atomic, load, ptrOf, store } from './memory.js';
import { translateSubgroup } from './subgroup.js';

/** Scalar start and type of the element reached by literal `indices` inside composite type `typeId`. */
function walkIndices(t: Translator, typeId: number, indices: readonly number[]): { start: number; type: number } {
  let start = 0;
  let type = typeId;
  for (const k of indices) {
    const m = t.member(type, k);
    start += m.start;
    type = m.type;
  }
  return { start, type };
}

/** Select over the components of a vector by a run-time index (out of range: component 0). */
function selectComponent(t: Translator, vec: readonly Value[], index: Value): Value {
  let v = vec[0]!;
  for (let k = 1; k < vec.length; k++) v = t.alu('bcsel', t.alu('ieq', index, t.imm('i32', k)), vec[k]!, v);
  return v;
}

export function translateInstruction(t: Translator, inst: SpirvInstruction): void {
  const o = inst.operands;
  const b = t.b;
  switch (inst.name) {
    case 'OpNop':
      return;
    case 'OpUndef':
      // Undefined values read as zero (deterministic).
      return t.define(inst, t.zeros(t.flat(inst.resultType)));
    case 'OpVariable': {
      const pt = t.type(inst.resultType);
      if (pt.kind !== 'pointer' || pt.storage !== 'Function') return t.fail('bad-operand', 'function-scope OpVariable must have Function storage');
      const vars = t.newLocals(t.name(inst.result), pt.pointee);
      const ptr = { kind: 'local', vars, type: pt.pointee, start: 0, dyn: [] } as const;
      t.fn.ptrs.set(inst.result, ptr);
      if (o[1] !== undefined) store(t, ptr, t.vals(o[1]));
      return;
    }
    case 'OpLoad': {
      const ptr = ptrOf(t, o[0]!);
      if (ptr.type !== inst.resultType) t.fail('type-mismatch', 'OpLoad result type differs from the pointee');
      if (ptr.kind === 'image') t.fn.images.set(inst.result, ptr.image);
      else if (ptr.kind !== 'sampler') t.define(inst, load(t, ptr));
      return;
    }
    case 'OpStore':
      return store(t, ptrOf(t, o[0]!), t.vals(o[1]!));
    case 'OpCopyMemory': {
      const dst = ptrOf(t, o[0]!);
      const src = ptrOf(t, o[1]!);
      if (dst.type !== src.type) t.fail('type-mismatch', 'OpCopyMemory between different types');
      return store(t, dst, load(t, src));
    }
    case 'OpAccessChain':
    case 'OpInBoundsAccessChain':
      t.fn.ptrs.set(inst.result, accessChain(t, inst));
      return;
    case 'OpCopyObject':
    case 'OpCopyLogical': {
      const ptr = t.fn.ptrs.get(o[0]!);
      const img = t.fn.images.get(o[0]!);
      if (ptr) t.fn.ptrs.set(inst.result, ptr);
      else if (img) t.fn.images.set(inst.result, img);
      else t.define(inst, t.vals(o[0]!).map((v) => t.alu('mov', v)));
      return;
    }
    case 'OpCompositeConstruct':
      return t.define(inst, o.flatMap((id) => t.vals(id)));
    case 'OpCompositeExtract': {
      const src = t.vals(o[0]!);
      const { start } = walkIndices(t, t.valueType(o[0]!), o.slice(1));
      const n = t.flat(inst.resultType).length;
      return t.define(inst, src.slice(start, start + n));
    }
    case 'OpCompositeInsert': {
      const obj = t.vals(o[0]!);
      const out = [...t.vals(o[1]!)];
      const { start, type } = walkIndices(t, t.valueType(o[1]!), o.slice(2));
      if (t.flat(type).length !== obj.length) t.fail('type-mismatch', 'OpCompositeInsert object size');
      out.splice(start, obj.length, ...obj);
      return t.define(inst, out);
    }
    case 'OpVectorShuffle': {
      const all = [...t.vals(o[0]!), ...t.vals(o[1]!)];
      const types = t.flat(inst.resultType);
      return t.define(inst, o.slice(2).map((k, j) => {
        if (k === 0xffffffff) return t.imm(types[j] ?? 'i32', 0); // undefined component
        return all[k] ?? t.fail('bad-operand', `OpVectorShuffle component ${k} out of range`);
      }));
    }
    case 'OpVectorExtractDynamic':
      return t.define(inst, [selectComponent(t, t.vals(o[0]!), t.scalar(o[1]!, 'i32'))]);
    case 'OpVectorInsertDynamic': {
      const vec = t.vals(o[0]!);
      const comp = t.scalar(o[1]!);
      const index = t.scalar(o[2]!, 'i32');
      return t.define(inst, vec.map((v, k) => t.alu('bcsel', t.alu('ieq', index, t.imm('i32', k)), comp, v)));
    }
    case 'OpExtInst':
      if (t.module.extInstImports.get(o[0]!) !== GLSL_STD_450) return t.unsupported(`extended instruction set %${o[0]!}`);
      return translateGlsl450(t, inst);
    case 'OpBeginInvocationInterlockEXT':
      b.intrinsic('begin_invocation_interlock', []);
      return;
    case 'OpEndInvocationInterlockEXT':
      b.intrinsic('end_invocation_interlock', []);
      return;
    case 'OpDemoteToHelperInvocation':
      b.intrinsic('demote', []);
      return;
    case 'OpIsHelperInvocationEXT':
      return t.define(inst, b.intrinsic('is_helper_invocation', []));
    case 'OpControlBarrier':
    case 'OpMemoryBarrier':
      b.intrinsic('memory_barrier', []);
      return;
    case 'OpDPdx':
    case 'OpDPdy':
    case 'OpDPdxFine':
    case 'OpDPdyFine':
    case 'OpDPdxCoarse':
    case 'OpDPdyCoarse':
    case 'OpFwidth':
    case 'OpFwidthFine':
    case 'OpFwidthCoarse':
      return translateDerivative(t, inst);
    default:
      if (inst.name.startsWith('OpAtomic')) return atomic(t, inst);
      if (translateAlu(t, inst) || translateImage(t, inst) || translateSubgroup(t, inst)) return;
      return t.unsupported(`${inst.name} is not translated`);
  }
}

/** The derivative intrinsics of each opcode's form: Fine, Coarse, or unspecified (ddx/ddy). */
const DERIVATIVE_FORMS: Readonly<Record<string, readonly [IntrinsicOp, IntrinsicOp]>> = {
  '': ['ddx', 'ddy'],
  Fine: ['ddx_fine', 'ddy_fine'],
  Coarse: ['ddx_coarse', 'ddy_coarse'],
};

/** OpDPdx/OpDPdy (and their Fine/Coarse forms) per component; OpFwidth* = |ddx| + |ddy|. */
function translateDerivative(t: Translator, inst: SpirvInstruction): void {
  if (t.shader.info.stage !== 'fragment') t.unsupported(`${inst.name} outside a fragment shader`);
  const [, kind, form] = /^Op(DPdx|DPdy|Fwidth)(Fine|Coarse|)$/.exec(inst.name)!;
  const [dx, dy] = DERIVATIVE_FORMS[form!]!;
  const d = (op: IntrinsicOp, v: Value): Value => t.b.intrinsic(op, [v])[0]!;
  t.define(inst, t.vals(inst.operands[0]!).map((v) => {
    if (v.type !== 'f32') t.fail('type-mismatch', `${inst.name} of a ${v.type}`);
    if (kind === 'DPdx') return d(dx, v);
    if (kind === 'DPdy') return d(dy, v);
    return t.alu('fadd', t.alu('fabs', d(dx, v)), t.alu('fabs', d(dy, v)));
  }));
}
