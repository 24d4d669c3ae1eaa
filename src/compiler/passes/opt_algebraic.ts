/**
 * opt_algebraic: identities with one constant operand, NIR's nir_opt_algebraic
 * in its exact subset — every rewrite gives the same bits for every input, so
 * the interpreter and the GPU agree before and after.
 *
 * * x + 0, x − 0, x | 0, x ^ 0, x << 0, x >> 0, x · 1, x & ~0 → x
 * * x · 0, x & 0 → 0; x | ~0 → ~0
 * * x · 2^k → x << k (a shift is a full-rate op; v_mul_lo_u32 is quarter rate)
 * * booleans: b && true, b || false → b; b && false → false; b || true → true
 * * bcsel(c, x, x) → x; bcsel(c, true, false) → c; bcsel(c, false, true) → !c;
 *   bcsel(c, b, false) → c && b; bcsel(c, true, b) → c || b (bool results)
 *
 * * floats: min(max(x, 0.0), 1.0) → fsat(x) (one v_med3_f32; the same for
 *   NaN, ±0 and infinities — max(min(x, 1.0), 0.0) is not: NaN gives 1.0);
 *   x + (−0.0) → x.
 * * x + (+0.0) → x, as NIR does without signed-zero preservation: the one
 *   input it changes is −0.0 (+0.0 before, −0.0 after). SPIR-V lets an
 *   implementation drop the sign of zero unless the shader declares
 *   SignedZeroInfNanPreserve, which popsim's front end does not accept.
 *
 * Other float identities are left alone: x · 1.0 would drop the quieting of a
 * signalling NaN the hardware does.
 */
import { forEachBlock } from '../ir/cfg.js';
import type { AluInstr, Func, Instr, Shader, Value } from '../ir/ir.js';
import { newId } from '../ir/ir.js';

const ALL_ONES = 0xffffffff;
const F_ONE = 0x3f800000;
const F_NEG_ZERO = 0x80000000;

export function optAlgebraic(shader: Shader): boolean {
  let progress = false;
  for (const func of shader.functions) progress = simplifyFunc(shader, func) || progress;
  return progress;
}

/** What an instruction becomes: a copy of a value, a constant, or a new ALU instruction (with a constant it needs). */
type Rewrite = { readonly copy: Value } | { readonly bits: number } | { readonly alu: AluInstr; readonly constBits?: number; readonly constValue?: Value };

function simplifyFunc(shader: Shader, func: Func): boolean {
  const consts = new Map<number, number>();
  const aluDefs = new Map<number, AluInstr>();
  forEachBlock(func.body, (b) => {
    for (const instr of b.instrs) {
      if (instr.kind === 'const') consts.set(instr.dest.id, instr.bits);
      if (instr.kind === 'alu') aluDefs.set(instr.dest.id, instr);
    }
  });
  let progress = false;
  forEachBlock(func.body, (block) => {
    const out: Instr[] = [];
    for (const instr of block.instrs) {
      const rw = instr.kind === 'alu' ? rewrite(shader, instr, (v) => consts.get(v.id), (v) => aluDefs.get(v.id)) : undefined;
      if (!rw) {
        out.push(instr);
        continue;
      }
      progress = true;
      const dest = (instr as AluInstr).dest;
      if ('copy' in rw) out.push({ kind: 'alu', op: 'mov', dest, srcs: [rw.copy] });
      else if ('bits' in rw) {
        out.push({ kind: 'const', dest, bits: rw.bits });
        consts.set(dest.id, rw.bits);
      } else {
        if (rw.constValue !== undefined) {
          out.push({ kind: 'const', dest: rw.constValue, bits: rw.constBits! });
          consts.set(rw.constValue.id, rw.constBits!);
        }
        out.push(rw.alu);
      }
    }
    block.instrs = out;
  });
  return progress;
}

function rewrite(shader: Shader, instr: AluInstr, constOf: (v: Value) => number | undefined, aluOf: (v: Value) => AluInstr | undefined): Rewrite | undefined {
  const [a, b, c] = instr.srcs;
  const ca = a && constOf(a);
  const cb = b && constOf(b);
  // The non-constant operand and the constant of a commutative pair.
  const pair = (): [Value, number] | undefined => (cb !== undefined ? [a!, cb] : ca !== undefined ? [b!, ca] : undefined);
  switch (instr.op) {
    case 'iadd':
    case 'ior':
    case 'ixor': {
      const p = pair();
      if (!p) return undefined;
      if (p[1] === 0) return { copy: p[0] };
      if (instr.op === 'ior' && p[1] === ALL_ONES) return { bits: ALL_ONES };
      return undefined;
    }
    case 'isub':
    case 'ishl':
    case 'ishr':
    case 'ushr':
      return cb === 0 ? { copy: a! } : undefined;
    case 'iand': {
      const p = pair();
      if (!p) return undefined;
      if (p[1] === ALL_ONES) return { copy: p[0] };
      if (p[1] === 0) return { bits: 0 };
      return undefined;
    }
    case 'imul': {
      const p = pair();
      if (!p) return undefined;
      if (p[1] === 1) return { copy: p[0] };
      if (p[1] === 0) return { bits: 0 };
      const k = Math.log2(p[1]);
      if (!Number.isInteger(k)) return undefined;
      const shift: Value = { id: newId(shader), type: 'i32' };
      return { alu: { kind: 'alu', op: 'ishl', dest: instr.dest, srcs: [p[0], shift] }, constBits: k, constValue: shift };
    }
    case 'band':
    case 'bor': {
      const p = pair();
      if (!p) return undefined;
      const identity = instr.op === 'band' ? 1 : 0;
      return p[1] === identity ? { copy: p[0] } : { bits: p[1] };
    }
    case 'fadd': {
      const p = pair();
      return p && (p[1] === 0 || p[1] === F_NEG_ZERO) ? { copy: p[0] } : undefined;
    }
    case 'fmin': {
      const p = pair();
      const def = p && p[1] === F_ONE ? aluOf(p[0]) : undefined;
      if (def?.op !== 'fmax') return undefined;
      const [x, y] = def.srcs;
      const src = constOf(y!) === 0 ? x! : constOf(x!) === 0 ? y! : undefined;
      return src ? { alu: { kind: 'alu', op: 'fsat', dest: instr.dest, srcs: [src] } } : undefined;
    }
    case 'bcsel': {
      if (b!.id === c!.id) return { copy: b! };
      if (instr.dest.type !== 'bool') return undefined;
      const cc = constOf(c!);
      if (cb === 1 && cc === 0) return { copy: a! };
      if (cb === 0 && cc === 1) return { alu: { kind: 'alu', op: 'bnot', dest: instr.dest, srcs: [a!] } };
      if (cc === 0) return { alu: { kind: 'alu', op: 'band', dest: instr.dest, srcs: [a!, b!] } };
      if (cb === 1) return { alu: { kind: 'alu', op: 'bor', dest: instr.dest, srcs: [a!, c!] } };
      return undefined;
    }
    default:
      return undefined;
  }
}
