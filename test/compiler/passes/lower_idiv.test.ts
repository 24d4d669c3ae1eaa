import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ALU_OPS } from '../../../src/compiler/ir/alu_ops.js';
import { interpretShader, type InterpEnv } from '../../../src/compiler/ir/interpret.js';
import { Builder, validateShader } from '../../../src/compiler/ir/index.js';
import { lowerIdiv } from '../../../src/compiler/passes/index.js';
import { prng } from '../../support/prng.js';
import { countKind, flat, newShader } from './helpers.js';

const OPS = ['udiv', 'umod', 'idiv', 'irem'] as const;

/** Divisor/dividend pairs: edges of both signednesses, then seeded random ones of every magnitude. */
function pairs(): [number, number][] {
  const edges = [0, 1, 2, 3, 5, 7, 10, 255, 256, 0x7ffffffe, 0x7fffffff, 0x80000000, 0x80000001, 0xfffffffe, 0xffffffff, 0xaaaaaaaa, 0x12345678];
  const out: [number, number][] = [];
  for (const n of edges) for (const d of edges) if (d !== 0) out.push([n, d]);
  const rnd = prng(15);
  const word = (): number => {
    // Magnitudes spread over 1..32 bits, so small divisors and quotients near 2^32 both occur.
    const bits = 1 + Math.floor(rnd() * 32);
    return Math.floor(rnd() * 2 ** bits) >>> 0;
  };
  while (out.length < 12000) {
    const d = word();
    if (d !== 0) out.push([word(), d]);
  }
  return out;
}

test('lower_idiv: udiv/umod/idiv/irem become the reciprocal sequence, exact for every non-zero divisor (v_rcp_iflag estimate + two corrections)', () => {
  const shader = newShader();
  const b = Builder.forFunction(shader, shader.entry);
  const [n] = b.intrinsic('load_input', [], { ...flat, location: 0 }, ['i32']);
  const [d] = b.intrinsic('load_input', [], { ...flat, location: 1 }, ['i32']);
  OPS.forEach((op, k) => b.intrinsic('store_output', [b.alu(op, n!, d!)], { location: k, component: 0 }));
  assert.equal(lowerIdiv(shader), true);
  validateShader(shader, 'lower_idiv');
  for (const op of OPS) assert.equal(countKind(shader.entry, 'alu', op), 0, `${op} is gone`);
  assert.equal(countKind(shader.entry, 'alu', 'frcp_iflag'), 4);
  assert.equal(lowerIdiv(shader), false);

  const all = pairs();
  for (let base = 0; base < all.length; base += 64) {
    const chunk = all.slice(base, base + 64);
    const env: InterpEnv = {
      input: (instr, lane) => chunk[lane]![instr.index.location!]!,
      resource: () => [],
    };
    const result = interpretShader(shader, env, { subgroupSize: 64, live: Array.from({ length: 64 }, (_, l) => l < chunk.length) });
    chunk.forEach(([nv, dv], lane) => {
      OPS.forEach((op, k) => {
        const want = ALU_OPS[op].eval([nv, dv]) >>> 0;
        assert.equal(result.lanes[lane]!.outputs.get(`${k}.0`), want, `${op}(0x${nv.toString(16)}, 0x${dv.toString(16)})`);
      });
    });
  }
});
