import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { GfxLevel } from '../../../src/isa/gfx_level.js';
import { addressPrologue, isaOf, runScene } from './scene.js';

function constantShader(gfx: GfxLevel, width: number): string {
  const i = isaOf(gfx);
  return [addressPrologue(gfx, width), 'v_mov_b32 v4, 0x1234', `${i.store} v[2:3], v4, off`, 's_waitcnt vmcnt(0)', i.exp('v4'), 's_endpgm'].join('\n');
}

for (const gfx of ['gfx9', 'gfx10_3', 'gfx11'] as const) {
  test(`${gfx}: a PS storing a constant writes every covered pixel exactly`, () => {
    const s = runScene({ gfx, shader: constantShader(gfx, 32), width: 32, height: 32 });
    const c = s.counters();
    assert.equal(c.filter((v) => v === 0x1234).length, 32 * 32);
    // 32x32 pixels = 256 quads = 16 wave64 waves.
    assert.equal(s.stats.quads, 256);
    assert.equal(s.stats.wavesLaunched, 16);
    assert.equal(s.stats.wavesEnded, 16);
    assert.equal(s.stats.exports, 16);
    assert.ok(s.stats.cycles > 0);
  });
}

test('gfx9: a triangle covering the left half stores only there (scissor keeps the right half clear)', () => {
  const s = runScene({
    gfx: 'gfx9',
    shader: constantShader('gfx9', 32),
    registers: { PA_SC_WINDOW_SCISSOR_TL: 0, PA_SC_WINDOW_SCISSOR_BR: 16 | (32 << 16) },
  });
  const c = s.counters();
  for (let y = 0; y < 32; y++) {
    for (let x = 0; x < 32; x++) assert.equal(c[y * 32 + x], x < 16 ? 0x1234 : 0, `pixel (${x}, ${y})`);
  }
});

test('the trace has one span per wave and POPS wait spans for waiting waves', () => {
  const s = runScene({ gfx: 'gfx9', shader: constantShader('gfx9', 32), gpu: { trace: true } });
  const events = (JSON.parse(s.gpu.traceJson()) as { traceEvents: { ph: string; cat: string; dur: number }[] }).traceEvents;
  const spans = events.filter((e) => e.ph === 'X');
  assert.equal(spans.filter((e) => e.cat === 'wave').length, 16);
  assert.ok(spans.every((e) => e.dur > 0));
  assert.ok(events.every((e) => e.ph === 'X' || e.ph === 'M'), 'spans and track names only');
});
