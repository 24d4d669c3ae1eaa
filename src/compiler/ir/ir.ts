/**
 * popsim's SSA IR: scalar typed values, instructions in blocks, and
 * structured control flow (if / loop regions) as a tree, NIR-style.
 *
 * Control-flow lists (`CfList`) alternate blocks and regions, and always start
 * and end with a block, so every region has a block before and after it:
 *  - phis merging the two sides of an `if` sit at the start of the block
 *    that follows it, with one source per predecessor;
 *  - loop-carried phis sit at the start of the loop body's first block, with
 *    sources from the block before the loop and from every block that
 *    continues (including the body's last block when it does not jump).
 * A `break`/`continue` jump is the last instruction of a block that is the
 * last node of its list. Predecessors are derived from this structure
 * (see cfg.ts); nothing stores them.
 *
 * Function-local variables (`load_var`/`store_var`) exist only until
 * lower_vars_to_ssa; calls and returns only until inline.
 */
import type { AluOp } from './alu_ops.js';
import type { IntrinsicIndex, IntrinsicOp } from './intrinsics.js';
import type { ScalarType } from './types.js';
import type { InterlockMode } from '../spirv/interlock.js';

export interface Value {
  readonly id: number;
  readonly type: ScalarType;
}

export interface AluInstr {
  readonly kind: 'alu';
  readonly op: AluOp;
  readonly dest: Value;
  srcs: Value[];
}

/** A constant: raw 32-bit pattern (f32 bits, bool 0/1). */
export interface ConstInstr {
  readonly kind: 'const';
  readonly dest: Value;
  readonly bits: number;
}

export interface IntrinsicInstr {
  readonly kind: 'intrinsic';
  readonly op: IntrinsicOp;
  readonly dests: readonly Value[];
  srcs: Value[];
  readonly index: IntrinsicIndex;
}

export interface PhiSource {
  readonly pred: Block;
  value: Value;
}

export interface PhiInstr {
  readonly kind: 'phi';
  readonly dest: Value;
  srcs: PhiSource[];
}

/** A function-local scalar variable (SPIR-V Function storage, phis during translation). */
export interface LocalVar {
  readonly id: number;
  readonly name: string;
  readonly type: ScalarType;
}

export interface LoadVarInstr {
  readonly kind: 'load_var';
  readonly dest: Value;
  readonly variable: LocalVar;
}

export interface StoreVarInstr {
  readonly kind: 'store_var';
  readonly variable: LocalVar;
  value: Value;
}

export interface CallInstr {
  readonly kind: 'call';
  readonly callee: Func;
  readonly dests: readonly Value[];
  args: Value[];
}

export interface JumpInstr {
  readonly kind: 'jump';
  readonly target: 'break' | 'continue' | 'return';
  /** Returned values (return only). */
  values: Value[];
}

export type Instr =
  | AluInstr
  | ConstInstr
  | IntrinsicInstr
  | PhiInstr
  | LoadVarInstr
  | StoreVarInstr
  | CallInstr
  | JumpInstr;

export interface Block {
  readonly kind: 'block';
  readonly id: number;
  instrs: Instr[];
}

export interface IfNode {
  readonly kind: 'if';
  readonly id: number;
  cond: Value;
  then: CfList;
  else: CfList;
}

export interface LoopNode {
  readonly kind: 'loop';
  readonly id: number;
  body: CfList;
}

export type CfNode = Block | IfNode | LoopNode;

/** Alternating blocks and regions, first and last a block. */
export type CfList = CfNode[];

export interface Func {
  readonly name: string;
  params: Value[];
  returnTypes: ScalarType[];
  body: CfList;
  locals: LocalVar[];
}

export type Stage = 'vertex' | 'fragment';

/** Fragment shader interlock execution mode: one definition, the SPIR-V reader's (R11: ordered and unordered get the same implementation). */
export type { InterlockGranularity, InterlockMode } from '../spirv/interlock.js';

export interface ShaderInfo {
  readonly stage: Stage;
  readonly interlock: InterlockMode | undefined;
  readonly earlyFragmentTests: boolean;
  readonly originUpperLeft: boolean;
  readonly depthReplacing: boolean;
  /** Sample shading is forced by the shader (reads SampleId or sample-qualified inputs). */
  readonly sampleShading: boolean;
}

export interface Shader {
  info: ShaderInfo;
  entry: Func;
  /** Every function, the entry included; after inline only the entry remains. */
  functions: Func[];
  /** Next free id for values, blocks, regions and locals. */
  nextId: number;
}

export function newId(shader: Shader): number {
  return shader.nextId++;
}
