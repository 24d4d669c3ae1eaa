/**
 * The walk shared by the passes that replace an `if` region by straight-line
 * code (opt_peephole_select, opt_conditional_discard): every if of a
 * function, inner regions first; `flatten` returns the instructions that take
 * the if's place, or undefined to keep it. They are appended to the block
 * before the if, followed by the block after it (whose phis `flatten` has
 * consumed: only the instructions after them are kept), and phis that named
 * that block as predecessor name the block before.
 */
import type { Block, CfList, Func, IfNode, Instr } from '../ir/ir.js';
import { phisOf, retargetPhiPreds } from './phi_utils.js';

export function flattenIfs(func: Func, flatten: (node: IfNode, next: Block) => Instr[] | undefined): boolean {
  const walk = (list: CfList): boolean => {
    let progress = false;
    for (let k = 0; k < list.length; k++) {
      const node = list[k]!;
      if (node.kind === 'block') continue;
      if (node.kind === 'loop') {
        progress = walk(node.body) || progress;
        continue;
      }
      progress = walk(node.then) || progress;
      progress = walk(node.else) || progress;
      const next = list[k + 1] as Block;
      const replacement = flatten(node, next);
      if (!replacement) continue;
      const prev = list[k - 1] as Block;
      prev.instrs = [...prev.instrs, ...replacement, ...next.instrs.slice(phisOf(next).length)];
      list.splice(k, 2);
      retargetPhiPreds(func, next, prev);
      progress = true;
      k -= 1; // look at what now follows `prev`
    }
    return progress;
  };
  return walk(func.body);
}
