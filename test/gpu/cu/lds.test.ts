/** DS (LDS) executors: functional at issue, lgkm drained by the engine later. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ldsLatency } from '../../../src/gpu/cu/exec_lds.js';
import { EXEC, setV, target, v } from './harness.js';
import { memWave, next } from './memory_harness.js';

function ldsWave(text: string, gpu: string, wave32 = false, ldsDwords = 64) {
  const w = memWave(text, target(gpu, wave32), 16, new Uint32Array(ldsDwords));
  return w;
}

for (const gpu of ['gfx900', 'gfx1030', 'gfx1100'] as const) {
  const g11 = gpu === 'gfx1100';
  const n = (pre: string, gfx11: string) => (g11 ? gfx11 : pre);

  test(`ds write/read b32 with offset honour EXEC; Effect is local lgkm (${gpu})`, () => {
    const w = ldsWave(`${n('ds_write_b32', 'ds_store_b32')} v0, v1 offset:8\n${n('ds_read_b32', 'ds_load_b32')} v2, v0 offset:8\ns_endpgm`, gpu);
    setV(w, 0, (l) => 4 * l);
    setV(w, 1, (l) => 100 + l);
    setV(w, 2, () => 0xdead);
    w.sgpr[EXEC] = 0b1011;
    w.sgpr[EXEC + 1] = 0;
    const e = next(w);
    assert.deepEqual(e, { kind: 'local', counter: 'lgkm', latency: ldsLatency(w.target.gfx) });
    assert.deepEqual(Array.from(w.lds.subarray(2, 6)), [100, 101, 0, 103]);
    next(w);
    assert.deepEqual([0, 1, 2, 3].map((l) => v(w, 2, l)), [100, 101, 0xdead, 103]);
  });

  test(`ds read2/write2 scale offset0/offset1 by the element size, st64 by 64 more (${gpu})`, () => {
    const text = [
      `${n('ds_write2_b32', 'ds_store_2addr_b32')} v0, v1, v2 offset0:1 offset1:3`,
      `${n('ds_read2_b32', 'ds_load_2addr_b32')} v[4:5], v0 offset0:3 offset1:1`,
      `${n('ds_write2st64_b32', 'ds_store_2addr_stride64_b32')} v0, v1, v2 offset1:1`,
      's_endpgm',
    ].join('\n');
    const w = ldsWave(text, gpu, false, 128);
    setV(w, 0, () => 8);
    setV(w, 1, () => 11);
    setV(w, 2, () => 22);
    w.sgpr[EXEC] = 1;
    w.sgpr[EXEC + 1] = 0;
    next(w);
    assert.equal(w.lds[3], 11, '8 + 1*4 bytes');
    assert.equal(w.lds[5], 22, '8 + 3*4 bytes');
    next(w);
    assert.deepEqual([v(w, 4, 0), v(w, 5, 0)], [22, 11]);
    next(w);
    assert.equal(w.lds[2], 11);
    assert.equal(w.lds[2 + 64], 22, 'st64: 1 * 64 dwords');
  });

  test(`ds b64, byte access and bounds: beyond the wave's LDS reads 0 and drops writes (${gpu})`, () => {
    const text = [
      `${n('ds_write_b64', 'ds_store_b64')} v0, v[2:3]`,
      `${n('ds_read_i8', 'ds_load_i8')} v4, v0 offset:1`,
      `${n('ds_write_b8', 'ds_store_b8')} v0, v5 offset:2`,
      `${n('ds_read_b64', 'ds_load_b64')} v[6:7], v0`,
      's_endpgm',
    ].join('\n');
    const w = ldsWave(text, gpu, false, 4);
    setV(w, 0, (l) => (l === 0 ? 4 : 16)); // lane 1 is past the 16-byte LDS
    setV(w, 2, () => 0x1234f600);
    setV(w, 3, () => 0x55);
    setV(w, 5, () => 0x7a);
    setV(w, 6, () => 9);
    w.sgpr[EXEC] = 0b11;
    w.sgpr[EXEC + 1] = 0;
    next(w);
    assert.deepEqual(Array.from(w.lds), [0, 0x1234f600, 0x55, 0]);
    next(w);
    assert.equal(v(w, 4, 0), 0xfffffff6, 'byte 0xf6 sign-extended');
    assert.equal(v(w, 4, 1), 0);
    next(w);
    assert.equal(w.lds[1], 0x127af600);
    next(w);
    assert.deepEqual([v(w, 6, 0), v(w, 7, 0), v(w, 6, 1), v(w, 7, 1)], [0x127af600, 0x55, 0, 0]);
  });

  test(`ds atomics apply in lane order; cmpst operand order per generation (${gpu})`, () => {
    const cmp = g11 ? 'ds_cmpstore_rtn_b32 v4, v0, v2, v3' : 'ds_cmpst_rtn_b32 v4, v0, v3, v2';
    const w = ldsWave(`ds_add_rtn_u32 v1, v0, v5\n${cmp}\ns_endpgm`, gpu);
    setV(w, 0, () => 0);
    setV(w, 5, (l) => l + 1);
    w.lds[0] = 10;
    w.sgpr[EXEC] = 0b111;
    w.sgpr[EXEC + 1] = 0;
    next(w);
    assert.equal(w.lds[0], 16);
    assert.deepEqual([0, 1, 2].map((l) => v(w, 1, l)), [10, 11, 13]);
    setV(w, 2, (l) => 50 + l); // new value
    setV(w, 3, (l) => (l === 1 ? 50 : 16)); // compare: lane 0 matches 16, lane 1 then matches 50
    next(w);
    assert.deepEqual([0, 1, 2].map((l) => v(w, 4, l)), [16, 50, 51]);
    assert.equal(w.lds[0], 51);
  });

  test(`ds_bpermute_b32 reads other lanes, inactive sources read 0; ds_permute_b32 scatters (${gpu})`, () => {
    const w = ldsWave('ds_bpermute_b32 v2, v0, v1\nds_permute_b32 v3, v0, v1 offset:4\ns_endpgm', gpu);
    setV(w, 0, (l) => 4 * (31 - (l % 32))); // lane l addresses lane 31 - l % 32
    setV(w, 1, (l) => 1000 + l);
    setV(w, 2, () => 0xdead);
    w.sgpr[EXEC] = 0x7fffffff; // lane 31 inactive
    w.sgpr[EXEC + 1] = 0xffffffff;
    next(w);
    assert.equal(v(w, 2, 0), 0, 'source lane 31 is inactive');
    assert.equal(v(w, 2, 1), 1030);
    assert.equal(v(w, 2, 31), 0xdead, 'inactive destination unchanged');
    // Lane 32 addresses lane 31: GFX9 permutes across 64 lanes, GFX10+ within each half (lane 63).
    assert.equal(v(w, 2, 32), gpu === 'gfx900' ? 0 : 1063);
    next(w);
    // Lane l sends to (32 - l % 32) within its span; the highest sender wins.
    assert.equal(v(w, 3, 27), gpu === 'gfx900' ? 1037 : 1005);
    assert.equal(v(w, 3, 0), gpu === 'gfx900' ? 0 : 1000, 'GFX10+: lane 0 sends to itself');
    assert.equal(v(w, 3, 1), gpu === 'gfx900' ? 1063 : 0, 'GFX10+: only inactive lane 31 targets lane 1');
  });

  test(`ds_swizzle_b32 in wave64: inactive source lanes read 0, inactive destinations keep their value, in both halves (${gpu})`, () => {
    const w = ldsWave('ds_swizzle_b32 v2, v1 offset:0x801b\ns_endpgm', gpu);
    setV(w, 1, (l) => 100 + l);
    setV(w, 2, () => 0xdead);
    w.sgpr[EXEC] = 0xfffffffe; // lane 0 inactive
    w.sgpr[EXEC + 1] = 0xfffffffd; // lane 33 inactive
    next(w);
    // QUAD_PERM(3,2,1,0): lane k of a quad reads lane 3 - k.
    assert.equal(v(w, 2, 3), 0, 'source lane 0 is inactive');
    assert.equal(v(w, 2, 0), 0xdead, 'inactive destination lane 0 unchanged');
    assert.equal(v(w, 2, 1), 102);
    assert.equal(v(w, 2, 34), 0, 'source lane 33 is inactive');
    assert.equal(v(w, 2, 33), 0xdead, 'inactive destination lane 33 unchanged');
    assert.equal(v(w, 2, 35), 132);
    assert.equal(v(w, 2, 63), 160);
  });

  test(`ds_swizzle_b32 in wave64 with every lane on, in place: every lane reads its source before any is written (${gpu})`, () => {
    const w = ldsWave('ds_swizzle_b32 v1, v1 offset:0x801b\ns_endpgm', gpu);
    setV(w, 1, (l) => 100 + l);
    w.sgpr[EXEC] = 0xffffffff;
    w.sgpr[EXEC + 1] = 0xffffffff;
    next(w);
    assert.deepEqual([0, 1, 2, 3, 33, 63].map((l) => v(w, 1, l)), [103, 102, 101, 100, 134, 160]);
  });

  test(`ds_swizzle_b32 quad and bit-mask modes (${gpu}, wave32)`, () => {
    if (gpu === 'gfx900') return; // wave32 needs GFX10+
    const w = ldsWave('ds_swizzle_b32 v2, v1 offset:0x801b\nds_swizzle_b32 v3, v1 offset:0x24\ns_endpgm', gpu, true);
    setV(w, 1, (l) => l);
    next(w);
    assert.deepEqual([0, 1, 2, 3, 4, 7].map((l) => v(w, 2, l)), [3, 2, 1, 0, 7, 4]);
    next(w);
    // 0x801b = QUAD_PERM(3,2,1,0); 0x24 = BITMASK_PERM "00p01": and 0b00100, or 0b00001.
    assert.deepEqual([0, 4, 7, 30].map((l) => v(w, 3, l)), [1, 5, 5, 5]);
  });
}
