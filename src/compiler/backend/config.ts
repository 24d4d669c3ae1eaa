/**
 * Register values the driver programs for a compiled pixel shader. Bit
 * positions are from the AMD register databases (reference/amd-registers,
 * gfx9/gfx10/gfx103/gfx11 JSON), hard-coded here because popsim never reads
 * ../shared at run time.
 */
import type { GfxLevel } from '../../isa/gfx_level.js';
import type { Stage } from '../ir/ir.js';
import type { UserSgpr } from './abi.js';

/** Registers and arguments of a vertex shader (docs/compiler_backend.md, "Vertex shaders"). */
export interface VertexShaderConfig {
  /** SPI_VS_OUT_CONFIG: VS_EXPORT_COUNT [5:1] = param exports - 1 (0 with none). */
  readonly spiVsOutConfig: number;
  /** SPI_SHADER_POS_FORMAT: POS0_EXPORT_FORMAT [3:0] = 4 (SPI_SHADER_4COMP). */
  readonly spiShaderPosFormat: number;
  /** RSRC1.VGPR_COMP_CNT: 0 (vertex ID only), 1 (GFX9) / 3 (GFX10+) with the instance ID. */
  readonly vgprCompCnt: number;
  /** Attribute location of param k. */
  readonly paramLocations: readonly number[];
  readonly vertexBuffersSgpr: number | undefined;
  readonly baseVertexSgpr: number | undefined;
  readonly startInstanceSgpr: number | undefined;
  /** GFX11 only: pointer to the attribute ring's V# (stride 16 × params). */
  readonly attributeRingSgpr: number | undefined;
  /**
   * GFX11 with varyings: the system SGPR (after the user SGPRs) the SPI loads with the wave's byte
   * offset into the attribute ring; the ring stores use it as soffset.
   */
  readonly attributeRingOffsetSgpr: number | undefined;
}

export interface ShaderConfig {
  readonly stage: Stage;
  readonly waveSize: 32 | 64;
  readonly vgprCount: number;
  readonly sgprCount: number;
  /** SPI_SHADER_PGM_RSRC1_PS: VGPRS [5:0], SGPRS [9:6] (GFX9 only), FLOAT_MODE [19:12], DX10_CLAMP [21], MEM_ORDERED [25] (GFX10+). */
  readonly rsrc1: number;
  /** SPI_SHADER_PGM_RSRC2_PS: USER_SGPR [5:1], LOAD_COLLISION_WAVEID [25], LOAD_INTRAWAVE_COLLISION [26]. */
  readonly rsrc2: number;
  readonly spiPsInputEna: number;
  readonly spiPsInputAddr: number;
  /** SPI_SHADER_COL_FORMAT: 4 bits per MRT (1 = 32_R, 2 = 32_GR, 9 = 32_ABGR). */
  readonly spiShaderColFormat: number;
  readonly spiShaderZFormat: number;
  /**
   * The shader's DB_SHADER_CONTROL bits: Z_EXPORT_ENABLE [0], KILL_ENABLE [6], MASK_EXPORT_ENABLE [8],
   * DEPTH_BEFORE_SHADER [12]. The POPS fields (PRIMITIVE_ORDERED_PIXEL_SHADER, R1; the overlap granularity,
   * R2/R3; EXEC_IF_OVERLAPPED, R10) are the driver's, decided per draw from the shader's interlock mode.
   */
  readonly dbShaderControl: number;
  /**
   * S1: the code reads the COLLISION_WAVEID SGPR (interlock shaders on GFX9–10.3); RSRC2.LOAD_COLLISION_WAVEID
   * is set. The SPI loads it only if the driver also sets PA_SC_SHADER_CONTROL.LOAD_COLLISION_WAVEID.
   */
  readonly loadCollisionWaveId: boolean;
  /** S8: the code reads the INTRAWAVE_COLLISION SGPR; RSRC2.LOAD_INTRAWAVE_COLLISION is set, and the driver sets PA_SC_SHADER_CONTROL's. */
  readonly loadIntrawaveCollision: boolean;
  readonly userSgprs: readonly UserSgpr[];
  readonly userSgprCount: number;
  readonly primMaskSgpr: number;
  readonly collisionWaveIdSgpr: number | undefined;
  /** INTRAWAVE_COLLISION SGPR when loaded (S8), right after COLLISION_WAVEID. */
  readonly intrawaveCollisionSgpr: number | undefined;
  readonly dummyExport: boolean;
  /**
   * Pixel shaders reading gl_PrimitiveID: the attribute they read it from (flat, x component);
   * the driver has the vertex stage export the primitive ID there (VGT_PRIMITIVEID_EN).
   */
  readonly primitiveIdAttribute: number | undefined;
  /** Vertex shaders only; the PS fields above are then zero/false (primMaskSgpr -1). */
  readonly vertex: VertexShaderConfig | undefined;
}

export const RSRC2_LOAD_COLLISION_WAVEID = 1 << 25;
export const RSRC2_LOAD_INTRAWAVE_COLLISION = 1 << 26;
export const DB_Z_EXPORT_ENABLE = 1 << 0;
export const DB_KILL_ENABLE = 1 << 6;
export const DB_MASK_EXPORT_ENABLE = 1 << 8;
export const DB_DEPTH_BEFORE_SHADER = 1 << 12;
/** FLOAT_MODE 0xC0: f16/f64 denormals kept, f32 denormals flushed (RADV's default). */
export const FLOAT_MODE_DEFAULT = 0xc0;

export const SPI_SHADER_4COMP = 4;

/** SPI_SHADER_PGM_RSRC2: USER_SGPR [5:1], and for pixel shaders the POPS loads (S1, S8). */
export function rsrc2Value(userSgprCount: number, loadCollisionWaveId: boolean, loadIntrawaveCollision: boolean): number {
  let v = (userSgprCount & 0x1f) << 1;
  if (loadCollisionWaveId) v |= RSRC2_LOAD_COLLISION_WAVEID;
  if (loadIntrawaveCollision) v |= RSRC2_LOAD_INTRAWAVE_COLLISION;
  return v >>> 0;
}

/** The shader's DB_SHADER_CONTROL bits (ShaderConfig.dbShaderControl): depth export (Z_FORMAT 9 also exports the mask), discard, early tests. */
export function shaderDbControl(zFormat: number, kill: boolean, earlyFragmentTests: boolean): number {
  let db = 0;
  if (zFormat !== 0) db |= DB_Z_EXPORT_ENABLE;
  if (kill) db |= DB_KILL_ENABLE;
  if (zFormat === 9) db |= DB_MASK_EXPORT_ENABLE;
  if (earlyFragmentTests) db |= DB_DEPTH_BEFORE_SHADER;
  return db;
}

/**
 * SPI_SHADER_PGM_RSRC1_VS: the PS layout plus VGPR_COMP_CNT [25:24]; MEM_ORDERED
 * is bit 27 there. GFX11 has no legacy VS stage (no RSRC1_VS): popsim's GFX11
 * vertex stage takes its value in this same layout.
 */
export function rsrc1VsValue(gfx: GfxLevel, vgprs: number, sgprs: number, wave64: boolean, vgprCompCnt: number): number {
  let v = rsrc1Value('gfx9', vgprs, sgprs, wave64);
  if (gfx !== 'gfx9') v &= ~(0xf << 6);
  v |= (vgprCompCnt & 3) << 24;
  if (gfx !== 'gfx9') v |= 1 << 27;
  return v >>> 0;
}

export function rsrc1Value(gfx: GfxLevel, vgprs: number, sgprs: number, wave64: boolean): number {
  const granule = wave64 ? 4 : 8;
  let v = Math.max(0, Math.ceil(Math.max(vgprs, 1) / granule) - 1) & 0x3f;
  // As RADV: SGPRS = (num_sgprs - 1) / 8 on GFX9; ignored (0) on GFX10+.
  if (gfx === 'gfx9') v |= (Math.floor((Math.max(sgprs, 1) - 1) / 8) & 0xf) << 6;
  v |= FLOAT_MODE_DEFAULT << 12;
  v |= 1 << 21;
  if (gfx !== 'gfx9') v |= 1 << 25;
  return v >>> 0;
}
