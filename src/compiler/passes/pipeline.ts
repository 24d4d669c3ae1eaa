/**
 * The middle-end pipeline: lowering to SSA once, then the optimisations
 * until none makes progress. With `validate`, the IR validator runs after
 * every pass and names the pass that broke an invariant.
 */
import type { GfxLevel } from '../../isa/gfx_level.js';
import type { Shader } from '../ir/ir.js';
import { validateShader } from '../ir/validator.js';
import { inlineFunctions } from './inline.js';
import { lowerFragmentFetchAmd } from './lower_fragment_fetch_amd.js';
import { lowerIdiv } from './lower_idiv.js';
import { lowerReturns } from './lower_returns.js';
import { lowerVarsToSsa } from './lower_vars_to_ssa.js';
import { optAlgebraic } from './opt_algebraic.js';
import { optConditionalDiscard } from './opt_conditional_discard.js';
import { optConstantFolding } from './opt_constant_folding.js';
import { optCopyProp } from './opt_copy_prop.js';
import { optCse } from './opt_cse.js';
import { optDce } from './opt_dce.js';
import { optPeepholeSelect } from './opt_peephole_select.js';
import { optShrinkImageAccess } from './opt_shrink_image_access.js';

export interface OptimizeOptions {
  /** Run validateShader after every pass (tests always do). */
  readonly validate: boolean;
  /**
   * The target's level: runs the target-dependent lowerings too
   * (lower_fragment_fetch_amd). Without it the IR stays target-independent.
   */
  readonly gfx?: GfxLevel;
}

export type Pass = (shader: Shader) => boolean;

const LOWERINGS: readonly (readonly [string, Pass])[] = [
  ['lower_returns', lowerReturns],
  ['inline', inlineFunctions],
  ['lower_vars_to_ssa', lowerVarsToSsa],
  ['lower_idiv', lowerIdiv],
];

const OPTIMIZATIONS: readonly (readonly [string, Pass])[] = [
  ['opt_constant_folding', optConstantFolding],
  ['opt_algebraic', optAlgebraic],
  ['opt_copy_prop', optCopyProp],
  ['opt_cse', optCse],
  ['opt_dce', optDce],
  ['opt_peephole_select', optPeepholeSelect],
  ['opt_conditional_discard', optConditionalDiscard],
  ['opt_shrink_image_access', optShrinkImageAccess],
];

/** Every pass converges; this bound only turns a pass bug (endless progress) into an error. */
const MAX_ROUNDS = 1000;

/** Runs the pipeline; returns whether anything changed. */
export function optimize(shader: Shader, options: OptimizeOptions = { validate: false }): boolean {
  const run = (name: string, pass: Pass): boolean => {
    const progress = pass(shader);
    if (options.validate) validateShader(shader, name);
    return progress;
  };
  let any = false;
  for (const [name, pass] of LOWERINGS) any = run(name, pass) || any;
  const gfx = options.gfx;
  if (gfx !== undefined) any = run('lower_fragment_fetch_amd', (s) => lowerFragmentFetchAmd(s, gfx)) || any;
  for (let round = 0; ; round++) {
    if (round === MAX_ROUNDS) throw new Error(`optimize: no fixed point after ${MAX_ROUNDS} rounds`);
    let progress = false;
    for (const [name, pass] of OPTIMIZATIONS) progress = run(name, pass) || progress;
    if (!progress) break;
    any = true;
  }
  return any;
}
