import { test } from 'node:test';
import assert from 'node:assert/strict';
import { packTexel, unpackTexel, texelDwords, bytesPerTexel, hwFormat, formatFromHw, TEXEL_FORMATS } from '../../src/amd/formats/texel_formats.js';
import { f16ToF32Bits, f32BitsToF16 } from '../../src/amd/formats/half_float.js';

const f32 = new Float32Array(1);
const u32 = new Uint32Array(f32.buffer);
const bits = (v: number): number => ((f32[0] = v), u32[0]!);

function pack(format: Parameters<typeof packTexel>[0], values: number[]): number[] {
  const out = new Uint32Array(texelDwords(format));
  packTexel(format, Uint32Array.from(values), out, 0);
  return Array.from(out);
}

function unpack(format: Parameters<typeof packTexel>[0], words: number[]): number[] {
  const out = new Uint32Array(4);
  unpackTexel(format, Uint32Array.from(words), 0, out);
  return Array.from(out);
}

test('UNORM8 packing follows Vulkan: clamp, NaN -> 0, round to nearest (0.5 -> 128)', () => {
  assert.deepEqual(pack('R8G8B8A8_UNORM', [bits(0), bits(1), bits(0.5), bits(2)]), [0xff80ff00]);
  assert.deepEqual(pack('R8G8B8A8_UNORM', [bits(NaN), bits(-1), bits(1 / 255), bits(0.498)]), [(127 << 24) | (1 << 16)]);
  // Unpack: 128 / 255 exactly as f32, missing nothing.
  assert.deepEqual(unpack('R8G8B8A8_UNORM', [0xff80ff00]), [bits(0), bits(1), bits(128 / 255), bits(1)]);
});

test('UINT8 saturates on store (documented assumption) and unpacks bytes', () => {
  assert.deepEqual(pack('R8G8B8A8_UINT', [1, 255, 300, 0xffffffff]), [0xffff_ff01]);
  assert.deepEqual(unpack('R8G8B8A8_UINT', [0x04030201]), [1, 2, 3, 4]);
});

test('missing channels read 0, 0, 0, 1 (1.0f for float formats, 1 for integer ones)', () => {
  assert.deepEqual(unpack('R32_FLOAT', [bits(2.5)]), [bits(2.5), 0, 0, 0x3f800000]);
  assert.deepEqual(unpack('R32_UINT', [7]), [7, 0, 0, 1]);
  assert.deepEqual(unpack('R32G32_SINT', [0xffffffff, 3]), [0xffffffff, 3, 0, 1]);
  assert.deepEqual(unpack('R32G32_FLOAT', [1, 2]), [1, 2, 0, 0x3f800000]);
});

test('f16: exact edge values, NaN and infinity, round to nearest even', () => {
  assert.equal(f32BitsToF16(bits(1)), 0x3c00);
  assert.equal(f32BitsToF16(bits(-2)), 0xc000);
  assert.equal(f32BitsToF16(bits(65504)), 0x7bff);
  assert.equal(f32BitsToF16(bits(65520)), 0x7c00); // halfway to 2^16 rounds to even = infinity
  assert.equal(f32BitsToF16(bits(65519)), 0x7bff);
  assert.equal(f32BitsToF16(bits(Infinity)), 0x7c00);
  assert.equal(f32BitsToF16(bits(-Infinity)), 0xfc00);
  assert.equal(f32BitsToF16(0x7fc00000) & 0x7e00, 0x7e00); // quiet NaN stays NaN
  assert.equal(f32BitsToF16(0x7f800001) & 0x7c00, 0x7c00);
  assert.notEqual(f32BitsToF16(0x7f800001) & 0x3ff, 0);
  assert.equal(f32BitsToF16(bits(-0)), 0x8000);
  assert.equal(f32BitsToF16(bits(2 ** -24)), 0x0001); // smallest subnormal
  assert.equal(f32BitsToF16(bits(2 ** -25)), 0x0000); // tie -> even (0)
  assert.equal(f32BitsToF16(bits(3 * 2 ** -25)), 0x0002); // tie 1.5 ulp -> even (2)
  assert.equal(f32BitsToF16(bits(1 + 2 ** -11)), 0x3c00); // tie -> even
  assert.equal(f32BitsToF16(bits(1 + 3 * 2 ** -11)), 0x3c02);
  assert.equal(f16ToF32Bits(0x0001), bits(2 ** -24));
  assert.equal(f16ToF32Bits(0x03ff), bits(1023 * 2 ** -24));
  assert.equal(f16ToF32Bits(0x7c00), 0x7f800000);
  assert.equal(f16ToF32Bits(0xfe00), 0xffc00000);
  assert.equal(f16ToF32Bits(0x8000), 0x80000000);
  // Every finite f16 survives f16 -> f32 -> f16.
  for (let h = 0; h < 0x10000; h++) {
    if ((h & 0x7c00) === 0x7c00 && (h & 0x3ff) !== 0) continue;
    assert.equal(f32BitsToF16(f16ToF32Bits(h)), h);
  }
});

test('R16G16B16A16_SFLOAT packs channel pairs low half first', () => {
  assert.deepEqual(pack('R16G16B16A16_SFLOAT', [bits(1), bits(-2), bits(0.5), bits(Infinity)]), [0xc0003c00, 0x7c003800]);
  assert.deepEqual(unpack('R16G16B16A16_SFLOAT', [0xc0003c00, 0x7c003800]), [bits(1), bits(-2), bits(0.5), 0x7f800000]);
});

test('sizes and hardware codes (llvm-mc-15 MTBUF format values)', () => {
  assert.equal(bytesPerTexel('R16G16B16A16_SFLOAT'), 8);
  assert.equal(texelDwords('R32G32B32A32_FLOAT'), 4);
  assert.deepEqual(hwFormat('gfx9', 'R8G8B8A8_UNORM'), { kind: 'split', dataFormat: 10, numFormat: 0 });
  assert.deepEqual(hwFormat('gfx10', 'R8G8B8A8_UNORM'), { kind: 'unified', format: 56 });
  assert.deepEqual(hwFormat('gfx11', 'R8G8B8A8_UNORM'), { kind: 'unified', format: 42 });
  assert.deepEqual(hwFormat('gfx11', 'R32G32B32A32_FLOAT'), { kind: 'unified', format: 63 });
  for (const gfx of ['gfx9', 'gfx10', 'gfx10_3', 'gfx11'] as const) {
    for (const f of TEXEL_FORMATS) assert.equal(formatFromHw(gfx, hwFormat(gfx, f)), f);
  }
  assert.equal(formatFromHw('gfx10', { kind: 'unified', format: 0 }), undefined);
});
