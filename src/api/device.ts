/**
 * Logical devices: `physicalDevice.createDevice({ enabledExtensions, features })`
 * checks every request against what the chip supports, the way a driver and
 * the validation layers would, and keeps the enabled set for later checks.
 */
import type { ChipInfo } from '../amd/chips.js';
import { Gpu } from '../gpu/index.js';
import type { RunStats } from '../gpu/index.js';
import type { PopsDebugSwitches } from '../compiler/backend/index.js';
import { regsDump, type DriverDebugSwitches, type PopsOverrides } from '../driver/index.js';
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
import { ValidationError } from './validation_error.js';

/** popsim's own device settings (no Vulkan counterpart): how the GPU model behind the device runs. */
export interface DeviceGpuOptions {
  /** Cycles without progress before the GPU watchdog declares a hang (VK_ERROR_DEVICE_LOST); default 2^20. */
  readonly watchdogCycles?: number;
  /**
   * Simulated cycles a submit may run before it is declared hung (VK_ERROR_DEVICE_LOST), as the
   * kernel's job timeout does (amdgpu lockup_timeout); default 2^31; Infinity: none.
   */
  readonly jobTimeoutCycles?: number;
  /** Host milliseconds the simulation of a submit may take before popsim gives up (DeviceLostError); default 30 minutes; Infinity: none. */
  readonly wallGuardMs?: number;
  /** Skip the failed polls of POPS waits (GpuOptions.lazyPolling); default false. */
  readonly lazyPolling?: boolean;
}

export interface DeviceCreateInfo {
  readonly enabledExtensions?: readonly string[];
  readonly features?: DeviceFeatureRequest;
  readonly gpu?: DeviceGpuOptions;
}

export class Device implements DeviceContext {
  private gpuInstance: Gpu | undefined;
  private queueInstance: Queue | undefined;

  constructor(
    readonly physicalDevice: PhysicalDeviceInfo,
    readonly enabledExtensions: readonly DeviceExtensionName[],
    readonly enabledFeatures: DeviceFeatures,
    readonly gpuOptions: DeviceGpuOptions = {},
  ) {}

  /** The GPU model behind the device (created on first use): memory, registers, submit. */
  get gpu(): Gpu {
    const { watchdogCycles, jobTimeoutCycles, wallGuardMs, lazyPolling } = this.gpuOptions;
    this.gpuInstance ??= new Gpu(this.chip, {
      ...(watchdogCycles === undefined ? {} : { watchdogCycles }),
      ...(jobTimeoutCycles === undefined ? {} : { jobTimeoutCycles }),
      ...(wallGuardMs === undefined ? {} : { wallGuardMs }),
      ...(lazyPolling === undefined ? {} : { lazyPolling }),
    });
    return this.gpuInstance;
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
    return createBuffer(this.gpu.memory, info);
  }

  /** Host upload into a buffer (mapped memory write). */
  writeBuffer(buffer: Buffer, offset: number, data: ArrayBufferView): void {
    writeBuffer(this.gpu.memory, buffer, offset, data);
  }

  /** Host readback of a buffer range (mapped memory read); default the whole buffer. */
  readBuffer(buffer: Buffer, offset?: number, size?: number): Uint8Array {
    return readBuffer(this.gpu.memory, buffer, offset, size);
  }

  createImage(info: ImageCreateInfo): Image {
    return createImage(this.gpu.memory, this.physicalDevice.properties.limits, info);
  }

  /** Host readback of a whole image: tightly packed rows, the samples of a pixel consecutive (images are linear, docs/api.md). */
  readImage(image: Image): Uint8Array {
    return readImage(this.gpu.memory, image);
  }

  createImageView(image: Image): ImageView {
    return createImageView(image);
  }

  createBufferView(info: BufferViewCreateInfo): BufferView {
    return createBufferView(info);
  }

  createSampler(info?: SamplerCreateInfo): Sampler {
    return createSampler(info);
  }

  createDescriptorSetLayout(info: DescriptorSetLayoutCreateInfo): DescriptorSetLayout {
    return createDescriptorSetLayout(info);
  }

  createDescriptorPool(info: DescriptorPoolCreateInfo): DescriptorPool {
    return createDescriptorPool(this.gpu.memory, info);
  }

  updateDescriptorSets(writes: readonly WriteDescriptor[]): void {
    updateDescriptorSets(this.gpu.memory, this.chip.gfx, writes);
  }

  createPipelineLayout(info: PipelineLayoutCreateInfo): PipelineLayout {
    return createPipelineLayout(this.physicalDevice.properties.limits, info);
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
   * The register writes of recorded draw `drawIndex`, one line each with field names
   * (`popsim regs`): pipeline, attachments, viewport/scissor, then the POPS rules.
   */
  debugRegisterDump(commandBuffer: CommandBuffer, drawIndex = 0): string {
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
  return requested.map((name) => {
    if (!supported.includes(name)) {
      throw new ValidationError(
        'extension-not-present',
        'VK_ERROR_EXTENSION_NOT_PRESENT',
        CMD,
        `${name} is not supported by ${deviceLabel(pd)}; supported: ${pd.extensions.join(', ')}`,
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
    if (wanted !== true) continue;
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

export function createDevice(pd: PhysicalDeviceInfo, info: DeviceCreateInfo = {}): Device {
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
  const w = options.watchdogCycles;
  if (w !== undefined && (!Number.isInteger(w) || w < 1)) {
    throw new ValidationError('invalid-parameter', 'popsim-device-gpu-watchdogCycles', CMD, `gpu.watchdogCycles ${w} must be a positive integer`);
  }
  const job = options.jobTimeoutCycles;
  if (job !== undefined && !((Number.isInteger(job) && job >= 1) || job === Infinity)) {
    throw new ValidationError('invalid-parameter', 'popsim-device-gpu-jobTimeoutCycles', CMD, `gpu.jobTimeoutCycles ${job} must be a positive integer or Infinity`);
  }
  const wall = options.wallGuardMs;
  if (wall !== undefined && !(typeof wall === 'number' && wall > 0)) {
    throw new ValidationError('invalid-parameter', 'popsim-device-gpu-wallGuardMs', CMD, `gpu.wallGuardMs ${String(wall)} must be a positive number of milliseconds or Infinity`);
  }
  const lazy: unknown = options.lazyPolling;
  if (lazy !== undefined && typeof lazy !== 'boolean') {
    throw new ValidationError('invalid-parameter', 'popsim-device-gpu-lazyPolling', CMD, `gpu.lazyPolling ${String(lazy)} must be a boolean`);
  }
  return options;
}
