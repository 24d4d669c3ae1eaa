/**
 * Whole-quad mode for derivatives (ACO's WQM, in its simplest form): a pixel
 * wave starts with only its covered lanes in EXEC, but a derivative needs the
 * value of every lane of the 2×2 quad. A fragment shader that takes a
 * derivative therefore runs in WQM from the start — before the GFX11 input
 * prologue, so helper lanes interpolate their inputs too: `exact = exec;
 * s_wqm exec, exec`, and the helper lanes of partly covered quads compute
 * everything the covered ones do. Everything a helper must not do runs with
 * EXEC restricted to `exact` and restored afterwards:
 * memory writes and atomics, subgroup operations (helpers do not take part,
 * as in the interpreter), and the exports (EXEC = exact before them). Discard
 * removes lanes from `exact` too, and the wave leaves through the discard exit
 * when `exact` is empty; demote removes them only from `exact`, so a demoted
 * lane keeps running as a helper (is_helper_invocation = exec & ~exact).
 *
 * Derivatives are ACO's pre-DPP (GFX6/7) form, since popsim's ISA layer has
 * no DPP: two ds_swizzle_b32 quad_perm reads of the source and v_sub_f32.
 * Inactive source lanes of ds_swizzle read 0, which only matters where GLSL
 * leaves derivatives undefined (non-uniform control flow).
 */
import type { IntrinsicInstr } from '../ir/ir.js';
import { emitVop } from './isel_alu.js';
import type { IselContext } from './isel_context.js';
import { V1, type Temp } from './mir.js';

/** Enters WQM at the current point (the top of the program): keeps the covered lanes in `exact`. */
export function enterWqm(ctx: IselContext): void {
  const exact = ctx.temp(ctx.lm);
  ctx.emit(ctx.lmOp('s_mov'), [exact], [ctx.exec]);
  ctx.emit(ctx.lmOp('s_wqm'), [ctx.exec], [ctx.exec]);
  ctx.exact = exact;
}

/** Runs `emit` with EXEC limited to the non-helper lanes (a no-op outside WQM). */
export function withExact(ctx: IselContext, emit: () => void): void {
  if (ctx.exact === undefined) {
    emit();
    return;
  }
  const saved = ctx.temp(ctx.lm);
  ctx.emit(ctx.lmOp('s_and_saveexec'), [saved], [ctx.exact]);
  emit();
  ctx.emit(ctx.lmOp('s_mov'), [ctx.exec], [saved]);
}

/** ds_swizzle_b32 quad_perm offset: bit 15 (quad mode), then the source lane of quad lanes 0–3. */
function quadPerm(l0: number, l1: number, l2: number, l3: number): number {
  return 0x8000 | l0 | (l1 << 2) | (l2 << 4) | (l3 << 6);
}

/** Each derivative as (lane read as "from", lane read as "to") per quad lane: result = to − from. */
const PERMS: Readonly<Record<string, readonly [number, number]>> = {
  ddx: [quadPerm(0, 0, 0, 0), quadPerm(1, 1, 1, 1)],
  ddx_coarse: [quadPerm(0, 0, 0, 0), quadPerm(1, 1, 1, 1)],
  ddy: [quadPerm(0, 0, 0, 0), quadPerm(2, 2, 2, 2)],
  ddy_coarse: [quadPerm(0, 0, 0, 0), quadPerm(2, 2, 2, 2)],
  ddx_fine: [quadPerm(0, 0, 2, 2), quadPerm(1, 1, 3, 3)],
  ddy_fine: [quadPerm(0, 1, 0, 1), quadPerm(2, 3, 2, 3)],
};

/** Returns true when the intrinsic was a derivative and has been selected. */
export function selectDerivative(ctx: IselContext, instr: IntrinsicInstr): boolean {
  const perms = PERMS[instr.op];
  if (!perms) return false;
  const src = instr.srcs[0]!;
  const dest = instr.dests[0]!;
  // A uniform value is the same in every lane of the quad.
  if (!ctx.isDivergent(src)) {
    ctx.values.set(dest.id, { kind: 'const', bits: 0 });
    return true;
  }
  const v = ctx.vgpr(src);
  const [from, to] = perms.map((offset) => {
    const t: Temp = ctx.temp(V1);
    ctx.emit('ds_swizzle_b32', [t], [v], { offset });
    return t;
  }) as [Temp, Temp];
  const d = ctx.temp(V1);
  emitVop(ctx, 'v_sub_f32', 'vop2', [d], [to, from]);
  ctx.define(dest, d);
  return true;
}

/** is_helper_invocation: the running lanes outside `exact` in WQM; none otherwise (demote is discard there). */
export function selectIsHelper(ctx: IselContext, instr: IntrinsicInstr): void {
  const dest = instr.dests[0]!;
  if (ctx.exact === undefined) {
    ctx.values.set(dest.id, { kind: 'const', bits: 0 });
    return;
  }
  const m = ctx.temp(ctx.lm);
  ctx.emit(ctx.lmOp('s_andn2'), [m], [ctx.exec, ctx.exact]);
  ctx.define(dest, m);
}
