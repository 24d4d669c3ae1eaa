/** Attribution of callgrind's instruction counts to V8's code objects (bench/callgrind_profile.ts). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { callEdges, eventTotals, functionName, instructionsAt, parseOptimizedCode, parsePerfMap, selfCosts, selfInstructions, symbolAt } from '../../bench/callgrind_profile.js';

const PERF_MAP = [
  '1000 40 JS:*runUntil file:///home/u/popsim/dist/src/gpu/engine/event_queue.js:664:13',
  '1040 20 JS:^runUntil file:///home/u/popsim/dist/src/gpu/engine/event_queue.js:664:13',
  '2000 18 Builtin:RecordWriteSaveFP',
  'not a map line',
].join('\n');

test('perf map: sorted by address; an address belongs to the code object whose range holds it', () => {
  const symbols = parsePerfMap(['2000 100 B', '1000 40 A'].join('\n'));
  assert.deepEqual(
    symbols.map((s) => s.name),
    ['A', 'B'],
  );
  assert.equal(symbolAt(symbols, 0x1000)?.name, 'A');
  assert.equal(symbolAt(symbols, 0x103f)?.name, 'A');
  assert.equal(symbolAt(symbols, 0x1040), undefined, 'past the end of A, before B');
  assert.equal(symbolAt(symbols, 0x20ff)?.name, 'B');
  assert.equal(symbolAt(symbols, 0xfff), undefined);
});

test('a function is named without its tier marker and checkout path, so its compiled versions merge', () => {
  assert.equal(functionName('JS:*runUntil file:///home/u/popsim/dist/src/gpu/engine/event_queue.js:664:13'), 'runUntil src/gpu/engine/event_queue.js:664');
  assert.equal(functionName('JS:^runUntil file:///x/dist/src/gpu/engine/event_queue.js:664:13'), 'runUntil src/gpu/engine/event_queue.js:664');
  assert.equal(functionName('Builtin:RecordWriteSaveFP'), 'Builtin:RecordWriteSaveFP');
});

test("own instructions: absolute, relative and repeated positions; a call's inclusive cost is not the caller's; unmapped code by callgrind's name", () => {
  const callgrind = [
    'positions: instr line',
    'events: Ir',
    'fn=(1) 0x0000000000001000',
    '0x1000 0 5', // runUntil (optimized): 5
    '+4 0 7', // 0x1004: 7
    'calls=3 0x2000 0',
    '+2 0 900', // 0x1006: the call's inclusive cost, not runUntil's
    '* 0 1', // 0x1006 again: runUntil's own 1
    '+0x3a 0 2', // 0x1040: the baseline version, merged
    'cfn=(3) v8::internal::Heap::Scavenge()',
    'calls=1 0x9000 0',
    '* 0 11', // 0x1040: a call, inclusive
    'fn=(3)', // named by the cfn= line above
    '0x9000 0 11', // not in the map: callgrind's name
    'fn=(1)',
    '0x2010 0 4', // the builtin
    '-16 0 6', // 0x2000: the builtin again
  ];
  const byFunction = selfInstructions(callgrind, parsePerfMap(PERF_MAP));
  assert.deepEqual(Object.fromEntries(byFunction), {
    'runUntil src/gpu/engine/event_queue.js:664': 15,
    'v8::internal::Heap::Scavenge()': 11,
    'Builtin:RecordWriteSaveFP': 10,
  });
});

test('with the cache simulation: one cost per event of the events: line, left-out trailing costs are 0, totals sum the named events', () => {
  const callgrind = [
    'positions: instr line',
    'events: Ir Dr Dw I1mr D1mr D1mw ILmr DLmr DLmw',
    'fn=(1) 0x0000000000001000',
    '0x1000 0 10 4 2 0 3 1 0 2 1', // runUntil: every event
    '+4 0 5 2', // trailing costs left out: 0
    'calls=1 0x2000 0',
    '+2 0 90 40 20 0 30 10 0 20 10', // a call's inclusive costs, not runUntil's
    '0x2000 0 7 1 1 0 0 1 0 0 1', // the builtin
  ];
  const costs = selfCosts(callgrind, parsePerfMap(PERF_MAP));
  assert.deepEqual(costs.events, ['Ir', 'Dr', 'Dw', 'I1mr', 'D1mr', 'D1mw', 'ILmr', 'DLmr', 'DLmw']);
  assert.deepEqual(costs.byFunction.get('runUntil src/gpu/engine/event_queue.js:664'), [15, 6, 2, 0, 3, 1, 0, 2, 1]);
  assert.deepEqual([...costs.javascript], ['runUntil src/gpu/engine/event_queue.js:664'], 'JavaScript by its perf-map name, not the builtin');
  assert.deepEqual(Object.fromEntries(eventTotals(costs, ['DLmr', 'DLmw'])), {
    'runUntil src/gpu/engine/event_queue.js:664': 3,
    'Builtin:RecordWriteSaveFP': 1,
  });
  assert.deepEqual(Object.fromEntries(eventTotals(costs, ['Ir', 'NotCounted'])), {
    'runUntil src/gpu/engine/event_queue.js:664': 15,
    'Builtin:RecordWriteSaveFP': 7,
  });
  assert.deepEqual(Object.fromEntries(selfInstructions(callgrind, parsePerfMap(PERF_MAP))), Object.fromEntries(eventTotals(costs, ['Ir'])));
});

test('own instructions per address: only the wanted addresses, summed over repeats, a call\'s inclusive cost left out', () => {
  const callgrind = [
    'positions: instr line',
    'events: Ir Dr',
    'fn=(1) 0x0000000000001000',
    '0x1000 0 5 1',
    '+4 0 7 2', // 0x1004
    'calls=3 0x2000 0',
    '+2 0 900 9', // 0x1006: a call's inclusive cost
    '* 0 1 0', // 0x1006: its own
    'fn=(2) 0x0000000000001000',
    '0x1004 0 3 0', // 0x1004 again, from another dump
  ];
  const byAddress = instructionsAt(callgrind, new Set([0x1004, 0x1006, 0x3000]));
  assert.deepEqual([...byAddress].sort((a, b) => a[0] - b[0]), [
    [0x1004, 10],
    [0x1006, 1],
  ]);
});

test('call edges: calls and inclusive instructions per caller and callee function, merged over call sites and compiled versions', () => {
  const callgrind = [
    'positions: instr line',
    'events: Ir Dr',
    'fn=(1) 0x0000000000001000',
    '0x1000 0 5 1', // runUntil's own: not an edge
    'calls=3 0x2000 0',
    '+6 0 900 9', // 0x1006: 3 calls of the builtin, 900 inclusive
    'calls=2 +0x1006 0', // a relative target: 0x1006 + 0x1006 = 0x200c, the builtin again
    '* 0 100 1', // 0x1006: 2 more calls, 100 inclusive
    'cfn=(3) v8::internal::Heap::Scavenge()',
    'calls=1 0x9000 0',
    '+0x3a 0 11 0', // 0x1040: the baseline runUntil calls code the map does not name
    'fn=(2) 0x0000000000002000',
    '0x2000 0 4 0', // the builtin's own
  ];
  const edges = callEdges(callgrind, parsePerfMap(PERF_MAP)).sort((a, b) => b.inclusive - a.inclusive);
  assert.deepEqual(edges, [
    { caller: 'runUntil src/gpu/engine/event_queue.js:664', callee: 'Builtin:RecordWriteSaveFP', calls: 5, inclusive: 1000 },
    { caller: 'runUntil src/gpu/engine/event_queue.js:664', callee: 'v8::internal::Heap::Scavenge()', calls: 1, inclusive: 11 },
  ]);
  // The own costs are those without the edges' lines.
  assert.deepEqual(Object.fromEntries(selfInstructions(callgrind, parsePerfMap(PERF_MAP))), {
    'runUntil src/gpu/engine/event_queue.js:664': 5,
    'Builtin:RecordWriteSaveFP': 4,
  });
});

test("V8's --print-opt-code listings: one per code object, named, with each instruction's address and text", () => {
  const printed = [
    '--- Raw source ---',
    '(kind, index) {',
    '}',
    '--- Optimized code ---',
    'optimization_id = 93',
    'name = run',
    'compiler = turbofan',
    'Instructions (size = 12)',
    '0xd197000     0  488b59f8             REX.W movq rbx,[rcx-0x8]',
    '                  ;; debug: position 4576',
    '0xd197004     4  f6433501             testb [rbx+0x35],0x1',
    '',
    'Safepoints (entries = 1, byte size = 10)',
    '0xd197008     8  not an instruction any more',
    '--- Optimized code ---',
    'name = group',
    'Instructions (size = 4)',
    '0xd185c00     0  55                   push rbp',
  ].join('\n');
  const objects = parseOptimizedCode(printed);
  assert.deepEqual(
    objects.map((o) => o.name),
    ['run', 'group'],
  );
  assert.deepEqual(objects[0]!.instructions, [
    { address: 0xd197000, text: 'REX.W movq rbx,[rcx-0x8]' },
    { address: 0xd197004, text: 'testb [rbx+0x35],0x1' },
  ]);
  assert.deepEqual(objects[1]!.instructions, [{ address: 0xd185c00, text: 'push rbp' }]);
  assert.deepEqual(parseOptimizedCode('no listing here'), []);
});
