import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ENGINE_CORE_STEPS, measurePaths } from '../../../bench/path_timing.js';
import { caseByName } from '../../../src/scenes/interlock_cts/index.js';

// A file of its own: a fresh process, so the warm-up's loop is the engine core's first row and the measured one its second.
test("GFX9: the engine core runs the POPS wait loop steps of a second loop shape too (most of a polling case's events)", async () => {
  const warmUp = caseByName('basic.nodiscard.image.pixel_ordered.1xaa.no_sample_shading.16x16');
  const t = await measurePaths('RAVEN', warmUp, caseByName('basic.nodiscard.image.pixel_ordered.4xaa.sample_shading.16x16'));
  assert.equal(t.stats.cycles, t.plainCycles);
  const core = t.kinds.find((k) => k.kind === ENGINE_CORE_STEPS)?.events ?? 0;
  assert.ok(core > 0.6 * t.stats.engineEvents, `${core} of ${t.stats.engineEvents} events were loop steps in the engine core`);
});
