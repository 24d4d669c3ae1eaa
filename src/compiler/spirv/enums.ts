/**
 * SPIR-V enumerant values the reader names (numbers from the unified SPIR-V
 * grammar). Only values popsim meets are named; an unnamed value prints as
 * `Kind(n)`.
 */
export type EnumTable = ReadonlyMap<number, string>;

const table = (pairs: readonly (readonly [number, string])[]): EnumTable => new Map(pairs);

/** Name of `value` in `t`, or `kind(value)` if unnamed. */
export function enumName(t: EnumTable, kind: string, value: number): string {
  return t.get(value) ?? `${kind}(${value})`;
}

/** Value of the enumerant called `name` in `t`. */
export function enumValue(t: EnumTable, name: string): number | undefined {
  for (const [v, n] of t) if (n === name) return v;
  return undefined;
}

export const CAPABILITIES = table([
  [0, 'Matrix'], [1, 'Shader'], [2, 'Geometry'], [3, 'Tessellation'], [4, 'Addresses'], [5, 'Linkage'],
  [6, 'Kernel'], [9, 'Float16'], [10, 'Float64'], [11, 'Int64'], [12, 'Int64Atomics'], [22, 'Int16'],
  [25, 'ImageGatherExtended'], [27, 'StorageImageMultisample'], [28, 'UniformBufferArrayDynamicIndexing'],
  [29, 'SampledImageArrayDynamicIndexing'], [30, 'StorageBufferArrayDynamicIndexing'],
  [31, 'StorageImageArrayDynamicIndexing'], [32, 'ClipDistance'], [33, 'CullDistance'], [34, 'ImageCubeArray'],
  [35, 'SampleRateShading'], [36, 'ImageRect'], [37, 'SampledRect'], [39, 'Int8'], [40, 'InputAttachment'],
  [41, 'SparseResidency'], [42, 'MinLod'], [43, 'Sampled1D'], [44, 'Image1D'], [45, 'SampledCubeArray'],
  [46, 'SampledBuffer'], [47, 'ImageBuffer'], [48, 'ImageMSArray'], [49, 'StorageImageExtendedFormats'],
  [50, 'ImageQuery'], [51, 'DerivativeControl'], [52, 'InterpolationFunction'], [53, 'TransformFeedback'],
  [55, 'StorageImageReadWithoutFormat'], [56, 'StorageImageWriteWithoutFormat'], [57, 'MultiViewport'],
  [61, 'GroupNonUniform'], [62, 'GroupNonUniformVote'], [63, 'GroupNonUniformArithmetic'],
  [64, 'GroupNonUniformBallot'], [65, 'GroupNonUniformShuffle'], [66, 'GroupNonUniformShuffleRelative'],
  [67, 'GroupNonUniformClustered'], [68, 'GroupNonUniformQuad'],
  [4423, 'SubgroupBallotKHR'], [4427, 'DrawParameters'], [4431, 'SubgroupVoteKHR'],
  [5010, 'FragmentMaskAMD'], [5345, 'VulkanMemoryModel'],
  [5363, 'FragmentShaderSampleInterlockEXT'], [5372, 'FragmentShaderShadingRateInterlockEXT'],
  [5378, 'FragmentShaderPixelInterlockEXT'], [5379, 'DemoteToHelperInvocation'],
]);

export const EXECUTION_MODELS = table([
  [0, 'Vertex'], [1, 'TessellationControl'], [2, 'TessellationEvaluation'], [3, 'Geometry'],
  [4, 'Fragment'], [5, 'GLCompute'], [6, 'Kernel'],
]);

export const ADDRESSING_MODELS = table([[0, 'Logical'], [1, 'Physical32'], [2, 'Physical64'], [5348, 'PhysicalStorageBuffer64']]);
export const MEMORY_MODELS = table([[0, 'Simple'], [1, 'GLSL450'], [2, 'OpenCL'], [3, 'Vulkan']]);

export const EXECUTION_MODES = table([
  [0, 'Invocations'], [6, 'PixelCenterInteger'], [7, 'OriginUpperLeft'], [8, 'OriginLowerLeft'],
  [9, 'EarlyFragmentTests'], [12, 'DepthReplacing'], [14, 'DepthGreater'], [15, 'DepthLess'],
  [16, 'DepthUnchanged'], [17, 'LocalSize'], [18, 'LocalSizeHint'], [38, 'LocalSizeId'],
  [4421, 'SubgroupUniformControlFlowKHR'], [4446, 'PostDepthCoverage'], [5027, 'StencilRefReplacingEXT'],
  [5366, 'PixelInterlockOrderedEXT'], [5367, 'PixelInterlockUnorderedEXT'],
  [5368, 'SampleInterlockOrderedEXT'], [5369, 'SampleInterlockUnorderedEXT'],
  [5370, 'ShadingRateInterlockOrderedEXT'], [5371, 'ShadingRateInterlockUnorderedEXT'],
]);

export const STORAGE_CLASSES = table([
  [0, 'UniformConstant'], [1, 'Input'], [2, 'Uniform'], [3, 'Output'], [4, 'Workgroup'], [5, 'CrossWorkgroup'],
  [6, 'Private'], [7, 'Function'], [8, 'Generic'], [9, 'PushConstant'], [10, 'AtomicCounter'], [11, 'Image'],
  [12, 'StorageBuffer'],
]);

export const DECORATIONS = table([
  [0, 'RelaxedPrecision'], [1, 'SpecId'], [2, 'Block'], [3, 'BufferBlock'], [4, 'RowMajor'], [5, 'ColMajor'],
  [6, 'ArrayStride'], [7, 'MatrixStride'], [8, 'GLSLShared'], [9, 'GLSLPacked'], [11, 'BuiltIn'],
  [13, 'NoPerspective'], [14, 'Flat'], [15, 'Patch'], [16, 'Centroid'], [17, 'Sample'], [18, 'Invariant'],
  [19, 'Restrict'], [20, 'Aliased'], [21, 'Volatile'], [23, 'Coherent'], [24, 'NonWritable'],
  [25, 'NonReadable'], [26, 'Uniform'], [27, 'UniformId'], [30, 'Location'], [31, 'Component'], [32, 'Index'],
  [33, 'Binding'], [34, 'DescriptorSet'], [35, 'Offset'], [36, 'XfbBuffer'], [37, 'XfbStride'],
  [42, 'NoContraction'], [43, 'InputAttachmentIndex'], [44, 'Alignment'], [5300, 'NonUniform'],
  [5355, 'RestrictPointer'], [5356, 'AliasedPointer'], [5634, 'CounterBuffer'], [5635, 'UserSemantic'],
  [5636, 'UserTypeGOOGLE'],
]);

/**
 * Literal operand count of each decoration the reader checks; decorations not
 * listed here keep whatever operands they carry.
 */
export const DECORATION_ARITY: ReadonlyMap<number, number> = new Map([
  [0, 0], [1, 1], [2, 0], [3, 0], [4, 0], [5, 0], [6, 1], [7, 1], [8, 0], [9, 0], [11, 1], [13, 0], [14, 0],
  [15, 0], [16, 0], [17, 0], [18, 0], [19, 0], [20, 0], [21, 0], [23, 0], [24, 0], [25, 0], [26, 0], [30, 1],
  [31, 1], [32, 1], [33, 1], [34, 1], [35, 1], [36, 1], [37, 1], [42, 0], [43, 1], [44, 1], [5300, 0],
  [5355, 0], [5356, 0],
]);

export const BUILT_INS = table([
  [0, 'Position'], [1, 'PointSize'], [3, 'ClipDistance'], [4, 'CullDistance'], [5, 'VertexId'], [6, 'InstanceId'],
  [7, 'PrimitiveId'], [9, 'Layer'], [10, 'ViewportIndex'], [15, 'FragCoord'], [16, 'PointCoord'],
  [17, 'FrontFacing'], [18, 'SampleId'], [19, 'SamplePosition'], [20, 'SampleMask'], [22, 'FragDepth'],
  [23, 'HelperInvocation'], [24, 'NumWorkgroups'], [25, 'WorkgroupSize'], [26, 'WorkgroupId'],
  [27, 'LocalInvocationId'], [28, 'GlobalInvocationId'], [29, 'LocalInvocationIndex'], [36, 'SubgroupSize'],
  [38, 'NumSubgroups'], [40, 'SubgroupId'], [41, 'SubgroupLocalInvocationId'], [42, 'VertexIndex'],
  [43, 'InstanceIndex'], [4416, 'SubgroupEqMask'], [4417, 'SubgroupGeMask'], [4418, 'SubgroupGtMask'],
  [4419, 'SubgroupLeMask'], [4420, 'SubgroupLtMask'], [4424, 'BaseVertex'], [4425, 'BaseInstance'],
  [4426, 'DrawIndex'], [5014, 'FragStencilRefEXT'],
]);

export const DIMS = table([[0, '1D'], [1, '2D'], [2, '3D'], [3, 'Cube'], [4, 'Rect'], [5, 'Buffer'], [6, 'SubpassData']]);

/** Numeric values the reader's own logic tests against. */
export const Cap = {
  Shader: 1, Float16: 9, Float64: 10, Int64: 11, Int16: 22, Int8: 39,
  GroupNonUniform: 61, GroupNonUniformVote: 62, GroupNonUniformArithmetic: 63, GroupNonUniformBallot: 64,
  GroupNonUniformShuffle: 65, GroupNonUniformShuffleRelative: 66, GroupNonUniformClustered: 67,
  GroupNonUniformQuad: 68, SubgroupBallotKHR: 4423, SubgroupVoteKHR: 4431, FragmentMaskAMD: 5010,
  FragmentShaderSampleInterlockEXT: 5363, FragmentShaderShadingRateInterlockEXT: 5372,
  FragmentShaderPixelInterlockEXT: 5378, DemoteToHelperInvocation: 5379,
} as const;

export const ExecModel = { Vertex: 0, Fragment: 4, GLCompute: 5 } as const;

export const ExecMode = {
  LocalSize: 17, LocalSizeHint: 18, LocalSizeId: 38,
  PixelInterlockOrderedEXT: 5366, PixelInterlockUnorderedEXT: 5367,
  SampleInterlockOrderedEXT: 5368, SampleInterlockUnorderedEXT: 5369,
  ShadingRateInterlockOrderedEXT: 5370, ShadingRateInterlockUnorderedEXT: 5371,
} as const;
