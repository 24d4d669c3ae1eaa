/**
 * Ended waves kept for reuse: a wave's register files, LDS slice and lane
 * map are typed arrays, and allocating (then collecting) them for every one
 * of the ~10^5–10^6 waves of a draw was the largest garbage source. The
 * engine returns a wave here only once nothing refers to it any more (its
 * memory requests and counter completions have all run, engine_context.ts), and
 * `buildWave` resets it completely, so a reused wave is indistinguishable
 * from a new one.
 */
import type { BuiltWave, EndedWaves } from './wave_args.js';

export class WavePool implements EndedWaves {
  /** Free waves per shape (wave size, VGPR count, samples per lane). */
  private readonly free = new Map<number, BuiltWave[]>();
  private held = 0;

  /** Keeps at most `limit` waves (a full pool drops one of another shape for one given back, else leaves that one to the garbage collector). */
  constructor(private readonly limit: number) {}

  /** An ended wave of this shape, or undefined (the caller allocates). */
  take(waveSize: number, vgprCount: number, samples: number): BuiltWave | undefined {
    const built = this.free.get(shapeKey(waveSize, vgprCount, samples))?.pop();
    if (built !== undefined) this.held--;
    return built;
  }

  give(built: BuiltWave): void {
    const key = shapeKey(built.wave.waveSize, built.wave.vgprCount, built.lanes.samples);
    // Full: a wave of another shape makes room (each conformance variant has shapes of its own, and a
    // pool filled by earlier variants would otherwise leave every later variant allocating), else this one goes.
    if (this.held >= this.limit && !this.dropOtherThan(key)) return;
    let list = this.free.get(key);
    if (list === undefined) this.free.set(key, (list = []));
    list.push(built);
    this.held++;
  }

  /** Leaves one free wave of a shape other than `key` to the garbage collector; false when there is none. */
  private dropOtherThan(key: number): boolean {
    for (const [shape, list] of this.free) {
      if (shape !== key && list.pop() !== undefined) {
        this.held--;
        return true;
      }
    }
    return false;
  }
}

/**
 * The ended waves of every engine in this thread. Each conformance case runs
 * on a new device, so a pool per engine refilled from nothing every case:
 * NAVI31's `sample_ordered.4xaa` case allocated 1 270 new waves (seven typed
 * arrays each) of its 8 192 at 64x64 and 2 265 of 32 768 at 128x128. A wave
 * holds nothing of its engine once it is given back (`buildWave` sets every
 * register, field and its program), so any engine may take it. The limit is
 * above the most waves in flight on any modelled chip (about 2 300, NAVI31)
 * and bounds the memory a thread keeps: a few kilobytes per wave.
 */
export const ENDED_WAVES = new WavePool(4096);

function shapeKey(waveSize: number, vgprCount: number, samples: number): number {
  return (vgprCount * 2 + (waveSize === 64 ? 1 : 0)) * 32 + samples;
}
