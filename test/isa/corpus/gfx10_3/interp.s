; VINTRP parameter interpolation (LLVM prints the _e32 suffix).
v_interp_p1_f32 v0, v1, attr0.x
v_interp_p1_f32_e32 v2, v3, attr1.y
v_interp_p1_f32 v255, v255, attr63.w
v_interp_p2_f32 v0, v1, attr0.x
v_interp_p2_f32_e32 v4, v5, attr32.z
v_interp_p2_f32 v255, v0, attr63.w
v_interp_mov_f32 v0, p10, attr0.x
v_interp_mov_f32 v1, p20, attr1.y
v_interp_mov_f32_e32 v2, p0, attr2.z
v_interp_mov_f32 v255, p0, attr63.w
