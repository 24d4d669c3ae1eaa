/**
 * Draw-time decoding of the register file into the plain configuration
 * structs of the units (rasterizer, POPS unit, SPI). This is the only GPU
 * file that reads registers by name for a draw; the units never see them.
 * Register meanings and the assumptions made here: docs/gpu_engine.md.
 */
import { atLeast, type GfxLevel } from '../isa/gfx_level.js';
import type { CullMode, FrontFace } from './geometry/face.js';
import type { Topology } from './geometry/primitive_assembly.js';
import type { Viewport } from './geometry/viewport.js';
import type { PartialSquadLaunchControl, PopsDrawConfig } from './pops/config.js';
import { quadSampleMaskOf, type RasterConfig, type Rect } from './raster/raster_config.js';
import type { SampleCount } from './raster/sample_positions.js';
import type { RegisterFile } from './regs/register_file.js';
import { GpuError } from './engine/errors.js';

/** Everything the SPI needs to launch pixel-shader waves of a draw. */
export interface PsState {
  /** GPU virtual address of the program: SPI_SHADER_PGM_LO_PS/HI_PS << 8. */
  readonly address: number;
  readonly wave64: boolean;
  /** VGPRs allocated per lane (RSRC1.VGPRS, in the gfx level's granule). */
  readonly vgprCount: number;
  /** SPI_SHADER_USER_DATA_PS_0..n-1 (n = RSRC2.USER_SGPR, with USER_SGPR_MSB). */
  readonly userData: readonly number[];
  /** COLLISION_WAVEID loaded: RSRC2 ∧ PA_SC_SHADER_CONTROL (S1). */
  readonly loadCollisionWaveId: boolean;
  /** INTRAWAVE_COLLISION loaded: RSRC2 ∧ PA_SC_SHADER_CONTROL (S8). */
  readonly loadIntrawaveCollision: boolean;
  /** SPI_PS_INPUT_ENA: which VGPR inputs are loaded. */
  readonly inputEna: number;
  /** SPI_PS_INPUT_ADDR: which VGPR inputs have a slot (a superset of ENA; ENA when unset). */
  readonly inputAddr: number;
  /** SPI_PS_IN_CONTROL.NUM_INTERP: attributes written to the wave's LDS. */
  readonly numInterp: number;
  /**
   * Invocations per covered pixel: 2^DB_EQAA.PS_ITER_SAMPLES when
   * PA_SC_MODE_CNTL_1.PS_ITER_SAMPLE is set (sample-rate shading, as RADV
   * programs it), else 1.
   */
  readonly invocationsPerPixel: number;
  /** SPI_BARYC_CNTL.POS_FLOAT_LOCATION = 2: POS_X/Y_FLOAT at the invocation's sample, else the pixel centre. */
  readonly posAtSample: boolean;
  /**
   * VGT_PRIMITIVEID_EN.PRIMITIVEID_EN: the vertex stage exports the primitive ID as the attribute
   * after the vertex data's (docs/gpu_engine.md, "Vertex stage").
   */
  readonly primitiveIdExport: boolean;
  /**
   * Per attribute 0..numInterp-1, SPI_PS_INPUT_CNTL_n: the vertex stage's parameter it reads
   * (OFFSET), or when OFFSET[5] is set a constant, -1 - DEFAULT_VAL (0: (0,0,0,0), 1: (0,0,0,1),
   * 2: (1,1,1,0), 3: (1,1,1,1)).
   */
  readonly inputParams: Int32Array;
}

/** Everything the SPI needs to launch vertex-shader waves of a draw (docs/gpu_vertex.md). */
export interface VsState {
  /** GPU virtual address of the program (GFX9–10.3 SPI_SHADER_PGM_LO/HI_VS; GFX11 the NGG stage's LO/HI_ES). */
  readonly address: number;
  readonly wave64: boolean;
  readonly vgprCount: number;
  /** User SGPRs: SPI_SHADER_USER_DATA_VS_* (GFX9–10.3) or _GS_* (GFX11), RSRC2.USER_SGPR of them. */
  readonly userData: readonly number[];
  /** RSRC1.VGPR_COMP_CNT: the instance ID is loaded (v1 on GFX9, v3 on GFX10+) when it reaches that VGPR. */
  readonly vgprCompCnt: number;
  /** Parameters per vertex: SPI_VS_OUT_CONFIG.VS_EXPORT_COUNT + 1, 0 with NO_PC_EXPORT. */
  readonly params: number;
  /** GFX11: the attribute ring (SPI_ATTRIBUTE_RING_BASE/SIZE; one part per SE); undefined before GFX11. */
  readonly attributeRing: { readonly address: number; readonly bytesPerSe: number } | undefined;
}

/**
 * When the depth test runs relative to the shader (DB_SHADER_CONTROL):
 * 'early' before packing (rasterizer depth per sample), 'late' at the
 * wave's exports (exported Z from mrtz, else the interpolated depth).
 */
export type DepthOrder = 'early' | 'late';

export interface DepthControl {
  readonly order: DepthOrder;
  /** Z_EXPORT_ENABLE: the shader exports depth (mrtz). */
  readonly zExport: boolean;
  /** KILL_ENABLE: the shader may discard. */
  readonly kill: boolean;
}

export interface DrawConfig {
  readonly gfx: GfxLevel;
  readonly raster: RasterConfig;
  readonly pops: PopsDrawConfig;
  readonly ps: PsState;
  readonly vs: VsState;
  readonly topology: Topology;
  /** SPI_SHADER_COL_FORMAT (S12: non-zero = colour export space). */
  readonly colFormat: number;
  readonly depth: DepthControl;
}

/** VGT_PRIMITIVE_TYPE values of the triangle topologies (DI_PT_*). */
const PRIM_TYPES: ReadonlyMap<number, Topology> = new Map([
  [4, 'triangle-list'],
  [5, 'triangle-fan'],
  [6, 'triangle-strip'],
]);

const PSLC: readonly PartialSquadLaunchControl[] = ['auto', 'on-hang-only', 'asap', 'countdown'];

const F32 = new Float32Array(1);
const U32 = new Uint32Array(F32.buffer);
function f32(bits: number): number {
  U32[0] = bits;
  return F32[0]!;
}

/** A field, or 0 when the register or field does not exist on this gfx level. */
function fieldOr0(regs: RegisterFile, reg: string, field: string): number {
  const def = regs.db.byName(reg);
  if (def === undefined || !def.fields.some((f) => f.name === field)) return 0;
  return regs.getField(reg, field);
}

/** Scissor rectangle from a TL/BR register pair; undefined when neither was written. */
function scissorOf(regs: RegisterFile, prefix: string): Rect | undefined {
  if (!regs.has(regs.db.register(`${prefix}_TL`).offset) && !regs.has(regs.db.register(`${prefix}_BR`).offset)) return undefined;
  const x0 = regs.getField(`${prefix}_TL`, 'TL_X');
  const y0 = regs.getField(`${prefix}_TL`, 'TL_Y');
  const x1 = regs.getField(`${prefix}_BR`, 'BR_X');
  const y1 = regs.getField(`${prefix}_BR`, 'BR_Y');
  return { x: x0, y: y0, width: Math.max(0, x1 - x0), height: Math.max(0, y1 - y0) };
}

function intersect(a: Rect, b: Rect | undefined): Rect {
  if (b === undefined) return a;
  const x0 = Math.max(a.x, b.x);
  const y0 = Math.max(a.y, b.y);
  const x1 = Math.min(a.x + a.width, b.x + b.width);
  const y1 = Math.min(a.y + a.height, b.y + b.height);
  return { x: x0, y: y0, width: Math.max(0, x1 - x0), height: Math.max(0, y1 - y0) };
}

/** Largest framebuffer the rasterizer takes; the screen scissor's default. */
const MAX_EXTENT = 16384;

function decodeRaster(regs: RegisterFile): RasterConfig {
  const exposedLog2 = regs.getField('PA_SC_AA_CONFIG', 'MSAA_EXPOSED_SAMPLES');
  if (exposedLog2 > 4) throw new GpuError('bad-draw-state', 'PA_SC_AA_CONFIG.MSAA_EXPOSED_SAMPLES', `${exposedLog2} is not log2 of 1..16`);
  const samples = (1 << exposedLog2) as SampleCount;

  // The viewport transform registers hold x_f = XOFFSET + XSCALE·x_ndc (Vulkan's
  // ox = x + w/2, px/2 = w/2); a negative YSCALE is a flipped viewport.
  const xScale = f32(regs.get('PA_CL_VPORT_XSCALE'));
  const xOffset = f32(regs.get('PA_CL_VPORT_XOFFSET'));
  const yScale = f32(regs.get('PA_CL_VPORT_YSCALE'));
  const yOffset = f32(regs.get('PA_CL_VPORT_YOFFSET'));
  const zScale = f32(regs.get('PA_CL_VPORT_ZSCALE'));
  const zOffset = f32(regs.get('PA_CL_VPORT_ZOFFSET'));
  if (!(xScale > 0) || yScale === 0) {
    throw new GpuError('bad-draw-state', 'PA_CL_VPORT_XSCALE/YSCALE', `viewport scale (${xScale}, ${yScale}) describes an empty viewport`);
  }
  const viewport: Viewport = {
    x: xOffset - xScale,
    y: yOffset - yScale,
    width: 2 * xScale,
    height: 2 * yScale,
    minDepth: zOffset,
    maxDepth: zOffset + zScale,
  };

  const screen = scissorOf(regs, 'PA_SC_SCREEN_SCISSOR') ?? { x: 0, y: 0, width: MAX_EXTENT, height: MAX_EXTENT };
  const framebufferWidth = Math.min(MAX_EXTENT, Math.max(1, screen.x + screen.width));
  const framebufferHeight = Math.min(MAX_EXTENT, Math.max(1, screen.y + screen.height));
  let scissor = intersect(screen, scissorOf(regs, 'PA_SC_WINDOW_SCISSOR'));
  scissor = intersect(scissor, scissorOf(regs, 'PA_SC_GENERIC_SCISSOR'));
  scissor = intersect(scissor, scissorOf(regs, 'PA_SC_VPORT_SCISSOR_0'));

  const cullFront = regs.getField('PA_SU_SC_MODE_CNTL', 'CULL_FRONT') !== 0;
  const cullBack = regs.getField('PA_SU_SC_MODE_CNTL', 'CULL_BACK') !== 0;
  const cullMode: CullMode = cullFront ? (cullBack ? 'front-and-back' : 'front') : cullBack ? 'back' : 'none';
  const frontFace: FrontFace = regs.getField('PA_SU_SC_MODE_CNTL', 'FACE') !== 0 ? 'cw' : 'ccw';
  // R8: relaxed order only when the register asks for it; nothing implies it for POPS.
  const outOfOrder = regs.getField('PA_SC_MODE_CNTL_1', 'OUT_OF_ORDER_PRIMITIVE_ENABLE') !== 0;
  const sampleMask = quadSampleMaskOf(aaMaskOf(regs, 'PA_SC_AA_MASK_X0Y0_X1Y0'), aaMaskOf(regs, 'PA_SC_AA_MASK_X0Y1_X1Y1'));
  return { samples, viewport, scissor, framebufferWidth, framebufferHeight, frontFace, cullMode, outOfOrder, sampleMask };
}

/**
 * A PA_SC_AA_MASK register (two pixels' 16-bit sample masks). Assumption
 * (docs/gpu_raster.md): never written means every sample enabled, the value
 * RADV and PAL program when the application's mask is all ones.
 */
function aaMaskOf(regs: RegisterFile, name: string): number {
  const offset = regs.db.register(name).offset;
  return regs.has(offset) ? regs.read(offset) : 0xffffffff;
}

function decodePs(regs: RegisterFile, gfx: GfxLevel): PsState {
  const lo = regs.get('SPI_SHADER_PGM_LO_PS');
  const hi = regs.getField('SPI_SHADER_PGM_HI_PS', 'MEM_BASE');
  const address = (hi * 2 ** 32 + lo) * 256;
  if (address === 0) throw new GpuError('bad-draw-state', 'SPI_SHADER_PGM_LO_PS', 'no pixel-shader address programmed');
  // GFX10+: SPI_PS_IN_CONTROL.PS_W32_EN selects wave32; GFX9 pixel waves are wave64.
  const wave64 = gfx === 'gfx9' || regs.getField('SPI_PS_IN_CONTROL', 'PS_W32_EN') === 0;
  const vgprCount = vgprsOf(regs, 'SPI_SHADER_PGM_RSRC1_PS', wave64);
  const userData = userDataOf(regs, 'SPI_SHADER_PGM_RSRC2_PS', 'SPI_SHADER_USER_DATA_PS_');
  // S1, S8: POPS arguments load only when enabled in BOTH registers.
  const loadCollisionWaveId =
    regs.getField('SPI_SHADER_PGM_RSRC2_PS', 'LOAD_COLLISION_WAVEID') !== 0 && regs.getField('PA_SC_SHADER_CONTROL', 'LOAD_COLLISION_WAVEID') !== 0;
  const loadIntrawaveCollision =
    regs.getField('SPI_SHADER_PGM_RSRC2_PS', 'LOAD_INTRAWAVE_COLLISION') !== 0 &&
    regs.getField('PA_SC_SHADER_CONTROL', 'LOAD_INTRAWAVE_COLLISION') !== 0;
  const inputEna = regs.get('SPI_PS_INPUT_ENA') & 0xffff;
  const addrReg = regs.db.register('SPI_PS_INPUT_ADDR');
  const inputAddr = regs.has(addrReg.offset) ? (regs.read(addrReg.offset) & 0xffff) | inputEna : inputEna;
  const numInterp = regs.getField('SPI_PS_IN_CONTROL', 'NUM_INTERP');
  const iterLog2 = regs.getField('PA_SC_MODE_CNTL_1', 'PS_ITER_SAMPLE') !== 0 ? regs.getField('DB_EQAA', 'PS_ITER_SAMPLES') : 0;
  const exposedLog2 = regs.getField('PA_SC_AA_CONFIG', 'MSAA_EXPOSED_SAMPLES');
  if (iterLog2 > exposedLog2) {
    throw new GpuError('bad-draw-state', 'DB_EQAA.PS_ITER_SAMPLES', `${1 << iterLog2} invocations per pixel exceed ${1 << exposedLog2} samples`);
  }
  const posAtSample = regs.getField('SPI_BARYC_CNTL', 'POS_FLOAT_LOCATION') === 2;
  const primitiveIdExport = regs.getField('VGT_PRIMITIVEID_EN', 'PRIMITIVEID_EN') !== 0;
  const inputParams = new Int32Array(numInterp);
  for (let a = 0; a < numInterp; a++) {
    const offset = regs.getField(`SPI_PS_INPUT_CNTL_${a}`, 'OFFSET');
    inputParams[a] = (offset & 0x20) !== 0 ? -1 - regs.getField(`SPI_PS_INPUT_CNTL_${a}`, 'DEFAULT_VAL') : offset;
  }
  return {
    address,
    wave64,
    vgprCount,
    userData,
    loadCollisionWaveId,
    loadIntrawaveCollision,
    inputEna,
    inputAddr,
    numInterp,
    invocationsPerPixel: 1 << iterLog2,
    posAtSample,
    primitiveIdExport,
    inputParams,
  };
}

/** RSRC1.VGPRS is (count / granule) - 1; the granule is 4, or 8 for GFX10+ wave32. */
function vgprsOf(regs: RegisterFile, rsrc1: string, wave64: boolean): number {
  return (regs.getField(rsrc1, 'VGPRS') + 1) * (wave64 ? 4 : 8);
}

function userDataOf(regs: RegisterFile, rsrc2: string, prefix: string): number[] {
  const count = regs.getField(rsrc2, 'USER_SGPR') + 32 * fieldOr0(regs, rsrc2, 'USER_SGPR_MSB');
  if (count > 32) throw new GpuError('bad-draw-state', `${rsrc2}.USER_SGPR`, `${count} user SGPRs (at most 32)`);
  const data: number[] = [];
  for (let i = 0; i < count; i++) data.push(regs.get(`${prefix}${i}`));
  return data;
}

/**
 * The vertex stage: GFX9–10.3 the hardware VS stage (RADV's legacy path; on GFX10/10.3 popsim
 * models it in place of NGG, docs/gpu_vertex.md), GFX11 the NGG stage's registers (it has no VS)
 * with the same argument layout (assumption, docs/gpu_vertex.md).
 */
function decodeVs(regs: RegisterFile, gfx: GfxLevel): VsState {
  const gfx11 = gfx === 'gfx11';
  const lo = regs.get(gfx11 ? 'SPI_SHADER_PGM_LO_ES' : 'SPI_SHADER_PGM_LO_VS');
  const hi = regs.get(gfx11 ? 'SPI_SHADER_PGM_HI_ES' : 'SPI_SHADER_PGM_HI_VS') & 0xff;
  const address = (hi * 2 ** 32 + lo) * 256;
  if (address === 0) throw new GpuError('bad-draw-state', gfx11 ? 'SPI_SHADER_PGM_LO_ES' : 'SPI_SHADER_PGM_LO_VS', 'no vertex-shader address programmed');
  const wave64 = gfx === 'gfx9' || regs.getField('VGT_SHADER_STAGES_EN', gfx11 ? 'GS_W32_EN' : 'VS_W32_EN') === 0;
  const rsrc1 = gfx11 ? 'SPI_SHADER_PGM_RSRC1_GS' : 'SPI_SHADER_PGM_RSRC1_VS';
  const rsrc2 = gfx11 ? 'SPI_SHADER_PGM_RSRC2_GS' : 'SPI_SHADER_PGM_RSRC2_VS';
  // GFX11's RSRC1_GS has no VGPR_COMP_CNT; the merged stage's ES_VGPR_COMP_CNT (RSRC2) stands for it.
  const vgprCompCnt = gfx11 ? regs.getField(rsrc2, 'ES_VGPR_COMP_CNT') : regs.getField(rsrc1, 'VGPR_COMP_CNT');
  const noParams = fieldOr0(regs, 'SPI_VS_OUT_CONFIG', 'NO_PC_EXPORT') !== 0;
  const params = noParams ? 0 : regs.getField('SPI_VS_OUT_CONFIG', 'VS_EXPORT_COUNT') + 1;
  let attributeRing: VsState['attributeRing'];
  if (gfx11) {
    // BASE in 64 KiB units; MEM_SIZE is the per-SE size in 64 KiB units minus one (RADV).
    const bytesPerSe = (regs.getField('SPI_ATTRIBUTE_RING_SIZE', 'MEM_SIZE') + 1) * 65536;
    attributeRing = { address: regs.get('SPI_ATTRIBUTE_RING_BASE') * 65536, bytesPerSe };
  }
  return {
    address,
    wave64,
    vgprCount: vgprsOf(regs, rsrc1, wave64),
    userData: userDataOf(regs, rsrc2, gfx11 ? 'SPI_SHADER_USER_DATA_GS_' : 'SPI_SHADER_USER_DATA_VS_'),
    vgprCompCnt,
    params,
    attributeRing,
  };
}

/**
 * Early Z when the shader cannot change the outcome: Z_ORDER asks for early Z
 * (EARLY_Z_THEN_LATE_Z / EARLY_Z_THEN_RE_Z), no depth export and no discard;
 * DEPTH_BEFORE_SHADER (EarlyFragmentTests) forces it even with discard.
 * Everything else tests late, at the exports (assumption, docs/gpu_engine.md).
 */
function decodeDepthControl(regs: RegisterFile): DepthControl {
  const zOrder = regs.getField('DB_SHADER_CONTROL', 'Z_ORDER');
  const zExport = regs.getField('DB_SHADER_CONTROL', 'Z_EXPORT_ENABLE') !== 0;
  const kill = regs.getField('DB_SHADER_CONTROL', 'KILL_ENABLE') !== 0;
  const forced = regs.getField('DB_SHADER_CONTROL', 'DEPTH_BEFORE_SHADER') !== 0;
  const earlyOrder = zOrder === 1 || zOrder === 3;
  const early = !zExport && (forced || (earlyOrder && !kill));
  return { order: early ? 'early' : 'late', zExport, kill };
}

function decodePops(regs: RegisterFile, gfx: GfxLevel, ps: PsState, colFormat: number): PopsDrawConfig {
  const gfx11 = gfx === 'gfx11';
  const binMode = fieldOr0(regs, 'PA_SC_BINNER_CNTL_0', 'BIN_MAPPING_MODE');
  const binField = regs.db.byName('PA_SC_BINNER_CNTL_0')?.fields.find((f) => f.name === 'BIN_MAPPING_MODE');
  const pslc = regs.getField('DB_RENDER_OVERRIDE2', 'PARTIAL_SQUAD_LAUNCH_CONTROL');
  const zExport = regs.getField('SPI_SHADER_Z_FORMAT', 'Z_EXPORT_FORMAT') !== 0;
  const zNumSamplesLog2 = regs.getField('DB_Z_INFO', 'NUM_SAMPLES');
  const hasDepth = regs.getField('DB_Z_INFO', 'FORMAT') !== 0;
  return {
    enabled: regs.getField('DB_SHADER_CONTROL', 'PRIMITIVE_ORDERED_PIXEL_SHADER') !== 0, // R1
    wave64: ps.wave64,
    overlapSamplesLog2: fieldOr0(regs, 'DB_SHADER_CONTROL', 'POPS_OVERLAP_NUM_SAMPLES'), // R2 (GFX9–10.3)
    overrideIntrinsicRateEnable: fieldOr0(regs, 'DB_SHADER_CONTROL', 'OVERRIDE_INTRINSIC_RATE_ENABLE') !== 0, // R3 (GFX11)
    overrideIntrinsicRateLog2: fieldOr0(regs, 'DB_SHADER_CONTROL', 'OVERRIDE_INTRINSIC_RATE'),
    dbZNumSamplesLog2: zNumSamplesLog2, // R5
    rasterSamplesLog2: regs.getField('PA_SC_AA_CONFIG', 'MSAA_NUM_SAMPLES'), // R6 condition
    depthSamplesLog2: hasDepth ? zNumSamplesLog2 : 0,
    drainOnOverlap: !gfx11 && fieldOr0(regs, 'DB_DFSM_CONTROL', 'POPS_DRAIN_PS_ON_OVERLAP') !== 0, // R6
    partialSquadLaunchControl: PSLC[pslc] ?? 'auto', // R7
    exportSpace: colFormat !== 0 || zExport, // S12
    intrawaveCollision: !gfx11 && ps.loadIntrawaveCollision, // S8
    execIfOverlapped: fieldOr0(regs, 'DB_SHADER_CONTROL', 'EXEC_IF_OVERLAPPED') !== 0, // R10
    binMappingModePops: binField !== undefined && atLeast(gfx, 'gfx10') && regs.db.enumeratorName(binField, binMode) === 'BIN_MAP_MODE_POPS', // R10
  };
}

/** Decodes the registers a draw depends on. */
export function decodeDrawConfig(regs: RegisterFile): DrawConfig {
  const gfx = regs.gfx;
  const raster = decodeRaster(regs);
  const ps = decodePs(regs, gfx);
  const colFormat = regs.get('SPI_SHADER_COL_FORMAT');
  const pops = decodePops(regs, gfx, ps, colFormat);
  const primType = regs.getField('VGT_PRIMITIVE_TYPE', 'PRIM_TYPE');
  const topology = PRIM_TYPES.get(primType);
  if (topology === undefined) {
    throw new GpuError('unsupported', 'VGT_PRIMITIVE_TYPE', `primitive type ${primType}: only triangle lists, strips and fans are modelled`);
  }
  return { gfx, raster, pops, ps, vs: decodeVs(regs, gfx), topology, colFormat, depth: decodeDepthControl(regs) };
}
