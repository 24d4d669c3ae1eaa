/**
 * Subgroup operations over the active lanes (EXEC): votes and ballot are
 * SALU on lane masks, elect and read_first find the first active lane
 * (s_ff1), read_invocation is v_readlane, the invocation index v_mbcnt.
 * Results of votes, ballot and reads are uniform SGPR values; elect is a
 * lane mask. In whole-quad mode (isel_wqm.ts) isel.ts runs them with EXEC
 * limited to the non-helper lanes.
 */
import type { IntrinsicInstr } from '../ir/ir.js';
import { emitVop } from './isel_alu.js';
import { constOperand, type IselContext } from './isel_context.js';
import { S1, V1, type MOperand, type Temp } from './mir.js';

/** A uniform 0/1 from SCC. */
function sccBool(ctx: IselContext, whenSet: 0 | 1): Temp {
  const d = ctx.temp(S1);
  ctx.emit('s_cselect_b32', [d], [constOperand(whenSet), constOperand(whenSet ^ 1)]);
  return d;
}

/** Lane mask with only the first active lane set. */
function firstLaneMask(ctx: IselContext): Temp {
  const idx = ctx.temp(S1);
  ctx.emit(ctx.lm.size === 2 ? 's_ff1_i32_b64' : 's_ff1_i32_b32', [idx], [ctx.exec]);
  const m = ctx.temp(ctx.lm);
  ctx.emit(ctx.lmOp('s_lshl'), [m], [constOperand(1), idx]);
  return m;
}

/** Returns true when the intrinsic was a subgroup operation and has been selected. */
export function selectSubgroup(ctx: IselContext, instr: IntrinsicInstr): boolean {
  const src = instr.srcs[0];
  const dest = instr.dests[0];
  switch (instr.op) {
    case 'vote_any':
    case 'vote_all': {
      const m = ctx.temp(ctx.lm);
      if (instr.op === 'vote_any') ctx.emit(ctx.lmOp('s_and'), [m], [ctx.laneMask(src!), ctx.exec]);
      else ctx.emit(ctx.lmOp('s_andn2'), [m], [ctx.exec, ctx.laneMask(src!)]);
      ctx.define(dest!, sccBool(ctx, instr.op === 'vote_any' ? 1 : 0));
      return true;
    }
    case 'vote_all_equal': {
      if (!ctx.isDivergent(src!)) {
        ctx.values.set(dest!.id, { kind: 'const', bits: 1 });
        return true;
      }
      if (src!.type === 'bool') {
        // Equal when the active part of the mask is empty or all of EXEC.
        const on = ctx.temp(ctx.lm);
        ctx.emit(ctx.lmOp('s_and'), [on], [ctx.laneMask(src!), ctx.exec]);
        const first = firstLaneMask(ctx);
        const firstOn = ctx.temp(ctx.lm);
        ctx.emit(ctx.lmOp('s_and'), [firstOn], [first, on]);
        // Lanes whose bit differs from the first lane's: on ^ (first lane on ? exec : 0); SCC = any.
        const ref = ctx.temp(ctx.lm);
        ctx.emit(ctx.lmOp('s_cselect'), [ref], [ctx.exec, constOperand(0)]);
        ctx.emit(ctx.lmOp('s_xor'), [ctx.temp(ctx.lm)], [on, ref]);
      } else {
        const v = ctx.vgpr(src!);
        const first = ctx.temp(S1);
        ctx.emit('v_readfirstlane_b32', [first], [v]);
        const ne = ctx.temp(ctx.lm);
        emitVop(ctx, 'v_cmp_ne_u32', 'vopc3', [ne], [first, v]);
        ctx.emit(ctx.lmOp('s_and'), [ctx.temp(ctx.lm)], [ne, ctx.exec]);
      }
      ctx.define(dest!, sccBool(ctx, 0));
      return true;
    }
    case 'ballot': {
      const m = ctx.temp(ctx.lm);
      ctx.emit(ctx.lmOp('s_and'), [m], [ctx.laneMask(src!), ctx.exec]);
      if (ctx.lm.size === 2) {
        const lo = ctx.temp(S1);
        const hi = ctx.temp(S1);
        ctx.emit('p_split_vector', [lo, hi], [m]);
        ctx.define(instr.dests[0]!, lo);
        ctx.define(instr.dests[1]!, hi);
      } else {
        ctx.define(instr.dests[0]!, m);
        ctx.values.set(instr.dests[1]!.id, { kind: 'const', bits: 0 });
      }
      return true;
    }
    case 'elect':
      ctx.define(dest!, firstLaneMask(ctx));
      return true;
    case 'read_first_invocation':
    case 'read_invocation': {
      if (!ctx.isDivergent(src!)) {
        ctx.values.set(dest!.id, ctx.info(src!));
        return true;
      }
      if (src!.type === 'bool') {
        // The bit of the chosen lane, as a uniform 0/1.
        let pick: MOperand;
        if (instr.op === 'read_first_invocation') pick = firstLaneMask(ctx);
        else {
          const p = ctx.temp(ctx.lm);
          ctx.emit(ctx.lmOp('s_lshl'), [p], [constOperand(1), ctx.sgpr(instr.srcs[1]!)]);
          pick = p;
        }
        ctx.emit(ctx.lmOp('s_and'), [ctx.temp(ctx.lm)], [pick, ctx.laneMask(src!)]);
        ctx.define(dest!, sccBool(ctx, 1));
        return true;
      }
      const d = ctx.temp(S1);
      if (instr.op === 'read_first_invocation') ctx.emit('v_readfirstlane_b32', [d], [ctx.vgpr(src!)]);
      else ctx.emit('v_readlane_b32', [d], [ctx.vgpr(src!), ctx.sgpr(instr.srcs[1]!)]);
      ctx.define(dest!, d);
      return true;
    }
    case 'load_subgroup_invocation': {
      const lo = ctx.temp(V1);
      emitVop(ctx, 'v_mbcnt_lo_u32_b32', 'vop3', [lo], [constOperand(0xffffffff), constOperand(0)]);
      if (ctx.lm.size === 1) ctx.define(dest!, lo);
      else {
        const hi = ctx.temp(V1);
        emitVop(ctx, 'v_mbcnt_hi_u32_b32', 'vop3', [hi], [constOperand(0xffffffff), lo]);
        ctx.define(dest!, hi);
      }
      return true;
    }
    case 'load_subgroup_size':
      ctx.values.set(dest!.id, { kind: 'const', bits: ctx.target.wave64 ? 64 : 32 });
      return true;
    default:
      return false;
  }
}
