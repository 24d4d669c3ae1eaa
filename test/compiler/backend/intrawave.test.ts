import { test } from 'node:test';
import assert from 'node:assert/strict';
import { intrawaveLayers } from '../../../src/compiler/backend/intrawave.js';

test('S8: the seed example mask 0b0000001110000100 gives lanes 7:0, 27:8, 31:28, 35:32, 63:36', () => {
  assert.deepEqual(intrawaveLayers(0b0000001110000100, 64), [
    { first: 0, last: 7 },
    { first: 8, last: 27 },
    { first: 28, last: 31 },
    { first: 32, last: 35 },
    { first: 36, last: 63 },
  ]);
});

test('S8: bits above 8 (wave32) / 16 (wave64) are ignored; no start bits is one layer', () => {
  assert.deepEqual(intrawaveLayers(0xffff0000, 64), [{ first: 0, last: 63 }]);
  assert.deepEqual(intrawaveLayers(0x100 | 0b10, 32), [
    { first: 0, last: 3 },
    { first: 4, last: 31 },
  ]);
  // A start bit on quad 0 does not create an empty layer.
  assert.deepEqual(intrawaveLayers(1, 32), [{ first: 0, last: 31 }]);
});
