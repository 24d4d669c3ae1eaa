/**
 * IR validator (ACO's aco_validate / nir_validate): checks the structural
 * and SSA invariants of ir.ts so a broken pass is caught at the pass that
 * broke it. Tests run it between passes.
 */
import { PopsimError } from '../../common/popsim_error.js';
import { ALU_OPS } from './alu_ops.js';
import { endingJump } from './cfg.js';
import { computeDominance } from './dominance.js';
import { INTRINSICS } from './intrinsics.js';
import type { Block, CfList, Func, Instr, Shader, Value } from './ir.js';
import { printInstr } from './printer.js';
import type { ScalarType } from './types.js';

/** A broken pass: a popsim bug. `location`: the pass that just ran. */
export class IrValidationError extends PopsimError<'IR_INVALID'> {
  readonly kind = 'internal';
  constructor(
    where: string,
    readonly problems: readonly string[],
  ) {
    const detail = problems.join('\n  ');
    super('IR_INVALID', where, detail, `invalid IR after ${where}:\n  ${detail}`);
  }
}

/** Throws IrValidationError listing every problem found; `where` names the pass that just ran. */
export function validateShader(shader: Shader, where = 'construction'): void {
  const problems: string[] = [];
  for (const func of shader.functions) validateFunction(shader, func, problems);
  if (problems.length) throw new IrValidationError(where, problems);
}

interface DefSite {
  readonly block: Block;
  readonly position: number;
}

function validateFunction(shader: Shader, func: Func, problems: string[]): void {
  const report = (msg: string): void => {
    problems.push(`${func.name}: ${msg}`);
  };
  checkStructure(func.body, 0, report);
  if (problems.length) return; // dominance needs a well-formed tree
  const { cfg, idom, dominates } = computeDominance(func);

  const defs = new Map<number, DefSite>();
  const define = (v: Value, block: Block, position: number, instr: Instr | undefined): void => {
    if (defs.has(v.id)) report(`%${v.id} defined twice${instr ? ` (${printInstr(instr)})` : ''}`);
    defs.set(v.id, { block, position });
  };
  const entry = cfg.blocks[0]!;
  func.params.forEach((p) => define(p, entry, -1, undefined));
  for (const block of cfg.blocks) {
    block.instrs.forEach((instr, k) => {
      for (const d of destsOf(instr)) define(d, block, k, instr);
    });
  }

  const locals = new Set(func.locals);
  const functions = new Set(shader.functions);
  for (const block of cfg.blocks) {
    const preds = cfg.preds.get(block)!;
    let phisDone = false;
    block.instrs.forEach((instr, k) => {
      const where = `block_${block.id}: ${printInstr(instr)}`;
      const use = (v: Value): void => {
        const def = defs.get(v.id);
        if (!def) return report(`${where}: %${v.id} is not defined`);
        // Unreachable blocks (after a region whose every path jumps) have no dominance to check.
        const ok = def.block === block ? def.position < k : !idom.has(block) || dominates(def.block, block);
        if (!ok) report(`${where}: %${v.id} does not dominate this use`);
      };
      if (instr.kind === 'phi') {
        if (phisDone) report(`${where}: phi after a non-phi instruction`);
        const sources = new Set(instr.srcs.map((s) => s.pred));
        if (sources.size !== instr.srcs.length || preds.length !== sources.size || preds.some((p) => !sources.has(p))) {
          report(`${where}: phi sources [${instr.srcs.map((s) => s.pred.id).join(' ')}] ≠ preds [${preds.map((p) => p.id).join(' ')}]`);
        }
        for (const s of instr.srcs) {
          if (s.value.type !== instr.dest.type) report(`${where}: phi source %${s.value.id} has type ${s.value.type}`);
          const def = defs.get(s.value.id);
          if (!def) report(`${where}: %${s.value.id} is not defined`);
          else if (!dominates(def.block, s.pred)) report(`${where}: %${s.value.id} does not dominate block_${s.pred.id}`);
        }
        return;
      }
      phisDone = true;
      if (instr.kind === 'jump' && k !== block.instrs.length - 1) report(`${where}: jump is not the last instruction`);
      for (const v of srcsOf(instr)) use(v);
      checkTypes(instr, where, report, func, locals, functions);
    });
  }
}

/** Alternation of blocks and regions; jumps only at the end of a list's last block; break/continue inside loops. */
function checkStructure(list: CfList, loopDepth: number, report: (m: string) => void): void {
  if (list.length === 0 || list[0]!.kind !== 'block' || list[list.length - 1]!.kind !== 'block') {
    report('a control-flow list must start and end with a block');
    return;
  }
  list.forEach((node, k) => {
    const isBlockSlot = k % 2 === 0;
    if ((node.kind === 'block') !== isBlockSlot) report(`blocks and regions must alternate (position ${k})`);
    if (node.kind === 'block') {
      const jump = endingJump(node);
      if (jump && k !== list.length - 1) report(`block_${node.id} ends in ${jump.target} but is not the last node of its list`);
      if (jump && jump.target !== 'return' && loopDepth === 0) report(`block_${node.id}: ${jump.target} outside a loop`);
    } else if (node.kind === 'if') {
      if (node.cond.type !== 'bool') report(`if condition %${node.cond.id} is ${node.cond.type}, not bool`);
      checkStructure(node.then, loopDepth, report);
      checkStructure(node.else, loopDepth, report);
    } else checkStructure(node.body, loopDepth + 1, report);
  });
}

function checkTypes(
  instr: Instr,
  where: string,
  report: (m: string) => void,
  func: Func,
  locals: ReadonlySet<unknown>,
  functions: ReadonlySet<Func>,
): void {
  switch (instr.kind) {
    case 'alu': {
      const info = ALU_OPS[instr.op];
      if (instr.srcs.length !== info.srcs.length) return report(`${where}: ${instr.op} takes ${info.srcs.length} sources`);
      let poly: ScalarType | undefined;
      info.srcs.forEach((slot, k) => {
        const t = instr.srcs[k]!.type;
        if (slot === 'T') {
          if (poly && poly !== t) report(`${where}: polymorphic sources differ in type`);
          poly ??= t;
        } else if (slot !== t) report(`${where}: source ${k} is ${t}, ${instr.op} expects ${slot}`);
      });
      const destType = info.dest === 'T' ? poly : info.dest;
      if (destType !== instr.dest.type) report(`${where}: result is ${instr.dest.type}, ${instr.op} gives ${destType}`);
      return;
    }
    case 'intrinsic': {
      const info = INTRINSICS[instr.op];
      if (info.srcs >= 0 && instr.srcs.length !== info.srcs) report(`${where}: ${instr.op} takes ${info.srcs} sources`);
      if (Array.isArray(info.dests)) {
        const fixed = info.dests as readonly ScalarType[];
        if (fixed.length !== instr.dests.length || fixed.some((t, k) => instr.dests[k]!.type !== t)) {
          report(`${where}: ${instr.op} results must be (${fixed.join(', ')})`);
        }
      } else {
        const spec = info.dests as { type: ScalarType | 'any'; max: number };
        if (instr.dests.length > spec.max) report(`${where}: ${instr.op} has at most ${spec.max} results`);
        if (spec.type !== 'any' && instr.dests.some((d) => d.type !== spec.type)) report(`${where}: results must be ${spec.type}`);
      }
      for (const key of info.index) if (instr.index[key] === undefined) report(`${where}: missing index ${key}`);
      return;
    }
    case 'load_var':
    case 'store_var': {
      if (!locals.has(instr.variable)) report(`${where}: variable is not a local of ${func.name}`);
      const t = instr.kind === 'load_var' ? instr.dest.type : instr.value.type;
      if (t !== instr.variable.type) report(`${where}: type ${t} ≠ variable type ${instr.variable.type}`);
      return;
    }
    case 'call': {
      if (!functions.has(instr.callee)) report(`${where}: callee is not in the shader`);
      if (instr.args.length !== instr.callee.params.length) report(`${where}: wrong argument count`);
      return;
    }
    case 'jump':
      if (instr.target === 'return' && instr.values.map((v) => v.type).join() !== func.returnTypes.join()) {
        report(`${where}: returned types ≠ (${func.returnTypes.join(', ')})`);
      }
      return;
    case 'const':
    case 'phi':
      return;
  }
}

export function destsOf(instr: Instr): readonly Value[] {
  switch (instr.kind) {
    case 'alu':
    case 'const':
    case 'phi':
    case 'load_var':
      return [instr.dest];
    case 'intrinsic':
    case 'call':
      return instr.dests;
    case 'store_var':
    case 'jump':
      return [];
  }
}

export function srcsOf(instr: Instr): readonly Value[] {
  switch (instr.kind) {
    case 'alu':
    case 'intrinsic':
      return instr.srcs;
    case 'phi':
      return instr.srcs.map((s) => s.value);
    case 'store_var':
      return [instr.value];
    case 'call':
      return instr.args;
    case 'jump':
      return instr.values;
    case 'const':
    case 'load_var':
      return [];
  }
}
