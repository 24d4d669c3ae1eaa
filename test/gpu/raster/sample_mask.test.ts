/** PA_SC_AA_MASK: per-quad-position sample masks ANDed into coverage. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { quadSampleMaskOf, validateRasterConfig } from '../../../src/gpu/raster/raster_config.js';
import { RasterError } from '../../../src/gpu/raster/errors.js';
import type { QuadRecord } from '../../../src/gpu/raster/quad_record.js';
import { collect, config, sampleCounts, windowTriangles } from './raster_fixtures.js';

// Two triangles covering the whole 4x4 framebuffer: every sample of every pixel.
const fullScreen = { vertices: windowTriangles(4, [[[0, 0], [4, 0], [0, 4]], [[4, 0], [4, 4], [0, 4]]]), topology: 'triangle-list' as const, count: 6 };

/** Coverage per pixel position in the quad (X0Y0, X1Y0, X0Y1, X1Y1), ORed over every quad and pixel (both triangles). */
function positionCoverage(quads: readonly QuadRecord[]): number[] {
  const out = [0, 0, 0, 0];
  for (const q of quads) for (let p = 0; p < 4; p++) out[p]! |= q.coverage[p]!;
  return out;
}

test('quadSampleMaskOf splits the registers: X0 in [15:0], X1 in [31:16]', () => {
  assert.deepEqual(quadSampleMaskOf(0x000a0005, 0x0003000c), [0x5, 0xa, 0xc, 0x3]);
  assert.deepEqual(quadSampleMaskOf(0xffffffff, 0xffffffff), [0xffff, 0xffff, 0xffff, 0xffff]);
});

test('4x MSAA: each pixel keeps only the samples of its quad position', () => {
  const mask = [0b0001, 0b0110, 0b1000, 0b1111] as const;
  const { quads } = collect(fullScreen, config(4, 4, { sampleMask: mask }));
  assert.deepEqual(positionCoverage(quads), [...mask]);
  // Every enabled sample still covered exactly once (the diagonal split stays watertight), no other sample.
  const counts = sampleCounts(quads, 4, 4);
  for (let y = 0; y < 4; y++) {
    for (let x = 0; x < 4; x++) {
      for (let s = 0; s < 4; s++) assert.equal(counts[(y * 4 + x) * 4 + s], (mask[(y & 1) * 2 + (x & 1)]! >> s) & 1, `(${x}, ${y}) sample ${s}`);
    }
  }
});

test('a position whose mask is 0 is not covered; a quad with nothing left is not emitted', () => {
  const some = collect(fullScreen, config(4, 1, { sampleMask: [0, 1, 0, 0] }));
  assert.ok(some.quads.length > 0);
  for (const q of some.quads) assert.deepEqual([q.coverage[0], q.coverage[2], q.coverage[3]], [0, 0, 0]);
  assert.deepEqual(positionCoverage(some.quads), [0, 1, 0, 0]);
  const none = collect(fullScreen, config(4, 1, { sampleMask: [0, 0, 0, 0] }));
  assert.equal(none.quads.length, 0);
  assert.equal(none.stats.quads, 0);
});

test('mask bits above the sample count are ignored', () => {
  const { quads } = collect(fullScreen, config(4, 2, { sampleMask: [0xfffe, 0xffff, 0x0004, 0x0003] }));
  // 2 samples: 0xfffe -> 0b10, 0x0004 -> nothing.
  assert.deepEqual(positionCoverage(quads), [0b10, 0b11, 0, 0b11]);
});

test('a sample mask that is not four 16-bit values is a bad-config error', () => {
  assert.throws(
    () => validateRasterConfig(config(4, 4, { sampleMask: [0x10000, 0, 0, 0] })),
    (e: unknown) => e instanceof RasterError && e.code === 'bad-config' && /sampleMask/.test(e.message),
  );
});
