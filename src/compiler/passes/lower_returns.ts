/**
 * lower_returns (NIR's nir_lower_returns, flag form): removes every `return`
 * jump except one final `return` at the end of a non-void function's body.
 *
 * A return sets a local "returned" flag (and stores the returned values in
 * locals); inside a loop it becomes `break`. After any region that may have
 * returned, the rest of its list is guarded by `if returned { … } else { rest }`,
 * where the flag side breaks when the list is (the remainder of) a loop body
 * and is empty otherwise, so the flag travels outwards until the function
 * ends. Structured form is kept. In a fragment shader, an early return from
 * main thus ends that invocation's execution of the rest of the shader.
 *
 * Runs before lower_vars_to_ssa (the front end expresses SPIR-V phis as
 * locals); a function that has both phis and non-final returns is rejected,
 * because moving blocks would invalidate phi predecessors.
 */
import { endingJump, firstBlock, forEachBlock, lastBlock } from '../ir/cfg.js';
import type { Block, CfList, Func, Instr, LocalVar, Shader, Value } from '../ir/ir.js';
import { newId } from '../ir/ir.js';
import { PassError } from './pass_error.js';

export function lowerReturns(shader: Shader): boolean {
  let progress = false;
  for (const func of shader.functions) progress = lowerReturnsInFunction(shader, func) || progress;
  return progress;
}

/** What a list does when the flag is set on falling out of a region in it. */
type FlagExit = 'break' | 'fallthrough';

interface Ctx {
  readonly shader: Shader;
  readonly flag: LocalVar;
  readonly retVars: readonly LocalVar[];
  /** Returns lowered so far (tells whether a loop contained one). */
  readonly lowered: { count: number };
}

export function lowerReturnsInFunction(shader: Shader, func: Func): boolean {
  const tail = lastBlock(func.body);
  const tailReturn = endingJump(tail)?.target === 'return';
  let inner = 0;
  let hasPhi = false;
  forEachBlock(func.body, (b) => {
    if (b !== tail && endingJump(b)?.target === 'return') inner++;
    if (b.instrs[0]?.kind === 'phi') hasPhi = true;
  });
  if (inner === 0) {
    // Only the final return (or none): it is already in final form, except that void functions drop it.
    if (tailReturn && func.returnTypes.length === 0) {
      tail.instrs.pop();
      return true;
    }
    return false;
  }
  if (hasPhi) {
    throw new PassError('RETURN_WITH_PHIS', 'lower_returns', func.name, 'early returns must be lowered before phis exist (run before lower_vars_to_ssa)');
  }
  const flag: LocalVar = { id: newId(shader), name: 'returned', type: 'bool' };
  const retVars = func.returnTypes.map((type, k): LocalVar => ({ id: newId(shader), name: `return${k}`, type }));
  func.locals.push(flag, ...retVars);
  const ctx: Ctx = { shader, flag, retVars, lowered: { count: 0 } };
  firstBlock(func.body).instrs.unshift(...storeFlag(ctx, false));
  lowerList(ctx, func.body, false, 'fallthrough');
  if (retVars.length) {
    const end = lastBlock(func.body);
    const values = retVars.map((variable): Value => ({ id: newId(shader), type: variable.type }));
    retVars.forEach((variable, r) => end.instrs.push({ kind: 'load_var', dest: values[r]!, variable }));
    end.instrs.push({ kind: 'jump', target: 'return', values });
  }
  return true;
}

function storeFlag(ctx: Ctx, value: boolean): Instr[] {
  const dest: Value = { id: newId(ctx.shader), type: 'bool' };
  return [
    { kind: 'const', dest, bits: value ? 1 : 0 },
    { kind: 'store_var', variable: ctx.flag, value: dest },
  ];
}

/**
 * Lowers the returns of `list`; `inLoop` says whether a loop encloses it
 * inside the function. Returns whether control may fall out of the end of
 * the list with the flag set.
 */
function lowerList(ctx: Ctx, list: CfList, inLoop: boolean, exit: FlagExit): boolean {
  let mayReturn = false;
  for (let k = 0; k < list.length; k++) {
    const node = list[k]!;
    if (node.kind === 'block') {
      const jump = endingJump(node);
      if (jump?.target !== 'return') continue;
      node.instrs.pop();
      jump.values.forEach((value, r) => node.instrs.push({ kind: 'store_var', variable: ctx.retVars[r]!, value }));
      node.instrs.push(...storeFlag(ctx, true));
      ctx.lowered.count++;
      // Inside a loop the return leaves by a break; otherwise it falls out of the list with the flag set.
      if (inLoop) node.instrs.push({ kind: 'jump', target: 'break', values: [] });
      else mayReturn = true;
      continue;
    }
    let regionMayReturn: boolean;
    if (node.kind === 'if') {
      const t = lowerList(ctx, node.then, inLoop, 'fallthrough');
      const e = lowerList(ctx, node.else, inLoop, 'fallthrough');
      regionMayReturn = t || e;
    } else {
      // A loop left by a lowered return is left with the flag set, through its exit.
      const before = ctx.lowered.count;
      lowerList(ctx, node.body, true, 'break');
      regionMayReturn = ctx.lowered.count !== before;
    }
    if (!regionMayReturn) continue;
    mayReturn = true;
    const rest = list.splice(k + 1);
    const restIsEmpty = rest.length === 1 && (rest[0] as Block).instrs.length === 0;
    if (restIsEmpty && exit === 'fallthrough') {
      list.push(...rest);
      return true;
    }
    // Guard the rest: if returned { break | nothing } else { rest }.
    const load: Value = { id: newId(ctx.shader), type: 'bool' };
    const flagSide: Block = { kind: 'block', id: newId(ctx.shader), instrs: [] };
    if (exit === 'break') flagSide.instrs.push({ kind: 'jump', target: 'break', values: [] });
    list.push(
      { kind: 'block', id: newId(ctx.shader), instrs: [{ kind: 'load_var', dest: load, variable: ctx.flag }] },
      { kind: 'if', id: newId(ctx.shader), cond: load, then: [flagSide], else: rest },
      { kind: 'block', id: newId(ctx.shader), instrs: [] },
    );
    lowerList(ctx, rest, inLoop, exit);
    return true;
  }
  return mayReturn;
}
