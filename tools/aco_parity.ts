/**
 * The ACO parity table (issue 16): popsim's pixel-shader code against Mesa
 * 25.0.7 RADV/ACO's for the same GLSL, per shader and chip. The reference is
 * test/data/aco/ (a verbatim copy of ../shared/reference/aco, made by
 * ../shared/tools/aco-ref; its README gives the commands). Used by
 * bench/aco_parity.ts (prints the table) and test/compiler/aco_parity.test.ts
 * (the ratchet).
 *
 * What is counted, on both sides, is ACO's "Instructions" statistic:
 * aco_statistics.cpp `collect_preasm_stats` adds `block.instructions.size()`
 * over the program after insert_waitcnt / insert_NOPs / s_delay_alu, i.e.
 * every machine instruction, waits, hazard NOPs and s_endpgm included, one per
 * instruction whatever its literal dwords. Only what the assembler
 * (aco_assembler.cpp `emit_program`) adds afterwards is left out: the s_nop
 * padding `align_block` puts before loop headers, `s_inst_prefetch`, and the
 * s_code_end tail (so navi21/cts-image-pixel_ordered-1xaa prints 33
 * instructions, 3 of them alignment s_nops, and reports 30). popsim's
 * assembler adds none of those, so its count is the number of decoded
 * instructions in the final code.
 *
 * VGPRs: ACO reports `config->num_vgprs`, the count rounded up to the
 * allocation granule (aco_ir.cpp `init_program`: wave64 4 on GFX9 and GFX10,
 * 8 on GFX10.3, 12 on NAVI31/32); popsim's count is rounded the same way
 * before comparing.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileSpirv } from '../src/compiler/compile.js';
import { compileGlsl } from '../src/compiler/glsl/index.js';
import { decode } from '../src/isa/decoder.js';
import { parseRadvDump, type RadvShaderStats } from '../src/isa/radv_dump.js';
import { parseTarget, type Target } from '../src/isa/gfx_level.js';

/** The reference chips, as aco-ref names them, in table order. */
export const ACO_CHIPS = ['vega10', 'raven', 'navi10', 'navi21', 'navi31'] as const;
export type AcoChip = (typeof ACO_CHIPS)[number];

export interface ParityRow {
  readonly chip: AcoChip;
  readonly shader: string;
  readonly popsimInstructions: number;
  readonly acoInstructions: number;
  /** popsim / ACO instructions. */
  readonly ratio: number;
  /** popsim's exact VGPR count. */
  readonly popsimVgprs: number;
  /** popsim's VGPRs rounded up to ACO's allocation granule (comparable with `acoVgprs`). */
  readonly popsimVgprsAllocated: number;
  readonly acoVgprs: number;
}

/** test/data/aco of the repository: next to the build tree (dist/tools/..) first, else the working directory. */
export function acoDataDir(): string {
  const besideBuild = fileURLToPath(new URL('../../test/data/aco', import.meta.url));
  return existsSync(besideBuild) ? besideBuild : join(process.cwd(), 'test/data/aco');
}

/** The statistics of a dump's pixel shader (`*** SHADER STATS ***` after `Pixel Shader:`). */
export function parsePixelShaderStats(text: string): RadvShaderStats {
  const stats = parseRadvDump(text).stats;
  if (stats === undefined) throw new Error('the dump has no "Pixel Shader:" statistics section');
  return stats;
}

/** ACO's wave64 VGPR allocation granule per chip (aco_ir.cpp init_program). */
export function acoVgprGranule(chip: AcoChip): number {
  switch (chip) {
    case 'vega10':
    case 'raven':
    case 'navi10':
      return 4;
    case 'navi21':
      return 8;
    case 'navi31':
      return 12;
  }
}

/** Instructions in popsim's machine code, counted as ACO counts (see the file comment). */
export function countInstructions(code: Uint32Array, target: Target): number {
  return decode(code, target).length;
}

/** The reference shaders: every `<name>.frag` of shaders/ with a listing for every chip. */
export function referenceShaders(dir = acoDataDir()): string[] {
  return readdirSync(join(dir, 'shaders'))
    .filter((f) => f.endsWith('.frag'))
    .map((f) => f.slice(0, -'.frag'.length))
    .filter((name) => ACO_CHIPS.every((chip) => existsSync(join(dir, chip, `${name}.txt`))))
    .sort();
}

/** Compiles every reference shader for every chip (wave64, as RADV's pixel shaders) and pairs it with ACO's statistics. */
export async function parityTable(dir = acoDataDir()): Promise<ParityRow[]> {
  const rows: ParityRow[] = [];
  for (const shader of referenceShaders(dir)) {
    const spirv = await compileGlsl(readFileSync(join(dir, 'shaders', `${shader}.frag`), 'utf8'), 'fragment');
    for (const chip of ACO_CHIPS) {
      const target = parseTarget(chip);
      const aco = parsePixelShaderStats(readFileSync(join(dir, chip, `${shader}.txt`), 'utf8'));
      const compiled = compileSpirv({ spirv, stage: 'fragment', target });
      const popsimInstructions = countInstructions(compiled.code, target);
      const granule = acoVgprGranule(chip);
      rows.push({
        chip,
        shader,
        popsimInstructions,
        acoInstructions: aco.instructions,
        ratio: popsimInstructions / aco.instructions,
        popsimVgprs: compiled.config.vgprCount,
        popsimVgprsAllocated: Math.ceil(compiled.config.vgprCount / granule) * granule,
        acoVgprs: aco.vgprs,
      });
    }
  }
  return rows;
}

/** Geometric mean of the rows' instruction ratios. */
export function geometricMean(rows: readonly ParityRow[]): number {
  return Math.exp(rows.reduce((s, r) => s + Math.log(r.ratio), 0) / rows.length);
}

/** The table as text: one line per shader and chip, then the geometric mean and the worst ratio. */
export function formatParityTable(rows: readonly ParityRow[]): string {
  const width = Math.max(...rows.map((r) => r.shader.length));
  const lines = [`${'shader'.padEnd(width)}  chip     popsim   ACO  ratio  VGPRs popsim (alloc) / ACO`];
  for (const r of rows) {
    lines.push(
      `${r.shader.padEnd(width)}  ${r.chip.padEnd(7)} ${String(r.popsimInstructions).padStart(6)} ${String(r.acoInstructions).padStart(5)}  ${r.ratio.toFixed(2)}x  ${String(r.popsimVgprs).padStart(3)} (${String(r.popsimVgprsAllocated).padStart(2)}) / ${r.acoVgprs}`,
    );
  }
  const worst = rows.reduce((a, b) => (b.ratio > a.ratio ? b : a));
  const overVgprs = rows.filter((r) => r.popsimVgprsAllocated > r.acoVgprs + 2).length;
  lines.push(`geometric mean ${geometricMean(rows).toFixed(3)}x over ${rows.length}; worst ${worst.ratio.toFixed(2)}x (${worst.shader} ${worst.chip}); VGPRs above ACO + 2: ${overVgprs}`);
  return lines.join('\n');
}
