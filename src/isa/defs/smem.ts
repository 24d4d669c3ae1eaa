/**
 * Scalar memory instructions (SMEM). Slot fields: `sdata` (loaded or stored
 * SGPRs), `sbase` (64-bit address or 128-bit buffer descriptor) and `offset`
 * (an immediate byte offset or an SGPR; an SGPR with an extra immediate is
 * written `s4 offset:0x10`). Cache policy glc (all) and dlc (GFX10+).
 */
import { defs, type InstDef } from '../inst_def.js';

const B11 = (name: string) => ({ rename: { gfx11: name } });

export const SMEM_DEFS: InstDef[] = defs('SMEM', [
  ['s_load_dword', 'sdata sbase:b64 offset', B11('s_load_b32')],
  ['s_load_dwordx2', 'sdata:b64 sbase:b64 offset', B11('s_load_b64')],
  ['s_load_dwordx4', 'sdata:b128 sbase:b64 offset', B11('s_load_b128')],
  ['s_load_dwordx8', 'sdata:b256 sbase:b64 offset', B11('s_load_b256')],
  ['s_load_dwordx16', 'sdata:b512 sbase:b64 offset', B11('s_load_b512')],
  ['s_buffer_load_dword', 'sdata sbase:b128 offset', B11('s_buffer_load_b32')],
  ['s_buffer_load_dwordx2', 'sdata:b64 sbase:b128 offset', B11('s_buffer_load_b64')],
  ['s_buffer_load_dwordx4', 'sdata:b128 sbase:b128 offset', B11('s_buffer_load_b128')],
  ['s_buffer_load_dwordx8', 'sdata:b256 sbase:b128 offset', B11('s_buffer_load_b256')],
  ['s_buffer_load_dwordx16', 'sdata:b512 sbase:b128 offset', B11('s_buffer_load_b512')],
  ['s_store_dword', 'sdata sbase:b64 offset'],
  ['s_store_dwordx2', 'sdata:b64 sbase:b64 offset'],
  ['s_store_dwordx4', 'sdata:b128 sbase:b64 offset'],
  ['s_memtime', 'sdata:b64'],
  ['s_memrealtime', 'sdata:b64'],
  ['s_dcache_inv', ''],
  ['s_dcache_wb', ''],
  ['s_gl1_inv', ''],
]);
