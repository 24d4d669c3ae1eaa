/**
 * The driver's shader compilation. Fragment shaders go through the
 * compiler's front door, compileSpirv (SPIR-V → IR → machine code + register
 * configuration). Vertex shaders stop at the optimised IR: popsim runs them on
 * the host (vertex_processing.ts, docs/driver.md "Vertex stage") and the
 * backend compiles fragment shaders only, so this file chains the front end
 * and the optimiser for them (compileSpirv has no IR-only mode).
 */
import type { Target } from '../isa/gfx_level.js';
import { compileSpirv } from '../compiler/compile.js';
import { readSpirv, SpirvError, type InterlockMode } from '../compiler/spirv/index.js';
import { spirvToIr } from '../compiler/frontend/index.js';
import { optimize } from '../compiler/passes/index.js';
import type { PopsDebugSwitches, ResourceLayout, ShaderConfig } from '../compiler/backend/index.js';
import { printShader } from '../compiler/ir/printer.js';
import type { InterlockMode as IrInterlockMode, Shader } from '../compiler/ir/ir.js';

export type ShaderStageName = 'vertex' | 'fragment';

export interface CompileRequest {
  readonly spirv: Uint32Array;
  readonly stage: ShaderStageName;
  readonly entryPoint?: string;
  readonly target: Target;
  readonly layout?: ResourceLayout;
  readonly debug?: PopsDebugSwitches;
}

export interface CompiledStage {
  readonly ir: Shader;
  readonly irText: string;
  /** The interlock mode in the driver's (SPIR-V reader's) spelling. */
  readonly interlock: InterlockMode | undefined;
  /** Fragment shaders only: the machine code and its register configuration. */
  readonly binary: { readonly code: Uint32Array; readonly disassembly: string; readonly config: ShaderConfig } | undefined;
}

function driverInterlock(mode: IrInterlockMode | undefined): InterlockMode | undefined {
  if (mode === undefined) return undefined;
  return mode; // the IR uses the SPIR-V reader's InterlockMode (one definition)
}

export function compileStage(req: CompileRequest): CompiledStage {
  if (req.stage === 'fragment') {
    const r = compileSpirv({ ...req, stage: 'fragment' });
    return { ir: r.ir, irText: r.irText, interlock: driverInterlock(r.interlock), binary: { code: r.code, disassembly: r.disassembly, config: r.config } };
  }
  const ir = spirvToIr(readSpirv(req.spirv), req.entryPoint === undefined ? {} : { entryPoint: req.entryPoint });
  if (ir.info.stage !== 'vertex') throw new SpirvError('bad-entry-point', 0, `entry point is a ${ir.info.stage} shader, expected vertex`);
  optimize(ir);
  return { ir, irText: printShader(ir), interlock: undefined, binary: undefined };
}
