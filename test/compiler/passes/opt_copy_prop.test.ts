import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Builder, validateShader } from '../../../src/compiler/ir/index.js';
import { optCopyProp } from '../../../src/compiler/passes/index.js';
import { countKind, instrsOf, newShader, smooth } from './helpers.js';

test('opt_copy_prop: movs disappear and their uses read the copied value', () => {
  const shader = newShader();
  const b = Builder.forFunction(shader, shader.entry);
  const [x] = b.intrinsic('load_input', [], smooth, ['f32']);
  const m1 = b.alu('mov', x!);
  const m2 = b.alu('mov', m1);
  b.intrinsic('store_output', [b.alu('fadd', m2, m1)], { location: 0, component: 0 });
  assert.equal(optCopyProp(shader), true);
  validateShader(shader, 'opt_copy_prop');
  assert.equal(countKind(shader.entry, 'alu', 'mov'), 0);
  const add = instrsOf(shader.entry).find((i) => i.kind === 'alu')!;
  assert.ok(add.kind === 'alu');
  assert.deepEqual(add.srcs.map((s) => s.id), [x!.id, x!.id]);
  assert.equal(optCopyProp(shader), false);
});

test('opt_copy_prop: a phi with one distinct source goes, one with two stays', () => {
  const shader = newShader();
  const b = Builder.forFunction(shader, shader.entry);
  const [x] = b.intrinsic('load_input', [], smooth, ['f32']);
  const y = b.f32(2);
  b.pushIf(b.alu('flt', x!, y));
  const thenEnd = b.currentBlock;
  b.pushElse();
  const elseEnd = b.currentBlock;
  const merge = b.popRegion();
  const same = b.value('f32');
  const diff = b.value('f32');
  merge.instrs.push({ kind: 'phi', dest: same, srcs: [{ pred: thenEnd, value: x! }, { pred: elseEnd, value: x! }] });
  merge.instrs.push({ kind: 'phi', dest: diff, srcs: [{ pred: thenEnd, value: x! }, { pred: elseEnd, value: y }] });
  b.intrinsic('store_output', [b.alu('fadd', same, diff)], { location: 0, component: 0 });
  assert.equal(optCopyProp(shader), true);
  validateShader(shader, 'opt_copy_prop');
  const phis = instrsOf(shader.entry).filter((i) => i.kind === 'phi');
  assert.deepEqual(phis.map((p) => p.kind === 'phi' && p.dest.id), [diff.id]);
  const add = instrsOf(shader.entry).find((i) => i.kind === 'alu' && i.op === 'fadd')!;
  assert.ok(add.kind === 'alu' && add.srcs[0] === x);
});

test('opt_copy_prop: a loop header phi fed only by itself and one value is trivial', () => {
  const shader = newShader();
  const b = Builder.forFunction(shader, shader.entry);
  const [x] = b.intrinsic('load_input', [], smooth, ['f32']);
  const pre = b.currentBlock;
  b.pushLoop();
  const header = b.currentBlock;
  const p = b.value('f32');
  header.instrs.push({ kind: 'phi', dest: p, srcs: [{ pred: pre, value: x! }] });
  b.pushIf(b.alu('flt', p, b.f32(0)));
  b.jump('break');
  b.pushElse();
  b.popRegion();
  (header.instrs[0] as { srcs: { pred: typeof pre; value: typeof p }[] }).srcs.push({ pred: b.currentBlock, value: p });
  b.popRegion();
  b.intrinsic('store_output', [p], { location: 0, component: 0 });
  validateShader(shader);
  optCopyProp(shader);
  validateShader(shader, 'opt_copy_prop');
  assert.equal(countKind(shader.entry, 'phi'), 0);
  const store = instrsOf(shader.entry).find((i) => i.kind === 'intrinsic' && i.op === 'store_output')!;
  assert.ok(store.kind === 'intrinsic' && store.srcs[0] === x);
});
