/**
 * VOP2: two-source vector ALU instructions. Slots: vdst, src0 (any source),
 * vsrc1 (VGPR only), `vcc` (the implicit carry/condition operand, type lm:
 * printed vcc or vcc_lo, not encoded; in the e64 form a carry-out becomes an
 * SGPR destination and a carry-in/condition becomes src2), and `k` (the
 * literal constant of v_madmk/v_madak/v_fmamk/v_fmaak).
 */
import { defs, type InstDef } from '../inst_def.js';
import type { GfxLevel } from '../gfx_level.js';

const GFX10_UP: GfxLevel[] = ['gfx10', 'gfx10_3', 'gfx11'];
/** GFX10 dropped the `_co` carry-less forms' names and the borrow spelling. */
const NC = (name: string) => ({ rename: { gfx10: name, gfx10_3: name, gfx11: name } });

export const VOP2_DEFS: InstDef[] = defs('VOP2', [
  ['v_cndmask_b32', 'vdst src0:f32 vsrc1:f32 vcc:lm'],
  ['v_add_f32', 'vdst:f32 src0:f32 vsrc1:f32'],
  ['v_sub_f32', 'vdst:f32 src0:f32 vsrc1:f32'],
  ['v_subrev_f32', 'vdst:f32 src0:f32 vsrc1:f32'],
  ['v_mul_legacy_f32', 'vdst:f32 src0:f32 vsrc1:f32', { rename: { gfx11: 'v_mul_dx9_zero_f32' } }],
  ['v_mul_f32', 'vdst:f32 src0:f32 vsrc1:f32'],
  ['v_mul_i32_i24', 'vdst src0 vsrc1'],
  ['v_mul_hi_i32_i24', 'vdst src0 vsrc1'],
  ['v_mul_u32_u24', 'vdst src0 vsrc1'],
  ['v_mul_hi_u32_u24', 'vdst src0 vsrc1'],
  ['v_min_f32', 'vdst:f32 src0:f32 vsrc1:f32'],
  ['v_max_f32', 'vdst:f32 src0:f32 vsrc1:f32'],
  ['v_min_i32', 'vdst src0 vsrc1'],
  ['v_max_i32', 'vdst src0 vsrc1'],
  ['v_min_u32', 'vdst src0 vsrc1'],
  ['v_max_u32', 'vdst src0 vsrc1'],
  ['v_lshrrev_b32', 'vdst src0 vsrc1'],
  ['v_ashrrev_i32', 'vdst src0 vsrc1'],
  ['v_lshlrev_b32', 'vdst src0 vsrc1'],
  ['v_and_b32', 'vdst src0 vsrc1'],
  ['v_or_b32', 'vdst src0 vsrc1'],
  ['v_xor_b32', 'vdst src0 vsrc1'],
  ['v_xnor_b32', 'vdst src0 vsrc1'],
  ['v_mac_f32', 'vdst:f32 src0:f32 vsrc1:f32'],
  ['v_madmk_f32', 'vdst:f32 src0:f32 k:f32 vsrc1:f32'],
  ['v_madak_f32', 'vdst:f32 src0:f32 vsrc1:f32 k:f32'],
  ['v_fmac_f32', 'vdst:f32 src0:f32 vsrc1:f32'],
  ['v_fmamk_f32', 'vdst:f32 src0:f32 k:f32 vsrc1:f32'],
  ['v_fmaak_f32', 'vdst:f32 src0:f32 vsrc1:f32 k:f32'],
  ['v_add_co_u32', 'vdst vcc:lm src0 vsrc1', { only: ['gfx9'] }],
  ['v_sub_co_u32', 'vdst vcc:lm src0 vsrc1', { only: ['gfx9'] }],
  ['v_subrev_co_u32', 'vdst vcc:lm src0 vsrc1', { only: ['gfx9'] }],
  ['v_addc_co_u32', 'vdst vcc:lm src0 vsrc1 vcc:lm', NC('v_add_co_ci_u32')],
  ['v_subb_co_u32', 'vdst vcc:lm src0 vsrc1 vcc:lm', NC('v_sub_co_ci_u32')],
  ['v_subbrev_co_u32', 'vdst vcc:lm src0 vsrc1 vcc:lm', NC('v_subrev_co_ci_u32')],
  ['v_add_u32', 'vdst src0 vsrc1', NC('v_add_nc_u32')],
  ['v_sub_u32', 'vdst src0 vsrc1', NC('v_sub_nc_u32')],
  ['v_subrev_u32', 'vdst src0 vsrc1', NC('v_subrev_nc_u32')],
  ['v_add_f16', 'vdst:f16 src0:f16 vsrc1:f16'],
  ['v_sub_f16', 'vdst:f16 src0:f16 vsrc1:f16'],
  ['v_mul_f16', 'vdst:f16 src0:f16 vsrc1:f16'],
  ['v_max_f16', 'vdst:f16 src0:f16 vsrc1:f16'],
  ['v_min_f16', 'vdst:f16 src0:f16 vsrc1:f16'],
  ['v_ldexp_f16', 'vdst:f16 src0:f16 vsrc1'],
  ['v_cvt_pkrtz_f16_f32', 'vdst src0:f32 vsrc1:f32', { only: GFX10_UP, rename: { gfx11: 'v_cvt_pk_rtz_f16_f32' } }],
]);
