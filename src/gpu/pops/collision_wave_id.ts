/**
 * The COLLISION_WAVEID SGPR argument (S1):
 *   [31] did overlap, [29:28] packer ID on GFX10+ / [28] on GFX9,
 *   [25:16] newest overlapped wave ID, [9:0] current wave ID.
 * GFX9 reports the newest overlapped ID one too small when it is behind the
 * wraparound point, i.e. numerically greater than the current ID (S4); the
 * shader adds 1 back. GFX10+ report it exactly.
 */
import type { GfxLevel } from '../../isa/gfx_level.js';
import { WAVE_ID_MASK } from './wave_id.js';

export interface CollisionWaveId {
  readonly didOverlap: boolean;
  readonly packer: number;
  /** The 10-bit value as the hardware reports it (after the GFX9 bug). */
  readonly newestOverlappedId: number;
  readonly currentId: number;
}

function packerFieldMask(gfx: GfxLevel): number {
  return gfx === 'gfx9' ? 1 : 3;
}

/** What the hardware reports for a true newest-overlapped ID (S4 GFX9 off-by-one). */
export function reportedNewestOverlappedId(gfx: GfxLevel, trueNewestId: number, currentId: number): number {
  const newest = trueNewestId & WAVE_ID_MASK;
  if (gfx === 'gfx9' && newest > (currentId & WAVE_ID_MASK)) return (newest - 1) & WAVE_ID_MASK;
  return newest;
}

/**
 * Builds the SGPR value from the true newest overlapped ID; the GFX9 bug is
 * applied here so every caller gets exactly what the hardware would load.
 */
export function encodeCollisionWaveId(
  gfx: GfxLevel,
  didOverlap: boolean,
  packer: number,
  trueNewestId: number,
  currentId: number,
): number {
  const newest = reportedNewestOverlappedId(gfx, trueNewestId, currentId);
  return (
    ((didOverlap ? 1 : 0) << 31) |
    ((packer & packerFieldMask(gfx)) << 28) |
    (newest << 16) |
    (currentId & WAVE_ID_MASK)
  ) >>> 0;
}

export function decodeCollisionWaveId(gfx: GfxLevel, value: number): CollisionWaveId {
  return {
    didOverlap: (value >>> 31) === 1,
    packer: (value >>> 28) & packerFieldMask(gfx),
    newestOverlappedId: (value >>> 16) & WAVE_ID_MASK,
    currentId: value & WAVE_ID_MASK,
  };
}
