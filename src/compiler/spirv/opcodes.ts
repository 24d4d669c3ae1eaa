/**
 * The SPIR-V opcodes the reader decodes: number (unified grammar), name,
 * operand shape and where in the module the instruction may appear. Any other
 * opcode is an error wherever it appears.
 *
 * Shape tokens, left to right over the instruction's operand words:
 *   T result type id · R result id · i id · t type id · l literal word ·
 *   s literal string · x? optional · x* zero or more · v+ one or more value words ·
 *   li* (literal, id) pairs · ii* (id, id) pairs · IO? image operands mask and its ids ·
 *   (IO without ? is required: explicit-lod sampling always has Lod or Grad) ·
 *   MA? memory access mask and its operands · LC loop control mask and its literals ·
 *   SO the opcode and operands of OpSpecConstantOp.
 */
import { Cap } from './enums.js';

export type Section =
  | 'capability'
  | 'extension'
  | 'ext-inst-import'
  | 'memory-model'
  | 'entry-point'
  | 'execution-mode'
  | 'debug'
  | 'annotation'
  | 'declaration' // types, constants, global variables
  | 'body' // only inside a function's blocks
  | 'function' // OpFunction, OpFunctionParameter, OpFunctionEnd, OpLabel: structure
  | 'anywhere'; // OpLine, OpNoLine; OpVariable/OpUndef/OpExtInst are placed by the reader

export interface OpcodeInfo {
  readonly opcode: number;
  readonly name: string;
  readonly shape: readonly string[];
  readonly section: Section;
  /** One of these capabilities must be declared to use the instruction. */
  readonly needs?: readonly number[];
}

const INTERLOCK = [Cap.FragmentShaderPixelInterlockEXT, Cap.FragmentShaderSampleInterlockEXT, Cap.FragmentShaderShadingRateInterlockEXT];
const GNU = [Cap.GroupNonUniform];
const VOTE = [Cap.GroupNonUniformVote];
const BALLOT = [Cap.GroupNonUniformBallot];
const SHUFFLE = [Cap.GroupNonUniformShuffle];
const SHUFFLE_REL = [Cap.GroupNonUniformShuffleRelative];
const ARITH = [Cap.GroupNonUniformArithmetic, Cap.GroupNonUniformClustered];
const QUAD = [Cap.GroupNonUniformQuad];

const rows: [number, string, string, Section, (readonly number[])?][] = [
  // Module structure and debug information.
  [0, 'OpNop', '', 'body'],
  [1, 'OpUndef', 'T R', 'declaration'],
  [2, 'OpSourceContinued', 's', 'debug'],
  [3, 'OpSource', 'l l i? s?', 'debug'],
  [4, 'OpSourceExtension', 's', 'debug'],
  [5, 'OpName', 'i s', 'debug'],
  [6, 'OpMemberName', 'i l s', 'debug'],
  [7, 'OpString', 'R s', 'debug'],
  [8, 'OpLine', 'i l l', 'anywhere'],
  [317, 'OpNoLine', '', 'anywhere'],
  [330, 'OpModuleProcessed', 's', 'debug'],
  [10, 'OpExtension', 's', 'extension'],
  [11, 'OpExtInstImport', 'R s', 'ext-inst-import'],
  [12, 'OpExtInst', 'T R i l i*', 'body'],
  [14, 'OpMemoryModel', 'l l', 'memory-model'],
  [15, 'OpEntryPoint', 'l i s i*', 'entry-point'],
  [16, 'OpExecutionMode', 'i l l*', 'execution-mode'],
  [331, 'OpExecutionModeId', 'i l i*', 'execution-mode'],
  [17, 'OpCapability', 'l', 'capability'],
  // Types.
  [19, 'OpTypeVoid', 'R', 'declaration'],
  [20, 'OpTypeBool', 'R', 'declaration'],
  [21, 'OpTypeInt', 'R l l', 'declaration'],
  [22, 'OpTypeFloat', 'R l', 'declaration'],
  [23, 'OpTypeVector', 'R t l', 'declaration'],
  [24, 'OpTypeMatrix', 'R t l', 'declaration'],
  [25, 'OpTypeImage', 'R t l l l l l l l?', 'declaration'],
  [26, 'OpTypeSampler', 'R', 'declaration'],
  [27, 'OpTypeSampledImage', 'R t', 'declaration'],
  [28, 'OpTypeArray', 'R t i', 'declaration'],
  [29, 'OpTypeRuntimeArray', 'R t', 'declaration'],
  [30, 'OpTypeStruct', 'R t*', 'declaration'],
  [32, 'OpTypePointer', 'R l t', 'declaration'],
  [33, 'OpTypeFunction', 'R t t*', 'declaration'],
  // Constants.
  [41, 'OpConstantTrue', 'T R', 'declaration'],
  [42, 'OpConstantFalse', 'T R', 'declaration'],
  [43, 'OpConstant', 'T R v+', 'declaration'],
  [44, 'OpConstantComposite', 'T R i*', 'declaration'],
  [46, 'OpConstantNull', 'T R', 'declaration'],
  [48, 'OpSpecConstantTrue', 'T R', 'declaration'],
  [49, 'OpSpecConstantFalse', 'T R', 'declaration'],
  [50, 'OpSpecConstant', 'T R v+', 'declaration'],
  [51, 'OpSpecConstantComposite', 'T R i*', 'declaration'],
  [52, 'OpSpecConstantOp', 'T R SO', 'declaration'],
  // Functions.
  [54, 'OpFunction', 'T R l t', 'function'],
  [55, 'OpFunctionParameter', 'T R', 'function'],
  [56, 'OpFunctionEnd', '', 'function'],
  [57, 'OpFunctionCall', 'T R i i*', 'body'],
  // Memory.
  [59, 'OpVariable', 'T R l i?', 'declaration'],
  [60, 'OpImageTexelPointer', 'T R i i i', 'body'],
  [61, 'OpLoad', 'T R i MA?', 'body'],
  [62, 'OpStore', 'i i MA?', 'body'],
  [63, 'OpCopyMemory', 'i i MA? MA?', 'body'],
  [65, 'OpAccessChain', 'T R i i*', 'body'],
  [66, 'OpInBoundsAccessChain', 'T R i i*', 'body'],
  [68, 'OpArrayLength', 'T R i l', 'body'],
  // Annotations.
  [71, 'OpDecorate', 'i l l*', 'annotation'],
  [72, 'OpMemberDecorate', 'i l l l*', 'annotation'],
  [332, 'OpDecorateId', 'i l i*', 'annotation'],
  [5632, 'OpDecorateString', 'i l s', 'annotation'],
  [5633, 'OpMemberDecorateString', 'i l l s', 'annotation'],
  // Composites.
  [77, 'OpVectorExtractDynamic', 'T R i i', 'body'],
  [78, 'OpVectorInsertDynamic', 'T R i i i', 'body'],
  [79, 'OpVectorShuffle', 'T R i i l*', 'body'],
  [80, 'OpCompositeConstruct', 'T R i*', 'body'],
  [81, 'OpCompositeExtract', 'T R i l*', 'body'],
  [82, 'OpCompositeInsert', 'T R i i l*', 'body'],
  [83, 'OpCopyObject', 'T R i', 'body'],
  [84, 'OpTranspose', 'T R i', 'body'],
  [400, 'OpCopyLogical', 'T R i', 'body'],
  // Images.
  [86, 'OpSampledImage', 'T R i i', 'body'],
  [87, 'OpImageSampleImplicitLod', 'T R i i IO?', 'body'],
  [88, 'OpImageSampleExplicitLod', 'T R i i IO', 'body'],
  [89, 'OpImageSampleDrefImplicitLod', 'T R i i i IO?', 'body'],
  [90, 'OpImageSampleDrefExplicitLod', 'T R i i i IO', 'body'],
  [91, 'OpImageSampleProjImplicitLod', 'T R i i IO?', 'body'],
  [92, 'OpImageSampleProjExplicitLod', 'T R i i IO', 'body'],
  [93, 'OpImageSampleProjDrefImplicitLod', 'T R i i i IO?', 'body'],
  [94, 'OpImageSampleProjDrefExplicitLod', 'T R i i i IO', 'body'],
  [95, 'OpImageFetch', 'T R i i IO?', 'body'],
  [96, 'OpImageGather', 'T R i i i IO?', 'body'],
  [97, 'OpImageDrefGather', 'T R i i i IO?', 'body'],
  [98, 'OpImageRead', 'T R i i IO?', 'body'],
  [99, 'OpImageWrite', 'i i i IO?', 'body'],
  [100, 'OpImage', 'T R i', 'body'],
  [103, 'OpImageQuerySizeLod', 'T R i i', 'body'],
  [104, 'OpImageQuerySize', 'T R i', 'body'],
  [105, 'OpImageQueryLod', 'T R i i', 'body'],
  [106, 'OpImageQueryLevels', 'T R i', 'body'],
  [107, 'OpImageQuerySamples', 'T R i', 'body'],
  [5011, 'OpFragmentMaskFetchAMD', 'T R i i', 'body', [Cap.FragmentMaskAMD]],
  [5012, 'OpFragmentFetchAMD', 'T R i i i', 'body', [Cap.FragmentMaskAMD]],
  // Conversions.
  [109, 'OpConvertFToU', 'T R i', 'body'],
  [110, 'OpConvertFToS', 'T R i', 'body'],
  [111, 'OpConvertSToF', 'T R i', 'body'],
  [112, 'OpConvertUToF', 'T R i', 'body'],
  [113, 'OpUConvert', 'T R i', 'body'],
  [114, 'OpSConvert', 'T R i', 'body'],
  [115, 'OpFConvert', 'T R i', 'body'],
  [116, 'OpQuantizeToF16', 'T R i', 'body'],
  [124, 'OpBitcast', 'T R i', 'body'],
  // Arithmetic.
  [126, 'OpSNegate', 'T R i', 'body'],
  [127, 'OpFNegate', 'T R i', 'body'],
  [128, 'OpIAdd', 'T R i i', 'body'],
  [129, 'OpFAdd', 'T R i i', 'body'],
  [130, 'OpISub', 'T R i i', 'body'],
  [131, 'OpFSub', 'T R i i', 'body'],
  [132, 'OpIMul', 'T R i i', 'body'],
  [133, 'OpFMul', 'T R i i', 'body'],
  [134, 'OpUDiv', 'T R i i', 'body'],
  [135, 'OpSDiv', 'T R i i', 'body'],
  [136, 'OpFDiv', 'T R i i', 'body'],
  [137, 'OpUMod', 'T R i i', 'body'],
  [138, 'OpSRem', 'T R i i', 'body'],
  [139, 'OpSMod', 'T R i i', 'body'],
  [140, 'OpFRem', 'T R i i', 'body'],
  [141, 'OpFMod', 'T R i i', 'body'],
  [142, 'OpVectorTimesScalar', 'T R i i', 'body'],
  [143, 'OpMatrixTimesScalar', 'T R i i', 'body'],
  [144, 'OpVectorTimesMatrix', 'T R i i', 'body'],
  [145, 'OpMatrixTimesVector', 'T R i i', 'body'],
  [146, 'OpMatrixTimesMatrix', 'T R i i', 'body'],
  [147, 'OpOuterProduct', 'T R i i', 'body'],
  [148, 'OpDot', 'T R i i', 'body'],
  [149, 'OpIAddCarry', 'T R i i', 'body'],
  [150, 'OpISubBorrow', 'T R i i', 'body'],
  [151, 'OpUMulExtended', 'T R i i', 'body'],
  [152, 'OpSMulExtended', 'T R i i', 'body'],
  // Relational and logical.
  [154, 'OpAny', 'T R i', 'body'],
  [155, 'OpAll', 'T R i', 'body'],
  [156, 'OpIsNan', 'T R i', 'body'],
  [157, 'OpIsInf', 'T R i', 'body'],
  [164, 'OpLogicalEqual', 'T R i i', 'body'],
  [165, 'OpLogicalNotEqual', 'T R i i', 'body'],
  [166, 'OpLogicalOr', 'T R i i', 'body'],
  [167, 'OpLogicalAnd', 'T R i i', 'body'],
  [168, 'OpLogicalNot', 'T R i', 'body'],
  [169, 'OpSelect', 'T R i i i', 'body'],
  [170, 'OpIEqual', 'T R i i', 'body'],
  [171, 'OpINotEqual', 'T R i i', 'body'],
  [172, 'OpUGreaterThan', 'T R i i', 'body'],
  [173, 'OpSGreaterThan', 'T R i i', 'body'],
  [174, 'OpUGreaterThanEqual', 'T R i i', 'body'],
  [175, 'OpSGreaterThanEqual', 'T R i i', 'body'],
  [176, 'OpULessThan', 'T R i i', 'body'],
  [177, 'OpSLessThan', 'T R i i', 'body'],
  [178, 'OpULessThanEqual', 'T R i i', 'body'],
  [179, 'OpSLessThanEqual', 'T R i i', 'body'],
  [180, 'OpFOrdEqual', 'T R i i', 'body'],
  [181, 'OpFUnordEqual', 'T R i i', 'body'],
  [182, 'OpFOrdNotEqual', 'T R i i', 'body'],
  [183, 'OpFUnordNotEqual', 'T R i i', 'body'],
  [184, 'OpFOrdLessThan', 'T R i i', 'body'],
  [185, 'OpFUnordLessThan', 'T R i i', 'body'],
  [186, 'OpFOrdGreaterThan', 'T R i i', 'body'],
  [187, 'OpFUnordGreaterThan', 'T R i i', 'body'],
  [188, 'OpFOrdLessThanEqual', 'T R i i', 'body'],
  [189, 'OpFUnordLessThanEqual', 'T R i i', 'body'],
  [190, 'OpFOrdGreaterThanEqual', 'T R i i', 'body'],
  [191, 'OpFUnordGreaterThanEqual', 'T R i i', 'body'],
  // Bits.
  [194, 'OpShiftRightLogical', 'T R i i', 'body'],
  [195, 'OpShiftRightArithmetic', 'T R i i', 'body'],
  [196, 'OpShiftLeftLogical', 'T R i i', 'body'],
  [197, 'OpBitwiseOr', 'T R i i', 'body'],
  [198, 'OpBitwiseXor', 'T R i i', 'body'],
  [199, 'OpBitwiseAnd', 'T R i i', 'body'],
  [200, 'OpNot', 'T R i', 'body'],
  [201, 'OpBitFieldInsert', 'T R i i i i', 'body'],
  [202, 'OpBitFieldSExtract', 'T R i i i', 'body'],
  [203, 'OpBitFieldUExtract', 'T R i i i', 'body'],
  [204, 'OpBitReverse', 'T R i', 'body'],
  [205, 'OpBitCount', 'T R i', 'body'],
  // Derivatives.
  [207, 'OpDPdx', 'T R i', 'body'],
  [208, 'OpDPdy', 'T R i', 'body'],
  [209, 'OpFwidth', 'T R i', 'body'],
  [210, 'OpDPdxFine', 'T R i', 'body'],
  [211, 'OpDPdyFine', 'T R i', 'body'],
  [212, 'OpFwidthFine', 'T R i', 'body'],
  [213, 'OpDPdxCoarse', 'T R i', 'body'],
  [214, 'OpDPdyCoarse', 'T R i', 'body'],
  [215, 'OpFwidthCoarse', 'T R i', 'body'],
  // Barriers and atomics.
  [224, 'OpControlBarrier', 'i i i', 'body'],
  [225, 'OpMemoryBarrier', 'i i', 'body'],
  [227, 'OpAtomicLoad', 'T R i i i', 'body'],
  [228, 'OpAtomicStore', 'i i i i', 'body'],
  [229, 'OpAtomicExchange', 'T R i i i i', 'body'],
  [230, 'OpAtomicCompareExchange', 'T R i i i i i i', 'body'],
  [232, 'OpAtomicIIncrement', 'T R i i i', 'body'],
  [233, 'OpAtomicIDecrement', 'T R i i i', 'body'],
  [234, 'OpAtomicIAdd', 'T R i i i i', 'body'],
  [235, 'OpAtomicISub', 'T R i i i i', 'body'],
  [236, 'OpAtomicSMin', 'T R i i i i', 'body'],
  [237, 'OpAtomicUMin', 'T R i i i i', 'body'],
  [238, 'OpAtomicSMax', 'T R i i i i', 'body'],
  [239, 'OpAtomicUMax', 'T R i i i i', 'body'],
  [240, 'OpAtomicAnd', 'T R i i i i', 'body'],
  [241, 'OpAtomicOr', 'T R i i i i', 'body'],
  [242, 'OpAtomicXor', 'T R i i i i', 'body'],
  // Control flow.
  [245, 'OpPhi', 'T R ii*', 'body'],
  [246, 'OpLoopMerge', 'i i LC', 'body'],
  [247, 'OpSelectionMerge', 'i l', 'body'],
  [248, 'OpLabel', 'R', 'function'],
  [249, 'OpBranch', 'i', 'body'],
  [250, 'OpBranchConditional', 'i i i l*', 'body'],
  [251, 'OpSwitch', 'i i li*', 'body'],
  [252, 'OpKill', '', 'body'],
  [253, 'OpReturn', '', 'body'],
  [254, 'OpReturnValue', 'i', 'body'],
  [255, 'OpUnreachable', '', 'body'],
  [4416, 'OpTerminateInvocation', '', 'body'],
  [5380, 'OpDemoteToHelperInvocation', '', 'body', [Cap.DemoteToHelperInvocation]],
  [5381, 'OpIsHelperInvocationEXT', 'T R', 'body', [Cap.DemoteToHelperInvocation]],
  [5364, 'OpBeginInvocationInterlockEXT', '', 'body', INTERLOCK],
  [5365, 'OpEndInvocationInterlockEXT', '', 'body', INTERLOCK],
  // Subgroups (KHR_shader_ballot / subgroup_vote and SPIR-V 1.3 non-uniform groups).
  [4421, 'OpSubgroupBallotKHR', 'T R i', 'body', [Cap.SubgroupBallotKHR]],
  [4422, 'OpSubgroupFirstInvocationKHR', 'T R i', 'body', [Cap.SubgroupBallotKHR]],
  [4428, 'OpSubgroupAllKHR', 'T R i', 'body', [Cap.SubgroupVoteKHR]],
  [4429, 'OpSubgroupAnyKHR', 'T R i', 'body', [Cap.SubgroupVoteKHR]],
  [4430, 'OpSubgroupAllEqualKHR', 'T R i', 'body', [Cap.SubgroupVoteKHR]],
  [4432, 'OpSubgroupReadInvocationKHR', 'T R i i', 'body', [Cap.SubgroupBallotKHR]],
  [333, 'OpGroupNonUniformElect', 'T R i', 'body', GNU],
  [334, 'OpGroupNonUniformAll', 'T R i i', 'body', VOTE],
  [335, 'OpGroupNonUniformAny', 'T R i i', 'body', VOTE],
  [336, 'OpGroupNonUniformAllEqual', 'T R i i', 'body', VOTE],
  [337, 'OpGroupNonUniformBroadcast', 'T R i i i', 'body', BALLOT],
  [338, 'OpGroupNonUniformBroadcastFirst', 'T R i i', 'body', BALLOT],
  [339, 'OpGroupNonUniformBallot', 'T R i i', 'body', BALLOT],
  [340, 'OpGroupNonUniformInverseBallot', 'T R i i', 'body', BALLOT],
  [341, 'OpGroupNonUniformBallotBitExtract', 'T R i i i', 'body', BALLOT],
  [342, 'OpGroupNonUniformBallotBitCount', 'T R i l i', 'body', BALLOT],
  [343, 'OpGroupNonUniformBallotFindLSB', 'T R i i', 'body', BALLOT],
  [344, 'OpGroupNonUniformBallotFindMSB', 'T R i i', 'body', BALLOT],
  [345, 'OpGroupNonUniformShuffle', 'T R i i i', 'body', SHUFFLE],
  [346, 'OpGroupNonUniformShuffleXor', 'T R i i i', 'body', SHUFFLE],
  [347, 'OpGroupNonUniformShuffleUp', 'T R i i i', 'body', SHUFFLE_REL],
  [348, 'OpGroupNonUniformShuffleDown', 'T R i i i', 'body', SHUFFLE_REL],
  [349, 'OpGroupNonUniformIAdd', 'T R i l i i?', 'body', ARITH],
  [350, 'OpGroupNonUniformFAdd', 'T R i l i i?', 'body', ARITH],
  [351, 'OpGroupNonUniformIMul', 'T R i l i i?', 'body', ARITH],
  [352, 'OpGroupNonUniformFMul', 'T R i l i i?', 'body', ARITH],
  [353, 'OpGroupNonUniformSMin', 'T R i l i i?', 'body', ARITH],
  [354, 'OpGroupNonUniformUMin', 'T R i l i i?', 'body', ARITH],
  [355, 'OpGroupNonUniformFMin', 'T R i l i i?', 'body', ARITH],
  [356, 'OpGroupNonUniformSMax', 'T R i l i i?', 'body', ARITH],
  [357, 'OpGroupNonUniformUMax', 'T R i l i i?', 'body', ARITH],
  [358, 'OpGroupNonUniformFMax', 'T R i l i i?', 'body', ARITH],
  [359, 'OpGroupNonUniformBitwiseAnd', 'T R i l i i?', 'body', ARITH],
  [360, 'OpGroupNonUniformBitwiseOr', 'T R i l i i?', 'body', ARITH],
  [361, 'OpGroupNonUniformBitwiseXor', 'T R i l i i?', 'body', ARITH],
  [362, 'OpGroupNonUniformLogicalAnd', 'T R i l i i?', 'body', ARITH],
  [363, 'OpGroupNonUniformLogicalOr', 'T R i l i i?', 'body', ARITH],
  [364, 'OpGroupNonUniformLogicalXor', 'T R i l i i?', 'body', ARITH],
  [365, 'OpGroupNonUniformQuadBroadcast', 'T R i i i', 'body', QUAD],
  [366, 'OpGroupNonUniformQuadSwap', 'T R i i i', 'body', QUAD],
];

export const OPCODES: ReadonlyMap<number, OpcodeInfo> = new Map(
  rows.map(([opcode, name, shape, section, needs]) => [
    opcode,
    { opcode, name, shape: shape === '' ? [] : shape.split(' '), section, ...(needs ? { needs } : {}) },
  ]),
);

/** Opcode number by name (`'OpIAdd'` → 128). */
export const OPCODE_BY_NAME: ReadonlyMap<string, number> = new Map(rows.map(([n, name]) => [name, n]));

/** The opcode number of `name`; throws on a name missing from the table (a programming error). */
export function opcodeOf(name: string): number {
  const n = OPCODE_BY_NAME.get(name);
  if (n === undefined) throw new Error(`no SPIR-V opcode named ${name}`);
  return n;
}

/** Block terminators (SPIR-V 2.2.5 "Termination Instructions" plus the extensions we read). */
export const TERMINATORS: ReadonlySet<number> = new Set([249, 250, 251, 252, 253, 254, 255, 4416]);
export const MERGES: ReadonlySet<number> = new Set([246, 247]);

/** Opcodes OpSpecConstantOp may carry in shaders (Shader capability list). */
export const SPEC_CONSTANT_OPS: ReadonlySet<number> = new Set([
  113, 114, 115, 116, 126, 200, 128, 130, 132, 134, 135, 137, 138, 139, 194, 195, 196, 197, 198, 199, 79, 81, 82,
  164, 165, 166, 167, 168, 169, 170, 171, 172, 173, 174, 175, 176, 177, 178, 179,
]);
