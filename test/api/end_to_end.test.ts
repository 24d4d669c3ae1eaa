/** End to end through the API on GFX9, GFX10.3 and GFX11: GLSL pipelines, draws, readback. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DIM, E2E_LEVELS, FULLSCREEN_TRIANGLE_VS, INSTANCED_TRIANGLE_VS, SCISSOR, VIEWPORT, device, shaderSource, u32 } from './api_fixture.js';

const STORE_FS = `#version 450
layout(set = 0, binding = 0, std430) buffer Out { uint words[]; } outBuf;
void main() {
  uvec2 p = uvec2(gl_FragCoord.xy);
  outBuf.words[p.y * ${DIM}u + p.x] = p.y * 100u + p.x + 1u;
}`;

for (const gfx of E2E_LEVELS) {
  test(`${gfx}: a fragment shader writes one storage-buffer word per pixel`, async () => {
    const dev = device(gfx);
    const vs = await dev.createShaderModuleFromGlsl(FULLSCREEN_TRIANGLE_VS, 'vertex');
    const fs = await dev.createShaderModuleFromGlsl(STORE_FS, 'fragment');
    const setLayout = dev.createDescriptorSetLayout({ bindings: [{ binding: 0, type: 'storage-buffer' }] });
    const layout = dev.createPipelineLayout({ setLayouts: [setLayout] });
    const pipeline = dev.createGraphicsPipeline({ layout, vertex: { module: vs }, fragment: { module: fs } });
    const buffer = dev.createBuffer({ size: DIM * DIM * 4, usage: ['storage'] });
    const set = dev.createDescriptorPool({ maxSets: 1 }).allocate(setLayout);
    dev.updateDescriptorSets([{ set, binding: 0, type: 'storage-buffer', buffer: { buffer } }]);
    const cb = dev.createCommandBuffer().begin().beginRendering({ renderArea: { width: DIM, height: DIM } });
    cb.bindPipeline(pipeline).bindDescriptorSets(layout, 0, [set]).setViewport(VIEWPORT).setScissor(SCISSOR).draw(3).endRendering().end();
    const stats = dev.submit([cb]);
    const words = u32(dev.readBuffer(buffer));
    for (let y = 0; y < DIM; y++) for (let x = 0; x < DIM; x++) assert.equal(words[y * DIM + x], y * 100 + x + 1, `pixel ${x},${y}`);
    assert.equal(stats.draws, 1);
    assert.equal(stats.quads, (DIM * DIM) / 4);
  });

  test(`${gfx}: pixel interlock orders 4 overlapping instanced triangles (every pixel sees all earlier primitives, P5 logic)`, async () => {
    const dev = device(gfx);
    const vs = await dev.createShaderModuleFromGlsl(INSTANCED_TRIANGLE_VS, 'vertex');
    const fs = await dev.createShaderModuleFromGlsl(shaderSource('interlock_basic.frag', { RES_SSBO: '', DIM }), 'fragment');
    const setLayout = dev.createDescriptorSetLayout({ bindings: [{ binding: 1, type: 'storage-buffer' }] });
    const layout = dev.createPipelineLayout({ setLayouts: [setLayout] });
    const pipeline = dev.createGraphicsPipeline({ layout, vertex: { module: vs }, fragment: { module: fs } });
    assert.deepEqual(pipeline.built.fragment.info.interlock, { granularity: 'pixel', ordered: true });
    const buffer = dev.createBuffer({ size: DIM * DIM * 4, usage: ['storage'] });
    const set = dev.createDescriptorPool({ maxSets: 1 }).allocate(setLayout);
    dev.updateDescriptorSets([{ set, binding: 1, type: 'storage-buffer', buffer: { buffer } }]);
    const cb = dev.createCommandBuffer().begin().beginRendering({ renderArea: { width: DIM, height: DIM } });
    cb.bindPipeline(pipeline).bindDescriptorSets(layout, 0, [set]).setViewport(VIEWPORT).setScissor(SCISSOR).draw(3, 4).endRendering().end();
    const stats = dev.submit([cb]);
    const words = u32(dev.readBuffer(buffer));
    // Ordered: primitive i sets bit i only if bits 0..i-1 are present, so in-order execution leaves 0b1111 everywhere.
    assert.deepEqual([...new Set(words)], [0b1111]);
    // One draw packet of 4 instances; the GPU's vertex stage shades each instance's 3 vertices in a wave of its own.
    assert.equal(stats.draws, 1);
    assert.equal(stats.vertexWaves, 4);
    assert.equal(stats.vsInvocations, 12);
    assert.ok(stats.popsWaitWaves > 0, 'overlapping waves waited (POPS was active)');
  });

  test(`${gfx}: a colour attachment cleared by the load op reads back through copyImageToBuffer`, async () => {
    const dev = device(gfx);
    const image = dev.createImage({ format: 'R8G8B8A8_UNORM', width: 8, height: 4, usage: ['color-attachment', 'transfer-src'] });
    const out = dev.createBuffer({ size: 8 * 4 * 4, usage: ['transfer-dst'] });
    const cb = dev.createCommandBuffer().begin();
    cb.beginRendering({ renderArea: { width: 8, height: 4 }, colorAttachments: [{ view: dev.createImageView(image), loadOp: 'clear', clearValue: { float: [1, 0, 0.5, 1] } }] });
    cb.endRendering().copyImageToBuffer(image, out).end();
    dev.submit([cb]);
    // R=255, G=0, B=round(127.5)=128, A=255, little-endian RGBA.
    assert.deepEqual([...new Set(u32(dev.readBuffer(out)))], [0xff8000ff]);
  });
}

test('copyBuffer and copyBufferToImage run in command order with draws (CP DMA at submit)', () => {
  const dev = device('gfx10_3');
  const a = dev.createBuffer({ size: 64, usage: ['transfer-src', 'transfer-dst'] });
  const b = dev.createBuffer({ size: 64, usage: ['transfer-src', 'transfer-dst'] });
  const image = dev.createImage({ format: 'R32_UINT', width: 4, height: 4, usage: ['transfer-dst', 'transfer-src'] });
  dev.writeBuffer(a, 0, Uint32Array.from({ length: 16 }, (_, i) => i * 3));
  const cb = dev.createCommandBuffer().begin();
  cb.copyBuffer(a, b, [{ srcOffset: 8, dstOffset: 0, size: 56 }]).copyBufferToImage(b, image).copyImageToBuffer(image, a).end();
  dev.submit([cb]);
  assert.deepEqual([...u32(dev.readBuffer(a)).slice(0, 14)], Array.from({ length: 14 }, (_, i) => (i + 2) * 3));
});
