/**
 * opt_peephole_select: if-conversion, NIR's nir_opt_peephole_select. An `if`
 * whose two sides are each one block of at most MAX_PER_SIDE pure
 * instructions (ALU and constants: no memory access, no side effect, no
 * jump) is removed: both sides' instructions run unconditionally before it,
 * and each phi after it becomes `bcsel(cond, then value, else value)`. The
 * backend then emits `v_cndmask_b32` / `s_cselect_b32` where it emitted an
 * exec-mask branch (s_and_saveexec, two s_cbranch_execz, the phi copies).
 *
 * A phi source that is the condition itself is the constant true on the then
 * side and false on the else side (the branch was taken because of it), which
 * turns `c ? x : c` into `c ? x : false`, which opt_algebraic makes `c && x`.
 *
 * Memory accesses never move (S11, C2, C3: only ALU and constants are
 * hoisted, and they are pure functions of SSA values).
 */
import type { Block, CfList, Instr, Shader, Value } from '../ir/ir.js';
import { newId } from '../ir/ir.js';
import { flattenIfs } from './flatten_ifs.js';
import { phisOf } from './phi_utils.js';

/** NIR's limit for "cheap" sides (the instructions then run on every path). */
const MAX_PER_SIDE = 8;

export function optPeepholeSelect(shader: Shader): boolean {
  let progress = false;
  for (const func of shader.functions) {
    progress =
      flattenIfs(func, (node, next) => {
        const thenBlock = soleBlock(node.then);
        const elseBlock = soleBlock(node.else);
        if (!thenBlock || !elseBlock) return undefined;
        const hoisted: Instr[] = [...thenBlock.instrs, ...elseBlock.instrs];
        const condConst = (bits: number): Value => {
          const dest: Value = { id: newId(shader), type: 'bool' };
          hoisted.push({ kind: 'const', dest, bits });
          return dest;
        };
        const selects: Instr[] = phisOf(next).map((phi) => {
          let t = phi.srcs.find((s) => s.pred === thenBlock)!.value;
          let e = phi.srcs.find((s) => s.pred === elseBlock)!.value;
          if (t.id === node.cond.id) t = condConst(1);
          if (e.id === node.cond.id) e = condConst(0);
          return { kind: 'alu', op: 'bcsel', dest: phi.dest, srcs: [node.cond, t, e] };
        });
        return [...hoisted, ...selects];
      }) || progress;
  }
  return progress;
}

const isPure = (i: Instr): boolean => i.kind === 'alu' || i.kind === 'const';

function soleBlock(side: CfList): Block | undefined {
  const only = side.length === 1 ? side[0] : undefined;
  return only?.kind === 'block' && only.instrs.length <= MAX_PER_SIDE && only.instrs.every(isPure) ? only : undefined;
}
