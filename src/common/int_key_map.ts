/**
 * A map from integer keys that are mostly live in a window (wave uids,
 * POPS sequence numbers: each new one is the last plus one, and few are
 * alive at once) to values: a ring indexed by the key's low bits, with a
 * Map for a key whose slot another live key holds. A lookup is one array
 * read and a compare — the POPS unit looks a wave up on every poll, and a
 * JS Map's hashing cost a polling case several per cent.
 *
 * `values()` visits the values in no particular order (ring slots, then
 * the overflow map): a user that needs an order sorts.
 */
// 8192 slots: NAVI21's 128x128 polling cases keep waves alive across more than 4096 uids.
const RING_BITS = 13;
/** Keys that differ by a multiple of this share a ring slot (tests use it to force the overflow map). */
export const INT_KEY_RING_SIZE = 1 << RING_BITS;
const RING_MASK = INT_KEY_RING_SIZE - 1;

export class IntKeyMap<T> {
  private readonly slotValues: (T | undefined)[] = new Array<T | undefined>(INT_KEY_RING_SIZE).fill(undefined);
  private readonly keys = new Float64Array(INT_KEY_RING_SIZE);
  private readonly overflow = new Map<number, T>();
  private count = 0;

  get size(): number {
    return this.count;
  }

  get(key: number): T | undefined {
    const slot = key & RING_MASK;
    const v = this.slotValues[slot];
    if (v !== undefined && this.keys[slot] === key) return v;
    return this.overflow.size === 0 ? undefined : this.overflow.get(key);
  }

  has(key: number): boolean {
    return this.get(key) !== undefined;
  }

  /** Adds or replaces the value of `key` (values are never undefined). */
  set(key: number, value: T): void {
    const slot = key & RING_MASK;
    const held = this.slotValues[slot] !== undefined;
    if (held && this.keys[slot] === key) {
      this.slotValues[slot] = value;
      return;
    }
    if (this.overflow.size > 0 && this.overflow.has(key)) {
      this.overflow.set(key, value);
      return;
    }
    this.count++;
    if (held) {
      this.overflow.set(key, value);
      return;
    }
    this.slotValues[slot] = value;
    this.keys[slot] = key;
  }

  /** Every value, in no particular order. */
  *values(): IterableIterator<T> {
    for (const v of this.slotValues) if (v !== undefined) yield v;
    yield* this.overflow.values();
  }

  delete(key: number): boolean {
    const slot = key & RING_MASK;
    if (this.slotValues[slot] !== undefined && this.keys[slot] === key) {
      this.slotValues[slot] = undefined;
      this.count--;
      return true;
    }
    if (this.overflow.size > 0 && this.overflow.delete(key)) {
      this.count--;
      return true;
    }
    return false;
  }
}
