import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Watchdog } from '../../../src/gpu/engine/watchdog.js';
import { TraceRecorder } from '../../../src/gpu/engine/trace.js';
import { sumPopsStats } from '../../../src/gpu/engine/stats.js';
import { emptyStats } from '../../../src/gpu/pops/stats.js';

test('watchdog expires only after more than the limit without progress', () => {
  const w = new Watchdog(100);
  w.progress(50);
  assert.equal(w.expired(150), false);
  assert.equal(w.expired(151), true);
  w.progress(151);
  assert.equal(w.expired(200), false);
});

test('trace records complete events only when enabled', () => {
  const off = new TraceRecorder(false);
  off.span('wave 1', 'wave', 0, 0, 10, 20, {});
  assert.equal(off.events.length, 0);
  const on = new TraceRecorder(true);
  on.span('wave 1', 'wave', 2, 1, 10, 25, { wave: 1 });
  const json = JSON.parse(on.toJson()) as { traceEvents: { ph: string; ts: number; dur: number; pid: number; tid: number }[] };
  assert.deepEqual(json.traceEvents.map((e) => [e.ph, e.ts, e.dur, e.pid, e.tid]), [['X', 10, 15, 2, 1]]);
});

test('POPS stats of several shader engines add up; the outstanding peak is a maximum', () => {
  const a = { ...emptyStats(), wavesLaunched: 3, maxOutstandingIds: 5 };
  const b = { ...emptyStats(), wavesLaunched: 4, maxOutstandingIds: 2 };
  const s = sumPopsStats([a, b]);
  assert.equal(s.wavesLaunched, 7);
  assert.equal(s.maxOutstandingIds, 5);
});
