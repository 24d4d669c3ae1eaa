import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { GfxLevel } from '../../../src/isa/gfx_level.js';
import { isaOf, runScene } from './scene.js';

/*
 * Program order of one wave's vector memory accesses to one address
 * (memory/line_order.ts): a load issued right after a store to the same
 * address — no s_waitcnt between, as ACO and popsim's compiler emit it —
 * reads the stored value, whether the line is served by L2 (plain miss, or
 * coherent) or by a warm L0 copy the store updates. Without the ordering
 * the store became visible after the write path while the load sampled
 * after half a latency, and the load read the old 0.
 */

type Variant = 'plain' | 'coherent' | 'warm-l0';

/** One 8x8 wave64; pixel p owns dwords 2p (the value) and 2p + 1 (what the load saw). */
function storeThenLoad(gfx: GfxLevel, variant: Variant): string {
  const i = isaOf(gfx);
  const policy = variant === 'coherent' ? ` ${i.coherent}` : '';
  return [
    'v_cvt_u32_f32 v0, v0',
    'v_cvt_u32_f32 v1, v1',
    'v_mad_u32_u24 v1, v1, 8, v0',
    'v_lshlrev_b32 v1, 3, v1',
    `${i.vadd} v2, s0, v1`,
    'v_mov_b32 v3, 0',
    'v_mov_b32 v5, 42',
    // warm-l0: the line is in this CU's L0 before the store (the store updates the writer's copy).
    ...(variant === 'warm-l0' ? [`${i.load} v6, v[2:3], off`, 's_waitcnt vmcnt(0)'] : []),
    `${i.store} v[2:3], v5, off${policy}`,
    `${i.load} v4, v[2:3], off${policy}`,
    's_waitcnt vmcnt(0)',
    `${i.store} v[2:3], v4, off offset:4`,
    i.exp('v4'),
    's_endpgm',
  ].join('\n');
}

for (const gfx of ['gfx9', 'gfx10_3', 'gfx11'] as const) {
  for (const variant of ['plain', 'coherent', 'warm-l0'] as const) {
    test(`${gfx}: a load right after a store to the same address in one wave reads the new value (${variant})`, () => {
      const s = runScene({ gfx, shader: storeThenLoad(gfx, variant), width: 8, height: 8, dwordsPerPixel: 2 });
      assert.equal(s.stats.wavesLaunched, 1);
      const c = s.counters();
      for (let p = 0; p < 64; p++) {
        assert.equal(c[2 * p], 42, `pixel ${p}: stored value`);
        assert.equal(c[2 * p + 1], 42, `pixel ${p}: the load saw the store`);
      }
    });
  }
}
