/**
 * The instruction as plain data: what the encoder takes, the decoder returns,
 * the assembler parses and the disassembler prints. Operands are in assembly
 * order (definitions first); format-specific fields are modifiers.
 */
import type { Operand } from './operand.js';

export type Format =
  | 'SOP1'
  | 'SOP2'
  | 'SOPK'
  | 'SOPC'
  | 'SOPP'
  | 'SMEM'
  | 'VOP1'
  | 'VOP2'
  | 'VOPC'
  | 'VOP3'
  | 'VINTRP'
  | 'LDSDIR'
  | 'VINTERP'
  | 'DS'
  | 'MUBUF'
  | 'MIMG'
  | 'FLAT'
  | 'GLOBAL'
  | 'EXP';

export const FORMATS: readonly Format[] = [
  'SOP1', 'SOP2', 'SOPK', 'SOPC', 'SOPP', 'SMEM', 'VOP1', 'VOP2', 'VOPC', 'VOP3',
  'VINTRP', 'LDSDIR', 'VINTERP', 'DS', 'MUBUF', 'MIMG', 'FLAT', 'GLOBAL', 'EXP',
];

/** Format-specific fields; each format reads the ones it has and ignores none silently. */
export interface Modifiers {
  // Memory cache policy (S11: coherent accesses bypass L0 with GLC and L1 with DLC).
  readonly glc?: boolean;
  readonly slc?: boolean;
  readonly dlc?: boolean;
  // Buffer / DS / FLAT addressing.
  readonly offen?: boolean;
  readonly idxen?: boolean;
  readonly offset?: number;
  readonly offset0?: number;
  readonly offset1?: number;
  readonly gds?: boolean;
  // Image.
  readonly dmask?: number;
  readonly dim?: number;
  readonly unorm?: boolean;
  readonly r128?: boolean;
  readonly a16?: boolean;
  readonly da?: boolean;
  readonly d16?: boolean;
  readonly tfe?: boolean;
  readonly lwe?: boolean;
  // VOP3 source/output modifiers (bit i applies to source i).
  readonly neg?: number;
  readonly abs?: number;
  readonly clamp?: boolean;
  readonly omod?: number;
  readonly opsel?: number;
  // Export.
  readonly target?: number;
  readonly done?: boolean;
  readonly vm?: boolean;
  readonly compr?: boolean;
  // Parameter interpolation: attribute index and channel (0..3 = x..w).
  readonly attr?: number;
  readonly chan?: number;
  readonly waitVdst?: number;
  readonly waitExp?: number;
}

export interface Instruction {
  /** Mnemonic without the `_e32`/`_e64` encoding suffix, as LLVM names it on the target. */
  readonly op: string;
  /** The encoding used: the instruction's own format, or VOP3 for the e64 form of VOP1/VOP2/VOPC. */
  readonly format: Format;
  readonly operands: readonly Operand[];
  readonly mods: Modifiers;
}

export interface DecodedInstruction extends Instruction {
  /** Byte offset of the instruction in the decoded words. */
  readonly byteOffset: number;
  /** Length in dwords, including any literal. */
  readonly dwords: number;
}
