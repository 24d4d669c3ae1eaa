/**
 * Reads a RADV shader dump (RADV_DEBUG=shaders / `aco-ref` output): finds the
 * "Pixel Shader" disassembly, keeps its `BBn:` labels, expands the
 * `(then repeated N times)` abbreviation, and reads the printed encoding of
 * each instruction and the SGPR/VGPR counts of the statistics section.
 */
import { IsaError } from './errors.js';

export interface RadvListingLine {
  /** 1-based line number in the dump (a repeated line keeps the number of the line it repeats). */
  readonly line: number;
  /** `BB3:` for a label, else the instruction text as printed. */
  readonly text: string;
  /** The words in the `; xxxxxxxx` comment; empty for a label. */
  readonly words: readonly number[];
}

export interface RadvShaderStats {
  readonly sgprs: number;
  readonly vgprs: number;
}

export interface RadvPixelShaderDump {
  readonly lines: readonly RadvListingLine[];
  /** The listing as assembly text the assembler accepts (labels and instructions, one per line). */
  readonly assembly: string;
  /** From `*** SHADER STATS ***` when the dump has them (`--stats`). */
  readonly stats?: RadvShaderStats;
}

const DISASM_HEADER = /^Pixel Shader\s*\n\s*disasm:\s*$/m;
const INSTRUCTION = /^\s+(\S.*?)\s*;((?:\s+[0-9a-f]{8})+)\s*$/;
const LABEL = /^(BB\d+):\s*$/;
const REPEAT = /^\s+\(then repeated (\d+) times?\)\s*$/;

function dumpError(detail: string, line = 0): IsaError {
  return new IsaError('syntax', detail, line ? `RADV dump line ${line}` : 'RADV dump');
}

function readStats(text: string): RadvShaderStats | undefined {
  const at = text.search(/^Pixel Shader:\s*\n\*\*\* SHADER STATS \*\*\*/m);
  if (at < 0) return undefined;
  const section = text.slice(at, text.indexOf('********************', at + 1));
  const count = (name: string) => {
    const m = new RegExp(`^${name}: (\\d+)$`, 'm').exec(section);
    if (!m) throw dumpError(`pixel-shader statistics have no '${name}:' line`);
    return Number(m[1]);
  };
  return { sgprs: count('SGPRs'), vgprs: count('VGPRs') };
}

export function parseRadvDump(text: string): RadvPixelShaderDump {
  const header = DISASM_HEADER.exec(text);
  if (!header) throw dumpError("no 'Pixel Shader' disassembly section ('Pixel Shader' followed by 'disasm:')");
  const firstLine = text.slice(0, header.index).split('\n').length + 2;
  const body = text.slice(header.index + header[0].length + 1).split('\n');
  const lines: RadvListingLine[] = [];
  for (let i = 0; i < body.length; i++) {
    const raw = body[i]!;
    const line = firstLine + i;
    if (raw.trim() === '') break;
    const label = LABEL.exec(raw);
    const inst = INSTRUCTION.exec(raw);
    const repeat = REPEAT.exec(raw);
    if (label) lines.push({ line, text: `${label[1]}:`, words: [] });
    else if (inst) lines.push({ line, text: inst[1]!, words: inst[2]!.trim().split(/\s+/).map((w) => parseInt(w, 16) >>> 0) });
    else if (repeat) {
      const previous = lines[lines.length - 1];
      if (!previous || previous.words.length === 0) throw dumpError("'(then repeated N times)' does not follow an instruction", line);
      for (let n = 0; n < Number(repeat[1]); n++) lines.push(previous);
    } else throw dumpError(`expected a label, an instruction with its encoding comment, or '(then repeated N times)', got '${raw.trim()}'`, line);
  }
  if (!lines.some((l) => l.words.length > 0)) throw dumpError('the pixel-shader disassembly has no instructions');
  const stats = readStats(text);
  return { lines, assembly: lines.map((l) => l.text).join('\n') + '\n', ...(stats ? { stats } : {}) };
}
