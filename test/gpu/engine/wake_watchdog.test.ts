/**
 * The GFX10/10.3 wait loop's lost wake-up (S6), the S9 stall and the
 * watchdog deadline, end to end on the GPU model.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LAUNCH_LATENCY } from '../../../src/gpu/engine/wave_launcher.js';
import { GpuHangError } from '../../../src/gpu/engine/errors.js';
import { popsCounterShader, runScene } from '../integration/scene.js';

const TRIANGLES = 4;
/** The longest s_sleep: 64 · 0xFFFF cycles. */
const LONGEST_SLEEP = 64 * 0xffff;

function hangOf(run: () => unknown): GpuHangError {
  try {
    run();
  } catch (e) {
    if (e instanceof GpuHangError) return e;
    throw e;
  }
  assert.fail('expected a GpuHangError');
}

/**
 * The GFX10.3 example with a delay loop (about 0x200 iterations) between the
 * exiting-ID compare and the s_sleep, so an exit — and its wake-up — lands
 * while the wave is not asleep yet. Branch offsets grow by the loop's 4 dwords.
 */
function racyWaitLoop(p: { before: string; after: string }): { before: string; after: string } {
  const delay = ['s_movk_i32 s7, 0x200', 's_sub_u32 s7, s7, 1', 's_cmp_lg_u32 s7, 0', 's_cbranch_scc1 -3'];
  const lines = p.before.split('\n').flatMap((l) => {
    if (l === 's_cbranch_scc0 16') return ['s_cbranch_scc0 20'];
    if (l === 's_cbranch_scc0 2') return ['s_cbranch_scc0 6', ...delay];
    if (l === 's_branch -5') return ['s_branch -9'];
    return [l];
  });
  assert.equal(lines.length, p.before.split('\n').length + 4, 'the example changed: offsets need revisiting');
  return { ...p, before: lines.join('\n') };
}

test('S6 lost wake-up: a wake between the poll and the s_sleep ends that sleep at once (GFX10.3)', () => {
  // Without the remembered wake-up the wave would sleep 64·0xFFFF cycles, beyond this watchdog.
  const s = runScene({ gfx: 'gfx10_3', shader: popsCounterShader('gfx10_3', 32, racyWaitLoop), triangles: TRIANGLES, pops: true, gpu: { watchdogCycles: 200_000 } });
  assert.deepEqual([...new Set(s.counters())], [TRIANGLES]);
  assert.ok(s.stats.lateWakeUps > 0, 'some wake-up arrived inside the window');
  assert.ok(s.stats.lateWakeUps <= s.stats.wakeUps);
  assert.ok(s.stats.cycles < LONGEST_SLEEP, `cycles ${s.stats.cycles}`);
});

test('S6: GFX9 gets no wake-ups, so none is remembered either', () => {
  const s = runScene({ gfx: 'gfx9', shader: popsCounterShader('gfx9', 32), triangles: TRIANGLES, pops: true });
  assert.equal(s.stats.wakeUps, 0);
  assert.equal(s.stats.lateWakeUps, 0);
});

for (const gfx of ['gfx10', 'gfx10_3'] as const) {
  test(`${gfx} S9: ending without ORDERED_PS_DONE after setting the packer stalls later overlapping waves; the report names the stuck wave`, () => {
    const noDone = (p: { before: string; after: string }) => ({ ...p, after: p.after.split('\n').filter((l) => !/s_sendmsg/.test(l)).join('\n') });
    const e = hangOf(() => runScene({ gfx, shader: popsCounterShader(gfx, 32, noDone), triangles: TRIANGLES, pops: true, gpu: { watchdogCycles: 100_000 } }));
    const stuck = e.waves.find((w) => /ended after setting the POPS packer register without sending ORDERED_PS_DONE \(S9\)/.test(w.pops));
    assert.ok(stuck, e.message);
    assert.match(stuck.pops, /waits for the exiting wave ID to pass \d+; it is \d+: wave \d+ \(ID \d+\)/);
    // The waiters sleep in the wait loop, so their next instruction is its branch back after s_sleep
    // (in loop mode the index is the context's, written back into the wave for the report).
    const asleep = e.waves.filter((w) => w.status === 'sleep' && w.state === 'pops-wait');
    assert.ok(asleep.length > 0, e.message);
    for (const w of asleep) assert.match(w.instruction, /^s_branch /, e.message);
    // The deadline: reported within the watchdog limit, not when the sleepers' 0xFFFF timers fire.
    assert.ok(e.cycle < LONGEST_SLEEP, `hang at ${e.cycle}`);
  });
}

test('watchdog deadline: a wave asleep for 64·0xFFFF cycles is reported when the limit passes, at that cycle', () => {
  // One pixel wave sleeps; its launch (decided LAUNCH_LATENCY cycles before its first instruction, after the
  // vertex wave) is the last progress; nothing else happens.
  const e = hangOf(() => runScene({ gfx: 'gfx10_3', shader: 's_sleep 0xffff\ns_endpgm', width: 2, height: 2, gpu: { watchdogCycles: 1000 } }));
  assert.equal(e.cycle, e.waves[0]!.launchCycle - LAUNCH_LATENCY + 1000);
  assert.match(e.message, /no progress for 1000 cycles/);
  assert.equal(e.waves.length, 1);
  assert.match(e.waves[0]!.status, /sleep/);
});

test('psInvocations counts covered lanes: 32x32 pixels x 4 layers; per-sample invocations count separately', () => {
  const s = runScene({ gfx: 'gfx10_3', shader: popsCounterShader('gfx10_3', 32), triangles: TRIANGLES, pops: true });
  assert.equal(s.stats.psInvocations, 32 * 32 * TRIANGLES);
  // A 3x3 target: the right column and bottom row quads hold helper lanes, which are not invocations.
  const odd = runScene({ gfx: 'gfx10_3', shader: 's_endpgm', width: 3, height: 3 });
  assert.equal(odd.stats.psInvocations, 9);
  assert.equal(odd.stats.quads, 4);
});
