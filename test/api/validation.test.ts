/** API misuse: each case throws a ValidationError with its code and VUID, like a validation layer. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ValidationError, type Device } from '../../src/api/index.js';
import { compileGlsl } from '../../src/compiler/glsl/index.js';
import { DIM, FULLSCREEN_TRIANGLE_VS, SCISSOR, VIEWPORT, device, shaderSource } from './api_fixture.js';

function rejects(code: string, vuid: string): (e: unknown) => boolean {
  return (e: unknown) => e instanceof ValidationError && e.code === code && e.vuid === vuid && e.message.startsWith(`[ ${vuid} ]`);
}

async function interlockPipeline(dev: Device, type: 'storage-buffer' | 'storage-image' = 'storage-buffer', binding = 1) {
  const vs = await dev.createShaderModuleFromGlsl(FULLSCREEN_TRIANGLE_VS, 'vertex');
  const fs = await dev.createShaderModuleFromGlsl(shaderSource('interlock_basic.frag', { RES_SSBO: '', DIM, INTERLOCK_LAYOUT: 'sample_interlock_ordered', SAMPLE_INTERLOCK: 0 }), 'fragment');
  const setLayout = dev.createDescriptorSetLayout({ bindings: [{ binding, type }] });
  const layout = dev.createPipelineLayout({ setLayouts: [setLayout] });
  return { vs, fs, setLayout, layout, create: () => dev.createGraphicsPipeline({ layout, vertex: { module: vs }, fragment: { module: fs } }) };
}

test('R11: a sample-interlock shader on a device without fragmentShaderSampleInterlock is rejected at shader module creation', async () => {
  const dev = device('gfx10_3', { core: { fragmentStoresAndAtomics: true }, fragmentShaderInterlock: { fragmentShaderPixelInterlock: true } });
  const source = shaderSource('interlock_basic.frag', { RES_SSBO: '', DIM, INTERLOCK_LAYOUT: 'sample_interlock_ordered', SAMPLE_INTERLOCK: 0 });
  await assert.rejects(dev.createShaderModuleFromGlsl(source, 'fragment'), rejects('feature-not-enabled', 'VUID-VkShaderModuleCreateInfo-pCode-08740'));
  await assert.rejects(dev.createShaderModuleFromGlsl(source, 'fragment'), /vkCreateShaderModule\(\): .*SampleInterlockOrderedEXT.*fragmentShaderSampleInterlock/);
  // The pixel-interlock variant is accepted on the same device.
  await dev.createShaderModuleFromGlsl(shaderSource('interlock_basic.frag', { RES_SSBO: '', DIM }), 'fragment');
});

test('R11: an interlock capability the module declares without using its execution mode still needs its feature', async () => {
  const dev = device('navi31', { core: { fragmentStoresAndAtomics: true }, fragmentShaderInterlock: { fragmentShaderPixelInterlock: true } });
  const spirv = await compileGlsl(shaderSource('interlock_basic.frag', { RES_SSBO: '', DIM }), 'fragment');
  // Add OpCapability FragmentShaderShadingRateInterlockEXT (5372) after the first OpCapability.
  const words = Uint32Array.from([...spirv.subarray(0, 7), (2 << 16) | 17, 5372, ...spirv.subarray(7)]);
  assert.equal(spirv[5]! & 0xffff, 17, 'the first instruction is OpCapability');
  assert.throws(() => dev.createShaderModule(words), rejects('feature-not-enabled', 'VUID-VkShaderModuleCreateInfo-pCode-08740'));
  assert.throws(() => dev.createShaderModule(words), /declares capability FragmentShaderShadingRateInterlockEXT.*NAVI31 does not support it/);
});

test('storage writes from a fragment shader need fragmentStoresAndAtomics', async () => {
  const dev = device('gfx9', { fragmentShaderInterlock: { fragmentShaderSampleInterlock: true } });
  const p = await interlockPipeline(dev);
  assert.throws(p.create, rejects('feature-not-enabled', 'VUID-RuntimeSpirv-NonWritable-06340'));
});

test('binding mismatch: a storage buffer declared as a storage image in the layout', async () => {
  const p = await interlockPipeline(device('gfx11'), 'storage-image');
  assert.throws(p.create, rejects('binding-mismatch', 'VUID-VkGraphicsPipelineCreateInfo-layout-07990'));
  assert.throws(p.create, /set 0 binding 1 as storage-buffer .* declares 'storage-image'/);
});

test('binding mismatch: a binding the layout does not declare', async () => {
  const p = await interlockPipeline(device('gfx11'), 'storage-buffer', 2);
  assert.throws(p.create, rejects('binding-mismatch', 'VUID-VkGraphicsPipelineCreateInfo-layout-07988'));
});

test('descriptor writes must match the set layout type and the resource usage', () => {
  const dev = device('gfx9');
  const setLayout = dev.createDescriptorSetLayout({ bindings: [{ binding: 0, type: 'storage-buffer' }] });
  const set = dev.createDescriptorPool({ maxSets: 1 }).allocate(setLayout);
  const ubo = dev.createBuffer({ size: 64, usage: ['uniform'] });
  assert.throws(() => dev.updateDescriptorSets([{ set, binding: 0, type: 'uniform-buffer', buffer: { buffer: ubo } }]), rejects('binding-mismatch', 'VUID-VkWriteDescriptorSet-descriptorType-00319'));
  assert.throws(() => dev.updateDescriptorSets([{ set, binding: 0, type: 'storage-buffer', buffer: { buffer: ubo } }]), rejects('usage-mismatch', 'VUID-VkWriteDescriptorSet-descriptorType-00331'));
  assert.throws(() => dev.updateDescriptorSets([{ set, binding: 3, type: 'storage-buffer', buffer: { buffer: ubo } }]), rejects('binding-mismatch', 'VUID-VkWriteDescriptorSet-dstBinding-00315'));
});

test('draw-time checks: outside rendering, unbound descriptor set, out-of-range indexed draw', async () => {
  const dev = device('gfx10_3');
  const p = await interlockPipeline(dev);
  const pipeline = p.create();
  const ib = dev.createBuffer({ size: 12, usage: ['index'] });
  const cb = dev.createCommandBuffer().begin();
  assert.throws(() => cb.draw(3), rejects('bad-state', 'VUID-vkCmdDraw-renderpass'));
  cb.beginRendering({ renderArea: { width: DIM, height: DIM } }).bindPipeline(pipeline).setViewport(VIEWPORT).setScissor(SCISSOR);
  assert.throws(() => cb.draw(3), rejects('draw-state-mismatch', 'VUID-vkCmdDraw-None-08600'));
  const set = dev.createDescriptorPool({ maxSets: 1 }).allocate(p.setLayout);
  cb.bindDescriptorSets(p.layout, 0, [set]);
  assert.throws(() => cb.draw(3), rejects('draw-state-mismatch', 'VUID-vkCmdDraw-None-08114'));
  dev.updateDescriptorSets([{ set, binding: 1, type: 'storage-buffer', buffer: { buffer: dev.createBuffer({ size: 1024, usage: ['storage'] }) } }]);
  cb.bindIndexBuffer(ib, 0, 'uint32');
  // 12 bytes hold 3 uint32 indices: indices [1, 4) end at byte 16.
  assert.throws(() => cb.drawIndexed(3, 1, 1), rejects('out-of-range', 'VUID-vkCmdDrawIndexed-robustBufferAccess2-08798'));
  cb.drawIndexed(3, 1, 0);
  assert.throws(() => dev.submit([cb]), rejects('bad-state', 'VUID-VkSubmitInfo-pCommandBuffers-00072'));
});

test('an out-of-range vertex attribute read is rejected at record time', async () => {
  const dev = device('gfx9');
  const vs = await dev.createShaderModuleFromGlsl('#version 450\nlayout(location=0) in vec4 pos;\nvoid main(){ gl_Position = pos; }', 'vertex');
  const fs = await dev.createShaderModuleFromGlsl('#version 450\nlayout(location=0) out vec4 c;\nvoid main(){ c = vec4(1.0); }', 'fragment');
  const layout = dev.createPipelineLayout({ setLayouts: [] });
  const pipeline = dev.createGraphicsPipeline({
    layout,
    vertex: { module: vs },
    fragment: { module: fs },
    vertexInput: { bindings: [{ binding: 0, stride: 16 }], attributes: [{ location: 0, binding: 0, format: 'R32G32B32A32_SFLOAT', offset: 0 }] },
  });
  const vb = dev.createBuffer({ size: 48, usage: ['vertex'] });
  const cb = dev.createCommandBuffer().begin().beginRendering({ renderArea: { width: DIM, height: DIM } });
  cb.bindPipeline(pipeline).setViewport(VIEWPORT).setScissor(SCISSOR).bindVertexBuffers(0, [{ buffer: vb }]);
  cb.draw(3);
  assert.throws(() => cb.draw(4), rejects('out-of-range', 'VUID-vkCmdDraw-None-02721'));
});

test('sample shading without the sampleRateShading feature', async () => {
  const dev = device('gfx11', { core: { fragmentStoresAndAtomics: true } });
  const vs = await dev.createShaderModuleFromGlsl(FULLSCREEN_TRIANGLE_VS, 'vertex');
  const fs = await dev.createShaderModuleFromGlsl('#version 450\nlayout(location=0) out vec4 c;\nvoid main(){ c = vec4(1.0); }', 'fragment');
  const layout = dev.createPipelineLayout({ setLayouts: [] });
  assert.throws(
    () => dev.createGraphicsPipeline({ layout, vertex: { module: vs }, fragment: { module: fs }, multisample: { rasterizationSamples: 4, sampleShadingEnable: true } }),
    rejects('feature-not-enabled', 'VUID-VkPipelineMultisampleStateCreateInfo-sampleShadingEnable-00784'),
  );
});
