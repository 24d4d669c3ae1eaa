/**
 * S7 through the API on every generation: a shader with two begin points
 * (OpBeginInvocationInterlockEXT on both sides of a divergent if) and one with
 * a begin point inside a loop. Each invocation begins once, but every wave —
 * its quads hold even and odd columns — waits twice: sets the packer register
 * again and re-runs the wait loop (GFX9–10.3) or waits for export_ready again
 * (GFX11). That must neither hang nor break the order: after LAYERS
 * overlapping full-screen triangles every even column counts exactly LAYERS
 * and every odd one 2 * LAYERS.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DIM, FULLSCREEN_TRIANGLE_VS, device, drawLayers, shaderWords } from './api_fixture.js';

const CHIPS = ['RAVEN', 'NAVI10', 'NAVI21', 'NAVI31'] as const;
const SHADERS = ['interlock_two_begins.spv', 'interlock_begin_in_loop.spv'] as const;
const LAYERS = 4;

for (const chip of CHIPS) {
  for (const file of SHADERS) {
    test(`S7: ${chip}: ${file} waits twice per wave; every pixel counts exactly ${LAYERS} (even column) or ${2 * LAYERS} (odd)`, async () => {
      assert.equal(DIM, 16, 'the shaders index counts.words[y * 16 + x]');
      const dev = device(chip);
      const fs = dev.createShaderModule(shaderWords(file));
      const { words, stats } = await drawLayers(dev, fs, { vertexGlsl: FULLSCREEN_TRIANGLE_VS, layers: LAYERS, bindings: [0] });
      for (let y = 0; y < DIM; y++) {
        for (let x = 0; x < DIM; x++) assert.equal(words[y * DIM + x], (x & 1) === 0 ? LAYERS : 2 * LAYERS, `pixel ${x},${y}`);
      }
      assert.ok(stats.popsWaitWaves > 0, 'later layers waited for earlier ones');
    });
  }
}
