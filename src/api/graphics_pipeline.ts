/**
 * vkCreateGraphicsPipelines with dynamic rendering: validates the create
 * info against the device and the pipeline layout, then has the driver
 * compile and build it. Viewport and scissor are always dynamic.
 */
import { buildGraphicsPipeline, type BuiltPipeline } from '../driver/graphics_pipeline.js';
import type {
  BlendFactor,
  BlendOp,
  ColorBlendAttachment,
  CompareOp,
  CullMode,
  FixedFunctionState,
  FrontFace,
  Topology,
} from '../driver/pipeline_state.js';
import type { CompiledShaderInfo } from '../compiler/compile.js';
import type { VertexAttribute, VertexBinding } from '../driver/vertex_processing.js';
import { descriptorTypesFor } from './descriptor_set.js';
import type { DeviceContext } from './device_context.js';
import { formatInfo, vertexFormatInfo, type ColorFormat, type DepthFormat, type VertexFormat } from './formats.js';
import type { PipelineLayout } from './pipeline_layout.js';
import type { SampleCount } from './properties.js';
import type { ShaderModule } from './shader_module.js';
import { ValidationError } from './validation_error.js';

export interface ShaderStageInfo {
  readonly module: ShaderModule;
  readonly entryPoint?: string;
}

export interface VertexInputState {
  readonly bindings: readonly { readonly binding: number; readonly stride: number; readonly inputRate?: 'vertex' | 'instance' }[];
  readonly attributes: readonly { readonly location: number; readonly binding: number; readonly format: VertexFormat; readonly offset: number }[];
}

export interface ColorBlendAttachmentState {
  readonly blendEnable?: boolean;
  readonly srcColorBlendFactor?: BlendFactor;
  readonly dstColorBlendFactor?: BlendFactor;
  readonly colorBlendOp?: BlendOp;
  readonly srcAlphaBlendFactor?: BlendFactor;
  readonly dstAlphaBlendFactor?: BlendFactor;
  readonly alphaBlendOp?: BlendOp;
  readonly colorWriteMask?: number;
}

export interface GraphicsPipelineCreateInfo {
  readonly layout: PipelineLayout;
  readonly vertex: ShaderStageInfo;
  readonly fragment: ShaderStageInfo;
  readonly vertexInput?: VertexInputState;
  readonly inputAssembly?: { readonly topology?: Topology };
  readonly rasterization?: { readonly cullMode?: CullMode; readonly frontFace?: FrontFace; readonly rasterizationOrder?: 'strict' | 'relaxed' };
  readonly multisample?: { readonly rasterizationSamples?: SampleCount; readonly sampleShadingEnable?: boolean; readonly minSampleShading?: number; readonly sampleMask?: number };
  readonly depthStencil?: { readonly depthTestEnable?: boolean; readonly depthWriteEnable?: boolean; readonly depthCompareOp?: CompareOp };
  readonly colorBlend?: { readonly attachments: readonly ColorBlendAttachmentState[] };
  /** VkPipelineRenderingCreateInfo. */
  readonly rendering?: { readonly colorFormats?: readonly ColorFormat[]; readonly depthFormat?: DepthFormat };
}

export class GraphicsPipeline {
  constructor(
    readonly layout: PipelineLayout,
    readonly built: BuiltPipeline,
    readonly vertexBindings: readonly VertexBinding[],
    readonly vertexAttributes: readonly VertexAttribute[],
  ) {}

  /** The fragment shader's disassembly, for inspection. */
  get fragmentDisassembly(): string {
    return this.built.fragment.disassembly;
  }
}

const CMD = 'vkCreateGraphicsPipelines';

function blendAttachment(a: ColorBlendAttachmentState | undefined): ColorBlendAttachment {
  return {
    blendEnable: a?.blendEnable ?? false,
    srcColorBlendFactor: a?.srcColorBlendFactor ?? 'one',
    dstColorBlendFactor: a?.dstColorBlendFactor ?? 'zero',
    colorBlendOp: a?.colorBlendOp ?? 'add',
    srcAlphaBlendFactor: a?.srcAlphaBlendFactor ?? 'one',
    dstAlphaBlendFactor: a?.dstAlphaBlendFactor ?? 'zero',
    alphaBlendOp: a?.alphaBlendOp ?? 'add',
    colorWriteMask: a?.colorWriteMask ?? 0xf,
  };
}

function fixedFunctionState(device: DeviceContext, info: GraphicsPipelineCreateInfo): FixedFunctionState {
  const ms = info.multisample ?? {};
  const samples = ms.rasterizationSamples ?? 1;
  if (!device.physicalDevice.properties.limits.framebufferColorSampleCounts.includes(samples)) {
    throw new ValidationError('invalid-parameter', 'VUID-VkPipelineMultisampleStateCreateInfo-rasterizationSamples-parameter', CMD, `${samples} rasterization samples`);
  }
  if (ms.sampleShadingEnable === true && !device.enabledFeatures.core.sampleRateShading) {
    throw new ValidationError('feature-not-enabled', 'VUID-VkPipelineMultisampleStateCreateInfo-sampleShadingEnable-00784', CMD, 'sampleShadingEnable requires the sampleRateShading feature, which was not enabled');
  }
  const minSampleShading = ms.minSampleShading ?? 0;
  if (minSampleShading < 0 || minSampleShading > 1) {
    throw new ValidationError('invalid-parameter', 'VUID-VkPipelineMultisampleStateCreateInfo-minSampleShading-00786', CMD, `minSampleShading ${minSampleShading} is outside [0, 1]`);
  }
  const colorFormats = (info.rendering?.colorFormats ?? []).map((f) => {
    const fi = formatInfo(f);
    if (fi.kind !== 'color') throw new ValidationError('invalid-parameter', 'VUID-VkPipelineRenderingCreateInfo-pColorAttachmentFormats-06495', CMD, `${f} is not a colour format`);
    return fi.texel;
  });
  if (colorFormats.length > device.physicalDevice.properties.limits.maxColorAttachments) {
    throw new ValidationError('invalid-parameter', 'VUID-VkPipelineRenderingCreateInfo-colorAttachmentCount-09533', CMD, `${colorFormats.length} colour attachments`);
  }
  const blends = info.colorBlend?.attachments ?? [];
  if (blends.length !== 0 && blends.length !== colorFormats.length) {
    throw new ValidationError('invalid-parameter', 'VUID-VkGraphicsPipelineCreateInfo-renderPass-06055', CMD, `${blends.length} blend attachments for ${colorFormats.length} colour attachments`);
  }
  const ds = info.depthStencil ?? {};
  const rast = info.rasterization ?? {};
  return {
    topology: info.inputAssembly?.topology ?? 'triangle-list',
    cullMode: rast.cullMode ?? 'none',
    frontFace: rast.frontFace ?? 'counter-clockwise',
    samples,
    sampleShading: ms.sampleShadingEnable ?? false,
    minSampleShading,
    sampleMask: ms.sampleMask ?? 0xffffffff,
    depthTest: ds.depthTestEnable ?? false,
    depthWrite: ds.depthWriteEnable ?? false,
    depthCompare: ds.depthCompareOp ?? 'less',
    colorFormats,
    depthFormat: info.rendering?.depthFormat,
    blend: colorFormats.map((_, i) => blendAttachment(blends[i])),
    relaxedRasterizationOrder: rast.rasterizationOrder === 'relaxed',
  };
}

/** Every descriptor the shader declares must be in the layout with a compatible type (binding mismatch). */
function checkResources(stage: string, res: CompiledShaderInfo, layout: PipelineLayout): void {
  for (const u of res.resources) {
    const set = layout.setLayouts[u.set];
    const type = set?.bindings.get(u.binding);
    if (type === undefined) {
      throw new ValidationError('binding-mismatch', 'VUID-VkGraphicsPipelineCreateInfo-layout-07988', CMD, `the ${stage} shader uses set ${u.set} binding ${u.binding} (${u.op}), which the pipeline layout does not declare`);
    }
    const accepts = descriptorTypesFor(u.kind);
    if (!accepts.includes(type)) {
      throw new ValidationError(
        'binding-mismatch',
        'VUID-VkGraphicsPipelineCreateInfo-layout-07990',
        CMD,
        `the ${stage} shader uses set ${u.set} binding ${u.binding} as ${accepts.join(' or ')} (${u.op}), but the pipeline layout declares '${type}'`,
      );
    }
  }
  if (res.pushConstantBytes > 0 && !layout.pushConstantRanges.some((r) => res.pushConstantBytes <= r.offset + r.size)) {
    throw new ValidationError('binding-mismatch', 'VUID-VkGraphicsPipelineCreateInfo-layout-07987', CMD, `the ${stage} shader reads push constants up to byte ${res.pushConstantBytes}, outside the layout's push-constant ranges`);
  }
}

function vertexInput(device: DeviceContext, info: GraphicsPipelineCreateInfo): { bindings: VertexBinding[]; attributes: VertexAttribute[] } {
  const vi = info.vertexInput ?? { bindings: [], attributes: [] };
  const limits = device.physicalDevice.properties.limits;
  const bindings = vi.bindings.map((b) => ({ binding: b.binding, stride: b.stride, inputRate: b.inputRate ?? 'vertex' }));
  if (vi.attributes.length > limits.maxVertexInputAttributes) {
    throw new ValidationError('invalid-parameter', 'VUID-VkPipelineVertexInputStateCreateInfo-vertexAttributeDescriptionCount-00614', CMD, `${vi.attributes.length} attributes`);
  }
  const attributes = vi.attributes.map((a) => {
    if (!bindings.some((b) => b.binding === a.binding)) {
      throw new ValidationError('binding-mismatch', 'VUID-VkPipelineVertexInputStateCreateInfo-binding-00615', CMD, `attribute location ${a.location} uses vertex binding ${a.binding}, which is not described`);
    }
    if (a.offset % 4 !== 0) throw new ValidationError('invalid-parameter', 'VUID-VkVertexInputAttributeDescription-offset-00622', CMD, `attribute offset ${a.offset} is not 4-byte aligned`);
    const f = vertexFormatInfo(a.format);
    return { location: a.location, binding: a.binding, components: f.components, integer: f.integer, offset: a.offset };
  });
  return { bindings, attributes };
}

export function createGraphicsPipeline(device: DeviceContext, info: GraphicsPipelineCreateInfo): GraphicsPipeline {
  const state = fixedFunctionState(device, info);
  const { bindings, attributes } = vertexInput(device, info);
  const built = buildGraphicsPipeline({
    chip: device.chip,
    memory: device.gpu.memory,
    vertex: { spirv: info.vertex.module.spirv, ...(info.vertex.entryPoint ? { entryPoint: info.vertex.entryPoint } : {}) },
    fragment: { spirv: info.fragment.module.spirv, ...(info.fragment.entryPoint ? { entryPoint: info.fragment.entryPoint } : {}) },
    state,
    ...(device.compilerDebug ? { compilerDebug: device.compilerDebug } : {}),
  });
  if (built.fragment.info.writesMemory && !device.enabledFeatures.core.fragmentStoresAndAtomics) {
    throw new ValidationError('feature-not-enabled', 'VUID-RuntimeSpirv-NonWritable-06340', CMD, 'the fragment shader writes storage buffers or images, which requires the fragmentStoresAndAtomics feature; it was not enabled');
  }
  checkResources('vertex', built.vertex.info, info.layout);
  checkResources('fragment', built.fragment.info, info.layout);
  if (built.vertex.info.resources.length > 0) {
    throw new ValidationError('binding-mismatch', 'VUID-VkGraphicsPipelineCreateInfo-layout-07988', CMD, 'popsim runs vertex shaders on the host without descriptor access');
  }
  return new GraphicsPipeline(info.layout, built, bindings, attributes);
}
