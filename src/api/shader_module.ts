/**
 * Shader modules: SPIR-V words, or GLSL compiled in-process with glslang
 * (asynchronous). Creation reads and validates the SPIR-V (invalid SPIR-V is
 * VUID-VkShaderModuleCreateInfo-pCode-08737, as spirv-val reports it in the
 * validation layers) and checks its interlock capabilities and execution
 * modes against the device's features (R11) — at vkCreateShaderModule, where
 * VUID-VkShaderModuleCreateInfo-pCode-08740 puts it, without compiling.
 */
import { compileGlsl } from '../compiler/glsl/index.js';
import { readSpirv, SpirvError, type SpirvModule } from '../compiler/spirv/index.js';
import type { DeviceChild } from './device_child.js';
import type { DeviceContext } from './device_context.js';
import type { ApiEnum } from './enum_tables.js';
import { checkShaderModuleInterlock } from './interlock_mode.js';
import { requireEnum } from './parameter_checks.js';
import { ValidationError } from './validation_error.js';

export type ShaderStage = ApiEnum<'shaderStage'>;

const SPIRV_MAGIC = 0x07230203;
const CMD = 'vkCreateShaderModule';

export class ShaderModule implements DeviceChild {
  constructor(
    readonly device: DeviceContext,
    readonly spirv: Uint32Array,
    /** The module as read at creation (entry points, interface variables) for pipeline checks. */
    readonly module: SpirvModule,
  ) {}
}

function readModule(code: Uint32Array): SpirvModule {
  try {
    return readSpirv(code);
  } catch (e) {
    if (e instanceof SpirvError) throw new ValidationError('invalid-parameter', 'VUID-VkShaderModuleCreateInfo-pCode-08737', CMD, `pCode is not valid SPIR-V: ${e.message}`);
    throw e;
  }
}

export function createShaderModule(device: DeviceContext, code: Uint32Array): ShaderModule {
  if (!(code instanceof Uint32Array)) throw new ValidationError('invalid-parameter', 'popsim-VkShaderModuleCreateInfo-pCode', CMD, 'pCode must be a Uint32Array of SPIR-V words');
  if (code.length < 5 || code[0] !== SPIRV_MAGIC) {
    throw new ValidationError('invalid-parameter', 'VUID-VkShaderModuleCreateInfo-pCode-07912', CMD, 'pCode is not SPIR-V (bad magic number or too short)');
  }
  const module = readModule(code);
  checkShaderModuleInterlock(device, module);
  return new ShaderModule(device, code, module);
}

/** GLSL → SPIR-V with glslang, then a module; GlslError on a compile error. */
export async function createShaderModuleFromGlsl(device: DeviceContext, source: string, stage: ShaderStage): Promise<ShaderModule> {
  const command = 'createShaderModuleFromGlsl';
  const checked = requireEnum('shaderStage', stage, { command, struct: command, member: 'stage' }, 'popsim-createShaderModuleFromGlsl-stage');
  if (typeof source !== 'string') throw new ValidationError('invalid-parameter', 'popsim-createShaderModuleFromGlsl-source', command, 'source must be a string of GLSL');
  // Debug information (OpLine) lets compile errors name the GLSL line; the machine code is the same without it.
  return createShaderModule(device, await compileGlsl(source, checked, { debugInfo: true }));
}
