/**
 * ACO's encoding of bits LLVM's assembly text leaves open. Two encodings of
 * the same text differ only in bits the hardware ignores, so a RADV listing
 * reassembles to its printed words only if the assembler fills them ACO's way:
 *   - exp: a vsrc field no enabled channel reads holds 0x80 (LLVM 15 writes 0);
 *   - GFX9 s_waitcnt: lgkmcnt not waited on also sets bits 13:12, GFX10's wider
 *     lgkmcnt field, so the immediate means the same on every generation.
 */
import type { Target } from './gfx_level.js';
import type { Instruction } from './instruction.js';

const UNUSED_VSRC = 0x80;
const GFX9_LGKMCNT_UNSET = 0xf << 8;
const GFX10_LGKMCNT_HIGH_BITS = 0x3 << 12;

/** Which of the four vsrc fields an export reads: channel i reads vsrc i, or vsrc i>>1 under compr. */
function exportReadFields(inst: Instruction): number {
  let read = 0;
  inst.operands.forEach((op, i) => {
    if (op.kind !== 'off') read |= 1 << (inst.mods.compr ? i >> 1 : i);
  });
  return read;
}

export function applyAcoConventions(inst: Instruction, words: readonly number[], target: Target): number[] {
  const out = [...words];
  if (inst.format === 'EXP') {
    const read = exportReadFields(inst);
    for (let i = 0; i < 4; i++) if (!(read & (1 << i))) out[1] = (out[1]! | (UNUSED_VSRC << (8 * i))) >>> 0;
  } else if (inst.op === 's_waitcnt' && target.gfx === 'gfx9' && (out[0]! & GFX9_LGKMCNT_UNSET) === GFX9_LGKMCNT_UNSET) {
    out[0] = (out[0]! | GFX10_LGKMCNT_HIGH_BITS) >>> 0;
  }
  return out;
}
