/**
 * Reading and writing operands, resolved once at translate time into small
 * closures so executing an instruction never switches on operand kinds.
 *
 * Scalar operands use the hardware's 9-bit source code (src/isa/operand.ts),
 * which is also the index into Wave.sgpr for codes below 128: SGPRs, vcc
 * (106/107), m0 (124, GFX11 125), exec (126/127). `null` (GFX10+: 125, GFX11:
 * 124) reads 0 and discards writes. Vector sources are resolved per execution
 * into (array, offset, stride): a VGPR reads its row of Wave.vgpr with stride
 * 1, anything scalar is read once into a one-element cell read with stride 0,
 * so the lane loop is the same for every kind of source.
 */
import type { DecodedInstruction } from '../../isa/instruction.js';
import {
  CODE_EXEC_LO,
  CODE_LITERAL,
  CODE_POPS_EXITING_WAVE_ID,
  CODE_SCC,
  CODE_VCC_LO,
  VGPR_BASE,
  codeNull,
  inlineConstantBits32,
  inlineIntValue,
  type Operand,
} from '../../isa/operand.js';
import { CuError } from './errors.js';
import type { TranslateContext } from './executor_factory.js';
import type { Wave, WaveHost } from './wave.js';

const CODE_VCCZ = 251;
const CODE_EXECZ = 252;

/** High dwords of the float inline constants 240..248 read as 64-bit operands (f64 values). */
const F64_HIGH = [0x3fe00000, 0xbfe00000, 0x3ff00000, 0xbff00000, 0x40000000, 0xc0000000, 0x40100000, 0xc0100000, 0x3fc45f30];
/** Low dword of 1/(2*pi) as f64; the other float constants have a zero low dword. */
const INV_2PI_F64_LOW = 0x6dc9c882;

// Shared scratch for reinterpreting bits; single-threaded, so one view pair serves all.
const F32 = new Float32Array(1);
const U32 = new Uint32Array(F32.buffer);

/** The f32 value of a 32-bit pattern. */
export function asF32(bits: number): number {
  U32[0] = bits;
  return F32[0]!;
}

/** The 32-bit pattern of a number rounded to f32. */
export function f32Bits(value: number): number {
  F32[0] = value;
  return U32[0]!;
}

export type ScalarRead = (wave: Wave, host: WaveHost) => number;

function unsupportedOperand(inst: DecodedInstruction, detail: string): CuError {
  return new CuError('unsupported-operand', inst.byteOffset, inst.op, detail);
}

/**
 * Reader of a scalar source as an unsigned 32-bit value. `half` 1 reads the
 * high dword of a 64-bit operand; `is64` says the operand is 64-bit, which
 * matters for constants: integer inline constants sign-extend, float inline
 * constants are f64 values, and a literal is zero-extended (assumption,
 * docs/gpu_cu.md).
 */
export function scalarSource(op: Operand, inst: DecodedInstruction, ctx: TranslateContext, half: 0 | 1 = 0, is64 = false): ScalarRead {
  switch (op.kind) {
    case 'literal': {
      const value = half ? 0 : op.value >>> 0;
      return () => value;
    }
    case 'const': {
      const value = constantDword(op.code, half, is64);
      if (value === undefined) throw unsupportedOperand(inst, `inline constant code ${op.code}`);
      return () => value;
    }
    case 'imm': {
      const value = half ? 0 : op.value >>> 0;
      return () => value;
    }
    case 'off':
      throw unsupportedOperand(inst, '`off` is not a scalar source');
    case 'reg':
      return registerSource(op.code, inst, ctx, half);
    default: {
      const never: never = op;
      throw new Error(`unknown operand ${JSON.stringify(never)}`);
    }
  }
}

function constantDword(code: number, half: 0 | 1, is64: boolean): number | undefined {
  const int = inlineIntValue(code);
  if (int !== undefined) return half ? (int < 0 ? 0xffffffff : 0) : int >>> 0;
  if (code >= 240 && code <= 248) {
    if (!is64) return half ? 0 : inlineConstantBits32(code);
    if (half) return F64_HIGH[code - 240];
    return code === 248 ? INV_2PI_F64_LOW : 0;
  }
  return undefined;
}

function registerSource(code: number, inst: DecodedInstruction, ctx: TranslateContext, half: 0 | 1): ScalarRead {
  if (code >= VGPR_BASE) throw unsupportedOperand(inst, `VGPR v${code - VGPR_BASE} used as a scalar source`);
  if (code === CODE_POPS_EXITING_WAVE_ID) {
    if (ctx.gfx === 'gfx11') throw unsupportedOperand(inst, 'src_pops_exiting_wave_id does not exist on GFX11');
    // S5: volatile — asked of the POPS unit every time the instruction executes.
    return (wave, host) => host.popsExitingWaveId(wave) >>> 0;
  }
  const wave64 = ctx.waveSize === 64;
  switch (code) {
    case CODE_SCC:
      return (wave) => wave.scc;
    case CODE_VCCZ:
      return wave64
        ? (wave) => ((wave.sgpr[CODE_VCC_LO]! | wave.sgpr[CODE_VCC_LO + 1]!) === 0 ? 1 : 0)
        : (wave) => (wave.sgpr[CODE_VCC_LO] === 0 ? 1 : 0);
    case CODE_EXECZ:
      return wave64
        ? (wave) => ((wave.sgpr[CODE_EXEC_LO]! | wave.sgpr[CODE_EXEC_LO + 1]!) === 0 ? 1 : 0)
        : (wave) => (wave.sgpr[CODE_EXEC_LO] === 0 ? 1 : 0);
    case CODE_LITERAL:
      throw unsupportedOperand(inst, 'literal without a value');
    default:
      break;
  }
  if (code >= 128) throw unsupportedOperand(inst, `source operand code ${code}`);
  if (code === codeNull(ctx.gfx) && ctx.gfx !== 'gfx9') return () => 0;
  const index = code + half;
  return (wave) => wave.sgpr[index]!;
}

/** True when any operand is src_pops_exiting_wave_id: the instruction interacts with the POPS unit (S5). */
export function readsExitingWaveId(inst: DecodedInstruction): boolean {
  return inst.operands.some((op) => op.kind === 'reg' && op.code === CODE_POPS_EXITING_WAVE_ID);
}

/** SGPR-file index of a scalar destination, or -1 for `null` (writes discarded). */
export function scalarDest(op: Operand | undefined, inst: DecodedInstruction, ctx: TranslateContext): number {
  if (!op || op.kind !== 'reg') throw unsupportedOperand(inst, 'expected a scalar register destination');
  if (op.code === codeNull(ctx.gfx) && ctx.gfx !== 'gfx9') return -1;
  if (op.code >= 128) throw unsupportedOperand(inst, `destination operand code ${op.code}`);
  return op.code;
}

/** Writes a lane mask (one SGPR in wave32, a pair in wave64) unless the destination is null. */
export function writeLaneMask(wave: Wave, dest: number, lo: number, hi: number): void {
  if (dest < 0) return;
  wave.sgpr[dest] = lo;
  if (wave.waveSize === 64) wave.sgpr[dest + 1] = hi;
}

/** A vector source bound to one execution: element `lane` is arr[off + lane * stride]. */
export interface LaneSource {
  arr: Uint32Array;
  off: number;
  stride: number;
  /** Re-reads scalar values and binds VGPR rows for the executing wave. */
  bind(wave: Wave, host: WaveHost): void;
}

const NO_ARRAY = new Uint32Array(0);

/** A 32-bit VALU source: VGPR, SGPR, constant, literal or special scalar source. */
export function laneSource(op: Operand, inst: DecodedInstruction, ctx: TranslateContext): LaneSource {
  if (op.kind === 'reg' && op.code >= VGPR_BASE) {
    const off = (op.code - VGPR_BASE) * ctx.waveSize;
    const src: LaneSource = {
      arr: NO_ARRAY,
      off,
      stride: 1,
      bind(wave) {
        src.arr = wave.vgpr;
      },
    };
    return src;
  }
  const read = scalarSource(op, inst, ctx);
  const cell = new Uint32Array(1);
  return {
    arr: cell,
    off: 0,
    stride: 0,
    bind(wave, host) {
      cell[0] = read(wave, host);
    },
  };
}

/**
 * A lane-mask source (v_cndmask condition, carry-in) expanded to one 0/1
 * element per lane, so the lane loop reads it like any other source.
 */
export function maskSource(op: Operand, inst: DecodedInstruction, ctx: TranslateContext): LaneSource {
  const lo = scalarSource(op, inst, ctx, 0, true);
  const hi = ctx.waveSize === 64 ? scalarSource(op, inst, ctx, 1, true) : () => 0;
  const bits = new Uint32Array(ctx.waveSize);
  return {
    arr: bits,
    off: 0,
    stride: 1,
    bind(wave, host) {
      const l = lo(wave, host);
      const h = hi(wave, host);
      for (let lane = 0; lane < 32; lane++) bits[lane] = (l >>> lane) & 1;
      for (let lane = 32; lane < bits.length; lane++) bits[lane] = (h >>> (lane - 32)) & 1;
    },
  };
}

/** Index of VGPR operand `op` in Wave.vgpr rows (the VGPR number). */
export function vgprIndex(op: Operand | undefined, inst: DecodedInstruction): number {
  if (!op || op.kind !== 'reg' || op.code < VGPR_BASE) throw unsupportedOperand(inst, 'expected a VGPR');
  return op.code - VGPR_BASE;
}
