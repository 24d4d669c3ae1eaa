/** Shared set-up for the end-to-end API tests: devices per gfx level and the test shaders. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createInstance, type Device, type DeviceFeatureRequest, type GraphicsPipeline, type RunStats, type ShaderModule } from '../../src/api/index.js';
import type { GfxLevel } from '../../src/isa/gfx_level.js';

/** One chip per gfx level the end-to-end tests cover. */
export const CHIPS: Readonly<Record<'gfx9' | 'gfx10_3' | 'gfx11', string>> = { gfx9: 'RAVEN', gfx10_3: 'NAVI21', gfx11: 'NAVI31' };
export const E2E_LEVELS: readonly ('gfx9' | 'gfx10_3' | 'gfx11')[] = ['gfx9', 'gfx10_3', 'gfx11'];

export const ALL_FEATURES: DeviceFeatureRequest = {
  core: { fragmentStoresAndAtomics: true, sampleRateShading: true },
  fragmentShaderInterlock: { fragmentShaderPixelInterlock: true, fragmentShaderSampleInterlock: true },
};

export function device(gfx: GfxLevel | string, features: DeviceFeatureRequest = ALL_FEATURES, debug?: string): Device {
  const chip = (CHIPS as Record<string, string>)[gfx] ?? gfx;
  const instance = createInstance(debug === undefined ? {} : { debug });
  return instance.physicalDevice(chip).createDevice({ enabledExtensions: ['VK_EXT_fragment_shader_interlock'], features });
}

/** A file of test/compiler/shaders. */
function shaderFile(name: string): string {
  // Builds do not copy the shaders: look beside the build tree, then in the working directory (repository root).
  const besideBuild = fileURLToPath(new URL(`../../../test/compiler/shaders/${name}`, import.meta.url));
  return existsSync(besideBuild) ? besideBuild : join(process.cwd(), 'test/compiler/shaders', name);
}

export function shaderSource(name: string, defines: Readonly<Record<string, string | number>> = {}): string {
  const text = readFileSync(shaderFile(name), 'utf8');
  const lines = Object.entries(defines).map(([k, v]) => `#define ${k} ${v}`);
  return text.replace(/^(#version[^\n]*\n)/, `$1${lines.join('\n')}\n`);
}

/** The words of a checked-in SPIR-V binary (`.spv`) of test/compiler/shaders. */
export function shaderWords(name: string): Uint32Array {
  // A copy: the file's bytes need not start 4-byte aligned in their buffer.
  return new Uint32Array(Uint8Array.from(readFileSync(shaderFile(name))).buffer);
}

/** A full-screen triangle from gl_VertexIndex (3 vertices, no vertex buffers). */
export const FULLSCREEN_TRIANGLE_VS = `#version 450
void main() {
  vec2 p = vec2((gl_VertexIndex == 1) ? 3.0 : -1.0, (gl_VertexIndex == 2) ? 3.0 : -1.0);
  gl_Position = vec4(p, 0.0, 1.0);
}`;

/** One full-screen triangle per instance; the instance index is passed to the fragment shader as primID (location 0). */
export const INSTANCED_TRIANGLE_VS = `#version 450
layout(location = 0) out int primID;
void main() {
  primID = gl_InstanceIndex;
  vec2 p = vec2((gl_VertexIndex == 1) ? 3.0 : -1.0, (gl_VertexIndex == 2) ? 3.0 : -1.0);
  gl_Position = vec4(p, 0.5, 1.0);
}`;

export const DIM = 16;
export const VIEWPORT = { x: 0, y: 0, width: DIM, height: DIM, minDepth: 0, maxDepth: 1 };
export const SCISSOR = { x: 0, y: 0, width: DIM, height: DIM };

export function u32(bytes: Uint8Array): Uint32Array {
  return new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4);
}

/** `instances` overlapping full-screen triangles under pixel interlock into a storage buffer, without viewport/scissor calls. */
export async function interlockDraw(dev: Device, instances: number) {
  const vs = await dev.createShaderModuleFromGlsl(INSTANCED_TRIANGLE_VS, 'vertex');
  const fs = await dev.createShaderModuleFromGlsl(shaderSource('interlock_basic.frag', { RES_SSBO: '', DIM }), 'fragment');
  const setLayout = dev.createDescriptorSetLayout({ bindings: [{ binding: 1, type: 'storage-buffer' }] });
  const layout = dev.createPipelineLayout({ setLayouts: [setLayout] });
  const pipeline = dev.createGraphicsPipeline({ layout, vertex: { module: vs }, fragment: { module: fs } });
  const buffer = dev.createBuffer({ size: DIM * DIM * 4, usage: ['storage'] });
  const set = dev.createDescriptorPool({ maxSets: 1 }).allocate(setLayout);
  dev.updateDescriptorSets([{ set, binding: 1, type: 'storage-buffer', buffer: { buffer } }]);
  const cb = dev.createCommandBuffer().begin().beginRendering({ renderArea: { width: DIM, height: DIM } });
  cb.bindPipeline(pipeline).bindDescriptorSets(layout, 0, [set]).draw(3, instances).endRendering().end();
  return { cb, buffer, set };
}

/**
 * One draw of `layers` instances of a full-screen triangle over a DIM x DIM
 * render area, the fragment shader's storage-buffer `bindings` (set 0) all
 * bound to one buffer of DIM * DIM words; returns that buffer's words after
 * the submit (and the pipeline, to inspect its code). The per-pixel counter
 * scenes of the POPS tests.
 */
export async function drawLayers(
  dev: Device,
  fs: ShaderModule,
  o: { readonly vertexGlsl: string; readonly layers: number; readonly bindings: readonly number[] },
): Promise<{ words: Uint32Array; stats: RunStats; pipeline: GraphicsPipeline }> {
  const vs = await dev.createShaderModuleFromGlsl(o.vertexGlsl, 'vertex');
  const setLayout = dev.createDescriptorSetLayout({ bindings: o.bindings.map((binding) => ({ binding, type: 'storage-buffer' as const })) });
  const layout = dev.createPipelineLayout({ setLayouts: [setLayout] });
  const pipeline = dev.createGraphicsPipeline({ layout, vertex: { module: vs }, fragment: { module: fs } });
  const buffer = dev.createBuffer({ size: DIM * DIM * 4, usage: ['storage'] });
  const set = dev.createDescriptorPool({ maxSets: 1 }).allocate(setLayout);
  dev.updateDescriptorSets(o.bindings.map((binding) => ({ set, binding, type: 'storage-buffer' as const, buffer: { buffer } })));
  const cb = dev.createCommandBuffer().begin().beginRendering({ renderArea: { width: DIM, height: DIM } });
  cb.bindPipeline(pipeline).bindDescriptorSets(layout, 0, [set]).setViewport(VIEWPORT).setScissor(SCISSOR).draw(3, o.layers).endRendering().end();
  const stats = dev.submit([cb]);
  return { words: u32(dev.readBuffer(buffer)), stats, pipeline };
}
