; Export: every target, channel enables (off), done/vm/compr.
exp mrt0 v0, v1, v2, v3
exp mrt1 v4, v5, v6, v7 done
exp mrt2 v8, off, v9, off
exp mrt3 off, v10, off, v11 vm
exp mrt4 v255, v254, v253, v252
exp mrt5 v1, v2, v3, v4 done vm
exp mrt6 v0, off, off, off
exp mrt7 off, off, off, v1 done
exp mrtz v0, off, v1, off done
exp mrtz v2, v3, v4, v5 done vm
exp mrt0 off, off, off, off done vm
exp null off, off, off, off done
exp null off, off, off, off done vm
exp null v0, off, off, off
exp pos0 v1, v2, v3, v4 done
exp pos1 v5, v6, v7, v8
exp pos2 off, off, off, off
exp pos3 v0, v0, v0, v0
exp param0 v1, v2, v3, v4
exp param1 v5, v6, off, off
exp param15 v0, v1, v2, v3
exp param31 v1, v2, v3, v4
; Compressed (16-bit pairs): LLVM prints vsrc0, vsrc0, vsrc1, vsrc1.
exp mrt0 v1, v1, v2, v2 compr
exp mrt1 v1, v1, v2, v2 done compr vm
exp mrt7 v1, v1, off, off compr
exp mrtz off, off, v3, v3 done compr
exp mrt2 v4, off, v5, off compr
exp mrt3 off, off, off, off done compr vm
; LLVM ignores the 2nd and 4th operand: this is `off, off, v2, v2`.
exp mrt1 off, v3, v2, v2 compr
; GFX10: pos4 and prim.
exp pos4 v1, v2, v3, v4
exp pos4 v1, v2, v3, v4 done
exp prim v1, off, off, off done
exp prim v0, v1, v2, v3
