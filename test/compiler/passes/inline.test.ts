import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Builder, validateShader, type Func, type Shader, type Value } from '../../../src/compiler/ir/index.js';
import { inlineFunctions, PassError } from '../../../src/compiler/passes/index.js';
import { countKind, interpret, newShader, smooth } from './helpers.js';

const i32In = { ...smooth, interp: 'flat' } as const;

function addFunc(shader: Shader, name: string, paramTypes: readonly Value['type'][], returnTypes: Value['type'][]): Func {
  const params = paramTypes.map((type) => ({ id: shader.nextId++, type }));
  const f: Func = { name, params, returnTypes, body: [{ kind: 'block', id: shader.nextId++, instrs: [] }], locals: [] };
  shader.functions.push(f);
  return f;
}

/** mad(a, b) = a * b + a, with an if inside: if (a < 0) r = 0 (local) */
function madShader(): { shader: Shader; mad: Func } {
  const shader = newShader();
  const mad = addFunc(shader, 'mad', ['i32', 'i32'], ['i32']);
  const r = { id: shader.nextId++, name: 'r', type: 'i32' as const };
  mad.locals.push(r);
  const fb = Builder.forFunction(shader, mad);
  const [a, bb] = mad.params;
  fb.storeVar(r, fb.alu('iadd', fb.alu('imul', a!, bb!), a!));
  fb.pushIf(fb.alu('ilt', a!, fb.i32(0)));
  fb.storeVar(r, fb.i32(0));
  fb.pushElse();
  fb.popRegion();
  fb.jump('return', [fb.loadVar(r)]);
  const b = Builder.forFunction(shader, shader.entry);
  const [x] = b.intrinsic('load_input', [], i32In, ['i32']);
  const r1 = b.value('i32');
  b.insert({ kind: 'call', callee: mad, dests: [r1], args: [x!, b.i32(3)] });
  const r2 = b.value('i32');
  b.insert({ kind: 'call', callee: mad, dests: [r2], args: [r1, x!] });
  b.intrinsic('store_output', [r2], { location: 0, component: 0 });
  return { shader, mad };
}

test('inline: calls are replaced by fresh copies of the callee; only main remains', () => {
  const { shader, mad } = madShader();
  const inputs = [[2], [-1], [0]];
  const before = inputs.map((x) => interpret(shader, x));
  assert.deepEqual(before[0], [24]); // mad(2,3)=8, mad(8,2)=24
  assert.equal(inlineFunctions(shader), true);
  validateShader(shader, 'inline'); // fresh ids: two copies do not define the same values
  assert.deepEqual(shader.functions, [shader.entry]);
  assert.equal(countKind(shader.entry, 'call'), 0);
  assert.equal(countKind(shader.entry, 'jump'), 0);
  assert.equal(shader.entry.locals.length, 2); // one copy of `r` per call
  assert.notEqual(shader.entry.locals[0], mad.locals[0]);
  assert.equal(shader.entry.body.filter((n) => n.kind === 'if').length, 2);
  assert.deepEqual(inputs.map((x) => interpret(shader, x)), before);
});

test('inline: a callee with early returns is lowered first and its result comes from the return local', () => {
  const shader = newShader();
  const clamp = addFunc(shader, 'clamp0', ['i32'], ['i32']);
  const fb = Builder.forFunction(shader, clamp);
  fb.pushIf(fb.alu('ilt', clamp.params[0]!, fb.i32(0)));
  fb.jump('return', [fb.i32(0)]);
  fb.pushElse();
  fb.popRegion();
  fb.jump('return', [clamp.params[0]!]);
  const b = Builder.forFunction(shader, shader.entry);
  const [x] = b.intrinsic('load_input', [], i32In, ['i32']);
  const r = b.value('i32');
  b.insert({ kind: 'call', callee: clamp, dests: [r], args: [x!] });
  b.intrinsic('store_output', [b.alu('iadd', r, b.i32(1))], { location: 0, component: 0 });
  assert.equal(inlineFunctions(shader), true);
  validateShader(shader, 'inline');
  assert.ok(shader.entry.locals.some((l) => l.name === 'return0'));
  assert.deepEqual([interpret(shader, [-4]), interpret(shader, [4])], [[1], [5]]);
});

test('inline: phis naming the block that held the call follow its tail', () => {
  const shader = newShader();
  const twice = addFunc(shader, 'twice', ['i32'], ['i32']);
  const fb = Builder.forFunction(shader, twice);
  fb.pushIf(fb.bool(true));
  fb.pushElse();
  fb.popRegion();
  fb.jump('return', [fb.alu('iadd', twice.params[0]!, twice.params[0]!)]);
  const b = Builder.forFunction(shader, shader.entry);
  const [x] = b.intrinsic('load_input', [], i32In, ['i32']);
  b.pushIf(b.alu('ilt', x!, b.i32(10)));
  const r = b.value('i32');
  b.insert({ kind: 'call', callee: twice, dests: [r], args: [x!] });
  const thenEnd = b.currentBlock;
  b.pushElse();
  const elseEnd = b.currentBlock;
  const merge = b.popRegion();
  const p = b.value('i32');
  merge.instrs.push({ kind: 'phi', dest: p, srcs: [{ pred: thenEnd, value: r }, { pred: elseEnd, value: x! }] });
  b.intrinsic('store_output', [p], { location: 0, component: 0 });
  inlineFunctions(shader);
  validateShader(shader, 'inline');
  const phi = merge.instrs[0]!;
  assert.equal(phi.kind, 'phi');
  if (phi.kind === 'phi') assert.notEqual(phi.srcs[0]!.pred, thenEnd);
  assert.deepEqual([interpret(shader, [3]), interpret(shader, [30])], [[6], [30]]);
});

test('inline: recursion is a PassError', () => {
  const shader = newShader();
  const f = addFunc(shader, 'f', [], []);
  new Builder(shader, f.body).insert({ kind: 'call', callee: f, dests: [], args: [] });
  Builder.forFunction(shader, shader.entry).insert({ kind: 'call', callee: f, dests: [], args: [] });
  assert.throws(() => inlineFunctions(shader), (e: unknown) => e instanceof PassError && e.code === 'RECURSIVE_CALL' && e.location === 'f');
});
