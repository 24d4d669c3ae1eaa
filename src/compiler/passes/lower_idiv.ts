/**
 * lower_idiv (NIR's nir_lower_idiv, 32-bit path; the algorithm is LLVM's
 * AMDGPUTargetLowering::LowerUDIVREM / LowerSDIVREM, which NIR ported): AMD
 * GPUs have no integer divide, so udiv/umod/idiv/irem become a reciprocal
 * estimate and exact integer corrections.
 *
 *   rcp ≈ 2^32 / d:  f2u(frcp_iflag(u2f(d)) · 4294966784.0)   (v_rcp_iflag_f32)
 *   rcp += umul_high(rcp, rcp · -d)                             (one Newton step in integers)
 *   q = umul_high(n, rcp), r = n - q·d
 *   twice: if r ≥ d { q += 1; r -= d }
 *
 * The estimate is within 2 of the quotient, so two correction steps make the
 * result exact for every n and every d ≠ 0. Signed forms divide the absolute
 * values and fix the sign: the quotient is negative when the signs differ, the
 * remainder (irem) takes the dividend's sign. Division by zero is undefined in
 * GLSL and SPIR-V; the lowered code then yields whatever the sequence computes.
 */
import type { Builder } from '../ir/builder.js';
import type { AluInstr, Instr, Shader, Value } from '../ir/ir.js';
import { expandInstructions } from './expand_instrs.js';

const DIVISIONS: ReadonlySet<string> = new Set(['udiv', 'umod', 'idiv', 'irem']);

/** 2^32 - 512 as f32 (0x4f7ffffe): scales 1/d to just below 2^32 / d, so the estimate never overshoots. */
const RCP_SCALE = 4294966784.0;

function emitUdiv(b: Builder, n: Value, d: Value, modulo: boolean): Value {
  const one = b.i32(1);
  let rcp = b.alu('f2u', b.alu('fmul', b.alu('frcp_iflag', b.alu('u2f', d)), b.f32(RCP_SCALE)));
  const negRcpTimesDenom = b.alu('imul', rcp, b.alu('ineg', d));
  rcp = b.alu('iadd', rcp, b.alu('umul_high', rcp, negRcpTimesDenom));
  let q = b.alu('umul_high', n, rcp);
  let r = b.alu('isub', n, b.alu('imul', q, d));
  let ge = b.alu('uge', r, d);
  if (!modulo) q = b.alu('bcsel', ge, b.alu('iadd', q, one), q);
  r = b.alu('bcsel', ge, b.alu('isub', r, d), r);
  ge = b.alu('uge', r, d);
  return modulo ? b.alu('bcsel', ge, b.alu('isub', r, d), r) : b.alu('bcsel', ge, b.alu('iadd', q, one), q);
}

function emitDivision(b: Builder, instr: AluInstr): Value {
  const [n, d] = instr.srcs as [Value, Value];
  if (instr.op === 'udiv' || instr.op === 'umod') return emitUdiv(b, n, d, instr.op === 'umod');
  const zero = b.i32(0);
  const nNeg = b.alu('ilt', n, zero);
  const magnitude = emitUdiv(b, b.alu('iabs', n), b.alu('iabs', d), instr.op === 'irem');
  const negate = instr.op === 'idiv' ? b.alu('bxor', nNeg, b.alu('ilt', d, zero)) : nNeg;
  return b.alu('bcsel', negate, b.alu('ineg', magnitude), magnitude);
}

function isDivision(instr: Instr): instr is AluInstr {
  return instr.kind === 'alu' && DIVISIONS.has(instr.op);
}

export function lowerIdiv(shader: Shader): boolean {
  return expandInstructions(shader, isDivision, (b, instr) => [emitDivision(b, instr)]);
}
