/**
 * Every string enum of the API, one table of accepted values per kind — the
 * one place the API boundary checks them (parameter_checks.ts requireEnum),
 * as the validation layers check each VkEnum against the values the spec
 * defines. Driver-programmed enums come from the driver's tables
 * (driver/pipeline_state.ts), formats from formats.ts; the TypeScript types
 * of the API derive from these tables, so a value cannot be typed without
 * being accepted, nor accepted without being typed.
 */
import { BLEND_FACTORS, BLEND_OPS, COMPARE_OPS, CULL_MODES, FRONT_FACES, TOPOLOGIES } from '../driver/pipeline_state.js';
import { COLOR_FORMATS, DEPTH_FORMATS, VERTEX_FORMATS } from './formats.js';

export const API_ENUMS = {
  topology: { vkType: 'VkPrimitiveTopology', values: TOPOLOGIES },
  cullMode: { vkType: 'VkCullModeFlags', values: CULL_MODES },
  frontFace: { vkType: 'VkFrontFace', values: FRONT_FACES },
  compareOp: { vkType: 'VkCompareOp', values: COMPARE_OPS },
  blendFactor: { vkType: 'VkBlendFactor', values: BLEND_FACTORS },
  blendOp: { vkType: 'VkBlendOp', values: BLEND_OPS },
  /** Image formats: colour and depth. */
  format: { vkType: 'VkFormat', values: [...COLOR_FORMATS, ...DEPTH_FORMATS] },
  colorFormat: { vkType: 'VkFormat (colour)', values: COLOR_FORMATS },
  depthFormat: { vkType: 'VkFormat (depth)', values: DEPTH_FORMATS },
  vertexFormat: { vkType: 'VkFormat (vertex attribute)', values: VERTEX_FORMATS },
  bufferUsage: {
    vkType: 'VkBufferUsageFlagBits',
    values: ['transfer-src', 'transfer-dst', 'uniform', 'storage', 'uniform-texel', 'storage-texel', 'index', 'vertex'],
  },
  imageUsage: {
    vkType: 'VkImageUsageFlagBits',
    values: ['transfer-src', 'transfer-dst', 'sampled', 'storage', 'color-attachment', 'depth-stencil-attachment'],
  },
  descriptorType: {
    vkType: 'VkDescriptorType',
    values: ['storage-image', 'sampled-image', 'combined-image-sampler', 'storage-buffer', 'uniform-buffer', 'storage-texel-buffer', 'uniform-texel-buffer'],
  },
  indexType: { vkType: 'VkIndexType', values: ['uint16', 'uint32'] },
  /** The layouts FMASK compression depends on (driver/color_metadata.ts fmaskCompression). */
  imageLayout: {
    vkType: 'VkImageLayout',
    values: ['undefined', 'general', 'color-attachment-optimal', 'shader-read-only-optimal', 'transfer-src-optimal', 'transfer-dst-optimal'],
  },
  loadOp: { vkType: 'VkAttachmentLoadOp', values: ['load', 'clear', 'dont-care'] },
  vertexInputRate: { vkType: 'VkVertexInputRate', values: ['vertex', 'instance'] },
  /** VK_AMD_rasterization_order (R8). */
  rasterizationOrder: { vkType: 'VkRasterizationOrderAMD', values: ['strict', 'relaxed'] },
  /** Only nearest filtering is modelled: popsim's shaders fetch texels by integer coordinate. */
  filter: { vkType: 'VkFilter', values: ['nearest'] },
  /** Graphics stages: popsim has graphics pipelines only. */
  shaderStage: { vkType: 'VkShaderStageFlagBits (graphics)', values: ['vertex', 'fragment'] },
} as const;

export type EnumKind = keyof typeof API_ENUMS;

/** The accepted values of one kind, as a type. */
export type ApiEnum<K extends EnumKind> = (typeof API_ENUMS)[K]['values'][number];
