/**
 * One set-associative cache with LRU replacement, optionally holding data
 * copies. Caches that hold data (L0, L1, scalar) can return values that are
 * stale relative to memory — that is the point (S11). L2 is tags only: memory
 * (GpuMemory) is the truth at L2 level, the tags only decide hit/miss timing.
 *
 * Lines are identified by their line index (byte address / lineBytes).
 * Storage is typed arrays made when the first line enters (every device
 * makes an L0 per CU, and coherent accesses never fill them: a case's
 * device spent 4–6 % of a small case's time zeroing caches it never used);
 * nothing allocates per access after that.
 *
 * A lookup goes through an index of the held lines (open addressing, linear
 * probing) rather than a scan of the set's ways: coherent (GLC) accesses
 * invalidate a line in L0 and GL1 that is nearly never there, and a miss
 * scanned all 16 or 32 ways (about 50 ns, a few per cent of a case). Only
 * the hash table is new; which slot holds a line, and so every hit, miss
 * and LRU victim, is what the scan found.
 */
import { GpuMemoryError } from './errors.js';
import { floorMod } from '../../common/floor_mod.js';

export interface CacheGeometry {
  readonly bytes: number;
  readonly lineBytes: number;
  readonly ways: number;
}

export class Cache {
  readonly lineBytes: number;
  readonly lineDwords: number;
  readonly sets: number;
  readonly ways: number;
  /**
   * Line data, `lineDwords` words per slot (slot = set * ways + way);
   * undefined for tag-only caches. Empty until the first line enters: read
   * it after the `allocate` or `find` that gave the slot.
   */
  data: Uint32Array | undefined;
  /** Line index held by each slot, -1 when invalid (Float64: line indices exceed 2^32); empty until the first line enters. */
  private tags: Float64Array;
  private lastUse: Float64Array;
  private clock = 0;
  /*
   * Memo of the last lookup: a line's dwords are looked up one after the
   * other (a wave's access to one line is up to 32 dwords), so most lookups
   * repeat the previous one. A remembered hit is re-checked against its tag;
   * a remembered miss stays a miss until `allocate` claims that line (the
   * only way a line enters). Exactly the answers of the full scan.
   */
  private hitLine = -1;
  private hitSlot = 0;
  private missLine = -1;
  /** Held lines: slot + 1 per entry, 0 when empty; at most half full (empty until the first line enters). */
  private index: Int32Array;
  /**
   * Lines held. Coherent (GLC, DLC) accesses neither fill L0 and GL1 nor
   * find anything there to invalidate, so in the conformance cases these
   * caches stay empty and each lookup, nearly all of them invalidations,
   * ends here instead of in the index.
   */
  private held = 0;
  /** Bits of an index position (the index has 2^indexBits entries). */
  private readonly indexBits: number;

  constructor(geometry: CacheGeometry, withData: boolean) {
    const { bytes, lineBytes, ways } = geometry;
    const sets = bytes / (lineBytes * ways);
    if (!Number.isInteger(sets) || sets < 1 || lineBytes % 4 !== 0 || !Number.isInteger(ways) || ways < 1) {
      throw new GpuMemoryError('bad-argument', NaN, `bad cache geometry ${bytes} B / ${lineBytes} B lines / ${ways} ways`);
    }
    this.lineBytes = lineBytes;
    this.lineDwords = lineBytes / 4;
    this.sets = sets;
    this.ways = ways;
    this.tags = new Float64Array(0);
    this.lastUse = new Float64Array(0);
    this.data = withData ? new Uint32Array(0) : undefined;
    this.indexBits = Math.max(1, Math.ceil(Math.log2(sets * ways * 2)));
    this.index = new Int32Array(0);
  }

  /** The storage, made when the first line enters (`allocate`). */
  private makeStorage(): void {
    const slots = this.sets * this.ways;
    this.tags = new Float64Array(slots).fill(-1);
    this.lastUse = new Float64Array(slots);
    if (this.data !== undefined) this.data = new Uint32Array(slots * this.lineDwords);
    this.index = new Int32Array(1 << this.indexBits);
  }

  /** The index position a line's search starts at (multiplicative hashing of both 32-bit halves of the line index). */
  private home(line: number): number {
    const mixed = (line >>> 0) ^ Math.imul((line / 4294967296) >>> 0, 0x85ebca6b);
    return Math.imul(mixed, 0x9e3779b1) >>> (32 - this.indexBits);
  }

  /** Slot holding `line`, or -1. No side effects (used for issue-time latency). */
  find(line: number): number {
    if (this.held === 0) return -1;
    if (line === this.hitLine && this.tags[this.hitSlot] === line) return this.hitSlot;
    if (line === this.missLine) return -1;
    const index = this.index;
    const tags = this.tags;
    const mask = index.length - 1;
    for (let i = this.home(line); ; i = (i + 1) & mask) {
      const entry = index[i]!;
      if (entry === 0) break;
      if (tags[entry - 1] === line) {
        this.hitLine = line;
        this.hitSlot = entry - 1;
        return entry - 1;
      }
    }
    this.missLine = line;
    return -1;
  }

  /** Marks a slot most recently used. */
  touch(slot: number): void {
    this.lastUse[slot] = ++this.clock;
  }

  /**
   * Claims a slot for `line`, which the cache does not hold (an invalid way,
   * else the least recently used one), and marks it used; the caller fills
   * its data. Returns the slot.
   */
  allocate(line: number): number {
    if (this.tags.length === 0) this.makeStorage();
    const first = floorMod(line, this.sets) * this.ways;
    let victim = first;
    for (let slot = first; slot < first + this.ways; slot++) {
      if (this.tags[slot] === -1) {
        victim = slot;
        break;
      }
      if (this.lastUse[slot]! < this.lastUse[victim]!) victim = slot;
    }
    if (this.tags[victim] !== -1) this.unindex(victim);
    else this.held++;
    this.tags[victim] = line;
    this.insert(victim);
    this.touch(victim);
    if (line === this.missLine) this.missLine = -1;
    this.hitLine = line;
    this.hitSlot = victim;
    return victim;
  }

  invalidateLine(line: number): void {
    const slot = this.find(line);
    if (slot < 0) return;
    this.unindex(slot);
    this.tags[slot] = -1;
    this.held--;
  }

  invalidateAll(): void {
    // Empty already (an L0 or GL1 under coherent accesses): nothing to clear in the tags or the index.
    if (this.held === 0) return;
    this.tags.fill(-1);
    this.index.fill(0);
    this.held = 0;
  }

  /** Enters the held slot's line in the index. */
  private insert(slot: number): void {
    const index = this.index;
    const mask = index.length - 1;
    let i = this.home(this.tags[slot]!);
    while (index[i] !== 0) i = (i + 1) & mask;
    index[i] = slot + 1;
  }

  /** Removes the held slot's line from the index, moving later entries of its probe run back (no tombstones). */
  private unindex(slot: number): void {
    const index = this.index;
    const tags = this.tags;
    const mask = index.length - 1;
    let hole = this.home(tags[slot]!);
    while (index[hole] !== slot + 1) hole = (hole + 1) & mask;
    for (let i = (hole + 1) & mask; index[i] !== 0; i = (i + 1) & mask) {
      const entry = index[i]!;
      // The entry may fill the hole unless its home lies cyclically in (hole, i].
      const home = this.home(tags[entry - 1]!);
      if (((i - home) & mask) >= ((i - hole) & mask)) {
        index[hole] = entry;
        hole = i;
      }
    }
    index[hole] = 0;
  }
}
