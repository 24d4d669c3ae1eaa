/**
 * Graphics pipeline creation in the driver: both stages go through the
 * compiler's front door (compileSpirv: machine code, register configuration,
 * gathered info, optimised IR). The fragment shader's code is kept in GPU
 * memory and its registers derived here; the vertex shader's machine code is
 * compiled too but not uploaded: until the GPU model runs the vertex stage, the
 * driver runs the vertex shader's IR on the host (vertex_processing.ts). The
 * POPS-owned registers are left to drawRegisterWrites at draw time, where the
 * attachments are known.
 */
import type { ChipInfo } from '../amd/chips.js';
import type { GpuMemory } from '../gpu/index.js';
import type { PopsDebugSwitches } from '../compiler/backend/index.js';
import { compileSpirv, type CompileResult } from '../compiler/compile.js';
import type { Stage } from '../compiler/ir/ir.js';
import type { Target } from '../isa/gfx_level.js';
import { fixedFunctionRegs, primitiveIdRegs, psProgramRegs } from './pipeline_regs.js';
import type { FixedFunctionState } from './pipeline_state.js';
import type { NamedRegWrite } from './reg_fields.js';

export interface ShaderSource {
  readonly spirv: Uint32Array;
  readonly entryPoint?: string;
}

export interface PipelineBuildInput {
  readonly chip: ChipInfo;
  readonly memory: GpuMemory;
  readonly vertex: ShaderSource;
  readonly fragment: ShaderSource;
  readonly state: FixedFunctionState;
  /** Compiler POPS debug switches (docs/compiler_backend.md). */
  readonly compilerDebug?: PopsDebugSwitches;
}

export interface BuiltPipeline {
  readonly state: FixedFunctionState;
  /** The vertex shader: its `ir` runs on the host, its `info` says what it reads and writes. */
  readonly vertex: CompileResult;
  /** The pixel shader: `config` for its registers, `info.interlock` for the POPS rules. */
  readonly fragment: CompileResult;
  /** GPU address of the fragment shader's code (256-byte aligned, SPI_SHADER_PGM_LO_PS). */
  readonly codeAddress: number;
  /** Output vec4s of the vertex stage, interpolated for the pixel stage (NUM_INTERP adds the primitive-ID attribute when it is read). */
  readonly interpolants: number;
  readonly regs: readonly NamedRegWrite[];
}

/** Code is followed by this much padding: the GPU model's program loader may prefetch past the end. */
const CODE_PADDING = 64;

function compileStage(source: ShaderSource, stage: Stage, target: Target, debug: PopsDebugSwitches | undefined, primitiveIdAttribute?: number): CompileResult {
  return compileSpirv({
    spirv: source.spirv,
    stage,
    target,
    ...(source.entryPoint ? { entryPoint: source.entryPoint } : {}),
    ...(debug ? { debug } : {}),
    ...(primitiveIdAttribute !== undefined ? { primitiveIdAttribute } : {}),
  });
}

export function buildGraphicsPipeline(input: PipelineBuildInput): BuiltPipeline {
  const gfx = input.chip.gfx;
  const target = { gfx, cpu: input.chip.llvmCpu, wave64: input.chip.psWaveSize === 64 || gfx === 'gfx9' };
  const vertex = compileStage(input.vertex, 'vertex', target, input.compilerDebug);
  const interpolants = vertex.info.outputLocations;
  // Linking: gl_PrimitiveID is the parameter after the vertex shader's outputs (primitiveIdRegs).
  const fragment = compileStage(input.fragment, 'fragment', target, input.compilerDebug, interpolants);
  const codeAddress = input.memory.allocate(fragment.code.length * 4 + CODE_PADDING, 256);
  input.memory.writeU32Array(codeAddress, fragment.code);
  const regs = [
    ...psProgramRegs(gfx, fragment.config, codeAddress, interpolants),
    ...primitiveIdRegs(gfx, fragment.config),
    ...fixedFunctionRegs(gfx, input.state, fragment.config.spiShaderColFormat, fragment.info.readsSampleId),
  ];
  return { state: input.state, vertex, fragment, codeAddress, interpolants, regs };
}
