/**
 * S11 on the GPU model through the API: the same per-pixel data reached
 * through two bindings of one buffer. The ordered section reads the counter
 * through binding 0 (coherent: the first read bypasses L0/GL1) and writes it
 * back through binding 1 (not coherent). Stores write through to L2 on every
 * level (docs/gpu_memory.md), so the next overlapping wave's coherent read
 * sees the write only if the compiler orders the non-coherent store through
 * the other binding like any other access: kept inside the section and
 * awaited before the exit (ORDERED_PS_DONE, GFX11 the done export). A
 * compiler that ordered only coherent accesses would let the next wave read
 * the old value and lose increments.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DIM, FULLSCREEN_TRIANGLE_VS, device, drawLayers } from './api_fixture.js';

const LAYERS = 4;

const ALIASED_FS = `#version 450
#extension GL_ARB_fragment_shader_interlock : require
layout(pixel_interlock_ordered) in;
layout(set = 0, binding = 0, std430) coherent readonly buffer ReadView { uint words[]; } readView;
layout(set = 0, binding = 1, std430) writeonly buffer WriteView { uint words[]; } writeView;
void main() {
  uvec2 p = uvec2(gl_FragCoord.xy);
  uint index = p.y * ${DIM}u + p.x;
  beginInvocationInterlockARB();
  uint value = readView.words[index];
  writeView.words[index] = value + 1u;
  endInvocationInterlockARB();
}`;

for (const chip of ['RAVEN', 'NAVI10', 'NAVI21', 'NAVI31']) {
  test(`S11: ${chip}: a coherent read through one binding and a plain write through another binding of the same buffer stay ordered; every pixel counts ${LAYERS}`, async () => {
    const dev = device(chip);
    const fs = await dev.createShaderModuleFromGlsl(ALIASED_FS, 'fragment');
    const { words, stats, pipeline } = await drawLayers(dev, fs, { vertexGlsl: FULLSCREEN_TRIANGLE_VS, layers: LAYERS, bindings: [0, 1] });
    // The premise: only the read is coherent.
    const code = pipeline.fragmentDisassembly;
    assert.match(code, /^buffer_load_(dword|b32) .* glc/m);
    assert.match(code, /^buffer_store_(dword|b32) (?!.*glc).*$/m);
    assert.deepEqual([...new Set(words)], [LAYERS]);
    assert.ok(stats.popsWaitWaves > 0, 'overlapping waves waited');
  });
}
