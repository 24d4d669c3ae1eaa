/**
 * Test scenes for the integrated GPU: a framebuffer-sized buffer of u32
 * counters, hand-assembled pixel shaders, and the register programming a
 * driver would emit, built with Pm4Builder.
 */
import { readFileSync } from 'node:fs';
import { assemble } from '../../../src/isa/assembler.js';
import type { GfxLevel, Target } from '../../../src/isa/gfx_level.js';
import { chipByName, type ChipInfo } from '../../../src/amd/chips.js';
import { Gpu, type GpuOptions } from '../../../src/gpu/gpu.js';
import type { JobOptions } from '../../../src/gpu/engine/job.js';
import type { RunStats } from '../../../src/gpu/engine/stats.js';
import { Pm4Builder } from '../../../src/amd/pm4/pm4_builder.js';
import { registerDb, setField } from '../../../src/amd/registers/register_db.js';
import { programPassThroughVs } from './passthrough_vs.js';

/** A register value from field values (numbers, or enumerator names). */
export function regValue(gfx: GfxLevel, reg: string, fields: Readonly<Record<string, number | string>>): number {
  const db = registerDb(gfx);
  let v = 0;
  for (const [name, x] of Object.entries(fields)) v = setField(v, db.field(reg, name), typeof x === 'string' ? db.enumValue(reg, name, x) : x);
  return v;
}

export const CHIP_OF: Readonly<Record<GfxLevel, string>> = { gfx9: 'RAVEN', gfx10: 'NAVI10', gfx10_3: 'NAVI21', gfx11: 'NAVI31' };

export function chipFor(gfx: GfxLevel): ChipInfo {
  return chipByName(CHIP_OF[gfx]);
}

export function targetFor(gfx: GfxLevel, wave64 = true): Target {
  return { gfx, cpu: chipFor(gfx).llvmCpu, wave64 };
}

const F32 = new Float32Array(1);
const U32 = new Uint32Array(F32.buffer);
export function f32Bits(v: number): number {
  F32[0] = v;
  return U32[0]!;
}

/** 4x MSAA with one invocation per sample (RADV: DB_EQAA.PS_ITER_SAMPLES + PA_SC_MODE_CNTL_1.PS_ITER_SAMPLE). */
export function sampleRate(gfx: GfxLevel, iterLog2 = 2): Record<string, number> {
  return {
    PA_SC_AA_CONFIG: regValue(gfx, 'PA_SC_AA_CONFIG', { MSAA_NUM_SAMPLES: 2, MSAA_EXPOSED_SAMPLES: 2 }),
    DB_EQAA: regValue(gfx, 'DB_EQAA', { PS_ITER_SAMPLES: iterLog2 }),
    PA_SC_MODE_CNTL_1: regValue(gfx, 'PA_SC_MODE_CNTL_1', { PS_ITER_SAMPLE: iterLog2 > 0 ? 1 : 0 }),
  };
}

/** The POPS sequence of examples/pops_<gfx>.s split at its "ordered section" line. */
export function popsExample(gfx: GfxLevel): { readonly before: string; readonly after: string } {
  const file = gfx === 'gfx9' ? 'pops_gfx9.s' : gfx === 'gfx11' ? 'pops_gfx11.s' : 'pops_gfx10_3.s';
  const lines = readFileSync(new URL(`../../../../examples/${file}`, import.meta.url), 'utf8')
    .split('\n')
    .map((l) => (l.trimStart().startsWith('; ...') ? '@@' : l.replace(/;.*$/, '').trim()))
    .filter((l) => l.length > 0);
  const at = lines.indexOf('@@');
  return { before: lines.slice(0, at).join('\n'), after: lines.slice(at + 1).join('\n') };
}

/** Instruction spellings that differ per generation. */
export function isaOf(gfx: GfxLevel) {
  const gfx11 = gfx === 'gfx11';
  return {
    vadd: gfx === 'gfx9' ? 'v_add_u32' : 'v_add_nc_u32',
    load: gfx11 ? 'global_load_b32' : 'global_load_dword',
    store: gfx11 ? 'global_store_b32' : 'global_store_dword',
    coherent: gfx === 'gfx9' ? 'glc' : 'glc dlc',
    exp: (v: string) => (gfx11 ? `exp mrt0 ${v}, ${v}, ${v}, ${v} done` : `exp mrt0 ${v}, ${v}, ${v}, ${v} done vm`),
  };
}

/**
 * v0, v1 = POS_X/Y_FLOAT; s0 = buffer address. Leaves v[2:3] = the pixel's
 * counter address (buffer + (y·width + x)·4).
 */
export function addressPrologue(gfx: GfxLevel, width: number): string {
  const i = isaOf(gfx);
  return [
    'v_cvt_u32_f32 v0, v0',
    'v_cvt_u32_f32 v1, v1',
    // GFX9 VOP3 takes no literal: a power-of-two width above the inline constants is a shift.
    ...(width <= 64 || (width & (width - 1)) !== 0 ? [`v_mad_u32_u24 v1, v1, ${width}, v0`] : [`v_lshlrev_b32 v1, ${Math.log2(width)}, v1`, `${i.vadd} v1, v1, v0`]),
    'v_lshlrev_b32 v1, 2, v1',
    `${i.vadd} v2, s0, v1`,
    'v_mov_b32 v3, 0',
  ].join('\n');
}

/** Read-modify-write of the pixel's counter (the ordered section). */
export function incrementCounter(gfx: GfxLevel): string {
  const i = isaOf(gfx);
  return [`${i.load} v4, v[2:3], off ${i.coherent}`, 's_waitcnt vmcnt(0)', `${i.vadd} v4, 1, v4`, `${i.store} v[2:3], v4, off ${i.coherent}`].join('\n');
}

export interface SceneOptions {
  readonly gfx: GfxLevel;
  readonly shader: string;
  readonly width?: number;
  readonly height?: number;
  /** Full-screen triangles drawn in one draw. */
  readonly triangles?: number;
  /**
   * Explicit geometry instead of `triangles`: clip x, y, z, w, then
   * `attributeComponents` (≤ 4) floats per vertex, run through a pass-through
   * vertex shader (passthrough_vs.ts) and drawn with
   * VGT_PRIMITIVE_TYPE `primitiveType` (4 list, 5 fan, 6 strip).
   */
  readonly geometry?: { readonly vertices: readonly number[]; readonly attributeComponents: number; readonly primitiveType: number };
  readonly pops?: boolean;
  /** Load COLLISION_WAVEID (RSRC2 and PA_SC_SHADER_CONTROL). */
  readonly collision?: boolean;
  readonly gpu?: GpuOptions;
  /** Extra register writes (name → value) after the defaults. */
  readonly registers?: Readonly<Record<string, number>>;
  /** Counter buffer dwords per pixel (default 1). */
  readonly dwordsPerPixel?: number;
  /** Runs before the command stream is built (e.g. to allocate and fill render targets). */
  readonly prepare?: (gpu: Gpu) => Readonly<Record<string, number>>;
  /** Instances of the draw (NUM_INSTANCES, default 1). */
  readonly instances?: number;
  /** The submit's job options (progress). */
  readonly job?: JobOptions;
}

export interface Scene {
  readonly gpu: Gpu;
  readonly buffer: number;
  readonly width: number;
  readonly height: number;
  readonly stats: RunStats;
  /** The counter buffer after the run. */
  counters(): Uint32Array;
}

/** Builds memory and the command stream for the scene, submits it, returns the result. */
export function runScene(o: SceneOptions): Scene {
  const gfx = o.gfx;
  const chip = chipFor(gfx);
  const width = o.width ?? 32;
  const height = o.height ?? 32;
  const triangles = o.triangles ?? 1;
  const pops = o.pops ?? false;
  const collision = o.collision ?? (pops && gfx !== 'gfx11');
  const gpu = new Gpu(chip, o.gpu);
  const mem = gpu.memory;

  const code = assemble(o.shader, targetFor(gfx));
  const program = mem.allocate(code.length * 4 + 64, 256);
  mem.writeU32Array(program, code);
  const dwordsPerPixel = o.dwordsPerPixel ?? 1;
  const buffer = mem.allocate(width * height * 4 * dwordsPerPixel, 256);
  const prepared = o.prepare?.(gpu) ?? {};

  // x y z w per vertex (+ attributes); by default one oversized triangle per layer.
  const verts: number[] = [];
  if (o.geometry === undefined) for (let t = 0; t < triangles; t++) verts.push(-1, -1, 0, 1, 3, -1, 0, 1, -1, 3, 0, 1);
  else verts.push(...o.geometry.vertices);
  const components = o.geometry?.attributeComponents ?? 0;

  const b = new Pm4Builder(gfx);
  programPassThroughVs(gpu, b, verts, components);
  b.setRegByName('VGT_PRIMITIVE_TYPE', o.geometry?.primitiveType ?? 4);
  b.setRegByName('PA_CL_VPORT_XSCALE', f32Bits(width / 2)).setRegByName('PA_CL_VPORT_XOFFSET', f32Bits(width / 2));
  b.setRegByName('PA_CL_VPORT_YSCALE', f32Bits(height / 2)).setRegByName('PA_CL_VPORT_YOFFSET', f32Bits(height / 2));
  b.setRegByName('PA_CL_VPORT_ZSCALE', f32Bits(1)).setRegByName('PA_CL_VPORT_ZOFFSET', f32Bits(0));
  b.setRegByName('PA_SC_SCREEN_SCISSOR_TL', 0).setRegByName('PA_SC_SCREEN_SCISSOR_BR', width | (height << 16));
  b.setRegByName('SPI_SHADER_PGM_LO_PS', program / 256).setRegByName('SPI_SHADER_PGM_HI_PS', 0);
  b.setRegByName('SPI_SHADER_PGM_RSRC1_PS', 1); // 8 VGPRs
  const rsrc2 = (1 << 1) | (collision ? 1 << 25 : 0); // USER_SGPR = 1, LOAD_COLLISION_WAVEID (S1)
  b.setRegByName('SPI_SHADER_PGM_RSRC2_PS', rsrc2);
  b.setRegByName('PA_SC_SHADER_CONTROL', collision ? 1 << 2 : 0);
  b.setRegByName('SPI_SHADER_USER_DATA_PS_0', buffer);
  b.setRegByName('SPI_PS_INPUT_ENA', (1 << 8) | (1 << 9)).setRegByName('SPI_PS_INPUT_ADDR', (1 << 8) | (1 << 9));
  b.setRegByName('SPI_SHADER_COL_FORMAT', 1); // 32_R: export space (S12)
  let dbShaderControl = pops ? 1 << 16 : 0; // R1
  if (pops && gfx === 'gfx11') dbShaderControl |= 1 << 25; // R3: OVERRIDE_INTRINSIC_RATE_ENABLE, rate 1x
  b.setRegByName('DB_SHADER_CONTROL', dbShaderControl);
  for (const [name, value] of Object.entries({ ...prepared, ...(o.registers ?? {}) })) b.setRegByName(name, value);
  if (o.instances !== undefined) b.numInstances(o.instances);
  b.drawIndexAuto(o.geometry === undefined ? 3 * triangles : verts.length / (4 + components));
  const stats = gpu.submit(b.finish(), gpu.startJob(o.job));
  return { gpu, buffer, width, height, stats, counters: () => mem.readU32Array(buffer, width * height * dwordsPerPixel) };
}

/** The POPS counter shader: prologue, the example's entry, the increment, the example's exit. */
export function popsCounterShader(gfx: GfxLevel, width: number, edit: (parts: { before: string; after: string }) => { before: string; after: string } = (p) => p): string {
  const ex = edit(popsExample(gfx));
  const i = isaOf(gfx);
  // The GFX11 example exports v0..v3 itself; earlier ones end without an export, so add one (S12).
  const after = gfx === 'gfx11' ? ex.after.replace('exp mrt0 v0, v1, v2, v3 done', i.exp('v4')) : ex.after.replace('s_endpgm', `${i.exp('v4')}\ns_endpgm`);
  return [addressPrologue(gfx, width), ex.before, incrementCounter(gfx), after].join('\n');
}
