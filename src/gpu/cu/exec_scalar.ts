/**
 * Executors of the scalar ALU formats SOP1, SOP2, SOPC and SOPK. Kernels come
 * from scalar_ops.ts; here operands are bound once and the program counter is
 * advanced. Any scalar instruction that reads src_pops_exiting_wave_id
 * (operand 239, normally s_add_i32 — C1) asks the POPS unit at its own cycle,
 * so it is marked `interacts` (S5).
 */
import type { DecodedInstruction } from '../../isa/instruction.js';
import { CODE_EXEC_LO } from '../../isa/operand.js';
import { CuError } from './errors.js';
import { executeHwreg } from './exec_hwreg.js';
import { executeSopkWait } from './exec_control.js';
import { readsExitingWaveId, scalarDest, scalarSource, type ScalarRead } from './operands.js';
import {
  SAVEEXEC,
  SOP1_32,
  SOP1_64,
  SOP1_64_TO_32,
  SOP2_32,
  SOP2_64,
  SOPC,
  SOPK_COMPARE,
  type ScalarOp32,
  type ScalarOp64,
} from './scalar_ops.js';
import type { TranslateContext, TranslatedInstruction } from './executor_factory.js';

/** Scratch for 64-bit results; executors run one at a time. */
const OUT64 = new Uint32Array(2);

function salu(inst: DecodedInstruction, exec: TranslatedInstruction['exec']): TranslatedInstruction {
  return { cls: 'salu', interacts: readsExitingWaveId(inst), exec };
}

function op32(inst: DecodedInstruction, ctx: TranslateContext, k: ScalarOp32, hasB: boolean): TranslatedInstruction {
  const d = scalarDest(inst.operands[0], inst, ctx);
  const a = scalarSource(inst.operands[1]!, inst, ctx);
  const b: ScalarRead = hasB ? scalarSource(inst.operands[2]!, inst, ctx) : () => 0;
  const next = ctx.index + 1;
  return salu(inst, (wave, host) => {
    const r = k(a(wave, host), b(wave, host), wave, d >= 0 ? wave.sgpr[d]! : 0);
    if (d >= 0) wave.sgpr[d] = r;
    wave.index = next;
    return undefined;
  });
}

function op64(inst: DecodedInstruction, ctx: TranslateContext, k: ScalarOp64, hasB: boolean): TranslatedInstruction {
  const d = scalarDest(inst.operands[0], inst, ctx);
  const src = (i: number, half: 0 | 1): ScalarRead => {
    const op = inst.operands[i]!;
    // A 32-bit operand of a 64-bit instruction (shift amounts) has no high half.
    return op.kind === 'reg' && op.size === 1 && half ? () => 0 : scalarSource(op, inst, ctx, half, true);
  };
  const alo = src(1, 0), ahi = src(1, 1);
  const blo = hasB ? src(2, 0) : () => 0;
  const bhi = hasB ? src(2, 1) : () => 0;
  const next = ctx.index + 1;
  return salu(inst, (wave, host) => {
    OUT64[0] = d >= 0 ? wave.sgpr[d]! : 0;
    OUT64[1] = d >= 0 ? wave.sgpr[d + 1]! : 0;
    k(alo(wave, host), ahi(wave, host), blo(wave, host), bhi(wave, host), wave, OUT64);
    if (d >= 0) {
      wave.sgpr[d] = OUT64[0];
      wave.sgpr[d + 1] = OUT64[1];
    }
    wave.index = next;
    return undefined;
  });
}

export function translateSop2(inst: DecodedInstruction, ctx: TranslateContext): TranslatedInstruction | undefined {
  const k32 = SOP2_32[ctx.name];
  if (k32) return op32(inst, ctx, k32, true);
  const k64 = SOP2_64[ctx.name];
  if (k64) return op64(inst, ctx, k64, true);
  return undefined;
}

export function translateSop1(inst: DecodedInstruction, ctx: TranslateContext): TranslatedInstruction | undefined {
  const k32 = SOP1_32[ctx.name];
  if (k32) return op32(inst, ctx, k32, false);
  const k64 = SOP1_64[ctx.name];
  if (k64) return op64(inst, ctx, k64, false);
  const to32 = SOP1_64_TO_32[ctx.name];
  if (to32) {
    const d = scalarDest(inst.operands[0], inst, ctx);
    const lo = scalarSource(inst.operands[1]!, inst, ctx, 0, true);
    const hi = scalarSource(inst.operands[1]!, inst, ctx, 1, true);
    const next = ctx.index + 1;
    return salu(inst, (wave, host) => {
      const r = to32(lo(wave, host), hi(wave, host), wave);
      if (d >= 0) wave.sgpr[d] = r;
      wave.index = next;
      return undefined;
    });
  }
  const saveexec = /^s_(\w+)_saveexec_b(32|64)$/.exec(ctx.name);
  if (saveexec && SAVEEXEC[saveexec[1]!]) return translateSaveexec(inst, ctx, SAVEEXEC[saveexec[1]!]!, saveexec[2] === '64');
  switch (ctx.name) {
    case 's_getpc_b64':
    case 's_setpc_b64':
    case 's_swappc_b64':
      return translatePc(inst, ctx);
    default:
      return undefined;
  }
}

/** sdst = exec; exec = f(ssrc0, exec); SCC = exec != 0. The source is read before anything is written. */
function translateSaveexec(
  inst: DecodedInstruction,
  ctx: TranslateContext,
  f: (src: number, exec: number) => number,
  wide: boolean,
): TranslatedInstruction {
  const d = scalarDest(inst.operands[0], inst, ctx);
  const lo = scalarSource(inst.operands[1]!, inst, ctx, 0, wide);
  const hi = wide ? scalarSource(inst.operands[1]!, inst, ctx, 1, true) : () => 0;
  const next = ctx.index + 1;
  return salu(inst, (wave, host) => {
    const sLo = lo(wave, host), sHi = hi(wave, host);
    const eLo = wave.sgpr[CODE_EXEC_LO]!, eHi = wave.sgpr[CODE_EXEC_LO + 1]!;
    if (d >= 0) {
      wave.sgpr[d] = eLo;
      if (wide) wave.sgpr[d + 1] = eHi;
    }
    wave.sgpr[CODE_EXEC_LO] = f(sLo, eLo);
    if (wide) wave.sgpr[CODE_EXEC_LO + 1] = f(sHi, eHi);
    wave.scc = (wave.sgpr[CODE_EXEC_LO] | (wide ? wave.sgpr[CODE_EXEC_LO + 1]! : 0)) !== 0 ? 1 : 0;
    wave.index = next;
    return undefined;
  });
}

/** Program-counter moves. Addresses are baseAddress + byte offset; the PC read is the next instruction's. */
function translatePc(inst: DecodedInstruction, ctx: TranslateContext): TranslatedInstruction {
  const next = ctx.index + 1;
  const nextAddress = ctx.baseAddress + inst.byteOffset + inst.dwords * 4;
  const writes = ctx.name !== 's_setpc_b64';
  const jumps = ctx.name !== 's_getpc_b64';
  const d = writes ? scalarDest(inst.operands[0], inst, ctx) : -1;
  const srcOp = inst.operands[writes ? 1 : 0];
  const lo = jumps ? scalarSource(srcOp!, inst, ctx, 0, true) : () => 0;
  const hi = jumps ? scalarSource(srcOp!, inst, ctx, 1, true) : () => 0;
  return {
    cls: jumps ? 'branch' : 'salu',
    interacts: false,
    exec: (wave, host) => {
      const target = lo(wave, host) + hi(wave, host) * 0x100000000;
      if (d >= 0) {
        wave.sgpr[d] = nextAddress % 0x100000000;
        wave.sgpr[d + 1] = Math.floor(nextAddress / 0x100000000);
      }
      if (!jumps) {
        wave.index = next;
        return undefined;
      }
      try {
        wave.index = wave.program.indexOfByte(target - wave.program.baseAddress);
      } catch (e) {
        if (!(e instanceof CuError)) throw e;
        throw new CuError('pc-out-of-range', inst.byteOffset, inst.op, `jump to address 0x${target.toString(16)} outside the program`);
      }
      return undefined;
    },
  };
}

export function translateSopc(inst: DecodedInstruction, ctx: TranslateContext): TranslatedInstruction | undefined {
  const next = ctx.index + 1;
  const cmp = SOPC[ctx.name];
  if (cmp) {
    const a = scalarSource(inst.operands[0]!, inst, ctx);
    const b = scalarSource(inst.operands[1]!, inst, ctx);
    return salu(inst, (wave, host) => {
      wave.scc = cmp(a(wave, host), b(wave, host)) ? 1 : 0;
      wave.index = next;
      return undefined;
    });
  }
  if (ctx.name === 's_cmp_eq_u64' || ctx.name === 's_cmp_lg_u64') {
    const eq = ctx.name === 's_cmp_eq_u64';
    const [alo, ahi, blo, bhi] = [0, 1].flatMap((i) => [0, 1].map((h) => scalarSource(inst.operands[i]!, inst, ctx, h as 0 | 1, true)));
    return salu(inst, (wave, host) => {
      const same = alo!(wave, host) === blo!(wave, host) && ahi!(wave, host) === bhi!(wave, host);
      wave.scc = same === eq ? 1 : 0;
      wave.index = next;
      return undefined;
    });
  }
  return undefined;
}

export function translateSopk(inst: DecodedInstruction, ctx: TranslateContext): TranslatedInstruction | undefined {
  if (ctx.name.startsWith('s_waitcnt_')) return executeSopkWait(inst, ctx);
  if (ctx.name.startsWith('s_getreg') || ctx.name.startsWith('s_setreg')) return executeHwreg(inst, ctx);
  const immOp = inst.operands[1];
  if (!immOp || immOp.kind !== 'imm') return undefined;
  const d = scalarDest(inst.operands[0], inst, ctx);
  const simm = (immOp.value << 16) >> 16;
  const next = ctx.index + 1;
  const compare = SOPK_COMPARE[ctx.name];
  if (compare) {
    const k = compare.signed ? simm >>> 0 : immOp.value & 0xffff;
    const src = scalarSource(inst.operands[0]!, inst, ctx);
    return salu(inst, (wave, host) => {
      wave.scc = compare.cmp(src(wave, host), k) ? 1 : 0;
      wave.index = next;
      return undefined;
    });
  }
  const kernels: Record<string, ScalarOp32> = {
    s_movk_i32: () => simm,
    s_cmovk_i32: (_a, _b, w, old) => (w.scc ? simm : old),
    s_addk_i32: (_a, _b, w, old) => {
      const r = (old | 0) + simm;
      w.scc = r > 0x7fffffff || r < -0x80000000 ? 1 : 0;
      return r;
    },
    s_mulk_i32: (_a, _b, _w, old) => Math.imul(old, simm),
  };
  const k = kernels[ctx.name];
  if (!k) return undefined;
  return salu(inst, (wave) => {
    const old = d >= 0 ? wave.sgpr[d]! : 0;
    const r = k(0, 0, wave, old);
    if (d >= 0) wave.sgpr[d] = r;
    wave.index = next;
    return undefined;
  });
}
