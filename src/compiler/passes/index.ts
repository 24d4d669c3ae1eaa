/** IR passes: lower_* change the level of abstraction, opt_* change code without changing meaning. */
export { PassError, type PassErrorCode } from './pass_error.js';
export { lowerReturns, lowerReturnsInFunction } from './lower_returns.js';
export { inlineFunctions } from './inline.js';
export { lowerVarsToSsa } from './lower_vars_to_ssa.js';
export { lowerIdiv } from './lower_idiv.js';
export { lowerFragmentFetchAmd, hasFmask, NO_FMASK_VALUE } from './lower_fragment_fetch_amd.js';
export { optConstantFolding } from './opt_constant_folding.js';
export { optCopyProp } from './opt_copy_prop.js';
export { optCse } from './opt_cse.js';
export { optDce } from './opt_dce.js';
export { analyzeDivergence, type DivergenceInfo } from './divergence.js';
export { optimize, type OptimizeOptions, type Pass } from './pipeline.js';
export { rewriteUses, resolve, type Replacements } from './rewrite_uses.js';
export { gatherInfo, type GatheredInfo, type ResourceKind, type ResourceUse } from './gather_info.js';
