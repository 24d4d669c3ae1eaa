import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { GfxLevel } from '../../../src/isa/gfx_level.js';
import { isaOf, runScene } from './scene.js';

/** One 8x8 wave64: each lane loads the dword at buffer + pixel·2^shift (coherent: served at L2), waits, exports. */
function loadShader(gfx: GfxLevel, shift: number): string {
  const i = isaOf(gfx);
  return [
    'v_cvt_u32_f32 v0, v0',
    'v_cvt_u32_f32 v1, v1',
    'v_mad_u32_u24 v1, v1, 8, v0',
    `v_lshlrev_b32 v1, ${shift}, v1`,
    `${i.vadd} v2, s0, v1`,
    'v_mov_b32 v3, 0',
    `${i.load} v4, v[2:3], off ${i.coherent}`,
    's_waitcnt vmcnt(0)',
    i.exp('v4'),
    's_endpgm',
  ].join('\n');
}

for (const [gfx, lineBytes] of [
  ['gfx9', 64],
  ['gfx10_3', 128],
] as const) {
  test(`${gfx}: a scattered load (one ${lineBytes}-byte line per lane) takes longer than a coalesced one by its extra lines`, () => {
    const run = (shift: number) => runScene({ gfx, shader: loadShader(gfx, shift), width: 8, height: 8, dwordsPerPixel: 16 }).stats;
    const coalesced = run(2); // 64 dwords: 256 B = 4 (GFX9) / 2 (GFX10.3) lines
    const scattered = run(6); // 64 B apart: 64 (GFX9) / 32 (GFX10.3) lines
    assert.equal(coalesced.wavesLaunched, 1);
    const extraLines = (64 * 64) / lineBytes - 256 / lineBytes;
    // The address unit passes one line per cycle; their L2 channels may queue them further.
    assert.ok(scattered.cycles - coalesced.cycles >= extraLines, `${scattered.cycles} vs ${coalesced.cycles}`);
    assert.equal(scattered.memory.l2.bytesRead, coalesced.memory.l2.bytesRead, 'same dwords read');
  });
}
