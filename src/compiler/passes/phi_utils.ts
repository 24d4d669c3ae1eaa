/** Phi maintenance shared by the passes that restructure blocks or remove values. */
import { forEachBlock } from '../ir/cfg.js';
import type { Block, Func, PhiInstr } from '../ir/ir.js';
import { resolve, type Replacements } from './rewrite_uses.js';

/** After `from`'s instructions moved to the end of `to`, phis that named `from` as predecessor name `to`. */
export function retargetPhiPreds(func: Func, from: Block, to: Block): void {
  forEachBlock(func.body, (b) => {
    for (const instr of b.instrs) {
      if (instr.kind !== 'phi') break;
      instr.srcs = instr.srcs.map((s) => (s.pred === from ? { pred: to, value: s.value } : s));
    }
  });
}

/**
 * Removes phis whose sources are all one value (ignoring the phi itself, as a
 * loop header phi that is never changed in the loop), recording the
 * replacement; repeats until none is left, since removing one can make
 * another trivial. Returns whether any phi was removed.
 */
export function removeTrivialPhis(func: Func, map: Replacements): boolean {
  let progress = false;
  let changed = true;
  while (changed) {
    changed = false;
    forEachBlock(func.body, (b) => {
      b.instrs = b.instrs.filter((instr) => {
        if (instr.kind !== 'phi') return true;
        const same = trivialValue(instr, map);
        if (!same) return true;
        map.set(instr.dest.id, same);
        changed = true;
        return false;
      });
    });
    progress ||= changed;
  }
  return progress;
}

function trivialValue(phi: PhiInstr, map: Replacements): PhiInstr['dest'] | undefined {
  let only: PhiInstr['dest'] | undefined;
  for (const s of phi.srcs) {
    const v = resolve(map, s.value);
    if (v.id === phi.dest.id) continue;
    if (only && only.id !== v.id) return undefined;
    only = v;
  }
  return only;
}

/** The phis at the start of a block. */
export function phisOf(block: Block): PhiInstr[] {
  const out: PhiInstr[] = [];
  for (const instr of block.instrs) {
    if (instr.kind !== 'phi') break;
    out.push(instr);
  }
  return out;
}
