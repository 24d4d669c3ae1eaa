; POPS ordered section on GFX10/GFX10.3 (NAVI1x/NAVI2x), as the seeds describe it.
; s2 holds the COLLISION_WAVEID SGPR argument (S1). Branch offsets are in
; dwords from the next instruction.
s_bitcmp1_b32 s2, 31                        ; [31] did overlap
s_cbranch_scc0 16                           ; no overlap: skip all POPS logic, never wait (S2)
s_bfe_u32 s3, s2, 0x2001c                   ; packer ID is bits [29:28] on GFX10+
s_lshl_b32 s3, s3, 1
s_or_b32 s3, s3, 1                          ; POPS_PACKER: [0] enable, [2:1] packer ID (S3)
s_setreg_b32 hwreg(HW_REG_POPS_PACKER, 0, 3), s3
s_and_b32 s4, s2, 0x3ff                     ; current wave ID [9:0]
s_bfe_u32 s5, s2, 0xa0010                   ; newest overlapped wave ID [25:16]
s_not_b32 s4, s4                            ; remap offset ~current_id (S4; no GFX9 off-by-one)
s_add_i32 s5, s5, s4
s_add_i32 s6, src_pops_exiting_wave_id, s4  ; volatile: re-read every iteration (S5)
s_cmp_le_u32 s6, s5
s_cbranch_scc0 2
s_sleep 0xffff                              ; woken when a wave exits its ordered section (S6)
s_branch -5
; ... ordered section ...
s_waitcnt vmcnt(0)                          ; loads, then stores, complete before leaving (S9)
s_waitcnt_vscnt null, 0x0
s_sendmsg sendmsg(MSG_ORDERED_PS_DONE)
s_endpgm
