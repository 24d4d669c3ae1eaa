/** Pixel- vs sample-rate shading: invocations per pixel and their sample masks. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { invocationsPerPixel, splitCoverage, splitQuadCoverage } from '../../../src/gpu/raster/shading_rate.js';
import { RasterError } from '../../../src/gpu/raster/errors.js';

test('invocations per pixel follow minSampleShading, rounded up to a power of two', () => {
  assert.equal(invocationsPerPixel(4, false), 1);
  assert.equal(invocationsPerPixel(4, true, 1), 4);
  assert.equal(invocationsPerPixel(8, true, 0.5), 4);
  assert.equal(invocationsPerPixel(8, true, 0.3), 4); // ⌈2.4⌉ = 3 → 4
  assert.equal(invocationsPerPixel(16, true, 0), 1);
  assert.throws(() => invocationsPerPixel(4, true, 2), RasterError);
});

test('sample shading: one invocation per covered sample with a one-bit mask', () => {
  const out = new Uint32Array(16);
  assert.equal(splitCoverage(0b1011, 4, 4, out), 3);
  assert.deepEqual([...out.subarray(0, 3)], [0b0001, 0b0010, 0b1000]);
});

test('pixel shading: one invocation with the whole mask; none for a helper', () => {
  const out = new Uint32Array(16);
  assert.equal(splitCoverage(0b0110, 4, 1, out), 1);
  assert.equal(out[0], 0b0110);
  assert.equal(splitCoverage(0, 4, 1, out), 0);
});

test('partial rate: groups of consecutive samples', () => {
  const out = new Uint32Array(16);
  // 8 samples, 4 invocations: groups {0,1} {2,3} {4,5} {6,7}.
  assert.equal(splitCoverage(0b1100_0001, 8, 4, out), 2);
  assert.deepEqual([...out.subarray(0, 2)], [0b0000_0001, 0b1100_0000]);
  assert.throws(() => splitCoverage(1, 4, 3, out), RasterError);
});

test('sample-rate quads: one quad per covered sample, masks restricted to that sample', () => {
  const out = new Uint32Array(64);
  const groups = new Uint8Array(16);
  // 4x: pixel masks 0b0011, 0b0001, 0, 0b1000 → samples 0, 1, 3 appear; sample 2 does not.
  const n = splitQuadCoverage(Uint32Array.of(0b0011, 0b0001, 0, 0b1000), 4, 4, out, groups);
  assert.equal(n, 3);
  assert.deepEqual([...groups.subarray(0, 3)], [0, 1, 3]);
  assert.deepEqual([...out.subarray(0, 12)], [0b0001, 0b0001, 0, 0, 0b0010, 0, 0, 0, 0, 0, 0, 0b1000]);
  // Pixel rate: the quad as is.
  assert.equal(splitQuadCoverage(Uint32Array.of(0b0011, 0b0001, 0, 0b1000), 4, 1, out, groups), 1);
  assert.deepEqual([...out.subarray(0, 4)], [0b0011, 0b0001, 0, 0b1000]);
});
