/**
 * MemorySystem's per-line calls (`readLine`, `writeLine`, `atomicLine`, issue 19) against
 * the per-dword calls they stand for: two systems run the same random
 * accesses, one a line at a time, the other dword by dword, and must agree on
 * every value, fault, statistic and cache state, on every gfx level, with
 * small caches (evictions), every policy mix, lines shared by CUs, unaligned
 * dwords, and requests that straddle two lines or run past the last
 * allocation (whose last line is mapped only in part).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { GpuMemory } from '../../../src/gpu/memory/gpu_memory.js';
import { type AtomicOp, MemorySystem, Policy } from '../../../src/gpu/memory/memory_system.js';
import { defaultMemoryConfig } from '../../../src/gpu/memory/memory_config.js';
import type { GfxLevel } from '../../../src/isa/gfx_level.js';

const POLICIES = [0, Policy.Glc, Policy.Slc, Policy.Dlc, Policy.Glc | Policy.Dlc, Policy.Glc | Policy.Slc];
const BYTES = 8192;
/** The allocation ends this many bytes before its last line does: that line is mapped in part. */
const SHORT_BY = 8;
const ATOMICS: readonly AtomicOp[] = ['swap', 'cmpswap', 'add', 'sub', 'smin', 'umin', 'smax', 'umax', 'and', 'or', 'xor', 'inc', 'dec'];

function system(gfx: GfxLevel): { sys: MemorySystem; base: number; lineBytes: number } {
  const mem = new GpuMemory();
  const d = defaultMemoryConfig(gfx, 4, { cusPerL1: 2, l2Bytes: 4 * 1024 });
  // Tiny caches (L2 half the data), so lines are evicted at every level while the test runs.
  const small = (c: { lineBytes: number }, lines: number, ways: number) => ({ bytes: lines * c.lineBytes, lineBytes: c.lineBytes, ways });
  const sys = new MemorySystem(mem, { ...d, l0: small(d.l0, 8, 2), l1: d.l1 === undefined ? undefined : small(d.l1, 16, 4) });
  const base = mem.allocate(BYTES - SHORT_BY);
  for (let i = 0; i < (BYTES - SHORT_BY) / 4; i++) mem.write32(base + 4 * i, i * 2654435761);
  return { sys, base, lineBytes: d.l0.lineBytes };
}

/**
 * What the address unit's grouping vouches for the accesses
 * `order[from..to)` (MemorySystem.readLine): the start of the `bytes`-sized
 * block that holds them all when every one is dword-aligned, else −1.
 */
function blockOf(accesses: Float64Array, order: Int32Array, from: number, to: number, bytes: number): number {
  const start = Math.floor(accesses[2 * order[from]!]! / bytes) * bytes;
  for (let j = from; j < to; j++) {
    const a = accesses[2 * order[j]!]!;
    if (a % 4 !== 0 || a < start || a >= start + bytes) return -1;
  }
  return start;
}

/** Runs `f`, returning its error message instead of throwing. */
function outcome(f: () => void): string {
  try {
    f();
    return 'ok';
  } catch (e) {
    return (e as Error).message;
  }
}

for (const gfx of ['gfx9', 'gfx10', 'gfx10_3', 'gfx11'] as const) {
  test(`${gfx}: readLine, writeLine and atomicLine leave the values, faults, statistics and caches of per-dword reads, writes and atomics`, () => {
    const byLine = system(gfx);
    const byDword = system(gfx);
    const { base, lineBytes } = byLine;
    let seed = 7;
    const random = (n: number): number => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return (seed >>> 8) % n;
    };
    // MemoryOp.accesses: access i's address at [2i], its value at [2i + 1].
    const accesses = new Float64Array(128);
    const order = new Int32Array(64);
    const outDword = new Uint32Array(64);
    const operands = new Float64Array(64);
    const compare = new Uint32Array(64);
    let lineCalls = 0;
    for (let step = 0; step < 4000; step++) {
      const cu = random(4);
      const policy = POLICIES[random(POLICIES.length)]!;
      // Lines 0..n, the last one past the allocation's end (faults).
      const line = random(BYTES / lineBytes + 1);
      const n = 1 + random(12);
      // A request that straddles two lines has one access in the next line, anywhere in its order.
      const straddle = random(8) === 0 ? random(n) : -1;
      const kind = random(4);
      // Atomics often on few distinct dwords, so one request's atomics hit the same address too.
      const dwords = kind === 3 && random(2) === 0 ? 4 : lineBytes / 4;
      for (let i = 0; i < n; i++) {
        const spill = i === straddle ? lineBytes : 0;
        // Now and then a dword that is not 4-byte aligned (it faults).
        const unaligned = random(64) === 0 ? 2 : 0;
        accesses[2 * i] = base + line * lineBytes + spill + 4 * random(dwords) + unaligned;
        accesses[2 * i + 1] = random(1 << 30);
        compare[i] = random(2) === 0 ? accesses[2 * i + 1]! : random(1 << 30);
        order[i] = n - 1 - i; // the address unit's order need not be the access order
      }
      const first = random(2);
      // The caller's line is the L0 line in popsim; half of it and twice it check that the call tests the block's fit.
      const blockBytes = [lineBytes, lineBytes / 2, 2 * lineBytes][random(3)]!;
      const block = blockOf(accesses, order, first, n, blockBytes);
      let got: string, want: string;
      if (kind === 3) {
        // Atomics: the operand in each slot becomes the value found; the per-dword side reads a copy.
        const op = ATOMICS[random(ATOMICS.length)]!;
        for (let i = 0; i < n; i++) operands[i] = accesses[2 * i + 1]!;
        got = outcome(() => byLine.sys.atomicLine(cu, accesses, compare, order, first, n, block, blockBytes, op, policy));
        want = outcome(() => {
          for (let j = first; j < n; j++) {
            const i = order[j]!;
            outDword[i] = byDword.sys.atomic32(cu, accesses[2 * i]!, op, operands[i]!, compare[i]!, policy);
          }
        });
        if (want === 'ok') for (let j = first; j < n; j++) assert.equal(accesses[2 * order[j]! + 1], outDword[order[j]!], `step ${step} ${op} value`);
      } else if (kind === 0) {
        got = outcome(() => byLine.sys.writeLine(cu, accesses, order, first, n, block, blockBytes, policy));
        want = outcome(() => {
          for (let j = first; j < n; j++) byDword.sys.write32(cu, accesses[2 * order[j]!]!, accesses[2 * order[j]! + 1]!, policy);
        });
      } else {
        got = outcome(() => byLine.sys.readLine(cu, accesses, order, first, n, block, blockBytes, policy));
        want = outcome(() => {
          for (let j = first; j < n; j++) outDword[order[j]!] = byDword.sys.read32(cu, accesses[2 * order[j]!]!, policy);
        });
        if (want === 'ok') for (let j = first; j < n; j++) assert.equal(accesses[2 * order[j]! + 1], outDword[order[j]!], `step ${step} value`);
      }
      assert.equal(got, want, `step ${step}: outcome`);
      assert.deepEqual(byLine.sys.stats(), byDword.sys.stats(), `step ${step}: statistics`);
      lineCalls++;
    }
    assert.equal(lineCalls, 4000);
    // Same cache contents: every line is served at the same level, for every CU and policy.
    for (let cu = 0; cu < 4; cu++) {
      for (const policy of POLICIES) {
        for (let a = base; a < base + BYTES; a += lineBytes) {
          assert.equal(byLine.sys.serviceLevel(cu, a, policy, 'read'), byDword.sys.serviceLevel(cu, a, policy, 'read'));
          assert.equal(byLine.sys.serviceLevel(cu, a, policy, 'write'), byDword.sys.serviceLevel(cu, a, policy, 'write'));
          assert.equal(byLine.sys.read32(cu, a, 0), byDword.sys.read32(cu, a, 0), 'same (possibly stale) cached data');
        }
      }
    }
  });
}

test('per-line calls on lines of a page never written read 0, then what was written, as per-dword calls do', () => {
  for (const gfx of ['gfx9', 'gfx11'] as const) {
    const make = (): { sys: MemorySystem; base: number; lineBytes: number } => {
      const mem = new GpuMemory();
      const d = defaultMemoryConfig(gfx, 1, { cusPerL1: 1, l2Bytes: 4 * 1024 });
      // Four pages: each policy's lines lie in one of the middle two, untouched until then.
      const base = mem.allocate(4 * 65536, 65536) + 65536;
      return { sys: new MemorySystem(mem, d), base, lineBytes: d.l0.lineBytes };
    };
    const byLine = make();
    const byDword = make();
    const n = byLine.lineBytes / 4;
    const accesses = new Float64Array(2 * n);
    const order = Int32Array.from({ length: n }, (_, i) => i);
    const fill = (line: number, value: (i: number) => number): void => {
      for (let i = 0; i < n; i++) {
        accesses[2 * i] = byLine.base + line * byLine.lineBytes + 4 * i;
        accesses[2 * i + 1] = value(i);
      }
    };
    for (const [page, policy] of [0, Policy.Glc | Policy.Dlc].entries()) {
      // A read of a line of an untouched page, a write to the next line, then a read of it back.
      const line0 = (page * 65536) / byLine.lineBytes;
      fill(line0, () => 0xdead);
      byLine.sys.readLine(0, accesses, order, 0, n, blockOf(accesses, order, 0, n, byLine.lineBytes), byLine.lineBytes, policy);
      for (let i = 0; i < n; i++) assert.equal(accesses[2 * i + 1], byDword.sys.read32(0, accesses[2 * i]!, policy), `${gfx}: untouched dword ${i}`);
      for (let i = 0; i < n; i++) assert.equal(accesses[2 * i + 1], 0);
      fill(line0 + 1, (i) => 1000 + i + policy);
      byLine.sys.writeLine(0, accesses, order, 0, n, blockOf(accesses, order, 0, n, byLine.lineBytes), byLine.lineBytes, policy);
      for (let i = 0; i < n; i++) byDword.sys.write32(0, accesses[2 * i]!, accesses[2 * i + 1]!, policy);
      fill(line0 + 1, () => 0);
      byLine.sys.readLine(0, accesses, order, 0, n, blockOf(accesses, order, 0, n, byLine.lineBytes), byLine.lineBytes, policy);
      for (let i = 0; i < n; i++) {
        assert.equal(accesses[2 * i + 1], 1000 + i + policy, `${gfx}: written dword ${i}`);
        assert.equal(byDword.sys.read32(0, accesses[2 * i]!, policy), 1000 + i + policy);
      }
      assert.deepEqual(byLine.sys.stats(), byDword.sys.stats());
    }
  }
});

for (const gfx of ['gfx9', 'gfx10', 'gfx10_3', 'gfx11'] as const) {
  test(`${gfx}: scalarRequestLatency is the slowest of its accesses' scalarServiceLevel latencies`, () => {
    const { sys, base } = system(gfx);
    let seed = 11;
    const random = (n: number): number => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return (seed >>> 8) % n;
    };
    const accesses = new Float64Array(32);
    let mixed = 0;
    for (let round = 0; round < 300; round++) {
      // Some lines cached at each level (scalar reads fill the scalar cache and GL1; vector reads L2).
      const warm = base + 4 * random((BYTES - SHORT_BY) / 4 - 16);
      if (random(2) === 0) sys.scalarRead32(random(4), warm, POLICIES[random(POLICIES.length)]!);
      else sys.read32(random(4), warm, 0);
      // A request of 1..16 consecutive dwords (s_load_dword .. s_load_b512), or scattered ones.
      const count = 1 + random(16);
      const start = base + 4 * random((BYTES - SHORT_BY) / 4 - 16);
      const scattered = random(4) === 0;
      for (let i = 0; i < count; i++) accesses[2 * i] = scattered ? base + 4 * random((BYTES - SHORT_BY) / 4) : start + 4 * i;
      const cu = random(4);
      const policy = POLICIES[random(POLICIES.length)]!;
      const levels = new Set<number>();
      let expected = 0;
      for (let i = 0; i < count; i++) {
        const level = sys.scalarServiceLevel(cu, accesses[2 * i]!, policy);
        levels.add(level);
        expected = Math.max(expected, sys.scalarLatency(level));
      }
      if (levels.size > 1) mixed++;
      assert.equal(sys.scalarRequestLatency(cu, accesses, count, policy), expected, `${gfx} round ${round}`);
    }
    assert.ok(mixed > 10, `requests whose accesses have different levels: ${mixed}`);
  });
}
