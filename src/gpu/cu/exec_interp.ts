/**
 * Parameter interpolation from the LDS parameter area (param_layout.ts).
 *
 * GFX9–10.3 VINTRP, per lane, with the lane's primitive found from M0's
 * new-primitive mask (quads of one wave may belong to different primitives):
 *   v_interp_p1_f32  vD, vI, attrN.c : D = P10 * I + P0
 *   v_interp_p2_f32  vD, vJ, attrN.c : D = P20 * J + D
 *   v_interp_mov_f32 vD, p0|p10|p20, attrN.c : D = the parameter
 * GFX11 splits it (RDNA3 ISA "Parameter interpolation"):
 *   lds_param_load vD, attrN.c : lanes 0, 1, 2 of each quad get P0, P10, P20
 *     of the quad's primitive (lane 3 gets 0 — assumption, docs/gpu_cu.md);
 *     a quad is written when any of its lanes is active, because the
 *     v_interp instructions of other lanes read these values.
 *   v_interp_p10_f32 vD, s0, s1, s2 : D = fma(s0[quad lane 1], s1, s2[quad lane 0])
 *   v_interp_p2_f32  vD, s0, s1, s2 : D = fma(s0[quad lane 2], s1, s2)
 *   with per-source neg and clamp.
 * Products of f32 values are exact in f64, so fma is the f64 sum rounded to
 * f32 (a double rounding that differs from a true fma only in rare ties;
 * docs/gpu_cu.md). Parameter data is in LDS before the wave starts, so none
 * of these waits for anything: they are not interacting, and
 * lds_param_load's EXPcnt never becomes visible (wait_exp is satisfied).
 */
import type { DecodedInstruction } from '../../isa/instruction.js';
import { CODE_EXEC_HI, CODE_EXEC_LO, codeM0 } from '../../isa/operand.js';
import { CuError } from './errors.js';
import { asF32, f32Bits, vgprIndex } from './operands.js';
import { ParamSelector, paramDwordIndex, quadPrimitives } from './param_layout.js';
import type { TranslatedInstruction, TranslateContext } from './executor_factory.js';
import { laneActive, laneInExec, type Wave } from './wave.js';

// Single-threaded scratch: the wave's quad → primitive map and cross-lane results.
const QUAD_PRIM = new Int32Array(16);
const RESULT = new Uint32Array(64);

function fmaF32(a: number, b: number, c: number): number {
  return Math.fround(a * b + c);
}

/** The LDS value `selector` of attribute `attr`.`chan` for the primitive of `lane`'s quad (0 beyond the LDS). */
function param(wave: Wave, m0: number, attr: number, chan: number, selector: number, lane: number): number {
  const i = paramDwordIndex(m0 & 0xffff, wave.waveSize, attr, QUAD_PRIM[lane >> 2]!, selector, chan);
  return i < wave.lds.length ? asF32(wave.lds[i]!) : 0;
}

function attrOf(inst: DecodedInstruction): { attr: number; chan: number } {
  const attr = inst.mods.attr;
  const chan = inst.mods.chan;
  if (attr === undefined || chan === undefined) throw new CuError('unsupported-operand', inst.byteOffset, inst.op, 'missing attribute');
  return { attr, chan };
}

/** VINTRP (GFX9–10.3). */
export function vintrpExecutor(inst: DecodedInstruction, ctx: TranslateContext): TranslatedInstruction | undefined {
  const { attr, chan } = attrOf(inst);
  const ws = ctx.waveSize;
  const m0 = codeM0(ctx.gfx);
  const vdst = vgprIndex(inst.operands[0], inst) * ws;
  const src = inst.operands[1];
  // Imported bindings in locals: each use of one in a loop is a cell load and a hole check.
  const execLoIndex = CODE_EXEC_LO;
  const execHiIndex = CODE_EXEC_HI;
  const inExec = laneInExec;
  // One loop per opcode over the quads: a quad's lanes share its primitive, so its parameters are read
  // once. f32 sources and results go through the wave's float view of the VGPRs (the same bits as
  // asF32/f32Bits: both are one float32 conversion). Per-lane closures made every lane's f32 result a
  // heap number (a quarter of the bytes a 4x case allocated), so each opcode has its own loop.
  let lanes: (wave: Wave, m0v: number) => void;
  switch (ctx.name) {
    case 'v_interp_p1_f32': {
      const vi = vgprIndex(src, inst) * ws;
      lanes = (wave, m0v) => {
        const vf = wave.vgprF32;
        const execLo = wave.sgpr[execLoIndex]!;
        const execHi = wave.sgpr[execHiIndex]!;
        for (let q = 0; q < ws; q += 4) {
          const p10 = param(wave, m0v, attr, chan, ParamSelector.P10, q);
          const p0 = param(wave, m0v, attr, chan, ParamSelector.P0, q);
          for (let l = q; l < q + 4; l++) if (inExec(execLo, execHi, l)) vf[vdst + l] = p10 * vf[vi + l]! + p0;
        }
      };
      break;
    }
    case 'v_interp_p2_f32': {
      const vj = vgprIndex(src, inst) * ws;
      lanes = (wave, m0v) => {
        const vf = wave.vgprF32;
        const execLo = wave.sgpr[execLoIndex]!;
        const execHi = wave.sgpr[execHiIndex]!;
        for (let q = 0; q < ws; q += 4) {
          const p20 = param(wave, m0v, attr, chan, ParamSelector.P20, q);
          for (let l = q; l < q + 4; l++) if (inExec(execLo, execHi, l)) vf[vdst + l] = p20 * vf[vj + l]! + vf[vdst + l]!;
        }
      };
      break;
    }
    case 'v_interp_mov_f32': {
      const selector = src?.kind === 'imm' ? src.value : -1;
      if (selector !== ParamSelector.P0 && selector !== ParamSelector.P10 && selector !== ParamSelector.P20) {
        throw new CuError('unsupported-operand', inst.byteOffset, inst.op, 'expected p0, p10 or p20');
      }
      lanes = (wave, m0v) => {
        const vf = wave.vgprF32;
        const execLo = wave.sgpr[execLoIndex]!;
        const execHi = wave.sgpr[execHiIndex]!;
        for (let q = 0; q < ws; q += 4) {
          const p = param(wave, m0v, attr, chan, selector, q);
          for (let l = q; l < q + 4; l++) if (inExec(execLo, execHi, l)) vf[vdst + l] = p;
        }
      };
      break;
    }
    default:
      return undefined;
  }
  return {
    cls: 'interp',
    interacts: false,
    exec: (wave) => {
      const m0v = wave.sgpr[m0]!;
      quadPrimitives(m0v, QUAD_PRIM);
      lanes(wave, m0v);
      wave.index++;
      return undefined;
    },
  };
}

/** LDSDIR (GFX11): lds_param_load. lds_direct_load is not modelled. */
export function ldsdirExecutor(inst: DecodedInstruction, ctx: TranslateContext): TranslatedInstruction | undefined {
  if (ctx.name !== 'lds_param_load') return undefined;
  const { attr, chan } = attrOf(inst);
  const ws = ctx.waveSize;
  const m0 = codeM0(ctx.gfx);
  const vdst = vgprIndex(inst.operands[0], inst) * ws;
  const SELECTORS = [ParamSelector.P0, ParamSelector.P10, ParamSelector.P20];
  return {
    cls: 'interp',
    interacts: false,
    exec: (wave) => {
      const m0v = wave.sgpr[m0]!;
      quadPrimitives(m0v, QUAD_PRIM);
      // Imported functions in locals: each use of an imported binding is a cell load and a hole check.
      const active = laneActive;
      const bits = f32Bits;
      for (let q = 0; q < ws; q += 4) {
        if (!(active(wave, q) || active(wave, q + 1) || active(wave, q + 2) || active(wave, q + 3))) continue;
        for (let k = 0; k < 3; k++) wave.vgpr[vdst + q + k] = bits(param(wave, m0v, attr, chan, SELECTORS[k]!, q));
        wave.vgpr[vdst + q + 3] = 0;
      }
      wave.index++;
      return undefined;
    },
  };
}

/** VINTERP (GFX11): v_interp_p10_f32 / v_interp_p2_f32; the f16 forms are not modelled. */
export function vinterpExecutor(inst: DecodedInstruction, ctx: TranslateContext): TranslatedInstruction | undefined {
  const p10 = ctx.name === 'v_interp_p10_f32';
  if (!p10 && ctx.name !== 'v_interp_p2_f32') return undefined;
  const ws = ctx.waveSize;
  const [d, a, b, c] = inst.operands;
  const vdst = vgprIndex(d, inst) * ws;
  const s0 = vgprIndex(a, inst) * ws;
  const s1 = vgprIndex(b, inst) * ws;
  const s2 = vgprIndex(c, inst) * ws;
  const neg = inst.mods.neg ?? 0;
  const n0 = neg & 1 ? -1 : 1;
  const n1 = neg & 2 ? -1 : 1;
  const n2 = neg & 4 ? -1 : 1;
  const clamp = inst.mods.clamp === true;
  // s0 comes from lane 1 (p10) or 2 (p2) of the quad; s2 from lane 0 (p10) or the lane itself (p2).
  const s0Lane = p10 ? 1 : 2;
  return {
    cls: 'valu',
    interacts: false,
    exec: (wave) => {
      const v = wave.vgpr;
      // All lanes read before any writes: vD may be one of the quad-shared sources.
      for (let l = 0; l < ws; l++) {
        if (!laneActive(wave, l)) continue;
        const q = l & ~3;
        let r = fmaF32(n0 * asF32(v[s0 + q + s0Lane]!), n1 * asF32(v[s1 + l]!), n2 * asF32(v[s2 + (p10 ? q : l)]!));
        if (clamp) r = r > 1 ? 1 : r > 0 ? r : 0;
        RESULT[l] = f32Bits(r);
      }
      for (let l = 0; l < ws; l++) if (laneActive(wave, l)) v[vdst + l] = RESULT[l]!;
      wave.index++;
      return undefined;
    },
  };
}
