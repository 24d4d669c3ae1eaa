/** Image load/store/atomics through T# descriptors on r32ui, rgba8 and rgba32ui, incl. 2D MSAA sample indices. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { encodeImageDescriptor, linearImagePitch, type ImageDescriptorInit } from '../../../src/amd/descriptors.js';
import { CuError } from '../../../src/gpu/cu/errors.js';
import { poolOf } from '../../../src/gpu/cu/pooled_memory_op.js';
import { EXEC, f32, fromF32, setV, target, v } from './harness.js';
import { issue, memorySystem, memWave, setS } from './memory_harness.js';

for (const gpu of ['gfx900', 'gfx1030', 'gfx1100'] as const) {
  const t = target(gpu);
  const dim = (d: string) => (gpu === 'gfx900' ? '' : ` dim:SQ_RSRC_IMG_${d}`);

  function setup(text: string, init: Omit<ImageDescriptorInit, 'base'>, lanes: number) {
    const { mem, sys } = memorySystem(t);
    const base = mem.allocate(4096, 256);
    const w = memWave(text, t);
    setS(w, 8, encodeImageDescriptor(t.gfx, { ...init, base }));
    w.sgpr[EXEC] = (2 ** lanes - 1) >>> 0;
    w.sgpr[EXEC + 1] = 0;
    return { mem, sys, base, w };
  }

  test(`r32ui 2D: store then load at integer coordinates; out of bounds reads 0 and drops stores (${gpu})`, () => {
    const text = `image_store v4, v[0:1], s[8:15] dmask:0x1${dim('2D')} unorm\nimage_load v5, v[0:1], s[8:15] dmask:0x1${dim('2D')}\ns_endpgm`;
    const { mem, sys, base, w } = setup(text, { format: 'R32_UINT', type: '2d', width: 4, height: 3 }, 3);
    const pitch = linearImagePitch(4, 'R32_UINT');
    const xs = [1, 3, 4]; // lane 2 is outside the 4-wide image
    const ys = [2, 0, 0];
    setV(w, 0, (l) => xs[l] ?? 0);
    setV(w, 1, (l) => ys[l] ?? 0);
    setV(w, 4, (l) => 0xa0 + l);
    setV(w, 5, () => 0xdead);
    const st = issue(w);
    assert.equal(st.addressCount, 2);
    st.complete(sys, 0);
    assert.equal(mem.read32(base + (2 * pitch + 1) * 4), 0xa0, 'rows are pitch texels apart');
    assert.equal(mem.read32(base + 3 * 4), 0xa1);
    assert.equal(mem.read32(base + 4 * 4), 0, 'x = 4 is out of bounds: dropped');
    issue(w).complete(sys, 0);
    assert.deepEqual([v(w, 5, 0), v(w, 5, 1), v(w, 5, 2)], [0xa0, 0xa1, 0]);
  });

  for (const format of ['R32_UINT', 'R32_FLOAT'] as const) {
    test(`${format} store: x from the first data VGPR, 0 when dmask leaves x out (${gpu})`, () => {
      const text = `image_store v4, v[0:1], s[8:15] dmask:0x1${dim('2D')} unorm\nimage_store v5, v[2:3], s[8:15] dmask:0x2${dim('2D')} unorm\ns_endpgm`;
      const { mem, sys, base, w } = setup(text, { format, type: '2d', width: 4, height: 1 }, 2);
      for (let x = 0; x < 4; x++) mem.write32(base + 4 * x, 0xdead);
      setV(w, 0, (l) => l);
      setV(w, 1, () => 0);
      setV(w, 2, (l) => 2 + l);
      setV(w, 3, () => 0);
      setV(w, 4, (l) => 0x3f800000 + l);
      setV(w, 5, () => 0x1234);
      issue(w).complete(sys, 0);
      issue(w).complete(sys, 0);
      assert.deepEqual([0, 1, 2, 3].map((x) => mem.read32(base + 4 * x)), [0x3f800000, 0x3f800001, 0, 0]);
    });
  }

  for (const [format, one] of [['R32_UINT', 1], ['R32_FLOAT', 0x3f800000]] as const) {
    test(`${format} dmask 0xf: the missing channels read (0, 0, one); out of bounds reads 0 in all four (${gpu})`, () => {
      const text = `image_load v[4:7], v[0:1], s[8:15] dmask:0xf${dim('2D')}\ns_endpgm`;
      const { mem, sys, base, w } = setup(text, { format, type: '2d', width: 2, height: 1 }, 2);
      mem.write32(base + 4, 0x12345678);
      setV(w, 0, (l) => 1 + l); // lane 1 is outside the 2-wide image
      setV(w, 1, () => 0);
      for (let c = 0; c < 4; c++) setV(w, 4 + c, () => 0xdead);
      issue(w).complete(sys, 0);
      assert.deepEqual([4, 5, 6, 7].map((n) => v(w, n, 0)), [0x12345678, 0, 0, one]);
      assert.deepEqual([4, 5, 6, 7].map((n) => v(w, n, 1)), [0, 0, 0, 0]);
    });

    test(`${format} dmask 0xf with every lane in bounds, then with one lane off: each lane's (texel, 0, 0, one) in its own rows (${gpu})`, () => {
      const text = `image_load v[4:7], v[0:1], s[8:15] dmask:0xf${dim('2D')}\nimage_load v[8:11], v[0:1], s[8:15] dmask:0xf${dim('2D')}\ns_endpgm`;
      const { mem, sys, base, w } = setup(text, { format, type: '2d', width: 64, height: 1 }, 0);
      const lanes = w.waveSize;
      w.sgpr[EXEC] = 0xffffffff;
      w.sgpr[EXEC + 1] = lanes === 64 ? 0xffffffff : 0;
      for (let x = 0; x < lanes; x++) mem.write32(base + 4 * x, 0x5000 + 7 * x);
      setV(w, 0, (l) => lanes - 1 - l); // lane l reads texel (lanes - 1 - l, 0)
      setV(w, 1, () => 0);
      for (let c = 0; c < 8; c++) setV(w, 4 + c, () => 0xdead);
      issue(w).complete(sys, 0);
      w.sgpr[EXEC] = 0xfffffffd; // lane 1 off: its rows keep 0xdead
      issue(w).complete(sys, 0);
      for (let l = 0; l < lanes; l++) {
        const texel = [0x5000 + 7 * (lanes - 1 - l), 0, 0, one];
        assert.deepEqual([4, 5, 6, 7].map((n) => v(w, n, l)), texel, `lane ${l}, all lanes on`);
        assert.deepEqual([8, 9, 10, 11].map((n) => v(w, n, l)), l === 1 ? [0xdead, 0xdead, 0xdead, 0xdead] : texel, `lane ${l}, lane 1 off`);
      }
    });
  }

  test(`rgba8 unorm: dmask picks channels into consecutive VGPRs, stores convert floats (${gpu})`, () => {
    const text = `image_load v[4:5], v[0:1], s[8:15] dmask:0x5${dim('2D')}\nimage_store v[6:9], v[0:1], s[8:15] dmask:0xf${dim('2D')}\ns_endpgm`;
    const { mem, sys, base, w } = setup(text, { format: 'R8G8B8A8_UNORM', type: '2d', width: 2, height: 2 }, 1);
    const pitch = linearImagePitch(2, 'R8G8B8A8_UNORM');
    mem.write32(base + (pitch + 1) * 4, 0x40ff3300); // r=0x00 g=0x33 b=0xff a=0x40
    setV(w, 0, () => 1);
    setV(w, 1, () => 1);
    issue(w).complete(sys, 0);
    assert.equal(fromF32(v(w, 4, 0)), 0, 'x (red)');
    assert.equal(fromF32(v(w, 5, 0)), 1, 'z (blue) = 255/255');
    setV(w, 6, () => f32(1));
    setV(w, 7, () => f32(0));
    setV(w, 8, () => f32(0.2));
    setV(w, 9, () => f32(2)); // clamps to 1
    issue(w).complete(sys, 0);
    assert.equal(mem.read32(base + (pitch + 1) * 4) >>> 0, 0xff3300ff, '0.2 * 255 = 51 = 0x33');
  });

  test(`rgba32ui: four dwords per texel round-trip (${gpu})`, () => {
    const text = `image_store v[4:7], v[0:1], s[8:15] dmask:0xf${dim('2D')}\nimage_load v[8:11], v[0:1], s[8:15] dmask:0xf${dim('2D')}\ns_endpgm`;
    const { mem, sys, base, w } = setup(text, { format: 'R32G32B32A32_UINT', type: '2d', width: 4, height: 4 }, 2);
    setV(w, 0, (l) => l);
    setV(w, 1, () => 2);
    for (let c = 0; c < 4; c++) setV(w, 4 + c, (l) => 10 * l + c);
    issue(w).complete(sys, 0);
    const pitch = linearImagePitch(4, 'R32G32B32A32_UINT');
    assert.deepEqual(Array.from(mem.readU32Array(base + (2 * pitch + 1) * 16, 4)), [10, 11, 12, 13]);
    issue(w).complete(sys, 0);
    assert.deepEqual([8, 9, 10, 11].map((n) => v(w, n, 0)), [0, 1, 2, 3]);
    assert.deepEqual([8, 9, 10, 11].map((n) => v(w, n, 1)), [10, 11, 12, 13]);
  });

  test(`EXEC selects the lanes in both halves of a wave64: lanes 0, 31, 32 and 33 store, no other (${gpu})`, () => {
    const text = `image_store v4, v[0:1], s[8:15] dmask:0x1${dim('2D')} unorm\ns_endpgm`;
    const { mem, sys, base, w } = setup(text, { format: 'R32_UINT', type: '2d', width: 64, height: 1 }, 0);
    w.sgpr[EXEC] = 0x80000001;
    w.sgpr[EXEC + 1] = 0x3;
    setV(w, 0, (l) => l);
    setV(w, 1, () => 0);
    setV(w, 4, (l) => 0x100 + l);
    issue(w).complete(sys, 0);
    const written = Array.from(mem.readU32Array(base, 64)).flatMap((value, x) => (value === 0 ? [] : [[x, value]]));
    assert.deepEqual(written, [[0, 0x100], [31, 0x11f], [32, 0x120], [33, 0x121]]);
  });

  test(`2D MSAA: the sample index is the last coordinate (${gpu})`, () => {
    const text = `image_store v4, v[0:2], s[8:15] dmask:0x1${dim('2D_MSAA')}\nimage_load v5, v[0:2], s[8:15] dmask:0x1${dim('2D_MSAA')}\ns_endpgm`;
    const { mem, sys, base, w } = setup(text, { format: 'R32_UINT', type: '2d_msaa', width: 2, height: 2, samples: 4 }, 3);
    const samples = [2, 3, 4]; // sample 4 of a 4x image is out of bounds
    setV(w, 0, () => 1);
    setV(w, 1, () => 1);
    setV(w, 2, (l) => samples[l] ?? 0);
    setV(w, 4, (l) => 0x50 + l);
    issue(w).complete(sys, 0);
    // pixel (1,1) is pixel pitch + 1; its 4 samples are consecutive texels.
    const pixel = linearImagePitch(2, 'R32_UINT') + 1;
    assert.equal(mem.read32(base + (pixel * 4 + 2) * 4), 0x50);
    assert.equal(mem.read32(base + (pixel * 4 + 3) * 4), 0x51);
    issue(w).complete(sys, 0);
    assert.deepEqual([v(w, 5, 0), v(w, 5, 1), v(w, 5, 2)], [0x50, 0x51, 0]);
  });

  test(`image atomics on r32ui return the pre-op value with glc (${gpu})`, () => {
    const text = `image_atomic_add v4, v[0:1], s[8:15] dmask:0x1${dim('2D')} glc\nimage_atomic_umax v5, v[0:1], s[8:15] dmask:0x1${dim('2D')}\ns_endpgm`;
    const { mem, sys, base, w } = setup(text, { format: 'R32_UINT', type: '2d', width: 2, height: 2 }, 2);
    mem.write32(base, 100);
    setV(w, 0, () => 0);
    setV(w, 1, () => 0);
    setV(w, 4, (l) => l + 1);
    setV(w, 5, () => 150);
    issue(w).complete(sys, 0);
    assert.equal(mem.read32(base), 103);
    assert.deepEqual([v(w, 4, 0), v(w, 4, 1)], [100, 101]);
    issue(w).complete(sys, 0);
    assert.equal(mem.read32(base), 150);
    assert.equal(v(w, 5, 0), 150, 'no glc: the data register is untouched');
  });
}

test('image atomics on a multi-channel format are a CuError and take no request from the pool', () => {
  const t = target('gfx1030');
  const { mem } = memorySystem(t);
  const w = memWave('image_atomic_add v4, v[0:1], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D glc\ns_endpgm', t);
  setS(w, 8, encodeImageDescriptor('gfx10_3', { base: mem.allocate(4096, 256), format: 'R8G8B8A8_UINT', type: '2d', width: 2, height: 2 }));
  assert.throws(() => issue(w), (e: unknown) => e instanceof CuError && e.code === 'unsupported-operand');
  assert.equal(poolOf(w).outstanding, 0);
});

test('a16: 16-bit coordinates two per VGPR (x in the low half, y in the high half), as ACO addresses 2D images', () => {
  for (const gpu of ['gfx900', 'gfx1030', 'gfx1100'] as const) {
    const t = target(gpu);
    const dim = gpu === 'gfx900' ? '' : ' dim:SQ_RSRC_IMG_2D';
    const { mem, sys } = memorySystem(t);
    const base = mem.allocate(4096, 256);
    const w = memWave(`image_store v4, v0, s[8:15] dmask:0x1${dim} unorm a16\nimage_load v5, v0, s[8:15] dmask:0x1${dim} unorm a16\ns_endpgm`, t);
    setS(w, 8, encodeImageDescriptor(t.gfx, { format: 'R32_UINT', type: '2d', width: 4, height: 3, base }));
    w.sgpr[EXEC] = 1;
    w.sgpr[EXEC + 1] = 0;
    setV(w, 0, () => (2 << 16) | 3);
    setV(w, 4, () => 0x5a);
    issue(w).complete(sys, 0);
    assert.equal(mem.read32(base + (2 * linearImagePitch(4, 'R32_UINT') + 3) * 4), 0x5a, `${gpu}: texel (3, 2)`);
    issue(w).complete(sys, 0);
    assert.equal(v(w, 5, 0), 0x5a);
  }
});
