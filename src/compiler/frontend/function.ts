/**
 * One SPIR-V function → one IR Func. Calls stay calls (the inline pass
 * removes them); returns in nested control flow are `return` jumps
 * (lower_returns). Pointer parameters (GLSL `in`/`out`/`inout` arguments,
 * which glslang passes as pointers to Function variables) are copied in and
 * out: the callee receives the pointee's scalars as extra parameters and
 * returns their final values after its own results. Private and Output
 * variables, which the IR has no globals for, are locals of main passed the
 * same way to every function that uses them (directly or through its callees).
 */
import { Builder } from '../ir/builder.js';
import type { Func, LocalVar, Value } from '../ir/ir.js';
import type { ScalarType } from '../ir/types.js';
import type { SpirvBlock, SpirvFunction, SpirvInstruction } from '../spirv/module.js';
import type { FunctionState, Translator } from './context.js';
import { translateInstruction } from './instructions.js';
import { emitOutputStores } from './io_exit.js';
import { load, ptrOf, store } from './memory.js';
import { Structurizer } from './structurize.js';

/** A translated function and the Private/Output variables it receives by copy-in/copy-out. */
export interface Callee {
  readonly func: Func;
  readonly spirv: SpirvFunction;
  readonly globals: readonly number[];
}

/** Scalar types of a module variable's pointee. */
function pointeeTypes(t: Translator, varId: number): readonly ScalarType[] {
  const v = t.module.variables.find((x) => x.id === varId)!;
  const pt = t.type(v.type);
  if (pt.kind !== 'pointer') return t.fail('type-mismatch', `variable %${varId} does not have a pointer type`);
  return t.flat(pt.pointee);
}

/**
 * The IR signature of a SPIR-V function: value parameters and pointer
 * parameters' pointees in order, then the globals; results: the return value,
 * then the pointees and globals copied out.
 */
export function declareFunction(t: Translator, f: SpirvFunction, isEntry: boolean, globals: readonly number[]): Func {
  if (isEntry && f.params.length) t.fail('bad-entry-point', 'the entry point function has parameters', f.offset);
  const params: ScalarType[] = [];
  const copyOut: ScalarType[] = [];
  for (const p of f.params) {
    const ty = t.type(p.type);
    if (ty.kind === 'pointer') {
      if (ty.storage !== 'Function' && ty.storage !== 'Private') t.unsupported(`pointer parameters to ${ty.storage} storage`);
      const types = t.flat(ty.pointee);
      params.push(...types);
      copyOut.push(...types);
    } else params.push(...t.flat(p.type));
  }
  for (const g of globals) {
    params.push(...pointeeTypes(t, g));
    copyOut.push(...pointeeTypes(t, g));
  }
  const name = isEntry ? 'main' : t.name(f.id);
  const func: Func = isEntry ? t.shader.entry : { name, params: [], returnTypes: [], body: [], locals: [] };
  func.params = params.map((type) => ({ id: t.shader.nextId++, type }));
  func.returnTypes = [...t.flat(f.resultType), ...copyOut];
  return func;
}

export function translateFunction(t: Translator, self: Callee, isEntry: boolean, callees: ReadonlyMap<number, Callee>): void {
  const { spirv: f, func } = self;
  if (func.body.length === 0) func.body.push({ kind: 'block', id: t.shader.nextId++, instrs: [] });
  const preludeList = [{ kind: 'block' as const, id: t.shader.nextId++, instrs: [] }];
  const state: FunctionState = {
    spirv: f,
    func,
    isEntry,
    values: new Map(),
    valueTypes: new Map(),
    ptrs: new Map(),
    images: new Map(),
    phiVars: new Map(),
    consts: new Map(),
    prelude: new Builder(t.shader, preludeList),
    outParams: [],
  };
  t.fn = state;
  t.b = Builder.forFunction(t.shader, func);
  t.offset = f.offset;

  // Parameters: values map directly; pointers get locals initialised from the copied-in scalars.
  let k = 0;
  for (const p of f.params) {
    const ty = t.type(p.type);
    const n = t.flat(ty.kind === 'pointer' ? ty.pointee : p.type).length;
    const values = func.params.slice(k, k + n);
    k += n;
    if (ty.kind === 'pointer') {
      const vars = t.newLocals(t.name(p.id), ty.pointee);
      vars.forEach((v, j) => t.fn.prelude.storeVar(v, values[j]!));
      state.outParams.push({ vars });
      state.ptrs.set(p.id, { kind: 'local', vars, type: ty.pointee, start: 0, dyn: [] });
    } else {
      state.values.set(p.id, values);
      state.valueTypes.set(p.id, p.type);
    }
  }
  for (const g of self.globals) {
    const v = t.module.variables.find((x) => x.id === g)!;
    const type = (t.type(v.type) as { pointee: number }).pointee;
    const vars = t.newLocals(t.name(g), type);
    const values = func.params.slice(k, k + vars.length);
    k += vars.length;
    vars.forEach((x, j) => t.fn.prelude.storeVar(x, values[j]!));
    state.outParams.push({ vars });
    state.ptrs.set(g, { kind: 'local', vars, type, start: 0, dyn: [] });
  }
  if (isEntry) createOutputs(t);

  const structurizer = new Structurizer(t, f.blocks, {
    body: (block) => translateBody(t, block, structurizer, callees),
    exit: (block, depth) => exit(t, block, depth),
  });
  structurizer.run(f.blocks[0]!.label);

  // Constants and parameter copies dominate everything: they go first.
  const first = func.body[0]!;
  if (first.kind === 'block') first.instrs.unshift(...preludeList[0]!.instrs);
}

/** Output and Private variables of the entry point exist (as locals) from the start, so every exit stores them. */
function createOutputs(t: Translator): void {
  const used = new Set<number>();
  for (const f of t.module.functions) for (const b of f.blocks) for (const i of b.body) for (const w of i.operands) used.add(w);
  for (const v of t.module.variables) if (v.storage === 'Output' && used.has(v.id)) ptrOf(t, v.id);
}

function translateBody(t: Translator, block: SpirvBlock, s: Structurizer, callees: ReadonlyMap<number, Callee>): void {
  for (const inst of block.body) {
    t.offset = inst.offset;
    if (inst.name === 'OpPhi') {
      t.define(inst, s.phiVars(inst).map((v) => t.b.loadVar(v)));
      continue;
    }
    if (inst.name === 'OpFunctionCall') {
      call(t, inst, callees);
      continue;
    }
    translateInstruction(t, inst);
  }
}

function call(t: Translator, inst: SpirvInstruction, callees: ReadonlyMap<number, Callee>): void {
  const target = callees.get(inst.operands[0]!);
  if (!target || target.func === t.shader.entry) return t.fail('bad-operand', `OpFunctionCall: %${inst.operands[0]!} is not a callable function`);
  const { func: callee, spirv } = target;
  const argIds = inst.operands.slice(1);
  if (argIds.length !== spirv.params.length) t.fail('operand-count', 'OpFunctionCall: wrong argument count');
  const args: Value[] = [];
  const outPtrs = [];
  for (const [k, id] of argIds.entries()) {
    const pty = t.type(spirv.params[k]!.type);
    if (pty.kind === 'pointer') {
      const ptr = ptrOf(t, id);
      if (ptr.type !== pty.pointee) t.fail('type-mismatch', `OpFunctionCall: argument ${k} points to another type`);
      args.push(...load(t, ptr));
      outPtrs.push(ptr);
    } else {
      const v = t.vals(id);
      if (v.length !== t.flat(spirv.params[k]!.type).length) t.fail('type-mismatch', `OpFunctionCall: argument ${k} does not match`);
      args.push(...v);
    }
  }
  for (const g of target.globals) {
    const ptr = ptrOf(t, g);
    args.push(...load(t, ptr));
    outPtrs.push(ptr);
  }
  if (args.length !== callee.params.length || args.some((a, k) => a.type !== callee.params[k]!.type)) t.fail('type-mismatch', 'OpFunctionCall: argument types do not match');
  const dests = callee.returnTypes.map((type) => t.b.value(type));
  t.b.insert({ kind: 'call', callee, dests, args });
  if (inst.resultType !== spirv.resultType) t.fail('type-mismatch', 'OpFunctionCall: result type differs from the callee');
  const n = t.flat(spirv.resultType).length;
  t.fn.values.set(inst.result, dests.slice(0, n));
  t.fn.valueTypes.set(inst.result, inst.resultType);
  let k = n;
  for (const ptr of outPtrs) {
    const m = t.flat(ptr.type).length;
    store(t, ptr, dests.slice(k, k + m));
    k += m;
  }
}

/** Function exits: returns (with copy-out values; outputs stored in the entry), kills and unreachable. */
function exit(t: Translator, block: SpirvBlock, depth: number): void {
  const term = block.terminator;
  const b = t.b;
  switch (term.name) {
    case 'OpReturn':
    case 'OpReturnValue': {
      const values = term.name === 'OpReturnValue' ? [...t.vals(term.operands[0]!)] : [];
      const own = t.flat(t.fn.spirv.resultType);
      if (values.length !== own.length || values.some((v, k) => v.type !== own[k])) t.fail('type-mismatch', `${term.name} does not match the function's type`);
      for (const p of t.fn.outParams) values.push(...p.vars.map((v: LocalVar) => b.loadVar(v)));
      if (t.fn.isEntry) emitOutputStores(t);
      // At the top level the function simply ends.
      if (depth > 0 || values.length > 0) b.jump('return', values);
      return;
    }
    case 'OpKill':
      // Not a jump in the IR (like NIR's discard): the invocation's lanes are off from here on.
      b.intrinsic('discard', []);
      return;
    case 'OpTerminateInvocation':
      b.intrinsic('terminate', []);
      return;
    case 'OpUnreachable':
      return;
    default:
      return t.fail('bad-operand', `${term.name} is not a block terminator`, term.offset);
  }
}
