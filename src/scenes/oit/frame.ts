/**
 * One frame of the OIT experiment on one chip and mode, through popsim's API,
 * as the sample's `oitRender.cpp` records the interlock path (P1, P2): a clear
 * pass (`clearTransparentLock`: fragment counters := 0, furthest depths :=
 * 0xFFFFFFFF), the colour pass (every sphere in one indexed draw, 100 %
 * transparent, double-sided, depth test LESS without writes, early fragment
 * tests, tail blending premultiplied "over" into the colour target, which the
 * render pass clears to (0.2, 0.2, 0.2, 0.2) and the depth to 1), and the
 * composite pass (a full-screen triangle, premultiplied "over" blending).
 *
 * Each pass is its own submit, so its RunStats are the pass's cycles (the
 * sample's GPU timers "LockClear", "LockColor", "LockComposite"); each submit
 * ends with a full barrier, as the sample's barrier between the passes. The
 * sample then resolves the MSAA colour image (`vkCmdResolveImage`,
 * copyOffscreenToBackBuffer); popsim does too, in a submit of its own, reported
 * apart from the three passes: the resolve is a CB pass on GFX9–10.3, whose
 * memory traffic popsim does not time (docs/msaa.md "Limits").
 *
 * The device counts POPS waits per pixel (DeviceGpuOptions.popsWaitMap, on
 * unless the caller turns it off; it changes no cycle): the colour pass's map,
 * laid over the frame's area, is the result's `popsWaits` (heat_map.ts).
 *
 * With `trace`, the device records the frame's Chrome/Perfetto trace; each
 * submit is labelled with its pass (clear, color, composite, resolve), so the
 * trace's queue track shows the passes one after another (docs/oit.md "Trace").
 */
import { createInstance, type Device, type DeviceGpuOptions, type InstanceCreateInfo, type JobProgress, type PopsWaitMap, type RunStats } from '../../api/index.js';
import type { OitMode } from './modes.js';
import { VERTEX_FLOATS, type OitScene } from './scene.js';
import {
  BINDING,
  CLEAR_PASS_GLSL,
  colorPassGlsl,
  compositePassGlsl,
  coverageShading,
  FULL_SCREEN_VERTEX_GLSL,
  SCENE_UBO_BYTES,
  shaderConfig,
  VERTEX_SHADER_GLSL,
} from './shaders.js';

export type OitPass = 'clear' | 'color' | 'composite';
export const OIT_PASSES: readonly OitPass[] = ['clear', 'color', 'composite'];

/** The sample's clear colour (linear) and transparency range (main.cpp: alphaMin 0.2, alphaWidth 0.3). */
const CLEAR_COLOR = [0.2, 0.2, 0.2, 0.2] as const;
const ALPHA_MIN = 0.2;
const ALPHA_WIDTH = 0.3;

const FEATURES = {
  core: { fragmentStoresAndAtomics: true, sampleRateShading: true },
  fragmentShaderInterlock: { fragmentShaderPixelInterlock: true, fragmentShaderSampleInterlock: true },
} as const;

/** Premultiplied "over": dst = src + (1 − src.a)·dst (the sample's BlendMode::PREMULTIPLIED). */
const PREMULTIPLIED_OVER = {
  blendEnable: true,
  srcColorBlendFactor: 'one',
  dstColorBlendFactor: 'one-minus-src-alpha',
  srcAlphaBlendFactor: 'one',
  dstAlphaBlendFactor: 'one-minus-src-alpha',
} as const;

export interface PassTiming {
  readonly cycles: number;
  /** `cycles` at the chip's clock (chip.clockMhz). */
  readonly milliseconds: number;
  readonly stats: RunStats;
}

export interface OitFrameResult {
  readonly chip: string;
  readonly mode: OitMode;
  readonly passes: Readonly<Record<OitPass, PassTiming>>;
  readonly totalCycles: number;
  readonly totalMilliseconds: number;
  /** The sample's vkCmdResolveImage of the MSAA colour image (undefined without MSAA); not in the totals. */
  readonly resolve: PassTiming | undefined;
  /** The final colour, RGBA8 linear, width·height·4 bytes (resolved by the GPU under MSAA). */
  readonly image: Uint8Array;
  /**
   * The colour pass's per-pixel POPS waits (RunStats.popsWaitMap over the frame's width × height):
   * invocations, those that waited, those whose own pixel overlapped, the waves that waited; undefined when the device's
   * `popsWaitMap` option was turned off (OitFrameOptions.gpu).
   */
  readonly popsWaits: PopsWaitMap | undefined;
  /**
   * With `OitFrameOptions.trace`: the frame's Chrome/Perfetto trace (Device.traceJson) — the
   * submits clear, color, composite and resolve one after another on the queue track, the waves,
   * POPS waits and ordered sections per CU and wave slot.
   */
  readonly traceJson?: string;
}

export interface OitFrameOptions {
  readonly onProgress?: (pass: OitPass, progress: JobProgress) => void;
  /** Driver debug switches, R10 overrides, intrawave collisions (P3, P4 experiments); none by default. */
  readonly instance?: InstanceCreateInfo;
  /**
   * The device's GPU-model options (e.g. a short jobTimeoutCycles to find a hang quickly).
   * `popsWaitMap` defaults to true here (it changes no cycle).
   */
  readonly gpu?: DeviceGpuOptions;
  /** Record the frame's trace (gpu.trace) and return it as `traceJson`; default false. */
  readonly trace?: boolean;
}

function sceneUbo(scene: OitScene): ArrayBuffer {
  const data = new ArrayBuffer(SCENE_UBO_BYTES);
  new Float32Array(data, 0, 16).set(scene.projView);
  const { width, height } = scene.params;
  new Int32Array(data, 64, 4).set([width, height, width * height, 0]);
  new Float32Array(data, 80, 4).set([ALPHA_MIN, ALPHA_WIDTH, 0, 0]);
  return data;
}

function submitPass(device: Device, pass: OitPass, cb: ReturnType<Device['createCommandBuffer']>, options: OitFrameOptions): PassTiming {
  const onProgress = options.onProgress;
  const stats = device.submit([cb.end()], { label: pass, ...(onProgress === undefined ? {} : { onProgress: (p: JobProgress) => onProgress(pass, p) }) });
  return { cycles: stats.cycles, milliseconds: stats.milliseconds, stats };
}

/** Renders one frame of `scene` in `mode` on `chip` (a chip name of the chip table). */
export async function renderOitFrame(chip: string, mode: OitMode, scene: OitScene, options: OitFrameOptions = {}): Promise<OitFrameResult> {
  const physical = createInstance(options.instance).physicalDevice(chip);
  const trace = options.trace === true;
  const gpu = trace ? { ...options.gpu, trace } : options.gpu;
  const device = physical.createDevice({
    enabledExtensions: ['VK_EXT_fragment_shader_interlock'],
    features: FEATURES,
    gpu: { popsWaitMap: true, ...gpu },
  });
  const config = shaderConfig(mode);
  const { width, height } = scene.params;
  const samples = mode.samples;
  const lists = mode.sampleShading ? samples : 1;
  const elementBytes = coverageShading(config) ? 16 : 8;

  const [vs, colorFs, fullScreenVs, compositeFs, clearFs] = await Promise.all([
    device.createShaderModuleFromGlsl(VERTEX_SHADER_GLSL, 'vertex'),
    device.createShaderModuleFromGlsl(colorPassGlsl(config), 'fragment'),
    device.createShaderModuleFromGlsl(FULL_SCREEN_VERTEX_GLSL, 'vertex'),
    device.createShaderModuleFromGlsl(compositePassGlsl(config), 'fragment'),
    device.createShaderModuleFromGlsl(CLEAR_PASS_GLSL, 'fragment'),
  ]);
  const setLayout = device.createDescriptorSetLayout({
    bindings: [
      { binding: BINDING.scene, type: 'uniform-buffer' },
      { binding: BINDING.abuffer, type: 'storage-buffer' },
      { binding: BINDING.aux, type: 'storage-image' },
      { binding: BINDING.auxDepth, type: 'storage-image' },
    ],
  });
  const layout = device.createPipelineLayout({ setLayouts: [setLayout] });
  const multisample = { rasterizationSamples: samples };
  const colorBlend = { attachments: [PREMULTIPLIED_OVER] };
  const colorPipeline = device.createGraphicsPipeline({
    layout,
    vertex: { module: vs },
    fragment: { module: colorFs },
    vertexInput: {
      bindings: [{ binding: 0, stride: VERTEX_FLOATS * 4 }],
      attributes: [
        { location: 0, binding: 0, format: 'R32G32B32_SFLOAT', offset: 0 },
        { location: 1, binding: 0, format: 'R32G32B32_SFLOAT', offset: 12 },
        { location: 2, binding: 0, format: 'R32G32B32A32_SFLOAT', offset: 24 },
      ],
    },
    inputAssembly: { topology: 'triangle-list' },
    rasterization: { cullMode: 'none', frontFace: 'counter-clockwise' },
    multisample,
    depthStencil: { depthTestEnable: true, depthWriteEnable: false, depthCompareOp: 'less' },
    colorBlend,
    rendering: { colorFormats: ['R8G8B8A8_UNORM'], depthFormat: 'D32_SFLOAT' },
  });
  const compositePipeline = device.createGraphicsPipeline({
    layout,
    vertex: { module: fullScreenVs },
    fragment: { module: compositeFs },
    rasterization: { cullMode: 'none' },
    multisample,
    colorBlend,
    rendering: { colorFormats: ['R8G8B8A8_UNORM'] },
  });

  // No attachments: one invocation per aux texel.
  const clearPipeline = device.createGraphicsPipeline({ layout, vertex: { module: fullScreenVs }, fragment: { module: clearFs }, rasterization: { cullMode: 'none' } });

  const vertexBuffer = device.createBuffer({ size: scene.vertices.byteLength, usage: ['vertex'] });
  device.writeBuffer(vertexBuffer, 0, scene.vertices);
  const indexBuffer = device.createBuffer({ size: scene.indices.byteLength, usage: ['index'] });
  device.writeBuffer(indexBuffer, 0, scene.indices);
  const ubo = device.createBuffer({ size: SCENE_UBO_BYTES, usage: ['uniform'] });
  device.writeBuffer(ubo, 0, new Uint8Array(sceneUbo(scene)));
  const abuffer = device.createBuffer({ size: width * height * config.layers * lists * elementBytes, usage: ['storage'] });
  // Per-sample counters and depths: the sample's array layers stacked vertically (no array images in popsim).
  const auxInfo = { format: 'R32_UINT', width, height: height * lists, usage: ['storage'] } as const;
  const aux = device.createImage(auxInfo);
  const auxDepth = device.createImage(auxInfo);
  const color = device.createImage({ format: 'R8G8B8A8_UNORM', width, height, samples, usage: ['color-attachment', 'transfer-src'] });
  const depth = device.createImage({ format: 'D32_SFLOAT', width, height, samples, usage: ['depth-stencil-attachment'] });
  const set = device.createDescriptorPool({ maxSets: 1 }).allocate(setLayout);
  device.updateDescriptorSets([
    { set, binding: BINDING.scene, type: 'uniform-buffer', buffer: { buffer: ubo } },
    { set, binding: BINDING.abuffer, type: 'storage-buffer', buffer: { buffer: abuffer } },
    { set, binding: BINDING.aux, type: 'storage-image', image: device.createImageView(aux) },
    { set, binding: BINDING.auxDepth, type: 'storage-image', image: device.createImageView(auxDepth) },
  ]);
  const area = { width, height };
  const colorView = device.createImageView(color);

  const clear = device.createCommandBuffer().begin();
  clear
    .beginRendering({ renderArea: { width, height: auxInfo.height } })
    .bindPipeline(clearPipeline)
    .bindDescriptorSets(layout, 0, [set])
    .draw(3)
    .endRendering()
    .pipelineBarrier();
  const clearTiming = submitPass(device, 'clear', clear, options);

  const colorPass = device.createCommandBuffer().begin();
  colorPass
    .beginRendering({
      renderArea: area,
      colorAttachments: [{ view: colorView, loadOp: 'clear', clearValue: { float: CLEAR_COLOR } }],
      depthAttachment: { view: device.createImageView(depth), loadOp: 'clear', clearDepth: 1 },
    })
    .bindPipeline(colorPipeline)
    .bindDescriptorSets(layout, 0, [set])
    .bindVertexBuffers(0, [{ buffer: vertexBuffer }])
    .bindIndexBuffer(indexBuffer, 0, 'uint32')
    .drawIndexed(scene.indices.length)
    .endRendering()
    .pipelineBarrier();
  const colorTiming = submitPass(device, 'color', colorPass, options);

  const composite = device.createCommandBuffer().begin();
  composite
    .beginRendering({ renderArea: area, colorAttachments: [{ view: colorView, loadOp: 'load' }] })
    .bindPipeline(compositePipeline)
    .bindDescriptorSets(layout, 0, [set])
    .draw(3)
    .endRendering()
    .pipelineBarrier();
  const compositeTiming = submitPass(device, 'composite', composite, options);

  const passes = { clear: clearTiming, color: colorTiming, composite: compositeTiming };
  let final = color;
  let resolve: PassTiming | undefined;
  if (samples !== 1) {
    final = device.createImage({ format: 'R8G8B8A8_UNORM', width, height, usage: ['transfer-dst', 'transfer-src'] });
    const cb = device.createCommandBuffer().begin();
    cb.pipelineBarrier({ imageBarriers: [{ image: color, oldLayout: 'color-attachment-optimal', newLayout: 'transfer-src-optimal' }] });
    cb.resolveImage(color, final).pipelineBarrier();
    const stats = device.submit([cb.end()], { label: 'resolve' });
    resolve = { cycles: stats.cycles, milliseconds: stats.milliseconds, stats };
  }
  // Read before the readback's submit: the trace is the frame's.
  const traceJson = trace ? device.traceJson() : undefined;
  return {
    chip: physical.chip.name,
    mode,
    passes,
    totalCycles: OIT_PASSES.reduce((s, p) => s + passes[p].cycles, 0),
    totalMilliseconds: OIT_PASSES.reduce((s, p) => s + passes[p].milliseconds, 0),
    resolve,
    image: readColor(device, final),
    popsWaits: colorTiming.stats.popsWaitMap === undefined ? undefined : overArea(colorTiming.stats.popsWaitMap, width, height),
    ...(traceJson === undefined ? {} : { traceJson }),
  };
}

/** The GPU's map (the pixels it saw, from the origin) laid over the whole width × height frame. */
function overArea(map: PopsWaitMap, width: number, height: number): PopsWaitMap {
  const w = Math.min(width, map.width);
  const copy = (from: Uint32Array): Uint32Array => {
    const out = new Uint32Array(width * height);
    for (let y = 0; y < Math.min(height, map.height); y++) out.set(from.subarray(y * map.width, y * map.width + w), y * width);
    return out;
  };
  return { width, height, invocations: copy(map.invocations), waited: copy(map.waited), overlapped: copy(map.overlapped), waits: copy(map.waits) };
}

/** A single-sample image's bytes, through vkCmdCopyImageToBuffer and the buffer's mapping. */
function readColor(device: Device, image: ReturnType<Device['createImage']>): Uint8Array {
  const readback = device.createBuffer({ size: image.width * image.height * 4, usage: ['transfer-dst'] });
  device.submit([device.createCommandBuffer().begin().copyImageToBuffer(image, readback).end()]);
  return device.readBuffer(readback);
}
