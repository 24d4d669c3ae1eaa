/** GLSL 4.50 chapter 8.8: integer functions, on int and uint scalars and vectors. Bit-exact. */
import { makeCase, uniformI, word, type Case } from './case.js';
import { genTypes, glslName, vec, type Base } from './glsl_type.js';
import { fnCases, sameType } from './signatures.js';

const BASES: readonly Base[] = ['int', 'uint'];
/** Edge fields: with drawArgs' rotation by argument index, the first pixels include offset 0 with 32 bits (the whole word) and 0-bit fields. */
const FIELD_OFFSETS = [4, 31, 0];
const FIELD_BITS = [32, 1, 0];
const words = (b: Base) => word(b === 'int', b === 'int' ? [0, 1, -1, 0x7fffffff, -0x80000000, 0x00f000f0] : [0, 1, 0xffffffff, 0x80000000, 0x00f000f0]);

/** 64-bit product of two 32-bit words as [high, low] words. */
function mul64(a: number, b: number, signed: boolean): [number, number] {
  const p = signed ? BigInt(a | 0) * BigInt(b | 0) : BigInt(a >>> 0) * BigInt(b >>> 0);
  return [Number(BigInt.asUintN(32, p >> 32n)), Number(BigInt.asUintN(32, p))];
}

const popcount = (x: number): number => {
  let n = 0;
  for (let v = x >>> 0; v; v &= v - 1) n++;
  return n;
};
const reverse = (x: number): number => {
  let r = 0;
  for (let k = 0; k < 32; k++) r = (r * 2) + ((x >>> k) & 1);
  return r;
};
const findMsb = (x: number, signed: boolean): number => {
  const v = signed && (x | 0) < 0 ? ~x >>> 0 : x >>> 0;
  return v === 0 ? -1 : 31 - Math.clz32(v);
};

function carries(): Case[] {
  return genTypes('uint').flatMap((t) => {
    const n = glslName(t);
    const two = (id: string, code: string, ref: (a: number, b: number) => [number, number]): Case =>
      makeCase({
        id,
        args: [t, t],
        results: [t, t],
        code,
        domains: [words('uint')],
        ref: ([a, b]) => {
          const pairs = a!.map((x, k) => ref(x, b![k]!));
          return [pairs.map((p) => p[0]), pairs.map((p) => p[1])];
        },
      });
    return [
      two(`uaddCarry(${n}, ${n}, out ${n})`, 'r0 = uaddCarry(a0, a1, r1);', (a, b) => [(a + b) >>> 0, a + b >= 2 ** 32 ? 1 : 0]),
      two(`usubBorrow(${n}, ${n}, out ${n})`, 'r0 = usubBorrow(a0, a1, r1);', (a, b) => [(a - b) >>> 0, b > a ? 1 : 0]),
      two(`umulExtended(${n}, ${n}, out ${n}, out ${n})`, 'umulExtended(a0, a1, r0, r1);', (a, b) => mul64(a, b, false)),
    ];
  });
}

function imulExtended(): Case[] {
  return genTypes('int').map((t) => {
    const n = glslName(t);
    return makeCase({
      id: `imulExtended(${n}, ${n}, out ${n}, out ${n})`,
      args: [t, t],
      results: [t, t],
      code: 'imulExtended(a0, a1, r0, r1);',
      domains: [words('int')],
      ref: ([a, b]) => {
        const pairs = a!.map((x, k) => mul64(x, b![k]!, true));
        return [pairs.map((p) => p[0] | 0), pairs.map((p) => p[1] | 0)];
      },
    });
  });
}

function bitfields(): Case[] {
  const cases: Case[] = [];
  for (const b of BASES) {
    const signed = b === 'int';
    // offset + bits ≤ 32 (GLSL: undefined otherwise); bits = 0 gives 0.
    const fieldOk = (offset: number, bits: number): boolean => offset + bits <= 32;
    for (const t of genTypes(b)) {
      const n = glslName(t);
      cases.push(
        makeCase({
          id: `bitfieldExtract(${n}, int, int)`,
          args: [t, vec('int', 1), vec('int', 1)],
          results: [t],
          code: 'r0 = bitfieldExtract(a0, a1, a2);',
          domains: [words(b), uniformI(0, 31, FIELD_OFFSETS), uniformI(0, 32, FIELD_BITS)],
          ref: ([v, o, w]) => [
            v!.map((x) => {
              const bits = w![0]!;
              if (bits === 0) return 0;
              const field = Number((BigInt(x >>> 0) >> BigInt(o![0]!)) & ((1n << BigInt(bits)) - 1n));
              return signed && field >= 2 ** (bits - 1) ? field - 2 ** bits : field;
            }),
          ],
          valid: ([, o, w]) => fieldOk(o![0]!, w![0]!),
        }),
        makeCase({
          id: `bitfieldInsert(${n}, ${n}, int, int)`,
          args: [t, t, vec('int', 1), vec('int', 1)],
          results: [t],
          code: 'r0 = bitfieldInsert(a0, a1, a2, a3);',
          domains: [words(b), words(b), uniformI(0, 31, FIELD_OFFSETS), uniformI(0, 32, FIELD_BITS)],
          ref: ([base, ins, o, w]) => [
            base!.map((x, k) => {
              const mask = ((1n << BigInt(w![0]!)) - 1n) << BigInt(o![0]!);
              const r = (BigInt(x >>> 0) & ~mask) | ((BigInt(ins![k]! >>> 0) << BigInt(o![0]!)) & mask);
              return Number(BigInt.asUintN(32, r));
            }),
          ],
          valid: ([, , o, w]) => fieldOk(o![0]!, w![0]!),
        }),
      );
    }
    cases.push(
      ...fnCases({ expr: 'bitfieldReverse', sigs: sameType(b, 1), domains: [words(b)], ref: reverse }),
      ...fnCases({ expr: 'bitCount', sigs: sameType(b, 1, 'int'), domains: [words(b)], ref: popcount }),
      ...fnCases({ expr: 'findLSB', sigs: sameType(b, 1, 'int'), domains: [words(b)], ref: (x) => (x === 0 ? -1 : 31 - Math.clz32(x & -x)) }),
      ...fnCases({ expr: 'findMSB', sigs: sameType(b, 1, 'int'), domains: [words(b)], ref: (x) => findMsb(x, signed) }),
    );
  }
  return cases;
}

export function integerFunctionCases(): Case[] {
  return [...carries(), ...imulExtended(), ...bitfields()];
}
