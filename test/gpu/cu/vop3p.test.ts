/**
 * VOP3P v_fma_mix* on the CU (ACO's gooch listing blends f32 colours into packed f16 with them):
 * f32 and f16 sources (op_sel_hi, op_sel picking the half), abs/neg, clamp, and the lo/hi
 * forms writing one f16 half while keeping the other.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { f32, fromF32, runToEnd, setV, target, v, waveFor } from './harness.js';

for (const gpu of ['gfx1010', 'gfx1030', 'gfx1100'] as const) {
  test(`v_fma_mix_f32 / mixlo / mixhi: f32 and f16 sources, modifiers, halves (${gpu})`, () => {
    const w = waveFor(
      [
        'v_fma_mix_f32 v3, v0, v1, v2',
        'v_fma_mix_f32 v4, -v0, |v5|, v2 op_sel:[0,1,0] op_sel_hi:[0,1,0]',
        'v_fma_mixlo_f16 v6, v0, v1, v2',
        'v_fma_mixhi_f16 v6, v0, v1, 0.5',
        'v_fma_mix_f32 v7, v0, v1, v2 clamp',
        's_endpgm',
      ].join('\n'),
      target(gpu),
    );
    setV(w, 0, (l) => f32(0.25 * l)); // a
    setV(w, 1, () => f32(3)); // b
    setV(w, 2, () => f32(-0.5)); // c
    setV(w, 5, () => 0xc200_3c00); // f16 halves: lo 1.0, hi -3.0
    setV(w, 6, () => 0xdead_beef);
    runToEnd(w);
    for (const lane of [0, 1, 5]) {
      const a = 0.25 * lane;
      assert.equal(fromF32(v(w, 3, lane)), a * 3 - 0.5, `mix_f32 lane ${lane}`);
      assert.equal(fromF32(v(w, 4, lane)), -a * 3 - 0.5, `-a * |hi f16 -3| + c, lane ${lane}`);
      assert.equal(fromF32(v(w, 7, lane)), Math.min(1, Math.max(0, a * 3 - 0.5)), `clamp lane ${lane}`);
    }
    // Lane 2: a = 0.5 → lo = f16(1.0) = 0x3c00, hi = f16(0.5 * 3 + 0.5 = 2.0) = 0x4000.
    assert.equal(v(w, 6, 2), 0x4000_3c00);
    // Lane 1: lo = f16(0.25) = 0x3400 (lane 1's hi written after: 0.75 + 0.5 = 1.25 = 0x3d00).
    assert.equal(v(w, 6, 1), 0x3d00_3400);
  });
}

test('v_fma_mixlo_f16 keeps the high half of its destination (GFX10.3)', () => {
  const w = waveFor(['v_fma_mixlo_f16 v3, v0, v1, v2', 's_endpgm'].join('\n'), target('gfx1030'));
  setV(w, 0, () => f32(1));
  setV(w, 1, () => f32(1));
  setV(w, 2, () => f32(0));
  setV(w, 3, () => 0x1234_5678);
  runToEnd(w);
  assert.equal(v(w, 3, 0), 0x1234_3c00);
});

test("GFX11 v_fma_mixhi_f16_e64_dpp quad_perm reads src0 from the quad's lane (ACO's gooch p2 interpolation)", () => {
  const w = waveFor(['v_fma_mixhi_f16_e64_dpp v3, v0, v1, v2 quad_perm:[2,2,2,2] row_mask:0xf bank_mask:0xf fi:1', 's_endpgm'].join('\n'), target('gfx1100'));
  setV(w, 0, (l) => f32(l)); // src0: the lane number
  setV(w, 1, () => f32(1));
  setV(w, 2, () => f32(0));
  setV(w, 3, () => 0x0000_1111);
  runToEnd(w);
  // Lane 5 (quad 1) reads lane 6: f16(6.0) = 0x4600 in the high half; the low half is kept.
  assert.equal(v(w, 3, 5), 0x4600_1111);
  assert.equal(v(w, 3, 0), 0x4000_1111, 'lane 0 reads lane 2: f16(2.0)');
});
