/**
 * VOP3P rows: the mixed-precision FMA family ACO uses to blend f32 values into
 * packed f16 outputs (GFX10+; GFX9's v_mad_mix* are not modelled). Sources are
 * f32, or f16 halves where op_sel_hi selects it (op_sel picks the half).
 */
import { defs } from '../inst_def.js';

const GFX10_PLUS = ['gfx10', 'gfx10_3', 'gfx11'] as const;

export const VOP3P_DEFS = defs('VOP3P', [
  ['v_fma_mix_f32', 'vdst:f32 src0:f32 src1:f32 src2:f32', { only: GFX10_PLUS }],
  ['v_fma_mixlo_f16', 'vdst:f32 src0:f32 src1:f32 src2:f32', { only: GFX10_PLUS }],
  ['v_fma_mixhi_f16', 'vdst:f32 src0:f32 src1:f32 src2:f32', { only: GFX10_PLUS }],
]);
