; POPS ordered section on GFX9 (VEGA10/RAVEN), as the seeds describe it.
; s2 holds the COLLISION_WAVEID SGPR argument (S1). Branch offsets are in
; dwords from the next instruction (popsim's assembler takes no labels yet).
s_bitcmp1_b32 s2, 31                        ; [31] did overlap
s_cbranch_scc0 17                           ; no overlap: skip all POPS logic, never wait (S2)
s_bfe_u32 s3, s2, 0x1001c                   ; packer ID is bit [28] on GFX9
s_lshl_b32 s3, 1, s3                        ; MODE[25:24]: 0b01 packer 0, 0b10 packer 1 (S3)
s_setreg_b32 hwreg(HW_REG_MODE, 24, 2), s3
s_and_b32 s4, s2, 0x3ff                     ; current wave ID [9:0]
s_bfe_u32 s5, s2, 0xa0010                   ; newest overlapped wave ID [25:16]
s_cmp_gt_u32 s5, s4                         ; GFX9 reports it one too small behind the wrap (S4)
s_addc_u32 s5, s5, 0
s_not_b32 s4, s4                            ; remap offset ~current_id makes IDs monotonic (S4)
s_add_i32 s5, s5, s4
s_add_i32 s6, src_pops_exiting_wave_id, s4  ; volatile: re-read every iteration (S5)
s_cmp_le_u32 s6, s5
s_cbranch_scc0 2                            ; exiting ID passed the newest overlapped one: enter
s_sleep 3                                   ; GFX9 needs a finite delay (S6)
s_branch -5
; ... ordered section: per-pixel read-modify-write ...
s_waitcnt vmcnt(0)                          ; ordered accesses complete before leaving (S9)
s_sendmsg sendmsg(MSG_ORDERED_PS_DONE)      ; exit the ordered section exactly once (S9)
s_endpgm
