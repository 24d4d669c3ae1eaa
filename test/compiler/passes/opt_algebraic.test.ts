import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Builder, validateShader, type Shader, type Value } from '../../../src/compiler/ir/index.js';
import { optAlgebraic } from '../../../src/compiler/passes/opt_algebraic.js';
import { optCopyProp } from '../../../src/compiler/passes/index.js';
import { countKind, flat, interpret, newShader, smooth } from './helpers.js';

const INPUTS = [0, 1, 7, 0x80000000, 0xffffffff, 12345];

/** A shader storing `make(b, x)` to output locations 0.., x an i32 flat input (location 1) or an f32 smooth one (location 0). */
const shaderOf = (input: 'i32' | 'f32', make: (b: Builder, x: Value) => Value[]) => (): Shader => {
  const shader = newShader();
  const b = Builder.forFunction(shader, shader.entry);
  const [x] = b.intrinsic('load_input', [], input === 'i32' ? flat : smooth, [input]);
  make(b, x!).forEach((v, location) => b.intrinsic('store_output', [v], { location, component: 0 }));
  return shader;
};

/** opt_algebraic (then copy propagation) on a fresh build: it makes progress, validates and converges. */
function simplified(build: () => Shader): Shader {
  const shader = build();
  assert.equal(optAlgebraic(shader), true);
  validateShader(shader, 'opt_algebraic');
  optCopyProp(shader);
  assert.equal(optAlgebraic(shader), false);
  return shader;
}

test('opt_algebraic: integer identities with a constant operand become copies, constants or shifts, with the same bits', () => {
  const build = shaderOf('i32', (b, x) => [
    b.alu('iadd', b.i32(0), x),
    b.alu('isub', x, b.i32(0)),
    b.alu('imul', x, b.i32(1)),
    b.alu('imul', b.i32(8), x),
    b.alu('imul', x, b.i32(0)),
    b.alu('iand', x, b.i32(0xffffffff)),
    b.alu('ior', x, b.i32(0xffffffff)),
    b.alu('ushr', x, b.i32(0)),
    b.alu('imul', x, b.i32(6)), // not a power of two: stays
  ]);
  const shader = simplified(build);
  assert.equal(countKind(shader.entry, 'alu', 'imul'), 1);
  assert.equal(countKind(shader.entry, 'alu', 'ishl'), 1);
  assert.equal(countKind(shader.entry, 'alu', 'iadd') + countKind(shader.entry, 'alu', 'isub') + countKind(shader.entry, 'alu', 'iand'), 0);
  for (const x of INPUTS) assert.deepEqual(interpret(shader, [0, x]), interpret(build(), [0, x]), `x = ${x}`);
});

test('opt_algebraic: boolean selects and identities', () => {
  const build = shaderOf('i32', (b, x) => {
    const c = b.alu('ilt', x, b.i32(5));
    const d = b.alu('ine', x, b.i32(0));
    return [
      b.alu('bcsel', c, b.bool(true), b.bool(false)),
      b.alu('bcsel', c, b.bool(false), b.bool(true)),
      b.alu('bcsel', c, d, b.bool(false)),
      b.alu('bcsel', c, b.bool(true), d),
      b.alu('band', d, b.bool(true)),
      b.alu('bor', d, b.bool(true)),
      b.alu('bcsel', c, d, d),
    ].map((v) => b.alu('b2i', v));
  });
  const shader = simplified(build);
  assert.equal(countKind(shader.entry, 'alu', 'bcsel'), 0);
  for (const x of INPUTS) assert.deepEqual(interpret(shader, [0, x]), interpret(build(), [0, x]));
});

test('opt_algebraic: min(max(x, 0), 1) becomes fsat, x + 0.0 becomes x (only -0.0 changes: it stays -0.0); x * 1.0 stays', () => {
  const build = shaderOf('f32', (b, f) => [
    b.alu('fmin', b.alu('fmax', f, b.f32(0)), b.f32(1)),
    b.alu('fmin', b.f32(1), b.alu('fmax', b.f32(0), f)),
    b.alu('fmax', b.alu('fmin', f, b.f32(1)), b.f32(0)), // NaN gives 1.0, fsat 0.0: stays
    b.alu('fmin', b.alu('fmax', f, b.f32(0)), b.f32(2)), // not a saturate
    b.alu('fadd', f, b.f32(0)),
    b.alu('fadd', b.f32(-0), f),
    b.alu('fmul', f, b.f32(1)),
  ]);
  const shader = simplified(build);
  assert.equal(countKind(shader.entry, 'alu', 'fsat'), 2);
  assert.equal(countKind(shader.entry, 'alu', 'fadd'), 0);
  assert.equal(countKind(shader.entry, 'alu', 'fmul'), 1);
  // +1, -2.5, +inf, -inf, NaN, +0, a denormal: every output the same bits.
  for (const f of [0x3f800000, 0xc0200000, 0x7f800000, 0xff800000, 0x7fc00000, 0, 1]) assert.deepEqual(interpret(shader, [f]), interpret(build(), [f]), f.toString(16));
  const negZero = [interpret(shader, [0x80000000]), interpret(build(), [0x80000000])];
  assert.deepEqual([negZero[0]![4], negZero[1]![4]], [0x80000000, 0]);
});
