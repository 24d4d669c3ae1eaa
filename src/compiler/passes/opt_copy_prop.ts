/**
 * opt_copy_prop: removes `mov` instructions and trivial phis (every source the
 * same value, or the phi itself), rewriting their uses to the copied value.
 */
import { forEachBlock } from '../ir/cfg.js';
import type { Shader } from '../ir/ir.js';
import { removeTrivialPhis } from './phi_utils.js';
import { rewriteUses, type Replacements } from './rewrite_uses.js';

export function optCopyProp(shader: Shader): boolean {
  let progress = false;
  for (const func of shader.functions) {
    const map: Replacements = new Map();
    forEachBlock(func.body, (b) => {
      const kept = b.instrs.filter((instr) => {
        if (instr.kind !== 'alu' || instr.op !== 'mov') return true;
        map.set(instr.dest.id, instr.srcs[0]!);
        return false;
      });
      if (kept.length !== b.instrs.length) b.instrs = kept;
    });
    const phis = removeTrivialPhis(func, map);
    rewriteUses(func, map);
    progress = progress || phis || map.size > 0;
  }
  return progress;
}
