/**
 * Lane-mask bools that leave a divergent loop without a phi. A lane mask is
 * written whole by v_cmp/SALU (inactive lanes get 0), so when lanes leave a
 * divergent loop at different iterations, the value they saw at their last
 * iteration would be overwritten by later iterations. isel merges such
 * values into a persistent mask that only the active lanes update (ACO does
 * the same with its LCSSA-style lane-mask phis). VGPR values need nothing:
 * VALU writes keep inactive lanes.
 *
 * With S8 intrawave collisions the ordered section is such a loop too (one
 * iteration per layer, isel_intrawave.ts): `orderedSectionLoops` marks the
 * top-level nodes between begin and end as inside it.
 */
import type { DivergenceInfo } from '../passes/divergence.js';
import type { CfList, LoopNode, Shader, Value } from '../ir/ir.js';
import { srcsOf, destsOf } from '../ir/validator.js';

/** The S8 layer loop around the ordered section. */
const SECTION = { section: true } as const;

/** Ids of divergent bool values used outside a divergent loop that defines them. */
export function escapingLaneMasks(shader: Shader, div: DivergenceInfo, orderedSectionLoops = false): Set<number> {
  type Loop = LoopNode | typeof SECTION;
  const defLoops = new Map<number, readonly Loop[]>();
  const uses: { value: Value; loops: readonly Loop[] }[] = [];
  // Only tracked at top level: the S8 lowering requires begin and end there.
  let inSection = false;
  const walk = (list: CfList, outer: readonly Loop[] | undefined): void => {
    for (const node of list) {
      const loops = outer ?? (inSection ? [SECTION] : []);
      if (node.kind === 'block') {
        for (const instr of node.instrs) {
          const here = outer ?? (inSection ? [SECTION] : []);
          for (const d of destsOf(instr)) defLoops.set(d.id, here);
          for (const s of srcsOf(instr)) uses.push({ value: s, loops: here });
          if (outer === undefined && orderedSectionLoops && instr.kind === 'intrinsic') {
            if (instr.op === 'begin_invocation_interlock') inSection = true;
            if (instr.op === 'end_invocation_interlock') inSection = false;
          }
        }
      } else if (node.kind === 'if') {
        uses.push({ value: node.cond, loops });
        walk(node.then, loops);
        walk(node.else, loops);
      } else walk(node.body, div.isDivergentLoop(node) ? [...loops, node] : loops);
    }
  };
  walk(shader.entry.body, undefined);
  const out = new Set<number>();
  for (const { value, loops } of uses) {
    if (value.type !== 'bool' || !div.isDivergent(value)) continue;
    const def = defLoops.get(value.id) ?? [];
    if (def.some((l) => !loops.includes(l))) out.add(value.id);
  }
  return out;
}
