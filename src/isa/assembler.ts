/**
 * assemble(text, target): LLVM-syntax assembly to dwords. One instruction per
 * line; `;` and `//` start comments; blank lines and `.text` are ignored.
 * Without an `_e32`/`_e64` suffix a VOP1/VOP2/VOPC mnemonic uses the 32-bit
 * encoding when its operands fit and the VOP3 form otherwise, as LLVM does.
 * A line `NAME:` defines a label; a branch whose operand is a label name gets
 * the SIMM16 offset in dwords from the next instruction, as RADV dumps print them.
 */
import type { Target } from './gfx_level.js';
import type { Format, Instruction } from './instruction.js';
import { opcodeTable } from './opcode_table.js';
import { CODECS } from './formats/index.js';
import { CodecError } from './codec.js';
import { encodeWords } from './encoder.js';
import { AsmError, IsaError } from './errors.js';
import { applyAcoConventions } from './aco_conventions.js';
import { parseExtension } from './formats/vop_ext.js';

export interface AssembleOptions {
  /**
   * 'aco' fills the bits LLVM's text leaves open the way ACO's assembler does
   * (see aco_conventions.ts), so a RADV listing reassembles to its printed words.
   */
  readonly conventions?: 'llvm' | 'aco';
}

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
  let suffix = '';
  let entry = table.byMnemonic.get(written);
  if (!entry) {
    const s = /_(e64_dpp|e32|e64|sdwa|dpp)$/.exec(written);
    if (s) {
      name = written.slice(0, -s[0].length);
      suffix = s[0];
      entry = table.byMnemonic.get(name);
    }
  }
  if (!entry) throw new CodecError('unknown-opcode', `unknown instruction '${written}' on ${target.gfx}`);
  if (suffix === '_e64_dpp') {
    // VOP3 DPP: modelled for VOP3P (GFX11's v_fma_mix*), whose codec reads the DPP words.
    const inst = entry.def.format === 'VOP3P' ? CODECS.VOP3P.parse(rest, entry, 'VOP3P', target) : undefined;
    if (!inst?.mods.dpp) throw new CodecError('unsupported', `'${written}': only VOP3P instructions have a modelled e64 DPP form, with a DPP control`);
    return inst;
  }
  if (suffix === '_sdwa' || suffix === '_dpp') {
    if (entry.vop3 === undefined) throw new CodecError('unsupported', `'${name}' has no ${suffix.slice(1).toUpperCase()} form`);
    return parseExtension(rest, entry, suffix === '_sdwa' ? 'sdwa' : 'dpp', target);
  }
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

const LABEL_DEFINITION = /^([A-Za-z_.$][\w.$]*):$/;
/** A branch whose only operand is a label name (not a number). */
const LABEL_USE = /^(s_branch|s_cbranch_\w+)\s+([A-Za-z_.$][\w.$]*)$/i;

interface SourceLine {
  readonly line: number;
  readonly raw: string;
  readonly text: string;
  readonly label?: string;
}

function asmError(e: unknown, line: SourceLine): unknown {
  if (e instanceof CodecError || (e instanceof IsaError && !(e instanceof AsmError))) {
    const column = line.raw.indexOf(line.text.split(/\s/)[0]!) + 1;
    return new AsmError(e instanceof CodecError ? e.code : (e as IsaError).code, line.line, column, `${e.message}\n  ${line.text}`);
  }
  return e;
}

export function assembleLines(source: string, target: Target, options: AssembleOptions = {}): AssembledLine[] {
  const labels = new Map<string, number>();
  const lines: SourceLine[] = [];
  let pc = 0;
  // Pass 1: parse with label operands as 0 (a branch is one dword whatever its target) to place the labels.
  source.split('\n').forEach((raw, i) => {
    const text = stripComment(raw);
    const definition = LABEL_DEFINITION.exec(text);
    if (definition) {
      if (labels.has(definition[1]!)) throw new AsmError('syntax', i + 1, 1, `label '${definition[1]}' defined twice`);
      labels.set(definition[1]!, pc);
      return;
    }
    if (text === '' || text.startsWith('.')) return;
    const line: SourceLine = { line: i + 1, raw, text };
    const use = LABEL_USE.exec(text);
    const probe = use ? `${use[1]} 0` : text;
    try {
      pc += encodeWords(parseInstruction(probe, target), target).length;
    } catch (e) {
      throw asmError(e, line);
    }
    lines.push(use ? { ...line, label: use[2]! } : line);
  });
  const out: AssembledLine[] = [];
  pc = 0;
  for (const line of lines) {
    try {
      let text = line.text;
      if (line.label !== undefined) {
        const at = labels.get(line.label);
        if (at === undefined) throw new CodecError('operand', `undefined label '${line.label}'`);
        text = `${LABEL_USE.exec(text)![1]} ${at - (pc + 1)}`;
      }
      const inst = parseInstruction(text, target);
      const encoded = encodeWords(inst, target);
      const words = options.conventions === 'aco' ? applyAcoConventions(inst, encoded, target) : encoded;
      out.push({ line: line.line, source: line.text, inst, words });
      pc += words.length;
    } catch (e) {
      throw asmError(e, line);
    }
  }
  return out;
}

export function assemble(source: string, target: Target, options: AssembleOptions = {}): Uint32Array {
  return Uint32Array.from(assembleLines(source, target, options).flatMap((l) => l.words));
}
