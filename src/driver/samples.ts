/** Sample-count helpers shared by the register rules. */
import { DriverError } from './driver_error.js';

const LOG2: ReadonlyMap<number, number> = new Map([
  [1, 0],
  [2, 1],
  [4, 2],
  [8, 3],
]);

/** log2 of a sample count of 1, 2, 4 or 8 (the counts the sample-count fields encode); others throw. */
export function log2Samples(samples: number, location: string): number {
  const l = LOG2.get(samples);
  if (l === undefined) throw new DriverError('bad-sample-count', location, `${samples} samples; expected 1, 2, 4 or 8`);
  return l;
}

/** Like log2Samples, but 0 (no attachment) is allowed and gives undefined. */
export function log2OptionalSamples(samples: number, location: string): number | undefined {
  return samples === 0 ? undefined : log2Samples(samples, location);
}
