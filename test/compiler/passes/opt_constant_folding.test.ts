import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Builder, f32ToBits, printShader, validateShader, type Block } from '../../../src/compiler/ir/index.js';
import { optConstantFolding } from '../../../src/compiler/passes/index.js';
import { countKind, instrsOf, interpret, newShader, smooth } from './helpers.js';

test('opt_constant_folding: ALU chains on constants fold with the op table semantics', () => {
  const shader = newShader();
  const b = Builder.forFunction(shader, shader.entry);
  const sum = b.alu('iadd', b.i32(0x7fffffff), b.i32(1)); // wraps
  const f = b.alu('fmul', b.alu('i2f', sum), b.f32(0.5));
  const cmp = b.alu('flt', f, b.f32(0));
  b.intrinsic('store_output', [sum], { location: 0, component: 0 });
  b.intrinsic('store_output', [f], { location: 1, component: 0 });
  b.intrinsic('store_output', [b.alu('b2i', cmp)], { location: 2, component: 0 });
  assert.equal(optConstantFolding(shader), true);
  validateShader(shader, 'opt_constant_folding');
  assert.equal(countKind(shader.entry, 'alu'), 0);
  const byId = new Map(instrsOf(shader.entry).flatMap((i) => (i.kind === 'const' ? [[i.dest.id, i.bits] as const] : [])));
  assert.equal(byId.get(sum.id), 0x80000000);
  assert.equal(byId.get(f.id), f32ToBits(-1073741824));
  assert.deepEqual(interpret(shader, []), [0x80000000, f32ToBits(-1073741824), 1]);
  assert.equal(optConstantFolding(shader), false);
});

test('opt_constant_folding: bcsel on a constant condition becomes a mov; non-constant ALU stays', () => {
  const shader = newShader();
  const b = Builder.forFunction(shader, shader.entry);
  const [x] = b.intrinsic('load_input', [], { ...smooth, interp: 'flat' }, ['i32']);
  const sel = b.alu('bcsel', b.bool(false), b.i32(3), x!);
  b.intrinsic('store_output', [b.alu('iadd', sel, b.i32(1))], { location: 0, component: 0 });
  optConstantFolding(shader);
  validateShader(shader);
  assert.match(printShader(shader), new RegExp(`%${sel.id}:i32 = mov %${x!.id}\\n`));
  assert.equal(countKind(shader.entry, 'alu', 'iadd'), 1);
});

for (const cond of [true, false]) {
  test(`opt_constant_folding: if on constant ${cond} splices the taken side and resolves the phi`, () => {
    const shader = newShader();
    const b = Builder.forFunction(shader, shader.entry);
    const [x] = b.intrinsic('load_input', [], { ...smooth, interp: 'flat' }, ['i32']);
    b.pushIf(b.bool(cond));
    const inner = b.pushIf(b.alu('ilt', x!, b.i32(0))); // a region inside the taken side survives
    b.pushElse();
    b.popRegion();
    const t = b.alu('iadd', x!, b.i32(10));
    const thenEnd = b.currentBlock;
    b.pushElse();
    const e = b.alu('iadd', x!, b.i32(20));
    const elseEnd = b.currentBlock;
    const merge = b.popRegion();
    const p = b.value('i32');
    merge.instrs.push({ kind: 'phi', dest: p, srcs: [{ pred: thenEnd, value: t }, { pred: elseEnd, value: e }] });
    b.intrinsic('store_output', [p], { location: 0, component: 0 });
    assert.equal(optConstantFolding(shader), true);
    validateShader(shader, 'opt_constant_folding');
    assert.equal(countKind(shader.entry, 'phi'), 0);
    const ifs = shader.entry.body.filter((n) => n.kind === 'if');
    assert.equal(ifs.length, cond ? 1 : 0);
    if (cond) assert.equal(ifs[0], inner);
    assert.deepEqual(interpret(shader, [5]), [cond ? 15 : 25]);
    assert.ok((shader.entry.body[shader.entry.body.length - 1] as Block).instrs.some((i) => i.kind === 'intrinsic'));
  });
}

test('opt_constant_folding: an if whose taken side breaks is left alone', () => {
  const shader = newShader();
  const b = Builder.forFunction(shader, shader.entry);
  b.pushLoop();
  b.pushIf(b.bool(true));
  b.jump('break');
  b.pushElse();
  b.popRegion();
  b.popRegion();
  optConstantFolding(shader);
  validateShader(shader);
  assert.equal(countKind(shader.entry, 'jump'), 1);
  assert.match(printShader(shader), /loop \{[\s\S]*if %\d+ \{[\s\S]*break/);
});
