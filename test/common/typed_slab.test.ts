/** typed_slab: zeroed, aligned typed arrays that share large buffers without overlapping. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { slabFloat32, slabUint16, slabUint32 } from '../../src/common/typed_slab.js';

test('slab arrays are zeroed, 8-byte aligned and never overlap, across the start of a new slab', () => {
  const arrays: (Uint32Array | Uint16Array | Float32Array)[] = [];
  // Odd sizes (2-byte multiples) make the alignment matter; ~1.5 MB in all spans many slabs.
  for (let i = 0; i < 3000; i++) {
    const a = i % 3 === 0 ? slabUint32(1 + (i % 97)) : i % 3 === 1 ? slabUint16(1 + (i % 61)) : slabFloat32(1 + (i % 500));
    assert.equal(a.byteOffset % 8, 0);
    assert.ok(a.every((v) => v === 0), `array ${i} is not zeroed`);
    a.fill(i + 1);
    arrays.push(a);
  }
  // Every array still holds only what was written into it: no later one was carved over it.
  arrays.forEach((a, i) => assert.ok(a.every((v) => v === i + 1), `array ${i} was overwritten`));
  assert.ok(new Set(arrays.map((a) => a.buffer)).size > 1, 'the arrays should fill more than one slab');
});

test('an array larger than a quarter of a slab gets a buffer of its own', () => {
  const big = slabUint32(1 << 13); // 32 KB
  assert.equal(big.byteOffset, 0);
  assert.equal(big.buffer.byteLength, 4 << 13);
  const small = slabUint32(4);
  assert.notEqual(small.buffer, big.buffer);
});
