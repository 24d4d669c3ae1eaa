import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ENGINE_CORE_STEPS, measurePaths, PATHS } from '../../bench/path_timing.js';
import { caseByName } from '../../src/scenes/interlock_cts/index.js';

test('path timing: same simulation as a plain run, every event timed once, nested paths excluded from self time, prototypes restored', async () => {
  const originals = PATHS.map((p) => (p.owner.prototype as Record<string, unknown>)[p.method]);
  const warmUp = caseByName('basic.nodiscard.image.sample_ordered.4xaa.no_sample_shading.8x8');
  const t = await measurePaths('RAVEN', warmUp, caseByName('basic.nodiscard.image.sample_ordered.4xaa.no_sample_shading.16x16'));
  assert.equal(t.stats.cycles, t.plainCycles, 'timing must not change what runs');
  assert.equal(
    t.kinds.reduce((sum, k) => sum + k.events, 0),
    t.stats.engineEvents,
    'every engine event is counted under its kind',
  );
  // Only the engine core's own loop steps (GFX9, in WebAssembly) go untimed.
  for (const k of t.kinds) assert.equal(k.ms === undefined, k.kind === ENGINE_CORE_STEPS, `${k.kind}: timed unless the core ran it`);
  for (const kind of ['advanceWave', 'lineArrivedEvent', 'lineServedEvent', 'returnedEvent']) {
    assert.ok(t.kinds.some((k) => k.kind === kind && k.events > 0), `events of kind ${kind}`);
  }
  const byName = new Map(t.paths.map((p) => [p.name, p]));
  for (const name of ['WaveRunner.advance', 'InFlightMemory.issue', 'InFlightMemory.lineServed', 'WaveLauncher.launchWaves', 'PopsUnit.launch']) {
    assert.ok((byName.get(name)?.calls ?? 0) > 0, `${name} ran`);
  }
  assert.equal(byName.get('PopsUnit.launch')!.calls, t.stats.wavesLaunched, 'one POPS launch per pixel wave');
  for (const p of t.paths) assert.ok(p.selfMs <= p.inclusiveMs + 1e-9, `${p.name}: self within inclusive`);
  // Self times exclude the timed paths below them, so together they fit in the run's wall time.
  const selfSum = t.paths.reduce((sum, p) => sum + p.selfMs, 0);
  assert.ok(selfSum <= t.wallMs + 1e-6, `self times ${selfSum} ms within the run's ${t.wallMs} ms`);
  assert.deepEqual(
    PATHS.map((p) => (p.owner.prototype as Record<string, unknown>)[p.method]),
    originals,
    'the methods are put back',
  );
});
