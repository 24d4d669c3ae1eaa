; Export: every target LLVM 15 accepts on GFX11 (no null, no params), enables, done.
; GFX11 has no vm or compr; a POPS shader's empty final export is `exp mrt0 off, off, off, off done`.
exp mrt0 v0, v1, v2, v3
exp mrt1 v4, v5, v6, v7 done
exp mrt2 v8, off, v9, off
exp mrt3 off, v10, off, v11
exp mrt4 v255, v254, v253, v252
exp mrt5 v1, v2, v3, v4 done
exp mrt6 v0, off, off, off
exp mrt7 off, off, off, v1 done
exp mrtz v0, off, v1, off done
exp mrt0 off, off, off, off done
exp mrtz off, off, off, off done
exp pos0 v1, v2, v3, v4 done
exp pos1 v5, v6, v7, v8
exp pos2 off, off, off, off
exp pos3 v0, v0, v0, v0
exp pos4 v1, v2, v3, v4 done
exp prim v1, off, off, off done
exp dual_src_blend0 v0, v1, v2, v3
exp dual_src_blend1 v4, v5, off, off done
