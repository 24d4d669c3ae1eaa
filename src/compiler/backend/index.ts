/** The compiler backend: IR → AMD machine code with the POPS protocol (docs/compiler_backend.md). */
export { compileShader, type CompiledShader } from './compile.js';
export type { ShaderConfig, VertexShaderConfig } from './config.js';
export { rsrc1Value, rsrc1VsValue, rsrc2Value, shaderDbControl, SPI_SHADER_4COMP } from './config.js';
export type { CompileOptions, PopsDebugSwitches, ResourceLayout, VertexInputKey } from './options.js';
export { bindingOffset, DEFAULT_BINDING_STRIDE, POPS_DEBUG_SWITCH_LEVELS, INTRAWAVE_COLLISION_LEVELS, inapplicablePopsDebugSwitches } from './options.js';
export type { UserSgpr, ArgLayout } from './abi.js';
export { BackendError } from './errors.js';
