/**
 * P3 and P4 on the OIT frame at a tiny size (8 spheres of subdiv 4 at 48×32):
 * the mechanisms, by sign only; the sizes of the ratios are measured by
 * `popsim oit --p3 --p4` (docs/oit.md).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DeviceLostError } from '../../../src/api/index.js';
import { buildOitScene } from '../../../src/scenes/oit/scene.js';
import { HANG_TIMEOUT_FACTOR, runDrainComparison, runIntrawaveComparison } from '../../../src/scenes/oit/experiments.js';
import { formatDrainTable, formatIntrawaveTable } from '../../../src/scenes/oit/report.js';

const SCENE = buildOitScene({ objects: 8, subdiv: 4, width: 48, height: 32 });

test('P3/R6: the forced drain slows VEGA20 msaa8-pixel; RAVEN without the workaround hangs on a dropped exit, found by the job timeout', async () => {
  const r = await runDrainComparison('msaa8-pixel', SCENE);
  // The drain holds an overlapping wave until the waves before it have left the CU (R6), so the frame takes longer.
  assert.ok(r.drained.totalCycles > r.undrained.totalCycles, `drained ${r.drained.totalCycles} vs ${r.undrained.totalCycles}`);
  assert.ok(r.drained.passes.color.stats.pops.drainStalls > 0);
  // RAVEN has the popsMissedOverlap erratum: at 8 samples an overlapped wave's exit is dropped, the
  // waves behind it wait forever (the seed's hang) — long before the job timeout of 4 drained passes.
  const longest = Math.max(...Object.values(r.withWorkaround.passes).map((p) => p.cycles));
  assert.equal(r.jobTimeoutCycles, HANG_TIMEOUT_FACTOR * longest);
  assert.equal(r.withoutWorkaround.kind, 'hang');
  if (r.withoutWorkaround.kind !== 'hang') return;
  assert.ok(r.withoutWorkaround.error instanceof DeviceLostError);
  assert.equal(r.withoutWorkaround.error.hang.trigger, 'job-timeout');
  assert.match(r.withoutWorkaround.error.message, /had its exit dropped by the popsMissedOverlap erratum \(R6/);
  const row = formatDrainTable([r]).split('\n')[2]!;
  assert.match(row, new RegExp(`^msaa8-pixel .*hangs \\(R6\\): job-timeout at cycle \\d+, job timeout ${r.jobTimeoutCycles} .*${(r.drained.totalCycles / r.undrained.totalCycles).toFixed(2)}x  1\\.5–2x$`));
});

test('P4/S8 where the model departs from the seed: on RAVEN msaa4-pixel the frame runs faster WITH intrawave handling, because without it every overlapping quad closes its wave', async () => {
  const r = await runIntrawaveComparison('RAVEN', 'msaa4-pixel', SCENE);
  const off = r.off.passes.color.stats.pops;
  const on = r.on.passes.color.stats.pops;
  // Off (RADV): a quad overlapping a quad of the wave being packed launches the wave and starts a
  // new one (collisionSplits), so these double-sided spheres give near-empty waves, each ordered
  // behind the previous one. On: the overlapping quads stay in the wave as layers that the shader
  // runs one after another (intrawaveLayerStarts), far fewer waves to order.
  assert.equal(on.collisionSplits, 0);
  assert.ok(off.collisionSplits > 0);
  assert.ok(on.intrawaveLayerStarts > 0);
  assert.ok(on.wavesLaunched < off.wavesLaunched, `waves on ${on.wavesLaunched} vs off ${off.wavesLaunched}`);
  assert.ok(r.on.totalCycles < r.off.totalCycles, `on ${r.on.totalCycles} vs off ${r.off.totalCycles}`);
  assert.match(formatIntrawaveTable([r]).split('\n')[2]!, new RegExp(`^RAVEN +msaa4-pixel .* ${(r.on.totalCycles / r.off.totalCycles).toFixed(2)}x  1\\.12x$`));
});

test('P4/S8 with the seed: without MSAA, where intrawave collisions are rare, the handling costs frame time (its layer loop runs in every overlapped wave)', async () => {
  // 16 spheres of subdiv 6 at 160x100: enough waves that the loop's cost outweighs the few splits it saves.
  const scene = buildOitScene({ objects: 16, subdiv: 6, width: 160, height: 100 });
  const r = await runIntrawaveComparison('RAVEN', 'none', scene);
  const off = r.off.passes.color.stats.pops;
  const on = r.on.passes.color.stats.pops;
  // Collisions are rare here: the handling saves few waves ...
  assert.ok(off.wavesLaunched - on.wavesLaunched < 0.2 * off.wavesLaunched, `waves on ${on.wavesLaunched} vs off ${off.wavesLaunched}`);
  // ... and the frame is slower with it, as the seed's frames were (P4: about 12 % faster without).
  assert.ok(r.on.totalCycles > r.off.totalCycles, `on ${r.on.totalCycles} vs off ${r.off.totalCycles}`);
  assert.equal(r.on.passes.clear.cycles, r.off.passes.clear.cycles, 'the clear pass has no interlock: the setting cannot change it');
});
