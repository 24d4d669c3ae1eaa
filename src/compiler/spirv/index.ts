/** SPIR-V front door: binary reader, plain-data module, queries, disassembler. */
export { readSpirv } from './reader.js';
export { SpirvError, type SpirvErrorCode } from './errors.js';
export type * from './module.js';
export { interlockOf, type InterlockMode, type InterlockGranularity } from './interlock.js';
export { findDecoration, decorationValue, hasDecoration, entryPoint, selectEntryPoint, interfaceInputs, sourceLineAt, type InterfaceInput, type NumericType } from './query.js';
export { spirvDisassemble, instructionText } from './disassembler.js';
export { OPCODES, opcodeOf, type OpcodeInfo } from './opcodes.js';
export { GLSL_STD_450_INSTS } from './glsl_std_450.js';
export {
  CAPABILITIES, DECORATIONS, BUILT_INS, EXECUTION_MODES, EXECUTION_MODELS, STORAGE_CLASSES, DIMS, enumName, enumValue,
} from './enums.js';
export { SUPPORTED_CAPABILITIES, SUPPORTED_EXTENSIONS } from './supported.js';
