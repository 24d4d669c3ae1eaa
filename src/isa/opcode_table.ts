/**
 * Per-generation opcode tables: the instruction definitions joined with the
 * generated opcode numbers. Built once per generation and cached.
 */
import { GFX_LEVELS, type GfxLevel } from './gfx_level.js';
import type { Format } from './instruction.js';
import { type InstDef, mnemonicOn, defAppliesTo } from './inst_def.js';
import { ALL_DEFS } from './defs/index.js';
import { GENERATED_OPCODES } from './opcodes/index.js';
import type { GeneratedOpcodes } from './opcodes/generated_opcodes.js';

export interface TableEntry {
  readonly def: InstDef;
  /** Mnemonic on this generation. */
  readonly mnemonic: string;
  /** Opcode in the instruction's own format. */
  readonly opcode: number;
  /** Opcode of the VOP3 (e64) form of a VOP1/VOP2/VOPC instruction, when it has one. */
  readonly vop3?: number;
}

export interface OpcodeTable {
  readonly gfx: GfxLevel;
  /** By mnemonic on this generation, and by the definition's own name when it was renamed. */
  readonly byMnemonic: ReadonlyMap<string, TableEntry>;
  /** Decode maps per encoding; VOP3 also holds the e64 forms of VOP1/VOP2/VOPC. */
  readonly byOpcode: ReadonlyMap<Format, ReadonlyMap<number, TableEntry>>;
  readonly entries: readonly TableEntry[];
}

function build(gfx: GfxLevel, generated: GeneratedOpcodes): OpcodeTable {
  const byMnemonic = new Map<string, TableEntry>();
  const byOpcode = new Map<Format, Map<number, TableEntry>>();
  const entries: TableEntry[] = [];
  const addDecode = (format: Format, opcode: number, entry: TableEntry) => {
    let map = byOpcode.get(format);
    if (!map) byOpcode.set(format, (map = new Map()));
    if (!map.has(opcode)) map.set(opcode, entry);
  };
  for (const def of ALL_DEFS) {
    if (!defAppliesTo(def, gfx)) continue;
    const mnemonic = mnemonicOn(def, gfx);
    const opcode = generated[def.format]?.[mnemonic];
    if (opcode === undefined) continue;
    const vop3 = def.format === 'VOP1' || def.format === 'VOP2' || def.format === 'VOPC' ? generated.VOP3?.[mnemonic] : undefined;
    const entry: TableEntry = vop3 === undefined ? { def, mnemonic, opcode } : { def, mnemonic, opcode, vop3 };
    entries.push(entry);
    byMnemonic.set(mnemonic, entry);
    if (!byMnemonic.has(def.name)) byMnemonic.set(def.name, entry);
    addDecode(def.format, opcode, entry);
    if (vop3 !== undefined) addDecode('VOP3', vop3, entry);
  }
  return { gfx, byMnemonic, byOpcode, entries };
}

const CACHE = new Map<GfxLevel, OpcodeTable>();

export function opcodeTable(gfx: GfxLevel): OpcodeTable {
  let table = CACHE.get(gfx);
  if (!table) {
    table = build(gfx, GENERATED_OPCODES[gfx]);
    CACHE.set(gfx, table);
  }
  return table;
}

/** Number of instructions with an opcode on each generation. */
export function opcodeCounts(): Record<GfxLevel, number> {
  const counts = {} as Record<GfxLevel, number>;
  for (const gfx of GFX_LEVELS) counts[gfx] = opcodeTable(gfx).entries.length;
  return counts;
}
