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
/** The default ring: keys that differ by a multiple of this share a ring slot (tests use it to force the overflow map). */
export const INT_KEY_RING_SIZE = 1 << RING_BITS;

export class IntKeyMap<T> {
  private readonly slotValues: (T | undefined)[];
  private readonly keys: Float64Array;
  private readonly ringMask: number;
  private readonly overflow = new Map<number, T>();
  private count = 0;

  /** `ringSize`, a power of two, should exceed the spread of the keys alive at once (more spill into a Map). */
  constructor(ringSize = INT_KEY_RING_SIZE) {
    if (!(ringSize >= 1 && (ringSize & (ringSize - 1)) === 0)) throw new Error(`IntKeyMap: ring size ${ringSize} is not a power of two`);
    this.slotValues = new Array<T | undefined>(ringSize).fill(undefined);
    this.keys = new Float64Array(ringSize);
    this.ringMask = ringSize - 1;
  }

  get size(): number {
    return this.count;
  }

  get(key: number): T | undefined {
    const slot = key & this.ringMask;
    const v = this.slotValues[slot];
    if (v !== undefined && this.keys[slot] === key) return v;
    return this.overflow.size === 0 ? undefined : this.overflow.get(key);
  }

  has(key: number): boolean {
    return this.get(key) !== undefined;
  }

  /** Adds or replaces the value of `key` (values are never undefined). */
  set(key: number, value: T): void {
    const slot = key & this.ringMask;
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
    const slot = key & this.ringMask;
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
