; LDSDIR: parameter and direct LDS loads.
lds_param_load v0, attr0.x
lds_param_load v1, attr1.y wait_vdst:1
lds_param_load v2, attr32.z wait_vdst:15
lds_param_load v255, attr63.w
lds_direct_load v0
lds_direct_load v5 wait_vdst:7
lds_direct_load v255 wait_vdst:15
; VINTERP: interpolation with neg, clamp, op_sel (f16 forms), wait_exp.
v_interp_p10_f32 v0, v1, v2, v3
v_interp_p10_f32 v0, -v1, -v2, -v3 clamp wait_exp:7
v_interp_p10_f32 v255, v254, v253, v252 wait_exp:1
v_interp_p2_f32 v0, v1, v2, v3
v_interp_p2_f32 v4, -v5, v6, -v7 clamp
v_interp_p2_f32 v0, v1, v2, v0 wait_exp:3
v_interp_p10_f16_f32 v0, v1, v2, v3
v_interp_p10_f16_f32 v0, -v1, v2, -v3 clamp op_sel:[0,1,0,0] wait_exp:2
v_interp_p10_f16_f32 v0, v1, v2, v3 op_sel:[1,1,1,1]
v_interp_p2_f16_f32 v0, v1, v2, v3
v_interp_p2_f16_f32 v0, v1, -v2, v3 op_sel:[0,0,0,1] wait_exp:4
v_interp_p2_f16_f32 v0, v1, v2, v3 clamp op_sel:[1,0,1,0]
v_interp_p10_rtz_f16_f32 v0, v1, v2, v3
v_interp_p10_rtz_f16_f32 v10, -v11, -v12, v13 clamp op_sel:[1,0,0,1] wait_exp:5
v_interp_p2_rtz_f16_f32 v0, v1, v2, v3
v_interp_p2_rtz_f16_f32 v1, v2, v3, v4 op_sel:[0,1,1,0] wait_exp:6
