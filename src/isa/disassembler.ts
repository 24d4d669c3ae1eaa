/** Instruction text in LLVM's AMDGPU syntax, and whole-program disassembly. */
import type { Target } from './gfx_level.js';
import type { Instruction } from './instruction.js';
import { CODECS } from './formats/index.js';
import { resolveEntry } from './encoder.js';
import { decode } from './decoder.js';

export function instructionText(inst: Instruction, target: Target): string {
  const entry = resolveEntry(inst, target);
  const codec = CODECS[inst.format];
  const operands = codec.print(inst, entry, target);
  return entry.mnemonic + codec.suffix(inst, entry, target) + (operands ? ' ' + operands : '');
}

/** One line per instruction, as `llvm-mc -disassemble` prints them (without its tab indent). */
export function disassemble(words: Uint32Array, target: Target): string {
  return decode(words, target)
    .map((inst) => instructionText(inst, target) + '\n')
    .join('');
}

/** `; encoding: [0x..,...]` of some dwords, as `llvm-mc -show-encoding` prints them. */
export function encodingComment(words: ArrayLike<number>): string {
  const bytes: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i]! >>> 0;
    for (let b = 0; b < 4; b++) bytes.push('0x' + ((w >>> (8 * b)) & 0xff).toString(16).padStart(2, '0'));
  }
  return `; encoding: [${bytes.join(',')}]`;
}
