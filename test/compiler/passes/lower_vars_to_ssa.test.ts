import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Builder, computeCfg, validateShader, type Block, type LocalVar, type Shader } from '../../../src/compiler/ir/index.js';
import { lowerVarsToSsa } from '../../../src/compiler/passes/index.js';
import { countKind, instrsOf, interpret, newShader, smooth } from './helpers.js';

const i32In = { ...smooth, interp: 'flat' } as const;

function local(shader: Shader, name: string): LocalVar {
  const v: LocalVar = { id: shader.nextId++, name, type: 'i32' };
  shader.entry.locals.push(v);
  return v;
}

test('lower_vars_to_ssa: stores on both sides of an if meet in a phi after it', () => {
  const shader = newShader();
  const y = local(shader, 'y');
  const b = Builder.forFunction(shader, shader.entry);
  const [x] = b.intrinsic('load_input', [], i32In, ['i32']);
  b.storeVar(y, x!);
  b.pushIf(b.alu('ilt', x!, b.i32(0)));
  b.storeVar(y, b.alu('ineg', x!));
  b.pushElse();
  b.popRegion();
  b.intrinsic('store_output', [b.loadVar(y)], { location: 0, component: 0 });
  const before = [interpret(shader, [-3]), interpret(shader, [4])];
  assert.equal(lowerVarsToSsa(shader), true);
  validateShader(shader, 'lower_vars_to_ssa');
  assert.equal(countKind(shader.entry, 'load_var') + countKind(shader.entry, 'store_var'), 0);
  assert.equal(shader.entry.locals.length, 0);
  const merge = shader.entry.body[2] as Block;
  const phi = merge.instrs[0]!;
  assert.equal(phi.kind, 'phi');
  const neg = instrsOf(shader.entry).find((x) => x.kind === 'alu' && x.op === 'ineg');
  assert.ok(phi.kind === 'phi' && neg?.kind === 'alu');
  assert.deepEqual(new Set(phi.srcs.map((s) => s.value.id)), new Set([x!.id, neg.dest.id]));
  assert.deepEqual([interpret(shader, [-3]), interpret(shader, [4])], before);
  assert.deepEqual(before, [[3], [4]]);
});

/** sum = 0; i = 0; loop { if (i >= n) break; sum += i; i += 1 } out = sum; k (never stored in the loop) stays out of phis */
function loopShader(): { shader: Shader; header: () => Block } {
  const shader = newShader();
  const sum = local(shader, 'sum');
  const i = local(shader, 'i');
  const k = local(shader, 'k');
  const b = Builder.forFunction(shader, shader.entry);
  const [n] = b.intrinsic('load_input', [], i32In, ['i32']);
  b.storeVar(sum, b.i32(0));
  b.storeVar(i, b.i32(0));
  b.storeVar(k, b.i32(5));
  const loop = b.pushLoop();
  b.pushIf(b.alu('ige', b.loadVar(i), n!));
  b.jump('break');
  b.pushElse();
  b.popRegion();
  b.storeVar(sum, b.alu('iadd', b.loadVar(sum), b.alu('iadd', b.loadVar(i), b.loadVar(k))));
  b.storeVar(i, b.alu('iadd', b.loadVar(i), b.i32(1)));
  b.popRegion();
  b.intrinsic('store_output', [b.loadVar(sum)], { location: 0, component: 0 });
  return { shader, header: () => loop.body[0] as Block };
}

test('lower_vars_to_ssa: loop-carried variables get header phis with a pre-loop and a latch source', () => {
  const { shader, header } = loopShader();
  const before = [interpret(shader, [0]), interpret(shader, [4])];
  assert.deepEqual(before, [[0], [0 + 1 + 2 + 3 + 4 * 5]]);
  lowerVarsToSsa(shader);
  validateShader(shader, 'lower_vars_to_ssa');
  const phis = header().instrs.filter((x) => x.kind === 'phi');
  assert.equal(phis.length, 2); // sum and i; k is not stored in the loop
  const preds = computeCfg(shader.entry).preds.get(header())!;
  for (const p of phis) if (p.kind === 'phi') assert.deepEqual(new Set(p.srcs.map((s) => s.pred)), new Set(preds));
  assert.deepEqual([interpret(shader, [0]), interpret(shader, [4])], before);
});

test('lower_vars_to_ssa: breaks with different definitions meet in a phi after the loop; unwritten reads are const 0', () => {
  const shader = newShader();
  const r = local(shader, 'r');
  const never = local(shader, 'never');
  const b = Builder.forFunction(shader, shader.entry);
  const [x] = b.intrinsic('load_input', [], i32In, ['i32']);
  b.pushLoop();
  b.pushIf(b.alu('ilt', x!, b.i32(0)));
  b.storeVar(r, b.i32(-1));
  b.jump('break');
  b.pushElse();
  b.storeVar(r, b.i32(1));
  b.jump('break');
  b.popRegion();
  b.popRegion();
  const exit = b.currentBlock;
  b.intrinsic('store_output', [b.alu('iadd', b.loadVar(r), b.loadVar(never))], { location: 0, component: 0 });
  lowerVarsToSsa(shader);
  validateShader(shader, 'lower_vars_to_ssa');
  const phi = exit.instrs[0]!;
  assert.equal(phi.kind === 'phi' && phi.srcs.length, 2);
  const zero = instrsOf(shader.entry)[0]!;
  assert.ok(zero.kind === 'const' && zero.bits === 0 && zero.dest.type === 'i32');
  assert.deepEqual([interpret(shader, [-7]), interpret(shader, [7])], [[0xffffffff], [1]]);
});

test('lower_vars_to_ssa: a shader without variables is unchanged', () => {
  const shader = newShader();
  const b = Builder.forFunction(shader, shader.entry);
  b.intrinsic('store_output', [b.i32(1)], { location: 0, component: 0 });
  assert.equal(lowerVarsToSsa(shader), false);
  assert.equal(instrsOf(shader.entry).length, 2);
});
