/**
 * Every ALU op of the IR (ALU_OPS) has an instruction selection (after the
 * middle end's lowerings: divisions go through lower_idiv), with uniform
 * (SALU or VALU + v_readfirstlane) and with divergent (VALU) sources, on every
 * generation and wave size, and the code re-assembles. A new IR op without a
 * lowering fails here, not in a user's shader (issue 15: `udiv` had none).
 * Values are checked by test/compiler/builtins/builtins_gpu.test.ts.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compileShader } from '../../../src/compiler/backend/index.js';
import { ALU_OPS, type AluOp } from '../../../src/compiler/ir/alu_ops.js';
import { Builder, createShader, type Value } from '../../../src/compiler/ir/index.js';
import type { ScalarType } from '../../../src/compiler/ir/types.js';
import { lowerIdiv } from '../../../src/compiler/passes/index.js';
import { assemble, GFX_LEVELS, targetOf } from '../../../src/isa/index.js';

const SHADER_INFO = { stage: 'fragment', interlock: undefined, earlyFragmentTests: false, originUpperLeft: true, depthReplacing: false, sampleShading: false } as const;

/** One shader per op and source kind: sources of each slot's type, the result stored as output 0. */
function shaderFor(op: AluOp, uniform: boolean) {
  const shader = createShader(SHADER_INFO);
  const b = Builder.forFunction(shader, shader.entry);
  let next = 0;
  const word = (): Value =>
    uniform
      ? b.intrinsic('load_push_constant', [b.i32(0)], { offset: 4 * next++ })[0]!
      : b.intrinsic('load_input', [], { location: next++, component: 0, interp: 'flat', sampleLocation: 'center' }, ['i32'])[0]!;
  const source = (type: ScalarType): Value => {
    const w = word();
    if (type === 'i32') return w;
    if (type === 'f32') return b.alu('bitcast_i2f', w);
    return b.alu('ilt', w, b.i32(0));
  };
  const opInfo = ALU_OPS[op];
  // Polymorphic slots ('T') take i32 here; the bool and f32 forms of mov/bcsel are exercised by every shader.
  const srcs = opInfo.srcs.map((slot) => source(slot === 'T' ? 'i32' : slot));
  const r = b.alu(op, ...srcs);
  const out = r.type === 'bool' ? b.alu('b2i', r) : r.type === 'f32' ? b.alu('bitcast_f2i', r) : r;
  b.intrinsic('store_output', [out], { location: 0, component: 0 });
  lowerIdiv(shader);
  return shader;
}

for (const gfx of GFX_LEVELS) {
  for (const wave64 of [true, false]) {
    test(`${gfx} wave${wave64 ? 64 : 32}: every ALU op selects with uniform and divergent sources, and the code re-assembles`, () => {
      const target = { ...targetOf(gfx), wave64 };
      const failures: string[] = [];
      for (const op of Object.keys(ALU_OPS) as AluOp[]) {
        for (const uniform of [true, false]) {
          try {
            const compiled = compileShader(shaderFor(op, uniform), { target });
            assert.deepEqual([...assemble(compiled.disassembly, target)], [...compiled.code]);
          } catch (e) {
            failures.push(`${op} (${uniform ? 'uniform' : 'divergent'}): ${(e as Error).message.split('\n')[0]}`);
          }
        }
      }
      assert.deepEqual(failures, []);
    });
  }
}
