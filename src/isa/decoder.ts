/** decode(words, target): dwords to instructions with byte offsets; typed errors on bad input. */
import type { Target } from './gfx_level.js';
import type { DecodedInstruction } from './instruction.js';
import { opcodeTable } from './opcode_table.js';
import { CODECS, identifyFormat } from './formats/index.js';
import { CodecError } from './codec.js';
import { DecodeError } from './errors.js';

export function decodeOne(words: Uint32Array, index: number, target: Target): DecodedInstruction {
  const word = words[index]!;
  const byteOffset = index * 4;
  const format = identifyFormat(word, target.gfx);
  if (!format) throw new DecodeError('unknown-opcode', byteOffset, word, `no supported ${target.gfx} encoding starts with this word`);
  try {
    const { inst, dwords } = CODECS[format].decode(words, index, format, opcodeTable(target.gfx), target);
    if (index + dwords > words.length) throw new CodecError('truncated', `instruction needs ${dwords} dwords, input ends`);
    return { ...inst, byteOffset, dwords };
  } catch (e) {
    if (e instanceof CodecError) throw new DecodeError(e.code, byteOffset, word, `${format}: ${e.message}`);
    throw e;
  }
}

export function decode(words: Uint32Array, target: Target): DecodedInstruction[] {
  const out: DecodedInstruction[] = [];
  for (let index = 0; index < words.length; ) {
    const inst = decodeOne(words, index, target);
    out.push(inst);
    index += inst.dwords;
  }
  return out;
}
