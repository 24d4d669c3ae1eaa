/**
 * Named fields of PM4 packet body dwords (generated from pkt3.json), looked
 * up by body-dword name per gfx level, e.g. WRITE_DATA's CONTROL.DST_SEL.
 */
import type { GfxLevel } from '../../isa/gfx_level.js';
import { toFieldDefs, type FieldDef } from '../registers/register_db.js';
import { PKT3_BODY_DWORDS, PKT3_ENUMS, PKT3_TYPES } from './pkt3.generated.js';

/** FieldDefs per body-dword layout name, made once: packets are built and parsed for every submit. */
const TYPE_FIELDS = new Map<string, readonly FieldDef[]>();

/** The fields of a generated PM4 body-dword layout (e.g. GCR_CNTL); none for an unknown name. */
export function pkt3TypeFields(type: string): readonly FieldDef[] {
  let fields = TYPE_FIELDS.get(type);
  if (fields === undefined) TYPE_FIELDS.set(type, (fields = toFieldDefs(PKT3_TYPES[type])));
  return fields;
}

/** pkt3Field's answers by gfx level, opcode, body dword and field. */
const FIELDS = new Map<string, FieldDef>();

export function pkt3Field(gfx: GfxLevel, opcode: number, dwordName: string, fieldName: string): FieldDef {
  const key = `${gfx} ${opcode} ${dwordName} ${fieldName}`;
  const known = FIELDS.get(key);
  if (known !== undefined) return known;
  const row = PKT3_BODY_DWORDS[gfx].find(([op, , name]) => op === opcode && name === dwordName);
  const f = row?.[3] === undefined ? undefined : pkt3TypeFields(row[3]).find((x) => x.name === fieldName);
  if (!f) throw new Error(`no PM4 field ${dwordName}.${fieldName} for opcode 0x${opcode.toString(16)} on ${gfx}`);
  FIELDS.set(key, f);
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
