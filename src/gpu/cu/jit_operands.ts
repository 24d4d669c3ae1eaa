/**
 * Operands as source text for generated blocks. A plain SGPR (codes below
 * 128, which include vcc, m0 and exec) is read inline as `S[code]`; `null`
 * (GFX10+) is `0`; literals and immediates are inlined; every other source
 * (inline constants, which differ by operand width, scc, vccz, execz) calls
 * the very reader the closure path uses (operands.ts scalarSource), so both
 * paths read the same value by construction.
 */
import type { DecodedInstruction } from '../../isa/instruction.js';
import { codeNull, type Operand } from '../../isa/operand.js';
import { BlockEmitter, u32Literal } from './jit_emitter.js';
import { scalarSource } from './operands.js';
import type { TranslateContext } from './executor_factory.js';

/** Text of a scalar source read (unsigned 32-bit), with scalarSource's `half` and `is64` meaning. */
export function scalarExpr(em: BlockEmitter, op: Operand, inst: DecodedInstruction, ctx: TranslateContext, half: 0 | 1 = 0, is64 = false): string {
  if (op.kind === 'reg' && op.code < 128) {
    if (op.code === codeNull(ctx.gfx) && ctx.gfx !== 'gfx9') return '0';
    return `S[${op.code + half}]`;
  }
  if (op.kind === 'literal' || op.kind === 'imm') return half ? '0' : u32Literal(op.value);
  return `${em.constant(scalarSource(op, inst, ctx, half, is64))}(w, h)`;
}

/**
 * SGPR-file indices a scalar source may read (for hazard checks inside a
 * fused lane loop); `dwords` is how much of the operand is read. vccz/execz/scc and other specials count as reading vcc
 * and exec; constants read nothing.
 */
export function sgprsRead(op: Operand, dwords: 1 | 2): readonly number[] {
  if (op.kind !== 'reg') return [];
  if (op.code < 128) return dwords === 2 ? [op.code, op.code + 1] : [op.code];
  if (op.code >= 256) return [];
  return [106, 107, 126, 127];
}
