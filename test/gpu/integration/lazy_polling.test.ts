/**
 * Lazy polling (GpuOptions.lazyPolling, docs/gpu_engine.md "Lazy polling"):
 * on GFX9 the failed polls of a regular POPS wait are skipped — ordering
 * results must not change, the timing only slightly (the skipped polls' SIMD
 * issue time) — and an irregular wait (S2) still hangs. GFX10+ polls eagerly
 * anyway (a wake-up's failed poll delays the satisfied wave, so skipping it
 * cannot be exact) and GFX11 never polls (S10): identical to exact polling.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { GpuHangError } from '../../../src/gpu/engine/errors.js';
import { apiRunner, caseByName } from '../../../src/scenes/interlock_cts/index.js';
import { popsCounterShader, runScene } from './scene.js';

const TRIANGLES = 8;

function run(gfx: 'gfx9' | 'gfx10' | 'gfx10_3' | 'gfx11', lazyPolling: boolean) {
  return runScene({ gfx, shader: popsCounterShader(gfx, 32), triangles: TRIANGLES, pops: true, gpu: { lazyPolling } });
}

test('gfx9: lazy polling keeps every ordered layer, skips failed polls, and moves the cycle count by under 2 %', () => {
  const exact = run('gfx9', false);
  const lazy = run('gfx9', true);
  assert.deepEqual([...new Set(lazy.counters())], [TRIANGLES]);
  assert.deepEqual(lazy.counters(), exact.counters());
  assert.equal(lazy.stats.wavesLaunched, exact.stats.wavesLaunched);
  // The wait loop's scalar instructions (exiting-ID read, compare, branch, sleep) are what lazy polling skips.
  assert.ok(lazy.stats.instructions.salu < exact.stats.instructions.salu * 0.8, `salu ${lazy.stats.instructions.salu} vs ${exact.stats.instructions.salu}`);
  const drift = Math.abs(lazy.stats.cycles - exact.stats.cycles) / exact.stats.cycles;
  assert.ok(drift < 0.02, `cycles ${lazy.stats.cycles} vs ${exact.stats.cycles}`);
  // S6 on GFX9 still holds: every sleep (skipped ones counted) lasts its full s_sleep 3.
  assert.equal(lazy.stats.wakeUps, 0);
  assert.equal(lazy.stats.sleepCycles, lazy.stats.sleeps * 64 * 3);
});

for (const gfx of ['gfx10', 'gfx10_3', 'gfx11'] as const) {
  test(`${gfx}: lazy polling changes nothing (${gfx === 'gfx11' ? 'waves wait with s_wait_event, S10' : 'every wake-up is polled, S6'})`, () => {
    const exact = run(gfx, false);
    const lazy = run(gfx, true);
    if (gfx !== 'gfx11') assert.ok(exact.stats.wakeUps > 0, 'the scene has POPS wake-ups');
    assert.deepEqual(lazy.stats, exact.stats);
    assert.deepEqual(lazy.counters(), exact.counters());
  });
}

/**
 * Conformance cases where the former GFX10+ lazy mode (parking until the satisfying exit) ran
 * 5–23 % fewer cycles than exact polling on NAVI10 and NAVI21: with lazy polling asked for,
 * GFX10+ must give the same values and cycles.
 */
const GFX10_PLUS_CASES = ['basic.discard.ssbo.sample_ordered.4xaa.no_sample_shading.16x16', 'basic.nodiscard.ssbo.sample_unordered.4xaa.sample_shading.32x32'];

for (const chip of ['NAVI10', 'NAVI21', 'NAVI31']) {
  test(`${chip}: conformance cases give the same values and cycles with and without lazy polling`, async () => {
    const runner = apiRunner(chip);
    for (const name of GFX10_PLUS_CASES) {
      const c = caseByName(name);
      const exact = await runner.run(c, { lazyPolling: false });
      const lazy = await runner.run(c, { lazyPolling: true });
      assert.deepEqual(lazy.stats, exact.stats, name);
      assert.deepEqual(lazy.result, exact.result, name);
    }
  });
}

test('gfx9: an irregular wait (no did-overlap check, S2) polls eagerly and still hangs under lazy polling', () => {
  const shader = popsCounterShader('gfx9', 32, (p) => ({ ...p, before: p.before.split('\n').filter((l) => !/s_bitcmp1_b32 s2, 31|s_cbranch_scc0 1[67]/.test(l)).join('\n') }));
  assert.throws(
    () => runScene({ gfx: 'gfx9', shader, triangles: 4, pops: true, gpu: { watchdogCycles: 200_000, lazyPolling: true } }),
    (e: unknown) => e instanceof GpuHangError && /\(S2\)/.test(e.message),
  );
});
