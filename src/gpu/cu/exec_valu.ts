/**
 * Executors of the vector ALU formats VOP1, VOP2, VOPC and VOP3 (native VOP3
 * and the e64 forms). Operands and modifiers are bound at translate time; the
 * executor binds sources to the wave, then runs a tight loop over the set bits
 * of exec (exec_lo, and exec_hi in wave64) — inactive lanes are never written.
 *
 * VOP3 source modifiers are bit operations on the source pattern (abs clears
 * the sign bit, neg flips it); output modifiers (omod, clamp) wrap the kernel
 * once. Integer clamp saturates the exact result to 0..2^32-1.
 */
import type { DecodedInstruction, Modifiers } from '../../isa/instruction.js';
import { CODE_EXEC_LO, type Operand } from '../../isa/operand.js';
import { CuError } from './errors.js';
import { translateVopExtension } from './exec_vop_ext.js';
import { asF32, f32Bits, laneSource, maskSource, readsExitingWaveId, scalarDest, scalarSource, vgprIndex, writeLaneMask, type LaneSource } from './operands.js';
import type { TranslateContext, TranslatedInstruction } from './executor_factory.js';
import { CARRY_OUT, MASK_IN, VALU_OPS, compareKernel, type LaneCompare, type LaneKernel } from './valu_ops.js';
import type { Wave } from './wave.js';

const ZERO_SOURCE: LaneSource = { arr: new Uint32Array(1), off: 0, stride: 0, bind: () => undefined };

/** AND and XOR masks that apply abs/neg of source `i` to its bit pattern. */
function sourceMasks(mods: Modifiers, i: number): [and: number, xor: number] {
  const abs = ((mods.abs ?? 0) >> i) & 1;
  const neg = ((mods.neg ?? 0) >> i) & 1;
  return [abs ? 0x7fffffff : 0xffffffff, neg ? 0x80000000 : 0];
}

const OMOD_SCALE = [1, 2, 4, 0.5];

function withOutputModifiers(k: LaneKernel, mods: Modifiers, float: boolean): LaneKernel {
  const scale = OMOD_SCALE[mods.omod ?? 0]!;
  const clamp = mods.clamp === true;
  if (float) {
    if (scale === 1 && !clamp) return k;
    return (a, b, c, lane) => {
      let x = asF32(k(a, b, c, lane)) * scale;
      // Clamp to [0, 1]; NaN clamps to 0.
      if (clamp) x = x >= 0 ? Math.min(x, 1) : 0;
      return f32Bits(x);
    };
  }
  if (!clamp) return k;
  return (a, b, c, lane) => {
    const x = k(a, b, c, lane);
    return x < 0 ? 0 : x > 0xffffffff ? 0xffffffff : x;
  };
}

function valu(inst: DecodedInstruction, trans: boolean, exec: TranslatedInstruction['exec']): TranslatedInstruction {
  return { cls: trans ? 'valu_trans' : 'valu', interacts: readsExitingWaveId(inst), exec };
}

function source32(op: Operand, inst: DecodedInstruction, ctx: TranslateContext): LaneSource {
  if (op.kind === 'reg' && op.size !== 1) throw unsupported64(inst);
  return laneSource(op, inst, ctx);
}

function unsupported64(inst: DecodedInstruction): CuError {
  return new CuError('unsupported-operand', inst.byteOffset, inst.op, '64-bit register operand in a 32-bit VALU instruction');
}

export function translateValu(inst: DecodedInstruction, ctx: TranslateContext): TranslatedInstruction | undefined {
  const name = ctx.name;
  if (inst.mods.sdwa || inst.mods.dpp) return translateVopExtension(inst, ctx);
  if (name.startsWith('v_cmp')) return translateCompare(inst, ctx);
  switch (name) {
    case 'v_readfirstlane_b32':
    case 'v_readlane_b32':
      return translateReadLane(inst, ctx);
    case 'v_writelane_b32':
      return translateWriteLane(inst, ctx);
    default:
      break;
  }
  const op = VALU_OPS[name];
  if (!op) return undefined;
  const ops = inst.operands;
  const carryOut = CARRY_OUT.has(name);
  const first = carryOut ? 2 : 1;
  const sources: LaneSource[] = [];
  for (let i = 0; i < op.n; i++) {
    const operand = ops[first + i];
    if (op.acc && i === 2) sources.push(laneSource(ops[0]!, inst, ctx));
    else if (MASK_IN.has(name) && i === 2) sources.push(maskSource(ops[first + 2]!, inst, ctx));
    else if (operand) sources.push(source32(operand, inst, ctx));
    else return undefined;
  }
  while (sources.length < 3) sources.push(ZERO_SOURCE);
  const k = withOutputModifiers(op.k, inst.mods, op.float === true);
  const dst = vgprIndex(ops[0], inst) * ctx.waveSize;
  const masks = [0, 1, 2].map((i) => sourceMasks(inst.mods, i));
  const carryDest = carryOut ? scalarDest(ops[1], inst, ctx) : -1;
  const next = ctx.index + 1;
  const halves = ctx.waveSize / 32;
  const [sa, sb, sc] = sources as [LaneSource, LaneSource, LaneSource];
  const [[am, an], [bm, bn], [cm, cn]] = masks as [[number, number], [number, number], [number, number]];

  if (!carryOut) {
    return valu(inst, op.trans === true, (wave, host) => {
      sa.bind(wave, host);
      sb.bind(wave, host);
      sc.bind(wave, host);
      const A = sa.arr, ao = sa.off, as = sa.stride;
      const B = sb.arr, bo = sb.off, bs = sb.stride;
      const C = sc.arr, co = sc.off, cs = sc.stride;
      const V = wave.vgpr;
      for (let half = 0; half < halves; half++) {
        let m = wave.sgpr[CODE_EXEC_LO + half]!;
        const base = half << 5;
        while (m !== 0) {
          const low = m & -m;
          m ^= low;
          const lane = base + 31 - Math.clz32(low);
          V[dst + lane] = k(
            ((A[ao + lane * as]! & am) ^ an) >>> 0,
            ((B[bo + lane * bs]! & bm) ^ bn) >>> 0,
            ((C[co + lane * cs]! & cm) ^ cn) >>> 0,
            lane,
          );
        }
      }
      wave.index = next;
      return undefined;
    });
  }

  // Carry forms: the exact result's overflow (or borrow) sets the lane's bit of the carry mask.
  return valu(inst, false, (wave, host) => {
    sa.bind(wave, host);
    sb.bind(wave, host);
    sc.bind(wave, host);
    const A = sa.arr, ao = sa.off, as = sa.stride;
    const B = sb.arr, bo = sb.off, bs = sb.stride;
    const C = sc.arr, co = sc.off, cs = sc.stride;
    const V = wave.vgpr;
    let carryLo = 0, carryHi = 0;
    for (let half = 0; half < halves; half++) {
      let m = wave.sgpr[CODE_EXEC_LO + half]!;
      const base = half << 5;
      let carry = 0;
      while (m !== 0) {
        const low = m & -m;
        m ^= low;
        const lane = base + 31 - Math.clz32(low);
        const x = op.k(A[ao + lane * as]!, B[bo + lane * bs]!, C[co + lane * cs]!, lane);
        V[dst + lane] = x;
        if (x < 0 || x > 0xffffffff) carry |= low;
      }
      if (half === 0) carryLo = carry;
      else carryHi = carry;
    }
    writeLaneMask(wave, carryDest, carryLo, carryHi);
    wave.index = next;
    return undefined;
  });
}

/**
 * v_cmp writes its lane mask (0 for inactive lanes) to vcc or the e64 SGPR
 * destination. v_cmpx also writes the mask to exec: on GFX9 in addition to the
 * destination, on GFX10+ instead of one (it has no destination operand).
 */
function translateCompare(inst: DecodedInstruction, ctx: TranslateContext): TranslatedInstruction | undefined {
  const cmp: LaneCompare | undefined = compareKernel(ctx.name);
  if (!cmp) return undefined;
  const isCmpx = ctx.name.startsWith('v_cmpx');
  const hasDest = !(isCmpx && ctx.gfx !== 'gfx9');
  const first = hasDest ? 1 : 0;
  const dest = hasDest ? scalarDest(inst.operands[0], inst, ctx) : -1;
  const sa = source32(inst.operands[first]!, inst, ctx);
  const sb = source32(inst.operands[first + 1]!, inst, ctx);
  const [am, an] = sourceMasks(inst.mods, 0);
  const [bm, bn] = sourceMasks(inst.mods, 1);
  const next = ctx.index + 1;
  const halves = ctx.waveSize / 32;
  return valu(inst, false, (wave, host) => {
    sa.bind(wave, host);
    sb.bind(wave, host);
    const A = sa.arr, ao = sa.off, as = sa.stride;
    const B = sb.arr, bo = sb.off, bs = sb.stride;
    let lo = 0, hi = 0;
    for (let half = 0; half < halves; half++) {
      let m = wave.sgpr[CODE_EXEC_LO + half]!;
      const base = half << 5;
      let bits = 0;
      while (m !== 0) {
        const low = m & -m;
        m ^= low;
        const lane = base + 31 - Math.clz32(low);
        if (cmp(((A[ao + lane * as]! & am) ^ an) >>> 0, ((B[bo + lane * bs]! & bm) ^ bn) >>> 0)) bits |= low;
      }
      if (half === 0) lo = bits;
      else hi = bits;
    }
    writeLaneMask(wave, dest, lo, hi);
    if (isCmpx) writeLaneMask(wave, CODE_EXEC_LO, lo, hi);
    wave.index = next;
    return undefined;
  });
}

/** Index of the lowest active lane, or 0 when exec is empty (v_readfirstlane_b32). */
function firstActiveLane(wave: Wave): number {
  const lo = wave.sgpr[CODE_EXEC_LO]!;
  if (lo !== 0) return 31 - Math.clz32(lo & -lo);
  const hi = wave.waveSize === 64 ? wave.sgpr[CODE_EXEC_LO + 1]! : 0;
  return hi !== 0 ? 32 + 31 - Math.clz32(hi & -hi) : 0;
}

/** v_readfirstlane_b32 sdst, src / v_readlane_b32 sdst, vsrc, lane: a VGPR lane into an SGPR, ignoring exec. */
function translateReadLane(inst: DecodedInstruction, ctx: TranslateContext): TranslatedInstruction {
  const dest = scalarDest(inst.operands[0], inst, ctx);
  const src = source32(inst.operands[1]!, inst, ctx);
  const laneOf = ctx.name === 'v_readlane_b32' ? scalarSource(inst.operands[2]!, inst, ctx) : undefined;
  const laneMask = ctx.waveSize - 1;
  const next = ctx.index + 1;
  return valu(inst, false, (wave, host) => {
    src.bind(wave, host);
    const lane = laneOf ? laneOf(wave, host) & laneMask : firstActiveLane(wave);
    if (dest >= 0) wave.sgpr[dest] = src.arr[src.off + lane * src.stride]!;
    wave.index = next;
    return undefined;
  });
}

/** v_writelane_b32 vdst, ssrc, lane: one lane of a VGPR, written whatever exec says. */
function translateWriteLane(inst: DecodedInstruction, ctx: TranslateContext): TranslatedInstruction {
  const dst = vgprIndex(inst.operands[0], inst) * ctx.waveSize;
  const value = scalarSource(inst.operands[1]!, inst, ctx);
  const laneOf = scalarSource(inst.operands[2]!, inst, ctx);
  const laneMask = ctx.waveSize - 1;
  const next = ctx.index + 1;
  return valu(inst, false, (wave, host) => {
    wave.vgpr[dst + (laneOf(wave, host) & laneMask)] = value(wave, host);
    wave.index = next;
    return undefined;
  });
}
