/**
 * assemble(text, target): LLVM-syntax assembly to dwords. One instruction per
 * line; `;` and `//` start comments; blank lines and `.text` are ignored.
 * Without an `_e32`/`_e64` suffix a VOP1/VOP2/VOPC mnemonic uses the 32-bit
 * encoding when its operands fit and the VOP3 form otherwise, as LLVM does.
 */
import type { Target } from './gfx_level.js';
import type { Format, Instruction } from './instruction.js';
import { opcodeTable } from './opcode_table.js';
import { CODECS } from './formats/index.js';
import { CodecError } from './codec.js';
import { encodeWords } from './encoder.js';
import { AsmError, IsaError } from './errors.js';

export interface AssembledLine {
  readonly line: number;
  readonly source: string;
  readonly inst: Instruction;
  readonly words: readonly number[];
}

function stripComment(line: string): string {
  const cut = [line.indexOf(';'), line.indexOf('//')].filter((i) => i >= 0);
  return (cut.length ? line.slice(0, Math.min(...cut)) : line).trim();
}

/** Parses one instruction (no comments). Throws CodecError/IsaError without location. */
export function parseInstruction(text: string, target: Target): Instruction {
  const m = /^(\S+)\s*(.*)$/.exec(text.trim());
  if (!m) throw new CodecError('syntax', 'empty instruction');
  const written = m[1]!.toLowerCase();
  const rest = m[2]!;
  const table = opcodeTable(target.gfx);
  let name = written;
  let suffix: '' | '_e32' | '_e64' = '';
  let entry = table.byMnemonic.get(written);
  if (!entry) {
    const s = /_(e32|e64)$/.exec(written);
    if (s) {
      name = written.slice(0, -4);
      suffix = s[0] as '_e32' | '_e64';
      entry = table.byMnemonic.get(name);
    }
  }
  if (!entry) throw new CodecError('unknown-opcode', `unknown instruction '${written}' on ${target.gfx}`);
  const native: Format = entry.def.format;
  const codec = CODECS[native];
  if (suffix === '_e64') {
    if (entry.vop3 === undefined) {
      if (native !== 'VOP3') throw new CodecError('unsupported', `'${name}' has no e64 form`);
    }
    return CODECS.VOP3.parse(rest, entry, 'VOP3', target);
  }
  if (suffix === '' && entry.vop3 !== undefined) {
    try {
      return codec.parse(rest, entry, native, target);
    } catch (e) {
      if (!(e instanceof CodecError)) throw e;
      return CODECS.VOP3.parse(rest, entry, 'VOP3', target);
    }
  }
  return codec.parse(rest, entry, native, target);
}

export function assembleLines(source: string, target: Target): AssembledLine[] {
  const out: AssembledLine[] = [];
  source.split('\n').forEach((raw, i) => {
    const text = stripComment(raw);
    if (text === '' || text.startsWith('.')) return;
    try {
      const inst = parseInstruction(text, target);
      out.push({ line: i + 1, source: text, inst, words: encodeWords(inst, target) });
    } catch (e) {
      if (e instanceof CodecError || (e instanceof IsaError && !(e instanceof AsmError))) {
        const column = raw.indexOf(text.split(/\s/)[0]!) + 1;
        throw new AsmError(e instanceof CodecError ? e.code : (e as IsaError).code, i + 1, column, `${e.message}\n  ${text}`);
      }
      throw e;
    }
  });
  return out;
}

export function assemble(source: string, target: Target): Uint32Array {
  return Uint32Array.from(assembleLines(source, target).flatMap((l) => l.words));
}
