/** SPIR-V → IR translation (spirv_to_nir's counterpart). */
export { spirvToIr, type FrontendOptions } from './spirv_to_ir.js';
