/**
 * opt_cse: global value numbering over the dominator tree (ACO's
 * opt_value_numbering, NIR's nir_opt_cse). An instruction equal to one that
 * dominates it (same op, types, sources — commutative sources in canonical
 * order — and index) is removed and its uses take the dominating result.
 *
 * Candidates: ALU, const, and intrinsics whose INTRINSICS row is
 * `reorderable` (pure given their sources). Never candidates:
 *  - non-reorderable intrinsics — volatile reads (C1: the POPS exiting-wave-ID
 *    read is excluded from value numbering; the same holds for every
 *    non-reorderable intrinsic, e.g. helper-ness and subgroup operations);
 *  - memory reads (`memory: true`): another invocation may write in between;
 *  - anything with side effects.
 * S11: merging a later intrinsic into an earlier one moves it up, so an
 * intrinsic is never merged when a begin/end_invocation_interlock may run
 * between the two: the program-order range between them, widened to the end
 * of every loop that contains the later one but not the earlier one (later
 * iterations come back after code further down the loop), contains none.
 * ALU results and constants are pure arithmetic on SSA values; merging them
 * cannot observe memory or ordering, so the interlock does not limit them.
 */
import { ALU_OPS } from '../ir/alu_ops.js';
import { INTRINSICS } from '../ir/intrinsics.js';
import type { Block, CfList, Func, Instr, LoopNode, Shader, Value } from '../ir/ir.js';
import { destsOf } from '../ir/validator.js';
import { computeDominance } from '../ir/dominance.js';
import { resolve, rewriteUses, type Replacements } from './rewrite_uses.js';

export function optCse(shader: Shader): boolean {
  let progress = false;
  for (const func of shader.functions) progress = cseFunction(func) || progress;
  return progress;
}

interface Entry {
  readonly instr: Instr;
  readonly block: Block;
  readonly pos: number;
}

interface Layout {
  /** Program-order position of every instruction. */
  readonly pos: Map<Instr, number>;
  /** Positions of interlock begin/end, ascending. */
  readonly interlocks: number[];
  /** Enclosing loops of each block, outermost first. */
  readonly loopsOf: Map<Block, readonly LoopNode[]>;
  /** Last position inside each loop. */
  readonly loopEnd: Map<LoopNode, number>;
}

function layout(func: Func): Layout {
  const pos = new Map<Instr, number>();
  const interlocks: number[] = [];
  const loopsOf = new Map<Block, readonly LoopNode[]>();
  const loopEnd = new Map<LoopNode, number>();
  let n = 0;
  const visit = (list: CfList, loops: readonly LoopNode[]): void => {
    for (const node of list) {
      if (node.kind === 'block') {
        loopsOf.set(node, loops);
        for (const instr of node.instrs) {
          if (instr.kind === 'intrinsic' && (instr.op === 'begin_invocation_interlock' || instr.op === 'end_invocation_interlock')) {
            interlocks.push(n);
          }
          pos.set(instr, n++);
        }
      } else if (node.kind === 'if') {
        visit(node.then, loops);
        visit(node.else, loops);
      } else {
        visit(node.body, [...loops, node]);
        loopEnd.set(node, n);
      }
    }
  };
  visit(func.body, []);
  return { pos, interlocks, loopsOf, loopEnd };
}

/** Whether an interlock begin/end may execute between `earlier` and `later` (S11). */
function interlockBetween(l: Layout, earlier: Entry, laterBlock: Block, laterPos: number): boolean {
  if (l.interlocks.length === 0) return false;
  let end = laterPos;
  const outer = new Set(l.loopsOf.get(earlier.block));
  for (const loop of l.loopsOf.get(laterBlock)!) if (!outer.has(loop)) end = Math.max(end, l.loopEnd.get(loop)!);
  return l.interlocks.some((p) => p > earlier.pos && p < end);
}

function keyOf(instr: Instr, map: Replacements): string | undefined {
  const ids = (vs: readonly Value[]): number[] => vs.map((v) => resolve(map, v).id);
  switch (instr.kind) {
    case 'const':
      return `const ${instr.dest.type} ${instr.bits}`;
    case 'alu': {
      const srcs = ids(instr.srcs);
      if (ALU_OPS[instr.op].commutative && srcs[0]! > srcs[1]!) srcs.reverse();
      return `alu ${instr.op} ${instr.dest.type} ${srcs.join(',')}`;
    }
    case 'intrinsic': {
      const info = INTRINSICS[instr.op];
      if (!info.reorderable || info.memory || info.sideEffects || instr.dests.length === 0) return undefined;
      const index = Object.entries(instr.index)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([k, v]) => `${k}=${String(v)}`)
        .join(' ');
      return `intrinsic ${instr.op} ${instr.dests.map((d) => d.type).join(',')} ${ids(instr.srcs).join(',')} {${index}}`;
    }
    case 'phi':
    case 'load_var':
    case 'store_var':
    case 'call':
    case 'jump':
      return undefined;
  }
}

function cseFunction(func: Func): boolean {
  const dom = computeDominance(func);
  const l = layout(func);
  const map: Replacements = new Map();
  const table = new Map<string, Entry>();
  let progress = false;
  const visit = (block: Block): void => {
    const undo: [string, Entry | undefined][] = [];
    block.instrs = block.instrs.filter((instr) => {
      const key = keyOf(instr, map);
      if (key === undefined) return true;
      const pos = l.pos.get(instr)!;
      const found = table.get(key);
      if (found && !(instr.kind === 'intrinsic' && interlockBetween(l, found, block, pos))) {
        const from = destsOf(instr);
        const to = destsOf(found.instr);
        from.forEach((d, k) => map.set(d.id, to[k]!));
        progress = true;
        return false;
      }
      // New, or separated from its twin by the interlock: later twins merge with this one.
      undo.push([key, found]);
      table.set(key, { instr, block, pos });
      return true;
    });
    for (const child of dom.children.get(block)!) visit(child);
    for (let k = undo.length - 1; k >= 0; k--) {
      const [key, previous] = undo[k]!;
      if (previous) table.set(key, previous);
      else table.delete(key);
    }
  };
  visit(dom.entry);
  rewriteUses(func, map);
  return progress;
}
