/** Shader modules: SPIR-V words, or GLSL compiled in-process with glslang (asynchronous). */
import { compileGlsl } from '../compiler/glsl/index.js';
import { ValidationError } from './validation_error.js';

export type ShaderStage = 'vertex' | 'fragment';

const SPIRV_MAGIC = 0x07230203;

export class ShaderModule {
  constructor(readonly spirv: Uint32Array) {}
}

export function createShaderModule(code: Uint32Array): ShaderModule {
  if (code.length < 5 || code[0] !== SPIRV_MAGIC) {
    throw new ValidationError('invalid-parameter', 'VUID-VkShaderModuleCreateInfo-pCode-07912', 'vkCreateShaderModule', 'pCode is not SPIR-V (bad magic number or too short)');
  }
  return new ShaderModule(code);
}

/** GLSL → SPIR-V with glslang, then a module; GlslError on a compile error. */
export async function createShaderModuleFromGlsl(source: string, stage: ShaderStage): Promise<ShaderModule> {
  return createShaderModule(await compileGlsl(source, stage));
}
