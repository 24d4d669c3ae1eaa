/**
 * The splice every expanding lowering shares: each instruction `applies`
 * selects is replaced by the instructions `expand` builds (with a Builder on
 * a scratch block), and the uses of its results by the values `expand`
 * returns, one per result.
 */
import { Builder } from '../ir/builder.js';
import { forEachBlock } from '../ir/cfg.js';
import type { Block, Instr, Shader, Value } from '../ir/ir.js';
import { destsOf } from '../ir/validator.js';
import { newId } from '../ir/ir.js';
import { rewriteUses, type Replacements } from './rewrite_uses.js';

export function expandInstructions<T extends Instr>(shader: Shader, applies: (instr: Instr) => instr is T, expand: (b: Builder, instr: T) => readonly Value[]): boolean {
  let progress = false;
  for (const func of shader.functions) {
    const map: Replacements = new Map();
    forEachBlock(func.body, (block) => {
      if (!block.instrs.some(applies)) return;
      const out: Instr[] = [];
      for (const instr of block.instrs) {
        if (!applies(instr)) {
          out.push(instr);
          continue;
        }
        const scratch: Block = { kind: 'block', id: newId(shader), instrs: [] };
        const values = expand(new Builder(shader, [scratch]), instr);
        destsOf(instr).forEach((d, k) => map.set(d.id, values[k]!));
        out.push(...scratch.instrs);
        progress = true;
      }
      block.instrs = out;
    });
    rewriteUses(func, map);
  }
  return progress;
}
