/** The POPS unit (docs/gpu_pops.md). */
export { PopsUnit, type PopsLaunch, type WakeListener } from './pops_unit.js';
export {
  DEFAULT_POPS_DRAW,
  type PopsDrawConfig,
  type PopsErrata,
  type PopsUnitParams,
  type PartialSquadLaunchControl,
} from './config.js';
export { PackingWave, type AddQuadResult } from './packing_wave.js';
export { PopsError, type PopsErrorCode } from './errors.js';
export {
  encodeCollisionWaveId,
  decodeCollisionWaveId,
  reportedNewestOverlappedId,
  type CollisionWaveId,
} from './collision_wave_id.js';
export { decodePackerRegister, type PackerAssociation } from './packer_register.js';
export { WAVE_ID_MASK, MAX_OUTSTANDING_WAVES, waveIdOf, remapToMonotonic } from './wave_id.js';
export { packerForPixel, PACKER_TILE_LOG2 } from './packer_map.js';
export { describeWaitBlock, describeLaunchBlock, type WaitBlock, type LaunchBlock, type HolderState } from './block_reason.js';
export type { PopsStats } from './stats.js';
