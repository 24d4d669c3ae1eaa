import { test } from 'node:test';
import assert from 'node:assert/strict';
import { blendColor } from '../../../src/gpu/rb/blend.js';
import type { BlendEquation, BlendState } from '../../../src/gpu/rb/rb_state.js';

function blend(color: BlendEquation, alpha: BlendEquation, src: number[], dst: number[], options: { unorm?: boolean; constant?: number[] } = {}): number[] {
  const out = new Float32Array(4);
  const state: BlendState = { enable: true, color, alpha };
  blendColor(state, options.unorm ?? false, Float32Array.from(options.constant ?? [0, 0, 0, 0]), Float32Array.from(src), Float32Array.from(dst), out);
  return Array.from(out);
}

const eq = (srcFactor: BlendEquation['srcFactor'], dstFactor: BlendEquation['dstFactor'], op: BlendEquation['op'] = 'add'): BlendEquation => ({ srcFactor, dstFactor, op });

test('ADD with src-alpha / one-minus-src-alpha (classic transparency)', () => {
  const e = eq('src-alpha', 'one-minus-src-alpha');
  // R = 1*0.25 + 0.5*0.75, G = 0 + 1*0.75, B = 0.5*0.25 + 0, A = 0.25*0.25 + 1*0.75
  assert.deepEqual(blend(e, e, [1, 0, 0.5, 0.25], [0.5, 1, 0, 1]), [0.625, 0.75, 0.125, 0.8125]);
});

test('SUBTRACT, REVERSE_SUBTRACT, MIN, MAX (MIN/MAX ignore the factors)', () => {
  const one = eq('one', 'one', 'subtract');
  assert.deepEqual(blend(one, one, [1.5, 1, 1, 0.25], [0.5, 2, 3, 0.25]), [1, -1, -2, 0], 'float targets are not clamped');
  const rev = eq('dst-color', 'src-color', 'reverse-subtract');
  // d*s - s*d = 0 for every channel; with one/zero factors d*0 - s*1 = -s
  assert.deepEqual(blend(rev, eq('one', 'zero', 'reverse-subtract'), [0.5, 0.25, 2, 0.5], [2, 4, 0.5, 3]), [0, 0, 0, -0.5]);
  assert.deepEqual(blend(eq('zero', 'zero', 'min'), eq('zero', 'zero', 'max'), [0.25, 0.75, 0.5, 0.25], [0.5, 0.5, 0.5, 0.75]), [0.25, 0.5, 0.5, 0.75]);
});

test('constant and saturate factors; separate alpha equation', () => {
  const k = [0.25, 0.5, 0.75, 0.5];
  assert.deepEqual(blend(eq('constant-color', 'one-minus-constant-alpha'), eq('constant-alpha', 'one-minus-constant-color'), [1, 1, 1, 1], [1, 1, 1, 1], { constant: k }), [
    0.25 + 0.5,
    0.5 + 0.5,
    0.75 + 0.5,
    0.5 + 0.5,
  ]);
  // SRC_ALPHA_SATURATE: min(As, 1 - Ad) for RGB, 1 for alpha.
  const sat = eq('src-alpha-saturate', 'zero');
  assert.deepEqual(blend(sat, sat, [0.5, 1, 0.25, 0.75], [0, 0, 0, 0.5]), [0.25, 0.5, 0.125, 0.75]);
  assert.deepEqual(blend(eq('one-minus-dst-color', 'dst-alpha'), eq('one-minus-dst-alpha', 'one-minus-src-color'), [1, 1, 1, 1], [0.25, 0.5, 0.75, 0.5]), [
    0.75 + 0.25 * 0.5,
    0.5 + 0.5 * 0.5,
    0.25 + 0.75 * 0.5,
    0.5 + 0,
  ]);
});

test('UNORM targets clamp source and constant to [0, 1] before blending; float targets do not', () => {
  const e = eq('one', 'constant-color');
  assert.deepEqual(blend(e, e, [2, -1, 0.5, 0.5], [0.5, 0.5, 0.5, 0.5], { unorm: true, constant: [2, 2, -1, 0] }), [1.5, 0.5, 0.5, 0.5]);
  assert.deepEqual(blend(e, e, [2, -1, 0.5, 0.5], [0.5, 0.5, 0.5, 0.5], { constant: [2, 2, -1, 0] }), [3, 0, 0, 0.5]);
});
