/**
 * S8 intrawave collisions (GFX9–10.3, the `intrawaveCollisions` option): the
 * ordered section runs as sub-subgroups, one layer of overlapping quads at a
 * time, lowest lanes first — the lane ranges intrawave.ts models.
 *
 * INTRAWAVE_COLLISION's low 8 (wave32) or 16 (wave64) bits say which quads
 * start a new layer; AMD masks the rest out (seed 000), so does popsim. The
 * loop takes the next start with find-first-1:
 *
 *   starts    = INTRAWAVE_COLLISION & 0xfffe (0xfe)   ; bit 0 dropped: quad 0 starts layer 0
 *   full      = exec ; remaining = exec
 * loop:
 *   q         = s_ff1(starts)                         ; -1 when no start is left
 *   above     = starts ? -1 << 4q : 0                 ; lanes of the later layers
 *   exec      = remaining & ~above ; remaining &= above ; starts &= ~(1 << q)
 *   s_cbranch_execz latch                            ; a layer may have no live lane
 *   <ordered section>
 * latch:
 *   s_cmp_lg remaining, 0 ; s_cbranch_scc1 loop
 *   exec      = full
 *
 * `full` is pushed as the outermost parked mask, so a discard inside the
 * section removes its lanes from it and leaves the wave when it empties (C4).
 * Values the section defines are per-lane in VGPRs (VALU writes keep the
 * inactive lanes); lane-mask bools defined in it and used after it are merged
 * per layer like loop-escaping masks (isel.ts). As seed 000 warns, subgroup
 * operations inside the section see only the layer's lanes.
 */
import { constOperand, label, type IselContext } from './isel_context.js';
import { S1, type Temp } from './mir.js';

export interface LayerLoop {
  readonly full: Temp;
  readonly remaining: Temp;
  readonly loop: number;
  readonly latch: number;
}

/** Opens the layer loop right after the overlapped-wave wait; the caller pushes `full` as a parked mask. */
export function openLayerLoop(ctx: IselContext, intrawaveCollision: Temp): LayerLoop {
  const wave64 = ctx.lm.size === 2;
  const starts = ctx.temp(S1);
  const full = ctx.temp(ctx.lm);
  const remaining = ctx.temp(ctx.lm);
  // Quad 0 always starts layer 0, so its bit is dropped with the ignored high bits.
  ctx.emit('s_and_b32', [starts], [intrawaveCollision, constOperand(wave64 ? 0xfffe : 0xfe)]);
  ctx.emit(ctx.lmOp('s_mov'), [full], [ctx.exec]);
  ctx.emit(ctx.lmOp('s_mov'), [remaining], [ctx.exec]);
  const loop = ctx.reserveBlock();
  const latch = ctx.reserveBlock();
  ctx.startBlock(loop);
  const q = ctx.temp(S1);
  const firstLane = ctx.temp(S1);
  const above = ctx.temp(ctx.lm);
  ctx.emit('s_ff1_i32_b32', [q], [starts]);
  ctx.emit('s_lshl_b32', [firstLane], [q, constOperand(2)]);
  ctx.emit(ctx.lmOp('s_lshl'), [above], [constOperand(0xffffffff), firstLane]);
  ctx.emit('s_cmp_eq_u32', [], [starts, constOperand(0)]);
  ctx.emit(ctx.lmOp('s_cselect'), [above], [constOperand(0), above]);
  ctx.emit(ctx.lmOp('s_andn2'), [ctx.exec], [remaining, above]);
  ctx.emit(ctx.lmOp('s_and'), [remaining], [remaining, above]);
  ctx.emit('s_bitset0_b32', [starts], [q]);
  ctx.emit('s_cbranch_execz', [], [label(latch)]);
  ctx.startBlock(ctx.reserveBlock());
  return { full, remaining, loop, latch };
}

/** Closes the layer loop at the end of the ordered section and restores the wave's lanes. */
export function closeLayerLoop(ctx: IselContext, l: LayerLoop): void {
  ctx.startBlock(l.latch);
  ctx.emit(ctx.lm.size === 2 ? 's_cmp_lg_u64' : 's_cmp_lg_u32', [], [l.remaining, constOperand(0)]);
  ctx.emit('s_cbranch_scc1', [], [label(l.loop)]);
  ctx.startBlock(ctx.reserveBlock());
  ctx.emit(ctx.lmOp('s_mov'), [ctx.exec], [l.full]);
}
