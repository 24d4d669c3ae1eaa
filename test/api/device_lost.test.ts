/** A GPU hang surfaces as DeviceLostError (VK_ERROR_DEVICE_LOST) with the hang report. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DeviceLostError, createInstance } from '../../src/api/index.js';
import { ALL_FEATURES, DIM, INSTANCED_TRIANGLE_VS, SCISSOR, VIEWPORT, shaderSource } from './api_fixture.js';

test('S9 broken (no ORDERED_PS_DONE) hangs overlapping waves: submit throws DeviceLostError carrying the GpuHangError', async () => {
  const instance = createInstance({ compilerDebug: { noOrderedPsDone: true } });
  const dev = instance.physicalDevice('NAVI21').createDevice({ enabledExtensions: ['VK_EXT_fragment_shader_interlock'], features: ALL_FEATURES });
  const vs = await dev.createShaderModuleFromGlsl(INSTANCED_TRIANGLE_VS, 'vertex');
  const fs = await dev.createShaderModuleFromGlsl(shaderSource('interlock_basic.frag', { RES_SSBO: '', DIM }), 'fragment');
  const setLayout = dev.createDescriptorSetLayout({ bindings: [{ binding: 1, type: 'storage-buffer' }] });
  const layout = dev.createPipelineLayout({ setLayouts: [setLayout] });
  const pipeline = dev.createGraphicsPipeline({ layout, vertex: { module: vs }, fragment: { module: fs } });
  const set = dev.createDescriptorPool({ maxSets: 1 }).allocate(setLayout);
  dev.updateDescriptorSets([{ set, binding: 1, type: 'storage-buffer', buffer: { buffer: dev.createBuffer({ size: DIM * DIM * 4, usage: ['storage'] }) } }]);
  const cb = dev.createCommandBuffer().begin().beginRendering({ renderArea: { width: DIM, height: DIM } });
  cb.bindPipeline(pipeline).bindDescriptorSets(layout, 0, [set]).setViewport(VIEWPORT).setScissor(SCISSOR).draw(3, 4).endRendering().end();
  // Layer 2 waits for layer 1, sets the packer and ends without ORDERED_PS_DONE; layers 3 and 4 then wait forever.
  // (With only two layers nothing would wait on the waves that skipped the message.)
  let lost: unknown;
  try {
    dev.submit([cb]);
  } catch (e) {
    lost = e;
  }
  assert.ok(lost instanceof DeviceLostError, `expected DeviceLostError, got ${String(lost)}`);
  assert.equal(lost.code, 'VK_ERROR_DEVICE_LOST');
  assert.equal(lost.hang.code, 'hang');
  assert.ok(lost.hang.waves.length > 0);
  assert.throws(() => dev.waitIdle(), DeviceLostError);
});
