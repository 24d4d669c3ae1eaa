/**
 * lower_vars_to_ssa: promotes every function-local variable to SSA values
 * (NIR's nir_lower_vars_to_ssa, done as a walk over the structured tree).
 *
 * The walk carries the current definition of each variable. At an if-merge it
 * places a phi (in the block after the if) for each variable whose definitions
 * differ between the sides that fall through; at a loop header it places a phi
 * for each variable stored anywhere in the body, with sources from the block
 * before the loop and from every continuing block; after a loop it merges the
 * definitions of the breaks the same way as an if-merge. Trivial phis are then
 * removed. A read of a variable with no reaching store is undefined in SPIR-V;
 * it reads a `const 0` of the variable's type placed at the start of the
 * function. Afterwards no load_var/store_var and no locals remain.
 */
import { firstBlock, forEachBlock, lastBlock, endingJump } from '../ir/cfg.js';
import type { Block, CfList, Func, LocalVar, PhiInstr, Shader, Value } from '../ir/ir.js';
import { newId } from '../ir/ir.js';
import { removeTrivialPhis } from './phi_utils.js';
import { resolve, rewriteUses, type Replacements } from './rewrite_uses.js';

export function lowerVarsToSsa(shader: Shader): boolean {
  let progress = false;
  for (const func of shader.functions) progress = lowerVarsInFunction(shader, func) || progress;
  return progress;
}

type Defs = Map<LocalVar, Value>;

interface Edge {
  readonly block: Block;
  readonly defs: Defs;
}

interface LoopEdges {
  readonly breaks: Edge[];
  readonly continues: Edge[];
}

function lowerVarsInFunction(shader: Shader, func: Func): boolean {
  let touched = func.locals.length > 0;
  const replacements: Replacements = new Map();
  const undefs = new Map<LocalVar, Value>();
  const undef = (variable: LocalVar): Value => {
    let v = undefs.get(variable);
    if (!v) {
      v = { id: newId(shader), type: variable.type };
      undefs.set(variable, v);
    }
    return v;
  };
  const phi = (block: Block, type: Value['type']): PhiInstr => {
    const instr: PhiInstr = { kind: 'phi', dest: { id: newId(shader), type }, srcs: [] };
    block.instrs.unshift(instr);
    return instr;
  };

  /** Merges the definitions arriving at `block` over `edges`; undefined when no edge arrives. */
  const merge = (block: Block, edges: readonly Edge[]): Defs | undefined => {
    if (edges.length === 0) return undefined;
    if (edges.length === 1) return edges[0]!.defs;
    const out: Defs = new Map();
    const vars = new Set<LocalVar>();
    for (const e of edges) for (const v of e.defs.keys()) vars.add(v);
    for (const variable of vars) {
      const incoming = edges.map((e) => e.defs.get(variable));
      const first = incoming[0];
      if (first && incoming.every((v) => v?.id === first.id)) {
        out.set(variable, first);
        continue;
      }
      const p = phi(block, variable.type);
      edges.forEach((e, k) => p.srcs.push({ pred: e.block, value: incoming[k] ?? undef(variable) }));
      out.set(variable, p.dest);
    }
    return out;
  };

  /** Renames `list` starting from `defs`; returns the definitions when control falls out of its end. */
  const walk = (list: CfList, defs: Defs, loop: LoopEdges | undefined): Defs | undefined => {
    let cur: Defs | undefined = defs;
    for (let k = 0; k < list.length; k++) {
      const node = list[k]!;
      if (node.kind === 'block') {
        // A block after a region that never falls through is unreachable: nothing is defined there.
        const here: Defs = cur ?? new Map();
        node.instrs = node.instrs.filter((instr) => {
          if (instr.kind === 'load_var') {
            replacements.set(instr.dest.id, here.get(instr.variable) ?? undef(instr.variable));
            touched = true;
            return false;
          }
          if (instr.kind === 'store_var') {
            here.set(instr.variable, resolve(replacements, instr.value));
            touched = true;
            return false;
          }
          return true;
        });
        cur = here;
        const jump = endingJump(node);
        if (jump?.target === 'break') loop?.breaks.push({ block: node, defs: here });
        else if (jump?.target === 'continue') loop?.continues.push({ block: node, defs: here });
        if (jump) cur = undefined;
        continue;
      }
      const next = list[k + 1] as Block;
      const before: Defs = cur ?? new Map();
      if (node.kind === 'if') {
        const t = walk(node.then, new Map(before), loop);
        const e = walk(node.else, new Map(before), loop);
        const edges: Edge[] = [];
        if (t) edges.push({ block: lastBlock(node.then), defs: t });
        if (e) edges.push({ block: lastBlock(node.else), defs: e });
        cur = merge(next, edges);
        continue;
      }
      const header = firstBlock(node.body);
      const pre = list[k - 1] as Block;
      const inner: Defs = new Map(before);
      const headerPhis = new Map<LocalVar, PhiInstr>();
      for (const variable of storedIn(node.body)) {
        const p = phi(header, variable.type);
        p.srcs.push({ pred: pre, value: before.get(variable) ?? undef(variable) });
        headerPhis.set(variable, p);
        inner.set(variable, p.dest);
      }
      const edges: LoopEdges = { breaks: [], continues: [] };
      const end = walk(node.body, inner, edges);
      const latches = [...edges.continues];
      if (end) latches.push({ block: lastBlock(node.body), defs: end });
      for (const [variable, p] of headerPhis) {
        for (const l of latches) p.srcs.push({ pred: l.block, value: l.defs.get(variable) ?? undef(variable) });
      }
      cur = merge(next, edges.breaks);
    }
    return cur;
  };

  walk(func.body, new Map(), undefined);
  if (!touched) return false;
  if (undefs.size) {
    const entry = firstBlock(func.body);
    entry.instrs.unshift(...[...undefs.values()].map((dest) => ({ kind: 'const' as const, dest, bits: 0 })));
  }
  removeTrivialPhis(func, replacements);
  rewriteUses(func, replacements);
  func.locals = [];
  return true;
}

/** Variables stored anywhere in `list`, nested regions included. */
function storedIn(list: CfList): Set<LocalVar> {
  const out = new Set<LocalVar>();
  forEachBlock(list, (b) => {
    for (const instr of b.instrs) if (instr.kind === 'store_var') out.add(instr.variable);
  });
  return out;
}
