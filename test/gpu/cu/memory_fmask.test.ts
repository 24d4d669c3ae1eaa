/**
 * The texture path through FMASK T#s (M1/M2): an image_load returns the pixel's FMASK fetch value
 * (4 bits per sample), null T#s read 0 and drop stores, and loads count FMASK and MSAA colour bytes.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { encodeFmaskDescriptor, encodeImageDescriptor } from '../../../src/amd/descriptors.js';
import { EXEC, setV, target, testHost, v } from './harness.js';
import { issue, memorySystem, memWave, setS } from './memory_harness.js';

for (const gpu of ['gfx900', 'gfx1030'] as const) {
  const t = target(gpu);
  const dim = (d: string) => (gpu === 'gfx900' ? '' : ` dim:SQ_RSRC_IMG_${d}`);

  function wave(text: string, descriptor: Uint32Array, lanes: number) {
    const w = memWave(text, t);
    setS(w, 8, descriptor);
    w.sgpr[EXEC] = (2 ** lanes - 1) >>> 0;
    w.sgpr[EXEC + 1] = 0;
    return w;
  }

  // Lanes 0 and 1 read pixels (1,0) and (3,1) of a 4x2 surface; lanes 2 and 3 are out of bounds in x and y.
  const XS = [1, 3, 4, 0];
  const YS = [0, 1, 0, 2];

  for (const [samples, row0, row1, expected] of [
    // 1-byte FMASK: pixel x is byte x of its row (little-endian dwords): (1,0) is byte 1 of row 0, (3,1) byte 3 of row 1.
    [2, [0x0003_0102], [0x0200_0003], [0x01, 0x10]],
    [4, [0x00e4_1b55], [0xe400_001b], [0x0123, 0x3210]],
    // 4-byte FMASK: pixel x is dword x of its row.
    [8, [0xffff_ffff, 0x7654_3210, 0, 0], [0, 0, 0, 0x0000_0011], [0x7654_3210, 0x11]],
  ] as const) {
    test(`M1: image_load dmask 0x1 through a ${samples}x FMASK T# returns the fetch value; out of bounds reads 0 (${gpu})`, () => {
      const { mem, sys } = memorySystem(t);
      const base = mem.allocate(4096, 256);
      mem.writeU32Array(base, Uint32Array.from(row0));
      mem.writeU32Array(base + 256, Uint32Array.from(row1)); // both FMASK formats have 256-byte rows here
      const w = wave(`image_load v5, v[0:1], s[8:15] dmask:0x1${dim('2D')} unorm\ns_endpgm`, encodeFmaskDescriptor(t.gfx, { base, width: 4, height: 2, samples }), 4);
      setV(w, 0, (l) => XS[l] ?? 0);
      setV(w, 1, (l) => YS[l] ?? 0);
      setV(w, 5, () => 0xdead);
      const host = testHost();
      const op = issue(w, host);
      assert.equal(op.addressCount, 2, 'one FMASK dword per in-bounds lane');
      op.complete(sys, 0);
      assert.deepEqual([0, 1, 2, 3].map((l) => v(w, 5, l)), [...expected, 0, 0]);
      const bytes = samples === 8 ? 4 : 1;
      assert.equal(host.surfaceTraffic.textureFmaskRead, 2 * bytes, 'FMASK bytes of the in-bounds lanes');
      assert.equal(host.surfaceTraffic.textureMsaaColorRead, 0);
    });
  }

  test(`null (all-zero) T#: loads and returning atomics read 0, stores are dropped (${gpu})`, () => {
    const { sys } = memorySystem(t);
    const text = [
      `image_load v[4:5], v[0:1], s[8:15] dmask:0x3${dim('2D')} unorm`,
      `image_store v6, v[0:1], s[8:15] dmask:0x1${dim('2D')} unorm`,
      `image_atomic_add v7, v[0:1], s[8:15] dmask:0x1${dim('2D')} unorm glc`,
      's_endpgm',
    ].join('\n');
    const w = wave(text, new Uint32Array(8), 2);
    setV(w, 0, (l) => l);
    setV(w, 1, () => 0);
    for (const r of [4, 5, 6, 7]) setV(w, r, () => 0xdead);
    const host = testHost();
    issue(w, host).complete(sys, 0);
    assert.deepEqual([v(w, 4, 0), v(w, 5, 0), v(w, 4, 1), v(w, 5, 1)], [0, 0, 0, 0], 'both channels of the active lanes');
    assert.equal(v(w, 4, 2), 0xdead, 'inactive lane untouched');
    const store = issue(w, host);
    assert.equal(store.addressCount, 0, 'no access: the store is dropped');
    store.complete(sys, 0);
    issue(w, host).complete(sys, 0);
    assert.deepEqual([v(w, 7, 0), v(w, 7, 1)], [0, 0]);
    assert.equal(host.surfaceTraffic.textureFmaskRead + host.surfaceTraffic.textureMsaaColorRead, 0);
  });

  test(`surface traffic: MSAA colour loads count their bytes, single-sampled ones do not (${gpu})`, () => {
    const { mem, sys } = memorySystem(t);
    const host = testHost();
    const load = (type: '2d' | '2d_msaa', samples: number, format: 'R32_UINT' | 'R32G32_UINT') => {
      const base = mem.allocate(8192, 256);
      const coords = type === '2d' ? 'v[0:1]' : 'v[0:2]';
      const [dmask, vdata] = format === 'R32_UINT' ? ['0x1', 'v4'] : ['0x3', 'v[4:5]'];
      const w = wave(`image_load ${vdata}, ${coords}, s[8:15] dmask:${dmask}${dim(type === '2d' ? '2D' : '2D_MSAA')} unorm\ns_endpgm`, encodeImageDescriptor(t.gfx, { base, format, type, width: 2, height: 2, samples }), 3);
      setV(w, 0, (l) => (l === 2 ? 2 : l)); // lane 2 is out of bounds
      setV(w, 1, () => 1);
      setV(w, 2, () => 1);
      issue(w, host).complete(sys, 0);
    };
    load('2d', 1, 'R32_UINT');
    assert.equal(host.surfaceTraffic.textureMsaaColorRead, 0);
    load('2d_msaa', 4, 'R32_UINT');
    assert.equal(host.surfaceTraffic.textureMsaaColorRead, 2 * 4, 'two in-bounds R32 texels');
    load('2d_msaa', 8, 'R32G32_UINT');
    assert.equal(host.surfaceTraffic.textureMsaaColorRead, 2 * 4 + 2 * 8, 'plus two R32G32 texels');
    assert.equal(host.surfaceTraffic.textureFmaskRead, 0);
  });
}
