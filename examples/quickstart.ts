/**
 * popsim quickstart: a device for any chip, a pixel-interlock pipeline from GLSL, one draw of
 * four overlapping full-screen triangles, readback. Each pixel's counter is incremented once
 * per triangle inside the ordered critical section, so every texel reads 4.
 *   node dist/examples/quickstart.js [CHIP]     (CHIP: vega10 … navi31, default navi31)
 */
import { createInstance } from '../src/index.js';

const device = createInstance().physicalDevice(process.argv[2] ?? 'navi31').createDevice({
  enabledExtensions: ['VK_EXT_fragment_shader_interlock'],
  features: { core: { fragmentStoresAndAtomics: true }, fragmentShaderInterlock: { fragmentShaderPixelInterlock: true } },
});
const vs = await device.createShaderModuleFromGlsl(`#version 450
void main() { gl_Position = vec4(gl_VertexIndex == 1 ? 3.0 : -1.0, gl_VertexIndex == 2 ? 3.0 : -1.0, 0.0, 1.0); }`, 'vertex');
const fs = await device.createShaderModuleFromGlsl(`#version 450
#extension GL_ARB_fragment_shader_interlock : require
layout(pixel_interlock_ordered) in;
layout(binding = 0, r32ui) uniform coherent uimage2D counts;
void main() {
  beginInvocationInterlockARB();
  imageStore(counts, ivec2(gl_FragCoord.xy), imageLoad(counts, ivec2(gl_FragCoord.xy)) + 1u);
  endInvocationInterlockARB();
}`, 'fragment');
const setLayout = device.createDescriptorSetLayout({ bindings: [{ binding: 0, type: 'storage-image' }] });
const layout = device.createPipelineLayout({ setLayouts: [setLayout] });
const pipeline = device.createGraphicsPipeline({ layout, vertex: { module: vs }, fragment: { module: fs } });
const image = device.createImage({ format: 'R32_UINT', width: 8, height: 8, usage: ['storage'] });
const set = device.createDescriptorPool({ maxSets: 1 }).allocate(setLayout);
device.updateDescriptorSets([{ set, binding: 0, type: 'storage-image', image: device.createImageView(image) }]);
const cb = device.createCommandBuffer().begin().beginRendering({ renderArea: { width: 8, height: 8 } });
cb.bindPipeline(pipeline).bindDescriptorSets(layout, 0, [set]).draw(3, 4).endRendering().end();
const stats = device.submit([cb]);
const counts = new Uint32Array(device.readImage(image).buffer);
console.log(`${device.physicalDevice.properties.deviceName}: counts ${[...new Set(counts)].join(',')}, ${stats.popsWaitWaves} waves waited, ${stats.cycles} cycles`);
