/** Standard sample locations (Vulkan spec table) and centroid priority. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { centroidPriority, checkSampleCount, sampleLocations16, samplePosition } from '../../../src/gpu/raster/sample_positions.js';
import { RasterError } from '../../../src/gpu/raster/errors.js';

const positions = (n: 1 | 2 | 4 | 8 | 16): number[][] => Array.from({ length: n }, (_, i) => samplePosition(n, i));

test('1x and 2x standard locations', () => {
  assert.deepEqual(positions(1), [[0.5, 0.5]]);
  assert.deepEqual(positions(2), [[0.75, 0.75], [0.25, 0.25]]);
});

test('4x standard locations equal the Vulkan spec table', () => {
  assert.deepEqual(positions(4), [[0.375, 0.125], [0.875, 0.375], [0.125, 0.625], [0.625, 0.875]]);
});

test('8x standard locations equal the Vulkan spec table', () => {
  assert.deepEqual(positions(8), [
    [0.5625, 0.3125], [0.4375, 0.6875], [0.8125, 0.5625], [0.3125, 0.1875],
    [0.1875, 0.8125], [0.0625, 0.4375], [0.6875, 0.9375], [0.9375, 0.0625],
  ]);
});

test('16x standard locations equal the Vulkan spec table', () => {
  assert.deepEqual(positions(16), [
    [0.5625, 0.5625], [0.4375, 0.3125], [0.3125, 0.625], [0.75, 0.4375],
    [0.1875, 0.375], [0.625, 0.8125], [0.8125, 0.6875], [0.6875, 0.1875],
    [0.375, 0.875], [0.5, 0.0625], [0.25, 0.125], [0.125, 0.75],
    [0.0, 0.5], [0.9375, 0.25], [0.875, 0.9375], [0.0625, 0.0],
  ]);
  // Every sample count's locations are distinct (one column and row each per 1/16 at 16x).
  const l = sampleLocations16(16);
  assert.equal(new Set(Array.from({ length: 16 }, (_, i) => l[i * 2])).size, 16);
});

test('centroid priority orders samples by distance from the centre, ties by index', () => {
  assert.deepEqual([...centroidPriority(4)], [0, 1, 2, 3]); // all at distance √40/16
  // 8x: distances² (1/16 units): 10, 10, 26, 34, 50, 50, 58, 98.
  assert.deepEqual([...centroidPriority(8)], [0, 1, 2, 3, 4, 5, 6, 7]);
  const p16 = [...centroidPriority(16)];
  assert.equal(p16[0], 0); // (9,9): distance² 2, the closest
  assert.equal(p16[15], 15); // (1,0): distance² 113, the farthest
});

test('unsupported sample counts are typed errors', () => {
  assert.throws(() => checkSampleCount(3), (e: unknown) => e instanceof RasterError && e.code === 'bad-sample-count');
  assert.throws(() => samplePosition(4, 4), RasterError);
});
