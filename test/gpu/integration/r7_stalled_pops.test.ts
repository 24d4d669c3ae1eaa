/**
 * R7 end to end on the GPU model: NAVI10 (stalledPopsMode) with
 * DB_DFSM_CONTROL.POPS_DRAIN_PS_ON_OVERLAP on hangs unless
 * DB_RENDER_OVERRIDE2.PARTIAL_SQUAD_LAUNCH_CONTROL is PSLC_ON_HANG_ONLY.
 * The modelled trigger (docs/gpu_pops.md) is a partial wave closed by an
 * overlapping quad: a small triangle packs a few quads, then a full-screen
 * triangle over it collides with them. The CTS geometry (one full-viewport
 * triangle per primitive) never closes a partial wave, so this scene is
 * where R7 shows (docs/cts.md).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { GpuHangError } from '../../../src/gpu/engine/errors.js';
import { popsCounterShader, regValue, runScene, type SceneOptions } from './scene.js';

const SIZE = 32;
/** A corner triangle covering a few quads, then a full-screen one over it (clip x, y, z, w per vertex). */
const GEOMETRY = {
  vertices: [-1, -1, 0, 1, -0.5, -1, 0, 1, -1, -0.5, 0, 1, -1, -1, 0, 1, 3, -1, 0, 1, -1, 3, 0, 1],
  attributeComponents: 0,
  primitiveType: 4,
};

function scene(gfx: 'gfx10' | 'gfx10_3', pslcOnHangOnly: boolean): SceneOptions {
  return {
    gfx,
    shader: popsCounterShader(gfx, SIZE),
    width: SIZE,
    height: SIZE,
    geometry: GEOMETRY,
    pops: true,
    gpu: { watchdogCycles: 200_000 },
    registers: {
      DB_DFSM_CONTROL: regValue(gfx, 'DB_DFSM_CONTROL', { POPS_DRAIN_PS_ON_OVERLAP: 1 }),
      DB_RENDER_OVERRIDE2: regValue(gfx, 'DB_RENDER_OVERRIDE2', { PARTIAL_SQUAD_LAUNCH_CONTROL: pslcOnHangOnly ? 1 : 0 }),
    },
  };
}

test('R7: NAVI10 with the drain bit hangs on a collision-closed partial wave unless PSLC_ON_HANG_ONLY; NAVI21 does not', () => {
  let hang: unknown;
  try {
    runScene(scene('gfx10', false));
  } catch (e) {
    hang = e;
  }
  assert.ok(hang instanceof GpuHangError, `expected a GPU hang, got ${String(hang)}`);
  assert.match(hang.message, /held|partial/i);

  for (const [gfx, pslc] of [['gfx10', true], ['gfx10_3', false]] as const) {
    const s = runScene(scene(gfx, pslc));
    const counters = s.counters();
    // Pixels under both triangles count 2, the rest 1: every invocation ran its ordered section once.
    assert.equal(Math.max(...counters), 2, gfx);
    assert.equal(Math.min(...counters), 1, gfx);
    assert.ok(s.stats.pops.collisionSplits > 0, `${gfx}: the scene must close a wave on a collision`);
  }
});
