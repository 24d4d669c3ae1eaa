/**
 * Graphics pipeline creation in the driver: both stages go through the
 * compiler's front door (compileSpirv, through the driver's shader cache
 * shader_cache.ts: machine code, register configuration, gathered info), the vertex shader with its pipeline key (instance-rate
 * attribute locations) — or either stage is machine code with its interface
 * (external_pixel_shader.ts, external_vertex_shader.ts), which yields the same
 * three things. Both programs are kept in GPU memory and their
 * registers derived here — the vertex stage's and the link between the stages
 * (vertex_stage_regs.ts). The POPS-owned registers are left to
 * drawRegisterWrites at draw time, where the attachments are known.
 */
import type { ChipInfo } from '../amd/chips.js';
import type { GpuMemory } from '../gpu/index.js';
import type { PopsDebugSwitches, ResourceLayout } from '../compiler/backend/index.js';
import type { CompileResult } from '../compiler/compile.js';
import { cachedCompile } from './shader_cache.js';
import type { Stage } from '../compiler/ir/ir.js';
import type { Target } from '../isa/gfx_level.js';
import { fixedFunctionRegs, numInterpOf, primitiveIdRegs, psProgramRegs } from './pipeline_regs.js';
import { DriverError } from './driver_error.js';
import { machineCodePixelShader, type MachineCodePixelShader } from './external_pixel_shader.js';
import { machineCodeVertexShader, type MachineCodeVertexShader } from './external_vertex_shader.js';
import type { ShaderBinary } from './machine_code_interface.js';
import { attributeRingRegs, uploadAttributeRingDescriptor } from './attribute_ring.js';
import { instanceRateLocations, type VertexInputState } from './vertex_input.js';
import { psInputCntlRegs, vsProgramRegs } from './vertex_stage_regs.js';
import type { FixedFunctionState } from './pipeline_state.js';
import type { NamedRegWrite } from './reg_fields.js';

export interface ShaderSource {
  readonly spirv: Uint32Array;
  readonly entryPoint?: string;
}

/** A stage given as machine code plus its interface (external_pixel_shader.ts, external_vertex_shader.ts). */
export interface MachineCodeSource<T> {
  readonly machineCode: T;
}

export interface PipelineBuildInput {
  readonly chip: ChipInfo;
  readonly memory: GpuMemory;
  readonly vertex: ShaderSource | MachineCodeSource<MachineCodeVertexShader>;
  readonly fragment: ShaderSource | MachineCodeSource<MachineCodePixelShader>;
  readonly state: FixedFunctionState;
  readonly vertexInput: VertexInputState;
  /** Compiler POPS debug switches (docs/compiler_backend.md). */
  readonly compilerDebug?: PopsDebugSwitches;
  /** S8: the fragment shader resolves intrawave collisions (GFX9–10.3; the compiler's `intrawaveCollisions`). */
  readonly intrawaveCollisions?: boolean;
  /** Descriptor offsets of the pipeline layout (descriptor_encoding.ts resourceLayout); default: the compiler's 32-byte stride. */
  readonly resourceLayout?: ResourceLayout;
}

export interface BuiltPipeline {
  readonly state: FixedFunctionState;
  readonly vertexInput: VertexInputState;
  /** The vertex shader (compiled, or machine code): `config` for its registers and arguments, `info` for what it reads and writes. */
  readonly vertex: ShaderBinary;
  /** The pixel shader (compiled, or machine code): `config` for its registers, `info.interlock` for the POPS rules. */
  readonly fragment: ShaderBinary;
  /** GPU address of the fragment shader's code (256-byte aligned, SPI_SHADER_PGM_LO_PS). */
  readonly codeAddress: number;
  /** GPU address of the vertex shader's code (SPI_SHADER_PGM_LO_VS, GFX11 LO_ES). */
  readonly vertexCodeAddress: number;
  /** GFX11 with varyings: address of the attribute ring's V# for this vertex shader (attribute_ring.ts). */
  readonly attributeRingDescriptor: number | undefined;
  /** Output vec4s of the vertex stage, interpolated for the pixel stage (NUM_INTERP adds the primitive-ID attribute when it is read). */
  readonly interpolants: number;
  readonly regs: readonly NamedRegWrite[];
}

/** Code is followed by this much padding: the GPU model's program loader may prefetch past the end. */
const CODE_PADDING = 64;

interface StageKeys {
  readonly layout?: ResourceLayout | undefined;
  readonly primitiveIdAttribute?: number;
  readonly instanceRateLocations?: readonly number[];
  readonly intrawaveCollisions?: boolean;
}

function compileStage(source: ShaderSource, stage: Stage, target: Target, debug: PopsDebugSwitches | undefined, keys: StageKeys = {}): CompileResult {
  return cachedCompile({
    spirv: source.spirv,
    stage,
    target,
    ...(source.entryPoint ? { entryPoint: source.entryPoint } : {}),
    ...(debug ? { debug } : {}),
    ...(keys.layout ? { layout: keys.layout } : {}),
    ...(keys.primitiveIdAttribute !== undefined ? { primitiveIdAttribute: keys.primitiveIdAttribute } : {}),
    ...(keys.instanceRateLocations !== undefined ? { vertexInput: { instanceRateLocations: keys.instanceRateLocations } } : {}),
    ...(keys.intrawaveCollisions === true ? { intrawaveCollisions: true } : {}),
  });
}

/** Uploads machine code (256-byte aligned, padded) and returns its address. */
function uploadCode(memory: GpuMemory, code: Uint32Array): number {
  const address = memory.allocate(code.length * 4 + CODE_PADDING, 256);
  memory.writeU32Array(address, code);
  return address;
}

export function buildGraphicsPipeline(input: PipelineBuildInput): BuiltPipeline {
  const gfx = input.chip.gfx;
  const target = { gfx, cpu: input.chip.llvmCpu, wave64: input.chip.psWaveSize === 64 || gfx === 'gfx9' };
  const vertex =
    'machineCode' in input.vertex
      ? machineCodeVertexShader(input.vertex.machineCode, target)
      : compileStage(input.vertex, 'vertex', target, input.compilerDebug, { layout: input.resourceLayout, instanceRateLocations: instanceRateLocations(input.vertexInput) });
  const vertexConfig = vertex.config.vertex;
  if (vertexConfig === undefined) throw new DriverError('unsupported-shader-mode', 'vertex', 'the vertex stage compiled without a vertex configuration');
  const interpolants = vertex.info.outputLocations;
  // Linking: gl_PrimitiveID is the parameter after the vertex shader's outputs (primitiveIdRegs).
  const source = input.fragment;
  const fragment =
    'machineCode' in source
      ? machineCodePixelShader(source.machineCode, target)
      : compileStage(source, 'fragment', target, input.compilerDebug, {
          layout: input.resourceLayout,
          primitiveIdAttribute: interpolants,
          ...(input.intrawaveCollisions === true ? { intrawaveCollisions: true } : {}),
        });
  // NUM_INTERP comes from the vertex stage: machine code reading past it would read another primitive's parameters.
  if ('machineCode' in source && fragment.info.inputLocations > interpolants) {
    throw new DriverError('invalid-machine-code', 'MachineCodePixelShader.code', `the pixel shader reads attribute ${fragment.info.inputLocations - 1}, but the vertex shader writes ${interpolants} output(s)`);
  }
  const codeAddress = uploadCode(input.memory, fragment.code);
  const vertexCodeAddress = uploadCode(input.memory, vertex.code);
  const ring = vertexConfig.attributeRingSgpr !== undefined;
  const attributeRingDescriptor = ring ? uploadAttributeRingDescriptor(input.memory, input.chip, vertexConfig.paramLocations.length, vertex.config.waveSize) : undefined;
  const regs = [
    ...vsProgramRegs(gfx, vertex.config, vertexConfig, vertexCodeAddress),
    ...(ring ? attributeRingRegs(input.memory, input.chip) : []),
    ...psProgramRegs(gfx, fragment.config, codeAddress, interpolants),
    ...psInputCntlRegs(gfx, numInterpOf(fragment.config, interpolants), vertexConfig, fragment.config.primitiveIdAttribute),
    ...primitiveIdRegs(gfx, fragment.config),
    ...fixedFunctionRegs(gfx, input.state, fragment.config.spiShaderColFormat, fragment.info.readsSampleId),
  ];
  return { state: input.state, vertexInput: input.vertexInput, vertex, fragment, codeAddress, vertexCodeAddress, attributeRingDescriptor, interpolants, regs };
}
