/**
 * VOP3P executors: the mixed-precision FMA family (v_fma_mix_f32,
 * v_fma_mixlo_f16, v_fma_mixhi_f16). Each source is an f32, or — when its
 * op_sel_hi bit is set — the f16 half op_sel picks; neg_hi (printed as abs)
 * and neg apply to the converted value. The product-sum is computed in double
 * precision and rounded once to f32 (mix_f32) or to f16 (round to nearest
 * even; lo/hi write that half and keep the other). Clamp limits to [0, 1].
 * The GFX11 DPP form reads src0 from another lane as VOP1/VOP2's DPP does
 * (exec_vop_ext.ts: row/bank masks, fi, bound_ctrl).
 */
import type { DecodedInstruction } from '../../isa/instruction.js';
import { asF32, f32Bits, laneSource, vgprIndex, type LaneSource } from './operands.js';
import type { TranslateContext, TranslatedInstruction } from './executor_factory.js';
import { f16ToNumber, f32BitsToF16 } from './valu_float.js';
import { dppSourceLane, dppWrites } from './exec_vop_ext.js';
import { laneActive } from './wave.js';

type Output = 'f32' | 'lo' | 'hi';
const OUTPUTS: Readonly<Record<string, Output>> = { v_fma_mix_f32: 'f32', v_fma_mixlo_f16: 'lo', v_fma_mixhi_f16: 'hi' };

/** The value of source `i` from its 32-bit pattern, with op_sel/op_sel_hi and the sign modifiers. */
function mixSource(inst: DecodedInstruction, i: number): (bits: number) => number {
  const m = inst.mods;
  const f16 = ((m.opselHi ?? 0) >> i) & 1;
  const shift = ((m.opsel ?? 0) >> i) & 1 ? 16 : 0;
  const abs = ((m.abs ?? 0) >> i) & 1;
  const neg = ((m.neg ?? 0) >> i) & 1 ? -1 : 1;
  return (bits) => {
    const x = f16 ? f16ToNumber((bits >>> shift) & 0xffff) : asF32(bits);
    return (abs ? Math.abs(x) : x) * neg;
  };
}

export function translateVop3p(inst: DecodedInstruction, ctx: TranslateContext): TranslatedInstruction | undefined {
  const output = OUTPUTS[ctx.name];
  if (output === undefined) return undefined;
  const sources = [1, 2, 3].map((i) => laneSource(inst.operands[i]!, inst, ctx)) as [LaneSource, LaneSource, LaneSource];
  const [fa, fb, fc] = [0, 1, 2].map((i) => mixSource(inst, i)) as [(b: number) => number, (b: number) => number, (b: number) => number];
  const clamp = inst.mods.clamp === true;
  const dpp = inst.mods.dpp;
  const dst = vgprIndex(inst.operands[0], inst) * ctx.waveSize;
  const next = ctx.index + 1;
  const waveSize = ctx.waveSize;
  return {
    cls: 'valu',
    interacts: false,
    exec: (wave, host) => {
      for (const s of sources) s.bind(wave, host);
      const [sa, sb, sc] = sources;
      const V = wave.vgpr;
      for (let lane = 0; lane < waveSize; lane++) {
        if (!laneActive(wave, lane)) continue;
        let a = 0;
        if (dpp) {
          if (!dppWrites(dpp, lane)) continue;
          const from = dppSourceLane(dpp.ctrl, lane);
          if (from < 0 || (!dpp.fi && !laneActive(wave, from))) {
            if (!dpp.boundCtrl) continue;
          } else a = sa.arr[sa.off + from * sa.stride]!;
        } else a = sa.arr[sa.off + lane * sa.stride]!;
        let x = fa(a) * fb(sb.arr[sb.off + lane * sb.stride]!) + fc(sc.arr[sc.off + lane * sc.stride]!);
        if (clamp) x = x >= 0 ? Math.min(x, 1) : 0;
        if (output === 'f32') V[dst + lane] = f32Bits(x);
        else {
          // Rounded to f32 first, as the FMA's result is, then to f16.
          const h = f32BitsToF16(f32Bits(x), false);
          const old = V[dst + lane]!;
          V[dst + lane] = (output === 'lo' ? (old & 0xffff0000) | h : (old & 0xffff) | (h << 16)) >>> 0;
        }
      }
      wave.index = next;
      return undefined;
    },
  };
}
