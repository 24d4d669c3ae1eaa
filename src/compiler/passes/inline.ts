/**
 * inline: replaces every call in the entry function by a copy of the callee's
 * body (fresh ids for values, blocks, regions and locals; parameters replaced
 * by the arguments), so that only the entry function remains.
 *
 * Callees are first brought to lower_returns' final form: no return except a
 * single `return values` at the end of the body, whose values — loaded from
 * the return-value locals when the callee returned early — replace the
 * call's results. The caller block holding the call is split around the
 * copied body. Recursion (forbidden by SPIR-V) is a PassError.
 */
import { endingJump, forEachBlock, lastBlock } from '../ir/cfg.js';
import type { Block, CallInstr, CfList, CfNode, Func, Instr, LocalVar, Shader, Value } from '../ir/ir.js';
import { newId } from '../ir/ir.js';
import { destsOf } from '../ir/validator.js';
import { lowerReturnsInFunction } from './lower_returns.js';
import { PassError } from './pass_error.js';
import { retargetPhiPreds } from './phi_utils.js';
import { rewriteUses, type Replacements } from './rewrite_uses.js';

export function inlineFunctions(shader: Shader): boolean {
  const hadOthers = shader.functions.length > 1;
  checkNoRecursion(shader);
  for (const func of shader.functions) if (func !== shader.entry) lowerReturnsInFunction(shader, func);
  let progress = false;
  const results: Replacements = new Map();
  for (let site = findCall(shader.entry.body); site; site = findCall(shader.entry.body)) {
    inlineCall(shader, shader.entry, site, results);
    progress = true;
  }
  rewriteUses(shader.entry, results);
  shader.functions = [shader.entry];
  return progress || hadOthers;
}

interface CallSite {
  readonly list: CfList;
  readonly index: number;
  readonly block: Block;
  readonly call: CallInstr;
}

function findCall(list: CfList): CallSite | undefined {
  for (let index = 0; index < list.length; index++) {
    const node = list[index]!;
    if (node.kind === 'block') {
      const call = node.instrs.find((i): i is CallInstr => i.kind === 'call');
      if (call) return { list, index, block: node, call };
    } else if (node.kind === 'if') {
      const site = findCall(node.then) ?? findCall(node.else);
      if (site) return site;
    } else {
      const site = findCall(node.body);
      if (site) return site;
    }
  }
  return undefined;
}

function checkNoRecursion(shader: Shader): void {
  const state = new Map<Func, 'visiting' | 'done'>();
  const visit = (func: Func): void => {
    if (state.get(func) === 'done') return;
    if (state.get(func) === 'visiting') {
      throw new PassError('RECURSIVE_CALL', 'inline', func.name, 'recursive call graph (SPIR-V forbids recursion)');
    }
    state.set(func, 'visiting');
    forEachBlock(func.body, (b) => {
      for (const instr of b.instrs) if (instr.kind === 'call') visit(instr.callee);
    });
    state.set(func, 'done');
  };
  visit(shader.entry);
}

function inlineCall(shader: Shader, caller: Func, site: CallSite, results: Replacements): void {
  const { list, index, block, call } = site;
  const callee = call.callee;
  const body = cloneBody(shader, caller, callee, call.args);
  const tail = lastBlock(body);
  if (callee.returnTypes.length) {
    const ret = endingJump(tail);
    if (ret?.target !== 'return') {
      throw new PassError('MISSING_RETURN', 'inline', callee.name, 'non-void function does not end in its final return');
    }
    tail.instrs.pop();
    call.dests.forEach((d, k) => results.set(d.id, ret.values[k]!));
  }
  const at = block.instrs.indexOf(call);
  const before = block.instrs.slice(0, at);
  const after = block.instrs.slice(at + 1);
  const head = body[0] as Block;
  if (body.length === 1) {
    block.instrs = [...before, ...head.instrs, ...after];
    return;
  }
  // block = before + head; the callee's regions follow; its tail takes the rest of the block.
  block.instrs = [...before, ...head.instrs];
  tail.instrs.push(...after);
  list.splice(index + 1, 0, ...body.slice(1));
  retargetPhiPreds(caller, block, tail);
  retargetPhiPreds(caller, head, block);
}

/** A copy of `callee`'s body for `caller`, with parameters replaced by `args`. */
function cloneBody(shader: Shader, caller: Func, callee: Func, args: readonly Value[]): CfList {
  const values = new Map<number, Value>();
  callee.params.forEach((p, k) => values.set(p.id, args[k]!));
  const blocks = new Map<Block, Block>();
  const locals = new Map<LocalVar, LocalVar>();
  for (const l of callee.locals) {
    const copy: LocalVar = { id: newId(shader), name: l.name, type: l.type };
    locals.set(l, copy);
    caller.locals.push(copy);
  }
  // Definitions first: phis name blocks and values that come later in program order.
  forEachBlock(callee.body, (b) => {
    blocks.set(b, { kind: 'block', id: newId(shader), instrs: [] });
    for (const instr of b.instrs) for (const d of destsOf(instr)) values.set(d.id, { id: newId(shader), type: d.type });
  });
  const v = (x: Value): Value => values.get(x.id) ?? x;
  const vs = (xs: readonly Value[]): Value[] => xs.map(v);
  const cloneInstr = (instr: Instr): Instr => {
    switch (instr.kind) {
      case 'alu':
        return { kind: 'alu', op: instr.op, dest: v(instr.dest), srcs: vs(instr.srcs) };
      case 'const':
        return { kind: 'const', dest: v(instr.dest), bits: instr.bits };
      case 'intrinsic':
        return { kind: 'intrinsic', op: instr.op, dests: vs(instr.dests), srcs: vs(instr.srcs), index: instr.index };
      case 'phi':
        return { kind: 'phi', dest: v(instr.dest), srcs: instr.srcs.map((s) => ({ pred: blocks.get(s.pred)!, value: v(s.value) })) };
      case 'load_var':
        return { kind: 'load_var', dest: v(instr.dest), variable: locals.get(instr.variable)! };
      case 'store_var':
        return { kind: 'store_var', variable: locals.get(instr.variable)!, value: v(instr.value) };
      case 'call':
        return { kind: 'call', callee: instr.callee, dests: vs(instr.dests), args: vs(instr.args) };
      case 'jump':
        return { kind: 'jump', target: instr.target, values: vs(instr.values) };
    }
  };
  const cloneList = (src: CfList): CfList =>
    src.map((node): CfNode => {
      switch (node.kind) {
        case 'block': {
          const copy = blocks.get(node)!;
          copy.instrs = node.instrs.map(cloneInstr);
          return copy;
        }
        case 'if':
          return { kind: 'if', id: newId(shader), cond: v(node.cond), then: cloneList(node.then), else: cloneList(node.else) };
        case 'loop':
          return { kind: 'loop', id: newId(shader), body: cloneList(node.body) };
      }
    });
  return cloneList(callee.body);
}
