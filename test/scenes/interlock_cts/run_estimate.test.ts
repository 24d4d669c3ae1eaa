/** popsim cts's progress estimate: invocation weights, resumed and not-supported cases, ETA and its text. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CTS_CASES, caseByName, expectedInvocations, supportOf } from '../../../src/scenes/interlock_cts/index.js';
import { RunEstimate, formatDuration, formatEstimate } from '../../../src/scenes/interlock_cts/run_estimate.js';
import { physicalDevices } from './fixtures.js';

test('expectedInvocations: N primitives × pixels, × samples when the shader runs per sample; the full suite is 5.1 G per chip', () => {
  assert.equal(expectedInvocations(caseByName('basic.nodiscard.image.pixel_ordered.1xaa.no_sample_shading.8x8')), 32 * 64);
  assert.equal(expectedInvocations(caseByName('basic.nodiscard.image.pixel_ordered.4xaa.no_sample_shading.8x8')), 8 * 64);
  assert.equal(expectedInvocations(caseByName('basic.discard.ssbo.pixel_unordered.4xaa.sample_shading.1024x1024')), 32 * 4 * 1024 * 1024);
  assert.equal(expectedInvocations(caseByName('basic.nodiscard.ssbo.sample_ordered.4xaa.no_sample_shading.16x16')), 32 * 4 * 256);
  const device = physicalDevices()[0]!;
  const supported = CTS_CASES.filter((c) => supportOf(c, device) === 'supported');
  assert.equal(new RunEstimate([{ chip: 'RAVEN', device }], CTS_CASES).total, supported.reduce((a, c) => a + expectedInvocations(c), 0));
  // Σ dim² over 8..1024 = 1 398 080; per discard × resource variant, invocations per pixel summed over the
  // ordered/unordered pairs: 2 · (pixel 1xaa 32 + 4xaa 8 + 4xaa sample shading 128 + sample 1xaa 32 + 4xaa 128 + 128) = 912.
  assert.equal(new RunEstimate([{ chip: 'RAVEN', device }], CTS_CASES).total, 4 * 912 * 1_398_080);
});

test('RunEstimate: weighs cases by invocations, takes the rate from cases run now only, counts not-supported as free', () => {
  const device = physicalDevices()[0]!;
  const small = caseByName('basic.nodiscard.image.pixel_ordered.1xaa.no_sample_shading.8x8');
  const large = caseByName('basic.nodiscard.image.pixel_ordered.1xaa.no_sample_shading.16x16');
  const shadingRate = caseByName('basic.nodiscard.image.shading_rate_ordered.1xaa.no_sample_shading.8x8');
  const e = new RunEstimate([{ chip: 'RAVEN', device }, { chip: 'NAVI31', device }], [small, large, shadingRate]);
  assert.equal(e.total, 2 * (2048 + 8192));
  assert.equal(e.secondsLeft(10), undefined);
  e.finished(shadingRate, false, false);
  assert.equal(e.fraction, 0);
  // Resumed from a results file: done, but no rate yet.
  e.finished(large, true, true);
  assert.equal(e.fraction, 8192 / 20480);
  assert.equal(e.secondsLeft(10), undefined);
  assert.equal(formatEstimate(e, 10), '40.0 % of invocations');
  // 2048 invocations in 2 s: the 10240 left take 10 s.
  e.finished(small, true, false);
  assert.equal(e.secondsLeft(2), 10);
  assert.equal(formatEstimate(e, 2), '50.0 % of invocations, ETA 10s');
});

test('formatDuration: seconds, minutes, hours with two-digit minutes', () => {
  assert.equal(formatDuration(0), '0s');
  assert.equal(formatDuration(59.4), '59s');
  assert.equal(formatDuration(61), '1m');
  assert.equal(formatDuration(3599), '1h00m');
  assert.equal(formatDuration(7500), '2h05m');
});

test('RunEstimate of a shard: only its pairs count', () => {
  const device = physicalDevices()[0]!;
  const small = caseByName('basic.nodiscard.image.pixel_ordered.1xaa.no_sample_shading.8x8');
  const large = caseByName('basic.nodiscard.image.pixel_ordered.1xaa.no_sample_shading.16x16');
  const runners = [
    { chip: 'RAVEN', device },
    { chip: 'NAVI31', device },
  ];
  const e = new RunEstimate(runners, [small, large], (chip, c) => chip === 'NAVI31' || c === small);
  assert.equal(e.total, 2048 + 2048 + 8192);
});
