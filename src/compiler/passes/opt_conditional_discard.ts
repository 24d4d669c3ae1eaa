/**
 * opt_conditional_discard: `if c { discard }` → `discard_if c` (and an else
 * side's lone discard → `discard_if !c`), NIR's nir_opt_conditional_discard.
 * The backend selects discard_if as `exec &= ~(c & exec)` in place, where the
 * if cost a saveexec, a branch, the kill and the restore.
 *
 * Applies when the side holds nothing but the discard, the other side is
 * empty and no phi follows. The discard stays where it was relative to every
 * memory access and interlock instruction, so the ordered section and the
 * discard early exit (C4) are unchanged.
 */
import type { Block, CfList, Instr, Shader, Value } from '../ir/ir.js';
import { newId } from '../ir/ir.js';
import { flattenIfs } from './flatten_ifs.js';
import { phisOf } from './phi_utils.js';

export function optConditionalDiscard(shader: Shader): boolean {
  let progress = false;
  for (const func of shader.functions) {
    progress =
      flattenIfs(func, (node, next) => {
        if (phisOf(next).length > 0) return undefined;
        const onThen = isLoneDiscard(node.then) && isEmpty(node.else);
        const onElse = isLoneDiscard(node.else) && isEmpty(node.then);
        if (!onThen && !onElse) return undefined;
        const added: Instr[] = [];
        let cond = node.cond;
        if (onElse) {
          const inverted: Value = { id: newId(shader), type: 'bool' };
          added.push({ kind: 'alu', op: 'bnot', dest: inverted, srcs: [cond] });
          cond = inverted;
        }
        added.push({ kind: 'intrinsic', op: 'discard_if', dests: [], srcs: [cond], index: {} });
        return added;
      }) || progress;
  }
  return progress;
}

const isEmpty = (side: CfList): boolean => side.length === 1 && (side[0] as Block).instrs.length === 0;

const isLoneDiscard = (side: CfList): boolean => {
  if (side.length !== 1) return false;
  const instrs = (side[0] as Block).instrs;
  return instrs.length === 1 && instrs[0]!.kind === 'intrinsic' && instrs[0]!.op === 'discard';
};
