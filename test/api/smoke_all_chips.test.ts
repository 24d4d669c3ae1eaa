/**
 * The end-to-end smoke test on every chip of the table: one triangle whose fragment
 * shader writes a storage image (r32ui) from gl_FragCoord, and one that writes an
 * R8G8B8A8_UNORM colour attachment through the render backends — exact pixels, uncovered
 * pixels untouched.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CHIPS } from '../../src/amd/chips.js';
import { ALL_FEATURES, u32 } from './api_fixture.js';
import { createInstance, type Device } from '../../src/api/index.js';

const W = 8;
const H = 8;

/**
 * The lower-left half of the framebuffer: pixel corners (0,0), (0,8), (8,8) (y down). Pixel
 * (x, y) has its centre (x+0.5, y+0.5) inside when x < y; centres on the diagonal lie on the
 * triangle's right edge, which the top-left fill rule excludes — so exactly the 28 pixels with
 * x < y are written, the 36 others keep their old value.
 */
const TRIANGLE_VS = `#version 450
void main() {
  vec2 corners[3] = vec2[3](vec2(-1.0, -1.0), vec2(-1.0, 1.0), vec2(1.0, 1.0));
  gl_Position = vec4(corners[gl_VertexIndex], 0.0, 1.0);
}`;

const STORE_FS = `#version 450
layout(set = 0, binding = 0, r32ui) uniform writeonly uimage2D img;
void main() {
  ivec2 p = ivec2(gl_FragCoord.xy);
  imageStore(img, p, uvec4(uint(p.y * 100 + p.x + 1), 0u, 0u, 0u));
}`;

const COLOR_FS = `#version 450
layout(location = 0) out vec4 color;
void main() {
  color = vec4(gl_FragCoord.x / 8.0, gl_FragCoord.y / 8.0, 0.25, 1.0);
}`;

function makeDevice(chip: string): Device {
  return createInstance().physicalDevice(chip).createDevice({ enabledExtensions: ['VK_EXT_fragment_shader_interlock'], features: ALL_FEATURES });
}

function inside(x: number, y: number): boolean {
  return x < y;
}

for (const chip of CHIPS) {
  test(`${chip.name}: a triangle writing a storage image (imageStore of gl_FragCoord) renders the expected pixels`, async () => {
    const dev = makeDevice(chip.name);
    const vs = await dev.createShaderModuleFromGlsl(TRIANGLE_VS, 'vertex');
    const fs = await dev.createShaderModuleFromGlsl(STORE_FS, 'fragment');
    const setLayout = dev.createDescriptorSetLayout({ bindings: [{ binding: 0, type: 'storage-image' }] });
    const layout = dev.createPipelineLayout({ setLayouts: [setLayout] });
    const pipeline = dev.createGraphicsPipeline({ layout, vertex: { module: vs }, fragment: { module: fs } });
    const image = dev.createImage({ format: 'R32_UINT', width: W, height: H, usage: ['storage', 'transfer-dst', 'transfer-src'] });
    const set = dev.createDescriptorPool({ maxSets: 1 }).allocate(setLayout);
    dev.updateDescriptorSets([{ set, binding: 0, type: 'storage-image', image: dev.createImageView(image) }]);
    const cb = dev.createCommandBuffer().begin();
    cb.clearColorImage(image, { uint: [0xdead, 0, 0, 0] }).pipelineBarrier();
    cb.beginRendering({ renderArea: { width: W, height: H } }).bindPipeline(pipeline).bindDescriptorSets(layout, 0, [set]).draw(3).endRendering().end();
    const stats = dev.submit([cb]);
    const texels = u32(dev.readImage(image));
    for (let y = 0; y < H; y++) {
      for (let x = 0; x < W; x++) {
        assert.equal(texels[y * W + x], inside(x, y) ? y * 100 + x + 1 : 0xdead, `pixel ${x},${y}`);
      }
    }
    assert.equal(stats.draws, 1);
    // 2x2 quads (qx, qy) touching a pixel with x < y: qx <= qy, 4 + 3 + 2 + 1 of them.
    assert.equal(stats.quads, 10);
  });

  test(`${chip.name}: a triangle writing an R8G8B8A8_UNORM colour attachment renders the expected pixels`, async () => {
    const dev = makeDevice(chip.name);
    const vs = await dev.createShaderModuleFromGlsl(TRIANGLE_VS, 'vertex');
    const fs = await dev.createShaderModuleFromGlsl(COLOR_FS, 'fragment');
    const layout = dev.createPipelineLayout({ setLayouts: [] });
    const pipeline = dev.createGraphicsPipeline({ layout, vertex: { module: vs }, fragment: { module: fs }, rendering: { colorFormats: ['R8G8B8A8_UNORM'] } });
    const image = dev.createImage({ format: 'R8G8B8A8_UNORM', width: W, height: H, usage: ['color-attachment', 'transfer-src'] });
    const cb = dev.createCommandBuffer().begin();
    cb.beginRendering({ renderArea: { width: W, height: H }, colorAttachments: [{ view: dev.createImageView(image), loadOp: 'clear', clearValue: { float: [0, 0, 1, 0] } }] });
    cb.bindPipeline(pipeline).draw(3).endRendering().end();
    dev.submit([cb]);
    const texels = u32(dev.readImage(image));
    for (let y = 0; y < H; y++) {
      for (let x = 0; x < W; x++) {
        // R = round((x + 0.5) / 8 × 255), G likewise from y, B = round(0.25 × 255) = 64, A = 255; clear colour (0, 0, 255, 0) elsewhere.
        const expected = inside(x, y) ? (Math.round(((x + 0.5) / 8) * 255) | (Math.round(((y + 0.5) / 8) * 255) << 8) | (64 << 16) | (255 << 24)) >>> 0 : 0x00ff0000;
        assert.equal(texels[y * W + x], expected, `pixel ${x},${y}: 0x${texels[y * W + x]!.toString(16)}`);
      }
    }
  });
}
