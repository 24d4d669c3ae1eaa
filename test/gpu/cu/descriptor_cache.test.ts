/**
 * DescriptorCache (cu/descriptor_cache.ts): an instruction's kept descriptor
 * is reused only while all of its SGPR words are unchanged.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { decodeImageDescriptor, encodeImageDescriptor, type ImageDescriptor } from '../../../src/amd/descriptors.js';
import { DescriptorCache } from '../../../src/gpu/cu/descriptor_cache.js';

const T_SGPR = 8;

function countingCache(): { cache: DescriptorCache<ImageDescriptor>; decodes: () => number } {
  let n = 0;
  const cache = new DescriptorCache(8, (sgpr, offset) => {
    n++;
    return decodeImageDescriptor('gfx10_3', sgpr, offset);
  });
  return { cache, decodes: () => n };
}

function sgprWith(base: number): Uint32Array {
  const sgpr = new Uint32Array(128);
  sgpr.set(encodeImageDescriptor('gfx10_3', { base, format: 'R32_UINT', type: '2d', width: 64, height: 32 }), T_SGPR);
  return sgpr;
}

test('the same words decode once; the kept descriptor equals a fresh decode', () => {
  const { cache, decodes } = countingCache();
  const sgpr = sgprWith(0x10000);
  const first = cache.get(sgpr, T_SGPR);
  assert.equal(cache.get(sgprWith(0x10000), T_SGPR), first, 'equal words from another SGPR file reuse the descriptor');
  assert.equal(decodes(), 1);
  assert.deepEqual(first, decodeImageDescriptor('gfx10_3', sgpr, T_SGPR));
});

test('changed words give the new descriptor (base in word 0, width in word 2 on GFX10.3)', () => {
  for (const word of [0, 2]) {
    const { cache, decodes } = countingCache();
    const sgpr = sgprWith(0x10000);
    const before = cache.get(sgpr, T_SGPR);
    sgpr[T_SGPR + word] = sgpr[T_SGPR + word]! + 1;
    const after = cache.get(sgpr, T_SGPR);
    assert.equal(decodes(), 2, `word ${word}`);
    assert.notDeepEqual(after, before, `word ${word}`);
    assert.deepEqual(after, decodeImageDescriptor('gfx10_3', sgpr, T_SGPR));
  }
});

test('every word is compared: a flipped bit in each forces a decode', () => {
  for (let word = 0; word < 8; word++) {
    let n = 0;
    const cache = new DescriptorCache(8, (sgpr, offset) => (n++, Array.from(sgpr.subarray(offset, offset + 8))));
    const sgpr = sgprWith(0x10000);
    cache.get(sgpr, T_SGPR);
    sgpr[T_SGPR + word] = sgpr[T_SGPR + word]! ^ 0x80;
    assert.deepEqual(cache.get(sgpr, T_SGPR), Array.from(sgpr.subarray(T_SGPR, T_SGPR + 8)), `word ${word}`);
    assert.equal(n, 2, `word ${word}`);
  }
});

test('a decode that throws keeps nothing: the next call decodes (and throws) again', () => {
  let n = 0;
  const cache = new DescriptorCache(4, () => {
    n++;
    throw new Error('bad descriptor');
  });
  const sgpr = new Uint32Array(128);
  assert.throws(() => cache.get(sgpr, 0), /bad descriptor/);
  assert.throws(() => cache.get(sgpr, 0), /bad descriptor/);
  assert.equal(n, 2);
});
