/**
 * Scalar ALU templates for generated blocks. Each emits the instruction as
 * straight-line statements on `S` and `w.scc`, mirroring exec_scalar.ts:
 * sources are read into locals first, then SCC and the destination are
 * written in the closure's order. Frequent operations are inline expressions;
 * the other kernels of scalar_ops.ts are called directly (one inlinable call
 * instead of the closure's operand-reader calls). Returns false when the
 * instruction has no template (the block then calls its closure).
 */
import type { DecodedInstruction } from '../../isa/instruction.js';
import { CODE_EXEC_LO } from '../../isa/operand.js';
import type { BlockEmitter } from './jit_emitter.js';
import { scalarExpr } from './jit_operands.js';
import { scalarDest } from './operands.js';
import { SAVEEXEC, SOP1_32, SOP1_64, SOP1_64_TO_32, SOP2_32, SOP2_64, SOPC, SOPK_COMPARE } from './scalar_ops.js';
import type { TranslateContext } from './executor_factory.js';

const TWO32 = '4294967296';
const NONZERO = (r: string): string => `w.scc = ${r} >>> 0 !== 0 ? 1 : 0;`;

/** 32-bit templates: statements computing `r` from `a`, `b` (and `w.scc`). */
const EXPR32: Readonly<Record<string, (a: string, b: string, r: string) => string>> = {
  s_mov_b32: (a, _b, r) => `const ${r} = ${a};`,
  s_add_u32: (a, b, r) => `const ${r} = ${a} + ${b}; w.scc = ${r} >= ${TWO32} ? 1 : 0;`,
  s_sub_u32: (a, b, r) => `w.scc = ${b} > ${a} ? 1 : 0; const ${r} = ${a} - ${b};`,
  s_add_i32: (a, b, r) => `const ${r} = (${a} | 0) + (${b} | 0); w.scc = ${r} > 2147483647 || ${r} < -2147483648 ? 1 : 0;`,
  // -(b | 0) is truncated to i32 again (as addSigned sees it), so 0x80000000 negates to itself.
  s_sub_i32: (a, b, r) => `const ${r} = (${a} | 0) + (-(${b} | 0) | 0); w.scc = ${r} > 2147483647 || ${r} < -2147483648 ? 1 : 0;`,
  s_addc_u32: (a, b, r) => `const ${r} = ${a} + ${b} + w.scc; w.scc = ${r} >= ${TWO32} ? 1 : 0;`,
  s_subb_u32: (a, b, r) => `const ${r} = ${a} - ${b} - w.scc; w.scc = ${r} < 0 ? 1 : 0;`,
  s_cselect_b32: (a, b, r) => `const ${r} = w.scc ? ${a} : ${b};`,
  s_mul_i32: (a, b, r) => `const ${r} = Math.imul(${a}, ${b});`,
  s_and_b32: (a, b, r) => `const ${r} = ${a} & ${b}; ${NONZERO(r)}`,
  s_or_b32: (a, b, r) => `const ${r} = ${a} | ${b}; ${NONZERO(r)}`,
  s_xor_b32: (a, b, r) => `const ${r} = ${a} ^ ${b}; ${NONZERO(r)}`,
  s_andn2_b32: (a, b, r) => `const ${r} = ${a} & ~${b}; ${NONZERO(r)}`,
  s_orn2_b32: (a, b, r) => `const ${r} = ${a} | ~${b}; ${NONZERO(r)}`,
  s_lshl_b32: (a, b, r) => `const ${r} = ${a} << (${b} & 31); ${NONZERO(r)}`,
  s_lshr_b32: (a, b, r) => `const ${r} = ${a} >>> (${b} & 31); ${NONZERO(r)}`,
  s_ashr_i32: (a, b, r) => `const ${r} = ${a} >> (${b} & 31); ${NONZERO(r)}`,
};

/** 64-bit bitwise templates: one dword of the result from the dwords of a and b. */
const LOGIC64: Readonly<Record<string, (a: string, b: string) => string>> = {
  s_and_b64: (a, b) => `${a} & ${b}`,
  s_or_b64: (a, b) => `${a} | ${b}`,
  s_xor_b64: (a, b) => `${a} ^ ${b}`,
  s_andn2_b64: (a, b) => `${a} & ~${b}`,
  s_orn2_b64: (a, b) => `${a} | ~${b}`,
};

const COMPARE: Readonly<Record<string, (a: string, b: string) => string>> = {
  s_cmp_eq_u32: (a, b) => `${a} === ${b}`,
  s_cmp_lg_u32: (a, b) => `${a} !== ${b}`,
  s_cmp_gt_u32: (a, b) => `${a} > ${b}`,
  s_cmp_ge_u32: (a, b) => `${a} >= ${b}`,
  s_cmp_lt_u32: (a, b) => `${a} < ${b}`,
  s_cmp_le_u32: (a, b) => `${a} <= ${b}`,
  s_cmp_eq_i32: (a, b) => `${a} === ${b}`,
  s_cmp_lg_i32: (a, b) => `${a} !== ${b}`,
  s_cmp_gt_i32: (a, b) => `(${a} | 0) > (${b} | 0)`,
  s_cmp_ge_i32: (a, b) => `(${a} | 0) >= (${b} | 0)`,
  s_cmp_lt_i32: (a, b) => `(${a} | 0) < (${b} | 0)`,
  s_cmp_le_i32: (a, b) => `(${a} | 0) <= (${b} | 0)`,
};

export function emitSalu(em: BlockEmitter, inst: DecodedInstruction, ctx: TranslateContext): boolean {
  const name = ctx.name;
  switch (inst.format) {
    case 'SOP2':
      if (EXPR32[name] || SOP2_32[name]) return emit32(em, inst, ctx, true);
      if (SOP2_64[name]) return emit64(em, inst, ctx, true);
      return false;
    case 'SOP1':
      if (EXPR32[name] || SOP1_32[name]) return emit32(em, inst, ctx, false);
      if (SOP1_64[name]) return emit64(em, inst, ctx, false);
      if (SOP1_64_TO_32[name]) return emit64To32(em, inst, ctx);
      return emitSaveexec(em, inst, ctx);
    case 'SOPC':
      return emitCompare(em, inst, ctx);
    case 'SOPK':
      return emitSopk(em, inst, ctx);
    default:
      return false;
  }
}

/** Reads the listed source texts into fresh locals; returns their names. */
function hoist(em: BlockEmitter, exprs: readonly string[]): string[] {
  return exprs.map((e) => {
    const t = em.temp('a');
    em.line(`const ${t} = ${e};`);
    return t;
  });
}

function emit32(em: BlockEmitter, inst: DecodedInstruction, ctx: TranslateContext, hasB: boolean): boolean {
  const d = scalarDest(inst.operands[0], inst, ctx);
  const [a, b] = hoist(em, [scalarExpr(em, inst.operands[1]!, inst, ctx), hasB ? scalarExpr(em, inst.operands[2]!, inst, ctx) : '0']) as [string, string];
  const r = em.temp('r');
  const template = EXPR32[ctx.name];
  em.line('{');
  if (template) em.line(template(a, b, r));
  else {
    const k = em.constant((hasB ? SOP2_32 : SOP1_32)[ctx.name]);
    em.line(`const ${r} = ${k}(${a}, ${b}, w, ${d >= 0 ? `S[${d}]` : '0'});`);
  }
  if (d >= 0) em.line(`S[${d}] = ${r};`);
  em.line('}');
  return true;
}

/** 64-bit source dword; a 32-bit register operand (a shift amount) has no high half, as in exec_scalar.ts. */
function source64(em: BlockEmitter, inst: DecodedInstruction, ctx: TranslateContext, i: number, half: 0 | 1): string {
  const op = inst.operands[i]!;
  return op.kind === 'reg' && op.size === 1 && half ? '0' : scalarExpr(em, op, inst, ctx, half, true);
}

function emit64(em: BlockEmitter, inst: DecodedInstruction, ctx: TranslateContext, hasB: boolean): boolean {
  const d = scalarDest(inst.operands[0], inst, ctx);
  const [alo, ahi, blo, bhi] = hoist(em, [
    source64(em, inst, ctx, 1, 0),
    source64(em, inst, ctx, 1, 1),
    hasB ? source64(em, inst, ctx, 2, 0) : '0',
    hasB ? source64(em, inst, ctx, 2, 1) : '0',
  ]) as [string, string, string, string];
  const lo = em.temp('r'), hi = em.temp('r');
  const logic = LOGIC64[ctx.name];
  em.line('{');
  if (ctx.name === 's_mov_b64') em.line(`const ${lo} = ${alo}, ${hi} = ${ahi};`);
  else if (ctx.name === 's_cselect_b64') em.line(`const ${lo} = w.scc ? ${alo} : ${blo}, ${hi} = w.scc ? ${ahi} : ${bhi};`);
  else if (logic) em.line(`const ${lo} = ${logic(alo, blo)}, ${hi} = ${logic(ahi, bhi)}; w.scc = (${lo} | ${hi}) !== 0 ? 1 : 0;`);
  else {
    // Any other 64-bit kernel runs on a scratch pair holding the destination's old value, as the closure's OUT64.
    const out = em.constant(new Uint32Array(2));
    const k = em.constant((hasB ? SOP2_64 : SOP1_64)[ctx.name]);
    em.line(`${out}[0] = ${d >= 0 ? `S[${d}]` : '0'}; ${out}[1] = ${d >= 0 ? `S[${d + 1}]` : '0'};`);
    em.line(`${k}(${alo}, ${ahi}, ${blo}, ${bhi}, w, ${out});`);
    em.line(`const ${lo} = ${out}[0], ${hi} = ${out}[1];`);
  }
  if (d >= 0) em.line(`S[${d}] = ${lo}; S[${d + 1}] = ${hi};`);
  em.line('}');
  return true;
}

function emit64To32(em: BlockEmitter, inst: DecodedInstruction, ctx: TranslateContext): boolean {
  const d = scalarDest(inst.operands[0], inst, ctx);
  const [lo, hi] = hoist(em, [scalarExpr(em, inst.operands[1]!, inst, ctx, 0, true), scalarExpr(em, inst.operands[1]!, inst, ctx, 1, true)]);
  const k = em.constant(SOP1_64_TO_32[ctx.name]);
  const r = em.temp('r');
  em.line(`{ const ${r} = ${k}(${lo}, ${hi}, w);${d >= 0 ? ` S[${d}] = ${r};` : ''} }`);
  return true;
}

/** sdst = exec; exec = f(src, exec); SCC = exec != 0 — the order of exec_scalar.ts translateSaveexec. */
function emitSaveexec(em: BlockEmitter, inst: DecodedInstruction, ctx: TranslateContext): boolean {
  const m = /^s_(\w+)_saveexec_b(32|64)$/.exec(ctx.name);
  const f = m ? SAVEEXEC[m[1]!] : undefined;
  if (!m || !f) return false;
  const wide = m[2] === '64';
  const d = scalarDest(inst.operands[0], inst, ctx);
  const src = inst.operands[1]!;
  const [sLo, sHi] = hoist(em, [scalarExpr(em, src, inst, ctx, 0, wide), wide ? scalarExpr(em, src, inst, ctx, 1, true) : '0']);
  const k = em.constant(f);
  const E = CODE_EXEC_LO;
  em.line('{');
  em.line(`const eLo = S[${E}], eHi = S[${E + 1}];`);
  if (d >= 0) em.line(wide ? `S[${d}] = eLo; S[${d + 1}] = eHi;` : `S[${d}] = eLo;`);
  em.line(`S[${E}] = ${k}(${sLo}, eLo);`);
  if (wide) em.line(`S[${E + 1}] = ${k}(${sHi}, eHi);`);
  em.line(`w.scc = (S[${E}] | ${wide ? `S[${E + 1}]` : '0'}) !== 0 ? 1 : 0;`);
  em.line('}');
  return true;
}

function emitCompare(em: BlockEmitter, inst: DecodedInstruction, ctx: TranslateContext): boolean {
  const name = ctx.name;
  if (name === 's_cmp_eq_u64' || name === 's_cmp_lg_u64') {
    const [alo, ahi, blo, bhi] = hoist(
      em,
      [0, 1].flatMap((i) => [0, 1].map((half) => scalarExpr(em, inst.operands[i]!, inst, ctx, half as 0 | 1, true))),
    ) as [string, string, string, string];
    const same = `${alo} === ${blo} && ${ahi} === ${bhi}`;
    em.line(`w.scc = ${name === 's_cmp_eq_u64' ? `(${same})` : `!(${same})`} ? 1 : 0;`);
    return true;
  }
  const template = COMPARE[name];
  const kernel = SOPC[name];
  if (!template && !kernel) return false;
  const [a, b] = hoist(em, [scalarExpr(em, inst.operands[0]!, inst, ctx), scalarExpr(em, inst.operands[1]!, inst, ctx)]) as [string, string];
  em.line(`w.scc = ${template ? template(a, b) : `${em.constant(kernel)}(${a}, ${b})`} ? 1 : 0;`);
  return true;
}

/** s_movk_i32 and the s_cmpk_* compares; the other SOPK instructions keep their closures. */
function emitSopk(em: BlockEmitter, inst: DecodedInstruction, ctx: TranslateContext): boolean {
  const immOp = inst.operands[1];
  if (!immOp || immOp.kind !== 'imm') return false;
  const simm = (immOp.value << 16) >> 16;
  if (ctx.name === 's_movk_i32') {
    const d = scalarDest(inst.operands[0], inst, ctx);
    if (d >= 0) em.line(`S[${d}] = ${simm};`);
    return true;
  }
  const compare = SOPK_COMPARE[ctx.name];
  if (!compare) return false;
  const k = compare.signed ? simm >>> 0 : immOp.value & 0xffff;
  const [a] = hoist(em, [scalarExpr(em, inst.operands[0]!, inst, ctx)]);
  em.line(`w.scc = ${em.constant(compare.cmp)}(${a}, ${k}) ? 1 : 0;`);
  return true;
}
