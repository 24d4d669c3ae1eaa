/**
 * A pixel-shader wave while the packer fills it with quads (S8). Quads are
 * 2x2 pixels; each keeps the tracker slots of its four pixels (order
 * (0,0), (1,0), (0,1), (1,1)). Two quads overlap when they sit at the same
 * position and share a slot in some pixel.
 */
import type { PopsDrawSetup } from './pops_draw_setup.js';

export type AddQuadResult =
  /** The quad is in the wave. */
  | 'added'
  /** The quad overlaps the wave (intrawave collisions not loaded, or GFX11): launch this wave, add the quad to a new one. */
  | 'collision-new-wave'
  /** The wave has no room: launch it, add the quad to a new one. */
  | 'full';

export class PackingWave {
  quadCount = 0;
  /** S8 INTRAWAVE_COLLISION: bit q = quad q starts a new layer. */
  intrawaveMask = 0;
  /** First quad of the current layer; collisions are checked from here on. */
  layerStart = 0;
  /** R7: a partial wave closed by an overlapping quad that the SPI holds until it fills. */
  heldPartial = false;
  /** The SPI found this wave blocked by POPS_DRAIN_PS_ON_OVERLAP at least once. */
  drainStalled = false;
  readonly quadX: Int32Array;
  readonly quadY: Int32Array;
  readonly slots: Uint16Array;
  /**
   * Bit (x/2 mod 8) + 8·(y/2 mod 8) of the committed quads' positions, low
   * and high 32 bits: a quad whose bit is clear sits where no committed quad
   * does, so `collidesFrom` answers without its scan (a wave's quads mostly
   * tile an area, each at its own position).
   */
  private positionsLo = 0;
  private positionsHi = 0;
  /** Packer and draw state change only when the POPS unit reuses a retired wave (`reset`). */
  packer: number;
  draw: PopsDrawSetup;

  constructor(packer: number, draw: PopsDrawSetup) {
    this.packer = packer;
    this.draw = draw;
    this.quadX = new Int32Array(draw.quadsPerWave);
    this.quadY = new Int32Array(draw.quadsPerWave);
    this.slots = new Uint16Array(draw.quadsPerWave * 4);
  }

  /** Whether `reset` can take a draw with this many quads per wave (the arrays are sized once). */
  fits(draw: PopsDrawSetup): boolean {
    return this.quadX.length === draw.quadsPerWave;
  }

  /** Empties a retired wave for reuse, as the constructor leaves a new one. */
  reset(packer: number, draw: PopsDrawSetup): this {
    this.packer = packer;
    this.draw = draw;
    this.quadCount = 0;
    this.intrawaveMask = 0;
    this.layerStart = 0;
    this.heldPartial = false;
    this.drainStalled = false;
    this.positionsLo = 0;
    this.positionsHi = 0;
    return this;
  }

  get full(): boolean {
    return this.quadCount === this.draw.quadsPerWave;
  }

  /**
   * Whether the quad whose slots sit at index `quadCount` (written but not yet
   * committed) overlaps a quad at or after `from`.
   */
  collidesFrom(from: number, x: number, y: number): boolean {
    const bit = positionBit(x, y);
    if (((bit < 32 ? this.positionsLo : this.positionsHi) & (1 << (bit & 31))) === 0) return false;
    const q = this.quadCount * 4;
    for (let i = from; i < this.quadCount; i++) {
      if (this.quadX[i] !== x || this.quadY[i] !== y) continue;
      const o = i * 4;
      if (
        (this.slots[o]! & this.slots[q]!) |
        (this.slots[o + 1]! & this.slots[q + 1]!) |
        (this.slots[o + 2]! & this.slots[q + 2]!) |
        (this.slots[o + 3]! & this.slots[q + 3]!)
      ) {
        return true;
      }
    }
    return false;
  }

  /** Commits the quad whose slots were written at index `quadCount`. */
  commit(x: number, y: number): void {
    const bit = positionBit(x, y);
    if (bit < 32) this.positionsLo |= 1 << bit;
    else this.positionsHi |= 1 << (bit - 32);
    this.quadX[this.quadCount] = x;
    this.quadY[this.quadCount] = y;
    this.quadCount++;
  }
}

/** The quad at pixel (x, y)'s bit in `PackingWave`'s position filter (0..63). */
function positionBit(x: number, y: number): number {
  return ((x >> 1) & 7) | (((y >> 1) & 7) << 3);
}
