; FLAT and GLOBAL for gfx10; every line is checked against llvm-mc 15.
flat_load_ubyte v10, v[2:3]
flat_load_ubyte v10, v[254:255] offset:2047
flat_load_ubyte v10, v[2:3] slc
flat_load_ubyte v10, v[2:3] glc dlc
flat_load_ubyte v10, v[2:3] glc slc dlc
flat_load_ubyte v10, v[2:3] dlc
flat_load_sbyte v10, v[2:3]
flat_load_sbyte v10, v[254:255] offset:2047
flat_load_sbyte v10, v[2:3] slc
flat_load_sbyte v10, v[2:3] glc dlc
flat_load_sbyte v10, v[2:3] glc slc dlc
flat_load_sbyte v10, v[2:3] dlc
flat_load_ushort v10, v[2:3]
flat_load_ushort v10, v[254:255] offset:2047
flat_load_ushort v10, v[2:3] slc
flat_load_ushort v10, v[2:3] glc dlc
flat_load_ushort v10, v[2:3] glc slc dlc
flat_load_ushort v10, v[2:3] dlc
flat_load_sshort v10, v[2:3]
flat_load_sshort v10, v[254:255] offset:2047
flat_load_sshort v10, v[2:3] slc
flat_load_sshort v10, v[2:3] glc dlc
flat_load_sshort v10, v[2:3] glc slc dlc
flat_load_sshort v10, v[2:3] dlc
flat_load_dword v10, v[2:3]
flat_load_dword v10, v[254:255] offset:2047
flat_load_dword v10, v[2:3] slc
flat_load_dword v10, v[2:3] glc dlc
flat_load_dword v10, v[2:3] glc slc dlc
flat_load_dword v10, v[2:3] dlc
flat_load_dwordx2 v[10:11], v[2:3]
flat_load_dwordx2 v[10:11], v[254:255] offset:2047
flat_load_dwordx2 v[10:11], v[2:3] slc
flat_load_dwordx2 v[10:11], v[2:3] glc dlc
flat_load_dwordx2 v[10:11], v[2:3] glc slc dlc
flat_load_dwordx2 v[10:11], v[2:3] dlc
flat_load_dwordx3 v[10:12], v[2:3]
flat_load_dwordx3 v[10:12], v[254:255] offset:2047
flat_load_dwordx3 v[10:12], v[2:3] slc
flat_load_dwordx3 v[10:12], v[2:3] glc dlc
flat_load_dwordx3 v[10:12], v[2:3] glc slc dlc
flat_load_dwordx3 v[10:12], v[2:3] dlc
flat_load_dwordx4 v[10:13], v[2:3]
flat_load_dwordx4 v[10:13], v[254:255] offset:2047
flat_load_dwordx4 v[10:13], v[2:3] slc
flat_load_dwordx4 v[10:13], v[2:3] glc dlc
flat_load_dwordx4 v[10:13], v[2:3] glc slc dlc
flat_load_dwordx4 v[10:13], v[2:3] dlc
flat_load_ubyte_d16 v10, v[2:3]
flat_load_ubyte_d16 v10, v[254:255] offset:2047
flat_load_ubyte_d16 v10, v[2:3] slc
flat_load_ubyte_d16 v10, v[2:3] glc dlc
flat_load_ubyte_d16 v10, v[2:3] glc slc dlc
flat_load_ubyte_d16 v10, v[2:3] dlc
flat_load_ubyte_d16_hi v10, v[2:3]
flat_load_ubyte_d16_hi v10, v[254:255] offset:2047
flat_load_ubyte_d16_hi v10, v[2:3] slc
flat_load_ubyte_d16_hi v10, v[2:3] glc dlc
flat_load_ubyte_d16_hi v10, v[2:3] glc slc dlc
flat_load_ubyte_d16_hi v10, v[2:3] dlc
flat_load_sbyte_d16 v10, v[2:3]
flat_load_sbyte_d16 v10, v[254:255] offset:2047
flat_load_sbyte_d16 v10, v[2:3] slc
flat_load_sbyte_d16 v10, v[2:3] glc dlc
flat_load_sbyte_d16 v10, v[2:3] glc slc dlc
flat_load_sbyte_d16 v10, v[2:3] dlc
flat_load_sbyte_d16_hi v10, v[2:3]
flat_load_sbyte_d16_hi v10, v[254:255] offset:2047
flat_load_sbyte_d16_hi v10, v[2:3] slc
flat_load_sbyte_d16_hi v10, v[2:3] glc dlc
flat_load_sbyte_d16_hi v10, v[2:3] glc slc dlc
flat_load_sbyte_d16_hi v10, v[2:3] dlc
flat_load_short_d16 v10, v[2:3]
flat_load_short_d16 v10, v[254:255] offset:2047
flat_load_short_d16 v10, v[2:3] slc
flat_load_short_d16 v10, v[2:3] glc dlc
flat_load_short_d16 v10, v[2:3] glc slc dlc
flat_load_short_d16 v10, v[2:3] dlc
flat_load_short_d16_hi v10, v[2:3]
flat_load_short_d16_hi v10, v[254:255] offset:2047
flat_load_short_d16_hi v10, v[2:3] slc
flat_load_short_d16_hi v10, v[2:3] glc dlc
flat_load_short_d16_hi v10, v[2:3] glc slc dlc
flat_load_short_d16_hi v10, v[2:3] dlc
flat_store_byte v[2:3], v10
flat_store_byte v[254:255], v10 offset:2047
flat_store_byte v[2:3], v10 slc
flat_store_byte v[2:3], v10 glc dlc
flat_store_byte v[2:3], v10 glc slc dlc
flat_store_byte v[2:3], v10 dlc
flat_store_short v[2:3], v10
flat_store_short v[254:255], v10 offset:2047
flat_store_short v[2:3], v10 slc
flat_store_short v[2:3], v10 glc dlc
flat_store_short v[2:3], v10 glc slc dlc
flat_store_short v[2:3], v10 dlc
flat_store_dword v[2:3], v10
flat_store_dword v[254:255], v10 offset:2047
flat_store_dword v[2:3], v10 slc
flat_store_dword v[2:3], v10 glc dlc
flat_store_dword v[2:3], v10 glc slc dlc
flat_store_dword v[2:3], v10 dlc
flat_store_dwordx2 v[2:3], v[10:11]
flat_store_dwordx2 v[254:255], v[10:11] offset:2047
flat_store_dwordx2 v[2:3], v[10:11] slc
flat_store_dwordx2 v[2:3], v[10:11] glc dlc
flat_store_dwordx2 v[2:3], v[10:11] glc slc dlc
flat_store_dwordx2 v[2:3], v[10:11] dlc
flat_store_dwordx3 v[2:3], v[10:12]
flat_store_dwordx3 v[254:255], v[10:12] offset:2047
flat_store_dwordx3 v[2:3], v[10:12] slc
flat_store_dwordx3 v[2:3], v[10:12] glc dlc
flat_store_dwordx3 v[2:3], v[10:12] glc slc dlc
flat_store_dwordx3 v[2:3], v[10:12] dlc
flat_store_dwordx4 v[2:3], v[10:13]
flat_store_dwordx4 v[254:255], v[10:13] offset:2047
flat_store_dwordx4 v[2:3], v[10:13] slc
flat_store_dwordx4 v[2:3], v[10:13] glc dlc
flat_store_dwordx4 v[2:3], v[10:13] glc slc dlc
flat_store_dwordx4 v[2:3], v[10:13] dlc
flat_store_byte_d16_hi v[2:3], v10
flat_store_byte_d16_hi v[254:255], v10 offset:2047
flat_store_byte_d16_hi v[2:3], v10 slc
flat_store_byte_d16_hi v[2:3], v10 glc dlc
flat_store_byte_d16_hi v[2:3], v10 glc slc dlc
flat_store_byte_d16_hi v[2:3], v10 dlc
flat_store_short_d16_hi v[2:3], v10
flat_store_short_d16_hi v[254:255], v10 offset:2047
flat_store_short_d16_hi v[2:3], v10 slc
flat_store_short_d16_hi v[2:3], v10 glc dlc
flat_store_short_d16_hi v[2:3], v10 glc slc dlc
flat_store_short_d16_hi v[2:3], v10 dlc
flat_atomic_swap v[2:3], v10
flat_atomic_swap v[254:255], v10 offset:2047
flat_atomic_swap v20, v[2:3], v10 glc
flat_atomic_swap v20, v[6:7], v10 offset:2047 glc slc
flat_atomic_swap v[2:3], v10 slc dlc
flat_atomic_cmpswap v[2:3], v[10:11]
flat_atomic_cmpswap v[254:255], v[10:11] offset:2047
flat_atomic_cmpswap v20, v[2:3], v[10:11] glc
flat_atomic_cmpswap v20, v[6:7], v[10:11] offset:2047 glc slc
flat_atomic_cmpswap v[2:3], v[10:11] slc dlc
flat_atomic_add v[2:3], v10
flat_atomic_add v[254:255], v10 offset:2047
flat_atomic_add v20, v[2:3], v10 glc
flat_atomic_add v20, v[6:7], v10 offset:2047 glc slc
flat_atomic_add v[2:3], v10 slc dlc
flat_atomic_sub v[2:3], v10
flat_atomic_sub v[254:255], v10 offset:2047
flat_atomic_sub v20, v[2:3], v10 glc
flat_atomic_sub v20, v[6:7], v10 offset:2047 glc slc
flat_atomic_sub v[2:3], v10 slc dlc
flat_atomic_smin v[2:3], v10
flat_atomic_smin v[254:255], v10 offset:2047
flat_atomic_smin v20, v[2:3], v10 glc
flat_atomic_smin v20, v[6:7], v10 offset:2047 glc slc
flat_atomic_smin v[2:3], v10 slc dlc
flat_atomic_umin v[2:3], v10
flat_atomic_umin v[254:255], v10 offset:2047
flat_atomic_umin v20, v[2:3], v10 glc
flat_atomic_umin v20, v[6:7], v10 offset:2047 glc slc
flat_atomic_umin v[2:3], v10 slc dlc
flat_atomic_smax v[2:3], v10
flat_atomic_smax v[254:255], v10 offset:2047
flat_atomic_smax v20, v[2:3], v10 glc
flat_atomic_smax v20, v[6:7], v10 offset:2047 glc slc
flat_atomic_smax v[2:3], v10 slc dlc
flat_atomic_umax v[2:3], v10
flat_atomic_umax v[254:255], v10 offset:2047
flat_atomic_umax v20, v[2:3], v10 glc
flat_atomic_umax v20, v[6:7], v10 offset:2047 glc slc
flat_atomic_umax v[2:3], v10 slc dlc
flat_atomic_and v[2:3], v10
flat_atomic_and v[254:255], v10 offset:2047
flat_atomic_and v20, v[2:3], v10 glc
flat_atomic_and v20, v[6:7], v10 offset:2047 glc slc
flat_atomic_and v[2:3], v10 slc dlc
flat_atomic_or v[2:3], v10
flat_atomic_or v[254:255], v10 offset:2047
flat_atomic_or v20, v[2:3], v10 glc
flat_atomic_or v20, v[6:7], v10 offset:2047 glc slc
flat_atomic_or v[2:3], v10 slc dlc
flat_atomic_xor v[2:3], v10
flat_atomic_xor v[254:255], v10 offset:2047
flat_atomic_xor v20, v[2:3], v10 glc
flat_atomic_xor v20, v[6:7], v10 offset:2047 glc slc
flat_atomic_xor v[2:3], v10 slc dlc
flat_atomic_inc v[2:3], v10
flat_atomic_inc v[254:255], v10 offset:2047
flat_atomic_inc v20, v[2:3], v10 glc
flat_atomic_inc v20, v[6:7], v10 offset:2047 glc slc
flat_atomic_inc v[2:3], v10 slc dlc
flat_atomic_dec v[2:3], v10
flat_atomic_dec v[254:255], v10 offset:2047
flat_atomic_dec v20, v[2:3], v10 glc
flat_atomic_dec v20, v[6:7], v10 offset:2047 glc slc
flat_atomic_dec v[2:3], v10 slc dlc
flat_atomic_swap_x2 v[2:3], v[10:11]
flat_atomic_swap_x2 v[254:255], v[10:11] offset:2047
flat_atomic_swap_x2 v[20:21], v[2:3], v[10:11] glc
flat_atomic_swap_x2 v[20:21], v[6:7], v[10:11] offset:2047 glc slc
flat_atomic_swap_x2 v[2:3], v[10:11] slc dlc
flat_atomic_cmpswap_x2 v[2:3], v[10:13]
flat_atomic_cmpswap_x2 v[254:255], v[10:13] offset:2047
flat_atomic_cmpswap_x2 v[20:21], v[2:3], v[10:13] glc
flat_atomic_cmpswap_x2 v[20:21], v[6:7], v[10:13] offset:2047 glc slc
flat_atomic_cmpswap_x2 v[2:3], v[10:13] slc dlc
flat_atomic_add_x2 v[2:3], v[10:11]
flat_atomic_add_x2 v[254:255], v[10:11] offset:2047
flat_atomic_add_x2 v[20:21], v[2:3], v[10:11] glc
flat_atomic_add_x2 v[20:21], v[6:7], v[10:11] offset:2047 glc slc
flat_atomic_add_x2 v[2:3], v[10:11] slc dlc
flat_atomic_sub_x2 v[2:3], v[10:11]
flat_atomic_sub_x2 v[254:255], v[10:11] offset:2047
flat_atomic_sub_x2 v[20:21], v[2:3], v[10:11] glc
flat_atomic_sub_x2 v[20:21], v[6:7], v[10:11] offset:2047 glc slc
flat_atomic_sub_x2 v[2:3], v[10:11] slc dlc
flat_atomic_smin_x2 v[2:3], v[10:11]
flat_atomic_smin_x2 v[254:255], v[10:11] offset:2047
flat_atomic_smin_x2 v[20:21], v[2:3], v[10:11] glc
flat_atomic_smin_x2 v[20:21], v[6:7], v[10:11] offset:2047 glc slc
flat_atomic_smin_x2 v[2:3], v[10:11] slc dlc
flat_atomic_umin_x2 v[2:3], v[10:11]
flat_atomic_umin_x2 v[254:255], v[10:11] offset:2047
flat_atomic_umin_x2 v[20:21], v[2:3], v[10:11] glc
flat_atomic_umin_x2 v[20:21], v[6:7], v[10:11] offset:2047 glc slc
flat_atomic_umin_x2 v[2:3], v[10:11] slc dlc
flat_atomic_smax_x2 v[2:3], v[10:11]
flat_atomic_smax_x2 v[254:255], v[10:11] offset:2047
flat_atomic_smax_x2 v[20:21], v[2:3], v[10:11] glc
flat_atomic_smax_x2 v[20:21], v[6:7], v[10:11] offset:2047 glc slc
flat_atomic_smax_x2 v[2:3], v[10:11] slc dlc
flat_atomic_umax_x2 v[2:3], v[10:11]
flat_atomic_umax_x2 v[254:255], v[10:11] offset:2047
flat_atomic_umax_x2 v[20:21], v[2:3], v[10:11] glc
flat_atomic_umax_x2 v[20:21], v[6:7], v[10:11] offset:2047 glc slc
flat_atomic_umax_x2 v[2:3], v[10:11] slc dlc
flat_atomic_and_x2 v[2:3], v[10:11]
flat_atomic_and_x2 v[254:255], v[10:11] offset:2047
flat_atomic_and_x2 v[20:21], v[2:3], v[10:11] glc
flat_atomic_and_x2 v[20:21], v[6:7], v[10:11] offset:2047 glc slc
flat_atomic_and_x2 v[2:3], v[10:11] slc dlc
flat_atomic_or_x2 v[2:3], v[10:11]
flat_atomic_or_x2 v[254:255], v[10:11] offset:2047
flat_atomic_or_x2 v[20:21], v[2:3], v[10:11] glc
flat_atomic_or_x2 v[20:21], v[6:7], v[10:11] offset:2047 glc slc
flat_atomic_or_x2 v[2:3], v[10:11] slc dlc
flat_atomic_xor_x2 v[2:3], v[10:11]
flat_atomic_xor_x2 v[254:255], v[10:11] offset:2047
flat_atomic_xor_x2 v[20:21], v[2:3], v[10:11] glc
flat_atomic_xor_x2 v[20:21], v[6:7], v[10:11] offset:2047 glc slc
flat_atomic_xor_x2 v[2:3], v[10:11] slc dlc
flat_atomic_inc_x2 v[2:3], v[10:11]
flat_atomic_inc_x2 v[254:255], v[10:11] offset:2047
flat_atomic_inc_x2 v[20:21], v[2:3], v[10:11] glc
flat_atomic_inc_x2 v[20:21], v[6:7], v[10:11] offset:2047 glc slc
flat_atomic_inc_x2 v[2:3], v[10:11] slc dlc
flat_atomic_dec_x2 v[2:3], v[10:11]
flat_atomic_dec_x2 v[254:255], v[10:11] offset:2047
flat_atomic_dec_x2 v[20:21], v[2:3], v[10:11] glc
flat_atomic_dec_x2 v[20:21], v[6:7], v[10:11] offset:2047 glc slc
flat_atomic_dec_x2 v[2:3], v[10:11] slc dlc
global_load_ubyte v10, v[2:3], off
global_load_ubyte v10, v[254:255], off offset:2047
global_load_ubyte v10, v[0:1], off offset:-2048
global_load_ubyte v10, v2, s[4:5] offset:-8
global_load_ubyte v10, v255, s[100:101]
global_load_ubyte v10, v3, vcc offset:16
global_load_ubyte v10, v[2:3], off slc
global_load_ubyte v10, v[2:3], off glc dlc
global_load_ubyte v10, v[2:3], off glc slc dlc
global_load_ubyte v10, v[2:3], off dlc
global_load_ubyte v10, v2, ttmp[2:3] glc
global_load_sbyte v10, v[2:3], off
global_load_sbyte v10, v[254:255], off offset:2047
global_load_sbyte v10, v[0:1], off offset:-2048
global_load_sbyte v10, v2, s[4:5] offset:-8
global_load_sbyte v10, v255, s[100:101]
global_load_sbyte v10, v3, vcc offset:16
global_load_sbyte v10, v[2:3], off slc
global_load_sbyte v10, v[2:3], off glc dlc
global_load_sbyte v10, v[2:3], off glc slc dlc
global_load_sbyte v10, v[2:3], off dlc
global_load_sbyte v10, v2, ttmp[2:3] glc
global_load_ushort v10, v[2:3], off
global_load_ushort v10, v[254:255], off offset:2047
global_load_ushort v10, v[0:1], off offset:-2048
global_load_ushort v10, v2, s[4:5] offset:-8
global_load_ushort v10, v255, s[100:101]
global_load_ushort v10, v3, vcc offset:16
global_load_ushort v10, v[2:3], off slc
global_load_ushort v10, v[2:3], off glc dlc
global_load_ushort v10, v[2:3], off glc slc dlc
global_load_ushort v10, v[2:3], off dlc
global_load_ushort v10, v2, ttmp[2:3] glc
global_load_sshort v10, v[2:3], off
global_load_sshort v10, v[254:255], off offset:2047
global_load_sshort v10, v[0:1], off offset:-2048
global_load_sshort v10, v2, s[4:5] offset:-8
global_load_sshort v10, v255, s[100:101]
global_load_sshort v10, v3, vcc offset:16
global_load_sshort v10, v[2:3], off slc
global_load_sshort v10, v[2:3], off glc dlc
global_load_sshort v10, v[2:3], off glc slc dlc
global_load_sshort v10, v[2:3], off dlc
global_load_sshort v10, v2, ttmp[2:3] glc
global_load_dword v10, v[2:3], off
global_load_dword v10, v[254:255], off offset:2047
global_load_dword v10, v[0:1], off offset:-2048
global_load_dword v10, v2, s[4:5] offset:-8
global_load_dword v10, v255, s[100:101]
global_load_dword v10, v3, vcc offset:16
global_load_dword v10, v[2:3], off slc
global_load_dword v10, v[2:3], off glc dlc
global_load_dword v10, v[2:3], off glc slc dlc
global_load_dword v10, v[2:3], off dlc
global_load_dword v10, v2, ttmp[2:3] glc
global_load_dwordx2 v[10:11], v[2:3], off
global_load_dwordx2 v[10:11], v[254:255], off offset:2047
global_load_dwordx2 v[10:11], v[0:1], off offset:-2048
global_load_dwordx2 v[10:11], v2, s[4:5] offset:-8
global_load_dwordx2 v[10:11], v255, s[100:101]
global_load_dwordx2 v[10:11], v3, vcc offset:16
global_load_dwordx2 v[10:11], v[2:3], off slc
global_load_dwordx2 v[10:11], v[2:3], off glc dlc
global_load_dwordx2 v[10:11], v[2:3], off glc slc dlc
global_load_dwordx2 v[10:11], v[2:3], off dlc
global_load_dwordx2 v[10:11], v2, ttmp[2:3] glc
global_load_dwordx3 v[10:12], v[2:3], off
global_load_dwordx3 v[10:12], v[254:255], off offset:2047
global_load_dwordx3 v[10:12], v[0:1], off offset:-2048
global_load_dwordx3 v[10:12], v2, s[4:5] offset:-8
global_load_dwordx3 v[10:12], v255, s[100:101]
global_load_dwordx3 v[10:12], v3, vcc offset:16
global_load_dwordx3 v[10:12], v[2:3], off slc
global_load_dwordx3 v[10:12], v[2:3], off glc dlc
global_load_dwordx3 v[10:12], v[2:3], off glc slc dlc
global_load_dwordx3 v[10:12], v[2:3], off dlc
global_load_dwordx3 v[10:12], v2, ttmp[2:3] glc
global_load_dwordx4 v[10:13], v[2:3], off
global_load_dwordx4 v[10:13], v[254:255], off offset:2047
global_load_dwordx4 v[10:13], v[0:1], off offset:-2048
global_load_dwordx4 v[10:13], v2, s[4:5] offset:-8
global_load_dwordx4 v[10:13], v255, s[100:101]
global_load_dwordx4 v[10:13], v3, vcc offset:16
global_load_dwordx4 v[10:13], v[2:3], off slc
global_load_dwordx4 v[10:13], v[2:3], off glc dlc
global_load_dwordx4 v[10:13], v[2:3], off glc slc dlc
global_load_dwordx4 v[10:13], v[2:3], off dlc
global_load_dwordx4 v[10:13], v2, ttmp[2:3] glc
global_load_ubyte_d16 v10, v[2:3], off
global_load_ubyte_d16 v10, v[254:255], off offset:2047
global_load_ubyte_d16 v10, v[0:1], off offset:-2048
global_load_ubyte_d16 v10, v2, s[4:5] offset:-8
global_load_ubyte_d16 v10, v255, s[100:101]
global_load_ubyte_d16 v10, v3, vcc offset:16
global_load_ubyte_d16 v10, v[2:3], off slc
global_load_ubyte_d16 v10, v[2:3], off glc dlc
global_load_ubyte_d16 v10, v[2:3], off glc slc dlc
global_load_ubyte_d16 v10, v[2:3], off dlc
global_load_ubyte_d16 v10, v2, ttmp[2:3] glc
global_load_ubyte_d16_hi v10, v[2:3], off
global_load_ubyte_d16_hi v10, v[254:255], off offset:2047
global_load_ubyte_d16_hi v10, v[0:1], off offset:-2048
global_load_ubyte_d16_hi v10, v2, s[4:5] offset:-8
global_load_ubyte_d16_hi v10, v255, s[100:101]
global_load_ubyte_d16_hi v10, v3, vcc offset:16
global_load_ubyte_d16_hi v10, v[2:3], off slc
global_load_ubyte_d16_hi v10, v[2:3], off glc dlc
global_load_ubyte_d16_hi v10, v[2:3], off glc slc dlc
global_load_ubyte_d16_hi v10, v[2:3], off dlc
global_load_ubyte_d16_hi v10, v2, ttmp[2:3] glc
global_load_sbyte_d16 v10, v[2:3], off
global_load_sbyte_d16 v10, v[254:255], off offset:2047
global_load_sbyte_d16 v10, v[0:1], off offset:-2048
global_load_sbyte_d16 v10, v2, s[4:5] offset:-8
global_load_sbyte_d16 v10, v255, s[100:101]
global_load_sbyte_d16 v10, v3, vcc offset:16
global_load_sbyte_d16 v10, v[2:3], off slc
global_load_sbyte_d16 v10, v[2:3], off glc dlc
global_load_sbyte_d16 v10, v[2:3], off glc slc dlc
global_load_sbyte_d16 v10, v[2:3], off dlc
global_load_sbyte_d16 v10, v2, ttmp[2:3] glc
global_load_sbyte_d16_hi v10, v[2:3], off
global_load_sbyte_d16_hi v10, v[254:255], off offset:2047
global_load_sbyte_d16_hi v10, v[0:1], off offset:-2048
global_load_sbyte_d16_hi v10, v2, s[4:5] offset:-8
global_load_sbyte_d16_hi v10, v255, s[100:101]
global_load_sbyte_d16_hi v10, v3, vcc offset:16
global_load_sbyte_d16_hi v10, v[2:3], off slc
global_load_sbyte_d16_hi v10, v[2:3], off glc dlc
global_load_sbyte_d16_hi v10, v[2:3], off glc slc dlc
global_load_sbyte_d16_hi v10, v[2:3], off dlc
global_load_sbyte_d16_hi v10, v2, ttmp[2:3] glc
global_load_short_d16 v10, v[2:3], off
global_load_short_d16 v10, v[254:255], off offset:2047
global_load_short_d16 v10, v[0:1], off offset:-2048
global_load_short_d16 v10, v2, s[4:5] offset:-8
global_load_short_d16 v10, v255, s[100:101]
global_load_short_d16 v10, v3, vcc offset:16
global_load_short_d16 v10, v[2:3], off slc
global_load_short_d16 v10, v[2:3], off glc dlc
global_load_short_d16 v10, v[2:3], off glc slc dlc
global_load_short_d16 v10, v[2:3], off dlc
global_load_short_d16 v10, v2, ttmp[2:3] glc
global_load_short_d16_hi v10, v[2:3], off
global_load_short_d16_hi v10, v[254:255], off offset:2047
global_load_short_d16_hi v10, v[0:1], off offset:-2048
global_load_short_d16_hi v10, v2, s[4:5] offset:-8
global_load_short_d16_hi v10, v255, s[100:101]
global_load_short_d16_hi v10, v3, vcc offset:16
global_load_short_d16_hi v10, v[2:3], off slc
global_load_short_d16_hi v10, v[2:3], off glc dlc
global_load_short_d16_hi v10, v[2:3], off glc slc dlc
global_load_short_d16_hi v10, v[2:3], off dlc
global_load_short_d16_hi v10, v2, ttmp[2:3] glc
global_store_byte v[2:3], v10, off
global_store_byte v[254:255], v10, off offset:2047
global_store_byte v[0:1], v10, off offset:-2048
global_store_byte v2, v10, s[4:5] offset:-8
global_store_byte v255, v10, s[100:101]
global_store_byte v3, v10, vcc offset:16
global_store_byte v[2:3], v10, off slc
global_store_byte v[2:3], v10, off glc dlc
global_store_byte v[2:3], v10, off glc slc dlc
global_store_byte v[2:3], v10, off dlc
global_store_byte v2, v10, ttmp[2:3] glc
global_store_short v[2:3], v10, off
global_store_short v[254:255], v10, off offset:2047
global_store_short v[0:1], v10, off offset:-2048
global_store_short v2, v10, s[4:5] offset:-8
global_store_short v255, v10, s[100:101]
global_store_short v3, v10, vcc offset:16
global_store_short v[2:3], v10, off slc
global_store_short v[2:3], v10, off glc dlc
global_store_short v[2:3], v10, off glc slc dlc
global_store_short v[2:3], v10, off dlc
global_store_short v2, v10, ttmp[2:3] glc
global_store_dword v[2:3], v10, off
global_store_dword v[254:255], v10, off offset:2047
global_store_dword v[0:1], v10, off offset:-2048
global_store_dword v2, v10, s[4:5] offset:-8
global_store_dword v255, v10, s[100:101]
global_store_dword v3, v10, vcc offset:16
global_store_dword v[2:3], v10, off slc
global_store_dword v[2:3], v10, off glc dlc
global_store_dword v[2:3], v10, off glc slc dlc
global_store_dword v[2:3], v10, off dlc
global_store_dword v2, v10, ttmp[2:3] glc
global_store_dwordx2 v[2:3], v[10:11], off
global_store_dwordx2 v[254:255], v[10:11], off offset:2047
global_store_dwordx2 v[0:1], v[10:11], off offset:-2048
global_store_dwordx2 v2, v[10:11], s[4:5] offset:-8
global_store_dwordx2 v255, v[10:11], s[100:101]
global_store_dwordx2 v3, v[10:11], vcc offset:16
global_store_dwordx2 v[2:3], v[10:11], off slc
global_store_dwordx2 v[2:3], v[10:11], off glc dlc
global_store_dwordx2 v[2:3], v[10:11], off glc slc dlc
global_store_dwordx2 v[2:3], v[10:11], off dlc
global_store_dwordx2 v2, v[10:11], ttmp[2:3] glc
global_store_dwordx3 v[2:3], v[10:12], off
global_store_dwordx3 v[254:255], v[10:12], off offset:2047
global_store_dwordx3 v[0:1], v[10:12], off offset:-2048
global_store_dwordx3 v2, v[10:12], s[4:5] offset:-8
global_store_dwordx3 v255, v[10:12], s[100:101]
global_store_dwordx3 v3, v[10:12], vcc offset:16
global_store_dwordx3 v[2:3], v[10:12], off slc
global_store_dwordx3 v[2:3], v[10:12], off glc dlc
global_store_dwordx3 v[2:3], v[10:12], off glc slc dlc
global_store_dwordx3 v[2:3], v[10:12], off dlc
global_store_dwordx3 v2, v[10:12], ttmp[2:3] glc
global_store_dwordx4 v[2:3], v[10:13], off
global_store_dwordx4 v[254:255], v[10:13], off offset:2047
global_store_dwordx4 v[0:1], v[10:13], off offset:-2048
global_store_dwordx4 v2, v[10:13], s[4:5] offset:-8
global_store_dwordx4 v255, v[10:13], s[100:101]
global_store_dwordx4 v3, v[10:13], vcc offset:16
global_store_dwordx4 v[2:3], v[10:13], off slc
global_store_dwordx4 v[2:3], v[10:13], off glc dlc
global_store_dwordx4 v[2:3], v[10:13], off glc slc dlc
global_store_dwordx4 v[2:3], v[10:13], off dlc
global_store_dwordx4 v2, v[10:13], ttmp[2:3] glc
global_store_byte_d16_hi v[2:3], v10, off
global_store_byte_d16_hi v[254:255], v10, off offset:2047
global_store_byte_d16_hi v[0:1], v10, off offset:-2048
global_store_byte_d16_hi v2, v10, s[4:5] offset:-8
global_store_byte_d16_hi v255, v10, s[100:101]
global_store_byte_d16_hi v3, v10, vcc offset:16
global_store_byte_d16_hi v[2:3], v10, off slc
global_store_byte_d16_hi v[2:3], v10, off glc dlc
global_store_byte_d16_hi v[2:3], v10, off glc slc dlc
global_store_byte_d16_hi v[2:3], v10, off dlc
global_store_byte_d16_hi v2, v10, ttmp[2:3] glc
global_store_short_d16_hi v[2:3], v10, off
global_store_short_d16_hi v[254:255], v10, off offset:2047
global_store_short_d16_hi v[0:1], v10, off offset:-2048
global_store_short_d16_hi v2, v10, s[4:5] offset:-8
global_store_short_d16_hi v255, v10, s[100:101]
global_store_short_d16_hi v3, v10, vcc offset:16
global_store_short_d16_hi v[2:3], v10, off slc
global_store_short_d16_hi v[2:3], v10, off glc dlc
global_store_short_d16_hi v[2:3], v10, off glc slc dlc
global_store_short_d16_hi v[2:3], v10, off dlc
global_store_short_d16_hi v2, v10, ttmp[2:3] glc
global_atomic_swap v[2:3], v10, off
global_atomic_swap v[254:255], v10, off offset:2047
global_atomic_swap v[0:1], v10, off offset:-2048
global_atomic_swap v2, v10, s[4:5] offset:-8
global_atomic_swap v255, v10, s[100:101]
global_atomic_swap v3, v10, vcc offset:16
global_atomic_swap v20, v[2:3], v10, off glc
global_atomic_swap v20, v[6:7], v10, off offset:2047 glc slc
global_atomic_swap v20, v2, v10, s[4:5] offset:-4 glc
global_atomic_swap v[2:3], v10, off slc dlc
global_atomic_cmpswap v[2:3], v[10:11], off
global_atomic_cmpswap v[254:255], v[10:11], off offset:2047
global_atomic_cmpswap v[0:1], v[10:11], off offset:-2048
global_atomic_cmpswap v2, v[10:11], s[4:5] offset:-8
global_atomic_cmpswap v255, v[10:11], s[100:101]
global_atomic_cmpswap v3, v[10:11], vcc offset:16
global_atomic_cmpswap v20, v[2:3], v[10:11], off glc
global_atomic_cmpswap v20, v[6:7], v[10:11], off offset:2047 glc slc
global_atomic_cmpswap v20, v2, v[10:11], s[4:5] offset:-4 glc
global_atomic_cmpswap v[2:3], v[10:11], off slc dlc
global_atomic_add v[2:3], v10, off
global_atomic_add v[254:255], v10, off offset:2047
global_atomic_add v[0:1], v10, off offset:-2048
global_atomic_add v2, v10, s[4:5] offset:-8
global_atomic_add v255, v10, s[100:101]
global_atomic_add v3, v10, vcc offset:16
global_atomic_add v20, v[2:3], v10, off glc
global_atomic_add v20, v[6:7], v10, off offset:2047 glc slc
global_atomic_add v20, v2, v10, s[4:5] offset:-4 glc
global_atomic_add v[2:3], v10, off slc dlc
global_atomic_sub v[2:3], v10, off
global_atomic_sub v[254:255], v10, off offset:2047
global_atomic_sub v[0:1], v10, off offset:-2048
global_atomic_sub v2, v10, s[4:5] offset:-8
global_atomic_sub v255, v10, s[100:101]
global_atomic_sub v3, v10, vcc offset:16
global_atomic_sub v20, v[2:3], v10, off glc
global_atomic_sub v20, v[6:7], v10, off offset:2047 glc slc
global_atomic_sub v20, v2, v10, s[4:5] offset:-4 glc
global_atomic_sub v[2:3], v10, off slc dlc
global_atomic_smin v[2:3], v10, off
global_atomic_smin v[254:255], v10, off offset:2047
global_atomic_smin v[0:1], v10, off offset:-2048
global_atomic_smin v2, v10, s[4:5] offset:-8
global_atomic_smin v255, v10, s[100:101]
global_atomic_smin v3, v10, vcc offset:16
global_atomic_smin v20, v[2:3], v10, off glc
global_atomic_smin v20, v[6:7], v10, off offset:2047 glc slc
global_atomic_smin v20, v2, v10, s[4:5] offset:-4 glc
global_atomic_smin v[2:3], v10, off slc dlc
global_atomic_umin v[2:3], v10, off
global_atomic_umin v[254:255], v10, off offset:2047
global_atomic_umin v[0:1], v10, off offset:-2048
global_atomic_umin v2, v10, s[4:5] offset:-8
global_atomic_umin v255, v10, s[100:101]
global_atomic_umin v3, v10, vcc offset:16
global_atomic_umin v20, v[2:3], v10, off glc
global_atomic_umin v20, v[6:7], v10, off offset:2047 glc slc
global_atomic_umin v20, v2, v10, s[4:5] offset:-4 glc
global_atomic_umin v[2:3], v10, off slc dlc
global_atomic_smax v[2:3], v10, off
global_atomic_smax v[254:255], v10, off offset:2047
global_atomic_smax v[0:1], v10, off offset:-2048
global_atomic_smax v2, v10, s[4:5] offset:-8
global_atomic_smax v255, v10, s[100:101]
global_atomic_smax v3, v10, vcc offset:16
global_atomic_smax v20, v[2:3], v10, off glc
global_atomic_smax v20, v[6:7], v10, off offset:2047 glc slc
global_atomic_smax v20, v2, v10, s[4:5] offset:-4 glc
global_atomic_smax v[2:3], v10, off slc dlc
global_atomic_umax v[2:3], v10, off
global_atomic_umax v[254:255], v10, off offset:2047
global_atomic_umax v[0:1], v10, off offset:-2048
global_atomic_umax v2, v10, s[4:5] offset:-8
global_atomic_umax v255, v10, s[100:101]
global_atomic_umax v3, v10, vcc offset:16
global_atomic_umax v20, v[2:3], v10, off glc
global_atomic_umax v20, v[6:7], v10, off offset:2047 glc slc
global_atomic_umax v20, v2, v10, s[4:5] offset:-4 glc
global_atomic_umax v[2:3], v10, off slc dlc
global_atomic_and v[2:3], v10, off
global_atomic_and v[254:255], v10, off offset:2047
global_atomic_and v[0:1], v10, off offset:-2048
global_atomic_and v2, v10, s[4:5] offset:-8
global_atomic_and v255, v10, s[100:101]
global_atomic_and v3, v10, vcc offset:16
global_atomic_and v20, v[2:3], v10, off glc
global_atomic_and v20, v[6:7], v10, off offset:2047 glc slc
global_atomic_and v20, v2, v10, s[4:5] offset:-4 glc
global_atomic_and v[2:3], v10, off slc dlc
global_atomic_or v[2:3], v10, off
global_atomic_or v[254:255], v10, off offset:2047
global_atomic_or v[0:1], v10, off offset:-2048
global_atomic_or v2, v10, s[4:5] offset:-8
global_atomic_or v255, v10, s[100:101]
global_atomic_or v3, v10, vcc offset:16
global_atomic_or v20, v[2:3], v10, off glc
global_atomic_or v20, v[6:7], v10, off offset:2047 glc slc
global_atomic_or v20, v2, v10, s[4:5] offset:-4 glc
global_atomic_or v[2:3], v10, off slc dlc
global_atomic_xor v[2:3], v10, off
global_atomic_xor v[254:255], v10, off offset:2047
global_atomic_xor v[0:1], v10, off offset:-2048
global_atomic_xor v2, v10, s[4:5] offset:-8
global_atomic_xor v255, v10, s[100:101]
global_atomic_xor v3, v10, vcc offset:16
global_atomic_xor v20, v[2:3], v10, off glc
global_atomic_xor v20, v[6:7], v10, off offset:2047 glc slc
global_atomic_xor v20, v2, v10, s[4:5] offset:-4 glc
global_atomic_xor v[2:3], v10, off slc dlc
global_atomic_inc v[2:3], v10, off
global_atomic_inc v[254:255], v10, off offset:2047
global_atomic_inc v[0:1], v10, off offset:-2048
global_atomic_inc v2, v10, s[4:5] offset:-8
global_atomic_inc v255, v10, s[100:101]
global_atomic_inc v3, v10, vcc offset:16
global_atomic_inc v20, v[2:3], v10, off glc
global_atomic_inc v20, v[6:7], v10, off offset:2047 glc slc
global_atomic_inc v20, v2, v10, s[4:5] offset:-4 glc
global_atomic_inc v[2:3], v10, off slc dlc
global_atomic_dec v[2:3], v10, off
global_atomic_dec v[254:255], v10, off offset:2047
global_atomic_dec v[0:1], v10, off offset:-2048
global_atomic_dec v2, v10, s[4:5] offset:-8
global_atomic_dec v255, v10, s[100:101]
global_atomic_dec v3, v10, vcc offset:16
global_atomic_dec v20, v[2:3], v10, off glc
global_atomic_dec v20, v[6:7], v10, off offset:2047 glc slc
global_atomic_dec v20, v2, v10, s[4:5] offset:-4 glc
global_atomic_dec v[2:3], v10, off slc dlc
global_atomic_swap_x2 v[2:3], v[10:11], off
global_atomic_swap_x2 v[254:255], v[10:11], off offset:2047
global_atomic_swap_x2 v[0:1], v[10:11], off offset:-2048
global_atomic_swap_x2 v2, v[10:11], s[4:5] offset:-8
global_atomic_swap_x2 v255, v[10:11], s[100:101]
global_atomic_swap_x2 v3, v[10:11], vcc offset:16
global_atomic_swap_x2 v[20:21], v[2:3], v[10:11], off glc
global_atomic_swap_x2 v[20:21], v[6:7], v[10:11], off offset:2047 glc slc
global_atomic_swap_x2 v[20:21], v2, v[10:11], s[4:5] offset:-4 glc
global_atomic_swap_x2 v[2:3], v[10:11], off slc dlc
global_atomic_cmpswap_x2 v[2:3], v[10:13], off
global_atomic_cmpswap_x2 v[254:255], v[10:13], off offset:2047
global_atomic_cmpswap_x2 v[0:1], v[10:13], off offset:-2048
global_atomic_cmpswap_x2 v2, v[10:13], s[4:5] offset:-8
global_atomic_cmpswap_x2 v255, v[10:13], s[100:101]
global_atomic_cmpswap_x2 v3, v[10:13], vcc offset:16
global_atomic_cmpswap_x2 v[20:21], v[2:3], v[10:13], off glc
global_atomic_cmpswap_x2 v[20:21], v[6:7], v[10:13], off offset:2047 glc slc
global_atomic_cmpswap_x2 v[20:21], v2, v[10:13], s[4:5] offset:-4 glc
global_atomic_cmpswap_x2 v[2:3], v[10:13], off slc dlc
global_atomic_add_x2 v[2:3], v[10:11], off
global_atomic_add_x2 v[254:255], v[10:11], off offset:2047
global_atomic_add_x2 v[0:1], v[10:11], off offset:-2048
global_atomic_add_x2 v2, v[10:11], s[4:5] offset:-8
global_atomic_add_x2 v255, v[10:11], s[100:101]
global_atomic_add_x2 v3, v[10:11], vcc offset:16
global_atomic_add_x2 v[20:21], v[2:3], v[10:11], off glc
global_atomic_add_x2 v[20:21], v[6:7], v[10:11], off offset:2047 glc slc
global_atomic_add_x2 v[20:21], v2, v[10:11], s[4:5] offset:-4 glc
global_atomic_add_x2 v[2:3], v[10:11], off slc dlc
global_atomic_sub_x2 v[2:3], v[10:11], off
global_atomic_sub_x2 v[254:255], v[10:11], off offset:2047
global_atomic_sub_x2 v[0:1], v[10:11], off offset:-2048
global_atomic_sub_x2 v2, v[10:11], s[4:5] offset:-8
global_atomic_sub_x2 v255, v[10:11], s[100:101]
global_atomic_sub_x2 v3, v[10:11], vcc offset:16
global_atomic_sub_x2 v[20:21], v[2:3], v[10:11], off glc
global_atomic_sub_x2 v[20:21], v[6:7], v[10:11], off offset:2047 glc slc
global_atomic_sub_x2 v[20:21], v2, v[10:11], s[4:5] offset:-4 glc
global_atomic_sub_x2 v[2:3], v[10:11], off slc dlc
global_atomic_smin_x2 v[2:3], v[10:11], off
global_atomic_smin_x2 v[254:255], v[10:11], off offset:2047
global_atomic_smin_x2 v[0:1], v[10:11], off offset:-2048
global_atomic_smin_x2 v2, v[10:11], s[4:5] offset:-8
global_atomic_smin_x2 v255, v[10:11], s[100:101]
global_atomic_smin_x2 v3, v[10:11], vcc offset:16
global_atomic_smin_x2 v[20:21], v[2:3], v[10:11], off glc
global_atomic_smin_x2 v[20:21], v[6:7], v[10:11], off offset:2047 glc slc
global_atomic_smin_x2 v[20:21], v2, v[10:11], s[4:5] offset:-4 glc
global_atomic_smin_x2 v[2:3], v[10:11], off slc dlc
global_atomic_umin_x2 v[2:3], v[10:11], off
global_atomic_umin_x2 v[254:255], v[10:11], off offset:2047
global_atomic_umin_x2 v[0:1], v[10:11], off offset:-2048
global_atomic_umin_x2 v2, v[10:11], s[4:5] offset:-8
global_atomic_umin_x2 v255, v[10:11], s[100:101]
global_atomic_umin_x2 v3, v[10:11], vcc offset:16
global_atomic_umin_x2 v[20:21], v[2:3], v[10:11], off glc
global_atomic_umin_x2 v[20:21], v[6:7], v[10:11], off offset:2047 glc slc
global_atomic_umin_x2 v[20:21], v2, v[10:11], s[4:5] offset:-4 glc
global_atomic_umin_x2 v[2:3], v[10:11], off slc dlc
global_atomic_smax_x2 v[2:3], v[10:11], off
global_atomic_smax_x2 v[254:255], v[10:11], off offset:2047
global_atomic_smax_x2 v[0:1], v[10:11], off offset:-2048
global_atomic_smax_x2 v2, v[10:11], s[4:5] offset:-8
global_atomic_smax_x2 v255, v[10:11], s[100:101]
global_atomic_smax_x2 v3, v[10:11], vcc offset:16
global_atomic_smax_x2 v[20:21], v[2:3], v[10:11], off glc
global_atomic_smax_x2 v[20:21], v[6:7], v[10:11], off offset:2047 glc slc
global_atomic_smax_x2 v[20:21], v2, v[10:11], s[4:5] offset:-4 glc
global_atomic_smax_x2 v[2:3], v[10:11], off slc dlc
global_atomic_umax_x2 v[2:3], v[10:11], off
global_atomic_umax_x2 v[254:255], v[10:11], off offset:2047
global_atomic_umax_x2 v[0:1], v[10:11], off offset:-2048
global_atomic_umax_x2 v2, v[10:11], s[4:5] offset:-8
global_atomic_umax_x2 v255, v[10:11], s[100:101]
global_atomic_umax_x2 v3, v[10:11], vcc offset:16
global_atomic_umax_x2 v[20:21], v[2:3], v[10:11], off glc
global_atomic_umax_x2 v[20:21], v[6:7], v[10:11], off offset:2047 glc slc
global_atomic_umax_x2 v[20:21], v2, v[10:11], s[4:5] offset:-4 glc
global_atomic_umax_x2 v[2:3], v[10:11], off slc dlc
global_atomic_and_x2 v[2:3], v[10:11], off
global_atomic_and_x2 v[254:255], v[10:11], off offset:2047
global_atomic_and_x2 v[0:1], v[10:11], off offset:-2048
global_atomic_and_x2 v2, v[10:11], s[4:5] offset:-8
global_atomic_and_x2 v255, v[10:11], s[100:101]
global_atomic_and_x2 v3, v[10:11], vcc offset:16
global_atomic_and_x2 v[20:21], v[2:3], v[10:11], off glc
global_atomic_and_x2 v[20:21], v[6:7], v[10:11], off offset:2047 glc slc
global_atomic_and_x2 v[20:21], v2, v[10:11], s[4:5] offset:-4 glc
global_atomic_and_x2 v[2:3], v[10:11], off slc dlc
global_atomic_or_x2 v[2:3], v[10:11], off
global_atomic_or_x2 v[254:255], v[10:11], off offset:2047
global_atomic_or_x2 v[0:1], v[10:11], off offset:-2048
global_atomic_or_x2 v2, v[10:11], s[4:5] offset:-8
global_atomic_or_x2 v255, v[10:11], s[100:101]
global_atomic_or_x2 v3, v[10:11], vcc offset:16
global_atomic_or_x2 v[20:21], v[2:3], v[10:11], off glc
global_atomic_or_x2 v[20:21], v[6:7], v[10:11], off offset:2047 glc slc
global_atomic_or_x2 v[20:21], v2, v[10:11], s[4:5] offset:-4 glc
global_atomic_or_x2 v[2:3], v[10:11], off slc dlc
global_atomic_xor_x2 v[2:3], v[10:11], off
global_atomic_xor_x2 v[254:255], v[10:11], off offset:2047
global_atomic_xor_x2 v[0:1], v[10:11], off offset:-2048
global_atomic_xor_x2 v2, v[10:11], s[4:5] offset:-8
global_atomic_xor_x2 v255, v[10:11], s[100:101]
global_atomic_xor_x2 v3, v[10:11], vcc offset:16
global_atomic_xor_x2 v[20:21], v[2:3], v[10:11], off glc
global_atomic_xor_x2 v[20:21], v[6:7], v[10:11], off offset:2047 glc slc
global_atomic_xor_x2 v[20:21], v2, v[10:11], s[4:5] offset:-4 glc
global_atomic_xor_x2 v[2:3], v[10:11], off slc dlc
global_atomic_inc_x2 v[2:3], v[10:11], off
global_atomic_inc_x2 v[254:255], v[10:11], off offset:2047
global_atomic_inc_x2 v[0:1], v[10:11], off offset:-2048
global_atomic_inc_x2 v2, v[10:11], s[4:5] offset:-8
global_atomic_inc_x2 v255, v[10:11], s[100:101]
global_atomic_inc_x2 v3, v[10:11], vcc offset:16
global_atomic_inc_x2 v[20:21], v[2:3], v[10:11], off glc
global_atomic_inc_x2 v[20:21], v[6:7], v[10:11], off offset:2047 glc slc
global_atomic_inc_x2 v[20:21], v2, v[10:11], s[4:5] offset:-4 glc
global_atomic_inc_x2 v[2:3], v[10:11], off slc dlc
global_atomic_dec_x2 v[2:3], v[10:11], off
global_atomic_dec_x2 v[254:255], v[10:11], off offset:2047
global_atomic_dec_x2 v[0:1], v[10:11], off offset:-2048
global_atomic_dec_x2 v2, v[10:11], s[4:5] offset:-8
global_atomic_dec_x2 v255, v[10:11], s[100:101]
global_atomic_dec_x2 v3, v[10:11], vcc offset:16
global_atomic_dec_x2 v[20:21], v[2:3], v[10:11], off glc
global_atomic_dec_x2 v[20:21], v[6:7], v[10:11], off offset:2047 glc slc
global_atomic_dec_x2 v[20:21], v2, v[10:11], s[4:5] offset:-4 glc
global_atomic_dec_x2 v[2:3], v[10:11], off slc dlc
