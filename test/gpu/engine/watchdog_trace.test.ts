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
  const off = new TraceRecorder(false, 10);
  off.span('wave', 'wave', 0, 0, 1, 10, 20);
  assert.equal(off.events().length, 0);
  const on = new TraceRecorder(true, 10);
  on.span('wave', 'wave', 2, 1, 1, 10, 25);
  const json = JSON.parse(on.toJson()) as { traceEvents: { ph: string; ts: number; dur: number; pid: number; tid: number }[] };
  // CU 2 is pid 3 (pid 0 is special to Perfetto); SIMD 1's first slot of 10 is tid 11.
  assert.deepEqual(json.traceEvents.filter((e) => e.ph === 'X').map((e) => [e.ph, e.ts, e.dur, e.pid, e.tid]), [['X', 10, 15, 3, 11]]);
});

test('trace: waves overlapping in time on one SIMD get slots of their own, POPS spans sit on their wave\'s slot, names are metadata', () => {
  const t = new TraceRecorder(true, 2);
  // Spans arrive as they end: the POPS spans before their wave's.
  t.span('POPS wait', 'pops', 0, 0, 7, 20, 30);
  t.span('ordered section', 'pops', 0, 0, 7, 30, 40);
  t.span('wave', 'wave', 0, 0, 5, 0, 50);
  t.span('wave', 'wave', 0, 0, 7, 10, 45);
  t.span('wave', 'wave', 0, 0, 9, 50, 60); // slot 0 is free again at 50
  const events = t.events();
  const spans = events.filter((e) => e.ph === 'X');
  assert.deepEqual(
    spans.map((e) => [e.name, e.args.wave, e.ts, e.tid]),
    [
      ['wave', 5, 0, 1],
      ['wave', 7, 10, 2],
      ['POPS wait', 7, 20, 2],
      ['ordered section', 7, 30, 2],
      ['wave', 9, 50, 1],
    ],
  );
  const names = events.filter((e) => e.ph === 'M' && e.name.endsWith('_name')).map((e) => [e.name, e.pid, e.tid, e.args.name]);
  assert.deepEqual(names, [
    ['process_name', 1, 0, 'CU 0'],
    ['thread_name', 1, 1, 'SIMD 0 slot 0'],
    ['thread_name', 1, 2, 'SIMD 0 slot 1'],
  ]);
  // A third wave at once on a SIMD of two slots is a bug of the model, not a trace.
  t.span('wave', 'wave', 0, 0, 11, 12, 13);
  assert.throws(() => t.events(), /more than 2 waves at once/);
});

test('POPS stats of several shader engines add up; the outstanding peak is a maximum', () => {
  const a = { ...emptyStats(), wavesLaunched: 3, maxOutstandingIds: 5 };
  const b = { ...emptyStats(), wavesLaunched: 4, maxOutstandingIds: 2 };
  const s = sumPopsStats([a, b]);
  assert.equal(s.wavesLaunched, 7);
  assert.equal(s.maxOutstandingIds, 5);
});
