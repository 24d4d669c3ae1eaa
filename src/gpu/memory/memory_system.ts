/**
 * The cache hierarchy with data copies, so that staleness is real (S11):
 *
 *   per CU:  L0 (vector; AMD's "vector L1" on GFX9)   scalar cache (per CU group)
 *   GFX10+:  L1 (GL1) per shader array, read-only (filled on read misses)
 *   all:     L2 — tags only; GpuMemory is the truth at L2 level
 *
 * Policy bits (seed 000 "Memory access requirements", S11; LLVM AMDGPUUsage
 * memory model and D127405):
 * - GLC read: bypasses the first-level cache (L0 / scalar) AND invalidates the
 *   line there ("coherent access not only bypasses, but also invalidates").
 * - GFX10/10.3 DLC read: bypasses and invalidates the GL1 line as well. GLC
 *   alone still reads through GL1, so a line cached there stays stale.
 * - GFX11: DLC was repurposed (MALL no-allocate); GLC bypasses L0 *and* GL1.
 * - Writes are write-through to L2 (memory). The writer's own L0 / GL1 copies
 *   are updated if present, or invalidated when the write carries the bypass
 *   bits; other CUs' copies are NOT updated (stale until invalidated).
 * - Atomics execute at L2 and invalidate the requesting CU's L0 / GL1 line.
 * - SLC: streaming hint, modelled as "do not allocate in L2" (timing only).
 *
 * Per-dword API, called once per active lane, and a per-line one
 * (`readLine`, `writeLine`) for the dwords of one first-level line that a
 * vector request moves together: the same values, cache state and
 * statistics as the per-dword calls in that order, with each cache looked
 * up once per line. Nothing allocates per access.
 */
import { atLeast } from '../../isa/gfx_level.js';
import { Cache } from './cache.js';
import { GpuMemoryError } from './errors.js';
import { type GpuMemory, pageStart, samePage } from './gpu_memory.js';
import { validateMemoryConfig, type MemorySystemConfig } from './memory_config.js';

/**
 * Cache-policy bits of a request (GLC, SLC, DLC). Const enums here and in
 * Level: tsc writes their members as literals, where V8 (Node 20) reads a
 * module-level `const` through a cell with a hole check at every use.
 */
export const enum Policy {
  Glc = 1,
  Slc = 2,
  Dlc = 4,
}

export type AtomicOp = 'swap' | 'cmpswap' | 'add' | 'sub' | 'smin' | 'umin' | 'smax' | 'umax' | 'and' | 'or' | 'xor' | 'inc' | 'dec';

export type AccessKind = 'read' | 'write' | 'atomic';

/** Where an access is served: 0 L0 (or scalar cache), 1 L1, 2 L2, 3 DRAM. */
export const enum Level {
  L0 = 0,
  L1 = 1,
  L2 = 2,
  Dram = 3,
}

export interface CacheLevelStats {
  readonly hits: number;
  readonly misses: number;
  /** Accesses that skipped this level because of GLC/DLC. */
  readonly bypasses: number;
}

export interface L2Stats {
  readonly hits: number;
  readonly misses: number;
  readonly bytesRead: number;
  readonly bytesWritten: number;
  readonly atomics: number;
}

export interface MemoryStats {
  readonly l0: CacheLevelStats;
  readonly l1: CacheLevelStats;
  readonly scalar: CacheLevelStats;
  readonly l2: L2Stats;
  /** Line fills from DRAM (L2 misses) in bytes. */
  readonly dramBytesRead: number;
  /** Per CU, index = CU. */
  readonly perCu: {
    readonly l0Hits: readonly number[];
    readonly l0Misses: readonly number[];
    readonly scalarHits: readonly number[];
    readonly scalarMisses: readonly number[];
  };
}

export interface InvalidateWhat {
  readonly l0?: boolean;
  readonly l1?: boolean;
  readonly scalar?: boolean;
  readonly l2?: boolean;
}

/** Counters of one first-level or L1 cache kind, indexed by CU or cache. */
class LevelCounters {
  readonly hits: Float64Array;
  readonly misses: Float64Array;
  readonly bypasses: Float64Array;
  constructor(n: number) {
    this.hits = new Float64Array(n);
    this.misses = new Float64Array(n);
    this.bypasses = new Float64Array(n);
  }
  total(): CacheLevelStats {
    const sum = (a: Float64Array): number => a.reduce((s, v) => s + v, 0);
    return { hits: sum(this.hits), misses: sum(this.misses), bypasses: sum(this.bypasses) };
  }
  reset(): void {
    this.hits.fill(0);
    this.misses.fill(0);
    this.bypasses.fill(0);
  }
}

export class MemorySystem {
  readonly config: MemorySystemConfig;
  private readonly l0: Cache[];
  private readonly l1: Cache[];
  private readonly scalar: Cache[];
  private readonly l2: Cache;
  private readonly latencies: Float64Array;
  private readonly scalarLatencies: Float64Array;
  /** Policy bits that make a read bypass (and invalidate) GL1: DLC on GFX10/10.3, GLC on GFX11, none on GFX9. */
  private readonly l1BypassBits: number;
  /** GL1 and L2 lines are whole multiples of the L0 line, so one L0 line lies in one line of each (per-line calls). */
  private readonly linesNest: boolean;
  /** The same for the scalar cache's line: one scalar line lies in one line of GL1 and of L2. */
  private readonly scalarLinesNest: boolean;
  private readonly l0Count: LevelCounters;
  private readonly scalarCount: LevelCounters;
  private readonly l1Count: LevelCounters;
  private l2Hits = 0;
  private l2Misses = 0;
  private l2BytesRead = 0;
  private l2BytesWritten = 0;
  private l2Atomics = 0;
  private dramBytesRead = 0;

  constructor(
    readonly memory: GpuMemory,
    config: MemorySystemConfig,
  ) {
    validateMemoryConfig(config);
    this.config = config;
    const l1Count = config.l1 === undefined ? 0 : Math.max(...config.cuToL1) + 1;
    const scalarCount = Math.max(...config.cuToScalarCache) + 1;
    this.l0 = Array.from({ length: config.cuCount }, () => new Cache(config.l0, true));
    this.l1 = config.l1 === undefined ? [] : Array.from({ length: l1Count }, () => new Cache(config.l1!, true));
    this.scalar = Array.from({ length: scalarCount }, () => new Cache(config.scalar, true));
    this.l2 = new Cache(config.l2, false);
    const lat = config.latency;
    // GFX9 never reports level 1; its slot repeats L2 so the table stays dense.
    this.latencies = Float64Array.of(lat.l0, config.l1 === undefined ? lat.l2 : lat.l1, lat.l2, lat.dram);
    this.scalarLatencies = Float64Array.of(lat.scalar, config.l1 === undefined ? lat.l2 : lat.l1, lat.l2, lat.dram);
    this.l1BypassBits = config.gfx === 'gfx11' ? Policy.Glc : atLeast(config.gfx, 'gfx10') ? Policy.Dlc : 0;
    const l0Line = config.l0.lineBytes;
    this.linesNest = config.l2.lineBytes % l0Line === 0 && (config.l1 === undefined || config.l1.lineBytes % l0Line === 0);
    const scalarLine = config.scalar.lineBytes;
    this.scalarLinesNest = config.l2.lineBytes % scalarLine === 0 && (config.l1 === undefined || config.l1.lineBytes % scalarLine === 0);
    this.l0Count = new LevelCounters(config.cuCount);
    this.scalarCount = new LevelCounters(config.cuCount);
    this.l1Count = new LevelCounters(l1Count);
  }

  /** Latency in cycles of a vector access served at `level` (0..3). */
  latency(level: number): number {
    return this.latencies[level]!;
  }

  /** Latency of a scalar access served at `level` (0 = scalar cache). */
  scalarLatency(level: number): number {
    return this.scalarLatencies[level]!;
  }

  /** Where a vector access would be served now; no side effects (issue-time latency). */
  serviceLevel(cu: number, addr: number, policy: number, kind: AccessKind): number {
    if (kind !== 'read') return this.l2Level(addr); // writes and atomics complete at L2
    return this.readLevel(this.l0[cu]!, cu, addr, policy);
  }

  /** Where a scalar read would be served now; no side effects. */
  scalarServiceLevel(cu: number, addr: number, policy: number): number {
    return this.readLevel(this.scalarCache(cu), cu, addr, policy);
  }

  /**
   * Latency of a scalar request at issue: its slowest access's
   * (`scalarServiceLevel`; no side effects). Accesses in one scalar-cache
   * line share their level when the lines nest, so each line is looked up
   * once (a request's dwords are consecutive: s_load_b256 is eight of one line).
   */
  scalarRequestLatency(cu: number, accesses: Float64Array, count: number, policy: number): number {
    const lineBytes = this.scalarCache(cu).lineBytes;
    let latency = 0;
    let lastLine = NaN;
    for (let i = 0; i < count; i++) {
      const address = accesses[2 * i]!;
      const line = Math.floor(address / lineBytes);
      if (line === lastLine && this.scalarLinesNest) continue;
      lastLine = line;
      latency = Math.max(latency, this.scalarLatency(this.scalarServiceLevel(cu, address, policy)));
    }
    return latency;
  }

  /** Vector dword load, performed at completion time. May return stale data from L0/L1. */
  read32(cu: number, addr: number, policy: number): number {
    return this.readThrough(this.l0[cu]!, this.l0Count, cu, addr, policy);
  }

  /**
   * Vector dword loads of the accesses `order[j]` for j in [from, to), in
   * that order: `accesses` holds access i's address at [2i] and receives
   * the value read at [2i + 1] (pooled_memory_op.ts). The caller vouches
   * that they lie dword-aligned in the `lineBytes` bytes from `lineStart`
   * (−1 when it cannot: vmem_timing.ts `LineGroups` knows it of a grouped
   * request). Exactly `read32` for each. When they share one L0 line (and
   * none would fault) the first walks the hierarchy and the rest repeat
   * what it found: a hit in L0, else in GL1, else at L2.
   */
  readLine(cu: number, accesses: Float64Array, order: Int32Array, from: number, to: number, lineStart: number, lineBytes: number, policy: number): void {
    if (from >= to) return;
    const first = this.l0[cu]!;
    const i0 = order[from]!;
    const address0 = accesses[2 * i0]!;
    accesses[2 * i0 + 1] = this.readThrough(first, this.l0Count, cu, address0, policy);
    const rest = to - from - 1;
    if (rest === 0) return;
    if (!this.oneMappedLine(first, address0, lineStart, lineBytes)) {
      for (let j = from + 1; j < to; j++) {
        const i = order[j]!;
        accesses[2 * i + 1] = this.readThrough(first, this.l0Count, cu, accesses[2 * i]!, policy);
      }
      return;
    }
    const line = Math.floor(address0 / first.lineBytes);
    if ((policy & Policy.Glc) === 0) {
      // The first read hit the line in L0 or filled it there.
      this.l0Count.hits[cu]! += rest;
      copyFromLine(first, line * first.lineBytes, first.find(line), accesses, order, from + 1, to);
      return;
    }
    this.l0Count.bypasses[cu]! += rest;
    const l1 = this.l1ForCu(cu);
    if (l1 !== undefined && (policy & this.l1BypassBits) === 0) {
      // GLC alone reads through GL1: the first read hit the line there or filled it.
      const l1Line = Math.floor(address0 / l1.lineBytes);
      this.l1Count.hits[this.config.cuToL1[cu]!]! += rest;
      copyFromLine(l1, l1Line * l1.lineBytes, l1.find(l1Line), accesses, order, from + 1, to);
      return;
    }
    if (l1 !== undefined) this.l1Count.bypasses[this.config.cuToL1[cu]!]! += rest;
    this.l2Again(address0, true, rest);
    this.l2BytesRead += 4 * rest;
    const words = this.memory.pageWords(address0);
    const base = pageStart(address0);
    for (let j = from + 1; j < to; j++) {
      const i = order[j]!;
      accesses[2 * i + 1] = words === undefined ? 0 : words[(accesses[2 * i]! - base) >>> 2]!;
    }
  }

  /**
   * Vector whole-dword stores of the accesses `order[j]` for j in [from,
   * to), in that order (address at `accesses[2i]`, value at [2i + 1];
   * `lineStart` and `lineBytes` as for `readLine`): exactly `write32` for
   * each, with the caches looked up once when they share one L0 line (and
   * none would fault).
   */
  writeLine(cu: number, accesses: Float64Array, order: Int32Array, from: number, to: number, lineStart: number, lineBytes: number, policy: number): void {
    if (from >= to) return;
    const i0 = order[from]!;
    const address0 = accesses[2 * i0]!;
    this.write32(cu, address0, accesses[2 * i0 + 1]!, policy);
    const rest = to - from - 1;
    if (rest === 0) return;
    const l0 = this.l0[cu]!;
    if (!this.oneMappedLine(l0, address0, lineStart, lineBytes)) {
      for (let j = from + 1; j < to; j++) {
        const i = order[j]!;
        this.write32(cu, accesses[2 * i]!, accesses[2 * i + 1]!, policy);
      }
      return;
    }
    const words = this.memory.writablePageWords(address0);
    const base = pageStart(address0);
    for (let j = from + 1; j < to; j++) {
      const i = order[j]!;
      words[(accesses[2 * i]! - base) >>> 2] = accesses[2 * i + 1]!;
    }
    this.l2Again(address0, false, rest);
    this.l2BytesWritten += 4 * rest;
    // The first store invalidated the line where its bits say so; elsewhere every store updates a present copy.
    if ((policy & Policy.Glc) === 0) updateLineIfPresent(l0, accesses, order, from + 1, to);
    const l1 = this.l1ForCu(cu);
    if (l1 !== undefined && (policy & this.l1BypassBits) === 0) updateLineIfPresent(l1, accesses, order, from + 1, to);
  }

  /** Scalar (constant cache) dword load; stale-able like L0 (vector writes do not touch it). */
  scalarRead32(cu: number, addr: number, policy: number): number {
    return this.readThrough(this.scalarCache(cu), this.scalarCount, cu, addr, policy);
  }

  /** Vector dword store, performed at completion time: write-through to L2. */
  write32(cu: number, addr: number, value: number, policy: number): void {
    this.memory.write32(addr, value); // faults before any cache changes
    this.l2Access(addr, policy, false);
    this.l2BytesWritten += 4;
    const l0 = this.l0[cu]!;
    if ((policy & Policy.Glc) !== 0) l0.invalidateLine(Math.floor(addr / l0.lineBytes));
    else updateIfPresent(l0, addr, value);
    const l1 = this.l1ForCu(cu);
    if (l1 !== undefined) {
      if ((policy & this.l1BypassBits) !== 0) l1.invalidateLine(Math.floor(addr / l1.lineBytes));
      else updateIfPresent(l1, addr, value);
    }
  }

  /** Dword atomic at L2; returns the value before the operation. */
  atomic32(cu: number, addr: number, op: AtomicOp, value: number, compare: number, policy: number): number {
    const old = this.memory.read32(addr) >>> 0;
    this.memory.write32(addr, applyAtomic(op, old, value >>> 0, compare >>> 0));
    this.l2Access(addr, policy, false);
    this.l2Atomics++;
    const l0 = this.l0[cu]!;
    l0.invalidateLine(Math.floor(addr / l0.lineBytes));
    const l1 = this.l1ForCu(cu);
    if (l1 !== undefined) l1.invalidateLine(Math.floor(addr / l1.lineBytes));
    return old;
  }

  /**
   * Dword atomics of the accesses `order[j]` for j in [from, to), in that
   * order (address at `accesses[2i]`, operand at [2i + 1], replaced by the
   * value found; compare value at `compare[i]`; `lineStart` and `lineBytes`
   * as for `readLine`): exactly `atomic32` for each,
   * with L2 looked up and the line invalidated above it once when they share
   * one L0 line (and none would fault).
   */
  atomicLine(
    cu: number,
    accesses: Float64Array,
    compare: Uint32Array,
    order: Int32Array,
    from: number,
    to: number,
    lineStart: number,
    lineBytes: number,
    op: AtomicOp,
    policy: number,
  ): void {
    if (from >= to) return;
    const i0 = order[from]!;
    const address0 = accesses[2 * i0]!;
    accesses[2 * i0 + 1] = this.atomic32(cu, address0, op, accesses[2 * i0 + 1]!, compare[i0]!, policy);
    const rest = to - from - 1;
    if (rest === 0) return;
    if (!this.oneMappedLine(this.l0[cu]!, address0, lineStart, lineBytes)) {
      for (let j = from + 1; j < to; j++) {
        const i = order[j]!;
        accesses[2 * i + 1] = this.atomic32(cu, accesses[2 * i]!, op, accesses[2 * i + 1]!, compare[i]!, policy);
      }
      return;
    }
    // The first atomic invalidated the line in L0 and GL1; nothing brings it back in between.
    const words = this.memory.writablePageWords(address0);
    const base = pageStart(address0);
    for (let j = from + 1; j < to; j++) {
      const i = order[j]!;
      const at = (accesses[2 * i]! - base) >>> 2;
      const old = words[at]!;
      words[at] = applyAtomic(op, old, accesses[2 * i + 1]! >>> 0, compare[i]! >>> 0);
      accesses[2 * i + 1] = old;
    }
    this.l2Again(address0, false, rest);
    this.l2Atomics += rest;
  }

  /** Host- or packet-side invalidation of every cache of the given kinds (e.g. ACQUIRE_MEM). */
  invalidate(what: InvalidateWhat): void {
    if (what.l0) for (const c of this.l0) c.invalidateAll();
    if (what.l1) for (const c of this.l1) c.invalidateAll();
    if (what.scalar) for (const c of this.scalar) c.invalidateAll();
    if (what.l2) this.l2.invalidateAll(); // tags only: L2 holds no data of its own
  }

  /**
   * Shader-side invalidation from one CU (buffer_wbinvl1_vol / buffer_gl0_inv,
   * buffer_gl1_inv, s_dcache_inv): the caches that CU reaches.
   */
  invalidateForCu(cu: number, what: Omit<InvalidateWhat, 'l2'>): void {
    if (what.l0) this.l0[cu]!.invalidateAll();
    if (what.l1) this.l1ForCu(cu)?.invalidateAll();
    if (what.scalar) this.scalarCache(cu).invalidateAll();
  }

  stats(): MemoryStats {
    return {
      l0: this.l0Count.total(),
      l1: this.l1Count.total(),
      scalar: this.scalarCount.total(),
      l2: {
        hits: this.l2Hits,
        misses: this.l2Misses,
        bytesRead: this.l2BytesRead,
        bytesWritten: this.l2BytesWritten,
        atomics: this.l2Atomics,
      },
      dramBytesRead: this.dramBytesRead,
      perCu: {
        l0Hits: Array.from(this.l0Count.hits),
        l0Misses: Array.from(this.l0Count.misses),
        scalarHits: Array.from(this.scalarCount.hits),
        scalarMisses: Array.from(this.scalarCount.misses),
      },
    };
  }

  resetStats(): void {
    this.l0Count.reset();
    this.scalarCount.reset();
    this.l1Count.reset();
    this.l2Hits = this.l2Misses = this.l2BytesRead = this.l2BytesWritten = this.l2Atomics = this.dramBytesRead = 0;
  }

  private scalarCache(cu: number): Cache {
    return this.scalar[this.config.cuToScalarCache[cu]!]!;
  }

  private l1ForCu(cu: number): Cache | undefined {
    return this.config.l1 === undefined ? undefined : this.l1[this.config.cuToL1[cu]!];
  }

  private l2Level(addr: number): number {
    return this.l2.find(Math.floor(addr / this.l2.lineBytes)) >= 0 ? Level.L2 : Level.Dram;
  }

  private readLevel(first: Cache, cu: number, addr: number, policy: number): number {
    if ((policy & Policy.Glc) === 0 && first.find(Math.floor(addr / first.lineBytes)) >= 0) return Level.L0;
    const l1 = this.l1ForCu(cu);
    if (l1 !== undefined && (policy & this.l1BypassBits) === 0 && l1.find(Math.floor(addr / l1.lineBytes)) >= 0) return Level.L1;
    return this.l2Level(addr);
  }

  /**
   * True when the accesses — the first at `address0`, every one
   * dword-aligned in the `lineBytes` bytes from `lineStart` (−1: not known)
   * — share one L0 line (so one GL1 and one L2 line) that lies in one memory
   * page, and every one is mapped: a per-line call then does per line what
   * the per-dword calls would, none of them would fault, and the dwords after
   * the first move through their page (`GpuMemory.pageWords`). The caller's
   * line (the address unit's, vmem_timing.ts) is the L0 line in every
   * configuration popsim makes, so this takes no pass over the accesses. A
   * line mapped only in part (an allocation's last) takes the per-dword path.
   */
  private oneMappedLine(l0: Cache, address0: number, lineStart: number, lineBytes: number): boolean {
    if (!this.linesNest) return false;
    const l0Start = Math.floor(address0 / l0.lineBytes) * l0.lineBytes;
    // A `lineStart` of −1 fails the first test: l0Start is not negative.
    if (lineStart < l0Start || lineStart + lineBytes > l0Start + l0.lineBytes) return false;
    return samePage(lineStart, lineStart + lineBytes - 1) && this.memory.isMapped(lineStart, lineBytes);
  }

  /** `count` more L2 accesses right after one (`l2Access`, same policy) to the line of `addr`: hits, or misses again if SLC did not allocate. */
  private l2Again(addr: number, isRead: boolean, count: number): void {
    // No touch: the first access just made the line the most recently used, as further touches would.
    if (this.l2.find(Math.floor(addr / this.l2.lineBytes)) >= 0) {
      this.l2Hits += count;
      return;
    }
    this.l2Misses += count;
    if (isRead) this.dramBytesRead += count * this.l2.lineBytes;
  }

  /** L2 tag access for timing and statistics; SLC accesses do not allocate. */
  private l2Access(addr: number, policy: number, isRead: boolean): void {
    const line = Math.floor(addr / this.l2.lineBytes);
    const slot = this.l2.find(line);
    if (slot >= 0) {
      this.l2.touch(slot);
      this.l2Hits++;
      return;
    }
    this.l2Misses++;
    if (isRead) this.dramBytesRead += this.l2.lineBytes;
    if ((policy & Policy.Slc) === 0) this.l2.allocate(line);
  }

  private readThrough(first: Cache, counters: LevelCounters, cu: number, addr: number, policy: number): number {
    const firstLine = Math.floor(addr / first.lineBytes);
    const glc = (policy & Policy.Glc) !== 0;
    if (glc) {
      first.invalidateLine(firstLine);
      counters.bypasses[cu]!++;
    } else {
      const slot = first.find(firstLine);
      if (slot >= 0) {
        first.touch(slot);
        counters.hits[cu]!++;
        return first.data![slot * first.lineDwords + ((addr - firstLine * first.lineBytes) >>> 2)]!;
      }
      counters.misses[cu]!++;
    }

    // The line's data comes from GL1 (GFX10+) or from memory.
    const l1 = this.l1ForCu(cu);
    const l1Index = this.config.cuToL1[cu] ?? 0;
    const bypassL1 = (policy & this.l1BypassBits) !== 0;
    let src: Uint32Array | undefined;
    let srcBase = 0; // word index of the first-level line's start in `src`
    let value = 0;
    if (l1 === undefined) {
      value = this.readFromL2(addr, policy);
    } else {
      const l1Line = Math.floor(addr / l1.lineBytes);
      let l1Slot = -1;
      if (bypassL1) {
        l1.invalidateLine(l1Line);
        this.l1Count.bypasses[l1Index]!++;
      } else {
        l1Slot = l1.find(l1Line);
        if (l1Slot >= 0) {
          l1.touch(l1Slot);
          this.l1Count.hits[l1Index]!++;
        } else {
          this.l1Count.misses[l1Index]!++;
        }
      }
      if (l1Slot < 0) {
        value = this.readFromL2(addr, policy);
        if (!bypassL1) {
          l1Slot = l1.allocate(l1Line);
          this.memory.copyDwords(l1Line * l1.lineBytes, l1.lineDwords, l1.data!, l1Slot * l1.lineDwords);
        }
      }
      if (l1Slot >= 0) {
        src = l1.data!;
        srcBase = l1Slot * l1.lineDwords + ((firstLine * first.lineBytes - l1Line * l1.lineBytes) >>> 2);
        value = src[srcBase + ((addr - firstLine * first.lineBytes) >>> 2)]!;
      }
    }

    if (!glc) {
      const slot = first.allocate(firstLine);
      const dst = slot * first.lineDwords;
      // After allocate: the cache's storage is made when its first line enters.
      const firstData = first.data!;
      if (src !== undefined) {
        for (let i = 0; i < first.lineDwords; i++) firstData[dst + i] = src[srcBase + i]!;
      } else {
        this.memory.copyDwords(firstLine * first.lineBytes, first.lineDwords, firstData, dst);
      }
    }
    return value;
  }

  /** A read that reaches L2: fault-checked value from memory plus L2 tag bookkeeping. */
  private readFromL2(addr: number, policy: number): number {
    const value = this.memory.read32(addr);
    this.l2Access(addr, policy, true);
    this.l2BytesRead += 4;
    return value;
  }
}

/** Reads the accesses `order[from..to)` (addresses at `accesses[2i]`, values into [2i + 1]) from the cached line at `slot`, which starts at byte `lineAddress`. */
function copyFromLine(cache: Cache, lineAddress: number, slot: number, accesses: Float64Array, order: Int32Array, from: number, to: number): void {
  // No touch: the first dword's read just made the slot the most recently used, as further touches would.
  const data = cache.data!;
  const base = slot * cache.lineDwords;
  for (let j = from; j < to; j++) {
    const i = order[j]!;
    accesses[2 * i + 1] = data[base + ((accesses[2 * i]! - lineAddress) >>> 2)]!;
  }
}

/** `updateIfPresent` for the accesses `order[from..to)` of one line of `cache` (address at `accesses[2i]`, value at [2i + 1]). */
function updateLineIfPresent(cache: Cache, accesses: Float64Array, order: Int32Array, from: number, to: number): void {
  const line = Math.floor(accesses[2 * order[from]!]! / cache.lineBytes);
  const slot = cache.find(line);
  if (slot < 0) return;
  const data = cache.data!;
  const base = slot * cache.lineDwords;
  const lineAddress = line * cache.lineBytes;
  for (let j = from; j < to; j++) {
    const i = order[j]!;
    data[base + ((accesses[2 * i]! - lineAddress) >>> 2)] = accesses[2 * i + 1]!;
  }
}

function updateIfPresent(cache: Cache, addr: number, value: number): void {
  const line = Math.floor(addr / cache.lineBytes);
  const slot = cache.find(line);
  if (slot >= 0) cache.data![slot * cache.lineDwords + ((addr - line * cache.lineBytes) >>> 2)] = value;
}

/** The new memory value of a 32-bit atomic (all operands as u32). */
export function applyAtomic(op: AtomicOp, old: number, value: number, compare: number): number {
  switch (op) {
    case 'swap':
      return value;
    case 'cmpswap':
      return old === compare ? value : old;
    case 'add':
      return (old + value) >>> 0;
    case 'sub':
      return (old - value) >>> 0;
    case 'smin':
      return (old | 0) <= (value | 0) ? old : value;
    case 'smax':
      return (old | 0) >= (value | 0) ? old : value;
    case 'umin':
      return Math.min(old, value);
    case 'umax':
      return Math.max(old, value);
    case 'and':
      return (old & value) >>> 0;
    case 'or':
      return (old | value) >>> 0;
    case 'xor':
      return (old ^ value) >>> 0;
    case 'inc':
      return old >= value ? 0 : old + 1;
    case 'dec':
      return old === 0 || old > value ? value : old - 1;
    default: {
      const never: never = op;
      throw new GpuMemoryError('bad-argument', NaN, `unknown atomic op ${String(never)}`);
    }
  }
}
