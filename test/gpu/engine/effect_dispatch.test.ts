/** EffectDispatch on its own: fixed-latency counters drain in order, s_waitcnt blocks until they do, exports reach the sink. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Effect } from '../../../src/gpu/cu/effect.js';
import { EffectDispatch, EXPORT_LATENCY } from '../../../src/gpu/engine/effect_dispatch.js';
import { EngineContext } from '../../../src/gpu/engine/engine_context.js';
import type { ExportEvent } from '../../../src/gpu/engine/export_sink.js';
import { InFlightMemory } from '../../../src/gpu/engine/inflight_memory.js';
import { PopsWait } from '../../../src/gpu/engine/pops_wait.js';
import { WaveLauncher } from '../../../src/gpu/engine/wave_launcher.js';
import { engineParts, testWave } from './engine_harness.js';
import { WaveStatus } from '../../../src/gpu/engine/wave_context.js';

function setup() {
  const exports: { cycle: number; first: boolean; target: number }[] = [];
  const core = new EngineContext(
    engineParts('gfx10_3', { exports: { exportData: (e: ExportEvent) => exports.push({ cycle: e.cycle, first: e.first, target: e.effect.target }) } }),
  );
  const dispatch = new EffectDispatch(core, new InFlightMemory(core), new PopsWait(core), new WaveLauncher(core));
  const resumed: number[] = [];
  const runner = { advance: () => resumed.push(core.now) };
  core.events.waves = runner; // a resumed wave's continuation event reaches it
  const ctx = testWave('gfx10_3', 's_endpgm', runner);
  core.addLive(ctx);
  return { core, dispatch, ctx, resumed, exports };
}

const lds = (latency: number): Effect => ({ kind: 'local', counter: 'lgkm', latency });
const waitLgkm = (lgkm: number): Effect => ({ kind: 'waitcnt', vm: 63, vs: 63, lgkm, exp: 7 });

test('LDS counters drain in issue order: a shorter later request completes with the earlier one', () => {
  const { core, dispatch, ctx } = setup();
  const drops: [number, number][] = [];
  dispatch.apply(ctx, lds(30));
  dispatch.apply(ctx, lds(5));
  assert.equal(ctx.wave.lgkmcnt, 2);
  assert.equal(ctx.pending, 2);
  while (core.queue.runNext()) drops.push([core.now, ctx.wave.lgkmcnt]);
  assert.deepEqual(drops, [
    [30, 1],
    [30, 0],
  ]);
  assert.equal(ctx.pending, 0);
});

test('s_waitcnt blocks until the counter is within its limit, then the wave resumes at that cycle', () => {
  const { core, dispatch, ctx, resumed } = setup();
  dispatch.apply(ctx, lds(10));
  dispatch.apply(ctx, lds(20));
  dispatch.apply(ctx, waitLgkm(0));
  assert.equal(ctx.status, WaveStatus.Waitcnt);
  while (core.queue.runNext());
  assert.deepEqual(resumed, [20]);
  assert.equal(ctx.status, WaveStatus.Ready);
});

test('s_waitcnt already satisfied does not block', () => {
  const { core, dispatch, ctx, resumed } = setup();
  dispatch.apply(ctx, lds(10));
  dispatch.apply(ctx, waitLgkm(1));
  assert.equal(ctx.status, WaveStatus.Ready);
  while (core.queue.runNext());
  assert.deepEqual(resumed, [], 'nothing to resume');
});

test('exports reach the sink at issue (first flag on the first only); expcnt drains EXPORT_LATENCY later', () => {
  const { core, dispatch, ctx, exports } = setup();
  const exp = (target: number): Effect => ({ kind: 'export', target, enable: 15, done: false, validMask: false, compressed: false, sources: [0, 1, 2, 3] });
  core.queue.at(3, () => {
    dispatch.apply(ctx, exp(0));
    dispatch.apply(ctx, exp(1));
  });
  core.queue.runNext();
  assert.deepEqual(exports, [
    { cycle: 3, first: true, target: 0 },
    { cycle: 3, first: false, target: 1 },
  ]);
  assert.equal(ctx.wave.expcnt, 2);
  assert.equal(core.parts.counters.exports, 2);
  core.queue.runNext();
  assert.equal(core.now, 3 + EXPORT_LATENCY);
  assert.equal(ctx.wave.expcnt, 1);
});

test('an ended wave goes back to the pool only after its last pending drain', () => {
  const { core, dispatch, ctx } = setup();
  dispatch.apply(ctx, lds(10));
  ctx.ended = true; // as after s_endpgm: the wave's record still has an event queued
  core.releaseIfDone(ctx);
  assert.equal(ctx.pending, 1);
  // The pool is shared by the thread's engines: it may hold other waves, but not this one yet.
  const early = core.wavePool.take(ctx.wave.waveSize, ctx.wave.vgprCount, 1);
  assert.notEqual(early?.wave, ctx.wave);
  if (early !== undefined) core.wavePool.give(early);
  core.queue.runNext();
  assert.equal(ctx.pending, -1, 'released');
  assert.equal(core.wavePool.take(ctx.wave.waveSize, ctx.wave.vgprCount, 1)?.wave, ctx.wave);
});
