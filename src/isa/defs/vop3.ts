/**
 * VOP3-only vector ALU instructions (no 32-bit encoding). Slots: vdst, sdst
 * (after vdst: the VOP3b scalar carry/condition destination in bits [14:8];
 * first: a scalar destination in the vdst field), src0..src2 (any source).
 * Float-typed sources take neg/abs modifiers.
 */
import { defs, type InstDef } from '../inst_def.js';
import type { GfxLevel } from '../gfx_level.js';

const GFX9: GfxLevel[] = ['gfx9'];
const GFX10_UP: GfxLevel[] = ['gfx10', 'gfx10_3', 'gfx11'];
const F3 = 'vdst:f32 src0:f32 src1:f32 src2:f32';
const F64_3 = 'vdst:f64 src0:f64 src1:f64 src2:f64';
const F64_2 = 'vdst:f64 src0:f64 src1:f64';
const I3 = 'vdst src0 src1 src2';
const I2 = 'vdst src0 src1';

export const VOP3_DEFS: InstDef[] = defs('VOP3', [
  ['v_mad_f32', F3],
  ['v_fma_f32', F3],
  ['v_fma_f64', F64_3],
  ['v_add_f64', F64_2],
  ['v_mul_f64', F64_2],
  ['v_min_f64', F64_2],
  ['v_max_f64', F64_2],
  ['v_ldexp_f64', 'vdst:f64 src0:f64 src1'],
  ['v_ldexp_f32', 'vdst:f32 src0:f32 src1'],
  ['v_mad_u32_u24', I3],
  ['v_mad_i32_i24', I3],
  ['v_mul_lo_u32', I2],
  ['v_mul_hi_u32', I2],
  ['v_mul_hi_i32', I2],
  ['v_bfe_u32', I3],
  ['v_bfe_i32', I3],
  ['v_bfi_b32', I3],
  ['v_alignbit_b32', I3],
  ['v_alignbyte_b32', I3],
  ['v_min3_f32', F3],
  ['v_min3_i32', I3],
  ['v_min3_u32', I3],
  ['v_max3_f32', F3],
  ['v_max3_i32', I3],
  ['v_max3_u32', I3],
  ['v_med3_f32', F3],
  ['v_med3_i32', I3],
  ['v_med3_u32', I3],
  ['v_lshl_add_u32', I3],
  ['v_add_lshl_u32', I3],
  ['v_add3_u32', I3],
  ['v_lshl_or_b32', I3],
  ['v_and_or_b32', I3],
  ['v_or3_b32', I3],
  ['v_perm_b32', I3],
  ['v_cubeid_f32', F3],
  ['v_cubesc_f32', F3],
  ['v_cubetc_f32', F3],
  ['v_cubema_f32', F3],
  ['v_mad_u64_u32', 'vdst:b64 sdst:lm src0 src1 src2:b64', { probe: 'v[0:1], s[4:5], v2, v3, v[4:5]' }],
  ['v_mad_i64_i32', 'vdst:b64 sdst:lm src0 src1 src2:b64', { probe: 'v[0:1], s[4:5], v2, v3, v[4:5]' }],
  ['v_div_scale_f32', 'vdst:f32 sdst:lm src0:f32 src1:f32 src2:f32'],
  ['v_div_scale_f64', 'vdst:f64 sdst:lm src0:f64 src1:f64 src2:f64'],
  ['v_div_fmas_f32', F3],
  ['v_div_fmas_f64', F64_3],
  ['v_div_fixup_f32', F3],
  ['v_div_fixup_f64', F64_3],
  ['v_add_co_u32', 'vdst sdst:lm src0 src1', { only: GFX10_UP }],
  ['v_sub_co_u32', 'vdst sdst:lm src0 src1', { only: GFX10_UP }],
  ['v_subrev_co_u32', 'vdst sdst:lm src0 src1', { only: GFX10_UP }],
  ['v_bcnt_u32_b32', I2],
  ['v_mbcnt_lo_u32_b32', I2],
  ['v_mbcnt_hi_u32_b32', I2],
  ['v_bfm_b32', I2],
  ['v_readlane_b32', 'sdst src0 src1', { probe: 's2, v2, s3' }],
  ['v_writelane_b32', 'vdst src0 src1', { probe: 'v2, s2, 4' }],
  ['v_cvt_pkrtz_f16_f32', 'vdst src0:f32 src1:f32', { only: GFX9 }],
  ['v_cvt_pknorm_i16_f32', 'vdst src0:f32 src1:f32'],
  ['v_cvt_pknorm_u16_f32', 'vdst src0:f32 src1:f32'],
  ['v_cvt_pk_u16_u32', I2],
  ['v_cvt_pk_i16_i32', I2],
  ['v_pack_b32_f16', 'vdst src0:f16 src1:f16'],
  ['v_lshlrev_b64', 'vdst:b64 src0 src1:b64'],
  ['v_lshrrev_b64', 'vdst:b64 src0 src1:b64'],
  ['v_ashrrev_i64', 'vdst:b64 src0 src1:b64'],
]);

/** Integer instructions whose VOP3 form takes `clamp` (saturating add/sub, 24-bit and 64-bit mad). */
export const INT_CLAMP: ReadonlySet<string> = new Set([
  'v_add_u32', 'v_sub_u32', 'v_subrev_u32', 'v_add_co_u32', 'v_sub_co_u32', 'v_subrev_co_u32',
  'v_addc_co_u32', 'v_subb_co_u32', 'v_subbrev_co_u32', 'v_mul_u32_u24', 'v_mul_i32_i24',
  'v_mad_u32_u24', 'v_mad_i32_i24', 'v_mad_u64_u32', 'v_mad_i64_i32',
]);

/** Instructions with float-style source modifiers but no clamp/omod. */
export const NO_OUTPUT_MODS: ReadonlySet<string> = new Set(['v_cndmask_b32', 'v_cmp_class_f32', 'v_cmp_class_f64', 'v_cmp_class_f16', 'v_cmpx_class_f32']);

/** Float-source instructions that take clamp but no output modifier (integer or packed results). */
export const NO_OMOD: ReadonlySet<string> = new Set([
  'v_cvt_rpi_i32_f32', 'v_cvt_flr_i32_f32', 'v_frexp_exp_i32_f32', 'v_frexp_exp_i32_f64',
  'v_cvt_pknorm_i16_f32', 'v_cvt_pknorm_u16_f32', 'v_pack_b32_f16',
]);
