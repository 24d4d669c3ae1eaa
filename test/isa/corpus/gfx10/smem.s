; SMEM for gfx10; every line is checked against llvm-mc 15.
s_load_dword s4, s[2:3], 0x10
s_load_dword s4, s[2:3], s5
s_load_dword s4, s[100:101], -0x100000
s_load_dword s8, ttmp[2:3], 0xfffff glc
s_load_dword s4, s[2:3], m0 offset:0x7ff
s_load_dword s4, s[2:3], s9 offset:-0x4
s_load_dword s4, s[2:3], 0x44 glc dlc
s_load_dword s4, s[2:3], s7 dlc
s_load_dword s4, s[2:3], null
s_load_dword s4, s[2:3], 0x0
s_load_dword s4, s[2:3], null offset:0x8
s_load_dword vcc_lo, s[2:3], 0x4
s_load_dword null, s[2:3], 0x4
s_load_dwordx2 s[4:5], s[2:3], 0x10
s_load_dwordx2 s[4:5], s[2:3], s5
s_load_dwordx2 s[4:5], s[100:101], -0x100000
s_load_dwordx2 s[8:9], ttmp[2:3], 0xfffff glc
s_load_dwordx2 s[4:5], s[2:3], m0 offset:0x7ff
s_load_dwordx2 s[4:5], s[2:3], s9 offset:-0x4
s_load_dwordx2 s[4:5], s[2:3], 0x44 glc dlc
s_load_dwordx2 s[4:5], s[2:3], s7 dlc
s_load_dwordx2 s[4:5], s[2:3], null
s_load_dwordx2 s[4:5], s[2:3], 0x0
s_load_dwordx2 s[4:5], s[2:3], null offset:0x8
s_load_dwordx2 vcc, s[2:3], exec_lo
s_load_dwordx4 s[4:7], s[2:3], 0x10
s_load_dwordx4 s[4:7], s[2:3], s5
s_load_dwordx4 s[4:7], s[100:101], -0x100000
s_load_dwordx4 s[8:11], ttmp[2:3], 0xfffff glc
s_load_dwordx4 s[4:7], s[2:3], m0 offset:0x7ff
s_load_dwordx4 s[4:7], s[2:3], s9 offset:-0x4
s_load_dwordx4 s[4:7], s[2:3], 0x44 glc dlc
s_load_dwordx4 s[4:7], s[2:3], s7 dlc
s_load_dwordx4 s[4:7], s[2:3], null
s_load_dwordx4 s[4:7], s[2:3], 0x0
s_load_dwordx4 s[4:7], s[2:3], null offset:0x8
s_load_dwordx8 s[12:19], s[2:3], 0x10
s_load_dwordx8 s[12:19], s[2:3], s5
s_load_dwordx8 s[12:19], s[100:101], -0x100000
s_load_dwordx8 s[20:27], ttmp[2:3], 0xfffff glc
s_load_dwordx8 s[12:19], s[2:3], m0 offset:0x7ff
s_load_dwordx8 s[12:19], s[2:3], s9 offset:-0x4
s_load_dwordx8 s[12:19], s[2:3], 0x44 glc dlc
s_load_dwordx8 s[12:19], s[2:3], s7 dlc
s_load_dwordx8 s[12:19], s[2:3], null
s_load_dwordx8 s[12:19], s[2:3], 0x0
s_load_dwordx8 s[12:19], s[2:3], null offset:0x8
s_load_dwordx16 s[12:27], s[2:3], 0x10
s_load_dwordx16 s[12:27], s[2:3], s5
s_load_dwordx16 s[12:27], s[100:101], -0x100000
s_load_dwordx16 s[20:35], ttmp[2:3], 0xfffff glc
s_load_dwordx16 s[12:27], s[2:3], m0 offset:0x7ff
s_load_dwordx16 s[12:27], s[2:3], s9 offset:-0x4
s_load_dwordx16 s[12:27], s[2:3], 0x44 glc dlc
s_load_dwordx16 s[12:27], s[2:3], s7 dlc
s_load_dwordx16 s[12:27], s[2:3], null
s_load_dwordx16 s[12:27], s[2:3], 0x0
s_load_dwordx16 s[12:27], s[2:3], null offset:0x8
s_buffer_load_dword s4, s[8:11], 0x10
s_buffer_load_dword s4, s[8:11], s5
s_buffer_load_dword s4, s[96:99], 0x0
s_buffer_load_dword s8, ttmp[4:7], 0xfffff glc
s_buffer_load_dword s4, s[8:11], m0 offset:0x7ff
s_buffer_load_dword s4, s[8:11], s9 offset:0xfffff
s_buffer_load_dword s4, s[8:11], 0x44 glc dlc
s_buffer_load_dword s4, s[8:11], s7 dlc
s_buffer_load_dword s4, s[8:11], null
s_buffer_load_dword s4, s[8:11], 0x0
s_buffer_load_dword s4, s[8:11], null offset:0x8
s_buffer_load_dword vcc_lo, s[8:11], 0x4
s_buffer_load_dword null, s[8:11], 0x4
s_buffer_load_dwordx2 s[4:5], s[8:11], 0x10
s_buffer_load_dwordx2 s[4:5], s[8:11], s5
s_buffer_load_dwordx2 s[4:5], s[96:99], 0x0
s_buffer_load_dwordx2 s[8:9], ttmp[4:7], 0xfffff glc
s_buffer_load_dwordx2 s[4:5], s[8:11], m0 offset:0x7ff
s_buffer_load_dwordx2 s[4:5], s[8:11], s9 offset:0xfffff
s_buffer_load_dwordx2 s[4:5], s[8:11], 0x44 glc dlc
s_buffer_load_dwordx2 s[4:5], s[8:11], s7 dlc
s_buffer_load_dwordx2 s[4:5], s[8:11], null
s_buffer_load_dwordx2 s[4:5], s[8:11], 0x0
s_buffer_load_dwordx2 s[4:5], s[8:11], null offset:0x8
s_buffer_load_dwordx2 vcc, s[8:11], exec_lo
s_buffer_load_dwordx4 s[4:7], s[8:11], 0x10
s_buffer_load_dwordx4 s[4:7], s[8:11], s5
s_buffer_load_dwordx4 s[4:7], s[96:99], 0x0
s_buffer_load_dwordx4 s[8:11], ttmp[4:7], 0xfffff glc
s_buffer_load_dwordx4 s[4:7], s[8:11], m0 offset:0x7ff
s_buffer_load_dwordx4 s[4:7], s[8:11], s9 offset:0xfffff
s_buffer_load_dwordx4 s[4:7], s[8:11], 0x44 glc dlc
s_buffer_load_dwordx4 s[4:7], s[8:11], s7 dlc
s_buffer_load_dwordx4 s[4:7], s[8:11], null
s_buffer_load_dwordx4 s[4:7], s[8:11], 0x0
s_buffer_load_dwordx4 s[4:7], s[8:11], null offset:0x8
s_buffer_load_dwordx8 s[12:19], s[8:11], 0x10
s_buffer_load_dwordx8 s[12:19], s[8:11], s5
s_buffer_load_dwordx8 s[12:19], s[96:99], 0x0
s_buffer_load_dwordx8 s[20:27], ttmp[4:7], 0xfffff glc
s_buffer_load_dwordx8 s[12:19], s[8:11], m0 offset:0x7ff
s_buffer_load_dwordx8 s[12:19], s[8:11], s9 offset:0xfffff
s_buffer_load_dwordx8 s[12:19], s[8:11], 0x44 glc dlc
s_buffer_load_dwordx8 s[12:19], s[8:11], s7 dlc
s_buffer_load_dwordx8 s[12:19], s[8:11], null
s_buffer_load_dwordx8 s[12:19], s[8:11], 0x0
s_buffer_load_dwordx8 s[12:19], s[8:11], null offset:0x8
s_buffer_load_dwordx16 s[12:27], s[8:11], 0x10
s_buffer_load_dwordx16 s[12:27], s[8:11], s5
s_buffer_load_dwordx16 s[12:27], s[96:99], 0x0
s_buffer_load_dwordx16 s[20:35], ttmp[4:7], 0xfffff glc
s_buffer_load_dwordx16 s[12:27], s[8:11], m0 offset:0x7ff
s_buffer_load_dwordx16 s[12:27], s[8:11], s9 offset:0xfffff
s_buffer_load_dwordx16 s[12:27], s[8:11], 0x44 glc dlc
s_buffer_load_dwordx16 s[12:27], s[8:11], s7 dlc
s_buffer_load_dwordx16 s[12:27], s[8:11], null
s_buffer_load_dwordx16 s[12:27], s[8:11], 0x0
s_buffer_load_dwordx16 s[12:27], s[8:11], null offset:0x8
s_store_dword s4, s[2:3], 0x10
s_store_dword s4, s[2:3], s5
s_store_dword s4, s[100:101], -0x100000
s_store_dword s8, ttmp[2:3], 0xfffff glc
s_store_dword s4, s[2:3], m0 offset:0x7ff
s_store_dword s4, s[2:3], s9 offset:-0x4
s_store_dword s4, s[2:3], 0x44 glc dlc
s_store_dword s4, s[2:3], s7 dlc
s_store_dword s4, s[2:3], null
s_store_dword s4, s[2:3], 0x0
s_store_dword s4, s[2:3], null offset:0x8
s_store_dwordx2 s[4:5], s[2:3], 0x10
s_store_dwordx2 s[4:5], s[2:3], s5
s_store_dwordx2 s[4:5], s[100:101], -0x100000
s_store_dwordx2 s[8:9], ttmp[2:3], 0xfffff glc
s_store_dwordx2 s[4:5], s[2:3], m0 offset:0x7ff
s_store_dwordx2 s[4:5], s[2:3], s9 offset:-0x4
s_store_dwordx2 s[4:5], s[2:3], 0x44 glc dlc
s_store_dwordx2 s[4:5], s[2:3], s7 dlc
s_store_dwordx2 s[4:5], s[2:3], null
s_store_dwordx2 s[4:5], s[2:3], 0x0
s_store_dwordx2 s[4:5], s[2:3], null offset:0x8
s_store_dwordx4 s[4:7], s[2:3], 0x10
s_store_dwordx4 s[4:7], s[2:3], s5
s_store_dwordx4 s[4:7], s[100:101], -0x100000
s_store_dwordx4 s[8:11], ttmp[2:3], 0xfffff glc
s_store_dwordx4 s[4:7], s[2:3], m0 offset:0x7ff
s_store_dwordx4 s[4:7], s[2:3], s9 offset:-0x4
s_store_dwordx4 s[4:7], s[2:3], 0x44 glc dlc
s_store_dwordx4 s[4:7], s[2:3], s7 dlc
s_store_dwordx4 s[4:7], s[2:3], null
s_store_dwordx4 s[4:7], s[2:3], 0x0
s_store_dwordx4 s[4:7], s[2:3], null offset:0x8
s_memtime s[4:5]
s_memtime ttmp[2:3]
s_memrealtime s[4:5]
s_memrealtime ttmp[2:3]
s_dcache_inv
s_dcache_wb
s_gl1_inv
