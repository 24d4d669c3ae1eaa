/**
 * One-line text of a register value for dumps and error reports:
 * `DB_SHADER_CONTROL = 0x00010010 { Z_ORDER=EARLY_Z_THEN_LATE_Z(1) PRIMITIVE_ORDERED_PIXEL_SHADER=1 }`.
 * Zero fields are left out; set bits no field covers are shown as `?bits=`.
 */
import { getField, type RegisterDb } from './register_db.js';

function hex8(value: number): string {
  return `0x${(value >>> 0).toString(16).padStart(8, '0')}`;
}

export function formatRegister(db: RegisterDb, byteOffset: number, value: number): string {
  const reg = db.byOffset(byteOffset);
  if (!reg) return `0x${byteOffset.toString(16)} (unknown) = ${hex8(value)}`;
  const parts: string[] = [];
  let covered = 0;
  for (const f of reg.fields) {
    covered |= f.mask;
    const x = getField(value, f);
    if (x === 0) continue;
    const enumerator = db.enumeratorName(f, x);
    parts.push(enumerator === undefined ? `${f.name}=${x}` : `${f.name}=${enumerator}(${x})`);
  }
  const stray = (value & ~covered) >>> 0;
  if (reg.fields.length > 0 && stray !== 0) parts.push(`?bits=0x${stray.toString(16)}`);
  const body = reg.fields.length === 0 ? '' : ` { ${parts.join(' ')}${parts.length ? ' ' : ''}}`;
  return `${reg.name} = ${hex8(value)}${body}`;
}
