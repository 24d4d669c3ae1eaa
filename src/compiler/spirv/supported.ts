/**
 * What the reader accepts. Anything else is rejected with a typed error as
 * soon as it is declared, so later stages never meet it.
 */
import { Cap } from './enums.js';

/**
 * Capabilities popsim's compiler front door accepts. Float16/Float64 are
 * accepted so that 16/64-bit float types are recorded (later stages may still
 * reject them); Int8/Int16/Int64 are rejected (so is GL_ARB_shader_ballot, whose
 * `ballotARB` returns uint64_t). Geometry and MultiViewport are what fragment
 * shaders declare to read gl_PrimitiveID, gl_Layer and gl_ViewportIndex, and
 * ImageRect/SampledRect what rectangle images declare: the Geometry execution
 * model stays refused, and builtins or image dimensions without a translation
 * are named where they are used.
 * FragmentShaderShadingRateInterlockEXT is parsed; the compiler rejects it per
 * device (R9, R11).
 */
export const SUPPORTED_CAPABILITIES: ReadonlySet<number> = new Set([
  0 /* Matrix */, Cap.Shader, 2 /* Geometry */, 25 /* ImageGatherExtended */, 27 /* StorageImageMultisample */,
  28, 29, 30, 31 /* *ArrayDynamicIndexing */, 32 /* ClipDistance */, 33 /* CullDistance */,
  34 /* ImageCubeArray */, 35 /* SampleRateShading */, 36 /* ImageRect */, 37 /* SampledRect */, 40 /* InputAttachment */, 42 /* MinLod */,
  43 /* Sampled1D */, 44 /* Image1D */, 45 /* SampledCubeArray */, 46 /* SampledBuffer */, 47 /* ImageBuffer */,
  48 /* ImageMSArray */, 49 /* StorageImageExtendedFormats */, 50 /* ImageQuery */, 51 /* DerivativeControl */,
  52 /* InterpolationFunction */, 55 /* StorageImageReadWithoutFormat */, 56 /* StorageImageWriteWithoutFormat */, 57 /* MultiViewport */,
  Cap.GroupNonUniform, Cap.GroupNonUniformVote, Cap.GroupNonUniformArithmetic, Cap.GroupNonUniformBallot,
  Cap.GroupNonUniformShuffle, Cap.GroupNonUniformShuffleRelative, Cap.GroupNonUniformClustered,
  Cap.GroupNonUniformQuad, Cap.SubgroupBallotKHR, 4427 /* DrawParameters */, Cap.SubgroupVoteKHR,
  Cap.FragmentMaskAMD, 5345 /* VulkanMemoryModel */, Cap.FragmentShaderSampleInterlockEXT,
  Cap.FragmentShaderShadingRateInterlockEXT, Cap.FragmentShaderPixelInterlockEXT,
  Cap.DemoteToHelperInvocation, Cap.Float16, Cap.Float64,
]);

export const SUPPORTED_EXTENSIONS: ReadonlySet<string> = new Set([
  'SPV_EXT_fragment_shader_interlock',
  'SPV_AMD_shader_fragment_mask',
  'SPV_KHR_shader_ballot',
  'SPV_KHR_subgroup_vote',
  'SPV_EXT_demote_to_helper_invocation',
  'SPV_KHR_terminate_invocation',
  'SPV_KHR_storage_buffer_storage_class',
  'SPV_KHR_shader_draw_parameters',
  'SPV_KHR_vulkan_memory_model',
  'SPV_KHR_non_semantic_info',
  'SPV_GOOGLE_decorate_string',
  'SPV_GOOGLE_hlsl_functionality1',
  'SPV_GOOGLE_user_type',
]);

export const GLSL_STD_450 = 'GLSL.std.450';

/** Non-semantic instruction sets may be ignored by consumers (SPV_KHR_non_semantic_info). */
export function isNonSemanticSet(name: string): boolean {
  return name.startsWith('NonSemantic.');
}
