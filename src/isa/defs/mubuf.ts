/**
 * Untyped buffer instructions (MUBUF). Slots: `vdata` (loaded/stored data or
 * atomic operand, its type gives the register count), `vaddr` (the VGPR
 * address, or `off`; its size follows idxen/offen, so the slot type is
 * nominal), `srsrc` (buffer resource, 4 SGPRs) and `soffset` (SGPR or inline
 * constant). Cache-invalidate instructions have no operands.
 */
import { defs, type InstDef } from '../inst_def.js';

const RENAMED = (gfx11: string) => ({ rename: { gfx11 } });

/** A memory row: the probe writes `off` for vaddr, which every buffer op accepts. */
function row(name: string, vdata: 'b32' | 'b64' | 'b96' | 'b128', gfx11?: string) {
  const regs = { b32: 'v2', b64: 'v[2:3]', b96: 'v[2:4]', b128: 'v[2:5]' }[vdata];
  return [name, `vdata:${vdata} vaddr srsrc:b128 soffset`, { probe: `${regs}, off, s[4:7], s2`, ...(gfx11 ? RENAMED(gfx11) : {}) }] as const;
}

export const MUBUF_DEFS: InstDef[] = defs('MUBUF', [
  row('buffer_load_format_x', 'b32'),
  row('buffer_load_format_xy', 'b64'),
  row('buffer_load_format_xyz', 'b96'),
  row('buffer_load_format_xyzw', 'b128'),
  row('buffer_store_format_x', 'b32'),
  row('buffer_store_format_xy', 'b64'),
  row('buffer_store_format_xyz', 'b96'),
  row('buffer_store_format_xyzw', 'b128'),
  row('buffer_load_ubyte', 'b32', 'buffer_load_u8'),
  row('buffer_load_sbyte', 'b32', 'buffer_load_i8'),
  row('buffer_load_ushort', 'b32', 'buffer_load_u16'),
  row('buffer_load_sshort', 'b32', 'buffer_load_i16'),
  row('buffer_load_dword', 'b32', 'buffer_load_b32'),
  row('buffer_load_dwordx2', 'b64', 'buffer_load_b64'),
  row('buffer_load_dwordx3', 'b96', 'buffer_load_b96'),
  row('buffer_load_dwordx4', 'b128', 'buffer_load_b128'),
  row('buffer_store_byte', 'b32', 'buffer_store_b8'),
  row('buffer_store_short', 'b32', 'buffer_store_b16'),
  row('buffer_store_dword', 'b32', 'buffer_store_b32'),
  row('buffer_store_dwordx2', 'b64', 'buffer_store_b64'),
  row('buffer_store_dwordx3', 'b96', 'buffer_store_b96'),
  row('buffer_store_dwordx4', 'b128', 'buffer_store_b128'),
  row('buffer_atomic_swap', 'b32', 'buffer_atomic_swap_b32'),
  row('buffer_atomic_cmpswap', 'b64', 'buffer_atomic_cmpswap_b32'),
  row('buffer_atomic_add', 'b32', 'buffer_atomic_add_u32'),
  row('buffer_atomic_sub', 'b32', 'buffer_atomic_sub_u32'),
  row('buffer_atomic_smin', 'b32', 'buffer_atomic_min_i32'),
  row('buffer_atomic_umin', 'b32', 'buffer_atomic_min_u32'),
  row('buffer_atomic_smax', 'b32', 'buffer_atomic_max_i32'),
  row('buffer_atomic_umax', 'b32', 'buffer_atomic_max_u32'),
  row('buffer_atomic_and', 'b32', 'buffer_atomic_and_b32'),
  row('buffer_atomic_or', 'b32', 'buffer_atomic_or_b32'),
  row('buffer_atomic_xor', 'b32', 'buffer_atomic_xor_b32'),
  row('buffer_atomic_inc', 'b32', 'buffer_atomic_inc_u32'),
  row('buffer_atomic_dec', 'b32', 'buffer_atomic_dec_u32'),
  row('buffer_atomic_swap_x2', 'b64', 'buffer_atomic_swap_b64'),
  row('buffer_atomic_cmpswap_x2', 'b128', 'buffer_atomic_cmpswap_b64'),
  row('buffer_atomic_add_x2', 'b64', 'buffer_atomic_add_u64'),
  row('buffer_atomic_sub_x2', 'b64', 'buffer_atomic_sub_u64'),
  row('buffer_atomic_smin_x2', 'b64', 'buffer_atomic_min_i64'),
  row('buffer_atomic_umin_x2', 'b64', 'buffer_atomic_min_u64'),
  row('buffer_atomic_smax_x2', 'b64', 'buffer_atomic_max_i64'),
  row('buffer_atomic_umax_x2', 'b64', 'buffer_atomic_max_u64'),
  row('buffer_atomic_and_x2', 'b64', 'buffer_atomic_and_b64'),
  row('buffer_atomic_or_x2', 'b64', 'buffer_atomic_or_b64'),
  row('buffer_atomic_xor_x2', 'b64', 'buffer_atomic_xor_b64'),
  row('buffer_atomic_inc_x2', 'b64', 'buffer_atomic_inc_u64'),
  row('buffer_atomic_dec_x2', 'b64', 'buffer_atomic_dec_u64'),
  // Cache invalidation (memory barriers). GFX10+ assemble buffer_wbinvl1 as an alias of gl0_inv.
  ['buffer_wbinvl1', '', { only: ['gfx9'] }],
  ['buffer_gl0_inv', '', { only: ['gfx10', 'gfx10_3', 'gfx11'] }],
  ['buffer_gl1_inv', '', { only: ['gfx10', 'gfx10_3', 'gfx11'] }],
]);
