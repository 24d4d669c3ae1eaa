/**
 * Program control: SOPP (branches, end of program, waits, sleep, messages,
 * hints) and the GFX10+ SOPK counter waits. Everything the engine must see
 * (end, s_waitcnt, s_sleep, s_sendmsg, s_wait_event) is `interacts` and
 * returns an Effect prepared at translate time, so executing allocates
 * nothing. Branch offsets are signed dwords from the next instruction and are
 * resolved to instruction indices once, here.
 */
import type { DecodedInstruction } from '../../isa/instruction.js';
import { CODE_EXEC_LO, CODE_VCC_LO, codeNull } from '../../isa/operand.js';
import { decodeWaitcnt, waitcntMax } from '../../isa/fields/waitcnt.js';
import { soppBranchTarget } from './branch_target.js';
import { CuError } from './errors.js';
import { scalarSource } from './operands.js';
import type { Effect } from './effect.js';
import type { InstructionClass } from './timing_table.js';
import type { TranslateContext, TranslatedInstruction } from './executor_factory.js';
import type { Wave } from './wave.js';

/** vscnt is a 6-bit counter (GFX10+); s_waitcnt never waits on it. */
const VSCNT_MAX = 63;

function immediate(inst: DecodedInstruction): number {
  const op = inst.operands[0];
  return op && op.kind === 'imm' ? op.value : 0;
}

function effectOf(ctx: TranslateContext, cls: InstructionClass, effect: Effect): TranslatedInstruction {
  const next = ctx.index + 1;
  return {
    cls,
    interacts: true,
    exec: (wave) => {
      wave.index = next;
      return effect;
    },
  };
}

function noop(ctx: TranslateContext, cls: InstructionClass): TranslatedInstruction {
  const next = ctx.index + 1;
  return {
    cls,
    interacts: false,
    exec: (wave) => {
      wave.index = next;
      return undefined;
    },
  };
}

type Condition = (wave: Wave) => boolean;

function branchCondition(name: string, wave64: boolean): Condition | undefined {
  const hi = (base: number) => (wave64 ? (w: Wave) => w.sgpr[base + 1]! : () => 0);
  const vccHi = hi(CODE_VCC_LO);
  const execHi = hi(CODE_EXEC_LO);
  switch (name) {
    case 's_branch':
      return () => true;
    case 's_cbranch_scc0':
      return (w) => w.scc === 0;
    case 's_cbranch_scc1':
      return (w) => w.scc !== 0;
    case 's_cbranch_vccz':
      return (w) => (w.sgpr[CODE_VCC_LO]! | vccHi(w)) === 0;
    case 's_cbranch_vccnz':
      return (w) => (w.sgpr[CODE_VCC_LO]! | vccHi(w)) !== 0;
    case 's_cbranch_execz':
      return (w) => (w.sgpr[CODE_EXEC_LO]! | execHi(w)) === 0;
    case 's_cbranch_execnz':
      return (w) => (w.sgpr[CODE_EXEC_LO]! | execHi(w)) !== 0;
    default:
      return undefined;
  }
}

function waitcntEffect(ctx: TranslateContext, simm16: number): Effect {
  const c = decodeWaitcnt(simm16, ctx.gfx);
  return { kind: 'waitcnt', vm: c.vmcnt, vs: VSCNT_MAX, lgkm: c.lgkmcnt, exp: c.expcnt };
}

export function translateSopp(inst: DecodedInstruction, ctx: TranslateContext): TranslatedInstruction | undefined {
  const imm = immediate(inst);
  const condition = branchCondition(ctx.name, ctx.waveSize === 64);
  if (condition) {
    const taken = ctx.indexOfByte(soppBranchTarget(inst) ?? inst.byteOffset + 4);
    const next = ctx.index + 1;
    return {
      cls: 'branch',
      interacts: false,
      exec: (wave) => {
        wave.index = condition(wave) ? taken : next;
        return undefined;
      },
    };
  }
  switch (ctx.name) {
    case 's_endpgm':
      return endOf(false);
    case 's_endpgm_ordered_ps_done':
      // S9: waits for the counters, sends ORDERED_PS_DONE and ends (GFX9–10.3).
      return endOf(true);
    case 's_waitcnt':
      return effectOf(ctx, 'waitcnt', waitcntEffect(ctx, imm));
    case 's_sleep':
      // S6: the engine interprets N per generation (GFX9 64*N cycles, GFX10+ until woken).
      return effectOf(ctx, 'sleep', { kind: 'sleep', n: imm & 0xffff });
    case 's_sendmsg':
    case 's_sendmsghalt':
      // The message ID is SIMM16[3:0] before GFX11 and SIMM16[7:0] on GFX11 (S9: 7 = ORDERED_PS_DONE).
      return effectOf(ctx, 'message', { kind: 'message', id: imm & (ctx.gfx === 'gfx11' ? 0xff : 0xf), halt: ctx.name === 's_sendmsghalt' });
    case 's_wait_event':
      // S10: bit 0 set means "don't wait for export_ready".
      return effectOf(ctx, 'wait_event', { kind: 'wait_event', exportReady: (imm & 1) === 0 });
    case 's_code_end': {
      const where = inst;
      return {
        cls: 'end',
        interacts: false,
        exec: () => {
          throw new CuError('code-end', where.byteOffset, where.op, 's_code_end only pads the end of code; the wave ran into it');
        },
      };
    }
    case 's_nop':
    case 's_delay_alu':
    case 's_clause':
    case 's_inst_prefetch':
    case 's_setprio':
    case 's_icache_inv':
    case 's_ttracedata':
    case 's_incperflevel':
    case 's_decperflevel':
      // Scheduling hints and instruction-cache maintenance: no architectural effect.
      return noop(ctx, 'nop');
    case 's_waitcnt_depctr':
      // Waits for VALU/SALU results the hardware forwards late (hazards); the model's results are ready at issue.
      return noop(ctx, 'nop');
    case 's_barrier':
      // Pixel-shader waves are single-wave workgroups: the barrier is satisfied at once.
      return noop(ctx, 'nop');
    default:
      return undefined;
  }
}

function endOf(orderedPsDone: boolean): TranslatedInstruction {
  const effect: Effect = { kind: 'end', orderedPsDone };
  // The program counter stays on the end instruction; the engine retires the wave.
  return { cls: 'end', interacts: true, exec: () => effect };
}

/**
 * GFX10+ SOPK waits: s_waitcnt_vscnt/vmcnt/expcnt/lgkmcnt sdst, simm16 wait
 * until that one counter is at most sdst + simm16 (LLVM always writes `null`,
 * so the count is the immediate; saturated to the counter's maximum). Counters
 * not named do not wait.
 */
const WAIT_FIELD = { vscnt: 'vs', vmcnt: 'vm', expcnt: 'exp', lgkmcnt: 'lgkm' } as const;

export function executeSopkWait(inst: DecodedInstruction, ctx: TranslateContext): TranslatedInstruction | undefined {
  const counter = /^s_waitcnt_(vscnt|vmcnt|expcnt|lgkmcnt)$/.exec(ctx.name)?.[1];
  const immOp = inst.operands[1];
  if (!counter || !immOp || immOp.kind !== 'imm') return undefined;
  const max = waitcntMax(ctx.gfx);
  const none = { vm: max.vmcnt, vs: VSCNT_MAX, lgkm: max.lgkmcnt, exp: max.expcnt };
  const field = WAIT_FIELD[counter as keyof typeof WAIT_FIELD];
  const limit = none[field];
  const make = (count: number): Effect => ({ kind: 'waitcnt', ...none, [field]: Math.min(limit, count) });
  const sdst = inst.operands[0]!;
  const isNull = sdst.kind === 'reg' && ctx.gfx !== 'gfx9' && sdst.code === codeNull(ctx.gfx);
  if (isNull) return effectOf(ctx, 'waitcnt', make(immOp.value & 0xffff));
  const src = scalarSource(sdst, inst, ctx);
  const next = ctx.index + 1;
  // A register count is rare (LLVM never emits it); its Effect is built per execution.
  return {
    cls: 'waitcnt',
    interacts: true,
    exec: (wave, host) => {
      wave.index = next;
      return make(src(wave, host) + (immOp.value & 0xffff));
    },
  };
}
