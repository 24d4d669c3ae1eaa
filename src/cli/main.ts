#!/usr/bin/env node
/**
 * The `popsim` command. Subcommands today: asm, disasm, demo, targets.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseTarget, TARGET_NAME_LIST, type Target } from '../isa/gfx_level.js';
import { assembleLines } from '../isa/assembler.js';
import { decode } from '../isa/decoder.js';
import { instructionText, encodingComment } from '../isa/disassembler.js';
import { IsaError } from '../isa/errors.js';
import { parseHexWords } from './hex_input.js';
import { runDemo } from './demo.js';

const HELP = `popsim — a software model of AMD Primitive Ordered Pixel Shading

Usage:
  popsim asm --gpu <gpu> [--wave32] [-o out.bin] <file.s | ->
      Assemble LLVM-syntax AMD assembly. Prints each instruction with its
      encoding as 'llvm-mc -show-encoding' does; -o also writes the binary.
  popsim disasm --gpu <gpu> [--wave32] <file.bin | file.hex | ->
      Disassemble machine code. .bin files are raw little-endian bytes; other
      files (and stdin) are hex text: bytes as 0x01,0x02,... (llvm-mc style) or
      32-bit words (0xbf810000 or bf810000). Output is accepted by 'popsim asm'
      and by llvm-mc.
  popsim demo
      Assemble and disassemble the bundled POPS ordered-section sequences for
      GFX9, GFX10.3 and GFX11 (the default job until rendering lands).
  popsim targets
      List GPU names accepted by --gpu.

GPUs: ${TARGET_NAME_LIST.join(', ')}
GFX10+ assembles for wave64 by default (pixel shaders run wave64); --wave32 switches.
`;

class UsageError extends Error {}

interface Args {
  readonly command: string | undefined;
  readonly gpu?: string;
  readonly wave32: boolean;
  readonly output?: string;
  readonly files: string[];
}

function parseArgs(argv: readonly string[]): Args {
  const files: string[] = [];
  let gpu: string | undefined;
  let output: string | undefined;
  let wave32 = false;
  const [command, ...rest] = argv;
  for (let i = 0; i < rest.length; i++) {
    const a = rest[i]!;
    if (a === '--gpu' || a === '-o') {
      const value = rest[++i];
      if (value === undefined) throw new UsageError(`${a} needs a value`);
      if (a === '--gpu') gpu = value;
      else output = value;
    } else if (a.startsWith('--gpu=')) gpu = a.slice(6);
    else if (a === '--wave32') wave32 = true;
    else if (a === '--wave64') wave32 = false;
    else if (a.startsWith('-') && a !== '-') throw new UsageError(`unknown option ${a}`);
    else files.push(a);
  }
  return { command, gpu, wave32, output, files };
}

function targetOfArgs(args: Args): Target {
  if (!args.gpu) throw new UsageError('--gpu is required');
  return parseTarget(args.gpu, { wave32: args.wave32 });
}

function readInput(args: Args, binary: boolean): string | Buffer {
  if (args.files.length !== 1) throw new UsageError('expected exactly one input file (or - for stdin)');
  const file = args.files[0]!;
  const data = readFileSync(file === '-' ? 0 : file);
  return binary ? data : data.toString('utf8');
}

/** Tab, text padded to 40 columns, encoding comment: llvm-mc -show-encoding's layout. */
export function showEncodingLine(text: string, words: ArrayLike<number>): string {
  return `\t${text.padEnd(39)} ${encodingComment(words)}`;
}

function cmdAsm(args: Args): void {
  const target = targetOfArgs(args);
  const lines = assembleLines(readInput(args, false) as string, target);
  const out: number[] = [];
  for (const l of lines) {
    console.log(showEncodingLine(instructionText(l.inst, target), l.words));
    out.push(...l.words);
  }
  if (args.output) writeFileSync(args.output, Buffer.from(Uint32Array.from(out).buffer));
}

function cmdDisasm(args: Args): void {
  const target = targetOfArgs(args);
  const file = args.files[0];
  const isBinary = file !== undefined && file.endsWith('.bin');
  const input = readInput(args, isBinary);
  let words: Uint32Array;
  if (typeof input === 'string') words = parseHexWords(input);
  else {
    if (input.length % 4 !== 0) throw new UsageError(`${file}: ${input.length} bytes is not a whole number of dwords`);
    words = new Uint32Array(input.buffer.slice(input.byteOffset, input.byteOffset + input.length));
  }
  for (const inst of decode(words, target)) {
    const bytes = words.subarray(inst.byteOffset / 4, inst.byteOffset / 4 + inst.dwords);
    console.log(showEncodingLine(instructionText(inst, target), bytes));
  }
}

export function main(argv: readonly string[]): number {
  try {
    const args = parseArgs(argv);
    switch (args.command) {
      case 'asm':
        cmdAsm(args);
        return 0;
      case 'disasm':
        cmdDisasm(args);
        return 0;
      case 'demo':
        runDemo((line) => console.log(line));
        return 0;
      case 'targets':
        console.log(TARGET_NAME_LIST.join('\n'));
        return 0;
      case undefined:
      case 'help':
      case '--help':
      case '-h':
        process.stdout.write(HELP);
        return args.command === undefined ? 1 : 0;
      default:
        throw new UsageError(`unknown command '${args.command}'`);
    }
  } catch (e) {
    if (e instanceof UsageError) {
      console.error(`popsim: ${e.message}\nRun 'popsim --help' for usage.`);
      return 2;
    }
    if (e instanceof IsaError) {
      console.error(`popsim: ${e.message}`);
      return 1;
    }
    if (e instanceof Error && 'code' in e && (e as NodeJS.ErrnoException).code === 'ENOENT') {
      console.error(`popsim: ${e.message}`);
      return 1;
    }
    throw e;
  }
}

process.exitCode = main(process.argv.slice(2));
