; DS for gfx10; every line is checked against llvm-mc 15.
ds_read_b32 v1, v3
ds_read_b32 v251, v255 offset:65535
ds_read_b32 v10, v12 offset:16 gds
ds_read_b64 v[1:2], v4
ds_read_b64 v[250:251], v255 offset:65535
ds_read_b64 v[10:11], v13 offset:16 gds
ds_read_b96 v[1:3], v5
ds_read_b96 v[249:251], v255 offset:65535
ds_read_b96 v[10:12], v14 offset:16 gds
ds_read_b128 v[1:4], v6
ds_read_b128 v[248:251], v255 offset:65535
ds_read_b128 v[10:13], v15 offset:16 gds
ds_read2_b32 v[1:2], v4
ds_read2_b32 v[250:251], v255 offset0:255 offset1:1
ds_read2_b32 v[10:11], v13 offset1:7 gds
ds_read2_b32 v[20:21], v23 offset0:3
ds_read2_b64 v[1:4], v6
ds_read2_b64 v[248:251], v255 offset0:255 offset1:1
ds_read2_b64 v[10:13], v15 offset1:7 gds
ds_read2_b64 v[20:23], v25 offset0:3
ds_read2st64_b32 v[1:2], v4
ds_read2st64_b32 v[250:251], v255 offset0:255 offset1:1
ds_read2st64_b32 v[10:11], v13 offset1:7 gds
ds_read2st64_b32 v[20:21], v23 offset0:3
ds_read2st64_b64 v[1:4], v6
ds_read2st64_b64 v[248:251], v255 offset0:255 offset1:1
ds_read2st64_b64 v[10:13], v15 offset1:7 gds
ds_read2st64_b64 v[20:23], v25 offset0:3
ds_read_u8 v1, v3
ds_read_u8 v251, v255 offset:65535
ds_read_u8 v10, v12 offset:16 gds
ds_read_i8 v1, v3
ds_read_i8 v251, v255 offset:65535
ds_read_i8 v10, v12 offset:16 gds
ds_read_u16 v1, v3
ds_read_u16 v251, v255 offset:65535
ds_read_u16 v10, v12 offset:16 gds
ds_read_i16 v1, v3
ds_read_i16 v251, v255 offset:65535
ds_read_i16 v10, v12 offset:16 gds
ds_read_u8_d16 v1, v3
ds_read_u8_d16 v251, v255 offset:65535
ds_read_u8_d16 v10, v12 offset:16 gds
ds_read_u8_d16_hi v1, v3
ds_read_u8_d16_hi v251, v255 offset:65535
ds_read_u8_d16_hi v10, v12 offset:16 gds
ds_read_i8_d16 v1, v3
ds_read_i8_d16 v251, v255 offset:65535
ds_read_i8_d16 v10, v12 offset:16 gds
ds_read_i8_d16_hi v1, v3
ds_read_i8_d16_hi v251, v255 offset:65535
ds_read_i8_d16_hi v10, v12 offset:16 gds
ds_read_u16_d16 v1, v3
ds_read_u16_d16 v251, v255 offset:65535
ds_read_u16_d16 v10, v12 offset:16 gds
ds_read_u16_d16_hi v1, v3
ds_read_u16_d16_hi v251, v255 offset:65535
ds_read_u16_d16_hi v10, v12 offset:16 gds
ds_read_addtid_b32 v1
ds_read_addtid_b32 v255 offset:65535
ds_read_addtid_b32 v10 offset:16 gds
ds_write_b32 v1, v3
ds_write_b32 v251, v255 offset:65535
ds_write_b32 v10, v12 offset:16 gds
ds_write_b64 v1, v[3:4]
ds_write_b64 v251, v[254:255] offset:65535
ds_write_b64 v10, v[12:13] offset:16 gds
ds_write_b96 v1, v[3:5]
ds_write_b96 v251, v[253:255] offset:65535
ds_write_b96 v10, v[12:14] offset:16 gds
ds_write_b128 v1, v[3:6]
ds_write_b128 v251, v[252:255] offset:65535
ds_write_b128 v10, v[12:15] offset:16 gds
ds_write2_b32 v1, v3, v5
ds_write2_b32 v247, v251, v255 offset0:255 offset1:1
ds_write2_b32 v10, v12, v14 offset1:7 gds
ds_write2_b32 v20, v22, v24 offset0:3
ds_write2_b64 v1, v[3:4], v[6:7]
ds_write2_b64 v247, v[250:251], v[254:255] offset0:255 offset1:1
ds_write2_b64 v10, v[12:13], v[15:16] offset1:7 gds
ds_write2_b64 v20, v[22:23], v[25:26] offset0:3
ds_write2st64_b32 v1, v3, v5
ds_write2st64_b32 v247, v251, v255 offset0:255 offset1:1
ds_write2st64_b32 v10, v12, v14 offset1:7 gds
ds_write2st64_b32 v20, v22, v24 offset0:3
ds_write2st64_b64 v1, v[3:4], v[6:7]
ds_write2st64_b64 v247, v[250:251], v[254:255] offset0:255 offset1:1
ds_write2st64_b64 v10, v[12:13], v[15:16] offset1:7 gds
ds_write2st64_b64 v20, v[22:23], v[25:26] offset0:3
ds_write_b8 v1, v3
ds_write_b8 v251, v255 offset:65535
ds_write_b8 v10, v12 offset:16 gds
ds_write_b16 v1, v3
ds_write_b16 v251, v255 offset:65535
ds_write_b16 v10, v12 offset:16 gds
ds_write_b8_d16_hi v1, v3
ds_write_b8_d16_hi v251, v255 offset:65535
ds_write_b8_d16_hi v10, v12 offset:16 gds
ds_write_b16_d16_hi v1, v3
ds_write_b16_d16_hi v251, v255 offset:65535
ds_write_b16_d16_hi v10, v12 offset:16 gds
ds_write_addtid_b32 v1
ds_write_addtid_b32 v255 offset:65535
ds_write_addtid_b32 v10 offset:16 gds
ds_add_u32 v1, v3
ds_add_u32 v251, v255 offset:65535
ds_add_u32 v10, v12 offset:16 gds
ds_sub_u32 v1, v3
ds_sub_u32 v251, v255 offset:65535
ds_sub_u32 v10, v12 offset:16 gds
ds_rsub_u32 v1, v3
ds_rsub_u32 v251, v255 offset:65535
ds_rsub_u32 v10, v12 offset:16 gds
ds_inc_u32 v1, v3
ds_inc_u32 v251, v255 offset:65535
ds_inc_u32 v10, v12 offset:16 gds
ds_dec_u32 v1, v3
ds_dec_u32 v251, v255 offset:65535
ds_dec_u32 v10, v12 offset:16 gds
ds_min_i32 v1, v3
ds_min_i32 v251, v255 offset:65535
ds_min_i32 v10, v12 offset:16 gds
ds_max_i32 v1, v3
ds_max_i32 v251, v255 offset:65535
ds_max_i32 v10, v12 offset:16 gds
ds_min_u32 v1, v3
ds_min_u32 v251, v255 offset:65535
ds_min_u32 v10, v12 offset:16 gds
ds_max_u32 v1, v3
ds_max_u32 v251, v255 offset:65535
ds_max_u32 v10, v12 offset:16 gds
ds_and_b32 v1, v3
ds_and_b32 v251, v255 offset:65535
ds_and_b32 v10, v12 offset:16 gds
ds_or_b32 v1, v3
ds_or_b32 v251, v255 offset:65535
ds_or_b32 v10, v12 offset:16 gds
ds_xor_b32 v1, v3
ds_xor_b32 v251, v255 offset:65535
ds_xor_b32 v10, v12 offset:16 gds
ds_mskor_b32 v1, v3, v5
ds_mskor_b32 v247, v251, v255 offset:65535
ds_mskor_b32 v10, v12, v14 offset:16 gds
ds_cmpst_b32 v1, v3, v5
ds_cmpst_b32 v247, v251, v255 offset:65535
ds_cmpst_b32 v10, v12, v14 offset:16 gds
ds_add_f32 v1, v3
ds_add_f32 v251, v255 offset:65535
ds_add_f32 v10, v12 offset:16 gds
ds_min_f32 v1, v3
ds_min_f32 v251, v255 offset:65535
ds_min_f32 v10, v12 offset:16 gds
ds_max_f32 v1, v3
ds_max_f32 v251, v255 offset:65535
ds_max_f32 v10, v12 offset:16 gds
ds_cmpst_f32 v1, v3, v5
ds_cmpst_f32 v247, v251, v255 offset:65535
ds_cmpst_f32 v10, v12, v14 offset:16 gds
ds_add_rtn_u32 v1, v3, v5
ds_add_rtn_u32 v247, v251, v255 offset:65535
ds_add_rtn_u32 v10, v12, v14 offset:16 gds
ds_sub_rtn_u32 v1, v3, v5
ds_sub_rtn_u32 v247, v251, v255 offset:65535
ds_sub_rtn_u32 v10, v12, v14 offset:16 gds
ds_rsub_rtn_u32 v1, v3, v5
ds_rsub_rtn_u32 v247, v251, v255 offset:65535
ds_rsub_rtn_u32 v10, v12, v14 offset:16 gds
ds_inc_rtn_u32 v1, v3, v5
ds_inc_rtn_u32 v247, v251, v255 offset:65535
ds_inc_rtn_u32 v10, v12, v14 offset:16 gds
ds_dec_rtn_u32 v1, v3, v5
ds_dec_rtn_u32 v247, v251, v255 offset:65535
ds_dec_rtn_u32 v10, v12, v14 offset:16 gds
ds_min_rtn_i32 v1, v3, v5
ds_min_rtn_i32 v247, v251, v255 offset:65535
ds_min_rtn_i32 v10, v12, v14 offset:16 gds
ds_max_rtn_i32 v1, v3, v5
ds_max_rtn_i32 v247, v251, v255 offset:65535
ds_max_rtn_i32 v10, v12, v14 offset:16 gds
ds_min_rtn_u32 v1, v3, v5
ds_min_rtn_u32 v247, v251, v255 offset:65535
ds_min_rtn_u32 v10, v12, v14 offset:16 gds
ds_max_rtn_u32 v1, v3, v5
ds_max_rtn_u32 v247, v251, v255 offset:65535
ds_max_rtn_u32 v10, v12, v14 offset:16 gds
ds_and_rtn_b32 v1, v3, v5
ds_and_rtn_b32 v247, v251, v255 offset:65535
ds_and_rtn_b32 v10, v12, v14 offset:16 gds
ds_or_rtn_b32 v1, v3, v5
ds_or_rtn_b32 v247, v251, v255 offset:65535
ds_or_rtn_b32 v10, v12, v14 offset:16 gds
ds_xor_rtn_b32 v1, v3, v5
ds_xor_rtn_b32 v247, v251, v255 offset:65535
ds_xor_rtn_b32 v10, v12, v14 offset:16 gds
ds_mskor_rtn_b32 v1, v3, v5, v7
ds_mskor_rtn_b32 v243, v247, v251, v255 offset:65535
ds_mskor_rtn_b32 v10, v12, v14, v16 offset:16 gds
ds_wrxchg_rtn_b32 v1, v3, v5
ds_wrxchg_rtn_b32 v247, v251, v255 offset:65535
ds_wrxchg_rtn_b32 v10, v12, v14 offset:16 gds
ds_wrxchg2_rtn_b32 v[1:2], v4, v6, v8
ds_wrxchg2_rtn_b32 v[242:243], v247, v251, v255 offset0:255 offset1:1
ds_wrxchg2_rtn_b32 v[10:11], v13, v15, v17 offset1:7 gds
ds_wrxchg2_rtn_b32 v[20:21], v23, v25, v27 offset0:3
ds_cmpst_rtn_b32 v1, v3, v5, v7
ds_cmpst_rtn_b32 v243, v247, v251, v255 offset:65535
ds_cmpst_rtn_b32 v10, v12, v14, v16 offset:16 gds
ds_add_rtn_f32 v1, v3, v5
ds_add_rtn_f32 v247, v251, v255 offset:65535
ds_add_rtn_f32 v10, v12, v14 offset:16 gds
ds_min_rtn_f32 v1, v3, v5
ds_min_rtn_f32 v247, v251, v255 offset:65535
ds_min_rtn_f32 v10, v12, v14 offset:16 gds
ds_max_rtn_f32 v1, v3, v5
ds_max_rtn_f32 v247, v251, v255 offset:65535
ds_max_rtn_f32 v10, v12, v14 offset:16 gds
ds_cmpst_rtn_f32 v1, v3, v5, v7
ds_cmpst_rtn_f32 v243, v247, v251, v255 offset:65535
ds_cmpst_rtn_f32 v10, v12, v14, v16 offset:16 gds
ds_add_u64 v1, v[3:4]
ds_add_u64 v251, v[254:255] offset:65535
ds_add_u64 v10, v[12:13] offset:16 gds
ds_min_i64 v1, v[3:4]
ds_min_i64 v251, v[254:255] offset:65535
ds_min_i64 v10, v[12:13] offset:16 gds
ds_max_i64 v1, v[3:4]
ds_max_i64 v251, v[254:255] offset:65535
ds_max_i64 v10, v[12:13] offset:16 gds
ds_min_u64 v1, v[3:4]
ds_min_u64 v251, v[254:255] offset:65535
ds_min_u64 v10, v[12:13] offset:16 gds
ds_max_u64 v1, v[3:4]
ds_max_u64 v251, v[254:255] offset:65535
ds_max_u64 v10, v[12:13] offset:16 gds
ds_and_b64 v1, v[3:4]
ds_and_b64 v251, v[254:255] offset:65535
ds_and_b64 v10, v[12:13] offset:16 gds
ds_or_b64 v1, v[3:4]
ds_or_b64 v251, v[254:255] offset:65535
ds_or_b64 v10, v[12:13] offset:16 gds
ds_xor_b64 v1, v[3:4]
ds_xor_b64 v251, v[254:255] offset:65535
ds_xor_b64 v10, v[12:13] offset:16 gds
ds_cmpst_b64 v1, v[3:4], v[6:7]
ds_cmpst_b64 v247, v[250:251], v[254:255] offset:65535
ds_cmpst_b64 v10, v[12:13], v[15:16] offset:16 gds
ds_add_rtn_u64 v[1:2], v4, v[6:7]
ds_add_rtn_u64 v[246:247], v251, v[254:255] offset:65535
ds_add_rtn_u64 v[10:11], v13, v[15:16] offset:16 gds
ds_min_rtn_i64 v[1:2], v4, v[6:7]
ds_min_rtn_i64 v[246:247], v251, v[254:255] offset:65535
ds_min_rtn_i64 v[10:11], v13, v[15:16] offset:16 gds
ds_max_rtn_i64 v[1:2], v4, v[6:7]
ds_max_rtn_i64 v[246:247], v251, v[254:255] offset:65535
ds_max_rtn_i64 v[10:11], v13, v[15:16] offset:16 gds
ds_min_rtn_u64 v[1:2], v4, v[6:7]
ds_min_rtn_u64 v[246:247], v251, v[254:255] offset:65535
ds_min_rtn_u64 v[10:11], v13, v[15:16] offset:16 gds
ds_max_rtn_u64 v[1:2], v4, v[6:7]
ds_max_rtn_u64 v[246:247], v251, v[254:255] offset:65535
ds_max_rtn_u64 v[10:11], v13, v[15:16] offset:16 gds
ds_and_rtn_b64 v[1:2], v4, v[6:7]
ds_and_rtn_b64 v[246:247], v251, v[254:255] offset:65535
ds_and_rtn_b64 v[10:11], v13, v[15:16] offset:16 gds
ds_or_rtn_b64 v[1:2], v4, v[6:7]
ds_or_rtn_b64 v[246:247], v251, v[254:255] offset:65535
ds_or_rtn_b64 v[10:11], v13, v[15:16] offset:16 gds
ds_xor_rtn_b64 v[1:2], v4, v[6:7]
ds_xor_rtn_b64 v[246:247], v251, v[254:255] offset:65535
ds_xor_rtn_b64 v[10:11], v13, v[15:16] offset:16 gds
ds_wrxchg_rtn_b64 v[1:2], v4, v[6:7]
ds_wrxchg_rtn_b64 v[246:247], v251, v[254:255] offset:65535
ds_wrxchg_rtn_b64 v[10:11], v13, v[15:16] offset:16 gds
ds_cmpst_rtn_b64 v[1:2], v4, v[6:7], v[9:10]
ds_cmpst_rtn_b64 v[242:243], v247, v[250:251], v[254:255] offset:65535
ds_cmpst_rtn_b64 v[10:11], v13, v[15:16], v[18:19] offset:16 gds
ds_swizzle_b32 v1, v3
ds_swizzle_b32 v5, v6 offset:swizzle(QUAD_PERM,0,1,2,3)
ds_swizzle_b32 v5, v6 offset:swizzle(QUAD_PERM,3,2,1,0)
ds_swizzle_b32 v5, v6 offset:swizzle(BITMASK_PERM,"01pip")
ds_swizzle_b32 v5, v6 offset:swizzle(BROADCAST,2,1)
ds_swizzle_b32 v5, v6 offset:swizzle(BROADCAST,32,31)
ds_swizzle_b32 v5, v6 offset:swizzle(SWAP,16)
ds_swizzle_b32 v5, v6 offset:swizzle(SWAP,1)
ds_swizzle_b32 v5, v6 offset:swizzle(REVERSE,8)
ds_swizzle_b32 v5, v6 offset:swizzle(REVERSE,32)
ds_swizzle_b32 v5, v6 offset:0xffff
ds_swizzle_b32 v5, v6 offset:0x8123
ds_swizzle_b32 v5, v6 offset:0xf3ff
ds_swizzle_b32 v5, v6 offset:1
ds_permute_b32 v1, v3, v5
ds_permute_b32 v247, v251, v255 offset:65535
ds_permute_b32 v10, v12, v14 offset:16
ds_bpermute_b32 v1, v3, v5
ds_bpermute_b32 v247, v251, v255 offset:65535
ds_bpermute_b32 v10, v12, v14 offset:16
ds_append v1
ds_append v255 offset:65535
ds_append v10 offset:16 gds
ds_consume v1
ds_consume v255 offset:65535
ds_consume v10 offset:16 gds
ds_nop
