; VOP3P: the v_fma_mix family (ACO's f32 → packed f16 blends)
v_fma_mix_f32 v0, v1, v2, v3
v_fma_mix_f32 v0, -v1, |v2|, 0.5 op_sel:[1,0,0] op_sel_hi:[1,1,0] clamp
v_fma_mixlo_f16 v8, v4, v6, v7
v_fma_mixlo_f16 v0, s1, v2, v3 op_sel_hi:[0,0,1]
v_fma_mixhi_f16 v8, v4, v9, v10
v_fma_mixhi_f16 v0, v1, v2, -|v3| op_sel:[0,1,1] op_sel_hi:[1,1,1]
v_fma_mixhi_f16_e64_dpp v20, v16, v1, v0 quad_perm:[2,2,2,2] row_mask:0xf bank_mask:0xf fi:1
v_fma_mixlo_f16_e64_dpp v2, -v3, |v4|, v5 op_sel_hi:[1,0,0] row_shl:1 row_mask:0x3 bank_mask:0xa bound_ctrl:1
