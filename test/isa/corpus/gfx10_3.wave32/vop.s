; wave32: vcc_lo and 32-bit lane masks
v_cndmask_b32 v0, v1, v2, vcc_lo
v_cndmask_b32 v0, v1, v2, s6
v_cmp_eq_u32 vcc_lo, v1, v2
v_add_co_u32 v0, s0, v1, v2
v_add_co_ci_u32 v0, vcc_lo, v1, v2, vcc_lo
v_add_co_ci_u32 v0, s0, v1, v2, s4
v_div_scale_f32 v0, vcc_lo, v1, v2, v3
v_mad_u64_u32 v[0:1], s0, v2, v3, v[4:5]
v_mov_b32_e32 v5, s4
v_mov_b32_e32 v5, vcc_hi
v_mov_b32_e64 v5, s20
v_mov_b32_e64 v5, s2
v_cvt_f64_i32_e32 v[5:6], s4
v_cvt_f64_i32_e32 v[5:6], vcc_hi
v_cvt_f64_i32_e64 v[5:6], s20
v_cvt_f64_i32_e64 v[5:6], s2
v_cvt_f32_i32_e32 v5, s4
v_cvt_f32_i32_e32 v5, vcc_hi
v_cvt_f32_i32_e64 v5, s20
v_cvt_f32_i32_e64 v5, s2
v_cvt_f32_u32_e32 v5, s4
v_cvt_f32_u32_e32 v5, vcc_hi
v_cvt_f32_u32_e64 v5, s20
v_cvt_f32_u32_e64 v5, s2
v_cvt_u32_f32_e32 v5, s4
v_cvt_u32_f32_e32 v5, vcc_hi
v_cvt_u32_f32_e64 v5, s20
v_cvt_u32_f32_e64 v5, s2
v_cvt_i32_f32_e32 v5, s4
v_cvt_i32_f32_e32 v5, vcc_hi
v_cvt_i32_f32_e64 v5, s20
v_cvt_i32_f32_e64 v5, s2
v_cvt_f16_f32_e32 v5, s4
v_cvt_f16_f32_e32 v5, vcc_hi
v_cvt_f16_f32_e64 v5, s20
v_cvt_f16_f32_e64 v5, s2
v_cvt_f32_f16_e32 v5, s4
v_cvt_f32_f16_e32 v5, vcc_hi
v_cvt_f32_f16_e64 v5, s20
v_cvt_f32_f16_e64 v5, s2
v_cvt_rpi_i32_f32_e32 v5, s4
v_cvt_rpi_i32_f32_e32 v5, vcc_hi
v_cvt_rpi_i32_f32_e64 v5, s20
v_cvt_rpi_i32_f32_e64 v5, s2
v_cvt_flr_i32_f32_e32 v5, s4
v_cvt_flr_i32_f32_e32 v5, vcc_hi
v_cvt_flr_i32_f32_e64 v5, s20
v_cvt_flr_i32_f32_e64 v5, s2
v_cvt_f64_f32_e32 v[5:6], s4
v_cvt_f64_f32_e32 v[5:6], vcc_hi
v_cvt_f64_f32_e64 v[5:6], s20
v_cvt_f64_f32_e64 v[5:6], s2
v_cvt_f32_ubyte0_e32 v5, s4
v_cvt_f32_ubyte0_e32 v5, vcc_hi
v_cvt_f32_ubyte0_e64 v5, s20
v_cvt_f32_ubyte0_e64 v5, s2
v_cvt_f32_ubyte1_e32 v5, s4
v_cvt_f32_ubyte1_e32 v5, vcc_hi
v_cvt_f32_ubyte1_e64 v5, s20
v_cvt_f32_ubyte1_e64 v5, s2
v_cvt_f32_ubyte2_e32 v5, s4
v_cvt_f32_ubyte2_e32 v5, vcc_hi
v_cvt_f32_ubyte2_e64 v5, s20
v_cvt_f32_ubyte2_e64 v5, s2
v_cvt_f32_ubyte3_e32 v5, s4
v_cvt_f32_ubyte3_e32 v5, vcc_hi
v_cvt_f32_ubyte3_e64 v5, s20
v_cvt_f32_ubyte3_e64 v5, s2
v_cvt_f64_u32_e32 v[5:6], s4
v_cvt_f64_u32_e32 v[5:6], vcc_hi
v_cvt_f64_u32_e64 v[5:6], s20
v_cvt_f64_u32_e64 v[5:6], s2
v_fract_f32_e32 v5, s4
v_fract_f32_e32 v5, vcc_hi
v_fract_f32_e64 v5, s20
v_fract_f32_e64 v5, s2
v_trunc_f32_e32 v5, s4
v_trunc_f32_e32 v5, vcc_hi
v_trunc_f32_e64 v5, s20
v_trunc_f32_e64 v5, s2
v_ceil_f32_e32 v5, s4
v_ceil_f32_e32 v5, vcc_hi
v_ceil_f32_e64 v5, s20
v_ceil_f32_e64 v5, s2
v_rndne_f32_e32 v5, s4
v_rndne_f32_e32 v5, vcc_hi
v_rndne_f32_e64 v5, s20
v_rndne_f32_e64 v5, s2
v_floor_f32_e32 v5, s4
v_floor_f32_e32 v5, vcc_hi
v_floor_f32_e64 v5, s20
v_floor_f32_e64 v5, s2
v_exp_f32_e32 v5, s4
v_exp_f32_e32 v5, vcc_hi
v_exp_f32_e64 v5, s20
v_exp_f32_e64 v5, s2
v_log_f32_e32 v5, s4
v_log_f32_e32 v5, vcc_hi
v_log_f32_e64 v5, s20
v_log_f32_e64 v5, s2
v_rcp_f32_e32 v5, s4
v_rcp_f32_e32 v5, vcc_hi
v_rcp_f32_e64 v5, s20
v_rcp_f32_e64 v5, s2
v_rcp_iflag_f32_e32 v5, s4
v_rcp_iflag_f32_e32 v5, vcc_hi
v_rcp_iflag_f32_e64 v5, s20
v_rcp_iflag_f32_e64 v5, s2
v_rsq_f32_e32 v5, s4
v_rsq_f32_e32 v5, vcc_hi
v_rsq_f32_e64 v5, s20
v_rsq_f32_e64 v5, s2
v_sqrt_f32_e32 v5, s4
v_sqrt_f32_e32 v5, vcc_hi
v_sqrt_f32_e64 v5, s20
v_sqrt_f32_e64 v5, s2
v_sin_f32_e32 v5, s4
v_sin_f32_e32 v5, vcc_hi
v_sin_f32_e64 v5, s20
v_sin_f32_e64 v5, s2
v_cos_f32_e32 v5, s4
v_cos_f32_e32 v5, vcc_hi
v_cos_f32_e64 v5, s20
v_cos_f32_e64 v5, s2
v_not_b32_e32 v5, s4
v_not_b32_e32 v5, vcc_hi
v_not_b32_e64 v5, s20
v_not_b32_e64 v5, s2
v_bfrev_b32_e32 v5, s4
v_bfrev_b32_e32 v5, vcc_hi
v_bfrev_b32_e64 v5, s20
v_bfrev_b32_e64 v5, s2
v_ffbh_u32_e32 v5, s4
v_ffbh_u32_e32 v5, vcc_hi
v_ffbh_u32_e64 v5, s20
v_ffbh_u32_e64 v5, s2
v_ffbl_b32_e32 v5, s4
v_ffbl_b32_e32 v5, vcc_hi
v_ffbl_b32_e64 v5, s20
v_ffbl_b32_e64 v5, s2
v_ffbh_i32_e32 v5, s4
v_ffbh_i32_e32 v5, vcc_hi
v_ffbh_i32_e64 v5, s20
v_ffbh_i32_e64 v5, s2
v_frexp_exp_i32_f32_e32 v5, s4
v_frexp_exp_i32_f32_e32 v5, vcc_hi
v_frexp_exp_i32_f32_e64 v5, s20
v_frexp_exp_i32_f32_e64 v5, s2
v_frexp_mant_f32_e32 v5, s4
v_frexp_mant_f32_e32 v5, vcc_hi
v_frexp_mant_f32_e64 v5, s20
v_frexp_mant_f32_e64 v5, s2
v_rcp_f16_e32 v5, s4
v_rcp_f16_e32 v5, vcc_hi
v_rcp_f16_e64 v5, s20
v_rcp_f16_e64 v5, s2
v_sqrt_f16_e32 v5, s4
v_sqrt_f16_e32 v5, vcc_hi
v_sqrt_f16_e64 v5, s20
v_sqrt_f16_e64 v5, s2
v_rsq_f16_e32 v5, s4
v_rsq_f16_e32 v5, vcc_hi
v_rsq_f16_e64 v5, s20
v_rsq_f16_e64 v5, s2
v_cvt_f16_u16_e32 v5, s4
v_cvt_f16_u16_e32 v5, vcc_hi
v_cvt_f16_u16_e64 v5, s20
v_cvt_f16_u16_e64 v5, s2
v_cvt_f16_i16_e32 v5, s4
v_cvt_f16_i16_e32 v5, vcc_hi
v_cvt_f16_i16_e64 v5, s20
v_cvt_f16_i16_e64 v5, s2
v_cvt_u16_f16_e32 v5, s4
v_cvt_u16_f16_e32 v5, vcc_hi
v_cvt_u16_f16_e64 v5, s20
v_cvt_u16_f16_e64 v5, s2
v_cvt_i16_f16_e32 v5, s4
v_cvt_i16_f16_e32 v5, vcc_hi
v_cvt_i16_f16_e64 v5, s20
v_cvt_i16_f16_e64 v5, s2
v_cndmask_b32_e32 v5, v1, v255, vcc_lo
v_cndmask_b32_e32 v5, s4, v255, vcc_lo
v_cndmask_b32_e32 v5, -4.0, v255, vcc_lo
v_cndmask_b32_e32 v5, 0.5, v255, vcc_lo
v_cndmask_b32_e32 v5, m0, v255, vcc_lo
v_cndmask_b32_e32 v5, 0x3e8, v255, vcc_lo
v_cndmask_b32_e32 v5, vcc_hi, v255, vcc_lo
v_cndmask_b32_e64 v5, v1, v3, s10
v_cndmask_b32_e64 v5, s20, v102, vcc_lo
v_cndmask_b32_e64 v5, v1, -1.0, s10
v_cndmask_b32_e64 v5, v1, v3, s10
v_cndmask_b32_e64 v5, 0x12345, v3, s10
v_cndmask_b32_e64 v5, -v1, |v3|, s10
v_add_f32_e32 v5, s4, v255
v_add_f32_e32 v5, vcc_hi, v255
v_add_f32_e64 v5, s20, v102
v_add_f32_e64 v5, s2, s9
v_sub_f32_e32 v5, s4, v255
v_sub_f32_e32 v5, vcc_hi, v255
v_sub_f32_e64 v5, s20, v102
v_sub_f32_e64 v5, s2, s9
v_subrev_f32_e32 v5, s4, v255
v_subrev_f32_e32 v5, vcc_hi, v255
v_subrev_f32_e64 v5, s20, v102
v_subrev_f32_e64 v5, s2, s9
v_mul_legacy_f32_e32 v5, s4, v255
v_mul_legacy_f32_e32 v5, vcc_hi, v255
v_mul_legacy_f32_e64 v5, s20, v102
v_mul_legacy_f32_e64 v5, s2, s9
v_mul_f32_e32 v5, s4, v255
v_mul_f32_e32 v5, vcc_hi, v255
v_mul_f32_e64 v5, s20, v102
v_mul_f32_e64 v5, s2, s9
v_mul_i32_i24_e32 v5, s4, v255
v_mul_i32_i24_e32 v5, vcc_hi, v255
v_mul_i32_i24_e64 v5, s20, v102
v_mul_i32_i24_e64 v5, s2, s9
v_mul_hi_i32_i24_e32 v5, s4, v255
v_mul_hi_i32_i24_e32 v5, vcc_hi, v255
v_mul_hi_i32_i24_e64 v5, s20, v102
v_mul_hi_i32_i24_e64 v5, s2, s9
v_mul_u32_u24_e32 v5, s4, v255
v_mul_u32_u24_e32 v5, vcc_hi, v255
v_mul_u32_u24_e64 v5, s20, v102
v_mul_u32_u24_e64 v5, s2, s9
v_mul_hi_u32_u24_e32 v5, s4, v255
v_mul_hi_u32_u24_e32 v5, vcc_hi, v255
v_mul_hi_u32_u24_e64 v5, s20, v102
v_mul_hi_u32_u24_e64 v5, s2, s9
v_min_f32_e32 v5, s4, v255
v_min_f32_e32 v5, vcc_hi, v255
v_min_f32_e64 v5, s20, v102
v_min_f32_e64 v5, s2, s9
v_max_f32_e32 v5, s4, v255
v_max_f32_e32 v5, vcc_hi, v255
v_max_f32_e64 v5, s20, v102
v_max_f32_e64 v5, s2, s9
v_min_i32_e32 v5, s4, v255
v_min_i32_e32 v5, vcc_hi, v255
v_min_i32_e64 v5, s20, v102
v_min_i32_e64 v5, s2, s9
v_max_i32_e32 v5, s4, v255
v_max_i32_e32 v5, vcc_hi, v255
v_max_i32_e64 v5, s20, v102
v_max_i32_e64 v5, s2, s9
v_min_u32_e32 v5, s4, v255
v_min_u32_e32 v5, vcc_hi, v255
v_min_u32_e64 v5, s20, v102
v_min_u32_e64 v5, s2, s9
v_max_u32_e32 v5, s4, v255
v_max_u32_e32 v5, vcc_hi, v255
v_max_u32_e64 v5, s20, v102
v_max_u32_e64 v5, s2, s9
v_lshrrev_b32_e32 v5, s4, v255
v_lshrrev_b32_e32 v5, vcc_hi, v255
v_lshrrev_b32_e64 v5, s20, v102
v_lshrrev_b32_e64 v5, s2, s9
v_ashrrev_i32_e32 v5, s4, v255
v_ashrrev_i32_e32 v5, vcc_hi, v255
v_ashrrev_i32_e64 v5, s20, v102
v_ashrrev_i32_e64 v5, s2, s9
v_lshlrev_b32_e32 v5, s4, v255
v_lshlrev_b32_e32 v5, vcc_hi, v255
v_lshlrev_b32_e64 v5, s20, v102
v_lshlrev_b32_e64 v5, s2, s9
v_and_b32_e32 v5, s4, v255
v_and_b32_e32 v5, vcc_hi, v255
v_and_b32_e64 v5, s20, v102
v_and_b32_e64 v5, s2, s9
v_or_b32_e32 v5, s4, v255
v_or_b32_e32 v5, vcc_hi, v255
v_or_b32_e64 v5, s20, v102
v_or_b32_e64 v5, s2, s9
v_xor_b32_e32 v5, s4, v255
v_xor_b32_e32 v5, vcc_hi, v255
v_xor_b32_e64 v5, s20, v102
v_xor_b32_e64 v5, s2, s9
v_xnor_b32_e32 v5, s4, v255
v_xnor_b32_e32 v5, vcc_hi, v255
v_xnor_b32_e64 v5, s20, v102
v_xnor_b32_e64 v5, s2, s9
v_fmac_f32_e32 v5, s4, v255
v_fmac_f32_e32 v5, vcc_hi, v255
v_fmac_f32_e64 v5, s20, v102
v_fmac_f32_e64 v5, s2, s9
v_fmamk_f32 v5, s4, 0x41200000, v255
v_fmamk_f32 v5, vcc_hi, 0x41200000, v255
v_fmaak_f32 v5, s4, v255, 0x41200000
v_fmaak_f32 v5, vcc_hi, v255, 0x41200000
v_add_co_ci_u32_e32 v5, vcc_lo, v1, v255, vcc_lo
v_add_co_ci_u32_e32 v5, vcc_lo, s4, v255, vcc_lo
v_add_co_ci_u32_e32 v5, vcc_lo, -16, v255, vcc_lo
v_add_co_ci_u32_e32 v5, vcc_lo, 64, v255, vcc_lo
v_add_co_ci_u32_e32 v5, vcc_lo, m0, v255, vcc_lo
v_add_co_ci_u32_e32 v5, vcc_lo, 0x3e8, v255, vcc_lo
v_add_co_ci_u32_e32 v5, vcc_lo, vcc_hi, v255, vcc_lo
v_add_co_ci_u32_e64 v5, s10, v1, v3, s10
v_add_co_ci_u32_e64 v5, s10, s20, v102, vcc_lo
v_add_co_ci_u32_e64 v5, s10, v1, 7, s10
v_add_co_ci_u32_e64 v5, s10, v1, v3, s10
v_add_co_ci_u32_e64 v5, s10, 0x12345, v3, s10
v_add_co_ci_u32_e64 v5, s10, v1, v3, s10 clamp
v_sub_co_ci_u32_e32 v5, vcc_lo, v1, v255, vcc_lo
v_sub_co_ci_u32_e32 v5, vcc_lo, s4, v255, vcc_lo
v_sub_co_ci_u32_e32 v5, vcc_lo, -16, v255, vcc_lo
v_sub_co_ci_u32_e32 v5, vcc_lo, 64, v255, vcc_lo
v_sub_co_ci_u32_e32 v5, vcc_lo, m0, v255, vcc_lo
v_sub_co_ci_u32_e32 v5, vcc_lo, 0x3e8, v255, vcc_lo
v_sub_co_ci_u32_e32 v5, vcc_lo, vcc_hi, v255, vcc_lo
v_sub_co_ci_u32_e64 v5, s10, v1, v3, s10
v_sub_co_ci_u32_e64 v5, s10, s20, v102, vcc_lo
v_sub_co_ci_u32_e64 v5, s10, v1, 7, s10
v_sub_co_ci_u32_e64 v5, s10, v1, v3, s10
v_sub_co_ci_u32_e64 v5, s10, 0x12345, v3, s10
v_sub_co_ci_u32_e64 v5, s10, v1, v3, s10 clamp
v_subrev_co_ci_u32_e32 v5, vcc_lo, v1, v255, vcc_lo
v_subrev_co_ci_u32_e32 v5, vcc_lo, s4, v255, vcc_lo
v_subrev_co_ci_u32_e32 v5, vcc_lo, -16, v255, vcc_lo
v_subrev_co_ci_u32_e32 v5, vcc_lo, 64, v255, vcc_lo
v_subrev_co_ci_u32_e32 v5, vcc_lo, m0, v255, vcc_lo
v_subrev_co_ci_u32_e32 v5, vcc_lo, 0x3e8, v255, vcc_lo
v_subrev_co_ci_u32_e32 v5, vcc_lo, vcc_hi, v255, vcc_lo
v_subrev_co_ci_u32_e64 v5, s10, v1, v3, s10
v_subrev_co_ci_u32_e64 v5, s10, s20, v102, vcc_lo
v_subrev_co_ci_u32_e64 v5, s10, v1, 7, s10
v_subrev_co_ci_u32_e64 v5, s10, v1, v3, s10
v_subrev_co_ci_u32_e64 v5, s10, 0x12345, v3, s10
v_subrev_co_ci_u32_e64 v5, s10, v1, v3, s10 clamp
v_add_nc_u32_e32 v5, s4, v255
v_add_nc_u32_e32 v5, vcc_hi, v255
v_add_nc_u32_e64 v5, s20, v102
v_add_nc_u32_e64 v5, s2, s9
v_sub_nc_u32_e32 v5, s4, v255
v_sub_nc_u32_e32 v5, vcc_hi, v255
v_sub_nc_u32_e64 v5, s20, v102
v_sub_nc_u32_e64 v5, s2, s9
v_subrev_nc_u32_e32 v5, s4, v255
v_subrev_nc_u32_e32 v5, vcc_hi, v255
v_subrev_nc_u32_e64 v5, s20, v102
v_subrev_nc_u32_e64 v5, s2, s9
v_add_f16_e32 v5, s4, v255
v_add_f16_e32 v5, vcc_hi, v255
v_add_f16_e64 v5, s20, v102
v_add_f16_e64 v5, s2, s9
v_sub_f16_e32 v5, s4, v255
v_sub_f16_e32 v5, vcc_hi, v255
v_sub_f16_e64 v5, s20, v102
v_sub_f16_e64 v5, s2, s9
v_mul_f16_e32 v5, s4, v255
v_mul_f16_e32 v5, vcc_hi, v255
v_mul_f16_e64 v5, s20, v102
v_mul_f16_e64 v5, s2, s9
v_max_f16_e32 v5, s4, v255
v_max_f16_e32 v5, vcc_hi, v255
v_max_f16_e64 v5, s20, v102
v_max_f16_e64 v5, s2, s9
v_min_f16_e32 v5, s4, v255
v_min_f16_e32 v5, vcc_hi, v255
v_min_f16_e64 v5, s20, v102
v_min_f16_e64 v5, s2, s9
v_ldexp_f16_e32 v5, s4, v255
v_ldexp_f16_e32 v5, vcc_hi, v255
v_ldexp_f16_e64 v5, s20, v102
v_ldexp_f16_e64 v5, s2, s9
v_cvt_pkrtz_f16_f32_e32 v5, s4, v255
v_cvt_pkrtz_f16_f32_e32 v5, vcc_hi, v255
v_cvt_pkrtz_f16_f32_e64 v5, s20, v102
v_cvt_pkrtz_f16_f32_e64 v5, s2, s9
v_cmp_f_f32_e32 vcc_lo, v1, v255
v_cmp_f_f32_e32 vcc_lo, s4, v255
v_cmp_f_f32_e32 vcc_lo, -4.0, v255
v_cmp_f_f32_e32 vcc_lo, 0.5, v255
v_cmp_f_f32_e32 vcc_lo, m0, v255
v_cmp_f_f32_e32 vcc_lo, 0x3e8, v255
v_cmp_f_f32_e32 vcc_lo, vcc_hi, v255
v_cmp_f_f32_e64 s10, v1, v3
v_cmp_f_f32_e64 s10, s20, v102
v_cmp_f_f32_e64 s10, v1, -1.0
v_cmp_f_f32_e64 s10, v1, 0.15915494
v_cmp_f_f32_e64 s10, 0x12345, v3
v_cmp_f_f32_e64 s10, s2, s9
v_cmp_f_f32_e64 s10, -v1, |v3| clamp
v_cmp_lt_f32_e32 vcc_lo, v1, v255
v_cmp_lt_f32_e32 vcc_lo, s4, v255
v_cmp_lt_f32_e32 vcc_lo, -4.0, v255
v_cmp_lt_f32_e32 vcc_lo, 0.5, v255
v_cmp_lt_f32_e32 vcc_lo, m0, v255
v_cmp_lt_f32_e32 vcc_lo, 0x3e8, v255
v_cmp_lt_f32_e32 vcc_lo, vcc_hi, v255
v_cmp_lt_f32_e64 s10, v1, v3
v_cmp_lt_f32_e64 s10, s20, v102
v_cmp_lt_f32_e64 s10, v1, -1.0
v_cmp_lt_f32_e64 s10, v1, 0.15915494
v_cmp_lt_f32_e64 s10, 0x12345, v3
v_cmp_lt_f32_e64 s10, s2, s9
v_cmp_lt_f32_e64 s10, -v1, |v3| clamp
v_cmp_eq_f32_e32 vcc_lo, v1, v255
v_cmp_eq_f32_e32 vcc_lo, s4, v255
v_cmp_eq_f32_e32 vcc_lo, -4.0, v255
v_cmp_eq_f32_e32 vcc_lo, 0.5, v255
v_cmp_eq_f32_e32 vcc_lo, m0, v255
v_cmp_eq_f32_e32 vcc_lo, 0x3e8, v255
v_cmp_eq_f32_e32 vcc_lo, vcc_hi, v255
v_cmp_eq_f32_e64 s10, v1, v3
v_cmp_eq_f32_e64 s10, s20, v102
v_cmp_eq_f32_e64 s10, v1, -1.0
v_cmp_eq_f32_e64 s10, v1, 0.15915494
v_cmp_eq_f32_e64 s10, 0x12345, v3
v_cmp_eq_f32_e64 s10, s2, s9
v_cmp_eq_f32_e64 s10, -v1, |v3| clamp
v_cmp_le_f32_e32 vcc_lo, v1, v255
v_cmp_le_f32_e32 vcc_lo, s4, v255
v_cmp_le_f32_e32 vcc_lo, -4.0, v255
v_cmp_le_f32_e32 vcc_lo, 0.5, v255
v_cmp_le_f32_e32 vcc_lo, m0, v255
v_cmp_le_f32_e32 vcc_lo, 0x3e8, v255
v_cmp_le_f32_e32 vcc_lo, vcc_hi, v255
v_cmp_le_f32_e64 s10, v1, v3
v_cmp_le_f32_e64 s10, s20, v102
v_cmp_le_f32_e64 s10, v1, -1.0
v_cmp_le_f32_e64 s10, v1, 0.15915494
v_cmp_le_f32_e64 s10, 0x12345, v3
v_cmp_le_f32_e64 s10, s2, s9
v_cmp_le_f32_e64 s10, -v1, |v3| clamp
v_cmp_gt_f32_e32 vcc_lo, v1, v255
v_cmp_gt_f32_e32 vcc_lo, s4, v255
v_cmp_gt_f32_e32 vcc_lo, -4.0, v255
v_cmp_gt_f32_e32 vcc_lo, 0.5, v255
v_cmp_gt_f32_e32 vcc_lo, m0, v255
v_cmp_gt_f32_e32 vcc_lo, 0x3e8, v255
v_cmp_gt_f32_e32 vcc_lo, vcc_hi, v255
v_cmp_gt_f32_e64 s10, v1, v3
v_cmp_gt_f32_e64 s10, s20, v102
v_cmp_gt_f32_e64 s10, v1, -1.0
v_cmp_gt_f32_e64 s10, v1, 0.15915494
v_cmp_gt_f32_e64 s10, 0x12345, v3
v_cmp_gt_f32_e64 s10, s2, s9
v_cmp_gt_f32_e64 s10, -v1, |v3| clamp
v_cmp_lg_f32_e32 vcc_lo, v1, v255
v_cmp_lg_f32_e32 vcc_lo, s4, v255
v_cmp_lg_f32_e32 vcc_lo, -4.0, v255
v_cmp_lg_f32_e32 vcc_lo, 0.5, v255
v_cmp_lg_f32_e32 vcc_lo, m0, v255
v_cmp_lg_f32_e32 vcc_lo, 0x3e8, v255
v_cmp_lg_f32_e32 vcc_lo, vcc_hi, v255
v_cmp_lg_f32_e64 s10, v1, v3
v_cmp_lg_f32_e64 s10, s20, v102
v_cmp_lg_f32_e64 s10, v1, -1.0
v_cmp_lg_f32_e64 s10, v1, 0.15915494
v_cmp_lg_f32_e64 s10, 0x12345, v3
v_cmp_lg_f32_e64 s10, s2, s9
v_cmp_lg_f32_e64 s10, -v1, |v3| clamp
v_cmp_ge_f32_e32 vcc_lo, v1, v255
v_cmp_ge_f32_e32 vcc_lo, s4, v255
v_cmp_ge_f32_e32 vcc_lo, -4.0, v255
v_cmp_ge_f32_e32 vcc_lo, 0.5, v255
v_cmp_ge_f32_e32 vcc_lo, m0, v255
v_cmp_ge_f32_e32 vcc_lo, 0x3e8, v255
v_cmp_ge_f32_e32 vcc_lo, vcc_hi, v255
v_cmp_ge_f32_e64 s10, v1, v3
v_cmp_ge_f32_e64 s10, s20, v102
v_cmp_ge_f32_e64 s10, v1, -1.0
v_cmp_ge_f32_e64 s10, v1, 0.15915494
v_cmp_ge_f32_e64 s10, 0x12345, v3
v_cmp_ge_f32_e64 s10, s2, s9
v_cmp_ge_f32_e64 s10, -v1, |v3| clamp
v_cmp_o_f32_e32 vcc_lo, v1, v255
v_cmp_o_f32_e32 vcc_lo, s4, v255
v_cmp_o_f32_e32 vcc_lo, -4.0, v255
v_cmp_o_f32_e32 vcc_lo, 0.5, v255
v_cmp_o_f32_e32 vcc_lo, m0, v255
v_cmp_o_f32_e32 vcc_lo, 0x3e8, v255
v_cmp_o_f32_e32 vcc_lo, vcc_hi, v255
v_cmp_o_f32_e64 s10, v1, v3
v_cmp_o_f32_e64 s10, s20, v102
v_cmp_o_f32_e64 s10, v1, -1.0
v_cmp_o_f32_e64 s10, v1, 0.15915494
v_cmp_o_f32_e64 s10, 0x12345, v3
v_cmp_o_f32_e64 s10, s2, s9
v_cmp_o_f32_e64 s10, -v1, |v3| clamp
v_cmp_u_f32_e32 vcc_lo, v1, v255
v_cmp_u_f32_e32 vcc_lo, s4, v255
v_cmp_u_f32_e32 vcc_lo, -4.0, v255
v_cmp_u_f32_e32 vcc_lo, 0.5, v255
v_cmp_u_f32_e32 vcc_lo, m0, v255
v_cmp_u_f32_e32 vcc_lo, 0x3e8, v255
v_cmp_u_f32_e32 vcc_lo, vcc_hi, v255
v_cmp_u_f32_e64 s10, v1, v3
v_cmp_u_f32_e64 s10, s20, v102
v_cmp_u_f32_e64 s10, v1, -1.0
v_cmp_u_f32_e64 s10, v1, 0.15915494
v_cmp_u_f32_e64 s10, 0x12345, v3
v_cmp_u_f32_e64 s10, s2, s9
v_cmp_u_f32_e64 s10, -v1, |v3| clamp
v_cmp_nge_f32_e32 vcc_lo, v1, v255
v_cmp_nge_f32_e32 vcc_lo, s4, v255
v_cmp_nge_f32_e32 vcc_lo, -4.0, v255
v_cmp_nge_f32_e32 vcc_lo, 0.5, v255
v_cmp_nge_f32_e32 vcc_lo, m0, v255
v_cmp_nge_f32_e32 vcc_lo, 0x3e8, v255
v_cmp_nge_f32_e32 vcc_lo, vcc_hi, v255
v_cmp_nge_f32_e64 s10, v1, v3
v_cmp_nge_f32_e64 s10, s20, v102
v_cmp_nge_f32_e64 s10, v1, -1.0
v_cmp_nge_f32_e64 s10, v1, 0.15915494
v_cmp_nge_f32_e64 s10, 0x12345, v3
v_cmp_nge_f32_e64 s10, s2, s9
v_cmp_nge_f32_e64 s10, -v1, |v3| clamp
v_cmp_nlg_f32_e32 vcc_lo, v1, v255
v_cmp_nlg_f32_e32 vcc_lo, s4, v255
v_cmp_nlg_f32_e32 vcc_lo, -4.0, v255
v_cmp_nlg_f32_e32 vcc_lo, 0.5, v255
v_cmp_nlg_f32_e32 vcc_lo, m0, v255
v_cmp_nlg_f32_e32 vcc_lo, 0x3e8, v255
v_cmp_nlg_f32_e32 vcc_lo, vcc_hi, v255
v_cmp_nlg_f32_e64 s10, v1, v3
v_cmp_nlg_f32_e64 s10, s20, v102
v_cmp_nlg_f32_e64 s10, v1, -1.0
v_cmp_nlg_f32_e64 s10, v1, 0.15915494
v_cmp_nlg_f32_e64 s10, 0x12345, v3
v_cmp_nlg_f32_e64 s10, s2, s9
v_cmp_nlg_f32_e64 s10, -v1, |v3| clamp
v_cmp_ngt_f32_e32 vcc_lo, v1, v255
v_cmp_ngt_f32_e32 vcc_lo, s4, v255
v_cmp_ngt_f32_e32 vcc_lo, -4.0, v255
v_cmp_ngt_f32_e32 vcc_lo, 0.5, v255
v_cmp_ngt_f32_e32 vcc_lo, m0, v255
v_cmp_ngt_f32_e32 vcc_lo, 0x3e8, v255
v_cmp_ngt_f32_e32 vcc_lo, vcc_hi, v255
v_cmp_ngt_f32_e64 s10, v1, v3
v_cmp_ngt_f32_e64 s10, s20, v102
v_cmp_ngt_f32_e64 s10, v1, -1.0
v_cmp_ngt_f32_e64 s10, v1, 0.15915494
v_cmp_ngt_f32_e64 s10, 0x12345, v3
v_cmp_ngt_f32_e64 s10, s2, s9
v_cmp_ngt_f32_e64 s10, -v1, |v3| clamp
v_cmp_nle_f32_e32 vcc_lo, v1, v255
v_cmp_nle_f32_e32 vcc_lo, s4, v255
v_cmp_nle_f32_e32 vcc_lo, -4.0, v255
v_cmp_nle_f32_e32 vcc_lo, 0.5, v255
v_cmp_nle_f32_e32 vcc_lo, m0, v255
v_cmp_nle_f32_e32 vcc_lo, 0x3e8, v255
v_cmp_nle_f32_e32 vcc_lo, vcc_hi, v255
v_cmp_nle_f32_e64 s10, v1, v3
v_cmp_nle_f32_e64 s10, s20, v102
v_cmp_nle_f32_e64 s10, v1, -1.0
v_cmp_nle_f32_e64 s10, v1, 0.15915494
v_cmp_nle_f32_e64 s10, 0x12345, v3
v_cmp_nle_f32_e64 s10, s2, s9
v_cmp_nle_f32_e64 s10, -v1, |v3| clamp
v_cmp_neq_f32_e32 vcc_lo, v1, v255
v_cmp_neq_f32_e32 vcc_lo, s4, v255
v_cmp_neq_f32_e32 vcc_lo, -4.0, v255
v_cmp_neq_f32_e32 vcc_lo, 0.5, v255
v_cmp_neq_f32_e32 vcc_lo, m0, v255
v_cmp_neq_f32_e32 vcc_lo, 0x3e8, v255
v_cmp_neq_f32_e32 vcc_lo, vcc_hi, v255
v_cmp_neq_f32_e64 s10, v1, v3
v_cmp_neq_f32_e64 s10, s20, v102
v_cmp_neq_f32_e64 s10, v1, -1.0
v_cmp_neq_f32_e64 s10, v1, 0.15915494
v_cmp_neq_f32_e64 s10, 0x12345, v3
v_cmp_neq_f32_e64 s10, s2, s9
v_cmp_neq_f32_e64 s10, -v1, |v3| clamp
v_cmp_nlt_f32_e32 vcc_lo, v1, v255
v_cmp_nlt_f32_e32 vcc_lo, s4, v255
v_cmp_nlt_f32_e32 vcc_lo, -4.0, v255
v_cmp_nlt_f32_e32 vcc_lo, 0.5, v255
v_cmp_nlt_f32_e32 vcc_lo, m0, v255
v_cmp_nlt_f32_e32 vcc_lo, 0x3e8, v255
v_cmp_nlt_f32_e32 vcc_lo, vcc_hi, v255
v_cmp_nlt_f32_e64 s10, v1, v3
v_cmp_nlt_f32_e64 s10, s20, v102
v_cmp_nlt_f32_e64 s10, v1, -1.0
v_cmp_nlt_f32_e64 s10, v1, 0.15915494
v_cmp_nlt_f32_e64 s10, 0x12345, v3
v_cmp_nlt_f32_e64 s10, s2, s9
v_cmp_nlt_f32_e64 s10, -v1, |v3| clamp
v_cmp_tru_f32_e32 vcc_lo, v1, v255
v_cmp_tru_f32_e32 vcc_lo, s4, v255
v_cmp_tru_f32_e32 vcc_lo, -4.0, v255
v_cmp_tru_f32_e32 vcc_lo, 0.5, v255
v_cmp_tru_f32_e32 vcc_lo, m0, v255
v_cmp_tru_f32_e32 vcc_lo, 0x3e8, v255
v_cmp_tru_f32_e32 vcc_lo, vcc_hi, v255
v_cmp_tru_f32_e64 s10, v1, v3
v_cmp_tru_f32_e64 s10, s20, v102
v_cmp_tru_f32_e64 s10, v1, -1.0
v_cmp_tru_f32_e64 s10, v1, 0.15915494
v_cmp_tru_f32_e64 s10, 0x12345, v3
v_cmp_tru_f32_e64 s10, s2, s9
v_cmp_tru_f32_e64 s10, -v1, |v3| clamp
v_cmp_lt_i32_e32 vcc_lo, v1, v255
v_cmp_lt_i32_e32 vcc_lo, s4, v255
v_cmp_lt_i32_e32 vcc_lo, -16, v255
v_cmp_lt_i32_e32 vcc_lo, 64, v255
v_cmp_lt_i32_e32 vcc_lo, m0, v255
v_cmp_lt_i32_e32 vcc_lo, 0x3e8, v255
v_cmp_lt_i32_e32 vcc_lo, vcc_hi, v255
v_cmp_lt_i32_e64 s10, v1, v3
v_cmp_lt_i32_e64 s10, s20, v102
v_cmp_lt_i32_e64 s10, v1, 7
v_cmp_lt_i32_e64 s10, v1, -5
v_cmp_lt_i32_e64 s10, 0x12345, v3
v_cmp_lt_i32_e64 s10, s2, s9
v_cmp_eq_i32_e32 vcc_lo, v1, v255
v_cmp_eq_i32_e32 vcc_lo, s4, v255
v_cmp_eq_i32_e32 vcc_lo, -16, v255
v_cmp_eq_i32_e32 vcc_lo, 64, v255
v_cmp_eq_i32_e32 vcc_lo, m0, v255
v_cmp_eq_i32_e32 vcc_lo, 0x3e8, v255
v_cmp_eq_i32_e32 vcc_lo, vcc_hi, v255
v_cmp_eq_i32_e64 s10, v1, v3
v_cmp_eq_i32_e64 s10, s20, v102
v_cmp_eq_i32_e64 s10, v1, 7
v_cmp_eq_i32_e64 s10, v1, -5
v_cmp_eq_i32_e64 s10, 0x12345, v3
v_cmp_eq_i32_e64 s10, s2, s9
v_cmp_le_i32_e32 vcc_lo, v1, v255
v_cmp_le_i32_e32 vcc_lo, s4, v255
v_cmp_le_i32_e32 vcc_lo, -16, v255
v_cmp_le_i32_e32 vcc_lo, 64, v255
v_cmp_le_i32_e32 vcc_lo, m0, v255
v_cmp_le_i32_e32 vcc_lo, 0x3e8, v255
v_cmp_le_i32_e32 vcc_lo, vcc_hi, v255
v_cmp_le_i32_e64 s10, v1, v3
v_cmp_le_i32_e64 s10, s20, v102
v_cmp_le_i32_e64 s10, v1, 7
v_cmp_le_i32_e64 s10, v1, -5
v_cmp_le_i32_e64 s10, 0x12345, v3
v_cmp_le_i32_e64 s10, s2, s9
v_cmp_gt_i32_e32 vcc_lo, v1, v255
v_cmp_gt_i32_e32 vcc_lo, s4, v255
v_cmp_gt_i32_e32 vcc_lo, -16, v255
v_cmp_gt_i32_e32 vcc_lo, 64, v255
v_cmp_gt_i32_e32 vcc_lo, m0, v255
v_cmp_gt_i32_e32 vcc_lo, 0x3e8, v255
v_cmp_gt_i32_e32 vcc_lo, vcc_hi, v255
v_cmp_gt_i32_e64 s10, v1, v3
v_cmp_gt_i32_e64 s10, s20, v102
v_cmp_gt_i32_e64 s10, v1, 7
v_cmp_gt_i32_e64 s10, v1, -5
v_cmp_gt_i32_e64 s10, 0x12345, v3
v_cmp_gt_i32_e64 s10, s2, s9
v_cmp_ne_i32_e32 vcc_lo, v1, v255
v_cmp_ne_i32_e32 vcc_lo, s4, v255
v_cmp_ne_i32_e32 vcc_lo, -16, v255
v_cmp_ne_i32_e32 vcc_lo, 64, v255
v_cmp_ne_i32_e32 vcc_lo, m0, v255
v_cmp_ne_i32_e32 vcc_lo, 0x3e8, v255
v_cmp_ne_i32_e32 vcc_lo, vcc_hi, v255
v_cmp_ne_i32_e64 s10, v1, v3
v_cmp_ne_i32_e64 s10, s20, v102
v_cmp_ne_i32_e64 s10, v1, 7
v_cmp_ne_i32_e64 s10, v1, -5
v_cmp_ne_i32_e64 s10, 0x12345, v3
v_cmp_ne_i32_e64 s10, s2, s9
v_cmp_ge_i32_e32 vcc_lo, v1, v255
v_cmp_ge_i32_e32 vcc_lo, s4, v255
v_cmp_ge_i32_e32 vcc_lo, -16, v255
v_cmp_ge_i32_e32 vcc_lo, 64, v255
v_cmp_ge_i32_e32 vcc_lo, m0, v255
v_cmp_ge_i32_e32 vcc_lo, 0x3e8, v255
v_cmp_ge_i32_e32 vcc_lo, vcc_hi, v255
v_cmp_ge_i32_e64 s10, v1, v3
v_cmp_ge_i32_e64 s10, s20, v102
v_cmp_ge_i32_e64 s10, v1, 7
v_cmp_ge_i32_e64 s10, v1, -5
v_cmp_ge_i32_e64 s10, 0x12345, v3
v_cmp_ge_i32_e64 s10, s2, s9
v_cmp_lt_u32_e32 vcc_lo, v1, v255
v_cmp_lt_u32_e32 vcc_lo, s4, v255
v_cmp_lt_u32_e32 vcc_lo, -16, v255
v_cmp_lt_u32_e32 vcc_lo, 64, v255
v_cmp_lt_u32_e32 vcc_lo, m0, v255
v_cmp_lt_u32_e32 vcc_lo, 0x3e8, v255
v_cmp_lt_u32_e32 vcc_lo, vcc_hi, v255
v_cmp_lt_u32_e64 s10, v1, v3
v_cmp_lt_u32_e64 s10, s20, v102
v_cmp_lt_u32_e64 s10, v1, 7
v_cmp_lt_u32_e64 s10, v1, -5
v_cmp_lt_u32_e64 s10, 0x12345, v3
v_cmp_lt_u32_e64 s10, s2, s9
v_cmp_eq_u32_e32 vcc_lo, v1, v255
v_cmp_eq_u32_e32 vcc_lo, s4, v255
v_cmp_eq_u32_e32 vcc_lo, -16, v255
v_cmp_eq_u32_e32 vcc_lo, 64, v255
v_cmp_eq_u32_e32 vcc_lo, m0, v255
v_cmp_eq_u32_e32 vcc_lo, 0x3e8, v255
v_cmp_eq_u32_e32 vcc_lo, vcc_hi, v255
v_cmp_eq_u32_e64 s10, v1, v3
v_cmp_eq_u32_e64 s10, s20, v102
v_cmp_eq_u32_e64 s10, v1, 7
v_cmp_eq_u32_e64 s10, v1, -5
v_cmp_eq_u32_e64 s10, 0x12345, v3
v_cmp_eq_u32_e64 s10, s2, s9
v_cmp_le_u32_e32 vcc_lo, v1, v255
v_cmp_le_u32_e32 vcc_lo, s4, v255
v_cmp_le_u32_e32 vcc_lo, -16, v255
v_cmp_le_u32_e32 vcc_lo, 64, v255
v_cmp_le_u32_e32 vcc_lo, m0, v255
v_cmp_le_u32_e32 vcc_lo, 0x3e8, v255
v_cmp_le_u32_e32 vcc_lo, vcc_hi, v255
v_cmp_le_u32_e64 s10, v1, v3
v_cmp_le_u32_e64 s10, s20, v102
v_cmp_le_u32_e64 s10, v1, 7
v_cmp_le_u32_e64 s10, v1, -5
v_cmp_le_u32_e64 s10, 0x12345, v3
v_cmp_le_u32_e64 s10, s2, s9
v_cmp_gt_u32_e32 vcc_lo, v1, v255
v_cmp_gt_u32_e32 vcc_lo, s4, v255
v_cmp_gt_u32_e32 vcc_lo, -16, v255
v_cmp_gt_u32_e32 vcc_lo, 64, v255
v_cmp_gt_u32_e32 vcc_lo, m0, v255
v_cmp_gt_u32_e32 vcc_lo, 0x3e8, v255
v_cmp_gt_u32_e32 vcc_lo, vcc_hi, v255
v_cmp_gt_u32_e64 s10, v1, v3
v_cmp_gt_u32_e64 s10, s20, v102
v_cmp_gt_u32_e64 s10, v1, 7
v_cmp_gt_u32_e64 s10, v1, -5
v_cmp_gt_u32_e64 s10, 0x12345, v3
v_cmp_gt_u32_e64 s10, s2, s9
v_cmp_ne_u32_e32 vcc_lo, v1, v255
v_cmp_ne_u32_e32 vcc_lo, s4, v255
v_cmp_ne_u32_e32 vcc_lo, -16, v255
v_cmp_ne_u32_e32 vcc_lo, 64, v255
v_cmp_ne_u32_e32 vcc_lo, m0, v255
v_cmp_ne_u32_e32 vcc_lo, 0x3e8, v255
v_cmp_ne_u32_e32 vcc_lo, vcc_hi, v255
v_cmp_ne_u32_e64 s10, v1, v3
v_cmp_ne_u32_e64 s10, s20, v102
v_cmp_ne_u32_e64 s10, v1, 7
v_cmp_ne_u32_e64 s10, v1, -5
v_cmp_ne_u32_e64 s10, 0x12345, v3
v_cmp_ne_u32_e64 s10, s2, s9
v_cmp_ge_u32_e32 vcc_lo, v1, v255
v_cmp_ge_u32_e32 vcc_lo, s4, v255
v_cmp_ge_u32_e32 vcc_lo, -16, v255
v_cmp_ge_u32_e32 vcc_lo, 64, v255
v_cmp_ge_u32_e32 vcc_lo, m0, v255
v_cmp_ge_u32_e32 vcc_lo, 0x3e8, v255
v_cmp_ge_u32_e32 vcc_lo, vcc_hi, v255
v_cmp_ge_u32_e64 s10, v1, v3
v_cmp_ge_u32_e64 s10, s20, v102
v_cmp_ge_u32_e64 s10, v1, 7
v_cmp_ge_u32_e64 s10, v1, -5
v_cmp_ge_u32_e64 s10, 0x12345, v3
v_cmp_ge_u32_e64 s10, s2, s9
v_cmp_class_f32_e32 vcc_lo, v1, v255
v_cmp_class_f32_e32 vcc_lo, s4, v255
v_cmp_class_f32_e32 vcc_lo, -4.0, v255
v_cmp_class_f32_e32 vcc_lo, 0.5, v255
v_cmp_class_f32_e32 vcc_lo, m0, v255
v_cmp_class_f32_e32 vcc_lo, 0x3e8, v255
v_cmp_class_f32_e32 vcc_lo, vcc_hi, v255
v_cmp_class_f32_e64 s10, v1, v3
v_cmp_class_f32_e64 s10, s20, v102
v_cmp_class_f32_e64 s10, v1, 7
v_cmp_class_f32_e64 s10, v1, -5
v_cmp_class_f32_e64 s10, 0x12345, v3
v_cmp_class_f32_e64 s10, s2, s9
v_cmp_class_f32_e64 s10, -v1, v3
v_cmpx_f_f32_e32 v1, v255
v_cmpx_f_f32_e32 s4, v255
v_cmpx_f_f32_e32 -4.0, v255
v_cmpx_f_f32_e32 0.5, v255
v_cmpx_f_f32_e32 m0, v255
v_cmpx_f_f32_e32 0x3e8, v255
v_cmpx_f_f32_e32 vcc_hi, v255
v_cmpx_f_f32_e64 v1, v3
v_cmpx_f_f32_e64 s20, v102
v_cmpx_f_f32_e64 v1, -1.0
v_cmpx_f_f32_e64 v1, 0.15915494
v_cmpx_f_f32_e64 0x12345, v3
v_cmpx_f_f32_e64 s2, s9
v_cmpx_f_f32_e64 -v1, |v3| clamp
v_cmpx_lt_f32_e32 v1, v255
v_cmpx_lt_f32_e32 s4, v255
v_cmpx_lt_f32_e32 -4.0, v255
v_cmpx_lt_f32_e32 0.5, v255
v_cmpx_lt_f32_e32 m0, v255
v_cmpx_lt_f32_e32 0x3e8, v255
v_cmpx_lt_f32_e32 vcc_hi, v255
v_cmpx_lt_f32_e64 v1, v3
v_cmpx_lt_f32_e64 s20, v102
v_cmpx_lt_f32_e64 v1, -1.0
v_cmpx_lt_f32_e64 v1, 0.15915494
v_cmpx_lt_f32_e64 0x12345, v3
v_cmpx_lt_f32_e64 s2, s9
v_cmpx_lt_f32_e64 -v1, |v3| clamp
v_cmpx_eq_f32_e32 v1, v255
v_cmpx_eq_f32_e32 s4, v255
v_cmpx_eq_f32_e32 -4.0, v255
v_cmpx_eq_f32_e32 0.5, v255
v_cmpx_eq_f32_e32 m0, v255
v_cmpx_eq_f32_e32 0x3e8, v255
v_cmpx_eq_f32_e32 vcc_hi, v255
v_cmpx_eq_f32_e64 v1, v3
v_cmpx_eq_f32_e64 s20, v102
v_cmpx_eq_f32_e64 v1, -1.0
v_cmpx_eq_f32_e64 v1, 0.15915494
v_cmpx_eq_f32_e64 0x12345, v3
v_cmpx_eq_f32_e64 s2, s9
v_cmpx_eq_f32_e64 -v1, |v3| clamp
v_cmpx_le_f32_e32 v1, v255
v_cmpx_le_f32_e32 s4, v255
v_cmpx_le_f32_e32 -4.0, v255
v_cmpx_le_f32_e32 0.5, v255
v_cmpx_le_f32_e32 m0, v255
v_cmpx_le_f32_e32 0x3e8, v255
v_cmpx_le_f32_e32 vcc_hi, v255
v_cmpx_le_f32_e64 v1, v3
v_cmpx_le_f32_e64 s20, v102
v_cmpx_le_f32_e64 v1, -1.0
v_cmpx_le_f32_e64 v1, 0.15915494
v_cmpx_le_f32_e64 0x12345, v3
v_cmpx_le_f32_e64 s2, s9
v_cmpx_le_f32_e64 -v1, |v3| clamp
v_cmpx_gt_f32_e32 v1, v255
v_cmpx_gt_f32_e32 s4, v255
v_cmpx_gt_f32_e32 -4.0, v255
v_cmpx_gt_f32_e32 0.5, v255
v_cmpx_gt_f32_e32 m0, v255
v_cmpx_gt_f32_e32 0x3e8, v255
v_cmpx_gt_f32_e32 vcc_hi, v255
v_cmpx_gt_f32_e64 v1, v3
v_cmpx_gt_f32_e64 s20, v102
v_cmpx_gt_f32_e64 v1, -1.0
v_cmpx_gt_f32_e64 v1, 0.15915494
v_cmpx_gt_f32_e64 0x12345, v3
v_cmpx_gt_f32_e64 s2, s9
v_cmpx_gt_f32_e64 -v1, |v3| clamp
v_cmpx_lg_f32_e32 v1, v255
v_cmpx_lg_f32_e32 s4, v255
v_cmpx_lg_f32_e32 -4.0, v255
v_cmpx_lg_f32_e32 0.5, v255
v_cmpx_lg_f32_e32 m0, v255
v_cmpx_lg_f32_e32 0x3e8, v255
v_cmpx_lg_f32_e32 vcc_hi, v255
v_cmpx_lg_f32_e64 v1, v3
v_cmpx_lg_f32_e64 s20, v102
v_cmpx_lg_f32_e64 v1, -1.0
v_cmpx_lg_f32_e64 v1, 0.15915494
v_cmpx_lg_f32_e64 0x12345, v3
v_cmpx_lg_f32_e64 s2, s9
v_cmpx_lg_f32_e64 -v1, |v3| clamp
v_cmpx_ge_f32_e32 v1, v255
v_cmpx_ge_f32_e32 s4, v255
v_cmpx_ge_f32_e32 -4.0, v255
v_cmpx_ge_f32_e32 0.5, v255
v_cmpx_ge_f32_e32 m0, v255
v_cmpx_ge_f32_e32 0x3e8, v255
v_cmpx_ge_f32_e32 vcc_hi, v255
v_cmpx_ge_f32_e64 v1, v3
v_cmpx_ge_f32_e64 s20, v102
v_cmpx_ge_f32_e64 v1, -1.0
v_cmpx_ge_f32_e64 v1, 0.15915494
v_cmpx_ge_f32_e64 0x12345, v3
v_cmpx_ge_f32_e64 s2, s9
v_cmpx_ge_f32_e64 -v1, |v3| clamp
v_cmpx_o_f32_e32 v1, v255
v_cmpx_o_f32_e32 s4, v255
v_cmpx_o_f32_e32 -4.0, v255
v_cmpx_o_f32_e32 0.5, v255
v_cmpx_o_f32_e32 m0, v255
v_cmpx_o_f32_e32 0x3e8, v255
v_cmpx_o_f32_e32 vcc_hi, v255
v_cmpx_o_f32_e64 v1, v3
v_cmpx_o_f32_e64 s20, v102
v_cmpx_o_f32_e64 v1, -1.0
v_cmpx_o_f32_e64 v1, 0.15915494
v_cmpx_o_f32_e64 0x12345, v3
v_cmpx_o_f32_e64 s2, s9
v_cmpx_o_f32_e64 -v1, |v3| clamp
v_cmpx_u_f32_e32 v1, v255
v_cmpx_u_f32_e32 s4, v255
v_cmpx_u_f32_e32 -4.0, v255
v_cmpx_u_f32_e32 0.5, v255
v_cmpx_u_f32_e32 m0, v255
v_cmpx_u_f32_e32 0x3e8, v255
v_cmpx_u_f32_e32 vcc_hi, v255
v_cmpx_u_f32_e64 v1, v3
v_cmpx_u_f32_e64 s20, v102
v_cmpx_u_f32_e64 v1, -1.0
v_cmpx_u_f32_e64 v1, 0.15915494
v_cmpx_u_f32_e64 0x12345, v3
v_cmpx_u_f32_e64 s2, s9
v_cmpx_u_f32_e64 -v1, |v3| clamp
v_cmpx_nge_f32_e32 v1, v255
v_cmpx_nge_f32_e32 s4, v255
v_cmpx_nge_f32_e32 -4.0, v255
v_cmpx_nge_f32_e32 0.5, v255
v_cmpx_nge_f32_e32 m0, v255
v_cmpx_nge_f32_e32 0x3e8, v255
v_cmpx_nge_f32_e32 vcc_hi, v255
v_cmpx_nge_f32_e64 v1, v3
v_cmpx_nge_f32_e64 s20, v102
v_cmpx_nge_f32_e64 v1, -1.0
v_cmpx_nge_f32_e64 v1, 0.15915494
v_cmpx_nge_f32_e64 0x12345, v3
v_cmpx_nge_f32_e64 s2, s9
v_cmpx_nge_f32_e64 -v1, |v3| clamp
v_cmpx_nlg_f32_e32 v1, v255
v_cmpx_nlg_f32_e32 s4, v255
v_cmpx_nlg_f32_e32 -4.0, v255
v_cmpx_nlg_f32_e32 0.5, v255
v_cmpx_nlg_f32_e32 m0, v255
v_cmpx_nlg_f32_e32 0x3e8, v255
v_cmpx_nlg_f32_e32 vcc_hi, v255
v_cmpx_nlg_f32_e64 v1, v3
v_cmpx_nlg_f32_e64 s20, v102
v_cmpx_nlg_f32_e64 v1, -1.0
v_cmpx_nlg_f32_e64 v1, 0.15915494
v_cmpx_nlg_f32_e64 0x12345, v3
v_cmpx_nlg_f32_e64 s2, s9
v_cmpx_nlg_f32_e64 -v1, |v3| clamp
v_cmpx_ngt_f32_e32 v1, v255
v_cmpx_ngt_f32_e32 s4, v255
v_cmpx_ngt_f32_e32 -4.0, v255
v_cmpx_ngt_f32_e32 0.5, v255
v_cmpx_ngt_f32_e32 m0, v255
v_cmpx_ngt_f32_e32 0x3e8, v255
v_cmpx_ngt_f32_e32 vcc_hi, v255
v_cmpx_ngt_f32_e64 v1, v3
v_cmpx_ngt_f32_e64 s20, v102
v_cmpx_ngt_f32_e64 v1, -1.0
v_cmpx_ngt_f32_e64 v1, 0.15915494
v_cmpx_ngt_f32_e64 0x12345, v3
v_cmpx_ngt_f32_e64 s2, s9
v_cmpx_ngt_f32_e64 -v1, |v3| clamp
v_cmpx_nle_f32_e32 v1, v255
v_cmpx_nle_f32_e32 s4, v255
v_cmpx_nle_f32_e32 -4.0, v255
v_cmpx_nle_f32_e32 0.5, v255
v_cmpx_nle_f32_e32 m0, v255
v_cmpx_nle_f32_e32 0x3e8, v255
v_cmpx_nle_f32_e32 vcc_hi, v255
v_cmpx_nle_f32_e64 v1, v3
v_cmpx_nle_f32_e64 s20, v102
v_cmpx_nle_f32_e64 v1, -1.0
v_cmpx_nle_f32_e64 v1, 0.15915494
v_cmpx_nle_f32_e64 0x12345, v3
v_cmpx_nle_f32_e64 s2, s9
v_cmpx_nle_f32_e64 -v1, |v3| clamp
v_cmpx_neq_f32_e32 v1, v255
v_cmpx_neq_f32_e32 s4, v255
v_cmpx_neq_f32_e32 -4.0, v255
v_cmpx_neq_f32_e32 0.5, v255
v_cmpx_neq_f32_e32 m0, v255
v_cmpx_neq_f32_e32 0x3e8, v255
v_cmpx_neq_f32_e32 vcc_hi, v255
v_cmpx_neq_f32_e64 v1, v3
v_cmpx_neq_f32_e64 s20, v102
v_cmpx_neq_f32_e64 v1, -1.0
v_cmpx_neq_f32_e64 v1, 0.15915494
v_cmpx_neq_f32_e64 0x12345, v3
v_cmpx_neq_f32_e64 s2, s9
v_cmpx_neq_f32_e64 -v1, |v3| clamp
v_cmpx_nlt_f32_e32 v1, v255
v_cmpx_nlt_f32_e32 s4, v255
v_cmpx_nlt_f32_e32 -4.0, v255
v_cmpx_nlt_f32_e32 0.5, v255
v_cmpx_nlt_f32_e32 m0, v255
v_cmpx_nlt_f32_e32 0x3e8, v255
v_cmpx_nlt_f32_e32 vcc_hi, v255
v_cmpx_nlt_f32_e64 v1, v3
v_cmpx_nlt_f32_e64 s20, v102
v_cmpx_nlt_f32_e64 v1, -1.0
v_cmpx_nlt_f32_e64 v1, 0.15915494
v_cmpx_nlt_f32_e64 0x12345, v3
v_cmpx_nlt_f32_e64 s2, s9
v_cmpx_nlt_f32_e64 -v1, |v3| clamp
v_cmpx_tru_f32_e32 v1, v255
v_cmpx_tru_f32_e32 s4, v255
v_cmpx_tru_f32_e32 -4.0, v255
v_cmpx_tru_f32_e32 0.5, v255
v_cmpx_tru_f32_e32 m0, v255
v_cmpx_tru_f32_e32 0x3e8, v255
v_cmpx_tru_f32_e32 vcc_hi, v255
v_cmpx_tru_f32_e64 v1, v3
v_cmpx_tru_f32_e64 s20, v102
v_cmpx_tru_f32_e64 v1, -1.0
v_cmpx_tru_f32_e64 v1, 0.15915494
v_cmpx_tru_f32_e64 0x12345, v3
v_cmpx_tru_f32_e64 s2, s9
v_cmpx_tru_f32_e64 -v1, |v3| clamp
v_cmpx_lt_i32_e32 v1, v255
v_cmpx_lt_i32_e32 s4, v255
v_cmpx_lt_i32_e32 -16, v255
v_cmpx_lt_i32_e32 64, v255
v_cmpx_lt_i32_e32 m0, v255
v_cmpx_lt_i32_e32 0x3e8, v255
v_cmpx_lt_i32_e32 vcc_hi, v255
v_cmpx_lt_i32_e64 v1, v3
v_cmpx_lt_i32_e64 s20, v102
v_cmpx_lt_i32_e64 v1, 7
v_cmpx_lt_i32_e64 v1, -5
v_cmpx_lt_i32_e64 0x12345, v3
v_cmpx_lt_i32_e64 s2, s9
v_cmpx_eq_i32_e32 v1, v255
v_cmpx_eq_i32_e32 s4, v255
v_cmpx_eq_i32_e32 -16, v255
v_cmpx_eq_i32_e32 64, v255
v_cmpx_eq_i32_e32 m0, v255
v_cmpx_eq_i32_e32 0x3e8, v255
v_cmpx_eq_i32_e32 vcc_hi, v255
v_cmpx_eq_i32_e64 v1, v3
v_cmpx_eq_i32_e64 s20, v102
v_cmpx_eq_i32_e64 v1, 7
v_cmpx_eq_i32_e64 v1, -5
v_cmpx_eq_i32_e64 0x12345, v3
v_cmpx_eq_i32_e64 s2, s9
v_cmpx_le_i32_e32 v1, v255
v_cmpx_le_i32_e32 s4, v255
v_cmpx_le_i32_e32 -16, v255
v_cmpx_le_i32_e32 64, v255
v_cmpx_le_i32_e32 m0, v255
v_cmpx_le_i32_e32 0x3e8, v255
v_cmpx_le_i32_e32 vcc_hi, v255
v_cmpx_le_i32_e64 v1, v3
v_cmpx_le_i32_e64 s20, v102
v_cmpx_le_i32_e64 v1, 7
v_cmpx_le_i32_e64 v1, -5
v_cmpx_le_i32_e64 0x12345, v3
v_cmpx_le_i32_e64 s2, s9
v_cmpx_gt_i32_e32 v1, v255
v_cmpx_gt_i32_e32 s4, v255
v_cmpx_gt_i32_e32 -16, v255
v_cmpx_gt_i32_e32 64, v255
v_cmpx_gt_i32_e32 m0, v255
v_cmpx_gt_i32_e32 0x3e8, v255
v_cmpx_gt_i32_e32 vcc_hi, v255
v_cmpx_gt_i32_e64 v1, v3
v_cmpx_gt_i32_e64 s20, v102
v_cmpx_gt_i32_e64 v1, 7
v_cmpx_gt_i32_e64 v1, -5
v_cmpx_gt_i32_e64 0x12345, v3
v_cmpx_gt_i32_e64 s2, s9
v_cmpx_ne_i32_e32 v1, v255
v_cmpx_ne_i32_e32 s4, v255
v_cmpx_ne_i32_e32 -16, v255
v_cmpx_ne_i32_e32 64, v255
v_cmpx_ne_i32_e32 m0, v255
v_cmpx_ne_i32_e32 0x3e8, v255
v_cmpx_ne_i32_e32 vcc_hi, v255
v_cmpx_ne_i32_e64 v1, v3
v_cmpx_ne_i32_e64 s20, v102
v_cmpx_ne_i32_e64 v1, 7
v_cmpx_ne_i32_e64 v1, -5
v_cmpx_ne_i32_e64 0x12345, v3
v_cmpx_ne_i32_e64 s2, s9
v_cmpx_ge_i32_e32 v1, v255
v_cmpx_ge_i32_e32 s4, v255
v_cmpx_ge_i32_e32 -16, v255
v_cmpx_ge_i32_e32 64, v255
v_cmpx_ge_i32_e32 m0, v255
v_cmpx_ge_i32_e32 0x3e8, v255
v_cmpx_ge_i32_e32 vcc_hi, v255
v_cmpx_ge_i32_e64 v1, v3
v_cmpx_ge_i32_e64 s20, v102
v_cmpx_ge_i32_e64 v1, 7
v_cmpx_ge_i32_e64 v1, -5
v_cmpx_ge_i32_e64 0x12345, v3
v_cmpx_ge_i32_e64 s2, s9
v_cmpx_lt_u32_e32 v1, v255
v_cmpx_lt_u32_e32 s4, v255
v_cmpx_lt_u32_e32 -16, v255
v_cmpx_lt_u32_e32 64, v255
v_cmpx_lt_u32_e32 m0, v255
v_cmpx_lt_u32_e32 0x3e8, v255
v_cmpx_lt_u32_e32 vcc_hi, v255
v_cmpx_lt_u32_e64 v1, v3
v_cmpx_lt_u32_e64 s20, v102
v_cmpx_lt_u32_e64 v1, 7
v_cmpx_lt_u32_e64 v1, -5
v_cmpx_lt_u32_e64 0x12345, v3
v_cmpx_lt_u32_e64 s2, s9
v_cmpx_eq_u32_e32 v1, v255
v_cmpx_eq_u32_e32 s4, v255
v_cmpx_eq_u32_e32 -16, v255
v_cmpx_eq_u32_e32 64, v255
v_cmpx_eq_u32_e32 m0, v255
v_cmpx_eq_u32_e32 0x3e8, v255
v_cmpx_eq_u32_e32 vcc_hi, v255
v_cmpx_eq_u32_e64 v1, v3
v_cmpx_eq_u32_e64 s20, v102
v_cmpx_eq_u32_e64 v1, 7
v_cmpx_eq_u32_e64 v1, -5
v_cmpx_eq_u32_e64 0x12345, v3
v_cmpx_eq_u32_e64 s2, s9
v_cmpx_le_u32_e32 v1, v255
v_cmpx_le_u32_e32 s4, v255
v_cmpx_le_u32_e32 -16, v255
v_cmpx_le_u32_e32 64, v255
v_cmpx_le_u32_e32 m0, v255
v_cmpx_le_u32_e32 0x3e8, v255
v_cmpx_le_u32_e32 vcc_hi, v255
v_cmpx_le_u32_e64 v1, v3
v_cmpx_le_u32_e64 s20, v102
v_cmpx_le_u32_e64 v1, 7
v_cmpx_le_u32_e64 v1, -5
v_cmpx_le_u32_e64 0x12345, v3
v_cmpx_le_u32_e64 s2, s9
v_cmpx_gt_u32_e32 v1, v255
v_cmpx_gt_u32_e32 s4, v255
v_cmpx_gt_u32_e32 -16, v255
v_cmpx_gt_u32_e32 64, v255
v_cmpx_gt_u32_e32 m0, v255
v_cmpx_gt_u32_e32 0x3e8, v255
v_cmpx_gt_u32_e32 vcc_hi, v255
v_cmpx_gt_u32_e64 v1, v3
v_cmpx_gt_u32_e64 s20, v102
v_cmpx_gt_u32_e64 v1, 7
v_cmpx_gt_u32_e64 v1, -5
v_cmpx_gt_u32_e64 0x12345, v3
v_cmpx_gt_u32_e64 s2, s9
v_cmpx_ne_u32_e32 v1, v255
v_cmpx_ne_u32_e32 s4, v255
v_cmpx_ne_u32_e32 -16, v255
v_cmpx_ne_u32_e32 64, v255
v_cmpx_ne_u32_e32 m0, v255
v_cmpx_ne_u32_e32 0x3e8, v255
v_cmpx_ne_u32_e32 vcc_hi, v255
v_cmpx_ne_u32_e64 v1, v3
v_cmpx_ne_u32_e64 s20, v102
v_cmpx_ne_u32_e64 v1, 7
v_cmpx_ne_u32_e64 v1, -5
v_cmpx_ne_u32_e64 0x12345, v3
v_cmpx_ne_u32_e64 s2, s9
v_cmpx_ge_u32_e32 v1, v255
v_cmpx_ge_u32_e32 s4, v255
v_cmpx_ge_u32_e32 -16, v255
v_cmpx_ge_u32_e32 64, v255
v_cmpx_ge_u32_e32 m0, v255
v_cmpx_ge_u32_e32 0x3e8, v255
v_cmpx_ge_u32_e32 vcc_hi, v255
v_cmpx_ge_u32_e64 v1, v3
v_cmpx_ge_u32_e64 s20, v102
v_cmpx_ge_u32_e64 v1, 7
v_cmpx_ge_u32_e64 v1, -5
v_cmpx_ge_u32_e64 0x12345, v3
v_cmpx_ge_u32_e64 s2, s9
v_cmpx_class_f32_e32 v1, v255
v_cmpx_class_f32_e32 s4, v255
v_cmpx_class_f32_e32 -4.0, v255
v_cmpx_class_f32_e32 0.5, v255
v_cmpx_class_f32_e32 m0, v255
v_cmpx_class_f32_e32 0x3e8, v255
v_cmpx_class_f32_e32 vcc_hi, v255
v_cmpx_class_f32_e64 v1, v3
v_cmpx_class_f32_e64 s20, v102
v_cmpx_class_f32_e64 v1, 7
v_cmpx_class_f32_e64 v1, -5
v_cmpx_class_f32_e64 0x12345, v3
v_cmpx_class_f32_e64 s2, s9
v_cmpx_class_f32_e64 -v1, v3
v_cmp_eq_u64_e32 vcc_lo, v[1:2], v[254:255]
v_cmp_eq_u64_e32 vcc_lo, s[4:5], v[254:255]
v_cmp_eq_u64_e32 vcc_lo, -16, v[254:255]
v_cmp_eq_u64_e32 vcc_lo, 64, v[254:255]
v_cmp_eq_u64_e32 vcc_lo, exec, v[254:255]
v_cmp_eq_u64_e64 s10, v[1:2], v[3:4]
v_cmp_eq_u64_e64 s10, s[20:21], v[102:103]
v_cmp_eq_u64_e64 s10, v[1:2], 7
v_cmp_eq_u64_e64 s10, v[1:2], -5
v_cmp_eq_u64_e64 s10, 0x12345, v[3:4]
v_cmp_eq_u64_e64 s10, s[2:3], v[3:4]
v_cmp_ne_u64_e32 vcc_lo, v[1:2], v[254:255]
v_cmp_ne_u64_e32 vcc_lo, s[4:5], v[254:255]
v_cmp_ne_u64_e32 vcc_lo, -16, v[254:255]
v_cmp_ne_u64_e32 vcc_lo, 64, v[254:255]
v_cmp_ne_u64_e32 vcc_lo, exec, v[254:255]
v_cmp_ne_u64_e64 s10, v[1:2], v[3:4]
v_cmp_ne_u64_e64 s10, s[20:21], v[102:103]
v_cmp_ne_u64_e64 s10, v[1:2], 7
v_cmp_ne_u64_e64 s10, v[1:2], -5
v_cmp_ne_u64_e64 s10, 0x12345, v[3:4]
v_cmp_ne_u64_e64 s10, s[2:3], v[3:4]
v_cmp_lt_f64_e32 vcc_lo, v[1:2], v[254:255]
v_cmp_lt_f64_e32 vcc_lo, s[4:5], v[254:255]
v_cmp_lt_f64_e32 vcc_lo, -4.0, v[254:255]
v_cmp_lt_f64_e32 vcc_lo, 0.5, v[254:255]
v_cmp_lt_f64_e32 vcc_lo, exec, v[254:255]
v_cmp_lt_f64_e64 s10, v[1:2], v[3:4]
v_cmp_lt_f64_e64 s10, s[20:21], v[102:103]
v_cmp_lt_f64_e64 s10, v[1:2], -1.0
v_cmp_lt_f64_e64 s10, v[1:2], 0.15915494
v_cmp_lt_f64_e64 s10, 0x12345, v[3:4]
v_cmp_lt_f64_e64 s10, s[2:3], v[3:4]
v_cmp_lt_f64_e64 s10, -v[1:2], |v[3:4]| clamp
v_cmp_eq_f64_e32 vcc_lo, v[1:2], v[254:255]
v_cmp_eq_f64_e32 vcc_lo, s[4:5], v[254:255]
v_cmp_eq_f64_e32 vcc_lo, -4.0, v[254:255]
v_cmp_eq_f64_e32 vcc_lo, 0.5, v[254:255]
v_cmp_eq_f64_e32 vcc_lo, exec, v[254:255]
v_cmp_eq_f64_e64 s10, v[1:2], v[3:4]
v_cmp_eq_f64_e64 s10, s[20:21], v[102:103]
v_cmp_eq_f64_e64 s10, v[1:2], -1.0
v_cmp_eq_f64_e64 s10, v[1:2], 0.15915494
v_cmp_eq_f64_e64 s10, 0x12345, v[3:4]
v_cmp_eq_f64_e64 s10, s[2:3], v[3:4]
v_cmp_eq_f64_e64 s10, -v[1:2], |v[3:4]| clamp
v_cmp_class_f64_e32 vcc_lo, v[1:2], v255
v_cmp_class_f64_e32 vcc_lo, s[4:5], v255
v_cmp_class_f64_e32 vcc_lo, -4.0, v255
v_cmp_class_f64_e32 vcc_lo, 0.5, v255
v_cmp_class_f64_e32 vcc_lo, exec, v255
v_cmp_class_f64_e64 s10, v[1:2], v3
v_cmp_class_f64_e64 s10, s[20:21], v102
v_cmp_class_f64_e64 s10, v[1:2], 7
v_cmp_class_f64_e64 s10, v[1:2], -5
v_cmp_class_f64_e64 s10, 0x12345, v3
v_cmp_class_f64_e64 s10, s[2:3], s9
v_cmp_class_f64_e64 s10, -v[1:2], v3
v_fma_f32 v5, s20, v102, v104
v_fma_f32 v5, s2, s9, v5
v_ldexp_f64 v[5:6], s[2:3], s9
v_ldexp_f32 v5, s20, v102
v_ldexp_f32 v5, s2, s9
v_mad_u32_u24 v5, s20, v102, v104
v_mad_u32_u24 v5, s2, s9, v5
v_mad_i32_i24 v5, s20, v102, v104
v_mad_i32_i24 v5, s2, s9, v5
v_mul_lo_u32 v5, s20, v102
v_mul_lo_u32 v5, s2, s9
v_mul_hi_u32 v5, s20, v102
v_mul_hi_u32 v5, s2, s9
v_mul_hi_i32 v5, s20, v102
v_mul_hi_i32 v5, s2, s9
v_bfe_u32 v5, s20, v102, v104
v_bfe_u32 v5, s2, s9, v5
v_bfe_i32 v5, s20, v102, v104
v_bfe_i32 v5, s2, s9, v5
v_bfi_b32 v5, s20, v102, v104
v_bfi_b32 v5, s2, s9, v5
v_alignbit_b32 v5, s20, v102, v104
v_alignbit_b32 v5, s2, s9, v5
v_alignbyte_b32 v5, s20, v102, v104
v_alignbyte_b32 v5, s2, s9, v5
v_min3_f32 v5, s20, v102, v104
v_min3_f32 v5, s2, s9, v5
v_min3_i32 v5, s20, v102, v104
v_min3_i32 v5, s2, s9, v5
v_min3_u32 v5, s20, v102, v104
v_min3_u32 v5, s2, s9, v5
v_max3_f32 v5, s20, v102, v104
v_max3_f32 v5, s2, s9, v5
v_max3_i32 v5, s20, v102, v104
v_max3_i32 v5, s2, s9, v5
v_max3_u32 v5, s20, v102, v104
v_max3_u32 v5, s2, s9, v5
v_med3_f32 v5, s20, v102, v104
v_med3_f32 v5, s2, s9, v5
v_med3_i32 v5, s20, v102, v104
v_med3_i32 v5, s2, s9, v5
v_med3_u32 v5, s20, v102, v104
v_med3_u32 v5, s2, s9, v5
v_lshl_add_u32 v5, s20, v102, v104
v_lshl_add_u32 v5, s2, s9, v5
v_add_lshl_u32 v5, s20, v102, v104
v_add_lshl_u32 v5, s2, s9, v5
v_add3_u32 v5, s20, v102, v104
v_add3_u32 v5, s2, s9, v5
v_lshl_or_b32 v5, s20, v102, v104
v_lshl_or_b32 v5, s2, s9, v5
v_and_or_b32 v5, s20, v102, v104
v_and_or_b32 v5, s2, s9, v5
v_or3_b32 v5, s20, v102, v104
v_or3_b32 v5, s2, s9, v5
v_perm_b32 v5, s20, v102, v104
v_perm_b32 v5, s2, s9, v5
v_cubeid_f32 v5, s20, v102, v104
v_cubeid_f32 v5, s2, s9, v5
v_cubesc_f32 v5, s20, v102, v104
v_cubesc_f32 v5, s2, s9, v5
v_cubetc_f32 v5, s20, v102, v104
v_cubetc_f32 v5, s2, s9, v5
v_cubema_f32 v5, s20, v102, v104
v_cubema_f32 v5, s2, s9, v5
v_mad_u64_u32 v[5:6], s10, v1, v3, v[5:6]
v_mad_u64_u32 v[5:6], s10, s20, v102, v[104:105]
v_mad_u64_u32 v[5:6], s10, v1, 7, v[5:6]
v_mad_u64_u32 v[5:6], s10, v1, v3, -5
v_mad_u64_u32 v[5:6], s10, 0x12345, v3, v[5:6]
v_mad_u64_u32 v[5:6], s10, s2, s9, v[5:6]
v_mad_u64_u32 v[5:6], s10, v1, v3, v[5:6] clamp
v_mad_i64_i32 v[5:6], s10, v1, v3, v[5:6]
v_mad_i64_i32 v[5:6], s10, s20, v102, v[104:105]
v_mad_i64_i32 v[5:6], s10, v1, 7, v[5:6]
v_mad_i64_i32 v[5:6], s10, v1, v3, -5
v_mad_i64_i32 v[5:6], s10, 0x12345, v3, v[5:6]
v_mad_i64_i32 v[5:6], s10, s2, s9, v[5:6]
v_mad_i64_i32 v[5:6], s10, v1, v3, v[5:6] clamp
v_div_scale_f32 v5, s10, v1, v3, v5
v_div_scale_f32 v5, s10, s20, v102, v104
v_div_scale_f32 v5, s10, v1, -1.0, v5
v_div_scale_f32 v5, s10, v1, v3, 0.15915494
v_div_scale_f32 v5, s10, 0x12345, v3, v5
v_div_scale_f32 v5, s10, s2, s9, v5
v_div_scale_f32 v5, s10, -v1, v3, v5 clamp mul:2
v_div_scale_f32 v5, s10, v10, v12, v14 mul:4
v_div_scale_f32 v5, s10, v10, v12, v14 div:2
v_div_scale_f64 v[5:6], s10, v[1:2], v[3:4], v[5:6]
v_div_scale_f64 v[5:6], s10, s[20:21], v[102:103], v[104:105]
v_div_scale_f64 v[5:6], s10, v[1:2], -1.0, v[5:6]
v_div_scale_f64 v[5:6], s10, v[1:2], v[3:4], 0.15915494
v_div_scale_f64 v[5:6], s10, 0x12345, v[3:4], v[5:6]
v_div_scale_f64 v[5:6], s10, s[2:3], v[3:4], v[5:6]
v_div_scale_f64 v[5:6], s10, -v[1:2], v[3:4], v[5:6] clamp mul:2
v_div_scale_f64 v[5:6], s10, v[10:11], v[12:13], v[14:15] mul:4
v_div_scale_f64 v[5:6], s10, v[10:11], v[12:13], v[14:15] div:2
v_div_fmas_f32 v5, s20, v102, v104
v_div_fixup_f32 v5, s20, v102, v104
v_div_fixup_f32 v5, s2, s9, v5
v_add_co_u32 v5, s10, v1, v3
v_add_co_u32 v5, s10, s20, v102
v_add_co_u32 v5, s10, v1, 7
v_add_co_u32 v5, s10, v1, -5
v_add_co_u32 v5, s10, 0x12345, v3
v_add_co_u32 v5, s10, s2, s9
v_add_co_u32 v5, s10, v1, v3 clamp
v_sub_co_u32 v5, s10, v1, v3
v_sub_co_u32 v5, s10, s20, v102
v_sub_co_u32 v5, s10, v1, 7
v_sub_co_u32 v5, s10, v1, -5
v_sub_co_u32 v5, s10, 0x12345, v3
v_sub_co_u32 v5, s10, s2, s9
v_sub_co_u32 v5, s10, v1, v3 clamp
v_subrev_co_u32 v5, s10, v1, v3
v_subrev_co_u32 v5, s10, s20, v102
v_subrev_co_u32 v5, s10, v1, 7
v_subrev_co_u32 v5, s10, v1, -5
v_subrev_co_u32 v5, s10, 0x12345, v3
v_subrev_co_u32 v5, s10, s2, s9
v_subrev_co_u32 v5, s10, v1, v3 clamp
v_bcnt_u32_b32 v5, s20, v102
v_bcnt_u32_b32 v5, s2, s9
v_mbcnt_lo_u32_b32 v5, s20, v102
v_mbcnt_lo_u32_b32 v5, s2, s9
v_mbcnt_hi_u32_b32 v5, s20, v102
v_mbcnt_hi_u32_b32 v5, s2, s9
v_bfm_b32 v5, s20, v102
v_bfm_b32 v5, s2, s9
v_readlane_b32 s7, v1, s2
v_readlane_b32 s101, v1, vcc_lo
v_writelane_b32 v5, s2, 4
v_writelane_b32 v2, s1, s2
v_cvt_pknorm_i16_f32 v5, s20, v102
v_cvt_pknorm_i16_f32 v5, s2, s9
v_cvt_pknorm_u16_f32 v5, s20, v102
v_cvt_pknorm_u16_f32 v5, s2, s9
v_cvt_pk_u16_u32 v5, s20, v102
v_cvt_pk_u16_u32 v5, s2, s9
v_cvt_pk_i16_i32 v5, s20, v102
v_cvt_pk_i16_i32 v5, s2, s9
v_pack_b32_f16 v5, s20, v102
v_pack_b32_f16 v5, s2, s9
v_lshlrev_b64 v[5:6], s20, v[102:103]
v_lshlrev_b64 v[5:6], s2, v[3:4]
v_lshrrev_b64 v[5:6], s20, v[102:103]
v_lshrrev_b64 v[5:6], s2, v[3:4]
v_ashrrev_i64 v[5:6], s20, v[102:103]
v_ashrrev_i64 v[5:6], s2, v[3:4]
v_cmp_class_f16_e32 vcc_lo, v1, v2
v_cmp_class_f16_e64 s10, v1, v2
