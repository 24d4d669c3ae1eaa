/**
 * Named fields of PM4 packet body dwords (generated from pkt3.json), looked
 * up by body-dword name per gfx level, e.g. WRITE_DATA's CONTROL.DST_SEL.
 */
import type { GfxLevel } from '../../isa/gfx_level.js';
import { toFieldDefs, type FieldDef } from '../registers/register_db.js';
import { PKT3_BODY_DWORDS, PKT3_ENUMS, PKT3_TYPES } from './pkt3.generated.js';

export function pkt3Field(gfx: GfxLevel, opcode: number, dwordName: string, fieldName: string): FieldDef {
  const row = PKT3_BODY_DWORDS[gfx].find(([op, , name]) => op === opcode && name === dwordName);
  const f = row?.[3] === undefined ? undefined : toFieldDefs(PKT3_TYPES[row[3]]).find((x) => x.name === fieldName);
  if (!f) throw new Error(`no PM4 field ${dwordName}.${fieldName} for opcode 0x${opcode.toString(16)} on ${gfx}`);
  return f;
}

export function pkt3EnumeratorName(field: FieldDef, value: number): string | undefined {
  if (field.enumName === undefined) return undefined;
  return PKT3_ENUMS[field.enumName]?.find(([, v]) => v === value)?.[0];
}

export function pkt3EnumValue(field: FieldDef, enumerator: string): number {
  const entry = field.enumName === undefined ? undefined : PKT3_ENUMS[field.enumName]?.find(([n]) => n === enumerator);
  if (!entry) throw new Error(`no enumerator ${enumerator} for PM4 field ${field.name}`);
  return entry[1];
}
