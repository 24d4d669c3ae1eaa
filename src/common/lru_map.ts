/**
 * A bounded map that drops its least recently used entry when full: the
 * per-process caches (the driver's shader cache, the GPU model's
 * translations) keep what the next conformance case is likely to ask for
 * again without growing over a long run. A Map iterates in insertion
 * order, so a hit is moved to the end and the first entry is the least
 * recently used.
 */
export class LruMap<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly capacity: number) {
    if (!(Number.isInteger(capacity) && capacity >= 1)) throw new Error(`LruMap: capacity ${capacity} is not a positive integer`);
  }

  /** The value of `key`, made by `make` (and kept) when absent; `make` may throw, and then nothing is kept. */
  getOrMake(key: K, make: () => V): V {
    let value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
    } else {
      value = make();
      if (this.entries.size >= this.capacity) this.entries.delete(this.entries.keys().next().value!);
    }
    this.entries.set(key, value);
    return value;
  }

  get size(): number {
    return this.entries.size;
  }
}
