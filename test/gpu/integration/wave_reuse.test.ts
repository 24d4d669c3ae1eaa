import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chipFor, isaOf, runScene } from './scene.js';

/*
 * The engine reuses ended waves' register files (spi/wave_pool.ts). Each wave
 * here first stores a VGPR and an SGPR it never wrote — which must read 0, as
 * in a new wave — then dirties both. With more waves than wave slots, later
 * waves run in reused register files.
 */
for (const [gfx, size] of [
  ['gfx9', 256],
  ['gfx11', 512],
] as const) {
  test(`${gfx}: a wave launched into a reused register file sees zeroed registers`, () => {
    const i = isaOf(gfx);
    const shader = [
      'v_cvt_u32_f32 v0, v0',
      'v_cvt_u32_f32 v1, v1',
      `v_lshlrev_b32 v1, ${Math.log2(size)}, v1`, // y · size
      `${i.vadd} v1, v1, v0`,
      'v_lshlrev_b32 v1, 3, v1', // 2 dwords per pixel
      `${i.vadd} v2, s0, v1`,
      'v_mov_b32 v3, 0',
      'v_mov_b32 v4, s20',
      `${i.store} v[2:3], v7, off`,
      `${i.store} v[2:3], v4, off offset:4`,
      'v_mov_b32 v7, 123',
      's_mov_b32 s20, 77',
      i.exp('v7'),
      's_endpgm',
    ].join('\n');
    const s = runScene({ gfx, shader, width: size, height: size, dwordsPerPixel: 2 });
    const chip = chipFor(gfx);
    assert.ok(s.stats.wavesLaunched > chip.activeCus * chip.simdsPerCu * chip.waveSlotsPerSimd, 'more waves than slots');
    const c = s.counters();
    assert.equal(c.length, size * size * 2);
    assert.ok(c.every((v) => v === 0), 'every wave read zeroed v7 and s20');
  });
}
