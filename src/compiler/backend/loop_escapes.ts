/**
 * Lane-mask bools that leave a divergent loop without a phi. A lane mask is
 * written whole by v_cmp/SALU (inactive lanes get 0), so when lanes leave a
 * divergent loop at different iterations, the value they saw at their last
 * iteration would be overwritten by later iterations. isel merges such
 * values into a persistent mask that only the active lanes update (ACO does
 * the same with its LCSSA-style lane-mask phis). VGPR values need nothing:
 * VALU writes keep inactive lanes.
 */
import type { DivergenceInfo } from '../passes/divergence.js';
import type { CfList, LoopNode, Shader, Value } from '../ir/ir.js';
import { srcsOf, destsOf } from '../ir/validator.js';

/** Ids of divergent bool values used outside a divergent loop that defines them. */
export function escapingLaneMasks(shader: Shader, div: DivergenceInfo): Set<number> {
  const defLoops = new Map<number, readonly LoopNode[]>();
  const uses: { value: Value; loops: readonly LoopNode[] }[] = [];
  const walk = (list: CfList, loops: readonly LoopNode[]): void => {
    for (const node of list) {
      if (node.kind === 'block') {
        for (const instr of node.instrs) {
          for (const d of destsOf(instr)) defLoops.set(d.id, loops);
          for (const s of srcsOf(instr)) uses.push({ value: s, loops });
        }
      } else if (node.kind === 'if') {
        uses.push({ value: node.cond, loops });
        walk(node.then, loops);
        walk(node.else, loops);
      } else walk(node.body, div.isDivergentLoop(node) ? [...loops, node] : loops);
    }
  };
  walk(shader.entry.body, []);
  const out = new Set<number>();
  for (const { value, loops } of uses) {
    if (value.type !== 'bool' || !div.isDivergent(value)) continue;
    const def = defLoops.get(value.id) ?? [];
    if (def.some((l) => !loops.includes(l))) out.add(value.id);
  }
  return out;
}
