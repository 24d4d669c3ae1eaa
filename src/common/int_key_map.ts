/**
 * A map from integer keys that are mostly live in a window (wave uids,
 * POPS sequence numbers: each new one is the last plus one, and few are
 * alive at once) to values: a ring indexed by the key's low bits, with a
 * Map for a key whose slot another live key holds. A lookup is one array
 * read and a compare — the POPS unit looks a wave up on every poll, and a
 * JS Map's hashing cost a polling case several per cent.
 *
 * Not iterable: the users only look up, add and remove.
 */
const RING_BITS = 12;
const RING_MASK = (1 << RING_BITS) - 1;

export class IntKeyMap<T> {
  private readonly values: (T | undefined)[] = new Array<T | undefined>(1 << RING_BITS).fill(undefined);
  private readonly keys = new Float64Array(1 << RING_BITS);
  private readonly overflow = new Map<number, T>();
  private count = 0;

  get size(): number {
    return this.count;
  }

  get(key: number): T | undefined {
    const slot = key & RING_MASK;
    const v = this.values[slot];
    if (v !== undefined && this.keys[slot] === key) return v;
    return this.overflow.size === 0 ? undefined : this.overflow.get(key);
  }

  has(key: number): boolean {
    return this.get(key) !== undefined;
  }

  /** Adds or replaces the value of `key` (values are never undefined). */
  set(key: number, value: T): void {
    const slot = key & RING_MASK;
    const held = this.values[slot] !== undefined;
    if (held && this.keys[slot] === key) {
      this.values[slot] = value;
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
    this.values[slot] = value;
    this.keys[slot] = key;
  }

  delete(key: number): boolean {
    const slot = key & RING_MASK;
    if (this.values[slot] !== undefined && this.keys[slot] === key) {
      this.values[slot] = undefined;
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
