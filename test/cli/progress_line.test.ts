/**
 * The CLI's progress line (progress_line.ts): finished cases as before, and a submit's own
 * progress only once it has run SHOW_AFTER_MS — on a terminal in the one rewritten line
 * (throttled, cut to the width from the label), elsewhere as plain lines every PLAIN_EVERY_MS.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PLAIN_EVERY_MS, ProgressLine, REDRAW_MS, SHOW_AFTER_MS, formatCount, formatSubmitProgress } from '../../src/cli/progress_line.js';
import type { JobProgress } from '../../src/api/index.js';

class Out {
  text = '';
  constructor(
    readonly isTTY: boolean,
    readonly columns = 100,
  ) {}
  write(t: string): boolean {
    this.text += t;
    return true;
  }
  /** Terminal frames: what each `\r\x1b[K` redraw shows. */
  frames(): string[] {
    return this.text.split('\r\x1b[K').filter((f) => f !== '');
  }
}

const P = (psInvocations: number, idle = false): JobProgress => ({
  cycles: 12_345_678,
  wavesLaunched: 52_000,
  wavesEnded: 51_000,
  psInvocations,
  drawsStarted: 1,
  drawsTotal: 2,
  idle,
});

test('formatSubmitProgress: share of the expected invocations (never 100 % before idle), counts, draw of total', () => {
  assert.equal(formatSubmitProgress(P(3_100_000), 6_900_000), '44 % · 3.1 M of 6.9 M invocations, 12.3 M cycles, 52.0 K waves, draw 1 of 2');
  assert.match(formatSubmitProgress(P(6_900_000), 6_900_000), /^99 % /);
  assert.match(formatSubmitProgress(P(6_900_000, true), 6_900_000), /^100 % /);
  assert.equal(formatSubmitProgress(P(999)), '999 invocations, 12.3 M cycles, 52.0 K waves, draw 1 of 2');
  assert.deepEqual([formatCount(0), formatCount(1500), formatCount(2.5e9)], ['0', '1.5 K', '2.5 G']);
});

test('terminal: a short submit never shows; a long one replaces the case line, throttled, and the estimate stays', () => {
  let now = 0;
  const out = new Out(true, 80);
  const line = new ProgressLine(out, () => now);
  line.suite('[1/3] NAVI31 pass basic.a', '33.3 % of invocations');
  line.update('k', 'NAVI31 basic.b', () => 'first');
  now = SHOW_AFTER_MS - 1;
  line.update('k', 'NAVI31 basic.b', () => 'still short');
  assert.equal(out.frames().length, 1, 'nothing drawn for a submit younger than SHOW_AFTER_MS');
  now = SHOW_AFTER_MS;
  line.update('k', 'NAVI31 basic.b', () => '10 % · long');
  now += REDRAW_MS - 1;
  line.update('k', 'NAVI31 basic.b', () => '11 % · throttled');
  now += 1;
  line.update('k', 'NAVI31 basic.b', () => '12 % · a long progress text that does not fit');
  const frames = out.frames();
  assert.equal(frames.length, 3);
  assert.equal(frames[1], 'running: 10 % · long — NAVI31 basic.b  (33.3 % of invocations)');
  assert.ok(frames[2]!.length <= 79 && frames[2]!.endsWith('…  (33.3 % of invocations)'), frames[2]);
  line.end('k');
  line.suite('[2/3] NAVI31 pass basic.b', '66.7 % of invocations');
  assert.equal(out.frames().at(-1), '[2/3] NAVI31 pass basic.b  (66.7 % of invocations)');
  line.finish();
  assert.ok(out.text.endsWith('\r\x1b[K'));
});

test('terminal: with several long submits the oldest shows, and how many more run', () => {
  let now = 0;
  const out = new Out(true, 200);
  const line = new ProgressLine(out, () => now);
  line.update('a', 'A', () => 'a0');
  now = 10;
  line.update('b', 'B', () => 'b0');
  now = SHOW_AFTER_MS + 10;
  line.update('b', 'B', () => 'b1');
  assert.equal(out.frames().at(-1), 'running: a0 — A (+1 more running)');
});

test('not a terminal: case lines as before; a long submit a line when it shows, then every PLAIN_EVERY_MS', () => {
  let now = 0;
  const out = new Out(false);
  const line = new ProgressLine(out, () => now);
  line.update('k', 'RAVEN c', () => 'p0');
  for (now = 0; now <= SHOW_AFTER_MS + 2 * PLAIN_EVERY_MS; now += 500) line.update('k', 'RAVEN c', () => `p${now}`);
  line.end('k');
  line.suite('[1/1] RAVEN pass c', '100.0 % of invocations');
  line.finish();
  assert.deepEqual(out.text.split('\n'), [
    `running: p${SHOW_AFTER_MS} — RAVEN c`,
    `running: p${SHOW_AFTER_MS + PLAIN_EVERY_MS} — RAVEN c`,
    `running: p${SHOW_AFTER_MS + 2 * PLAIN_EVERY_MS} — RAVEN c`,
    '[1/1] RAVEN pass c  (100.0 % of invocations)',
    '',
  ]);
});

test('a report is formatted only when a line shows it (young, throttled and plain-output reports are not)', () => {
  for (const tty of [true, false]) {
    let now = 0;
    let formatted = 0;
    const line = new ProgressLine(new Out(tty), () => now);
    const describe = (): string => {
      formatted++;
      return `${now}`;
    };
    for (now = 0; now <= SHOW_AFTER_MS + PLAIN_EVERY_MS; now += 10) line.update('k', 'NAVI21 c', describe);
    // Terminal: a redraw every REDRAW_MS once shown; plain: the first shown report and one PLAIN_EVERY_MS later.
    const shown = tty ? Math.floor(PLAIN_EVERY_MS / REDRAW_MS) + 1 : 2;
    assert.equal(formatted, shown, tty ? 'terminal' : 'plain');
  }
});
