/** Export Effects: target, channel enables, flags and source VGPRs (S12: POPS shaders export; S10: GFX11 done). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { target } from './harness.js';
import { memWave, next } from './memory_harness.js';

test('exp mrt0 with an off channel, done and vm (gfx900)', () => {
  const w = memWave('exp mrt0 v0, off, v2, v3 done vm\ns_endpgm', target('gfx900'));
  const e = next(w);
  assert.deepEqual(e, { kind: 'export', target: 0, enable: 0b1101, done: true, validMask: true, compressed: false, sources: [0, -1, 2, 3] });
  assert.equal(w.index, 1, 'the wave advanced');
});

test('exp mrtz and compressed mrt1 (gfx1030)', () => {
  const w = memWave('exp mrtz v4, off, off, off\nexp mrt1 v1, v1, v2, v2 compr\ns_endpgm', target('gfx1030'));
  assert.deepEqual(next(w), { kind: 'export', target: 8, enable: 0b0001, done: false, validMask: false, compressed: false, sources: [4, -1, -1, -1] });
  const compr = next(w);
  assert.equal(compr.kind, 'export');
  if (compr.kind === 'export') {
    assert.equal(compr.compressed, true);
    assert.equal(compr.target, 1);
    assert.deepEqual(compr.sources, [1, 1, 2, 2]);
  }
});

test('S10/S12 GFX11 empty final export: all channels off, done, EXEC as valid mask', () => {
  const w = memWave('exp mrt0 off, off, off, off done\ns_endpgm', target('gfx1100'));
  assert.deepEqual(next(w), { kind: 'export', target: 0, enable: 0, done: true, validMask: true, compressed: false, sources: [-1, -1, -1, -1] });
});

test('the same export Effect object is returned on every execution (no allocation)', () => {
  const w = memWave('exp null off, off, off, off done\ns_endpgm', target('gfx1030'));
  const a = next(w);
  w.index = 0;
  assert.equal(next(w), a);
  assert.equal((a as { target: number }).target, 9);
});
