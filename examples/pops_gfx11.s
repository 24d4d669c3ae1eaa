; POPS ordered section on GFX11 (NAVI31): no wave IDs; wait for export_ready,
; leave with the last (done) export (S10). A POPS shader always exports (S12).
s_wait_event 0x0                            ; bit 0 clear: wait for export_ready
; ... ordered section ...
s_waitcnt vmcnt(0)                          ; ordered accesses complete before the done export
s_waitcnt_vscnt null, 0x0
exp mrt0 v0, v1, v2, v3 done                ; the done export resumes overlapping waves
s_endpgm
