/**
 * Logical devices: `physicalDevice.createDevice({ enabledExtensions, features })`
 * checks every request against what the chip supports, the way a driver and
 * the validation layers would, and keeps the enabled set for later checks.
 */
import type { ChipInfo } from '../amd/chips.js';
import { byStart, Gpu, traceJson } from '../gpu/index.js';
import type { RunStats } from '../gpu/index.js';
import { inapplicablePopsDebugSwitches, INTRAWAVE_COLLISION_LEVELS, type PopsDebugSwitches } from '../compiler/backend/index.js';
import { inapplicableDebugSwitches, inapplicableOverrides, regsDump, type DriverDebugSwitches, type PopsOverrides } from '../driver/index.js';
import { registerDb } from '../amd/registers/index.js';
import { createBuffer, readBuffer, writeBuffer, type Buffer, type BufferCreateInfo } from './buffer.js';
import { createBufferView, type BufferView, type BufferViewCreateInfo } from './buffer_view.js';
import { CommandBuffer } from './command_buffer.js';
import {
  createDescriptorPool,
  createDescriptorSetLayout,
  updateDescriptorSets,
  type DescriptorPool,
  type DescriptorPoolCreateInfo,
  type DescriptorSetLayout,
  type DescriptorSetLayoutCreateInfo,
  type WriteDescriptor,
} from './descriptor_set.js';
import { createGraphicsPipeline, type GraphicsPipeline, type GraphicsPipelineCreateInfo } from './graphics_pipeline.js';
import { createImage, createImageView, readImage, type Image, type ImageCreateInfo, type ImageView } from './image.js';
import { createPipelineLayout, type PipelineLayout, type PipelineLayoutCreateInfo } from './pipeline_layout.js';
import { Queue, type SubmitOptions } from './queue.js';
import { createSampler, type Sampler, type SamplerCreateInfo } from './sampler.js';
import { createShaderModule, createShaderModuleFromGlsl, type ShaderModule, type ShaderStage } from './shader_module.js';
import { FEATURE_GROUPS, NO_FEATURES, type DeviceFeatureRequest, type DeviceFeatures, type FeatureGroup } from './features.js';
import type { DeviceExtensionName } from './extensions.js';
import type { DeviceContext, PhysicalDeviceInfo } from './device_context.js';
import { requireSameDevice } from './device_child.js';
import { requireArray, requireBoolean, requireFinite, requireInteger, requireStruct } from './parameter_checks.js';
import { ValidationError } from './validation_error.js';
import { MetaPasses } from '../driver/meta/meta_passes.js';

/** popsim's own device settings (no Vulkan counterpart): how the GPU model behind the device runs. */
export interface DeviceGpuOptions {
  /** Cycles without progress before the GPU watchdog declares a hang (VK_ERROR_DEVICE_LOST); default 2^20. */
  readonly watchdogCycles?: number;
  /**
   * Simulated cycles a submit may run before it is declared hung (VK_ERROR_DEVICE_LOST), as the
   * kernel's job timeout does (amdgpu lockup_timeout); default 2^31; Infinity: none.
   */
  readonly jobTimeoutCycles?: number;
  /** Host milliseconds a submit's simulation may run with no wave ending before popsim gives up (DeviceLostError); default 30 minutes; Infinity: none. */
  readonly wallGuardMs?: number;
  /** Skip the failed polls of POPS waits on GFX9; no effect on GFX10+ (GpuOptions.lazyPolling); default false. */
  readonly lazyPolling?: boolean;
  /**
   * Count per pixel the fragment-shader invocations, those that waited in POPS and the waves that
   * waited (GpuOptions.popsWaitMap): each submit's RunStats then has `popsWaitMap`; no cycle changes. Default false.
   */
  readonly popsWaitMap?: boolean;
  /** Record a Chrome/Perfetto trace of every submit (Device.traceJson); default false. */
  readonly trace?: boolean;
}

export interface DeviceCreateInfo {
  readonly enabledExtensions?: readonly string[];
  readonly features?: DeviceFeatureRequest;
  readonly gpu?: DeviceGpuOptions;
}

export class Device implements DeviceContext {
  private gpuInstance: Gpu | undefined;
  private queueInstance: Queue | undefined;
  private metaInstance: MetaPasses | undefined;

  constructor(
    readonly physicalDevice: PhysicalDeviceInfo,
    readonly enabledExtensions: readonly DeviceExtensionName[],
    readonly enabledFeatures: DeviceFeatures,
    readonly gpuOptions: DeviceGpuOptions = {},
  ) {}

  /** The GPU model behind the device (created on first use): memory, registers, submit. */
  get gpu(): Gpu {
    const { watchdogCycles, jobTimeoutCycles, wallGuardMs, lazyPolling, popsWaitMap, trace } = this.gpuOptions;
    this.gpuInstance ??= new Gpu(this.chip, {
      ...(watchdogCycles === undefined ? {} : { watchdogCycles }),
      ...(jobTimeoutCycles === undefined ? {} : { jobTimeoutCycles }),
      ...(wallGuardMs === undefined ? {} : { wallGuardMs }),
      ...(lazyPolling === undefined ? {} : { lazyPolling }),
      ...(popsWaitMap === undefined ? {} : { popsWaitMap }),
      ...(trace === undefined ? {} : { trace }),
    });
    return this.gpuInstance;
  }

  /** The driver's meta passes (FMASK decompress/expand, resolves, fast clears), pipelines built on first use. */
  get meta(): MetaPasses {
    this.metaInstance ??= new MetaPasses(this.chip, this.gpu.memory);
    return this.metaInstance;
  }

  /** The device's one graphics queue (vkGetDeviceQueue). */
  get queue(): Queue {
    this.queueInstance ??= new Queue(this);
    return this.queueInstance;
  }

  /** The instance's compiler POPS debug switches (none by default). */
  get compilerDebug(): PopsDebugSwitches | undefined {
    return this.physicalDevice.driverConfig.compilerDebug;
  }

  createBuffer(info: BufferCreateInfo): Buffer {
    return createBuffer(this, info);
  }

  /** Host upload into a buffer (mapped memory write). */
  writeBuffer(buffer: Buffer, offset: number, data: ArrayBufferView): void {
    writeBuffer(this, buffer, offset, data);
  }

  /** Host readback of a buffer range (mapped memory read); default the whole buffer. */
  readBuffer(buffer: Buffer, offset?: number, size?: number): Uint8Array {
    return readBuffer(this, buffer, offset, size);
  }

  createImage(info: ImageCreateInfo): Image {
    return createImage(this, info);
  }

  /** Host readback of a whole image: tightly packed rows, the samples of a pixel consecutive (images are linear, docs/api.md). */
  readImage(image: Image): Uint8Array {
    return readImage(this, image);
  }

  createImageView(image: Image): ImageView {
    return createImageView(this, image);
  }

  createBufferView(info: BufferViewCreateInfo): BufferView {
    return createBufferView(this, info);
  }

  createSampler(info?: SamplerCreateInfo): Sampler {
    return createSampler(this, info);
  }

  createDescriptorSetLayout(info: DescriptorSetLayoutCreateInfo): DescriptorSetLayout {
    return createDescriptorSetLayout(this, info);
  }

  createDescriptorPool(info: DescriptorPoolCreateInfo): DescriptorPool {
    return createDescriptorPool(this, info);
  }

  updateDescriptorSets(writes: readonly WriteDescriptor[]): void {
    updateDescriptorSets(this, writes);
  }

  createPipelineLayout(info: PipelineLayoutCreateInfo): PipelineLayout {
    return createPipelineLayout(this, info);
  }

  /**
   * VK_EXT_memory_budget's view of the one heap: its size and the bytes this device's allocations
   * use (buffers, images, descriptor sets, pipeline code, upload chunks).
   */
  memoryBudget(): { readonly heapBudget: number; readonly heapUsage: number } {
    return { heapBudget: this.gpu.memory.capacityBytes, heapUsage: this.gpu.memory.usedBytes };
  }

  /** Reads and validates the SPIR-V and checks its interlock capabilities against the enabled features (R11). */
  createShaderModule(spirv: Uint32Array): ShaderModule {
    return createShaderModule(this, spirv);
  }

  /** GLSL source compiled with glslang; asynchronous because glslang loads as WebAssembly. */
  createShaderModuleFromGlsl(source: string, stage: ShaderStage): Promise<ShaderModule> {
    return createShaderModuleFromGlsl(this, source, stage);
  }

  createGraphicsPipeline(info: GraphicsPipelineCreateInfo): GraphicsPipeline {
    return createGraphicsPipeline(this, info);
  }

  createCommandBuffer(): CommandBuffer {
    return new CommandBuffer(this);
  }

  /** Submits to the device's queue (vkQueueSubmit) and returns the GPU statistics. */
  submit(commandBuffers: readonly CommandBuffer[], options?: SubmitOptions): RunStats {
    return this.queue.submit(commandBuffers, options);
  }

  waitIdle(): void {
    this.queue.waitIdle();
  }

  /**
   * popsim's own: the trace of every submit so far as Chrome trace-event JSON, for
   * ui.perfetto.dev or chrome://tracing (docs/api.md "Trace"): the queue's submits (named by
   * `SubmitOptions.label`) on one track, the GPU's waves, POPS waits and ordered sections per CU
   * and wave slot, all on the GPU clock in cycles. Needs `gpu.trace`; also readable after a lost submit.
   */
  traceJson(): string {
    if (this.gpuOptions.trace !== true) {
      throw new ValidationError('bad-state', 'popsim-traceJson-trace', 'traceJson', 'the device records no trace: create it with gpu: { trace: true }');
    }
    const events = [...this.queue.traceEvents(), ...this.gpu.traceEvents()];
    return traceJson([...events.filter((e) => e.ph === 'M'), ...events.filter((e) => e.ph === 'X').sort(byStart)]);
  }

  /**
   * The register writes of recorded draw `drawIndex`, one line each with field names
   * (`popsim regs`): pipeline, attachments, viewport/scissor, then the POPS rules.
   */
  debugRegisterDump(commandBuffer: CommandBuffer, drawIndex = 0): string {
    requireSameDevice(this, commandBuffer, 'the command buffer', 'popsim-debugRegisterDump-commandBuffer', 'debugRegisterDump');
    requireInteger(drawIndex, { command: 'debugRegisterDump', struct: 'debugRegisterDump', member: 'drawIndex' }, { max: Number.MAX_SAFE_INTEGER });
    const draws = commandBuffer.drawRegisterWrites();
    const writes = draws[drawIndex];
    if (writes === undefined) {
      throw new ValidationError('out-of-range', 'popsim-regs-draw-index', 'debugRegisterDump', `draw ${drawIndex} does not exist; the command buffer recorded ${draws.length} draws`);
    }
    const db = registerDb(this.chip.gfx);
    return regsDump(this.chip.gfx, writes.map((w) => ({ offset: db.register(w.name).offset, value: w.value })));
  }

  get chip(): ChipInfo {
    return this.physicalDevice.chip;
  }

  /** The instance's driver debug switches (POPSIM_DEBUG). */
  get debug(): DriverDebugSwitches {
    return this.physicalDevice.driverConfig.debug;
  }

  /** The instance's R10 knobs. */
  get overrides(): PopsOverrides {
    return this.physicalDevice.driverConfig.overrides;
  }
}

const CMD = 'vkCreateDevice';

function deviceLabel(pd: PhysicalDeviceInfo): string {
  return `${pd.chip.name} (${pd.chip.product})`;
}

function checkExtensions(pd: PhysicalDeviceInfo, requested: readonly string[]): DeviceExtensionName[] {
  const supported: readonly string[] = pd.extensions;
  return requireArray(requested, { command: CMD, struct: 'VkDeviceCreateInfo', member: 'ppEnabledExtensionNames' }).map((name) => {
    if (!supported.includes(name as string)) {
      throw new ValidationError(
        'extension-not-present',
        'VK_ERROR_EXTENSION_NOT_PRESENT',
        CMD,
        `${String(name)} is not supported by ${deviceLabel(pd)}; supported: ${pd.extensions.join(', ')}`,
      );
    }
    return name as DeviceExtensionName;
  });
}

function isGroup(key: string): key is FeatureGroup {
  return Object.hasOwn(FEATURE_GROUPS, key);
}

/** Validates one group of requested features and returns the group's enabled flags. */
function enableGroup<G extends FeatureGroup>(
  pd: PhysicalDeviceInfo,
  extensions: readonly DeviceExtensionName[],
  group: G,
  request: Partial<DeviceFeatures[G]> | undefined,
): DeviceFeatures[G] {
  const { struct, extension } = FEATURE_GROUPS[group];
  const supported: Readonly<Record<string, boolean>> = pd.features[group];
  const enabled: Record<string, boolean> = { ...NO_FEATURES[group] };
  for (const [name, wanted] of Object.entries(request ?? {})) {
    if (!Object.hasOwn(supported, name)) {
      throw new ValidationError('unknown-feature', 'VK_ERROR_FEATURE_NOT_PRESENT', CMD, `${struct} has no member ${name}`);
    }
    if (!requireBoolean(wanted, { command: CMD, struct, member: name })) continue;
    if (extension !== undefined && !extensions.includes(extension)) {
      throw new ValidationError(
        'extension-not-enabled',
        'VUID-VkDeviceCreateInfo-pNext-pNext',
        CMD,
        `${struct}::${name} is requested, but its extension ${extension} is not in enabledExtensions`,
      );
    }
    if (supported[name] !== true) {
      throw new ValidationError('feature-not-present', 'VK_ERROR_FEATURE_NOT_PRESENT', CMD, `${struct}::${name} is not supported by ${deviceLabel(pd)}`);
    }
    enabled[name] = true;
  }
  return enabled as DeviceFeatures[G];
}

/**
 * The instance's debug switches and R10 overrides must mean something on this device's chip (the
 * driver's DEBUG_SWITCH_CHIPS and inapplicableOverrides, the compiler's POPS_DEBUG_SWITCH_LEVELS):
 * a GFX9–10.3 protocol switch on GFX11, an erratum workaround's on a chip without the erratum, a
 * knob for a register the chip lacks would silently do nothing — or fail at the first draw.
 */
function checkDebugSwitches(pd: PhysicalDeviceInfo): void {
  const label = `${deviceLabel(pd)}, a ${pd.chip.gfx} chip`;
  const compiler = inapplicablePopsDebugSwitches(pd.driverConfig.compilerDebug, pd.chip.gfx);
  if (compiler.length > 0) {
    throw new ValidationError(
      'invalid-parameter',
      'popsim-InstanceCreateInfo-compilerDebug',
      CMD,
      `compiler debug switch ${compiler.join(', ')} has no meaning on ${label}: its POPS protocol has no such element`,
    );
  }
  if (pd.driverConfig.intrawaveCollisions === true && !INTRAWAVE_COLLISION_LEVELS.includes(pd.chip.gfx)) {
    throw new ValidationError('invalid-parameter', 'popsim-InstanceCreateInfo-intrawaveCollisions', CMD, `intrawave collisions (S8) have no meaning on ${label}: overlapping invocations are always in different waves there (S10)`);
  }
  const driver = inapplicableDebugSwitches(pd.driverConfig.debug, pd.chip);
  if (driver.length > 0) {
    const list = driver.map((d) => `${d.name} (applies to ${d.where})`).join(', ');
    throw new ValidationError('invalid-parameter', 'popsim-InstanceCreateInfo-debug', CMD, `driver debug switch ${list} has no meaning on ${label}`);
  }
  const knob = inapplicableOverrides(pd.driverConfig.overrides, pd.chip)[0];
  if (knob !== undefined) {
    throw new ValidationError('invalid-parameter', 'popsim-InstanceCreateInfo-overrides', CMD, `override ${knob.name} has no meaning on ${label}: it has no ${knob.register}`);
  }
}

export function createDevice(pd: PhysicalDeviceInfo, info: DeviceCreateInfo = {}): Device {
  requireStruct(info, ['enabledExtensions', 'features', 'gpu'], { command: CMD, struct: 'VkDeviceCreateInfo', member: 'pCreateInfo' });
  checkDebugSwitches(pd);
  const extensions = checkExtensions(pd, info.enabledExtensions ?? []);
  const request = info.features ?? {};
  for (const key of Object.keys(request)) {
    if (!isGroup(key)) throw new ValidationError('unknown-feature', 'VK_ERROR_FEATURE_NOT_PRESENT', CMD, `unknown feature structure '${key}'`);
  }
  const enabled: DeviceFeatures = {
    core: enableGroup(pd, extensions, 'core', request.core),
    fragmentShaderInterlock: enableGroup(pd, extensions, 'fragmentShaderInterlock', request.fragmentShaderInterlock),
    fragmentShadingRate: enableGroup(pd, extensions, 'fragmentShadingRate', request.fragmentShadingRate),
  };
  return new Device(pd, extensions, enabled, checkGpuOptions(info.gpu ?? {}));
}

function checkGpuOptions(options: DeviceGpuOptions): DeviceGpuOptions {
  const site = (member: string) => ({ command: CMD, struct: 'device-gpu', member });
  requireStruct(options, ['watchdogCycles', 'jobTimeoutCycles', 'wallGuardMs', 'lazyPolling', 'popsWaitMap', 'trace'], site('gpu'));
  if (options.watchdogCycles !== undefined) requireInteger(options.watchdogCycles, site('watchdogCycles'), { min: 1, max: Number.MAX_SAFE_INTEGER });
  // Infinity turns the job timeout or the wall-clock guard off.
  if (options.jobTimeoutCycles !== undefined && options.jobTimeoutCycles !== Infinity) {
    requireInteger(options.jobTimeoutCycles, site('jobTimeoutCycles'), { min: 1, max: Number.MAX_SAFE_INTEGER });
  }
  if (options.wallGuardMs !== undefined && options.wallGuardMs !== Infinity) requireFinite(options.wallGuardMs, site('wallGuardMs'), { min: Number.MIN_VALUE });
  if (options.lazyPolling !== undefined) requireBoolean(options.lazyPolling, site('lazyPolling'));
  if (options.popsWaitMap !== undefined) requireBoolean(options.popsWaitMap, site('popsWaitMap'));
  if (options.trace !== undefined) requireBoolean(options.trace, site('trace'));
  return options;
}
