/**
 * Program order of vector memory requests per CU and line.
 *
 * With per-line timing (vmem_timing.ts) a store's line reaches L2 after the
 * write path, while a later load of the same line from the same CU samples
 * after only half a latency (or at once in L0), and a load that misses to
 * DRAM travels longer than a store behind it. Real hardware keeps one CU's
 * accesses to one address in order — ACO and popsim's compiler put no wait
 * between a store and a later load of the same address — so a request never
 * reaches its level before, nor acts before, an earlier request of the same
 * CU to the same first-level line (docs/gpu_memory.md "Vector memory timing",
 * step 3). Requests of different CUs stay unordered: the S9 / S11 races are
 * across waves on different CUs and stay real.
 *
 * Two tables of "latest time" per (CU, line): the arrival of the newest
 * request (set when it leaves the address unit) and the act time of the
 * newest request that has arrived (set when its L2 channel slot is known).
 * Events of one cycle run in insertion order, so an earlier request always
 * arrives, and so fixes its act time, before a later one that arrives at the
 * same cycle. Entries in the past constrain nothing; each table keeps two
 * generations (typed-array hash tables) and drops the older one whole once
 * all its times have passed, so it stays as small as the requests in flight
 * without per-entry deletes or allocation.
 */

/** A const enum, written as literals: V8 reads a module-level const through a hole check at every use (per probe here). */
const enum Table {
  /** Slots of one generation's hash table (a power of two); it is rotated out at half load. */
  InitialSlots = 4096,
  /** A free slot's key. */
  Empty = -1,
}

/**
 * One open-addressing hash table (linear probing) of key → time in a typed
 * array, a slot's key and time side by side (one cache line per probe: the
 * tables outgrow the host's caches, so a lookup is mostly a miss); no
 * allocation per entry. Exported for its tests; LineOrder is the interface.
 */
export class TimeTable {
  /** Slot i: key at [2i] (Table.Empty when free), time at [2i + 1]. */
  entries: Float64Array;
  slots: number;
  /** The shift that keeps a hash's top log2(slots / 4) bits (`slotOf`). */
  groupShift: number;
  count = 0;
  /** Largest time stored. */
  max = -Infinity;

  constructor(slots: number) {
    this.slots = slots;
    this.groupShift = groupShiftOf(slots);
    this.entries = emptyEntries(slots);
  }

  /** The slot a search for `key` starts at. */
  home(key: number): number {
    return slotOf(key, this.groupShift, this.slots - 1);
  }

  /** The slot holding `key`, or the empty slot where it would go. */
  probe(key: number): number {
    const mask = this.slots - 1;
    const e = this.entries;
    for (let i = this.home(key); ; i = (i + 1) & mask) {
      const k = e[2 * i]!;
      if (k === key || k === Table.Empty) return i;
    }
  }

  holds(slot: number, key: number): boolean {
    return this.entries[2 * slot] === key;
  }

  timeAt(slot: number): number {
    return this.entries[2 * slot + 1]!;
  }

  /** The time of `key`, or -Infinity. */
  get(key: number): number {
    const i = this.probe(key);
    return this.holds(i, key) ? this.timeAt(i) : -Infinity;
  }

  /** Stores `time` for `key` at `slot` (its `probe`, with no insertion since). */
  setAt(slot: number, key: number, time: number): void {
    if (this.entries[2 * slot] !== key) {
      this.entries[2 * slot] = key;
      this.count++;
    }
    this.entries[2 * slot + 1] = time;
    if (time > this.max) this.max = time;
  }

  /** Grows the table if one more key would fill it past half (call before `probe` when inserting). */
  reserveOne(): void {
    if ((this.count + 1) * 2 > this.slots) this.grow();
  }

  clear(): void {
    // Times too (one native fill, not a strided loop): a free slot's time is never read.
    this.entries.fill(Table.Empty);
    this.count = 0;
    this.max = -Infinity;
  }

  /** Doubles the table (only while the other generation still holds future times). */
  private grow(): void {
    const old = this.entries;
    const oldSlots = this.slots;
    this.slots = oldSlots * 2;
    this.groupShift = groupShiftOf(this.slots);
    this.entries = emptyEntries(this.slots);
    this.count = 0;
    const max = this.max;
    for (let i = 0; i < oldSlots; i++) {
      const key = old[2 * i]!;
      if (key !== Table.Empty) this.setAt(this.probe(key), key, old[2 * i + 1]!);
    }
    this.max = max;
  }
}

function emptyEntries(slots: number): Float64Array {
  const e = new Float64Array(2 * slots);
  for (let i = 0; i < e.length; i += 2) e[i] = Table.Empty;
  return e;
}

/**
 * Home slot of a key (`LineOrder.keyOf`): the keys of four consecutive
 * lines of one CU, which differ in their low two bits only, get four
 * adjacent slots — one host cache line, as a wave's request touches
 * consecutive lines — and blocks of four spread by multiplicative hashing,
 * which takes the product's top bits (`groupShift`). Its middle bits, used
 * before, spread the blocks of a CU's neighbouring lines poorly: a RAVEN
 * `sample_ordered.4xaa` case probed 4.2 slots per lookup, 1.4 with the top
 * bits (docs/speed_log.md, twenty-seventh stop).
 */
function slotOf(key: number, groupShift: number, mask: number): number {
  const block = Math.floor(key / 4);
  const lo = block >>> 0;
  const hi = (block / 4294967296) >>> 0;
  return (((Math.imul(lo ^ Math.imul(hi, 0x9e3779b1), 0x85ebca6b) >>> groupShift) << 2) | (key & 3)) & mask;
}

/** `slotOf`'s shift for a table of `slots` (a power of two, at least 8): 32 − log2(slots / 4). */
function groupShiftOf(slots: number): number {
  if (slots < 8 || (slots & (slots - 1)) !== 0) throw new Error(`line order: ${slots} slots is not a power of two of at least 8`);
  return 34 - Math.log2(slots);
}

/** Latest time per key, in two generations (young entries are newer and never smaller). */
class LatestTimes {
  private young = new TimeTable(Table.InitialSlots);
  private old = new TimeTable(Table.InitialSlots);

  constructor() {
    // The generations swap when the old one is dropped (`raise`). V8 takes a field as constant until
    // a second value is stored into it, and then throws away the optimized code that relied on that:
    // every memory line's arrival and service, when the tables first swapped in a chip's first
    // conformance cases (docs/speed_log.md, thirty-fifth stop). Swapped twice here, they are variable from the start.
    const { young, old } = this;
    this.young = old;
    this.old = young;
    this.young = young;
    this.old = old;
  }

  /** max(at, the latest time of `key`), recorded as its latest time. */
  raise(key: number, at: number, now: number): number {
    const young = this.young;
    young.reserveOne();
    // One probe of the young table finds the key's entry or its place. The old generation's time
    // matters only if it could exceed `at`: when its newest cannot, its probe (a host cache miss,
    // mostly) is skipped — about three raises in four in the polling-free conformance cases.
    const slot = young.probe(key);
    const prev = young.holds(slot, key) ? young.timeAt(slot) : this.old.max <= at ? at : this.old.get(key);
    const t = prev < at ? at : prev;
    young.setAt(slot, key, t);
    // The old generation holds only past times once its newest is before now: drop it whole.
    if (this.young.count * 4 >= this.young.slots && this.old.max < now) {
      const dropped = this.old;
      dropped.clear();
      this.old = this.young;
      this.young = dropped;
    }
    return t;
  }
}

export class LineOrder {
  private readonly arrival = new LatestTimes();
  private readonly act = new LatestTimes();

  constructor(private readonly cuCount: number) {}

  /** The arrival cycle of a line request of CU `cu` that would arrive at `at`: not before the CU's earlier request to `line`. */
  arrive(cu: number, line: number, at: number, now: number): number {
    return this.arrival.raise(this.keyOf(cu, line), at, now);
  }

  /** The cycle the arrived request acts (loads sample, stores become visible): not before the CU's earlier request to `line`. */
  serve(cu: number, line: number, at: number, now: number): number {
    return this.act.raise(this.keyOf(cu, line), at, now);
  }

  /** One key per (CU, line), below 2^53: the line's block of four and the CU, then the line within its block (`slotOf`). */
  keyOf(cu: number, line: number): number {
    return (Math.floor(line / 4) * this.cuCount + cu) * 4 + (line & 3);
  }
}
