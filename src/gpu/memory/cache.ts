/**
 * One set-associative cache with LRU replacement, optionally holding data
 * copies. Caches that hold data (L0, L1, scalar) can return values that are
 * stale relative to memory — that is the point (S11). L2 is tags only: memory
 * (GpuMemory) is the truth at L2 level, the tags only decide hit/miss timing.
 *
 * Lines are identified by their line index (byte address / lineBytes).
 * Storage is typed arrays sized at construction; nothing allocates per access.
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
  /** Line data, `lineDwords` words per slot (slot = set * ways + way); undefined for tag-only caches. */
  readonly data: Uint32Array | undefined;
  /** Line index held by each slot, -1 when invalid (Float64: line indices exceed 2^32). */
  private readonly tags: Float64Array;
  private readonly lastUse: Float64Array;
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
    this.tags = new Float64Array(sets * ways).fill(-1);
    this.lastUse = new Float64Array(sets * ways);
    this.data = withData ? new Uint32Array(sets * ways * this.lineDwords) : undefined;
  }

  /** Slot holding `line`, or -1. No side effects (used for issue-time latency). */
  find(line: number): number {
    if (line === this.hitLine && this.tags[this.hitSlot] === line) return this.hitSlot;
    if (line === this.missLine) return -1;
    const first = floorMod(line, this.sets) * this.ways;
    for (let slot = first; slot < first + this.ways; slot++) {
      if (this.tags[slot] === line) {
        this.hitLine = line;
        this.hitSlot = slot;
        return slot;
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
   * Claims a slot for `line` (an invalid way, else the least recently used one)
   * and marks it used; the caller fills its data. Returns the slot.
   */
  allocate(line: number): number {
    const first = floorMod(line, this.sets) * this.ways;
    let victim = first;
    for (let slot = first; slot < first + this.ways; slot++) {
      if (this.tags[slot] === -1) {
        victim = slot;
        break;
      }
      if (this.lastUse[slot]! < this.lastUse[victim]!) victim = slot;
    }
    this.tags[victim] = line;
    this.touch(victim);
    if (line === this.missLine) this.missLine = -1;
    this.hitLine = line;
    this.hitSlot = victim;
    return victim;
  }

  invalidateLine(line: number): void {
    const slot = this.find(line);
    if (slot >= 0) this.tags[slot] = -1;
  }

  invalidateAll(): void {
    this.tags.fill(-1);
  }
}
