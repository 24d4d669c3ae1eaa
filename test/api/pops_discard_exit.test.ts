/**
 * C4, S9 on the GPU model through the API: whole waves discard inside the
 * ordered section after setting the packer register (the waves of primitive 1
 * of four overlapping full-screen triangles; primID is flat). Their discard
 * early exit sends ORDERED_PS_DONE itself, so the waves of primitives 2 and 3,
 * which overlap them, enter in turn and every count is exact: each invocation
 * adds 1 after entering and, unless it discarded, 1 more before the end. With
 * that message removed (noOrderedPsDoneOnDiscard) the later overlapping waves
 * wait forever: the watchdog ends the submit with VK_ERROR_DEVICE_LOST.
 * GFX11 leaves through the exit's done export (S10) and must not stall either.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DeviceLostError, createInstance, type Device } from '../../src/api/index.js';
import type { PopsDebugSwitches } from '../../src/compiler/backend/index.js';
import { ALL_FEATURES, DIM, INSTANCED_TRIANGLE_VS, drawLayers, shaderSource } from './api_fixture.js';

const LAYERS = 4;
const DISCARD_PRIM = 1;

function deviceFor(chip: string, compilerDebug?: PopsDebugSwitches): Device {
  const instance = createInstance(compilerDebug ? { compilerDebug } : {});
  return instance.physicalDevice(chip).createDevice({ enabledExtensions: ['VK_EXT_fragment_shader_interlock'], features: ALL_FEATURES, gpu: { watchdogCycles: 200_000 } });
}

/** The layers over interlock_discard_exit.frag. */
async function draw(dev: Device) {
  const fs = await dev.createShaderModuleFromGlsl(shaderSource('interlock_discard_exit.frag', { DIM, DISCARD_PRIM }), 'fragment');
  return drawLayers(dev, fs, { vertexGlsl: INSTANCED_TRIANGLE_VS, layers: LAYERS, bindings: [0] });
}

for (const chip of ['RAVEN', 'NAVI10', 'NAVI21', 'NAVI31']) {
  test(`C4/S9: ${chip}: waves that discard inside the ordered section after setting the packer do not stall the later overlapping waves; every count is exact`, async () => {
    const { words, stats } = await draw(deviceFor(chip));
    assert.deepEqual([...new Set(words)], [2 * LAYERS - 1], 'one increment per layer, a second one except for the discarding layer');
    assert.ok(stats.popsWaitWaves > 0, 'overlapping waves waited');
  });
}

for (const chip of ['RAVEN', 'NAVI10', 'NAVI21']) {
  test(`S9/C4: ${chip}: the discard early exit without ORDERED_PS_DONE hangs the later overlapping waves`, async () => {
    let lost: unknown;
    try {
      await draw(deviceFor(chip, { noOrderedPsDoneOnDiscard: true }));
    } catch (e) {
      lost = e;
    }
    assert.ok(lost instanceof DeviceLostError, `expected DeviceLostError, got ${String(lost)}`);
    assert.equal(lost.hang.code, 'hang');
    assert.ok(lost.hang.waves.some((w) => w.state === 'pops-wait'), lost.hang.message);
  });
}
