import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ENGINE_CORE_STEPS, measurePaths } from '../../../bench/path_timing.js';
import { caseByName } from '../../../src/scenes/interlock_cts/index.js';

// A file of its own: a fresh process, so the GFX9 warm-up's loop is the engine core's first row and the measured one its second.
test("GFX9: the engine core runs the POPS wait loop steps of a second loop shape too (most of a polling case's events)", async () => {
  const warmUp = caseByName('basic.nodiscard.image.pixel_ordered.1xaa.no_sample_shading.16x16');
  const t = await measurePaths('RAVEN', warmUp, caseByName('basic.nodiscard.image.pixel_ordered.4xaa.sample_shading.16x16'));
  assert.equal(t.stats.cycles, t.plainCycles);
  const core = t.kinds.find((k) => k.kind === ENGINE_CORE_STEPS)?.events ?? 0;
  assert.ok(core > 0.6 * t.stats.engineEvents, `${core} of ${t.stats.engineEvents} events were loop steps in the engine core`);
});

test('GFX10.3: the engine core runs the loop steps and SIMD serves of waves POPS exits wake (S6), and counts their sleeps and wake-ups', async () => {
  const warmUp = caseByName('basic.nodiscard.image.pixel_ordered.1xaa.no_sample_shading.16x16');
  const t = await measurePaths('NAVI21', warmUp, caseByName('basic.nodiscard.image.pixel_ordered.4xaa.sample_shading.16x16'));
  assert.equal(t.stats.cycles, t.plainCycles);
  const core = t.kinds.find((k) => k.kind === ENGINE_CORE_STEPS)?.events ?? 0;
  assert.ok(core > 0.8 * t.stats.engineEvents, `${core} of ${t.stats.engineEvents} events were loop steps and serves in the engine core`);
  // Every sleep is s_sleep 0xffff (4 194 240 cycles), far longer than the case: each ends by a wake-up,
  // those that came while the wave was awake (between its compare and its s_sleep) at once.
  assert.ok(t.stats.cycles < 4_194_240);
  assert.ok(t.stats.sleeps > 1000, `${t.stats.sleeps} sleeps`);
  assert.equal(t.stats.wakeUps, t.stats.sleeps, 'every sleep ended by a wake-up');
  assert.ok(t.stats.lateWakeUps > 0 && t.stats.lateWakeUps < t.stats.wakeUps, `${t.stats.lateWakeUps} late wake-ups`);
});
