/**
 * Runs LLVM's AMDGPU assembler (`llvm-mc` from LLVM 15) in batches: the oracle
 * the ISA layer is checked against and the source of the generated opcode
 * numbers. Used by tools/gen_opcodes.ts and the cross-check tests only; popsim
 * itself never calls it.
 */
import { spawnSync } from 'node:child_process';

export interface McTarget {
  readonly cpu: string;
  readonly wave64: boolean;
}

let cached: string | null | undefined;

/** Path of an LLVM 15 llvm-mc, or undefined when none is installed. */
export function findLlvmMc(): string | undefined {
  if (cached !== undefined) return cached ?? undefined;
  cached = null;
  for (const candidate of [process.env.LLVM_MC, 'llvm-mc-15', '/usr/lib/llvm-15/bin/llvm-mc', 'llvm-mc']) {
    if (!candidate) continue;
    const r = spawnSync(candidate, ['--version'], { encoding: 'utf8' });
    if (r.status === 0 && /LLVM version 15\./.test(r.stdout)) {
      cached = candidate;
      break;
    }
  }
  return cached ?? undefined;
}

function mattr(t: McTarget): string[] {
  if (/^gfx9/.test(t.cpu)) return [];
  return [`-mattr=${t.wave64 ? '+wavefrontsize64' : '+wavefrontsize32'}`];
}

/** One result per input line: printed text and bytes, or the error LLVM reported. */
export interface McResult {
  readonly text?: string;
  readonly bytes?: number[];
  readonly error?: string;
}

function run(args: string[], input: string): { stdout: string; stderr: string } {
  const mc = findLlvmMc();
  if (!mc) throw new Error('llvm-mc (LLVM 15) is not installed');
  const r = spawnSync(mc, args, { input, encoding: 'utf8', maxBuffer: 1 << 28 });
  if (r.error) throw r.error;
  return { stdout: r.stdout, stderr: r.stderr };
}

/** Line numbers (1-based) that llvm-mc reported an error or warning for, with the message. */
function diagnostics(stderr: string): Map<number, string> {
  const out = new Map<number, string>();
  for (const m of stderr.matchAll(/^<stdin>:(\d+):\d+: (?:error|warning): (.*)$/gm)) {
    if (!out.has(Number(m[1]))) out.set(Number(m[1]), m[2]!);
  }
  return out;
}

function parseOutput(stdout: string): Array<{ text: string; bytes: number[] }> {
  const out: Array<{ text: string; bytes: number[] }> = [];
  for (const line of stdout.split('\n')) {
    const m = /^\s*(.*?)\s*; encoding: \[([^\]]*)\]/.exec(line);
    if (!m) continue;
    out.push({ text: m[1]!.replace(/\s+/g, ' ').trim(), bytes: m[2]!.split(',').map((b) => Number(b)) });
  }
  return out;
}

/** Assembles each line separately (one instruction per line). */
export function mcAssemble(lines: readonly string[], t: McTarget): McResult[] {
  const { stdout, stderr } = run(['-arch=amdgcn', `-mcpu=${t.cpu}`, ...mattr(t), '-show-encoding'], lines.join('\n') + '\n');
  const bad = diagnostics(stderr);
  const good = parseOutput(stdout);
  let next = 0;
  return lines.map((_, i) => {
    const err = bad.get(i + 1);
    if (err !== undefined) return { error: err };
    const r = good[next++];
    return r ? { text: r.text, bytes: r.bytes } : { error: 'no output' };
  });
}

/** Disassembles each byte sequence separately (one instruction per entry). */
export function mcDisassemble(instructions: readonly number[][], t: McTarget): McResult[] {
  const input = instructions.map((bytes) => bytes.map((b) => '0x' + b.toString(16).padStart(2, '0')).join(',')).join('\n') + '\n';
  const { stdout, stderr } = run(['-arch=amdgcn', `-mcpu=${t.cpu}`, ...mattr(t), '-disassemble', '-show-encoding'], input);
  const bad = diagnostics(stderr);
  const good = parseOutput(stdout);
  let next = 0;
  return instructions.map((_, i) => {
    const err = bad.get(i + 1);
    if (err !== undefined) return { error: err };
    const r = good[next++];
    return r ? { text: r.text, bytes: r.bytes } : { error: 'no output' };
  });
}

export function bytesToWords(bytes: readonly number[]): number[] {
  const words: number[] = [];
  for (let i = 0; i + 3 < bytes.length; i += 4) {
    words.push((bytes[i]! | (bytes[i + 1]! << 8) | (bytes[i + 2]! << 16) | (bytes[i + 3]! << 24)) >>> 0);
  }
  return words;
}

export function wordsToBytes(words: ArrayLike<number>): number[] {
  const bytes: number[] = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i]! >>> 0;
    bytes.push(w & 0xff, (w >>> 8) & 0xff, (w >>> 16) & 0xff, w >>> 24);
  }
  return bytes;
}
