/**
 * vkCreateGraphicsPipelines with dynamic rendering: validates the create
 * info against the device and the pipeline layout, then has the driver
 * compile and build it. Viewport and scissor are always dynamic.
 */
import { buildGraphicsPipeline, type BuiltPipeline } from '../driver/graphics_pipeline.js';
import type { BlendFactor, BlendOp, ColorBlendAttachment, CompareOp, CullMode, FixedFunctionState, FrontFace, Topology } from '../driver/pipeline_state.js';
import type { CompiledShaderInfo } from '../compiler/compile.js';
import { interfaceInputs, selectEntryPoint, SpirvError, type ExecutionModel } from '../compiler/spirv/index.js';
import type { VertexAttribute, VertexBinding } from '../driver/vertex_input.js';
import { descriptorTypesFor } from './descriptor_set.js';
import { requireSameDevice, type DeviceChild } from './device_child.js';
import type { DeviceContext } from './device_context.js';
import { withDeviceMemory } from './device_memory.js';
import type { ApiEnum, EnumKind } from './enum_tables.js';
import { formatInfo, vertexFormatInfo, type ColorFormat, type DepthFormat, type VertexFormat } from './formats.js';
import { requireArray, requireBoolean, requireEnum, requireFinite, requireInteger, requireSampleCount, requireStruct, type ParamSite } from './parameter_checks.js';
import type { PipelineLayout } from './pipeline_layout.js';
import type { SampleCount } from './properties.js';
import type { ShaderModule, ShaderStage } from './shader_module.js';
import type { MachineCodePixelShader } from '../driver/external_pixel_shader.js';
import type { MachineCodeVertexShader } from '../driver/external_vertex_shader.js';
import { checkInterlockMode } from './interlock_mode.js';
import { ValidationError } from './validation_error.js';
import { resourceLayout } from '../driver/descriptor_encoding.js';

export interface ShaderStageInfo {
  readonly module: ShaderModule;
  readonly entryPoint?: string;
}

/**
 * popsim extension: a stage given as machine code (words, assembly, or a RADV dump) with its
 * interface instead of a SPIR-V module (docs/api.md "Machine-code pixel shaders", "Machine-code
 * vertex shaders").
 */
export interface MachineCodeStageInfo<T = MachineCodePixelShader> {
  readonly machineCode: T;
}

export interface VertexInputState {
  readonly bindings: readonly { readonly binding: number; readonly stride: number; readonly inputRate?: ApiEnum<'vertexInputRate'> }[];
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
  readonly vertex: ShaderStageInfo | MachineCodeStageInfo<MachineCodeVertexShader>;
  readonly fragment: ShaderStageInfo | MachineCodeStageInfo;
  readonly vertexInput?: VertexInputState;
  readonly inputAssembly?: { readonly topology?: Topology };
  readonly rasterization?: { readonly cullMode?: CullMode; readonly frontFace?: FrontFace; readonly rasterizationOrder?: ApiEnum<'rasterizationOrder'> };
  readonly multisample?: { readonly rasterizationSamples?: SampleCount; readonly sampleShadingEnable?: boolean; readonly minSampleShading?: number; readonly sampleMask?: number };
  readonly depthStencil?: { readonly depthTestEnable?: boolean; readonly depthWriteEnable?: boolean; readonly depthCompareOp?: CompareOp };
  readonly colorBlend?: { readonly attachments: readonly ColorBlendAttachmentState[] };
  /** VkPipelineRenderingCreateInfo. */
  readonly rendering?: { readonly colorFormats?: readonly ColorFormat[]; readonly depthFormat?: DepthFormat };
}

export class GraphicsPipeline implements DeviceChild {
  constructor(
    readonly device: DeviceContext,
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

function site(struct: string, member: string): ParamSite {
  return { command: CMD, struct, member };
}

/** An optional member: `check` when present, `fallback` when not. */
function optional<T>(value: T | undefined, fallback: T, check: (v: T) => T): T {
  return value === undefined ? fallback : check(value);
}

function bool(value: boolean | undefined, struct: string, member: string): boolean {
  return optional(value, false, (v) => requireBoolean(v, site(struct, member)));
}

function enumMember<K extends EnumKind>(kind: K, value: ApiEnum<K> | undefined, fallback: ApiEnum<K>, struct: string, member: string): ApiEnum<K> {
  return optional(value, fallback, (v) => requireEnum(kind, v, site(struct, member)));
}

const BLEND = 'VkPipelineColorBlendAttachmentState';

function blendAttachment(a: ColorBlendAttachmentState): ColorBlendAttachment {
  requireStruct(a, ['blendEnable', 'srcColorBlendFactor', 'dstColorBlendFactor', 'colorBlendOp', 'srcAlphaBlendFactor', 'dstAlphaBlendFactor', 'alphaBlendOp', 'colorWriteMask'], site(BLEND, 'pAttachments[]'));
  return {
    blendEnable: bool(a.blendEnable, BLEND, 'blendEnable'),
    srcColorBlendFactor: enumMember('blendFactor', a.srcColorBlendFactor, 'one', BLEND, 'srcColorBlendFactor'),
    dstColorBlendFactor: enumMember('blendFactor', a.dstColorBlendFactor, 'zero', BLEND, 'dstColorBlendFactor'),
    colorBlendOp: enumMember('blendOp', a.colorBlendOp, 'add', BLEND, 'colorBlendOp'),
    srcAlphaBlendFactor: enumMember('blendFactor', a.srcAlphaBlendFactor, 'one', BLEND, 'srcAlphaBlendFactor'),
    dstAlphaBlendFactor: enumMember('blendFactor', a.dstAlphaBlendFactor, 'zero', BLEND, 'dstAlphaBlendFactor'),
    alphaBlendOp: enumMember('blendOp', a.alphaBlendOp, 'add', BLEND, 'alphaBlendOp'),
    // VkColorComponentFlags: R=1, G=2, B=4, A=8.
    colorWriteMask: optional(a.colorWriteMask, 0xf, (v) => requireInteger(v, site(BLEND, 'colorWriteMask'), { max: 0xf, vuid: `VUID-${BLEND}-colorWriteMask-parameter` })),
  };
}

function fixedFunctionState(device: DeviceContext, info: GraphicsPipelineCreateInfo): FixedFunctionState {
  const limits = device.physicalDevice.properties.limits;
  const MS = 'VkPipelineMultisampleStateCreateInfo';
  const ms = requireStruct(info.multisample ?? {}, ['rasterizationSamples', 'sampleShadingEnable', 'minSampleShading', 'sampleMask'], site(MS, 'pMultisampleState'));
  const samplesVuid = `VUID-${MS}-rasterizationSamples-parameter`;
  const samples = requireSampleCount(ms.rasterizationSamples ?? 1, limits.framebufferColorSampleCounts, site(MS, 'rasterizationSamples'), samplesVuid);
  const sampleShading = bool(ms.sampleShadingEnable, MS, 'sampleShadingEnable');
  if (sampleShading && !device.enabledFeatures.core.sampleRateShading) {
    throw new ValidationError('feature-not-enabled', `VUID-${MS}-sampleShadingEnable-00784`, CMD, 'sampleShadingEnable requires the sampleRateShading feature, which was not enabled');
  }
  const minSampleShading = optional(ms.minSampleShading, 0, (v) => requireFinite(v, site(MS, 'minSampleShading'), { min: 0, max: 1, vuid: `VUID-${MS}-minSampleShading-00786` }));
  // pSampleMask: maxSampleMaskWords is 1, so one uint32_t.
  const sampleMask = optional(ms.sampleMask, 0xffffffff, (v) => requireInteger(v, site(MS, 'pSampleMask')));

  const RENDERING = 'VkPipelineRenderingCreateInfo';
  const rendering = requireStruct(info.rendering ?? {}, ['colorFormats', 'depthFormat'], site(RENDERING, 'rendering'));
  const colorFormatList = requireArray(rendering.colorFormats ?? [], site(RENDERING, 'pColorAttachmentFormats'));
  if (colorFormatList.length > limits.maxColorAttachments) {
    throw new ValidationError('invalid-parameter', `VUID-${RENDERING}-colorAttachmentCount-09533`, CMD, `${colorFormatList.length} colour attachments; maxColorAttachments is ${limits.maxColorAttachments}`);
  }
  // A format without the colour-attachment feature (a depth format, an unmodelled one) is 06064.
  const colorFormats = colorFormatList.map((f) => {
    const fi = formatInfo(requireEnum('colorFormat', f, site(RENDERING, 'pColorAttachmentFormats[]'), `VUID-${RENDERING}-pColorAttachmentFormats-06064`));
    if (fi.kind !== 'color') throw new Error('colour formats map to texel formats');
    return fi.texel;
  });
  const depthFormat = optional<DepthFormat | undefined>(rendering.depthFormat, undefined, (f) =>
    requireEnum('depthFormat', f, site(RENDERING, 'depthAttachmentFormat'), `VUID-${RENDERING}-depthAttachmentFormat-06065`),
  );

  const CB = 'VkPipelineColorBlendStateCreateInfo';
  const colorBlend = requireStruct(info.colorBlend ?? { attachments: [] }, ['attachments'], site(CB, 'pColorBlendState'));
  const blends = requireArray(colorBlend.attachments, site(CB, 'pAttachments')) as readonly ColorBlendAttachmentState[];
  if (blends.length !== 0 && blends.length !== colorFormats.length) {
    throw new ValidationError('invalid-parameter', 'VUID-VkGraphicsPipelineCreateInfo-renderPass-06055', CMD, `${blends.length} blend attachments for ${colorFormats.length} colour attachments`);
  }
  const DS = 'VkPipelineDepthStencilStateCreateInfo';
  const ds = requireStruct(info.depthStencil ?? {}, ['depthTestEnable', 'depthWriteEnable', 'depthCompareOp'], site(DS, 'pDepthStencilState'));
  const RS = 'VkPipelineRasterizationStateCreateInfo';
  const rast = requireStruct(info.rasterization ?? {}, ['cullMode', 'frontFace', 'rasterizationOrder'], site(RS, 'pRasterizationState'));
  const IA = 'VkPipelineInputAssemblyStateCreateInfo';
  const ia = requireStruct(info.inputAssembly ?? {}, ['topology'], site(IA, 'pInputAssemblyState'));
  return {
    topology: enumMember('topology', ia.topology, 'triangle-list', IA, 'topology'),
    cullMode: enumMember('cullMode', rast.cullMode, 'none', RS, 'cullMode'),
    frontFace: enumMember('frontFace', rast.frontFace, 'counter-clockwise', RS, 'frontFace'),
    samples,
    sampleShading,
    minSampleShading,
    sampleMask,
    depthTest: bool(ds.depthTestEnable, DS, 'depthTestEnable'),
    depthWrite: bool(ds.depthWriteEnable, DS, 'depthWriteEnable'),
    depthCompare: enumMember('compareOp', ds.depthCompareOp, 'less', DS, 'depthCompareOp'),
    colorFormats,
    depthFormat,
    blend: colorFormats.map((_, i) => (blends[i] === undefined ? blendAttachment({}) : blendAttachment(blends[i]))),
    relaxedRasterizationOrder: enumMember('rasterizationOrder', rast.rasterizationOrder, 'strict', 'VkPipelineRasterizationStateRasterizationOrderAMD', 'rasterizationOrder') === 'relaxed',
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

const MACHINE_CODE_MEMBERS: Readonly<Record<ShaderStage, readonly string[]>> = {
  vertex: [
    'code', 'vgprs', 'sgprs', 'userSgprCount', 'descriptorSets', 'vertexBuffersSgpr', 'baseVertexSgpr',
    'startInstanceSgpr', 'readsInstanceId', 'paramLocations', 'attributeRingSgpr',
  ],
  fragment: [
    'code', 'vgprs', 'sgprs', 'spiPsInputEna', 'spiPsInputAddr', 'userSgprCount', 'descriptorSets',
    'colorFormat', 'discards', 'interlock', 'loadsCollisionWaveId', 'readsSampleId',
  ],
};

function stageSource(s: ShaderStageInfo): { spirv: Uint32Array; entryPoint?: string } {
  return { spirv: s.module.spirv, ...(s.entryPoint ? { entryPoint: s.entryPoint } : {}) };
}

/** A stage's machine code when it is given as such (its members checked), else undefined: the stage is a module. */
function machineCodeOf<T extends object>(stage: ShaderStage, info: ShaderStageInfo | MachineCodeStageInfo<T>): T | undefined {
  if (info === null || typeof info !== 'object' || !('machineCode' in info)) return undefined;
  const name = stage === 'vertex' ? 'MachineCodeVertexShader' : 'MachineCodePixelShader';
  return requireStruct(info.machineCode, MACHINE_CODE_MEMBERS[stage], site(name, 'machineCode')) as T;
}

const MODELS: Readonly<Record<ShaderStage, ExecutionModel>> = { vertex: 'Vertex', fragment: 'Fragment' };

/** A stage's module is the device's and has the entry point, of the stage's execution model (VUID-…-pName-00707). */
function checkStage(device: DeviceContext, stage: ShaderStage, s: ShaderStageInfo): void {
  const SS = 'VkPipelineShaderStageCreateInfo';
  requireStruct(s, ['module', 'entryPoint'], site(SS, stage));
  requireSameDevice(device, s.module, `the ${stage} module`, `VUID-${SS}-module-parameter`, CMD);
  let model: ExecutionModel;
  try {
    model = selectEntryPoint(s.module.module, s.entryPoint).model;
  } catch (e) {
    if (e instanceof SpirvError) throw new ValidationError('invalid-parameter', `VUID-${SS}-pName-00707`, CMD, `the ${stage} module: ${e.detail}`);
    throw e;
  }
  if (model !== MODELS[stage]) {
    throw new ValidationError('invalid-parameter', `VUID-${SS}-pName-00707`, CMD, `the ${stage} stage's entry point is a ${model} shader, not a ${MODELS[stage]} one`);
  }
}

function vertexInput(device: DeviceContext, info: GraphicsPipelineCreateInfo): { bindings: VertexBinding[]; attributes: VertexAttribute[] } {
  const VI = 'VkPipelineVertexInputStateCreateInfo';
  const VB = 'VkVertexInputBindingDescription';
  const VA = 'VkVertexInputAttributeDescription';
  const vi = requireStruct(info.vertexInput ?? { bindings: [], attributes: [] }, ['bindings', 'attributes'], site(VI, 'pVertexInputState'));
  const limits = device.physicalDevice.properties.limits;
  const bindingList = requireArray(vi.bindings, site(VI, 'pVertexBindingDescriptions')) as VertexInputState['bindings'];
  const attributeList = requireArray(vi.attributes, site(VI, 'pVertexAttributeDescriptions')) as VertexInputState['attributes'];
  if (bindingList.length > limits.maxVertexInputBindings) {
    throw new ValidationError('invalid-parameter', `VUID-${VI}-vertexBindingDescriptionCount-00613`, CMD, `${bindingList.length} bindings; maxVertexInputBindings is ${limits.maxVertexInputBindings}`);
  }
  if (attributeList.length > limits.maxVertexInputAttributes) {
    throw new ValidationError('invalid-parameter', `VUID-${VI}-vertexAttributeDescriptionCount-00614`, CMD, `${attributeList.length} attributes; maxVertexInputAttributes is ${limits.maxVertexInputAttributes}`);
  }
  const bindings = bindingList.map((b): VertexBinding => {
    requireStruct(b, ['binding', 'stride', 'inputRate'], site(VB, 'pVertexBindingDescriptions[]'));
    return {
      binding: requireInteger(b.binding, site(VB, 'binding'), { max: limits.maxVertexInputBindings - 1, vuid: `VUID-${VB}-binding-00618` }),
      stride: requireInteger(b.stride, site(VB, 'stride'), { max: limits.maxVertexInputBindingStride, vuid: `VUID-${VB}-stride-00619` }),
      inputRate: enumMember('vertexInputRate', b.inputRate, 'vertex', VB, 'inputRate'),
    };
  });
  const duplicate = bindings.find((b, i) => bindings.findIndex((x) => x.binding === b.binding) !== i);
  if (duplicate) throw new ValidationError('invalid-parameter', `VUID-${VI}-pVertexBindingDescriptions-00616`, CMD, `vertex binding ${duplicate.binding} is described twice`);
  const locations = new Set<number>();
  const attributes = attributeList.map((a): VertexAttribute & { readonly numeric: string } => {
    requireStruct(a, ['location', 'binding', 'format', 'offset'], site(VA, 'pVertexAttributeDescriptions[]'));
    const location = requireInteger(a.location, site(VA, 'location'), { max: limits.maxVertexInputAttributes - 1, vuid: `VUID-${VA}-location-00620` });
    const binding = requireInteger(a.binding, site(VA, 'binding'), { max: limits.maxVertexInputBindings - 1, vuid: `VUID-${VA}-binding-00621` });
    const format = requireEnum('vertexFormat', a.format, site(VA, 'format'));
    const offset = requireInteger(a.offset, site(VA, 'offset'), { max: limits.maxVertexInputAttributeOffset, vuid: `VUID-${VA}-offset-00622` });
    if (locations.has(location)) throw new ValidationError('invalid-parameter', `VUID-${VI}-pVertexAttributeDescriptions-00617`, CMD, `attribute location ${location} is described twice`);
    locations.add(location);
    if (!bindings.some((b) => b.binding === binding)) {
      throw new ValidationError('binding-mismatch', `VUID-${VI}-binding-00615`, CMD, `attribute location ${location} uses vertex binding ${binding}, which is not described`);
    }
    // The vertex fetch reads 32-bit components: typed buffer loads need them dword-aligned (docs/driver.md "Vertex stage").
    if (offset % 4 !== 0) throw new ValidationError('invalid-parameter', `popsim-${VA}-offset-alignment`, CMD, `attribute offset ${offset} is not 4-byte aligned`);
    const f = vertexFormatInfo(format);
    return { location, binding, format: f.texel, components: f.components, numeric: f.numeric, offset };
  });
  // Machine code declares no inputs: its fetches are its own (docs/api.md "Machine-code vertex shaders").
  if (!('machineCode' in info.vertex)) checkShaderInputs(info.vertex.module, info.vertex.entryPoint, attributes);
  return { bindings, attributes: attributes.map(({ numeric: _, ...a }) => a) };
}

/**
 * Every Location input of the vertex shader needs an attribute (VUID-…-Input-07904) whose format
 * has the input's numeric type (VUID-…-Input-08733), as the validation layers match them.
 */
function checkShaderInputs(module: ShaderModule, entryPoint: string | undefined, attributes: readonly { readonly location: number; readonly numeric: string }[]): void {
  for (const input of interfaceInputs(module.module, selectEntryPoint(module.module, entryPoint))) {
    for (let location = input.location; location < input.location + input.locations; location++) {
      const a = attributes.find((x) => x.location === location);
      if (a === undefined) {
        throw new ValidationError('binding-mismatch', 'VUID-VkGraphicsPipelineCreateInfo-Input-07904', CMD, `the vertex shader reads input location ${location}, which no vertex attribute provides`);
      }
      if (a.numeric !== input.numeric) {
        throw new ValidationError('binding-mismatch', 'VUID-VkGraphicsPipelineCreateInfo-Input-08733', CMD, `the vertex shader reads location ${location} as ${input.numeric}, but its attribute's format is ${a.numeric}`);
      }
    }
  }
}

export function createGraphicsPipeline(device: DeviceContext, info: GraphicsPipelineCreateInfo): GraphicsPipeline {
  requireStruct(
    info,
    ['layout', 'vertex', 'fragment', 'vertexInput', 'inputAssembly', 'rasterization', 'multisample', 'depthStencil', 'colorBlend', 'rendering'],
    site('VkGraphicsPipelineCreateInfo', 'pCreateInfo'),
  );
  requireSameDevice(device, info.layout, 'layout', 'VUID-VkGraphicsPipelineCreateInfo-commonparent', CMD);
  const vertexCode = machineCodeOf('vertex', info.vertex);
  if (vertexCode === undefined) checkStage(device, 'vertex', info.vertex as ShaderStageInfo);
  const machineCode = machineCodeOf('fragment', info.fragment);
  if (machineCode === undefined) checkStage(device, 'fragment', info.fragment as ShaderStageInfo);
  else if (machineCode.interlock !== undefined) checkInterlockMode(device, machineCode.interlock);
  const state = fixedFunctionState(device, info);
  const { bindings, attributes } = vertexInput(device, info);
  const memory = device.gpu.memory;
  const built = withDeviceMemory(memory, CMD, () =>
    buildGraphicsPipeline({
      chip: device.chip,
      memory,
      vertex: vertexCode !== undefined ? { machineCode: vertexCode } : stageSource(info.vertex as ShaderStageInfo),
      fragment: machineCode !== undefined ? { machineCode } : stageSource(info.fragment as ShaderStageInfo),
      state,
      vertexInput: { bindings, attributes },
      resourceLayout: resourceLayout(info.layout.setLayouts.map((l) => l.shape)),
      ...(device.compilerDebug ? { compilerDebug: device.compilerDebug } : {}),
      ...(device.physicalDevice.driverConfig.intrawaveCollisions === true ? { intrawaveCollisions: true } : {}),
    }),
  );
  if (built.fragment.info.writesMemory && !device.enabledFeatures.core.fragmentStoresAndAtomics) {
    throw new ValidationError('feature-not-enabled', 'VUID-RuntimeSpirv-NonWritable-06340', CMD, 'the fragment shader writes storage buffers or images, which requires the fragmentStoresAndAtomics feature; it was not enabled');
  }
  checkResources('vertex', built.vertex.info, info.layout);
  checkResources('fragment', built.fragment.info, info.layout);
  return new GraphicsPipeline(device, info.layout, built, bindings, attributes);
}
