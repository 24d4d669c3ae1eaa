/**
 * Per-packer overlap tracker: pixel → for every sample-index slot, the
 * sequence number of the newest wave that covered it. Storage is per 2x2
 * quad (the packer's unit of work): a row of 4 pixels x 16 slots in one
 * growable Float64Array (sequence numbers exceed 2^31 in long runs), found
 * through a two-level table (64x64-quad pages of row bases, made on first use
 * and dropped when their last row is freed — plain array reads instead of a
 * Map lookup per quad) and recycled through a free list, so memory is bounded
 * by the quads of waves still alive, not by the framebuffer size.
 */
import { PopsError } from './errors.js';
import { objectArray } from '../../common/object_array.js';

/**
 * The tracker's layout, as literals: tsc writes a const enum's members into
 * the code, while V8 (Node 20) reads a module-level `const` from its context
 * and checks it against the temporal dead zone at every use, and these are
 * used on every quad.
 */
const enum Layout {
  SlotsPerPixel = 16,
  /** Slots of one quad row: pixels (0,0), (1,0), (0,1), (1,1) at 0, 16, 32, 48. */
  RowSlots = 64,
  /** log2(RowSlots): a row's index is its base shifted down (a shift, not a float division). */
  RowShift = 6,
  /** Pixel coordinates are below 2^14 (16384), the largest framebuffer dimension. */
  MaxPixelCoord = 16384,
  Empty = -1,
  /** Every slot of a pixel (pixel granularity, overlap_slots.ts). */
  AllSlots = 0xffff,
  /** A page holds the row bases of 64x64 quads (128x128 pixels). */
  PageShift = 6,
  PageSide = 64,
  QuadsPerSide = 8192,
  /** log2(QuadsPerSide): a key's y part starts at this bit. */
  KeyXBits = 13,
  PagesPerSide = 128,
}
if (
  Layout.RowSlots !== 4 * Layout.SlotsPerPixel ||
  1 << Layout.RowShift !== Layout.RowSlots ||
  Layout.PageSide !== 1 << Layout.PageShift ||
  Layout.QuadsPerSide !== Layout.MaxPixelCoord >> 1 ||
  1 << Layout.KeyXBits !== Layout.QuadsPerSide ||
  Layout.PagesPerSide !== Layout.QuadsPerSide >> Layout.PageShift
) {
  throw new Error('coverage_tracker: inconsistent Layout');
}
/** The fields of a row's state word (CoverageTracker.rows), as literals like Layout. */
const enum RowState {
  /** Bits 0..3: occupied pixels. */
  OccupiedMask = 0xf,
  /** Bits 4..7: uniform pixels. */
  UniformShift = 4,
  /** Bits 8..11: pixels with stale slots. */
  StaleShift = 8,
  /** Bits 12..16: the span (0..16), the word's top field. */
  SpanShift = 12,
  SpanMask = 0x1f << SpanShift,
}

/** Key of the 2x2-aligned quad whose top-left pixel is (x, y); throws for pixels outside the range. */
export function quadKey(x: number, y: number): number {
  if (x < 0 || y < 0 || x + 1 >= Layout.MaxPixelCoord || y + 1 >= Layout.MaxPixelCoord) {
    throw new PopsError('bad-quad', `pixel (${x}, ${y}) outside 0..${Layout.MaxPixelCoord - 1}`);
  }
  return (y >> 1) * (Layout.MaxPixelCoord >> 1) + (x >> 1);
}

/** Page and index within the page of a quad key. */
function pageOf(key: number): number {
  return ((key >>> Layout.KeyXBits) >>> Layout.PageShift) * Layout.PagesPerSide + ((key & (Layout.QuadsPerSide - 1)) >>> Layout.PageShift);
}
function indexInPage(key: number): number {
  return ((key >>> Layout.KeyXBits) & (Layout.PageSide - 1)) * Layout.PageSide + (key & (Layout.PageSide - 1));
}

/** `CoverageTracker`'s constructor's placeholders (see there). */
const NO_SLOTS = new Float64Array(0);
const NO_ROWS = new Int32Array(0);

export class CoverageTracker {
  /** Row base per quad (-1: none), per page; undefined pages hold no rows. Made on the first row (non-POPS draws never pay). */
  private pages: (Int32Array | undefined)[] = [];
  /** Live rows per page (a page is dropped at 0). */
  private pageRows = new Int32Array(0);
  private readonly freePages: Int32Array[] = objectArray();
  private data = new Float64Array(64 * Layout.RowSlots).fill(Layout.Empty);
  /**
   * Per row, one word of four fields (`RowState`), so a pixel's launch,
   * write and retirement read and write one typed-array element for them
   * rather than one of four arrays each (every typed-array access reloads
   * the array's length and data pointer):
   *
   * - occupied: bit i = pixel i has a live slot.
   * - uniform: bit i = all 16 slots of pixel i hold the same value (free
   *   rows, and every pixel written at pixel granularity — the common case),
   *   which is then kept in the pixel's first slot only: a pixel-granularity
   *   write stores one slot, not 16 (their stores were 40 % of a
   *   pixel-interlock launch's host time), and the launch's overlap search
   *   and retirement read one. The other 15 slots of a uniform pixel are
   *   stale until a sample-granularity write makes it non-uniform
   *   (`materialize`).
   * - stale: bit i = slots 1..15 of pixel i may hold values other than
   *   Layout.Empty (left by the sample-granularity writes before a
   *   pixel-granularity one made the pixel uniform). Clear, a uniform
   *   Layout.Empty pixel needs no stores to become non-uniform: a 4x sample
   *   row's first write to a free row stores its one slot.
   * - span: slots at and above this index are Layout.Empty in every
   *   non-uniform pixel, so retirement scans a 4x sample row's 4 slots per
   *   pixel, not 16.
   */
  private rows = new Int32Array(64);
  private readonly free: number[] = [];
  private used = 0;
  private pixels = 0;

  constructor() {
    // `data` and `rows` are replaced when the tracker grows. V8 takes a field as constant until a
    // second value is stored into it, and then throws away the optimized code that relied on that:
    // the launch's and retirement's, when a tracker first grew in a chip's first conformance cases
    // (docs/speed_log.md, thirty-fifth stop). A placeholder stored first makes them variable from the start.
    const { data, rows } = this;
    this.data = NO_SLOTS;
    this.data = data;
    this.rows = NO_ROWS;
    this.rows = rows;
  }

  /** Row base of a quad, or -1 when nothing covers it. */
  find(key: number): number {
    if (this.pageRows.length === 0) return -1;
    const page = this.pages[pageOf(key)];
    return page === undefined ? -1 : page[indexInPage(key)]!;
  }

  /**
   * Row base of a quad, creating an empty row. The common case — the quad
   * has a row already — is a few array reads; making pages and rows is
   * `newRow`'s, so V8 inlines this into the launch's loop (it called the
   * whole method there, per quad).
   */
  acquire(key: number): number {
    if (this.pageRows.length !== 0) {
      const page = this.pages[pageOf(key)];
      if (page !== undefined) {
        const existing = page[indexInPage(key)]!;
        if (existing >= 0) return existing;
      }
    }
    return this.newRow(key);
  }

  /** `acquire` for a quad without a row: its page (made or reused if needed) gets an empty row. */
  private newRow(key: number): number {
    if (this.pageRows.length === 0) {
      this.pages = new Array<Int32Array | undefined>(Layout.PagesPerSide * Layout.PagesPerSide).fill(undefined);
      this.pageRows = new Int32Array(Layout.PagesPerSide * Layout.PagesPerSide);
    }
    const pi = pageOf(key);
    let page = this.pages[pi];
    if (page === undefined) {
      page = this.freePages.pop() ?? new Int32Array(Layout.PageSide * Layout.PageSide).fill(-1);
      this.pages[pi] = page;
    }
    const index = indexInPage(key);
    let base = this.free.pop();
    if (base === undefined) {
      if ((this.used + 1) * Layout.RowSlots > this.data.length) {
        const grown = new Float64Array(this.data.length * 2).fill(Layout.Empty);
        grown.set(this.data);
        this.data = grown;
        const rows = new Int32Array(this.rows.length * 2);
        rows.set(this.rows);
        this.rows = rows;
      }
      base = this.used * Layout.RowSlots;
      this.used++;
    }
    page[index] = base;
    this.pageRows[pi]!++;
    // A free row is Layout.Empty everywhere: every pixel uniform, span 0; it has no occupied pixel, and its stale bits stay.
    const row = base >>> Layout.RowShift;
    this.rows[row] = (this.rows[row]! & (0xf << RowState.StaleShift)) | (0xf << RowState.UniformShift);
    return base;
  }

  /** Slot `slot` of pixel `pixel` (0..3) of the row at `base`. */
  slot(base: number, pixel: number, slot: number): number {
    const p = base + pixel * Layout.SlotsPerPixel;
    return this.data[(this.rows[base >>> Layout.RowShift]! & (1 << (pixel + RowState.UniformShift))) !== 0 ? p : p + slot]!;
  }

  /**
   * Newest sequence held in `slots` of the pixel that is ≥ `floor` and not
   * `own`, or `newest` if none is newer (the launch's overlap search).
   */
  newestAbove(base: number, pixel: number, slots: number, floor: number, own: number, newest: number): number {
    const data = this.data;
    const p = base + pixel * Layout.SlotsPerPixel;
    if ((this.rows[base >>> Layout.RowShift]! & (1 << (pixel + RowState.UniformShift))) !== 0) {
      // Every slot holds the same value: one read answers for any non-empty mask.
      const held = data[p]!;
      return held > newest && held >= floor && held !== own ? held : newest;
    }
    if (slots === Layout.AllSlots) {
      // Pixel granularity: every slot, no mask walk.
      for (let s = p; s < p + Layout.SlotsPerPixel; s++) {
        const held = data[s]!;
        if (held > newest && held >= floor && held !== own) newest = held;
      }
      return newest;
    }
    if (slots !== 0 && (slots & (slots - 1)) === 0) {
      // One slot (a sample-interlock invocation): read it directly.
      const held = data[p + 31 - Math.clz32(slots)]!;
      return held !== own && held >= floor && held > newest ? held : newest;
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
    const p = base + pixel * Layout.SlotsPerPixel;
    const row = base >>> Layout.RowShift;
    const uniformBit = 1 << (pixel + RowState.UniformShift);
    let state = this.rows[row]!;
    if (slots === Layout.AllSlots) {
      data[p] = seq;
      // A non-uniform pixel's other slots keep their values, now stale.
      if ((state & uniformBit) === 0) state |= 1 << (pixel + RowState.StaleShift);
      state |= uniformBit;
    } else {
      if ((state & uniformBit) !== 0) state = this.materialize(p, state, pixel);
      const top = 32 - Math.clz32(slots);
      if (top > state >>> RowState.SpanShift) state = (state & ~RowState.SpanMask) | (top << RowState.SpanShift);
      if (slots !== 0 && (slots & (slots - 1)) === 0) data[p + top - 1] = seq; // one slot: its index is top - 1
      else {
        for (let m = slots, s = p; m !== 0; m >>>= 1, s++) {
          if (m & 1) data[s] = seq;
        }
      }
      state &= ~uniformBit;
    }
    if ((state & (1 << pixel)) === 0) {
      state |= 1 << pixel;
      this.pixels++;
    }
    this.rows[row] = state;
  }

  /**
   * A uniform pixel (its value in its first slot) about to take a
   * sample-granularity write: every slot gets that value (no store when it
   * is Layout.Empty and the other slots are clean), and the row's span
   * covers them. Returns the row's state word after it.
   */
  private materialize(p: number, state: number, pixel: number): number {
    const data = this.data;
    const value = data[p]!;
    const staleBit = 1 << (pixel + RowState.StaleShift);
    if (value === Layout.Empty && (state & staleBit) === 0) return state;
    for (let s = p + 1; s < p + Layout.SlotsPerPixel; s++) data[s] = value;
    state &= ~staleBit;
    return value !== Layout.Empty ? (state & ~RowState.SpanMask) | (Layout.SlotsPerPixel << RowState.SpanShift) : state;
  }

  /** Forgets `seq` wherever it is still the newest in the quad; frees the row when empty. */
  clear(key: number, seq: number): void {
    if (this.pageRows.length === 0) return;
    const pi = pageOf(key);
    const page = this.pages[pi];
    if (page === undefined) return;
    const index = indexInPage(key);
    const base = page[index]!;
    if (base < 0) return;
    const data = this.data;
    const row = base >>> Layout.RowShift;
    const state = this.rows[row]!;
    const uniform = state >>> RowState.UniformShift;
    const span = state >>> RowState.SpanShift;
    let occupied = 0;
    for (let pixel = 0; pixel < 4; pixel++) {
      const p = base + pixel * Layout.SlotsPerPixel;
      if ((uniform & (1 << pixel)) !== 0) {
        const held = data[p]!;
        if (held === seq) {
          data[p] = Layout.Empty;
        } else if (held !== Layout.Empty) {
          occupied |= 1 << pixel;
        }
        continue;
      }
      let live = 0;
      if (span <= 4) {
        // A 4x sample row: its four slots in straight-line code, unconditionally (those at and above the
        // span are Layout.Empty), where a loop reloaded the array's map, length and data pointer per slot.
        live = clearedSlotLive(data, p, seq) | clearedSlotLive(data, p + 1, seq) | clearedSlotLive(data, p + 2, seq) | clearedSlotLive(data, p + 3, seq);
      } else {
        for (let s = p; s < p + span; s++) live |= clearedSlotLive(data, s, seq);
      }
      if (live !== 0) occupied |= 1 << pixel;
    }
    this.pixels -= popcount4(state & RowState.OccupiedMask) - popcount4(occupied);
    this.rows[row] = (state & ~RowState.OccupiedMask) | occupied;
    if (occupied === 0) {
      page[index] = -1;
      this.free.push(base);
      if (--this.pageRows[pi]! === 0) {
        // Every entry of the page is -1 again: keep it for reuse.
        this.pages[pi] = undefined;
        this.freePages.push(page);
      }
    }
  }

  /** Pixels with at least one live slot (bounded-memory checks in tests). */
  get pixelCount(): number {
    return this.pixels;
  }
}

/** Empties slot `s` if it holds `seq`; 1 when it holds another wave's sequence (the pixel stays occupied), else 0. */
function clearedSlotLive(data: Float64Array, s: number, seq: number): number {
  const held = data[s]!;
  if (held === seq) {
    data[s] = Layout.Empty;
    return 0;
  }
  return held !== Layout.Empty ? 1 : 0;
}

function popcount4(v: number): number {
  return (v & 1) + ((v >> 1) & 1) + ((v >> 2) & 1) + ((v >> 3) & 1);
}
