; MUBUF: every opcode with off/offen/idxen/both addressing, soffset kinds and cache flags.
buffer_load_format_x v1, off, s[4:7], s1
buffer_load_format_x v1, v0, s[4:7], s1 offen offset:0
buffer_load_format_x v255, v255, s[8:11], s2 idxen glc slc
buffer_load_format_x v1, v[254:255], s[4:7], s3 idxen offen offset:4095 glc slc dlc
buffer_load_format_xy v[8:9], off, s[8:11], m0
buffer_load_format_xy v[8:9], v3, s[4:7], m0 offen offset:97
buffer_load_format_xy v[254:255], v255, s[8:11], s2 idxen slc
buffer_load_format_xy v[8:9], v[254:255], s[4:7], s3 idxen offen offset:4095 glc slc dlc
buffer_load_format_xyz v[15:17], off, ttmp[4:7], 0
buffer_load_format_xyz v[15:17], v6, s[4:7], 0 offen offset:194
buffer_load_format_xyz v[253:255], v255, s[8:11], s2 idxen glc slc
buffer_load_format_xyz v[15:17], v[254:255], s[4:7], s3 idxen offen offset:4095 glc slc dlc
buffer_load_format_xyzw v[22:25], off, s[100:103], -1
buffer_load_format_xyzw v[22:25], v9, s[4:7], -1 offen offset:291
buffer_load_format_xyzw v[252:255], v255, s[8:11], s2 idxen slc
buffer_load_format_xyzw v[22:25], v[254:255], s[4:7], s3 idxen offen offset:4095 glc slc dlc
buffer_store_format_x v29, off, s[4:7], s105
buffer_store_format_x v29, v12, s[4:7], s105 offen offset:388
buffer_store_format_x v255, v255, s[8:11], s2 idxen glc slc
buffer_store_format_x v29, v[254:255], s[4:7], s3 idxen offen offset:4095 glc slc dlc
buffer_store_format_xy v[36:37], off, s[8:11], vcc_lo
buffer_store_format_xy v[36:37], v15, s[4:7], vcc_lo offen offset:485
buffer_store_format_xy v[254:255], v255, s[8:11], s2 idxen slc
buffer_store_format_xy v[36:37], v[254:255], s[4:7], s3 idxen offen offset:4095 glc slc dlc
buffer_store_format_xyz v[43:45], off, ttmp[4:7], ttmp3
buffer_store_format_xyz v[43:45], v18, s[4:7], ttmp3 offen offset:582
buffer_store_format_xyz v[253:255], v255, s[8:11], s2 idxen glc slc
buffer_store_format_xyz v[43:45], v[254:255], s[4:7], s3 idxen offen offset:4095 glc slc dlc
buffer_store_format_xyzw v[50:53], off, s[100:103], 64
buffer_store_format_xyzw v[50:53], v21, s[4:7], 64 offen offset:679
buffer_store_format_xyzw v[252:255], v255, s[8:11], s2 idxen slc
buffer_store_format_xyzw v[50:53], v[254:255], s[4:7], s3 idxen offen offset:4095 glc slc dlc
buffer_load_ubyte v57, off, s[4:7], 0.5
buffer_load_ubyte v57, v24, s[4:7], 0.5 offen offset:776
buffer_load_ubyte v255, v255, s[8:11], s2 idxen glc slc
buffer_load_ubyte v57, v[254:255], s[4:7], s3 idxen offen offset:4095 glc slc dlc
buffer_load_sbyte v64, off, s[8:11], -16
buffer_load_sbyte v64, v27, s[4:7], -16 offen offset:873
buffer_load_sbyte v255, v255, s[8:11], s2 idxen slc
buffer_load_sbyte v64, v[254:255], s[4:7], s3 idxen offen offset:4095 glc slc dlc
buffer_load_ushort v71, off, ttmp[4:7], exec_hi
buffer_load_ushort v71, v30, s[4:7], exec_hi offen offset:970
buffer_load_ushort v255, v255, s[8:11], s2 idxen glc slc
buffer_load_ushort v71, v[254:255], s[4:7], s3 idxen offen offset:4095 glc slc dlc
buffer_load_sshort v78, off, s[100:103], null
buffer_load_sshort v78, v33, s[4:7], null offen offset:1067
buffer_load_sshort v255, v255, s[8:11], s2 idxen slc
buffer_load_sshort v78, v[254:255], s[4:7], s3 idxen offen offset:4095 glc slc dlc
buffer_load_dword v85, off, s[4:7], s1
buffer_load_dword v85, v36, s[4:7], s1 offen offset:1164
buffer_load_dword v255, v255, s[8:11], s2 idxen glc slc
buffer_load_dword v85, v[254:255], s[4:7], s3 idxen offen offset:4095 glc slc dlc
buffer_load_dwordx2 v[92:93], off, s[8:11], m0
buffer_load_dwordx2 v[92:93], v39, s[4:7], m0 offen offset:1261
buffer_load_dwordx2 v[254:255], v255, s[8:11], s2 idxen slc
buffer_load_dwordx2 v[92:93], v[254:255], s[4:7], s3 idxen offen offset:4095 glc slc dlc
buffer_load_dwordx4 v[99:102], off, ttmp[4:7], 0
buffer_load_dwordx4 v[99:102], v42, s[4:7], 0 offen offset:1358
buffer_load_dwordx4 v[252:255], v255, s[8:11], s2 idxen glc slc
buffer_load_dwordx4 v[99:102], v[254:255], s[4:7], s3 idxen offen offset:4095 glc slc dlc
buffer_load_dwordx3 v[106:108], off, s[100:103], -1
buffer_load_dwordx3 v[106:108], v45, s[4:7], -1 offen offset:1455
buffer_load_dwordx3 v[253:255], v255, s[8:11], s2 idxen slc
buffer_load_dwordx3 v[106:108], v[254:255], s[4:7], s3 idxen offen offset:4095 glc slc dlc
buffer_store_byte v113, off, s[4:7], s105
buffer_store_byte v113, v48, s[4:7], s105 offen offset:1552
buffer_store_byte v255, v255, s[8:11], s2 idxen glc slc
buffer_store_byte v113, v[254:255], s[4:7], s3 idxen offen offset:4095 glc slc dlc
buffer_store_short v120, off, s[8:11], vcc_lo
buffer_store_short v120, v51, s[4:7], vcc_lo offen offset:1649
buffer_store_short v255, v255, s[8:11], s2 idxen slc
buffer_store_short v120, v[254:255], s[4:7], s3 idxen offen offset:4095 glc slc dlc
buffer_store_dword v127, off, ttmp[4:7], ttmp3
buffer_store_dword v127, v54, s[4:7], ttmp3 offen offset:1746
buffer_store_dword v255, v255, s[8:11], s2 idxen glc slc
buffer_store_dword v127, v[254:255], s[4:7], s3 idxen offen offset:4095 glc slc dlc
buffer_store_dwordx2 v[134:135], off, s[100:103], 64
buffer_store_dwordx2 v[134:135], v57, s[4:7], 64 offen offset:1843
buffer_store_dwordx2 v[254:255], v255, s[8:11], s2 idxen slc
buffer_store_dwordx2 v[134:135], v[254:255], s[4:7], s3 idxen offen offset:4095 glc slc dlc
buffer_store_dwordx4 v[141:144], off, s[4:7], 0.5
buffer_store_dwordx4 v[141:144], v60, s[4:7], 0.5 offen offset:1940
buffer_store_dwordx4 v[252:255], v255, s[8:11], s2 idxen glc slc
buffer_store_dwordx4 v[141:144], v[254:255], s[4:7], s3 idxen offen offset:4095 glc slc dlc
buffer_store_dwordx3 v[148:150], off, s[8:11], -16
buffer_store_dwordx3 v[148:150], v63, s[4:7], -16 offen offset:2037
buffer_store_dwordx3 v[253:255], v255, s[8:11], s2 idxen slc
buffer_store_dwordx3 v[148:150], v[254:255], s[4:7], s3 idxen offen offset:4095 glc slc dlc
buffer_atomic_swap v155, off, ttmp[4:7], exec_hi
buffer_atomic_swap v155, v66, s[4:7], exec_hi offen offset:2134 glc
buffer_atomic_swap v255, v255, s[8:11], s2 idxen glc slc
buffer_atomic_swap v155, v[254:255], s[4:7], s3 idxen offen offset:4095 glc slc dlc
buffer_atomic_cmpswap v[162:163], off, s[100:103], null
buffer_atomic_cmpswap v[162:163], v69, s[4:7], null offen offset:2231 glc
buffer_atomic_cmpswap v[254:255], v255, s[8:11], s2 idxen slc
buffer_atomic_cmpswap v[162:163], v[254:255], s[4:7], s3 idxen offen offset:4095 glc slc dlc
buffer_atomic_add v169, off, s[4:7], s1
buffer_atomic_add v169, v72, s[4:7], s1 offen offset:2328 glc
buffer_atomic_add v255, v255, s[8:11], s2 idxen glc slc
buffer_atomic_add v169, v[254:255], s[4:7], s3 idxen offen offset:4095 glc slc dlc
buffer_atomic_sub v176, off, s[8:11], m0
buffer_atomic_sub v176, v75, s[4:7], m0 offen offset:2425 glc
buffer_atomic_sub v255, v255, s[8:11], s2 idxen slc
buffer_atomic_sub v176, v[254:255], s[4:7], s3 idxen offen offset:4095 glc slc dlc
buffer_atomic_smin v183, off, ttmp[4:7], 0
buffer_atomic_smin v183, v78, s[4:7], 0 offen offset:2522 glc
buffer_atomic_smin v255, v255, s[8:11], s2 idxen glc slc
buffer_atomic_smin v183, v[254:255], s[4:7], s3 idxen offen offset:4095 glc slc dlc
buffer_atomic_umin v190, off, s[100:103], -1
buffer_atomic_umin v190, v81, s[4:7], -1 offen offset:2619 glc
buffer_atomic_umin v255, v255, s[8:11], s2 idxen slc
buffer_atomic_umin v190, v[254:255], s[4:7], s3 idxen offen offset:4095 glc slc dlc
buffer_atomic_smax v197, off, s[4:7], s105
buffer_atomic_smax v197, v84, s[4:7], s105 offen offset:2716 glc
buffer_atomic_smax v255, v255, s[8:11], s2 idxen glc slc
buffer_atomic_smax v197, v[254:255], s[4:7], s3 idxen offen offset:4095 glc slc dlc
buffer_atomic_umax v4, off, s[8:11], vcc_lo
buffer_atomic_umax v4, v87, s[4:7], vcc_lo offen offset:2813 glc
buffer_atomic_umax v255, v255, s[8:11], s2 idxen slc
buffer_atomic_umax v4, v[254:255], s[4:7], s3 idxen offen offset:4095 glc slc dlc
buffer_atomic_and v11, off, ttmp[4:7], ttmp3
buffer_atomic_and v11, v90, s[4:7], ttmp3 offen offset:2910 glc
buffer_atomic_and v255, v255, s[8:11], s2 idxen glc slc
buffer_atomic_and v11, v[254:255], s[4:7], s3 idxen offen offset:4095 glc slc dlc
buffer_atomic_or v18, off, s[100:103], 64
buffer_atomic_or v18, v93, s[4:7], 64 offen offset:3007 glc
buffer_atomic_or v255, v255, s[8:11], s2 idxen slc
buffer_atomic_or v18, v[254:255], s[4:7], s3 idxen offen offset:4095 glc slc dlc
buffer_atomic_xor v25, off, s[4:7], 0.5
buffer_atomic_xor v25, v96, s[4:7], 0.5 offen offset:3104 glc
buffer_atomic_xor v255, v255, s[8:11], s2 idxen glc slc
buffer_atomic_xor v25, v[254:255], s[4:7], s3 idxen offen offset:4095 glc slc dlc
buffer_atomic_inc v32, off, s[8:11], -16
buffer_atomic_inc v32, v99, s[4:7], -16 offen offset:3201 glc
buffer_atomic_inc v255, v255, s[8:11], s2 idxen slc
buffer_atomic_inc v32, v[254:255], s[4:7], s3 idxen offen offset:4095 glc slc dlc
buffer_atomic_dec v39, off, ttmp[4:7], exec_hi
buffer_atomic_dec v39, v102, s[4:7], exec_hi offen offset:3298 glc
buffer_atomic_dec v255, v255, s[8:11], s2 idxen glc slc
buffer_atomic_dec v39, v[254:255], s[4:7], s3 idxen offen offset:4095 glc slc dlc
buffer_atomic_swap_x2 v[46:47], off, s[100:103], null
buffer_atomic_swap_x2 v[46:47], v105, s[4:7], null offen offset:3395 glc
buffer_atomic_swap_x2 v[254:255], v255, s[8:11], s2 idxen slc
buffer_atomic_swap_x2 v[46:47], v[254:255], s[4:7], s3 idxen offen offset:4095 glc slc dlc
buffer_atomic_cmpswap_x2 v[53:56], off, s[4:7], s1
buffer_atomic_cmpswap_x2 v[53:56], v108, s[4:7], s1 offen offset:3492 glc
buffer_atomic_cmpswap_x2 v[252:255], v255, s[8:11], s2 idxen glc slc
buffer_atomic_cmpswap_x2 v[53:56], v[254:255], s[4:7], s3 idxen offen offset:4095 glc slc dlc
buffer_atomic_add_x2 v[60:61], off, s[8:11], m0
buffer_atomic_add_x2 v[60:61], v111, s[4:7], m0 offen offset:3589 glc
buffer_atomic_add_x2 v[254:255], v255, s[8:11], s2 idxen slc
buffer_atomic_add_x2 v[60:61], v[254:255], s[4:7], s3 idxen offen offset:4095 glc slc dlc
buffer_atomic_sub_x2 v[67:68], off, ttmp[4:7], 0
buffer_atomic_sub_x2 v[67:68], v114, s[4:7], 0 offen offset:3686 glc
buffer_atomic_sub_x2 v[254:255], v255, s[8:11], s2 idxen glc slc
buffer_atomic_sub_x2 v[67:68], v[254:255], s[4:7], s3 idxen offen offset:4095 glc slc dlc
buffer_atomic_smin_x2 v[74:75], off, s[100:103], -1
buffer_atomic_smin_x2 v[74:75], v117, s[4:7], -1 offen offset:3783 glc
buffer_atomic_smin_x2 v[254:255], v255, s[8:11], s2 idxen slc
buffer_atomic_smin_x2 v[74:75], v[254:255], s[4:7], s3 idxen offen offset:4095 glc slc dlc
buffer_atomic_umin_x2 v[81:82], off, s[4:7], s105
buffer_atomic_umin_x2 v[81:82], v120, s[4:7], s105 offen offset:3880 glc
buffer_atomic_umin_x2 v[254:255], v255, s[8:11], s2 idxen glc slc
buffer_atomic_umin_x2 v[81:82], v[254:255], s[4:7], s3 idxen offen offset:4095 glc slc dlc
buffer_atomic_smax_x2 v[88:89], off, s[8:11], vcc_lo
buffer_atomic_smax_x2 v[88:89], v123, s[4:7], vcc_lo offen offset:3977 glc
buffer_atomic_smax_x2 v[254:255], v255, s[8:11], s2 idxen slc
buffer_atomic_smax_x2 v[88:89], v[254:255], s[4:7], s3 idxen offen offset:4095 glc slc dlc
buffer_atomic_umax_x2 v[95:96], off, ttmp[4:7], ttmp3
buffer_atomic_umax_x2 v[95:96], v126, s[4:7], ttmp3 offen offset:4074 glc
buffer_atomic_umax_x2 v[254:255], v255, s[8:11], s2 idxen glc slc
buffer_atomic_umax_x2 v[95:96], v[254:255], s[4:7], s3 idxen offen offset:4095 glc slc dlc
buffer_atomic_and_x2 v[102:103], off, s[100:103], 64
buffer_atomic_and_x2 v[102:103], v129, s[4:7], 64 offen offset:75 glc
buffer_atomic_and_x2 v[254:255], v255, s[8:11], s2 idxen slc
buffer_atomic_and_x2 v[102:103], v[254:255], s[4:7], s3 idxen offen offset:4095 glc slc dlc
buffer_atomic_or_x2 v[109:110], off, s[4:7], 0.5
buffer_atomic_or_x2 v[109:110], v132, s[4:7], 0.5 offen offset:172 glc
buffer_atomic_or_x2 v[254:255], v255, s[8:11], s2 idxen glc slc
buffer_atomic_or_x2 v[109:110], v[254:255], s[4:7], s3 idxen offen offset:4095 glc slc dlc
buffer_atomic_xor_x2 v[116:117], off, s[8:11], -16
buffer_atomic_xor_x2 v[116:117], v135, s[4:7], -16 offen offset:269 glc
buffer_atomic_xor_x2 v[254:255], v255, s[8:11], s2 idxen slc
buffer_atomic_xor_x2 v[116:117], v[254:255], s[4:7], s3 idxen offen offset:4095 glc slc dlc
buffer_atomic_inc_x2 v[123:124], off, ttmp[4:7], exec_hi
buffer_atomic_inc_x2 v[123:124], v138, s[4:7], exec_hi offen offset:366 glc
buffer_atomic_inc_x2 v[254:255], v255, s[8:11], s2 idxen glc slc
buffer_atomic_inc_x2 v[123:124], v[254:255], s[4:7], s3 idxen offen offset:4095 glc slc dlc
buffer_atomic_dec_x2 v[130:131], off, s[100:103], null
buffer_atomic_dec_x2 v[130:131], v141, s[4:7], null offen offset:463 glc
buffer_atomic_dec_x2 v[254:255], v255, s[8:11], s2 idxen slc
buffer_atomic_dec_x2 v[130:131], v[254:255], s[4:7], s3 idxen offen offset:4095 glc slc dlc
buffer_gl0_inv
buffer_gl1_inv
buffer_load_dword v0, off, s[0:3], 0 offset:1
buffer_load_dword v0, off, s[0:3], s0 tfe
buffer_load_dword v0, v1, s[0:3], s0 offen tfe
buffer_load_dword v0, off, s[0:3], s0 slc
buffer_load_dword v0, off, s[0:3], s0 glc
buffer_store_dword v0, v1, s[0:3], s0 idxen offset:12 slc
buffer_load_dword v0, off, s[0:3], 0.15915494
buffer_load_dword v0, off, s[0:3], -4.0
buffer_load_dword v0, off, s[0:3], src_scc
buffer_load_dword v0, off, s[0:3], s0 dlc
buffer_load_dword v0, v2, s[0:3], s0 offen glc dlc
