/**
 * VOP2's src1 must be a VGPR. A constant or SGPR there takes the VOP3 form
 * (as ACO) instead of a v_mov into a VGPR first, except a literal on GFX9,
 * whose VOP3 has no literal; the code re-assembles with popsim and llvm-mc.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compileShader } from '../../../src/compiler/backend/index.js';
import { Builder, createShader } from '../../../src/compiler/ir/index.js';
import { assemble, targetOf, type GfxLevel } from '../../../src/isa/index.js';
import { findLlvmMc, mcAssemble, wordsToBytes } from '../../../tools/llvm_mc.js';

const INFO = { stage: 'fragment', interlock: undefined, earlyFragmentTests: false, originUpperLeft: true, depthReplacing: false, sampleShading: false } as const;

/** out0 = 1 << x, out1 = 0x12345 << x, out2 = x - 1 (x divergent). */
function shader() {
  const s = createShader(INFO);
  const b = Builder.forFunction(s, s.entry);
  const [x] = b.intrinsic('load_input', [], { location: 0, component: 0, interp: 'flat', sampleLocation: 'center' }, ['i32']);
  b.intrinsic('store_output', [b.alu('ishl', b.i32(1), x!)], { location: 0, component: 0 });
  b.intrinsic('store_output', [b.alu('ishl', b.i32(0x12345), x!)], { location: 1, component: 0 });
  b.intrinsic('store_output', [b.alu('isub', x!, b.i32(1))], { location: 2, component: 0 });
  return s;
}

for (const gfx of ['gfx9', 'gfx10_3', 'gfx11'] as GfxLevel[]) {
  test(`VOP2 with a constant src1 is selected as VOP3, no v_mov (${gfx})`, () => {
    const target = targetOf(gfx);
    const { code, disassembly } = compileShader(shader(), { target });
    const ls = disassembly.trim().split('\n');
    assert.ok(ls.some((l) => /^v_lshlrev_b32_e64 v\d+, v\d+, 1$/.test(l)), disassembly);
    assert.ok(ls.some((l) => /^v_(sub|subrev)_(nc_)?u32_e64 v\d+, v\d+, 1$/.test(l)) || ls.some((l) => /^v_(add|sub)_(nc_)?u32_e64 v\d+, (v\d+, -1|-1, v\d+)$/.test(l)), disassembly);
    assert.equal(ls.filter((l) => /^v_mov_b32_e32 v\d+, 1$/.test(l)).length, 0, disassembly);
    // The literal: VOP3 on GFX10+, a v_mov first on GFX9.
    assert.equal(ls.some((l) => /^v_mov_b32_e32 v\d+, 0x12345$/.test(l)), gfx === 'gfx9', disassembly);
    assert.deepEqual([...assemble(ls.join('\n'), target)], [...code]);
  });
}

test('the VOP3 forms re-assemble identically with llvm-mc-15', (t) => {
  if (!findLlvmMc()) return t.skip('llvm-mc 15 not installed');
  for (const gfx of ['gfx9', 'gfx10_3', 'gfx11'] as GfxLevel[]) {
    const target = targetOf(gfx);
    const { code, disassembly } = compileShader(shader(), { target });
    const mc = mcAssemble(disassembly.trim().split('\n'), { cpu: target.cpu, wave64: target.wave64 });
    const bytes = mc.flatMap((m) => {
      assert.equal(m.error, undefined, `${gfx}: ${m.error}`);
      return m.bytes!;
    });
    assert.deepEqual(bytes, wordsToBytes(code), gfx);
  }
});
