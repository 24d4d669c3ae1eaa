/**
 * Emitted machine code as the tests of the POPS control flow read it: decoded
 * instructions with their text and, for SOPP branches, the index of the
 * instruction they jump to — so a test can follow a discard to its exit block
 * or tell which instructions a wait loop repeats, instead of matching lines.
 */
import { decode, instructionText, type DecodedInstruction, type Target } from '../../src/isa/index.js';

export interface MachineInstr {
  readonly index: number;
  readonly text: string;
  readonly inst: DecodedInstruction;
  /** SOPP branches: the index of the instruction they jump to. */
  readonly target?: number;
}

export function isBranch(inst: DecodedInstruction): boolean {
  return inst.op === 's_branch' || inst.op.startsWith('s_cbranch_');
}

export function machineCode(code: Uint32Array, target: Target): MachineInstr[] {
  const decoded = decode(code, target);
  const indexAt = new Map(decoded.map((inst, index) => [inst.byteOffset, index]));
  return decoded.map((inst, index) => {
    const text = instructionText(inst, target);
    const imm = inst.operands[0];
    if (!isBranch(inst) || imm?.kind !== 'imm') return { index, text, inst };
    const to = indexAt.get(inst.byteOffset + 4 + imm.value * 4);
    if (to === undefined) throw new Error(`${text} at byte ${inst.byteOffset} jumps between instructions`);
    return { index, text, inst, target: to };
  });
}

/** A backward branch: the instructions head..latch run again each time it is taken. */
export interface Loop {
  readonly head: number;
  readonly latch: number;
}

export function loopsOf(mc: readonly MachineInstr[]): Loop[] {
  return mc.filter((m) => m.target !== undefined && m.target <= m.index).map((m) => ({ head: m.target!, latch: m.index }));
}

/** Whether any register operand of the instruction covers register `code`. */
export function mentions(m: MachineInstr, code: number): boolean {
  return m.inst.operands.some((o) => o.kind === 'reg' && code >= o.code && code < o.code + o.size);
}
