/**
 * The contract between decoded shader code and the engine that runs it.
 *
 * A program is decoded once and each instruction is translated into an
 * executor closure. ALU instructions only touch their own wave, so the engine
 * may run a straight run of them at once; every instruction that other waves,
 * memory or fixed-function units can observe is marked `interacts` and the
 * engine executes it at its own cycle, acting on the Effect it returns.
 */
import type { DecodedInstruction } from '../../isa/instruction.js';
import type { Target } from '../../isa/gfx_level.js';
import type { Wave } from './wave.js';
import type { MemoryOp } from './memory_op.js';

/** Timing class: what unit issues the instruction and which counter it uses. */
export type InstructionClass =
  | 'salu'
  | 'valu'
  | 'valu_trans'
  | 'branch'
  | 'smem'
  | 'vmem'
  | 'lds'
  | 'interp'
  | 'export'
  | 'message'
  | 'waitcnt'
  | 'sleep'
  | 'wait_event'
  | 'hwreg'
  | 'nop'
  | 'end';

/** Services an executing instruction needs synchronously from outside its wave. */
export interface WaveHost {
  /** Value of operand 239 for this wave's packer at the current cycle (S5). */
  popsExitingWaveId(wave: Wave): number;
}

/** What the engine must do after an interacting instruction executed. */
export type Effect =
  /** VMEM or SMEM request captured at issue; the engine completes it after its latency. */
  | { readonly kind: 'memory'; readonly op: MemoryOp }
  /** Local operation done functionally (LDS); its counter drains after `latency` cycles. */
  | { readonly kind: 'local'; readonly counter: 'lgkm'; readonly latency: number }
  /** s_waitcnt / s_waitcnt_vscnt: continue once every counter is at or below its limit. */
  | { readonly kind: 'waitcnt'; readonly vm: number; readonly vs: number; readonly lgkm: number; readonly exp: number }
  /** s_sleep N: GFX9 sleeps 64*N cycles; GFX10+ until woken or the limit (S6). */
  | { readonly kind: 'sleep'; readonly n: number }
  /** s_sendmsg / s_sendmsghalt; `id` is the message (7 = ORDERED_PS_DONE, S9). */
  | { readonly kind: 'message'; readonly id: number; readonly halt: boolean }
  /** A write changed the POPS packer association (GFX9 MODE[25:24], GFX10+ POPS_PACKER) (S3). */
  | { readonly kind: 'pops_packer'; readonly enabled: boolean; readonly packer: number }
  /** s_wait_event; `exportReady` when immediate bit 0 is clear (S10). */
  | { readonly kind: 'wait_event'; readonly exportReady: boolean }
  /** exp: target, channel enable, flags and the VGPR index of each channel (-1 = off). */
  | {
      readonly kind: 'export';
      readonly target: number;
      readonly enable: number;
      readonly done: boolean;
      readonly validMask: boolean;
      readonly compressed: boolean;
      readonly sources: readonly number[];
    }
  /** s_endpgm, or s_endpgm_ordered_ps_done which also sends ORDERED_PS_DONE (S9). */
  | { readonly kind: 'end'; readonly orderedPsDone: boolean };

export interface CompiledInstruction {
  readonly inst: DecodedInstruction;
  readonly cls: InstructionClass;
  readonly interacts: boolean;
  /** Executes the instruction and advances `wave.index` (branches set it). */
  readonly exec: (wave: Wave, host: WaveHost) => Effect | undefined;
  /** Cycles the instruction occupies its issue unit (timing_table.ts). */
  readonly issueCycles: number;
}

/** A straight run of ALU instructions compiled to one JavaScript function (block_compiler.ts). */
export interface AluBlock {
  /** Number of instructions the block executes. */
  readonly length: number;
  /** Executes them all and returns their summed issue cycles; does not advance `wave.index` past the block. */
  readonly run: (wave: Wave, host: WaveHost) => number;
}

export interface CompiledProgram {
  readonly target: Target;
  readonly instructions: readonly CompiledInstruction[];
  /** The compiled block starting at each instruction index, if any; absent when compiled without blocks. */
  readonly blocks?: readonly (AluBlock | undefined)[];
  /** GPU virtual address of the first instruction (s_getpc_b64 / s_setpc_b64). */
  readonly baseAddress: number;
  /** Instruction index of a byte offset from the program start (branch targets). */
  indexOfByte(byteOffset: number): number;
}
