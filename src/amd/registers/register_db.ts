/**
 * Typed access to the generated register tables of one gfx level: registers
 * by name and byte offset, fields as shift/width/mask, enumerators by name.
 * Unknown names throw RegisterError (they are programming errors, not bad
 * input); an unknown offset returns undefined because command streams may
 * legitimately write registers popsim does not describe.
 */
import type { GfxLevel } from '../../isa/gfx_level.js';
import { RegisterError } from './register_error.js';
import type { RawEnumerator, RawField, RegisterTable } from './register_table.js';
import { REGISTERS_GFX9 } from './gfx9.generated.js';
import { REGISTERS_GFX10 } from './gfx10.generated.js';
import { REGISTERS_GFX10_3 } from './gfx10_3.generated.js';
import { REGISTERS_GFX11 } from './gfx11.generated.js';

export type RegisterSpace = 'context' | 'sh' | 'uconfig';

export interface FieldDef {
  readonly name: string;
  readonly shift: number;
  readonly width: number;
  /** In-place mask (already shifted), unsigned. */
  readonly mask: number;
  /** Name of the enum that names this field's values, if any. */
  readonly enumName?: string;
}

export interface RegisterDef {
  readonly name: string;
  readonly offset: number;
  readonly space: RegisterSpace;
  readonly fields: readonly FieldDef[];
}

/** A shader hardware register (s_getreg/s_setreg), e.g. MODE or POPS_PACKER. */
export interface HwregDef {
  readonly id: number;
  readonly name: string;
  readonly fields: readonly FieldDef[];
}

export interface RegisterDb {
  readonly gfx: GfxLevel;
  /** All registers, by increasing offset. */
  readonly registers: readonly RegisterDef[];
  readonly hwregs: readonly HwregDef[];
  byName(name: string): RegisterDef | undefined;
  byOffset(byteOffset: number): RegisterDef | undefined;
  /** Like byName, but an unknown name throws. */
  register(name: string): RegisterDef;
  field(reg: RegisterDef | string, fieldName: string): FieldDef;
  hwreg(name: string): HwregDef | undefined;
  hwregById(id: number): HwregDef | undefined;
  /** Value of an enumerator of the enum a field refers to. */
  enumValue(reg: RegisterDef | string, fieldName: string, enumerator: string): number;
  /** Enumerator name for a field value, if the field has an enum naming it. */
  enumeratorName(field: FieldDef, value: number): string | undefined;
}

const TABLES: Readonly<Record<GfxLevel, RegisterTable>> = {
  gfx9: REGISTERS_GFX9,
  gfx10: REGISTERS_GFX10,
  gfx10_3: REGISTERS_GFX10_3,
  gfx11: REGISTERS_GFX11,
};

export function spaceOf(byteOffset: number): RegisterSpace {
  if (byteOffset >= 0x28000 && byteOffset < 0x30000) return 'context';
  if (byteOffset >= 0xb000 && byteOffset < 0xc000) return 'sh';
  return 'uconfig';
}

export function fieldMask(shift: number, width: number): number {
  return width >= 32 ? 0xffffffff : (((1 << width) - 1) << shift) >>> 0;
}

/** Field value of a register value. */
export function getField(value: number, f: FieldDef): number {
  return ((value & f.mask) >>> f.shift) >>> 0;
}

/** Register value with one field replaced; a value that does not fit throws. */
export function setField(value: number, f: FieldDef, x: number): number {
  const max = f.width >= 32 ? 0xffffffff : 2 ** f.width - 1;
  if (!Number.isInteger(x) || x < 0 || x > max) {
    throw new RegisterError('field-overflow', f.name, `value ${x} does not fit in ${f.width} bit(s)`);
  }
  return ((value & ~f.mask) | ((x << f.shift) & f.mask)) >>> 0;
}

/** FieldDefs of a generated field layout (also used for PM4 packet body layouts). */
export function toFieldDefs(raw: readonly RawField[] | undefined): readonly FieldDef[] {
  if (!raw) return [];
  return raw.map(([name, lo, hi, enumName]) => {
    const width = hi - lo + 1;
    const f: FieldDef = { name, shift: lo, width, mask: fieldMask(lo, width) };
    return enumName === undefined ? f : { ...f, enumName };
  });
}

/** Layout name convention of the generated tuples: omitted = own name, null = none. */
function layoutOf(table: RegisterTable, name: string, layout: string | null | undefined): readonly FieldDef[] {
  if (layout === null) return [];
  return toFieldDefs(table.types[layout ?? name]);
}

class TableRegisterDb implements RegisterDb {
  readonly registers: readonly RegisterDef[];
  readonly hwregs: readonly HwregDef[];
  private readonly names: ReadonlyMap<string, RegisterDef>;
  private readonly offsets: ReadonlyMap<number, RegisterDef>;
  private readonly enums: Readonly<Record<string, readonly RawEnumerator[]>>;

  constructor(
    readonly gfx: GfxLevel,
    table: RegisterTable,
  ) {
    this.registers = table.registers.map(([offset, name, layout]) => ({
      name,
      offset,
      space: spaceOf(offset),
      fields: layoutOf(table, name, layout),
    }));
    this.hwregs = table.hwregs.map(([id, name, layout]) => ({ id, name, fields: layoutOf(table, name, layout) }));
    this.names = new Map(this.registers.map((r) => [r.name, r]));
    this.offsets = new Map(this.registers.map((r) => [r.offset, r]));
    this.enums = table.enums;
  }

  byName(name: string): RegisterDef | undefined {
    return this.names.get(name);
  }

  byOffset(byteOffset: number): RegisterDef | undefined {
    return this.offsets.get(byteOffset);
  }

  register(name: string): RegisterDef {
    const reg = this.names.get(name);
    if (!reg) throw new RegisterError('unknown-register', name, `no such register on ${this.gfx}`);
    return reg;
  }

  field(reg: RegisterDef | string, fieldName: string): FieldDef {
    const def = typeof reg === 'string' ? this.register(reg) : reg;
    const f = def.fields.find((x) => x.name === fieldName);
    if (!f) throw new RegisterError('unknown-field', `${def.name}.${fieldName}`, `no such field on ${this.gfx}`);
    return f;
  }

  hwreg(name: string): HwregDef | undefined {
    return this.hwregs.find((h) => h.name === name);
  }

  hwregById(id: number): HwregDef | undefined {
    return this.hwregs.find((h) => h.id === id);
  }

  enumValue(reg: RegisterDef | string, fieldName: string, enumerator: string): number {
    const f = this.field(reg, fieldName);
    const regName = typeof reg === 'string' ? reg : reg.name;
    const entry = f.enumName === undefined ? undefined : this.enums[f.enumName]?.find(([n]) => n === enumerator);
    if (!entry) {
      throw new RegisterError('unknown-enumerator', `${regName}.${fieldName}`, `no enumerator ${enumerator} on ${this.gfx}`);
    }
    return entry[1];
  }

  enumeratorName(field: FieldDef, value: number): string | undefined {
    if (field.enumName === undefined) return undefined;
    return this.enums[field.enumName]?.find(([, v]) => v === value)?.[0];
  }
}

const cache = new Map<GfxLevel, RegisterDb>();

/** The register database of a gfx level (built once, then shared). */
export function registerDb(gfx: GfxLevel): RegisterDb {
  let db = cache.get(gfx);
  if (!db) {
    db = new TableRegisterDb(gfx, TABLES[gfx]);
    cache.set(gfx, db);
  }
  return db;
}
