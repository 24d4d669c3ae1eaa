/**
 * Waves parked in their POPS wait loop under lazy polling (docs/gpu_engine.md
 * "Lazy polling"), bucketed by the packer sequence their wait is for: an exit
 * that moves the exiting sequence from `a` to `b` releases exactly the waves
 * waiting for a sequence in [a, b), without visiting the others. The buckets
 * sit in an IntKeyMap (sequences are consecutive and few are waited for at
 * once): a JS Map's inserts and deletes, one of each per overlapping wave on
 * GFX11, cost hashing and backing-store reallocations.
 */
import { IntKeyMap } from '../../common/int_key_map.js';
import { objectArray } from '../../common/object_array.js';

/**
 * One sequence's waiters, `items[0..count)`. A bucket keeps its array when it
 * is reused: an array cleared with `length = 0` loses its backing store, and
 * the next park grew a new one.
 */
interface Bucket<T> {
  readonly items: (T | undefined)[];
  count: number;
}

export class ParkedWaiters<T> {
  /** Waited-for sequences lie within the packer's outstanding wave IDs (10 bits), so 1024 slots hold them apart. */
  private readonly bySeq = new IntKeyMap<Bucket<T>>(1024);
  private readonly spare: Bucket<T>[] = objectArray();

  /** Parks `item` until the exiting sequence passes `waitForSeq`. */
  park(waitForSeq: number, item: T): void {
    let bucket = this.bySeq.get(waitForSeq);
    if (bucket === undefined) {
      bucket = this.spare.pop() ?? { items: objectArray(), count: 0 };
      this.bySeq.set(waitForSeq, bucket);
    }
    bucket.items[bucket.count++] = item;
  }

  /**
   * Writes into `out` from index `n` on, in parking order per sequence, the
   * items waiting for a sequence in [from, to), forgets them, and returns
   * the index after the last one written (`out` keeps its length: callers
   * reuse it as scratch and read `out[0..returned)`).
   */
  release(from: number, to: number, out: T[], n = 0): number {
    if (this.bySeq.size === 0) return n;
    for (let s = from; s < to; s++) {
      const bucket = this.bySeq.get(s);
      if (bucket === undefined) continue;
      const items = bucket.items;
      for (let i = 0; i < bucket.count; i++) {
        out[n++] = items[i]!;
        items[i] = undefined; // no parked item kept alive by a spare bucket
      }
      bucket.count = 0;
      this.spare.push(bucket);
      this.bySeq.delete(s);
    }
    return n;
  }

  get size(): number {
    let n = 0;
    for (const bucket of this.bySeq.values()) n += bucket.count;
    return n;
  }
}
