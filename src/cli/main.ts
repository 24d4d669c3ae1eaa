#!/usr/bin/env node
/**
 * The `popsim` command. Subcommands: asm, disasm, compile, cts, regs, run, oit, resolve, demo, targets.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseTarget, TARGET_NAME_LIST, type Target } from '../isa/gfx_level.js';
import { assembleLines } from '../isa/assembler.js';
import { decode } from '../isa/decoder.js';
import { instructionText, encodingComment } from '../isa/disassembler.js';
import { parseHexWords } from './hex_input.js';
import { runDemo } from './demo.js';
import { IsaError } from '../isa/errors.js';
import { parseCommandLine, requiredValue, type CommandLine, type OptionSpec } from './cli_options.js';
import { compileFile, compileListing, parsePopsDebug, parseStage, POPS_DEBUG_NAMES } from './compile_command.js';
import { CTS_HELP, runCtsCommand } from './cts_command.js';
import { REGS_HELP, runRegsCommand } from './regs_command.js';
import { RUN_HELP, runRunCommand } from './run_command.js';
import { OIT_HELP, runOitCommand } from './oit_command.js';
import { RESOLVE_HELP, runResolveCommand } from './resolve_command.js';
import { EXIT, EXIT_STATUS_HELP, reportError, UsageError } from './exit_status.js';
import { JOB_LIMIT_OPTIONS, jobLimitsOf } from './job_limit_options.js';

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
      experiments: ${Object.keys(POPS_DEBUG_NAMES).join(', ')};
      a switch whose element the GPU's protocol lacks is refused.
${CTS_HELP}${REGS_HELP}${RUN_HELP}${OIT_HELP}${RESOLVE_HELP}  popsim demo [--job-timeout CYCLES] [--wall-guard SECONDS]
      The main job: the compiler's POPS protocol per generation, conformance
      cases through the API and GPU model on RAVEN, NAVI21 and NAVI31, pixel
      vs sample interlock cost under 4x MSAA (R2), and a hang report from a
      broken wait loop (S2). The job limits are as for popsim cts.
  popsim targets
      List GPU names accepted by --gpu.

GPUs: ${TARGET_NAME_LIST.join(', ')}
GFX10+ assembles for wave64 by default (pixel shaders run wave64); --wave32 switches.
'popsim <command> --help' prints this text.
${EXIT_STATUS_HELP}`;

/** The option table of each subcommand parsed here (`cts`, `regs` and `oit` have their own). */
const SPECS = {
  asm: {
    values: ['--gpu', '-o'],
    flags: ['--wave32', '--wave64'],
    exclusive: [['--wave32', '--wave64']],
    positionals: { min: 1, max: 1, what: 'input file (or - for stdin)' },
  },
  disasm: {
    values: ['--gpu'],
    flags: ['--wave32', '--wave64'],
    exclusive: [['--wave32', '--wave64']],
    positionals: { min: 1, max: 1, what: 'input file (or - for stdin)' },
  },
  compile: {
    values: ['--gpu', '--stage', '--entry', '--pops-debug'],
    flags: ['--wave32', '--wave64', '--ir', '--intrawave-collisions'],
    exclusive: [['--wave32', '--wave64']],
    positionals: { min: 1, max: 1, what: 'shader file' },
  },
  demo: { values: JOB_LIMIT_OPTIONS, positionals: { min: 0, max: 0, what: 'arguments' } },
  targets: { positionals: { min: 0, max: 0, what: 'arguments' } },
} as const satisfies Readonly<Record<string, OptionSpec>>;

function targetOf(line: CommandLine): Target {
  return parseTarget(requiredValue(line, '--gpu'), { wave32: line.flags.has('--wave32') });
}

function readInput(file: string, binary: boolean): string | Buffer {
  const data = readFileSync(file === '-' ? 0 : file);
  return binary ? data : data.toString('utf8');
}

/** Tab, text padded to 40 columns, encoding comment: llvm-mc -show-encoding's layout. */
export function showEncodingLine(text: string, words: ArrayLike<number>): string {
  return `\t${text.padEnd(39)} ${encodingComment(words)}`;
}

function cmdAsm(line: CommandLine): void {
  const target = targetOf(line);
  const lines = assembleLines(readInput(line.positionals[0]!, false) as string, target);
  const out: number[] = [];
  for (const l of lines) {
    console.log(showEncodingLine(instructionText(l.inst, target), l.words));
    out.push(...l.words);
  }
  const output = line.values.get('-o');
  if (output !== undefined) writeFileSync(output, Buffer.from(Uint32Array.from(out).buffer));
}

function cmdDisasm(line: CommandLine): void {
  const target = targetOf(line);
  const file = line.positionals[0]!;
  const input = readInput(file, file.endsWith('.bin'));
  let words: Uint32Array;
  if (typeof input === 'string') words = parseHexWords(input);
  else {
    if (input.length % 4 !== 0) throw new IsaError('truncated', `${input.length} bytes is not a whole number of dwords`, file);
    words = new Uint32Array(input.buffer.slice(input.byteOffset, input.byteOffset + input.length));
  }
  for (const inst of decode(words, target)) {
    const bytes = words.subarray(inst.byteOffset / 4, inst.byteOffset / 4 + inst.dwords);
    console.log(showEncodingLine(instructionText(inst, target), bytes));
  }
}

async function cmdCompile(line: CommandLine): Promise<void> {
  const target = targetOf(line);
  const result = await compileFile({
    file: line.positionals[0]!,
    target,
    stage: parseStage(line.values.get('--stage')),
    entryPoint: line.values.get('--entry'),
    showIr: line.flags.has('--ir'),
    debug: parsePopsDebug(line.values.get('--pops-debug') ?? ''),
    intrawaveCollisions: line.flags.has('--intrawave-collisions'),
  });
  console.log(compileListing(result, target, line.flags.has('--ir')));
}

function isHelp(argv: readonly string[]): boolean {
  return argv.includes('--help') || argv.includes('-h');
}

export async function main(argv: readonly string[]): Promise<number> {
  try {
    const [command, ...rest] = argv;
    // `cts`, `regs`, `run` and `oit` have their own options (docs/cts.md, docs/driver.md, docs/api.md, docs/oit.md).
    if (command === 'cts') return await runCtsCommand(rest);
    if (command === 'regs') return await runRegsCommand(rest);
    if (command === 'run') return await runRunCommand(rest);
    if (command === 'oit') return await runOitCommand(rest);
    if (command === 'resolve') return await runResolveCommand(rest);
    if (command === undefined || command === 'help' || isHelp(argv)) {
      process.stdout.write(HELP);
      return command === undefined ? EXIT.usage : EXIT.ok;
    }
    switch (command) {
      case 'compile':
        await cmdCompile(parseCommandLine(command, rest, SPECS.compile));
        return EXIT.ok;
      case 'asm':
        cmdAsm(parseCommandLine(command, rest, SPECS.asm));
        return EXIT.ok;
      case 'disasm':
        cmdDisasm(parseCommandLine(command, rest, SPECS.disasm));
        return EXIT.ok;
      case 'demo':
        const line = parseCommandLine(command, rest, SPECS.demo);
        await runDemo((text) => console.log(text), jobLimitsOf(line, (name, message) => new UsageError(message, name)));
        return EXIT.ok;
      case 'targets':
        parseCommandLine(command, rest, SPECS.targets);
        console.log(TARGET_NAME_LIST.join('\n'));
        return EXIT.ok;
      default:
        throw new UsageError(`unknown command '${command}'`);
    }
  } catch (e) {
    return reportError(e);
  }
}

process.exitCode = await main(process.argv.slice(2));
