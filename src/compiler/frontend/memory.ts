/**
 * Pointers, access chains, loads and stores. Function, Private and Output
 * variables are scalarized into locals (NIR-like: outputs are written to
 * locals and stored once at the end of main, see io_exit.ts); inputs load
 * through load_input/builtin intrinsics at the point of the load; buffers
 * load and store 32-bit words at byte offsets from the Offset/ArrayStride/
 * MatrixStride decorations.
 */
import type { AtomicOp } from '../ir/intrinsics.js';
import type { Value } from '../ir/ir.js';
import type { ScalarType } from '../ir/types.js';
import type { SpirvInstruction } from '../spirv/module.js';
import type { Translator } from './context.js';
import type { BufferRes, DynIndex, MatrixLayout, Ptr } from './pointers.js';
import { accessOf, decoration, hasMemberDecoration, imageRes, inputSlots, memberDecoration, outputSlots } from './resources.js';

/** Select chains over dynamically indexed local arrays are limited to this many scalar selects. */
export const MAX_DYNAMIC_SELECTS = 256;

export function ptrOf(t: Translator, id: number): Ptr {
  const local = t.fn.ptrs.get(id);
  if (local) return local;
  const global = t.globals.get(id);
  if (global) return global;
  const v = t.module.variables.find((x) => x.id === id);
  if (!v) return t.fail('type-mismatch', `%${id} is not a pointer`);
  const ptrType = t.type(v.type);
  if (ptrType.kind !== 'pointer') return t.fail('type-mismatch', `variable %${id} does not have a pointer type`);
  const type = ptrType.pointee;
  let ptr: Ptr;
  switch (v.storage) {
    case 'Input':
      ptr = { kind: 'input', slots: inputSlots(t, v, type), type, start: 0 };
      break;
    case 'Output':
    case 'Private': {
      // Locals of the entry function; other functions receive them as copy-in/copy-out parameters (function.ts).
      if (!t.fn.isEntry) return t.fail('bad-operand', `${v.storage} variable %${id} is not passed to this function`);
      const vars = t.newLocals(t.name(id), type);
      if (v.storage === 'Output') t.outputs.push({ vars, slots: outputSlots(t, v, type) });
      const init = v.initializer ? t.vals(v.initializer) : t.zeros(t.flat(type));
      if (init.length !== vars.length || init.some((x, k) => x.type !== vars[k]!.type)) t.fail('type-mismatch', `initializer of %${id} does not match its type`);
      vars.forEach((x, k) => t.fn.prelude.storeVar(x, init[k]!));
      const local: Ptr = { kind: 'local', vars, type, start: 0, dyn: [] };
      t.fn.ptrs.set(id, local);
      return local;
    }
    case 'Uniform':
    case 'StorageBuffer':
    case 'PushConstant': {
      const block = t.type(type);
      if (block.kind !== 'struct') t.unsupported(`${v.storage} variable %${id} is not a block (descriptor arrays are not supported)`);
      const ssbo = v.storage === 'StorageBuffer' || t.module.decorations.get(type)?.some((d) => d.name === 'BufferBlock');
      const res: BufferRes = {
        kind: v.storage === 'PushConstant' ? 'push' : ssbo ? 'ssbo' : 'ubo',
        set: decoration(t, id, 'DescriptorSet') ?? 0,
        binding: decoration(t, id, 'Binding') ?? 0,
      };
      ptr = { kind: 'buffer', res, type, offset: 0, dyn: undefined, matrix: undefined, compStride: 4, access: accessOf(t.module.decorations.get(id)) };
      break;
    }
    case 'UniformConstant': {
      const ty = t.type(type);
      if (ty.kind === 'sampler') ptr = { kind: 'sampler', type };
      else if (ty.kind === 'image' || ty.kind === 'sampled-image') ptr = { kind: 'image', image: imageRes(t, v, type), type };
      else return t.unsupported(`UniformConstant variable %${id} of ${ty.kind} type (descriptor arrays are not supported)`);
      break;
    }
    default:
      return t.unsupported(`${v.storage} variables`);
  }
  t.globals.set(id, ptr);
  return ptr;
}

/** The value of a constant index, or undefined when it is computed at run time. */
function constIndex(t: Translator, id: number): number | undefined {
  const c = t.module.constants.get(id);
  if (c?.kind === 'scalar' && t.type(c.type).kind === 'int') return t.constInt(id);
  return undefined;
}

/** OpAccessChain / OpInBoundsAccessChain. */
export function accessChain(t: Translator, inst: SpirvInstruction): Ptr {
  const base = ptrOf(t, inst.operands[0]!);
  const indices = inst.operands.slice(1);
  let ptr: Ptr = base;
  for (const id of indices) ptr = step(t, ptr, id);
  const rt = t.type(inst.resultType);
  if (rt.kind !== 'pointer' || rt.pointee !== ptr.type) t.fail('type-mismatch', `${inst.name}: result type does not match the chain`);
  return ptr;
}

function step(t: Translator, ptr: Ptr, indexId: number): Ptr {
  const k = constIndex(t, indexId);
  const ty = t.type(ptr.type);
  switch (ptr.kind) {
    case 'local': {
      if (k !== undefined) {
        const m = t.member(ptr.type, k);
        return { ...ptr, type: m.type, start: ptr.start + m.start };
      }
      if (ty.kind !== 'array' && ty.kind !== 'vector' && ty.kind !== 'matrix') return t.fail('type-mismatch', 'dynamic index into a struct');
      const element = t.member(ptr.type, 0).type;
      const count = ty.kind === 'array' ? t.arrayLength(ty) : ty.kind === 'vector' ? ty.count : ty.columns;
      const stride = t.flat(element).length;
      const selects = ptr.dyn.reduce((n, d) => n * d.count, count) * stride;
      if (selects > MAX_DYNAMIC_SELECTS) t.unsupported(`dynamic indexing that selects over ${selects} scalars of a local variable (limit ${MAX_DYNAMIC_SELECTS})`);
      return { ...ptr, type: element, dyn: [...ptr.dyn, { index: t.scalar(indexId, 'i32'), count, stride }] };
    }
    case 'input': {
      if (k === undefined) t.unsupported('dynamic index into a stage input');
      const m = t.member(ptr.type, k);
      return { ...ptr, type: m.type, start: ptr.start + m.start };
    }
    case 'buffer':
      return bufferStep(t, ptr, k, indexId);
    case 'image':
    case 'sampler':
    case 'texel':
      return t.unsupported('access chains into opaque resources (descriptor arrays)');
  }
}

function bufferStep(t: Translator, ptr: Extract<Ptr, { kind: 'buffer' }>, k: number | undefined, indexId: number): Ptr {
  const ty = t.type(ptr.type);
  const offsetBy = (stride: number): Partial<Extract<Ptr, { kind: 'buffer' }>> => {
    if (k !== undefined) return { offset: ptr.offset + k * stride, dyn: ptr.dyn };
    const scaled = t.alu('imul', t.scalar(indexId, 'i32'), t.imm('i32', stride));
    return { offset: ptr.offset, dyn: ptr.dyn ? t.alu('iadd', ptr.dyn, scaled) : scaled };
  };
  switch (ty.kind) {
    case 'struct': {
      if (k === undefined || k >= ty.members.length) return t.fail('bad-operand', 'struct member index is not a valid constant');
      const off = memberDecoration(t, ty.id, k, 'Offset');
      if (off === undefined) t.fail('bad-decoration', `member ${k} of block %${ty.id} has no Offset`);
      const stride = memberDecoration(t, ty.id, k, 'MatrixStride');
      const matrix: MatrixLayout | undefined = stride === undefined ? ptr.matrix : { stride, rowMajor: hasMemberDecoration(t, ty.id, k, 'RowMajor') };
      const access = ptr.access | accessOf(t.module.memberDecorations.get(ty.id)?.filter((d) => d.member === k));
      return { ...ptr, type: ty.members[k]!, offset: ptr.offset + off, matrix, access };
    }
    case 'array':
    case 'runtime-array': {
      const stride = decoration(t, ty.id, 'ArrayStride');
      if (stride === undefined) return t.fail('bad-decoration', `array type %${ty.id} in a buffer has no ArrayStride`);
      return { ...ptr, ...offsetBy(stride), type: ty.element };
    }
    case 'matrix': {
      if (!ptr.matrix) return t.fail('bad-decoration', 'matrix in a buffer without MatrixStride');
      const { stride, rowMajor } = ptr.matrix;
      return { ...ptr, ...offsetBy(rowMajor ? 4 : stride), type: ty.column, compStride: rowMajor ? stride : 4 };
    }
    case 'vector':
      return { ...ptr, ...offsetBy(ptr.compStride), type: ty.component };
    default:
      return t.fail('type-mismatch', `cannot index into ${ty.kind}`);
  }
}

/**
 * Every combination of element numbers the dynamic indices of a local pointer may take, as the
 * scalar offset it selects and the condition (built on demand) that the indices equal it.
 */
function dynamicPositions(t: Translator, dyn: readonly DynIndex[]): { readonly offset: number; readonly hit: () => Value }[] {
  let out: { offset: number; hit: () => Value }[] = [{ offset: 0, hit: () => t.imm('bool', 1) }];
  for (const d of dyn) {
    const next: { offset: number; hit: () => Value }[] = [];
    for (const p of out) {
      for (let k = 0; k < d.count; k++) {
        const eq = (): Value => t.alu('ieq', d.index, t.imm('i32', k));
        next.push({ offset: p.offset + k * d.stride, hit: out.length === 1 && dyn[0] === d ? eq : () => t.alu('band', p.hit(), eq()) });
      }
    }
    out = next;
  }
  return out;
}

/** Byte offsets of every scalar of `typeId` inside a buffer, in flattened order. */
function bufferLayout(t: Translator, typeId: number, offset: number, matrix: MatrixLayout | undefined, compStride: number, out: { type: ScalarType; offset: number }[]): void {
  const ty = t.type(typeId);
  switch (ty.kind) {
    case 'bool':
    case 'int':
    case 'float':
      out.push({ type: t.scalarOf(typeId), offset });
      return;
    case 'vector':
      for (let k = 0; k < ty.count; k++) bufferLayout(t, ty.component, offset + k * compStride, undefined, 4, out);
      return;
    case 'matrix': {
      if (!matrix) return t.fail('bad-decoration', 'matrix in a buffer without MatrixStride');
      for (let c = 0; c < ty.columns; c++) {
        const col = matrix.rowMajor ? offset + 4 * c : offset + matrix.stride * c;
        bufferLayout(t, ty.column, col, undefined, matrix.rowMajor ? matrix.stride : 4, out);
      }
      return;
    }
    case 'array': {
      const stride = decoration(t, typeId, 'ArrayStride');
      if (stride === undefined) return t.fail('bad-decoration', `array type %${typeId} in a buffer has no ArrayStride`);
      const n = t.arrayLength(ty);
      t.flat(typeId); // bounds the size
      for (let k = 0; k < n; k++) bufferLayout(t, ty.element, offset + k * stride, matrix, 4, out);
      return;
    }
    case 'struct':
      ty.members.forEach((m, k) => {
        const off = memberDecoration(t, typeId, k, 'Offset');
        if (off === undefined) t.fail('bad-decoration', `member ${k} of %${typeId} has no Offset`);
        const stride = memberDecoration(t, typeId, k, 'MatrixStride');
        const layout = stride === undefined ? undefined : { stride, rowMajor: hasMemberDecoration(t, typeId, k, 'RowMajor') };
        bufferLayout(t, m, offset + off, layout, 4, out);
      });
      return;
    default:
      return t.unsupported(`loading or storing ${ty.kind} values from a buffer`);
  }
}

function bufferIndex(ptr: Extract<Ptr, { kind: 'buffer' }>, offset: number): { set?: number; binding?: number; offset: number; access?: number } {
  if (ptr.res.kind === 'push') return { offset };
  if (ptr.res.kind === 'ubo') return { set: ptr.res.set, binding: ptr.res.binding, offset };
  return { set: ptr.res.set, binding: ptr.res.binding, offset, access: ptr.access };
}

/** The 32-bit word as the scalar type (buffers hold bools as 0/1 words). */
function fromWord(t: Translator, word: Value, type: ScalarType): Value {
  if (type === 'i32') return word;
  if (type === 'f32') return t.alu('bitcast_i2f', word);
  return t.alu('ine', word, t.imm('i32', 0));
}

function toWord(t: Translator, v: Value): Value {
  if (v.type === 'i32') return v;
  if (v.type === 'f32') return t.alu('bitcast_f2i', v);
  return t.alu('b2i', v);
}

export function load(t: Translator, ptr: Ptr): Value[] {
  switch (ptr.kind) {
    case 'local': {
      const n = t.flat(ptr.type).length;
      const out: Value[] = [];
      const positions = dynamicPositions(t, ptr.dyn);
      for (let j = 0; j < n; j++) {
        // Select chain over the positions the indices may reach: an out-of-range index reads the first.
        let v = t.b.loadVar(ptr.vars[ptr.start + j]!);
        for (const p of positions.slice(1)) v = t.alu('bcsel', p.hit(), t.b.loadVar(ptr.vars[ptr.start + p.offset + j]!), v);
        out.push(v);
      }
      return out;
    }
    case 'input': {
      const types = t.flat(ptr.type);
      return types.map((type, j) => {
        const slot = ptr.slots[ptr.start + j]!;
        if (slot.kind === 'input') {
          const { location, component, interp, sampleLocation } = slot;
          return t.b.intrinsic('load_input', [], { location, component, interp, sampleLocation }, [type])[0]!;
        }
        const index = slot.component === undefined ? {} : { component: slot.component };
        const v = t.b.intrinsic(slot.op, [], index)[0]!;
        if (v.type !== type) t.fail('type-mismatch', `builtin ${slot.op} is ${v.type}, declared ${type}`);
        return v;
      });
    }
    case 'buffer': {
      if (ptr.access & 8 /* NonReadable */) t.fail('type-mismatch', 'load from a NonReadable buffer member');
      const layout: { type: ScalarType; offset: number }[] = [];
      bufferLayout(t, ptr.type, ptr.offset, ptr.matrix, ptr.compStride, layout);
      const dyn = ptr.dyn ?? t.imm('i32', 0);
      const op = ptr.res.kind === 'push' ? 'load_push_constant' : ptr.res.kind === 'ubo' ? 'load_ubo' : 'load_ssbo';
      return layout.map((s) => fromWord(t, t.b.intrinsic(op, [dyn], bufferIndex(ptr, s.offset))[0]!, s.type));
    }
    case 'image':
    case 'sampler':
    case 'texel':
      return t.fail('type-mismatch', `OpLoad of a ${ptr.kind} pointer yields no scalar values`);
  }
}

export function store(t: Translator, ptr: Ptr, values: readonly Value[]): void {
  const types = t.flat(ptr.type);
  if (types.length !== values.length || types.some((ty, k) => values[k]!.type !== ty)) {
    t.fail('type-mismatch', 'stored value does not match the pointee type');
  }
  switch (ptr.kind) {
    case 'local': {
      const positions = dynamicPositions(t, ptr.dyn);
      values.forEach((v, j) => {
        if (ptr.dyn.length === 0) {
          t.b.storeVar(ptr.vars[ptr.start + j]!, v);
          return;
        }
        // Every element is rewritten with a select, so no control flow is needed.
        for (const p of positions) {
          const target = ptr.vars[ptr.start + p.offset + j]!;
          t.b.storeVar(target, t.alu('bcsel', p.hit(), v, t.b.loadVar(target)));
        }
      });
      return;
    }
    case 'buffer': {
      if (ptr.res.kind !== 'ssbo' || ptr.access & 4 /* NonWritable */) t.fail('type-mismatch', 'store to a read-only buffer');
      const layout: { type: ScalarType; offset: number }[] = [];
      bufferLayout(t, ptr.type, ptr.offset, ptr.matrix, ptr.compStride, layout);
      const dyn = ptr.dyn ?? t.imm('i32', 0);
      layout.forEach((s, k) => t.b.intrinsic('store_ssbo', [dyn, toWord(t, values[k]!)], bufferIndex(ptr, s.offset)));
      return;
    }
    case 'input':
    case 'image':
    case 'sampler':
    case 'texel':
      return t.fail('type-mismatch', `OpStore to a ${ptr.kind} pointer`);
  }
}

const ATOMICS: ReadonlyMap<string, AtomicOp> = new Map([
  ['OpAtomicExchange', 'exchange'], ['OpAtomicCompareExchange', 'comp_swap'], ['OpAtomicIIncrement', 'add'],
  ['OpAtomicIDecrement', 'add'], ['OpAtomicIAdd', 'add'], ['OpAtomicISub', 'add'], ['OpAtomicSMin', 'smin'],
  ['OpAtomicUMin', 'umin'], ['OpAtomicSMax', 'smax'], ['OpAtomicUMax', 'umax'], ['OpAtomicAnd', 'and'],
  ['OpAtomicOr', 'or'], ['OpAtomicXor', 'xor'],
]);

/** OpAtomic* on a storage buffer word or an image texel (OpImageTexelPointer). */
export function atomic(t: Translator, inst: SpirvInstruction): void {
  const ptr = ptrOf(t, inst.operands[0]!);
  const o = inst.operands;
  if (inst.name === 'OpAtomicLoad' || inst.name === 'OpAtomicStore') {
    if (ptr.kind !== 'buffer' && ptr.kind !== 'local') t.unsupported(`${inst.name} on a ${ptr.kind} pointer`);
    if (inst.name === 'OpAtomicLoad') t.define(inst, load(t, ptr));
    else store(t, ptr, t.vals(o[3]!));
    return;
  }
  const op = ATOMICS.get(inst.name);
  if (op === undefined) return t.unsupported(inst.name);
  let data: Value[];
  if (inst.name === 'OpAtomicIIncrement') data = [t.imm('i32', 1)];
  else if (inst.name === 'OpAtomicIDecrement') data = [t.imm('i32', 0xffffffff)];
  else if (inst.name === 'OpAtomicISub') data = [t.alu('ineg', t.scalar(o[3]!, 'i32'))];
  // Compare-exchange: data is Value, then the comparator.
  else if (inst.name === 'OpAtomicCompareExchange') data = [t.scalar(o[4]!, 'i32'), t.scalar(o[5]!, 'i32')];
  else data = [t.scalar(o[3]!, 'i32')];
  if (ptr.kind === 'buffer') {
    if (ptr.res.kind !== 'ssbo' || t.flat(ptr.type).join() !== 'i32') t.unsupported('atomics other than on 32-bit integer storage-buffer words');
    const dyn = ptr.dyn ?? t.imm('i32', 0);
    const [r] = t.b.intrinsic('ssbo_atomic', [dyn, ...data], { ...bufferIndex(ptr, ptr.offset), access: ptr.access, atomic: op });
    t.define(inst, [r!]);
    return;
  }
  if (ptr.kind === 'texel') {
    const { set, binding, dim, format, access } = ptr.image;
    if (ptr.image.texel !== 'i32') t.unsupported('image atomics on float images');
    const [r] = t.b.intrinsic('image_atomic', [...ptr.coords, ...data], { set, binding, dim, format, access, atomic: op });
    t.define(inst, [r!]);
    return;
  }
  return t.unsupported(`atomics on ${ptr.kind} pointers`);
}
