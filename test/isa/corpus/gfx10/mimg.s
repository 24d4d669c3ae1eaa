; MIMG: every opcode with dmask/dim variety, NSA and a16 addresses, and every modifier.
image_load v[0:3], v100, s[8:15] dmask:0xf dim:SQ_RSRC_IMG_1D
image_load v[10:13], v20, s[8:15] dmask:0xf dim:SQ_RSRC_IMG_1D a16
image_load v3, v[101:102], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D unorm
image_load v200, [v41, v44], s[16:23] dmask:0x1 dim:SQ_RSRC_IMG_2D
image_load v10, v20, s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D a16
image_load v[6:7], v[102:104], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_3D glc
image_load v[200:201], [v42, v45, v48], s[16:23] dmask:0x3 dim:SQ_RSRC_IMG_3D
image_load v[10:11], v[20:21], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_3D a16
image_load v[10:11], [v60, v62], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_3D a16
image_load v[9:10], v[103:105], s[8:15] dmask:0x5 dim:SQ_RSRC_IMG_CUBE slc
image_load v[200:201], [v43, v46, v49], s[16:23] dmask:0x5 dim:SQ_RSRC_IMG_CUBE
image_load v[10:11], v[20:21], s[8:15] dmask:0x5 dim:SQ_RSRC_IMG_CUBE a16
image_load v[10:11], [v60, v62], s[8:15] dmask:0x5 dim:SQ_RSRC_IMG_CUBE a16
image_load v[12:14], v[104:105], s[8:15] dmask:0x7 dim:SQ_RSRC_IMG_1D_ARRAY dlc
image_load v[200:202], [v44, v47], s[16:23] dmask:0x7 dim:SQ_RSRC_IMG_1D_ARRAY
image_load v[10:12], v20, s[8:15] dmask:0x7 dim:SQ_RSRC_IMG_1D_ARRAY a16
image_load v[15:18], v[105:107], s[8:15] dmask:0xf dim:SQ_RSRC_IMG_2D_ARRAY r128
image_load v[200:203], [v45, v48, v51], s[16:23] dmask:0xf dim:SQ_RSRC_IMG_2D_ARRAY
image_load v[10:13], v[20:21], s[8:15] dmask:0xf dim:SQ_RSRC_IMG_2D_ARRAY a16
image_load v[10:13], [v60, v62], s[8:15] dmask:0xf dim:SQ_RSRC_IMG_2D_ARRAY a16
image_load v18, v[106:108], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA glc slc dlc
image_load v200, [v46, v49, v52], s[16:23] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA
image_load v10, v[20:21], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA a16
image_load v10, [v60, v62], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA a16
image_load v[21:22], v[107:110], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY unorm glc
image_load v[200:201], [v47, v50, v53, v56], s[16:23] dmask:0x3 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY
image_load v[10:11], v[20:21], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY a16
image_load v[10:11], [v60, v62], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY a16
image_load v[0:4], v[100:101], s[8:15] dmask:0xf dim:SQ_RSRC_IMG_2D tfe
image_load v[0:3], v[100:101], s[8:15] dmask:0xf dim:SQ_RSRC_IMG_2D glc lwe
image_load v[0:4], v[100:101], s[8:15] dmask:0xf dim:SQ_RSRC_IMG_2D unorm glc slc dlc r128 tfe lwe
image_load v[0:1], v[100:101], s[8:15] dmask:0xf dim:SQ_RSRC_IMG_2D d16
image_load v[0:2], v[100:101], s[8:15] dmask:0xf dim:SQ_RSRC_IMG_2D tfe d16
image_load v0, v[100:101], s[8:15] dim:SQ_RSRC_IMG_2D
image_load_mip v[0:3], v[100:101], s[8:15] dmask:0xf dim:SQ_RSRC_IMG_1D
image_load_mip v[200:203], [v40, v43], s[16:23] dmask:0xf dim:SQ_RSRC_IMG_1D
image_load_mip v[10:13], v20, s[8:15] dmask:0xf dim:SQ_RSRC_IMG_1D a16
image_load_mip v3, v[101:103], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D unorm
image_load_mip v200, [v41, v44, v47], s[16:23] dmask:0x1 dim:SQ_RSRC_IMG_2D
image_load_mip v10, v[20:21], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D a16
image_load_mip v10, [v60, v62], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D a16
image_load_mip v[6:7], v[102:105], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_3D glc
image_load_mip v[200:201], [v42, v45, v48, v51], s[16:23] dmask:0x3 dim:SQ_RSRC_IMG_3D
image_load_mip v[10:11], v[20:21], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_3D a16
image_load_mip v[10:11], [v60, v62], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_3D a16
image_load_mip v[9:10], v[103:106], s[8:15] dmask:0x5 dim:SQ_RSRC_IMG_CUBE slc
image_load_mip v[200:201], [v43, v46, v49, v52], s[16:23] dmask:0x5 dim:SQ_RSRC_IMG_CUBE
image_load_mip v[10:11], v[20:21], s[8:15] dmask:0x5 dim:SQ_RSRC_IMG_CUBE a16
image_load_mip v[10:11], [v60, v62], s[8:15] dmask:0x5 dim:SQ_RSRC_IMG_CUBE a16
image_load_mip v[12:14], v[104:106], s[8:15] dmask:0x7 dim:SQ_RSRC_IMG_1D_ARRAY dlc
image_load_mip v[200:202], [v44, v47, v50], s[16:23] dmask:0x7 dim:SQ_RSRC_IMG_1D_ARRAY
image_load_mip v[10:12], v[20:21], s[8:15] dmask:0x7 dim:SQ_RSRC_IMG_1D_ARRAY a16
image_load_mip v[10:12], [v60, v62], s[8:15] dmask:0x7 dim:SQ_RSRC_IMG_1D_ARRAY a16
image_load_mip v[15:18], v[105:108], s[8:15] dmask:0xf dim:SQ_RSRC_IMG_2D_ARRAY r128
image_load_mip v[200:203], [v45, v48, v51, v54], s[16:23] dmask:0xf dim:SQ_RSRC_IMG_2D_ARRAY
image_load_mip v[10:13], v[20:21], s[8:15] dmask:0xf dim:SQ_RSRC_IMG_2D_ARRAY a16
image_load_mip v[10:13], [v60, v62], s[8:15] dmask:0xf dim:SQ_RSRC_IMG_2D_ARRAY a16
image_load_mip v18, v[106:109], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA glc slc dlc
image_load_mip v200, [v46, v49, v52, v55], s[16:23] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA
image_load_mip v10, v[20:21], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA a16
image_load_mip v10, [v60, v62], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA a16
image_load_mip v[0:4], v[100:102], s[8:15] dmask:0xf dim:SQ_RSRC_IMG_2D tfe
image_load_mip v[0:3], v[100:102], s[8:15] dmask:0xf dim:SQ_RSRC_IMG_2D glc lwe
image_load_mip v[0:4], v[100:102], s[8:15] dmask:0xf dim:SQ_RSRC_IMG_2D unorm glc slc dlc r128 tfe lwe
image_load_mip v[0:1], v[100:102], s[8:15] dmask:0xf dim:SQ_RSRC_IMG_2D d16
image_load_mip v[0:2], v[100:102], s[8:15] dmask:0xf dim:SQ_RSRC_IMG_2D tfe d16
image_load_mip v0, v[100:102], s[8:15] dim:SQ_RSRC_IMG_2D
image_store v[0:3], v100, s[8:15] dmask:0xf dim:SQ_RSRC_IMG_1D
image_store v[10:13], v20, s[8:15] dmask:0xf dim:SQ_RSRC_IMG_1D a16
image_store v3, v[101:102], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D unorm
image_store v200, [v41, v44], s[16:23] dmask:0x1 dim:SQ_RSRC_IMG_2D
image_store v10, v20, s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D a16
image_store v[6:7], v[102:104], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_3D glc
image_store v[200:201], [v42, v45, v48], s[16:23] dmask:0x3 dim:SQ_RSRC_IMG_3D
image_store v[10:11], v[20:21], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_3D a16
image_store v[10:11], [v60, v62], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_3D a16
image_store v[9:10], v[103:105], s[8:15] dmask:0x5 dim:SQ_RSRC_IMG_CUBE slc
image_store v[200:201], [v43, v46, v49], s[16:23] dmask:0x5 dim:SQ_RSRC_IMG_CUBE
image_store v[10:11], v[20:21], s[8:15] dmask:0x5 dim:SQ_RSRC_IMG_CUBE a16
image_store v[10:11], [v60, v62], s[8:15] dmask:0x5 dim:SQ_RSRC_IMG_CUBE a16
image_store v[12:14], v[104:105], s[8:15] dmask:0x7 dim:SQ_RSRC_IMG_1D_ARRAY dlc
image_store v[200:202], [v44, v47], s[16:23] dmask:0x7 dim:SQ_RSRC_IMG_1D_ARRAY
image_store v[10:12], v20, s[8:15] dmask:0x7 dim:SQ_RSRC_IMG_1D_ARRAY a16
image_store v[15:18], v[105:107], s[8:15] dmask:0xf dim:SQ_RSRC_IMG_2D_ARRAY r128
image_store v[200:203], [v45, v48, v51], s[16:23] dmask:0xf dim:SQ_RSRC_IMG_2D_ARRAY
image_store v[10:13], v[20:21], s[8:15] dmask:0xf dim:SQ_RSRC_IMG_2D_ARRAY a16
image_store v[10:13], [v60, v62], s[8:15] dmask:0xf dim:SQ_RSRC_IMG_2D_ARRAY a16
image_store v18, v[106:108], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA glc slc dlc
image_store v200, [v46, v49, v52], s[16:23] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA
image_store v10, v[20:21], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA a16
image_store v10, [v60, v62], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA a16
image_store v[21:22], v[107:110], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY unorm glc
image_store v[200:201], [v47, v50, v53, v56], s[16:23] dmask:0x3 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY
image_store v[10:11], v[20:21], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY a16
image_store v[10:11], [v60, v62], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY a16
image_store v[0:4], v[100:101], s[8:15] dmask:0xf dim:SQ_RSRC_IMG_2D tfe
image_store v[0:3], v[100:101], s[8:15] dmask:0xf dim:SQ_RSRC_IMG_2D glc lwe
image_store v[0:4], v[100:101], s[8:15] dmask:0xf dim:SQ_RSRC_IMG_2D unorm glc slc dlc r128 tfe lwe
image_store v[0:1], v[100:101], s[8:15] dmask:0xf dim:SQ_RSRC_IMG_2D d16
image_store v[0:2], v[100:101], s[8:15] dmask:0xf dim:SQ_RSRC_IMG_2D tfe d16
image_store v0, v[100:101], s[8:15] dim:SQ_RSRC_IMG_2D
image_store_mip v[0:3], v[100:101], s[8:15] dmask:0xf dim:SQ_RSRC_IMG_1D
image_store_mip v[200:203], [v40, v43], s[16:23] dmask:0xf dim:SQ_RSRC_IMG_1D
image_store_mip v[10:13], v20, s[8:15] dmask:0xf dim:SQ_RSRC_IMG_1D a16
image_store_mip v3, v[101:103], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D unorm
image_store_mip v200, [v41, v44, v47], s[16:23] dmask:0x1 dim:SQ_RSRC_IMG_2D
image_store_mip v10, v[20:21], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D a16
image_store_mip v10, [v60, v62], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D a16
image_store_mip v[6:7], v[102:105], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_3D glc
image_store_mip v[200:201], [v42, v45, v48, v51], s[16:23] dmask:0x3 dim:SQ_RSRC_IMG_3D
image_store_mip v[10:11], v[20:21], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_3D a16
image_store_mip v[10:11], [v60, v62], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_3D a16
image_store_mip v[9:10], v[103:106], s[8:15] dmask:0x5 dim:SQ_RSRC_IMG_CUBE slc
image_store_mip v[200:201], [v43, v46, v49, v52], s[16:23] dmask:0x5 dim:SQ_RSRC_IMG_CUBE
image_store_mip v[10:11], v[20:21], s[8:15] dmask:0x5 dim:SQ_RSRC_IMG_CUBE a16
image_store_mip v[10:11], [v60, v62], s[8:15] dmask:0x5 dim:SQ_RSRC_IMG_CUBE a16
image_store_mip v[12:14], v[104:106], s[8:15] dmask:0x7 dim:SQ_RSRC_IMG_1D_ARRAY dlc
image_store_mip v[200:202], [v44, v47, v50], s[16:23] dmask:0x7 dim:SQ_RSRC_IMG_1D_ARRAY
image_store_mip v[10:12], v[20:21], s[8:15] dmask:0x7 dim:SQ_RSRC_IMG_1D_ARRAY a16
image_store_mip v[10:12], [v60, v62], s[8:15] dmask:0x7 dim:SQ_RSRC_IMG_1D_ARRAY a16
image_store_mip v[15:18], v[105:108], s[8:15] dmask:0xf dim:SQ_RSRC_IMG_2D_ARRAY r128
image_store_mip v[200:203], [v45, v48, v51, v54], s[16:23] dmask:0xf dim:SQ_RSRC_IMG_2D_ARRAY
image_store_mip v[10:13], v[20:21], s[8:15] dmask:0xf dim:SQ_RSRC_IMG_2D_ARRAY a16
image_store_mip v[10:13], [v60, v62], s[8:15] dmask:0xf dim:SQ_RSRC_IMG_2D_ARRAY a16
image_store_mip v18, v[106:109], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA glc slc dlc
image_store_mip v200, [v46, v49, v52, v55], s[16:23] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA
image_store_mip v10, v[20:21], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA a16
image_store_mip v10, [v60, v62], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA a16
image_store_mip v[0:4], v[100:102], s[8:15] dmask:0xf dim:SQ_RSRC_IMG_2D tfe
image_store_mip v[0:3], v[100:102], s[8:15] dmask:0xf dim:SQ_RSRC_IMG_2D glc lwe
image_store_mip v[0:4], v[100:102], s[8:15] dmask:0xf dim:SQ_RSRC_IMG_2D unorm glc slc dlc r128 tfe lwe
image_store_mip v[0:1], v[100:102], s[8:15] dmask:0xf dim:SQ_RSRC_IMG_2D d16
image_store_mip v[0:2], v[100:102], s[8:15] dmask:0xf dim:SQ_RSRC_IMG_2D tfe d16
image_store_mip v0, v[100:102], s[8:15] dim:SQ_RSRC_IMG_2D
image_get_resinfo v[0:3], v100, s[8:15] dmask:0xf dim:SQ_RSRC_IMG_1D
image_get_resinfo v[10:13], v20, s[8:15] dmask:0xf dim:SQ_RSRC_IMG_1D a16
image_get_resinfo v3, v101, s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D unorm
image_get_resinfo v10, v20, s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D a16
image_get_resinfo v[6:7], v102, s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_3D glc
image_get_resinfo v[10:11], v20, s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_3D a16
image_get_resinfo v[9:10], v103, s[8:15] dmask:0x5 dim:SQ_RSRC_IMG_CUBE slc
image_get_resinfo v[10:11], v20, s[8:15] dmask:0x5 dim:SQ_RSRC_IMG_CUBE a16
image_get_resinfo v[12:14], v104, s[8:15] dmask:0x7 dim:SQ_RSRC_IMG_1D_ARRAY dlc
image_get_resinfo v[10:12], v20, s[8:15] dmask:0x7 dim:SQ_RSRC_IMG_1D_ARRAY a16
image_get_resinfo v[15:18], v105, s[8:15] dmask:0xf dim:SQ_RSRC_IMG_2D_ARRAY r128
image_get_resinfo v[10:13], v20, s[8:15] dmask:0xf dim:SQ_RSRC_IMG_2D_ARRAY a16
image_get_resinfo v18, v106, s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA glc slc dlc
image_get_resinfo v10, v20, s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA a16
image_get_resinfo v[21:22], v107, s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY unorm glc
image_get_resinfo v[10:11], v20, s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY a16
image_get_resinfo v[0:4], v100, s[8:15] dmask:0xf dim:SQ_RSRC_IMG_2D tfe
image_get_resinfo v[0:3], v100, s[8:15] dmask:0xf dim:SQ_RSRC_IMG_2D glc lwe
image_get_resinfo v[0:4], v100, s[8:15] dmask:0xf dim:SQ_RSRC_IMG_2D unorm glc slc dlc r128 tfe lwe
image_get_resinfo v0, v100, s[8:15] dim:SQ_RSRC_IMG_2D
image_atomic_swap v0, v100, s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_atomic_swap v10, v20, s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_1D a16
image_atomic_swap v[3:4], v[101:102], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D unorm
image_atomic_swap v[200:201], [v41, v44], s[16:23] dmask:0x3 dim:SQ_RSRC_IMG_2D
image_atomic_swap v[10:11], v20, s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D a16
image_atomic_swap v6, v[102:104], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_3D glc
image_atomic_swap v200, [v42, v45, v48], s[16:23] dmask:0x1 dim:SQ_RSRC_IMG_3D
image_atomic_swap v10, v[20:21], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_3D a16
image_atomic_swap v10, [v60, v62], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_3D a16
image_atomic_swap v[9:10], v[103:105], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_CUBE slc
image_atomic_swap v[200:201], [v43, v46, v49], s[16:23] dmask:0x3 dim:SQ_RSRC_IMG_CUBE
image_atomic_swap v[10:11], v[20:21], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_CUBE a16
image_atomic_swap v[10:11], [v60, v62], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_CUBE a16
image_atomic_swap v12, v[104:105], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_1D_ARRAY dlc
image_atomic_swap v200, [v44, v47], s[16:23] dmask:0x1 dim:SQ_RSRC_IMG_1D_ARRAY
image_atomic_swap v10, v20, s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_1D_ARRAY a16
image_atomic_swap v[15:16], v[105:107], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_ARRAY r128
image_atomic_swap v[200:201], [v45, v48, v51], s[16:23] dmask:0x3 dim:SQ_RSRC_IMG_2D_ARRAY
image_atomic_swap v[10:11], v[20:21], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_ARRAY a16
image_atomic_swap v[10:11], [v60, v62], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_ARRAY a16
image_atomic_swap v18, v[106:108], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA glc slc dlc
image_atomic_swap v200, [v46, v49, v52], s[16:23] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA
image_atomic_swap v10, v[20:21], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA a16
image_atomic_swap v10, [v60, v62], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA a16
image_atomic_swap v[21:22], v[107:110], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY unorm glc
image_atomic_swap v[200:201], [v47, v50, v53, v56], s[16:23] dmask:0x3 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY
image_atomic_swap v[10:11], v[20:21], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY a16
image_atomic_swap v[10:11], [v60, v62], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY a16
image_atomic_swap v[0:1], v[100:101], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D tfe
image_atomic_swap v0, v[100:101], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D glc lwe
image_atomic_swap v[0:1], v[100:101], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D unorm glc slc dlc r128 tfe lwe
image_atomic_cmpswap v[0:1], v100, s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_1D
image_atomic_cmpswap v[10:11], v20, s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_1D a16
image_atomic_cmpswap v[3:6], v[101:102], s[8:15] dmask:0xf dim:SQ_RSRC_IMG_2D unorm
image_atomic_cmpswap v[200:203], [v41, v44], s[16:23] dmask:0xf dim:SQ_RSRC_IMG_2D
image_atomic_cmpswap v[10:13], v20, s[8:15] dmask:0xf dim:SQ_RSRC_IMG_2D a16
image_atomic_cmpswap v[6:7], v[102:104], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_3D glc
image_atomic_cmpswap v[200:201], [v42, v45, v48], s[16:23] dmask:0x3 dim:SQ_RSRC_IMG_3D
image_atomic_cmpswap v[10:11], v[20:21], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_3D a16
image_atomic_cmpswap v[10:11], [v60, v62], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_3D a16
image_atomic_cmpswap v[9:12], v[103:105], s[8:15] dmask:0xf dim:SQ_RSRC_IMG_CUBE slc
image_atomic_cmpswap v[200:203], [v43, v46, v49], s[16:23] dmask:0xf dim:SQ_RSRC_IMG_CUBE
image_atomic_cmpswap v[10:13], v[20:21], s[8:15] dmask:0xf dim:SQ_RSRC_IMG_CUBE a16
image_atomic_cmpswap v[10:13], [v60, v62], s[8:15] dmask:0xf dim:SQ_RSRC_IMG_CUBE a16
image_atomic_cmpswap v[12:13], v[104:105], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_1D_ARRAY dlc
image_atomic_cmpswap v[200:201], [v44, v47], s[16:23] dmask:0x3 dim:SQ_RSRC_IMG_1D_ARRAY
image_atomic_cmpswap v[10:11], v20, s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_1D_ARRAY a16
image_atomic_cmpswap v[15:18], v[105:107], s[8:15] dmask:0xf dim:SQ_RSRC_IMG_2D_ARRAY r128
image_atomic_cmpswap v[200:203], [v45, v48, v51], s[16:23] dmask:0xf dim:SQ_RSRC_IMG_2D_ARRAY
image_atomic_cmpswap v[10:13], v[20:21], s[8:15] dmask:0xf dim:SQ_RSRC_IMG_2D_ARRAY a16
image_atomic_cmpswap v[10:13], [v60, v62], s[8:15] dmask:0xf dim:SQ_RSRC_IMG_2D_ARRAY a16
image_atomic_cmpswap v[18:19], v[106:108], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_MSAA glc slc dlc
image_atomic_cmpswap v[200:201], [v46, v49, v52], s[16:23] dmask:0x3 dim:SQ_RSRC_IMG_2D_MSAA
image_atomic_cmpswap v[10:11], v[20:21], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_MSAA a16
image_atomic_cmpswap v[10:11], [v60, v62], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_MSAA a16
image_atomic_cmpswap v[21:24], v[107:110], s[8:15] dmask:0xf dim:SQ_RSRC_IMG_2D_MSAA_ARRAY unorm glc
image_atomic_cmpswap v[200:203], [v47, v50, v53, v56], s[16:23] dmask:0xf dim:SQ_RSRC_IMG_2D_MSAA_ARRAY
image_atomic_cmpswap v[10:13], v[20:21], s[8:15] dmask:0xf dim:SQ_RSRC_IMG_2D_MSAA_ARRAY a16
image_atomic_cmpswap v[10:13], [v60, v62], s[8:15] dmask:0xf dim:SQ_RSRC_IMG_2D_MSAA_ARRAY a16
image_atomic_cmpswap v[0:1], v[100:101], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D glc lwe
image_atomic_cmpswap v[0:1], v[100:101], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D unorm glc slc dlc r128 lwe
image_atomic_add v0, v100, s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_atomic_add v10, v20, s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_1D a16
image_atomic_add v[3:4], v[101:102], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D unorm
image_atomic_add v[200:201], [v41, v44], s[16:23] dmask:0x3 dim:SQ_RSRC_IMG_2D
image_atomic_add v[10:11], v20, s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D a16
image_atomic_add v6, v[102:104], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_3D glc
image_atomic_add v200, [v42, v45, v48], s[16:23] dmask:0x1 dim:SQ_RSRC_IMG_3D
image_atomic_add v10, v[20:21], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_3D a16
image_atomic_add v10, [v60, v62], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_3D a16
image_atomic_add v[9:10], v[103:105], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_CUBE slc
image_atomic_add v[200:201], [v43, v46, v49], s[16:23] dmask:0x3 dim:SQ_RSRC_IMG_CUBE
image_atomic_add v[10:11], v[20:21], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_CUBE a16
image_atomic_add v[10:11], [v60, v62], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_CUBE a16
image_atomic_add v12, v[104:105], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_1D_ARRAY dlc
image_atomic_add v200, [v44, v47], s[16:23] dmask:0x1 dim:SQ_RSRC_IMG_1D_ARRAY
image_atomic_add v10, v20, s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_1D_ARRAY a16
image_atomic_add v[15:16], v[105:107], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_ARRAY r128
image_atomic_add v[200:201], [v45, v48, v51], s[16:23] dmask:0x3 dim:SQ_RSRC_IMG_2D_ARRAY
image_atomic_add v[10:11], v[20:21], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_ARRAY a16
image_atomic_add v[10:11], [v60, v62], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_ARRAY a16
image_atomic_add v18, v[106:108], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA glc slc dlc
image_atomic_add v200, [v46, v49, v52], s[16:23] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA
image_atomic_add v10, v[20:21], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA a16
image_atomic_add v10, [v60, v62], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA a16
image_atomic_add v[21:22], v[107:110], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY unorm glc
image_atomic_add v[200:201], [v47, v50, v53, v56], s[16:23] dmask:0x3 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY
image_atomic_add v[10:11], v[20:21], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY a16
image_atomic_add v[10:11], [v60, v62], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY a16
image_atomic_add v[0:1], v[100:101], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D tfe
image_atomic_add v0, v[100:101], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D glc lwe
image_atomic_add v[0:1], v[100:101], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D unorm glc slc dlc r128 tfe lwe
image_atomic_sub v0, v100, s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_atomic_sub v10, v20, s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_1D a16
image_atomic_sub v[3:4], v[101:102], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D unorm
image_atomic_sub v[200:201], [v41, v44], s[16:23] dmask:0x3 dim:SQ_RSRC_IMG_2D
image_atomic_sub v[10:11], v20, s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D a16
image_atomic_sub v6, v[102:104], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_3D glc
image_atomic_sub v200, [v42, v45, v48], s[16:23] dmask:0x1 dim:SQ_RSRC_IMG_3D
image_atomic_sub v10, v[20:21], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_3D a16
image_atomic_sub v10, [v60, v62], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_3D a16
image_atomic_sub v[9:10], v[103:105], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_CUBE slc
image_atomic_sub v[200:201], [v43, v46, v49], s[16:23] dmask:0x3 dim:SQ_RSRC_IMG_CUBE
image_atomic_sub v[10:11], v[20:21], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_CUBE a16
image_atomic_sub v[10:11], [v60, v62], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_CUBE a16
image_atomic_sub v12, v[104:105], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_1D_ARRAY dlc
image_atomic_sub v200, [v44, v47], s[16:23] dmask:0x1 dim:SQ_RSRC_IMG_1D_ARRAY
image_atomic_sub v10, v20, s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_1D_ARRAY a16
image_atomic_sub v[15:16], v[105:107], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_ARRAY r128
image_atomic_sub v[200:201], [v45, v48, v51], s[16:23] dmask:0x3 dim:SQ_RSRC_IMG_2D_ARRAY
image_atomic_sub v[10:11], v[20:21], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_ARRAY a16
image_atomic_sub v[10:11], [v60, v62], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_ARRAY a16
image_atomic_sub v18, v[106:108], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA glc slc dlc
image_atomic_sub v200, [v46, v49, v52], s[16:23] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA
image_atomic_sub v10, v[20:21], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA a16
image_atomic_sub v10, [v60, v62], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA a16
image_atomic_sub v[21:22], v[107:110], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY unorm glc
image_atomic_sub v[200:201], [v47, v50, v53, v56], s[16:23] dmask:0x3 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY
image_atomic_sub v[10:11], v[20:21], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY a16
image_atomic_sub v[10:11], [v60, v62], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY a16
image_atomic_sub v[0:1], v[100:101], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D tfe
image_atomic_sub v0, v[100:101], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D glc lwe
image_atomic_sub v[0:1], v[100:101], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D unorm glc slc dlc r128 tfe lwe
image_atomic_smin v0, v100, s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_atomic_smin v10, v20, s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_1D a16
image_atomic_smin v[3:4], v[101:102], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D unorm
image_atomic_smin v[200:201], [v41, v44], s[16:23] dmask:0x3 dim:SQ_RSRC_IMG_2D
image_atomic_smin v[10:11], v20, s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D a16
image_atomic_smin v6, v[102:104], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_3D glc
image_atomic_smin v200, [v42, v45, v48], s[16:23] dmask:0x1 dim:SQ_RSRC_IMG_3D
image_atomic_smin v10, v[20:21], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_3D a16
image_atomic_smin v10, [v60, v62], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_3D a16
image_atomic_smin v[9:10], v[103:105], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_CUBE slc
image_atomic_smin v[200:201], [v43, v46, v49], s[16:23] dmask:0x3 dim:SQ_RSRC_IMG_CUBE
image_atomic_smin v[10:11], v[20:21], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_CUBE a16
image_atomic_smin v[10:11], [v60, v62], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_CUBE a16
image_atomic_smin v12, v[104:105], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_1D_ARRAY dlc
image_atomic_smin v200, [v44, v47], s[16:23] dmask:0x1 dim:SQ_RSRC_IMG_1D_ARRAY
image_atomic_smin v10, v20, s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_1D_ARRAY a16
image_atomic_smin v[15:16], v[105:107], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_ARRAY r128
image_atomic_smin v[200:201], [v45, v48, v51], s[16:23] dmask:0x3 dim:SQ_RSRC_IMG_2D_ARRAY
image_atomic_smin v[10:11], v[20:21], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_ARRAY a16
image_atomic_smin v[10:11], [v60, v62], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_ARRAY a16
image_atomic_smin v18, v[106:108], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA glc slc dlc
image_atomic_smin v200, [v46, v49, v52], s[16:23] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA
image_atomic_smin v10, v[20:21], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA a16
image_atomic_smin v10, [v60, v62], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA a16
image_atomic_smin v[21:22], v[107:110], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY unorm glc
image_atomic_smin v[200:201], [v47, v50, v53, v56], s[16:23] dmask:0x3 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY
image_atomic_smin v[10:11], v[20:21], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY a16
image_atomic_smin v[10:11], [v60, v62], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY a16
image_atomic_smin v[0:1], v[100:101], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D tfe
image_atomic_smin v0, v[100:101], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D glc lwe
image_atomic_smin v[0:1], v[100:101], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D unorm glc slc dlc r128 tfe lwe
image_atomic_umin v0, v100, s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_atomic_umin v10, v20, s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_1D a16
image_atomic_umin v[3:4], v[101:102], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D unorm
image_atomic_umin v[200:201], [v41, v44], s[16:23] dmask:0x3 dim:SQ_RSRC_IMG_2D
image_atomic_umin v[10:11], v20, s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D a16
image_atomic_umin v6, v[102:104], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_3D glc
image_atomic_umin v200, [v42, v45, v48], s[16:23] dmask:0x1 dim:SQ_RSRC_IMG_3D
image_atomic_umin v10, v[20:21], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_3D a16
image_atomic_umin v10, [v60, v62], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_3D a16
image_atomic_umin v[9:10], v[103:105], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_CUBE slc
image_atomic_umin v[200:201], [v43, v46, v49], s[16:23] dmask:0x3 dim:SQ_RSRC_IMG_CUBE
image_atomic_umin v[10:11], v[20:21], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_CUBE a16
image_atomic_umin v[10:11], [v60, v62], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_CUBE a16
image_atomic_umin v12, v[104:105], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_1D_ARRAY dlc
image_atomic_umin v200, [v44, v47], s[16:23] dmask:0x1 dim:SQ_RSRC_IMG_1D_ARRAY
image_atomic_umin v10, v20, s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_1D_ARRAY a16
image_atomic_umin v[15:16], v[105:107], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_ARRAY r128
image_atomic_umin v[200:201], [v45, v48, v51], s[16:23] dmask:0x3 dim:SQ_RSRC_IMG_2D_ARRAY
image_atomic_umin v[10:11], v[20:21], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_ARRAY a16
image_atomic_umin v[10:11], [v60, v62], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_ARRAY a16
image_atomic_umin v18, v[106:108], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA glc slc dlc
image_atomic_umin v200, [v46, v49, v52], s[16:23] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA
image_atomic_umin v10, v[20:21], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA a16
image_atomic_umin v10, [v60, v62], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA a16
image_atomic_umin v[21:22], v[107:110], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY unorm glc
image_atomic_umin v[200:201], [v47, v50, v53, v56], s[16:23] dmask:0x3 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY
image_atomic_umin v[10:11], v[20:21], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY a16
image_atomic_umin v[10:11], [v60, v62], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY a16
image_atomic_umin v[0:1], v[100:101], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D tfe
image_atomic_umin v0, v[100:101], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D glc lwe
image_atomic_umin v[0:1], v[100:101], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D unorm glc slc dlc r128 tfe lwe
image_atomic_smax v0, v100, s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_atomic_smax v10, v20, s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_1D a16
image_atomic_smax v[3:4], v[101:102], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D unorm
image_atomic_smax v[200:201], [v41, v44], s[16:23] dmask:0x3 dim:SQ_RSRC_IMG_2D
image_atomic_smax v[10:11], v20, s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D a16
image_atomic_smax v6, v[102:104], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_3D glc
image_atomic_smax v200, [v42, v45, v48], s[16:23] dmask:0x1 dim:SQ_RSRC_IMG_3D
image_atomic_smax v10, v[20:21], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_3D a16
image_atomic_smax v10, [v60, v62], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_3D a16
image_atomic_smax v[9:10], v[103:105], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_CUBE slc
image_atomic_smax v[200:201], [v43, v46, v49], s[16:23] dmask:0x3 dim:SQ_RSRC_IMG_CUBE
image_atomic_smax v[10:11], v[20:21], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_CUBE a16
image_atomic_smax v[10:11], [v60, v62], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_CUBE a16
image_atomic_smax v12, v[104:105], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_1D_ARRAY dlc
image_atomic_smax v200, [v44, v47], s[16:23] dmask:0x1 dim:SQ_RSRC_IMG_1D_ARRAY
image_atomic_smax v10, v20, s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_1D_ARRAY a16
image_atomic_smax v[15:16], v[105:107], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_ARRAY r128
image_atomic_smax v[200:201], [v45, v48, v51], s[16:23] dmask:0x3 dim:SQ_RSRC_IMG_2D_ARRAY
image_atomic_smax v[10:11], v[20:21], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_ARRAY a16
image_atomic_smax v[10:11], [v60, v62], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_ARRAY a16
image_atomic_smax v18, v[106:108], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA glc slc dlc
image_atomic_smax v200, [v46, v49, v52], s[16:23] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA
image_atomic_smax v10, v[20:21], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA a16
image_atomic_smax v10, [v60, v62], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA a16
image_atomic_smax v[21:22], v[107:110], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY unorm glc
image_atomic_smax v[200:201], [v47, v50, v53, v56], s[16:23] dmask:0x3 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY
image_atomic_smax v[10:11], v[20:21], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY a16
image_atomic_smax v[10:11], [v60, v62], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY a16
image_atomic_smax v[0:1], v[100:101], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D tfe
image_atomic_smax v0, v[100:101], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D glc lwe
image_atomic_smax v[0:1], v[100:101], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D unorm glc slc dlc r128 tfe lwe
image_atomic_umax v0, v100, s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_atomic_umax v10, v20, s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_1D a16
image_atomic_umax v[3:4], v[101:102], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D unorm
image_atomic_umax v[200:201], [v41, v44], s[16:23] dmask:0x3 dim:SQ_RSRC_IMG_2D
image_atomic_umax v[10:11], v20, s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D a16
image_atomic_umax v6, v[102:104], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_3D glc
image_atomic_umax v200, [v42, v45, v48], s[16:23] dmask:0x1 dim:SQ_RSRC_IMG_3D
image_atomic_umax v10, v[20:21], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_3D a16
image_atomic_umax v10, [v60, v62], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_3D a16
image_atomic_umax v[9:10], v[103:105], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_CUBE slc
image_atomic_umax v[200:201], [v43, v46, v49], s[16:23] dmask:0x3 dim:SQ_RSRC_IMG_CUBE
image_atomic_umax v[10:11], v[20:21], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_CUBE a16
image_atomic_umax v[10:11], [v60, v62], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_CUBE a16
image_atomic_umax v12, v[104:105], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_1D_ARRAY dlc
image_atomic_umax v200, [v44, v47], s[16:23] dmask:0x1 dim:SQ_RSRC_IMG_1D_ARRAY
image_atomic_umax v10, v20, s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_1D_ARRAY a16
image_atomic_umax v[15:16], v[105:107], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_ARRAY r128
image_atomic_umax v[200:201], [v45, v48, v51], s[16:23] dmask:0x3 dim:SQ_RSRC_IMG_2D_ARRAY
image_atomic_umax v[10:11], v[20:21], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_ARRAY a16
image_atomic_umax v[10:11], [v60, v62], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_ARRAY a16
image_atomic_umax v18, v[106:108], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA glc slc dlc
image_atomic_umax v200, [v46, v49, v52], s[16:23] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA
image_atomic_umax v10, v[20:21], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA a16
image_atomic_umax v10, [v60, v62], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA a16
image_atomic_umax v[21:22], v[107:110], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY unorm glc
image_atomic_umax v[200:201], [v47, v50, v53, v56], s[16:23] dmask:0x3 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY
image_atomic_umax v[10:11], v[20:21], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY a16
image_atomic_umax v[10:11], [v60, v62], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY a16
image_atomic_umax v[0:1], v[100:101], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D tfe
image_atomic_umax v0, v[100:101], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D glc lwe
image_atomic_umax v[0:1], v[100:101], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D unorm glc slc dlc r128 tfe lwe
image_atomic_and v0, v100, s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_atomic_and v10, v20, s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_1D a16
image_atomic_and v[3:4], v[101:102], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D unorm
image_atomic_and v[200:201], [v41, v44], s[16:23] dmask:0x3 dim:SQ_RSRC_IMG_2D
image_atomic_and v[10:11], v20, s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D a16
image_atomic_and v6, v[102:104], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_3D glc
image_atomic_and v200, [v42, v45, v48], s[16:23] dmask:0x1 dim:SQ_RSRC_IMG_3D
image_atomic_and v10, v[20:21], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_3D a16
image_atomic_and v10, [v60, v62], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_3D a16
image_atomic_and v[9:10], v[103:105], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_CUBE slc
image_atomic_and v[200:201], [v43, v46, v49], s[16:23] dmask:0x3 dim:SQ_RSRC_IMG_CUBE
image_atomic_and v[10:11], v[20:21], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_CUBE a16
image_atomic_and v[10:11], [v60, v62], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_CUBE a16
image_atomic_and v12, v[104:105], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_1D_ARRAY dlc
image_atomic_and v200, [v44, v47], s[16:23] dmask:0x1 dim:SQ_RSRC_IMG_1D_ARRAY
image_atomic_and v10, v20, s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_1D_ARRAY a16
image_atomic_and v[15:16], v[105:107], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_ARRAY r128
image_atomic_and v[200:201], [v45, v48, v51], s[16:23] dmask:0x3 dim:SQ_RSRC_IMG_2D_ARRAY
image_atomic_and v[10:11], v[20:21], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_ARRAY a16
image_atomic_and v[10:11], [v60, v62], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_ARRAY a16
image_atomic_and v18, v[106:108], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA glc slc dlc
image_atomic_and v200, [v46, v49, v52], s[16:23] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA
image_atomic_and v10, v[20:21], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA a16
image_atomic_and v10, [v60, v62], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA a16
image_atomic_and v[21:22], v[107:110], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY unorm glc
image_atomic_and v[200:201], [v47, v50, v53, v56], s[16:23] dmask:0x3 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY
image_atomic_and v[10:11], v[20:21], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY a16
image_atomic_and v[10:11], [v60, v62], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY a16
image_atomic_and v[0:1], v[100:101], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D tfe
image_atomic_and v0, v[100:101], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D glc lwe
image_atomic_and v[0:1], v[100:101], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D unorm glc slc dlc r128 tfe lwe
image_atomic_or v0, v100, s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_atomic_or v10, v20, s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_1D a16
image_atomic_or v[3:4], v[101:102], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D unorm
image_atomic_or v[200:201], [v41, v44], s[16:23] dmask:0x3 dim:SQ_RSRC_IMG_2D
image_atomic_or v[10:11], v20, s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D a16
image_atomic_or v6, v[102:104], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_3D glc
image_atomic_or v200, [v42, v45, v48], s[16:23] dmask:0x1 dim:SQ_RSRC_IMG_3D
image_atomic_or v10, v[20:21], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_3D a16
image_atomic_or v10, [v60, v62], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_3D a16
image_atomic_or v[9:10], v[103:105], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_CUBE slc
image_atomic_or v[200:201], [v43, v46, v49], s[16:23] dmask:0x3 dim:SQ_RSRC_IMG_CUBE
image_atomic_or v[10:11], v[20:21], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_CUBE a16
image_atomic_or v[10:11], [v60, v62], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_CUBE a16
image_atomic_or v12, v[104:105], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_1D_ARRAY dlc
image_atomic_or v200, [v44, v47], s[16:23] dmask:0x1 dim:SQ_RSRC_IMG_1D_ARRAY
image_atomic_or v10, v20, s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_1D_ARRAY a16
image_atomic_or v[15:16], v[105:107], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_ARRAY r128
image_atomic_or v[200:201], [v45, v48, v51], s[16:23] dmask:0x3 dim:SQ_RSRC_IMG_2D_ARRAY
image_atomic_or v[10:11], v[20:21], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_ARRAY a16
image_atomic_or v[10:11], [v60, v62], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_ARRAY a16
image_atomic_or v18, v[106:108], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA glc slc dlc
image_atomic_or v200, [v46, v49, v52], s[16:23] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA
image_atomic_or v10, v[20:21], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA a16
image_atomic_or v10, [v60, v62], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA a16
image_atomic_or v[21:22], v[107:110], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY unorm glc
image_atomic_or v[200:201], [v47, v50, v53, v56], s[16:23] dmask:0x3 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY
image_atomic_or v[10:11], v[20:21], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY a16
image_atomic_or v[10:11], [v60, v62], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY a16
image_atomic_or v[0:1], v[100:101], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D tfe
image_atomic_or v0, v[100:101], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D glc lwe
image_atomic_or v[0:1], v[100:101], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D unorm glc slc dlc r128 tfe lwe
image_atomic_xor v0, v100, s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_atomic_xor v10, v20, s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_1D a16
image_atomic_xor v[3:4], v[101:102], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D unorm
image_atomic_xor v[200:201], [v41, v44], s[16:23] dmask:0x3 dim:SQ_RSRC_IMG_2D
image_atomic_xor v[10:11], v20, s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D a16
image_atomic_xor v6, v[102:104], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_3D glc
image_atomic_xor v200, [v42, v45, v48], s[16:23] dmask:0x1 dim:SQ_RSRC_IMG_3D
image_atomic_xor v10, v[20:21], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_3D a16
image_atomic_xor v10, [v60, v62], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_3D a16
image_atomic_xor v[9:10], v[103:105], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_CUBE slc
image_atomic_xor v[200:201], [v43, v46, v49], s[16:23] dmask:0x3 dim:SQ_RSRC_IMG_CUBE
image_atomic_xor v[10:11], v[20:21], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_CUBE a16
image_atomic_xor v[10:11], [v60, v62], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_CUBE a16
image_atomic_xor v12, v[104:105], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_1D_ARRAY dlc
image_atomic_xor v200, [v44, v47], s[16:23] dmask:0x1 dim:SQ_RSRC_IMG_1D_ARRAY
image_atomic_xor v10, v20, s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_1D_ARRAY a16
image_atomic_xor v[15:16], v[105:107], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_ARRAY r128
image_atomic_xor v[200:201], [v45, v48, v51], s[16:23] dmask:0x3 dim:SQ_RSRC_IMG_2D_ARRAY
image_atomic_xor v[10:11], v[20:21], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_ARRAY a16
image_atomic_xor v[10:11], [v60, v62], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_ARRAY a16
image_atomic_xor v18, v[106:108], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA glc slc dlc
image_atomic_xor v200, [v46, v49, v52], s[16:23] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA
image_atomic_xor v10, v[20:21], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA a16
image_atomic_xor v10, [v60, v62], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA a16
image_atomic_xor v[21:22], v[107:110], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY unorm glc
image_atomic_xor v[200:201], [v47, v50, v53, v56], s[16:23] dmask:0x3 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY
image_atomic_xor v[10:11], v[20:21], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY a16
image_atomic_xor v[10:11], [v60, v62], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY a16
image_atomic_xor v[0:1], v[100:101], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D tfe
image_atomic_xor v0, v[100:101], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D glc lwe
image_atomic_xor v[0:1], v[100:101], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D unorm glc slc dlc r128 tfe lwe
image_atomic_inc v0, v100, s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_atomic_inc v10, v20, s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_1D a16
image_atomic_inc v[3:4], v[101:102], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D unorm
image_atomic_inc v[200:201], [v41, v44], s[16:23] dmask:0x3 dim:SQ_RSRC_IMG_2D
image_atomic_inc v[10:11], v20, s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D a16
image_atomic_inc v6, v[102:104], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_3D glc
image_atomic_inc v200, [v42, v45, v48], s[16:23] dmask:0x1 dim:SQ_RSRC_IMG_3D
image_atomic_inc v10, v[20:21], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_3D a16
image_atomic_inc v10, [v60, v62], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_3D a16
image_atomic_inc v[9:10], v[103:105], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_CUBE slc
image_atomic_inc v[200:201], [v43, v46, v49], s[16:23] dmask:0x3 dim:SQ_RSRC_IMG_CUBE
image_atomic_inc v[10:11], v[20:21], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_CUBE a16
image_atomic_inc v[10:11], [v60, v62], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_CUBE a16
image_atomic_inc v12, v[104:105], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_1D_ARRAY dlc
image_atomic_inc v200, [v44, v47], s[16:23] dmask:0x1 dim:SQ_RSRC_IMG_1D_ARRAY
image_atomic_inc v10, v20, s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_1D_ARRAY a16
image_atomic_inc v[15:16], v[105:107], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_ARRAY r128
image_atomic_inc v[200:201], [v45, v48, v51], s[16:23] dmask:0x3 dim:SQ_RSRC_IMG_2D_ARRAY
image_atomic_inc v[10:11], v[20:21], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_ARRAY a16
image_atomic_inc v[10:11], [v60, v62], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_ARRAY a16
image_atomic_inc v18, v[106:108], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA glc slc dlc
image_atomic_inc v200, [v46, v49, v52], s[16:23] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA
image_atomic_inc v10, v[20:21], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA a16
image_atomic_inc v10, [v60, v62], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA a16
image_atomic_inc v[21:22], v[107:110], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY unorm glc
image_atomic_inc v[200:201], [v47, v50, v53, v56], s[16:23] dmask:0x3 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY
image_atomic_inc v[10:11], v[20:21], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY a16
image_atomic_inc v[10:11], [v60, v62], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY a16
image_atomic_inc v[0:1], v[100:101], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D tfe
image_atomic_inc v0, v[100:101], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D glc lwe
image_atomic_inc v[0:1], v[100:101], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D unorm glc slc dlc r128 tfe lwe
image_atomic_dec v0, v100, s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_atomic_dec v10, v20, s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_1D a16
image_atomic_dec v[3:4], v[101:102], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D unorm
image_atomic_dec v[200:201], [v41, v44], s[16:23] dmask:0x3 dim:SQ_RSRC_IMG_2D
image_atomic_dec v[10:11], v20, s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D a16
image_atomic_dec v6, v[102:104], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_3D glc
image_atomic_dec v200, [v42, v45, v48], s[16:23] dmask:0x1 dim:SQ_RSRC_IMG_3D
image_atomic_dec v10, v[20:21], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_3D a16
image_atomic_dec v10, [v60, v62], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_3D a16
image_atomic_dec v[9:10], v[103:105], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_CUBE slc
image_atomic_dec v[200:201], [v43, v46, v49], s[16:23] dmask:0x3 dim:SQ_RSRC_IMG_CUBE
image_atomic_dec v[10:11], v[20:21], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_CUBE a16
image_atomic_dec v[10:11], [v60, v62], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_CUBE a16
image_atomic_dec v12, v[104:105], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_1D_ARRAY dlc
image_atomic_dec v200, [v44, v47], s[16:23] dmask:0x1 dim:SQ_RSRC_IMG_1D_ARRAY
image_atomic_dec v10, v20, s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_1D_ARRAY a16
image_atomic_dec v[15:16], v[105:107], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_ARRAY r128
image_atomic_dec v[200:201], [v45, v48, v51], s[16:23] dmask:0x3 dim:SQ_RSRC_IMG_2D_ARRAY
image_atomic_dec v[10:11], v[20:21], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_ARRAY a16
image_atomic_dec v[10:11], [v60, v62], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_ARRAY a16
image_atomic_dec v18, v[106:108], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA glc slc dlc
image_atomic_dec v200, [v46, v49, v52], s[16:23] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA
image_atomic_dec v10, v[20:21], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA a16
image_atomic_dec v10, [v60, v62], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA a16
image_atomic_dec v[21:22], v[107:110], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY unorm glc
image_atomic_dec v[200:201], [v47, v50, v53, v56], s[16:23] dmask:0x3 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY
image_atomic_dec v[10:11], v[20:21], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY a16
image_atomic_dec v[10:11], [v60, v62], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY a16
image_atomic_dec v[0:1], v[100:101], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D tfe
image_atomic_dec v0, v[100:101], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D glc lwe
image_atomic_dec v[0:1], v[100:101], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D unorm glc slc dlc r128 tfe lwe
image_sample v[0:3], v100, s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_1D
image_sample v[10:13], v20, s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_1D a16
image_sample v3, v[101:102], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D unorm
image_sample v200, [v41, v44], s[16:23], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D
image_sample v10, v20, s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D a16
image_sample v[6:7], v[102:104], s[8:15], s[12:15] dmask:0x3 dim:SQ_RSRC_IMG_3D glc
image_sample v[200:201], [v42, v45, v48], s[16:23], s[12:15] dmask:0x3 dim:SQ_RSRC_IMG_3D
image_sample v[10:11], v[20:21], s[8:15], s[12:15] dmask:0x3 dim:SQ_RSRC_IMG_3D a16
image_sample v[10:11], [v60, v62], s[8:15], s[12:15] dmask:0x3 dim:SQ_RSRC_IMG_3D a16
image_sample v[9:10], v[103:105], s[8:15], s[12:15] dmask:0x5 dim:SQ_RSRC_IMG_CUBE slc
image_sample v[200:201], [v43, v46, v49], s[16:23], s[12:15] dmask:0x5 dim:SQ_RSRC_IMG_CUBE
image_sample v[10:11], v[20:21], s[8:15], s[12:15] dmask:0x5 dim:SQ_RSRC_IMG_CUBE a16
image_sample v[10:11], [v60, v62], s[8:15], s[12:15] dmask:0x5 dim:SQ_RSRC_IMG_CUBE a16
image_sample v[12:14], v[104:105], s[8:15], s[12:15] dmask:0x7 dim:SQ_RSRC_IMG_1D_ARRAY dlc
image_sample v[200:202], [v44, v47], s[16:23], s[12:15] dmask:0x7 dim:SQ_RSRC_IMG_1D_ARRAY
image_sample v[10:12], v20, s[8:15], s[12:15] dmask:0x7 dim:SQ_RSRC_IMG_1D_ARRAY a16
image_sample v[15:18], v[105:107], s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_2D_ARRAY r128
image_sample v[200:203], [v45, v48, v51], s[16:23], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_2D_ARRAY
image_sample v[10:13], v[20:21], s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_2D_ARRAY a16
image_sample v[10:13], [v60, v62], s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_2D_ARRAY a16
image_sample v18, v[106:108], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA glc slc dlc
image_sample v200, [v46, v49, v52], s[16:23], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA
image_sample v10, v[20:21], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA a16
image_sample v10, [v60, v62], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA a16
image_sample v[21:22], v[107:110], s[8:15], s[12:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY unorm glc
image_sample v[10:11], v[20:21], s[8:15], s[12:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY a16
image_sample v[10:11], [v60, v62], s[8:15], s[12:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY a16
image_sample v[0:4], v[100:101], s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_2D tfe
image_sample v[0:3], v[100:101], s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_2D glc lwe
image_sample v[0:4], v[100:101], s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_2D unorm glc slc dlc r128 tfe lwe
image_sample v[0:1], v[100:101], s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_2D d16
image_sample v[0:2], v[100:101], s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_2D tfe d16
image_sample v0, v[100:101], s[8:15], s[12:15] dim:SQ_RSRC_IMG_2D
image_sample_l v[0:3], v[100:101], s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_1D
image_sample_l v[200:203], [v40, v43], s[16:23], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_1D
image_sample_l v[10:13], v20, s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_1D a16
image_sample_l v3, v[101:103], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D unorm
image_sample_l v200, [v41, v44, v47], s[16:23], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D
image_sample_l v10, v[20:21], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D a16
image_sample_l v10, [v60, v62], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D a16
image_sample_l v[6:7], v[102:105], s[8:15], s[12:15] dmask:0x3 dim:SQ_RSRC_IMG_3D glc
image_sample_l v[200:201], [v42, v45, v48, v51], s[16:23], s[12:15] dmask:0x3 dim:SQ_RSRC_IMG_3D
image_sample_l v[10:11], v[20:21], s[8:15], s[12:15] dmask:0x3 dim:SQ_RSRC_IMG_3D a16
image_sample_l v[10:11], [v60, v62], s[8:15], s[12:15] dmask:0x3 dim:SQ_RSRC_IMG_3D a16
image_sample_l v[9:10], v[103:106], s[8:15], s[12:15] dmask:0x5 dim:SQ_RSRC_IMG_CUBE slc
image_sample_l v[200:201], [v43, v46, v49, v52], s[16:23], s[12:15] dmask:0x5 dim:SQ_RSRC_IMG_CUBE
image_sample_l v[10:11], v[20:21], s[8:15], s[12:15] dmask:0x5 dim:SQ_RSRC_IMG_CUBE a16
image_sample_l v[10:11], [v60, v62], s[8:15], s[12:15] dmask:0x5 dim:SQ_RSRC_IMG_CUBE a16
image_sample_l v[12:14], v[104:106], s[8:15], s[12:15] dmask:0x7 dim:SQ_RSRC_IMG_1D_ARRAY dlc
image_sample_l v[200:202], [v44, v47, v50], s[16:23], s[12:15] dmask:0x7 dim:SQ_RSRC_IMG_1D_ARRAY
image_sample_l v[10:12], v[20:21], s[8:15], s[12:15] dmask:0x7 dim:SQ_RSRC_IMG_1D_ARRAY a16
image_sample_l v[10:12], [v60, v62], s[8:15], s[12:15] dmask:0x7 dim:SQ_RSRC_IMG_1D_ARRAY a16
image_sample_l v[15:18], v[105:108], s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_2D_ARRAY r128
image_sample_l v[200:203], [v45, v48, v51, v54], s[16:23], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_2D_ARRAY
image_sample_l v[10:13], v[20:21], s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_2D_ARRAY a16
image_sample_l v[10:13], [v60, v62], s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_2D_ARRAY a16
image_sample_l v18, v[106:109], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA glc slc dlc
image_sample_l v200, [v46, v49, v52, v55], s[16:23], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA
image_sample_l v10, v[20:21], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA a16
image_sample_l v10, [v60, v62], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA a16
image_sample_l v[0:4], v[100:102], s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_2D tfe
image_sample_l v[0:3], v[100:102], s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_2D glc lwe
image_sample_l v[0:4], v[100:102], s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_2D unorm glc slc dlc r128 tfe lwe
image_sample_l v[0:1], v[100:102], s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_2D d16
image_sample_l v[0:2], v[100:102], s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_2D tfe d16
image_sample_l v0, v[100:102], s[8:15], s[12:15] dim:SQ_RSRC_IMG_2D
image_sample_b v[0:3], v[100:101], s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_1D
image_sample_b v[200:203], [v40, v43], s[16:23], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_1D
image_sample_b v[10:13], v[20:21], s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_1D a16
image_sample_b v[10:13], [v60, v62], s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_1D a16
image_sample_b v3, v[101:103], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D unorm
image_sample_b v200, [v41, v44, v47], s[16:23], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D
image_sample_b v10, v[20:21], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D a16
image_sample_b v10, [v60, v62], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D a16
image_sample_b v[6:7], v[102:105], s[8:15], s[12:15] dmask:0x3 dim:SQ_RSRC_IMG_3D glc
image_sample_b v[200:201], [v42, v45, v48, v51], s[16:23], s[12:15] dmask:0x3 dim:SQ_RSRC_IMG_3D
image_sample_b v[10:11], v[20:22], s[8:15], s[12:15] dmask:0x3 dim:SQ_RSRC_IMG_3D a16
image_sample_b v[10:11], [v60, v62, v64], s[8:15], s[12:15] dmask:0x3 dim:SQ_RSRC_IMG_3D a16
image_sample_b v[9:10], v[103:106], s[8:15], s[12:15] dmask:0x5 dim:SQ_RSRC_IMG_CUBE slc
image_sample_b v[200:201], [v43, v46, v49, v52], s[16:23], s[12:15] dmask:0x5 dim:SQ_RSRC_IMG_CUBE
image_sample_b v[10:11], v[20:22], s[8:15], s[12:15] dmask:0x5 dim:SQ_RSRC_IMG_CUBE a16
image_sample_b v[10:11], [v60, v62, v64], s[8:15], s[12:15] dmask:0x5 dim:SQ_RSRC_IMG_CUBE a16
image_sample_b v[12:14], v[104:106], s[8:15], s[12:15] dmask:0x7 dim:SQ_RSRC_IMG_1D_ARRAY dlc
image_sample_b v[200:202], [v44, v47, v50], s[16:23], s[12:15] dmask:0x7 dim:SQ_RSRC_IMG_1D_ARRAY
image_sample_b v[10:12], v[20:21], s[8:15], s[12:15] dmask:0x7 dim:SQ_RSRC_IMG_1D_ARRAY a16
image_sample_b v[10:12], [v60, v62], s[8:15], s[12:15] dmask:0x7 dim:SQ_RSRC_IMG_1D_ARRAY a16
image_sample_b v[15:18], v[105:108], s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_2D_ARRAY r128
image_sample_b v[200:203], [v45, v48, v51, v54], s[16:23], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_2D_ARRAY
image_sample_b v[10:13], v[20:22], s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_2D_ARRAY a16
image_sample_b v[10:13], [v60, v62, v64], s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_2D_ARRAY a16
image_sample_b v18, v[106:109], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA glc slc dlc
image_sample_b v200, [v46, v49, v52, v55], s[16:23], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA
image_sample_b v10, v[20:22], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA a16
image_sample_b v10, [v60, v62, v64], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA a16
image_sample_b v[0:4], v[100:102], s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_2D tfe
image_sample_b v[0:3], v[100:102], s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_2D glc lwe
image_sample_b v[0:4], v[100:102], s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_2D unorm glc slc dlc r128 tfe lwe
image_sample_b v[0:1], v[100:102], s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_2D d16
image_sample_b v[0:2], v[100:102], s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_2D tfe d16
image_sample_b v0, v[100:102], s[8:15], s[12:15] dim:SQ_RSRC_IMG_2D
image_sample_lz v[0:3], v100, s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_1D
image_sample_lz v[10:13], v20, s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_1D a16
image_sample_lz v3, v[101:102], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D unorm
image_sample_lz v200, [v41, v44], s[16:23], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D
image_sample_lz v10, v20, s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D a16
image_sample_lz v[6:7], v[102:104], s[8:15], s[12:15] dmask:0x3 dim:SQ_RSRC_IMG_3D glc
image_sample_lz v[200:201], [v42, v45, v48], s[16:23], s[12:15] dmask:0x3 dim:SQ_RSRC_IMG_3D
image_sample_lz v[10:11], v[20:21], s[8:15], s[12:15] dmask:0x3 dim:SQ_RSRC_IMG_3D a16
image_sample_lz v[10:11], [v60, v62], s[8:15], s[12:15] dmask:0x3 dim:SQ_RSRC_IMG_3D a16
image_sample_lz v[9:10], v[103:105], s[8:15], s[12:15] dmask:0x5 dim:SQ_RSRC_IMG_CUBE slc
image_sample_lz v[200:201], [v43, v46, v49], s[16:23], s[12:15] dmask:0x5 dim:SQ_RSRC_IMG_CUBE
image_sample_lz v[10:11], v[20:21], s[8:15], s[12:15] dmask:0x5 dim:SQ_RSRC_IMG_CUBE a16
image_sample_lz v[10:11], [v60, v62], s[8:15], s[12:15] dmask:0x5 dim:SQ_RSRC_IMG_CUBE a16
image_sample_lz v[12:14], v[104:105], s[8:15], s[12:15] dmask:0x7 dim:SQ_RSRC_IMG_1D_ARRAY dlc
image_sample_lz v[200:202], [v44, v47], s[16:23], s[12:15] dmask:0x7 dim:SQ_RSRC_IMG_1D_ARRAY
image_sample_lz v[10:12], v20, s[8:15], s[12:15] dmask:0x7 dim:SQ_RSRC_IMG_1D_ARRAY a16
image_sample_lz v[15:18], v[105:107], s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_2D_ARRAY r128
image_sample_lz v[200:203], [v45, v48, v51], s[16:23], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_2D_ARRAY
image_sample_lz v[10:13], v[20:21], s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_2D_ARRAY a16
image_sample_lz v[10:13], [v60, v62], s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_2D_ARRAY a16
image_sample_lz v18, v[106:108], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA glc slc dlc
image_sample_lz v200, [v46, v49, v52], s[16:23], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA
image_sample_lz v10, v[20:21], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA a16
image_sample_lz v10, [v60, v62], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA a16
image_sample_lz v[21:22], v[107:110], s[8:15], s[12:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY unorm glc
image_sample_lz v[10:11], v[20:21], s[8:15], s[12:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY a16
image_sample_lz v[10:11], [v60, v62], s[8:15], s[12:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY a16
image_sample_lz v[0:4], v[100:101], s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_2D tfe
image_sample_lz v[0:3], v[100:101], s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_2D glc lwe
image_sample_lz v[0:4], v[100:101], s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_2D unorm glc slc dlc r128 tfe lwe
image_sample_lz v[0:1], v[100:101], s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_2D d16
image_sample_lz v[0:2], v[100:101], s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_2D tfe d16
image_sample_lz v0, v[100:101], s[8:15], s[12:15] dim:SQ_RSRC_IMG_2D
image_sample_c v[0:3], v[100:101], s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_1D
image_sample_c v[200:203], [v40, v43], s[16:23], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_1D
image_sample_c v[10:13], v[20:21], s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_1D a16
image_sample_c v[10:13], [v60, v62], s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_1D a16
image_sample_c v3, v[101:103], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D unorm
image_sample_c v200, [v41, v44, v47], s[16:23], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D
image_sample_c v10, v[20:21], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D a16
image_sample_c v10, [v60, v62], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D a16
image_sample_c v[6:7], v[102:105], s[8:15], s[12:15] dmask:0x3 dim:SQ_RSRC_IMG_3D glc
image_sample_c v[200:201], [v42, v45, v48, v51], s[16:23], s[12:15] dmask:0x3 dim:SQ_RSRC_IMG_3D
image_sample_c v[10:11], v[20:22], s[8:15], s[12:15] dmask:0x3 dim:SQ_RSRC_IMG_3D a16
image_sample_c v[10:11], [v60, v62, v64], s[8:15], s[12:15] dmask:0x3 dim:SQ_RSRC_IMG_3D a16
image_sample_c v[9:10], v[103:106], s[8:15], s[12:15] dmask:0x5 dim:SQ_RSRC_IMG_CUBE slc
image_sample_c v[200:201], [v43, v46, v49, v52], s[16:23], s[12:15] dmask:0x5 dim:SQ_RSRC_IMG_CUBE
image_sample_c v[10:11], v[20:22], s[8:15], s[12:15] dmask:0x5 dim:SQ_RSRC_IMG_CUBE a16
image_sample_c v[10:11], [v60, v62, v64], s[8:15], s[12:15] dmask:0x5 dim:SQ_RSRC_IMG_CUBE a16
image_sample_c v[12:14], v[104:106], s[8:15], s[12:15] dmask:0x7 dim:SQ_RSRC_IMG_1D_ARRAY dlc
image_sample_c v[200:202], [v44, v47, v50], s[16:23], s[12:15] dmask:0x7 dim:SQ_RSRC_IMG_1D_ARRAY
image_sample_c v[10:12], v[20:21], s[8:15], s[12:15] dmask:0x7 dim:SQ_RSRC_IMG_1D_ARRAY a16
image_sample_c v[10:12], [v60, v62], s[8:15], s[12:15] dmask:0x7 dim:SQ_RSRC_IMG_1D_ARRAY a16
image_sample_c v[15:18], v[105:108], s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_2D_ARRAY r128
image_sample_c v[200:203], [v45, v48, v51, v54], s[16:23], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_2D_ARRAY
image_sample_c v[10:13], v[20:22], s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_2D_ARRAY a16
image_sample_c v[10:13], [v60, v62, v64], s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_2D_ARRAY a16
image_sample_c v18, v[106:109], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA glc slc dlc
image_sample_c v200, [v46, v49, v52, v55], s[16:23], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA
image_sample_c v10, v[20:22], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA a16
image_sample_c v10, [v60, v62, v64], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA a16
image_sample_c v[0:4], v[100:102], s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_2D tfe
image_sample_c v[0:3], v[100:102], s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_2D glc lwe
image_sample_c v[0:4], v[100:102], s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_2D unorm glc slc dlc r128 tfe lwe
image_sample_c v[0:1], v[100:102], s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_2D d16
image_sample_c v[0:2], v[100:102], s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_2D tfe d16
image_sample_c v0, v[100:102], s[8:15], s[12:15] dim:SQ_RSRC_IMG_2D
image_sample_c_l v[0:3], v[100:102], s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_1D
image_sample_c_l v[200:203], [v40, v43, v46], s[16:23], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_1D
image_sample_c_l v[10:13], v[20:21], s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_1D a16
image_sample_c_l v[10:13], [v60, v62], s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_1D a16
image_sample_c_l v3, v[101:104], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D unorm
image_sample_c_l v200, [v41, v44, v47, v50], s[16:23], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D
image_sample_c_l v10, v[20:22], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D a16
image_sample_c_l v10, [v60, v62, v64], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D a16
image_sample_c_l v[6:7], v[102:106], s[8:15], s[12:15] dmask:0x3 dim:SQ_RSRC_IMG_3D glc
image_sample_c_l v[200:201], [v42, v45, v48, v51, v54], s[16:23], s[12:15] dmask:0x3 dim:SQ_RSRC_IMG_3D
image_sample_c_l v[10:11], v[20:22], s[8:15], s[12:15] dmask:0x3 dim:SQ_RSRC_IMG_3D a16
image_sample_c_l v[10:11], [v60, v62, v64], s[8:15], s[12:15] dmask:0x3 dim:SQ_RSRC_IMG_3D a16
image_sample_c_l v[9:10], v[103:107], s[8:15], s[12:15] dmask:0x5 dim:SQ_RSRC_IMG_CUBE slc
image_sample_c_l v[200:201], [v43, v46, v49, v52, v55], s[16:23], s[12:15] dmask:0x5 dim:SQ_RSRC_IMG_CUBE
image_sample_c_l v[10:11], v[20:22], s[8:15], s[12:15] dmask:0x5 dim:SQ_RSRC_IMG_CUBE a16
image_sample_c_l v[10:11], [v60, v62, v64], s[8:15], s[12:15] dmask:0x5 dim:SQ_RSRC_IMG_CUBE a16
image_sample_c_l v[12:14], v[104:107], s[8:15], s[12:15] dmask:0x7 dim:SQ_RSRC_IMG_1D_ARRAY dlc
image_sample_c_l v[200:202], [v44, v47, v50, v53], s[16:23], s[12:15] dmask:0x7 dim:SQ_RSRC_IMG_1D_ARRAY
image_sample_c_l v[10:12], v[20:22], s[8:15], s[12:15] dmask:0x7 dim:SQ_RSRC_IMG_1D_ARRAY a16
image_sample_c_l v[10:12], [v60, v62, v64], s[8:15], s[12:15] dmask:0x7 dim:SQ_RSRC_IMG_1D_ARRAY a16
image_sample_c_l v[15:18], v[105:109], s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_2D_ARRAY r128
image_sample_c_l v[200:203], [v45, v48, v51, v54, v57], s[16:23], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_2D_ARRAY
image_sample_c_l v[10:13], v[20:22], s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_2D_ARRAY a16
image_sample_c_l v[10:13], [v60, v62, v64], s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_2D_ARRAY a16
image_sample_c_l v18, v[106:110], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA glc slc dlc
image_sample_c_l v200, [v46, v49, v52, v55, v58], s[16:23], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA
image_sample_c_l v10, v[20:22], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA a16
image_sample_c_l v10, [v60, v62, v64], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA a16
image_sample_c_l v[0:4], v[100:103], s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_2D tfe
image_sample_c_l v[0:3], v[100:103], s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_2D glc lwe
image_sample_c_l v[0:4], v[100:103], s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_2D unorm glc slc dlc r128 tfe lwe
image_sample_c_l v[0:1], v[100:103], s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_2D d16
image_sample_c_l v[0:2], v[100:103], s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_2D tfe d16
image_sample_c_l v0, v[100:103], s[8:15], s[12:15] dim:SQ_RSRC_IMG_2D
image_sample_c_b v[0:3], v[100:102], s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_1D
image_sample_c_b v[200:203], [v40, v43, v46], s[16:23], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_1D
image_sample_c_b v[10:13], v[20:22], s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_1D a16
image_sample_c_b v[10:13], [v60, v62, v64], s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_1D a16
image_sample_c_b v3, v[101:104], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D unorm
image_sample_c_b v200, [v41, v44, v47, v50], s[16:23], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D
image_sample_c_b v10, v[20:22], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D a16
image_sample_c_b v10, [v60, v62, v64], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D a16
image_sample_c_b v[6:7], v[102:106], s[8:15], s[12:15] dmask:0x3 dim:SQ_RSRC_IMG_3D glc
image_sample_c_b v[200:201], [v42, v45, v48, v51, v54], s[16:23], s[12:15] dmask:0x3 dim:SQ_RSRC_IMG_3D
image_sample_c_b v[10:11], v[20:23], s[8:15], s[12:15] dmask:0x3 dim:SQ_RSRC_IMG_3D a16
image_sample_c_b v[10:11], [v60, v62, v64, v66], s[8:15], s[12:15] dmask:0x3 dim:SQ_RSRC_IMG_3D a16
image_sample_c_b v[9:10], v[103:107], s[8:15], s[12:15] dmask:0x5 dim:SQ_RSRC_IMG_CUBE slc
image_sample_c_b v[200:201], [v43, v46, v49, v52, v55], s[16:23], s[12:15] dmask:0x5 dim:SQ_RSRC_IMG_CUBE
image_sample_c_b v[10:11], v[20:23], s[8:15], s[12:15] dmask:0x5 dim:SQ_RSRC_IMG_CUBE a16
image_sample_c_b v[10:11], [v60, v62, v64, v66], s[8:15], s[12:15] dmask:0x5 dim:SQ_RSRC_IMG_CUBE a16
image_sample_c_b v[12:14], v[104:107], s[8:15], s[12:15] dmask:0x7 dim:SQ_RSRC_IMG_1D_ARRAY dlc
image_sample_c_b v[200:202], [v44, v47, v50, v53], s[16:23], s[12:15] dmask:0x7 dim:SQ_RSRC_IMG_1D_ARRAY
image_sample_c_b v[10:12], v[20:22], s[8:15], s[12:15] dmask:0x7 dim:SQ_RSRC_IMG_1D_ARRAY a16
image_sample_c_b v[10:12], [v60, v62, v64], s[8:15], s[12:15] dmask:0x7 dim:SQ_RSRC_IMG_1D_ARRAY a16
image_sample_c_b v[15:18], v[105:109], s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_2D_ARRAY r128
image_sample_c_b v[200:203], [v45, v48, v51, v54, v57], s[16:23], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_2D_ARRAY
image_sample_c_b v[10:13], v[20:23], s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_2D_ARRAY a16
image_sample_c_b v[10:13], [v60, v62, v64, v66], s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_2D_ARRAY a16
image_sample_c_b v18, v[106:110], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA glc slc dlc
image_sample_c_b v200, [v46, v49, v52, v55, v58], s[16:23], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA
image_sample_c_b v10, v[20:23], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA a16
image_sample_c_b v10, [v60, v62, v64, v66], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA a16
image_sample_c_b v[0:4], v[100:103], s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_2D tfe
image_sample_c_b v[0:3], v[100:103], s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_2D glc lwe
image_sample_c_b v[0:4], v[100:103], s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_2D unorm glc slc dlc r128 tfe lwe
image_sample_c_b v[0:1], v[100:103], s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_2D d16
image_sample_c_b v[0:2], v[100:103], s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_2D tfe d16
image_sample_c_b v0, v[100:103], s[8:15], s[12:15] dim:SQ_RSRC_IMG_2D
image_sample_c_lz v[0:3], v[100:101], s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_1D
image_sample_c_lz v[200:203], [v40, v43], s[16:23], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_1D
image_sample_c_lz v[10:13], v[20:21], s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_1D a16
image_sample_c_lz v[10:13], [v60, v62], s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_1D a16
image_sample_c_lz v3, v[101:103], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D unorm
image_sample_c_lz v200, [v41, v44, v47], s[16:23], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D
image_sample_c_lz v10, v[20:21], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D a16
image_sample_c_lz v10, [v60, v62], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D a16
image_sample_c_lz v[6:7], v[102:105], s[8:15], s[12:15] dmask:0x3 dim:SQ_RSRC_IMG_3D glc
image_sample_c_lz v[200:201], [v42, v45, v48, v51], s[16:23], s[12:15] dmask:0x3 dim:SQ_RSRC_IMG_3D
image_sample_c_lz v[10:11], v[20:22], s[8:15], s[12:15] dmask:0x3 dim:SQ_RSRC_IMG_3D a16
image_sample_c_lz v[10:11], [v60, v62, v64], s[8:15], s[12:15] dmask:0x3 dim:SQ_RSRC_IMG_3D a16
image_sample_c_lz v[9:10], v[103:106], s[8:15], s[12:15] dmask:0x5 dim:SQ_RSRC_IMG_CUBE slc
image_sample_c_lz v[200:201], [v43, v46, v49, v52], s[16:23], s[12:15] dmask:0x5 dim:SQ_RSRC_IMG_CUBE
image_sample_c_lz v[10:11], v[20:22], s[8:15], s[12:15] dmask:0x5 dim:SQ_RSRC_IMG_CUBE a16
image_sample_c_lz v[10:11], [v60, v62, v64], s[8:15], s[12:15] dmask:0x5 dim:SQ_RSRC_IMG_CUBE a16
image_sample_c_lz v[12:14], v[104:106], s[8:15], s[12:15] dmask:0x7 dim:SQ_RSRC_IMG_1D_ARRAY dlc
image_sample_c_lz v[200:202], [v44, v47, v50], s[16:23], s[12:15] dmask:0x7 dim:SQ_RSRC_IMG_1D_ARRAY
image_sample_c_lz v[10:12], v[20:21], s[8:15], s[12:15] dmask:0x7 dim:SQ_RSRC_IMG_1D_ARRAY a16
image_sample_c_lz v[10:12], [v60, v62], s[8:15], s[12:15] dmask:0x7 dim:SQ_RSRC_IMG_1D_ARRAY a16
image_sample_c_lz v[15:18], v[105:108], s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_2D_ARRAY r128
image_sample_c_lz v[200:203], [v45, v48, v51, v54], s[16:23], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_2D_ARRAY
image_sample_c_lz v[10:13], v[20:22], s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_2D_ARRAY a16
image_sample_c_lz v[10:13], [v60, v62, v64], s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_2D_ARRAY a16
image_sample_c_lz v18, v[106:109], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA glc slc dlc
image_sample_c_lz v200, [v46, v49, v52, v55], s[16:23], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA
image_sample_c_lz v10, v[20:22], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA a16
image_sample_c_lz v10, [v60, v62, v64], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA a16
image_sample_c_lz v[0:4], v[100:102], s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_2D tfe
image_sample_c_lz v[0:3], v[100:102], s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_2D glc lwe
image_sample_c_lz v[0:4], v[100:102], s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_2D unorm glc slc dlc r128 tfe lwe
image_sample_c_lz v[0:1], v[100:102], s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_2D d16
image_sample_c_lz v[0:2], v[100:102], s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_2D tfe d16
image_sample_c_lz v0, v[100:102], s[8:15], s[12:15] dim:SQ_RSRC_IMG_2D
image_gather4 v[0:3], v100, s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_gather4 v[10:13], v20, s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_1D a16
image_gather4 v[3:6], v[101:102], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D unorm
image_gather4 v[200:203], [v41, v44], s[16:23], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D
image_gather4 v[10:13], v20, s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D a16
image_gather4 v[6:9], v[102:104], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_3D glc
image_gather4 v[200:203], [v42, v45, v48], s[16:23], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_3D
image_gather4 v[10:13], v[20:21], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_3D a16
image_gather4 v[10:13], [v60, v62], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_3D a16
image_gather4 v[9:12], v[103:105], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_CUBE slc
image_gather4 v[200:203], [v43, v46, v49], s[16:23], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_CUBE
image_gather4 v[10:13], v[20:21], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_CUBE a16
image_gather4 v[10:13], [v60, v62], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_CUBE a16
image_gather4 v[12:15], v[104:105], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_1D_ARRAY dlc
image_gather4 v[200:203], [v44, v47], s[16:23], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_1D_ARRAY
image_gather4 v[10:13], v20, s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_1D_ARRAY a16
image_gather4 v[15:18], v[105:107], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_ARRAY r128
image_gather4 v[200:203], [v45, v48, v51], s[16:23], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_ARRAY
image_gather4 v[10:13], v[20:21], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_ARRAY a16
image_gather4 v[10:13], [v60, v62], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_ARRAY a16
image_gather4 v[18:21], v[106:108], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA glc slc dlc
image_gather4 v[200:203], [v46, v49, v52], s[16:23], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA
image_gather4 v[10:13], v[20:21], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA a16
image_gather4 v[10:13], [v60, v62], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA a16
image_gather4 v[21:24], v[107:110], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY unorm glc
image_gather4 v[10:13], v[20:21], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY a16
image_gather4 v[10:13], [v60, v62], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY a16
image_gather4 v[0:4], v[100:101], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D tfe
image_gather4 v[0:3], v[100:101], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D glc lwe
image_gather4 v[0:4], v[100:101], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D unorm glc slc dlc r128 tfe lwe
image_gather4 v[0:1], v[100:101], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D d16
image_gather4_lz v[0:3], v100, s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_gather4_lz v[10:13], v20, s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_1D a16
image_gather4_lz v[3:6], v[101:102], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D unorm
image_gather4_lz v[200:203], [v41, v44], s[16:23], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D
image_gather4_lz v[10:13], v20, s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D a16
image_gather4_lz v[6:9], v[102:104], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_3D glc
image_gather4_lz v[200:203], [v42, v45, v48], s[16:23], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_3D
image_gather4_lz v[10:13], v[20:21], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_3D a16
image_gather4_lz v[10:13], [v60, v62], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_3D a16
image_gather4_lz v[9:12], v[103:105], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_CUBE slc
image_gather4_lz v[200:203], [v43, v46, v49], s[16:23], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_CUBE
image_gather4_lz v[10:13], v[20:21], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_CUBE a16
image_gather4_lz v[10:13], [v60, v62], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_CUBE a16
image_gather4_lz v[12:15], v[104:105], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_1D_ARRAY dlc
image_gather4_lz v[200:203], [v44, v47], s[16:23], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_1D_ARRAY
image_gather4_lz v[10:13], v20, s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_1D_ARRAY a16
image_gather4_lz v[15:18], v[105:107], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_ARRAY r128
image_gather4_lz v[200:203], [v45, v48, v51], s[16:23], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_ARRAY
image_gather4_lz v[10:13], v[20:21], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_ARRAY a16
image_gather4_lz v[10:13], [v60, v62], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_ARRAY a16
image_gather4_lz v[18:21], v[106:108], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA glc slc dlc
image_gather4_lz v[200:203], [v46, v49, v52], s[16:23], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA
image_gather4_lz v[10:13], v[20:21], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA a16
image_gather4_lz v[10:13], [v60, v62], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA a16
image_gather4_lz v[21:24], v[107:110], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY unorm glc
image_gather4_lz v[10:13], v[20:21], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY a16
image_gather4_lz v[10:13], [v60, v62], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY a16
image_gather4_lz v[0:4], v[100:101], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D tfe
image_gather4_lz v[0:3], v[100:101], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D glc lwe
image_gather4_lz v[0:4], v[100:101], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D unorm glc slc dlc r128 tfe lwe
image_gather4_lz v[0:1], v[100:101], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D d16
image_gather4_c v[0:3], v[100:101], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_gather4_c v[200:203], [v40, v43], s[16:23], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_gather4_c v[10:13], v[20:21], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_1D a16
image_gather4_c v[10:13], [v60, v62], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_1D a16
image_gather4_c v[3:6], v[101:103], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D unorm
image_gather4_c v[200:203], [v41, v44, v47], s[16:23], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D
image_gather4_c v[10:13], v[20:21], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D a16
image_gather4_c v[10:13], [v60, v62], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D a16
image_gather4_c v[6:9], v[102:105], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_3D glc
image_gather4_c v[200:203], [v42, v45, v48, v51], s[16:23], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_3D
image_gather4_c v[10:13], v[20:22], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_3D a16
image_gather4_c v[10:13], [v60, v62, v64], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_3D a16
image_gather4_c v[9:12], v[103:106], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_CUBE slc
image_gather4_c v[200:203], [v43, v46, v49, v52], s[16:23], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_CUBE
image_gather4_c v[10:13], v[20:22], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_CUBE a16
image_gather4_c v[10:13], [v60, v62, v64], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_CUBE a16
image_gather4_c v[12:15], v[104:106], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_1D_ARRAY dlc
image_gather4_c v[200:203], [v44, v47, v50], s[16:23], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_1D_ARRAY
image_gather4_c v[10:13], v[20:21], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_1D_ARRAY a16
image_gather4_c v[10:13], [v60, v62], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_1D_ARRAY a16
image_gather4_c v[15:18], v[105:108], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_ARRAY r128
image_gather4_c v[200:203], [v45, v48, v51, v54], s[16:23], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_ARRAY
image_gather4_c v[10:13], v[20:22], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_ARRAY a16
image_gather4_c v[10:13], [v60, v62, v64], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_ARRAY a16
image_gather4_c v[18:21], v[106:109], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA glc slc dlc
image_gather4_c v[200:203], [v46, v49, v52, v55], s[16:23], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA
image_gather4_c v[10:13], v[20:22], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA a16
image_gather4_c v[10:13], [v60, v62, v64], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA a16
image_gather4_c v[0:4], v[100:102], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D tfe
image_gather4_c v[0:3], v[100:102], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D glc lwe
image_gather4_c v[0:4], v[100:102], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D unorm glc slc dlc r128 tfe lwe
image_gather4_c v[0:1], v[100:102], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D d16
image_gather4_c_lz v[0:3], v[100:101], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_gather4_c_lz v[200:203], [v40, v43], s[16:23], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_gather4_c_lz v[10:13], v[20:21], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_1D a16
image_gather4_c_lz v[10:13], [v60, v62], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_1D a16
image_gather4_c_lz v[3:6], v[101:103], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D unorm
image_gather4_c_lz v[200:203], [v41, v44, v47], s[16:23], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D
image_gather4_c_lz v[10:13], v[20:21], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D a16
image_gather4_c_lz v[10:13], [v60, v62], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D a16
image_gather4_c_lz v[6:9], v[102:105], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_3D glc
image_gather4_c_lz v[200:203], [v42, v45, v48, v51], s[16:23], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_3D
image_gather4_c_lz v[10:13], v[20:22], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_3D a16
image_gather4_c_lz v[10:13], [v60, v62, v64], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_3D a16
image_gather4_c_lz v[9:12], v[103:106], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_CUBE slc
image_gather4_c_lz v[200:203], [v43, v46, v49, v52], s[16:23], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_CUBE
image_gather4_c_lz v[10:13], v[20:22], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_CUBE a16
image_gather4_c_lz v[10:13], [v60, v62, v64], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_CUBE a16
image_gather4_c_lz v[12:15], v[104:106], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_1D_ARRAY dlc
image_gather4_c_lz v[200:203], [v44, v47, v50], s[16:23], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_1D_ARRAY
image_gather4_c_lz v[10:13], v[20:21], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_1D_ARRAY a16
image_gather4_c_lz v[10:13], [v60, v62], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_1D_ARRAY a16
image_gather4_c_lz v[15:18], v[105:108], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_ARRAY r128
image_gather4_c_lz v[200:203], [v45, v48, v51, v54], s[16:23], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_ARRAY
image_gather4_c_lz v[10:13], v[20:22], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_ARRAY a16
image_gather4_c_lz v[10:13], [v60, v62, v64], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_ARRAY a16
image_gather4_c_lz v[18:21], v[106:109], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA glc slc dlc
image_gather4_c_lz v[200:203], [v46, v49, v52, v55], s[16:23], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA
image_gather4_c_lz v[10:13], v[20:22], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA a16
image_gather4_c_lz v[10:13], [v60, v62, v64], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA a16
image_gather4_c_lz v[0:4], v[100:102], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D tfe
image_gather4_c_lz v[0:3], v[100:102], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D glc lwe
image_gather4_c_lz v[0:4], v[100:102], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D unorm glc slc dlc r128 tfe lwe
image_gather4_c_lz v[0:1], v[100:102], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D d16
image_get_lod v[0:3], v100, s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_1D
image_get_lod v[10:13], v20, s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_1D a16
image_get_lod v3, v[101:102], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D unorm
image_get_lod v200, [v41, v44], s[16:23], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D
image_get_lod v10, v20, s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D a16
image_get_lod v[6:7], v[102:104], s[8:15], s[12:15] dmask:0x3 dim:SQ_RSRC_IMG_3D glc
image_get_lod v[200:201], [v42, v45, v48], s[16:23], s[12:15] dmask:0x3 dim:SQ_RSRC_IMG_3D
image_get_lod v[10:11], v[20:21], s[8:15], s[12:15] dmask:0x3 dim:SQ_RSRC_IMG_3D a16
image_get_lod v[10:11], [v60, v62], s[8:15], s[12:15] dmask:0x3 dim:SQ_RSRC_IMG_3D a16
image_get_lod v[9:10], v[103:105], s[8:15], s[12:15] dmask:0x5 dim:SQ_RSRC_IMG_CUBE slc
image_get_lod v[200:201], [v43, v46, v49], s[16:23], s[12:15] dmask:0x5 dim:SQ_RSRC_IMG_CUBE
image_get_lod v[10:11], v[20:21], s[8:15], s[12:15] dmask:0x5 dim:SQ_RSRC_IMG_CUBE a16
image_get_lod v[10:11], [v60, v62], s[8:15], s[12:15] dmask:0x5 dim:SQ_RSRC_IMG_CUBE a16
image_get_lod v[12:14], v[104:105], s[8:15], s[12:15] dmask:0x7 dim:SQ_RSRC_IMG_1D_ARRAY dlc
image_get_lod v[200:202], [v44, v47], s[16:23], s[12:15] dmask:0x7 dim:SQ_RSRC_IMG_1D_ARRAY
image_get_lod v[10:12], v20, s[8:15], s[12:15] dmask:0x7 dim:SQ_RSRC_IMG_1D_ARRAY a16
image_get_lod v[15:18], v[105:107], s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_2D_ARRAY r128
image_get_lod v[200:203], [v45, v48, v51], s[16:23], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_2D_ARRAY
image_get_lod v[10:13], v[20:21], s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_2D_ARRAY a16
image_get_lod v[10:13], [v60, v62], s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_2D_ARRAY a16
image_get_lod v18, v[106:108], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA glc slc dlc
image_get_lod v200, [v46, v49, v52], s[16:23], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA
image_get_lod v10, v[20:21], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA a16
image_get_lod v10, [v60, v62], s[8:15], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA a16
image_get_lod v[21:22], v[107:110], s[8:15], s[12:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY unorm glc
image_get_lod v[10:11], v[20:21], s[8:15], s[12:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY a16
image_get_lod v[10:11], [v60, v62], s[8:15], s[12:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY a16
image_get_lod v[0:4], v[100:101], s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_2D tfe
image_get_lod v[0:3], v[100:101], s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_2D glc lwe
image_get_lod v[0:4], v[100:101], s[8:15], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_2D unorm glc slc dlc r128 tfe lwe
image_get_lod v0, v[100:101], s[8:15], s[12:15] dim:SQ_RSRC_IMG_2D
