/**
 * Device memory: one device-local heap of the board's memory per chip, the
 * sum of live allocations bounded by it (VK_ERROR_OUT_OF_DEVICE_MEMORY at
 * the command that allocates), a 48-bit GPU address space in which big
 * sparse resources cost host memory only where they are touched, and
 * resources above 4 GiB that shaders, descriptors and PM4 reach like any other.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createInstance, OutOfDeviceMemoryError, type Device } from '../../src/api/index.js';
import { CHIPS } from '../../src/amd/chips.js';
import { ALL_FEATURES, FULLSCREEN_TRIANGLE_VS, interlockDraw, u32 } from './api_fixture.js';

const GiB = 2 ** 30;

function deviceOf(chip: string): Device {
  return createInstance().physicalDevice(chip).createDevice({ enabledExtensions: ['VK_EXT_fragment_shader_interlock'], features: ALL_FEATURES });
}

function outOfMemory(command: string, requested: number): (e: unknown) => boolean {
  return (e: unknown) =>
    e instanceof OutOfDeviceMemoryError &&
    e.code === 'VK_ERROR_OUT_OF_DEVICE_MEMORY' &&
    e.location === command &&
    e.requestedBytes === requested &&
    e.message.startsWith(`${command}(): VK_ERROR_OUT_OF_DEVICE_MEMORY — `);
}

test('each physical device reports one device-local heap: the board memory of its chip table row', () => {
  // Board memory of the products the chip table names (AMD product pages; RAVEN: the UMA carve-out).
  const expected: Readonly<Record<string, number>> = { VEGA10: 8, RAVEN: 2, VEGA20: 16, NAVI10: 8, NAVI14: 8, NAVI21: 16, NAVI31: 20 };
  for (const pd of createInstance().enumeratePhysicalDevices()) {
    assert.deepEqual(pd.memoryProperties.memoryHeaps, [{ size: expected[pd.chip.name]! * GiB, flags: ['device-local'] }], pd.chip.name);
  }
  assert.equal(CHIPS.length, Object.keys(expected).length);
});

test('the sum of live allocations is bounded by the heap: the allocation that does not fit fails, at its command', async () => {
  const dev = deviceOf('raven');
  assert.deepEqual(dev.memoryBudget(), { heapBudget: 2 * GiB, heapUsage: 0 });
  dev.createBuffer({ size: GiB, usage: ['storage'] });
  dev.createBuffer({ size: GiB - 4096, usage: ['storage'] });
  assert.equal(dev.memoryBudget().heapUsage, 2 * GiB - 4096);
  assert.throws(() => dev.createBuffer({ size: 8192, usage: ['storage'] }), outOfMemory('vkCreateBuffer', 8192));
  assert.throws(() => dev.createImage({ format: 'R32_UINT', width: 64, height: 64, usage: ['storage'] }), outOfMemory('vkCreateImage', 64 * 64 * 4));
  // A failed allocation takes nothing: what fits still fits.
  const small = dev.createBuffer({ size: 1024, usage: ['storage'] });
  assert.equal(dev.memoryBudget().heapUsage, 2 * GiB - 3072);
  assert.ok(small.address > 0);
  // The driver's allocations count too and fail at the API command that made them.
  const vs = await dev.createShaderModuleFromGlsl(FULLSCREEN_TRIANGLE_VS, 'vertex');
  const fs = await dev.createShaderModuleFromGlsl('#version 450\nvoid main() {}', 'fragment');
  const setLayout = dev.createDescriptorSetLayout({ bindings: [{ binding: 0, type: 'storage-buffer' }] });
  const layout = dev.createPipelineLayout({ setLayouts: [setLayout] });
  dev.createBuffer({ size: 3072, usage: ['storage'] });
  assert.equal(dev.memoryBudget().heapUsage, 2 * GiB);
  assert.throws(() => dev.createGraphicsPipeline({ layout, vertex: { module: vs }, fragment: { module: fs } }), (e: unknown) => e instanceof OutOfDeviceMemoryError && e.location === 'vkCreateGraphicsPipelines');
  assert.throws(() => dev.createDescriptorPool({ maxSets: 1 }).allocate(setLayout), (e: unknown) => e instanceof OutOfDeviceMemoryError && e.location === 'vkAllocateDescriptorSets');
});

test('a full heap fails the submit that needs upload memory with VK_ERROR_OUT_OF_DEVICE_MEMORY, not a fault', async () => {
  const dev = deviceOf('raven');
  const vs = await dev.createShaderModuleFromGlsl(FULLSCREEN_TRIANGLE_VS, 'vertex');
  const fs = await dev.createShaderModuleFromGlsl('#version 450\nvoid main() {}', 'fragment');
  const pipeline = dev.createGraphicsPipeline({ layout: dev.createPipelineLayout({ setLayouts: [] }), vertex: { module: vs }, fragment: { module: fs } });
  dev.createBuffer({ size: 2 * GiB - dev.memoryBudget().heapUsage, usage: ['storage'] });
  const cb = dev.createCommandBuffer().begin().beginRendering({ renderArea: { width: 8, height: 8 } }).bindPipeline(pipeline).draw(3).endRendering().end();
  assert.throws(() => dev.submit([cb]), (e: unknown) => e instanceof OutOfDeviceMemoryError && e.location === 'vkQueueSubmit');
});

test('a 16384² 8-sample RGBA8 image (8 GiB) fits NAVI31 and renders; untouched pages take no host memory; RAVEN refuses it', async () => {
  const dev = deviceOf('navi31');
  const image = dev.createImage({ format: 'R8G8B8A8_UNORM', width: 16384, height: 16384, samples: 8, usage: ['color-attachment'] });
  assert.equal(dev.memoryBudget().heapUsage, 8 * GiB);
  assert.equal(dev.gpu.memory.residentBytes, 0);
  const vs = await dev.createShaderModuleFromGlsl(FULLSCREEN_TRIANGLE_VS, 'vertex');
  const fs = await dev.createShaderModuleFromGlsl('#version 450\nlayout(location = 0) out vec4 c;\nvoid main() { c = vec4(1.0, 0.5, 0.25, 1.0); }', 'fragment');
  const pipeline = dev.createGraphicsPipeline({
    layout: dev.createPipelineLayout({ setLayouts: [] }),
    vertex: { module: vs },
    fragment: { module: fs },
    rendering: { colorFormats: ['R8G8B8A8_UNORM'] },
    multisample: { rasterizationSamples: 8 },
  });
  const cb = dev.createCommandBuffer().begin().beginRendering({ renderArea: { width: 64, height: 64 }, colorAttachments: [{ view: dev.createImageView(image) }] });
  cb.bindPipeline(pipeline).draw(3).endRendering().end();
  dev.submit([cb]);
  // Linear layout (docs/gpu_rb.md): rows of pitch × 8 samples × 4 bytes, a pixel's samples consecutive.
  const row = image.pitch * 8 * 4;
  const sample = (x: number, y: number, s: number): number[] => [...dev.gpu.memory.readBytes(image.address + y * row + (x * 8 + s) * 4, 4)];
  assert.deepEqual(sample(63, 63, 7), [255, 128, 64, 255]);
  assert.deepEqual(sample(64, 0, 0), [0, 0, 0, 0], 'outside the render area');
  // 64 rows × one 64 KiB page each, plus code, descriptors and command streams: megabytes, not 8 GiB.
  assert.ok(dev.gpu.memory.residentBytes < 16 * 2 ** 20, `${dev.gpu.memory.residentBytes} bytes resident`);
  const raven = deviceOf('raven');
  assert.throws(
    () => raven.createImage({ format: 'R8G8B8A8_UNORM', width: 16384, height: 16384, samples: 8, usage: ['color-attachment'] }),
    // GFX9 adds FMASK32_S8_F8 (4 bytes per pixel) and CMASK (4 bits per 8×8 tile) to the 8 GiB (M1).
    outOfMemory('vkCreateImage', 8 * GiB + 16384 * 16384 * 4 + (16384 * 16384) / 128),
  );
});

for (const chip of ['VEGA10', 'NAVI10', 'NAVI21', 'NAVI31']) {
  test(`${chip}: resources above 4 GiB (48-bit addresses in descriptors, shader code, vertex data and PM4) work like any other`, async () => {
    const dev = deviceOf(chip);
    // The largest buffer (maxBufferSize) first: everything after it lies above 2^32.
    dev.createBuffer({ size: dev.physicalDevice.properties.limits.maxBufferSize, usage: ['storage'] });
    const { cb, buffer, set } = await interlockDraw(dev, 4);
    dev.submit([cb]);
    assert.ok(buffer.address > 2 ** 32 && set.address > 2 ** 32, `0x${buffer.address.toString(16)}`);
    assert.ok(dev.queue.lastCommandStreams.every((s) => s.address > 2 ** 32));
    // The ordered interlock result of the end-to-end test (test/api/end_to_end.test.ts), bit for bit.
    assert.deepEqual([...new Set(u32(dev.readBuffer(buffer)))], [0b1111]);
  });
}
