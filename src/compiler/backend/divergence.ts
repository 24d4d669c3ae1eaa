/**
 * Minimal divergence analysis (to move to compiler/passes when that lands):
 * which IR values may differ between the lanes of a wave. Uniform values
 * live in SGPRs and use SALU; divergent ones in VGPRs (bools: lane masks).
 *  - fragment inputs, builtins and VMEM results are divergent;
 *  - push constants / UBO loads with uniform offsets, constants are uniform;
 *  - ALU results are divergent when a source is;
 *  - an `if` is divergent when its condition is; phis after it are divergent;
 *  - a loop is divergent when a break/continue sits under a divergent `if`
 *    (lanes leave at different iterations); every value defined in it is then
 *    divergent (conservative: no uniform values survive a divergent loop).
 * Iterated to a fixed point because conditions depend on loop phis.
 */
import type { CfList, Instr, LoopNode, Shader, Value } from '../ir/ir.js';

export interface Divergence {
  readonly divergent: ReadonlySet<number>;
  readonly divergentLoops: ReadonlySet<LoopNode>;
  isDivergent(v: Value): boolean;
}

const ALWAYS_DIVERGENT = new Set([
  'load_input',
  'load_frag_coord',
  'load_front_face',
  'load_sample_id',
  'load_sample_mask_in',
  'load_sample_pos',
  'is_helper_invocation',
  'load_subgroup_invocation',
  'load_ssbo',
  'ssbo_atomic',
  'image_load',
  'image_atomic',
  'image_fetch',
  'fragment_mask_fetch',
  'fragment_fetch',
  'elect',
  'load_vertex_index',
  'load_instance_index',
  'load_primitive_id',
]);

export function analyzeDivergence(shader: Shader): Divergence {
  const divergent = new Set<number>();
  const divergentLoops = new Set<LoopNode>();
  let changed = true;
  const mark = (v: Value): void => {
    if (!divergent.has(v.id)) {
      divergent.add(v.id);
      changed = true;
    }
  };
  const visitInstr = (instr: Instr, forced: boolean): void => {
    switch (instr.kind) {
      case 'const':
        if (forced) mark(instr.dest);
        return;
      case 'alu':
        if (forced || instr.srcs.some((s) => divergent.has(s.id))) mark(instr.dest);
        return;
      case 'phi':
        if (forced || instr.srcs.some((s) => divergent.has(s.value.id))) mark(instr.dest);
        return;
      case 'intrinsic': {
        const uniformOps = instr.op === 'vote_any' || instr.op === 'vote_all' || instr.op === 'read_first_invocation' || instr.op === 'load_subgroup_size';
        const srcDivergent = instr.srcs.some((s) => divergent.has(s.id));
        if (forced || ALWAYS_DIVERGENT.has(instr.op) || (!uniformOps && srcDivergent)) instr.dests.forEach(mark);
        return;
      }
      case 'load_var':
      case 'call':
        for (const d of instr.kind === 'call' ? instr.dests : [instr.dest]) mark(d);
        return;
      case 'store_var':
      case 'jump':
        return;
    }
  };
  /** Returns whether a break/continue of the innermost loop sits under a divergent if in `list`. */
  const visitList = (list: CfList, forced: boolean, underDivergentIf: boolean): boolean => {
    let jumpsDivergently = false;
    for (let k = 0; k < list.length; k++) {
      const node = list[k]!;
      if (node.kind === 'block') {
        for (const instr of node.instrs) {
          visitInstr(instr, forced);
          if (instr.kind === 'jump' && instr.target !== 'return' && underDivergentIf) jumpsDivergently = true;
        }
      } else if (node.kind === 'if') {
        const div = divergent.has(node.cond.id);
        if (visitList(node.then, forced, underDivergentIf || div)) jumpsDivergently = true;
        if (visitList(node.else, forced, underDivergentIf || div)) jumpsDivergently = true;
        // Phis merging a divergent if are divergent.
        const after = list[k + 1];
        if (div && after?.kind === 'block') for (const i of after.instrs) if (i.kind === 'phi') mark(i.dest);
      } else {
        const loopForced = forced || divergentLoops.has(node);
        if (visitList(node.body, loopForced, false) && !divergentLoops.has(node)) {
          divergentLoops.add(node);
          changed = true;
        }
      }
    }
    return jumpsDivergently;
  };
  while (changed) {
    changed = false;
    visitList(shader.entry.body, false, false);
  }
  return { divergent, divergentLoops, isDivergent: (v) => divergent.has(v.id) };
}
