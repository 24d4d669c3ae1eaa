/**
 * Plain configuration of the POPS unit: the constructor parameters (from the
 * chip table) and the per-draw state (decoded from registers by the
 * integration at draw time; this unit never reads registers).
 */
import type { GfxLevel } from '../../isa/gfx_level.js';
import { PopsError } from './errors.js';

/** Same fields as ChipErrata in src/amd/chips.ts (structurally compatible). */
export interface PopsErrata {
  /** R6 (VEGA10, RAVEN): waMiscPopsMissedOverlap. */
  readonly popsMissedOverlap: boolean;
  /** R7 (NAVI10/12/14): waStalledPopsMode. */
  readonly stalledPopsMode: boolean;
}

export interface PopsUnitParams {
  readonly gfx: GfxLevel;
  /** Packers served by this unit (one unit per shader engine): ≤ 2 on GFX9, ≤ 4 on GFX10+ (S1). */
  readonly packers: number;
  readonly errata: PopsErrata;
}

/** DB_RENDER_OVERRIDE2.PARTIAL_SQUAD_LAUNCH_CONTROL (DbPSLControl). */
export type PartialSquadLaunchControl = 'auto' | 'on-hang-only' | 'asap' | 'countdown';

export interface PopsDrawConfig {
  /** DB_SHADER_CONTROL.PRIMITIVE_ORDERED_PIXEL_SHADER (R1). */
  readonly enabled: boolean;
  /** Pixel-shader wave size; GFX9 is always wave64. */
  readonly wave64: boolean;
  /** GFX9–10.3 DB_SHADER_CONTROL.POPS_OVERLAP_NUM_SAMPLES, log2: 0 = pixel interlock (R2). */
  readonly overlapSamplesLog2: number;
  /** GFX11 DB_SHADER_CONTROL.OVERRIDE_INTRINSIC_RATE_ENABLE (R3). */
  readonly overrideIntrinsicRateEnable: boolean;
  /** GFX11 DB_SHADER_CONTROL.OVERRIDE_INTRINSIC_RATE, log2 of samples: the interlock granularity (R3). */
  readonly overrideIntrinsicRateLog2: number;
  /** GFX11 DB_Z_INFO.NUM_SAMPLES (log2): how many coverage bits the DB interprets (R5). */
  readonly dbZNumSamplesLog2: number;
  /** log2 of the rasterization samples (PA_SC_AA_CONFIG.MSAA_NUM_SAMPLES) — R6 condition. */
  readonly rasterSamplesLog2: number;
  /** log2 of the depth/stencil target samples (0 without a target) — R6 condition. */
  readonly depthSamplesLog2: number;
  /** DB_DFSM_CONTROL.POPS_DRAIN_PS_ON_OVERLAP (R6; GFX9–10.3 only). */
  readonly drainOnOverlap: boolean;
  /** DB_RENDER_OVERRIDE2.PARTIAL_SQUAD_LAUNCH_CONTROL (R7). */
  readonly partialSquadLaunchControl: PartialSquadLaunchControl;
  /** The PS has export space: SPI_SHADER_COL_FORMAT non-zero or a Z export (S12). */
  readonly exportSpace: boolean;
  /** INTRAWAVE_COLLISION loading enabled in RSRC2 and PA_SC_SHADER_CONTROL (S8; GFX9–10.3). */
  readonly intrawaveCollision: boolean;
  /** DB_SHADER_CONTROL.EXEC_IF_OVERLAPPED (R10): accepted, no modelled effect. */
  readonly execIfOverlapped: boolean;
  /** PA_SC_BINNER_CNTL_0.BIN_MAPPING_MODE = BIN_MAP_MODE_POPS (R10): accepted, no modelled effect. */
  readonly binMappingModePops: boolean;
}

/** A POPS draw at 1x with export space and every optional knob off. */
export const DEFAULT_POPS_DRAW: PopsDrawConfig = {
  enabled: true,
  wave64: true,
  overlapSamplesLog2: 0,
  overrideIntrinsicRateEnable: true,
  overrideIntrinsicRateLog2: 0,
  dbZNumSamplesLog2: 0,
  rasterSamplesLog2: 0,
  depthSamplesLog2: 0,
  drainOnOverlap: false,
  partialSquadLaunchControl: 'auto',
  exportSpace: true,
  intrawaveCollision: false,
  execIfOverlapped: false,
  binMappingModePops: false,
};

/** Largest sample count (16x) — the tracker keeps one slot per sample index. */
export const MAX_SAMPLES_LOG2 = 4;

export function validateParams(p: PopsUnitParams): void {
  const maxPackers = p.gfx === 'gfx9' ? 2 : 4; // packer ID is 1 bit on GFX9, 2 bits on GFX10+ (S1)
  if (!Number.isInteger(p.packers) || p.packers < 1 || p.packers > maxPackers) {
    throw new PopsError('bad-params', `${p.gfx} supports 1..${maxPackers} POPS packers, got ${p.packers}`);
  }
}

export function validateDrawConfig(gfx: GfxLevel, c: PopsDrawConfig): void {
  const log2Fields = [
    ['overlapSamplesLog2', c.overlapSamplesLog2],
    ['overrideIntrinsicRateLog2', c.overrideIntrinsicRateLog2],
    ['dbZNumSamplesLog2', c.dbZNumSamplesLog2],
    ['rasterSamplesLog2', c.rasterSamplesLog2],
    ['depthSamplesLog2', c.depthSamplesLog2],
  ] as const;
  for (const [name, v] of log2Fields) {
    if (!Number.isInteger(v) || v < 0 || v > MAX_SAMPLES_LOG2) {
      throw new PopsError('bad-config', `${name} = ${v}: expected 0..${MAX_SAMPLES_LOG2}`);
    }
  }
  if (gfx === 'gfx9' && !c.wave64) throw new PopsError('bad-config', 'GFX9 pixel shaders are always wave64');
  if (gfx === 'gfx11' && c.drainOnOverlap) {
    throw new PopsError('bad-config', 'DB_DFSM_CONTROL.POPS_DRAIN_PS_ON_OVERLAP does not exist on GFX11');
  }
}
