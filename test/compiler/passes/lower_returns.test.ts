import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Builder, printShader, validateShader, type Func, type Shader } from '../../../src/compiler/ir/index.js';
import { lowerReturns, PassError } from '../../../src/compiler/passes/index.js';
import { countKind, hasJump, interpret, newShader, smooth } from './helpers.js';

const i32In = { ...smooth, interp: 'flat' } as const;

/** main: x = input0; if (x < 0) { out0 = 1; return; } out0 = x + 100; out1 = 7 */
function earlyReturnShader(): Shader {
  const shader = newShader();
  const b = Builder.forFunction(shader, shader.entry);
  const [x] = b.intrinsic('load_input', [], i32In, ['i32']);
  b.pushIf(b.alu('ilt', x!, b.i32(0)));
  b.intrinsic('store_output', [b.i32(1)], { location: 0, component: 0 });
  b.jump('return');
  b.pushElse();
  b.popRegion();
  b.intrinsic('store_output', [b.alu('iadd', x!, b.i32(100))], { location: 0, component: 0 });
  b.intrinsic('store_output', [b.i32(7)], { location: 1, component: 0 });
  return shader;
}

test('lower_returns: an early return from main guards the rest of the shader', () => {
  const shader = earlyReturnShader();
  const before = [interpret(shader, [-5]), interpret(shader, [5])];
  assert.deepEqual(before, [[1], [105, 7]]);
  assert.equal(lowerReturns(shader), true);
  validateShader(shader, 'lower_returns');
  assert.equal(hasJump(shader.entry.body, 'return'), false);
  assert.deepEqual(shader.entry.locals.map((l) => l.name), ['returned']);
  // The stores after the if now sit in the else side of `if returned`.
  const text = printShader(shader);
  assert.match(text, /if %\d+ \{\n\s+block_\d+:[^\n]*\n\s+\} else \{[\s\S]*@store_output[\s\S]*@store_output/);
  assert.deepEqual([interpret(shader, [-5]), interpret(shader, [5])], before);
});

/** f(n): i = 0; loop { if (i * i >= n) return i; i = i + 1 } (i in a local) */
function loopReturnShader(): { shader: Shader; f: Func } {
  const shader = newShader();
  const n = { id: shader.nextId++, type: 'i32' as const };
  const f: Func = { name: 'isqrt_ceil', params: [n], returnTypes: ['i32'], body: [{ kind: 'block', id: shader.nextId++, instrs: [] }], locals: [] };
  const iVar = { id: shader.nextId++, name: 'i', type: 'i32' as const };
  f.locals.push(iVar);
  shader.functions.push(f);
  const fb = Builder.forFunction(shader, f);
  fb.storeVar(iVar, fb.i32(0));
  fb.pushLoop();
  const i = fb.loadVar(iVar);
  fb.pushIf(fb.alu('ige', fb.alu('imul', i, i), n));
  fb.jump('return', [i]);
  fb.pushElse();
  fb.popRegion();
  fb.storeVar(iVar, fb.alu('iadd', fb.loadVar(iVar), fb.i32(1)));
  fb.popRegion();
  fb.jump('return', [fb.i32(-1)]);
  const b = Builder.forFunction(shader, shader.entry);
  const [x] = b.intrinsic('load_input', [], i32In, ['i32']);
  const r = b.value('i32');
  b.insert({ kind: 'call', callee: f, dests: [r], args: [x!] });
  b.intrinsic('store_output', [r], { location: 0, component: 0 });
  return { shader, f };
}

test('lower_returns: a return inside a loop breaks out and leaves one final return', () => {
  const { shader, f } = loopReturnShader();
  assert.deepEqual([interpret(shader, [10]), interpret(shader, [0]), interpret(shader, [16])], [[4], [0], [4]]);
  assert.equal(lowerReturns(shader), true);
  validateShader(shader, 'lower_returns');
  assert.equal(countKind(f, 'jump', undefined), 2); // the break that replaced the return, and the final return
  assert.equal(hasJump(f.body, 'break'), true);
  const last = f.body[f.body.length - 1]!;
  assert.equal(last.kind === 'block' && last.instrs[last.instrs.length - 1]?.kind, 'jump');
  assert.deepEqual(f.locals.map((l) => l.name), ['i', 'returned', 'return0']);
  assert.deepEqual([interpret(shader, [10]), interpret(shader, [0]), interpret(shader, [16])], [[4], [0], [4]]);
});

test('lower_returns: a trailing return of a void function is dropped; no returns → no progress', () => {
  const shader = newShader();
  const b = Builder.forFunction(shader, shader.entry);
  b.intrinsic('store_output', [b.i32(3)], { location: 0, component: 0 });
  assert.equal(lowerReturns(shader), false);
  b.jump('return');
  assert.equal(lowerReturns(shader), true);
  validateShader(shader);
  assert.equal(countKind(shader.entry, 'jump'), 0);
  assert.equal(shader.entry.locals.length, 0);
});

test('lower_returns: early returns in a function that already has phis are rejected', () => {
  const shader = earlyReturnShader();
  const first = shader.entry.body[0]!;
  assert.equal(first.kind, 'block');
  // A phi anywhere (here a dummy one in the merge block) means the front end ran SSA too early.
  const merge = shader.entry.body[2]!;
  if (merge.kind === 'block' && first.kind === 'block') {
    const v = { id: 900, type: 'i32' as const };
    merge.instrs.unshift({ kind: 'phi', dest: { id: 901, type: 'i32' }, srcs: [] });
    first.instrs.push({ kind: 'const', dest: v, bits: 0 });
  }
  assert.throws(() => lowerReturns(shader), (e: unknown) => e instanceof PassError && e.code === 'RETURN_WITH_PHIS' && e.location === 'main');
});
