/** Builds register values field by field from the chip's register database (no hand-written bit positions). */
import type { GfxLevel } from '../isa/gfx_level.js';
import { registerDb, setField } from '../amd/registers/index.js';

/** A field value: a number, or an enumerator name of the field's enum. */
export type FieldValue = number | string;

export interface NamedRegWrite {
  readonly name: string;
  readonly value: number;
}

/** `reg` with the given fields set on top of `base` (default 0). */
export function regValue(gfx: GfxLevel, reg: string, fields: Readonly<Record<string, FieldValue>>, base = 0): number {
  const db = registerDb(gfx);
  let v = base >>> 0;
  for (const [name, value] of Object.entries(fields)) {
    const n = typeof value === 'string' ? db.enumValue(reg, name, value) : value;
    v = setField(v, db.field(reg, name), n);
  }
  return v >>> 0;
}

export function regWrite(gfx: GfxLevel, reg: string, fields: Readonly<Record<string, FieldValue>>, base = 0): NamedRegWrite {
  return { name: reg, value: regValue(gfx, reg, fields, base) };
}

const F32 = new Float32Array(1);
const U32 = new Uint32Array(F32.buffer);

/** The bits of an f32, for float registers (viewport, blend constants). */
export function f32Bits(v: number): number {
  F32[0] = v;
  return U32[0]!;
}
