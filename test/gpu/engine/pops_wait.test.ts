/** PopsWait on its own: s_sleep timing (S6), the remembered wake-up, and the lazy-polling (GFX9) timer grid. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { EngineContext } from '../../../src/gpu/engine/engine_context.js';
import { PopsWait, skippedPolls } from '../../../src/gpu/engine/pops_wait.js';
import { engineParts, testWave } from './engine_harness.js';
import { WaveStatus } from '../../../src/gpu/engine/wave_context.js';

function setup() {
  const core = new EngineContext(engineParts('gfx10_3'));
  const popsWait = new PopsWait(core);
  const resumed: number[] = [];
  const runner = { advance: () => resumed.push(core.now) };
  core.events.waves = runner; // a woken wave's continuation event reaches it
  const ctx = testWave('gfx10_3', 's_sleep 2\ns_endpgm', runner);
  core.addLive(ctx);
  return { core, popsWait, ctx, resumed, counters: core.parts.counters };
}

test('s_sleep N sleeps 64·N cycles, then the wave runs on; the sleep counts as a POPS wait', () => {
  const { core, popsWait, ctx, resumed, counters } = setup();
  core.queue.at(10, () => popsWait.sleep(ctx, 2));
  core.queue.runNext();
  assert.equal(ctx.status, WaveStatus.Sleep);
  assert.equal(ctx.polling, true);
  while (core.queue.runNext());
  assert.deepEqual(resumed, [10 + 128]);
  assert.equal(ctx.status, WaveStatus.Ready);
  assert.equal(counters.sleeps, 1);
  assert.equal(counters.sleepCycles, 128);
  assert.equal(counters.wakeUps, 0);
  assert.equal(counters.popsWaitWaves, 1);
});

test('s_sleep 0 still sleeps one cycle', () => {
  const { core, popsWait, ctx, resumed } = setup();
  popsWait.sleep(ctx, 0);
  while (core.queue.runNext());
  assert.deepEqual(resumed, [1]);
});

test('a wake-up remembered while awake ends the next s_sleep at once (S6 lost wake-up), only once', () => {
  const { core, popsWait, ctx, resumed, counters } = setup();
  ctx.wakePending = true;
  popsWait.sleep(ctx, 0xffff);
  assert.equal(ctx.status, WaveStatus.Ready, 'never went to sleep');
  assert.equal(ctx.wakePending, false);
  assert.equal(core.queue.size, 0, 'no timer');
  assert.equal(counters.sleeps, 1);
  assert.equal(counters.wakeUps, 1);
  assert.equal(counters.lateWakeUps, 1);
  popsWait.sleep(ctx, 1);
  assert.equal(ctx.status, WaveStatus.Sleep);
  while (core.queue.runNext());
  assert.deepEqual(resumed, [64]);
});

test('the POPS wait ends at the next real work: its cycles count and the ordered section starts', () => {
  const { core, popsWait, ctx, counters } = setup();
  core.queue.at(5, () => popsWait.sleep(ctx, 1));
  while (core.queue.runNext());
  core.queue.at(100, () => popsWait.endPolling(ctx));
  core.queue.runNext();
  assert.equal(ctx.polling, false);
  assert.equal(counters.popsWaitCycles, 95);
  assert.equal(ctx.orderedStart, 100);
  assert.deepEqual(
    core.parts.trace.events().filter((e) => e.ph === 'X').map((e) => [e.name, e.ts, e.dur]),
    [['POPS wait', 5, 95]],
  );
});

test('lazy polling, GFX9: the parked wave fires at the first iteration whose exiting-ID read is at or after the exit', () => {
  // Timers at 1000, 1000 + 250, …; each iteration reads the exiting ID 20 cycles after its timer.
  assert.equal(skippedPolls(1000, 1000, 250, 20), 0);
  assert.equal(skippedPolls(1020, 1000, 250, 20), 0, 'an exit right at a read is seen by it');
  assert.equal(skippedPolls(1021, 1000, 250, 20), 1);
  assert.equal(skippedPolls(1270, 1000, 250, 20), 1);
  assert.equal(skippedPolls(1271, 1000, 250, 20), 2);
  assert.equal(skippedPolls(500, 1000, 250, 20), 0, 'never before the first timer');
});
