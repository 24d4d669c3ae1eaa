/**
 * 10-bit POPS wave IDs (S4). Internally every packer numbers its waves with a
 * monotonically increasing sequence number; the 10-bit ID the hardware shows
 * is the sequence modulo 1024, so consecutive waves are 1022, 1023, 0, 1 …
 */
export const WAVE_ID_BITS = 10;
export const WAVE_ID_MASK = (1 << WAVE_ID_BITS) - 1;

/**
 * At most this many waves of one packer may be outstanding (launched and not
 * yet passed by the exiting wave ID). Assumption (docs/gpu_pops.md): one less
 * than the ID space, so the current ID never equals the exiting ID of an
 * older outstanding wave; launch stalls beyond it.
 */
export const MAX_OUTSTANDING_WAVES = WAVE_ID_MASK;

/** The ID mask as a literal (a const enum): waveIdOf runs on every poll, and a module-level const is a hole-checked read per use. */
const enum Id {
  Mask = 1023,
}
if (Id.Mask !== WAVE_ID_MASK) throw new Error('wave_id: Id.Mask does not match WAVE_ID_MASK');

export function waveIdOf(seq: number): number {
  return seq & Id.Mask;
}

/**
 * The shader-side remap of seed 000 (S4): adding `~current_id` turns a 10-bit
 * ID at or before `current` into a 32-bit value that grows monotonically
 * towards 0xFFFFFFFF (the current wave). Used by tests and trace output to
 * reason exactly like the wait loop does.
 */
export function remapToMonotonic(id10: number, current10: number): number {
  return ((id10 & WAVE_ID_MASK) + ~(current10 & WAVE_ID_MASK)) >>> 0;
}
