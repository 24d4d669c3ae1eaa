/**
 * A discard at top level with no parked exec mask (no enclosing divergent if
 * or loop, no WQM) is exec &= ~cond in one instruction, as ACO; inside a
 * divergent if the kill mask is still built, because the saved mask must lose
 * the same lanes (C4: the discard exit is taken when no lane is left).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compileShader } from '../../../src/compiler/backend/index.js';
import { Builder, createShader } from '../../../src/compiler/ir/index.js';
import { targetOf } from '../../../src/isa/index.js';

const INFO = { stage: 'fragment', interlock: undefined, earlyFragmentTests: false, originUpperLeft: true, depthReplacing: false, sampleShading: false } as const;

function shader(nested: boolean) {
  const s = createShader(INFO);
  const b = Builder.forFunction(s, s.entry);
  const [x] = b.intrinsic('load_input', [], { location: 0, component: 0, interp: 'flat', sampleLocation: 'center' }, ['i32']);
  if (nested) b.pushIf(b.alu('ilt', x!, b.i32(100)));
  b.intrinsic('discard_if', [b.alu('ilt', x!, b.i32(5))]);
  if (nested) {
    b.pushElse();
    b.popRegion();
  }
  b.intrinsic('store_output', [x!], { location: 0, component: 0 });
  return s;
}

test('top-level discard_if: s_andn2_b64 exec, exec, cond then s_cbranch_execz; nested: the kill mask and the saved mask', () => {
  const top = compileShader(shader(false), { target: targetOf('gfx10_3') }).disassembly.trim().split('\n');
  const andn2 = top.findIndex((l) => /^s_andn2_b64 exec, exec, s\[\d+:\d+\]$/.test(l));
  assert.ok(andn2 > 0, top.join('\n'));
  assert.match(top[andn2 - 1]!, /^v_cmp_/);
  assert.match(top[andn2 + 1]!, /^s_cbranch_execz /);
  assert.equal(top.filter((l) => /^s_and_b64 .*exec/.test(l)).length, 0, top.join('\n'));
  const nested = compileShader(shader(true), { target: targetOf('gfx10_3') }).disassembly.trim().split('\n');
  assert.ok(nested.some((l) => /^s_and_b64 s\[\d+:\d+\], s\[\d+:\d+\], exec$/.test(l)), nested.join('\n'));
});
