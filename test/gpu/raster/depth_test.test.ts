/** Per-sample depth test on D32_SFLOAT and D16_UNORM surfaces. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { quantizeDepth } from '../../../src/amd/formats/depth_formats.js';
import { compare, depthTestPixel, validateDepthSurface, type CompareOp, type DepthSurface } from '../../../src/gpu/raster/depth_test.js';
import { RasterError } from '../../../src/gpu/raster/errors.js';

test('compare ops against stored 0.5', () => {
  const table: [CompareOp, boolean, boolean, boolean][] = [
    // op, incoming 0.25, 0.5, 0.75
    ['never', false, false, false],
    ['less', true, false, false],
    ['equal', false, true, false],
    ['less-or-equal', true, true, false],
    ['greater', false, false, true],
    ['not-equal', true, false, true],
    ['greater-or-equal', false, true, true],
    ['always', true, true, true],
  ];
  for (const [op, a, b, c] of table) assert.deepEqual([compare(op, 0.25, 0.5), compare(op, 0.5, 0.5), compare(op, 0.75, 0.5)], [a, b, c], op);
});

test('D32_SFLOAT: LESS passes per sample, writes only passing covered samples', () => {
  const s: DepthSurface = { format: 'D32_SFLOAT', width: 2, height: 1, samples: 4, data: new Float32Array(8).fill(0.5) };
  // Pixel (1,0): samples 0..3 at z 0.25, 0.75, 0.25, 0.25; sample 3 uncovered.
  const z = Float32Array.from([0, 0, 0, 0, 0.25, 0.75, 0.25, 0.25]);
  const pass = depthTestPixel(s, { testEnable: true, writeEnable: true, compareOp: 'less' }, 1, 0, 0b0111, z, 4);
  assert.equal(pass, 0b0101);
  assert.deepEqual([...s.data], [0.5, 0.5, 0.5, 0.5, 0.25, 0.5, 0.25, 0.5]);
});

test('write disabled leaves the surface; test disabled passes the coverage', () => {
  const s: DepthSurface = { format: 'D32_SFLOAT', width: 1, height: 1, samples: 1, data: Float32Array.of(0.5) };
  const z = Float32Array.of(0.1);
  assert.equal(depthTestPixel(s, { testEnable: true, writeEnable: false, compareOp: 'less' }, 0, 0, 1, z, 0), 1);
  assert.equal(s.data[0], 0.5);
  assert.equal(depthTestPixel(s, { testEnable: false, writeEnable: true, compareOp: 'never' }, 0, 0, 1, z, 0), 1);
  assert.equal(s.data[0], 0.5);
});

test('D16_UNORM compares quantized depth: values within half an LSB are equal', () => {
  assert.equal(quantizeDepth('D16_UNORM', 0.5), 32768); // 0.5 · 65535 = 32767.5 rounds up
  assert.equal(quantizeDepth('D16_UNORM', 1.5), 65535);
  assert.equal(quantizeDepth('D16_UNORM', -1), 0);
  const s: DepthSurface = { format: 'D16_UNORM', width: 1, height: 1, samples: 2, data: Uint16Array.of(32768, 32768) };
  // 0.500001 and 0.5 both quantize to 32768: EQUAL passes; 0.4 (26214) does not.
  const z = Float32Array.of(0.500001, 0.4);
  assert.equal(depthTestPixel(s, { testEnable: true, writeEnable: true, compareOp: 'equal' }, 0, 0, 0b11, z, 0), 0b01);
  assert.equal(depthTestPixel(s, { testEnable: true, writeEnable: true, compareOp: 'less' }, 0, 0, 0b11, z, 0), 0b10);
  assert.deepEqual([...s.data], [32768, 26214]);
});

test('a surface too small for its size is a typed error', () => {
  assert.throws(
    () => validateDepthSurface({ format: 'D16_UNORM', width: 4, height: 4, samples: 2, data: new Uint16Array(31) }),
    (e: unknown) => e instanceof RasterError && e.code === 'bad-depth-surface',
  );
});
