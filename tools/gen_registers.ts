/**
 * Generates the GPU model's register and PM4 tables from the AMD register
 * databases in ../shared/reference/amd-registers (Mesa's src/amd/registers
 * format): src/amd/registers/<gfx>.generated.ts per gfx level and
 * src/amd/pm4/pkt3.generated.ts. Only this tool reads ../shared; the output
 * is committed. Run from the repository root: npm run gen:registers
 *
 * Kept: context (0x28000–0x28FFF), SH (0xB000–0xBFFF) and uconfig
 * (0x30000–0x3FFFF) registers without performance counters, SQ_WAVE_* hwregs,
 * the field layouts they use and the enums those fields name.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { GFX_LEVELS, type GfxLevel } from '../src/isa/gfx_level.js';

interface JsonField {
  readonly bits: readonly [number, number];
  readonly name: string;
  readonly enum_ref?: string;
}
interface JsonMapping {
  readonly name: string;
  readonly chips: readonly string[];
  readonly map: { readonly at: number; readonly to: string };
  readonly type_ref?: string;
}
interface JsonDb {
  readonly register_mappings: readonly JsonMapping[];
  readonly register_types: Readonly<Record<string, { readonly fields: readonly JsonField[] }>>;
  readonly enums: Readonly<Record<string, { readonly entries: readonly { readonly name: string; readonly value: number }[] }>>;
}

const REFERENCE = '../shared/reference/amd-registers';

/** Database file name of each gfx level (gfx10_3 is Mesa's gfx103). */
const DB_FILE: Readonly<Record<GfxLevel, string>> = {
  gfx9: 'gfx9.json',
  gfx10: 'gfx10.json',
  gfx10_3: 'gfx103.json',
  gfx11: 'gfx11.json',
};

/** Chip name pkt3.json uses for each gfx level. */
const PKT3_CHIP: Readonly<Record<GfxLevel, string>> = { gfx9: 'gfx9', gfx10: 'gfx10', gfx10_3: 'gfx103', gfx11: 'gfx11' };

const RANGES: readonly (readonly [number, number])[] = [
  [0x28000, 0x28fff],
  [0xb000, 0xbfff],
  [0x30000, 0x3ffff],
];

/** Byte offset of hwreg id 0 in the SQ_WAVE_* mappings (hwreg id = (at - base) / 4). */
const HWREG_BASE: Readonly<Record<GfxLevel, number>> = { gfx9: 0x40, gfx10: 0x400, gfx10_3: 0x400, gfx11: 0x400 };

/**
 * PM4 type-3 opcodes. pkt3.json only describes packet body dwords (its `at`
 * is opcode << 4 | body dword), not the opcodes' names, so the names come from
 * Mesa src/amd/common/sid.h (PKT3_* defines); main() checks every opcode
 * pkt3.json uses is named here.
 */
const PKT3_OPCODES: Readonly<Record<string, number>> = {
  NOP: 0x10,
  SET_BASE: 0x11,
  CLEAR_STATE: 0x12,
  INDEX_BUFFER_SIZE: 0x13,
  DISPATCH_DIRECT: 0x15,
  DISPATCH_INDIRECT: 0x16,
  SET_PREDICATION: 0x20,
  COND_EXEC: 0x22,
  PRED_EXEC: 0x23,
  DRAW_INDIRECT: 0x24,
  DRAW_INDEX_INDIRECT: 0x25,
  INDEX_BASE: 0x26,
  DRAW_INDEX_2: 0x27,
  CONTEXT_CONTROL: 0x28,
  INDEX_TYPE: 0x2a,
  DRAW_INDIRECT_MULTI: 0x2c,
  DRAW_INDEX_AUTO: 0x2d,
  NUM_INSTANCES: 0x2f,
  DRAW_INDEX_MULTI_AUTO: 0x30,
  INDIRECT_BUFFER_CONST: 0x33,
  STRMOUT_BUFFER_UPDATE: 0x34,
  DRAW_INDEX_OFFSET_2: 0x35,
  WRITE_DATA: 0x37,
  DRAW_INDEX_INDIRECT_MULTI: 0x38,
  WAIT_REG_MEM: 0x3c,
  INDIRECT_BUFFER: 0x3f,
  COPY_DATA: 0x40,
  CP_DMA: 0x41,
  PFP_SYNC_ME: 0x42,
  SURFACE_SYNC: 0x43,
  COND_WRITE: 0x45,
  EVENT_WRITE: 0x46,
  EVENT_WRITE_EOP: 0x47,
  EVENT_WRITE_EOS: 0x48,
  RELEASE_MEM: 0x49,
  DMA_DATA: 0x50,
  CONTEXT_REG_RMW: 0x51,
  ACQUIRE_MEM: 0x58,
  REWIND: 0x59,
  LOAD_UCONFIG_REG: 0x5e,
  LOAD_SH_REG: 0x5f,
  LOAD_CONTEXT_REG: 0x61,
  SET_CONFIG_REG: 0x68,
  SET_CONTEXT_REG: 0x69,
  SET_SH_REG: 0x76,
  SET_SH_REG_OFFSET: 0x77,
  SET_UCONFIG_REG: 0x79,
  SET_UCONFIG_REG_INDEX: 0x7a,
  SET_SH_REG_INDEX: 0x9b,
};

/**
 * Registers the seeds name that a database lacks, with their source. Empty:
 * every register the GPU model and driver program is present. Notes on the
 * ones that are deliberately absent live in docs/gpu_registers.md
 * (PA_SC_VRS_SURFACE_CNTL_1 is a GFX11 config register outside these ranges;
 * DB_DFSM_CONTROL does not exist on GFX11).
 */
const SUPPLEMENTS: Readonly<Record<GfxLevel, readonly JsonMapping[]>> = { gfx9: [], gfx10: [], gfx10_3: [], gfx11: [] };

function readDb(file: string): JsonDb {
  return JSON.parse(readFileSync(path.join(REFERENCE, file), 'utf8')) as JsonDb;
}

function hex(n: number): string {
  return `0x${n.toString(16)}`;
}

function inRanges(at: number): boolean {
  return RANGES.some(([lo, hi]) => at >= lo && at <= hi);
}

/** Third tuple element: omitted when the layout is the register's own name. */
function layoutSuffix(name: string, typeRef: string | undefined, types: JsonDb['register_types']): string {
  if (typeRef === undefined) return name in types ? ', null' : '';
  return typeRef === name ? '' : `, '${typeRef}'`;
}

function emitFields(fields: readonly JsonField[]): string {
  return fields.map((f) => `['${f.name}', ${f.bits[0]}, ${f.bits[1]}${f.enum_ref ? `, '${f.enum_ref}'` : ''}]`).join(', ');
}

/** Types and enums referenced by the kept mappings, emitted as object literal lines. */
function emitTypesAndEnums(db: JsonDb, typeNames: ReadonlySet<string>, indent: string): { types: string[]; enums: string[] } {
  const enumNames = new Set<string>();
  const types: string[] = [];
  for (const t of [...typeNames].sort()) {
    const layout = db.register_types[t];
    if (!layout) throw new Error(`type ${t} is referenced but not defined`);
    for (const f of layout.fields) if (f.enum_ref) enumNames.add(f.enum_ref);
    types.push(`${indent}${t}: [${emitFields(layout.fields)}],`);
  }
  const enums: string[] = [];
  for (const e of [...enumNames].sort()) {
    const entries = db.enums[e];
    if (!entries) throw new Error(`enum ${e} is referenced but not defined`);
    enums.push(`${indent}${JSON.stringify(e)}: [${entries.entries.map((x) => `[${JSON.stringify(x.name)}, ${x.value}]`).join(', ')}],`);
  }
  return { types, enums };
}

function generateRegisters(gfx: GfxLevel): string {
  const db = readDb(DB_FILE[gfx]);
  const mappings = [...db.register_mappings, ...SUPPLEMENTS[gfx]];
  const registers = mappings
    .filter((m) => m.map.to === 'mm' && inRanges(m.map.at) && !m.name.includes('PERFCOUNTER'))
    .sort((a, b) => a.map.at - b.map.at);
  const hwregs = mappings
    .filter((m) => m.name.startsWith('SQ_WAVE_') && m.map.at >= HWREG_BASE[gfx] && m.map.at < HWREG_BASE[gfx] + 64 * 4)
    .sort((a, b) => a.map.at - b.map.at);
  const typeNames = new Set<string>();
  for (const m of [...registers, ...hwregs]) if (m.type_ref) typeNames.add(m.type_ref);
  const { types, enums } = emitTypesAndEnums(db, typeNames, '    ');
  const lines = [
    `// Generated by tools/gen_registers.ts from amd-registers/${DB_FILE[gfx]}; do not edit.`,
    "import type { RegisterTable } from './register_table.js';",
    '',
    `export const REGISTERS_${gfx.toUpperCase()}: RegisterTable = {`,
    '  registers: [',
    ...registers.map((m) => `    [${hex(m.map.at)}, '${m.name}'${layoutSuffix(m.name, m.type_ref, db.register_types)}],`),
    '  ],',
    '  hwregs: [',
    ...hwregs.map((m) => `    [${(m.map.at - HWREG_BASE[gfx]) / 4}, '${m.name}'${layoutSuffix(m.name, m.type_ref, db.register_types)}],`),
    '  ],',
    '  types: {',
    ...types,
    '  },',
    '  enums: {',
    ...enums,
    '  },',
    '};',
    '',
  ];
  console.log(`${gfx}: ${registers.length} registers, ${hwregs.length} hwregs, ${types.length} layouts, ${enums.length} enums`);
  return lines.join('\n');
}

function generatePkt3(): string {
  const db = readDb('pkt3.json');
  const byOpcode = new Map(Object.entries(PKT3_OPCODES).map(([name, op]) => [op, name]));
  const typeNames = new Set<string>();
  const body: string[] = [];
  for (const gfx of GFX_LEVELS) {
    const rows = db.register_mappings
      .filter((m) => m.chips.includes(PKT3_CHIP[gfx]))
      .sort((a, b) => a.map.at - b.map.at)
      .map((m) => {
        const opcode = m.map.at >> 4;
        if (!byOpcode.has(opcode)) throw new Error(`pkt3.json uses opcode ${hex(opcode)} (${m.name}) with no name in PKT3_OPCODES`);
        if (m.type_ref) typeNames.add(m.type_ref);
        const layout = m.type_ref === undefined ? '' : `, '${m.type_ref}'`;
        return `    [PKT3.${byOpcode.get(opcode)}, ${m.map.at & 0xf}, '${m.name}'${layout}],`;
      });
    body.push(`  ${gfx}: [`, ...rows, '  ],');
  }
  const { types, enums } = emitTypesAndEnums(db, typeNames, '  ');
  return [
    '// Generated by tools/gen_registers.ts from amd-registers/pkt3.json (body layouts)',
    '// and Mesa src/amd/common/sid.h (opcode names); do not edit.',
    "import type { GfxLevel } from '../../isa/gfx_level.js';",
    "import type { RawEnumerator, RawField } from '../registers/register_table.js';",
    '',
    '/** PM4 type-3 opcodes (IT_OPCODE, header bits [15:8]). */',
    'export const PKT3 = {',
    ...Object.entries(PKT3_OPCODES).map(([name, op]) => `  ${name}: ${hex(op)},`),
    '} as const;',
    '',
    '/**',
    ' * [opcode, Mesa index, name, field layout?]: named packet body dwords. The',
    ' * Mesa index (low nibble of pkt3.json `at`, as in R_586_GCR_CNTL) is the',
    ' * 0-based body dword for most packets but not all (DMA_DATA, CP_DMA COMMAND),',
    ' * so code looks layouts up by name and places dwords itself.',
    ' */',
    'export type RawPkt3Dword = readonly [number, number, string, string?];',
    '',
    '/** Named packet body dwords, per gfx level. */',
    'export const PKT3_BODY_DWORDS: Readonly<Record<GfxLevel, readonly RawPkt3Dword[]>> = {',
    ...body,
    '};',
    '',
    'export const PKT3_TYPES: Readonly<Record<string, readonly RawField[]>> = {',
    ...types,
    '};',
    '',
    'export const PKT3_ENUMS: Readonly<Record<string, readonly RawEnumerator[]>> = {',
    ...enums,
    '};',
    '',
  ].join('\n');
}

const root = process.cwd();
for (const gfx of GFX_LEVELS) {
  writeFileSync(path.join(root, 'src/amd/registers', `${gfx}.generated.ts`), generateRegisters(gfx));
}
writeFileSync(path.join(root, 'src/amd/pm4/pkt3.generated.ts'), generatePkt3());
