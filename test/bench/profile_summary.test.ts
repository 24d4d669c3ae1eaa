import { test } from 'node:test';
import assert from 'node:assert/strict';
import { type CpuProfile, eventKinds, functionKey, inclusiveTime, lineTicks, selfTime, selfTimeByFile, shareLines, shortPath, withoutSamplesIn } from '../../bench/profile_summary.js';

const ENGINE = 'file:///w/dist/src/gpu/engine/event_queue.js';
const RUNNER = 'file:///w/dist/src/gpu/engine/wave_runner.js';

/**
 * (root) → runUntil → advance → advance (recursion) → exec, and (root) → (garbage collector).
 * Samples: runUntil 10 µs, advance (outer) 20, advance (inner) 30, exec 40, GC 5.
 */
const PROFILE: CpuProfile = {
  nodes: [
    { id: 1, callFrame: { functionName: '(root)', url: '', lineNumber: -1 }, children: [2, 6] },
    { id: 2, callFrame: { functionName: 'runUntil', url: ENGINE, lineNumber: 527 }, children: [3] },
    { id: 3, callFrame: { functionName: 'advance', url: RUNNER, lineNumber: 33 }, children: [4], positionTicks: [{ line: 40, ticks: 2 }] },
    {
      id: 4,
      callFrame: { functionName: 'advance', url: RUNNER, lineNumber: 33 },
      children: [5],
      positionTicks: [
        { line: 40, ticks: 1 },
        { line: 35, ticks: 3 },
      ],
    },
    { id: 5, callFrame: { functionName: '', url: RUNNER, lineNumber: 99 } },
    { id: 6, callFrame: { functionName: '(garbage collector)', url: '', lineNumber: -1 } },
  ],
  samples: [2, 3, 4, 5, 6],
  timeDeltas: [10, 20, 30, 40, 5],
};

test('shortPath keeps the path from dist/ on, else the last two parts', () => {
  assert.equal(shortPath(ENGINE), 'src/gpu/engine/event_queue.js');
  assert.equal(shortPath('node:internal/modules/esm/utils'), 'esm/utils');
  assert.equal(functionKey(PROFILE.nodes[1]!.callFrame), 'runUntil src/gpu/engine/event_queue.js:528');
  assert.equal(functionKey(PROFILE.nodes[4]!.callFrame), '(anonymous) src/gpu/engine/wave_runner.js:100');
});

test('selfTime adds the samples of every node of a function; shares are of the whole profile', () => {
  const self = selfTime(PROFILE);
  assert.deepEqual(
    self.map((r) => [r.name, r.micros]),
    [
      ['advance src/gpu/engine/wave_runner.js:34', 50],
      ['(anonymous) src/gpu/engine/wave_runner.js:100', 40],
      ['runUntil src/gpu/engine/event_queue.js:528', 10],
      ['(garbage collector)', 5],
    ],
  );
  assert.equal(self[0]!.share, 50 / 105);
  assert.deepEqual(shareLines(self, 1), ['   47.6 %  advance src/gpu/engine/wave_runner.js:34']);
});

test('selfTimeByFile groups by script, V8 entries by their own name', () => {
  assert.deepEqual(
    selfTimeByFile(PROFILE).map((r) => [r.name, r.micros]),
    [
      ['src/gpu/engine/wave_runner.js', 90],
      ['src/gpu/engine/event_queue.js', 10],
      ['(garbage collector)', 5],
    ],
  );
});

test('inclusiveTime counts a recursive function once per sample and leaves out (root)', () => {
  const incl = new Map(inclusiveTime(PROFILE).map((r) => [r.name, r.micros]));
  assert.equal(incl.get('runUntil src/gpu/engine/event_queue.js:528'), 100);
  assert.equal(incl.get('advance src/gpu/engine/wave_runner.js:34'), 90, 'not 20 + 2·30 + 2·40');
  assert.equal(incl.get('(anonymous) src/gpu/engine/wave_runner.js:100'), 40);
  assert.equal(incl.get('(garbage collector)'), 5);
  assert.equal(incl.has('(root)'), false);
});

test('inclusiveTime below a function counts only its callees, and only samples under it', () => {
  const incl = new Map(inclusiveTime(PROFILE, 'runUntil').map((r) => [r.name, r.micros]));
  assert.equal(incl.has('runUntil src/gpu/engine/event_queue.js:528'), false, 'the function itself is left out');
  assert.equal(incl.get('advance src/gpu/engine/wave_runner.js:34'), 90);
  assert.equal(incl.get('(anonymous) src/gpu/engine/wave_runner.js:100'), 40);
  assert.equal(incl.has('(garbage collector)'), false, 'a sample outside runUntil');
  const underAdvance = new Map(inclusiveTime(PROFILE, 'advance').map((r) => [r.name, r.micros]));
  assert.equal(underAdvance.get('advance src/gpu/engine/wave_runner.js:34'), 70, 'the inner advance is below the outermost one');
  assert.equal(underAdvance.get('(anonymous) src/gpu/engine/wave_runner.js:100'), 40);
});

test('lineTicks adds the ticks of a line over the function\'s nodes, by line', () => {
  assert.deepEqual(lineTicks(PROFILE, 'advance'), [
    { url: RUNNER, line: 35, ticks: 3 },
    { url: RUNNER, line: 40, ticks: 3 },
  ]);
  assert.deepEqual(lineTicks(PROFILE, 'nothing'), []);
});

test('eventKinds lists the kinds most events first, equal counts by name', () => {
  const counts = new Map<string, number>([
    ['lineServedEvent', 7],
    ['advanceWave', 9],
    ['(anonymous)', 7],
  ]);
  assert.deepEqual(eventKinds(counts), [
    { kind: 'advanceWave', events: 9 },
    { kind: '(anonymous)', events: 7 },
    { kind: 'lineServedEvent', events: 7 },
  ]);
});

test('withoutSamplesIn drops the samples inside frames of a script, keeping the others and their times', () => {
  const trimmed = withoutSamplesIn(PROFILE, 'file:///w/dist/src/gpu/engine/wave_runner');
  assert.deepEqual(trimmed.samples, [2, 6]);
  assert.deepEqual(trimmed.timeDeltas, [10, 5]);
  assert.deepEqual(
    selfTime(trimmed).map((r) => [r.name, r.micros]),
    [
      ['runUntil src/gpu/engine/event_queue.js:528', 10],
      ['(garbage collector)', 5],
    ],
  );
});
