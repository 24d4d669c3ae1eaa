/**
 * opt_constant_folding: evaluates ALU instructions whose sources are all
 * constants with the op table's `eval` (ALU_OPS, the single definition of
 * every op's semantics), turns `bcsel` on a constant condition into a `mov`
 * of the chosen source, and removes `if` regions with a constant condition by
 * splicing the taken side into the parent list (the phis after the if take
 * the taken side's value).
 *
 * An if whose taken side ends in a break or continue is left alone: splicing
 * it would make the rest of the list unreachable, which DCE of blocks would
 * have to clean up; such ifs are rare after the front end.
 */
import { ALU_OPS } from '../ir/alu_ops.js';
import { endingJump, forEachBlock, lastBlock } from '../ir/cfg.js';
import type { Block, CfList, Func, Instr, Shader } from '../ir/ir.js';
import { phisOf, retargetPhiPreds } from './phi_utils.js';
import { rewriteUses, type Replacements } from './rewrite_uses.js';

export function optConstantFolding(shader: Shader): boolean {
  let progress = false;
  for (const func of shader.functions) {
    const folded = foldAlu(func);
    const spliced = foldConstantIfs(func);
    progress = folded || spliced || progress;
  }
  return progress;
}

function foldAlu(func: Func): boolean {
  const consts = new Map<number, number>();
  let progress = false;
  // Program order visits every definition before its non-phi uses.
  forEachBlock(func.body, (block) => {
    block.instrs.forEach((instr, k) => {
      if (instr.kind === 'const') consts.set(instr.dest.id, instr.bits);
      if (instr.kind !== 'alu') return;
      const bits = instr.srcs.map((s) => consts.get(s.id));
      let replacement: Instr | undefined;
      if (bits.every((b) => b !== undefined)) {
        const value = ALU_OPS[instr.op].eval(bits as number[]) >>> 0;
        consts.set(instr.dest.id, value);
        replacement = { kind: 'const', dest: instr.dest, bits: value };
      } else if (instr.op === 'bcsel' && bits[0] !== undefined) {
        replacement = { kind: 'alu', op: 'mov', dest: instr.dest, srcs: [instr.srcs[bits[0] ? 1 : 2]!] };
      }
      if (replacement) {
        block.instrs[k] = replacement;
        progress = true;
      }
    });
  });
  return progress;
}

function foldConstantIfs(func: Func): boolean {
  const consts = new Map<number, number>();
  forEachBlock(func.body, (b) => {
    for (const instr of b.instrs) if (instr.kind === 'const') consts.set(instr.dest.id, instr.bits);
  });
  const phiValues: Replacements = new Map();
  let progress = false;
  const foldList = (list: CfList): void => {
    for (let k = 0; k < list.length; k++) {
      const node = list[k]!;
      if (node.kind === 'block') continue;
      if (node.kind === 'loop') {
        foldList(node.body);
        continue;
      }
      foldList(node.then);
      foldList(node.else);
      const cond = consts.get(node.cond.id);
      if (cond === undefined) continue;
      const taken = cond ? node.then : node.else;
      const tail = lastBlock(taken);
      if (endingJump(tail)) continue;
      const prev = list[k - 1] as Block;
      const next = list[k + 1] as Block;
      const head = taken[0] as Block;
      // The taken side's first block had only `prev` as predecessor, `next` only `tail` from now on.
      for (const p of phisOf(next)) phiValues.set(p.dest.id, p.srcs.find((s) => s.pred === tail)!.value);
      for (const p of phisOf(head)) phiValues.set(p.dest.id, p.srcs[0]!.value);
      const body = (b: Block): Instr[] => b.instrs.filter((i) => i.kind !== 'phi');
      if (taken.length === 1) {
        prev.instrs = [...prev.instrs, ...body(head), ...body(next)];
        list.splice(k, 2);
        retargetPhiPreds(func, next, prev);
      } else {
        prev.instrs = [...prev.instrs, ...body(head)];
        tail.instrs = [...tail.instrs, ...body(next)];
        list.splice(k, 2, ...taken.slice(1));
        retargetPhiPreds(func, next, tail);
        retargetPhiPreds(func, head, prev);
      }
      progress = true;
      k -= 1; // look at what now follows `prev`
    }
  };
  foldList(func.body);
  rewriteUses(func, phiValues);
  return progress;
}
