/**
 * Reads a RADV shader dump (RADV_DEBUG=shaders / `aco-ref` output): finds one
 * stage's disassembly ("Pixel Shader", "Vertex Shader as VS", …; the pixel
 * shader by default), keeps its `BBn:` labels, expands the
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
  /** ACO's "Instructions" statistic (counted before the assembler's alignment padding; tools/aco_parity.ts). */
  readonly instructions: number;
}

export interface RadvShaderDump {
  readonly lines: readonly RadvListingLine[];
  /** The listing as assembly text the assembler accepts (labels and instructions, one per line). */
  readonly assembly: string;
  /** From `*** SHADER STATS ***` when the dump has them (`--stats`). */
  readonly stats?: RadvShaderStats;
}

/** The section names RADV prints (radv_get_shader_name): "Pixel Shader", "Vertex Shader as VS", "Vertex Shader as ESGS", … */
export const PIXEL_SHADER = 'Pixel Shader';

function escaped(name: string): string {
  return name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The dump has a disassembly section for this shader name. */
export function hasRadvShader(text: string, shader: string): boolean {
  return disasmHeader(shader).test(text);
}

function disasmHeader(shader: string): RegExp {
  return new RegExp(`^${escaped(shader)}\\s*\\n\\s*disasm:\\s*$`, 'm');
}
const INSTRUCTION = /^\s+(\S.*?)\s*;((?:\s+[0-9a-f]{8})+)\s*$/;
const LABEL = /^(BB\d+):\s*$/;
const REPEAT = /^\s+\(then repeated (\d+) times?\)\s*$/;

function dumpError(detail: string, line = 0): IsaError {
  return new IsaError('syntax', detail, line ? `RADV dump line ${line}` : 'RADV dump');
}

function readStats(text: string, shader: string): RadvShaderStats | undefined {
  const at = text.search(new RegExp(`^${escaped(shader)}:\\s*\\n\\*\\*\\* SHADER STATS \\*\\*\\*`, 'm'));
  if (at < 0) return undefined;
  const section = text.slice(at, text.indexOf('********************', at + 1));
  const count = (name: string) => {
    const m = new RegExp(`^${name}: (\\d+)$`, 'm').exec(section);
    if (!m) throw dumpError(`the '${shader}' statistics have no '${name}:' line`);
    return Number(m[1]);
  };
  return { sgprs: count('SGPRs'), vgprs: count('VGPRs'), instructions: count('Instructions') };
}

export function parseRadvDump(text: string, shader = PIXEL_SHADER): RadvShaderDump {
  const header = disasmHeader(shader).exec(text);
  if (!header) throw dumpError(`no '${shader}' disassembly section ('${shader}' followed by 'disasm:')`);
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
  if (!lines.some((l) => l.words.length > 0)) throw dumpError(`the '${shader}' disassembly has no instructions`);
  const stats = readStats(text, shader);
  return { lines, assembly: lines.map((l) => l.text).join('\n') + '\n', ...(stats ? { stats } : {}) };
}
