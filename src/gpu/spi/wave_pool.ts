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

  /** An ended wave of this shape, or undefined (the caller allocates). */
  take(waveSize: number, vgprCount: number, samples: number): BuiltWave | undefined {
    return this.free.get(shapeKey(waveSize, vgprCount, samples))?.pop();
  }

  give(built: BuiltWave): void {
    const key = shapeKey(built.wave.waveSize, built.wave.vgprCount, built.lanes.samples);
    let list = this.free.get(key);
    if (list === undefined) this.free.set(key, (list = []));
    list.push(built);
  }
}

function shapeKey(waveSize: number, vgprCount: number, samples: number): number {
  return (vgprCount * 2 + (waveSize === 64 ? 1 : 0)) * 32 + samples;
}
