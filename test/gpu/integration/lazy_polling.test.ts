/**
 * Lazy polling (GpuOptions.lazyPolling, docs/gpu_engine.md "Lazy polling"):
 * the failed polls of a regular POPS wait are skipped. Ordering results must
 * not change, the timing only slightly (the skipped polls' SIMD issue time),
 * GFX11 (no polling, S10) not at all, and an irregular wait (S2) still hangs.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { GpuHangError } from '../../../src/gpu/engine/errors.js';
import { popsCounterShader, runScene } from './scene.js';

const TRIANGLES = 8;

function run(gfx: 'gfx9' | 'gfx10_3' | 'gfx11', lazyPolling: boolean) {
  return runScene({ gfx, shader: popsCounterShader(gfx, 32), triangles: TRIANGLES, pops: true, gpu: { lazyPolling } });
}

for (const gfx of ['gfx9', 'gfx10_3'] as const) {
  test(`${gfx}: lazy polling keeps every ordered layer, skips failed polls, and moves the cycle count by under 2 %`, () => {
    const exact = run(gfx, false);
    const lazy = run(gfx, true);
    assert.deepEqual([...new Set(lazy.counters())], [TRIANGLES]);
    assert.deepEqual(lazy.counters(), exact.counters());
    assert.equal(lazy.stats.wavesLaunched, exact.stats.wavesLaunched);
    // The wait loop's scalar instructions (exiting-ID read, compare, branch, sleep) are what lazy polling skips.
    assert.ok(lazy.stats.instructions.salu < exact.stats.instructions.salu * 0.8, `salu ${lazy.stats.instructions.salu} vs ${exact.stats.instructions.salu}`);
    const drift = Math.abs(lazy.stats.cycles - exact.stats.cycles) / exact.stats.cycles;
    assert.ok(drift < 0.02, `cycles ${lazy.stats.cycles} vs ${exact.stats.cycles}`);
    if (gfx === 'gfx9') {
      // S6 on GFX9 still holds: every sleep (skipped ones counted) lasts its full s_sleep 3.
      assert.equal(lazy.stats.wakeUps, 0);
      assert.equal(lazy.stats.sleepCycles, lazy.stats.sleeps * 64 * 3);
    } else {
      assert.ok(lazy.stats.wakeUps < exact.stats.wakeUps, `wake-ups ${lazy.stats.wakeUps} vs ${exact.stats.wakeUps}: no storm`);
    }
  });
}

test('gfx11: lazy polling changes nothing (waves wait with s_wait_event, S10)', () => {
  const exact = run('gfx11', false);
  const lazy = run('gfx11', true);
  assert.deepEqual(lazy.stats, exact.stats);
  assert.deepEqual(lazy.counters(), exact.counters());
});

test('gfx9: an irregular wait (no did-overlap check, S2) polls eagerly and still hangs under lazy polling', () => {
  const shader = popsCounterShader('gfx9', 32, (p) => ({ ...p, before: p.before.split('\n').filter((l) => !/s_bitcmp1_b32 s2, 31|s_cbranch_scc0 1[67]/.test(l)).join('\n') }));
  assert.throws(
    () => runScene({ gfx: 'gfx9', shader, triangles: 4, pops: true, gpu: { watchdogCycles: 200_000, lazyPolling: true } }),
    (e: unknown) => e instanceof GpuHangError && /\(S2\)/.test(e.message),
  );
});
