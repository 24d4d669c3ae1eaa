/**
 * SDWA and DPP forms (as ACO emits them: the CTS listings' v_lshlrev_b32_sdwa,
 * v_cmp_*_sdwa, v_mov_b32_dpp quad_perm), v_cmp_class_f16 and v_cvt_u32_u16.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { EXEC, fromF32, runToEnd, setV, target, v, waveFor } from './harness.js';

for (const gpu of ['gfx900', 'gfx1030'] as const) {
  test(`SDWA: sources cut to their select, zero or sign extended (${gpu})`, () => {
    const w = waveFor(
      [
        'v_lshlrev_b32_sdwa v1, 2, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1',
        'v_mov_b32_sdwa v2, sext(v0) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0',
        's_endpgm',
      ].join('\n'),
      target(gpu),
    );
    setV(w, 0, (l) => (0x0003_0000 + l * 0x10000 + 0x80 + l) >>> 0);
    runToEnd(w);
    assert.equal(v(w, 1, 0), 3 << 2, 'WORD_1 of 0x00030080 is 3');
    assert.equal(v(w, 1, 5), 8 << 2);
    assert.equal(v(w, 2, 0), 0xffffff80, 'sext(BYTE_0) of 0x80');
  });

  test(`SDWA: the destination select places the result; PAD, SEXT and PRESERVE fill the rest (${gpu})`, () => {
    const w = waveFor(
      [
        'v_mov_b32_sdwa v1, v0 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:DWORD',
        'v_mov_b32_sdwa v2, v0 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD',
        'v_mov_b32_sdwa v3, v0 dst_sel:BYTE_1 dst_unused:UNUSED_SEXT src0_sel:DWORD',
        's_endpgm',
      ].join('\n'),
      target(gpu),
    );
    setV(w, 0, () => 0x1234_5687);
    setV(w, 1, () => 0xaaaa_bbbb);
    setV(w, 2, () => 0xffff_ffff);
    runToEnd(w);
    assert.equal(v(w, 1, 0), 0x5687_bbbb);
    assert.equal(v(w, 2, 0), 0x0000_8700);
    assert.equal(v(w, 3, 0), 0xffff_8700);
  });

  test(`SDWA compare writes its sdst; v_cmp_class_f16 tests the f16 class bits (${gpu})`, () => {
    // ACO's discard test: class of 0x7c01 (f16 signalling NaN, bit 0) against a mask in the low word: bit 0 of the mask.
    const w = waveFor(
      ['s_movk_i32 s5, 0x7c01', 'v_cmp_class_f16_sdwa s[6:7], s5, v0 src0_sel:DWORD src1_sel:WORD_0', 's_movk_i32 s10, 0x3c00', 'v_cmp_class_f16_e64 s[8:9], s10, v1', 's_endpgm'].join('\n'),
      target(gpu),
    );
    setV(w, 0, (l) => (0xffff_0000 | l) >>> 0);
    setV(w, 1, (l) => (l === 3 ? 1 << 8 : 1 << 6)); // 1.0 is +normal: class bit 8
    runToEnd(w);
    assert.equal(w.sgpr[6], 0xaaaaaaaa, 'odd lanes');
    assert.equal(w.sgpr[7], 0xaaaaaaaa);
    assert.equal(w.sgpr[8], 1 << 3);
  });
}

test('DPP quad_perm:[0,0,0,0] broadcasts the first lane of each quad (GFX11 flat interpolation)', () => {
  const w = waveFor('v_mov_b32_dpp v1, v0 quad_perm:[0,0,0,0] row_mask:0xf bank_mask:0xf bound_ctrl:1 fi:1\ns_endpgm', target('gfx1100'));
  setV(w, 0, (l) => 100 + l);
  setV(w, 1, () => 7);
  w.sgpr[EXEC] = 0xfffffffe; // lane 0 inactive: fi:1 still fetches it
  runToEnd(w);
  assert.deepEqual([v(w, 1, 0), v(w, 1, 1), v(w, 1, 3), v(w, 1, 4), v(w, 1, 63)], [7, 100, 100, 104, 160]);
});

test('DPP row_shl without bound_ctrl leaves lanes whose source is outside the row unwritten; row_mask gates rows', () => {
  const w = waveFor('v_mov_b32_dpp v1, v0 row_shl:1 row_mask:0xd bank_mask:0xf\ns_endpgm', target('gfx1030'));
  setV(w, 0, (l) => l);
  setV(w, 1, () => 0xdead);
  runToEnd(w);
  assert.deepEqual([v(w, 1, 0), v(w, 1, 14), v(w, 1, 15), v(w, 1, 16), v(w, 1, 32)], [1, 15, 0xdead, 0xdead, 33]);
});

test('a float inline constant on an f16 operand reads as its f16 bits (1.0 = 0x3c00, +normal: class bit 8)', () => {
  for (const gpu of ['gfx900', 'gfx1030', 'gfx1100'] as const) {
    const w = waveFor('v_cmp_class_f16_e64 s[8:9], 1.0, v1\nv_cvt_f32_f16_e32 v2, -2.0\ns_endpgm', target(gpu));
    setV(w, 1, (l) => (l === 3 ? 1 << 8 : 1 << 6)); // +0 would be class bit 6
    runToEnd(w);
    assert.equal(w.sgpr[8], 1 << 3, gpu);
    assert.equal(fromF32(v(w, 2, 0)), -2, gpu);
  }
});

test('v_cvt_u32_u16 zero-extends the low half (GFX11)', () => {
  const w = waveFor('v_cvt_u32_u16_e32 v1, v0\ns_endpgm', target('gfx1100'));
  setV(w, 0, () => 0xabcd_8001);
  runToEnd(w);
  assert.equal(v(w, 1, 0), 0x8001);
});
