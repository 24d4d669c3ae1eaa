/**
 * Register windows the SET_*_REG packets address: the body's first dword is a
 * dword offset from the window base (Mesa sid.h SI_CONTEXT_REG_OFFSET,
 * SI_SH_REG_OFFSET, CIK_UCONFIG_REG_OFFSET and their _END).
 */
import { PKT3 } from './pkt3.generated.js';

export interface RegisterRange {
  readonly name: 'context' | 'sh' | 'uconfig';
  /** Byte offsets [base, end). */
  readonly base: number;
  readonly end: number;
}

export const CONTEXT_RANGE: RegisterRange = { name: 'context', base: 0x28000, end: 0x30000 };
export const SH_RANGE: RegisterRange = { name: 'sh', base: 0xb000, end: 0xc000 };
export const UCONFIG_RANGE: RegisterRange = { name: 'uconfig', base: 0x30000, end: 0x40000 };

/** Range written by a SET_*_REG opcode (the _INDEX forms carry an index in offset bits [31:28]). */
export function rangeOfSetOpcode(opcode: number): RegisterRange | undefined {
  switch (opcode) {
    case PKT3.SET_CONTEXT_REG:
      return CONTEXT_RANGE;
    case PKT3.SET_SH_REG:
    case PKT3.SET_SH_REG_INDEX:
      return SH_RANGE;
    case PKT3.SET_UCONFIG_REG:
    case PKT3.SET_UCONFIG_REG_INDEX:
      return UCONFIG_RANGE;
    default:
      return undefined;
  }
}
