/** Linux perf's report and annotation, as wall_profile.ts reads them (bench/perf_report.ts). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parsePerfAnnotate, parsePerfReport } from '../../bench/perf_report.js';

const REPORT = [
  '# Samples: 7K of event \'cpu-clock:ppp\'',
  '# Overhead       Samples  Symbol',
  '#',
  '     3.42%           252  [.] JS:*lineArrived file:///work/main/dist/src/gpu/engine/inflight_memory.js:115:16',
  '     3.12%           230  [.] JS:*serveLine file:///home/u/popsim/dist/src/gpu/engine/inflight_memory.js:135:14',
  '     0.55%            40  [.] JS:*lineArrived file:///work/main/dist/src/gpu/engine/inflight_memory.js:115:16',
  '     0.41%            30  [k] exc_page_fault',
  '     0.30%            22  [.] JS:^lineArrived file:///work/main/dist/src/gpu/engine/inflight_memory.js:115:16',
  '',
].join('\n');

test("perf's report: every row's samples counted, a function's compiled versions and tiers merged, the hottest version kept for annotation", () => {
  const run = parsePerfReport(REPORT);
  assert.equal(run.samples, 252 + 230 + 40 + 30 + 22);
  assert.deepEqual(
    run.functions.map((f) => [f.name, f.samples]),
    [
      ['lineArrived src/gpu/engine/inflight_memory.js:115', 314],
      ['serveLine src/gpu/engine/inflight_memory.js:135', 230],
      ['exc_page_fault', 30],
    ],
  );
  const lineArrived = run.functions[0]!;
  assert.equal(lineArrived.hottest, 'JS:*lineArrived file:///work/main/dist/src/gpu/engine/inflight_memory.js:115:16');
  assert.equal(lineArrived.hottestSamples, 252);
});

test('the hottest version is the one with the most samples, wherever it is listed', () => {
  const run = parsePerfReport(['  0.10%  5  [.] JS:^f file:///x/dist/a.js:1:1', '  0.90%  45  [.] JS:*f file:///x/dist/a.js:1:1'].join('\n'));
  assert.equal(run.functions[0]!.hottest, 'JS:*f file:///x/dist/a.js:1:1');
  assert.equal(run.functions[0]!.samples, 50);
});

test("perf's annotation: instructions with their share, offset and text; source-line rows skipped", () => {
  const rows = parsePerfAnnotate(
    [
      ' Percent |      Source code & Disassembly of jitted-17522-6182.so for cpu-clock:ppp (252 samples, percent: local period)',
      '         : 66   file:///work/main/dist/src/gpu/engine/inflight_memory.js:119',
      '    0.00 :     1b1:    vmovsd (%r15,%r9,8),%xmm1',
      '   26.98 :     1b7:    mov    %rbx,-0x40(%rbp)',
      '         :',
      '    7.54 :     223:    mov    0x1f(%r12),%r15',
    ].join('\n'),
  );
  assert.deepEqual(rows, [
    { percent: 0, offset: '1b1', text: 'vmovsd (%r15,%r9,8),%xmm1' },
    { percent: 26.98, offset: '1b7', text: 'mov %rbx,-0x40(%rbp)' },
    { percent: 7.54, offset: '223', text: 'mov 0x1f(%r12),%r15' },
  ]);
});
