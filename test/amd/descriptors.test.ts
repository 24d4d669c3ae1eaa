import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  encodeBufferDescriptor,
  decodeBufferDescriptor,
  encodeImageDescriptor,
  decodeImageDescriptor,
  bufferInBounds,
  linearImagePitch,
  encodeFmaskDescriptor,
  isNullImageDescriptor,
  SEL_X,
  SEL_Y,
  SEL_Z,
  SEL_W,
  SEL_0,
  SEL_1,
} from '../../src/amd/descriptors.js';
import { sampleAddress, sampleStrides } from '../../src/amd/surface_layout.js';
import { DescriptorError } from '../../src/amd/amd_errors.js';
import { GFX_LEVELS } from '../../src/isa/gfx_level.js';

test('buffer descriptor bit layout per gfx level (Mesa ac_build_buffer_descriptor)', () => {
  const init = { base: 0x12_3456_7800, stride: 16, numRecords: 100, format: 'R32_FLOAT' as const };
  // word3 = DST_SEL XYZW (4,5,6,7) = 0xfac | format fields.
  const g9 = encodeBufferDescriptor('gfx9', init);
  assert.deepEqual(Array.from(g9), [0x34567800, 0x0010_0012, 100, 0xfac | (7 << 12) | (4 << 15)]);
  const g10 = encodeBufferDescriptor('gfx10', init);
  // FORMAT 22 at [18:12], RESOURCE_LEVEL [24] = 1, OOB_SELECT structured (1) at [29:28].
  assert.equal(g10[3], 0xfac | (22 << 12) | (1 << 24) | (1 << 28));
  const g11 = encodeBufferDescriptor('gfx11', { ...init, swizzleEnable: true, oobSelect: 'raw' });
  assert.equal(g11[1], 0xc010_0012); // SWIZZLE_ENABLE [31:30] = 3
  assert.equal(g11[3], 0xfac | (22 << 12) | (3 << 28)); // no RESOURCE_LEVEL on GFX11
});

test('buffer descriptor round trips on every gfx level', () => {
  for (const gfx of GFX_LEVELS) {
    const init = {
      base: 0xffff_ffff_fffc,
      stride: 0x3fff,
      numRecords: 0xffffffff,
      format: 'R8G8B8A8_UNORM' as const,
      addTid: true,
      swizzleEnable: true,
      indexStride: 3,
      dstSel: [SEL_Z, SEL_Y, SEL_0, SEL_1] as const,
    };
    const d = decodeBufferDescriptor(gfx, encodeBufferDescriptor(gfx, init), 0);
    assert.deepEqual(d, {
      ...init,
      gfx,
      oobSelect: 'structured',
    });
  }
  const raw = decodeBufferDescriptor('gfx10_3', Uint32Array.of(9, 9, 0x1000, 0x1000, 0, 0), 2);
  // Decoding at offset 2: word0 = 0x1000, word1 = 0x1000 (BASE_ADDRESS_HI), FORMAT 0 = INVALID.
  assert.equal(raw.base, 0x1000 * 2 ** 32 + 0x1000);
  assert.equal(raw.format, undefined);
});

test('buffer descriptor encoding rejects values that do not fit', () => {
  assert.throws(() => encodeBufferDescriptor('gfx9', { base: 0, stride: 0x4000, numRecords: 1 }), DescriptorError);
  assert.throws(() => encodeBufferDescriptor('gfx10', { base: 2 ** 48, numRecords: 1 }), /BASE_ADDRESS/);
  assert.throws(() => encodeBufferDescriptor('gfx9', { base: 0, numRecords: 1, oobSelect: 'raw' }), /OOB_SELECT/);
});

test('buffer range checks: raw, structured, with offset (GFX10 vs GFX11 payload rule)', () => {
  const raw10 = decodeBufferDescriptor('gfx10', encodeBufferDescriptor('gfx10', { base: 256, numRecords: 10 }), 0);
  assert.equal(raw10.oobSelect, 'raw');
  assert.equal(bufferInBounds(raw10, 0, 8), true); // GFX10 raw: offset >= NUM_RECORDS
  assert.equal(bufferInBounds(raw10, 0, 10), false);
  const raw11 = decodeBufferDescriptor('gfx11', encodeBufferDescriptor('gfx11', { base: 256, numRecords: 10 }), 0);
  assert.equal(bufferInBounds(raw11, 0, 8), false); // GFX11: offset + payload > NUM_RECORDS
  assert.equal(bufferInBounds(raw11, 0, 6), true);
  const s9 = decodeBufferDescriptor('gfx9', encodeBufferDescriptor('gfx9', { base: 256, stride: 16, numRecords: 4 }), 0);
  assert.equal(bufferInBounds(s9, 3, 12), true);
  assert.equal(bufferInBounds(s9, 4, 0), false);
  const so = decodeBufferDescriptor('gfx10', encodeBufferDescriptor('gfx10', { base: 256, stride: 8, numRecords: 4, oobSelect: 'structured_with_offset' }), 0);
  assert.equal(bufferInBounds(so, 1, 8), false);
  assert.equal(bufferInBounds(so, 1, 4), true);
  const dis = decodeBufferDescriptor('gfx10', encodeBufferDescriptor('gfx10', { base: 256, numRecords: 0, oobSelect: 'disabled' }), 0);
  assert.equal(bufferInBounds(dis, 99, 0), false);
});

test('image descriptor layout: GFX9 split fields and PITCH, GFX10 WIDTH_LO/HI and RESOURCE_LEVEL', () => {
  const init = { base: 0x1_0000_0100, format: 'R32_UINT' as const, type: '2d_msaa' as const, width: 7, height: 5, samples: 4 };
  const g9 = encodeImageDescriptor('gfx9', init);
  assert.equal(g9[0], 0x0100_0001); // base >> 8
  assert.equal(g9[1], (4 << 20) | (4 << 26)); // DATA_FORMAT 32, NUM_FORMAT UINT
  assert.equal(g9[2], 6 | (4 << 14));
  assert.equal(g9[3], (0xfac | (2 << 16) | (14 << 28)) >>> 0); // LAST_LEVEL = log2(4), TYPE 2D_MSAA
  assert.equal(g9[4], (64 - 1) << 13); // pitch 64 texels (256-byte rows)
  const g10 = encodeImageDescriptor('gfx10', init);
  assert.equal(g10[1], ((20 << 20) | (2 << 30)) >>> 0); // FORMAT 32_UINT, WIDTH_LO = (7-1) & 3
  assert.equal(g10[2], (1 | (4 << 14)) + 2 ** 31); // WIDTH_HI = 6 >> 2, RESOURCE_LEVEL
  assert.equal(encodeImageDescriptor('gfx11', init)[2], 1 | (4 << 14));
});

test('image descriptor round trips with metadata room on every gfx level', () => {
  for (const gfx of GFX_LEVELS) {
    for (const [type, depth, samples] of [
      ['2d', 1, 1],
      ['2d_msaa', 1, 8],
      ['2d_msaa_array', 6, 2],
      ['2d_array', 3, 1],
      ['3d', 4, 1],
      ['1d', 1, 1],
    ] as const) {
      const init = {
        base: 0xab_cdef_1200,
        format: 'R16G16B16A16_SFLOAT' as const,
        type,
        width: 1000,
        height: type === '1d' ? 1 : 300,
        depth,
        samples,
        dstSel: [SEL_W, SEL_Z, SEL_Y, SEL_X] as const,
        metaAddress: 0x77_1234_5600,
      };
      const d = decodeImageDescriptor(gfx, encodeImageDescriptor(gfx, init), 0);
      assert.deepEqual(d, { ...init, gfx, pitch: 1024, bytesPerSample: 8, fmaskSamples: 0 }, `${gfx} ${type}`);
    }
  }
  const plain = decodeImageDescriptor('gfx10', encodeImageDescriptor('gfx10', { base: 256, format: 'R32_FLOAT', type: '2d', width: 1, height: 1 }), 0);
  assert.equal(plain.metaAddress, undefined);
});

test('image pitch: free on GFX9, derived on GFX10+; bad descriptors are typed errors', () => {
  const g9 = decodeImageDescriptor('gfx9', encodeImageDescriptor('gfx9', { base: 256, format: 'R32_FLOAT', type: '2d', width: 10, height: 2, pitch: 12 }), 0);
  assert.equal(g9.pitch, 12);
  assert.equal(linearImagePitch(65, 'R32G32B32A32_FLOAT'), 80);
  assert.throws(() => encodeImageDescriptor('gfx10', { base: 256, format: 'R32_FLOAT', type: '2d', width: 10, pitch: 12 }), /pitch must be 64/);
  assert.throws(() => encodeImageDescriptor('gfx9', { base: 255, format: 'R32_FLOAT', type: '2d', width: 1 }), DescriptorError);
  assert.throws(() => encodeImageDescriptor('gfx9', { base: 256, format: 'R32_FLOAT', type: '2d', width: 1, samples: 4 }), /TYPE/);
  assert.throws(() => encodeImageDescriptor('gfx9', { base: 256, format: 'R32_FLOAT', type: '2d_msaa', width: 1, samples: 3 }), /power of two/);
  assert.throws(() => encodeImageDescriptor('gfx10', { base: 256, format: 'R32_FLOAT', type: '2d', width: 20000 }), DescriptorError);
  assert.throws(() => decodeImageDescriptor('gfx10', new Uint32Array(8), 0), /TYPE/);
});

test('texel addresses: linear rows, layers, samples of a pixel consecutive', () => {
  const d = decodeImageDescriptor(
    'gfx10_3',
    encodeImageDescriptor('gfx10_3', { base: 0x1000, format: 'R32G32_UINT', type: '2d_msaa_array', width: 3, height: 2, depth: 2, samples: 4 }),
    0,
  );
  assert.equal(d.pitch, 32); // 256 / 8 bytes per texel
  // ((layer * height + y) * pitch + x) * samples + sample, times 8 bytes.
  assert.equal(sampleAddress(d, 2, 1, 1, 3), 0x1000 + (((1 * 2 + 1) * 32 + 2) * 4 + 3) * 8);
  assert.equal(sampleAddress(d, 0, 0, 0, 1), 0x1008);
  // The strides the texture path addresses lanes with (exec_image.ts) give the same addresses.
  const strides = new Float64Array(4);
  sampleStrides(d, strides);
  assert.deepEqual([...strides], [4 * 8, 32 * 4 * 8, 2 * 32 * 4 * 8, 8]);
  for (const [x, y, layer, sample] of [[2, 1, 1, 3], [0, 0, 0, 1], [1, 0, 1, 2], [2, 1, 0, 0]] as const) {
    assert.equal(d.base + x * strides[0]! + y * strides[1]! + layer * strides[2]! + sample * strides[3]!, sampleAddress(d, x, y, layer, sample));
  }
});

test('FMASK T# on GFX9 (M1): DATA_FORMAT_FMASK, NUM_FORMAT 8_2_2 / 8_4_4 / 32_8_8, TYPE 2D, DST_SEL XXXX, PITCH', () => {
  for (const [samples, numFormat, bytes, pitch] of [
    [2, 3, 1, 256],
    [4, 5, 1, 256],
    [8, 10, 4, 64],
  ] as const) {
    const words = encodeFmaskDescriptor('gfx9', { base: 0x12_3456_7800, width: 40, height: 9, samples });
    assert.equal(words[0], 0x1234_5678, 'base >> 8');
    assert.equal((words[1]! >>> 20) & 0x3f, 45, 'DATA_FORMAT = IMG_DATA_FORMAT_FMASK');
    assert.equal((words[1]! >>> 26) & 0xf, numFormat, `NUM_FORMAT for ${samples}x`);
    assert.equal(words[1]! & 0xff, 0, 'BASE_ADDRESS_HI');
    assert.equal(words[2], 39 | (8 << 14));
    assert.equal(words[3]! & 0xfff, SEL_X * 0o1111, 'DST_SEL_X/Y/Z/W all X');
    assert.equal(words[3]! >>> 28, 9, 'TYPE 2D');
    assert.equal((words[4]! >>> 13) & 0xffff, pitch - 1, 'PITCH: 256-byte rows of FMASK words');
    const d = decodeImageDescriptor('gfx9', words, 0);
    assert.deepEqual(
      { fmaskSamples: d.fmaskSamples, format: d.format, bytesPerSample: d.bytesPerSample, pitch: d.pitch, base: d.base, width: d.width, height: d.height, samples: d.samples, type: d.type },
      { fmaskSamples: samples, format: 'R32_UINT', bytesPerSample: bytes, pitch, base: 0x12_3456_7800, width: 40, height: 9, samples: 1, type: '2d' },
    );
  }
});

test('FMASK T# on GFX10/10.3 (M1): FORMAT FMASK8_S2_F2 159 / FMASK8_S4_F4 161 / FMASK32_S8_F8 166, RESOURCE_LEVEL; none on GFX11', () => {
  for (const gfx of ['gfx10', 'gfx10_3'] as const) {
    for (const [samples, format, bytes] of [
      [2, 159, 1],
      [4, 161, 1],
      [8, 166, 4],
    ] as const) {
      const words = encodeFmaskDescriptor(gfx, { base: 0x2_0000_0100, width: 7, height: 5, samples });
      assert.equal(words[0], 0x0200_0001);
      assert.equal((words[1]! >>> 20) & 0x1ff, format, `${gfx} ${samples}x FORMAT`);
      assert.equal(words[1]! >>> 30, 6 & 3, 'WIDTH_LO');
      assert.equal(words[2]! & 0xfff, 6 >> 2, 'WIDTH_HI');
      assert.equal((words[2]! >>> 14) & 0x3fff, 4, 'HEIGHT');
      assert.equal(words[2]! >>> 31, 1, 'RESOURCE_LEVEL');
      assert.equal(words[3]! & 0xfff, SEL_X * 0o1111, 'DST_SEL all X');
      assert.equal(words[3]! >>> 28, 9, 'TYPE 2D');
      const d = decodeImageDescriptor(gfx, words, 0);
      assert.equal(d.fmaskSamples, samples);
      assert.equal(d.format, 'R32_UINT');
      assert.equal(d.bytesPerSample, bytes);
      assert.equal(d.pitch, 256 / bytes, 'derived pitch: 256-byte rows');
      assert.deepEqual([d.base, d.width, d.height, d.samples], [0x2_0000_0100, 7, 5, 1]);
    }
  }
  assert.throws(() => encodeFmaskDescriptor('gfx11', { base: 256, width: 4, height: 4, samples: 4 }), /GFX11 has no FMASK/);
  assert.throws(() => encodeFmaskDescriptor('gfx10_3', { base: 0x180, width: 4, height: 4, samples: 4 }), DescriptorError);
});

test('colour T#s decode with fmaskSamples 0; a GFX9 FMASK format popsim does not model is a typed error', () => {
  for (const gfx of GFX_LEVELS) {
    const d = decodeImageDescriptor(gfx, encodeImageDescriptor(gfx, { base: 0x1000, format: 'R32_UINT', type: '2d_msaa', width: 4, height: 4, samples: 8 }), 0);
    assert.equal(d.fmaskSamples, 0, gfx);
  }
  const words = encodeFmaskDescriptor('gfx9', { base: 256, width: 4, height: 4, samples: 4 });
  words[1] = (words[1]! & ~(0xf << 26)) | (4 << 26); // FMASK_8_4_2: 4 samples, 2 fragments
  assert.throws(() => decodeImageDescriptor('gfx9', words, 0), DescriptorError);
});

test('isNullImageDescriptor: all eight dwords zero at the offset', () => {
  const words = new Uint32Array(16);
  assert.equal(isNullImageDescriptor(words, 0), true);
  assert.equal(isNullImageDescriptor(words, 8), true);
  words[15] = 1;
  assert.equal(isNullImageDescriptor(words, 8), false);
  assert.equal(isNullImageDescriptor(words, 0), true);
  words.set(encodeFmaskDescriptor('gfx10_3', { base: 256, width: 4, height: 4, samples: 2 }), 0);
  assert.equal(isNullImageDescriptor(words, 0), false);
});
