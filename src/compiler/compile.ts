/**
 * The compiler's front door, one entry for every stage: SPIR-V words →
 * validated module → IR → optimised IR → gathered info → AMD machine code plus
 * the register values a driver programs. Each phase lives in its own folder
 * (spirv, frontend, passes, backend); this file only chains them, like Mesa's
 * radv_shader_spirv_to_nir + nir_shader_gather_info + the ACO entry.
 */
import type { Target } from '../isa/gfx_level.js';
import { compileShader, type PopsDebugSwitches, type ResourceLayout, type ShaderConfig, type VertexInputKey } from './backend/index.js';
import { spirvToIr } from './frontend/index.js';
import type { Shader, ShaderInfo, Stage } from './ir/ir.js';
import { printShader } from './ir/printer.js';
import { gatherInfo, optimize, type GatheredInfo } from './passes/index.js';
import { readSpirv, SpirvError } from './spirv/index.js';

export interface CompileRequest {
  readonly spirv: Uint32Array;
  /** The stage the caller expects (a mismatch with the entry point is an error); default: the entry point's. */
  readonly stage?: Stage;
  readonly entryPoint?: string;
  readonly target: Target;
  readonly layout?: ResourceLayout;
  readonly debug?: PopsDebugSwitches;
  /** SpecId → raw 32-bit value; unlisted spec constants keep their defaults. */
  readonly specConstants?: ReadonlyMap<number, number>;
  /** S8: handle intrawave collisions (GFX9–10.3; off by default). */
  readonly intrawaveCollisions?: boolean;
  /** Pixel shaders reading gl_PrimitiveID: the attribute the vertex stage exports it to (CompileOptions.primitiveIdAttribute). */
  readonly primitiveIdAttribute?: number;
  /** Vertex shaders: which attribute locations are instance-rate (CompileOptions.vertexInput, RADV's vertex-input pipeline key). */
  readonly vertexInput?: VertexInputKey;
  /** Run the IR validator after every pass (tests and `popsim compile --validate`). */
  readonly validate?: boolean;
}

/** The execution modes the front end read (stage, interlock mode, …) and what gather_info found. */
export type CompiledShaderInfo = ShaderInfo & GatheredInfo;

export interface CompileResult {
  readonly code: Uint32Array;
  readonly disassembly: string;
  /** Register values and ABI of the machine code (RSRC1/RSRC2, SPI_*, the shader's DB_SHADER_CONTROL bits, argument SGPRs). */
  readonly config: ShaderConfig;
  readonly info: CompiledShaderInfo;
  /** The optimised IR the backend consumed (and the driver's host vertex stage interprets). */
  readonly ir: Shader;
  readonly irText: string;
}

export function compileSpirv(req: CompileRequest): CompileResult {
  const module = readSpirv(req.spirv);
  const ir = spirvToIr(module, { entryPoint: req.entryPoint, specConstants: req.specConstants });
  if (req.stage !== undefined && ir.info.stage !== req.stage) {
    throw new SpirvError('bad-entry-point', 0, `entry point is a ${ir.info.stage} shader, expected ${req.stage}`);
  }
  optimize(ir, { validate: req.validate ?? false, gfx: req.target.gfx });
  const info: CompiledShaderInfo = { ...ir.info, ...gatherInfo(ir) };
  const irText = printShader(ir);
  const compiled = compileShader(ir, {
    target: req.target,
    layout: req.layout,
    debug: req.debug,
    intrawaveCollisions: req.intrawaveCollisions,
    ...(req.primitiveIdAttribute !== undefined ? { primitiveIdAttribute: req.primitiveIdAttribute } : {}),
    ...(req.vertexInput !== undefined ? { vertexInput: req.vertexInput } : {}),
  });
  return { ...compiled, info, ir, irText };
}
