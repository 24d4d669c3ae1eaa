/** EngineEvents: indexed events reach the unit of their kind; a wave's events find it only while it is live. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { EngineContext } from '../../../src/gpu/engine/engine_context.js';
import { EventKind, lineEventIndex } from '../../../src/gpu/engine/engine_events.js';
import type { WaveContext } from '../../../src/gpu/engine/wave_context.js';
import { engineParts, testWave } from './engine_harness.js';

function setup() {
  const core = new EngineContext(engineParts('gfx10_3'));
  const log: string[] = [];
  const name = (ctx: WaveContext): string => `wave ${ctx.wave.uid}`;
  const runner = { advance: (ctx: WaveContext) => log.push(`advance ${name(ctx)}@${core.now}`) };
  core.events.waves = runner;
  core.events.sleeps = { sleepEnded: (ctx) => log.push(`sleep ended ${name(ctx)}@${core.now}`) };
  core.events.simds = { serve: (simd) => log.push(`serve ${simd}@${core.now}`) };
  core.events.memory = {
    lineArrived: (request, line) => log.push(`arrived ${request}.${line}@${core.now}`),
    lineServed: (request, line) => log.push(`served ${request}.${line}@${core.now}`),
    lineReturned: (request) => log.push(`returned ${request}@${core.now}`),
  };
  return { core, log, runner };
}

test('each kind reaches its unit with its index, in the queue order', () => {
  const { core, log, runner } = setup();
  const ctx = testWave('gfx10_3', 's_endpgm', runner, 0, 7);
  core.addLive(ctx);
  const q = core.queue;
  q.atIndexed(3, EventKind.Returned, 4);
  q.atIndexed(1, EventKind.LineServed, lineEventIndex(9, 255));
  q.atIndexed(1, EventKind.LineArrived, lineEventIndex(2, 0));
  q.atIndexed(2, EventKind.Serve, 5);
  q.atIndexed(2, EventKind.SleepEnded, ctx.eventIndex);
  core.continueAt(2, ctx);
  while (q.runNext());
  assert.deepEqual(log, ['served 9.255@1', 'arrived 2.0@1', 'serve 5@2', 'sleep ended wave 7@2', 'advance wave 7@2', 'returned 4@3']);
});

test("an ended wave's queued events find nothing, also after another wave took its table slot", () => {
  const { core, log, runner } = setup();
  const first = testWave('gfx10_3', 's_endpgm', runner, 0, 1);
  core.addLive(first);
  core.continueAt(5, first);
  core.queue.atIndexed(6, EventKind.SleepEnded, first.eventIndex);
  core.removeLive(first);
  const second = testWave('gfx10_3', 's_endpgm', runner, 0, 2);
  core.addLive(second);
  assert.equal(second.eventIndex & 0xffff, first.eventIndex & 0xffff, 'the freed slot is reused');
  assert.notEqual(second.eventIndex, first.eventIndex, 'with a new generation');
  core.continueAt(7, second);
  while (core.queue.runNext());
  assert.deepEqual(log, ['advance wave 2@7']);
  assert.equal(core.live.get(1), undefined);
  assert.equal(core.live.get(2), second);
});
