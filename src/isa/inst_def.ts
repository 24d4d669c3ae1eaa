/**
 * Instruction definitions: one row per instruction with its operand slots,
 * independent of generation; opcode numbers per generation live in the
 * generated tables (src/isa/opcodes/*.generated.ts), like ACO's aco_opcodes.py.
 */
import type { GfxLevel } from './gfx_level.js';
import type { Format } from './instruction.js';
import type { ValueType } from './operand_text.js';

/** An operand slot: the encoding field it lives in and its value type. */
export interface Slot {
  readonly field: string;
  readonly type: ValueType;
}

export interface InstDef {
  /** Mnemonic (LLVM's, pre-GFX11 spelling when GFX11 renamed it). */
  readonly name: string;
  readonly format: Format;
  /** Operand slots in assembly order of the native encoding. */
  readonly slots: readonly Slot[];
  /** Generations this row describes when a signature differs between generations. */
  readonly only?: readonly GfxLevel[];
  /** Mnemonic on generations that renamed the instruction. */
  readonly rename?: Partial<Record<GfxLevel, string>>;
  /** Operand text used by the opcode-table generator when samples can't be derived from slots. */
  readonly probe?: string;
  /** Probe operand text of the e64 form when it differs from `probe`. */
  readonly probe64?: string;
}

/**
 * Parses a compact slot list: 'vdst:f32 src0:f32 vsrc1:f32'. A bare field name
 * means b32.
 */
export function slots(text: string): Slot[] {
  if (text.trim() === '') return [];
  return text
    .trim()
    .split(/\s+/)
    .map((part) => {
      const [field, type] = part.split(':');
      return { field: field!, type: (type ?? 'b32') as ValueType };
    });
}

/** Shorthand for a list of rows sharing a format. */
export function defs(
  format: Format,
  rows: ReadonlyArray<readonly [name: string, slots: string, extra?: Partial<Omit<InstDef, 'name' | 'format' | 'slots'>>]>,
): InstDef[] {
  return rows.map(([name, s, extra]) => ({ name, format, slots: slots(s), ...extra }));
}

export function mnemonicOn(def: InstDef, gfx: GfxLevel): string {
  return def.rename?.[gfx] ?? def.name;
}

export function defAppliesTo(def: InstDef, gfx: GfxLevel): boolean {
  return !def.only || def.only.includes(gfx);
}
