import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Builder, validateShader, type Shader } from '../../../src/compiler/ir/index.js';
import { interpretShader } from '../../../src/compiler/ir/interpret.js';
import { optConditionalDiscard } from '../../../src/compiler/passes/opt_conditional_discard.js';
import { countKind, flat, newShader } from './helpers.js';

/** if (x < 5) { discard } (or on the else side); `extra` puts a store next to the discard. */
function build(side: 'then' | 'else', extra = false): Shader {
  const shader = newShader();
  const b = Builder.forFunction(shader, shader.entry);
  const [x] = b.intrinsic('load_input', [], flat, ['i32']);
  b.pushIf(b.alu('ilt', x!, b.i32(5)));
  if (side === 'else') b.pushElse();
  if (extra) b.intrinsic('store_output', [x!], { location: 1, component: 0 });
  b.intrinsic('discard', []);
  if (side === 'then') b.pushElse();
  b.popRegion();
  b.intrinsic('store_output', [x!], { location: 0, component: 0 });
  return shader;
}

const alive = (shader: Shader, x: number): boolean =>
  interpretShader(shader, { input: () => x, resource: () => [] }, { subgroupSize: 1 }).lanes[0]!.alive;

for (const side of ['then', 'else'] as const) {
  test(`opt_conditional_discard: a lone discard on the ${side} side becomes discard_if; the same lanes die`, () => {
    const shader = build(side);
    assert.equal(optConditionalDiscard(shader), true);
    validateShader(shader, 'opt_conditional_discard');
    assert.equal(shader.entry.body.length, 1);
    assert.equal(countKind(shader.entry, 'intrinsic', 'discard_if'), 1);
    assert.equal(countKind(shader.entry, 'alu', 'bnot'), side === 'else' ? 1 : 0);
    for (const x of [0, 4, 5, 6]) assert.equal(alive(shader, x), alive(build(side), x), `x = ${x}`);
  });
}

test('opt_conditional_discard: a side doing more than discarding keeps its branch', () => {
  const shader = build('then', true);
  assert.equal(optConditionalDiscard(shader), false);
  assert.equal(countKind(shader.entry, 'intrinsic', 'discard'), 1);
});
