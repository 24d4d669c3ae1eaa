/** GLSL front door: compiles GLSL to SPIR-V words with glslang. */
export { compileGlsl, parseGlslangLog, type ShaderStage, type GlslOptions } from './compile_glsl.js';
export { GlslError, type GlslMessage, type GlslErrorCode } from './errors.js';
export type { SpirvVersion } from './glslang_module.js';
