/** GLSL front door: compiles GLSL to SPIR-V words with glslang, after popsim's preprocessing. */
export { compileGlsl, compileGlslModule, parseGlslangLog, readableGlslangText, type ShaderStage, type GlslOptions, type GlslDialect, type GlslModule } from './compile_glsl.js';
export type { GlslAutoLayout, GlslResourceBinding, GlslLocation, GlslDefaultUniform, GlslBindingKind } from './auto_layout.js';
export { DEFAULT_UNIFORM_BLOCK } from './opengl_dialect.js';
export { GlslError, type GlslMessage, type GlslErrorCode } from './errors.js';
export type { SpirvVersion } from './glslang_module.js';
