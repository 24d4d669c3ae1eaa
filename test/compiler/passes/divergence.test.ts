import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Builder, validateShader, type Block, type IfNode, type LoopNode, type Value } from '../../../src/compiler/ir/index.js';
import { analyzeDivergence } from '../../../src/compiler/passes/index.js';
import { flat, newShader } from './helpers.js';

test('divergence: per-pixel inputs (flat too) diverge; push constants, votes and constants are uniform', () => {
  const shader = newShader();
  const b = Builder.forFunction(shader, shader.entry);
  const [f] = b.intrinsic('load_input', [], flat, ['i32']);
  const [face] = b.intrinsic('load_front_face', []);
  const c = b.i32(4);
  const [pc] = b.intrinsic('load_push_constant', [c], { offset: 0 });
  const [uboU] = b.intrinsic('load_ubo', [pc!], { set: 0, binding: 0, offset: 0 });
  const [uboD] = b.intrinsic('load_ubo', [f!], { set: 0, binding: 0, offset: 0 });
  const [vote] = b.intrinsic('vote_any', [face!]);
  const [first] = b.intrinsic('read_first_invocation', [f!], {}, ['i32']);
  const [img] = b.intrinsic('image_load', [c, c], { set: 0, binding: 1, dim: '2d', format: 'r32ui', access: 0 }, ['i32']);
  const sum = b.alu('iadd', pc!, first!);
  validateShader(shader);
  const d = analyzeDivergence(shader);
  const yes: Value[] = [f!, face!, uboD!, img!];
  const no: Value[] = [c, pc!, uboU!, vote!, first!, sum];
  assert.deepEqual(yes.map((v) => d.isDivergent(v)), yes.map(() => true));
  assert.deepEqual(no.map((v) => d.isDivergent(v)), no.map(() => false));
});

test('divergence: a phi after a divergent if is divergent even with uniform sources', () => {
  const shader = newShader();
  const b = Builder.forFunction(shader, shader.entry);
  const [f] = b.intrinsic('load_input', [], flat, ['i32']);
  const [pc] = b.intrinsic('load_push_constant', [b.i32(0)], { offset: 0 });
  const phiAfter = (cond: Value): { node: IfNode; phi: Value } => {
    const node = b.pushIf(b.alu('ieq', cond, b.i32(0)));
    const one = b.i32(1);
    const t = b.currentBlock;
    b.pushElse();
    const two = b.i32(2);
    const e = b.currentBlock;
    const merge = b.popRegion();
    const phi = b.value('i32');
    merge.instrs.push({ kind: 'phi', dest: phi, srcs: [{ pred: t, value: one }, { pred: e, value: two }] });
    return { node, phi };
  };
  const div = phiAfter(f!);
  const uni = phiAfter(pc!);
  validateShader(shader);
  const d = analyzeDivergence(shader);
  assert.equal(d.isDivergentIf(div.node), true);
  assert.equal(d.isDivergent(div.phi), true);
  assert.equal(d.isDivergentIf(uni.node), false);
  assert.equal(d.isDivergent(uni.phi), false);
});

/** i = phi(0, i + 1); loop exits (break) on `exitCond(i)`; i + 1 is used after the loop. */
function counterLoop(divergentExit: boolean, divergentContinue: boolean): { d: ReturnType<typeof analyzeDivergence>; loop: LoopNode; i: Value; next: Value } {
  const shader = newShader();
  const b = Builder.forFunction(shader, shader.entry);
  const [f] = b.intrinsic('load_input', [], flat, ['i32']);
  const [pc] = b.intrinsic('load_push_constant', [b.i32(0)], { offset: 0 });
  const zero = b.i32(0);
  const pre = b.currentBlock;
  const loop = b.pushLoop();
  const header = b.currentBlock;
  const i = b.value('i32');
  header.instrs.push({ kind: 'phi', dest: i, srcs: [{ pred: pre, value: zero }] });
  const next = b.alu('iadd', i, b.i32(1));
  const latches: Block[] = [];
  if (divergentContinue) {
    b.pushIf(b.alu('ieq', f!, next));
    latches.push(b.currentBlock);
    b.jump('continue');
    b.pushElse();
    b.popRegion();
  }
  b.pushIf(b.alu('ieq', divergentExit ? f! : pc!, next));
  b.jump('break');
  b.pushElse();
  b.popRegion();
  latches.push(b.currentBlock);
  for (const l of latches) (header.instrs[0] as { srcs: { pred: Block; value: Value }[] }).srcs.push({ pred: l, value: next });
  b.popRegion();
  b.intrinsic('store_output', [next], { location: 0, component: 0 });
  validateShader(shader);
  return { d: analyzeDivergence(shader), loop, i, next };
}

test('divergence: a value leaving a loop with a divergent break is divergent; with a uniform break it is not', () => {
  const div = counterLoop(true, false);
  assert.equal(div.d.isDivergentLoop(div.loop), true);
  assert.equal(div.d.isDivergent(div.next), true);
  // No LCSSA: the escaping value is one register, so the header phi it feeds is divergent too.
  assert.equal(div.d.isDivergent(div.i), true);
  const uni = counterLoop(false, false);
  assert.equal(uni.d.isDivergentLoop(uni.loop), false);
  assert.equal(uni.d.isDivergent(uni.next), false);
  assert.equal(uni.d.isDivergent(uni.i), false);
});

test('divergence: loop-carried phis with a divergent continue are divergent', () => {
  const r = counterLoop(false, true);
  assert.equal(r.d.isDivergentLoop(r.loop), true);
  assert.equal(r.d.isDivergent(r.i), true);
  assert.equal(r.d.isDivergent(r.next), true); // computed from the divergent phi
});
