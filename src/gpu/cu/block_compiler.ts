/**
 * Compiles straight runs of ALU instructions into JavaScript functions.
 *
 * A block is a maximal run of instructions that neither interact with the
 * outside world nor branch nor end the program, and that no branch jumps into
 * the middle of. Its function performs all of them on the wave's typed arrays
 * and returns their summed issue cycles; runAlu (run.ts) calls it when the
 * wave stands at the block's first instruction and enough of the
 * instruction budget remains, then advances `wave.index` past the block.
 * Anywhere else (an s_setpc into a block, a budget cut) the closures run, so
 * a block is only ever a faster way to do what the closures do.
 *
 * Inside a block, consecutive VALU instructions share one loop over the
 * active lanes (jit_valu.ts), scalar instructions become inline statements
 * (jit_salu.ts), and any instruction without a template calls its existing
 * closure — after setting `wave.index` to it, so an error it throws leaves
 * the wave exactly where the closure path would.
 */
import type { CompiledInstruction, AluBlock } from './wave.js';
import { soppBranchTarget } from './branch_target.js';
import { BlockEmitter } from './jit_emitter.js';
import { emitSalu } from './jit_salu.js';
import { LaneLoop, planLaneOp } from './jit_valu.js';
import type { TranslateContext } from './executor_factory.js';

const VALU_FORMATS: ReadonlySet<string> = new Set(['VOP1', 'VOP2', 'VOPC', 'VOP3']);
const SALU_FORMATS: ReadonlySet<string> = new Set(['SOP1', 'SOP2', 'SOPC', 'SOPK']);

/** May the instruction be part of a block? */
function blockable(inst: CompiledInstruction): boolean {
  return !inst.interacts && inst.cls !== 'branch' && inst.cls !== 'end';
}

/** Instruction indices that SOPP branches jump to: a block may start there but not run through. */
function branchTargets(instructions: readonly CompiledInstruction[], contexts: readonly TranslateContext[]): Set<number> {
  const targets = new Set<number>();
  instructions.forEach((ci, i) => {
    if (ci.cls !== 'branch' || ci.inst.format !== 'SOPP') return;
    const target = soppBranchTarget(ci.inst);
    if (target !== undefined) targets.add(contexts[i]!.indexOfByte(target));
  });
  return targets;
}

/**
 * The block starting at each instruction index (undefined where none starts).
 * `contexts[i]` is the TranslateContext instruction i was translated with.
 */
export function compileBlocks(instructions: readonly CompiledInstruction[], contexts: readonly TranslateContext[]): (AluBlock | undefined)[] {
  const blocks: (AluBlock | undefined)[] = new Array(instructions.length).fill(undefined);
  const targets = branchTargets(instructions, contexts);
  let start = 0;
  while (start < instructions.length) {
    if (!blockable(instructions[start]!)) {
      start++;
      continue;
    }
    let end = start + 1;
    while (end < instructions.length && blockable(instructions[end]!) && !targets.has(end)) end++;
    blocks[start] = compileBlock(instructions, contexts, start, end);
    start = end;
  }
  return blocks;
}

/** One block function for instructions [start, end); undefined when no instruction has a template (closures are as fast). */
function compileBlock(
  instructions: readonly CompiledInstruction[],
  contexts: readonly TranslateContext[],
  start: number,
  end: number,
): AluBlock | undefined {
  const em = new BlockEmitter();
  const loop = new LaneLoop(em, contexts[start]!.waveSize === 64);
  let templated = 0;
  let cycles = 0;
  for (let i = start; i < end; i++) {
    const ci = instructions[i]!;
    const ctx = contexts[i]!;
    cycles += ci.issueCycles;
    const lane = VALU_FORMATS.has(ci.inst.format) ? planLaneOp(em, ci.inst, ctx) : undefined;
    if (lane) {
      if (!loop.accepts(lane)) loop.flush();
      loop.add(lane);
      templated++;
      continue;
    }
    loop.flush();
    if (SALU_FORMATS.has(ci.inst.format) && emitSalu(em, ci.inst, ctx)) {
      templated++;
      continue;
    }
    em.line(`w.index = ${i}; ${em.constant(ci.exec)}(w, h);`);
  }
  loop.flush();
  if (templated === 0) return undefined;
  em.line(`return ${cycles};`);
  return { length: end - start, classCounts: classCounts(instructions, start, end), run: em.build<AluBlock['run']>(`block_${start}`) };
}

/** (clsIndex, count) pairs of instructions [start, end), in order of first appearance. */
function classCounts(instructions: readonly CompiledInstruction[], start: number, end: number): Int32Array {
  const counts = new Map<number, number>();
  for (let i = start; i < end; i++) {
    const k = instructions[i]!.clsIndex;
    counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return Int32Array.from([...counts].flat());
}
