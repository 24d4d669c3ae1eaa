/**
 * The compiler's front door: SPIR-V words → validated module → IR →
 * optimised IR → AMD machine code plus the register values a driver programs.
 * Each phase lives in its own folder (spirv, frontend, passes, backend); this
 * file only chains them, like Mesa's radv_shader_spirv_to_nir + ACO entry.
 */
import type { Target } from '../isa/gfx_level.js';
import { compileShader, type CompiledShader, type PopsDebugSwitches, type ResourceLayout } from './backend/index.js';
import { spirvToIr } from './frontend/index.js';
import type { InterlockMode, Shader, Stage } from './ir/ir.js';
import { printShader } from './ir/printer.js';
import { optimize } from './passes/index.js';
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
  /** Run the IR validator after every pass (tests and `popsim compile --validate`). */
  readonly validate?: boolean;
}

export interface CompileResult extends CompiledShader {
  /** The optimised IR the backend consumed. */
  readonly ir: Shader;
  readonly irText: string;
  readonly interlock: InterlockMode | undefined;
}

export function compileSpirv(req: CompileRequest): CompileResult {
  const module = readSpirv(req.spirv);
  const ir = spirvToIr(module, { entryPoint: req.entryPoint, specConstants: req.specConstants });
  if (req.stage !== undefined && ir.info.stage !== req.stage) {
    throw new SpirvError('bad-entry-point', 0, `entry point is a ${ir.info.stage} shader, expected ${req.stage}`);
  }
  optimize(ir, { validate: req.validate ?? false });
  const irText = printShader(ir);
  const compiled = compileShader(ir, { target: req.target, layout: req.layout, debug: req.debug, intrawaveCollisions: req.intrawaveCollisions });
  return { ...compiled, ir, irText, interlock: ir.info.interlock };
}
