; suffix-less mnemonics: 32-bit encoding when the operands fit, VOP3 otherwise
v_add_f32 v0, v1, v2
v_add_f32 v0, v1, s2
v_add_f32 v0, -v1, v2
v_add_f32 v0, v1, v2 clamp
v_cndmask_b32 v0, v1, v2, vcc
v_cndmask_b32 v0, v1, v2, s[6:7]
v_cmp_eq_u32 vcc, v1, v2
v_cmp_eq_u32 s[0:1], v1, v2
v_cmp_eq_u32 vcc, v1, 5
v_mov_b32 v0, 0x3f800000
v_mov_b32 v0, 1.0
v_rcp_f32 v0, |v1|
v_cvt_f32_i32 v0, v1 mul:2
v_add_f64 v[0:1], v[2:3], 0.15915494309189532
v_mul_f32_e64 v0, neg(v1), abs(v2)
v_add_co_u32 v0, s[0:1], v1, v2
v_add_co_u32 v0, vcc, v1, v2
v_addc_co_u32 v0, s[0:1], v1, v2, s[4:5]
v_add_u32 v0, v1, s2
v_mov_b32_e32 v5, v1
v_mov_b32_e32 v5, s4
v_mov_b32_e32 v5, -16
v_mov_b32_e32 v5, 64
v_mov_b32_e32 v5, m0
v_mov_b32_e32 v5, 0x3e8
v_mov_b32_e32 v5, vcc_hi
v_mov_b32_e64 v5, v1
v_mov_b32_e64 v5, s20
v_mov_b32_e64 v5, v1
v_mov_b32_e64 v5, -5
v_readfirstlane_b32 s7, v1
v_cvt_i32_f64_e32 v5, v[1:2]
v_cvt_i32_f64_e32 v5, s[4:5]
v_cvt_i32_f64_e32 v5, -4.0
v_cvt_i32_f64_e32 v5, 0.5
v_cvt_i32_f64_e32 v5, exec
v_cvt_i32_f64_e64 v5, v[1:2]
v_cvt_i32_f64_e64 v5, s[20:21]
v_cvt_i32_f64_e64 v5, v[1:2]
v_cvt_i32_f64_e64 v5, -v[1:2] clamp mul:2
v_cvt_i32_f64_e64 v5, v[10:11] mul:4
v_cvt_i32_f64_e64 v5, v[10:11] div:2
v_cvt_f64_i32_e32 v[5:6], v1
v_cvt_f64_i32_e32 v[5:6], s4
v_cvt_f64_i32_e32 v[5:6], -16
v_cvt_f64_i32_e32 v[5:6], 64
v_cvt_f64_i32_e32 v[5:6], m0
v_cvt_f64_i32_e32 v[5:6], 0x3e8
v_cvt_f64_i32_e32 v[5:6], vcc_hi
v_cvt_f64_i32_e64 v[5:6], v1
v_cvt_f64_i32_e64 v[5:6], s20
v_cvt_f64_i32_e64 v[5:6], v1
v_cvt_f64_i32_e64 v[5:6], -5
v_cvt_f64_i32_e64 v[5:6], v1 clamp
v_cvt_f64_i32_e64 v[5:6], v1 clamp mul:4
v_cvt_f32_i32_e32 v5, v1
v_cvt_f32_i32_e32 v5, s4
v_cvt_f32_i32_e32 v5, -16
v_cvt_f32_i32_e32 v5, 64
v_cvt_f32_i32_e32 v5, m0
v_cvt_f32_i32_e32 v5, 0x3e8
v_cvt_f32_i32_e32 v5, vcc_hi
v_cvt_f32_i32_e64 v5, v1
v_cvt_f32_i32_e64 v5, s20
v_cvt_f32_i32_e64 v5, v1
v_cvt_f32_i32_e64 v5, -5
v_cvt_f32_i32_e64 v5, v1 clamp
v_cvt_f32_i32_e64 v5, v1 clamp mul:4
v_cvt_f32_u32_e32 v5, v1
v_cvt_f32_u32_e32 v5, s4
v_cvt_f32_u32_e32 v5, -16
v_cvt_f32_u32_e32 v5, 64
v_cvt_f32_u32_e32 v5, m0
v_cvt_f32_u32_e32 v5, 0x3e8
v_cvt_f32_u32_e32 v5, vcc_hi
v_cvt_f32_u32_e64 v5, v1
v_cvt_f32_u32_e64 v5, s20
v_cvt_f32_u32_e64 v5, v1
v_cvt_f32_u32_e64 v5, -5
v_cvt_f32_u32_e64 v5, v1 clamp
v_cvt_f32_u32_e64 v5, v1 clamp mul:4
v_cvt_u32_f32_e32 v5, v1
v_cvt_u32_f32_e32 v5, s4
v_cvt_u32_f32_e32 v5, -4.0
v_cvt_u32_f32_e32 v5, 0.5
v_cvt_u32_f32_e32 v5, m0
v_cvt_u32_f32_e32 v5, 0x3e8
v_cvt_u32_f32_e32 v5, vcc_hi
v_cvt_u32_f32_e64 v5, v1
v_cvt_u32_f32_e64 v5, s20
v_cvt_u32_f32_e64 v5, v1
v_cvt_u32_f32_e64 v5, 0.15915494
v_cvt_u32_f32_e64 v5, -v1 clamp mul:2
v_cvt_u32_f32_e64 v5, v10 mul:4
v_cvt_u32_f32_e64 v5, v10 div:2
v_cvt_i32_f32_e32 v5, v1
v_cvt_i32_f32_e32 v5, s4
v_cvt_i32_f32_e32 v5, -4.0
v_cvt_i32_f32_e32 v5, 0.5
v_cvt_i32_f32_e32 v5, m0
v_cvt_i32_f32_e32 v5, 0x3e8
v_cvt_i32_f32_e32 v5, vcc_hi
v_cvt_i32_f32_e64 v5, v1
v_cvt_i32_f32_e64 v5, s20
v_cvt_i32_f32_e64 v5, v1
v_cvt_i32_f32_e64 v5, 0.15915494
v_cvt_i32_f32_e64 v5, -v1 clamp mul:2
v_cvt_i32_f32_e64 v5, v10 mul:4
v_cvt_i32_f32_e64 v5, v10 div:2
v_cvt_f16_f32_e32 v5, v1
v_cvt_f16_f32_e32 v5, s4
v_cvt_f16_f32_e32 v5, -4.0
v_cvt_f16_f32_e32 v5, 0.5
v_cvt_f16_f32_e32 v5, m0
v_cvt_f16_f32_e32 v5, 0x3e8
v_cvt_f16_f32_e32 v5, vcc_hi
v_cvt_f16_f32_e64 v5, v1
v_cvt_f16_f32_e64 v5, s20
v_cvt_f16_f32_e64 v5, v1
v_cvt_f16_f32_e64 v5, 0.15915494
v_cvt_f16_f32_e64 v5, -v1 clamp mul:2
v_cvt_f16_f32_e64 v5, v10 mul:4
v_cvt_f16_f32_e64 v5, v10 div:2
v_cvt_f32_f16_e32 v5, v1
v_cvt_f32_f16_e32 v5, s4
v_cvt_f32_f16_e32 v5, -4.0
v_cvt_f32_f16_e32 v5, 0.5
v_cvt_f32_f16_e32 v5, m0
v_cvt_f32_f16_e32 v5, 0x3e8
v_cvt_f32_f16_e32 v5, vcc_hi
v_cvt_f32_f16_e64 v5, v1
v_cvt_f32_f16_e64 v5, s20
v_cvt_f32_f16_e64 v5, v1
v_cvt_f32_f16_e64 v5, 0.15915494
v_cvt_f32_f16_e64 v5, -v1 clamp mul:2
v_cvt_f32_f16_e64 v5, v10 mul:4
v_cvt_f32_f16_e64 v5, v10 div:2
v_cvt_rpi_i32_f32_e32 v5, v1
v_cvt_rpi_i32_f32_e32 v5, s4
v_cvt_rpi_i32_f32_e32 v5, -4.0
v_cvt_rpi_i32_f32_e32 v5, 0.5
v_cvt_rpi_i32_f32_e32 v5, m0
v_cvt_rpi_i32_f32_e32 v5, 0x3e8
v_cvt_rpi_i32_f32_e32 v5, vcc_hi
v_cvt_rpi_i32_f32_e64 v5, v1
v_cvt_rpi_i32_f32_e64 v5, s20
v_cvt_rpi_i32_f32_e64 v5, v1
v_cvt_rpi_i32_f32_e64 v5, 0.15915494
v_cvt_rpi_i32_f32_e64 v5, -v1 clamp
v_cvt_flr_i32_f32_e32 v5, v1
v_cvt_flr_i32_f32_e32 v5, s4
v_cvt_flr_i32_f32_e32 v5, -4.0
v_cvt_flr_i32_f32_e32 v5, 0.5
v_cvt_flr_i32_f32_e32 v5, m0
v_cvt_flr_i32_f32_e32 v5, 0x3e8
v_cvt_flr_i32_f32_e32 v5, vcc_hi
v_cvt_flr_i32_f32_e64 v5, v1
v_cvt_flr_i32_f32_e64 v5, s20
v_cvt_flr_i32_f32_e64 v5, v1
v_cvt_flr_i32_f32_e64 v5, 0.15915494
v_cvt_flr_i32_f32_e64 v5, -v1 clamp
v_cvt_f32_f64_e32 v5, v[1:2]
v_cvt_f32_f64_e32 v5, s[4:5]
v_cvt_f32_f64_e32 v5, -4.0
v_cvt_f32_f64_e32 v5, 0.5
v_cvt_f32_f64_e32 v5, exec
v_cvt_f32_f64_e64 v5, v[1:2]
v_cvt_f32_f64_e64 v5, s[20:21]
v_cvt_f32_f64_e64 v5, v[1:2]
v_cvt_f32_f64_e64 v5, -v[1:2] clamp mul:2
v_cvt_f32_f64_e64 v5, v[10:11] mul:4
v_cvt_f32_f64_e64 v5, v[10:11] div:2
v_cvt_f64_f32_e32 v[5:6], v1
v_cvt_f64_f32_e32 v[5:6], s4
v_cvt_f64_f32_e32 v[5:6], -4.0
v_cvt_f64_f32_e32 v[5:6], 0.5
v_cvt_f64_f32_e32 v[5:6], m0
v_cvt_f64_f32_e32 v[5:6], 0x3e8
v_cvt_f64_f32_e32 v[5:6], vcc_hi
v_cvt_f64_f32_e64 v[5:6], v1
v_cvt_f64_f32_e64 v[5:6], s20
v_cvt_f64_f32_e64 v[5:6], v1
v_cvt_f64_f32_e64 v[5:6], 0.15915494
v_cvt_f64_f32_e64 v[5:6], -v1 clamp mul:2
v_cvt_f64_f32_e64 v[5:6], v10 mul:4
v_cvt_f64_f32_e64 v[5:6], v10 div:2
v_cvt_f32_ubyte0_e32 v5, v1
v_cvt_f32_ubyte0_e32 v5, s4
v_cvt_f32_ubyte0_e32 v5, -16
v_cvt_f32_ubyte0_e32 v5, 64
v_cvt_f32_ubyte0_e32 v5, m0
v_cvt_f32_ubyte0_e32 v5, 0x3e8
v_cvt_f32_ubyte0_e32 v5, vcc_hi
v_cvt_f32_ubyte0_e64 v5, v1
v_cvt_f32_ubyte0_e64 v5, s20
v_cvt_f32_ubyte0_e64 v5, v1
v_cvt_f32_ubyte0_e64 v5, -5
v_cvt_f32_ubyte0_e64 v5, v1 clamp
v_cvt_f32_ubyte0_e64 v5, v1 clamp mul:4
v_cvt_f32_ubyte1_e32 v5, v1
v_cvt_f32_ubyte1_e32 v5, s4
v_cvt_f32_ubyte1_e32 v5, -16
v_cvt_f32_ubyte1_e32 v5, 64
v_cvt_f32_ubyte1_e32 v5, m0
v_cvt_f32_ubyte1_e32 v5, 0x3e8
v_cvt_f32_ubyte1_e32 v5, vcc_hi
v_cvt_f32_ubyte1_e64 v5, v1
v_cvt_f32_ubyte1_e64 v5, s20
v_cvt_f32_ubyte1_e64 v5, v1
v_cvt_f32_ubyte1_e64 v5, -5
v_cvt_f32_ubyte1_e64 v5, v1 clamp
v_cvt_f32_ubyte1_e64 v5, v1 clamp mul:4
v_cvt_f32_ubyte2_e32 v5, v1
v_cvt_f32_ubyte2_e32 v5, s4
v_cvt_f32_ubyte2_e32 v5, -16
v_cvt_f32_ubyte2_e32 v5, 64
v_cvt_f32_ubyte2_e32 v5, m0
v_cvt_f32_ubyte2_e32 v5, 0x3e8
v_cvt_f32_ubyte2_e32 v5, vcc_hi
v_cvt_f32_ubyte2_e64 v5, v1
v_cvt_f32_ubyte2_e64 v5, s20
v_cvt_f32_ubyte2_e64 v5, v1
v_cvt_f32_ubyte2_e64 v5, -5
v_cvt_f32_ubyte2_e64 v5, v1 clamp
v_cvt_f32_ubyte2_e64 v5, v1 clamp mul:4
v_cvt_f32_ubyte3_e32 v5, v1
v_cvt_f32_ubyte3_e32 v5, s4
v_cvt_f32_ubyte3_e32 v5, -16
v_cvt_f32_ubyte3_e32 v5, 64
v_cvt_f32_ubyte3_e32 v5, m0
v_cvt_f32_ubyte3_e32 v5, 0x3e8
v_cvt_f32_ubyte3_e32 v5, vcc_hi
v_cvt_f32_ubyte3_e64 v5, v1
v_cvt_f32_ubyte3_e64 v5, s20
v_cvt_f32_ubyte3_e64 v5, v1
v_cvt_f32_ubyte3_e64 v5, -5
v_cvt_f32_ubyte3_e64 v5, v1 clamp
v_cvt_f32_ubyte3_e64 v5, v1 clamp mul:4
v_cvt_u32_f64_e32 v5, v[1:2]
v_cvt_u32_f64_e32 v5, s[4:5]
v_cvt_u32_f64_e32 v5, -4.0
v_cvt_u32_f64_e32 v5, 0.5
v_cvt_u32_f64_e32 v5, exec
v_cvt_u32_f64_e64 v5, v[1:2]
v_cvt_u32_f64_e64 v5, s[20:21]
v_cvt_u32_f64_e64 v5, v[1:2]
v_cvt_u32_f64_e64 v5, -v[1:2] clamp mul:2
v_cvt_u32_f64_e64 v5, v[10:11] mul:4
v_cvt_u32_f64_e64 v5, v[10:11] div:2
v_cvt_f64_u32_e32 v[5:6], v1
v_cvt_f64_u32_e32 v[5:6], s4
v_cvt_f64_u32_e32 v[5:6], -16
v_cvt_f64_u32_e32 v[5:6], 64
v_cvt_f64_u32_e32 v[5:6], m0
v_cvt_f64_u32_e32 v[5:6], 0x3e8
v_cvt_f64_u32_e32 v[5:6], vcc_hi
v_cvt_f64_u32_e64 v[5:6], v1
v_cvt_f64_u32_e64 v[5:6], s20
v_cvt_f64_u32_e64 v[5:6], v1
v_cvt_f64_u32_e64 v[5:6], -5
v_cvt_f64_u32_e64 v[5:6], v1 clamp
v_cvt_f64_u32_e64 v[5:6], v1 clamp mul:4
v_fract_f32_e32 v5, v1
v_fract_f32_e32 v5, s4
v_fract_f32_e32 v5, -4.0
v_fract_f32_e32 v5, 0.5
v_fract_f32_e32 v5, m0
v_fract_f32_e32 v5, 0x3e8
v_fract_f32_e32 v5, vcc_hi
v_fract_f32_e64 v5, v1
v_fract_f32_e64 v5, s20
v_fract_f32_e64 v5, v1
v_fract_f32_e64 v5, 0.15915494
v_fract_f32_e64 v5, -v1 clamp mul:2
v_fract_f32_e64 v5, v10 mul:4
v_fract_f32_e64 v5, v10 div:2
v_trunc_f32_e32 v5, v1
v_trunc_f32_e32 v5, s4
v_trunc_f32_e32 v5, -4.0
v_trunc_f32_e32 v5, 0.5
v_trunc_f32_e32 v5, m0
v_trunc_f32_e32 v5, 0x3e8
v_trunc_f32_e32 v5, vcc_hi
v_trunc_f32_e64 v5, v1
v_trunc_f32_e64 v5, s20
v_trunc_f32_e64 v5, v1
v_trunc_f32_e64 v5, 0.15915494
v_trunc_f32_e64 v5, -v1 clamp mul:2
v_trunc_f32_e64 v5, v10 mul:4
v_trunc_f32_e64 v5, v10 div:2
v_ceil_f32_e32 v5, v1
v_ceil_f32_e32 v5, s4
v_ceil_f32_e32 v5, -4.0
v_ceil_f32_e32 v5, 0.5
v_ceil_f32_e32 v5, m0
v_ceil_f32_e32 v5, 0x3e8
v_ceil_f32_e32 v5, vcc_hi
v_ceil_f32_e64 v5, v1
v_ceil_f32_e64 v5, s20
v_ceil_f32_e64 v5, v1
v_ceil_f32_e64 v5, 0.15915494
v_ceil_f32_e64 v5, -v1 clamp mul:2
v_ceil_f32_e64 v5, v10 mul:4
v_ceil_f32_e64 v5, v10 div:2
v_rndne_f32_e32 v5, v1
v_rndne_f32_e32 v5, s4
v_rndne_f32_e32 v5, -4.0
v_rndne_f32_e32 v5, 0.5
v_rndne_f32_e32 v5, m0
v_rndne_f32_e32 v5, 0x3e8
v_rndne_f32_e32 v5, vcc_hi
v_rndne_f32_e64 v5, v1
v_rndne_f32_e64 v5, s20
v_rndne_f32_e64 v5, v1
v_rndne_f32_e64 v5, 0.15915494
v_rndne_f32_e64 v5, -v1 clamp mul:2
v_rndne_f32_e64 v5, v10 mul:4
v_rndne_f32_e64 v5, v10 div:2
v_floor_f32_e32 v5, v1
v_floor_f32_e32 v5, s4
v_floor_f32_e32 v5, -4.0
v_floor_f32_e32 v5, 0.5
v_floor_f32_e32 v5, m0
v_floor_f32_e32 v5, 0x3e8
v_floor_f32_e32 v5, vcc_hi
v_floor_f32_e64 v5, v1
v_floor_f32_e64 v5, s20
v_floor_f32_e64 v5, v1
v_floor_f32_e64 v5, 0.15915494
v_floor_f32_e64 v5, -v1 clamp mul:2
v_floor_f32_e64 v5, v10 mul:4
v_floor_f32_e64 v5, v10 div:2
v_exp_f32_e32 v5, v1
v_exp_f32_e32 v5, s4
v_exp_f32_e32 v5, -4.0
v_exp_f32_e32 v5, 0.5
v_exp_f32_e32 v5, m0
v_exp_f32_e32 v5, 0x3e8
v_exp_f32_e32 v5, vcc_hi
v_exp_f32_e64 v5, v1
v_exp_f32_e64 v5, s20
v_exp_f32_e64 v5, v1
v_exp_f32_e64 v5, 0.15915494
v_exp_f32_e64 v5, -v1 clamp mul:2
v_exp_f32_e64 v5, v10 mul:4
v_exp_f32_e64 v5, v10 div:2
v_log_f32_e32 v5, v1
v_log_f32_e32 v5, s4
v_log_f32_e32 v5, -4.0
v_log_f32_e32 v5, 0.5
v_log_f32_e32 v5, m0
v_log_f32_e32 v5, 0x3e8
v_log_f32_e32 v5, vcc_hi
v_log_f32_e64 v5, v1
v_log_f32_e64 v5, s20
v_log_f32_e64 v5, v1
v_log_f32_e64 v5, 0.15915494
v_log_f32_e64 v5, -v1 clamp mul:2
v_log_f32_e64 v5, v10 mul:4
v_log_f32_e64 v5, v10 div:2
v_rcp_f32_e32 v5, v1
v_rcp_f32_e32 v5, s4
v_rcp_f32_e32 v5, -4.0
v_rcp_f32_e32 v5, 0.5
v_rcp_f32_e32 v5, m0
v_rcp_f32_e32 v5, 0x3e8
v_rcp_f32_e32 v5, vcc_hi
v_rcp_f32_e64 v5, v1
v_rcp_f32_e64 v5, s20
v_rcp_f32_e64 v5, v1
v_rcp_f32_e64 v5, 0.15915494
v_rcp_f32_e64 v5, -v1 clamp mul:2
v_rcp_f32_e64 v5, v10 mul:4
v_rcp_f32_e64 v5, v10 div:2
v_rcp_iflag_f32_e32 v5, v1
v_rcp_iflag_f32_e32 v5, s4
v_rcp_iflag_f32_e32 v5, -4.0
v_rcp_iflag_f32_e32 v5, 0.5
v_rcp_iflag_f32_e32 v5, m0
v_rcp_iflag_f32_e32 v5, 0x3e8
v_rcp_iflag_f32_e32 v5, vcc_hi
v_rcp_iflag_f32_e64 v5, v1
v_rcp_iflag_f32_e64 v5, s20
v_rcp_iflag_f32_e64 v5, v1
v_rcp_iflag_f32_e64 v5, 0.15915494
v_rcp_iflag_f32_e64 v5, -v1 clamp mul:2
v_rcp_iflag_f32_e64 v5, v10 mul:4
v_rcp_iflag_f32_e64 v5, v10 div:2
v_rsq_f32_e32 v5, v1
v_rsq_f32_e32 v5, s4
v_rsq_f32_e32 v5, -4.0
v_rsq_f32_e32 v5, 0.5
v_rsq_f32_e32 v5, m0
v_rsq_f32_e32 v5, 0x3e8
v_rsq_f32_e32 v5, vcc_hi
v_rsq_f32_e64 v5, v1
v_rsq_f32_e64 v5, s20
v_rsq_f32_e64 v5, v1
v_rsq_f32_e64 v5, 0.15915494
v_rsq_f32_e64 v5, -v1 clamp mul:2
v_rsq_f32_e64 v5, v10 mul:4
v_rsq_f32_e64 v5, v10 div:2
v_sqrt_f32_e32 v5, v1
v_sqrt_f32_e32 v5, s4
v_sqrt_f32_e32 v5, -4.0
v_sqrt_f32_e32 v5, 0.5
v_sqrt_f32_e32 v5, m0
v_sqrt_f32_e32 v5, 0x3e8
v_sqrt_f32_e32 v5, vcc_hi
v_sqrt_f32_e64 v5, v1
v_sqrt_f32_e64 v5, s20
v_sqrt_f32_e64 v5, v1
v_sqrt_f32_e64 v5, 0.15915494
v_sqrt_f32_e64 v5, -v1 clamp mul:2
v_sqrt_f32_e64 v5, v10 mul:4
v_sqrt_f32_e64 v5, v10 div:2
v_sin_f32_e32 v5, v1
v_sin_f32_e32 v5, s4
v_sin_f32_e32 v5, -4.0
v_sin_f32_e32 v5, 0.5
v_sin_f32_e32 v5, m0
v_sin_f32_e32 v5, 0x3e8
v_sin_f32_e32 v5, vcc_hi
v_sin_f32_e64 v5, v1
v_sin_f32_e64 v5, s20
v_sin_f32_e64 v5, v1
v_sin_f32_e64 v5, 0.15915494
v_sin_f32_e64 v5, -v1 clamp mul:2
v_sin_f32_e64 v5, v10 mul:4
v_sin_f32_e64 v5, v10 div:2
v_cos_f32_e32 v5, v1
v_cos_f32_e32 v5, s4
v_cos_f32_e32 v5, -4.0
v_cos_f32_e32 v5, 0.5
v_cos_f32_e32 v5, m0
v_cos_f32_e32 v5, 0x3e8
v_cos_f32_e32 v5, vcc_hi
v_cos_f32_e64 v5, v1
v_cos_f32_e64 v5, s20
v_cos_f32_e64 v5, v1
v_cos_f32_e64 v5, 0.15915494
v_cos_f32_e64 v5, -v1 clamp mul:2
v_cos_f32_e64 v5, v10 mul:4
v_cos_f32_e64 v5, v10 div:2
v_rcp_f64_e32 v[5:6], v[1:2]
v_rcp_f64_e32 v[5:6], s[4:5]
v_rcp_f64_e32 v[5:6], -4.0
v_rcp_f64_e32 v[5:6], 0.5
v_rcp_f64_e32 v[5:6], exec
v_rcp_f64_e64 v[5:6], v[1:2]
v_rcp_f64_e64 v[5:6], s[20:21]
v_rcp_f64_e64 v[5:6], v[1:2]
v_rcp_f64_e64 v[5:6], -v[1:2] clamp mul:2
v_rcp_f64_e64 v[5:6], v[10:11] mul:4
v_rcp_f64_e64 v[5:6], v[10:11] div:2
v_rsq_f64_e32 v[5:6], v[1:2]
v_rsq_f64_e32 v[5:6], s[4:5]
v_rsq_f64_e32 v[5:6], -4.0
v_rsq_f64_e32 v[5:6], 0.5
v_rsq_f64_e32 v[5:6], exec
v_rsq_f64_e64 v[5:6], v[1:2]
v_rsq_f64_e64 v[5:6], s[20:21]
v_rsq_f64_e64 v[5:6], v[1:2]
v_rsq_f64_e64 v[5:6], -v[1:2] clamp mul:2
v_rsq_f64_e64 v[5:6], v[10:11] mul:4
v_rsq_f64_e64 v[5:6], v[10:11] div:2
v_sqrt_f64_e32 v[5:6], v[1:2]
v_sqrt_f64_e32 v[5:6], s[4:5]
v_sqrt_f64_e32 v[5:6], -4.0
v_sqrt_f64_e32 v[5:6], 0.5
v_sqrt_f64_e32 v[5:6], exec
v_sqrt_f64_e64 v[5:6], v[1:2]
v_sqrt_f64_e64 v[5:6], s[20:21]
v_sqrt_f64_e64 v[5:6], v[1:2]
v_sqrt_f64_e64 v[5:6], -v[1:2] clamp mul:2
v_sqrt_f64_e64 v[5:6], v[10:11] mul:4
v_sqrt_f64_e64 v[5:6], v[10:11] div:2
v_trunc_f64_e32 v[5:6], v[1:2]
v_trunc_f64_e32 v[5:6], s[4:5]
v_trunc_f64_e32 v[5:6], -4.0
v_trunc_f64_e32 v[5:6], 0.5
v_trunc_f64_e32 v[5:6], exec
v_trunc_f64_e64 v[5:6], v[1:2]
v_trunc_f64_e64 v[5:6], s[20:21]
v_trunc_f64_e64 v[5:6], v[1:2]
v_trunc_f64_e64 v[5:6], -v[1:2] clamp mul:2
v_trunc_f64_e64 v[5:6], v[10:11] mul:4
v_trunc_f64_e64 v[5:6], v[10:11] div:2
v_ceil_f64_e32 v[5:6], v[1:2]
v_ceil_f64_e32 v[5:6], s[4:5]
v_ceil_f64_e32 v[5:6], -4.0
v_ceil_f64_e32 v[5:6], 0.5
v_ceil_f64_e32 v[5:6], exec
v_ceil_f64_e64 v[5:6], v[1:2]
v_ceil_f64_e64 v[5:6], s[20:21]
v_ceil_f64_e64 v[5:6], v[1:2]
v_ceil_f64_e64 v[5:6], -v[1:2] clamp mul:2
v_ceil_f64_e64 v[5:6], v[10:11] mul:4
v_ceil_f64_e64 v[5:6], v[10:11] div:2
v_rndne_f64_e32 v[5:6], v[1:2]
v_rndne_f64_e32 v[5:6], s[4:5]
v_rndne_f64_e32 v[5:6], -4.0
v_rndne_f64_e32 v[5:6], 0.5
v_rndne_f64_e32 v[5:6], exec
v_rndne_f64_e64 v[5:6], v[1:2]
v_rndne_f64_e64 v[5:6], s[20:21]
v_rndne_f64_e64 v[5:6], v[1:2]
v_rndne_f64_e64 v[5:6], -v[1:2] clamp mul:2
v_rndne_f64_e64 v[5:6], v[10:11] mul:4
v_rndne_f64_e64 v[5:6], v[10:11] div:2
v_floor_f64_e32 v[5:6], v[1:2]
v_floor_f64_e32 v[5:6], s[4:5]
v_floor_f64_e32 v[5:6], -4.0
v_floor_f64_e32 v[5:6], 0.5
v_floor_f64_e32 v[5:6], exec
v_floor_f64_e64 v[5:6], v[1:2]
v_floor_f64_e64 v[5:6], s[20:21]
v_floor_f64_e64 v[5:6], v[1:2]
v_floor_f64_e64 v[5:6], -v[1:2] clamp mul:2
v_floor_f64_e64 v[5:6], v[10:11] mul:4
v_floor_f64_e64 v[5:6], v[10:11] div:2
v_fract_f64_e32 v[5:6], v[1:2]
v_fract_f64_e32 v[5:6], s[4:5]
v_fract_f64_e32 v[5:6], -4.0
v_fract_f64_e32 v[5:6], 0.5
v_fract_f64_e32 v[5:6], exec
v_fract_f64_e64 v[5:6], v[1:2]
v_fract_f64_e64 v[5:6], s[20:21]
v_fract_f64_e64 v[5:6], v[1:2]
v_fract_f64_e64 v[5:6], -v[1:2] clamp mul:2
v_fract_f64_e64 v[5:6], v[10:11] mul:4
v_fract_f64_e64 v[5:6], v[10:11] div:2
v_not_b32_e32 v5, v1
v_not_b32_e32 v5, s4
v_not_b32_e32 v5, -16
v_not_b32_e32 v5, 64
v_not_b32_e32 v5, m0
v_not_b32_e32 v5, 0x3e8
v_not_b32_e32 v5, vcc_hi
v_not_b32_e64 v5, v1
v_not_b32_e64 v5, s20
v_not_b32_e64 v5, v1
v_not_b32_e64 v5, -5
v_bfrev_b32_e32 v5, v1
v_bfrev_b32_e32 v5, s4
v_bfrev_b32_e32 v5, -16
v_bfrev_b32_e32 v5, 64
v_bfrev_b32_e32 v5, m0
v_bfrev_b32_e32 v5, 0x3e8
v_bfrev_b32_e32 v5, vcc_hi
v_bfrev_b32_e64 v5, v1
v_bfrev_b32_e64 v5, s20
v_bfrev_b32_e64 v5, v1
v_bfrev_b32_e64 v5, -5
v_ffbh_u32_e32 v5, v1
v_ffbh_u32_e32 v5, s4
v_ffbh_u32_e32 v5, -16
v_ffbh_u32_e32 v5, 64
v_ffbh_u32_e32 v5, m0
v_ffbh_u32_e32 v5, 0x3e8
v_ffbh_u32_e32 v5, vcc_hi
v_ffbh_u32_e64 v5, v1
v_ffbh_u32_e64 v5, s20
v_ffbh_u32_e64 v5, v1
v_ffbh_u32_e64 v5, -5
v_ffbl_b32_e32 v5, v1
v_ffbl_b32_e32 v5, s4
v_ffbl_b32_e32 v5, -16
v_ffbl_b32_e32 v5, 64
v_ffbl_b32_e32 v5, m0
v_ffbl_b32_e32 v5, 0x3e8
v_ffbl_b32_e32 v5, vcc_hi
v_ffbl_b32_e64 v5, v1
v_ffbl_b32_e64 v5, s20
v_ffbl_b32_e64 v5, v1
v_ffbl_b32_e64 v5, -5
v_ffbh_i32_e32 v5, v1
v_ffbh_i32_e32 v5, s4
v_ffbh_i32_e32 v5, -16
v_ffbh_i32_e32 v5, 64
v_ffbh_i32_e32 v5, m0
v_ffbh_i32_e32 v5, 0x3e8
v_ffbh_i32_e32 v5, vcc_hi
v_ffbh_i32_e64 v5, v1
v_ffbh_i32_e64 v5, s20
v_ffbh_i32_e64 v5, v1
v_ffbh_i32_e64 v5, -5
v_frexp_exp_i32_f32_e32 v5, v1
v_frexp_exp_i32_f32_e32 v5, s4
v_frexp_exp_i32_f32_e32 v5, -4.0
v_frexp_exp_i32_f32_e32 v5, 0.5
v_frexp_exp_i32_f32_e32 v5, m0
v_frexp_exp_i32_f32_e32 v5, 0x3e8
v_frexp_exp_i32_f32_e32 v5, vcc_hi
v_frexp_exp_i32_f32_e64 v5, v1
v_frexp_exp_i32_f32_e64 v5, s20
v_frexp_exp_i32_f32_e64 v5, v1
v_frexp_exp_i32_f32_e64 v5, 0.15915494
v_frexp_exp_i32_f32_e64 v5, -v1 clamp
v_frexp_mant_f32_e32 v5, v1
v_frexp_mant_f32_e32 v5, s4
v_frexp_mant_f32_e32 v5, -4.0
v_frexp_mant_f32_e32 v5, 0.5
v_frexp_mant_f32_e32 v5, m0
v_frexp_mant_f32_e32 v5, 0x3e8
v_frexp_mant_f32_e32 v5, vcc_hi
v_frexp_mant_f32_e64 v5, v1
v_frexp_mant_f32_e64 v5, s20
v_frexp_mant_f32_e64 v5, v1
v_frexp_mant_f32_e64 v5, 0.15915494
v_frexp_mant_f32_e64 v5, -v1 clamp mul:2
v_frexp_mant_f32_e64 v5, v10 mul:4
v_frexp_mant_f32_e64 v5, v10 div:2
v_frexp_exp_i32_f64_e32 v5, v[1:2]
v_frexp_exp_i32_f64_e32 v5, s[4:5]
v_frexp_exp_i32_f64_e32 v5, -4.0
v_frexp_exp_i32_f64_e32 v5, 0.5
v_frexp_exp_i32_f64_e32 v5, exec
v_frexp_exp_i32_f64_e64 v5, v[1:2]
v_frexp_exp_i32_f64_e64 v5, s[20:21]
v_frexp_exp_i32_f64_e64 v5, v[1:2]
v_frexp_exp_i32_f64_e64 v5, -v[1:2] clamp
v_frexp_mant_f64_e32 v[5:6], v[1:2]
v_frexp_mant_f64_e32 v[5:6], s[4:5]
v_frexp_mant_f64_e32 v[5:6], -4.0
v_frexp_mant_f64_e32 v[5:6], 0.5
v_frexp_mant_f64_e32 v[5:6], exec
v_frexp_mant_f64_e64 v[5:6], v[1:2]
v_frexp_mant_f64_e64 v[5:6], s[20:21]
v_frexp_mant_f64_e64 v[5:6], v[1:2]
v_frexp_mant_f64_e64 v[5:6], -v[1:2] clamp mul:2
v_frexp_mant_f64_e64 v[5:6], v[10:11] mul:4
v_frexp_mant_f64_e64 v[5:6], v[10:11] div:2
v_rcp_f16_e32 v5, v1
v_rcp_f16_e32 v5, s4
v_rcp_f16_e32 v5, -4.0
v_rcp_f16_e32 v5, 0.5
v_rcp_f16_e32 v5, m0
v_rcp_f16_e32 v5, 0x3e8
v_rcp_f16_e32 v5, vcc_hi
v_rcp_f16_e64 v5, v1
v_rcp_f16_e64 v5, s20
v_rcp_f16_e64 v5, v1
v_rcp_f16_e64 v5, 0.15915494
v_rcp_f16_e64 v5, -v1 clamp mul:2
v_rcp_f16_e64 v5, v10 mul:4
v_rcp_f16_e64 v5, v10 div:2
v_sqrt_f16_e32 v5, v1
v_sqrt_f16_e32 v5, s4
v_sqrt_f16_e32 v5, -4.0
v_sqrt_f16_e32 v5, 0.5
v_sqrt_f16_e32 v5, m0
v_sqrt_f16_e32 v5, 0x3e8
v_sqrt_f16_e32 v5, vcc_hi
v_sqrt_f16_e64 v5, v1
v_sqrt_f16_e64 v5, s20
v_sqrt_f16_e64 v5, v1
v_sqrt_f16_e64 v5, 0.15915494
v_sqrt_f16_e64 v5, -v1 clamp mul:2
v_sqrt_f16_e64 v5, v10 mul:4
v_sqrt_f16_e64 v5, v10 div:2
v_rsq_f16_e32 v5, v1
v_rsq_f16_e32 v5, s4
v_rsq_f16_e32 v5, -4.0
v_rsq_f16_e32 v5, 0.5
v_rsq_f16_e32 v5, m0
v_rsq_f16_e32 v5, 0x3e8
v_rsq_f16_e32 v5, vcc_hi
v_rsq_f16_e64 v5, v1
v_rsq_f16_e64 v5, s20
v_rsq_f16_e64 v5, v1
v_rsq_f16_e64 v5, 0.15915494
v_rsq_f16_e64 v5, -v1 clamp mul:2
v_rsq_f16_e64 v5, v10 mul:4
v_rsq_f16_e64 v5, v10 div:2
v_cvt_f16_u16_e32 v5, v1
v_cvt_f16_u16_e32 v5, s4
v_cvt_f16_u16_e32 v5, -16
v_cvt_f16_u16_e32 v5, 64
v_cvt_f16_u16_e32 v5, m0
v_cvt_f16_u16_e32 v5, 0x3e8
v_cvt_f16_u16_e32 v5, vcc_hi
v_cvt_f16_u16_e64 v5, v1
v_cvt_f16_u16_e64 v5, s20
v_cvt_f16_u16_e64 v5, v1
v_cvt_f16_u16_e64 v5, -5
v_cvt_f16_u16_e64 v5, v1 clamp
v_cvt_f16_u16_e64 v5, v1 clamp mul:4
v_cvt_f16_i16_e32 v5, v1
v_cvt_f16_i16_e32 v5, s4
v_cvt_f16_i16_e32 v5, -16
v_cvt_f16_i16_e32 v5, 64
v_cvt_f16_i16_e32 v5, m0
v_cvt_f16_i16_e32 v5, 0x3e8
v_cvt_f16_i16_e32 v5, vcc_hi
v_cvt_f16_i16_e64 v5, v1
v_cvt_f16_i16_e64 v5, s20
v_cvt_f16_i16_e64 v5, v1
v_cvt_f16_i16_e64 v5, -5
v_cvt_f16_i16_e64 v5, v1 clamp
v_cvt_f16_i16_e64 v5, v1 clamp mul:4
v_cvt_u16_f16_e32 v5, v1
v_cvt_u16_f16_e32 v5, s4
v_cvt_u16_f16_e32 v5, -4.0
v_cvt_u16_f16_e32 v5, 0.5
v_cvt_u16_f16_e32 v5, m0
v_cvt_u16_f16_e32 v5, 0x3e8
v_cvt_u16_f16_e32 v5, vcc_hi
v_cvt_u16_f16_e64 v5, v1
v_cvt_u16_f16_e64 v5, s20
v_cvt_u16_f16_e64 v5, v1
v_cvt_u16_f16_e64 v5, 0.15915494
v_cvt_u16_f16_e64 v5, -v1 clamp mul:2
v_cvt_u16_f16_e64 v5, v10 mul:4
v_cvt_u16_f16_e64 v5, v10 div:2
v_cvt_i16_f16_e32 v5, v1
v_cvt_i16_f16_e32 v5, s4
v_cvt_i16_f16_e32 v5, -4.0
v_cvt_i16_f16_e32 v5, 0.5
v_cvt_i16_f16_e32 v5, m0
v_cvt_i16_f16_e32 v5, 0x3e8
v_cvt_i16_f16_e32 v5, vcc_hi
v_cvt_i16_f16_e64 v5, v1
v_cvt_i16_f16_e64 v5, s20
v_cvt_i16_f16_e64 v5, v1
v_cvt_i16_f16_e64 v5, 0.15915494
v_cvt_i16_f16_e64 v5, -v1 clamp mul:2
v_cvt_i16_f16_e64 v5, v10 mul:4
v_cvt_i16_f16_e64 v5, v10 div:2
v_cndmask_b32_e32 v5, v1, v255, vcc
v_cndmask_b32_e32 v5, -4.0, v255, vcc
v_cndmask_b32_e32 v5, 0.5, v255, vcc
v_cndmask_b32_e64 v5, v1, v3, s[10:11]
v_cndmask_b32_e64 v5, v1, -1.0, s[10:11]
v_cndmask_b32_e64 v5, v1, v3, s[10:11]
v_cndmask_b32_e64 v5, -v1, |v3|, s[10:11]
v_add_f32_e32 v5, v1, v255
v_add_f32_e32 v5, s4, v255
v_add_f32_e32 v5, -4.0, v255
v_add_f32_e32 v5, 0.5, v255
v_add_f32_e32 v5, m0, v255
v_add_f32_e32 v5, 0x3e8, v255
v_add_f32_e32 v5, vcc_hi, v255
v_add_f32_e64 v5, v1, v3
v_add_f32_e64 v5, s20, v102
v_add_f32_e64 v5, v1, -1.0
v_add_f32_e64 v5, v1, 0.15915494
v_add_f32_e64 v5, -v1, |v3| clamp mul:2
v_add_f32_e64 v5, v10, v12 mul:4
v_add_f32_e64 v5, v10, v12 div:2
v_sub_f32_e32 v5, v1, v255
v_sub_f32_e32 v5, s4, v255
v_sub_f32_e32 v5, -4.0, v255
v_sub_f32_e32 v5, 0.5, v255
v_sub_f32_e32 v5, m0, v255
v_sub_f32_e32 v5, 0x3e8, v255
v_sub_f32_e32 v5, vcc_hi, v255
v_sub_f32_e64 v5, v1, v3
v_sub_f32_e64 v5, s20, v102
v_sub_f32_e64 v5, v1, -1.0
v_sub_f32_e64 v5, v1, 0.15915494
v_sub_f32_e64 v5, -v1, |v3| clamp mul:2
v_sub_f32_e64 v5, v10, v12 mul:4
v_sub_f32_e64 v5, v10, v12 div:2
v_subrev_f32_e32 v5, v1, v255
v_subrev_f32_e32 v5, s4, v255
v_subrev_f32_e32 v5, -4.0, v255
v_subrev_f32_e32 v5, 0.5, v255
v_subrev_f32_e32 v5, m0, v255
v_subrev_f32_e32 v5, 0x3e8, v255
v_subrev_f32_e32 v5, vcc_hi, v255
v_subrev_f32_e64 v5, v1, v3
v_subrev_f32_e64 v5, s20, v102
v_subrev_f32_e64 v5, v1, -1.0
v_subrev_f32_e64 v5, v1, 0.15915494
v_subrev_f32_e64 v5, -v1, |v3| clamp mul:2
v_subrev_f32_e64 v5, v10, v12 mul:4
v_subrev_f32_e64 v5, v10, v12 div:2
v_mul_legacy_f32_e32 v5, v1, v255
v_mul_legacy_f32_e32 v5, s4, v255
v_mul_legacy_f32_e32 v5, -4.0, v255
v_mul_legacy_f32_e32 v5, 0.5, v255
v_mul_legacy_f32_e32 v5, m0, v255
v_mul_legacy_f32_e32 v5, 0x3e8, v255
v_mul_legacy_f32_e32 v5, vcc_hi, v255
v_mul_legacy_f32_e64 v5, v1, v3
v_mul_legacy_f32_e64 v5, s20, v102
v_mul_legacy_f32_e64 v5, v1, -1.0
v_mul_legacy_f32_e64 v5, v1, 0.15915494
v_mul_legacy_f32_e64 v5, -v1, |v3| clamp mul:2
v_mul_legacy_f32_e64 v5, v10, v12 mul:4
v_mul_legacy_f32_e64 v5, v10, v12 div:2
v_mul_f32_e32 v5, v1, v255
v_mul_f32_e32 v5, s4, v255
v_mul_f32_e32 v5, -4.0, v255
v_mul_f32_e32 v5, 0.5, v255
v_mul_f32_e32 v5, m0, v255
v_mul_f32_e32 v5, 0x3e8, v255
v_mul_f32_e32 v5, vcc_hi, v255
v_mul_f32_e64 v5, v1, v3
v_mul_f32_e64 v5, s20, v102
v_mul_f32_e64 v5, v1, -1.0
v_mul_f32_e64 v5, v1, 0.15915494
v_mul_f32_e64 v5, -v1, |v3| clamp mul:2
v_mul_f32_e64 v5, v10, v12 mul:4
v_mul_f32_e64 v5, v10, v12 div:2
v_mul_i32_i24_e32 v5, v1, v255
v_mul_i32_i24_e32 v5, s4, v255
v_mul_i32_i24_e32 v5, -16, v255
v_mul_i32_i24_e32 v5, 64, v255
v_mul_i32_i24_e32 v5, m0, v255
v_mul_i32_i24_e32 v5, 0x3e8, v255
v_mul_i32_i24_e32 v5, vcc_hi, v255
v_mul_i32_i24_e64 v5, v1, v3
v_mul_i32_i24_e64 v5, s20, v102
v_mul_i32_i24_e64 v5, v1, 7
v_mul_i32_i24_e64 v5, v1, -5
v_mul_i32_i24_e64 v5, v1, v3 clamp
v_mul_hi_i32_i24_e32 v5, v1, v255
v_mul_hi_i32_i24_e32 v5, s4, v255
v_mul_hi_i32_i24_e32 v5, -16, v255
v_mul_hi_i32_i24_e32 v5, 64, v255
v_mul_hi_i32_i24_e32 v5, m0, v255
v_mul_hi_i32_i24_e32 v5, 0x3e8, v255
v_mul_hi_i32_i24_e32 v5, vcc_hi, v255
v_mul_hi_i32_i24_e64 v5, v1, v3
v_mul_hi_i32_i24_e64 v5, s20, v102
v_mul_hi_i32_i24_e64 v5, v1, 7
v_mul_hi_i32_i24_e64 v5, v1, -5
v_mul_u32_u24_e32 v5, v1, v255
v_mul_u32_u24_e32 v5, s4, v255
v_mul_u32_u24_e32 v5, -16, v255
v_mul_u32_u24_e32 v5, 64, v255
v_mul_u32_u24_e32 v5, m0, v255
v_mul_u32_u24_e32 v5, 0x3e8, v255
v_mul_u32_u24_e32 v5, vcc_hi, v255
v_mul_u32_u24_e64 v5, v1, v3
v_mul_u32_u24_e64 v5, s20, v102
v_mul_u32_u24_e64 v5, v1, 7
v_mul_u32_u24_e64 v5, v1, -5
v_mul_u32_u24_e64 v5, v1, v3 clamp
v_mul_hi_u32_u24_e32 v5, v1, v255
v_mul_hi_u32_u24_e32 v5, s4, v255
v_mul_hi_u32_u24_e32 v5, -16, v255
v_mul_hi_u32_u24_e32 v5, 64, v255
v_mul_hi_u32_u24_e32 v5, m0, v255
v_mul_hi_u32_u24_e32 v5, 0x3e8, v255
v_mul_hi_u32_u24_e32 v5, vcc_hi, v255
v_mul_hi_u32_u24_e64 v5, v1, v3
v_mul_hi_u32_u24_e64 v5, s20, v102
v_mul_hi_u32_u24_e64 v5, v1, 7
v_mul_hi_u32_u24_e64 v5, v1, -5
v_min_f32_e32 v5, v1, v255
v_min_f32_e32 v5, s4, v255
v_min_f32_e32 v5, -4.0, v255
v_min_f32_e32 v5, 0.5, v255
v_min_f32_e32 v5, m0, v255
v_min_f32_e32 v5, 0x3e8, v255
v_min_f32_e32 v5, vcc_hi, v255
v_min_f32_e64 v5, v1, v3
v_min_f32_e64 v5, s20, v102
v_min_f32_e64 v5, v1, -1.0
v_min_f32_e64 v5, v1, 0.15915494
v_min_f32_e64 v5, -v1, |v3| clamp mul:2
v_min_f32_e64 v5, v10, v12 mul:4
v_min_f32_e64 v5, v10, v12 div:2
v_max_f32_e32 v5, v1, v255
v_max_f32_e32 v5, s4, v255
v_max_f32_e32 v5, -4.0, v255
v_max_f32_e32 v5, 0.5, v255
v_max_f32_e32 v5, m0, v255
v_max_f32_e32 v5, 0x3e8, v255
v_max_f32_e32 v5, vcc_hi, v255
v_max_f32_e64 v5, v1, v3
v_max_f32_e64 v5, s20, v102
v_max_f32_e64 v5, v1, -1.0
v_max_f32_e64 v5, v1, 0.15915494
v_max_f32_e64 v5, -v1, |v3| clamp mul:2
v_max_f32_e64 v5, v10, v12 mul:4
v_max_f32_e64 v5, v10, v12 div:2
v_min_i32_e32 v5, v1, v255
v_min_i32_e32 v5, s4, v255
v_min_i32_e32 v5, -16, v255
v_min_i32_e32 v5, 64, v255
v_min_i32_e32 v5, m0, v255
v_min_i32_e32 v5, 0x3e8, v255
v_min_i32_e32 v5, vcc_hi, v255
v_min_i32_e64 v5, v1, v3
v_min_i32_e64 v5, s20, v102
v_min_i32_e64 v5, v1, 7
v_min_i32_e64 v5, v1, -5
v_max_i32_e32 v5, v1, v255
v_max_i32_e32 v5, s4, v255
v_max_i32_e32 v5, -16, v255
v_max_i32_e32 v5, 64, v255
v_max_i32_e32 v5, m0, v255
v_max_i32_e32 v5, 0x3e8, v255
v_max_i32_e32 v5, vcc_hi, v255
v_max_i32_e64 v5, v1, v3
v_max_i32_e64 v5, s20, v102
v_max_i32_e64 v5, v1, 7
v_max_i32_e64 v5, v1, -5
v_min_u32_e32 v5, v1, v255
v_min_u32_e32 v5, s4, v255
v_min_u32_e32 v5, -16, v255
v_min_u32_e32 v5, 64, v255
v_min_u32_e32 v5, m0, v255
v_min_u32_e32 v5, 0x3e8, v255
v_min_u32_e32 v5, vcc_hi, v255
v_min_u32_e64 v5, v1, v3
v_min_u32_e64 v5, s20, v102
v_min_u32_e64 v5, v1, 7
v_min_u32_e64 v5, v1, -5
v_max_u32_e32 v5, v1, v255
v_max_u32_e32 v5, s4, v255
v_max_u32_e32 v5, -16, v255
v_max_u32_e32 v5, 64, v255
v_max_u32_e32 v5, m0, v255
v_max_u32_e32 v5, 0x3e8, v255
v_max_u32_e32 v5, vcc_hi, v255
v_max_u32_e64 v5, v1, v3
v_max_u32_e64 v5, s20, v102
v_max_u32_e64 v5, v1, 7
v_max_u32_e64 v5, v1, -5
v_lshrrev_b32_e32 v5, v1, v255
v_lshrrev_b32_e32 v5, s4, v255
v_lshrrev_b32_e32 v5, -16, v255
v_lshrrev_b32_e32 v5, 64, v255
v_lshrrev_b32_e32 v5, m0, v255
v_lshrrev_b32_e32 v5, 0x3e8, v255
v_lshrrev_b32_e32 v5, vcc_hi, v255
v_lshrrev_b32_e64 v5, v1, v3
v_lshrrev_b32_e64 v5, s20, v102
v_lshrrev_b32_e64 v5, v1, 7
v_lshrrev_b32_e64 v5, v1, -5
v_ashrrev_i32_e32 v5, v1, v255
v_ashrrev_i32_e32 v5, s4, v255
v_ashrrev_i32_e32 v5, -16, v255
v_ashrrev_i32_e32 v5, 64, v255
v_ashrrev_i32_e32 v5, m0, v255
v_ashrrev_i32_e32 v5, 0x3e8, v255
v_ashrrev_i32_e32 v5, vcc_hi, v255
v_ashrrev_i32_e64 v5, v1, v3
v_ashrrev_i32_e64 v5, s20, v102
v_ashrrev_i32_e64 v5, v1, 7
v_ashrrev_i32_e64 v5, v1, -5
v_lshlrev_b32_e32 v5, v1, v255
v_lshlrev_b32_e32 v5, s4, v255
v_lshlrev_b32_e32 v5, -16, v255
v_lshlrev_b32_e32 v5, 64, v255
v_lshlrev_b32_e32 v5, m0, v255
v_lshlrev_b32_e32 v5, 0x3e8, v255
v_lshlrev_b32_e32 v5, vcc_hi, v255
v_lshlrev_b32_e64 v5, v1, v3
v_lshlrev_b32_e64 v5, s20, v102
v_lshlrev_b32_e64 v5, v1, 7
v_lshlrev_b32_e64 v5, v1, -5
v_and_b32_e32 v5, v1, v255
v_and_b32_e32 v5, s4, v255
v_and_b32_e32 v5, -16, v255
v_and_b32_e32 v5, 64, v255
v_and_b32_e32 v5, m0, v255
v_and_b32_e32 v5, 0x3e8, v255
v_and_b32_e32 v5, vcc_hi, v255
v_and_b32_e64 v5, v1, v3
v_and_b32_e64 v5, s20, v102
v_and_b32_e64 v5, v1, 7
v_and_b32_e64 v5, v1, -5
v_or_b32_e32 v5, v1, v255
v_or_b32_e32 v5, s4, v255
v_or_b32_e32 v5, -16, v255
v_or_b32_e32 v5, 64, v255
v_or_b32_e32 v5, m0, v255
v_or_b32_e32 v5, 0x3e8, v255
v_or_b32_e32 v5, vcc_hi, v255
v_or_b32_e64 v5, v1, v3
v_or_b32_e64 v5, s20, v102
v_or_b32_e64 v5, v1, 7
v_or_b32_e64 v5, v1, -5
v_xor_b32_e32 v5, v1, v255
v_xor_b32_e32 v5, s4, v255
v_xor_b32_e32 v5, -16, v255
v_xor_b32_e32 v5, 64, v255
v_xor_b32_e32 v5, m0, v255
v_xor_b32_e32 v5, 0x3e8, v255
v_xor_b32_e32 v5, vcc_hi, v255
v_xor_b32_e64 v5, v1, v3
v_xor_b32_e64 v5, s20, v102
v_xor_b32_e64 v5, v1, 7
v_xor_b32_e64 v5, v1, -5
v_mac_f32_e32 v5, v1, v255
v_mac_f32_e32 v5, s4, v255
v_mac_f32_e32 v5, -4.0, v255
v_mac_f32_e32 v5, 0.5, v255
v_mac_f32_e32 v5, m0, v255
v_mac_f32_e32 v5, 0x3e8, v255
v_mac_f32_e32 v5, vcc_hi, v255
v_mac_f32_e64 v5, v1, v3
v_mac_f32_e64 v5, s20, v102
v_mac_f32_e64 v5, v1, -1.0
v_mac_f32_e64 v5, v1, 0.15915494
v_mac_f32_e64 v5, -v1, |v3| clamp mul:2
v_mac_f32_e64 v5, v10, v12 mul:4
v_mac_f32_e64 v5, v10, v12 div:2
v_madmk_f32 v5, v1, 0x41200000, v255
v_madmk_f32 v5, -4.0, 0x41200000, v255
v_madmk_f32 v5, 0.5, 0x41200000, v255
v_madmk_f32 v5, 0x41200000, 0x41200000, v255
v_madak_f32 v5, v1, v255, 0x41200000
v_madak_f32 v5, -4.0, v255, 0x41200000
v_madak_f32 v5, 0.5, v255, 0x41200000
v_madak_f32 v5, 0x41200000, v255, 0x41200000
v_add_co_u32_e32 v5, vcc, v1, v255
v_add_co_u32_e32 v5, vcc, s4, v255
v_add_co_u32_e32 v5, vcc, -16, v255
v_add_co_u32_e32 v5, vcc, 64, v255
v_add_co_u32_e32 v5, vcc, m0, v255
v_add_co_u32_e32 v5, vcc, 0x3e8, v255
v_add_co_u32_e32 v5, vcc, vcc_hi, v255
v_add_co_u32_e64 v5, s[10:11], v1, v3
v_add_co_u32_e64 v5, s[10:11], s20, v102
v_add_co_u32_e64 v5, s[10:11], v1, 7
v_add_co_u32_e64 v5, s[10:11], v1, -5
v_add_co_u32_e64 v5, s[10:11], v1, v3 clamp
v_sub_co_u32_e32 v5, vcc, v1, v255
v_sub_co_u32_e32 v5, vcc, s4, v255
v_sub_co_u32_e32 v5, vcc, -16, v255
v_sub_co_u32_e32 v5, vcc, 64, v255
v_sub_co_u32_e32 v5, vcc, m0, v255
v_sub_co_u32_e32 v5, vcc, 0x3e8, v255
v_sub_co_u32_e32 v5, vcc, vcc_hi, v255
v_sub_co_u32_e64 v5, s[10:11], v1, v3
v_sub_co_u32_e64 v5, s[10:11], s20, v102
v_sub_co_u32_e64 v5, s[10:11], v1, 7
v_sub_co_u32_e64 v5, s[10:11], v1, -5
v_sub_co_u32_e64 v5, s[10:11], v1, v3 clamp
v_subrev_co_u32_e32 v5, vcc, v1, v255
v_subrev_co_u32_e32 v5, vcc, s4, v255
v_subrev_co_u32_e32 v5, vcc, -16, v255
v_subrev_co_u32_e32 v5, vcc, 64, v255
v_subrev_co_u32_e32 v5, vcc, m0, v255
v_subrev_co_u32_e32 v5, vcc, 0x3e8, v255
v_subrev_co_u32_e32 v5, vcc, vcc_hi, v255
v_subrev_co_u32_e64 v5, s[10:11], v1, v3
v_subrev_co_u32_e64 v5, s[10:11], s20, v102
v_subrev_co_u32_e64 v5, s[10:11], v1, 7
v_subrev_co_u32_e64 v5, s[10:11], v1, -5
v_subrev_co_u32_e64 v5, s[10:11], v1, v3 clamp
v_addc_co_u32_e32 v5, vcc, v1, v255, vcc
v_addc_co_u32_e32 v5, vcc, -16, v255, vcc
v_addc_co_u32_e32 v5, vcc, 64, v255, vcc
v_addc_co_u32_e64 v5, s[10:11], v1, v3, s[10:11]
v_addc_co_u32_e64 v5, s[10:11], v1, 7, s[10:11]
v_addc_co_u32_e64 v5, s[10:11], v1, v3, s[10:11]
v_addc_co_u32_e64 v5, s[10:11], v1, v3, s[10:11] clamp
v_subb_co_u32_e32 v5, vcc, v1, v255, vcc
v_subb_co_u32_e32 v5, vcc, -16, v255, vcc
v_subb_co_u32_e32 v5, vcc, 64, v255, vcc
v_subb_co_u32_e64 v5, s[10:11], v1, v3, s[10:11]
v_subb_co_u32_e64 v5, s[10:11], v1, 7, s[10:11]
v_subb_co_u32_e64 v5, s[10:11], v1, v3, s[10:11]
v_subb_co_u32_e64 v5, s[10:11], v1, v3, s[10:11] clamp
v_subbrev_co_u32_e32 v5, vcc, v1, v255, vcc
v_subbrev_co_u32_e32 v5, vcc, -16, v255, vcc
v_subbrev_co_u32_e32 v5, vcc, 64, v255, vcc
v_subbrev_co_u32_e64 v5, s[10:11], v1, v3, s[10:11]
v_subbrev_co_u32_e64 v5, s[10:11], v1, 7, s[10:11]
v_subbrev_co_u32_e64 v5, s[10:11], v1, v3, s[10:11]
v_subbrev_co_u32_e64 v5, s[10:11], v1, v3, s[10:11] clamp
v_add_u32_e32 v5, v1, v255
v_add_u32_e32 v5, s4, v255
v_add_u32_e32 v5, -16, v255
v_add_u32_e32 v5, 64, v255
v_add_u32_e32 v5, m0, v255
v_add_u32_e32 v5, 0x3e8, v255
v_add_u32_e32 v5, vcc_hi, v255
v_add_u32_e64 v5, v1, v3
v_add_u32_e64 v5, s20, v102
v_add_u32_e64 v5, v1, 7
v_add_u32_e64 v5, v1, -5
v_add_u32_e64 v5, v1, v3 clamp
v_sub_u32_e32 v5, v1, v255
v_sub_u32_e32 v5, s4, v255
v_sub_u32_e32 v5, -16, v255
v_sub_u32_e32 v5, 64, v255
v_sub_u32_e32 v5, m0, v255
v_sub_u32_e32 v5, 0x3e8, v255
v_sub_u32_e32 v5, vcc_hi, v255
v_sub_u32_e64 v5, v1, v3
v_sub_u32_e64 v5, s20, v102
v_sub_u32_e64 v5, v1, 7
v_sub_u32_e64 v5, v1, -5
v_sub_u32_e64 v5, v1, v3 clamp
v_subrev_u32_e32 v5, v1, v255
v_subrev_u32_e32 v5, s4, v255
v_subrev_u32_e32 v5, -16, v255
v_subrev_u32_e32 v5, 64, v255
v_subrev_u32_e32 v5, m0, v255
v_subrev_u32_e32 v5, 0x3e8, v255
v_subrev_u32_e32 v5, vcc_hi, v255
v_subrev_u32_e64 v5, v1, v3
v_subrev_u32_e64 v5, s20, v102
v_subrev_u32_e64 v5, v1, 7
v_subrev_u32_e64 v5, v1, -5
v_subrev_u32_e64 v5, v1, v3 clamp
v_add_f16_e32 v5, v1, v255
v_add_f16_e32 v5, s4, v255
v_add_f16_e32 v5, -4.0, v255
v_add_f16_e32 v5, 0.5, v255
v_add_f16_e32 v5, m0, v255
v_add_f16_e32 v5, 0x3e8, v255
v_add_f16_e32 v5, vcc_hi, v255
v_add_f16_e64 v5, v1, v3
v_add_f16_e64 v5, s20, v102
v_add_f16_e64 v5, v1, -1.0
v_add_f16_e64 v5, v1, 0.15915494
v_add_f16_e64 v5, -v1, |v3| clamp mul:2
v_add_f16_e64 v5, v10, v12 mul:4
v_add_f16_e64 v5, v10, v12 div:2
v_sub_f16_e32 v5, v1, v255
v_sub_f16_e32 v5, s4, v255
v_sub_f16_e32 v5, -4.0, v255
v_sub_f16_e32 v5, 0.5, v255
v_sub_f16_e32 v5, m0, v255
v_sub_f16_e32 v5, 0x3e8, v255
v_sub_f16_e32 v5, vcc_hi, v255
v_sub_f16_e64 v5, v1, v3
v_sub_f16_e64 v5, s20, v102
v_sub_f16_e64 v5, v1, -1.0
v_sub_f16_e64 v5, v1, 0.15915494
v_sub_f16_e64 v5, -v1, |v3| clamp mul:2
v_sub_f16_e64 v5, v10, v12 mul:4
v_sub_f16_e64 v5, v10, v12 div:2
v_mul_f16_e32 v5, v1, v255
v_mul_f16_e32 v5, s4, v255
v_mul_f16_e32 v5, -4.0, v255
v_mul_f16_e32 v5, 0.5, v255
v_mul_f16_e32 v5, m0, v255
v_mul_f16_e32 v5, 0x3e8, v255
v_mul_f16_e32 v5, vcc_hi, v255
v_mul_f16_e64 v5, v1, v3
v_mul_f16_e64 v5, s20, v102
v_mul_f16_e64 v5, v1, -1.0
v_mul_f16_e64 v5, v1, 0.15915494
v_mul_f16_e64 v5, -v1, |v3| clamp mul:2
v_mul_f16_e64 v5, v10, v12 mul:4
v_mul_f16_e64 v5, v10, v12 div:2
v_max_f16_e32 v5, v1, v255
v_max_f16_e32 v5, s4, v255
v_max_f16_e32 v5, -4.0, v255
v_max_f16_e32 v5, 0.5, v255
v_max_f16_e32 v5, m0, v255
v_max_f16_e32 v5, 0x3e8, v255
v_max_f16_e32 v5, vcc_hi, v255
v_max_f16_e64 v5, v1, v3
v_max_f16_e64 v5, s20, v102
v_max_f16_e64 v5, v1, -1.0
v_max_f16_e64 v5, v1, 0.15915494
v_max_f16_e64 v5, -v1, |v3| clamp mul:2
v_max_f16_e64 v5, v10, v12 mul:4
v_max_f16_e64 v5, v10, v12 div:2
v_min_f16_e32 v5, v1, v255
v_min_f16_e32 v5, s4, v255
v_min_f16_e32 v5, -4.0, v255
v_min_f16_e32 v5, 0.5, v255
v_min_f16_e32 v5, m0, v255
v_min_f16_e32 v5, 0x3e8, v255
v_min_f16_e32 v5, vcc_hi, v255
v_min_f16_e64 v5, v1, v3
v_min_f16_e64 v5, s20, v102
v_min_f16_e64 v5, v1, -1.0
v_min_f16_e64 v5, v1, 0.15915494
v_min_f16_e64 v5, -v1, |v3| clamp mul:2
v_min_f16_e64 v5, v10, v12 mul:4
v_min_f16_e64 v5, v10, v12 div:2
v_ldexp_f16_e32 v5, v1, v255
v_ldexp_f16_e32 v5, s4, v255
v_ldexp_f16_e32 v5, -4.0, v255
v_ldexp_f16_e32 v5, 0.5, v255
v_ldexp_f16_e32 v5, m0, v255
v_ldexp_f16_e32 v5, 0x3e8, v255
v_ldexp_f16_e32 v5, vcc_hi, v255
v_ldexp_f16_e64 v5, v1, v3
v_ldexp_f16_e64 v5, s20, v102
v_ldexp_f16_e64 v5, v1, 7
v_ldexp_f16_e64 v5, v1, -5
v_ldexp_f16_e64 v5, -v1, v3 clamp mul:2
v_ldexp_f16_e64 v5, v10, v12 mul:4
v_ldexp_f16_e64 v5, v10, v12 div:2
v_cmp_f_f32_e32 vcc, v1, v255
v_cmp_f_f32_e32 vcc, s4, v255
v_cmp_f_f32_e32 vcc, -4.0, v255
v_cmp_f_f32_e32 vcc, 0.5, v255
v_cmp_f_f32_e32 vcc, m0, v255
v_cmp_f_f32_e32 vcc, 0x3e8, v255
v_cmp_f_f32_e32 vcc, vcc_hi, v255
v_cmp_f_f32_e64 s[10:11], v1, v3
v_cmp_f_f32_e64 s[10:11], s20, v102
v_cmp_f_f32_e64 s[10:11], v1, -1.0
v_cmp_f_f32_e64 s[10:11], v1, 0.15915494
v_cmp_f_f32_e64 s[10:11], -v1, |v3| clamp
v_cmp_lt_f32_e32 vcc, v1, v255
v_cmp_lt_f32_e32 vcc, s4, v255
v_cmp_lt_f32_e32 vcc, -4.0, v255
v_cmp_lt_f32_e32 vcc, 0.5, v255
v_cmp_lt_f32_e32 vcc, m0, v255
v_cmp_lt_f32_e32 vcc, 0x3e8, v255
v_cmp_lt_f32_e32 vcc, vcc_hi, v255
v_cmp_lt_f32_e64 s[10:11], v1, v3
v_cmp_lt_f32_e64 s[10:11], s20, v102
v_cmp_lt_f32_e64 s[10:11], v1, -1.0
v_cmp_lt_f32_e64 s[10:11], v1, 0.15915494
v_cmp_lt_f32_e64 s[10:11], -v1, |v3| clamp
v_cmp_eq_f32_e32 vcc, v1, v255
v_cmp_eq_f32_e32 vcc, s4, v255
v_cmp_eq_f32_e32 vcc, -4.0, v255
v_cmp_eq_f32_e32 vcc, 0.5, v255
v_cmp_eq_f32_e32 vcc, m0, v255
v_cmp_eq_f32_e32 vcc, 0x3e8, v255
v_cmp_eq_f32_e32 vcc, vcc_hi, v255
v_cmp_eq_f32_e64 s[10:11], v1, v3
v_cmp_eq_f32_e64 s[10:11], s20, v102
v_cmp_eq_f32_e64 s[10:11], v1, -1.0
v_cmp_eq_f32_e64 s[10:11], v1, 0.15915494
v_cmp_eq_f32_e64 s[10:11], -v1, |v3| clamp
v_cmp_le_f32_e32 vcc, v1, v255
v_cmp_le_f32_e32 vcc, s4, v255
v_cmp_le_f32_e32 vcc, -4.0, v255
v_cmp_le_f32_e32 vcc, 0.5, v255
v_cmp_le_f32_e32 vcc, m0, v255
v_cmp_le_f32_e32 vcc, 0x3e8, v255
v_cmp_le_f32_e32 vcc, vcc_hi, v255
v_cmp_le_f32_e64 s[10:11], v1, v3
v_cmp_le_f32_e64 s[10:11], s20, v102
v_cmp_le_f32_e64 s[10:11], v1, -1.0
v_cmp_le_f32_e64 s[10:11], v1, 0.15915494
v_cmp_le_f32_e64 s[10:11], -v1, |v3| clamp
v_cmp_gt_f32_e32 vcc, v1, v255
v_cmp_gt_f32_e32 vcc, s4, v255
v_cmp_gt_f32_e32 vcc, -4.0, v255
v_cmp_gt_f32_e32 vcc, 0.5, v255
v_cmp_gt_f32_e32 vcc, m0, v255
v_cmp_gt_f32_e32 vcc, 0x3e8, v255
v_cmp_gt_f32_e32 vcc, vcc_hi, v255
v_cmp_gt_f32_e64 s[10:11], v1, v3
v_cmp_gt_f32_e64 s[10:11], s20, v102
v_cmp_gt_f32_e64 s[10:11], v1, -1.0
v_cmp_gt_f32_e64 s[10:11], v1, 0.15915494
v_cmp_gt_f32_e64 s[10:11], -v1, |v3| clamp
v_cmp_lg_f32_e32 vcc, v1, v255
v_cmp_lg_f32_e32 vcc, s4, v255
v_cmp_lg_f32_e32 vcc, -4.0, v255
v_cmp_lg_f32_e32 vcc, 0.5, v255
v_cmp_lg_f32_e32 vcc, m0, v255
v_cmp_lg_f32_e32 vcc, 0x3e8, v255
v_cmp_lg_f32_e32 vcc, vcc_hi, v255
v_cmp_lg_f32_e64 s[10:11], v1, v3
v_cmp_lg_f32_e64 s[10:11], s20, v102
v_cmp_lg_f32_e64 s[10:11], v1, -1.0
v_cmp_lg_f32_e64 s[10:11], v1, 0.15915494
v_cmp_lg_f32_e64 s[10:11], -v1, |v3| clamp
v_cmp_ge_f32_e32 vcc, v1, v255
v_cmp_ge_f32_e32 vcc, s4, v255
v_cmp_ge_f32_e32 vcc, -4.0, v255
v_cmp_ge_f32_e32 vcc, 0.5, v255
v_cmp_ge_f32_e32 vcc, m0, v255
v_cmp_ge_f32_e32 vcc, 0x3e8, v255
v_cmp_ge_f32_e32 vcc, vcc_hi, v255
v_cmp_ge_f32_e64 s[10:11], v1, v3
v_cmp_ge_f32_e64 s[10:11], s20, v102
v_cmp_ge_f32_e64 s[10:11], v1, -1.0
v_cmp_ge_f32_e64 s[10:11], v1, 0.15915494
v_cmp_ge_f32_e64 s[10:11], -v1, |v3| clamp
v_cmp_o_f32_e32 vcc, v1, v255
v_cmp_o_f32_e32 vcc, s4, v255
v_cmp_o_f32_e32 vcc, -4.0, v255
v_cmp_o_f32_e32 vcc, 0.5, v255
v_cmp_o_f32_e32 vcc, m0, v255
v_cmp_o_f32_e32 vcc, 0x3e8, v255
v_cmp_o_f32_e32 vcc, vcc_hi, v255
v_cmp_o_f32_e64 s[10:11], v1, v3
v_cmp_o_f32_e64 s[10:11], s20, v102
v_cmp_o_f32_e64 s[10:11], v1, -1.0
v_cmp_o_f32_e64 s[10:11], v1, 0.15915494
v_cmp_o_f32_e64 s[10:11], -v1, |v3| clamp
v_cmp_u_f32_e32 vcc, v1, v255
v_cmp_u_f32_e32 vcc, s4, v255
v_cmp_u_f32_e32 vcc, -4.0, v255
v_cmp_u_f32_e32 vcc, 0.5, v255
v_cmp_u_f32_e32 vcc, m0, v255
v_cmp_u_f32_e32 vcc, 0x3e8, v255
v_cmp_u_f32_e32 vcc, vcc_hi, v255
v_cmp_u_f32_e64 s[10:11], v1, v3
v_cmp_u_f32_e64 s[10:11], s20, v102
v_cmp_u_f32_e64 s[10:11], v1, -1.0
v_cmp_u_f32_e64 s[10:11], v1, 0.15915494
v_cmp_u_f32_e64 s[10:11], -v1, |v3| clamp
v_cmp_nge_f32_e32 vcc, v1, v255
v_cmp_nge_f32_e32 vcc, s4, v255
v_cmp_nge_f32_e32 vcc, -4.0, v255
v_cmp_nge_f32_e32 vcc, 0.5, v255
v_cmp_nge_f32_e32 vcc, m0, v255
v_cmp_nge_f32_e32 vcc, 0x3e8, v255
v_cmp_nge_f32_e32 vcc, vcc_hi, v255
v_cmp_nge_f32_e64 s[10:11], v1, v3
v_cmp_nge_f32_e64 s[10:11], s20, v102
v_cmp_nge_f32_e64 s[10:11], v1, -1.0
v_cmp_nge_f32_e64 s[10:11], v1, 0.15915494
v_cmp_nge_f32_e64 s[10:11], -v1, |v3| clamp
v_cmp_nlg_f32_e32 vcc, v1, v255
v_cmp_nlg_f32_e32 vcc, s4, v255
v_cmp_nlg_f32_e32 vcc, -4.0, v255
v_cmp_nlg_f32_e32 vcc, 0.5, v255
v_cmp_nlg_f32_e32 vcc, m0, v255
v_cmp_nlg_f32_e32 vcc, 0x3e8, v255
v_cmp_nlg_f32_e32 vcc, vcc_hi, v255
v_cmp_nlg_f32_e64 s[10:11], v1, v3
v_cmp_nlg_f32_e64 s[10:11], s20, v102
v_cmp_nlg_f32_e64 s[10:11], v1, -1.0
v_cmp_nlg_f32_e64 s[10:11], v1, 0.15915494
v_cmp_nlg_f32_e64 s[10:11], -v1, |v3| clamp
v_cmp_ngt_f32_e32 vcc, v1, v255
v_cmp_ngt_f32_e32 vcc, s4, v255
v_cmp_ngt_f32_e32 vcc, -4.0, v255
v_cmp_ngt_f32_e32 vcc, 0.5, v255
v_cmp_ngt_f32_e32 vcc, m0, v255
v_cmp_ngt_f32_e32 vcc, 0x3e8, v255
v_cmp_ngt_f32_e32 vcc, vcc_hi, v255
v_cmp_ngt_f32_e64 s[10:11], v1, v3
v_cmp_ngt_f32_e64 s[10:11], s20, v102
v_cmp_ngt_f32_e64 s[10:11], v1, -1.0
v_cmp_ngt_f32_e64 s[10:11], v1, 0.15915494
v_cmp_ngt_f32_e64 s[10:11], -v1, |v3| clamp
v_cmp_nle_f32_e32 vcc, v1, v255
v_cmp_nle_f32_e32 vcc, s4, v255
v_cmp_nle_f32_e32 vcc, -4.0, v255
v_cmp_nle_f32_e32 vcc, 0.5, v255
v_cmp_nle_f32_e32 vcc, m0, v255
v_cmp_nle_f32_e32 vcc, 0x3e8, v255
v_cmp_nle_f32_e32 vcc, vcc_hi, v255
v_cmp_nle_f32_e64 s[10:11], v1, v3
v_cmp_nle_f32_e64 s[10:11], s20, v102
v_cmp_nle_f32_e64 s[10:11], v1, -1.0
v_cmp_nle_f32_e64 s[10:11], v1, 0.15915494
v_cmp_nle_f32_e64 s[10:11], -v1, |v3| clamp
v_cmp_neq_f32_e32 vcc, v1, v255
v_cmp_neq_f32_e32 vcc, s4, v255
v_cmp_neq_f32_e32 vcc, -4.0, v255
v_cmp_neq_f32_e32 vcc, 0.5, v255
v_cmp_neq_f32_e32 vcc, m0, v255
v_cmp_neq_f32_e32 vcc, 0x3e8, v255
v_cmp_neq_f32_e32 vcc, vcc_hi, v255
v_cmp_neq_f32_e64 s[10:11], v1, v3
v_cmp_neq_f32_e64 s[10:11], s20, v102
v_cmp_neq_f32_e64 s[10:11], v1, -1.0
v_cmp_neq_f32_e64 s[10:11], v1, 0.15915494
v_cmp_neq_f32_e64 s[10:11], -v1, |v3| clamp
v_cmp_nlt_f32_e32 vcc, v1, v255
v_cmp_nlt_f32_e32 vcc, s4, v255
v_cmp_nlt_f32_e32 vcc, -4.0, v255
v_cmp_nlt_f32_e32 vcc, 0.5, v255
v_cmp_nlt_f32_e32 vcc, m0, v255
v_cmp_nlt_f32_e32 vcc, 0x3e8, v255
v_cmp_nlt_f32_e32 vcc, vcc_hi, v255
v_cmp_nlt_f32_e64 s[10:11], v1, v3
v_cmp_nlt_f32_e64 s[10:11], s20, v102
v_cmp_nlt_f32_e64 s[10:11], v1, -1.0
v_cmp_nlt_f32_e64 s[10:11], v1, 0.15915494
v_cmp_nlt_f32_e64 s[10:11], -v1, |v3| clamp
v_cmp_tru_f32_e32 vcc, v1, v255
v_cmp_tru_f32_e32 vcc, s4, v255
v_cmp_tru_f32_e32 vcc, -4.0, v255
v_cmp_tru_f32_e32 vcc, 0.5, v255
v_cmp_tru_f32_e32 vcc, m0, v255
v_cmp_tru_f32_e32 vcc, 0x3e8, v255
v_cmp_tru_f32_e32 vcc, vcc_hi, v255
v_cmp_tru_f32_e64 s[10:11], v1, v3
v_cmp_tru_f32_e64 s[10:11], s20, v102
v_cmp_tru_f32_e64 s[10:11], v1, -1.0
v_cmp_tru_f32_e64 s[10:11], v1, 0.15915494
v_cmp_tru_f32_e64 s[10:11], -v1, |v3| clamp
v_cmp_lt_i32_e32 vcc, v1, v255
v_cmp_lt_i32_e32 vcc, s4, v255
v_cmp_lt_i32_e32 vcc, -16, v255
v_cmp_lt_i32_e32 vcc, 64, v255
v_cmp_lt_i32_e32 vcc, m0, v255
v_cmp_lt_i32_e32 vcc, 0x3e8, v255
v_cmp_lt_i32_e32 vcc, vcc_hi, v255
v_cmp_lt_i32_e64 s[10:11], v1, v3
v_cmp_lt_i32_e64 s[10:11], s20, v102
v_cmp_lt_i32_e64 s[10:11], v1, 7
v_cmp_lt_i32_e64 s[10:11], v1, -5
v_cmp_eq_i32_e32 vcc, v1, v255
v_cmp_eq_i32_e32 vcc, s4, v255
v_cmp_eq_i32_e32 vcc, -16, v255
v_cmp_eq_i32_e32 vcc, 64, v255
v_cmp_eq_i32_e32 vcc, m0, v255
v_cmp_eq_i32_e32 vcc, 0x3e8, v255
v_cmp_eq_i32_e32 vcc, vcc_hi, v255
v_cmp_eq_i32_e64 s[10:11], v1, v3
v_cmp_eq_i32_e64 s[10:11], s20, v102
v_cmp_eq_i32_e64 s[10:11], v1, 7
v_cmp_eq_i32_e64 s[10:11], v1, -5
v_cmp_le_i32_e32 vcc, v1, v255
v_cmp_le_i32_e32 vcc, s4, v255
v_cmp_le_i32_e32 vcc, -16, v255
v_cmp_le_i32_e32 vcc, 64, v255
v_cmp_le_i32_e32 vcc, m0, v255
v_cmp_le_i32_e32 vcc, 0x3e8, v255
v_cmp_le_i32_e32 vcc, vcc_hi, v255
v_cmp_le_i32_e64 s[10:11], v1, v3
v_cmp_le_i32_e64 s[10:11], s20, v102
v_cmp_le_i32_e64 s[10:11], v1, 7
v_cmp_le_i32_e64 s[10:11], v1, -5
v_cmp_gt_i32_e32 vcc, v1, v255
v_cmp_gt_i32_e32 vcc, s4, v255
v_cmp_gt_i32_e32 vcc, -16, v255
v_cmp_gt_i32_e32 vcc, 64, v255
v_cmp_gt_i32_e32 vcc, m0, v255
v_cmp_gt_i32_e32 vcc, 0x3e8, v255
v_cmp_gt_i32_e32 vcc, vcc_hi, v255
v_cmp_gt_i32_e64 s[10:11], v1, v3
v_cmp_gt_i32_e64 s[10:11], s20, v102
v_cmp_gt_i32_e64 s[10:11], v1, 7
v_cmp_gt_i32_e64 s[10:11], v1, -5
v_cmp_ne_i32_e32 vcc, v1, v255
v_cmp_ne_i32_e32 vcc, s4, v255
v_cmp_ne_i32_e32 vcc, -16, v255
v_cmp_ne_i32_e32 vcc, 64, v255
v_cmp_ne_i32_e32 vcc, m0, v255
v_cmp_ne_i32_e32 vcc, 0x3e8, v255
v_cmp_ne_i32_e32 vcc, vcc_hi, v255
v_cmp_ne_i32_e64 s[10:11], v1, v3
v_cmp_ne_i32_e64 s[10:11], s20, v102
v_cmp_ne_i32_e64 s[10:11], v1, 7
v_cmp_ne_i32_e64 s[10:11], v1, -5
v_cmp_ge_i32_e32 vcc, v1, v255
v_cmp_ge_i32_e32 vcc, s4, v255
v_cmp_ge_i32_e32 vcc, -16, v255
v_cmp_ge_i32_e32 vcc, 64, v255
v_cmp_ge_i32_e32 vcc, m0, v255
v_cmp_ge_i32_e32 vcc, 0x3e8, v255
v_cmp_ge_i32_e32 vcc, vcc_hi, v255
v_cmp_ge_i32_e64 s[10:11], v1, v3
v_cmp_ge_i32_e64 s[10:11], s20, v102
v_cmp_ge_i32_e64 s[10:11], v1, 7
v_cmp_ge_i32_e64 s[10:11], v1, -5
v_cmp_lt_u32_e32 vcc, v1, v255
v_cmp_lt_u32_e32 vcc, s4, v255
v_cmp_lt_u32_e32 vcc, -16, v255
v_cmp_lt_u32_e32 vcc, 64, v255
v_cmp_lt_u32_e32 vcc, m0, v255
v_cmp_lt_u32_e32 vcc, 0x3e8, v255
v_cmp_lt_u32_e32 vcc, vcc_hi, v255
v_cmp_lt_u32_e64 s[10:11], v1, v3
v_cmp_lt_u32_e64 s[10:11], s20, v102
v_cmp_lt_u32_e64 s[10:11], v1, 7
v_cmp_lt_u32_e64 s[10:11], v1, -5
v_cmp_eq_u32_e32 vcc, v1, v255
v_cmp_eq_u32_e32 vcc, s4, v255
v_cmp_eq_u32_e32 vcc, -16, v255
v_cmp_eq_u32_e32 vcc, 64, v255
v_cmp_eq_u32_e32 vcc, m0, v255
v_cmp_eq_u32_e32 vcc, 0x3e8, v255
v_cmp_eq_u32_e32 vcc, vcc_hi, v255
v_cmp_eq_u32_e64 s[10:11], v1, v3
v_cmp_eq_u32_e64 s[10:11], s20, v102
v_cmp_eq_u32_e64 s[10:11], v1, 7
v_cmp_eq_u32_e64 s[10:11], v1, -5
v_cmp_le_u32_e32 vcc, v1, v255
v_cmp_le_u32_e32 vcc, s4, v255
v_cmp_le_u32_e32 vcc, -16, v255
v_cmp_le_u32_e32 vcc, 64, v255
v_cmp_le_u32_e32 vcc, m0, v255
v_cmp_le_u32_e32 vcc, 0x3e8, v255
v_cmp_le_u32_e32 vcc, vcc_hi, v255
v_cmp_le_u32_e64 s[10:11], v1, v3
v_cmp_le_u32_e64 s[10:11], s20, v102
v_cmp_le_u32_e64 s[10:11], v1, 7
v_cmp_le_u32_e64 s[10:11], v1, -5
v_cmp_gt_u32_e32 vcc, v1, v255
v_cmp_gt_u32_e32 vcc, s4, v255
v_cmp_gt_u32_e32 vcc, -16, v255
v_cmp_gt_u32_e32 vcc, 64, v255
v_cmp_gt_u32_e32 vcc, m0, v255
v_cmp_gt_u32_e32 vcc, 0x3e8, v255
v_cmp_gt_u32_e32 vcc, vcc_hi, v255
v_cmp_gt_u32_e64 s[10:11], v1, v3
v_cmp_gt_u32_e64 s[10:11], s20, v102
v_cmp_gt_u32_e64 s[10:11], v1, 7
v_cmp_gt_u32_e64 s[10:11], v1, -5
v_cmp_ne_u32_e32 vcc, v1, v255
v_cmp_ne_u32_e32 vcc, s4, v255
v_cmp_ne_u32_e32 vcc, -16, v255
v_cmp_ne_u32_e32 vcc, 64, v255
v_cmp_ne_u32_e32 vcc, m0, v255
v_cmp_ne_u32_e32 vcc, 0x3e8, v255
v_cmp_ne_u32_e32 vcc, vcc_hi, v255
v_cmp_ne_u32_e64 s[10:11], v1, v3
v_cmp_ne_u32_e64 s[10:11], s20, v102
v_cmp_ne_u32_e64 s[10:11], v1, 7
v_cmp_ne_u32_e64 s[10:11], v1, -5
v_cmp_ge_u32_e32 vcc, v1, v255
v_cmp_ge_u32_e32 vcc, s4, v255
v_cmp_ge_u32_e32 vcc, -16, v255
v_cmp_ge_u32_e32 vcc, 64, v255
v_cmp_ge_u32_e32 vcc, m0, v255
v_cmp_ge_u32_e32 vcc, 0x3e8, v255
v_cmp_ge_u32_e32 vcc, vcc_hi, v255
v_cmp_ge_u32_e64 s[10:11], v1, v3
v_cmp_ge_u32_e64 s[10:11], s20, v102
v_cmp_ge_u32_e64 s[10:11], v1, 7
v_cmp_ge_u32_e64 s[10:11], v1, -5
v_cmp_class_f32_e32 vcc, v1, v255
v_cmp_class_f32_e32 vcc, s4, v255
v_cmp_class_f32_e32 vcc, -4.0, v255
v_cmp_class_f32_e32 vcc, 0.5, v255
v_cmp_class_f32_e32 vcc, m0, v255
v_cmp_class_f32_e32 vcc, 0x3e8, v255
v_cmp_class_f32_e32 vcc, vcc_hi, v255
v_cmp_class_f32_e64 s[10:11], v1, v3
v_cmp_class_f32_e64 s[10:11], s20, v102
v_cmp_class_f32_e64 s[10:11], v1, 7
v_cmp_class_f32_e64 s[10:11], v1, -5
v_cmp_class_f32_e64 s[10:11], -v1, v3
v_cmpx_f_f32_e32 vcc, v1, v255
v_cmpx_f_f32_e32 vcc, s4, v255
v_cmpx_f_f32_e32 vcc, -4.0, v255
v_cmpx_f_f32_e32 vcc, 0.5, v255
v_cmpx_f_f32_e32 vcc, m0, v255
v_cmpx_f_f32_e32 vcc, 0x3e8, v255
v_cmpx_f_f32_e32 vcc, vcc_hi, v255
v_cmpx_f_f32_e64 s[10:11], v1, v3
v_cmpx_f_f32_e64 s[10:11], s20, v102
v_cmpx_f_f32_e64 s[10:11], v1, -1.0
v_cmpx_f_f32_e64 s[10:11], v1, 0.15915494
v_cmpx_f_f32_e64 s[10:11], -v1, |v3| clamp
v_cmpx_lt_f32_e32 vcc, v1, v255
v_cmpx_lt_f32_e32 vcc, s4, v255
v_cmpx_lt_f32_e32 vcc, -4.0, v255
v_cmpx_lt_f32_e32 vcc, 0.5, v255
v_cmpx_lt_f32_e32 vcc, m0, v255
v_cmpx_lt_f32_e32 vcc, 0x3e8, v255
v_cmpx_lt_f32_e32 vcc, vcc_hi, v255
v_cmpx_lt_f32_e64 s[10:11], v1, v3
v_cmpx_lt_f32_e64 s[10:11], s20, v102
v_cmpx_lt_f32_e64 s[10:11], v1, -1.0
v_cmpx_lt_f32_e64 s[10:11], v1, 0.15915494
v_cmpx_lt_f32_e64 s[10:11], -v1, |v3| clamp
v_cmpx_eq_f32_e32 vcc, v1, v255
v_cmpx_eq_f32_e32 vcc, s4, v255
v_cmpx_eq_f32_e32 vcc, -4.0, v255
v_cmpx_eq_f32_e32 vcc, 0.5, v255
v_cmpx_eq_f32_e32 vcc, m0, v255
v_cmpx_eq_f32_e32 vcc, 0x3e8, v255
v_cmpx_eq_f32_e32 vcc, vcc_hi, v255
v_cmpx_eq_f32_e64 s[10:11], v1, v3
v_cmpx_eq_f32_e64 s[10:11], s20, v102
v_cmpx_eq_f32_e64 s[10:11], v1, -1.0
v_cmpx_eq_f32_e64 s[10:11], v1, 0.15915494
v_cmpx_eq_f32_e64 s[10:11], -v1, |v3| clamp
v_cmpx_le_f32_e32 vcc, v1, v255
v_cmpx_le_f32_e32 vcc, s4, v255
v_cmpx_le_f32_e32 vcc, -4.0, v255
v_cmpx_le_f32_e32 vcc, 0.5, v255
v_cmpx_le_f32_e32 vcc, m0, v255
v_cmpx_le_f32_e32 vcc, 0x3e8, v255
v_cmpx_le_f32_e32 vcc, vcc_hi, v255
v_cmpx_le_f32_e64 s[10:11], v1, v3
v_cmpx_le_f32_e64 s[10:11], s20, v102
v_cmpx_le_f32_e64 s[10:11], v1, -1.0
v_cmpx_le_f32_e64 s[10:11], v1, 0.15915494
v_cmpx_le_f32_e64 s[10:11], -v1, |v3| clamp
v_cmpx_gt_f32_e32 vcc, v1, v255
v_cmpx_gt_f32_e32 vcc, s4, v255
v_cmpx_gt_f32_e32 vcc, -4.0, v255
v_cmpx_gt_f32_e32 vcc, 0.5, v255
v_cmpx_gt_f32_e32 vcc, m0, v255
v_cmpx_gt_f32_e32 vcc, 0x3e8, v255
v_cmpx_gt_f32_e32 vcc, vcc_hi, v255
v_cmpx_gt_f32_e64 s[10:11], v1, v3
v_cmpx_gt_f32_e64 s[10:11], s20, v102
v_cmpx_gt_f32_e64 s[10:11], v1, -1.0
v_cmpx_gt_f32_e64 s[10:11], v1, 0.15915494
v_cmpx_gt_f32_e64 s[10:11], -v1, |v3| clamp
v_cmpx_lg_f32_e32 vcc, v1, v255
v_cmpx_lg_f32_e32 vcc, s4, v255
v_cmpx_lg_f32_e32 vcc, -4.0, v255
v_cmpx_lg_f32_e32 vcc, 0.5, v255
v_cmpx_lg_f32_e32 vcc, m0, v255
v_cmpx_lg_f32_e32 vcc, 0x3e8, v255
v_cmpx_lg_f32_e32 vcc, vcc_hi, v255
v_cmpx_lg_f32_e64 s[10:11], v1, v3
v_cmpx_lg_f32_e64 s[10:11], s20, v102
v_cmpx_lg_f32_e64 s[10:11], v1, -1.0
v_cmpx_lg_f32_e64 s[10:11], v1, 0.15915494
v_cmpx_lg_f32_e64 s[10:11], -v1, |v3| clamp
v_cmpx_ge_f32_e32 vcc, v1, v255
v_cmpx_ge_f32_e32 vcc, s4, v255
v_cmpx_ge_f32_e32 vcc, -4.0, v255
v_cmpx_ge_f32_e32 vcc, 0.5, v255
v_cmpx_ge_f32_e32 vcc, m0, v255
v_cmpx_ge_f32_e32 vcc, 0x3e8, v255
v_cmpx_ge_f32_e32 vcc, vcc_hi, v255
v_cmpx_ge_f32_e64 s[10:11], v1, v3
v_cmpx_ge_f32_e64 s[10:11], s20, v102
v_cmpx_ge_f32_e64 s[10:11], v1, -1.0
v_cmpx_ge_f32_e64 s[10:11], v1, 0.15915494
v_cmpx_ge_f32_e64 s[10:11], -v1, |v3| clamp
v_cmpx_o_f32_e32 vcc, v1, v255
v_cmpx_o_f32_e32 vcc, s4, v255
v_cmpx_o_f32_e32 vcc, -4.0, v255
v_cmpx_o_f32_e32 vcc, 0.5, v255
v_cmpx_o_f32_e32 vcc, m0, v255
v_cmpx_o_f32_e32 vcc, 0x3e8, v255
v_cmpx_o_f32_e32 vcc, vcc_hi, v255
v_cmpx_o_f32_e64 s[10:11], v1, v3
v_cmpx_o_f32_e64 s[10:11], s20, v102
v_cmpx_o_f32_e64 s[10:11], v1, -1.0
v_cmpx_o_f32_e64 s[10:11], v1, 0.15915494
v_cmpx_o_f32_e64 s[10:11], -v1, |v3| clamp
v_cmpx_u_f32_e32 vcc, v1, v255
v_cmpx_u_f32_e32 vcc, s4, v255
v_cmpx_u_f32_e32 vcc, -4.0, v255
v_cmpx_u_f32_e32 vcc, 0.5, v255
v_cmpx_u_f32_e32 vcc, m0, v255
v_cmpx_u_f32_e32 vcc, 0x3e8, v255
v_cmpx_u_f32_e32 vcc, vcc_hi, v255
v_cmpx_u_f32_e64 s[10:11], v1, v3
v_cmpx_u_f32_e64 s[10:11], s20, v102
v_cmpx_u_f32_e64 s[10:11], v1, -1.0
v_cmpx_u_f32_e64 s[10:11], v1, 0.15915494
v_cmpx_u_f32_e64 s[10:11], -v1, |v3| clamp
v_cmpx_nge_f32_e32 vcc, v1, v255
v_cmpx_nge_f32_e32 vcc, s4, v255
v_cmpx_nge_f32_e32 vcc, -4.0, v255
v_cmpx_nge_f32_e32 vcc, 0.5, v255
v_cmpx_nge_f32_e32 vcc, m0, v255
v_cmpx_nge_f32_e32 vcc, 0x3e8, v255
v_cmpx_nge_f32_e32 vcc, vcc_hi, v255
v_cmpx_nge_f32_e64 s[10:11], v1, v3
v_cmpx_nge_f32_e64 s[10:11], s20, v102
v_cmpx_nge_f32_e64 s[10:11], v1, -1.0
v_cmpx_nge_f32_e64 s[10:11], v1, 0.15915494
v_cmpx_nge_f32_e64 s[10:11], -v1, |v3| clamp
v_cmpx_nlg_f32_e32 vcc, v1, v255
v_cmpx_nlg_f32_e32 vcc, s4, v255
v_cmpx_nlg_f32_e32 vcc, -4.0, v255
v_cmpx_nlg_f32_e32 vcc, 0.5, v255
v_cmpx_nlg_f32_e32 vcc, m0, v255
v_cmpx_nlg_f32_e32 vcc, 0x3e8, v255
v_cmpx_nlg_f32_e32 vcc, vcc_hi, v255
v_cmpx_nlg_f32_e64 s[10:11], v1, v3
v_cmpx_nlg_f32_e64 s[10:11], s20, v102
v_cmpx_nlg_f32_e64 s[10:11], v1, -1.0
v_cmpx_nlg_f32_e64 s[10:11], v1, 0.15915494
v_cmpx_nlg_f32_e64 s[10:11], -v1, |v3| clamp
v_cmpx_ngt_f32_e32 vcc, v1, v255
v_cmpx_ngt_f32_e32 vcc, s4, v255
v_cmpx_ngt_f32_e32 vcc, -4.0, v255
v_cmpx_ngt_f32_e32 vcc, 0.5, v255
v_cmpx_ngt_f32_e32 vcc, m0, v255
v_cmpx_ngt_f32_e32 vcc, 0x3e8, v255
v_cmpx_ngt_f32_e32 vcc, vcc_hi, v255
v_cmpx_ngt_f32_e64 s[10:11], v1, v3
v_cmpx_ngt_f32_e64 s[10:11], s20, v102
v_cmpx_ngt_f32_e64 s[10:11], v1, -1.0
v_cmpx_ngt_f32_e64 s[10:11], v1, 0.15915494
v_cmpx_ngt_f32_e64 s[10:11], -v1, |v3| clamp
v_cmpx_nle_f32_e32 vcc, v1, v255
v_cmpx_nle_f32_e32 vcc, s4, v255
v_cmpx_nle_f32_e32 vcc, -4.0, v255
v_cmpx_nle_f32_e32 vcc, 0.5, v255
v_cmpx_nle_f32_e32 vcc, m0, v255
v_cmpx_nle_f32_e32 vcc, 0x3e8, v255
v_cmpx_nle_f32_e32 vcc, vcc_hi, v255
v_cmpx_nle_f32_e64 s[10:11], v1, v3
v_cmpx_nle_f32_e64 s[10:11], s20, v102
v_cmpx_nle_f32_e64 s[10:11], v1, -1.0
v_cmpx_nle_f32_e64 s[10:11], v1, 0.15915494
v_cmpx_nle_f32_e64 s[10:11], -v1, |v3| clamp
v_cmpx_neq_f32_e32 vcc, v1, v255
v_cmpx_neq_f32_e32 vcc, s4, v255
v_cmpx_neq_f32_e32 vcc, -4.0, v255
v_cmpx_neq_f32_e32 vcc, 0.5, v255
v_cmpx_neq_f32_e32 vcc, m0, v255
v_cmpx_neq_f32_e32 vcc, 0x3e8, v255
v_cmpx_neq_f32_e32 vcc, vcc_hi, v255
v_cmpx_neq_f32_e64 s[10:11], v1, v3
v_cmpx_neq_f32_e64 s[10:11], s20, v102
v_cmpx_neq_f32_e64 s[10:11], v1, -1.0
v_cmpx_neq_f32_e64 s[10:11], v1, 0.15915494
v_cmpx_neq_f32_e64 s[10:11], -v1, |v3| clamp
v_cmpx_nlt_f32_e32 vcc, v1, v255
v_cmpx_nlt_f32_e32 vcc, s4, v255
v_cmpx_nlt_f32_e32 vcc, -4.0, v255
v_cmpx_nlt_f32_e32 vcc, 0.5, v255
v_cmpx_nlt_f32_e32 vcc, m0, v255
v_cmpx_nlt_f32_e32 vcc, 0x3e8, v255
v_cmpx_nlt_f32_e32 vcc, vcc_hi, v255
v_cmpx_nlt_f32_e64 s[10:11], v1, v3
v_cmpx_nlt_f32_e64 s[10:11], s20, v102
v_cmpx_nlt_f32_e64 s[10:11], v1, -1.0
v_cmpx_nlt_f32_e64 s[10:11], v1, 0.15915494
v_cmpx_nlt_f32_e64 s[10:11], -v1, |v3| clamp
v_cmpx_tru_f32_e32 vcc, v1, v255
v_cmpx_tru_f32_e32 vcc, s4, v255
v_cmpx_tru_f32_e32 vcc, -4.0, v255
v_cmpx_tru_f32_e32 vcc, 0.5, v255
v_cmpx_tru_f32_e32 vcc, m0, v255
v_cmpx_tru_f32_e32 vcc, 0x3e8, v255
v_cmpx_tru_f32_e32 vcc, vcc_hi, v255
v_cmpx_tru_f32_e64 s[10:11], v1, v3
v_cmpx_tru_f32_e64 s[10:11], s20, v102
v_cmpx_tru_f32_e64 s[10:11], v1, -1.0
v_cmpx_tru_f32_e64 s[10:11], v1, 0.15915494
v_cmpx_tru_f32_e64 s[10:11], -v1, |v3| clamp
v_cmpx_lt_i32_e32 vcc, v1, v255
v_cmpx_lt_i32_e32 vcc, s4, v255
v_cmpx_lt_i32_e32 vcc, -16, v255
v_cmpx_lt_i32_e32 vcc, 64, v255
v_cmpx_lt_i32_e32 vcc, m0, v255
v_cmpx_lt_i32_e32 vcc, 0x3e8, v255
v_cmpx_lt_i32_e32 vcc, vcc_hi, v255
v_cmpx_lt_i32_e64 s[10:11], v1, v3
v_cmpx_lt_i32_e64 s[10:11], s20, v102
v_cmpx_lt_i32_e64 s[10:11], v1, 7
v_cmpx_lt_i32_e64 s[10:11], v1, -5
v_cmpx_eq_i32_e32 vcc, v1, v255
v_cmpx_eq_i32_e32 vcc, s4, v255
v_cmpx_eq_i32_e32 vcc, -16, v255
v_cmpx_eq_i32_e32 vcc, 64, v255
v_cmpx_eq_i32_e32 vcc, m0, v255
v_cmpx_eq_i32_e32 vcc, 0x3e8, v255
v_cmpx_eq_i32_e32 vcc, vcc_hi, v255
v_cmpx_eq_i32_e64 s[10:11], v1, v3
v_cmpx_eq_i32_e64 s[10:11], s20, v102
v_cmpx_eq_i32_e64 s[10:11], v1, 7
v_cmpx_eq_i32_e64 s[10:11], v1, -5
v_cmpx_le_i32_e32 vcc, v1, v255
v_cmpx_le_i32_e32 vcc, s4, v255
v_cmpx_le_i32_e32 vcc, -16, v255
v_cmpx_le_i32_e32 vcc, 64, v255
v_cmpx_le_i32_e32 vcc, m0, v255
v_cmpx_le_i32_e32 vcc, 0x3e8, v255
v_cmpx_le_i32_e32 vcc, vcc_hi, v255
v_cmpx_le_i32_e64 s[10:11], v1, v3
v_cmpx_le_i32_e64 s[10:11], s20, v102
v_cmpx_le_i32_e64 s[10:11], v1, 7
v_cmpx_le_i32_e64 s[10:11], v1, -5
v_cmpx_gt_i32_e32 vcc, v1, v255
v_cmpx_gt_i32_e32 vcc, s4, v255
v_cmpx_gt_i32_e32 vcc, -16, v255
v_cmpx_gt_i32_e32 vcc, 64, v255
v_cmpx_gt_i32_e32 vcc, m0, v255
v_cmpx_gt_i32_e32 vcc, 0x3e8, v255
v_cmpx_gt_i32_e32 vcc, vcc_hi, v255
v_cmpx_gt_i32_e64 s[10:11], v1, v3
v_cmpx_gt_i32_e64 s[10:11], s20, v102
v_cmpx_gt_i32_e64 s[10:11], v1, 7
v_cmpx_gt_i32_e64 s[10:11], v1, -5
v_cmpx_ne_i32_e32 vcc, v1, v255
v_cmpx_ne_i32_e32 vcc, s4, v255
v_cmpx_ne_i32_e32 vcc, -16, v255
v_cmpx_ne_i32_e32 vcc, 64, v255
v_cmpx_ne_i32_e32 vcc, m0, v255
v_cmpx_ne_i32_e32 vcc, 0x3e8, v255
v_cmpx_ne_i32_e32 vcc, vcc_hi, v255
v_cmpx_ne_i32_e64 s[10:11], v1, v3
v_cmpx_ne_i32_e64 s[10:11], s20, v102
v_cmpx_ne_i32_e64 s[10:11], v1, 7
v_cmpx_ne_i32_e64 s[10:11], v1, -5
v_cmpx_ge_i32_e32 vcc, v1, v255
v_cmpx_ge_i32_e32 vcc, s4, v255
v_cmpx_ge_i32_e32 vcc, -16, v255
v_cmpx_ge_i32_e32 vcc, 64, v255
v_cmpx_ge_i32_e32 vcc, m0, v255
v_cmpx_ge_i32_e32 vcc, 0x3e8, v255
v_cmpx_ge_i32_e32 vcc, vcc_hi, v255
v_cmpx_ge_i32_e64 s[10:11], v1, v3
v_cmpx_ge_i32_e64 s[10:11], s20, v102
v_cmpx_ge_i32_e64 s[10:11], v1, 7
v_cmpx_ge_i32_e64 s[10:11], v1, -5
v_cmpx_lt_u32_e32 vcc, v1, v255
v_cmpx_lt_u32_e32 vcc, s4, v255
v_cmpx_lt_u32_e32 vcc, -16, v255
v_cmpx_lt_u32_e32 vcc, 64, v255
v_cmpx_lt_u32_e32 vcc, m0, v255
v_cmpx_lt_u32_e32 vcc, 0x3e8, v255
v_cmpx_lt_u32_e32 vcc, vcc_hi, v255
v_cmpx_lt_u32_e64 s[10:11], v1, v3
v_cmpx_lt_u32_e64 s[10:11], s20, v102
v_cmpx_lt_u32_e64 s[10:11], v1, 7
v_cmpx_lt_u32_e64 s[10:11], v1, -5
v_cmpx_eq_u32_e32 vcc, v1, v255
v_cmpx_eq_u32_e32 vcc, s4, v255
v_cmpx_eq_u32_e32 vcc, -16, v255
v_cmpx_eq_u32_e32 vcc, 64, v255
v_cmpx_eq_u32_e32 vcc, m0, v255
v_cmpx_eq_u32_e32 vcc, 0x3e8, v255
v_cmpx_eq_u32_e32 vcc, vcc_hi, v255
v_cmpx_eq_u32_e64 s[10:11], v1, v3
v_cmpx_eq_u32_e64 s[10:11], s20, v102
v_cmpx_eq_u32_e64 s[10:11], v1, 7
v_cmpx_eq_u32_e64 s[10:11], v1, -5
v_cmpx_le_u32_e32 vcc, v1, v255
v_cmpx_le_u32_e32 vcc, s4, v255
v_cmpx_le_u32_e32 vcc, -16, v255
v_cmpx_le_u32_e32 vcc, 64, v255
v_cmpx_le_u32_e32 vcc, m0, v255
v_cmpx_le_u32_e32 vcc, 0x3e8, v255
v_cmpx_le_u32_e32 vcc, vcc_hi, v255
v_cmpx_le_u32_e64 s[10:11], v1, v3
v_cmpx_le_u32_e64 s[10:11], s20, v102
v_cmpx_le_u32_e64 s[10:11], v1, 7
v_cmpx_le_u32_e64 s[10:11], v1, -5
v_cmpx_gt_u32_e32 vcc, v1, v255
v_cmpx_gt_u32_e32 vcc, s4, v255
v_cmpx_gt_u32_e32 vcc, -16, v255
v_cmpx_gt_u32_e32 vcc, 64, v255
v_cmpx_gt_u32_e32 vcc, m0, v255
v_cmpx_gt_u32_e32 vcc, 0x3e8, v255
v_cmpx_gt_u32_e32 vcc, vcc_hi, v255
v_cmpx_gt_u32_e64 s[10:11], v1, v3
v_cmpx_gt_u32_e64 s[10:11], s20, v102
v_cmpx_gt_u32_e64 s[10:11], v1, 7
v_cmpx_gt_u32_e64 s[10:11], v1, -5
v_cmpx_ne_u32_e32 vcc, v1, v255
v_cmpx_ne_u32_e32 vcc, s4, v255
v_cmpx_ne_u32_e32 vcc, -16, v255
v_cmpx_ne_u32_e32 vcc, 64, v255
v_cmpx_ne_u32_e32 vcc, m0, v255
v_cmpx_ne_u32_e32 vcc, 0x3e8, v255
v_cmpx_ne_u32_e32 vcc, vcc_hi, v255
v_cmpx_ne_u32_e64 s[10:11], v1, v3
v_cmpx_ne_u32_e64 s[10:11], s20, v102
v_cmpx_ne_u32_e64 s[10:11], v1, 7
v_cmpx_ne_u32_e64 s[10:11], v1, -5
v_cmpx_ge_u32_e32 vcc, v1, v255
v_cmpx_ge_u32_e32 vcc, s4, v255
v_cmpx_ge_u32_e32 vcc, -16, v255
v_cmpx_ge_u32_e32 vcc, 64, v255
v_cmpx_ge_u32_e32 vcc, m0, v255
v_cmpx_ge_u32_e32 vcc, 0x3e8, v255
v_cmpx_ge_u32_e32 vcc, vcc_hi, v255
v_cmpx_ge_u32_e64 s[10:11], v1, v3
v_cmpx_ge_u32_e64 s[10:11], s20, v102
v_cmpx_ge_u32_e64 s[10:11], v1, 7
v_cmpx_ge_u32_e64 s[10:11], v1, -5
v_cmpx_class_f32_e32 vcc, v1, v255
v_cmpx_class_f32_e32 vcc, s4, v255
v_cmpx_class_f32_e32 vcc, -4.0, v255
v_cmpx_class_f32_e32 vcc, 0.5, v255
v_cmpx_class_f32_e32 vcc, m0, v255
v_cmpx_class_f32_e32 vcc, 0x3e8, v255
v_cmpx_class_f32_e32 vcc, vcc_hi, v255
v_cmpx_class_f32_e64 s[10:11], v1, v3
v_cmpx_class_f32_e64 s[10:11], s20, v102
v_cmpx_class_f32_e64 s[10:11], v1, 7
v_cmpx_class_f32_e64 s[10:11], v1, -5
v_cmpx_class_f32_e64 s[10:11], -v1, v3
v_cmp_eq_u64_e32 vcc, v[1:2], v[254:255]
v_cmp_eq_u64_e32 vcc, s[4:5], v[254:255]
v_cmp_eq_u64_e32 vcc, -16, v[254:255]
v_cmp_eq_u64_e32 vcc, 64, v[254:255]
v_cmp_eq_u64_e32 vcc, exec, v[254:255]
v_cmp_eq_u64_e64 s[10:11], v[1:2], v[3:4]
v_cmp_eq_u64_e64 s[10:11], s[20:21], v[102:103]
v_cmp_eq_u64_e64 s[10:11], v[1:2], 7
v_cmp_eq_u64_e64 s[10:11], v[1:2], -5
v_cmp_ne_u64_e32 vcc, v[1:2], v[254:255]
v_cmp_ne_u64_e32 vcc, s[4:5], v[254:255]
v_cmp_ne_u64_e32 vcc, -16, v[254:255]
v_cmp_ne_u64_e32 vcc, 64, v[254:255]
v_cmp_ne_u64_e32 vcc, exec, v[254:255]
v_cmp_ne_u64_e64 s[10:11], v[1:2], v[3:4]
v_cmp_ne_u64_e64 s[10:11], s[20:21], v[102:103]
v_cmp_ne_u64_e64 s[10:11], v[1:2], 7
v_cmp_ne_u64_e64 s[10:11], v[1:2], -5
v_cmp_lt_f64_e32 vcc, v[1:2], v[254:255]
v_cmp_lt_f64_e32 vcc, s[4:5], v[254:255]
v_cmp_lt_f64_e32 vcc, -4.0, v[254:255]
v_cmp_lt_f64_e32 vcc, 0.5, v[254:255]
v_cmp_lt_f64_e32 vcc, exec, v[254:255]
v_cmp_lt_f64_e64 s[10:11], v[1:2], v[3:4]
v_cmp_lt_f64_e64 s[10:11], s[20:21], v[102:103]
v_cmp_lt_f64_e64 s[10:11], v[1:2], -1.0
v_cmp_lt_f64_e64 s[10:11], -v[1:2], |v[3:4]| clamp
v_cmp_eq_f64_e32 vcc, v[1:2], v[254:255]
v_cmp_eq_f64_e32 vcc, s[4:5], v[254:255]
v_cmp_eq_f64_e32 vcc, -4.0, v[254:255]
v_cmp_eq_f64_e32 vcc, 0.5, v[254:255]
v_cmp_eq_f64_e32 vcc, exec, v[254:255]
v_cmp_eq_f64_e64 s[10:11], v[1:2], v[3:4]
v_cmp_eq_f64_e64 s[10:11], s[20:21], v[102:103]
v_cmp_eq_f64_e64 s[10:11], v[1:2], -1.0
v_cmp_eq_f64_e64 s[10:11], -v[1:2], |v[3:4]| clamp
v_cmp_class_f64_e32 vcc, v[1:2], v255
v_cmp_class_f64_e32 vcc, s[4:5], v255
v_cmp_class_f64_e32 vcc, -4.0, v255
v_cmp_class_f64_e32 vcc, 0.5, v255
v_cmp_class_f64_e32 vcc, exec, v255
v_cmp_class_f64_e64 s[10:11], v[1:2], v3
v_cmp_class_f64_e64 s[10:11], s[20:21], v102
v_cmp_class_f64_e64 s[10:11], v[1:2], 7
v_cmp_class_f64_e64 s[10:11], v[1:2], -5
v_cmp_class_f64_e64 s[10:11], -v[1:2], v3
v_mad_f32 v5, v1, v3, v5
v_mad_f32 v5, s20, v102, v104
v_mad_f32 v5, v1, -1.0, v5
v_mad_f32 v5, v1, v3, 0.15915494
v_mad_f32 v5, -v1, |v3|, -|v5| clamp mul:2
v_mad_f32 v5, v10, v12, v14 mul:4
v_mad_f32 v5, v10, v12, v14 div:2
v_fma_f32 v5, v1, v3, v5
v_fma_f32 v5, s20, v102, v104
v_fma_f32 v5, v1, -1.0, v5
v_fma_f32 v5, v1, v3, 0.15915494
v_fma_f32 v5, -v1, |v3|, -|v5| clamp mul:2
v_fma_f32 v5, v10, v12, v14 mul:4
v_fma_f32 v5, v10, v12, v14 div:2
v_fma_f64 v[5:6], v[1:2], v[3:4], v[5:6]
v_fma_f64 v[5:6], s[20:21], v[102:103], v[104:105]
v_fma_f64 v[5:6], v[1:2], -1.0, v[5:6]
v_fma_f64 v[5:6], -v[1:2], |v[3:4]|, -|v[5:6]| clamp mul:2
v_fma_f64 v[5:6], v[10:11], v[12:13], v[14:15] mul:4
v_fma_f64 v[5:6], v[10:11], v[12:13], v[14:15] div:2
v_add_f64 v[5:6], v[1:2], v[3:4]
v_add_f64 v[5:6], s[20:21], v[102:103]
v_add_f64 v[5:6], v[1:2], -1.0
v_add_f64 v[5:6], -v[1:2], |v[3:4]| clamp mul:2
v_add_f64 v[5:6], v[10:11], v[12:13] mul:4
v_add_f64 v[5:6], v[10:11], v[12:13] div:2
v_mul_f64 v[5:6], v[1:2], v[3:4]
v_mul_f64 v[5:6], s[20:21], v[102:103]
v_mul_f64 v[5:6], v[1:2], -1.0
v_mul_f64 v[5:6], -v[1:2], |v[3:4]| clamp mul:2
v_mul_f64 v[5:6], v[10:11], v[12:13] mul:4
v_mul_f64 v[5:6], v[10:11], v[12:13] div:2
v_min_f64 v[5:6], v[1:2], v[3:4]
v_min_f64 v[5:6], s[20:21], v[102:103]
v_min_f64 v[5:6], v[1:2], -1.0
v_min_f64 v[5:6], -v[1:2], |v[3:4]| clamp mul:2
v_min_f64 v[5:6], v[10:11], v[12:13] mul:4
v_min_f64 v[5:6], v[10:11], v[12:13] div:2
v_max_f64 v[5:6], v[1:2], v[3:4]
v_max_f64 v[5:6], s[20:21], v[102:103]
v_max_f64 v[5:6], v[1:2], -1.0
v_max_f64 v[5:6], -v[1:2], |v[3:4]| clamp mul:2
v_max_f64 v[5:6], v[10:11], v[12:13] mul:4
v_max_f64 v[5:6], v[10:11], v[12:13] div:2
v_ldexp_f64 v[5:6], v[1:2], v3
v_ldexp_f64 v[5:6], s[20:21], v102
v_ldexp_f64 v[5:6], v[1:2], 7
v_ldexp_f64 v[5:6], v[1:2], -5
v_ldexp_f64 v[5:6], -v[1:2], v3 clamp mul:2
v_ldexp_f64 v[5:6], v[10:11], v12 mul:4
v_ldexp_f64 v[5:6], v[10:11], v12 div:2
v_ldexp_f32 v5, v1, v3
v_ldexp_f32 v5, s20, v102
v_ldexp_f32 v5, v1, 7
v_ldexp_f32 v5, v1, -5
v_ldexp_f32 v5, -v1, v3 clamp mul:2
v_ldexp_f32 v5, v10, v12 mul:4
v_ldexp_f32 v5, v10, v12 div:2
v_mad_u32_u24 v5, v1, v3, v5
v_mad_u32_u24 v5, s20, v102, v104
v_mad_u32_u24 v5, v1, 7, v5
v_mad_u32_u24 v5, v1, v3, -5
v_mad_u32_u24 v5, v1, v3, v5 clamp
v_mad_i32_i24 v5, v1, v3, v5
v_mad_i32_i24 v5, s20, v102, v104
v_mad_i32_i24 v5, v1, 7, v5
v_mad_i32_i24 v5, v1, v3, -5
v_mad_i32_i24 v5, v1, v3, v5 clamp
v_mul_lo_u32 v5, v1, v3
v_mul_lo_u32 v5, s20, v102
v_mul_lo_u32 v5, v1, 7
v_mul_lo_u32 v5, v1, -5
v_mul_hi_u32 v5, v1, v3
v_mul_hi_u32 v5, s20, v102
v_mul_hi_u32 v5, v1, 7
v_mul_hi_u32 v5, v1, -5
v_mul_hi_i32 v5, v1, v3
v_mul_hi_i32 v5, s20, v102
v_mul_hi_i32 v5, v1, 7
v_mul_hi_i32 v5, v1, -5
v_bfe_u32 v5, v1, v3, v5
v_bfe_u32 v5, s20, v102, v104
v_bfe_u32 v5, v1, 7, v5
v_bfe_u32 v5, v1, v3, -5
v_bfe_i32 v5, v1, v3, v5
v_bfe_i32 v5, s20, v102, v104
v_bfe_i32 v5, v1, 7, v5
v_bfe_i32 v5, v1, v3, -5
v_bfi_b32 v5, v1, v3, v5
v_bfi_b32 v5, s20, v102, v104
v_bfi_b32 v5, v1, 7, v5
v_bfi_b32 v5, v1, v3, -5
v_alignbit_b32 v5, v1, v3, v5
v_alignbit_b32 v5, s20, v102, v104
v_alignbit_b32 v5, v1, 7, v5
v_alignbit_b32 v5, v1, v3, -5
v_alignbyte_b32 v5, v1, v3, v5
v_alignbyte_b32 v5, s20, v102, v104
v_alignbyte_b32 v5, v1, 7, v5
v_alignbyte_b32 v5, v1, v3, -5
v_min3_f32 v5, v1, v3, v5
v_min3_f32 v5, s20, v102, v104
v_min3_f32 v5, v1, -1.0, v5
v_min3_f32 v5, v1, v3, 0.15915494
v_min3_f32 v5, -v1, |v3|, -|v5| clamp mul:2
v_min3_f32 v5, v10, v12, v14 mul:4
v_min3_f32 v5, v10, v12, v14 div:2
v_min3_i32 v5, v1, v3, v5
v_min3_i32 v5, s20, v102, v104
v_min3_i32 v5, v1, 7, v5
v_min3_i32 v5, v1, v3, -5
v_min3_u32 v5, v1, v3, v5
v_min3_u32 v5, s20, v102, v104
v_min3_u32 v5, v1, 7, v5
v_min3_u32 v5, v1, v3, -5
v_max3_f32 v5, v1, v3, v5
v_max3_f32 v5, s20, v102, v104
v_max3_f32 v5, v1, -1.0, v5
v_max3_f32 v5, v1, v3, 0.15915494
v_max3_f32 v5, -v1, |v3|, -|v5| clamp mul:2
v_max3_f32 v5, v10, v12, v14 mul:4
v_max3_f32 v5, v10, v12, v14 div:2
v_max3_i32 v5, v1, v3, v5
v_max3_i32 v5, s20, v102, v104
v_max3_i32 v5, v1, 7, v5
v_max3_i32 v5, v1, v3, -5
v_max3_u32 v5, v1, v3, v5
v_max3_u32 v5, s20, v102, v104
v_max3_u32 v5, v1, 7, v5
v_max3_u32 v5, v1, v3, -5
v_med3_f32 v5, v1, v3, v5
v_med3_f32 v5, s20, v102, v104
v_med3_f32 v5, v1, -1.0, v5
v_med3_f32 v5, v1, v3, 0.15915494
v_med3_f32 v5, -v1, |v3|, -|v5| clamp mul:2
v_med3_f32 v5, v10, v12, v14 mul:4
v_med3_f32 v5, v10, v12, v14 div:2
v_med3_i32 v5, v1, v3, v5
v_med3_i32 v5, s20, v102, v104
v_med3_i32 v5, v1, 7, v5
v_med3_i32 v5, v1, v3, -5
v_med3_u32 v5, v1, v3, v5
v_med3_u32 v5, s20, v102, v104
v_med3_u32 v5, v1, 7, v5
v_med3_u32 v5, v1, v3, -5
v_lshl_add_u32 v5, v1, v3, v5
v_lshl_add_u32 v5, s20, v102, v104
v_lshl_add_u32 v5, v1, 7, v5
v_lshl_add_u32 v5, v1, v3, -5
v_add_lshl_u32 v5, v1, v3, v5
v_add_lshl_u32 v5, s20, v102, v104
v_add_lshl_u32 v5, v1, 7, v5
v_add_lshl_u32 v5, v1, v3, -5
v_add3_u32 v5, v1, v3, v5
v_add3_u32 v5, s20, v102, v104
v_add3_u32 v5, v1, 7, v5
v_add3_u32 v5, v1, v3, -5
v_lshl_or_b32 v5, v1, v3, v5
v_lshl_or_b32 v5, s20, v102, v104
v_lshl_or_b32 v5, v1, 7, v5
v_lshl_or_b32 v5, v1, v3, -5
v_and_or_b32 v5, v1, v3, v5
v_and_or_b32 v5, s20, v102, v104
v_and_or_b32 v5, v1, 7, v5
v_and_or_b32 v5, v1, v3, -5
v_or3_b32 v5, v1, v3, v5
v_or3_b32 v5, s20, v102, v104
v_or3_b32 v5, v1, 7, v5
v_or3_b32 v5, v1, v3, -5
v_perm_b32 v5, v1, v3, v5
v_perm_b32 v5, s20, v102, v104
v_perm_b32 v5, v1, 7, v5
v_perm_b32 v5, v1, v3, -5
v_cubeid_f32 v5, v1, v3, v5
v_cubeid_f32 v5, s20, v102, v104
v_cubeid_f32 v5, v1, -1.0, v5
v_cubeid_f32 v5, v1, v3, 0.15915494
v_cubeid_f32 v5, -v1, |v3|, -|v5| clamp mul:2
v_cubeid_f32 v5, v10, v12, v14 mul:4
v_cubeid_f32 v5, v10, v12, v14 div:2
v_cubesc_f32 v5, v1, v3, v5
v_cubesc_f32 v5, s20, v102, v104
v_cubesc_f32 v5, v1, -1.0, v5
v_cubesc_f32 v5, v1, v3, 0.15915494
v_cubesc_f32 v5, -v1, |v3|, -|v5| clamp mul:2
v_cubesc_f32 v5, v10, v12, v14 mul:4
v_cubesc_f32 v5, v10, v12, v14 div:2
v_cubetc_f32 v5, v1, v3, v5
v_cubetc_f32 v5, s20, v102, v104
v_cubetc_f32 v5, v1, -1.0, v5
v_cubetc_f32 v5, v1, v3, 0.15915494
v_cubetc_f32 v5, -v1, |v3|, -|v5| clamp mul:2
v_cubetc_f32 v5, v10, v12, v14 mul:4
v_cubetc_f32 v5, v10, v12, v14 div:2
v_cubema_f32 v5, v1, v3, v5
v_cubema_f32 v5, s20, v102, v104
v_cubema_f32 v5, v1, -1.0, v5
v_cubema_f32 v5, v1, v3, 0.15915494
v_cubema_f32 v5, -v1, |v3|, -|v5| clamp mul:2
v_cubema_f32 v5, v10, v12, v14 mul:4
v_cubema_f32 v5, v10, v12, v14 div:2
v_mad_u64_u32 v[5:6], s[10:11], v1, v3, v[5:6]
v_mad_u64_u32 v[5:6], s[10:11], s20, v102, v[104:105]
v_mad_u64_u32 v[5:6], s[10:11], v1, 7, v[5:6]
v_mad_u64_u32 v[5:6], s[10:11], v1, v3, -5
v_mad_u64_u32 v[5:6], s[10:11], v1, v3, v[5:6] clamp
v_mad_i64_i32 v[5:6], s[10:11], v1, v3, v[5:6]
v_mad_i64_i32 v[5:6], s[10:11], s20, v102, v[104:105]
v_mad_i64_i32 v[5:6], s[10:11], v1, 7, v[5:6]
v_mad_i64_i32 v[5:6], s[10:11], v1, v3, -5
v_mad_i64_i32 v[5:6], s[10:11], v1, v3, v[5:6] clamp
v_div_scale_f32 v5, s[10:11], v1, v3, v5
v_div_scale_f32 v5, s[10:11], s20, v102, v104
v_div_scale_f32 v5, s[10:11], v1, -1.0, v5
v_div_scale_f32 v5, s[10:11], v1, v3, 0.15915494
v_div_scale_f32 v5, s[10:11], -v1, v3, v5 clamp mul:2
v_div_scale_f32 v5, s[10:11], v10, v12, v14 mul:4
v_div_scale_f32 v5, s[10:11], v10, v12, v14 div:2
v_div_scale_f64 v[5:6], s[10:11], v[1:2], v[3:4], v[5:6]
v_div_scale_f64 v[5:6], s[10:11], s[20:21], v[102:103], v[104:105]
v_div_scale_f64 v[5:6], s[10:11], v[1:2], -1.0, v[5:6]
v_div_scale_f64 v[5:6], s[10:11], -v[1:2], v[3:4], v[5:6] clamp mul:2
v_div_scale_f64 v[5:6], s[10:11], v[10:11], v[12:13], v[14:15] mul:4
v_div_scale_f64 v[5:6], s[10:11], v[10:11], v[12:13], v[14:15] div:2
v_div_fmas_f32 v5, v1, v3, v5
v_div_fmas_f32 v5, v1, -1.0, v5
v_div_fmas_f32 v5, v1, v3, 0.15915494
v_div_fmas_f32 v5, -v1, |v3|, -|v5| clamp mul:2
v_div_fmas_f32 v5, v10, v12, v14 mul:4
v_div_fmas_f32 v5, v10, v12, v14 div:2
v_div_fmas_f64 v[5:6], v[1:2], v[3:4], v[5:6]
v_div_fmas_f64 v[5:6], v[1:2], -1.0, v[5:6]
v_div_fmas_f64 v[5:6], -v[1:2], |v[3:4]|, -|v[5:6]| clamp mul:2
v_div_fmas_f64 v[5:6], v[10:11], v[12:13], v[14:15] mul:4
v_div_fmas_f64 v[5:6], v[10:11], v[12:13], v[14:15] div:2
v_div_fixup_f32 v5, v1, v3, v5
v_div_fixup_f32 v5, s20, v102, v104
v_div_fixup_f32 v5, v1, -1.0, v5
v_div_fixup_f32 v5, v1, v3, 0.15915494
v_div_fixup_f32 v5, -v1, |v3|, -|v5| clamp mul:2
v_div_fixup_f32 v5, v10, v12, v14 mul:4
v_div_fixup_f32 v5, v10, v12, v14 div:2
v_div_fixup_f64 v[5:6], v[1:2], v[3:4], v[5:6]
v_div_fixup_f64 v[5:6], s[20:21], v[102:103], v[104:105]
v_div_fixup_f64 v[5:6], v[1:2], -1.0, v[5:6]
v_div_fixup_f64 v[5:6], -v[1:2], |v[3:4]|, -|v[5:6]| clamp mul:2
v_div_fixup_f64 v[5:6], v[10:11], v[12:13], v[14:15] mul:4
v_div_fixup_f64 v[5:6], v[10:11], v[12:13], v[14:15] div:2
v_bcnt_u32_b32 v5, v1, v3
v_bcnt_u32_b32 v5, s20, v102
v_bcnt_u32_b32 v5, v1, 7
v_bcnt_u32_b32 v5, v1, -5
v_mbcnt_lo_u32_b32 v5, v1, v3
v_mbcnt_lo_u32_b32 v5, s20, v102
v_mbcnt_lo_u32_b32 v5, v1, 7
v_mbcnt_lo_u32_b32 v5, v1, -5
v_mbcnt_hi_u32_b32 v5, v1, v3
v_mbcnt_hi_u32_b32 v5, s20, v102
v_mbcnt_hi_u32_b32 v5, v1, 7
v_mbcnt_hi_u32_b32 v5, v1, -5
v_bfm_b32 v5, v1, v3
v_bfm_b32 v5, s20, v102
v_bfm_b32 v5, v1, 7
v_bfm_b32 v5, v1, -5
v_readlane_b32 s7, v1, s2
v_readlane_b32 s7, v255, 31
v_readlane_b32 ttmp1, v3, m0
v_readlane_b32 s101, v1, vcc_lo
v_writelane_b32 v5, s2, 4
v_writelane_b32 v255, 0x0, m0
v_writelane_b32 v1, -1, 31
v_writelane_b32 v2, m0, 3
v_cvt_pkrtz_f16_f32 v5, v1, v3
v_cvt_pkrtz_f16_f32 v5, s20, v102
v_cvt_pkrtz_f16_f32 v5, v1, -1.0
v_cvt_pkrtz_f16_f32 v5, v1, 0.15915494
v_cvt_pkrtz_f16_f32 v5, -v1, |v3| clamp mul:2
v_cvt_pkrtz_f16_f32 v5, v10, v12 mul:4
v_cvt_pkrtz_f16_f32 v5, v10, v12 div:2
v_cvt_pknorm_i16_f32 v5, v1, v3
v_cvt_pknorm_i16_f32 v5, s20, v102
v_cvt_pknorm_i16_f32 v5, v1, -1.0
v_cvt_pknorm_i16_f32 v5, v1, 0.15915494
v_cvt_pknorm_i16_f32 v5, -v1, |v3| clamp
v_cvt_pknorm_u16_f32 v5, v1, v3
v_cvt_pknorm_u16_f32 v5, s20, v102
v_cvt_pknorm_u16_f32 v5, v1, -1.0
v_cvt_pknorm_u16_f32 v5, v1, 0.15915494
v_cvt_pknorm_u16_f32 v5, -v1, |v3| clamp
v_cvt_pk_u16_u32 v5, v1, v3
v_cvt_pk_u16_u32 v5, s20, v102
v_cvt_pk_u16_u32 v5, v1, 7
v_cvt_pk_u16_u32 v5, v1, -5
v_cvt_pk_i16_i32 v5, v1, v3
v_cvt_pk_i16_i32 v5, s20, v102
v_cvt_pk_i16_i32 v5, v1, 7
v_cvt_pk_i16_i32 v5, v1, -5
v_pack_b32_f16 v5, v1, v3
v_pack_b32_f16 v5, s20, v102
v_pack_b32_f16 v5, v1, -1.0
v_pack_b32_f16 v5, v1, 0.15915494
v_pack_b32_f16 v5, -v1, |v3| clamp
v_lshlrev_b64 v[5:6], v1, v[3:4]
v_lshlrev_b64 v[5:6], s20, v[102:103]
v_lshlrev_b64 v[5:6], v1, 7
v_lshlrev_b64 v[5:6], v1, -5
v_lshrrev_b64 v[5:6], v1, v[3:4]
v_lshrrev_b64 v[5:6], s20, v[102:103]
v_lshrrev_b64 v[5:6], v1, 7
v_lshrrev_b64 v[5:6], v1, -5
v_ashrrev_i64 v[5:6], v1, v[3:4]
v_ashrrev_i64 v[5:6], s20, v[102:103]
v_ashrrev_i64 v[5:6], v1, 7
v_ashrrev_i64 v[5:6], v1, -5
v_cmp_class_f16_e32 vcc, v1, v2
v_cmp_class_f16_e64 s[10:11], v1, v2

v_lshlrev_b32_sdwa v0, 2, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
v_cmp_gt_i32_sdwa s[0:1], 16, v4 src0_sel:DWORD src1_sel:WORD_1
v_cmp_class_f16_sdwa s[6:7], s5, v4 src0_sel:DWORD src1_sel:WORD_0
v_mov_b32_sdwa v1, sext(v2) dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_2
v_add_f32_sdwa v1, -v2, |v3| clamp dst_sel:BYTE_0 dst_unused:UNUSED_SEXT src0_sel:WORD_1 src1_sel:BYTE_3
v_mov_b32_dpp v1, v2 quad_perm:[1,0,3,2] row_mask:0x3 bank_mask:0xc
v_add_f32_dpp v1, -v2, |v3| row_shl:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
