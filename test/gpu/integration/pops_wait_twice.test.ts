/**
 * S7: a wave may wait for its overlapped waves more than once (several begin
 * points under divergent control flow): setting the packer register again with
 * the same value and re-running the wait loop (GFX9–10.3), or waiting for
 * export_ready again (GFX11), must neither hang nor break the ordering.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { popsCounterShader, runScene } from './scene.js';

const TRIANGLES = 4;

for (const gfx of ['gfx9', 'gfx10_3', 'gfx11'] as const) {
  test(`${gfx}: entering the ordered section twice in one wave keeps every counter exact (S7)`, () => {
    const twice = popsCounterShader(gfx, 32, (p) => ({ before: `${p.before}\n${p.before}`, after: p.after }));
    const s = runScene({ gfx, shader: twice, triangles: TRIANGLES, pops: true });
    assert.deepEqual([...new Set(s.counters())], [TRIANGLES]);
    assert.ok(s.stats.popsWaitWaves > 0, 'later layers waited');
  });
}
