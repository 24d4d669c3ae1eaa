import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ACCESS_VOLATILE, Builder, validateShader } from '../../../src/compiler/ir/index.js';
import { optDce } from '../../../src/compiler/passes/index.js';
import { countKind, instrsOf, newShader, smooth } from './helpers.js';

test('opt_dce: unused arithmetic goes, outputs and what they need stay', () => {
  const shader = newShader();
  const b = Builder.forFunction(shader, shader.entry);
  const [x] = b.intrinsic('load_input', [], smooth, ['f32']);
  b.alu('fmul', x!, b.f32(3)); // unused
  b.intrinsic('vote_any', [b.alu('flt', x!, b.f32(0))]); // unused subgroup read
  const used = b.alu('fadd', x!, b.f32(1));
  b.intrinsic('store_output', [used], { location: 0, component: 0 });
  assert.equal(optDce(shader), true);
  validateShader(shader, 'opt_dce');
  assert.deepEqual(
    instrsOf(shader.entry).map((i) => (i.kind === 'alu' || i.kind === 'intrinsic' ? i.op : i.kind)),
    ['load_input', 'const', 'fadd', 'store_output'],
  );
  assert.equal(optDce(shader), false);
});

test('opt_dce: unused memory reads go unless volatile; stores and the interlock stay', () => {
  const shader = newShader();
  const b = Builder.forFunction(shader, shader.entry);
  const off = b.i32(0);
  b.intrinsic('begin_invocation_interlock', []);
  b.intrinsic('load_ssbo', [off], { set: 0, binding: 0, offset: 0, access: 0 });
  b.intrinsic('load_ssbo', [off], { set: 0, binding: 0, offset: 4, access: ACCESS_VOLATILE });
  b.intrinsic('store_ssbo', [off, off], { set: 0, binding: 0, offset: 8, access: 0 });
  b.intrinsic('end_invocation_interlock', []);
  optDce(shader);
  validateShader(shader, 'opt_dce');
  assert.equal(countKind(shader.entry, 'intrinsic', 'load_ssbo'), 1);
  const kept = instrsOf(shader.entry).find((i) => i.kind === 'intrinsic' && i.op === 'load_ssbo')!;
  assert.ok(kept.kind === 'intrinsic' && kept.index.access === ACCESS_VOLATILE);
  assert.equal(countKind(shader.entry, 'intrinsic', 'store_ssbo'), 1);
  assert.equal(countKind(shader.entry, 'intrinsic', 'begin_invocation_interlock'), 1);
  assert.equal(countKind(shader.entry, 'intrinsic', 'end_invocation_interlock'), 1);
});

test('opt_dce: a dead phi cycle through a loop is removed', () => {
  const shader = newShader();
  const b = Builder.forFunction(shader, shader.entry);
  const zero = b.i32(0);
  const pre = b.currentBlock;
  b.pushLoop();
  const header = b.currentBlock;
  const p = b.value('i32');
  header.instrs.push({ kind: 'phi', dest: p, srcs: [{ pred: pre, value: zero }] });
  const next = b.alu('iadd', p, b.i32(1));
  const [stop] = b.intrinsic('load_push_constant', [zero], { offset: 0 });
  b.pushIf(b.alu('ieq', stop!, zero));
  b.jump('break');
  b.pushElse();
  b.popRegion();
  (header.instrs[0] as { srcs: { pred: typeof pre; value: typeof p }[] }).srcs.push({ pred: b.currentBlock, value: next });
  b.popRegion();
  validateShader(shader);
  optDce(shader);
  validateShader(shader, 'opt_dce');
  assert.equal(countKind(shader.entry, 'phi'), 0);
  assert.equal(countKind(shader.entry, 'alu', 'iadd'), 0);
  assert.equal(countKind(shader.entry, 'intrinsic', 'load_push_constant'), 1); // feeds the break condition
});

test('opt_dce: an if with two empty sides and no phis after it is removed, then its condition', () => {
  const shader = newShader();
  const b = Builder.forFunction(shader, shader.entry);
  const [x] = b.intrinsic('load_input', [], smooth, ['f32']);
  b.pushIf(b.alu('flt', x!, b.f32(0)));
  b.alu('fneg', x!); // dead: the side becomes empty
  b.pushElse();
  b.popRegion();
  b.intrinsic('store_output', [x!], { location: 0, component: 0 });
  optDce(shader);
  validateShader(shader, 'opt_dce');
  assert.equal(shader.entry.body.length, 1);
  assert.deepEqual(
    instrsOf(shader.entry).map((i) => (i.kind === 'intrinsic' ? i.op : i.kind)),
    ['load_input', 'store_output'],
  );
});
