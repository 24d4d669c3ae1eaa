import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Builder, IrValidationError, type Func, type Shader } from '../../../src/compiler/ir/index.js';
import { optimize } from '../../../src/compiler/passes/index.js';
import { countKind, instrsOf, interpret, newShader, smooth } from './helpers.js';

const i32In = { ...smooth, interp: 'flat' } as const;

/** scale(v) { if (v < 0) return 0; return v * k } with k = 2 + 1; main: early return when input is 99. */
function program(): Shader {
  const shader = newShader();
  const v = { id: shader.nextId++, type: 'i32' as const };
  const scale: Func = { name: 'scale', params: [v], returnTypes: ['i32'], body: [{ kind: 'block', id: shader.nextId++, instrs: [] }], locals: [] };
  shader.functions.push(scale);
  const fb = Builder.forFunction(shader, scale);
  fb.pushIf(fb.alu('ilt', v, fb.i32(0)));
  fb.jump('return', [fb.i32(0)]);
  fb.pushElse();
  fb.popRegion();
  const k = fb.alu('iadd', fb.i32(2), fb.i32(1));
  fb.jump('return', [fb.alu('imul', v, fb.alu('mov', k))]);
  const acc = { id: shader.nextId++, name: 'acc', type: 'i32' as const };
  shader.entry.locals.push(acc);
  const b = Builder.forFunction(shader, shader.entry);
  const [x] = b.intrinsic('load_input', [], i32In, ['i32']);
  b.pushIf(b.alu('ieq', x!, b.i32(99)));
  b.intrinsic('store_output', [b.i32(-1)], { location: 0, component: 0 });
  b.jump('return');
  b.pushElse();
  b.popRegion();
  const r = b.value('i32');
  b.insert({ kind: 'call', callee: scale, dests: [r], args: [x!] });
  b.storeVar(acc, r);
  b.pushIf(b.bool(false));
  b.storeVar(acc, b.i32(1234));
  b.pushElse();
  b.popRegion();
  b.intrinsic('begin_invocation_interlock', []);
  b.intrinsic('store_output', [b.alu('iadd', b.loadVar(acc), b.alu('iadd', b.i32(2), b.i32(1)))], { location: 0, component: 0 });
  b.intrinsic('end_invocation_interlock', []);
  return shader;
}

test('optimize: lowers to single-function SSA and cleans up, keeping the meaning', () => {
  const shader = program();
  const inputs = [[99], [-5], [7]];
  const before = inputs.map((x) => interpret(shader, x));
  assert.deepEqual(before, [[0xffffffff], [3], [24]]);
  assert.equal(optimize(shader, { validate: true }), true);
  const main = shader.entry;
  assert.deepEqual(shader.functions, [main]);
  assert.equal(main.locals.length, 0);
  for (const kind of ['call', 'load_var', 'store_var', 'jump'] as const) assert.equal(countKind(main, kind), 0, kind);
  assert.equal(countKind(main, 'alu', 'mov'), 0);
  // Both `2 + 1` fold to 3, and CSE keeps one once opt_peephole_select has flattened the small
  // pure ifs between them; the `if false` store of 1234 is gone.
  assert.equal(instrsOf(main).filter((i) => i.kind === 'const' && i.bits === 3).length, 1);
  assert.equal(countKind(main, 'alu', 'iadd'), 1);
  assert.equal(countKind(main, 'alu', 'imul'), 1);
  assert.equal(instrsOf(main).some((i) => i.kind === 'const' && i.bits === 1234), false);
  assert.equal(countKind(main, 'intrinsic', 'begin_invocation_interlock'), 1);
  assert.equal(countKind(main, 'intrinsic', 'end_invocation_interlock'), 1);
  assert.deepEqual(inputs.map((x) => interpret(shader, x)), before);
  assert.equal(optimize(shader, { validate: true }), false);
});

test('optimize: with validation, a broken invariant is reported with the pass that ran', () => {
  const shader = newShader();
  const b = Builder.forFunction(shader, shader.entry);
  b.pushIf(b.bool(true));
  const inner = b.i32(5);
  b.pushElse();
  b.popRegion();
  b.intrinsic('store_output', [inner], { location: 0, component: 0 });
  b.pushIf(b.alu('ieq', inner, inner)); // keeps the first if from being the only region
  b.pushElse();
  b.popRegion();
  assert.throws(() => optimize(shader, { validate: true }), (e: unknown) => e instanceof IrValidationError && /after lower_returns/.test(e.message));
});
