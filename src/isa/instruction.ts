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
  | 'VOP3P'
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
  'SOP1', 'SOP2', 'SOPK', 'SOPC', 'SOPP', 'SMEM', 'VOP1', 'VOP2', 'VOPC', 'VOP3', 'VOP3P',
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
  /** VOP3P op_sel_hi (bit i for source i); for the v_fma_mix family: source i is f16. */
  readonly opselHi?: number;
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
  // VOP1/VOP2/VOPC extension dwords (src0 field 0xF9 / 0xFA); see formats/vop_ext.ts.
  readonly sdwa?: SdwaFields;
  readonly dpp?: DppFields;
}

/** Operand selects: 0..3 BYTE_n, 4/5 WORD_n, 6 DWORD. */
export type SdwaSel = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export interface SdwaFields {
  readonly dstSel: SdwaSel;
  /** 0 UNUSED_PAD (zero the rest), 1 UNUSED_SEXT (sign-extend), 2 UNUSED_PRESERVE (keep the old bits). */
  readonly dstUnused: 0 | 1 | 2;
  readonly src0Sel: SdwaSel;
  readonly src1Sel: SdwaSel;
  /** Bit i: source i's selected bits are sign-extended (`sext(v1)`). */
  readonly sext: number;
}

export interface DppFields {
  /** The 9-bit DPP_CTRL code: 0x000-0x0ff quad_perm, 0x101-0x10f row_shl, 0x111-0x11f row_shr, 0x121-0x12f row_ror, 0x140 row_mirror, 0x141 row_half_mirror. */
  readonly ctrl: number;
  readonly rowMask: number;
  readonly bankMask: number;
  /** Reads of a lane outside the row (or disabled, without fi) give 0 instead of leaving the destination unwritten. */
  readonly boundCtrl: boolean;
  /** GFX10+: fetch from inactive lanes too. */
  readonly fi: boolean;
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
