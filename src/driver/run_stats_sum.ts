/** Sums the RunStats of the GPU runs of one queue submission (it is split at barriers and transfers). */
import { addPopsWaitMaps, type RunStats } from '../gpu/index.js';

type Numeric = number | readonly Numeric[] | { readonly [k: string]: Numeric };

function add(a: Numeric, b: Numeric): Numeric {
  if (typeof a === 'number' && typeof b === 'number') return a + b;
  if (Array.isArray(a) && Array.isArray(b)) return a.map((x: Numeric, i: number) => add(x, b[i] as Numeric));
  const out: Record<string, Numeric> = {};
  const ao = a as { readonly [k: string]: Numeric };
  const bo = b as { readonly [k: string]: Numeric };
  for (const k of Object.keys(ao)) out[k] = k in bo ? add(ao[k]!, bo[k]!) : ao[k]!;
  return out;
}

/**
 * Counters add up; `pops` is cumulative since the Gpu was created, so the later run's value is kept;
 * the per-pixel `popsWaitMap`s (when the Gpu counts them) add pixel by pixel.
 */
export function sumRunStats(a: RunStats, b: RunStats): RunStats {
  const { popsWaitMap: mapA, ...countsA } = a;
  const { popsWaitMap: mapB, ...countsB } = b;
  const summed = add(countsA as unknown as Numeric, countsB as unknown as Numeric) as unknown as RunStats;
  const map = mapA === undefined ? mapB : mapB === undefined ? mapA : addPopsWaitMaps(mapA, mapB);
  return { ...summed, pops: b.pops, ...(map === undefined ? {} : { popsWaitMap: map }) };
}
