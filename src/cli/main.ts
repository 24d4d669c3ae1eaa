#!/usr/bin/env node
/**
 * The `popsim` command. Subcommands: asm, disasm, compile, cts, regs, demo, targets.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseTarget, TARGET_NAME_LIST, type Target } from '../isa/gfx_level.js';
import { assembleLines } from '../isa/assembler.js';
import { decode } from '../isa/decoder.js';
import { instructionText, encodingComment } from '../isa/disassembler.js';
import { parseHexWords } from './hex_input.js';
import { runDemo } from './demo.js';
import { cliOptions } from './cli_options.js';
import { compileFile, compileListing, parsePopsDebug, POPS_DEBUG_NAMES } from './compile_command.js';
import type { Stage } from '../compiler/ir/ir.js';
import { CTS_HELP, runCtsCommand } from './cts_command.js';
import { REGS_HELP, runRegsCommand } from './regs_command.js';
import { EXIT_STATUS_HELP, reportError, UsageError } from './exit_status.js';
import { parseJobLimit, type JobLimitOptions } from './job_limit_options.js';

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
  popsim compile --gpu <gpu> [--stage vertex|fragment] [--entry name] [--ir]
                 [--wave32] [--pops-debug switch,...] [--intrawave-collisions]
                 <shader.frag | .vert | .spv>
      Compile a GLSL or SPIR-V shader with popsim's compiler and print the
      register values a driver programs and the disassembly; --ir also prints
      the optimised IR. --intrawave-collisions runs the ordered section per
      layer of overlapping quads (S8, GFX9–10.3). --pops-debug removes POPS protocol elements for
      experiments: ${Object.keys(POPS_DEBUG_NAMES).join(', ')}.
${CTS_HELP}${REGS_HELP}  popsim demo [--job-timeout CYCLES] [--wall-guard SECONDS]
      The main job: the compiler's POPS protocol per generation, conformance
      cases through the API and GPU model on RAVEN, NAVI21 and NAVI31, pixel
      vs sample interlock cost under 4x MSAA (R2), and a hang report from a
      broken wait loop (S2). The job limits are as for popsim cts.
  popsim targets
      List GPU names accepted by --gpu.

GPUs: ${TARGET_NAME_LIST.join(', ')}
GFX10+ assembles for wave64 by default (pixel shaders run wave64); --wave32 switches.
${EXIT_STATUS_HELP}`;

interface Args {
  readonly command: string | undefined;
  readonly gpu?: string;
  readonly wave32: boolean;
  readonly output?: string;
  readonly stage?: string;
  readonly entry?: string;
  readonly popsDebug?: string;
  readonly jobTimeout?: string;
  readonly wallGuard?: string;
  readonly ir: boolean;
  readonly intrawaveCollisions: boolean;
  readonly files: string[];
}

/** Options that take a value, and the Args field each fills. */
type ValueField = 'gpu' | 'output' | 'stage' | 'entry' | 'popsDebug' | 'jobTimeout' | 'wallGuard';
const VALUE_OPTIONS: Readonly<Record<string, ValueField>> = {
  '--gpu': 'gpu',
  '-o': 'output',
  '--stage': 'stage',
  '--entry': 'entry',
  '--pops-debug': 'popsDebug',
  '--job-timeout': 'jobTimeout',
  '--wall-guard': 'wallGuard',
};

function parseArgs(argv: readonly string[]): Args {
  const files: string[] = [];
  const values: Partial<Record<ValueField, string>> = {};
  let wave32 = false;
  let ir = false;
  let intrawaveCollisions = false;
  const [command, ...rest] = argv;
  for (const { name, arg: a, value } of cliOptions(rest, (n) => new UsageError(`${n} needs a value`))) {
    const field = VALUE_OPTIONS[name];
    if (field) values[field] = value();
    else if (a === '--wave32') wave32 = true;
    else if (a === '--wave64') wave32 = false;
    else if (a === '--ir') ir = true;
    else if (a === '--intrawave-collisions') intrawaveCollisions = true;
    else if (a.startsWith('-') && a !== '-') throw new UsageError(`unknown option ${a}`);
    else files.push(a);
  }
  return { command, wave32, ir, intrawaveCollisions, files, ...values };
}

function jobLimitsOfArgs(args: Args): JobLimitOptions {
  const bad = (name: string, message: string): Error => new UsageError(`${name}: ${message}`);
  return {
    ...(args.jobTimeout === undefined ? {} : parseJobLimit('--job-timeout', args.jobTimeout, bad)),
    ...(args.wallGuard === undefined ? {} : parseJobLimit('--wall-guard', args.wallGuard, bad)),
  };
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

function stageOfArgs(args: Args): Stage | undefined {
  if (args.stage === undefined) return undefined;
  if (args.stage === 'vertex' || args.stage === 'fragment') return args.stage;
  throw new UsageError(`--stage must be vertex or fragment, not '${args.stage}'`);
}

async function cmdCompile(args: Args): Promise<void> {
  const target = targetOfArgs(args);
  if (args.files.length !== 1) throw new UsageError('expected exactly one shader file');
  const result = await compileFile({
    file: args.files[0]!,
    target,
    stage: stageOfArgs(args),
    entryPoint: args.entry,
    showIr: args.ir,
    debug: parsePopsDebug(args.popsDebug ?? ''),
    intrawaveCollisions: args.intrawaveCollisions,
  });
  console.log(compileListing(result, target, args.ir));
}

export async function main(argv: readonly string[]): Promise<number> {
  try {
    // `cts` has its own options (docs/cts.md).
    if (argv[0] === 'cts') return await runCtsCommand(argv.slice(1));
    if (argv[0] === 'regs') return await runRegsCommand(argv.slice(1));
    const args = parseArgs(argv);
    switch (args.command) {
      case 'compile':
        await cmdCompile(args);
        return 0;
      case 'asm':
        cmdAsm(args);
        return 0;
      case 'disasm':
        cmdDisasm(args);
        return 0;
      case 'demo':
        await runDemo((line) => console.log(line), jobLimitsOfArgs(args));
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
    return reportError(e);
  }
}

process.exitCode = await main(process.argv.slice(2));
