/**
 * VOPC: vector compares. The e32 form writes `vcc` (slot field vcc, type lm,
 * not encoded); the e64 form writes an SGPR (pair in wave64). v_cmpx writes
 * exec and vcc on GFX9 but only exec on GFX10+, where it has no destination
 * operand at all, hence separate rows per generation range.
 */
import type { InstDef } from '../inst_def.js';
import type { GfxLevel } from '../gfx_level.js';
import type { ValueType } from '../operand_text.js';

const GFX9: GfxLevel[] = ['gfx9'];
const GFX10_UP: GfxLevel[] = ['gfx10', 'gfx10_3', 'gfx11'];

const FLOAT_CONDS = ['f', 'lt', 'eq', 'le', 'gt', 'lg', 'ge', 'o', 'u', 'nge', 'nlg', 'ngt', 'nle', 'neq', 'nlt', 'tru'];
const INT_CONDS = ['lt', 'eq', 'le', 'gt', 'ne', 'ge'];

function row(name: string, type: ValueType, src1: ValueType, cmpx: boolean, only?: GfxLevel[]): InstDef {
  const sources = [
    { field: 'src0', type },
    { field: 'vsrc1', type: src1 },
  ];
  // GFX11 spells the always-true float compare v_cmp_t_f32.
  const rename = name.includes('_tru_') ? { rename: { gfx11: name.replace('_tru_', '_t_') } } : {};
  const slots = cmpx && only === GFX10_UP ? sources : [{ field: 'vcc', type: 'lm' as ValueType }, ...sources];
  return { name, format: 'VOPC', slots, ...(only ? { only } : {}), ...rename };
}

function compares(kind: 'cmp' | 'cmpx'): InstDef[] {
  const out: InstDef[] = [];
  const ranges: Array<GfxLevel[] | undefined> = kind === 'cmp' ? [undefined] : [GFX9, GFX10_UP];
  for (const only of ranges) {
    const x = kind === 'cmpx';
    for (const c of FLOAT_CONDS) out.push(row(`v_${kind}_${c}_f32`, 'f32', 'f32', x, only));
    for (const t of ['i32', 'u32']) for (const c of INT_CONDS) out.push(row(`v_${kind}_${c}_${t}`, 'b32', 'b32', x, only));
    out.push(row(`v_${kind}_class_f32`, 'f32', 'b32', x, only));
  }
  return out;
}

export const VOPC_DEFS: InstDef[] = [
  ...compares('cmp'),
  ...compares('cmpx'),
  row('v_cmp_eq_u64', 'b64', 'b64', false),
  row('v_cmp_ne_u64', 'b64', 'b64', false),
  row('v_cmp_lt_f64', 'f64', 'f64', false),
  row('v_cmp_eq_f64', 'f64', 'f64', false),
  row('v_cmp_class_f64', 'f64', 'b32', false),
  row('v_cmp_class_f16', 'f16', 'b32', false),
];
