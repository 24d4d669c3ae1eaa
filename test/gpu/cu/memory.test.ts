/**
 * Vector and scalar memory executors: issue-time capture, completion-time
 * effects (S9: a store not yet completed is invisible; S11: cache policy),
 * counters per generation, bounds checks and pooling.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { encodeBufferDescriptor } from '../../../src/amd/descriptors.js';
import { Policy } from '../../../src/gpu/memory/memory_system.js';
import { vectorCounter } from '../../../src/gpu/cu/memory_op.js';
import { poolOf } from '../../../src/gpu/cu/pooled_memory_op.js';
import { CuError } from '../../../src/gpu/cu/errors.js';
import { EXEC, f32, fromF32, setV, target, v } from './harness.js';
import { issue, memorySystem, memWave, setS } from './memory_harness.js';

const TWO_32 = 0x1_0000_0000;

/** v[0:1] = 64-bit address of dword `lane` of the buffer at `base`. */
function laneAddresses(wave: ReturnType<typeof memWave>, base: number): void {
  setV(wave, 0, (l) => (base + 4 * l) % TWO_32);
  setV(wave, 1, (l) => Math.floor((base + 4 * l) / TWO_32));
}

for (const gpu of ['gfx900', 'gfx1030', 'gfx1100'] as const) {
  const t = target(gpu);
  const gfx11 = gpu === 'gfx1100';
  const store = gfx11 ? 'global_store_b32' : 'global_store_dword';
  const load = gfx11 ? 'global_load_b32' : 'global_load_dword';

  test(`S9 store data is captured at issue, memory changes only at completion (${gpu})`, () => {
    const { mem, sys } = memorySystem(t);
    const buf = mem.allocate(256);
    const w = memWave(`${store} v[0:1], v2, off\ns_endpgm`, t);
    laneAddresses(w, buf);
    setV(w, 2, (l) => 100 + l);
    w.sgpr[EXEC] = 0b101; // lanes 0 and 2
    w.sgpr[EXEC + 1] = 0;
    const op = issue(w);
    assert.equal(op.access, 'write');
    assert.equal(op.addressCount, 2);
    assert.deepEqual([op.accesses[0], op.accesses[2]], [buf, buf + 8]);
    setV(w, 2, () => 0xdead); // the shader reuses the register after issue
    assert.equal(mem.read32(buf), 0, 'not visible before completion');
    op.complete(sys, 0);
    assert.deepEqual([mem.read32(buf), mem.read32(buf + 4), mem.read32(buf + 8)], [100, 0, 102]);
  });

  test(`load results land in VGPRs only at completion (${gpu})`, () => {
    const { mem, sys } = memorySystem(t);
    const buf = mem.allocate(256);
    for (let i = 0; i < 64; i++) mem.write32(buf + 4 * i, 1000 + i);
    const w = memWave(`${load} v3, v[0:1], off offset:4\ns_endpgm`, t);
    laneAddresses(w, buf);
    setV(w, 3, () => 7);
    w.sgpr[EXEC] = 0b11;
    w.sgpr[EXEC + 1] = 0;
    const op = issue(w);
    assert.equal(op.counter, 'vm');
    assert.equal(v(w, 3, 0), 7, 'unchanged before completion');
    mem.write32(buf + 4, 55); // memory at completion time is what the load sees
    op.complete(sys, 0);
    assert.deepEqual([v(w, 3, 0), v(w, 3, 1), v(w, 3, 2)], [55, 1002, 7]);
  });

  test(`a completed request returns to the wave's pool (${gpu})`, () => {
    const { mem, sys } = memorySystem(t);
    const buf = mem.allocate(256);
    const w = memWave(`${store} v[0:1], v2, off\n${store} v[0:1], v2, off\ns_endpgm`, t);
    laneAddresses(w, buf);
    const a = issue(w);
    assert.equal(poolOf(w).outstanding, 1);
    a.complete(sys, 0);
    assert.equal(poolOf(w).outstanding, 0);
    assert.equal(issue(w), a, 'the same object is reused');
  });
}

test('the pool refuses more requests than the counters can track (the engine must stall first)', () => {
  const w = memWave('global_store_dword v[0:1], v2, off\ns_endpgm', target('gfx900'));
  for (let i = 0; i < 192; i++) {
    issue(w);
    w.index = 0;
  }
  assert.equal(poolOf(w).outstanding, 192);
  assert.throws(() => issue(w), /192 memory requests in flight/);
});

test('a request released by one wave is reused by the next, bound to it: results land in the new wave, counts stay per wave', () => {
  const t = target('gfx1030');
  const { mem, sys } = memorySystem(t);
  const buf = mem.allocate(256);
  mem.write32(buf, 77);
  const prog = 'global_load_dword v3, v[0:1], off\ns_endpgm';
  const first = memWave(prog, t);
  laneAddresses(first, buf);
  const a = issue(first);
  a.complete(sys, 0);
  const second = memWave(prog, t);
  laneAddresses(second, buf);
  setV(second, 3, () => 5);
  const b = issue(second);
  assert.equal(b, a, 'the shared free list hands the same request to the next wave');
  assert.equal(poolOf(second).outstanding, 1);
  assert.equal(poolOf(first).outstanding, 0);
  setV(first, 3, () => 9);
  b.complete(sys, 0);
  assert.equal(v(second, 3, 0), 77, 'the result goes to the issuing wave');
  assert.equal(v(first, 3, 0), 9, 'the previous owner is untouched');
  assert.equal(poolOf(second).outstanding, 0);
});

test('counters: GFX9 counts everything in vm; GFX10+ stores and non-returning atomics in vs', () => {
  assert.equal(vectorCounter('gfx9', 'write', false), 'vm');
  assert.equal(vectorCounter('gfx9', 'atomic', false), 'vm');
  for (const gfx of ['gfx10', 'gfx10_3', 'gfx11'] as const) {
    assert.equal(vectorCounter(gfx, 'read', true), 'vm');
    assert.equal(vectorCounter(gfx, 'write', false), 'vs');
    assert.equal(vectorCounter(gfx, 'atomic', true), 'vm');
    assert.equal(vectorCounter(gfx, 'atomic', false), 'vs');
  }
  // The executors use it: a GFX10 buffer store is counted in vs, an SMEM load in lgkm.
  const w = memWave('buffer_store_dword v1, off, s[4:7], 0\ns_load_dword s8, s[2:3], 0x0\ns_endpgm', target('gfx1030'));
  setS(w, 4, encodeBufferDescriptor('gfx10_3', { base: 0x1000, numRecords: 16 }));
  assert.equal(issue(w).counter, 'vs');
  const smem = issue(w);
  assert.equal(smem.counter, 'lgkm');
  assert.equal(smem.scalar, true);
});

test('S11 cache policy bits follow glc/slc/dlc; atomics use glc as "return"', () => {
  const t = target('gfx1030');
  const w = memWave('global_load_dword v3, v[0:1], off glc dlc\nglobal_atomic_add v3, v[0:1], v2, off glc\nglobal_atomic_add v[0:1], v2, off\ns_endpgm', t);
  const { mem, sys } = memorySystem(t);
  const buf = mem.allocate(256);
  laneAddresses(w, buf);
  w.sgpr[EXEC] = 1;
  w.sgpr[EXEC + 1] = 0;
  const ld = issue(w);
  assert.equal(ld.policy, Policy.Glc | Policy.Dlc);
  ld.complete(sys, 0);
  const rtn = issue(w);
  assert.equal(rtn.policy, 0);
  assert.equal(rtn.counter, 'vm');
  rtn.complete(sys, 0);
  const noRtn = issue(w);
  assert.equal(noRtn.counter, 'vs');
});

for (const gpu of ['gfx900', 'gfx1030'] as const) {
  const t = target(gpu);

  test(`raw buffer: offen + soffset + inst offset, loads out of range read 0, stores are dropped (${gpu})`, () => {
    const { mem, sys } = memorySystem(t);
    const buf = mem.allocate(256);
    for (let i = 0; i < 16; i++) mem.write32(buf + 4 * i, 500 + i);
    const w = memWave('buffer_load_dword v1, v0, s[4:7], s1 offen offset:4\nbuffer_store_dword v2, v0, s[4:7], s1 offen offset:4\ns_endpgm', t);
    // 24 bytes in range; soffset (8) is not part of the range check.
    setS(w, 4, encodeBufferDescriptor(t.gfx, { base: buf, numRecords: 24 }));
    w.sgpr[1] = 8;
    setV(w, 0, (l) => 4 * l);
    setV(w, 1, () => 0xffff);
    setV(w, 2, (l) => 900 + l);
    w.sgpr[EXEC] = 0x3f; // lanes 0..5 → offsets 4, 8, …, 24
    w.sgpr[EXEC + 1] = 0;
    const ld = issue(w);
    assert.equal(ld.addressCount, 5, 'offsets 4..20 are in range, 24 is not');
    ld.complete(sys, 0);
    // lane l reads dword (8 + 4 + 4l) / 4 = 3 + l
    assert.deepEqual([0, 1, 2, 3, 4, 5].map((l) => v(w, 1, l)), [503, 504, 505, 506, 507, 0]);
    issue(w).complete(sys, 0);
    assert.equal(mem.read32(buf + 12), 900);
    assert.equal(mem.read32(buf + 28), 904);
    assert.equal(mem.read32(buf + 32), 508, 'lane 5 is out of range: dropped');
  });

  test(`structured buffer: idxen * stride, index out of range reads 0 (${gpu})`, () => {
    const { mem, sys } = memorySystem(t);
    const buf = mem.allocate(256);
    for (let i = 0; i < 16; i++) mem.write32(buf + 4 * i, i);
    const w = memWave('buffer_load_dwordx2 v[2:3], v0, s[4:7], 0 idxen offset:4\ns_endpgm', t);
    setS(w, 4, encodeBufferDescriptor(t.gfx, { base: buf, stride: 12, numRecords: 3 }));
    setV(w, 0, (l) => l);
    w.sgpr[EXEC] = 0xf;
    w.sgpr[EXEC + 1] = 0;
    issue(w).complete(sys, 0);
    // record l starts at dword 3l; +4 bytes → dwords 3l+1, 3l+2
    assert.deepEqual([0, 1, 2, 3].map((l) => [v(w, 2, l), v(w, 3, l)]), [[1, 2], [4, 5], [7, 8], [0, 0]]);
  });

  test(`buffer atomics apply in lane order and return pre-op values with glc (${gpu})`, () => {
    const { mem, sys } = memorySystem(t);
    const buf = mem.allocate(256);
    mem.write32(buf, 10);
    mem.write32(buf + 4, 5);
    const w = memWave('buffer_atomic_add v1, off, s[4:7], 0 glc\nbuffer_atomic_cmpswap v[2:3], off, s[4:7], 0 offset:4\ns_endpgm', t);
    setS(w, 4, encodeBufferDescriptor(t.gfx, { base: buf, numRecords: 64 }));
    setV(w, 1, (l) => l + 1);
    setV(w, 2, () => 77); // new value
    setV(w, 3, () => 5); // compare
    w.sgpr[EXEC] = 0b111;
    w.sgpr[EXEC + 1] = 0;
    const add = issue(w);
    assert.equal(add.access, 'atomic');
    add.complete(sys, 0);
    assert.equal(mem.read32(buf), 16);
    assert.deepEqual([v(w, 1, 0), v(w, 1, 1), v(w, 1, 2)], [10, 11, 13]);
    const cas = issue(w);
    assert.equal(cas.counter, gpu === 'gfx900' ? 'vm' : 'vs', 'no return: GFX10 counts it as a store');
    cas.complete(sys, 0);
    assert.equal(mem.read32(buf + 4), 77);
    assert.equal(v(w, 2, 0), 77, 'without glc nothing is returned');
  });

  test(`format loads and stores convert through the descriptor format (${gpu})`, () => {
    const { mem, sys } = memorySystem(t);
    const buf = mem.allocate(256);
    mem.write32(buf, 0xff8000ff >>> 0); // r=255 g=0 b=128 a=255
    const w = memWave('buffer_load_format_xyzw v[4:7], v0, s[4:7], 0 idxen\nbuffer_store_format_xy v[8:9], v0, s[4:7], 0 idxen offset:4\ns_endpgm', t);
    setS(w, 4, encodeBufferDescriptor(t.gfx, { base: buf, stride: 4, numRecords: 2, format: 'R8G8B8A8_UNORM' }));
    setV(w, 0, () => 0);
    setV(w, 8, () => f32(1));
    setV(w, 9, () => f32(0.5));
    w.sgpr[EXEC] = 1;
    w.sgpr[EXEC + 1] = 0;
    issue(w).complete(sys, 0);
    assert.deepEqual([4, 5, 6, 7].map((n) => fromF32(v(w, n, 0))), [1, 0, 128 / 255, 1].map(Math.fround));
    issue(w).complete(sys, 0);
    assert.equal(mem.read32(buf + 4), 0x000080ff, 'x=255, y=128, missing z and w written as 0');
  });

  test(`sub-dword loads extend, byte stores merge into their dword (${gpu})`, () => {
    const { mem, sys } = memorySystem(t);
    const buf = mem.allocate(256);
    mem.write32(buf, 0x11f28033);
    const text = 'buffer_load_sbyte v1, v0, s[4:7], 0 offen\nbuffer_load_ushort v2, v0, s[4:7], 0 offen offset:1\nbuffer_store_byte v3, v0, s[4:7], 0 offen offset:2\ns_endpgm';
    const w = memWave(text, t);
    setS(w, 4, encodeBufferDescriptor(t.gfx, { base: buf, numRecords: 64 }));
    setV(w, 0, () => 1);
    setV(w, 3, () => 0x1ab);
    w.sgpr[EXEC] = 1;
    w.sgpr[EXEC + 1] = 0;
    issue(w).complete(sys, 0);
    issue(w).complete(sys, 0);
    assert.equal(v(w, 1, 0), 0xffffff80, 'byte 1 = 0x80 sign-extended');
    assert.equal(v(w, 2, 0), 0x11f2, 'bytes 2..3 as u16');
    issue(w).complete(sys, 0);
    assert.equal(mem.read32(buf) >>> 0, 0xabf28033, 'byte 3 replaced, the rest kept');
  });
}

for (const gpu of ['gfx900', 'gfx1030', 'gfx1100'] as const) {
  const t = target(gpu);
  const gfx11 = gpu === 'gfx1100';

  test(`SMEM loads: SGPR address + offset, results at completion (${gpu})`, () => {
    const { mem, sys } = memorySystem(t);
    const buf = mem.allocate(256);
    for (let i = 0; i < 16; i++) mem.write32(buf + 4 * i, 40 + i);
    const text = gfx11
      ? 's_load_b64 s[8:9], s[2:3], 0x8\ns_load_b32 s10, s[2:3], s5 offset:0x4\ns_endpgm'
      : 's_load_dwordx2 s[8:9], s[2:3], 0x8\ns_load_dword s10, s[2:3], s5 offset:0x4\ns_endpgm';
    const w = memWave(text, t);
    w.sgpr[2] = buf % TWO_32;
    w.sgpr[3] = Math.floor(buf / TWO_32);
    w.sgpr[5] = 8;
    const a = issue(w);
    assert.equal(a.counter, 'lgkm');
    assert.equal(w.sgpr[8], 0);
    a.complete(sys, 0);
    assert.deepEqual([w.sgpr[8], w.sgpr[9]], [42, 43]);
    issue(w).complete(sys, 0);
    assert.equal(w.sgpr[10], 43, 'SGPR offset 8 + immediate 4');
  });

  test(`s_buffer_load reads 0 beyond NUM_RECORDS (${gpu})`, () => {
    const { mem, sys } = memorySystem(t);
    const buf = mem.allocate(256);
    for (let i = 0; i < 16; i++) mem.write32(buf + 4 * i, 70 + i);
    const w = memWave(gfx11 ? 's_buffer_load_b128 s[8:11], s[4:7], 0x4\ns_endpgm' : 's_buffer_load_dwordx4 s[8:11], s[4:7], 0x4\ns_endpgm', t);
    setS(w, 4, encodeBufferDescriptor(t.gfx, { base: buf, numRecords: 12 }));
    const op = issue(w);
    assert.equal(op.addressCount, 2);
    op.complete(sys, 0);
    assert.deepEqual([w.sgpr[8], w.sgpr[9], w.sgpr[10], w.sgpr[11]], [71, 72, 0, 0]);
  });
}

test('S11 s_dcache_inv / buffer_gl0_inv drop stale first-level copies at completion', () => {
  const t = target('gfx1030');
  const { mem, sys } = memorySystem(t);
  const buf = mem.allocate(256);
  mem.write32(buf, 1);
  const w = memWave('s_load_dword s8, s[2:3], 0x0\ns_dcache_inv\ns_load_dword s9, s[2:3], 0x0\nbuffer_gl0_inv\ns_endpgm', t);
  w.sgpr[2] = buf;
  sys.read32(0, buf, 0); // CU 0's L0 holds the line too
  issue(w).complete(sys, 0);
  assert.equal(w.sgpr[8], 1);
  sys.write32(1, buf, 2, 0); // another CU writes through to L2
  assert.equal(sys.scalarRead32(0, buf, 0), 1, 'the scalar cache is stale');
  assert.equal(sys.read32(0, buf, 0), 1, 'so is L0');
  issue(w).complete(sys, 0);
  issue(w).complete(sys, 0);
  assert.equal(w.sgpr[9], 2, 'after s_dcache_inv the load misses and sees the new value');
  const inv = issue(w);
  assert.equal(inv.addressCount, 0);
  inv.complete(sys, 0);
  assert.equal(sys.read32(0, buf, 0), 2, 'buffer_gl0_inv dropped the L0 copy');
});

test('unsupported memory forms are rejected at translate time with CuError', () => {
  assert.throws(() => memWave('global_atomic_add_x2 v[0:1], v[2:3], off\ns_endpgm', target('gfx900')), (e: unknown) => e instanceof CuError && e.code === 'unsupported-instruction');
  assert.throws(
    () => memWave('image_load v[0:1], v[4:5], s[8:15] dmask:0xf dim:SQ_RSRC_IMG_2D d16\ns_endpgm', target('gfx1030')),
    (e: unknown) => e instanceof CuError && e.code === 'unsupported-instruction',
  );
});
