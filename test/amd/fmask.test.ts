/** FMASK/CMASK formats, codecs and layouts (M1, M4; Mesa facts in reference/oit-and-fmask-facts.md §2). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  CMASK_FAST_CLEARED,
  CMASK_TILE,
  FMASK_FETCH_IDENTITY,
  FMASK_SAMPLE_COUNTS,
  cmaskInitNibble,
  cmaskLayout,
  cmaskNibbleBit,
  cmaskTileIndex,
  fmaskBitsPerSample,
  fmaskBytesPerPixel,
  fmaskFetch,
  fmaskFragmentOf,
  fmaskIdentity,
  fmaskLayout,
  fmaskStore,
  hasColorMetadata,
} from '../../src/amd/fmask.js';
import { SurfaceError } from '../../src/amd/amd_errors.js';
import { GFX_LEVELS } from '../../src/isa/gfx_level.js';
import { prng } from '../support/prng.js';

test('M1: identity values are radv_init_fmask 0x02 / 0xE4 / 0x76543210 and fetch as 0x76543210 restricted to the samples', () => {
  assert.equal(fmaskIdentity(2), 0x02);
  assert.equal(fmaskIdentity(4), 0xe4);
  assert.equal(fmaskIdentity(8), 0x76543210);
  assert.equal(FMASK_FETCH_IDENTITY, 0x76543210);
  assert.equal(fmaskFetch(2, fmaskIdentity(2)), 0x10);
  assert.equal(fmaskFetch(4, fmaskIdentity(4)), 0x3210);
  assert.equal(fmaskFetch(8, fmaskIdentity(8)), 0x76543210);
  for (const s of FMASK_SAMPLE_COUNTS) {
    const mask = s === 8 ? 0xffffffff : 2 ** (4 * s) - 1;
    assert.equal(fmaskFetch(s, fmaskIdentity(s)), (FMASK_FETCH_IDENTITY & mask) >>> 0, `${s}x`);
    assert.equal(fmaskFetch(s, 0), 0, `${s}x: stored 0 fetches 0 (every sample in fragment 0)`);
  }
});

test('M1: fetch/store round trip over random values; nibbles beyond the sample count fetch as 0', () => {
  const rand = prng(0x5eed17);
  const next = (): number => Math.floor(rand() * 2 ** 32);
  for (const s of FMASK_SAMPLE_COUNTS) {
    const bits = fmaskBitsPerSample(s);
    const storedBits = s * bits;
    for (let n = 0; n < 500; n++) {
      const r = next();
      const stored = storedBits === 32 ? r : r & (2 ** storedBits - 1);
      const fetch = fmaskFetch(s, stored);
      assert.equal(fmaskStore(s, fetch), stored, `${s}x store(fetch(0x${stored.toString(16)}))`);
      for (let i = 0; i < s; i++) assert.ok(((fetch >>> (4 * i)) & 0xf) < 1 << bits, `${s}x: sample ${i} fetches its ${bits} stored bits`);
      if (s < 8) assert.equal(fetch >>> (4 * s), 0, `${s}x: nibbles beyond sample ${s - 1} are 0`);
      // The other way: a fetch value with a valid fragment per sample survives a store.
      let f = 0;
      for (let i = 0; i < s; i++) f |= (next() % s) << (4 * i);
      assert.equal(fmaskFetch(s, fmaskStore(s, f >>> 0)), f >>> 0);
    }
  }
});

test('M1: FMASK8_S2_F2 / FMASK8_S4_F4 / FMASK32_S8_F8 sizes; other sample counts carry no FMASK', () => {
  assert.deepEqual(FMASK_SAMPLE_COUNTS.map(fmaskBitsPerSample), [1, 2, 4]);
  assert.deepEqual(FMASK_SAMPLE_COUNTS.map(fmaskBytesPerPixel), [1, 1, 4]);
  for (const bad of [1, 3, 16]) {
    assert.throws(() => fmaskBytesPerPixel(bad), SurfaceError);
    assert.throws(() => fmaskIdentity(bad), SurfaceError);
    assert.throws(() => cmaskInitNibble(bad), SurfaceError);
  }
  const l = fmaskLayout(0x4000, 70, 3, 8);
  assert.deepEqual(l, { base: 0x4000, width: 70, height: 3, pitch: 128, samples: 1, bytesPerSample: 4 });
  assert.equal(fmaskLayout(0x4000, 70, 3, 4).pitch, 256, '1-byte FMASK: 256-byte rows');
});

test('M4: CMASK init nibbles 0xD / 0xE / 0xF (radv_init_color_image_metadata); fast clear is nibble 0', () => {
  assert.deepEqual(FMASK_SAMPLE_COUNTS.map(cmaskInitNibble), [0xd, 0xe, 0xf]);
  assert.equal(CMASK_FAST_CLEARED, 0);
  for (const s of FMASK_SAMPLE_COUNTS) assert.notEqual(cmaskInitNibble(s), CMASK_FAST_CLEARED);
});

test('M1: colour metadata exists for 2, 4, 8 samples on GFX9-10.3, never on GFX11 or single-sampled', () => {
  for (const gfx of GFX_LEVELS) {
    for (const s of [1, 2, 4, 8, 16]) {
      assert.equal(hasColorMetadata(gfx, s), gfx !== 'gfx11' && s >= 2 && s <= 8, `${gfx} ${s}x`);
    }
  }
});

test('M4: CMASK layout: 4 bits per 8x8 tile, row-major, whole dwords', () => {
  assert.equal(CMASK_TILE, 8);
  assert.deepEqual(cmaskLayout(0x100, 8, 8), { base: 0x100, tilesPerRow: 1, tileRows: 1, bytes: 4 });
  assert.deepEqual(cmaskLayout(0x100, 17, 9), { base: 0x100, tilesPerRow: 3, tileRows: 2, bytes: 4 });
  const big = cmaskLayout(0, 64, 24); // 8 x 3 tiles = 24 nibbles = 12 bytes = 3 dwords
  assert.deepEqual(big, { base: 0, tilesPerRow: 8, tileRows: 3, bytes: 12 });
  assert.equal(cmaskLayout(0, 65, 24).bytes, 16, '9 x 3 tiles = 27 nibbles -> 4 dwords');
  assert.equal(cmaskTileIndex(big, 0, 0), 0);
  assert.equal(cmaskTileIndex(big, 7, 7), 0);
  assert.equal(cmaskTileIndex(big, 8, 0), 1);
  assert.equal(cmaskTileIndex(big, 63, 23), 23);
  assert.equal(cmaskTileIndex(big, 5, 16), 16);
  assert.equal(cmaskNibbleBit(big, 8, 0, 0), 4, 'tile 1: the high nibble of byte 0');
  assert.equal(cmaskNibbleBit(big, 63, 23, 0), 92);
  assert.equal(cmaskNibbleBit(big, 0, 0, 1), 96, 'layer 1 starts after the 24 tiles of layer 0');
});

test('M2: a fetch value names each sample\'s fragment in 3 bits, so an EQAA "unknown" nibble 8 reads as fragment 0 (nir_lower_tex.c)', () => {
  assert.deepEqual([0, 1, 2, 7].map((i) => fmaskFragmentOf(FMASK_FETCH_IDENTITY, i)), [0, 1, 2, 7]);
  assert.equal(fmaskFragmentOf(0x00000080, 1), 0);
  assert.equal(fmaskFragmentOf(0x00000090, 1), 1);
});
