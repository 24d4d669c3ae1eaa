import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { GfxLevel } from '../../../src/isa/gfx_level.js';
import { popsCounterShader, runScene } from './scene.js';

// 8 layers: enough that some CU re-reads a line it cached while another CU wrote it.
const LAYERS = 8;

/** The POPS counter shader with the ordered load and store carrying `policy` instead of the coherent bits. */
function withPolicy(gfx: GfxLevel, policy: string): string {
  return popsCounterShader(gfx, 32)
    .split('\n')
    .map((l) => (/global_(load|store)_dword/.test(l) ? l.replace(/ glc( dlc)?$/, policy) : l))
    .join('\n');
}

function counters(gfx: GfxLevel, policy: string): Uint32Array {
  return runScene({ gfx, shader: withPolicy(gfx, policy), triangles: LAYERS, pops: true }).counters();
}

for (const [gfx, coherent] of [
  ['gfx9', ' glc'],
  ['gfx10_3', ' glc dlc'],
] as const) {
  test(`${gfx}: ordered read-modify-write with plain accesses reads stale lines across CUs; ${coherent.trim()} is right (S11)`, () => {
    const plain = counters(gfx, '');
    assert.ok(plain.some((v) => v < LAYERS), `plain counters: ${[...new Set(plain)].join(', ')}`);
    const ok = counters(gfx, coherent);
    assert.deepEqual([...new Set(ok)], [LAYERS]);
  });
}

test('gfx10_3: GLC without DLC still reads a stale GL1 line written from another shader array (S11)', () => {
  const c = counters('gfx10_3', ' glc');
  assert.ok(c.some((v) => v < LAYERS), `counters: ${[...new Set(c)].join(', ')}`);
});
