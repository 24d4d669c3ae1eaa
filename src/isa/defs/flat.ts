/**
 * FLAT and GLOBAL memory instructions: one encoding, told apart by its segment
 * field; flat_* rows have format FLAT and global_* rows format GLOBAL. Slot
 * fields: `vdst`, `vaddr` (64-bit address; 32-bit offset when a global access
 * has an SGPR base), `vdata`, `saddr` (global only: SGPR pair or `off`).
 * Atomics share one opcode with and without return: with glc they return the
 * old value into a `vdst` placed first (the codec adds it; its width is vdata's,
 * half of it for cmpswap). Modifiers: signed `offset`, glc, slc, dlc (GFX10+).
 */
import type { InstDef, Slot } from '../inst_def.js';
import { slots } from '../inst_def.js';
import type { ValueType } from '../operand_text.js';

type Kind = 'load' | 'store' | 'atomic';

/** [pre-GFX11 suffix, GFX11 suffix, kind, data type] */
type Row = readonly [string, string, Kind, ValueType];

const ROWS: readonly Row[] = [
  ['load_ubyte', 'load_u8', 'load', 'b32'],
  ['load_sbyte', 'load_i8', 'load', 'b32'],
  ['load_ushort', 'load_u16', 'load', 'b32'],
  ['load_sshort', 'load_i16', 'load', 'b32'],
  ['load_dword', 'load_b32', 'load', 'b32'],
  ['load_dwordx2', 'load_b64', 'load', 'b64'],
  ['load_dwordx3', 'load_b96', 'load', 'b96'],
  ['load_dwordx4', 'load_b128', 'load', 'b128'],
  ['load_ubyte_d16', 'load_d16_u8', 'load', 'b32'],
  ['load_ubyte_d16_hi', 'load_d16_hi_u8', 'load', 'b32'],
  ['load_sbyte_d16', 'load_d16_i8', 'load', 'b32'],
  ['load_sbyte_d16_hi', 'load_d16_hi_i8', 'load', 'b32'],
  ['load_short_d16', 'load_d16_b16', 'load', 'b32'],
  ['load_short_d16_hi', 'load_d16_hi_b16', 'load', 'b32'],
  ['store_byte', 'store_b8', 'store', 'b32'],
  ['store_short', 'store_b16', 'store', 'b32'],
  ['store_dword', 'store_b32', 'store', 'b32'],
  ['store_dwordx2', 'store_b64', 'store', 'b64'],
  ['store_dwordx3', 'store_b96', 'store', 'b96'],
  ['store_dwordx4', 'store_b128', 'store', 'b128'],
  ['store_byte_d16_hi', 'store_d16_hi_b8', 'store', 'b32'],
  ['store_short_d16_hi', 'store_d16_hi_b16', 'store', 'b32'],
  ['atomic_swap', 'atomic_swap_b32', 'atomic', 'b32'],
  ['atomic_cmpswap', 'atomic_cmpswap_b32', 'atomic', 'b64'],
  ['atomic_add', 'atomic_add_u32', 'atomic', 'b32'],
  ['atomic_sub', 'atomic_sub_u32', 'atomic', 'b32'],
  ['atomic_smin', 'atomic_min_i32', 'atomic', 'b32'],
  ['atomic_umin', 'atomic_min_u32', 'atomic', 'b32'],
  ['atomic_smax', 'atomic_max_i32', 'atomic', 'b32'],
  ['atomic_umax', 'atomic_max_u32', 'atomic', 'b32'],
  ['atomic_and', 'atomic_and_b32', 'atomic', 'b32'],
  ['atomic_or', 'atomic_or_b32', 'atomic', 'b32'],
  ['atomic_xor', 'atomic_xor_b32', 'atomic', 'b32'],
  ['atomic_inc', 'atomic_inc_u32', 'atomic', 'b32'],
  ['atomic_dec', 'atomic_dec_u32', 'atomic', 'b32'],
  ['atomic_swap_x2', 'atomic_swap_b64', 'atomic', 'b64'],
  ['atomic_cmpswap_x2', 'atomic_cmpswap_b64', 'atomic', 'b128'],
  ['atomic_add_x2', 'atomic_add_u64', 'atomic', 'b64'],
  ['atomic_sub_x2', 'atomic_sub_u64', 'atomic', 'b64'],
  ['atomic_smin_x2', 'atomic_min_i64', 'atomic', 'b64'],
  ['atomic_umin_x2', 'atomic_min_u64', 'atomic', 'b64'],
  ['atomic_smax_x2', 'atomic_max_i64', 'atomic', 'b64'],
  ['atomic_umax_x2', 'atomic_max_u64', 'atomic', 'b64'],
  ['atomic_and_x2', 'atomic_and_b64', 'atomic', 'b64'],
  ['atomic_or_x2', 'atomic_or_b64', 'atomic', 'b64'],
  ['atomic_xor_x2', 'atomic_xor_b64', 'atomic', 'b64'],
  ['atomic_inc_x2', 'atomic_inc_u64', 'atomic', 'b64'],
  ['atomic_dec_x2', 'atomic_dec_u64', 'atomic', 'b64'],
];

/** Register range text for a probe operand of `type`. */
function probeReg(first: number, type: ValueType): string {
  const n = { b32: 1, b64: 2, b96: 3, b128: 4 }[type as 'b32' | 'b64' | 'b96' | 'b128'];
  return n === 1 ? `v${first}` : `v[${first}:${first + n - 1}]`;
}

function row(prefix: 'flat' | 'global', [name, name11, kind, type]: Row): InstDef {
  const global = prefix === 'global';
  const saddr = global ? ' saddr:b64' : '';
  const slotText = kind === 'load' ? `vdst:${type} vaddr:b64${saddr}` : `vaddr:b64 vdata:${type}${saddr}`;
  const data = probeReg(kind === 'load' ? 4 : 8, type);
  const probe = (kind === 'load' ? `${data}, v[2:3]` : `v[2:3], ${data}`) + (global ? ', off' : '');
  const s: Slot[] = slots(slotText);
  return { name: `${prefix}_${name}`, format: global ? 'GLOBAL' : 'FLAT', slots: s, rename: { gfx11: `${prefix}_${name11}` }, probe };
}

export const FLAT_DEFS: InstDef[] = [...ROWS.map((r) => row('flat', r)), ...ROWS.map((r) => row('global', r))];
