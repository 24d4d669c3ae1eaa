/**
 * Per-pixel counts of POPS waits (opt-in: `GpuOptions.popsWaitMap`): for
 * each pixel (x, y of the render target, as the SPI's lane map holds them),
 * how many pixel-shader invocations ran there, how many of them were in a
 * wave that waited in POPS, and of those how many waited because of their
 * own pixel — so a heat map shows where waits happen (R2: pixel interlock
 * under MSAA serializes along shared edges).
 *
 * What counts, per pixel wave and lane with coverage (the invocations, as
 * `RunStats.psInvocations` counts them; helper lanes have none; under
 * sample-rate shading each per-sample invocation is a lane of its own):
 * * `invocations`: when the wave launches;
 * * `waited`: when the wave starts its first POPS wait — its first
 *   exiting-wave-ID read or s_sleep (GFX9–10.3), or an s_wait_event for
 *   export_ready that blocks (GFX11) — the moment `RunStats.popsWaitWaves`
 *   counts it. A wave waits as a whole, so every invocation in it counts,
 *   including those whose pixel overlapped nothing;
 * * `overlapped`: at the same moment, only the lanes whose own pixel (its
 *   samples, under sample interlock) overlapped a wave still in flight when
 *   the wave launched (`PopsLaunch.overlapLanesLo/Hi`): where the waits come
 *   from. Intrawave collisions (S8) are not counted. `overlapped` ≤ `waited`
 *   ≤ `invocations` at every pixel;
 * * `waits`: at the same moment, 1 at each pixel the wave has a covered lane
 *   at, however many (under sample-rate shading a pixel's samples are several
 *   lanes of one wave): how many times the pixel's shading stood in a POPS
 *   wait — the serialization a heat map should show, which `waited` inflates
 *   by the samples per pixel. `waits` ≤ `waited` at every pixel.
 *
 * Why its own file and opt-in: nothing in it feeds back into timing (the
 * engine writes the counts and never reads them), so cycles are the same
 * with it on or off; off, the engine holds no counter and pays one
 * `undefined` check per wave launch and per first wait. On, the hot path is
 * a loop over the wave's lanes adding into Uint32Arrays, which are
 * allocated only when a pixel lies beyond the area seen so far (they double).
 */
import type { LaneCoverage } from '../rb/lane_coverage.js';

/**
 * Per-pixel counts of one submit (`RunStats.popsWaitMap`), row-major
 * (index y · width + x), covering pixels (0, 0) … (width − 1, height − 1):
 * the smallest such rectangle holding every pixel that ran an invocation
 * (0 × 0 when none did).
 */
export interface PopsWaitMap {
  readonly width: number;
  readonly height: number;
  /** Pixel-shader invocations of the pixel (launched lanes with coverage). */
  readonly invocations: Uint32Array;
  /** Of `invocations`: those in a wave that waited in POPS (each waiting wave's covered lanes, once per wave). */
  readonly waited: Uint32Array;
  /** Of `waited`: those whose own pixel overlapped a wave in flight (the cause of the wait). */
  readonly overlapped: Uint32Array;
  /** Waves that waited with an invocation at the pixel (each such wave once). */
  readonly waits: Uint32Array;
}

/** Smallest power-of-two size (at least 64) above `index`, no smaller than `size`. */
function grownSize(size: number, index: number): number {
  let s = Math.max(size, 64);
  while (s <= index) s *= 2;
  return s;
}

const KINDS = ['invocations', 'waited', 'overlapped', 'waits'] as const;
type Kind = (typeof KINDS)[number];

function emptyCounts(): Record<Kind, Uint32Array> {
  return { invocations: new Uint32Array(0), waited: new Uint32Array(0), overlapped: new Uint32Array(0), waits: new Uint32Array(0) };
}

/** The engine's accumulating counts; `snapshot` gives a submit's `PopsWaitMap`, `reset` starts the next. */
export class PopsWaitCounter {
  private stride = 0;
  private rows = 0;
  private counts = emptyCounts();
  /** Per pixel, the number of the last `waited` call that counted it in `waits` (calls are numbered from 1). */
  private stamps: Uint32Array<ArrayBuffer> = new Uint32Array(0);
  private waitCalls = 0;
  private maxX = -1;
  private maxY = -1;

  /** A pixel wave launched: one invocation per covered lane at the lane's pixel. */
  launched(lanes: LaneCoverage): void {
    const { x, y, coverage } = lanes;
    for (let l = 0; l < coverage.length; l++) {
      if (coverage[l] === 0) continue;
      // The index first: it may grow (replace) the arrays.
      const i = this.index(x[l]!, y[l]!);
      this.counts.invocations[i]!++;
    }
  }

  /**
   * A pixel wave started its first POPS wait: each covered lane's pixel had an invocation that
   * waited; those in the overlap mask (lanes 0–31 in `overlapLo`, 32–63 in `overlapHi`) overlapped.
   */
  waited(lanes: LaneCoverage, overlapLo: number, overlapHi: number): void {
    const { x, y, coverage } = lanes;
    const call = ++this.waitCalls;
    for (let l = 0; l < coverage.length; l++) {
      if (coverage[l] === 0) continue;
      const i = this.index(x[l]!, y[l]!);
      const { waited, overlapped, waits } = this.counts;
      waited[i]!++;
      if ((((l < 32 ? overlapLo : overlapHi) >>> (l & 31)) & 1) !== 0) overlapped[i]!++;
      if (this.stamps[i] !== call) {
        this.stamps[i] = call;
        waits[i]!++;
      }
    }
  }

  /** The counts since the last reset, trimmed to the pixels seen (copies). */
  snapshot(): PopsWaitMap {
    const width = this.maxX + 1;
    const height = this.maxY + 1;
    const [invocations, waited, overlapped, waits] = KINDS.map((k) => {
      const from = this.counts[k];
      const out = new Uint32Array(width * height);
      for (let y = 0; y < height; y++) out.set(from.subarray(y * this.stride, y * this.stride + width), y * width);
      return out;
    }) as [Uint32Array, Uint32Array, Uint32Array, Uint32Array];
    return { width, height, invocations, waited, overlapped, waits };
  }

  /** Zeroes the counts (start of a submit); the arrays are kept. */
  reset(): void {
    for (const k of KINDS) this.counts[k].fill(0);
    this.maxX = -1;
    this.maxY = -1;
  }

  /** Index of pixel (px, py), making room for it first when it lies beyond the arrays. */
  private index(px: number, py: number): number {
    if (px >= this.stride || py >= this.rows) this.grow(px, py);
    if (px > this.maxX) this.maxX = px;
    if (py > this.maxY) this.maxY = py;
    return py * this.stride + px;
  }

  /** Makes room for pixel (px, py), keeping the counts. */
  private grow(px: number, py: number): void {
    const stride = grownSize(this.stride, px);
    const rows = grownSize(this.rows, py);
    const grown = (from: Uint32Array): Uint32Array<ArrayBuffer> => {
      const out = new Uint32Array(stride * rows);
      for (let y = 0; y < this.rows; y++) out.set(from.subarray(y * this.stride, (y + 1) * this.stride), y * stride);
      return out;
    };
    const c = this.counts;
    this.counts = { invocations: grown(c.invocations), waited: grown(c.waited), overlapped: grown(c.overlapped), waits: grown(c.waits) };
    this.stamps = grown(this.stamps);
    this.stride = stride;
    this.rows = rows;
  }
}

/** Two maps added pixel by pixel, over the larger of their areas (the runs of one queue submission). */
export function addPopsWaitMaps(a: PopsWaitMap, b: PopsWaitMap): PopsWaitMap {
  const width = Math.max(a.width, b.width);
  const height = Math.max(a.height, b.height);
  const [invocations, waited, overlapped, waits] = KINDS.map((k) => {
    const out = new Uint32Array(width * height);
    for (const m of [a, b]) {
      for (let y = 0; y < m.height; y++) {
        for (let x = 0; x < m.width; x++) out[y * width + x]! += m[k][y * m.width + x]!;
      }
    }
    return out;
  }) as [Uint32Array, Uint32Array, Uint32Array, Uint32Array];
  return { width, height, invocations, waited, overlapped, waits };
}
