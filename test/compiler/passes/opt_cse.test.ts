import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Builder, validateShader, type IntrinsicOp, type Shader, type Value } from '../../../src/compiler/ir/index.js';
import { optCse } from '../../../src/compiler/passes/index.js';
import { countKind, newShader, smooth } from './helpers.js';

const ubo = { set: 0, binding: 0, offset: 16 } as const;
const ssbo = { set: 0, binding: 1, offset: 0, access: 0 } as const;

function out(b: Builder, v: Value, location: number): void {
  b.intrinsic('store_output', [v], { location, component: 0 });
}

test('opt_cse: identical ALU (commutative operands in either order), constants and pure intrinsics merge', () => {
  const shader = newShader();
  const b = Builder.forFunction(shader, shader.entry);
  const [x] = b.intrinsic('load_input', [], { ...smooth, interp: 'flat' }, ['i32']);
  const [x2] = b.intrinsic('load_input', [], { sampleLocation: 'center', interp: 'flat', component: 0, location: 0 }, ['i32']);
  const c1 = b.i32(4);
  const c2 = b.i32(4);
  const a = b.alu('iadd', x!, c1);
  const a2 = b.alu('iadd', c2, x2!);
  const s = b.alu('isub', x!, c1);
  const s2 = b.alu('isub', c1, x!); // not commutative: stays
  const [u1] = b.intrinsic('load_ubo', [c1], ubo);
  const [u2] = b.intrinsic('load_ubo', [c2], ubo);
  [a, a2, s, s2, u1!, u2!].forEach((v, k) => out(b, v, k));
  assert.equal(optCse(shader), true);
  validateShader(shader, 'opt_cse');
  assert.equal(countKind(shader.entry, 'const'), 1);
  assert.equal(countKind(shader.entry, 'alu', 'iadd'), 1);
  assert.equal(countKind(shader.entry, 'alu', 'isub'), 2);
  assert.equal(countKind(shader.entry, 'intrinsic', 'load_ubo'), 1);
  assert.equal(countKind(shader.entry, 'intrinsic', 'load_input'), 1);
  assert.equal(optCse(shader), false);
});

test('opt_cse: values in sibling branches do not merge; a dominating one is reused inside a branch', () => {
  const shader = newShader();
  const b = Builder.forFunction(shader, shader.entry);
  const [x] = b.intrinsic('load_input', [], smooth, ['f32']);
  const top = b.alu('fmul', x!, x!);
  b.pushIf(b.alu('flt', x!, top));
  out(b, b.alu('fadd', x!, x!), 0);
  out(b, b.alu('fmul', x!, x!), 1);
  b.pushElse();
  out(b, b.alu('fadd', x!, x!), 2);
  b.popRegion();
  optCse(shader);
  validateShader(shader, 'opt_cse');
  assert.equal(countKind(shader.entry, 'alu', 'fadd'), 2);
  assert.equal(countKind(shader.entry, 'alu', 'fmul'), 1);
});

/** Builds `op` twice on the same source and reports how many survive CSE. */
function twice(op: IntrinsicOp, build: (b: Builder, x: Value) => void = (b, x) => {
  out(b, b.intrinsic(op, [x], op === 'load_ssbo' ? ssbo : {}, op === 'load_ssbo' ? ['i32'] : undefined)[0]!, 0);
}): number {
  const shader: Shader = newShader();
  const b = Builder.forFunction(shader, shader.entry);
  const [x] = b.intrinsic('load_input', [], { ...smooth, interp: 'flat' }, ['i32']);
  const cond = b.alu('ieq', x!, b.i32(0));
  const arg = op === 'vote_any' ? cond : x!;
  build(b, arg);
  build(b, arg);
  optCse(shader);
  validateShader(shader, 'opt_cse');
  return countKind(shader.entry, 'intrinsic', op);
}

test('opt_cse (C1): non-reorderable reads — helper-ness and subgroup votes — are never merged', () => {
  assert.equal(twice('vote_any'), 2);
  assert.equal(
    twice('is_helper_invocation', (b) => out(b, b.alu('b2i', b.intrinsic('is_helper_invocation', [])[0]!), 0)),
    2,
  );
});

test('opt_cse: memory reads (load_ssbo) are never merged', () => {
  assert.equal(twice('load_ssbo'), 2);
});

for (const boundary of ['begin_invocation_interlock', 'end_invocation_interlock'] as const) {
  test(`opt_cse (S11): a UBO load is not merged across ${boundary}`, () => {
    const shader = newShader();
    const b = Builder.forFunction(shader, shader.entry);
    const off = b.i32(0);
    const [u1] = b.intrinsic('load_ubo', [off], ubo);
    b.intrinsic(boundary, []);
    const [u2] = b.intrinsic('load_ubo', [off], ubo);
    const [u3] = b.intrinsic('load_ubo', [off], ubo); // same side as u2: merges with it
    [u1!, u2!, u3!].forEach((v, k) => out(b, v, k));
    optCse(shader);
    validateShader(shader, 'opt_cse');
    assert.equal(countKind(shader.entry, 'intrinsic', 'load_ubo'), 2);
  });
}

test('opt_cse (S11): a load in a loop is not merged with one before the loop when the loop body enters the interlock later', () => {
  const shader = newShader();
  const b = Builder.forFunction(shader, shader.entry);
  const off = b.i32(0);
  const [u1] = b.intrinsic('load_ubo', [off], ubo);
  out(b, u1!, 0);
  b.pushLoop();
  const [u2] = b.intrinsic('load_ubo', [off], ubo); // second iteration runs after the begin below
  out(b, u2!, 1);
  b.intrinsic('begin_invocation_interlock', []);
  b.pushIf(b.alu('ieq', u2!, off));
  b.jump('break');
  b.pushElse();
  b.popRegion();
  b.popRegion();
  optCse(shader);
  validateShader(shader, 'opt_cse');
  assert.equal(countKind(shader.entry, 'intrinsic', 'load_ubo'), 2);
  // Without the interlock the same shape merges.
  const plain = newShader();
  const p = Builder.forFunction(plain, plain.entry);
  const o = p.i32(0);
  out(p, p.intrinsic('load_ubo', [o], ubo)[0]!, 0);
  p.pushLoop();
  const [w] = p.intrinsic('load_ubo', [o], ubo);
  p.pushIf(p.alu('ieq', w!, o));
  p.jump('break');
  p.pushElse();
  p.popRegion();
  p.popRegion();
  optCse(plain);
  validateShader(plain, 'opt_cse');
  assert.equal(countKind(plain.entry, 'intrinsic', 'load_ubo'), 1);
});
