/**
 * Shapes of the generated register tables (src/gpu/regs/<gfx>.generated.ts,
 * written by tools/gen_registers.ts). Kept as compact tuples so the generated
 * files stay readable: one line per register, field layout or enum.
 * register_db.ts turns them into indexed RegisterDef objects.
 */

/** [name, lowest bit, highest bit, enum name?] */
export type RawField = readonly [string, number, number, string?];

/** [name, value] */
export type RawEnumerator = readonly [string, number];

/**
 * [byte offset, name, field layout?]: the layout (a key of `types`) is the
 * register's own name when omitted; `null` means the register has no fields.
 */
export type RawRegister = readonly [number, string, (string | null)?];

/** [hwreg id (s_getreg/s_setreg), name, field layout?] — same convention. */
export type RawHwreg = readonly [number, string, (string | null)?];

export interface RegisterTable {
  readonly types: Readonly<Record<string, readonly RawField[]>>;
  readonly enums: Readonly<Record<string, readonly RawEnumerator[]>>;
  /** Context (0x28000–0x28FFF), SH (0xB000–0xBFFF) and uconfig (0x30000–0x3FFFF) registers. */
  readonly registers: readonly RawRegister[];
  /** SQ_WAVE_* shader hardware registers, by s_getreg/s_setreg id. */
  readonly hwregs: readonly RawHwreg[];
}
