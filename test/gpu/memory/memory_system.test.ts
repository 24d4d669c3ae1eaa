/**
 * S11: coherent (GLC / DLC) accesses bypass and invalidate the lower caches;
 * plain accesses may read stale copies. These tests build the stale-read
 * scenarios of the seed's "Memory access requirements" section.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { GpuMemory } from '../../../src/gpu/memory/gpu_memory.js';
import { MemorySystem, Policy, applyAtomic, type AtomicOp } from '../../../src/gpu/memory/memory_system.js';
import { defaultMemoryConfig, type MemorySystemConfig } from '../../../src/gpu/memory/memory_config.js';
import type { GfxLevel } from '../../../src/isa/gfx_level.js';
import { GpuMemoryError } from '../../../src/gpu/memory/errors.js';

function setup(gfx: GfxLevel, config?: Partial<MemorySystemConfig>): { mem: GpuMemory; sys: MemorySystem; a: number } {
  const mem = new GpuMemory();
  // 4 CUs; on GFX10+ CU0/CU1 share shader array 0, CU2/CU3 shader array 1.
  const sys = new MemorySystem(mem, { ...defaultMemoryConfig(gfx, 4, { cusPerL1: 2 }), ...config });
  const a = mem.allocate(4096);
  mem.write32(a, 1); // host upload: straight to memory (the L2 level)
  return { mem, sys, a };
}

test('S11 GFX9: plain read after another CU writes is stale; GLC read is fresh and invalidates L0', () => {
  const { sys, a } = setup('gfx9');
  assert.equal(sys.read32(0, a, 0), 1); // CU0 caches the line in its L0
  sys.write32(1, a, 2, 0); // CU1 writes through to L2
  assert.equal(sys.read32(0, a, 0), 1, 'CU0 plain read hits its stale L0 copy');
  assert.equal(sys.read32(0, a, Policy.Glc), 2, 'GLC bypasses L0');
  assert.equal(sys.read32(0, a, 0), 2, 'the GLC read invalidated the stale copy');
});

test('S11 GFX10: same shader array — GLC alone is stale through GL1, GLC+DLC is fresh', () => {
  const { sys, a } = setup('gfx10');
  assert.equal(sys.read32(0, a, 0), 1); // fills CU0 L0 and shader array 0's GL1
  assert.equal(sys.serviceLevel(0, a, 0, 'read'), 0);
  assert.equal(sys.serviceLevel(0, a, Policy.Glc, 'read'), 1);
  sys.write32(2, a, 2, 0); // CU2 is in the other shader array: GL1 0 keeps its copy
  assert.equal(sys.read32(0, a, 0), 1);
  assert.equal(sys.read32(0, a, Policy.Glc), 1, 'GLC bypasses L0 but GL1 still holds the old line');
  assert.equal(sys.read32(0, a, Policy.Glc | Policy.Dlc), 2);
  assert.equal(sys.read32(0, a, 0), 2, 'the DLC read invalidated GL1 and the GLC bit L0');
});

test('S11 GFX10: a writer in the same shader array updates GL1, but other L0 copies stay stale', () => {
  const { sys, a } = setup('gfx10');
  sys.read32(0, a, 0);
  sys.write32(1, a, 5, 0); // CU1 shares GL1 with CU0 and updates it (it has the line)
  assert.equal(sys.read32(0, a, 0), 1, 'CU0 L0 still stale');
  assert.equal(sys.read32(0, a, Policy.Glc), 5, 'GLC reads the updated GL1 line');
});

test('S11 GFX11: GLC bypasses L0 and GL1 (DLC repurposed)', () => {
  const { sys, a } = setup('gfx11');
  sys.read32(0, a, 0);
  sys.write32(2, a, 3, 0);
  assert.equal(sys.read32(0, a, 0), 1);
  assert.equal(sys.serviceLevel(0, a, Policy.Glc, 'read'), 2);
  assert.equal(sys.read32(0, a, Policy.Glc), 3);
});

test('the writer sees its own write; a GLC write invalidates its own copy', () => {
  for (const gfx of ['gfx9', 'gfx10', 'gfx11'] as const) {
    const { sys, a } = setup(gfx);
    sys.read32(0, a, 0);
    sys.write32(0, a, 7, 0);
    assert.equal(sys.serviceLevel(0, a, 0, 'read'), 0, `${gfx}: line stays in L0`);
    assert.equal(sys.read32(0, a, 0), 7, gfx);
    sys.write32(0, a, 8, Policy.Glc);
    assert.notEqual(sys.serviceLevel(0, a, 0, 'read'), 0, `${gfx}: GLC write invalidated the L0 line`);
    assert.equal(sys.read32(0, a, 0), 8, gfx);
  }
});

test('atomics execute at L2, return the pre-op value and are visible to GLC reads everywhere', () => {
  const { sys, a } = setup('gfx10');
  sys.read32(0, a, 0);
  sys.read32(2, a, 0);
  assert.equal(sys.atomic32(0, a, 'add', 10, 0, Policy.Glc), 1);
  assert.equal(sys.atomic32(3, a, 'cmpswap', 99, 11, 0), 11);
  assert.equal(sys.atomic32(3, a, 'cmpswap', 5, 11, 0), 99, 'compare fails: unchanged');
  assert.equal(sys.read32(0, a, 0), 99, 'the atomic invalidated CU0 L0 and GL1');
  assert.equal(sys.read32(2, a, 0), 1, 'CU2 has a stale L0 copy');
  assert.equal(sys.read32(2, a, Policy.Glc | Policy.Dlc), 99);
  assert.equal(sys.read32(1, a + 4, Policy.Glc | Policy.Dlc), 0);
  assert.equal(sys.stats().l2.atomics, 3);
});

test('atomic op semantics (u32 operands)', () => {
  const cases: [AtomicOp, number, number, number, number][] = [
    ['swap', 5, 9, 0, 9],
    ['sub', 1, 2, 0, 0xffffffff],
    ['smin', 0xffffffff, 1, 0, 0xffffffff],
    ['umin', 0xffffffff, 1, 0, 1],
    ['smax', 0xffffffff, 1, 0, 1],
    ['umax', 0xffffffff, 1, 0, 0xffffffff],
    ['and', 0b1100, 0b1010, 0, 0b1000],
    ['or', 0b1100, 0b1010, 0, 0b1110],
    ['xor', 0b1100, 0b1010, 0, 0b0110],
    ['inc', 3, 3, 0, 0],
    ['inc', 2, 3, 0, 3],
    ['dec', 0, 7, 0, 7],
    ['dec', 8, 7, 0, 7],
    ['dec', 5, 7, 0, 4],
    ['add', 0xffffffff, 2, 0, 1],
  ];
  for (const [op, old, value, compare, expected] of cases) assert.equal(applyAtomic(op, old, value, compare), expected, op);
});

test('invalidate() makes plain reads fresh; invalidateForCu only touches that CU', () => {
  const { sys, a } = setup('gfx10');
  sys.read32(0, a, 0);
  sys.read32(2, a, 0);
  sys.write32(3, a, 4, 0);
  sys.invalidateForCu(0, { l0: true, l1: true });
  assert.equal(sys.read32(0, a, 0), 4);
  assert.equal(sys.read32(2, a, 0), 1);
  sys.invalidate({ l0: true, l1: true });
  assert.equal(sys.read32(2, a, 0), 4);
});

test('scalar cache is stale-able: vector writes do not update it, GLC and s_dcache_inv do', () => {
  const { sys, a } = setup('gfx9');
  assert.equal(sys.scalarRead32(0, a, 0), 1);
  assert.equal(sys.scalarServiceLevel(0, a, 0), 0);
  sys.write32(0, a, 6, 0);
  assert.equal(sys.scalarRead32(0, a, 0), 1);
  assert.equal(sys.scalarRead32(0, a, Policy.Glc), 6);
  sys.write32(0, a, 7, 0);
  assert.equal(sys.scalarRead32(0, a, 0), 7, 'the GLC read invalidated the scalar line');
  sys.write32(0, a, 8, 0);
  sys.invalidateForCu(0, { scalar: true });
  assert.equal(sys.scalarRead32(0, a, 0), 8);
  assert.equal(sys.scalarLatency(0), 45);
});

test('LRU eviction in a set; eviction makes a stale line fresh again', () => {
  // Direct check on a 2-way, 1-set L0 with 64-byte lines (GFX9).
  const { sys, a } = setup('gfx9', { l0: { bytes: 128, lineBytes: 64, ways: 2 } });
  sys.read32(0, a, 0); // line A
  sys.read32(0, a + 64, 0); // line B
  sys.read32(0, a, 0); // A most recent
  sys.read32(0, a + 128, 0); // line C evicts B (LRU)
  assert.equal(sys.serviceLevel(0, a, 0, 'read'), 0);
  assert.equal(sys.serviceLevel(0, a + 64, 0, 'read'), 2);
  assert.equal(sys.serviceLevel(0, a + 128, 0, 'read'), 0);
  sys.write32(1, a, 42, 0);
  sys.read32(0, a + 192, 0); // D evicts A, now the least recently used
  assert.equal(sys.read32(0, a, 0), 42);
});

test('statistics count hits, misses, bypasses and bytes', () => {
  const { sys, a } = setup('gfx10');
  sys.read32(0, a, 0); // L0 miss, L1 miss, L2 miss
  sys.read32(0, a + 4, 0); // L0 hit (same 128-byte line)
  sys.read32(1, a + 8, 0); // CU1: L0 miss, L1 hit
  sys.read32(1, a + 8, Policy.Glc | Policy.Dlc); // bypass L0 and L1, L2 hit
  sys.write32(0, a, 1, Policy.Slc);
  const s = sys.stats();
  assert.deepEqual(s.l0, { hits: 1, misses: 2, bypasses: 1 });
  assert.deepEqual(s.l1, { hits: 1, misses: 1, bypasses: 1 });
  assert.equal(s.l2.hits, 2);
  assert.equal(s.l2.misses, 1);
  assert.equal(s.l2.bytesRead, 8);
  assert.equal(s.l2.bytesWritten, 4);
  assert.equal(s.dramBytesRead, 128);
  assert.deepEqual(s.perCu.l0Hits, [1, 0, 0, 0]);
  assert.deepEqual(s.perCu.l0Misses, [1, 1, 0, 0]);
  sys.resetStats();
  assert.equal(sys.stats().l0.misses, 0);
});

test('serviceLevel has no side effects; latency grows with level; SLC does not allocate in L2', () => {
  const { sys, a } = setup('gfx10_3');
  assert.equal(sys.serviceLevel(0, a, 0, 'read'), 3);
  assert.equal(sys.serviceLevel(0, a, 0, 'read'), 3);
  assert.equal(sys.serviceLevel(0, a, 0, 'write'), 3);
  sys.read32(0, a + 256, Policy.Glc | Policy.Dlc | Policy.Slc);
  assert.equal(sys.serviceLevel(0, a + 256, 0, 'atomic'), 3, 'SLC read left no L2 tag');
  sys.read32(0, a, Policy.Glc | Policy.Dlc);
  assert.equal(sys.serviceLevel(0, a, 0, 'atomic'), 2);
  assert.ok(sys.latency(0) < sys.latency(1) && sys.latency(1) < sys.latency(2) && sys.latency(2) < sys.latency(3));
});

test('faults surface from the memory system and leave caches untouched', () => {
  const { sys } = setup('gfx10');
  assert.throws(() => sys.read32(0, 0x100, 0), (e: unknown) => e instanceof GpuMemoryError && e.code === 'page-fault');
  assert.throws(() => sys.write32(0, 0x100, 1, 0), GpuMemoryError);
  assert.throws(
    () => new MemorySystem(new GpuMemory(), { ...defaultMemoryConfig('gfx9', 2), l1: { bytes: 1024, lineBytes: 64, ways: 1 } }),
    (e: unknown) => e instanceof GpuMemoryError && e.code === 'bad-argument',
  );
});
