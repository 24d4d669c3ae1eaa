/**
 * Per-packer overlap tracker: pixel → for every sample-index slot, the
 * sequence number of the newest wave that covered it. Rows live in one
 * growable Float64Array (sequence numbers exceed 2^31 in long runs) and are
 * recycled through a free list, so memory is bounded by the pixels of waves
 * still alive, not by the framebuffer size.
 */
import { PopsError } from './errors.js';

export const SLOTS_PER_PIXEL = 16;
/** Pixel coordinates are below 2^14 (16384), the largest framebuffer dimension. */
export const MAX_PIXEL_COORD = 1 << 14;
const EMPTY = -1;

export function pixelKey(x: number, y: number): number {
  if (x < 0 || y < 0 || x >= MAX_PIXEL_COORD || y >= MAX_PIXEL_COORD) {
    throw new PopsError('bad-quad', `pixel (${x}, ${y}) outside 0..${MAX_PIXEL_COORD - 1}`);
  }
  return y * MAX_PIXEL_COORD + x;
}

export class CoverageTracker {
  private rows = new Map<number, number>();
  private data = new Float64Array(64 * SLOTS_PER_PIXEL).fill(EMPTY);
  private free: number[] = [];
  private used = 0;

  /** Row base offset of a pixel, or -1 when nothing covers it. */
  find(key: number): number {
    return this.rows.get(key) ?? -1;
  }

  /** Row base offset of a pixel, creating an empty row. */
  acquire(key: number): number {
    const existing = this.rows.get(key);
    if (existing !== undefined) return existing;
    let base = this.free.pop();
    if (base === undefined) {
      if ((this.used + 1) * SLOTS_PER_PIXEL > this.data.length) {
        const grown = new Float64Array(this.data.length * 2).fill(EMPTY);
        grown.set(this.data);
        this.data = grown;
      }
      base = this.used * SLOTS_PER_PIXEL;
      this.used++;
    }
    this.rows.set(key, base);
    return base;
  }

  slot(base: number, slot: number): number {
    return this.data[base + slot]!;
  }

  /** Records `seq` as the newest wave on every slot of `slots`. */
  write(base: number, slots: number, seq: number): void {
    for (let m = slots, s = 0; m !== 0; m >>>= 1, s++) {
      if (m & 1) this.data[base + s] = seq;
    }
  }

  /** Forgets `seq` wherever it is still the newest; frees the row when empty. */
  clear(key: number, seq: number): void {
    const base = this.rows.get(key);
    if (base === undefined) return;
    let live = false;
    for (let s = 0; s < SLOTS_PER_PIXEL; s++) {
      if (this.data[base + s] === seq) this.data[base + s] = EMPTY;
      else if (this.data[base + s] !== EMPTY) live = true;
    }
    if (!live) {
      this.rows.delete(key);
      this.free.push(base);
    }
  }

  /** Pixels with at least one live slot (bounded-memory checks in tests). */
  get pixelCount(): number {
    return this.rows.size;
  }
}
