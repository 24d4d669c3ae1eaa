/**
 * The cache's line index (memory/cache.ts) must give exactly the answers of
 * a scan of the set's ways: the same slot for every held line, a miss for
 * every other, and so the same LRU victims. Checked against a scan-based
 * reference under random allocations, touches and invalidations.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Cache, type CacheGeometry } from '../../../src/gpu/memory/cache.js';

/** The set-associative LRU cache as a scan of each set's ways (what the index must agree with). */
class ScanCache {
  private readonly sets: number;
  private readonly tags: number[];
  private readonly lastUse: number[];
  private clock = 0;

  constructor(private readonly geometry: CacheGeometry) {
    this.sets = geometry.bytes / (geometry.lineBytes * geometry.ways);
    this.tags = new Array<number>(this.sets * geometry.ways).fill(-1);
    this.lastUse = new Array<number>(this.sets * geometry.ways).fill(0);
  }

  find(line: number): number {
    const first = (line % this.sets) * this.geometry.ways;
    for (let slot = first; slot < first + this.geometry.ways; slot++) if (this.tags[slot] === line) return slot;
    return -1;
  }

  touch(slot: number): void {
    this.lastUse[slot] = ++this.clock;
  }

  allocate(line: number): number {
    const first = (line % this.sets) * this.geometry.ways;
    let victim = first;
    for (let slot = first; slot < first + this.geometry.ways; slot++) {
      if (this.tags[slot] === -1) {
        victim = slot;
        break;
      }
      if (this.lastUse[slot]! < this.lastUse[victim]!) victim = slot;
    }
    this.tags[victim] = line;
    this.touch(victim);
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

for (const geometry of [
  { bytes: 16 * 128, lineBytes: 128, ways: 4 }, // 4 sets: every set full most of the time
  { bytes: 32 * 1024, lineBytes: 128, ways: 32 }, // GFX11's L0
  { bytes: 64 * 64, lineBytes: 64, ways: 64 }, // one set: every line in one probe region
]) {
  test(`the line index answers as a scan of the ways: ${geometry.bytes} B, ${geometry.ways} ways`, () => {
    let seed = 24681357;
    const random = (n: number): number => {
      seed = (seed * 1103515245 + 12345) >>> 0;
      return (seed >>> 8) % n;
    };
    const cache = new Cache(geometry, false);
    const reference = new ScanCache(geometry);
    // Lines from a pool three times the capacity, some above 2^32 (addresses above 2^39) and some 2^32 apart.
    const slots = geometry.bytes / geometry.lineBytes;
    const pool: number[] = [];
    for (let i = 0; i < slots * 3; i++) pool.push(i % 4 === 0 ? 2 ** 32 * (1 + (i % 3)) + i : i * 7 + 3);
    for (let step = 0; step < 20_000; step++) {
      const line = pool[random(pool.length)]!;
      const op = random(100);
      if (op < 70) {
        const slot = reference.find(line);
        assert.equal(cache.find(line), slot, `step ${step}: find ${line}`);
        if (slot >= 0) {
          cache.touch(slot);
          reference.touch(slot);
        } else {
          assert.equal(cache.allocate(line), reference.allocate(line), `step ${step}: victim for ${line}`);
        }
      } else if (op < 99) {
        cache.invalidateLine(line);
        reference.invalidateLine(line);
      } else {
        cache.invalidateAll();
        reference.invalidateAll();
      }
    }
    for (const line of pool) assert.equal(cache.find(line), reference.find(line), `final find ${line}`);
  });
}
