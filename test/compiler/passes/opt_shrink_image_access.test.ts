import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Builder, validateShader, type IntrinsicInstr, type Shader } from '../../../src/compiler/ir/index.js';
import { optShrinkImageAccess } from '../../../src/compiler/passes/opt_shrink_image_access.js';
import type { ImageFormat } from '../../../src/compiler/ir/intrinsics.js';
import { flat, instrsOf, newShader } from './helpers.js';

/** texel = imageLoad(img, (x, x)); imageStore(img, (x, x), (texel.<read>, 0, 0, 0)) on an image of `format`. */
function build(format: ImageFormat, read: readonly number[]): Shader {
  const shader = newShader();
  const b = Builder.forFunction(shader, shader.entry);
  const [x] = b.intrinsic('load_input', [], flat, ['i32']);
  const index = { set: 0, binding: 0, dim: '2d', format, access: 0 } as const;
  const texel = b.intrinsic('image_load', [x!, x!], index, ['i32', 'i32', 'i32', 'i32']);
  const sum = read.map((k) => texel[k]!).reduce((a, v) => b.alu('iadd', a, v));
  b.intrinsic('image_store', [x!, x!, sum, b.i32(0), b.i32(0), b.i32(0)], index);
  return shader;
}

const access = (shader: Shader, op: string): IntrinsicInstr => instrsOf(shader.entry).find((i): i is IntrinsicInstr => i.kind === 'intrinsic' && i.op === op)!;

test('opt_shrink_image_access: a load keeps its results up to the last one read; a store the format\'s channels', () => {
  const cases: readonly [ImageFormat, readonly number[], number, number][] = [
    ['r32ui', [0], 1, 3],
    ['rg32ui', [0, 2], 3, 4],
    ['rgba8', [3], 4, 6],
  ];
  for (const [format, read, dests, srcs] of cases) {
    const shader = build(format, read);
    assert.equal(optShrinkImageAccess(shader), dests < 4 || srcs < 6, format);
    validateShader(shader, 'opt_shrink_image_access');
    assert.equal(access(shader, 'image_load').dests.length, dests, `${format} load`);
    assert.equal(access(shader, 'image_store').srcs.length, srcs, `${format} store`);
    assert.equal(optShrinkImageAccess(shader), false);
  }
});
