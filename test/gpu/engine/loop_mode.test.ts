/**
 * Loop mode (engine/wave_runner.ts `waitLoopStep`, docs/gpu_engine.md "Loop
 * mode"): a polling wave keeps its wait loop's registers in its context, which
 * is only right while nothing else writes them. A scalar load still in flight
 * when the wave reaches the loop does; such a wave must poll on its SGPRs,
 * so each exiting-ID read (S5) and s_sleep (S6) sees the registers the
 * hardware would.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { popsCounterShader, runScene } from '../integration/scene.js';

const TRIANGLES = 4;

/**
 * The GFX10.3 example whose wait threshold (s5, the loop's compare operand)
 * is then overwritten by a scalar load of the first pixel's counter (0..4):
 * below any exiting-ID sum, so once the load lands the compare leaves the
 * loop. `wait` puts s_waitcnt lgkmcnt(0) before the loop; without it the
 * load is still in flight at the loop's first read.
 */
function thresholdLoaded(wait: boolean) {
  return (p: { before: string; after: string }) => {
    const load = ['s_mov_b32 s8, s0', 's_mov_b32 s9, 0', 's_load_dword s5, s[8:9], 0x0', ...(wait ? ['s_waitcnt lgkmcnt(0)'] : [])];
    const lines = p.before.split('\n').flatMap((l) => {
      if (l === 's_cbranch_scc0 16') return [`s_cbranch_scc0 ${16 + 2 * load.length}`];
      if (l === 's_add_i32 s5, s5, s4') return [l, ...load];
      return [l];
    });
    return { ...p, before: lines.join('\n') };
  };
}

test('a scalar load in flight at the wait loop: the wave polls on its SGPRs, so the loaded threshold ends its wait', () => {
  const run = (shader: string) => runScene({ gfx: 'gfx10_3', shader, triangles: TRIANGLES, pops: true }).stats;
  const ordered = run(popsCounterShader('gfx10_3', 32));
  const waited = run(popsCounterShader('gfx10_3', 32, thresholdLoaded(true)));
  const inFlight = run(popsCounterShader('gfx10_3', 32, thresholdLoaded(false)));
  // With the load waited for, the threshold is below every sum from the first read: no wave sleeps.
  assert.equal(waited.sleeps, 0);
  // In flight, the first polls compare against the old threshold, and the wave leaves once the load lands.
  // Polling on a copy of the registers taken at the first read would wait out the whole POPS order
  // instead, sleeping as often as the unmodified example (413 against 91 when last measured).
  assert.ok(inFlight.sleeps > 0, 'the first polls see the old threshold');
  assert.ok(inFlight.sleeps < ordered.sleeps / 2, `sleeps: ${inFlight.sleeps} in flight, ${ordered.sleeps} ordered`);
  assert.ok(inFlight.popsWaitCycles < ordered.popsWaitCycles * 0.75, `wait cycles: ${inFlight.popsWaitCycles} in flight, ${ordered.popsWaitCycles} ordered`);
});
