/** PackingWave.collidesFrom: overlap at one position, with the position filter that skips the scan. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PackingWave } from '../../../src/gpu/pops/packing_wave.js';
import { popsDrawSetupFor } from '../../../src/gpu/pops/pops_draw_setup.js';
import { DEFAULT_POPS_DRAW } from '../../../src/gpu/pops/config.js';

const DRAW = popsDrawSetupFor('gfx11', { popsMissedOverlap: false, stalledPopsMode: false }, { ...DEFAULT_POPS_DRAW, enabled: true, wave64: true });

/** Writes the slots of the next quad (all four pixels `slots`) and says whether it overlaps a committed quad from `from` on. */
function offer(wave: PackingWave, x: number, y: number, slots: number, from = 0): boolean {
  for (let i = 0; i < 4; i++) wave.slots[wave.quadCount * 4 + i] = slots;
  return wave.collidesFrom(from, x, y);
}

test('a quad overlaps a committed quad at its position that shares a slot, not one elsewhere or on other slots', () => {
  const wave = new PackingWave(0, DRAW);
  assert.equal(offer(wave, 4, 2, 0b01), false);
  wave.commit(4, 2);
  assert.equal(offer(wave, 4, 2, 0b10), false, 'same position, other slots');
  assert.equal(offer(wave, 6, 2, 0b01), false, 'other position');
  // 16 pixels to the right: the same bit of the position filter, a different position.
  assert.equal(offer(wave, 20, 2, 0b01), false);
  wave.commit(20, 2);
  assert.equal(offer(wave, 4, 18, 0b01), false, 'filter alias in y');
  assert.equal(offer(wave, 4, 2, 0b11), true);
  assert.equal(offer(wave, 20, 2, 0b01), true);
  assert.equal(offer(wave, 4, 2, 0b01, 1), false, 'only quads from `from` on count');
});

test('reset empties the position filter with the quads', () => {
  const wave = new PackingWave(0, DRAW);
  offer(wave, 8, 8, 0b1);
  wave.commit(8, 8);
  assert.equal(offer(wave, 8, 8, 0b1), true);
  wave.reset(0, DRAW);
  assert.equal(wave.quadCount, 0);
  assert.equal(offer(wave, 8, 8, 0b1), false);
});
