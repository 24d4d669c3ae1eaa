import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  CTS_CASES,
  MSAA8_CASES,
  CtsError,
  bitsPerQuad,
  caseByName,
  filterCases,
  maxDimCases,
  primitiveCount,
  resultExtent,
  storageExtent,
  interlockModeOf,
  perSampleWords,
  globToRegExp,
  selectCases,
} from '../../../src/scenes/interlock_cts/index.js';

test('P5: the CTS matrix has 576 cases with unique names; the 8xaa variant has 384', () => {
  assert.equal(CTS_CASES.length, 576);
  assert.equal(new Set(CTS_CASES.map((c) => c.name)).size, 576);
  assert.equal(MSAA8_CASES.length, 384);
  assert.equal(new Set(MSAA8_CASES.map((c) => c.name)).size, 384);
  assert.ok(MSAA8_CASES.every((c) => c.samples === 8 && c.variant === 'msaa8'));
});

test('names follow the CTS group path, in CTS order', () => {
  assert.equal(CTS_CASES[0]!.name, 'basic.nodiscard.image.pixel_ordered.1xaa.no_sample_shading.8x8');
  assert.equal(CTS_CASES[8]!.name, 'basic.nodiscard.image.pixel_ordered.4xaa.no_sample_shading.8x8');
  assert.equal(CTS_CASES[16]!.name, 'basic.nodiscard.image.pixel_ordered.4xaa.sample_shading.8x8');
  assert.equal(CTS_CASES[575]!.name, 'basic.discard.ssbo.shading_rate_unordered.4xaa.sample_shading.1024x1024');
  const c = caseByName('basic.discard.image.pixel_ordered.4xaa.sample_shading.64x64');
  assert.deepEqual(
    { killOdd: c.killOdd, resource: c.resource, interlock: c.interlock, samples: c.samples, sampleShading: c.sampleShading, dim: c.dim },
    { killOdd: true, resource: 'image', interlock: 'pixel_ordered', samples: 4, sampleShading: true, dim: 64 },
  );
  // The CTS skips sample shading at 1x.
  assert.equal(CTS_CASES.filter((x) => x.name.includes('1xaa.sample_shading')).length, 0);
  assert.equal(MSAA8_CASES[0]!.name, 'basic.nodiscard.image.pixel_ordered.8xaa.no_sample_shading.8x8');
});

test('bitsPerQuad and N = 32 / bitsPerQuad per granularity and sample count', () => {
  const n = (name: string): [number, number] => {
    const c = caseByName(name);
    return [bitsPerQuad(c), primitiveCount(c)];
  };
  assert.deepEqual(n('basic.nodiscard.image.pixel_ordered.1xaa.no_sample_shading.8x8'), [1, 32]);
  assert.deepEqual(n('basic.nodiscard.image.pixel_ordered.4xaa.no_sample_shading.8x8'), [4, 8]);
  // Sample shading makes even pixel interlock store one bit per sample.
  assert.deepEqual(n('basic.nodiscard.image.pixel_ordered.4xaa.sample_shading.8x8'), [1, 32]);
  assert.deepEqual(n('basic.nodiscard.image.sample_unordered.4xaa.no_sample_shading.8x8'), [1, 32]);
  assert.deepEqual(n('basic.nodiscard.image.shading_rate_ordered.1xaa.no_sample_shading.8x8'), [4, 8]);
  assert.deepEqual(n('basic.nodiscard.image.shading_rate_ordered.4xaa.no_sample_shading.8x8'), [16, 2]);
  assert.deepEqual(n('basic.nodiscard.image.pixel_ordered.8xaa.no_sample_shading.8x8'), [8, 4]);
  assert.deepEqual(n('basic.nodiscard.image.shading_rate_ordered.8xaa.no_sample_shading.8x8'), [32, 1]);
});

test('word layout: per-sample words spread along x, coarse words halve both axes', () => {
  const ext = (name: string) => {
    const c = caseByName(name);
    return [storageExtent(c), resultExtent(c)];
  };
  assert.deepEqual(ext('basic.nodiscard.ssbo.pixel_ordered.4xaa.no_sample_shading.16x16'), [
    { width: 16, height: 16 },
    { width: 16, height: 16 },
  ]);
  assert.deepEqual(ext('basic.nodiscard.ssbo.sample_ordered.4xaa.no_sample_shading.16x16'), [
    { width: 64, height: 16 },
    { width: 64, height: 16 },
  ]);
  assert.deepEqual(ext('basic.nodiscard.ssbo.shading_rate_ordered.4xaa.no_sample_shading.16x16'), [
    { width: 8, height: 8 },
    { width: 8, height: 8 },
  ]);
  // The CTS copies a (dim·samples/2) × (dim/2) region for shading-rate with sample shading.
  assert.deepEqual(ext('basic.nodiscard.image.shading_rate_ordered.4xaa.sample_shading.16x16'), [
    { width: 64, height: 16 },
    { width: 32, height: 8 },
  ]);
});

test('interlock mode and per-sample classification', () => {
  assert.deepEqual(interlockModeOf(caseByName('basic.nodiscard.image.sample_unordered.1xaa.no_sample_shading.8x8')), {
    granularity: 'sample',
    ordered: false,
  });
  assert.deepEqual(interlockModeOf(caseByName('basic.nodiscard.image.shading_rate_ordered.1xaa.no_sample_shading.8x8')), {
    granularity: 'shading-rate',
    ordered: true,
  });
  assert.equal(perSampleWords(caseByName('basic.nodiscard.image.pixel_unordered.4xaa.no_sample_shading.8x8')), false);
  assert.equal(perSampleWords(caseByName('basic.nodiscard.image.pixel_unordered.4xaa.sample_shading.8x8')), true);
});

test('filterCases: dEQP globs, with or without the group prefix', () => {
  assert.equal(filterCases('*').length, 576);
  assert.equal(filterCases('*.64x64').length, 72);
  assert.equal(filterCases('basic.discard.*.4xaa.sample_shading.*').length, 2 * 6 * 8);
  assert.equal(filterCases('dEQP-VK.fragment_shader_interlock.basic.*.pixel_ordered.*').length, 2 * 2 * 3 * 8);
  assert.equal(filterCases('*shading_rate*').length, 192);
  assert.equal(filterCases('basic.nodiscard.image.pixel_ordered.1xaa.no_sample_shading.?x?').length, 1);
  // Dots are literal.
  assert.equal(globToRegExp('a.b').test('axb'), false);
  assert.equal(filterCases('*.8xaa.*').length, 0);
  assert.equal(filterCases('*.8xaa.*', MSAA8_CASES).length, 384);
});

test('maxDimCases keeps dims up to N (CI: 64) and rejects bad values', () => {
  assert.equal(maxDimCases(CTS_CASES, 64).length, 288);
  assert.equal(maxDimCases(CTS_CASES, 8).length, 72);
  assert.throws(() => maxDimCases(CTS_CASES, 4), (e: unknown) => e instanceof CtsError && e.code === 'bad-option');
});

test('caseByName accepts the full dEQP name and rejects unknown names', () => {
  assert.equal(caseByName('dEQP-VK.fragment_shader_interlock.basic.nodiscard.ssbo.pixel_ordered.1xaa.no_sample_shading.8x8').resource, 'ssbo');
  assert.throws(
    () => caseByName('basic.nodiscard.ssbo.pixel_ordered.1xaa.sample_shading.8x8'),
    (e: unknown) => e instanceof CtsError && e.code === 'unknown-case',
  );
});

test('selectCases: filter, max dim and the 8xaa variant combined; empty selections are errors', () => {
  assert.equal(selectCases({}).length, 576);
  assert.equal(selectCases({ maxDim: 64, msaa8: true }).length, 288 + 192);
  assert.equal(selectCases({ filter: '*.pixel_ordered.*', maxDim: 16, msaa8: true }).length, 2 * 2 * 5 * 2);
  assert.throws(
    () => selectCases({ filter: '*.8xaa.*' }),
    (e: unknown) => e instanceof CtsError && e.code === 'no-matching-cases',
  );
});
