/**
 * Parameter interpolation and LDS parameter loads.
 *  - VINTRP (GFX9–GFX10.3): `v_interp_p1_f32 vdst, vsrc, attrN.c`; the mov
 *    form's `param` slot is p10/p20/p0. The f16 variants (v_interp_p1ll_f16,
 *    v_interp_p1lv_f16, v_interp_p2_f16) and the e64 forms are VOP3 encodings
 *    and are not defined here.
 *  - LDSDIR (GFX11): lds_param_load `vdst, attrN.c`, lds_direct_load `vdst`.
 *  - VINTERP (GFX11): `vdst, src0, src1, src2` (VGPRs) with neg/clamp/op_sel/wait_exp.
 * The attribute and channel live in Modifiers.attr / Modifiers.chan.
 */
import { defs, type InstDef } from '../inst_def.js';

const PRE_GFX11 = { only: ['gfx9', 'gfx10', 'gfx10_3'] } as const;
const GFX11 = { only: ['gfx11'] } as const;

export const VINTRP_DEFS: InstDef[] = defs('VINTRP', [
  ['v_interp_p1_f32', 'vdst:f32 vsrc:f32', { ...PRE_GFX11, probe: 'v0, v1, attr0.x' }],
  ['v_interp_p2_f32', 'vdst:f32 vsrc:f32', { ...PRE_GFX11, probe: 'v0, v1, attr0.x' }],
  ['v_interp_mov_f32', 'vdst:f32 param', { ...PRE_GFX11, probe: 'v0, p10, attr0.x' }],
]);

export const LDSDIR_DEFS: InstDef[] = defs('LDSDIR', [
  ['lds_param_load', 'vdst', { ...GFX11, probe: 'v0, attr0.x' }],
  ['lds_direct_load', 'vdst', GFX11],
]);

export const VINTERP_DEFS: InstDef[] = defs('VINTERP', [
  ['v_interp_p10_f32', 'vdst:f32 src0:f32 src1:f32 src2:f32', GFX11],
  ['v_interp_p2_f32', 'vdst:f32 src0:f32 src1:f32 src2:f32', GFX11],
  ['v_interp_p10_f16_f32', 'vdst:f32 src0:f16 src1:f32 src2:f16', GFX11],
  ['v_interp_p2_f16_f32', 'vdst:f16 src0:f16 src1:f32 src2:f32', GFX11],
  ['v_interp_p10_rtz_f16_f32', 'vdst:f32 src0:f16 src1:f32 src2:f16', GFX11],
  ['v_interp_p2_rtz_f16_f32', 'vdst:f16 src0:f16 src1:f32 src2:f32', GFX11],
]);

export const INTERP_DEFS: InstDef[] = [...VINTRP_DEFS, ...LDSDIR_DEFS, ...VINTERP_DEFS];
