/**
 * A wave and the compiled program it runs — one file because each is defined
 * by the other: a wave runs a program, and every instruction of a program
 * executes on a wave.
 *
 * The Wave is the architectural state its instructions read and write.
 * Registers live in typed arrays so per-lane work never allocates. The wave
 * knows nothing of timing; the engine owns the clock and reads the counters
 * here (and keeps its own status of the wave) to decide when it may continue.
 *
 * The program is the contract between decoded shader code and the engine
 * that runs it. A program is decoded once and each instruction is translated
 * into an executor closure (translate.ts). ALU instructions only touch their
 * own wave, so the engine may run a straight run of them at once; every
 * instruction that other waves, memory or fixed-function units can observe
 * is marked `interacts` and the engine executes it at its own cycle, acting
 * on the Effect it returns (effect.ts).
 */
import type { SurfaceTraffic } from '../memory/surface_traffic.js';
import type { Target } from '../../isa/gfx_level.js';
import type { DecodedInstruction } from '../../isa/instruction.js';
import { CODE_EXEC_HI, CODE_EXEC_LO } from '../../isa/operand.js';
import type { Effect } from './effect.js';
import type { InstructionClass } from './timing_table.js';
import { slabUint32 } from '../../common/typed_slab.js';

/**
 * The SGPR file is indexed by the 9-bit operand code for codes below 128:
 * s0..s105, vcc_lo/hi (106/107), ttmps, m0 and null (124/125, swapped on
 * GFX11), exec_lo/hi (126/127). So an instruction's source code is its index.
 */
export const SGPR_FILE_SIZE = 128;

/** Where a scalar kernel writes SCC (scalar_ops.ts): the wave, or the engine's copy of it while the wave polls (engine/wave_runner.ts, loop mode). */
export interface SccRegister {
  scc: number;
}

export interface WaveInit {
  readonly uid: number;
  readonly target: Target;
  readonly program: CompiledProgram;
  readonly vgprCount: number;
  /** The wave's slice of LDS (parameter data for interpolation, shader LDS). */
  readonly lds: Uint32Array;
}

export class Wave {
  // Field order is layout (V8 places fields in declaration order): what the
  // engine's issue loop reads first, in the object's first host cache line.
  /** Index into program.instructions of the next instruction. */
  index = 0;
  program: CompiledProgram;
  /** Indexed by operand code (see SGPR_FILE_SIZE). */
  readonly sgpr = slabUint32(SGPR_FILE_SIZE);
  scc = 0;
  /** Identity, target, code and LDS change only when the engine reuses the wave (`reset`). */
  uid: number;
  target: Target;
  readonly waveSize: 32 | 64;
  /** VGPR n of lane l is vgpr[n * waveSize + l]. */
  readonly vgpr: Uint32Array;
  /**
   * The same VGPRs as float32: an f32 operand is read as `vgprF32[i]` and an
   * f32 result stored through it — the same float32 load and store asF32 /
   * f32Bits perform, so compiled blocks and closures agree bit for bit.
   */
  readonly vgprF32: Float32Array;
  readonly vgprCount: number;
  lds: Uint32Array;
  /** HW_REG_MODE; on GFX9 bits [25:24] associate the wave with a POPS packer (S3). */
  mode = 0;
  /** HW_REG_POPS_PACKER on GFX10/10.3: [0] enable, [2:1] packer (S3). */
  popsPacker = 0;
  /** Outstanding operations per s_waitcnt counter; the engine increments at issue, decrements at completion. */
  vmcnt = 0;
  vscnt = 0;
  lgkmcnt = 0;
  expcnt = 0;
  /**
   * The wave's memory-request pool, made on its first memory instruction and
   * owned by pooled_memory_op.ts (`poolOf`, which knows its type: naming it
   * here would be an import cycle). A field, not a side table: a WeakMap
   * lookup per memory instruction missed the host's caches (docs/speed_log.md,
   * thirty-third stop).
   */
  memoryOps: object | undefined = undefined;

  constructor(init: WaveInit) {
    this.uid = init.uid;
    this.target = init.target;
    this.waveSize = init.target.wave64 ? 64 : 32;
    this.program = init.program;
    this.vgprCount = init.vgprCount;
    this.vgpr = slabUint32(init.vgprCount * this.waveSize);
    this.vgprF32 = new Float32Array(this.vgpr.buffer, this.vgpr.byteOffset, this.vgpr.length);
    this.lds = init.lds;
  }

  /**
   * Makes an ended wave a newly launched one (the engine pools waves so the
   * register files are not reallocated per wave): every register and field
   * as the constructor leaves it. The register file sizes must match.
   */
  reset(init: WaveInit): void {
    if ((init.target.wave64 ? 64 : 32) !== this.waveSize || init.vgprCount !== this.vgprCount) {
      throw new Error(`wave ${this.uid}: cannot reuse a wave${this.waveSize} with ${this.vgprCount} VGPRs for a wave${init.target.wave64 ? 64 : 32} with ${init.vgprCount}`);
    }
    this.uid = init.uid;
    this.target = init.target;
    this.program = init.program;
    this.lds = init.lds;
    this.sgpr.fill(0);
    this.vgpr.fill(0);
    this.index = 0;
    this.scc = 0;
    this.mode = 0;
    this.popsPacker = 0;
    this.vmcnt = 0;
    this.vscnt = 0;
    this.lgkmcnt = 0;
    this.expcnt = 0;
  }
}

/**
 * EXEC's SGPR codes as literals for the per-lane tests below: V8 (Node 20)
 * reads an imported const (CODE_EXEC_LO/HI) and an exported function
 * through a cell with a hole check at every use, and these run per lane.
 */
const enum Exec {
  Lo = 126,
  Hi = 127,
}
if (Exec.Lo !== CODE_EXEC_LO || Exec.Hi !== CODE_EXEC_HI) throw new Error('wave: Exec does not match CODE_EXEC_LO/HI');

/** Whether `lane` is enabled in EXEC (shared by the memory, LDS and interpolation executors). */
export function laneActive(wave: Wave, lane: number): boolean {
  return execBit(wave.sgpr[Exec.Lo]!, wave.sgpr[Exec.Hi]!, lane);
}

/** Whether `lane` is enabled in the EXEC words `execLo`, `execHi` (per-lane loops read EXEC once). */
export function laneInExec(execLo: number, execHi: number, lane: number): boolean {
  return execBit(execLo, execHi, lane);
}

/** laneInExec's test, module-local (no cell) so that laneActive inlines it without one. */
function execBit(execLo: number, execHi: number, lane: number): boolean {
  return ((lane < 32 ? execLo >>> lane : execHi >>> (lane - 32)) & 1) !== 0;
}

/** Services an executing instruction needs synchronously from outside its wave. */
export interface WaveHost {
  /** Value of operand 239 for this wave's packer at the current cycle (S5). */
  popsExitingWaveId(wave: Wave): number;
  /** Where image loads count the bytes they read per surface kind. */
  readonly surfaceTraffic: SurfaceTraffic;
}

export interface CompiledInstruction {
  readonly inst: DecodedInstruction;
  readonly cls: InstructionClass;
  readonly interacts: boolean;
  /** Executes the instruction and advances `wave.index` (branches set it). */
  readonly exec: (wave: Wave, host: WaveHost) => Effect | undefined;
  /** Cycles the instruction occupies its issue unit (timing_table.ts). */
  readonly issueCycles: number;
  /** `cls` as its index in INSTRUCTION_CLASSES (the engine's per-class counters). */
  readonly clsIndex: number;
}

/** A straight run of ALU instructions compiled to one JavaScript function (block_compiler.ts). */
export interface AluBlock {
  /** Number of instructions the block executes. */
  readonly length: number;
  /**
   * The block's instructions per class, as (CompiledInstruction.clsIndex, count)
   * pairs: the engine's statistics add a block's counts per class, not per
   * instruction.
   */
  readonly classCounts: Int32Array;
  /** Executes them all and returns their summed issue cycles; does not advance `wave.index` past the block. */
  readonly run: (wave: Wave, host: WaveHost) => number;
}

/** The POPS wait loop of a program (pops_wait_loop.ts): where it is, its registers and kernels. */
export interface PopsWaitLoop {
  /** Instruction indices of the read, the compare (its branch follows), the sleep and the branch back. */
  readonly read: number;
  readonly compare: number;
  readonly sleep: number;
  readonly back: number;
  /** The read, s_add_i32: sgpr[sum] = exiting ID + sgpr[addend] (operands in the instruction's order; scalar_ops.ts `addSigned`). */
  readonly sum: number;
  readonly addend: number;
  /** True when the exiting ID is the read's first source (s_add_i32 is commutative, its SCC too, but the order is kept). */
  readonly idFirst: boolean;
  /** The compare: scc = compareOp(sgpr[lhs], sgpr[rhs]); the branch leaves when scc equals exitScc. */
  readonly compareOp: (a: number, b: number) => boolean;
  readonly lhs: number;
  readonly rhs: number;
  readonly exitScc: 0 | 1;
  /** s_sleep's operand (S6). */
  readonly sleepN: number;
  /** The five instructions, for their class counters and issue cycles. */
  readonly readInst: CompiledInstruction;
  readonly compareInst: CompiledInstruction;
  readonly branchInst: CompiledInstruction;
  readonly sleepInst: CompiledInstruction;
  readonly backInst: CompiledInstruction;
}

export interface CompiledProgram {
  readonly target: Target;
  readonly instructions: readonly CompiledInstruction[];
  /** The compiled block starting at each instruction index, if any; absent when compiled without blocks. */
  readonly blocks?: readonly (AluBlock | undefined)[];
  /** The program's POPS wait loop when it has one of the usual shape (pops_wait_loop.ts); the engine runs its steps directly. */
  readonly popsWaitLoop?: PopsWaitLoop;
  /** GPU virtual address of the first instruction (s_getpc_b64 / s_setpc_b64). */
  readonly baseAddress: number;
  /** Instruction index of a byte offset from the program start (branch targets). */
  indexOfByte(byteOffset: number): number;
}
