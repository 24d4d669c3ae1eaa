; FLAT and GLOBAL for gfx11; every line is checked against llvm-mc 15.
flat_load_u8 v10, v[2:3]
flat_load_u8 v10, v[254:255] offset:4095
flat_load_u8 v10, v[2:3] slc
flat_load_u8 v10, v[2:3] glc dlc
flat_load_u8 v10, v[2:3] glc slc dlc
flat_load_u8 v10, v[2:3] dlc
flat_load_i8 v10, v[2:3]
flat_load_i8 v10, v[254:255] offset:4095
flat_load_i8 v10, v[2:3] slc
flat_load_i8 v10, v[2:3] glc dlc
flat_load_i8 v10, v[2:3] glc slc dlc
flat_load_i8 v10, v[2:3] dlc
flat_load_u16 v10, v[2:3]
flat_load_u16 v10, v[254:255] offset:4095
flat_load_u16 v10, v[2:3] slc
flat_load_u16 v10, v[2:3] glc dlc
flat_load_u16 v10, v[2:3] glc slc dlc
flat_load_u16 v10, v[2:3] dlc
flat_load_i16 v10, v[2:3]
flat_load_i16 v10, v[254:255] offset:4095
flat_load_i16 v10, v[2:3] slc
flat_load_i16 v10, v[2:3] glc dlc
flat_load_i16 v10, v[2:3] glc slc dlc
flat_load_i16 v10, v[2:3] dlc
flat_load_b32 v10, v[2:3]
flat_load_b32 v10, v[254:255] offset:4095
flat_load_b32 v10, v[2:3] slc
flat_load_b32 v10, v[2:3] glc dlc
flat_load_b32 v10, v[2:3] glc slc dlc
flat_load_b32 v10, v[2:3] dlc
flat_load_b64 v[10:11], v[2:3]
flat_load_b64 v[10:11], v[254:255] offset:4095
flat_load_b64 v[10:11], v[2:3] slc
flat_load_b64 v[10:11], v[2:3] glc dlc
flat_load_b64 v[10:11], v[2:3] glc slc dlc
flat_load_b64 v[10:11], v[2:3] dlc
flat_load_b96 v[10:12], v[2:3]
flat_load_b96 v[10:12], v[254:255] offset:4095
flat_load_b96 v[10:12], v[2:3] slc
flat_load_b96 v[10:12], v[2:3] glc dlc
flat_load_b96 v[10:12], v[2:3] glc slc dlc
flat_load_b96 v[10:12], v[2:3] dlc
flat_load_b128 v[10:13], v[2:3]
flat_load_b128 v[10:13], v[254:255] offset:4095
flat_load_b128 v[10:13], v[2:3] slc
flat_load_b128 v[10:13], v[2:3] glc dlc
flat_load_b128 v[10:13], v[2:3] glc slc dlc
flat_load_b128 v[10:13], v[2:3] dlc
flat_load_d16_u8 v10, v[2:3]
flat_load_d16_u8 v10, v[254:255] offset:4095
flat_load_d16_u8 v10, v[2:3] slc
flat_load_d16_u8 v10, v[2:3] glc dlc
flat_load_d16_u8 v10, v[2:3] glc slc dlc
flat_load_d16_u8 v10, v[2:3] dlc
flat_load_d16_hi_u8 v10, v[2:3]
flat_load_d16_hi_u8 v10, v[254:255] offset:4095
flat_load_d16_hi_u8 v10, v[2:3] slc
flat_load_d16_hi_u8 v10, v[2:3] glc dlc
flat_load_d16_hi_u8 v10, v[2:3] glc slc dlc
flat_load_d16_hi_u8 v10, v[2:3] dlc
flat_load_d16_i8 v10, v[2:3]
flat_load_d16_i8 v10, v[254:255] offset:4095
flat_load_d16_i8 v10, v[2:3] slc
flat_load_d16_i8 v10, v[2:3] glc dlc
flat_load_d16_i8 v10, v[2:3] glc slc dlc
flat_load_d16_i8 v10, v[2:3] dlc
flat_load_d16_hi_i8 v10, v[2:3]
flat_load_d16_hi_i8 v10, v[254:255] offset:4095
flat_load_d16_hi_i8 v10, v[2:3] slc
flat_load_d16_hi_i8 v10, v[2:3] glc dlc
flat_load_d16_hi_i8 v10, v[2:3] glc slc dlc
flat_load_d16_hi_i8 v10, v[2:3] dlc
flat_load_d16_b16 v10, v[2:3]
flat_load_d16_b16 v10, v[254:255] offset:4095
flat_load_d16_b16 v10, v[2:3] slc
flat_load_d16_b16 v10, v[2:3] glc dlc
flat_load_d16_b16 v10, v[2:3] glc slc dlc
flat_load_d16_b16 v10, v[2:3] dlc
flat_load_d16_hi_b16 v10, v[2:3]
flat_load_d16_hi_b16 v10, v[254:255] offset:4095
flat_load_d16_hi_b16 v10, v[2:3] slc
flat_load_d16_hi_b16 v10, v[2:3] glc dlc
flat_load_d16_hi_b16 v10, v[2:3] glc slc dlc
flat_load_d16_hi_b16 v10, v[2:3] dlc
flat_store_b8 v[2:3], v10
flat_store_b8 v[254:255], v10 offset:4095
flat_store_b8 v[2:3], v10 slc
flat_store_b8 v[2:3], v10 glc dlc
flat_store_b8 v[2:3], v10 glc slc dlc
flat_store_b8 v[2:3], v10 dlc
flat_store_b16 v[2:3], v10
flat_store_b16 v[254:255], v10 offset:4095
flat_store_b16 v[2:3], v10 slc
flat_store_b16 v[2:3], v10 glc dlc
flat_store_b16 v[2:3], v10 glc slc dlc
flat_store_b16 v[2:3], v10 dlc
flat_store_b32 v[2:3], v10
flat_store_b32 v[254:255], v10 offset:4095
flat_store_b32 v[2:3], v10 slc
flat_store_b32 v[2:3], v10 glc dlc
flat_store_b32 v[2:3], v10 glc slc dlc
flat_store_b32 v[2:3], v10 dlc
flat_store_b64 v[2:3], v[10:11]
flat_store_b64 v[254:255], v[10:11] offset:4095
flat_store_b64 v[2:3], v[10:11] slc
flat_store_b64 v[2:3], v[10:11] glc dlc
flat_store_b64 v[2:3], v[10:11] glc slc dlc
flat_store_b64 v[2:3], v[10:11] dlc
flat_store_b96 v[2:3], v[10:12]
flat_store_b96 v[254:255], v[10:12] offset:4095
flat_store_b96 v[2:3], v[10:12] slc
flat_store_b96 v[2:3], v[10:12] glc dlc
flat_store_b96 v[2:3], v[10:12] glc slc dlc
flat_store_b96 v[2:3], v[10:12] dlc
flat_store_b128 v[2:3], v[10:13]
flat_store_b128 v[254:255], v[10:13] offset:4095
flat_store_b128 v[2:3], v[10:13] slc
flat_store_b128 v[2:3], v[10:13] glc dlc
flat_store_b128 v[2:3], v[10:13] glc slc dlc
flat_store_b128 v[2:3], v[10:13] dlc
flat_store_d16_hi_b8 v[2:3], v10
flat_store_d16_hi_b8 v[254:255], v10 offset:4095
flat_store_d16_hi_b8 v[2:3], v10 slc
flat_store_d16_hi_b8 v[2:3], v10 glc dlc
flat_store_d16_hi_b8 v[2:3], v10 glc slc dlc
flat_store_d16_hi_b8 v[2:3], v10 dlc
flat_store_d16_hi_b16 v[2:3], v10
flat_store_d16_hi_b16 v[254:255], v10 offset:4095
flat_store_d16_hi_b16 v[2:3], v10 slc
flat_store_d16_hi_b16 v[2:3], v10 glc dlc
flat_store_d16_hi_b16 v[2:3], v10 glc slc dlc
flat_store_d16_hi_b16 v[2:3], v10 dlc
flat_atomic_swap_b32 v[2:3], v10
flat_atomic_swap_b32 v[254:255], v10 offset:4095
flat_atomic_swap_b32 v20, v[2:3], v10 glc
flat_atomic_swap_b32 v20, v[6:7], v10 offset:4095 glc slc
flat_atomic_swap_b32 v[2:3], v10 slc dlc
flat_atomic_cmpswap_b32 v[2:3], v[10:11]
flat_atomic_cmpswap_b32 v[254:255], v[10:11] offset:4095
flat_atomic_cmpswap_b32 v20, v[2:3], v[10:11] glc
flat_atomic_cmpswap_b32 v20, v[6:7], v[10:11] offset:4095 glc slc
flat_atomic_cmpswap_b32 v[2:3], v[10:11] slc dlc
flat_atomic_add_u32 v[2:3], v10
flat_atomic_add_u32 v[254:255], v10 offset:4095
flat_atomic_add_u32 v20, v[2:3], v10 glc
flat_atomic_add_u32 v20, v[6:7], v10 offset:4095 glc slc
flat_atomic_add_u32 v[2:3], v10 slc dlc
flat_atomic_sub_u32 v[2:3], v10
flat_atomic_sub_u32 v[254:255], v10 offset:4095
flat_atomic_sub_u32 v20, v[2:3], v10 glc
flat_atomic_sub_u32 v20, v[6:7], v10 offset:4095 glc slc
flat_atomic_sub_u32 v[2:3], v10 slc dlc
flat_atomic_min_i32 v[2:3], v10
flat_atomic_min_i32 v[254:255], v10 offset:4095
flat_atomic_min_i32 v20, v[2:3], v10 glc
flat_atomic_min_i32 v20, v[6:7], v10 offset:4095 glc slc
flat_atomic_min_i32 v[2:3], v10 slc dlc
flat_atomic_min_u32 v[2:3], v10
flat_atomic_min_u32 v[254:255], v10 offset:4095
flat_atomic_min_u32 v20, v[2:3], v10 glc
flat_atomic_min_u32 v20, v[6:7], v10 offset:4095 glc slc
flat_atomic_min_u32 v[2:3], v10 slc dlc
flat_atomic_max_i32 v[2:3], v10
flat_atomic_max_i32 v[254:255], v10 offset:4095
flat_atomic_max_i32 v20, v[2:3], v10 glc
flat_atomic_max_i32 v20, v[6:7], v10 offset:4095 glc slc
flat_atomic_max_i32 v[2:3], v10 slc dlc
flat_atomic_max_u32 v[2:3], v10
flat_atomic_max_u32 v[254:255], v10 offset:4095
flat_atomic_max_u32 v20, v[2:3], v10 glc
flat_atomic_max_u32 v20, v[6:7], v10 offset:4095 glc slc
flat_atomic_max_u32 v[2:3], v10 slc dlc
flat_atomic_and_b32 v[2:3], v10
flat_atomic_and_b32 v[254:255], v10 offset:4095
flat_atomic_and_b32 v20, v[2:3], v10 glc
flat_atomic_and_b32 v20, v[6:7], v10 offset:4095 glc slc
flat_atomic_and_b32 v[2:3], v10 slc dlc
flat_atomic_or_b32 v[2:3], v10
flat_atomic_or_b32 v[254:255], v10 offset:4095
flat_atomic_or_b32 v20, v[2:3], v10 glc
flat_atomic_or_b32 v20, v[6:7], v10 offset:4095 glc slc
flat_atomic_or_b32 v[2:3], v10 slc dlc
flat_atomic_xor_b32 v[2:3], v10
flat_atomic_xor_b32 v[254:255], v10 offset:4095
flat_atomic_xor_b32 v20, v[2:3], v10 glc
flat_atomic_xor_b32 v20, v[6:7], v10 offset:4095 glc slc
flat_atomic_xor_b32 v[2:3], v10 slc dlc
flat_atomic_inc_u32 v[2:3], v10
flat_atomic_inc_u32 v[254:255], v10 offset:4095
flat_atomic_inc_u32 v20, v[2:3], v10 glc
flat_atomic_inc_u32 v20, v[6:7], v10 offset:4095 glc slc
flat_atomic_inc_u32 v[2:3], v10 slc dlc
flat_atomic_dec_u32 v[2:3], v10
flat_atomic_dec_u32 v[254:255], v10 offset:4095
flat_atomic_dec_u32 v20, v[2:3], v10 glc
flat_atomic_dec_u32 v20, v[6:7], v10 offset:4095 glc slc
flat_atomic_dec_u32 v[2:3], v10 slc dlc
flat_atomic_swap_b64 v[2:3], v[10:11]
flat_atomic_swap_b64 v[254:255], v[10:11] offset:4095
flat_atomic_swap_b64 v[20:21], v[2:3], v[10:11] glc
flat_atomic_swap_b64 v[20:21], v[6:7], v[10:11] offset:4095 glc slc
flat_atomic_swap_b64 v[2:3], v[10:11] slc dlc
flat_atomic_cmpswap_b64 v[2:3], v[10:13]
flat_atomic_cmpswap_b64 v[254:255], v[10:13] offset:4095
flat_atomic_cmpswap_b64 v[20:21], v[2:3], v[10:13] glc
flat_atomic_cmpswap_b64 v[20:21], v[6:7], v[10:13] offset:4095 glc slc
flat_atomic_cmpswap_b64 v[2:3], v[10:13] slc dlc
flat_atomic_add_u64 v[2:3], v[10:11]
flat_atomic_add_u64 v[254:255], v[10:11] offset:4095
flat_atomic_add_u64 v[20:21], v[2:3], v[10:11] glc
flat_atomic_add_u64 v[20:21], v[6:7], v[10:11] offset:4095 glc slc
flat_atomic_add_u64 v[2:3], v[10:11] slc dlc
flat_atomic_sub_u64 v[2:3], v[10:11]
flat_atomic_sub_u64 v[254:255], v[10:11] offset:4095
flat_atomic_sub_u64 v[20:21], v[2:3], v[10:11] glc
flat_atomic_sub_u64 v[20:21], v[6:7], v[10:11] offset:4095 glc slc
flat_atomic_sub_u64 v[2:3], v[10:11] slc dlc
flat_atomic_min_i64 v[2:3], v[10:11]
flat_atomic_min_i64 v[254:255], v[10:11] offset:4095
flat_atomic_min_i64 v[20:21], v[2:3], v[10:11] glc
flat_atomic_min_i64 v[20:21], v[6:7], v[10:11] offset:4095 glc slc
flat_atomic_min_i64 v[2:3], v[10:11] slc dlc
flat_atomic_min_u64 v[2:3], v[10:11]
flat_atomic_min_u64 v[254:255], v[10:11] offset:4095
flat_atomic_min_u64 v[20:21], v[2:3], v[10:11] glc
flat_atomic_min_u64 v[20:21], v[6:7], v[10:11] offset:4095 glc slc
flat_atomic_min_u64 v[2:3], v[10:11] slc dlc
flat_atomic_max_i64 v[2:3], v[10:11]
flat_atomic_max_i64 v[254:255], v[10:11] offset:4095
flat_atomic_max_i64 v[20:21], v[2:3], v[10:11] glc
flat_atomic_max_i64 v[20:21], v[6:7], v[10:11] offset:4095 glc slc
flat_atomic_max_i64 v[2:3], v[10:11] slc dlc
flat_atomic_max_u64 v[2:3], v[10:11]
flat_atomic_max_u64 v[254:255], v[10:11] offset:4095
flat_atomic_max_u64 v[20:21], v[2:3], v[10:11] glc
flat_atomic_max_u64 v[20:21], v[6:7], v[10:11] offset:4095 glc slc
flat_atomic_max_u64 v[2:3], v[10:11] slc dlc
flat_atomic_and_b64 v[2:3], v[10:11]
flat_atomic_and_b64 v[254:255], v[10:11] offset:4095
flat_atomic_and_b64 v[20:21], v[2:3], v[10:11] glc
flat_atomic_and_b64 v[20:21], v[6:7], v[10:11] offset:4095 glc slc
flat_atomic_and_b64 v[2:3], v[10:11] slc dlc
flat_atomic_or_b64 v[2:3], v[10:11]
flat_atomic_or_b64 v[254:255], v[10:11] offset:4095
flat_atomic_or_b64 v[20:21], v[2:3], v[10:11] glc
flat_atomic_or_b64 v[20:21], v[6:7], v[10:11] offset:4095 glc slc
flat_atomic_or_b64 v[2:3], v[10:11] slc dlc
flat_atomic_xor_b64 v[2:3], v[10:11]
flat_atomic_xor_b64 v[254:255], v[10:11] offset:4095
flat_atomic_xor_b64 v[20:21], v[2:3], v[10:11] glc
flat_atomic_xor_b64 v[20:21], v[6:7], v[10:11] offset:4095 glc slc
flat_atomic_xor_b64 v[2:3], v[10:11] slc dlc
flat_atomic_inc_u64 v[2:3], v[10:11]
flat_atomic_inc_u64 v[254:255], v[10:11] offset:4095
flat_atomic_inc_u64 v[20:21], v[2:3], v[10:11] glc
flat_atomic_inc_u64 v[20:21], v[6:7], v[10:11] offset:4095 glc slc
flat_atomic_inc_u64 v[2:3], v[10:11] slc dlc
flat_atomic_dec_u64 v[2:3], v[10:11]
flat_atomic_dec_u64 v[254:255], v[10:11] offset:4095
flat_atomic_dec_u64 v[20:21], v[2:3], v[10:11] glc
flat_atomic_dec_u64 v[20:21], v[6:7], v[10:11] offset:4095 glc slc
flat_atomic_dec_u64 v[2:3], v[10:11] slc dlc
global_load_u8 v10, v[2:3], off
global_load_u8 v10, v[254:255], off offset:4095
global_load_u8 v10, v[0:1], off offset:-4096
global_load_u8 v10, v2, s[4:5] offset:-8
global_load_u8 v10, v255, s[100:101]
global_load_u8 v10, v3, vcc offset:16
global_load_u8 v10, v[2:3], off slc
global_load_u8 v10, v[2:3], off glc dlc
global_load_u8 v10, v[2:3], off glc slc dlc
global_load_u8 v10, v[2:3], off dlc
global_load_u8 v10, v2, ttmp[2:3] glc
global_load_i8 v10, v[2:3], off
global_load_i8 v10, v[254:255], off offset:4095
global_load_i8 v10, v[0:1], off offset:-4096
global_load_i8 v10, v2, s[4:5] offset:-8
global_load_i8 v10, v255, s[100:101]
global_load_i8 v10, v3, vcc offset:16
global_load_i8 v10, v[2:3], off slc
global_load_i8 v10, v[2:3], off glc dlc
global_load_i8 v10, v[2:3], off glc slc dlc
global_load_i8 v10, v[2:3], off dlc
global_load_i8 v10, v2, ttmp[2:3] glc
global_load_u16 v10, v[2:3], off
global_load_u16 v10, v[254:255], off offset:4095
global_load_u16 v10, v[0:1], off offset:-4096
global_load_u16 v10, v2, s[4:5] offset:-8
global_load_u16 v10, v255, s[100:101]
global_load_u16 v10, v3, vcc offset:16
global_load_u16 v10, v[2:3], off slc
global_load_u16 v10, v[2:3], off glc dlc
global_load_u16 v10, v[2:3], off glc slc dlc
global_load_u16 v10, v[2:3], off dlc
global_load_u16 v10, v2, ttmp[2:3] glc
global_load_i16 v10, v[2:3], off
global_load_i16 v10, v[254:255], off offset:4095
global_load_i16 v10, v[0:1], off offset:-4096
global_load_i16 v10, v2, s[4:5] offset:-8
global_load_i16 v10, v255, s[100:101]
global_load_i16 v10, v3, vcc offset:16
global_load_i16 v10, v[2:3], off slc
global_load_i16 v10, v[2:3], off glc dlc
global_load_i16 v10, v[2:3], off glc slc dlc
global_load_i16 v10, v[2:3], off dlc
global_load_i16 v10, v2, ttmp[2:3] glc
global_load_b32 v10, v[2:3], off
global_load_b32 v10, v[254:255], off offset:4095
global_load_b32 v10, v[0:1], off offset:-4096
global_load_b32 v10, v2, s[4:5] offset:-8
global_load_b32 v10, v255, s[100:101]
global_load_b32 v10, v3, vcc offset:16
global_load_b32 v10, v[2:3], off slc
global_load_b32 v10, v[2:3], off glc dlc
global_load_b32 v10, v[2:3], off glc slc dlc
global_load_b32 v10, v[2:3], off dlc
global_load_b32 v10, v2, ttmp[2:3] glc
global_load_b64 v[10:11], v[2:3], off
global_load_b64 v[10:11], v[254:255], off offset:4095
global_load_b64 v[10:11], v[0:1], off offset:-4096
global_load_b64 v[10:11], v2, s[4:5] offset:-8
global_load_b64 v[10:11], v255, s[100:101]
global_load_b64 v[10:11], v3, vcc offset:16
global_load_b64 v[10:11], v[2:3], off slc
global_load_b64 v[10:11], v[2:3], off glc dlc
global_load_b64 v[10:11], v[2:3], off glc slc dlc
global_load_b64 v[10:11], v[2:3], off dlc
global_load_b64 v[10:11], v2, ttmp[2:3] glc
global_load_b96 v[10:12], v[2:3], off
global_load_b96 v[10:12], v[254:255], off offset:4095
global_load_b96 v[10:12], v[0:1], off offset:-4096
global_load_b96 v[10:12], v2, s[4:5] offset:-8
global_load_b96 v[10:12], v255, s[100:101]
global_load_b96 v[10:12], v3, vcc offset:16
global_load_b96 v[10:12], v[2:3], off slc
global_load_b96 v[10:12], v[2:3], off glc dlc
global_load_b96 v[10:12], v[2:3], off glc slc dlc
global_load_b96 v[10:12], v[2:3], off dlc
global_load_b96 v[10:12], v2, ttmp[2:3] glc
global_load_b128 v[10:13], v[2:3], off
global_load_b128 v[10:13], v[254:255], off offset:4095
global_load_b128 v[10:13], v[0:1], off offset:-4096
global_load_b128 v[10:13], v2, s[4:5] offset:-8
global_load_b128 v[10:13], v255, s[100:101]
global_load_b128 v[10:13], v3, vcc offset:16
global_load_b128 v[10:13], v[2:3], off slc
global_load_b128 v[10:13], v[2:3], off glc dlc
global_load_b128 v[10:13], v[2:3], off glc slc dlc
global_load_b128 v[10:13], v[2:3], off dlc
global_load_b128 v[10:13], v2, ttmp[2:3] glc
global_load_d16_u8 v10, v[2:3], off
global_load_d16_u8 v10, v[254:255], off offset:4095
global_load_d16_u8 v10, v[0:1], off offset:-4096
global_load_d16_u8 v10, v2, s[4:5] offset:-8
global_load_d16_u8 v10, v255, s[100:101]
global_load_d16_u8 v10, v3, vcc offset:16
global_load_d16_u8 v10, v[2:3], off slc
global_load_d16_u8 v10, v[2:3], off glc dlc
global_load_d16_u8 v10, v[2:3], off glc slc dlc
global_load_d16_u8 v10, v[2:3], off dlc
global_load_d16_u8 v10, v2, ttmp[2:3] glc
global_load_d16_hi_u8 v10, v[2:3], off
global_load_d16_hi_u8 v10, v[254:255], off offset:4095
global_load_d16_hi_u8 v10, v[0:1], off offset:-4096
global_load_d16_hi_u8 v10, v2, s[4:5] offset:-8
global_load_d16_hi_u8 v10, v255, s[100:101]
global_load_d16_hi_u8 v10, v3, vcc offset:16
global_load_d16_hi_u8 v10, v[2:3], off slc
global_load_d16_hi_u8 v10, v[2:3], off glc dlc
global_load_d16_hi_u8 v10, v[2:3], off glc slc dlc
global_load_d16_hi_u8 v10, v[2:3], off dlc
global_load_d16_hi_u8 v10, v2, ttmp[2:3] glc
global_load_d16_i8 v10, v[2:3], off
global_load_d16_i8 v10, v[254:255], off offset:4095
global_load_d16_i8 v10, v[0:1], off offset:-4096
global_load_d16_i8 v10, v2, s[4:5] offset:-8
global_load_d16_i8 v10, v255, s[100:101]
global_load_d16_i8 v10, v3, vcc offset:16
global_load_d16_i8 v10, v[2:3], off slc
global_load_d16_i8 v10, v[2:3], off glc dlc
global_load_d16_i8 v10, v[2:3], off glc slc dlc
global_load_d16_i8 v10, v[2:3], off dlc
global_load_d16_i8 v10, v2, ttmp[2:3] glc
global_load_d16_hi_i8 v10, v[2:3], off
global_load_d16_hi_i8 v10, v[254:255], off offset:4095
global_load_d16_hi_i8 v10, v[0:1], off offset:-4096
global_load_d16_hi_i8 v10, v2, s[4:5] offset:-8
global_load_d16_hi_i8 v10, v255, s[100:101]
global_load_d16_hi_i8 v10, v3, vcc offset:16
global_load_d16_hi_i8 v10, v[2:3], off slc
global_load_d16_hi_i8 v10, v[2:3], off glc dlc
global_load_d16_hi_i8 v10, v[2:3], off glc slc dlc
global_load_d16_hi_i8 v10, v[2:3], off dlc
global_load_d16_hi_i8 v10, v2, ttmp[2:3] glc
global_load_d16_b16 v10, v[2:3], off
global_load_d16_b16 v10, v[254:255], off offset:4095
global_load_d16_b16 v10, v[0:1], off offset:-4096
global_load_d16_b16 v10, v2, s[4:5] offset:-8
global_load_d16_b16 v10, v255, s[100:101]
global_load_d16_b16 v10, v3, vcc offset:16
global_load_d16_b16 v10, v[2:3], off slc
global_load_d16_b16 v10, v[2:3], off glc dlc
global_load_d16_b16 v10, v[2:3], off glc slc dlc
global_load_d16_b16 v10, v[2:3], off dlc
global_load_d16_b16 v10, v2, ttmp[2:3] glc
global_load_d16_hi_b16 v10, v[2:3], off
global_load_d16_hi_b16 v10, v[254:255], off offset:4095
global_load_d16_hi_b16 v10, v[0:1], off offset:-4096
global_load_d16_hi_b16 v10, v2, s[4:5] offset:-8
global_load_d16_hi_b16 v10, v255, s[100:101]
global_load_d16_hi_b16 v10, v3, vcc offset:16
global_load_d16_hi_b16 v10, v[2:3], off slc
global_load_d16_hi_b16 v10, v[2:3], off glc dlc
global_load_d16_hi_b16 v10, v[2:3], off glc slc dlc
global_load_d16_hi_b16 v10, v[2:3], off dlc
global_load_d16_hi_b16 v10, v2, ttmp[2:3] glc
global_store_b8 v[2:3], v10, off
global_store_b8 v[254:255], v10, off offset:4095
global_store_b8 v[0:1], v10, off offset:-4096
global_store_b8 v2, v10, s[4:5] offset:-8
global_store_b8 v255, v10, s[100:101]
global_store_b8 v3, v10, vcc offset:16
global_store_b8 v[2:3], v10, off slc
global_store_b8 v[2:3], v10, off glc dlc
global_store_b8 v[2:3], v10, off glc slc dlc
global_store_b8 v[2:3], v10, off dlc
global_store_b8 v2, v10, ttmp[2:3] glc
global_store_b16 v[2:3], v10, off
global_store_b16 v[254:255], v10, off offset:4095
global_store_b16 v[0:1], v10, off offset:-4096
global_store_b16 v2, v10, s[4:5] offset:-8
global_store_b16 v255, v10, s[100:101]
global_store_b16 v3, v10, vcc offset:16
global_store_b16 v[2:3], v10, off slc
global_store_b16 v[2:3], v10, off glc dlc
global_store_b16 v[2:3], v10, off glc slc dlc
global_store_b16 v[2:3], v10, off dlc
global_store_b16 v2, v10, ttmp[2:3] glc
global_store_b32 v[2:3], v10, off
global_store_b32 v[254:255], v10, off offset:4095
global_store_b32 v[0:1], v10, off offset:-4096
global_store_b32 v2, v10, s[4:5] offset:-8
global_store_b32 v255, v10, s[100:101]
global_store_b32 v3, v10, vcc offset:16
global_store_b32 v[2:3], v10, off slc
global_store_b32 v[2:3], v10, off glc dlc
global_store_b32 v[2:3], v10, off glc slc dlc
global_store_b32 v[2:3], v10, off dlc
global_store_b32 v2, v10, ttmp[2:3] glc
global_store_b64 v[2:3], v[10:11], off
global_store_b64 v[254:255], v[10:11], off offset:4095
global_store_b64 v[0:1], v[10:11], off offset:-4096
global_store_b64 v2, v[10:11], s[4:5] offset:-8
global_store_b64 v255, v[10:11], s[100:101]
global_store_b64 v3, v[10:11], vcc offset:16
global_store_b64 v[2:3], v[10:11], off slc
global_store_b64 v[2:3], v[10:11], off glc dlc
global_store_b64 v[2:3], v[10:11], off glc slc dlc
global_store_b64 v[2:3], v[10:11], off dlc
global_store_b64 v2, v[10:11], ttmp[2:3] glc
global_store_b96 v[2:3], v[10:12], off
global_store_b96 v[254:255], v[10:12], off offset:4095
global_store_b96 v[0:1], v[10:12], off offset:-4096
global_store_b96 v2, v[10:12], s[4:5] offset:-8
global_store_b96 v255, v[10:12], s[100:101]
global_store_b96 v3, v[10:12], vcc offset:16
global_store_b96 v[2:3], v[10:12], off slc
global_store_b96 v[2:3], v[10:12], off glc dlc
global_store_b96 v[2:3], v[10:12], off glc slc dlc
global_store_b96 v[2:3], v[10:12], off dlc
global_store_b96 v2, v[10:12], ttmp[2:3] glc
global_store_b128 v[2:3], v[10:13], off
global_store_b128 v[254:255], v[10:13], off offset:4095
global_store_b128 v[0:1], v[10:13], off offset:-4096
global_store_b128 v2, v[10:13], s[4:5] offset:-8
global_store_b128 v255, v[10:13], s[100:101]
global_store_b128 v3, v[10:13], vcc offset:16
global_store_b128 v[2:3], v[10:13], off slc
global_store_b128 v[2:3], v[10:13], off glc dlc
global_store_b128 v[2:3], v[10:13], off glc slc dlc
global_store_b128 v[2:3], v[10:13], off dlc
global_store_b128 v2, v[10:13], ttmp[2:3] glc
global_store_d16_hi_b8 v[2:3], v10, off
global_store_d16_hi_b8 v[254:255], v10, off offset:4095
global_store_d16_hi_b8 v[0:1], v10, off offset:-4096
global_store_d16_hi_b8 v2, v10, s[4:5] offset:-8
global_store_d16_hi_b8 v255, v10, s[100:101]
global_store_d16_hi_b8 v3, v10, vcc offset:16
global_store_d16_hi_b8 v[2:3], v10, off slc
global_store_d16_hi_b8 v[2:3], v10, off glc dlc
global_store_d16_hi_b8 v[2:3], v10, off glc slc dlc
global_store_d16_hi_b8 v[2:3], v10, off dlc
global_store_d16_hi_b8 v2, v10, ttmp[2:3] glc
global_store_d16_hi_b16 v[2:3], v10, off
global_store_d16_hi_b16 v[254:255], v10, off offset:4095
global_store_d16_hi_b16 v[0:1], v10, off offset:-4096
global_store_d16_hi_b16 v2, v10, s[4:5] offset:-8
global_store_d16_hi_b16 v255, v10, s[100:101]
global_store_d16_hi_b16 v3, v10, vcc offset:16
global_store_d16_hi_b16 v[2:3], v10, off slc
global_store_d16_hi_b16 v[2:3], v10, off glc dlc
global_store_d16_hi_b16 v[2:3], v10, off glc slc dlc
global_store_d16_hi_b16 v[2:3], v10, off dlc
global_store_d16_hi_b16 v2, v10, ttmp[2:3] glc
global_atomic_swap_b32 v[2:3], v10, off
global_atomic_swap_b32 v[254:255], v10, off offset:4095
global_atomic_swap_b32 v[0:1], v10, off offset:-4096
global_atomic_swap_b32 v2, v10, s[4:5] offset:-8
global_atomic_swap_b32 v255, v10, s[100:101]
global_atomic_swap_b32 v3, v10, vcc offset:16
global_atomic_swap_b32 v20, v[2:3], v10, off glc
global_atomic_swap_b32 v20, v[6:7], v10, off offset:4095 glc slc
global_atomic_swap_b32 v20, v2, v10, s[4:5] offset:-4 glc
global_atomic_swap_b32 v[2:3], v10, off slc dlc
global_atomic_cmpswap_b32 v[2:3], v[10:11], off
global_atomic_cmpswap_b32 v[254:255], v[10:11], off offset:4095
global_atomic_cmpswap_b32 v[0:1], v[10:11], off offset:-4096
global_atomic_cmpswap_b32 v2, v[10:11], s[4:5] offset:-8
global_atomic_cmpswap_b32 v255, v[10:11], s[100:101]
global_atomic_cmpswap_b32 v3, v[10:11], vcc offset:16
global_atomic_cmpswap_b32 v20, v[2:3], v[10:11], off glc
global_atomic_cmpswap_b32 v20, v[6:7], v[10:11], off offset:4095 glc slc
global_atomic_cmpswap_b32 v20, v2, v[10:11], s[4:5] offset:-4 glc
global_atomic_cmpswap_b32 v[2:3], v[10:11], off slc dlc
global_atomic_add_u32 v[2:3], v10, off
global_atomic_add_u32 v[254:255], v10, off offset:4095
global_atomic_add_u32 v[0:1], v10, off offset:-4096
global_atomic_add_u32 v2, v10, s[4:5] offset:-8
global_atomic_add_u32 v255, v10, s[100:101]
global_atomic_add_u32 v3, v10, vcc offset:16
global_atomic_add_u32 v20, v[2:3], v10, off glc
global_atomic_add_u32 v20, v[6:7], v10, off offset:4095 glc slc
global_atomic_add_u32 v20, v2, v10, s[4:5] offset:-4 glc
global_atomic_add_u32 v[2:3], v10, off slc dlc
global_atomic_sub_u32 v[2:3], v10, off
global_atomic_sub_u32 v[254:255], v10, off offset:4095
global_atomic_sub_u32 v[0:1], v10, off offset:-4096
global_atomic_sub_u32 v2, v10, s[4:5] offset:-8
global_atomic_sub_u32 v255, v10, s[100:101]
global_atomic_sub_u32 v3, v10, vcc offset:16
global_atomic_sub_u32 v20, v[2:3], v10, off glc
global_atomic_sub_u32 v20, v[6:7], v10, off offset:4095 glc slc
global_atomic_sub_u32 v20, v2, v10, s[4:5] offset:-4 glc
global_atomic_sub_u32 v[2:3], v10, off slc dlc
global_atomic_min_i32 v[2:3], v10, off
global_atomic_min_i32 v[254:255], v10, off offset:4095
global_atomic_min_i32 v[0:1], v10, off offset:-4096
global_atomic_min_i32 v2, v10, s[4:5] offset:-8
global_atomic_min_i32 v255, v10, s[100:101]
global_atomic_min_i32 v3, v10, vcc offset:16
global_atomic_min_i32 v20, v[2:3], v10, off glc
global_atomic_min_i32 v20, v[6:7], v10, off offset:4095 glc slc
global_atomic_min_i32 v20, v2, v10, s[4:5] offset:-4 glc
global_atomic_min_i32 v[2:3], v10, off slc dlc
global_atomic_min_u32 v[2:3], v10, off
global_atomic_min_u32 v[254:255], v10, off offset:4095
global_atomic_min_u32 v[0:1], v10, off offset:-4096
global_atomic_min_u32 v2, v10, s[4:5] offset:-8
global_atomic_min_u32 v255, v10, s[100:101]
global_atomic_min_u32 v3, v10, vcc offset:16
global_atomic_min_u32 v20, v[2:3], v10, off glc
global_atomic_min_u32 v20, v[6:7], v10, off offset:4095 glc slc
global_atomic_min_u32 v20, v2, v10, s[4:5] offset:-4 glc
global_atomic_min_u32 v[2:3], v10, off slc dlc
global_atomic_max_i32 v[2:3], v10, off
global_atomic_max_i32 v[254:255], v10, off offset:4095
global_atomic_max_i32 v[0:1], v10, off offset:-4096
global_atomic_max_i32 v2, v10, s[4:5] offset:-8
global_atomic_max_i32 v255, v10, s[100:101]
global_atomic_max_i32 v3, v10, vcc offset:16
global_atomic_max_i32 v20, v[2:3], v10, off glc
global_atomic_max_i32 v20, v[6:7], v10, off offset:4095 glc slc
global_atomic_max_i32 v20, v2, v10, s[4:5] offset:-4 glc
global_atomic_max_i32 v[2:3], v10, off slc dlc
global_atomic_max_u32 v[2:3], v10, off
global_atomic_max_u32 v[254:255], v10, off offset:4095
global_atomic_max_u32 v[0:1], v10, off offset:-4096
global_atomic_max_u32 v2, v10, s[4:5] offset:-8
global_atomic_max_u32 v255, v10, s[100:101]
global_atomic_max_u32 v3, v10, vcc offset:16
global_atomic_max_u32 v20, v[2:3], v10, off glc
global_atomic_max_u32 v20, v[6:7], v10, off offset:4095 glc slc
global_atomic_max_u32 v20, v2, v10, s[4:5] offset:-4 glc
global_atomic_max_u32 v[2:3], v10, off slc dlc
global_atomic_and_b32 v[2:3], v10, off
global_atomic_and_b32 v[254:255], v10, off offset:4095
global_atomic_and_b32 v[0:1], v10, off offset:-4096
global_atomic_and_b32 v2, v10, s[4:5] offset:-8
global_atomic_and_b32 v255, v10, s[100:101]
global_atomic_and_b32 v3, v10, vcc offset:16
global_atomic_and_b32 v20, v[2:3], v10, off glc
global_atomic_and_b32 v20, v[6:7], v10, off offset:4095 glc slc
global_atomic_and_b32 v20, v2, v10, s[4:5] offset:-4 glc
global_atomic_and_b32 v[2:3], v10, off slc dlc
global_atomic_or_b32 v[2:3], v10, off
global_atomic_or_b32 v[254:255], v10, off offset:4095
global_atomic_or_b32 v[0:1], v10, off offset:-4096
global_atomic_or_b32 v2, v10, s[4:5] offset:-8
global_atomic_or_b32 v255, v10, s[100:101]
global_atomic_or_b32 v3, v10, vcc offset:16
global_atomic_or_b32 v20, v[2:3], v10, off glc
global_atomic_or_b32 v20, v[6:7], v10, off offset:4095 glc slc
global_atomic_or_b32 v20, v2, v10, s[4:5] offset:-4 glc
global_atomic_or_b32 v[2:3], v10, off slc dlc
global_atomic_xor_b32 v[2:3], v10, off
global_atomic_xor_b32 v[254:255], v10, off offset:4095
global_atomic_xor_b32 v[0:1], v10, off offset:-4096
global_atomic_xor_b32 v2, v10, s[4:5] offset:-8
global_atomic_xor_b32 v255, v10, s[100:101]
global_atomic_xor_b32 v3, v10, vcc offset:16
global_atomic_xor_b32 v20, v[2:3], v10, off glc
global_atomic_xor_b32 v20, v[6:7], v10, off offset:4095 glc slc
global_atomic_xor_b32 v20, v2, v10, s[4:5] offset:-4 glc
global_atomic_xor_b32 v[2:3], v10, off slc dlc
global_atomic_inc_u32 v[2:3], v10, off
global_atomic_inc_u32 v[254:255], v10, off offset:4095
global_atomic_inc_u32 v[0:1], v10, off offset:-4096
global_atomic_inc_u32 v2, v10, s[4:5] offset:-8
global_atomic_inc_u32 v255, v10, s[100:101]
global_atomic_inc_u32 v3, v10, vcc offset:16
global_atomic_inc_u32 v20, v[2:3], v10, off glc
global_atomic_inc_u32 v20, v[6:7], v10, off offset:4095 glc slc
global_atomic_inc_u32 v20, v2, v10, s[4:5] offset:-4 glc
global_atomic_inc_u32 v[2:3], v10, off slc dlc
global_atomic_dec_u32 v[2:3], v10, off
global_atomic_dec_u32 v[254:255], v10, off offset:4095
global_atomic_dec_u32 v[0:1], v10, off offset:-4096
global_atomic_dec_u32 v2, v10, s[4:5] offset:-8
global_atomic_dec_u32 v255, v10, s[100:101]
global_atomic_dec_u32 v3, v10, vcc offset:16
global_atomic_dec_u32 v20, v[2:3], v10, off glc
global_atomic_dec_u32 v20, v[6:7], v10, off offset:4095 glc slc
global_atomic_dec_u32 v20, v2, v10, s[4:5] offset:-4 glc
global_atomic_dec_u32 v[2:3], v10, off slc dlc
global_atomic_swap_b64 v[2:3], v[10:11], off
global_atomic_swap_b64 v[254:255], v[10:11], off offset:4095
global_atomic_swap_b64 v[0:1], v[10:11], off offset:-4096
global_atomic_swap_b64 v2, v[10:11], s[4:5] offset:-8
global_atomic_swap_b64 v255, v[10:11], s[100:101]
global_atomic_swap_b64 v3, v[10:11], vcc offset:16
global_atomic_swap_b64 v[20:21], v[2:3], v[10:11], off glc
global_atomic_swap_b64 v[20:21], v[6:7], v[10:11], off offset:4095 glc slc
global_atomic_swap_b64 v[20:21], v2, v[10:11], s[4:5] offset:-4 glc
global_atomic_swap_b64 v[2:3], v[10:11], off slc dlc
global_atomic_cmpswap_b64 v[2:3], v[10:13], off
global_atomic_cmpswap_b64 v[254:255], v[10:13], off offset:4095
global_atomic_cmpswap_b64 v[0:1], v[10:13], off offset:-4096
global_atomic_cmpswap_b64 v2, v[10:13], s[4:5] offset:-8
global_atomic_cmpswap_b64 v255, v[10:13], s[100:101]
global_atomic_cmpswap_b64 v3, v[10:13], vcc offset:16
global_atomic_cmpswap_b64 v[20:21], v[2:3], v[10:13], off glc
global_atomic_cmpswap_b64 v[20:21], v[6:7], v[10:13], off offset:4095 glc slc
global_atomic_cmpswap_b64 v[20:21], v2, v[10:13], s[4:5] offset:-4 glc
global_atomic_cmpswap_b64 v[2:3], v[10:13], off slc dlc
global_atomic_add_u64 v[2:3], v[10:11], off
global_atomic_add_u64 v[254:255], v[10:11], off offset:4095
global_atomic_add_u64 v[0:1], v[10:11], off offset:-4096
global_atomic_add_u64 v2, v[10:11], s[4:5] offset:-8
global_atomic_add_u64 v255, v[10:11], s[100:101]
global_atomic_add_u64 v3, v[10:11], vcc offset:16
global_atomic_add_u64 v[20:21], v[2:3], v[10:11], off glc
global_atomic_add_u64 v[20:21], v[6:7], v[10:11], off offset:4095 glc slc
global_atomic_add_u64 v[20:21], v2, v[10:11], s[4:5] offset:-4 glc
global_atomic_add_u64 v[2:3], v[10:11], off slc dlc
global_atomic_sub_u64 v[2:3], v[10:11], off
global_atomic_sub_u64 v[254:255], v[10:11], off offset:4095
global_atomic_sub_u64 v[0:1], v[10:11], off offset:-4096
global_atomic_sub_u64 v2, v[10:11], s[4:5] offset:-8
global_atomic_sub_u64 v255, v[10:11], s[100:101]
global_atomic_sub_u64 v3, v[10:11], vcc offset:16
global_atomic_sub_u64 v[20:21], v[2:3], v[10:11], off glc
global_atomic_sub_u64 v[20:21], v[6:7], v[10:11], off offset:4095 glc slc
global_atomic_sub_u64 v[20:21], v2, v[10:11], s[4:5] offset:-4 glc
global_atomic_sub_u64 v[2:3], v[10:11], off slc dlc
global_atomic_min_i64 v[2:3], v[10:11], off
global_atomic_min_i64 v[254:255], v[10:11], off offset:4095
global_atomic_min_i64 v[0:1], v[10:11], off offset:-4096
global_atomic_min_i64 v2, v[10:11], s[4:5] offset:-8
global_atomic_min_i64 v255, v[10:11], s[100:101]
global_atomic_min_i64 v3, v[10:11], vcc offset:16
global_atomic_min_i64 v[20:21], v[2:3], v[10:11], off glc
global_atomic_min_i64 v[20:21], v[6:7], v[10:11], off offset:4095 glc slc
global_atomic_min_i64 v[20:21], v2, v[10:11], s[4:5] offset:-4 glc
global_atomic_min_i64 v[2:3], v[10:11], off slc dlc
global_atomic_min_u64 v[2:3], v[10:11], off
global_atomic_min_u64 v[254:255], v[10:11], off offset:4095
global_atomic_min_u64 v[0:1], v[10:11], off offset:-4096
global_atomic_min_u64 v2, v[10:11], s[4:5] offset:-8
global_atomic_min_u64 v255, v[10:11], s[100:101]
global_atomic_min_u64 v3, v[10:11], vcc offset:16
global_atomic_min_u64 v[20:21], v[2:3], v[10:11], off glc
global_atomic_min_u64 v[20:21], v[6:7], v[10:11], off offset:4095 glc slc
global_atomic_min_u64 v[20:21], v2, v[10:11], s[4:5] offset:-4 glc
global_atomic_min_u64 v[2:3], v[10:11], off slc dlc
global_atomic_max_i64 v[2:3], v[10:11], off
global_atomic_max_i64 v[254:255], v[10:11], off offset:4095
global_atomic_max_i64 v[0:1], v[10:11], off offset:-4096
global_atomic_max_i64 v2, v[10:11], s[4:5] offset:-8
global_atomic_max_i64 v255, v[10:11], s[100:101]
global_atomic_max_i64 v3, v[10:11], vcc offset:16
global_atomic_max_i64 v[20:21], v[2:3], v[10:11], off glc
global_atomic_max_i64 v[20:21], v[6:7], v[10:11], off offset:4095 glc slc
global_atomic_max_i64 v[20:21], v2, v[10:11], s[4:5] offset:-4 glc
global_atomic_max_i64 v[2:3], v[10:11], off slc dlc
global_atomic_max_u64 v[2:3], v[10:11], off
global_atomic_max_u64 v[254:255], v[10:11], off offset:4095
global_atomic_max_u64 v[0:1], v[10:11], off offset:-4096
global_atomic_max_u64 v2, v[10:11], s[4:5] offset:-8
global_atomic_max_u64 v255, v[10:11], s[100:101]
global_atomic_max_u64 v3, v[10:11], vcc offset:16
global_atomic_max_u64 v[20:21], v[2:3], v[10:11], off glc
global_atomic_max_u64 v[20:21], v[6:7], v[10:11], off offset:4095 glc slc
global_atomic_max_u64 v[20:21], v2, v[10:11], s[4:5] offset:-4 glc
global_atomic_max_u64 v[2:3], v[10:11], off slc dlc
global_atomic_and_b64 v[2:3], v[10:11], off
global_atomic_and_b64 v[254:255], v[10:11], off offset:4095
global_atomic_and_b64 v[0:1], v[10:11], off offset:-4096
global_atomic_and_b64 v2, v[10:11], s[4:5] offset:-8
global_atomic_and_b64 v255, v[10:11], s[100:101]
global_atomic_and_b64 v3, v[10:11], vcc offset:16
global_atomic_and_b64 v[20:21], v[2:3], v[10:11], off glc
global_atomic_and_b64 v[20:21], v[6:7], v[10:11], off offset:4095 glc slc
global_atomic_and_b64 v[20:21], v2, v[10:11], s[4:5] offset:-4 glc
global_atomic_and_b64 v[2:3], v[10:11], off slc dlc
global_atomic_or_b64 v[2:3], v[10:11], off
global_atomic_or_b64 v[254:255], v[10:11], off offset:4095
global_atomic_or_b64 v[0:1], v[10:11], off offset:-4096
global_atomic_or_b64 v2, v[10:11], s[4:5] offset:-8
global_atomic_or_b64 v255, v[10:11], s[100:101]
global_atomic_or_b64 v3, v[10:11], vcc offset:16
global_atomic_or_b64 v[20:21], v[2:3], v[10:11], off glc
global_atomic_or_b64 v[20:21], v[6:7], v[10:11], off offset:4095 glc slc
global_atomic_or_b64 v[20:21], v2, v[10:11], s[4:5] offset:-4 glc
global_atomic_or_b64 v[2:3], v[10:11], off slc dlc
global_atomic_xor_b64 v[2:3], v[10:11], off
global_atomic_xor_b64 v[254:255], v[10:11], off offset:4095
global_atomic_xor_b64 v[0:1], v[10:11], off offset:-4096
global_atomic_xor_b64 v2, v[10:11], s[4:5] offset:-8
global_atomic_xor_b64 v255, v[10:11], s[100:101]
global_atomic_xor_b64 v3, v[10:11], vcc offset:16
global_atomic_xor_b64 v[20:21], v[2:3], v[10:11], off glc
global_atomic_xor_b64 v[20:21], v[6:7], v[10:11], off offset:4095 glc slc
global_atomic_xor_b64 v[20:21], v2, v[10:11], s[4:5] offset:-4 glc
global_atomic_xor_b64 v[2:3], v[10:11], off slc dlc
global_atomic_inc_u64 v[2:3], v[10:11], off
global_atomic_inc_u64 v[254:255], v[10:11], off offset:4095
global_atomic_inc_u64 v[0:1], v[10:11], off offset:-4096
global_atomic_inc_u64 v2, v[10:11], s[4:5] offset:-8
global_atomic_inc_u64 v255, v[10:11], s[100:101]
global_atomic_inc_u64 v3, v[10:11], vcc offset:16
global_atomic_inc_u64 v[20:21], v[2:3], v[10:11], off glc
global_atomic_inc_u64 v[20:21], v[6:7], v[10:11], off offset:4095 glc slc
global_atomic_inc_u64 v[20:21], v2, v[10:11], s[4:5] offset:-4 glc
global_atomic_inc_u64 v[2:3], v[10:11], off slc dlc
global_atomic_dec_u64 v[2:3], v[10:11], off
global_atomic_dec_u64 v[254:255], v[10:11], off offset:4095
global_atomic_dec_u64 v[0:1], v[10:11], off offset:-4096
global_atomic_dec_u64 v2, v[10:11], s[4:5] offset:-8
global_atomic_dec_u64 v255, v[10:11], s[100:101]
global_atomic_dec_u64 v3, v[10:11], vcc offset:16
global_atomic_dec_u64 v[20:21], v[2:3], v[10:11], off glc
global_atomic_dec_u64 v[20:21], v[6:7], v[10:11], off offset:4095 glc slc
global_atomic_dec_u64 v[20:21], v2, v[10:11], s[4:5] offset:-4 glc
global_atomic_dec_u64 v[2:3], v[10:11], off slc dlc
