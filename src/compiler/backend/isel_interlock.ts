/**
 * The POPS protocol (seeds 000/001). GFX9–10.3 begin: skip everything when
 * COLLISION_WAVEID[31] is 0 (S2); set the packer register (S3); remap wave
 * IDs by adding ~current_id (S4, with the GFX9 +1 fix); poll
 * src_pops_exiting_wave_id through p_pops_gfx9_add_exiting_wave_id (C1, S5)
 * with s_sleep 3 / 0xffff (S6); then the acquire marker (C3). GFX11 begin:
 * s_wait_event 0 (S10). End: the release marker (C3); ORDERED_PS_DONE is
 * emitted by isel at top level (C4, S9).
 */
import { HW_REG_MODE, HW_REG_POPS_PACKER, encodeHwreg } from '../../isa/fields/hwreg.js';
import { MSG_ORDERED_PS_DONE } from '../../isa/fields/sendmsg.js';
import { constOperand, imm, label, type IselContext } from './isel_context.js';
import type { IoState } from './isel_io.js';
import { S1 } from './mir.js';

export function emitBeginInterlock(ctx: IselContext, io: IoState): void {
  if (ctx.gfx === 'gfx11') {
    // S10: wait for export_ready (immediate bit 0 clear; AMD uses 0).
    ctx.emit('s_wait_event', [], [imm(0)]);
    ctx.emit('p_pops_gfx9_overlapped_wave_wait_done', [], []);
    return;
  }
  const cw = io.collisionWaveId!;
  const skip = ctx.reserveBlock();
  if (!ctx.debug.noOverlapCheck) {
    // S2: did_overlap = COLLISION_WAVEID[31]; never run the wait loop without it.
    ctx.emit('s_bitcmp1_b32', [], [cw, constOperand(31)]);
    ctx.emit('s_cbranch_scc0', [], [label(skip)]);
    ctx.startBlock(ctx.reserveBlock());
  }
  if (!ctx.debug.noPackerSetreg) {
    const packer = ctx.temp(S1);
    const value = ctx.temp(S1);
    if (ctx.gfx === 'gfx9') {
      // S3: MODE[25:24] = packer ? 0b10 : 0b01 = packer + 1, packer = [28].
      ctx.emit('s_bfe_u32', [packer], [cw, constOperand(28 | (1 << 16))]);
      ctx.emit('s_add_u32', [value], [packer, constOperand(1)]);
      ctx.emit('s_setreg_b32', [], [imm(encodeHwreg({ id: HW_REG_MODE, offset: 24, width: 2 })), value]);
    } else {
      // S3: POPS_PACKER[2:0] = 1 | (packer << 1), packer = [29:28].
      ctx.emit('s_bfe_u32', [packer], [cw, constOperand(28 | (2 << 16))]);
      ctx.emit('s_lshl1_add_u32', [value], [packer, constOperand(1)]);
      ctx.emit('s_setreg_b32', [], [imm(encodeHwreg({ id: HW_REG_POPS_PACKER, offset: 0, width: 3 })), value]);
    }
  }
  // S4: remap = ~current_id (s_nand_b32, as ACO); newest = [25:16] (+1 on GFX9 when newest > current).
  const remap = ctx.temp(S1);
  const newest = ctx.temp(S1);
  ctx.emit('s_nand_b32', [remap], [cw, constOperand(0x3ff)]);
  ctx.emit('s_bfe_u32', [newest], [cw, constOperand(16 | (10 << 16))]);
  let newestFixed = newest;
  if (ctx.gfx === 'gfx9' && !ctx.debug.noGfx9WrapFix) {
    const current = ctx.temp(S1);
    ctx.emit('s_and_b32', [current], [cw, constOperand(0x3ff)]);
    newestFixed = ctx.temp(S1);
    ctx.emit('s_cmp_gt_u32', [], [newest, current]);
    ctx.emit('s_addc_u32', [newestFixed], [newest, constOperand(0)]);
  }
  const newestRemapped = ctx.temp(S1);
  ctx.emit('s_add_i32', [newestRemapped], [newestFixed, remap]);
  const loop = ctx.reserveBlock();
  const done = ctx.debug.noOverlapCheck ? ctx.reserveBlock() : skip;
  ctx.startBlock(loop);
  const exiting = ctx.temp(S1);
  ctx.emit('p_pops_gfx9_add_exiting_wave_id', [exiting], [remap]);
  ctx.emit('s_cmp_gt_u32', [], [exiting, newestRemapped]);
  ctx.emit('s_cbranch_scc1', [], [label(done)]);
  ctx.startBlock(ctx.reserveBlock());
  // S6: GFX9 needs a finite sleep; GFX10+ waves are woken by the exiting wave.
  ctx.emit('s_sleep', [], [imm(ctx.gfx === 'gfx9' ? 3 : 0xffff)]);
  ctx.emit('s_branch', [], [label(loop)]);
  ctx.startBlock(done);
  ctx.emit('p_pops_gfx9_overlapped_wave_wait_done', [], []);
}

export function emitEndInterlock(ctx: IselContext): void {
  ctx.emit('p_pops_gfx9_ordered_section_done', [], []);
}

/** S9: s_sendmsg ORDERED_PS_DONE (waits before it come from insert_waitcnt). */
export function emitOrderedPsDone(ctx: IselContext): void {
  ctx.emit('s_sendmsg', [], [imm(MSG_ORDERED_PS_DONE)]);
}
