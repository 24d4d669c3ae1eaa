/**
 * Structured SPIR-V control flow → the IR's if/loop tree (Mesa's vtn_cfg).
 * Relies on the structured-control-flow rules of the SPIR-V spec (2.11):
 *  - OpSelectionMerge + OpBranchConditional → `if`; each side is walked until
 *    it reaches the merge block, which then continues the enclosing list;
 *  - OpSelectionMerge + OpSwitch → a chain of ifs comparing the selector;
 *  - OpLoopMerge → `loop`: a branch to the loop's merge is `break`, to its
 *    continue target `continue`. The continue construct is emitted where it is
 *    branched to when it has one predecessor (at the end of the body, for
 *    glslang's loops) and otherwise at the top of the body guarded by a
 *    "continue taken" flag, as older Mesa did;
 *  - a conditional branch without a merge must have at least one side that is
 *    break/continue/the end of the construct.
 * Every block is emitted at most once; anything else is SpirvError
 * 'unstructured-control-flow'. OpPhi results become locals: each predecessor
 * stores its incoming value before its branch, the phi is a load.
 */
import { endingJump } from '../ir/cfg.js';
import type { LocalVar, Value } from '../ir/ir.js';
import type { SpirvBlock, SpirvInstruction } from '../spirv/module.js';
import type { Translator } from './context.js';

export interface LoopCtx {
  readonly header: number;
  readonly merge: number;
  readonly cont: number;
  /** 'self': the header is its own continue target; 'inline': emit the continue construct at its single branch; 'flag': at the top of the body. */
  readonly mode: 'self' | 'inline' | 'flag';
}

export interface WalkCtx {
  readonly loop: LoopCtx | undefined;
  /** The label that ends the list being walked (merge of the innermost selection, or the loop header for a continue construct). */
  readonly stop: number | undefined;
  readonly switchMerge: number | undefined;
  readonly caseTargets: ReadonlySet<number> | undefined;
  /** Nesting depth of IR regions (0 = the function's top-level list). */
  readonly depth: number;
}

/** What the function translation supplies: block bodies and function exits. */
export interface BlockEmitter {
  /** Translates a block's body instructions (phis included). */
  body(block: SpirvBlock): void;
  /** OpReturn/OpReturnValue/OpKill/…: emits the exit; `depth` says whether a jump is needed. */
  exit(block: SpirvBlock, depth: number): void;
}

type Next = number | undefined;

export class Structurizer {
  private readonly t: Translator;
  private readonly blocks: ReadonlyMap<number, SpirvBlock>;
  private readonly emitted = new Set<number>();
  private readonly preds = new Map<number, number>();
  private readonly phis = new Map<number, SpirvInstruction[]>();
  private readonly emitter: BlockEmitter;

  constructor(t: Translator, blocks: readonly SpirvBlock[], emitter: BlockEmitter) {
    this.t = t;
    this.emitter = emitter;
    this.blocks = new Map(blocks.map((b) => [b.label, b]));
    for (const b of blocks) {
      for (const s of new Set(successors(b.terminator))) this.preds.set(s, (this.preds.get(s) ?? 0) + 1);
      const phis = b.body.filter((i) => i.name === 'OpPhi');
      if (phis.length) this.phis.set(b.label, phis);
    }
  }

  /** The locals of a phi result (created on first use, from either the phi or a predecessor). */
  phiVars(phi: SpirvInstruction): LocalVar[] {
    let vars = this.t.fn.phiVars.get(phi.result);
    if (!vars) {
      vars = this.t.newLocals(`phi${phi.result}`, phi.resultType);
      this.t.fn.phiVars.set(phi.result, vars);
    }
    return vars;
  }

  run(entry: number): void {
    this.walk(entry, { loop: undefined, stop: undefined, switchMerge: undefined, caseTargets: undefined, depth: 0 });
  }

  private fail(detail: string, offset: number): never {
    return this.t.fail('unstructured-control-flow', detail, offset);
  }

  private walk(label: number, ctx: WalkCtx): void {
    let next: Next = label;
    while (next !== undefined) next = this.block(next, ctx);
  }

  /** Walks from a branch target: nothing when the target ends the list or is a jump. */
  private walkFrom(target: number, ctx: WalkCtx): void {
    const next = this.follow(target, ctx, this.t.offset);
    if (next !== undefined) this.walk(next, ctx);
  }

  /** Emits one block (or a whole loop headed by it); returns the label that continues the current list. */
  private block(label: number, ctx: WalkCtx): Next {
    const block = this.blocks.get(label);
    if (!block) return this.fail(`%${label} is not a block of this function`, this.t.offset);
    if (this.emitted.has(label)) return this.fail(`block %${label} is reached twice by structured control flow`, block.offset);
    this.emitted.add(label);
    if (block.merge?.name === 'OpLoopMerge') return this.loop(block, ctx);
    return this.content(block, ctx);
  }

  /** The block's instructions, phi stores and terminator. */
  private content(block: SpirvBlock, ctx: WalkCtx): Next {
    this.emitter.body(block);
    const term = block.terminator;
    this.t.offset = term.offset;
    this.storePhis(block);
    const o = term.operands;
    switch (term.name) {
      case 'OpBranch':
        return this.follow(o[0]!, ctx, term.offset);
      case 'OpBranchConditional': {
        const cond = this.t.scalar(o[0]!, 'bool');
        if (block.merge?.name === 'OpSelectionMerge') return this.selection(cond, o[1]!, o[2]!, block.merge.operands[0]!, ctx);
        return this.conditional(cond, o[1]!, o[2]!, ctx, term.offset);
      }
      case 'OpSwitch':
        if (block.merge?.name !== 'OpSelectionMerge') return this.fail('OpSwitch without OpSelectionMerge', term.offset);
        return this.switch(term, block.merge.operands[0]!, ctx);
      default:
        this.emitter.exit(block, ctx.depth);
        return undefined;
    }
  }

  /** OpPhi stores in this predecessor for every successor with phis. */
  private storePhis(block: SpirvBlock): void {
    for (const s of new Set(successors(block.terminator))) {
      for (const phi of this.phis.get(s) ?? []) {
        const o = phi.operands;
        for (let k = 0; k + 1 < o.length; k += 2) {
          if (o[k + 1] !== block.label) continue;
          const vars = this.phiVars(phi);
          const values = this.t.vals(o[k]!);
          if (values.length !== vars.length || values.some((v, j) => v.type !== vars[j]!.type)) {
            this.t.fail('type-mismatch', `OpPhi %${phi.result}: incoming value %${o[k]!} does not match its type`, phi.offset);
          }
          values.forEach((v, j) => this.t.b.storeVar(vars[j]!, v));
          break;
        }
      }
    }
  }

  /** Classifies a branch: ends the list (returns undefined, after emitting any jump) or names the block to continue with. */
  private follow(target: number, ctx: WalkCtx, offset: number): Next {
    if (target === ctx.stop) return undefined;
    const loop = ctx.loop;
    if (loop && target === loop.merge) {
      this.jump('break');
      return undefined;
    }
    if (loop && target === loop.cont && loop.mode !== 'self') {
      if (loop.mode === 'inline') {
        this.walk(loop.cont, { ...ctx, stop: loop.header, switchMerge: undefined, caseTargets: undefined });
      }
      this.jump('continue');
      return undefined;
    }
    if (loop && target === loop.header) {
      this.jump('continue');
      return undefined;
    }
    if (target === ctx.switchMerge) this.t.unsupported('break out of a switch from inside a nested construct');
    if (ctx.caseTargets?.has(target)) this.t.unsupported('switch case fall-through');
    if (this.emitted.has(target)) return this.fail(`branch to %${target}, which is not a merge, continue target or new block`, offset);
    return target;
  }

  private jump(target: 'break' | 'continue'): void {
    if (!endingJump(this.t.b.currentBlock)) this.t.b.jump(target);
  }

  private selection(cond: Value, onTrue: number, onFalse: number, merge: number, ctx: WalkCtx): Next {
    const inner: WalkCtx = { ...ctx, stop: merge, caseTargets: undefined, depth: ctx.depth + 1 };
    this.t.b.pushIf(cond);
    this.walkFrom(onTrue, inner);
    this.t.b.pushElse();
    this.walkFrom(onFalse, inner);
    this.t.b.popRegion();
    return this.follow(merge, ctx, this.t.offset);
  }

  /** A conditional branch without a selection merge: at most one side may continue the list. */
  private conditional(cond: Value, onTrue: number, onFalse: number, ctx: WalkCtx, offset: number): Next {
    if (onTrue === onFalse) return this.follow(onTrue, ctx, offset);
    const proceeds = (target: number): boolean =>
      target !== ctx.stop && target !== ctx.loop?.merge && target !== ctx.loop?.cont && target !== ctx.loop?.header;
    const pTrue = proceeds(onTrue);
    const pFalse = proceeds(onFalse);
    if (pTrue && pFalse) return this.fail('conditional branch to two blocks without OpSelectionMerge', offset);
    const endsList = (target: number): boolean => target === ctx.stop;
    if ((endsList(onTrue) && pFalse) || (endsList(onFalse) && pTrue)) {
      return this.fail('conditional branch to the end of a construct and into it, without OpSelectionMerge', offset);
    }
    const inner: WalkCtx = { ...ctx, stop: undefined, depth: ctx.depth + 1 };
    this.t.b.pushIf(cond);
    if (!pTrue) this.sideJump(onTrue, ctx, inner);
    this.t.b.pushElse();
    if (!pFalse) this.sideJump(onFalse, ctx, inner);
    this.t.b.popRegion();
    if (pTrue) return onTrue;
    if (pFalse) return onFalse;
    return undefined; // both sides jumped or ended the construct
  }

  /** One side of a merge-less conditional branch: a jump, or nothing when it ends the construct. */
  private sideJump(target: number, outer: WalkCtx, inner: WalkCtx): void {
    if (target === outer.stop) return;
    this.follow(target, inner, this.t.offset);
  }

  private switch(term: SpirvInstruction, merge: number, ctx: WalkCtx): Next {
    const o = term.operands;
    const selector = this.t.scalar(o[0]!, 'i32');
    const defaultTarget = o[1]!;
    const groups = new Map<number, number[]>();
    for (let k = 2; k + 1 < o.length; k += 2) {
      const target = o[k + 1]!;
      if (target === defaultTarget) continue; // covered by the default
      groups.set(target, [...(groups.get(target) ?? []), o[k]!]);
    }
    if (groups.size > 256) this.t.unsupported('switch with more than 256 cases');
    const caseTargets = new Set([...groups.keys(), defaultTarget]);
    caseTargets.delete(merge);
    const inner: WalkCtx = { ...ctx, stop: merge, switchMerge: merge, caseTargets, depth: ctx.depth + 1 };
    const entries = [...groups];
    const emitCase = (target: number): void => {
      const next = this.follow(target, { ...inner, caseTargets: undefined }, term.offset);
      if (next !== undefined) this.walk(next, inner);
    };
    let opened = 0;
    for (const [target, literals] of entries) {
      let cond: Value | undefined;
      for (const lit of literals) {
        const hit = this.t.alu('ieq', selector, this.t.imm('i32', lit));
        cond = cond ? this.t.alu('bor', cond, hit) : hit;
      }
      this.t.b.pushIf(cond!);
      emitCase(target);
      this.t.b.pushElse();
      opened++;
    }
    emitCase(defaultTarget);
    for (let k = 0; k < opened; k++) this.t.b.popRegion();
    return this.follow(merge, ctx, term.offset);
  }

  private loop(header: SpirvBlock, ctx: WalkCtx): Next {
    const [merge, cont] = header.merge!.operands as [number, number];
    const mode = cont === header.label ? 'self' : (this.preds.get(cont) ?? 0) <= 1 ? 'inline' : 'flag';
    const loop: LoopCtx = { header: header.label, merge, cont, mode };
    const inner: WalkCtx = { loop, stop: undefined, switchMerge: undefined, caseTargets: undefined, depth: ctx.depth + 1 };
    const b = this.t.b;
    let flag: LocalVar | undefined;
    if (mode === 'flag') {
      flag = this.t.newLocal(`cont${header.label}`, 'bool');
      b.storeVar(flag, this.t.imm('bool', 0));
    }
    b.pushLoop();
    if (flag) {
      // Second and later iterations run the continue construct first.
      b.pushIf(b.loadVar(flag));
      if (this.emitted.has(cont)) this.fail(`continue target %${cont} is reached twice`, header.offset);
      this.walk(cont, { ...inner, stop: header.label, depth: inner.depth + 1 });
      b.pushElse();
      b.popRegion();
      b.storeVar(flag, this.t.imm('bool', 1));
    }
    const next = this.content(header, inner);
    if (next !== undefined) this.walk(next, inner);
    b.popRegion();
    return this.follow(merge, ctx, header.merge!.offset);
  }
}

/** Branch targets of a terminator. */
function successors(term: SpirvInstruction): number[] {
  const o = term.operands;
  switch (term.name) {
    case 'OpBranch':
      return [o[0]!];
    case 'OpBranchConditional':
      return [o[1]!, o[2]!];
    case 'OpSwitch': {
      const out = [o[1]!];
      for (let k = 3; k < o.length; k += 2) out.push(o[k]!);
      return out;
    }
    default:
      return [];
  }
}
