/**
 * popsim's public entry point (`import … from 'popsim'`): the Vulkan-shaped
 * API (instance → physical device → device → pipelines, command buffers,
 * queue), the compiler's front door, the ISA layer (assemble, decode,
 * disassemble), the chip table and the GPU model's facade for programs that
 * drive the simulated machine with PM4 directly.
 */
export * from './api/index.js';

export { compileSpirv, type CompileRequest, type CompileResult } from './compiler/compile.js';
export { compileGlsl, GlslError, type GlslOptions, type GlslMessage } from './compiler/glsl/index.js';
export { SpirvError } from './compiler/spirv/index.js';
export { BackendError, type ShaderConfig } from './compiler/backend/index.js';

export {
  type GfxLevel,
  type Target,
  GFX_LEVELS,
  parseTarget,
  targetOf,
  atLeast,
  type Format as InstructionFormat,
  type Instruction,
  type DecodedInstruction,
  encode,
  encodeProgram,
  decode,
  decodeOne,
  assemble,
  assembleLines,
  parseInstruction,
  disassemble,
  instructionText,
  IsaError,
  DecodeError,
  AsmError,
} from './isa/index.js';

export { CHIPS, chipByName, ChipError, type ChipInfo, type ChipName } from './amd/chips.js';

export {
  Gpu,
  GpuError,
  GpuHangError,
  GpuMemoryError,
  DEFAULT_WATCHDOG_CYCLES,
  DEFAULT_JOB_TIMEOUT_CYCLES,
  DEFAULT_WALL_GUARD_MS,
  type GpuOptions,
  type GpuMemory,
  type Job,
  type JobOptions,
  type JobProgress,
} from './gpu/index.js';
