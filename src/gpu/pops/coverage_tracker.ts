/**
 * Per-packer overlap tracker: pixel → for every sample-index slot, the
 * sequence number of the newest wave that covered it. Storage is per 2x2
 * quad (the packer's unit of work): a row of 4 pixels x 16 slots in one
 * growable Float64Array (sequence numbers exceed 2^31 in long runs), found
 * through one Map lookup per quad and recycled through a free list, so memory
 * is bounded by the quads of waves still alive, not by the framebuffer size.
 */
import { PopsError } from './errors.js';

export const SLOTS_PER_PIXEL = 16;
/** Slots of one quad row: pixels (0,0), (1,0), (0,1), (1,1) at 0, 16, 32, 48. */
const ROW_SLOTS = 4 * SLOTS_PER_PIXEL;
/** Pixel coordinates are below 2^14 (16384), the largest framebuffer dimension. */
export const MAX_PIXEL_COORD = 1 << 14;
const EMPTY = -1;
/** Every slot of a pixel (pixel granularity, overlap_slots.ts). */
const ALL_SLOTS = 0xffff;

/** Key of the 2x2-aligned quad whose top-left pixel is (x, y); throws for pixels outside the range. */
export function quadKey(x: number, y: number): number {
  if (x < 0 || y < 0 || x + 1 >= MAX_PIXEL_COORD || y + 1 >= MAX_PIXEL_COORD) {
    throw new PopsError('bad-quad', `pixel (${x}, ${y}) outside 0..${MAX_PIXEL_COORD - 1}`);
  }
  return (y >> 1) * (MAX_PIXEL_COORD >> 1) + (x >> 1);
}

export class CoverageTracker {
  private readonly rows = new Map<number, number>();
  private data = new Float64Array(64 * ROW_SLOTS).fill(EMPTY);
  /** Per row: bit i = pixel i has a live slot. */
  private occupied = new Uint8Array(64);
  private readonly free: number[] = [];
  private used = 0;
  private pixels = 0;

  /** Row base of a quad, or -1 when nothing covers it. */
  find(key: number): number {
    return this.rows.get(key) ?? -1;
  }

  /** Row base of a quad, creating an empty row. */
  acquire(key: number): number {
    const existing = this.rows.get(key);
    if (existing !== undefined) return existing;
    let base = this.free.pop();
    if (base === undefined) {
      if ((this.used + 1) * ROW_SLOTS > this.data.length) {
        const grown = new Float64Array(this.data.length * 2).fill(EMPTY);
        grown.set(this.data);
        this.data = grown;
        const occupied = new Uint8Array(this.occupied.length * 2);
        occupied.set(this.occupied);
        this.occupied = occupied;
      }
      base = this.used * ROW_SLOTS;
      this.used++;
    }
    this.rows.set(key, base);
    return base;
  }

  /** Slot `slot` of pixel `pixel` (0..3) of the row at `base`. */
  slot(base: number, pixel: number, slot: number): number {
    return this.data[base + pixel * SLOTS_PER_PIXEL + slot]!;
  }

  /**
   * Newest sequence held in `slots` of the pixel that is ≥ `floor` and not
   * `own`, or `newest` if none is newer (the launch's overlap search).
   */
  newestAbove(base: number, pixel: number, slots: number, floor: number, own: number, newest: number): number {
    const data = this.data;
    const p = base + pixel * SLOTS_PER_PIXEL;
    if (slots === ALL_SLOTS) {
      // Pixel granularity (the common case): every slot, no mask walk.
      for (let s = p; s < p + SLOTS_PER_PIXEL; s++) {
        const held = data[s]!;
        if (held > newest && held >= floor && held !== own) newest = held;
      }
      return newest;
    }
    for (let m = slots, s = p; m !== 0; m >>>= 1, s++) {
      if ((m & 1) === 0) continue;
      const held = data[s]!;
      if (held !== own && held >= floor && held > newest) newest = held;
    }
    return newest;
  }

  /** Records `seq` as the newest wave on every slot of `slots` of the pixel. */
  write(base: number, pixel: number, slots: number, seq: number): void {
    const data = this.data;
    const p = base + pixel * SLOTS_PER_PIXEL;
    if (slots === ALL_SLOTS) data.fill(seq, p, p + SLOTS_PER_PIXEL);
    else {
      for (let m = slots, s = p; m !== 0; m >>>= 1, s++) {
        if (m & 1) data[s] = seq;
      }
    }
    const row = base / ROW_SLOTS;
    const bit = 1 << pixel;
    if ((this.occupied[row]! & bit) === 0) {
      this.occupied[row]! |= bit;
      this.pixels++;
    }
  }

  /** Forgets `seq` wherever it is still the newest in the quad; frees the row when empty. */
  clear(key: number, seq: number): void {
    const base = this.rows.get(key);
    if (base === undefined) return;
    const data = this.data;
    const row = base / ROW_SLOTS;
    let occupied = 0;
    for (let pixel = 0; pixel < 4; pixel++) {
      const p = base + pixel * SLOTS_PER_PIXEL;
      let live = false;
      for (let s = p; s < p + SLOTS_PER_PIXEL; s++) {
        const held = data[s]!;
        if (held === seq) data[s] = EMPTY;
        else if (held !== EMPTY) live = true;
      }
      if (live) occupied |= 1 << pixel;
    }
    this.pixels -= popcount4(this.occupied[row]!) - popcount4(occupied);
    this.occupied[row] = occupied;
    if (occupied === 0) {
      this.rows.delete(key);
      this.free.push(base);
    }
  }

  /** Pixels with at least one live slot (bounded-memory checks in tests). */
  get pixelCount(): number {
    return this.pixels;
  }
}

function popcount4(v: number): number {
  return (v & 1) + ((v >> 1) & 1) + ((v >> 2) & 1) + ((v >> 3) & 1);
}
