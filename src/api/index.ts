/** The Vulkan-shaped API: instance, devices, resources, descriptors, pipelines, command buffers, queue. */
export { createInstance, Instance, type InstanceCreateInfo } from './instance.js';
export { PhysicalDevice } from './physical_device.js';
export type { DriverConfig, DeviceContext, PhysicalDeviceInfo } from './device_context.js';
export { Device, createDevice, type DeviceCreateInfo, type DeviceGpuOptions } from './device.js';
export {
  supportedFeatures,
  NO_FEATURES,
  FEATURE_GROUPS,
  type DeviceFeatures,
  type DeviceFeatureRequest,
  type FeatureGroup,
  type FragmentShaderInterlockFeatures,
  type FragmentShadingRateFeatures,
} from './features.js';
export {
  deviceProperties,
  memoryProperties,
  type MemoryHeap,
  type MemoryProperties,
  type DeviceProperties,
  type DeviceLimits,
  type SubgroupProperties,
  type FragmentShadingRateProperties,
  type SampleCount,
} from './properties.js';
export { supportedExtensions, type DeviceExtensionName } from './extensions.js';
export { checkInterlockMode, executionModeName } from './interlock_mode.js';
export { ValidationError, type ValidationCode } from './validation_error.js';
export { DeviceLostError } from './device_lost_error.js';
export { OutOfDeviceMemoryError } from './out_of_device_memory_error.js';
export { API_ENUMS, type ApiEnum, type EnumKind } from './enum_tables.js';
export {
  formatInfo,
  vertexFormatInfo,
  COLOR_FORMATS,
  DEPTH_FORMATS,
  VERTEX_FORMATS,
  type Format,
  type ColorFormat,
  type DepthFormat,
  type VertexFormat,
  type FormatInfo,
} from './formats.js';
export { Buffer, type BufferCreateInfo, type BufferUsage } from './buffer.js';
export { BufferView, type BufferViewCreateInfo } from './buffer_view.js';
export { Image, ImageView, type ImageCreateInfo, type ImageUsage } from './image.js';
export { Sampler, type SamplerCreateInfo } from './sampler.js';
export {
  DescriptorSetLayout,
  DescriptorPool,
  DescriptorSet,
  descriptorTypesFor,
  type DescriptorType,
  type DescriptorSetLayoutBinding,
  type DescriptorSetLayoutCreateInfo,
  type DescriptorPoolCreateInfo,
  type WriteDescriptor,
} from './descriptor_set.js';
export { PipelineLayout, type PipelineLayoutCreateInfo, type PushConstantRange } from './pipeline_layout.js';
export { ShaderModule, type ShaderStage } from './shader_module.js';
export {
  GraphicsPipeline,
  type GraphicsPipelineCreateInfo,
  type ShaderStageInfo,
  type MachineCodeStageInfo,
  type VertexInputState,
  type ColorBlendAttachmentState,
} from './graphics_pipeline.js';
export { CommandBuffer, type ClearColor, type RenderingInfo, type RenderingColorAttachment, type RenderingDepthAttachment, type IndexTypeName, type ImageBarrier, type PipelineBarrierInfo } from './command_buffer.js';
export { Queue, type SubmitOptions } from './queue.js';
export type { Topology, CullMode, FrontFace, CompareOp, BlendFactor, BlendOp } from '../driver/pipeline_state.js';
export type { MachineCodePixelShader } from '../driver/external_pixel_shader.js';
export type { MachineCodeVertexShader } from '../driver/external_vertex_shader.js';
export type { MachineCodeDescriptorSet } from '../driver/machine_code_interface.js';
export type { Viewport, Rect2D } from '../driver/dynamic_regs.js';
export type { CommandStream } from '../driver/submit_executor.js';
export type { DriverDebugSwitches, PopsOverrides, InterlockGranularity, InterlockMode } from '../driver/index.js';
export type { PopsDebugSwitches } from '../compiler/backend/index.js';
export type { RunStats, MemoryStats, PopsStats, PopsWaitMap, BlockedWave, WaveState, HangTrigger, JobProgress } from '../gpu/index.js';
export { DEFAULT_JOB_TIMEOUT_CYCLES, DEFAULT_WALL_GUARD_MS, DEFAULT_WATCHDOG_CYCLES, WALL_GUARD_REPORT } from '../gpu/index.js';
