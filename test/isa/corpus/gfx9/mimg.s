; MIMG: every opcode with dmask/dim variety, NSA and a16 addresses, and every modifier.
image_load v[0:3], v4, s[8:15] dmask:0xf
image_load v0, v[4:5], s[8:15] dmask:0x1 unorm
image_load v[0:1], v4, s[8:15] dmask:0x3 glc
image_load v[0:1], v[4:5], s[8:15] dmask:0x5 slc
image_load v[0:2], v4, s[8:15] dmask:0x7 da
image_load v[0:4], v4, s[8:15] dmask:0xf unorm glc slc tfe
image_load v[0:3], v4, s[8:15] dmask:0xf lwe da
image_load v[0:3], v4, s[8:15] dmask:0xf a16
image_load v[0:1], v4, s[8:15] dmask:0xf d16
image_load v[0:2], v4, s[8:15] dmask:0xf glc tfe d16
image_load v0, v4, s[8:15]
image_load_mip v[0:3], v4, s[8:15] dmask:0xf
image_load_mip v0, v[4:5], s[8:15] dmask:0x1 unorm
image_load_mip v[0:1], v4, s[8:15] dmask:0x3 glc
image_load_mip v[0:1], v[4:5], s[8:15] dmask:0x5 slc
image_load_mip v[0:2], v4, s[8:15] dmask:0x7 da
image_load_mip v[0:4], v4, s[8:15] dmask:0xf unorm glc slc tfe
image_load_mip v[0:3], v4, s[8:15] dmask:0xf lwe da
image_load_mip v[0:3], v4, s[8:15] dmask:0xf a16
image_load_mip v[0:1], v4, s[8:15] dmask:0xf d16
image_load_mip v[0:2], v4, s[8:15] dmask:0xf glc tfe d16
image_load_mip v0, v4, s[8:15]
image_store v[0:3], v4, s[8:15] dmask:0xf
image_store v0, v[4:5], s[8:15] dmask:0x1 unorm
image_store v[0:1], v4, s[8:15] dmask:0x3 glc
image_store v[0:1], v[4:5], s[8:15] dmask:0x5 slc
image_store v[0:2], v4, s[8:15] dmask:0x7 da
image_store v[0:4], v4, s[8:15] dmask:0xf unorm glc slc tfe
image_store v[0:3], v4, s[8:15] dmask:0xf lwe da
image_store v[0:3], v4, s[8:15] dmask:0xf a16
image_store v[0:1], v4, s[8:15] dmask:0xf d16
image_store v[0:2], v4, s[8:15] dmask:0xf glc tfe d16
image_store v0, v4, s[8:15]
image_store_mip v[0:3], v4, s[8:15] dmask:0xf
image_store_mip v0, v[4:5], s[8:15] dmask:0x1 unorm
image_store_mip v[0:1], v4, s[8:15] dmask:0x3 glc
image_store_mip v[0:1], v[4:5], s[8:15] dmask:0x5 slc
image_store_mip v[0:2], v4, s[8:15] dmask:0x7 da
image_store_mip v[0:4], v4, s[8:15] dmask:0xf unorm glc slc tfe
image_store_mip v[0:3], v4, s[8:15] dmask:0xf lwe da
image_store_mip v[0:3], v4, s[8:15] dmask:0xf a16
image_store_mip v[0:1], v4, s[8:15] dmask:0xf d16
image_store_mip v[0:2], v4, s[8:15] dmask:0xf glc tfe d16
image_store_mip v0, v4, s[8:15]
image_get_resinfo v[0:3], v4, s[8:15] dmask:0xf
image_get_resinfo v0, v[4:5], s[8:15] dmask:0x1 unorm
image_get_resinfo v[0:1], v4, s[8:15] dmask:0x3 glc
image_get_resinfo v[0:1], v[4:5], s[8:15] dmask:0x5 slc
image_get_resinfo v[0:2], v4, s[8:15] dmask:0x7 da
image_get_resinfo v[0:4], v4, s[8:15] dmask:0xf unorm glc slc tfe
image_get_resinfo v[0:3], v4, s[8:15] dmask:0xf lwe da
image_get_resinfo v[0:3], v4, s[8:15] dmask:0xf a16
image_get_resinfo v0, v4, s[8:15]
image_atomic_swap v0, v4, s[8:15] dmask:0x1
image_atomic_swap v[0:1], v[4:5], s[8:15] dmask:0x3 unorm
image_atomic_swap v[0:1], v4, s[8:15] dmask:0x1 unorm glc slc tfe
image_atomic_swap v0, v4, s[8:15] dmask:0x1 lwe da
image_atomic_swap v0, v4, s[8:15] dmask:0x1 a16
image_atomic_cmpswap v[0:1], v4, s[8:15] dmask:0x3
image_atomic_cmpswap v[0:3], v[4:5], s[8:15] dmask:0xf unorm
image_atomic_cmpswap v[0:1], v4, s[8:15] dmask:0x3 unorm glc slc
image_atomic_cmpswap v[0:1], v4, s[8:15] dmask:0x3 lwe da
image_atomic_cmpswap v[0:1], v4, s[8:15] dmask:0x3 a16
image_atomic_add v0, v4, s[8:15] dmask:0x1
image_atomic_add v[0:1], v[4:5], s[8:15] dmask:0x3 unorm
image_atomic_add v[0:1], v4, s[8:15] dmask:0x1 unorm glc slc tfe
image_atomic_add v0, v4, s[8:15] dmask:0x1 lwe da
image_atomic_add v0, v4, s[8:15] dmask:0x1 a16
image_atomic_sub v0, v4, s[8:15] dmask:0x1
image_atomic_sub v[0:1], v[4:5], s[8:15] dmask:0x3 unorm
image_atomic_sub v[0:1], v4, s[8:15] dmask:0x1 unorm glc slc tfe
image_atomic_sub v0, v4, s[8:15] dmask:0x1 lwe da
image_atomic_sub v0, v4, s[8:15] dmask:0x1 a16
image_atomic_smin v0, v4, s[8:15] dmask:0x1
image_atomic_smin v[0:1], v[4:5], s[8:15] dmask:0x3 unorm
image_atomic_smin v[0:1], v4, s[8:15] dmask:0x1 unorm glc slc tfe
image_atomic_smin v0, v4, s[8:15] dmask:0x1 lwe da
image_atomic_smin v0, v4, s[8:15] dmask:0x1 a16
image_atomic_umin v0, v4, s[8:15] dmask:0x1
image_atomic_umin v[0:1], v[4:5], s[8:15] dmask:0x3 unorm
image_atomic_umin v[0:1], v4, s[8:15] dmask:0x1 unorm glc slc tfe
image_atomic_umin v0, v4, s[8:15] dmask:0x1 lwe da
image_atomic_umin v0, v4, s[8:15] dmask:0x1 a16
image_atomic_smax v0, v4, s[8:15] dmask:0x1
image_atomic_smax v[0:1], v[4:5], s[8:15] dmask:0x3 unorm
image_atomic_smax v[0:1], v4, s[8:15] dmask:0x1 unorm glc slc tfe
image_atomic_smax v0, v4, s[8:15] dmask:0x1 lwe da
image_atomic_smax v0, v4, s[8:15] dmask:0x1 a16
image_atomic_umax v0, v4, s[8:15] dmask:0x1
image_atomic_umax v[0:1], v[4:5], s[8:15] dmask:0x3 unorm
image_atomic_umax v[0:1], v4, s[8:15] dmask:0x1 unorm glc slc tfe
image_atomic_umax v0, v4, s[8:15] dmask:0x1 lwe da
image_atomic_umax v0, v4, s[8:15] dmask:0x1 a16
image_atomic_and v0, v4, s[8:15] dmask:0x1
image_atomic_and v[0:1], v[4:5], s[8:15] dmask:0x3 unorm
image_atomic_and v[0:1], v4, s[8:15] dmask:0x1 unorm glc slc tfe
image_atomic_and v0, v4, s[8:15] dmask:0x1 lwe da
image_atomic_and v0, v4, s[8:15] dmask:0x1 a16
image_atomic_or v0, v4, s[8:15] dmask:0x1
image_atomic_or v[0:1], v[4:5], s[8:15] dmask:0x3 unorm
image_atomic_or v[0:1], v4, s[8:15] dmask:0x1 unorm glc slc tfe
image_atomic_or v0, v4, s[8:15] dmask:0x1 lwe da
image_atomic_or v0, v4, s[8:15] dmask:0x1 a16
image_atomic_xor v0, v4, s[8:15] dmask:0x1
image_atomic_xor v[0:1], v[4:5], s[8:15] dmask:0x3 unorm
image_atomic_xor v[0:1], v4, s[8:15] dmask:0x1 unorm glc slc tfe
image_atomic_xor v0, v4, s[8:15] dmask:0x1 lwe da
image_atomic_xor v0, v4, s[8:15] dmask:0x1 a16
image_atomic_inc v0, v4, s[8:15] dmask:0x1
image_atomic_inc v[0:1], v[4:5], s[8:15] dmask:0x3 unorm
image_atomic_inc v[0:1], v4, s[8:15] dmask:0x1 unorm glc slc tfe
image_atomic_inc v0, v4, s[8:15] dmask:0x1 lwe da
image_atomic_inc v0, v4, s[8:15] dmask:0x1 a16
image_atomic_dec v0, v4, s[8:15] dmask:0x1
image_atomic_dec v[0:1], v[4:5], s[8:15] dmask:0x3 unorm
image_atomic_dec v[0:1], v4, s[8:15] dmask:0x1 unorm glc slc tfe
image_atomic_dec v0, v4, s[8:15] dmask:0x1 lwe da
image_atomic_dec v0, v4, s[8:15] dmask:0x1 a16
image_sample v[0:3], v4, s[8:15], s[12:15] dmask:0xf
image_sample v0, v[4:5], s[8:15], s[12:15] dmask:0x1 unorm
image_sample v[0:1], v4, s[8:15], s[12:15] dmask:0x3 glc
image_sample v[0:1], v[4:5], s[8:15], s[12:15] dmask:0x5 slc
image_sample v[0:2], v4, s[8:15], s[12:15] dmask:0x7 da
image_sample v[0:4], v4, s[8:15], s[12:15] dmask:0xf unorm glc slc tfe
image_sample v[0:3], v4, s[8:15], s[12:15] dmask:0xf lwe da
image_sample v[0:3], v4, s[8:15], s[12:15] dmask:0xf a16
image_sample v[0:1], v4, s[8:15], s[12:15] dmask:0xf d16
image_sample v[0:2], v4, s[8:15], s[12:15] dmask:0xf glc tfe d16
image_sample v0, v4, s[8:15], s[12:15]
image_sample_l v[0:3], v4, s[8:15], s[12:15] dmask:0xf
image_sample_l v0, v[4:5], s[8:15], s[12:15] dmask:0x1 unorm
image_sample_l v[0:1], v4, s[8:15], s[12:15] dmask:0x3 glc
image_sample_l v[0:1], v[4:5], s[8:15], s[12:15] dmask:0x5 slc
image_sample_l v[0:2], v4, s[8:15], s[12:15] dmask:0x7 da
image_sample_l v[0:4], v4, s[8:15], s[12:15] dmask:0xf unorm glc slc tfe
image_sample_l v[0:3], v4, s[8:15], s[12:15] dmask:0xf lwe da
image_sample_l v[0:3], v4, s[8:15], s[12:15] dmask:0xf a16
image_sample_l v[0:1], v4, s[8:15], s[12:15] dmask:0xf d16
image_sample_l v[0:2], v4, s[8:15], s[12:15] dmask:0xf glc tfe d16
image_sample_l v0, v4, s[8:15], s[12:15]
image_sample_b v[0:3], v[4:5], s[8:15], s[12:15] dmask:0xf
image_sample_b v0, v[4:6], s[8:15], s[12:15] dmask:0x1 unorm
image_sample_b v[0:1], v[4:5], s[8:15], s[12:15] dmask:0x3 glc
image_sample_b v[0:1], v[4:6], s[8:15], s[12:15] dmask:0x5 slc
image_sample_b v[0:2], v[4:5], s[8:15], s[12:15] dmask:0x7 da
image_sample_b v[0:4], v[4:5], s[8:15], s[12:15] dmask:0xf unorm glc slc tfe
image_sample_b v[0:3], v[4:5], s[8:15], s[12:15] dmask:0xf lwe da
image_sample_b v[0:3], v[4:5], s[8:15], s[12:15] dmask:0xf a16
image_sample_b v[0:1], v[4:5], s[8:15], s[12:15] dmask:0xf d16
image_sample_b v[0:2], v[4:5], s[8:15], s[12:15] dmask:0xf glc tfe d16
image_sample_b v0, v[4:5], s[8:15], s[12:15]
image_sample_lz v[0:3], v4, s[8:15], s[12:15] dmask:0xf
image_sample_lz v0, v[4:5], s[8:15], s[12:15] dmask:0x1 unorm
image_sample_lz v[0:1], v4, s[8:15], s[12:15] dmask:0x3 glc
image_sample_lz v[0:1], v[4:5], s[8:15], s[12:15] dmask:0x5 slc
image_sample_lz v[0:2], v4, s[8:15], s[12:15] dmask:0x7 da
image_sample_lz v[0:4], v4, s[8:15], s[12:15] dmask:0xf unorm glc slc tfe
image_sample_lz v[0:3], v4, s[8:15], s[12:15] dmask:0xf lwe da
image_sample_lz v[0:3], v4, s[8:15], s[12:15] dmask:0xf a16
image_sample_lz v[0:1], v4, s[8:15], s[12:15] dmask:0xf d16
image_sample_lz v[0:2], v4, s[8:15], s[12:15] dmask:0xf glc tfe d16
image_sample_lz v0, v4, s[8:15], s[12:15]
image_sample_c v[0:3], v[4:5], s[8:15], s[12:15] dmask:0xf
image_sample_c v0, v[4:6], s[8:15], s[12:15] dmask:0x1 unorm
image_sample_c v[0:1], v[4:5], s[8:15], s[12:15] dmask:0x3 glc
image_sample_c v[0:1], v[4:6], s[8:15], s[12:15] dmask:0x5 slc
image_sample_c v[0:2], v[4:5], s[8:15], s[12:15] dmask:0x7 da
image_sample_c v[0:4], v[4:5], s[8:15], s[12:15] dmask:0xf unorm glc slc tfe
image_sample_c v[0:3], v[4:5], s[8:15], s[12:15] dmask:0xf lwe da
image_sample_c v[0:3], v[4:5], s[8:15], s[12:15] dmask:0xf a16
image_sample_c v[0:1], v[4:5], s[8:15], s[12:15] dmask:0xf d16
image_sample_c v[0:2], v[4:5], s[8:15], s[12:15] dmask:0xf glc tfe d16
image_sample_c v0, v[4:5], s[8:15], s[12:15]
image_sample_c_l v[0:3], v[4:5], s[8:15], s[12:15] dmask:0xf
image_sample_c_l v0, v[4:6], s[8:15], s[12:15] dmask:0x1 unorm
image_sample_c_l v[0:1], v[4:5], s[8:15], s[12:15] dmask:0x3 glc
image_sample_c_l v[0:1], v[4:6], s[8:15], s[12:15] dmask:0x5 slc
image_sample_c_l v[0:2], v[4:5], s[8:15], s[12:15] dmask:0x7 da
image_sample_c_l v[0:4], v[4:5], s[8:15], s[12:15] dmask:0xf unorm glc slc tfe
image_sample_c_l v[0:3], v[4:5], s[8:15], s[12:15] dmask:0xf lwe da
image_sample_c_l v[0:3], v[4:5], s[8:15], s[12:15] dmask:0xf a16
image_sample_c_l v[0:1], v[4:5], s[8:15], s[12:15] dmask:0xf d16
image_sample_c_l v[0:2], v[4:5], s[8:15], s[12:15] dmask:0xf glc tfe d16
image_sample_c_l v0, v[4:5], s[8:15], s[12:15]
image_sample_c_b v[0:3], v[4:6], s[8:15], s[12:15] dmask:0xf
image_sample_c_b v0, v[4:7], s[8:15], s[12:15] dmask:0x1 unorm
image_sample_c_b v[0:1], v[4:6], s[8:15], s[12:15] dmask:0x3 glc
image_sample_c_b v[0:1], v[4:7], s[8:15], s[12:15] dmask:0x5 slc
image_sample_c_b v[0:2], v[4:6], s[8:15], s[12:15] dmask:0x7 da
image_sample_c_b v[0:4], v[4:6], s[8:15], s[12:15] dmask:0xf unorm glc slc tfe
image_sample_c_b v[0:3], v[4:6], s[8:15], s[12:15] dmask:0xf lwe da
image_sample_c_b v[0:3], v[4:6], s[8:15], s[12:15] dmask:0xf a16
image_sample_c_b v[0:1], v[4:6], s[8:15], s[12:15] dmask:0xf d16
image_sample_c_b v[0:2], v[4:6], s[8:15], s[12:15] dmask:0xf glc tfe d16
image_sample_c_b v0, v[4:6], s[8:15], s[12:15]
image_sample_c_lz v[0:3], v[4:5], s[8:15], s[12:15] dmask:0xf
image_sample_c_lz v0, v[4:6], s[8:15], s[12:15] dmask:0x1 unorm
image_sample_c_lz v[0:1], v[4:5], s[8:15], s[12:15] dmask:0x3 glc
image_sample_c_lz v[0:1], v[4:6], s[8:15], s[12:15] dmask:0x5 slc
image_sample_c_lz v[0:2], v[4:5], s[8:15], s[12:15] dmask:0x7 da
image_sample_c_lz v[0:4], v[4:5], s[8:15], s[12:15] dmask:0xf unorm glc slc tfe
image_sample_c_lz v[0:3], v[4:5], s[8:15], s[12:15] dmask:0xf lwe da
image_sample_c_lz v[0:3], v[4:5], s[8:15], s[12:15] dmask:0xf a16
image_sample_c_lz v[0:1], v[4:5], s[8:15], s[12:15] dmask:0xf d16
image_sample_c_lz v[0:2], v[4:5], s[8:15], s[12:15] dmask:0xf glc tfe d16
image_sample_c_lz v0, v[4:5], s[8:15], s[12:15]
image_gather4 v[0:3], v4, s[8:15], s[12:15] dmask:0x1
image_gather4 v[0:4], v4, s[8:15], s[12:15] dmask:0x1 unorm glc slc tfe
image_gather4 v[0:3], v4, s[8:15], s[12:15] dmask:0x1 lwe da
image_gather4 v[0:3], v4, s[8:15], s[12:15] dmask:0x1 a16
image_gather4 v[0:1], v4, s[8:15], s[12:15] dmask:0x1 d16
image_gather4_lz v[0:3], v4, s[8:15], s[12:15] dmask:0x1
image_gather4_lz v[0:4], v4, s[8:15], s[12:15] dmask:0x1 unorm glc slc tfe
image_gather4_lz v[0:3], v4, s[8:15], s[12:15] dmask:0x1 lwe da
image_gather4_lz v[0:3], v4, s[8:15], s[12:15] dmask:0x1 a16
image_gather4_lz v[0:1], v4, s[8:15], s[12:15] dmask:0x1 d16
image_gather4_c v[0:3], v[4:5], s[8:15], s[12:15] dmask:0x1
image_gather4_c v[0:4], v[4:5], s[8:15], s[12:15] dmask:0x1 unorm glc slc tfe
image_gather4_c v[0:3], v[4:5], s[8:15], s[12:15] dmask:0x1 lwe da
image_gather4_c v[0:3], v[4:5], s[8:15], s[12:15] dmask:0x1 a16
image_gather4_c v[0:1], v[4:5], s[8:15], s[12:15] dmask:0x1 d16
image_gather4_c_lz v[0:3], v[4:5], s[8:15], s[12:15] dmask:0x1
image_gather4_c_lz v[0:4], v[4:5], s[8:15], s[12:15] dmask:0x1 unorm glc slc tfe
image_gather4_c_lz v[0:3], v[4:5], s[8:15], s[12:15] dmask:0x1 lwe da
image_gather4_c_lz v[0:3], v[4:5], s[8:15], s[12:15] dmask:0x1 a16
image_gather4_c_lz v[0:1], v[4:5], s[8:15], s[12:15] dmask:0x1 d16
image_get_lod v[0:3], v4, s[8:15], s[12:15] dmask:0xf
image_get_lod v0, v[4:5], s[8:15], s[12:15] dmask:0x1 unorm
image_get_lod v[0:1], v4, s[8:15], s[12:15] dmask:0x3 glc
image_get_lod v[0:1], v[4:5], s[8:15], s[12:15] dmask:0x5 slc
image_get_lod v[0:2], v4, s[8:15], s[12:15] dmask:0x7 da
image_get_lod v[0:4], v4, s[8:15], s[12:15] dmask:0xf unorm glc slc tfe
image_get_lod v[0:3], v4, s[8:15], s[12:15] dmask:0xf lwe da
image_get_lod v[0:3], v4, s[8:15], s[12:15] dmask:0xf a16
image_get_lod v0, v4, s[8:15], s[12:15]
