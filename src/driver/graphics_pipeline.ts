/**
 * Graphics pipeline creation in the driver: compile the vertex shader to IR
 * (run on the host, vertex_processing.ts) and the fragment shader to machine
 * code for the device's gfx level, keep the fragment binary in GPU memory,
 * and derive the pipeline's register state. The POPS-owned registers are left
 * to drawRegisterWrites at draw time, where the attachments are known.
 */
import type { ChipInfo } from '../amd/chips.js';
import type { GpuMemory } from '../gpu/index.js';
import type { PopsDebugSwitches, ShaderConfig } from '../compiler/backend/index.js';
import type { Shader } from '../compiler/ir/ir.js';
import type { InterlockMode } from './draw_state.js';
import { fixedFunctionRegs, psProgramRegs } from './pipeline_regs.js';
import type { FixedFunctionState } from './pipeline_state.js';
import type { NamedRegWrite } from './reg_fields.js';
import { compileStage, type CompiledStage } from './shader_compile.js';
import { shaderResources, type ShaderResources } from './shader_resources.js';

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
  readonly vertexIr: Shader;
  readonly vertex: CompiledStage;
  readonly fragment: CompiledStage;
  readonly config: ShaderConfig;
  readonly interlock: InterlockMode | undefined;
  readonly vertexResources: ShaderResources;
  readonly fragmentResources: ShaderResources;
  /** GPU address of the fragment shader's code (256-byte aligned, SPI_SHADER_PGM_LO_PS). */
  readonly codeAddress: number;
  /** Interpolated vec4s passed from the vertex to the pixel stage (SPI_PS_IN_CONTROL.NUM_INTERP). */
  readonly interpolants: number;
  readonly regs: readonly NamedRegWrite[];
}

/** Code is followed by this much padding: the GPU model's program loader may prefetch past the end. */
const CODE_PADDING = 64;

export function buildGraphicsPipeline(input: PipelineBuildInput): BuiltPipeline {
  const gfx = input.chip.gfx;
  const target = { gfx, cpu: input.chip.llvmCpu, wave64: input.chip.psWaveSize === 64 || gfx === 'gfx9' };
  const common = { target, ...(input.compilerDebug ? { debug: input.compilerDebug } : {}) };
  const vertex = compileStage({ spirv: input.vertex.spirv, stage: 'vertex', ...common, ...(input.vertex.entryPoint ? { entryPoint: input.vertex.entryPoint } : {}) });
  const fragment = compileStage({ spirv: input.fragment.spirv, stage: 'fragment', ...common, ...(input.fragment.entryPoint ? { entryPoint: input.fragment.entryPoint } : {}) });
  const binary = fragment.binary!;
  const codeAddress = input.memory.allocate(binary.code.length * 4 + CODE_PADDING, 256);
  input.memory.writeU32Array(codeAddress, binary.code);
  const vertexResources = shaderResources(vertex.ir);
  const fragmentResources = shaderResources(fragment.ir);
  const interpolants = vertexResources.outputLocations;
  const regs = [...psProgramRegs(gfx, binary.config, codeAddress, interpolants), ...fixedFunctionRegs(gfx, input.state, binary.config.spiShaderColFormat, fragmentResources.readsSampleId)];
  return {
    state: input.state,
    vertexIr: vertex.ir,
    vertex,
    fragment,
    config: binary.config,
    interlock: fragment.interlock,
    vertexResources,
    fragmentResources,
    codeAddress,
    interpolants,
    regs,
  };
}
