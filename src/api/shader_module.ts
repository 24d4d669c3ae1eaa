/**
 * Shader modules: SPIR-V words, or GLSL compiled in-process with glslang
 * (asynchronous). Creation reads and validates the SPIR-V (SpirvError, as
 * spirv-val in the validation layers) and checks its interlock capabilities and
 * execution modes against the device's features (R11) — at vkCreateShaderModule,
 * where VUID-VkShaderModuleCreateInfo-pCode-08740 puts it, without compiling.
 */
import { compileGlsl } from '../compiler/glsl/index.js';
import { readSpirv } from '../compiler/spirv/index.js';
import { checkShaderModuleInterlock, type InterlockFeatureScope } from './interlock_mode.js';
import { ValidationError } from './validation_error.js';

export type ShaderStage = 'vertex' | 'fragment';

const SPIRV_MAGIC = 0x07230203;

export class ShaderModule {
  constructor(readonly spirv: Uint32Array) {}
}

export function createShaderModule(device: InterlockFeatureScope, code: Uint32Array): ShaderModule {
  if (code.length < 5 || code[0] !== SPIRV_MAGIC) {
    throw new ValidationError('invalid-parameter', 'VUID-VkShaderModuleCreateInfo-pCode-07912', 'vkCreateShaderModule', 'pCode is not SPIR-V (bad magic number or too short)');
  }
  checkShaderModuleInterlock(device, readSpirv(code));
  return new ShaderModule(code);
}

/** GLSL → SPIR-V with glslang, then a module; GlslError on a compile error. */
export async function createShaderModuleFromGlsl(device: InterlockFeatureScope, source: string, stage: ShaderStage): Promise<ShaderModule> {
  // Debug information (OpLine) lets compile errors name the GLSL line; the machine code is the same without it.
  return createShaderModule(device, await compileGlsl(source, stage, { debugInfo: true }));
}
