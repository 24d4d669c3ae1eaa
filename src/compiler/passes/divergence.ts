/**
 * Divergence analysis (NIR's nir_divergence_analysis): which values may
 * differ between the active lanes of a wave, which ifs branch on such a
 * value, and which loops lanes may leave or continue at different times.
 * The backend uses it to choose SGPR vs VGPR values and uniform vs divergent
 * branches. Works on SSA (after lower_vars_to_ssa); load_var, call results
 * and parameters are conservatively divergent.
 *
 * Rules (docs/compiler_passes.md lists them with reasons):
 *  - const: uniform; ALU: divergent iff a source is.
 *  - Per-pixel inputs are divergent: load_input (flat ones too — a wave holds
 *    quads of several primitives), frag coord, sample id / position / mask,
 *    front face (per primitive, and waves mix primitives), helper-ness,
 *    primitive/vertex/instance index, the subgroup invocation index.
 *  - Push constant, UBO, SSBO loads and sampled-image fetches: divergent iff
 *    an address/coordinate source is. Storage image loads and atomics (every
 *    lane gets its own old value) are always divergent.
 *  - vote/ballot/read_first/read_invocation results and the subgroup size are
 *    uniform; elect is divergent.
 *  - An if is divergent iff its condition is. A break/continue is divergent
 *    iff a divergent if lies between it and its loop; a loop is divergent iff
 *    it has a divergent break or continue.
 *  - Phis: divergent if a source is, and also: after an if, when the if is
 *    divergent; at a loop header, when the loop has a divergent continue;
 *    after a loop, when it has a divergent break.
 *  - A value defined inside a loop with a divergent break and used after the
 *    loop is divergent (lanes left in different iterations with different
 *    values).
 * The facts feed each other (loop-carried phis), so the analysis iterates to
 * a fixed point; every set only grows.
 */
import type { IntrinsicOp } from '../ir/intrinsics.js';
import type { Block, CfList, Func, IfNode, Instr, LoopNode, Shader, Value } from '../ir/ir.js';
import { destsOf, srcsOf } from '../ir/validator.js';

export interface DivergenceInfo {
  isDivergent(value: Value): boolean;
  isDivergentIf(node: IfNode): boolean;
  isDivergentLoop(node: LoopNode): boolean;
}

/** How an intrinsic's results relate to its sources. */
type IntrinsicRule = 'divergent' | 'uniform' | 'sources';

// VMEM results (SSBO loads, texel and FMASK fetches) land in VGPRs, so they are
// treated as divergent even at a uniform address (ACO would need a readfirstlane).
const INTRINSIC_RULES: Readonly<Record<IntrinsicOp, IntrinsicRule>> = {
  load_input: 'divergent',
  store_output: 'sources',
  store_frag_depth: 'sources',
  store_sample_mask: 'sources',
  store_position: 'sources',
  load_frag_coord: 'divergent',
  load_front_face: 'divergent',
  load_sample_id: 'divergent',
  load_sample_mask_in: 'divergent',
  load_sample_pos: 'divergent',
  load_vertex_index: 'divergent',
  load_instance_index: 'divergent',
  load_primitive_id: 'divergent',
  is_helper_invocation: 'divergent',
  load_push_constant: 'sources',
  load_ubo: 'sources',
  load_ssbo: 'divergent',
  store_ssbo: 'sources',
  ssbo_atomic: 'divergent',
  image_load: 'divergent',
  image_store: 'sources',
  image_atomic: 'divergent',
  image_fetch: 'divergent',
  fragment_mask_fetch: 'divergent',
  fragment_fetch: 'divergent',
  // The derivative of a uniform value is 0 everywhere.
  ddx: 'sources',
  ddy: 'sources',
  ddx_fine: 'sources',
  ddy_fine: 'sources',
  ddx_coarse: 'sources',
  ddy_coarse: 'sources',
  discard: 'sources',
  discard_if: 'sources',
  demote: 'sources',
  terminate: 'sources',
  begin_invocation_interlock: 'sources',
  end_invocation_interlock: 'sources',
  memory_barrier: 'sources',
  vote_any: 'uniform',
  vote_all: 'uniform',
  vote_all_equal: 'uniform',
  ballot: 'uniform',
  elect: 'divergent',
  read_first_invocation: 'uniform',
  read_invocation: 'uniform',
  load_subgroup_invocation: 'divergent',
  load_subgroup_size: 'uniform',
};

/** Where a phi sits, which decides the control-flow part of its rule. */
type PhiPlace = { readonly kind: 'merge'; readonly node: IfNode } | { readonly kind: 'header' | 'exit'; readonly node: LoopNode };

interface Site {
  /** Enclosing loops, outermost first. */
  readonly loops: readonly LoopNode[];
  /** A divergent if lies between the block and its innermost loop. */
  readonly divergentInLoop: boolean;
}

export function analyzeDivergence(shader: Shader): DivergenceInfo {
  const divergent = new Set<number>();
  const divIfs = new Set<IfNode>();
  const divBreaks = new Set<LoopNode>();
  const divContinues = new Set<LoopNode>();
  const defLoops = new Map<number, readonly LoopNode[]>();
  let changed = true;

  const mark = (v: Value): void => {
    if (!divergent.has(v.id)) {
      divergent.add(v.id);
      changed = true;
    }
  };
  const add = <T>(set: Set<T>, x: T): void => {
    if (!set.has(x)) {
      set.add(x);
      changed = true;
    }
  };
  const anyDivergent = (vs: readonly Value[]): boolean => vs.some((v) => divergent.has(v.id));

  /** A use at `site` of a value that left a loop with a divergent break without a phi. */
  const checkEscape = (v: Value, loops: readonly LoopNode[]): void => {
    const inner = defLoops.get(v.id);
    if (!inner) return;
    for (const loop of inner) if (divBreaks.has(loop) && !loops.includes(loop)) return mark(v);
  };

  const visitInstr = (instr: Instr, site: Site, place: PhiPlace | undefined): void => {
    for (const d of destsOf(instr)) defLoops.set(d.id, site.loops);
    switch (instr.kind) {
      case 'const':
        return;
      case 'alu':
        if (anyDivergent(instr.srcs)) mark(instr.dest);
        break;
      case 'intrinsic': {
        const rule = INTRINSIC_RULES[instr.op];
        if (rule === 'divergent' || (rule === 'sources' && anyDivergent(instr.srcs))) instr.dests.forEach(mark);
        break;
      }
      case 'phi': {
        const cf =
          place?.kind === 'merge' ? divIfs.has(place.node) : place?.kind === 'header' ? divContinues.has(place.node) : place?.kind === 'exit' ? divBreaks.has(place.node) : false;
        if (cf || anyDivergent(instr.srcs.map((s) => s.value))) mark(instr.dest);
        return;
      }
      case 'load_var':
      case 'call':
        destsOf(instr).forEach(mark);
        break;
      case 'jump': {
        const loop = site.loops[site.loops.length - 1];
        if (loop && site.divergentInLoop && instr.target === 'break') add(divBreaks, loop);
        if (loop && site.divergentInLoop && instr.target === 'continue') add(divContinues, loop);
        break;
      }
      case 'store_var':
        break;
    }
    for (const s of srcsOf(instr)) checkEscape(s, site.loops);
  };

  const visitList = (list: CfList, loops: readonly LoopNode[], divergentInLoop: boolean, first: PhiPlace | undefined): void => {
    let place = first;
    for (const node of list) {
      if (node.kind === 'block') {
        const site: Site = { loops, divergentInLoop };
        for (const instr of node.instrs) {
          visitInstr(instr, site, place);
          // A phi source is used at the end of its predecessor.
          if (instr.kind === 'phi') for (const s of instr.srcs) checkEscape(s.value, blockLoops.get(s.pred) ?? []);
        }
        place = undefined;
      } else if (node.kind === 'if') {
        checkEscape(node.cond, loops);
        if (divergent.has(node.cond.id)) add(divIfs, node);
        const inner = divergentInLoop || divIfs.has(node);
        visitList(node.then, loops, inner, undefined);
        visitList(node.else, loops, inner, undefined);
        place = { kind: 'merge', node };
      } else {
        visitList(node.body, [...loops, node], false, { kind: 'header', node });
        place = { kind: 'exit', node };
      }
    }
  };

  const funcs: readonly Func[] = shader.functions;
  const blockLoops = new Map<Block, readonly LoopNode[]>();
  const mapLoops = (list: CfList, loops: readonly LoopNode[]): void => {
    for (const node of list) {
      if (node.kind === 'block') blockLoops.set(node, loops);
      else if (node.kind === 'if') {
        mapLoops(node.then, loops);
        mapLoops(node.else, loops);
      } else mapLoops(node.body, [...loops, node]);
    }
  };
  for (const func of funcs) mapLoops(func.body, []);
  for (const func of funcs) func.params.forEach((p) => divergent.add(p.id));
  while (changed) {
    changed = false;
    for (const func of funcs) visitList(func.body, [], false, undefined);
  }
  return {
    isDivergent: (v) => divergent.has(v.id),
    isDivergentIf: (node) => divIfs.has(node),
    isDivergentLoop: (node) => divBreaks.has(node) || divContinues.has(node),
  };
}
