/**
 * Program translation: decode the machine code once and turn every
 * instruction into an executor closure, chosen by its encoding format from a
 * registry of factories. The ALU factories live in this unit
 * (alu_executors.ts); the memory, interpolation and export factories are
 * registered by their own files. An instruction no factory accepts is a
 * CuError naming it and its byte offset — at translate time, not when a wave
 * happens to reach it.
 */
import { decode } from '../../isa/decoder.js';
import type { GfxLevel, Target } from '../../isa/gfx_level.js';
import { opcodeTable } from '../../isa/opcode_table.js';
import { compileBlocks } from './block_compiler.js';
import { withF16InlineConstants } from './inline_constants16.js';
import { CuError } from './errors.js';
import { findPopsWaitLoop } from './pops_wait_loop.js';
import type { ExecutorRegistry, TranslateContext } from './executor_factory.js';
import { classIndex, issueCycles } from './timing_table.js';
import type { CompiledInstruction, CompiledProgram } from './wave.js';

export interface CompileOptions {
  /** GPU virtual address the code was loaded at (default 0). */
  readonly baseAddress?: number;
  /** Compile straight ALU runs into JavaScript functions (block_compiler.ts); default true. false = closures only. */
  readonly blocks?: boolean;
}

/** Generation-independent name of a decoded mnemonic (see TranslateContext.name). */
export function canonicalName(op: string, gfx: GfxLevel): string {
  return opcodeTable(gfx).byMnemonic.get(op)?.def.name ?? op;
}

export function compileProgram(
  words: Uint32Array,
  target: Target,
  executors: ExecutorRegistry,
  options: CompileOptions = {},
): CompiledProgram {
  const decoded = decode(words, target).map((inst) => withF16InlineConstants(inst, target.gfx));
  const byteToIndex = new Int32Array(words.length).fill(-1);
  decoded.forEach((inst, i) => (byteToIndex[inst.byteOffset >> 2] = i));
  const byteLength = words.length * 4;
  const baseAddress = options.baseAddress ?? 0;

  const indexOfByte = (byteOffset: number): number => {
    const index = byteOffset >= 0 && byteOffset < byteLength && byteOffset % 4 === 0 ? byteToIndex[byteOffset >> 2]! : -1;
    if (index < 0) throw new CuError('bad-branch-target', byteOffset, '', 'not the start of an instruction of the program');
    return index;
  };

  const contexts: TranslateContext[] = [];
  const instructions: CompiledInstruction[] = decoded.map((inst, index) => {
    const ctx: TranslateContext = {
      target,
      gfx: target.gfx,
      waveSize: target.wave64 ? 64 : 32,
      name: canonicalName(inst.op, target.gfx),
      index,
      baseAddress,
      indexOfByte: (byteOffset) => {
        try {
          return indexOfByte(byteOffset);
        } catch (e) {
          if (e instanceof CuError) {
            throw new CuError(e.code, inst.byteOffset, inst.op, `target byte offset 0x${byteOffset.toString(16)} is not an instruction`);
          }
          throw e;
        }
      },
    };
    contexts.push(ctx);
    const translated = executors[inst.format]?.(inst, ctx);
    if (!translated) {
      throw new CuError('unsupported-instruction', inst.byteOffset, inst.op, `${inst.op} (${inst.format}) is not implemented by the GPU model`);
    }
    return { inst, ...translated, issueCycles: issueCycles(translated.cls, target), clsIndex: classIndex(translated.cls) };
  });

  const blocks = options.blocks === false ? undefined : compileBlocks(instructions, contexts);
  const popsWaitLoop = findPopsWaitLoop(instructions, (i) => contexts[i]!.name, indexOfByte, blocks);
  return { target, instructions, blocks, popsWaitLoop, baseAddress, indexOfByte };
}
