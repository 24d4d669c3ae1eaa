; Scalar ALU and program control (SOP1, SOP2, SOPK, SOPC, SOPP); checked against llvm-mc-15.
s_mov_b32 s0, s1
s_mov_b32 s105, 0x12345678
s_mov_b32 vcc_lo, -16
s_mov_b32 m0, 64
s_mov_b32 s0, 0.5
s_mov_b32 s0, -4.0
s_mov_b32 s0, 0.15915494
s_mov_b32 exec_lo, vcc_hi
s_mov_b32 s0, ttmp3
s_mov_b64 s[0:1], exec
s_mov_b64 vcc, s[2:3]
s_mov_b64 exec, 1.0
s_mov_b64 s[2:3], 0x12345
s_cmov_b32 s0, s1
s_cmov_b64 s[0:1], s[2:3]
s_not_b32 s0, s1
s_not_b64 s[0:1], s[2:3]
s_wqm_b32 s0, s1
s_wqm_b64 exec, exec
s_brev_b32 s0, s1
s_brev_b64 s[0:1], s[2:3]
s_bcnt0_i32_b32 s0, s1
s_bcnt0_i32_b64 s0, s[2:3]
s_bcnt1_i32_b32 s0, s1
s_bcnt1_i32_b64 s0, exec
s_sext_i32_i8 s0, s1
s_sext_i32_i16 s0, s1
s_bitset0_b32 s0, s1
s_bitset1_b32 s0, 31
s_getpc_b64 s[0:1]
s_setpc_b64 s[0:1]
s_swappc_b64 s[0:1], s[2:3]
s_and_saveexec_b64 s[0:1], vcc
s_or_saveexec_b64 s[0:1], s[2:3]
s_xor_saveexec_b64 s[0:1], s[2:3]
s_quadmask_b32 s0, s1
s_quadmask_b64 s[0:1], s[2:3]
s_abs_i32 s0, s1
s_mov_b32 s0, src_shared_base
s_mov_b32 s0, src_scc
s_ctz_i32_b32 s0, s1
s_ctz_i32_b64 s0, s[2:3]
s_clz_i32_u32 s0, s1
s_clz_i32_u64 s0, s[2:3]
s_cls_i32 s0, s1
s_and_not1_saveexec_b64 s[0:1], s[2:3]
s_or_not1_saveexec_b64 s[0:1], s[2:3]
s_and_saveexec_b32 s0, vcc_lo
s_or_saveexec_b32 s0, s1
s_xor_saveexec_b32 s0, s1
s_mov_b32 s0, null
s_mov_b32 null, s1
s_mov_b32 m0, s1
s_add_u32 s0, s1, s2
s_add_u32 s0, s1, 0x3f800001
s_sub_u32 s0, 64, s2
s_add_i32 s5, s5, -1
s_sub_i32 s0, s1, s2
s_addc_u32 s0, s1, 0
s_subb_u32 s0, s1, s2
s_min_i32 s0, s1, s2
s_min_u32 s0, s1, s2
s_max_i32 s0, s1, s2
s_max_u32 s0, s1, s2
s_cselect_b32 s0, s1, 0x1234
s_cselect_b64 s[0:1], -1, 0
s_and_b32 s0, s1, 0x3ff
s_and_b64 exec, exec, vcc
s_or_b32 s0, s1, 0x10000000
s_or_b64 s[0:1], s[2:3], s[4:5]
s_xor_b32 s0, s1, s2
s_xor_b64 exec, exec, s[2:3]
s_nand_b32 s0, s1, s2
s_nor_b32 s0, s1, s2
s_xnor_b32 s0, s1, s2
s_lshl_b32 s0, s1, 2
s_lshl_b64 s[0:1], s[2:3], s4
s_lshr_b32 s0, s1, 28
s_lshr_b64 s[0:1], s[2:3], 1
s_ashr_i32 s0, s1, 31
s_ashr_i64 s[0:1], s[2:3], s4
s_bfm_b32 s0, s1, s2
s_mul_i32 s0, s1, s2
s_bfe_u32 s0, s1, 0x20010
s_bfe_i32 s0, s1, 0x10000
s_bfe_u64 s[0:1], s[2:3], s4
s_absdiff_i32 s0, s1, s2
s_lshl1_add_u32 s0, s1, s2
s_lshl2_add_u32 s0, s1, s2
s_mul_hi_u32 s0, s1, s2
s_mul_hi_i32 s0, s1, s2
s_pack_ll_b32_b16 s0, s1, s2
s_pack_lh_b32_b16 s0, s1, s2
s_pack_hh_b32_b16 s0, s1, s2
s_and_not1_b32 s0, s1, s2
s_and_not1_b64 exec, exec, s[2:3]
s_or_not1_b32 s0, s1, s2
s_or_not1_b64 s[0:1], s[2:3], s[4:5]
s_cmp_eq_i32 s0, s1
s_cmp_lg_i32 s0, 0
s_cmp_gt_i32 s0, s1
s_cmp_ge_i32 s0, s1
s_cmp_lt_i32 s0, -5
s_cmp_le_i32 s0, s1
s_cmp_eq_u32 s0, 0x12345
s_cmp_lg_u32 s0, s1
s_cmp_gt_u32 s0, s1
s_cmp_ge_u32 s0, s1
s_cmp_lt_u32 s0, s1
s_cmp_le_u32 s0, s1
s_bitcmp0_b32 s0, 31
s_bitcmp1_b32 s0, 3
s_cmp_eq_u64 s[0:1], s[2:3]
s_cmp_lg_u64 exec, 0
s_movk_i32 s0, 0x1234
s_movk_i32 s0, 0xfffe
s_cmovk_i32 s0, 0x10
s_cmpk_eq_i32 s1, 0x10
s_cmpk_lg_i32 s1, 0x10
s_cmpk_eq_u32 s1, 0x10
s_cmpk_lg_u32 s1, 0x10
s_cmpk_gt_u32 s1, 0x10
s_cmpk_lt_u32 s1, 0x10
s_addk_i32 s0, 0x10
s_mulk_i32 s0, 0x3
s_getreg_b32 s0, hwreg(HW_REG_MODE, 24, 2)
s_getreg_b32 s0, hwreg(HW_REG_MODE)
s_getreg_b32 s0, hwreg(HW_REG_STATUS, 0, 1)
s_getreg_b32 s0, hwreg(HW_REG_TRAPSTS, 3, 5)
s_getreg_b32 s0, hwreg(HW_REG_GPR_ALLOC)
s_getreg_b32 s0, hwreg(HW_REG_LDS_ALLOC)
s_getreg_b32 s0, hwreg(HW_REG_IB_STS)
s_setreg_b32 hwreg(HW_REG_MODE, 24, 2), s0
s_setreg_imm32_b32 hwreg(HW_REG_MODE, 24, 2), 1
s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 8), 0x12345678
s_waitcnt_vscnt null, 0x0
s_waitcnt_vscnt s0, 0x3
s_waitcnt_vmcnt null, 0x3
s_waitcnt_expcnt null, 0x3
s_waitcnt_lgkmcnt null, 0x3
s_nop 0
s_nop 7
s_endpgm
s_branch 5
s_branch -100
s_cbranch_scc0 -3
s_cbranch_scc1 2
s_cbranch_vccz 1
s_cbranch_vccnz 1
s_cbranch_execz 0
s_cbranch_execnz 12
s_barrier
s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
s_waitcnt vmcnt(1)
s_waitcnt expcnt(2) lgkmcnt(3)
s_waitcnt lgkmcnt(0)
s_sethalt 1
s_sleep 3
s_sleep 0xffff
s_setprio 1
s_sendmsg sendmsg(MSG_ORDERED_PS_DONE)
s_sendmsg sendmsg(MSG_INTERRUPT)
s_sendmsg sendmsg(MSG_STALL_WAVE_GEN)
s_sendmsg sendmsg(MSG_HALT_WAVES)
s_trap 2
s_icache_inv
s_incperflevel 1
s_decperflevel 0x64
s_ttracedata
s_code_end
s_set_inst_prefetch_distance 0x1
s_clause 0x3
s_waitcnt_depctr 0xfff
s_wait_event 0x0
s_wait_event 0x1
s_delay_alu instid0(VALU_DEP_1)
s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(63)
s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
s_and_not1_saveexec_b32 s0, s1
