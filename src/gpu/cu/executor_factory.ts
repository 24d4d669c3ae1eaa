/**
 * The contract between program translation (compileProgram, translate.ts) and
 * the per-format executor factories: what a factory is told about the
 * instruction it translates and what it returns. The factories, the JIT
 * templates (block_compiler.ts, jit_*.ts) and the operand binders read the
 * same TranslateContext, so it lives apart from compileProgram, which
 * imports the block compiler.
 */
import type { GfxLevel, Target } from '../../isa/gfx_level.js';
import type { DecodedInstruction, Format } from '../../isa/instruction.js';
import type { Effect } from './effect.js';
import type { InstructionClass } from './timing_table.js';
import type { Wave, WaveHost } from './wave.js';

/** What a factory knows about the instruction it translates. */
export interface TranslateContext {
  readonly target: Target;
  readonly gfx: GfxLevel;
  readonly waveSize: 32 | 64;
  /**
   * The instruction's generation-independent name: the pre-GFX11 spelling
   * (`s_andn2_b32` for GFX11's `s_and_not1_b32`, `v_add_u32` for GFX10's
   * `v_add_nc_u32`), so one executor serves every generation.
   */
  readonly name: string;
  /** Index of this instruction in the program. */
  readonly index: number;
  /** GPU virtual address of the program's first byte (s_getpc_b64, s_setpc_b64). */
  readonly baseAddress: number;
  /** Instruction index starting at a byte offset; CuError 'bad-branch-target' otherwise. */
  indexOfByte(byteOffset: number): number;
}

/** A factory's result; compileProgram adds the decoded instruction and its issue cycles. */
export interface TranslatedInstruction {
  readonly cls: InstructionClass;
  readonly interacts: boolean;
  /** Executes the instruction and advances `wave.index` (branches set it). */
  readonly exec: (wave: Wave, host: WaveHost) => Effect | undefined;
}

/** Returns undefined for an instruction it does not implement. */
export type ExecutorFactory = (inst: DecodedInstruction, ctx: TranslateContext) => TranslatedInstruction | undefined;

export type ExecutorRegistry = Readonly<Partial<Record<Format, ExecutorFactory>>>;
