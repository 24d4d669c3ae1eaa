import { test } from 'node:test';
import assert from 'node:assert/strict';
import { popsCounterShader, runScene } from './scene.js';

const TRIANGLES = 4;

for (const gfx of ['gfx9', 'gfx10_3', 'gfx11'] as const) {
  test(`${gfx}: ordered read-modify-write over ${TRIANGLES} overlapping triangles counts every layer (S1, S3, S5, S9, S10)`, () => {
    const s = runScene({ gfx, shader: popsCounterShader(gfx, 32), triangles: TRIANGLES, pops: true });
    const c = s.counters();
    assert.deepEqual([...new Set(c)], [TRIANGLES]);
    assert.equal(s.stats.wavesLaunched, 16 * TRIANGLES);
    assert.ok(s.stats.pops.wavesWithOverlap > 0, 'later layers overlap earlier waves');
    assert.ok(s.stats.popsWaitWaves > 0, 'some waves waited');
  });
}

test('without POPS the same shader races: some counter ends below the layer count', () => {
  const s = runScene({ gfx: 'gfx10_3', shader: popsCounterShader('gfx10_3', 32), triangles: TRIANGLES, pops: false, collision: true });
  const c = s.counters();
  assert.ok(c.some((v) => v < TRIANGLES), `counters: ${[...new Set(c)].join(', ')}`);
});
