; VOP3P: the v_fma_mix family (GFX11 also has the DPP16 form ACO's gooch listing uses)
v_fma_mix_f32 v2, v3, v4, -2.0 op_sel_hi:[1,1,0]
v_fma_mixlo_f16 v14, v8, v5, v12
v_fma_mixhi_f16 v14, |v8|, v10, v17 op_sel:[1,0,0] op_sel_hi:[1,0,0]
v_fma_mixhi_f16_e64_dpp v20, v16, v1, v0 quad_perm:[2,2,2,2] row_mask:0xf bank_mask:0xf fi:1
v_fma_mixlo_f16_e64_dpp v2, -v3, |v4|, v5 op_sel_hi:[1,0,0] row_shl:1 row_mask:0x3 bank_mask:0xa bound_ctrl:1
