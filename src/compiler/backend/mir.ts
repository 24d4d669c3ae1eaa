/**
 * Machine IR (ACO's aco_ir in miniature): a linear list of blocks holding
 * instructions with ISA mnemonics or `p_*` pseudo-ops. Before register
 * allocation operands are temporaries with a register class; afterwards
 * `lower_to_hw` maps them to physical registers. Temporaries are not
 * strictly SSA: phi results, saved exec masks and loop masks are written on
 * several paths (out-of-SSA happens in isel), which the allocator handles
 * with liveness over the linear CFG.
 */
import type { Format, Modifiers } from '../../isa/instruction.js';

export type RegFile = 's' | 'v';

export interface RegClass {
  readonly file: RegFile;
  /** Size in dwords. */
  readonly size: number;
}

export const S1: RegClass = { file: 's', size: 1 };
export const S2: RegClass = { file: 's', size: 2 };
export const S4: RegClass = { file: 's', size: 4 };
export const S8: RegClass = { file: 's', size: 8 };
export const V1: RegClass = { file: 'v', size: 1 };

export function vclass(size: number): RegClass {
  return { file: 'v', size };
}

export interface Temp {
  readonly kind: 'temp';
  readonly id: number;
  readonly rc: RegClass;
}

export type MOperand =
  | Temp
  /** A physical register (exec, vcc, m0, null, src_pops_exiting_wave_id) in the ISA's code space. */
  | { readonly kind: 'fixed'; readonly code: number; readonly size: number }
  | { readonly kind: 'const'; readonly code: number }
  | { readonly kind: 'literal'; readonly value: number }
  | { readonly kind: 'imm'; readonly value: number }
  | { readonly kind: 'off' }
  /** Branch target: a block id. */
  | { readonly kind: 'label'; readonly block: number };

/**
 * Pseudo-operations (lowered by lower_to_hw):
 *  p_startpgm            defines the argument temporaries (precolored)
 *  p_copy                def := op (any class; SGPR→VGPR via v_mov)
 *  p_create_vector       def (N dwords) := ops concatenated
 *  p_split_vector        defs := dwords of op
 *  p_extract_vector      def := dword k of ops[0] (ops[1] = imm k; ACO's p_extract_vector)
 *  p_pops_gfx9_add_exiting_wave_id   def := src_pops_exiting_wave_id + op (C1: volatile,
 *                        never value-numbered or merged; lowered to s_add_i32 with operand 239)
 *  p_pops_gfx9_overlapped_wave_wait_done   acquire barrier marker (C3), emits nothing
 *  p_pops_gfx9_ordered_section_done        release barrier marker (C3), emits nothing
 */
export type PseudoOp =
  | 'p_startpgm'
  | 'p_copy'
  | 'p_create_vector'
  | 'p_split_vector'
  | 'p_extract_vector'
  | 'p_pops_gfx9_add_exiting_wave_id'
  | 'p_pops_gfx9_overlapped_wave_wait_done'
  | 'p_pops_gfx9_ordered_section_done';

export interface MInstr {
  /** ISA mnemonic (pre-GFX11 names are accepted on GFX11) or a PseudoOp. */
  readonly op: string;
  /** Encoding; undefined = the instruction's native format. */
  readonly format?: Format;
  readonly defs: readonly MOperand[];
  readonly ops: readonly MOperand[];
  readonly mods: Modifiers;
  /** ops[0] is the same register as defs[0] (VMEM atomics with return, v_interp_p2_f32): printed once. */
  readonly tied?: boolean;
}

export interface MBlock {
  readonly id: number;
  readonly instrs: MInstr[];
}

export interface MProgram {
  readonly blocks: MBlock[];
  /** Temporaries pinned to a register (arguments): temp id → first register code. */
  readonly precolored: ReadonlyMap<number, number>;
  readonly tempCount: number;
}

export function isPseudo(op: string): boolean {
  return op.startsWith('p_');
}

export function isTemp(op: MOperand): op is Temp {
  return op.kind === 'temp';
}

export const BRANCHES = new Set([
  's_branch',
  's_cbranch_scc0',
  's_cbranch_scc1',
  's_cbranch_execz',
  's_cbranch_execnz',
  's_cbranch_vccz',
  's_cbranch_vccnz',
]);

/** Linear successors of block `index`: branch targets, then the fall-through unless the block ends unconditionally. */
export function successors(program: MProgram, index: number): number[] {
  const block = program.blocks[index]!;
  const out: number[] = [];
  let falls = true;
  for (const instr of block.instrs) {
    if (BRANCHES.has(instr.op)) {
      const label = instr.ops[0];
      if (label?.kind === 'label') out.push(program.blocks.findIndex((b) => b.id === label.block));
      if (instr.op === 's_branch') falls = false;
    } else if (instr.op === 's_endpgm') falls = false;
  }
  if (falls && index + 1 < program.blocks.length) out.push(index + 1);
  return out;
}

/** Registers an instruction touches, for dependence checks: temp ids read and written. */
export function tempsOf(list: readonly MOperand[]): number[] {
  const out: number[] = [];
  for (const o of list) if (o.kind === 'temp') out.push(o.id);
  return out;
}
