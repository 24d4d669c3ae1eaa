/**
 * The suite on the GPU model, through popsim's public API: an
 * `InterlockCaseRunner` for one chip that does what the CTS's
 * `FSITestInstance::iterate` does — storage image (r32ui) at binding 0 and
 * SSBO at binding 1 in one set, a render pass with no attachments (dynamic
 * rendering without colour or depth), `rasterizationSamples` = the case's
 * samples, sample shading with minSampleShading 1 where the case asks,
 * cull none, front face clockwise, the N quads drawn, then the result region
 * copied back. The quads are the CTS vertex shader's outputs computed on the
 * host (`vertexStream`: one triangle list, primID per vertex) and passed
 * through, so they are one draw as the CTS's instanced `cmdDraw(4, N)` is on
 * hardware; the driver would otherwise split an instanced draw that reads
 * gl_InstanceIndex into N draws (docs/driver.md).
 *
 * Every case gets a fresh device (a hang loses a device anyway, and wave IDs
 * must not carry over from earlier cases), so memory is bounded by the
 * largest case. The SPIR-V of each GLSL source is compiled once per process
 * and shared by all chips; shader modules (objects of their device) and
 * pipelines are created per case, as the CTS does (their compiles come from
 * the driver's in-memory shader cache when an earlier case compiled the same
 * shaders, driver/shader_cache.ts, as RADV's would).
 */
import {
  createInstance,
  DeviceLostError,
  type Device,
  type DriverDebugSwitches,
  type JobProgress,
  type PopsDebugSwitches,
  type PopsOverrides,
  type RunStats,
  type ShaderModule,
  type ShaderStage,
  type MachineCodePixelShader,
} from '../../api/index.js';
import { bufferBytes, imageExtent, resultExtent, type InterlockCase } from './cases.js';
import type { CaseRunOutput, InterlockCaseRunner, RunCaseOptions } from './runner.js';
import { fragmentShaderGlsl, STREAM_VERTEX_SHADER_GLSL } from './shaders.js';
import { vertexStream } from './vertices.js';

export interface ApiRunnerOptions {
  /** Driver debug switches (POPSIM_DEBUG text or parsed). */
  readonly debug?: string | DriverDebugSwitches;
  /** Compiler POPS debug switches for every pipeline. */
  readonly compilerDebug?: PopsDebugSwitches;
  /** R7/R10 knobs. */
  readonly overrides?: PopsOverrides;
  /**
   * Third-party machine code for a case's fragment shader (e.g. ACO's listing of the same
   * shader) instead of popsim's compile of the CTS GLSL; undefined for a case: the GLSL.
   */
  readonly machineCode?: (c: InterlockCase) => MachineCodeProgram | undefined;
  /** Receives each case's full run statistics (the case result keeps invocations and cycles only); for benchmarks and tools. */
  readonly onRunStats?: (c: InterlockCase, stats: RunStats) => void;
}

/** A case's fragment shader as machine code, and the vertex shader it was linked with. */
export interface MachineCodeProgram {
  readonly fragment: MachineCodePixelShader;
  /** GLSL of the vertex shader (the stream pass-through, maybe with the varying math the linker moved into it). */
  readonly vertexShaderGlsl: string;
}

/** Features the suite enables, as the CTS's device (interlock granularities it can run, sample shading, fragment stores). */
const FEATURES = {
  core: { fragmentStoresAndAtomics: true, sampleRateShading: true },
  fragmentShaderInterlock: { fragmentShaderPixelInterlock: true, fragmentShaderSampleInterlock: true },
} as const;

/** SPIR-V by GLSL source: the same for every chip, compiled once per process. */
const spirvCache = new Map<string, Promise<Uint32Array>>();

/** A module of `device` (a module belongs to the device that created it) from the cached SPIR-V. */
async function shaderModule(device: Device, source: string, stage: ShaderStage): Promise<ShaderModule> {
  const key = `${stage}\n${source}`;
  const cached = spirvCache.get(key);
  if (cached !== undefined) return device.createShaderModule(await cached);
  const created = device.createShaderModuleFromGlsl(source, stage);
  const spirv = created.then((m) => m.spirv);
  spirvCache.set(key, spirv);
  // A module this device refuses (its features) may suit another device: compile again then.
  spirv.catch(() => spirvCache.delete(key));
  return created;
}

/** Copies the result region (a 2D sub-rectangle for the image, the first words for the SSBO) out of the read-back words. */
function resultRegion(c: InterlockCase, words: Uint32Array, rowWords: number): Uint32Array {
  const { width, height } = resultExtent(c);
  if (c.resource === 'ssbo' || rowWords === width) return words.slice(0, width * height);
  const out = new Uint32Array(width * height);
  for (let y = 0; y < height; y++) out.set(words.subarray(y * rowWords, y * rowWords + width), y * width);
  return out;
}

function wordsOf(bytes: Uint8Array): Uint32Array {
  return new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength >>> 2);
}

/**
 * An InterlockCaseRunner for `chip` (a chip or LLVM processor name) on the GPU model. A hang
 * rejects with the GPU's `GpuHangError` (code `hang`), unwrapped from the API's DeviceLostError.
 */
export function apiRunner(chip: string, options: ApiRunnerOptions = {}): InterlockCaseRunner {
  const instance = createInstance({
    ...(options.debug === undefined ? {} : { debug: options.debug }),
    ...(options.overrides === undefined ? {} : { overrides: options.overrides }),
    ...(options.compilerDebug === undefined ? {} : { compilerDebug: options.compilerDebug }),
  });
  const physical = instance.physicalDevice(chip);
  return {
    chip: physical.chip.name,
    device: physical,
    async run(c: InterlockCase, runOptions: RunCaseOptions = {}, onProgress?: (p: JobProgress) => void): Promise<CaseRunOutput> {
      const { watchdogCycles, jobTimeoutCycles, wallGuardMs } = runOptions;
      // A fresh device per case: wave IDs and caches start from reset, so a case's result never
      // depends on which cases ran before it (or in which worker), and its memory is freed after.
      const dev = physical.createDevice({
        enabledExtensions: ['VK_EXT_fragment_shader_interlock'],
        features: FEATURES,
        gpu: {
          ...(watchdogCycles === undefined ? {} : { watchdogCycles }),
          ...(jobTimeoutCycles === undefined ? {} : { jobTimeoutCycles }),
          ...(wallGuardMs === undefined ? {} : { wallGuardMs }),
          ...(runOptions.lazyPolling === true ? { lazyPolling: true } : {}),
        },
      });
      const program = options.machineCode?.(c);
      const vs = await shaderModule(dev, program?.vertexShaderGlsl ?? STREAM_VERTEX_SHADER_GLSL, 'vertex');
      const fragment = program !== undefined ? { machineCode: program.fragment } : { module: await shaderModule(dev, fragmentShaderGlsl(c), 'fragment') };
      // The CTS's set: binding 0 the r32ui storage image, binding 1 the SSBO; both written for every case.
      const setLayout = dev.createDescriptorSetLayout({
        bindings: [
          { binding: 0, type: 'storage-image' },
          { binding: 1, type: 'storage-buffer' },
        ],
      });
      const layout = dev.createPipelineLayout({ setLayouts: [setLayout] });
      const pipeline = dev.createGraphicsPipeline({
        layout,
        vertex: { module: vs },
        fragment,
        vertexInput: {
          bindings: [
            { binding: 0, stride: 16 },
            { binding: 1, stride: 16 },
          ],
          attributes: [
            { location: 0, binding: 0, format: 'R32G32B32A32_SFLOAT', offset: 0 },
            // Component 0 of the stream's attribute slot holds primID's int bits.
            { location: 1, binding: 1, format: 'R32_SINT', offset: 0 },
          ],
        },
        inputAssembly: { topology: 'triangle-list' },
        rasterization: { cullMode: 'none', frontFace: 'clockwise' },
        multisample: { rasterizationSamples: c.samples, sampleShadingEnable: c.sampleShading, minSampleShading: 1 },
      });
      const img = imageExtent(c);
      const image = dev.createImage({ format: 'R32_UINT', width: img.width, height: img.height, usage: ['storage', 'transfer-src', 'transfer-dst'] });
      // New GPU memory reads as 0: the CTS's vkCmdFillBuffer(0).
      const ssbo = dev.createBuffer({ size: bufferBytes(c), usage: ['storage', 'transfer-src', 'transfer-dst'] });
      const readback = c.resource === 'image' ? dev.createBuffer({ size: img.width * img.height * 4, usage: ['transfer-dst'] }) : undefined;
      const stream = vertexStream(c);
      const positions = dev.createBuffer({ size: stream.positions.byteLength, usage: ['vertex'] });
      const attributes = dev.createBuffer({ size: stream.attributes.byteLength, usage: ['vertex'] });
      dev.writeBuffer(positions, 0, stream.positions);
      dev.writeBuffer(attributes, 0, stream.attributes);
      const set = dev.createDescriptorPool({ maxSets: 1 }).allocate(setLayout);
      dev.updateDescriptorSets([
        { set, binding: 0, type: 'storage-image', image: dev.createImageView(image) },
        { set, binding: 1, type: 'storage-buffer', buffer: { buffer: ssbo } },
      ]);
      const area = { width: c.dim, height: c.dim };
      const cb = dev.createCommandBuffer().begin();
      cb.clearColorImage(image, { uint: [0, 0, 0, 0] }).pipelineBarrier();
      cb.beginRendering({ renderArea: area })
        .bindPipeline(pipeline)
        .bindDescriptorSets(layout, 0, [set])
        .bindVertexBuffers(0, [{ buffer: positions }, { buffer: attributes }])
        .setViewport({ x: 0, y: 0, ...area, minDepth: 0, maxDepth: 1 })
        .setScissor({ x: 0, y: 0, ...area })
        .draw(stream.vertexCount)
        .endRendering()
        .pipelineBarrier();
      if (readback !== undefined) cb.copyImageToBuffer(image, readback);
      cb.end();
      let stats: RunStats;
      try {
        stats = dev.submit([cb], onProgress === undefined ? {} : { onProgress });
      } catch (e) {
        // VK_ERROR_DEVICE_LOST carries the GPU's hang report; the suite classifies that (code `hang`).
        if (e instanceof DeviceLostError) throw e.hang;
        throw e;
      }
      options.onRunStats?.(c, stats);
      const { width, height } = resultExtent(c);
      const words =
        readback !== undefined
          ? resultRegion(c, wordsOf(dev.readBuffer(readback)), img.width)
          : resultRegion(c, wordsOf(dev.readBuffer(ssbo, 0, width * height * 4)), width);
      return { result: words, width, height, samples: c.samples, stats: { invocations: stats.psInvocations, cycles: stats.cycles } };
    },
  };
}
