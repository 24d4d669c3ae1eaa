/**
 * Compressed MSAA through the API (M1–M4, docs/msaa.md): fast clears, layout
 * transitions, vkCmdResolveImage and textureSamplesIdenticalEXT on every chip.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Device, Image, ImageBarrier } from '../../src/api/index.js';
import { ALL_FEATURES, device, u32 } from './api_fixture.js';
import { prng } from '../support/prng.js';

const CHIPS = ['VEGA10', 'RAVEN', 'VEGA20', 'NAVI10', 'NAVI14', 'NAVI21', 'NAVI31'];
const DIM = 16;
const SAMPLES = 4;

/** Triangles from a storage buffer: per vertex a vec4 position and a vec4 colour (flat). */
const TRIANGLES_VS = `#version 450
layout(set = 0, binding = 0, std430) readonly buffer Tris { vec4 v[]; } tris;
layout(location = 0) flat out vec4 color;
void main() {
  gl_Position = tris.v[2 * gl_VertexIndex];
  color = tris.v[2 * gl_VertexIndex + 1];
}`;

const COLOR_FS = `#version 450
layout(location = 0) flat in vec4 color;
layout(location = 0) out vec4 outColor;
void main() { outColor = color; }`;

/** Per pixel: the query's answer and the four samples as texelFetch reads them (through FMASK, M2). */
const QUERY_FS = `#version 450
#extension GL_EXT_shader_samples_identical : require
layout(set = 0, binding = 0) uniform sampler2DMS tex;
layout(set = 0, binding = 1, std430) buffer Out { uvec4 v[]; } o;
void main() {
  ivec2 c = ivec2(gl_FragCoord.xy);
  int i = c.y * ${DIM} + c.x;
  o.v[2 * i] = uvec4(textureSamplesIdenticalEXT(tex, c) ? 1u : 0u, 0u, 0u, 0u);
  o.v[2 * i + 1] = uvec4(packUnorm4x8(texelFetch(tex, c, 0)), packUnorm4x8(texelFetch(tex, c, 1)), packUnorm4x8(texelFetch(tex, c, 2)), packUnorm4x8(texelFetch(tex, c, 3)));
}`;

const FULLSCREEN_VS = `#version 450
void main() {
  vec2 p = vec2((gl_VertexIndex == 1) ? 3.0 : -1.0, (gl_VertexIndex == 2) ? 3.0 : -1.0);
  gl_Position = vec4(p, 0.0, 1.0);
}`;

/** Four colours, so adjacent triangles often share one: FMASK never merges by colour (false negatives only). */
const PALETTE = [
  [1, 0, 0, 1],
  [0, 1, 0, 1],
  [0, 0, 1, 1],
  [1, 1, 1, 1],
];

interface Kit {
  readonly dev: Device;
  readonly image: Image;
  render(triangles: Float32Array, clear: boolean): void;
  query(): { identical: boolean[]; samples: Uint32Array };
}

async function kit(chip: string): Promise<Kit> {
  const dev = device(chip, ALL_FEATURES);
  const [vs, fs, fsq, vsq] = await Promise.all([
    dev.createShaderModuleFromGlsl(TRIANGLES_VS, 'vertex'),
    dev.createShaderModuleFromGlsl(COLOR_FS, 'fragment'),
    dev.createShaderModuleFromGlsl(QUERY_FS, 'fragment'),
    dev.createShaderModuleFromGlsl(FULLSCREEN_VS, 'vertex'),
  ]);
  const image = dev.createImage({ format: 'R8G8B8A8_UNORM', width: DIM, height: DIM, samples: SAMPLES, usage: ['color-attachment', 'sampled', 'transfer-dst', 'transfer-src'] });
  const drawLayout = dev.createDescriptorSetLayout({ bindings: [{ binding: 0, type: 'storage-buffer' }] });
  const drawPipelineLayout = dev.createPipelineLayout({ setLayouts: [drawLayout] });
  const drawPipeline = dev.createGraphicsPipeline({
    layout: drawPipelineLayout,
    vertex: { module: vs },
    fragment: { module: fs },
    rasterization: { cullMode: 'none' },
    multisample: { rasterizationSamples: SAMPLES },
    rendering: { colorFormats: ['R8G8B8A8_UNORM'] },
  });
  const queryLayout = dev.createDescriptorSetLayout({
    bindings: [
      { binding: 0, type: 'combined-image-sampler' },
      { binding: 1, type: 'storage-buffer' },
    ],
  });
  const queryPipelineLayout = dev.createPipelineLayout({ setLayouts: [queryLayout] });
  const queryPipeline = dev.createGraphicsPipeline({ layout: queryPipelineLayout, vertex: { module: vsq }, fragment: { module: fsq } });
  const out = dev.createBuffer({ size: DIM * DIM * 32, usage: ['storage'] });
  const pool = dev.createDescriptorPool({ maxSets: 64 });
  const querySet = pool.allocate(queryLayout);
  dev.updateDescriptorSets([
    { set: querySet, binding: 0, type: 'combined-image-sampler', image: dev.createImageView(image), sampler: dev.createSampler() },
    { set: querySet, binding: 1, type: 'storage-buffer', buffer: { buffer: out } },
  ]);
  return {
    dev,
    image,
    render(triangles, clear) {
      const buffer = dev.createBuffer({ size: triangles.byteLength, usage: ['storage'] });
      dev.writeBuffer(buffer, 0, triangles);
      const set = pool.allocate(drawLayout);
      dev.updateDescriptorSets([{ set, binding: 0, type: 'storage-buffer', buffer: { buffer } }]);
      const cb = dev.createCommandBuffer().begin();
      cb.beginRendering({
        renderArea: { width: DIM, height: DIM },
        colorAttachments: [{ view: dev.createImageView(image), ...(clear ? { loadOp: 'clear' as const, clearValue: { float: [0.5, 0.25, 0, 1] } } : {}) }],
      });
      cb.bindPipeline(drawPipeline).bindDescriptorSets(drawPipelineLayout, 0, [set]).draw(triangles.length / 8).endRendering();
      dev.submit([cb.end()]);
    },
    query() {
      const cb = dev.createCommandBuffer().begin().beginRendering({ renderArea: { width: DIM, height: DIM } });
      cb.bindPipeline(queryPipeline).bindDescriptorSets(queryPipelineLayout, 0, [querySet]).draw(3).endRendering();
      dev.submit([cb.end()]);
      const words = u32(dev.readBuffer(out));
      const identical: boolean[] = [];
      const samples = new Uint32Array(DIM * DIM * 4);
      for (let i = 0; i < DIM * DIM; i++) {
        identical.push(words[8 * i] === 1);
        samples.set(words.subarray(8 * i + 4, 8 * i + 8), 4 * i);
      }
      return { identical, samples };
    },
  };
}

function transition(dev: Device, image: Image, oldLayout: ImageBarrier['oldLayout'], newLayout: ImageBarrier['newLayout']): void {
  const cb = dev.createCommandBuffer().begin();
  cb.pipelineBarrier({ imageBarriers: [{ image, oldLayout, newLayout }] });
  dev.submit([cb.end()]);
}

function randomTriangles(rand: () => number, count: number): Float32Array {
  const data = new Float32Array(count * 3 * 8);
  for (let t = 0; t < count; t++) {
    const color = PALETTE[Math.floor(rand() * PALETTE.length)]!;
    for (let v = 0; v < 3; v++) {
      const o = (t * 3 + v) * 8;
      data.set([rand() * 2.4 - 1.2, rand() * 2.4 - 1.2, 0, 1], o);
      data.set(color, o + 4);
    }
  }
  return data;
}

/** The host's view of the image (readImage sees through FMASK and fast clears), as packed RGBA8 words. */
function hostSamples(dev: Device, image: Image): Uint32Array {
  return u32(dev.readImage(image));
}

for (const chip of CHIPS) {
  test(`${chip}: random MSAA contents, fast clears and layout transitions: samples-identical is never a false positive; texelFetch reads what the host sees (M1–M4)`, async () => {
    const rand = prng(0x5eed + chip.length);
    const k = await kit(chip);
    const compressed = chip !== 'NAVI31';
    let trueAnswers = 0;
    for (let round = 0; round < 4; round++) {
      transition(k.dev, k.image, 'undefined', 'color-attachment-optimal');
      k.render(randomTriangles(rand, 1 + Math.floor(rand() * 6)), rand() < 0.75);
      const general = rand() < 0.3;
      transition(k.dev, k.image, 'color-attachment-optimal', general ? 'general' : 'shader-read-only-optimal');
      const { identical, samples } = k.query();
      assert.deepEqual(samples, hostSamples(k.dev, k.image), `round ${round}: texelFetch through FMASK equals the expanded image`);
      for (let p = 0; p < DIM * DIM; p++) {
        if (!identical[p]) continue;
        trueAnswers++;
        const s = samples.subarray(4 * p, 4 * p + 4);
        assert.ok(s.every((x) => x === s[0]), `round ${round} pixel ${p}: the query said identical for ${[...s].map((x) => x.toString(16))}`);
      }
      // GENERAL keeps FMASK expanded (radv_layout_fmask_compression): the query is false everywhere; GFX11 has no FMASK.
      if (general || !compressed) assert.ok(identical.every((x) => !x), `round ${round}: no true answer in ${general ? 'GENERAL' : 'GFX11'}`);
    }
    if (compressed) assert.ok(trueAnswers > 0, 'the query answers true for fully covered or fast-cleared pixels');
  });
}

test('RAVEN: a fast clear writes CMASK only (M4); fast-cleared pixels answer true after the decompress of the transition to shader-read', async () => {
  const k = await kit('RAVEN');
  transition(k.dev, k.image, 'undefined', 'transfer-dst-optimal');
  const colorBefore = k.dev.gpu.memory.readBytes(k.image.address, 64);
  const cb = k.dev.createCommandBuffer().begin();
  cb.clearColorImage(k.image, { float: [0.25, 0.5, 0.75, 1] });
  const stats = k.dev.submit([cb.end()]);
  assert.deepEqual(k.dev.gpu.memory.readBytes(k.image.address, 64), colorBefore, 'colour memory untouched');
  assert.equal(stats.surfaces.cbColorWritten, 0);
  const cmask = k.image.metadata!.cmask;
  assert.ok(k.dev.gpu.memory.readBytes(cmask.base, cmask.bytes).every((b) => b === 0), 'every CMASK tile fast cleared');
  transition(k.dev, k.image, 'transfer-dst-optimal', 'shader-read-only-optimal');
  const { identical, samples } = k.query();
  assert.ok(identical.every((x) => x), 'the decompress gives fast-cleared pixels FMASK 0 (unlike the article\'s Intel MCS)');
  assert.ok([...samples].every((w) => w === 0xffbf8040), `clear colour in every sample: ${samples[0]!.toString(16)}`);
});

for (const chip of ['RAVEN', 'NAVI21', 'NAVI31']) {
  test(`${chip}: vkCmdResolveImage averages the samples (to the nearest UNORM value) (CB resolve on GFX9–10.3, fragment-shader resolve on GFX11)`, async () => {
    const k = await kit(chip);
    const rand = prng(7);
    transition(k.dev, k.image, 'undefined', 'color-attachment-optimal');
    k.render(randomTriangles(rand, 5), true);
    transition(k.dev, k.image, 'color-attachment-optimal', 'transfer-src-optimal');
    const dst = k.dev.createImage({ format: 'R8G8B8A8_UNORM', width: DIM, height: DIM, usage: ['color-attachment', 'transfer-dst'] });
    const cb = k.dev.createCommandBuffer().begin().resolveImage(k.image, dst);
    k.dev.submit([cb.end()]);
    const src = k.dev.readImage(k.image);
    const out = k.dev.readImage(dst);
    for (let p = 0; p < DIM * DIM; p++) {
      for (let c = 0; c < 4; c++) {
        let sum = 0;
        for (let s = 0; s < SAMPLES; s++) sum += src[(p * SAMPLES + s) * 4 + c]! / 255;
        // The fragment-shader resolve sums in f32: a mean that lands on .5 may round either way.
        const expected = (sum / SAMPLES) * 255;
        assert.ok(Math.abs(out[p * 4 + c]! - expected) <= 0.5 + 1e-4, `pixel ${p} channel ${c}: ${out[p * 4 + c]} vs ${expected}`);
      }
    }
  });
}

test('vkCmdResolveImage validates its images', async () => {
  const dev = device('RAVEN', ALL_FEATURES);
  const ms = dev.createImage({ format: 'R8G8B8A8_UNORM', width: 8, height: 8, samples: 4, usage: ['color-attachment', 'transfer-src'] });
  const one = dev.createImage({ format: 'R8G8B8A8_UNORM', width: 8, height: 8, usage: ['transfer-dst'] });
  const wrong = dev.createImage({ format: 'R32_UINT', width: 8, height: 8, usage: ['transfer-dst'] });
  const cb = dev.createCommandBuffer().begin();
  assert.throws(() => cb.resolveImage(one, one), /srcImage has one sample/);
  assert.throws(() => cb.resolveImage(ms, wrong), /formats differ/);
  assert.throws(() => cb.resolveImage(ms, ms), /dstImage has 4 samples/);
});

/** The query in a vertex shader (M3: every stage), passed flat to the pixel shader, which stores it. */
const VERTEX_QUERY_VS = `#version 450
#extension GL_EXT_shader_samples_identical : require
layout(set = 0, binding = 0) uniform sampler2DMS tex;
layout(location = 0) flat out uint identical;
void main() {
  identical = textureSamplesIdenticalEXT(tex, ivec2(3, 3)) ? 1u : 0u;
  vec2 p = vec2((gl_VertexIndex == 1) ? 3.0 : -1.0, (gl_VertexIndex == 2) ? 3.0 : -1.0);
  gl_Position = vec4(p, 0.0, 1.0);
}`;

const STORE_FS = `#version 450
layout(location = 0) flat in uint identical;
layout(set = 0, binding = 1, std430) buffer Out { uint v[]; } o;
void main() { o.v[0] = identical + 1u; }`;

for (const chip of ['RAVEN', 'NAVI21', 'NAVI31']) {
  test(`${chip}: textureSamplesIdenticalEXT works in the vertex stage on the GPU (M3: true for a fully covered pixel where FMASK exists)`, async () => {
    const k = await kit(chip);
    transition(k.dev, k.image, 'undefined', 'color-attachment-optimal');
    // One triangle covering everything: every pixel fully covered by one write (M1).
    k.render(new Float32Array([-1, -1, 0, 1, 1, 0, 0, 1, 3, -1, 0, 1, 1, 0, 0, 1, -1, 3, 0, 1, 1, 0, 0, 1]), false);
    transition(k.dev, k.image, 'color-attachment-optimal', 'shader-read-only-optimal');
    const dev = k.dev;
    const [vs, fs] = await Promise.all([dev.createShaderModuleFromGlsl(VERTEX_QUERY_VS, 'vertex'), dev.createShaderModuleFromGlsl(STORE_FS, 'fragment')]);
    const setLayout = dev.createDescriptorSetLayout({ bindings: [{ binding: 0, type: 'combined-image-sampler' }, { binding: 1, type: 'storage-buffer' }] });
    const layout = dev.createPipelineLayout({ setLayouts: [setLayout] });
    const pipeline = dev.createGraphicsPipeline({ layout, vertex: { module: vs }, fragment: { module: fs } });
    const out = dev.createBuffer({ size: 4, usage: ['storage'] });
    const set = dev.createDescriptorPool({ maxSets: 1 }).allocate(setLayout);
    dev.updateDescriptorSets([
      { set, binding: 0, type: 'combined-image-sampler', image: dev.createImageView(k.image), sampler: dev.createSampler() },
      { set, binding: 1, type: 'storage-buffer', buffer: { buffer: out } },
    ]);
    const cb = dev.createCommandBuffer().begin().beginRendering({ renderArea: { width: 4, height: 4 } });
    cb.bindPipeline(pipeline).bindDescriptorSets(layout, 0, [set]).draw(3).endRendering();
    dev.submit([cb.end()]);
    assert.equal(u32(dev.readBuffer(out))[0], chip === 'NAVI31' ? 1 : 2, chip === 'NAVI31' ? 'GFX11: never true' : 'FMASK 0: true');
  });
}
