/**
 * Executors of the SDWA and DPP forms of VOP1/VOP2/VOPC (isa/formats/vop_ext.ts).
 *   SDWA: each source is first cut to its select (BYTE_n/WORD_n, zero- or
 *   sign-extended), the ALU op runs on 32 bits, and the result lands in the
 *   destination select; the rest of the destination is zeroed (UNUSED_PAD),
 *   sign-extended (UNUSED_SEXT) or kept (UNUSED_PRESERVE). A VOPC writes its
 *   lane mask to the SDWA sdst (or vcc).
 *   DPP: src0 is read from another lane of the same row: quad_perm within a
 *   quad, row_shl/shr/ror/mirror within a row of 16. A lane whose source lane
 *   is outside the row, or inactive without `fi`, reads 0 with bound_ctrl and
 *   is not written without it; lanes of rows/banks cleared in row_mask /
 *   bank_mask are not written.
 * These run as closures (the block compiler has no templates for them).
 */
import type { DecodedInstruction, DppFields, SdwaSel } from '../../isa/instruction.js';
import { CODE_VCC_LO } from '../../isa/operand.js';
import { CuError } from './errors.js';
import type { TranslateContext, TranslatedInstruction } from './executor_factory.js';
import { laneSource, maskSource, scalarDest, vgprIndex, writeLaneMask, type LaneSource } from './operands.js';
import { CARRY_OUT, MASK_IN, VALU_OPS, compareKernel } from './valu_ops.js';
import { laneActive } from './wave.js';

const SEL_DWORD = 6;

/** The selected bits of a source, zero- or sign-extended to 32 bits. */
function selectSource(value: number, sel: SdwaSel, sext: boolean): number {
  if (sel === SEL_DWORD) return value >>> 0;
  const width = sel >= 4 ? 16 : 8;
  const shift = sel >= 4 ? (sel - 4) * 16 : sel * 8;
  const bits = (value >>> shift) & (width === 16 ? 0xffff : 0xff);
  return sext ? ((bits << (32 - width)) >> (32 - width)) >>> 0 : bits;
}

/** The result placed in the destination select, the other bits per dst_unused. */
function placeResult(result: number, old: number, sel: SdwaSel, unused: 0 | 1 | 2): number {
  if (sel === SEL_DWORD) return result >>> 0;
  const width = sel >= 4 ? 16 : 8;
  const shift = sel >= 4 ? (sel - 4) * 16 : sel * 8;
  const mask = ((width === 16 ? 0xffff : 0xff) << shift) >>> 0;
  const placed = ((result << shift) & mask) >>> 0;
  if (unused === 2) return ((old & ~mask) | placed) >>> 0;
  if (unused === 1) return (((placed << (32 - shift - width)) >> (32 - shift - width)) & ~((1 << shift) - 1)) >>> 0;
  return placed;
}

/** Source lane of `lane` under a DPP control, or -1 when it is outside the row. */
export function dppSourceLane(ctrl: number, lane: number): number {
  if (ctrl <= 0xff) return (lane & ~3) | ((ctrl >> (2 * (lane & 3))) & 3);
  const inRow = lane & 15;
  const row = lane & ~15;
  const n = ctrl & 15;
  switch (ctrl & ~15) {
    case 0x100:
      return inRow + n <= 15 ? lane + n : -1;
    case 0x110:
      return inRow - n >= 0 ? lane - n : -1;
    case 0x120:
      return row | ((inRow - n + 16) & 15);
    default:
      return ctrl === 0x140 ? row | (15 - inRow) : (lane & ~7) | (7 - (lane & 7));
  }
}

/** Whether a lane is written under the DPP row/bank masks. */
export function dppWrites(dpp: DppFields, lane: number): boolean {
  return ((dpp.rowMask >> ((lane >> 4) & 3)) & 1) === 1 && ((dpp.bankMask >> ((lane >> 2) & 3)) & 1) === 1;
}

function unsupported(inst: DecodedInstruction, detail: string): CuError {
  return new CuError('unsupported-operand', inst.byteOffset, inst.op, detail);
}

export function translateVopExtension(inst: DecodedInstruction, ctx: TranslateContext): TranslatedInstruction | undefined {
  const { sdwa, dpp } = inst.mods;
  const compare = inst.format === 'VOPC';
  const kernel = compare ? undefined : VALU_OPS[ctx.name];
  const cmp = compare ? compareKernel(ctx.name) : undefined;
  if (!kernel && !cmp) return undefined;
  if (ctx.name.startsWith('v_cmpx')) throw unsupported(inst, 'v_cmpx in SDWA/DPP form is not modelled');
  if (CARRY_OUT.has(ctx.name) || kernel?.acc) throw unsupported(inst, 'carry-out and accumulating ops in SDWA/DPP form are not modelled');
  if (sdwa && (inst.mods.neg || inst.mods.abs) && (sdwa.src0Sel !== SEL_DWORD || sdwa.src1Sel !== SEL_DWORD)) {
    throw unsupported(inst, 'SDWA neg/abs on a sub-dword select is not modelled');
  }
  if (inst.mods.clamp) throw unsupported(inst, 'SDWA clamp is not modelled');
  // Operand 0 is the destination (vdst, or the VOPC mask); the sources follow.
  const first = 1;
  const count = compare ? 2 : kernel!.n;
  const sources: LaneSource[] = [];
  for (let i = 0; i < count; i++) {
    const op = inst.operands[first + i]!;
    sources.push(MASK_IN.has(ctx.name) && i === 2 ? maskSource(op, inst, ctx) : laneSource(op, inst, ctx));
  }
  const masks = [0, 1, 2].map((i) => [((inst.mods.abs ?? 0) >> i) & 1 ? 0x7fffffff : 0xffffffff, ((inst.mods.neg ?? 0) >> i) & 1 ? 0x80000000 : 0]);
  const maskDest = compare ? (inst.operands[0]!.kind === 'reg' && inst.operands[0]!.code === CODE_VCC_LO ? CODE_VCC_LO : scalarDest(inst.operands[0], inst, ctx)) : -1;
  const dst = compare ? -1 : vgprIndex(inst.operands[0], inst) * ctx.waveSize;
  const sels = sdwa ? [sdwa.src0Sel, sdwa.src1Sel, SEL_DWORD as SdwaSel] : [SEL_DWORD, SEL_DWORD, SEL_DWORD];
  const sext = [0, 1, 2].map((i) => (((sdwa?.sext ?? 0) >> i) & 1) === 1);
  const next = ctx.index + 1;
  const waveSize = ctx.waveSize;
  const values = [0, 0, 0];
  return {
    cls: kernel?.trans ? 'valu_trans' : 'valu',
    interacts: false,
    exec: (wave, host) => {
      for (const s of sources) s.bind(wave, host);
      let lo = 0, hi = 0;
      for (let lane = 0; lane < waveSize; lane++) {
        if (!laneActive(wave, lane)) continue;
        let zeroSrc0 = false;
        let src0Lane = lane;
        if (dpp) {
          if (!dppWrites(dpp, lane)) continue;
          src0Lane = dppSourceLane(dpp.ctrl, lane);
          if (src0Lane < 0 || (!dpp.fi && !laneActive(wave, src0Lane))) {
            if (!dpp.boundCtrl) continue;
            zeroSrc0 = true;
          }
        }
        for (let i = 0; i < sources.length; i++) {
          const s = sources[i]!;
          const from = i === 0 ? src0Lane : lane;
          const raw = i === 0 && zeroSrc0 ? 0 : s.arr[s.off + from * s.stride]!;
          values[i] = ((selectSource(raw, sels[i]! as SdwaSel, sext[i]!) & masks[i]![0]!) ^ masks[i]![1]!) >>> 0;
        }
        if (cmp) {
          if (cmp(values[0]!, values[1]!)) {
            if (lane < 32) lo |= 1 << lane;
            else hi |= 1 << (lane - 32);
          }
        } else {
          const result = kernel!.k(values[0]!, values[1]!, values[2]!, lane) >>> 0;
          wave.vgpr[dst + lane] = sdwa ? placeResult(result, wave.vgpr[dst + lane]!, sdwa.dstSel, sdwa.dstUnused) : result;
        }
      }
      if (cmp) writeLaneMask(wave, maskDest, lo, hi);
      wave.index = next;
      return undefined;
    },
  };
}
