/**
 * S8 intrawave collisions (GFX9–10.3): INTRAWAVE_COLLISION holds, in its low
 * 8 (wave32) or 16 (wave64) bits, one bit per quad saying that the quad
 * starts a new layer of overlapping invocations; the other bits are ignored
 * (AMD masks them). The ordered section then runs once per layer, in order,
 * with EXEC limited to the layer's lanes (seed 000's example: mask
 * 0b0000001110000100 gives lanes 7:0, 27:8, 31:28, 35:32, 63:36).
 *
 * This is the lane-range model the shader-side loop must reproduce (and what
 * the tests check it against); the isel lowering is not done yet (see
 * docs/compiler_backend.md, "Not done").
 */

export interface LaneRange {
  readonly first: number;
  readonly last: number;
}

/** The layers of a wave, lowest lanes first: each starts at lane 0 or at a quad whose start bit is set. */
export function intrawaveLayers(collision: number, waveSize: 32 | 64): LaneRange[] {
  const quads = waveSize / 4;
  const starts = collision & ((1 << quads) - 1);
  const out: LaneRange[] = [];
  let first = 0;
  for (let q = 1; q < quads; q++) {
    if (!((starts >>> q) & 1)) continue;
    out.push({ first, last: 4 * q - 1 });
    first = 4 * q;
  }
  out.push({ first, last: waveSize - 1 });
  return out;
}
