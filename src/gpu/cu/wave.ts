/**
 * The architectural state of one wave: what its instructions read and write.
 * Registers live in typed arrays so per-lane work never allocates. The wave
 * knows nothing of timing; the engine owns the clock and reads the counters
 * and status fields here to decide when the wave may continue.
 */
import type { Target } from '../../isa/gfx_level.js';
import type { CompiledProgram } from './program.js';

/**
 * The SGPR file is indexed by the 9-bit operand code for codes below 128:
 * s0..s105, vcc_lo/hi (106/107), ttmps, m0 and null (124/125, swapped on
 * GFX11), exec_lo/hi (126/127). So an instruction's source code is its index.
 */
export const SGPR_FILE_SIZE = 128;

/** Why a wave is not running; the engine sets and clears these. */
export type WaveStatus =
  | 'ready'
  | 'waitcnt'
  | 'sleep'
  | 'wait_event'
  | 'ended';

export interface WaveInit {
  readonly uid: number;
  readonly target: Target;
  readonly program: CompiledProgram;
  readonly vgprCount: number;
  /** The wave's slice of LDS (parameter data for interpolation, shader LDS). */
  readonly lds: Uint32Array;
}

export class Wave {
  /** Identity, target, code and LDS change only when the engine reuses the wave (`reset`). */
  uid: number;
  target: Target;
  readonly waveSize: 32 | 64;
  program: CompiledProgram;
  /** Indexed by operand code (see SGPR_FILE_SIZE). */
  readonly sgpr = new Uint32Array(SGPR_FILE_SIZE);
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
  /** Index into program.instructions of the next instruction. */
  index = 0;
  scc = 0;
  /** HW_REG_MODE; on GFX9 bits [25:24] associate the wave with a POPS packer (S3). */
  mode = 0;
  /** HW_REG_POPS_PACKER on GFX10/10.3: [0] enable, [2:1] packer (S3). */
  popsPacker = 0;
  /** Outstanding operations per s_waitcnt counter; the engine increments at issue, decrements at completion. */
  vmcnt = 0;
  vscnt = 0;
  lgkmcnt = 0;
  expcnt = 0;
  status: WaveStatus = 'ready';

  constructor(init: WaveInit) {
    this.uid = init.uid;
    this.target = init.target;
    this.waveSize = init.target.wave64 ? 64 : 32;
    this.program = init.program;
    this.vgprCount = init.vgprCount;
    this.vgpr = new Uint32Array(init.vgprCount * this.waveSize);
    this.vgprF32 = new Float32Array(this.vgpr.buffer);
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
    this.status = 'ready';
  }
}
