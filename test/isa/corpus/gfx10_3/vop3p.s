; VOP3P: the v_fma_mix family, as ACO's gooch listing uses it, and other operand kinds
v_fma_mixlo_f16 v8, v4, v6, v7
v_fma_mixhi_f16 v8, v4, v9, v10
v_fma_mix_f32 v5, s2, -|v1|, 1.0 op_sel:[0,0,1] op_sel_hi:[0,0,1]
v_fma_mixhi_f16 v1, vcc_lo, v2, v3 clamp
