/**
 * ALU selection: uniform values use SALU where an SALU form exists (SGPRs,
 * bools as 0/1 with SCC in between), divergent ones VALU (bools as lane
 * masks from v_cmp). Uniform float math has no SALU form before GFX11.5, so
 * it runs on the VALU and is read back with v_readfirstlane_b32 (as ACO).
 * VALU operands are legalised: VOP2 src1 must be a VGPR, at most one SGPR or
 * literal per instruction (constant bus), no literal in VOP3 on GFX9.
 */
import type { AluInstr, Value } from '../ir/ir.js';
import { BackendError } from './errors.js';
import { constOperand, type IselContext } from './isel_context.js';
import { S1, V1, type MOperand, type Temp } from './mir.js';

type VKind = 'vop1' | 'vop2' | 'vop3';

interface VDef {
  readonly op: string | ((gfx: string) => string);
  readonly kind: VKind;
  /** Operand order is reversed in the ISA (v_lshlrev_b32 shift, value). */
  readonly rev?: boolean;
  readonly commutative?: boolean;
  /** Takes an extra addend (v_bcnt_u32_b32 counts into src1): pass 0. */
  readonly accumulate?: boolean;
}

const VALU: Readonly<Record<string, VDef>> = {
  iadd: { op: (g) => (g === 'gfx9' ? 'v_add_u32' : 'v_add_nc_u32'), kind: 'vop2', commutative: true },
  isub: { op: (g) => (g === 'gfx9' ? 'v_sub_u32' : 'v_sub_nc_u32'), kind: 'vop2' },
  imul: { op: 'v_mul_lo_u32', kind: 'vop3' },
  iand: { op: 'v_and_b32', kind: 'vop2', commutative: true },
  ior: { op: 'v_or_b32', kind: 'vop2', commutative: true },
  ixor: { op: 'v_xor_b32', kind: 'vop2', commutative: true },
  inot: { op: 'v_not_b32', kind: 'vop1' },
  ishl: { op: 'v_lshlrev_b32', kind: 'vop2', rev: true },
  ishr: { op: 'v_ashrrev_i32', kind: 'vop2', rev: true },
  ushr: { op: 'v_lshrrev_b32', kind: 'vop2', rev: true },
  ubfe: { op: 'v_bfe_u32', kind: 'vop3' },
  ibfe: { op: 'v_bfe_i32', kind: 'vop3' },
  imin: { op: 'v_min_i32', kind: 'vop2', commutative: true },
  imax: { op: 'v_max_i32', kind: 'vop2', commutative: true },
  umin: { op: 'v_min_u32', kind: 'vop2', commutative: true },
  umax: { op: 'v_max_u32', kind: 'vop2', commutative: true },
  fadd: { op: 'v_add_f32', kind: 'vop2', commutative: true },
  fsub: { op: 'v_sub_f32', kind: 'vop2' },
  fmul: { op: 'v_mul_f32', kind: 'vop2', commutative: true },
  ffma: { op: 'v_fma_f32', kind: 'vop3' },
  fmin: { op: 'v_min_f32', kind: 'vop2', commutative: true },
  fmax: { op: 'v_max_f32', kind: 'vop2', commutative: true },
  ffloor: { op: 'v_floor_f32', kind: 'vop1' },
  fceil: { op: 'v_ceil_f32', kind: 'vop1' },
  ftrunc: { op: 'v_trunc_f32', kind: 'vop1' },
  fround_even: { op: 'v_rndne_f32', kind: 'vop1' },
  ffract: { op: 'v_fract_f32', kind: 'vop1' },
  fsqrt: { op: 'v_sqrt_f32', kind: 'vop1' },
  frsq: { op: 'v_rsq_f32', kind: 'vop1' },
  frcp: { op: 'v_rcp_f32', kind: 'vop1' },
  fexp2: { op: 'v_exp_f32', kind: 'vop1' },
  flog2: { op: 'v_log_f32', kind: 'vop1' },
  f2i: { op: 'v_cvt_i32_f32', kind: 'vop1' },
  f2u: { op: 'v_cvt_u32_f32', kind: 'vop1' },
  i2f: { op: 'v_cvt_f32_i32', kind: 'vop1' },
  u2f: { op: 'v_cvt_f32_u32', kind: 'vop1' },
  bit_count: { op: 'v_bcnt_u32_b32', kind: 'vop3', accumulate: true },
  bitfield_reverse: { op: 'v_bfrev_b32', kind: 'vop1' },
  find_lsb: { op: 'v_ffbl_b32', kind: 'vop1' },
  umul_high: { op: 'v_mul_hi_u32', kind: 'vop3', commutative: true },
  imul_high: { op: 'v_mul_hi_i32', kind: 'vop3', commutative: true },
  fldexp: { op: 'v_ldexp_f32', kind: 'vop3' },
  frcp_iflag: { op: 'v_rcp_iflag_f32', kind: 'vop1' },
  frexp_exp: { op: 'v_frexp_exp_i32_f32', kind: 'vop1' },
  frexp_sig: { op: 'v_frexp_mant_f32', kind: 'vop1' },
};

const SALU: Readonly<Record<string, string>> = {
  iadd: 's_add_u32',
  isub: 's_sub_u32',
  imul: 's_mul_i32',
  iand: 's_and_b32',
  ior: 's_or_b32',
  ixor: 's_xor_b32',
  inot: 's_not_b32',
  ishl: 's_lshl_b32',
  ishr: 's_ashr_i32',
  ushr: 's_lshr_b32',
  imin: 's_min_i32',
  imax: 's_max_i32',
  umin: 's_min_u32',
  umax: 's_max_u32',
  bitfield_reverse: 's_brev_b32',
  bit_count: 's_bcnt1_i32_b32',
  find_lsb: 's_ff1_i32_b32',
  umul_high: 's_mul_hi_u32',
  imul_high: 's_mul_hi_i32',
  iabs: 's_abs_i32',
};

/** Comparisons: VOPC opcode (divergent) and SOPC opcode (uniform integer). */
const CMP: Readonly<Record<string, { v: string; s?: string }>> = {
  feq: { v: 'v_cmp_eq_f32' },
  fneu: { v: 'v_cmp_neq_f32' },
  flt: { v: 'v_cmp_lt_f32' },
  fge: { v: 'v_cmp_ge_f32' },
  ieq: { v: 'v_cmp_eq_u32', s: 's_cmp_eq_u32' },
  ine: { v: 'v_cmp_ne_u32', s: 's_cmp_lg_u32' },
  ilt: { v: 'v_cmp_lt_i32', s: 's_cmp_lt_i32' },
  ige: { v: 'v_cmp_ge_i32', s: 's_cmp_ge_i32' },
  ult: { v: 'v_cmp_lt_u32', s: 's_cmp_lt_u32' },
  uge: { v: 'v_cmp_ge_u32', s: 's_cmp_ge_u32' },
};

const isVgprOp = (o: MOperand): boolean => o.kind === 'temp' && o.rc.file === 'v';
const usesBus = (o: MOperand): boolean => (o.kind === 'temp' && o.rc.file === 's') || o.kind === 'literal' || o.kind === 'fixed';

/** Emits a VALU instruction with legal operands; `format` VOP3 for e64 forms. */
export function emitVop(ctx: IselContext, op: string, kind: VKind | 'vopc3' | 'vop2e64', defs: MOperand[], srcsIn: MOperand[], commutative = false): void {
  const srcs = [...srcsIn];
  // VOP2's src1 must be a VGPR: swap a commutative pair, else take the VOP3 form, whose sources
  // may be constants or SGPRs (as ACO; a literal there only from GFX10), instead of a v_mov.
  let promoted = false;
  if (kind === 'vop2' && !isVgprOp(srcs[1]!)) {
    if (commutative && isVgprOp(srcs[0]!)) srcs.reverse();
    else if (srcs[1]!.kind === 'literal' && ctx.gfx === 'gfx9') srcs[1] = ctx.toVgpr(srcs[1]!);
    else promoted = true;
  }
  if (promoted || kind === 'vop3' || kind === 'vopc3' || kind === 'vop2e64') {
    // v_cndmask_b32's lane-mask operand (last) always reads the constant bus and must stay an SGPR.
    const fixedMask = kind === 'vop2e64' ? 1 : 0;
    const last = srcs.length - 1;
    if (fixedMask && srcs[last]!.kind !== 'temp' && srcs[last]!.kind !== 'fixed') {
      // A constant lane mask (e.g. a folded bool): LLVM accepts only an SGPR there.
      const m = ctx.temp(ctx.lm);
      ctx.emit(ctx.lmOp('s_mov'), [m], [srcs[last]!]);
      srcs[last] = m;
    }
    let bus = fixedMask;
    for (let i = 0; i < srcs.length - fixedMask; i++) {
      const s = srcs[i]!;
      if (s.kind === 'literal' && ctx.gfx === 'gfx9') srcs[i] = ctx.toVgpr(s);
      else if (usesBus(s)) {
        if (bus >= 1) srcs[i] = ctx.toVgpr(s);
        else bus++;
      }
    }
  }
  const format = promoted || kind === 'vopc3' || kind === 'vop2e64' ? 'VOP3' : undefined;
  ctx.emit(op, defs, srcs, {}, format);
}

/** SALU operands with at most one distinct literal (the encoding has one literal slot). */
export function saluOps(ctx: IselContext, ops: readonly MOperand[]): MOperand[] {
  let literal: number | undefined;
  return ops.map((o) => {
    if (o.kind !== 'literal') return o;
    if (literal === undefined || literal === o.value) {
      literal = o.value;
      return o;
    }
    const t = ctx.temp(S1);
    ctx.emit('s_mov_b32', [t], [o]);
    return t;
  });
}

/**
 * A bitfield result whose hardware form reads the width from bits[4:0]: `field()` for widths
 * 0–31, `whole()` for 32 or more (the IR's definition, alu_ops.ts). A constant width picks one
 * at compile time; otherwise both are computed and v_cndmask selects on bits > 31.
 */
function wholeWordField(ctx: IselContext, bitsValue: Value, bits: MOperand, field: () => Temp, whole: () => Temp): Temp {
  const known = ctx.info(bitsValue);
  if (known.kind === 'const') return known.bits >>> 0 >= 32 ? whole() : field();
  const f = field();
  const w = whole();
  const wide = ctx.temp(ctx.lm);
  emitVop(ctx, 'v_cmp_lt_u32', 'vopc3', [wide], [constOperand(31), bits]);
  const d = ctx.temp(V1);
  emitVop(ctx, 'v_cndmask_b32', 'vop2e64', [d], [f, w, wide]);
  return d;
}

/** VALU op into a new VGPR. */
function valu(ctx: IselContext, irOp: string, srcs: MOperand[], where: string): Temp {
  const def = VALU[irOp];
  if (!def) {
    // Divisions never get here from compileSpirv: the middle end's lower_idiv expands them.
    const hint = /^(udiv|umod|idiv|irem)$/.test(irOp) ? ' (run lower_idiv before the backend)' : '';
    throw new BackendError('internal', where, `ALU op '${irOp}' has no VALU lowering${hint}`);
  }
  const name = typeof def.op === 'string' ? def.op : def.op(ctx.gfx);
  const d = ctx.temp(V1);
  const ordered = def.rev ? [...srcs].reverse() : srcs;
  emitVop(ctx, name, def.kind, [d], def.accumulate ? [...ordered, constOperand(0)] : ordered, def.commutative);
  return d;
}

function readFirstLane(ctx: IselContext, v: Temp): Temp {
  const s = ctx.temp(S1);
  ctx.emit('v_readfirstlane_b32', [s], [v]);
  return s;
}

/** A uniform bool (0/1 in an SGPR) from SCC. */
function sccToBool(ctx: IselContext): Temp {
  const d = ctx.temp(S1);
  ctx.emit('s_cselect_b32', [d], [constOperand(1), constOperand(0)]);
  return d;
}

export function selectAlu(ctx: IselContext, instr: AluInstr): void {
  const where = `%${instr.dest.id} = ${instr.op}`;
  const divergent = ctx.isDivergent(instr.dest);
  const ops = instr.srcs.map((s) => ctx.op(s));
  const op = instr.op;
  const set = (t: Temp): void => ctx.define(instr.dest, t);

  switch (op) {
    case 'mov':
    case 'bitcast_f2i':
    case 'bitcast_i2f': {
      const src = ctx.info(instr.srcs[0]!, where);
      if (src.kind === 'temp') ctx.define(instr.dest, src.temp);
      else ctx.values.set(instr.dest.id, src);
      return;
    }
    case 'fneg':
    case 'fabs': {
      const mask = op === 'fneg' ? 0x80000000 : 0x7fffffff;
      const irOp = op === 'fneg' ? 'ixor' : 'iand';
      if (divergent) set(valu(ctx, irOp, [constOperand(mask), ops[0]!], where));
      else {
        const d = ctx.temp(S1);
        ctx.emit(SALU[irOp]!, [d], saluOps(ctx, [ops[0]!, constOperand(mask)]));
        set(d);
      }
      return;
    }
    case 'fsat': {
      const d = ctx.temp(V1);
      emitVop(ctx, 'v_med3_f32', 'vop3', [d], [ops[0]!, constOperand(0), constOperand(0x3f800000)]);
      set(divergent ? d : readFirstLane(ctx, d));
      return;
    }
    case 'fsin':
    case 'fcos': {
      // v_sin/v_cos take revolutions: multiply by 1/(2*pi) (inline constant 248).
      const scaled = ctx.temp(V1);
      emitVop(ctx, 'v_mul_f32', 'vop2', [scaled], [{ kind: 'const', code: 248 }, ctx.toVgpr(ops[0]!)]);
      const d = ctx.temp(V1);
      ctx.emit(op === 'fsin' ? 'v_sin_f32' : 'v_cos_f32', [d], [scaled]);
      set(divergent ? d : readFirstLane(ctx, d));
      return;
    }
    case 'fdiv': {
      // Assumption (docs): a / b = a * rcp(b), 1 ULP-class accuracy like fast-math ACO.
      const r = valu(ctx, 'frcp', [ops[1]!], where);
      const d = valu(ctx, 'fmul', [ops[0]!, r], where);
      set(divergent ? d : readFirstLane(ctx, d));
      return;
    }
    case 'bcsel':
    case 'b2i':
    case 'b2f': {
      const [cond, t, f] =
        op === 'bcsel' ? [instr.srcs[0]!, ops[1]!, ops[2]!] : [instr.srcs[0]!, constOperand(op === 'b2f' ? 0x3f800000 : 1), constOperand(0)];
      if (instr.dest.type === 'bool') {
        // Select between lane masks: (c & t) | (~c & f).
        const c = ctx.laneMask(cond);
        const a = ctx.temp(ctx.lm);
        const b = ctx.temp(ctx.lm);
        const d = ctx.temp(ctx.lm);
        ctx.emit(ctx.lmOp('s_and'), [a], [c, ctx.laneMask(instr.srcs[1]!)]);
        ctx.emit(ctx.lmOp('s_andn2'), [b], [ctx.laneMask(instr.srcs[2]!), c]);
        ctx.emit(ctx.lmOp('s_or'), [d], [a, b]);
        if (divergent) set(d);
        else {
          ctx.emit(ctx.lmOp('s_and'), [ctx.temp(ctx.lm)], [d, ctx.exec]);
          set(sccToBool(ctx));
        }
        return;
      }
      if (divergent) {
        const d = ctx.temp(V1);
        emitVop(ctx, 'v_cndmask_b32', 'vop2e64', [d], [f, t, ctx.laneMask(cond)]);
        set(d);
      } else {
        ctx.emit('s_cmp_lg_u32', [], [ctx.sgpr(cond), constOperand(0)]);
        const d = ctx.temp(S1);
        ctx.emit('s_cselect_b32', [d], saluOps(ctx, [t, f]));
        set(d);
      }
      return;
    }
    case 'band':
    case 'bor':
    case 'bxor':
    case 'bnot': {
      const base = { band: 's_and', bor: 's_or', bxor: 's_xor', bnot: 's_xor' }[op];
      if (divergent) {
        const d = ctx.temp(ctx.lm);
        const srcs = op === 'bnot' ? [ctx.laneMask(instr.srcs[0]!), constOperand(0xffffffff)] : instr.srcs.map((s) => ctx.laneMask(s));
        ctx.emit(ctx.lmOp(base), [d], srcs);
        set(d);
      } else {
        const d = ctx.temp(S1);
        ctx.emit(`${base}_b32`, [d], saluOps(ctx, op === 'bnot' ? [ops[0]!, constOperand(1)] : ops));
        set(d);
      }
      return;
    }
    case 'bitfield_insert': {
      // mask = v_bfm(bits, offset); v_bfi(mask, insert << offset, base). v_bfm takes bits[4:0],
      // so a 32-bit field (the whole word, GLSL) selects insert << offset instead (wholeWordField).
      const [base, ins, off, bits] = ops as [MOperand, MOperand, MOperand, MOperand];
      const mask = ctx.temp(V1);
      emitVop(ctx, 'v_bfm_b32', 'vop3', [mask], [bits, off]);
      const shifted = ctx.temp(V1);
      emitVop(ctx, 'v_lshlrev_b32', 'vop2', [shifted], [off, ins]);
      const field = (): Temp => {
        const d = ctx.temp(V1);
        emitVop(ctx, 'v_bfi_b32', 'vop3', [d], [mask, shifted, base]);
        return d;
      };
      const d = wholeWordField(ctx, instr.srcs[3]!, bits, field, () => shifted);
      set(divergent ? d : readFirstLane(ctx, d));
      return;
    }
    case 'ubfe':
    case 'ibfe': {
      // v_bfe takes the width from bits[4:0]: a 32-bit field (the whole word) is a shift instead.
      const [value, off, bits] = ops as [MOperand, MOperand, MOperand];
      const d = wholeWordField(ctx, instr.srcs[2]!, bits, () => valu(ctx, op, ops, where), () => valu(ctx, op === 'ubfe' ? 'ushr' : 'ishr', [value, off], where));
      set(divergent ? d : readFirstLane(ctx, d));
      return;
    }
    case 'pack_half_2x16': {
      // Round to nearest even (v_cvt_f16_f32), low half from src0, high from src1.
      const [lo, hi] = [0, 1].map((k) => {
        const h = ctx.temp(V1);
        ctx.emit('v_cvt_f16_f32', [h], [ops[k]!]);
        const m = ctx.temp(V1);
        emitVop(ctx, 'v_and_b32', 'vop2', [m], [constOperand(0xffff), h]);
        return m;
      }) as [Temp, Temp];
      const d = ctx.temp(V1);
      emitVop(ctx, 'v_lshl_or_b32', 'vop3', [d], [hi, constOperand(16), lo]);
      set(divergent ? d : readFirstLane(ctx, d));
      return;
    }
    case 'unpack_half_2x16_lo':
    case 'unpack_half_2x16_hi': {
      let src = ops[0]!;
      if (op === 'unpack_half_2x16_hi') {
        const t = ctx.temp(V1);
        emitVop(ctx, 'v_lshrrev_b32', 'vop2', [t], [constOperand(16), src]);
        src = t;
      }
      const d = ctx.temp(V1);
      ctx.emit('v_cvt_f32_f16', [d], [src]);
      set(divergent ? d : readFirstLane(ctx, d));
      return;
    }
    case 'pack_unorm_4x8': {
      // As NIR's lowering: round(clamp(x, 0, 1) * 255) per byte (v_rndne: halves round to even).
      let acc: MOperand = constOperand(0);
      ops.forEach((x, k) => {
        const sat = ctx.temp(V1);
        emitVop(ctx, 'v_med3_f32', 'vop3', [sat], [x, constOperand(0), constOperand(0x3f800000)]);
        const scaled = ctx.temp(V1);
        emitVop(ctx, 'v_mul_f32', 'vop2', [scaled], [constOperand(0x437f0000), sat]);
        const r = ctx.temp(V1);
        ctx.emit('v_rndne_f32', [r], [scaled]);
        const u = ctx.temp(V1);
        ctx.emit('v_cvt_u32_f32', [u], [r]);
        const next = ctx.temp(V1);
        emitVop(ctx, 'v_lshl_or_b32', 'vop3', [next], [u, constOperand(8 * k), acc]);
        acc = next;
      });
      set(divergent ? (acc as Temp) : readFirstLane(ctx, acc as Temp));
      return;
    }
    case 'ineg':
    case 'iabs': {
      if (!divergent) {
        const d = ctx.temp(S1);
        ctx.emit(op === 'ineg' ? 's_sub_u32' : 's_abs_i32', [d], op === 'ineg' ? [constOperand(0), ops[0]!] : [ops[0]!]);
        set(d);
        return;
      }
      const neg = valu(ctx, 'isub', [constOperand(0), ops[0]!], where);
      // |x| = max(x, -x), as ACO.
      set(op === 'ineg' ? neg : valu(ctx, 'imax', [ops[0]!, neg], where));
      return;
    }
    case 'isign': {
      if (!divergent) {
        const lo = ctx.temp(S1);
        ctx.emit('s_min_i32', [lo], [ops[0]!, constOperand(1)]);
        const d = ctx.temp(S1);
        ctx.emit('s_max_i32', [d], [lo, constOperand(0xffffffff)]);
        set(d);
        return;
      }
      const d = ctx.temp(V1);
      emitVop(ctx, 'v_med3_i32', 'vop3', [d], [ops[0]!, constOperand(0xffffffff), constOperand(1)]);
      set(d);
      return;
    }
    case 'fsign': {
      // As ACO: x > 0 → 1.0, then x < 0 → -1.0; ±0 stays (a NaN gives -1.0).
      const x = ctx.toVgpr(ops[0]!);
      const notPos = ctx.temp(ctx.lm);
      emitVop(ctx, 'v_cmp_nlt_f32', 'vopc3', [notPos], [constOperand(0), x]);
      const t = ctx.temp(V1);
      emitVop(ctx, 'v_cndmask_b32', 'vop2e64', [t], [constOperand(0x3f800000), x, notPos]);
      const notNeg = ctx.temp(ctx.lm);
      emitVop(ctx, 'v_cmp_le_f32', 'vopc3', [notNeg], [constOperand(0), t]);
      const d = ctx.temp(V1);
      emitVop(ctx, 'v_cndmask_b32', 'vop2e64', [d], [constOperand(0xbf800000), t, notNeg]);
      set(divergent ? d : readFirstLane(ctx, d));
      return;
    }
    case 'ufind_msb':
    case 'ifind_msb': {
      // 31 - (leading zeros, or leading sign bits for ifind_msb); the hardware's -1 for "none" stays -1 (ACO).
      if (!divergent) {
        const lead = ctx.temp(S1);
        ctx.emit(op === 'ufind_msb' ? 's_flbit_i32_b32' : 's_flbit_i32', [lead], [ops[0]!]);
        const msb = ctx.temp(S1);
        // 31 - 0xffffffff borrows: SCC selects -1.
        ctx.emit('s_sub_u32', [msb], [constOperand(31), lead]);
        const d = ctx.temp(S1);
        ctx.emit('s_cselect_b32', [d], [constOperand(0xffffffff), msb]);
        set(d);
        return;
      }
      const lead = ctx.temp(V1);
      ctx.emit(op === 'ufind_msb' ? 'v_ffbh_u32' : 'v_ffbh_i32', [lead], [ops[0]!]);
      const msb = valu(ctx, 'isub', [constOperand(31), lead], where);
      const none = ctx.temp(ctx.lm);
      emitVop(ctx, 'v_cmp_lt_i32', 'vopc3', [none], [lead, constOperand(0)]);
      const d = ctx.temp(V1);
      emitVop(ctx, 'v_cndmask_b32', 'vop2e64', [d], [msb, constOperand(0xffffffff), none]);
      set(d);
      return;
    }
    default:
      break;
  }

  const cmp = CMP[op];
  if (cmp) {
    if (divergent || !cmp.s) {
      const m = ctx.temp(ctx.lm);
      const srcs = [...ops];
      if (!isVgprOp(srcs[0]!) && !isVgprOp(srcs[1]!)) srcs[1] = ctx.toVgpr(srcs[1]!);
      emitVop(ctx, cmp.v, 'vopc3', [m], srcs);
      if (divergent) set(m);
      else {
        ctx.emit(ctx.lmOp('s_and'), [ctx.temp(ctx.lm)], [m, ctx.exec]);
        set(sccToBool(ctx));
      }
    } else {
      ctx.emit(cmp.s, [], saluOps(ctx, ops));
      set(sccToBool(ctx));
    }
    return;
  }
  if (op === 'fisnan' || op === 'fisinf') {
    const m = ctx.temp(ctx.lm);
    const x = ctx.toVgpr(ops[0]!);
    // v_cmp_class_f32 bits 2 and 9: -infinity and +infinity.
    if (op === 'fisnan') emitVop(ctx, 'v_cmp_u_f32', 'vopc3', [m], [x, x]);
    else emitVop(ctx, 'v_cmp_class_f32', 'vopc3', [m], [x, constOperand(0x204)]);
    if (divergent) set(m);
    else {
      ctx.emit(ctx.lmOp('s_and'), [ctx.temp(ctx.lm)], [m, ctx.exec]);
      set(sccToBool(ctx));
    }
    return;
  }
  if (!divergent && SALU[op]) {
    const d = ctx.temp(S1);
    ctx.emit(SALU[op], [d], saluOps(ctx, ops));
    set(d);
    return;
  }
  const d = valu(ctx, op, ops, where);
  set(divergent ? d : readFirstLane(ctx, d));
}
