/**
 * The POPS wait loop (C1; S5, S6) found in a compiled program, so that the
 * engine can run its iterations without its generic instruction loop
 * (engine/wave_runner.ts, `waitLoopStep`). The shape is the one popsim's
 * compiler and ACO emit on GFX9–10.3:
 *
 *   read:    s_add_i32 sD, src_pops_exiting_wave_id, sB   (either source order)
 *   compare: s_cmp_<cc>_u32/i32 sX, sY                     (any 32-bit SOPC compare)
 *            s_cbranch_scc0/scc1 exit
 *   sleep:   s_sleep N
 *   back:    s_branch read
 *
 * Why it pays: a polling case's events are nearly all these steps, and
 * each step through the generic loop (block lookup, operand closures, the
 * host call for the exiting ID, the `Effect` of s_sleep and its dispatch)
 * cost more than the step itself. The steps keep the executors' semantics:
 * the arithmetic and the compare are the same kernels (scalar_ops.ts), the
 * registers are plain SGPRs (anything else, and any other shape, is left to
 * the generic loop).
 */
import { soppBranchTarget } from './branch_target.js';
import { CODE_POPS_EXITING_WAVE_ID, type Operand } from '../../isa/operand.js';
import { SOPC } from './scalar_ops.js';
import type { AluBlock, CompiledInstruction, PopsWaitLoop } from './wave.js';

/** The highest plain SGPR's register code (s101; above it VCC, M0, EXEC and the special sources). */
const LAST_SGPR = 101;

function sgprIndex(op: Operand | undefined): number {
  return op?.kind === 'reg' && op.size === 1 && op.code <= LAST_SGPR ? op.code : -1;
}

function isExitingId(op: Operand | undefined): boolean {
  return op?.kind === 'reg' && op.code === CODE_POPS_EXITING_WAVE_ID;
}

/**
 * The program's POPS wait loop, or undefined when it has none of the shape
 * above. `name` gives an instruction's generation-independent mnemonic;
 * `blocks` are the program's compiled ALU blocks: a block at the compare
 * must hold the compare alone (the generic loop then stops at the branch, as
 * the loop's step does).
 */
export function findPopsWaitLoop(
  instructions: readonly CompiledInstruction[],
  name: (index: number) => string,
  indexOfByte: (byteOffset: number) => number,
  blocks: readonly (AluBlock | undefined)[] | undefined,
): PopsWaitLoop | undefined {
  for (let read = 0; read + 4 < instructions.length; read++) {
    const readInst = instructions[read]!;
    if (name(read) !== 's_add_i32') continue;
    const [dst, src0, src1] = readInst.inst.operands;
    const idFirst = isExitingId(src0);
    const sum = sgprIndex(dst);
    const addend = sgprIndex(idFirst ? src1 : src0);
    if (sum < 0 || addend < 0 || !(idFirst || isExitingId(src1))) continue;
    const compare = read + 1;
    const compareOp = SOPC[name(compare)];
    const lhs = sgprIndex(instructions[compare]!.inst.operands[0]);
    const rhs = sgprIndex(instructions[compare]!.inst.operands[1]);
    if (compareOp === undefined || lhs < 0 || rhs < 0 || (blocks?.[compare] !== undefined && blocks[compare]!.length !== 1)) continue;
    const branch = name(read + 2);
    if (branch !== 's_cbranch_scc0' && branch !== 's_cbranch_scc1') continue;
    if (name(read + 3) !== 's_sleep' || name(read + 4) !== 's_branch') continue;
    const branchInst = instructions[read + 2]!;
    const sleepInst = instructions[read + 3]!;
    const backInst = instructions[read + 4]!;
    const sleepOperand = sleepInst.inst.operands[0];
    const backTarget = soppBranchTarget(backInst.inst);
    if (sleepOperand?.kind !== 'imm' || backTarget === undefined || indexOfByte(backTarget) !== read) continue;
    return {
      read,
      compare,
      sleep: read + 3,
      back: read + 4,
      sum,
      addend,
      idFirst,
      compareOp,
      lhs,
      rhs,
      exitScc: branch === 's_cbranch_scc1' ? 1 : 0,
      sleepN: sleepOperand.value & 0xffff,
      readInst,
      compareInst: instructions[compare]!,
      branchInst,
      sleepInst,
      backInst,
    };
  }
  return undefined;
}
