/** Shared set-up for the POPS unit tests (not a test file itself). */
import type { GfxLevel } from '../../../src/isa/gfx_level.js';
import {
  PopsUnit,
  DEFAULT_POPS_DRAW,
  decodeCollisionWaveId,
  type PopsDrawConfig,
  type PopsErrata,
  type PopsLaunch,
} from '../../../src/gpu/pops/index.js';

export const NO_ERRATA: PopsErrata = { popsMissedOverlap: false, stalledPopsMode: false };

export function makeUnit(gfx: GfxLevel, draw: Partial<PopsDrawConfig> = {}, opts: { packers?: number; errata?: PopsErrata } = {}): PopsUnit {
  const unit = new PopsUnit({ gfx, packers: opts.packers ?? 2, errata: opts.errata ?? NO_ERRATA });
  unit.configureDraw({ ...DEFAULT_POPS_DRAW, wave64: true, ...draw });
  return unit;
}

/** Packs one wave holding one quad at (x, y) with per-pixel coverage and launches it. */
export function launchQuad(unit: PopsUnit, uid: number, x: number, y: number, coverage: readonly number[] = [1, 1, 1, 1]): PopsLaunch {
  const wave = unit.startPacking(unit.packerFor(x, y));
  const r = unit.addQuad(wave, x, y, coverage);
  if (r !== 'added') throw new Error(`quad not added: ${r}`);
  return unit.launch(wave, uid);
}

/**
 * The entry wait of seed 000 / S4, run once against the current exiting ID:
 * true when the loop `while (!(exiting + ~cur > newest + ~cur)) s_sleep` would
 * fall through now. `fixGfx9` applies the shader's +1 correction on GFX9.
 */
export function waitWouldEnd(unit: PopsUnit, uid: number, collision: number, fixGfx9 = true): boolean {
  const c = decodeCollisionWaveId(unit.gfx, collision);
  const offset = ~c.currentId >>> 0;
  let newest = c.newestOverlappedId;
  if (fixGfx9 && unit.gfx === 'gfx9' && newest > c.currentId) newest++;
  const newestMono = (newest + offset) >>> 0;
  const exitingMono = (unit.exitingWaveIdFor(uid) + offset) >>> 0;
  return exitingMono > newestMono;
}

/** Seed 000 packer-register value for a collision argument (S3). */
export function packerFieldFor(gfx: GfxLevel, collision: number): number {
  const c = decodeCollisionWaveId(gfx, collision);
  return gfx === 'gfx9' ? (c.packer ? 0b10 : 0b01) : 1 | (c.packer << 1);
}
