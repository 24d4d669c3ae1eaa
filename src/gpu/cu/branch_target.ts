/**
 * Where an SOPP branch (s_branch, s_cbranch_*) jumps: its signed 16-bit
 * immediate counts dwords from the next instruction. Shared by the
 * translator (exec_control.ts), the block compiler (a block never runs
 * through a branch target) and the hang report (which loop a wave spins in).
 */
import type { DecodedInstruction } from '../../isa/instruction.js';

/** Byte offset of the branch's target, or undefined when `inst` has no immediate (not an SOPP branch). */
export function soppBranchTarget(inst: DecodedInstruction): number | undefined {
  const op = inst.operands[0];
  return op?.kind === 'imm' ? inst.byteOffset + 4 + op.value * 4 : undefined;
}
