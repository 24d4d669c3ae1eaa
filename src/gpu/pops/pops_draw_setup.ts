/**
 * What the unit derives from a PopsDrawConfig once per draw: the overlap
 * mode and which errata conditions are live. Packing waves keep the
 * PopsDrawSetup of the draw they were started in.
 */
import type { GfxLevel } from '../../isa/gfx_level.js';
import type { PopsDrawConfig, PopsErrata } from './config.js';
import { overlapModeFor, type OverlapMode } from './overlap_slots.js';

export interface PopsDrawSetup {
  readonly config: PopsDrawConfig;
  readonly mode: OverlapMode;
  /** Quads per wave: 16 for wave64, 8 for wave32. */
  readonly quadsPerWave: number;
  /** S8: quads overlapping the wave being packed stay and start a layer (GFX9–10.3 only). */
  readonly intrawaveLayers: boolean;
  /** S12 on GFX10/10.3: without export space the waves run unsynchronized. */
  readonly unsynchronized: boolean;
  /** R6 erratum live: VEGA10/RAVEN, ≥8 raster or depth samples, drain off. */
  readonly r6Active: boolean;
  /** R7 erratum live: NAVI1x, drain on, PSLC not ON_HANG_ONLY. */
  readonly r7Active: boolean;
}

export function popsDrawSetupFor(gfx: GfxLevel, errata: PopsErrata, config: PopsDrawConfig): PopsDrawSetup {
  const pops = config.enabled;
  const eightSamples = config.rasterSamplesLog2 >= 3 || config.depthSamplesLog2 >= 3;
  return {
    config,
    mode: overlapModeFor(gfx, config),
    quadsPerWave: config.wave64 ? 16 : 8,
    intrawaveLayers: pops && gfx !== 'gfx11' && config.intrawaveCollision,
    unsynchronized: pops && (gfx === 'gfx10' || gfx === 'gfx10_3') && !config.exportSpace,
    r6Active: pops && errata.popsMissedOverlap && eightSamples && !config.drainOnOverlap,
    r7Active:
      pops && errata.stalledPopsMode && config.drainOnOverlap && config.partialSquadLaunchControl !== 'on-hang-only',
  };
}
