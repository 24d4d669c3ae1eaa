import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  Builder,
  createShader,
  computeCfg,
  printShader,
  validateShader,
  IrValidationError,
  ALU_OPS,
  f32ToBits,
  type Block,
  type Shader,
} from '../../../src/compiler/ir/index.js';

const fragmentInfo = {
  stage: 'fragment',
  interlock: { granularity: 'pixel', ordered: true },
  earlyFragmentTests: false,
  originUpperLeft: true,
  depthReplacing: false,
  sampleShading: false,
} as const;

/** x = input; if (x < 1) y = x * 2 else y = x; loop { y = y + 1; if (y >= 10) break; } */
function buildSample(): { shader: Shader; loopHeader: Block } {
  const shader = createShader(fragmentInfo);
  const b = Builder.forFunction(shader, shader.entry);
  const [x] = b.intrinsic('load_input', [], { location: 0, component: 0, interp: 'smooth', sampleLocation: 'center' }, ['f32']);
  const entry = b.currentBlock;
  const cond = b.alu('flt', x!, b.f32(1));
  const ifNode = b.pushIf(cond);
  const doubled = b.alu('fmul', x!, b.f32(2));
  const thenEnd = b.currentBlock;
  b.pushElse();
  const elseEnd = b.currentBlock;
  const merge = b.popRegion();
  const y = b.value('f32');
  merge.instrs.push({ kind: 'phi', dest: y, srcs: [{ pred: thenEnd, value: doubled }, { pred: elseEnd, value: x! }] });
  const one = b.f32(1);
  const ten = b.f32(10);
  const preLoop = b.currentBlock;
  b.pushLoop();
  const header = b.currentBlock;
  const yLoop = b.value('f32');
  const yNext = b.value('f32');
  header.instrs.push({ kind: 'phi', dest: yLoop, srcs: [{ pred: preLoop, value: y }] });
  header.instrs.push({ kind: 'alu', op: 'fadd', dest: yNext, srcs: [yLoop, one] });
  const done = b.alu('fge', yNext, ten);
  b.pushIf(done);
  b.jump('break');
  b.pushElse();
  b.popRegion();
  const latch = b.currentBlock;
  (header.instrs[0] as { srcs: { pred: Block; value: typeof y }[] }).srcs.push({ pred: latch, value: yNext });
  b.popRegion();
  b.intrinsic('store_output', [yNext], { location: 0, component: 0 });
  assert.equal(ifNode.then.length, 1);
  assert.ok(entry);
  return { shader, loopHeader: header };
}

test('builder output validates and prints structured control flow', () => {
  const { shader, loopHeader } = buildSample();
  validateShader(shader);
  const text = printShader(shader);
  assert.match(text, /shader fragment interlock=pixel_ordered/);
  assert.match(text, /= phi block_\d+: %\d+, block_\d+: %\d+/);
  assert.match(text, /loop \{[\s\S]*break[\s\S]*\}/);
  const cfg = computeCfg(shader.entry);
  // Loop header: entered from before the loop and from the latch.
  assert.equal(cfg.preds.get(loopHeader)!.length, 2);
});

test('validator reports a use that its definition does not dominate', () => {
  const shader = createShader(fragmentInfo);
  const b = Builder.forFunction(shader, shader.entry);
  const c = b.bool(true);
  b.pushIf(c);
  const inner = b.i32(5);
  b.pushElse();
  b.popRegion();
  b.intrinsic('store_output', [inner], { location: 0, component: 0 });
  assert.throws(() => validateShader(shader, 'test'), (e: unknown) => {
    assert.ok(e instanceof IrValidationError);
    assert.match(e.message, /does not dominate/);
    assert.match(e.message, /after test/);
    return true;
  });
});

test('validator reports type errors and wrong phi sources', () => {
  const { shader } = buildSample();
  const first = shader.entry.body[0] as Block;
  const f = { id: 999, type: 'f32' as const };
  first.instrs.push({ kind: 'const', dest: f, bits: 0 });
  first.instrs.push({ kind: 'alu', op: 'iadd', dest: { id: 1000, type: 'i32' }, srcs: [f, f] });
  const merge = shader.entry.body[2] as Block;
  const phi = merge.instrs[0]!;
  assert.equal(phi.kind, 'phi');
  if (phi.kind === 'phi') phi.srcs.pop();
  assert.throws(() => validateShader(shader), (e: unknown) => {
    assert.ok(e instanceof IrValidationError);
    assert.ok(e.problems.some((p) => /source 0 is f32, iadd expects i32/.test(p)));
    assert.ok(e.problems.some((p) => /phi sources/.test(p)));
    return true;
  });
});

test('ALU constant evaluation follows GLSL/hardware semantics', () => {
  assert.equal(ALU_OPS.f2i.eval([f32ToBits(-3.7)]), (-3 >>> 0));
  assert.equal(ALU_OPS.f2u.eval([f32ToBits(-1)]), 0);
  assert.equal(ALU_OPS.fround_even.eval([f32ToBits(2.5)]), f32ToBits(2));
  assert.equal(ALU_OPS.fmin.eval([f32ToBits(NaN), f32ToBits(3)]), f32ToBits(3));
  assert.equal(ALU_OPS.ibfe.eval([0xf0, 4, 4]), 0xffffffff);
  assert.equal(ALU_OPS.ubfe.eval([0xf0, 4, 4]), 0xf);
  assert.equal(ALU_OPS.pack_half_2x16.eval([f32ToBits(1), f32ToBits(-2)]), 0xc0003c00);
  assert.equal(ALU_OPS.ufind_msb.eval([0]), 0xffffffff);
  assert.equal(ALU_OPS.imul_high.eval([0xffffffff, 2]), 0xffffffff);
  assert.equal(ALU_OPS.fneu.eval([f32ToBits(NaN), f32ToBits(NaN)]), 1);
  assert.equal(ALU_OPS.feq.eval([f32ToBits(NaN), f32ToBits(NaN)]), 0);
});
