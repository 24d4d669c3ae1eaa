/**
 * Vector ALU for generated blocks: consecutive VALU instructions are fused
 * into one loop over the active lanes, so a lane runs the whole run before
 * the next lane starts. That is equivalent to running them one after the
 * other because these instructions only read and write their own lane of a
 * VGPR: the lane index, scalar sources and exec are the same for every lane.
 * Scalar sources are read once before the loop; lane masks written by
 * v_cmp/carry forms are accumulated per half (exec_lo / exec_hi) in locals and
 * stored after the loop, and a later instruction of the same loop that uses
 * such a mask as its carry-in or v_cndmask condition reads its own lane's bit
 * from the local. The loop is cut before an instruction that reads a pending
 * mask any other way, and after one that writes exec.
 *
 * Each lane loop has a dense form (exec half all ones: a counted loop) and a
 * sparse form (iterate set bits, as exec_valu.ts does). Results are
 * bit-identical to the closures: the same kernels or the same expressions,
 * abs/neg applied to source bit patterns, f32 values loaded and stored
 * through Float32Array exactly like asF32/f32Bits.
 */
import type { DecodedInstruction, Modifiers } from '../../isa/instruction.js';
import { CODE_EXEC_LO, VGPR_BASE, type Operand } from '../../isa/operand.js';
import type { BlockEmitter } from './jit_emitter.js';
import { scalarExpr, sgprsRead } from './jit_operands.js';
import { asF32, scalarDest } from './operands.js';
import type { TranslateContext } from './executor_factory.js';
import { minNum, maxNum, toIntSaturated } from './valu_float.js';
import { CARRY_OUT, MASK_IN, VALU_OPS, compareKernel } from './valu_ops.js';

type Kind = 'bits' | 'float';

/** A lane expression over source texts; `k` names a closed-over value (a helper function). */
interface LaneTemplate {
  readonly src: Kind;
  readonly result: Kind;
  readonly expr: (a: string, b: string, c: string, k: (value: unknown) => string) => string;
}

const bits = (expr: LaneTemplate['expr']): LaneTemplate => ({ src: 'bits', result: 'bits', expr });
const float = (expr: LaneTemplate['expr']): LaneTemplate => ({ src: 'float', result: 'float', expr });
const mad: LaneTemplate = float((a, b, c) => `Math.fround(${a} * ${b}) + ${c}`);
const fma: LaneTemplate = float((a, b, c) => `${a} * ${b} + ${c}`);

/** Inline forms of the most frequent VALU_OPS kernels (same arithmetic as valu_ops.ts). */
const LANE_EXPR: Readonly<Record<string, LaneTemplate>> = {
  v_mov_b32: bits((a) => a),
  v_not_b32: bits((a) => `~${a}`),
  v_and_b32: bits((a, b) => `${a} & ${b}`),
  v_or_b32: bits((a, b) => `${a} | ${b}`),
  v_xor_b32: bits((a, b) => `${a} ^ ${b}`),
  v_xnor_b32: bits((a, b) => `~(${a} ^ ${b})`),
  v_lshlrev_b32: bits((a, b) => `${b} << (${a} & 31)`),
  v_lshrrev_b32: bits((a, b) => `${b} >>> (${a} & 31)`),
  v_ashrrev_i32: bits((a, b) => `${b} >> (${a} & 31)`),
  v_add_u32: bits((a, b) => `${a} + ${b}`),
  v_sub_u32: bits((a, b) => `${a} - ${b}`),
  v_subrev_u32: bits((a, b) => `${b} - ${a}`),
  v_mul_lo_u32: bits((a, b) => `Math.imul(${a}, ${b})`),
  v_min_u32: bits((a, b) => `Math.min(${a}, ${b})`),
  v_max_u32: bits((a, b) => `Math.max(${a}, ${b})`),
  v_min_i32: bits((a, b) => `Math.min(${a} | 0, ${b} | 0)`),
  v_max_i32: bits((a, b) => `Math.max(${a} | 0, ${b} | 0)`),
  v_lshl_or_b32: bits((a, b, c) => `(${a} << (${b} & 31)) | ${c}`),
  v_and_or_b32: bits((a, b, c) => `(${a} & ${b}) | ${c}`),
  v_or3_b32: bits((a, b, c) => `${a} | ${b} | ${c}`),
  v_add3_u32: bits((a, b, c) => `((${a} + ${b} + ${c}) >>> 0)`),
  v_lshl_add_u32: bits((a, b, c) => `((${a} << (${b} & 31)) >>> 0) + ${c}`),
  v_cndmask_b32: bits((a, b, c) => `${c} ? ${b} : ${a}`),
  v_add_f32: float((a, b) => `${a} + ${b}`),
  v_sub_f32: float((a, b) => `${a} - ${b}`),
  v_subrev_f32: float((a, b) => `${b} - ${a}`),
  v_mul_f32: float((a, b) => `${a} * ${b}`),
  v_min_f32: float((a, b, _c, k) => `${k(minNum)}(${a}, ${b})`),
  v_max_f32: float((a, b, _c, k) => `${k(maxNum)}(${a}, ${b})`),
  v_mad_f32: mad,
  v_madmk_f32: mad,
  v_madak_f32: mad,
  v_mac_f32: mad,
  v_fma_f32: fma,
  v_fmamk_f32: fma,
  v_fmaak_f32: fma,
  v_fmac_f32: fma,
  v_floor_f32: float((a) => `Math.floor(${a})`),
  v_trunc_f32: float((a) => `Math.trunc(${a})`),
  v_ceil_f32: float((a) => `Math.ceil(${a})`),
  v_cvt_f32_i32: { src: 'bits', result: 'float', expr: (a) => `${a} | 0` },
  v_cvt_f32_u32: { src: 'bits', result: 'float', expr: (a) => a },
  v_cvt_f32_ubyte0: { src: 'bits', result: 'float', expr: (a) => `${a} & 255` },
  v_cvt_i32_f32: { src: 'float', result: 'bits', expr: (a, _b, _c, k) => `${k(toIntSaturated)}(${a}, -2147483648, 2147483647)` },
  v_cvt_u32_f32: { src: 'float', result: 'bits', expr: (a, _b, _c, k) => `${k(toIntSaturated)}(${a}, 0, 4294967295)` },
};

/** Carry forms: the exact result; a value outside 0..2^32-1 sets the lane's carry bit. */
const CARRY_EXPR: Readonly<Record<string, (a: string, b: string, c: string) => string>> = {
  v_add_co_u32: (a, b) => `${a} + ${b}`,
  v_sub_co_u32: (a, b) => `${a} - ${b}`,
  v_subrev_co_u32: (a, b) => `${b} - ${a}`,
  v_addc_co_u32: (a, b, c) => `${a} + ${b} + ${c}`,
  v_subb_co_u32: (a, b, c) => `${a} - ${b} - ${c}`,
  v_subbrev_co_u32: (a, b, c) => `${b} - ${a} - ${c}`,
};

const COMPARE_OPERATOR: Readonly<Record<string, string>> = { lt: '<', eq: '===', le: '<=', gt: '>', ge: '>=' };

/** Inline compare of two source texts, or undefined (the kernel from compareKernel is called instead). */
function compareExpr(name: string): LaneTemplate | undefined {
  const m = /^v_cmpx?_(\w+)_(f32|i32|u32)$/.exec(name);
  if (!m) return undefined;
  const [, cond, type] = m as unknown as [string, string, 'f32' | 'i32' | 'u32'];
  const operator = COMPARE_OPERATOR[cond];
  if (type === 'f32') {
    if (operator) return float((a, b) => `${a} ${operator} ${b}`);
    if (cond === 'neq') return float((a, b) => `${a} !== ${b}`);
    if (cond === 'lg') return float((a, b) => `(${a} < ${b} || ${a} > ${b})`);
    return undefined;
  }
  if (cond === 'ne' || cond === 'lg') return bits((a, b) => `${a} !== ${b}`);
  if (!operator) return undefined;
  return type === 'i32' && operator !== '===' ? bits((a, b) => `(${a} | 0) ${operator} (${b} | 0)`) : bits((a, b) => `${a} ${operator} ${b}`);
}

/** One source of a lane operation, with the abs/neg bit masks the closure applies to it. */
type Source =
  | { readonly kind: 'vgpr'; readonly offset: number; readonly and: number; readonly xor: number }
  | { readonly kind: 'scalar'; readonly expr: string; readonly reads: readonly number[]; readonly and: number; readonly xor: number }
  | { readonly kind: 'mask'; readonly lo: string; readonly hi: string; readonly op: Operand; readonly reads: readonly number[]; readonly and: number; readonly xor: number }
  | { readonly kind: 'zero'; readonly and: number; readonly xor: number };

/** A VALU instruction ready to be placed in a lane loop. */
export interface LaneOp {
  readonly kind: 'write' | 'carry' | 'compare';
  readonly sources: readonly Source[];
  readonly srcKind: Kind;
  readonly resultKind: Kind;
  /** The lane's result from its source texts and the lane index text. */
  readonly expr: (src: readonly string[], lane: string) => string;
  /** VGPR-file offset of the destination row (write, carry). */
  readonly dst: number;
  /** SGPR of the lane mask written (carry, compare); -1 = none or null. */
  readonly maskDest: number;
  /** v_cmpx: the mask is also written to exec. */
  readonly cmpx: boolean;
}

function sourceMasks(mods: Modifiers, i: number, apply: boolean): { and: number; xor: number } {
  if (!apply) return { and: 0xffffffff, xor: 0 };
  const abs = ((mods.abs ?? 0) >> i) & 1;
  const neg = ((mods.neg ?? 0) >> i) & 1;
  return { and: abs ? 0x7fffffff : 0xffffffff, xor: neg ? 0x80000000 : 0 };
}

function laneSource(em: BlockEmitter, op: Operand, inst: DecodedInstruction, ctx: TranslateContext, masks: { and: number; xor: number }): Source {
  if (op.kind === 'reg' && op.code >= VGPR_BASE) return { kind: 'vgpr', offset: (op.code - VGPR_BASE) * ctx.waveSize, ...masks };
  return { kind: 'scalar', expr: scalarExpr(em, op, inst, ctx), reads: sgprsRead(op, 1), ...masks };
}

function maskSource(em: BlockEmitter, op: Operand, inst: DecodedInstruction, ctx: TranslateContext, masks: { and: number; xor: number }): Source {
  const wave64 = ctx.waveSize === 64;
  return {
    kind: 'mask',
    lo: scalarExpr(em, op, inst, ctx, 0, true),
    hi: wave64 ? scalarExpr(em, op, inst, ctx, 1, true) : '0',
    op,
    reads: sgprsRead(op, wave64 ? 2 : 1),
    ...masks,
  };
}

/**
 * Plans a VALU instruction as a lane operation, mirroring the operand choice
 * of exec_valu.ts; undefined when it must keep its closure (cross-lane
 * v_readlane/v_writelane/v_readfirstlane, SDWA/DPP, VOP3 clamp/omod on a plain result).
 */
export function planLaneOp(em: BlockEmitter, inst: DecodedInstruction, ctx: TranslateContext): LaneOp | undefined {
  const name = ctx.name;
  const ops = inst.operands;
  const k = (value: unknown): string => em.constant(value);
  if (inst.mods.sdwa || inst.mods.dpp) return undefined;
  if (name.startsWith('v_cmp')) {
    const kernel = compareKernel(name);
    if (!kernel) return undefined;
    const cmpx = name.startsWith('v_cmpx');
    const hasDest = !(cmpx && ctx.gfx !== 'gfx9');
    const first = hasDest ? 1 : 0;
    const template = compareExpr(name);
    return {
      kind: 'compare',
      sources: [0, 1].map((i) => laneSource(em, ops[first + i]!, inst, ctx, sourceMasks(inst.mods, i, true))),
      srcKind: template?.src ?? 'bits',
      resultKind: 'bits',
      expr: template ? (s) => template.expr(s[0]!, s[1]!, '', k) : (s) => `${k(kernel)}(${s[0]}, ${s[1]})`,
      dst: -1,
      maskDest: hasDest ? scalarDest(ops[0], inst, ctx) : -1,
      cmpx,
    };
  }
  const op = VALU_OPS[name];
  if (!op) return undefined;
  const carry = CARRY_OUT.has(name);
  if (!carry && (inst.mods.clamp === true || (inst.mods.omod ?? 0) !== 0)) return undefined;
  const first = carry ? 2 : 1;
  const sources: Source[] = [];
  for (let i = 0; i < 3; i++) {
    // The carry path of exec_valu.ts applies no source modifiers.
    const masks = sourceMasks(inst.mods, i, !carry);
    const operand = ops[first + i];
    if (i >= op.n) sources.push({ kind: 'zero', ...masks });
    else if (op.acc && i === 2) sources.push(laneSource(em, ops[0]!, inst, ctx, masks));
    else if (MASK_IN.has(name) && i === 2) sources.push(maskSource(em, operand!, inst, ctx, masks));
    else if (operand) sources.push(laneSource(em, operand, inst, ctx, masks));
    else return undefined;
  }
  const dst = (ops[0]!.kind === 'reg' ? ops[0]!.code - VGPR_BASE : 0) * ctx.waveSize;
  if (carry) {
    const template = CARRY_EXPR[name];
    return {
      kind: 'carry',
      sources,
      srcKind: 'bits',
      resultKind: 'bits',
      expr: template ? (s) => template(s[0]!, s[1]!, s[2]!) : (s, lane) => `${k(op.k)}(${s[0]}, ${s[1]}, ${s[2]}, ${lane})`,
      dst,
      maskDest: scalarDest(ops[1], inst, ctx),
      cmpx: false,
    };
  }
  const template = LANE_EXPR[name];
  return {
    kind: 'write',
    sources,
    srcKind: template?.src ?? 'bits',
    resultKind: template?.result ?? 'bits',
    expr: template ? (s) => template.expr(s[0]!, s[1]!, s[2]!, k) : (s, lane) => `${k(op.k)}(${s[0]}, ${s[1]}, ${s[2]}, ${lane})`,
    dst,
    maskDest: -1,
    cmpx: false,
  };
}

/** SGPR indices a lane op writes when its loop ends. */
function maskWrites(op: LaneOp, wave64: boolean): number[] {
  const out: number[] = [];
  if (op.maskDest >= 0) out.push(op.maskDest, ...(wave64 ? [op.maskDest + 1] : []));
  if (op.cmpx) out.push(CODE_EXEC_LO, ...(wave64 ? [CODE_EXEC_LO + 1] : []));
  return out;
}

interface Pending {
  readonly op: LaneOp;
  readonly lo: string;
  readonly hi: string;
}

/**
 * Collects lane ops into one loop. `accepts` says whether an op can join
 * (no hazard with masks still pending); `add` appends it; `flush` emits the
 * loop and the mask stores.
 */
export class LaneLoop {
  private readonly ops: LaneOp[] = [];
  private readonly pending: Pending[] = [];
  private endsHere = false;

  constructor(
    private readonly em: BlockEmitter,
    private readonly wave64: boolean,
  ) {}

  get empty(): boolean {
    return this.ops.length === 0;
  }

  accepts(op: LaneOp): boolean {
    if (this.endsHere) return false;
    for (const s of op.sources) {
      if (s.kind === 'scalar' && this.overlapsPending(s.reads)) return false;
      if (s.kind === 'mask' && this.overlapsPending(s.reads) && this.pendingMaskFor(s) === undefined) return false;
    }
    return true;
  }

  add(op: LaneOp): void {
    this.ops.push(op);
    const writes = maskWrites(op, this.wave64);
    if (op.kind !== 'write') this.pending.push({ op, lo: this.em.temp('mlo'), hi: this.em.temp('mhi') });
    // A write to exec changes which lanes the next instruction runs on.
    if (writes.some((r) => r === CODE_EXEC_LO || r === CODE_EXEC_LO + 1)) this.endsHere = true;
  }

  private overlapsPending(reads: readonly number[]): boolean {
    return this.pending.some((p) => maskWrites(p.op, this.wave64).some((r) => reads.includes(r)));
  }

  /** The latest pending mask if it is exactly the register pair (or SGPR) `s` reads, else undefined. */
  private pendingMaskFor(s: Extract<Source, { kind: 'mask' }>): Pending | undefined {
    for (let i = this.pending.length - 1; i >= 0; i--) {
      const p = this.pending[i]!;
      const writes = maskWrites(p.op, this.wave64);
      if (!writes.some((r) => s.reads.includes(r))) continue;
      const exact = s.op.kind === 'reg' && !p.op.cmpx && p.op.maskDest === s.op.code;
      return exact ? p : undefined;
    }
    return undefined;
  }

  flush(): void {
    if (this.ops.length === 0) return;
    const em = this.em;
    if (this.ops.some((o) => o.srcKind === 'float' || o.resultKind === 'float')) em.once('const VF = w.vgprF32;');
    em.line('{');
    const declared: string[] = [];
    for (const p of this.pending) declared.push(`${p.lo} = 0`, `${p.hi} = 0`);
    if (declared.length > 0) em.line(`let ${declared.join(', ')};`);
    // Hoisted scalar reads, in program order, before any lane runs; resolve mask sources against earlier pending masks.
    const plans = this.ops.map((op, index) => this.hoistSources(op, index));
    for (let half = 0; half < (this.wave64 ? 2 : 1); half++) {
      const base = half * 32;
      const body = this.ops.map((op, index) => this.laneStatement(op, plans[index]!, half)).join('\n');
      em.line(`{ let m = S[${CODE_EXEC_LO + half}];`);
      em.line(`if (m === 4294967295) { for (let l = ${base}; l < ${base + 32}; l++) { const bit = 1 << (l - ${base});\n${body}\n} }`);
      em.line(`else { while (m !== 0) { const bit = m & -m; m ^= bit; const l = ${base + 31} - Math.clz32(bit);\n${body}\n} } }`);
    }
    for (const p of this.pending) {
      const stores = (sgpr: number): string => (this.wave64 ? `S[${sgpr}] = ${p.lo}; S[${sgpr + 1}] = ${p.hi};` : `S[${sgpr}] = ${p.lo};`);
      if (p.op.maskDest >= 0) em.line(stores(p.op.maskDest));
      if (p.op.cmpx) em.line(stores(CODE_EXEC_LO));
    }
    em.line('}');
    this.ops.length = 0;
    this.pending.length = 0;
    this.endsHere = false;
  }

  /** Per source: a text valid inside the lane loop for each half (scalar values are read into locals here). */
  private hoistSources(op: LaneOp, index: number): ((half: number) => string)[] {
    const em = this.em;
    const masked = (x: string, s: Source): string => (s.and === 0xffffffff && s.xor === 0 ? x : `((${x} & ${s.and | 0}) ^ ${s.xor | 0}) >>> 0`);
    const asFloat = (x: string): string => `${em.constant(asF32)}(${x})`;
    return op.sources.map((s): ((half: number) => string) => {
      switch (s.kind) {
        case 'vgpr': {
          const plain = s.and === 0xffffffff && s.xor === 0;
          if (op.srcKind === 'float') return () => (plain ? `VF[${s.offset} + l]` : asFloat(masked(`V[${s.offset} + l]`, s)));
          return () => masked(`V[${s.offset} + l]`, s);
        }
        case 'zero': {
          const value = ((0 & s.and) ^ s.xor) >>> 0;
          const text = op.srcKind === 'float' ? (Object.is(asF32(value), -0) ? '-0' : String(asF32(value))) : String(value);
          return () => text;
        }
        case 'scalar': {
          const t = em.temp('s');
          em.line(`const ${t} = ${masked(s.expr, s)};`);
          if (op.srcKind !== 'float') return () => t;
          const f = em.temp('f');
          em.line(`const ${f} = ${asFloat(t)};`);
          return () => f;
        }
        case 'mask': {
          // A mask written earlier in this loop: this lane's bit is already in the pending local.
          const earlier = this.pending.slice(0, this.pendingIndexBefore(index)).reverse().find((p) => p.op.maskDest === (s.op.kind === 'reg' ? s.op.code : -2) && !p.op.cmpx);
          let lo: string, hi: string;
          if (earlier) {
            lo = earlier.lo;
            hi = earlier.hi;
          } else {
            lo = em.temp('c');
            hi = em.temp('c');
            em.line(`const ${lo} = ${s.lo}, ${hi} = ${s.hi};`);
          }
          const bitOf = (half: number): string => masked(`((${half ? hi : lo} >>> (l & 31)) & 1)`, s);
          return op.srcKind === 'float' ? (half) => asFloat(bitOf(half)) : bitOf;
        }
        default: {
          const never: never = s;
          throw new Error(`unknown lane source ${JSON.stringify(never)}`);
        }
      }
    });
  }

  /** Number of pending masks produced by ops before `index`. */
  private pendingIndexBefore(index: number): number {
    return this.ops.slice(0, index).filter((o) => o.kind !== 'write').length;
  }

  private laneStatement(op: LaneOp, sources: readonly ((half: number) => string)[], half: number): string {
    const src = sources.map((s) => s(half));
    const value = op.expr(src, 'l');
    const pending = this.pending.find((p) => p.op === op);
    const acc = pending ? (half ? pending.hi : pending.lo) : '';
    switch (op.kind) {
      case 'write':
        return op.resultKind === 'float' ? `VF[${op.dst} + l] = ${value};` : `V[${op.dst} + l] = ${value};`;
      case 'carry':
        return `{ const x = ${value}; V[${op.dst} + l] = x; if (x < 0 || x > 4294967295) ${acc} |= bit; }`;
      case 'compare':
        return `if (${value}) ${acc} |= bit;`;
      default: {
        const never: never = op.kind;
        throw new Error(`unknown lane op ${String(never)}`);
      }
    }
  }
}
