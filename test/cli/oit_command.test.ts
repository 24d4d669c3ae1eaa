/**
 * `popsim oit` (issue 18): option parsing (usage errors vs bad values), and a
 * tiny run that prints a table per chip with the ratios to `none` beside the
 * seed's (P1, P2) and writes a PNG per chip and mode; `--trace`: one frame's
 * Chrome/Perfetto trace, checked as a viewer needs it.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { DEFAULT_OIT_SCENE, parseOitArgs, runOitCommand } from '../../src/cli/oit_command.js';
import { UsageError } from '../../src/cli/exit_status.js';
import { OitError } from '../../src/scenes/oit/errors.js';
import { SAMPLE_SCENE } from '../../src/scenes/oit/scene.js';
import { checkChromeTrace, within } from '../support/chrome_trace.js';
import { tempDir } from '../support/temp_dir.js';

test('popsim oit: defaults, lists, and errors for bad options and values', () => {
  const d = parseOitArgs([]);
  assert.deepEqual(d.chips, ['raven', 'navi31']);
  assert.deepEqual(d.modes.map((m) => m.name), ['none', 'msaa4-pixel', 'msaa4-sample']);
  assert.deepEqual(d.scene, DEFAULT_OIT_SCENE);
  assert.equal(parseOitArgs(['--modes', 'all']).modes.length, 10);
  assert.deepEqual([d.p3, d.p4], [false, false]);
  assert.deepEqual([parseOitArgs(['--p3']).p3, parseOitArgs(['--p4']).p4], [true, true]);
  assert.deepEqual(parseOitArgs(['--gpu=vega20', '--objects', '5', '--subdiv', '2']).scene.objects, 5);
  assert.deepEqual(parseOitArgs(['--full']).scene, SAMPLE_SCENE);
  for (const o of ['--objects', '--subdiv', '--width', '--height']) assert.throws(() => parseOitArgs(['--full', o, '8']), (e: unknown) => e instanceof UsageError && /cannot be combined/.test(e.message));
  assert.throws(() => parseOitArgs(['--frobnicate']), UsageError);
  assert.throws(() => parseOitArgs(['--objects']), UsageError);
  assert.throws(() => parseOitArgs(['--modes', 'msaa2-pixel']), (e: unknown) => e instanceof OitError && e.code === 'bad-mode');
  assert.throws(() => parseOitArgs(['--subdiv', '1']), (e: unknown) => e instanceof OitError && e.code === 'bad-parameter');
  assert.throws(() => parseOitArgs(['--width', '2.5']), (e: unknown) => e instanceof OitError && e.location === '--width');
});

test('popsim oit --trace: the first chip\'s first mode unless --trace-frame names a frame of the run; errors', () => {
  assert.equal(parseOitArgs([]).trace, undefined);
  const first = parseOitArgs(['--trace', 't.json']).trace!;
  assert.deepEqual([first.file, first.chip, first.mode.name], ['t.json', 'raven', 'none']);
  const chosen = parseOitArgs(['--gpu', 'raven,navi31', '--trace', 't.json', '--trace-frame', 'NAVI31:msaa4-pixel']).trace!;
  assert.deepEqual([chosen.chip, chosen.mode.name], ['navi31', 'msaa4-pixel']);
  assert.throws(() => parseOitArgs(['--trace']), UsageError);
  assert.throws(() => parseOitArgs(['--trace-frame', 'raven:none']), UsageError);
  for (const bad of ['navi21:none', 'raven:msaa8-pixel', 'raven', 'raven:none:x']) {
    assert.throws(() => parseOitArgs(['--trace', 't.json', '--trace-frame', bad]), (e: unknown) => e instanceof OitError && e.location === '--trace-frame', bad);
  }
});

test('popsim oit --trace: one frame\'s trace — passes in order back to back with the table\'s cycles, POPS spans in the colour pass, valid nesting', async () => {
  const file = join(tempDir('popsim-oit-trace-'), 'frame.json');
  let stdout = '';
  const status = await runOitCommand(
    ['--gpu', 'raven', '--modes', 'none,msaa4-pixel', '--objects', '8', '--subdiv', '4', '--width', '48', '--height', '32', '--trace', file, '--trace-frame', 'raven:msaa4-pixel'],
    { stdout: { write: (t: string) => (stdout += t) }, stderr: { write: () => true } },
  );
  assert.equal(status, 0);
  assert.ok(stdout.includes(`trace of RAVEN msaa4-pixel: ${file} (`), stdout);
  const trace = checkChromeTrace(readFileSync(file, 'utf8'));

  // The table's row: clear, color, composite, total, resolve cycles (each followed by its ms).
  const row = stdout.split('\n').find((l) => l.startsWith('msaa4-pixel '))!.split(/\s+/);
  const [clear, color, composite, , resolve] = [1, 3, 5, 7, 9].map((i) => Number(row[i]));
  const passes = trace.spans.filter((s) => s.cat === 'submit');
  assert.deepEqual(passes.map((s) => [s.name, s.dur]), [['clear', clear], ['color', color], ['composite', composite], ['resolve', resolve]]);
  assert.equal(passes[0]!.ts, 0);
  for (let i = 1; i < passes.length; i++) assert.equal(passes[i]!.ts, passes[i - 1]!.ts + passes[i - 1]!.dur, `${passes[i]!.name} follows ${passes[i - 1]!.name}`);

  // Pixel interlock under MSAA: waves wait in POPS, and only the colour pass has an interlock.
  const pops = trace.spans.filter((s) => s.cat === 'pops');
  assert.ok(pops.some((s) => s.name === 'POPS wait') && pops.some((s) => s.name === 'ordered section'));
  for (const s of pops) assert.ok(within(s, passes[1]!), `${s.name} at ${s.ts} lies in the colour pass`);
  const waves = trace.spans.filter((s) => s.cat === 'wave');
  for (const pass of passes.slice(0, 3)) assert.ok(waves.some((w) => within(w, pass)), `${pass.name} runs pixel waves`);
  // A SIMD holds several waves at once; each is on a slot thread of its own (checkChromeTrace: spans of a thread nest).
  const simd = (w: (typeof waves)[number]) => `${trace.processes.get(w.pid)} ${trace.threads.get(`${w.pid}:${w.tid}`)!.replace(/ slot \d+$/, '')}`;
  assert.ok(
    waves.some((a) => waves.some((b) => a !== b && simd(a) === simd(b) && a.ts < b.ts && b.ts < a.ts + a.dur)),
    'two waves overlap in time on one SIMD',
  );
});

test('popsim oit: a tiny run prints each chip\'s table with ratios to none beside the seed\'s and writes the PNGs', async () => {
  const out = tempDir('popsim-oit-');
  let stdout = '';
  const status = await runOitCommand(['--gpu', 'raven', '--objects', '24', '--subdiv', '3', '--width', '24', '--height', '16', '--out', out], {
    stdout: { write: (t: string) => (stdout += t) },
    stderr: { write: () => true },
  });
  assert.equal(status, 0);
  assert.match(stdout, /RAVEN:/);
  const row = (mode: string) => stdout.split('\n').find((l) => l.startsWith(`${mode} `));
  assert.match(row('none')!, /—\s+1\.00x\s+1\.00x$/, 'no resolve without MSAA');
  assert.match(row('msaa4-sample')!, /\d+ \([\d.e-]+\)\s+\d+\.\d\dx\s+2\.73x$/, 'the resolve cycles, then the ratios');
  assert.match(row('msaa4-pixel')!, /\d+\.\d\dx\s+33\.65x$/);
  assert.deepEqual(readdirSync(out).sort(), [
    'raven-msaa4-pixel-pops-waits.png',
    'raven-msaa4-pixel.png',
    'raven-msaa4-sample-pops-waits.png',
    'raven-msaa4-sample.png',
    'raven-none-pops-waits.png',
    'raven-none.png',
    'report.html',
  ]);
  const png = PNG.sync.read(readFileSync(join(out, 'raven-none.png')));
  assert.equal(png.width, 24);
  assert.equal(png.height, 16);

  // The HTML report: one bar per mode with the table's total cycles, the slowest spanning the chart, and every image inlined.
  const html = readFileSync(join(out, 'report.html'), 'utf8');
  const modes = ['none', 'msaa4-pixel', 'msaa4-sample'];
  const totals = modes.map((m) => Number(row(m)!.split(/\s+/)[7]));
  const bars = [...html.matchAll(/<rect class="bar" data-chip="RAVEN" data-mode="([^"]+)" data-cycles="(\d+)" x="\d+" y="\d+" width="(\d+)"/g)];
  assert.deepEqual(bars.map((b) => b[1]), modes);
  assert.deepEqual(bars.map((b) => Number(b[2])), totals);
  const widths = bars.map((b) => Number(b[3]));
  assert.equal(Math.max(...widths), widths[totals.indexOf(Math.max(...totals))]);
  assert.ok(Math.abs(widths[0]! / Math.max(...widths) - totals[0]! / Math.max(...totals)) < 0.01, 'bar lengths proportional to cycles');
  const inlined = [...html.matchAll(/<img alt="RAVEN ([^"]+)" src="data:image\/png;base64,([^"]+)">/g)];
  assert.deepEqual(inlined.map((m) => m[1]), modes);
  for (const m of inlined) assert.equal(PNG.sync.read(Buffer.from(m[2]!, 'base64')).width, 24);
  assert.ok(!/(src|href)="(https?:)?\/\//.test(html), 'self-contained: no external resources');

  // The POPS-wait heat maps: one per mode under one legend, each captioned with its counts, the same PNG as the file.
  const heat = [...html.matchAll(/<figure class="heat-map" data-mode="([^"]+)" data-waits="(\d+)" data-max="(\d+)"><img alt="POPS waits per pixel, RAVEN [^"]+" src="data:image\/png;base64,([^"]+)"><figcaption>([^<]+)<\/figcaption>/g)];
  assert.deepEqual(heat.map((m) => m[1]), modes);
  for (const m of heat) {
    const png = readFileSync(join(out, `raven-${m[1]}-pops-waits.png`));
    assert.equal(m[4], png.toString('base64'), `${m[1]}: the file's PNG inlined`);
    assert.deepEqual([PNG.sync.read(png).width, PNG.sync.read(png).height], [24, 16]);
    assert.match(m[5]!, new RegExp(`^${m[1]}: ${m[2]} pixel waits \\(\\d+ waves waited, with \\d+ of \\d+ invocations\\), at most ${m[3]} at a pixel$`));
  }
  const waits = Object.fromEntries(heat.map((m) => [m[1], Number(m[2])]));
  assert.ok(waits['msaa4-pixel']! > 0, 'pixel interlock under MSAA waits');
  const scaleTop = Math.max(...heat.map((m) => Number(m[3])));
  assert.match(html, new RegExp(`<svg class="legend"[^>]*>.*class="legend-max">${scaleTop}</text></svg>`), 'the legend spans 1 to the chip\'s largest count');
  assert.equal(html.match(/<svg class="legend"/g)!.length, 1, 'one legend for the chip');
});

test('popsim oit --p4: after the chip tables, the P4 table (RAVEN and NAVI21, each P1 mode, on/off beside the seed\'s 1.12x) and its wall time', async () => {
  let stdout = '';
  const status = await runOitCommand(['--gpu', 'raven', '--modes', 'none', '--objects', '4', '--subdiv', '3', '--width', '16', '--height', '16', '--p4'], {
    stdout: { write: (t: string) => (stdout += t) },
    stderr: { write: () => true },
  });
  assert.equal(status, 0);
  const lines = stdout.split('\n');
  const header = lines.indexOf('P4 (S8 intrawave collisions):');
  assert.ok(header > lines.findIndex((l) => l.startsWith('RAVEN:')));
  const rows = ['RAVEN', 'NAVI21'].flatMap((chip) => ['none', 'msaa4-sample', 'msaa4-pixel'].map((mode) => [chip, mode]));
  rows.forEach(([chip, mode], i) => assert.match(lines[header + 2 + i]!, new RegExp(`^${chip} +${mode} .* \\d\\.\\d\\dx  1\\.12x$`)));
  assert.match(lines[header + 2 + rows.length]!, /^P4 in \d+\.\d s wall$/);
});
