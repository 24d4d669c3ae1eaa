/**
 * The driver fix the suite needed: a fragment shader that reads gl_SampleID runs per sample
 * (RADV uses_sample_shading) — DB_EQAA.PS_ITER_SAMPLES and PA_SC_MODE_CNTL_1.PS_ITER_SAMPLE —
 * which the CTS's sample-interlock cases without sampleShadingEnable rely on.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createInstance } from '../../src/api/index.js';
import { STREAM_VERTEX_SHADER_GLSL, caseByName, fragmentShaderGlsl } from '../../src/scenes/interlock_cts/index.js';

async function drawDump(caseName: string, sampleShading: boolean): Promise<string> {
  const c = caseByName(caseName);
  const dev = createInstance()
    .physicalDevice('NAVI21')
    .createDevice({
      enabledExtensions: ['VK_EXT_fragment_shader_interlock'],
      features: { core: { fragmentStoresAndAtomics: true, sampleRateShading: true }, fragmentShaderInterlock: { fragmentShaderPixelInterlock: true, fragmentShaderSampleInterlock: true } },
    });
  const setLayout = dev.createDescriptorSetLayout({ bindings: [{ binding: 0, type: 'storage-image' }, { binding: 1, type: 'storage-buffer' }] });
  const layout = dev.createPipelineLayout({ setLayouts: [setLayout] });
  const pipeline = dev.createGraphicsPipeline({
    layout,
    vertex: { module: await dev.createShaderModuleFromGlsl(STREAM_VERTEX_SHADER_GLSL, 'vertex') },
    fragment: { module: await dev.createShaderModuleFromGlsl(fragmentShaderGlsl(c), 'fragment') },
    vertexInput: {
      bindings: [{ binding: 0, stride: 16 }, { binding: 1, stride: 16 }],
      attributes: [
        { location: 0, binding: 0, format: 'R32G32B32A32_SFLOAT', offset: 0 },
        { location: 1, binding: 1, format: 'R32_SINT', offset: 0 },
      ],
    },
    multisample: { rasterizationSamples: c.samples, sampleShadingEnable: sampleShading, minSampleShading: 1 },
  });
  const vb = dev.createBuffer({ size: 48, usage: ['vertex'] });
  const set = dev.createDescriptorPool({ maxSets: 1 }).allocate(setLayout);
  const image = dev.createImage({ format: 'R32_UINT', width: 32, height: 8, usage: ['storage'] });
  dev.updateDescriptorSets([
    { set, binding: 0, type: 'storage-image', image: dev.createImageView(image) },
    { set, binding: 1, type: 'storage-buffer', buffer: { buffer: dev.createBuffer({ size: 1024, usage: ['storage'] }) } },
  ]);
  const cb = dev.createCommandBuffer().begin().beginRendering({ renderArea: { width: 8, height: 8 } });
  cb.bindPipeline(pipeline)
    .bindDescriptorSets(layout, 0, [set])
    .bindVertexBuffers(0, [{ buffer: vb }, { buffer: vb }])
    .setViewport({ x: 0, y: 0, width: 8, height: 8, minDepth: 0, maxDepth: 1 })
    .setScissor({ x: 0, y: 0, width: 8, height: 8 })
    .draw(3)
    .endRendering()
    .end();
  return dev.debugRegisterDump(cb);
}

function field(dump: string, reg: string, name: string): number {
  const line = dump.split('\n').find((l) => l.startsWith(`${reg} =`));
  assert.ok(line, `${reg} is written`);
  const m = new RegExp(`\\b${name}=(\\d+)`).exec(line);
  return m ? Number(m[1]) : 0;
}

test('a shader reading gl_SampleID (sample interlock) runs 4 invocations per pixel at 4x without sampleShadingEnable', async () => {
  const dump = await drawDump('basic.nodiscard.ssbo.sample_ordered.4xaa.no_sample_shading.8x8', false);
  assert.equal(field(dump, 'DB_EQAA', 'PS_ITER_SAMPLES'), 2);
  assert.equal(field(dump, 'PA_SC_MODE_CNTL_1', 'PS_ITER_SAMPLE'), 1);
});

test('pixel interlock without gl_SampleID at 4x runs once per pixel, with sampleShadingEnable once per sample', async () => {
  const pixel = await drawDump('basic.nodiscard.ssbo.pixel_ordered.4xaa.no_sample_shading.8x8', false);
  assert.equal(field(pixel, 'DB_EQAA', 'PS_ITER_SAMPLES'), 0);
  assert.equal(field(pixel, 'PA_SC_MODE_CNTL_1', 'PS_ITER_SAMPLE'), 0);
  const shaded = await drawDump('basic.nodiscard.ssbo.pixel_ordered.4xaa.no_sample_shading.8x8', true);
  assert.equal(field(shaded, 'DB_EQAA', 'PS_ITER_SAMPLES'), 2);
  assert.equal(field(shaded, 'PA_SC_MODE_CNTL_1', 'PS_ITER_SAMPLE'), 1);
});
