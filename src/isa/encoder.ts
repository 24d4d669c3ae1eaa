/** encode(inst, target): one instruction to its dwords, literal included. */
import type { Target } from './gfx_level.js';
import type { Instruction } from './instruction.js';
import { opcodeTable, type TableEntry } from './opcode_table.js';
import { CODECS } from './formats/index.js';
import { CodecError } from './codec.js';
import { IsaError } from './errors.js';

/** Table entry of an instruction, checking that its encoding exists on the target. */
export function resolveEntry(inst: Instruction, target: Target): TableEntry {
  const entry = opcodeTable(target.gfx).byMnemonic.get(inst.op);
  if (!entry) throw new IsaError('unknown-opcode', `'${inst.op}' does not exist on ${target.gfx}`);
  const native = entry.def.format;
  const ok =
    inst.format === native ||
    (native === 'FLAT' && inst.format === 'GLOBAL') ||
    (inst.format === 'VOP3' && entry.vop3 !== undefined);
  if (!ok) throw new IsaError('unsupported', `'${inst.op}' has no ${inst.format} encoding on ${target.gfx}`);
  return entry;
}

export function encodeWords(inst: Instruction, target: Target): number[] {
  const entry = resolveEntry(inst, target);
  try {
    return CODECS[inst.format].encode(inst, entry, target);
  } catch (e) {
    if (e instanceof CodecError) throw new IsaError(e.code, `${inst.op}: ${e.message}`);
    throw e;
  }
}

export function encode(inst: Instruction, target: Target): Uint32Array {
  return Uint32Array.from(encodeWords(inst, target));
}

/** Encodes a sequence of instructions into one program. */
export function encodeProgram(insts: readonly Instruction[], target: Target): Uint32Array {
  const out: number[] = [];
  for (const inst of insts) out.push(...encodeWords(inst, target));
  return Uint32Array.from(out);
}
