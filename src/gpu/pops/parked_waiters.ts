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

export class ParkedWaiters<T> {
  private readonly bySeq = new IntKeyMap<T[]>();
  private readonly spare: T[][] = [];

  /** Parks `item` until the exiting sequence passes `waitForSeq`. */
  park(waitForSeq: number, item: T): void {
    let list = this.bySeq.get(waitForSeq);
    if (list === undefined) {
      list = this.spare.pop() ?? [];
      this.bySeq.set(waitForSeq, list);
    }
    list.push(item);
  }

  /** Appends to `out`, in parking order per sequence, the items waiting for a sequence in [from, to), and forgets them. */
  release(from: number, to: number, out: T[]): void {
    if (this.bySeq.size === 0) return;
    for (let s = from; s < to; s++) {
      const list = this.bySeq.get(s);
      if (list === undefined) continue;
      for (let i = 0; i < list.length; i++) out.push(list[i]!);
      list.length = 0;
      this.spare.push(list);
      this.bySeq.delete(s);
    }
  }

  get size(): number {
    let n = 0;
    for (const list of this.bySeq.values()) n += list.length;
    return n;
  }
}
