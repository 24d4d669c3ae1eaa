import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Builder, validateShader, type Shader } from '../../../src/compiler/ir/index.js';
import { optPeepholeSelect } from '../../../src/compiler/passes/opt_peephole_select.js';
import { countKind, flat, interpret, newShader } from './helpers.js';

/** if (x < 5) p = x | 16 else p = 0; q = (x < 5) ? (x != 3) : (x < 5); then-side instructions: `thenOps` ALU ops. */
function build(thenOps: number, store = false): Shader {
  const shader = newShader();
  const b = Builder.forFunction(shader, shader.entry);
  const [x] = b.intrinsic('load_input', [], flat, ['i32']);
  const c = b.alu('ilt', x!, b.i32(5));
  b.pushIf(c);
  let t = b.alu('ior', x!, b.i32(16));
  for (let k = 1; k < thenOps; k++) t = b.alu('iadd', t, x!);
  const d = b.alu('ine', x!, b.i32(3));
  if (store) b.intrinsic('store_ssbo', [b.i32(0), t], { set: 0, binding: 0, access: 0 });
  const thenEnd = b.currentBlock;
  b.pushElse();
  const e = b.i32(0);
  const elseEnd = b.currentBlock;
  const merge = b.popRegion();
  const p = b.value('i32');
  const q = b.value('bool');
  merge.instrs.push({ kind: 'phi', dest: p, srcs: [{ pred: thenEnd, value: t }, { pred: elseEnd, value: e }] });
  merge.instrs.push({ kind: 'phi', dest: q, srcs: [{ pred: thenEnd, value: d }, { pred: elseEnd, value: c }] });
  b.intrinsic('store_output', [p], { location: 0, component: 0 });
  b.intrinsic('store_output', [b.alu('b2i', q)], { location: 1, component: 0 });
  return shader;
}

test('opt_peephole_select: a small pure if becomes bcsels; the condition as a phi source is a constant', () => {
  const shader = build(2);
  assert.equal(optPeepholeSelect(shader), true);
  validateShader(shader, 'opt_peephole_select');
  assert.equal(shader.entry.body.length, 1);
  assert.equal(countKind(shader.entry, 'phi'), 0);
  assert.equal(countKind(shader.entry, 'alu', 'bcsel'), 2);
  for (const x of [0, 3, 4, 5, 9, 0xffffffff]) assert.deepEqual(interpret(shader, [0, x]), interpret(build(2), [0, x]), `x = ${x}`);
  assert.equal(optPeepholeSelect(shader), false);
});

test('opt_peephole_select: sides with a memory access or more than 8 instructions keep their branch', () => {
  for (const shader of [build(2, true), build(9)]) {
    assert.equal(optPeepholeSelect(shader), false);
    assert.equal(countKind(shader.entry, 'phi'), 2);
  }
});
