import { test } from 'node:test';
import assert from 'node:assert/strict';
import { EXEC, VCC, f32, fromF32, runToEnd, setV, target, v, waveFor } from './harness.js';

for (const [gpu, wave32] of [['gfx900', false], ['gfx1030', false], ['gfx1030', true], ['gfx1100', true], ['gfx1100', false]] as const) {
  const label = `${gpu}${wave32 ? ' wave32' : ''}`;

  test(`exec masking leaves inactive lanes untouched (${label})`, () => {
    const w = waveFor('v_add_f32 v1, v0, 1.0\ns_endpgm', target(gpu, wave32));
    w.sgpr[EXEC] = 0x5;
    w.sgpr[EXEC + 1] = wave32 ? 0xffffffff : 0x80000000;
    setV(w, 0, (l) => f32(l));
    setV(w, 1, () => 0xdead);
    runToEnd(w);
    assert.equal(fromF32(v(w, 1, 0)), 1);
    assert.equal(v(w, 1, 1), 0xdead);
    assert.equal(fromF32(v(w, 1, 2)), 3);
    if (!wave32) {
      assert.equal(fromF32(v(w, 1, 63)), 64);
      assert.equal(v(w, 1, 62), 0xdead);
    }
  });

  test(`v_cmp writes a lane mask, v_cndmask selects by it (${label})`, () => {
    const w = waveFor(`v_cmp_lt_u32 ${wave32 ? 'vcc_lo' : 'vcc'}, v0, 3\nv_cndmask_b32 v1, 10, v0, ${wave32 ? 'vcc_lo' : 'vcc'}\ns_endpgm`, target(gpu, wave32));
    setV(w, 0, (l) => l);
    runToEnd(w);
    assert.equal(w.sgpr[VCC], 0b111);
    if (!wave32) assert.equal(w.sgpr[VCC + 1], 0);
    assert.deepEqual([v(w, 1, 0), v(w, 1, 2), v(w, 1, 3), v(w, 1, 31)], [0, 2, 10, 10]);
  });

  test(`v_mbcnt counts lower active lanes (${label})`, () => {
    const text = wave32 ? 'v_mbcnt_lo_u32_b32 v1, -1, 0\ns_endpgm' : 'v_mbcnt_lo_u32_b32 v1, -1, 0\nv_mbcnt_hi_u32_b32 v1, -1, v1\ns_endpgm';
    const w = waveFor(gpu === 'gfx900' ? text : text.replace(/v_mbcnt_(lo|hi)_u32_b32 v1, -1, (\S+)/g, 'v_mbcnt_$1_u32_b32 v1, -1, $2'), target(gpu, wave32));
    runToEnd(w);
    for (let lane = 0; lane < w.waveSize; lane++) assert.equal(v(w, 1, lane), lane);
  });
}

test('integer VALU results (gfx9)', () => {
  const w = waveFor(
    [
      'v_mul_lo_u32 v2, v0, v1',
      'v_mul_hi_u32 v3, v0, v1',
      'v_bfe_u32 v4, v0, 4, 8',
      'v_bfi_b32 v5, s0, v0, v1',
      'v_lshl_or_b32 v6, v1, 8, s0',
      'v_alignbit_b32 v7, v0, v1, 8',
      'v_ffbh_u32 v8, v1',
      'v_bfe_i32 v9, v0, 0, 8',
      's_endpgm',
    ].join('\n'),
    target('gfx900'),
    12,
  );
  w.sgpr[0] = 0xff; // GFX9 VOP3 takes no literal
  setV(w, 0, () => 0xdeadbeef);
  setV(w, 1, () => 0x12345678);
  runToEnd(w);
  const p = BigInt(0xdeadbeef) * BigInt(0x12345678);
  assert.equal(v(w, 2, 0), Number(p & 0xffffffffn));
  assert.equal(v(w, 3, 0), Number(p >> 32n));
  assert.equal(v(w, 4, 0), 0xee);
  assert.equal(v(w, 5, 0), 0x123456ef);
  assert.equal(v(w, 6, 0), 0x345678ff);
  assert.equal(v(w, 7, 0), 0xef123456);
  assert.equal(v(w, 8, 0), 3);
  assert.equal(v(w, 9, 0), 0xffffffef);
});

test('v_add_co_u32 / v_addc_co_u32 64-bit add with carry through vcc (gfx9)', () => {
  const w = waveFor('v_add_co_u32 v2, vcc, v0, -1\nv_addc_co_u32 v3, vcc, v1, 0, vcc\ns_endpgm', target('gfx900'));
  setV(w, 0, (l) => (l === 0 ? 0 : 5));
  setV(w, 1, () => 7);
  runToEnd(w);
  assert.deepEqual([v(w, 2, 0), v(w, 3, 0)], [0xffffffff, 7], 'lane 0: 0 + -1 has no carry');
  assert.deepEqual([v(w, 2, 1), v(w, 3, 1)], [4, 8], 'lane 1: 5 + 0xffffffff carries');
  assert.equal(w.sgpr[VCC]! & 3, 0);
});

test('GFX10 VOP3 v_add_co_u32 writes an SGPR carry, v_add_co_ci_u32 reads it (wave32)', () => {
  const w = waveFor('v_add_co_u32 v2, s4, v0, v1\nv_add_co_ci_u32_e64 v3, s5, 0, 0, s4\ns_endpgm', target('gfx1030', true));
  setV(w, 0, () => 0x80000000);
  setV(w, 1, (l) => (l & 1 ? 0x80000000 : 1));
  runToEnd(w);
  assert.equal(w.sgpr[4], 0xaaaaaaaa);
  assert.deepEqual([v(w, 3, 0), v(w, 3, 1)], [0, 1]);
});

test('v_add_nc_u32 clamp saturates (gfx10.3)', () => {
  const w = waveFor('v_add_nc_u32_e64 v1, v0, v0 clamp\nv_sub_nc_u32_e64 v2, 1, v0 clamp\ns_endpgm', target('gfx1030'));
  setV(w, 0, () => 0x90000000);
  runToEnd(w);
  assert.equal(v(w, 1, 0), 0xffffffff);
  assert.equal(v(w, 2, 0), 0);
});

test('f32 arithmetic, VOP3 abs/neg/clamp/omod', () => {
  const w = waveFor(
    ['v_add_f32_e64 v1, -|v0|, 1.0', 'v_mul_f32_e64 v2, v0, 4.0 clamp', 'v_add_f32_e64 v3, v0, v0 mul:2', 'v_fma_f32 v4, v0, v0, 0.5', 'v_mac_f32 v5, v0, 2.0', 's_endpgm'].join('\n'),
    target('gfx900'),
  );
  setV(w, 0, () => f32(-0.75));
  setV(w, 5, () => f32(1));
  runToEnd(w);
  assert.equal(fromF32(v(w, 1, 0)), 0.25);
  assert.equal(fromF32(v(w, 2, 0)), 0, 'clamp of -3 is 0');
  assert.equal(fromF32(v(w, 3, 0)), -3);
  assert.equal(fromF32(v(w, 4, 0)), 1.0625);
  assert.equal(fromF32(v(w, 5, 0)), -0.5);
});

test('f32 corner cases: IEEE min with NaN, rounding, fract, conversions', () => {
  const w = waveFor(
    [
      'v_min_f32 v1, v0, 1.0',
      'v_rndne_f32 v2, 2.5',
      'v_fract_f32 v3, v4',
      'v_cvt_i32_f32 v5, v0',
      'v_cvt_u32_f32 v6, -1.0',
      'v_cvt_f32_i32 v7, -2',
      'v_rcp_f32 v8, 0',
      'v_cvt_flr_i32_f32 v9, -0.5',
      'v_cvt_pkrtz_f16_f32 v10, 1.0, v11',
      's_endpgm',
    ].join('\n'),
    target('gfx1030'),
    12,
  );
  setV(w, 0, () => 0x7fc00000);
  setV(w, 4, () => f32(-1e-10));
  setV(w, 11, () => f32(65520));
  runToEnd(w);
  assert.equal(fromF32(v(w, 1, 0)), 1, 'minNum(NaN, 1) = 1');
  assert.equal(fromF32(v(w, 2, 0)), 2, 'ties to even');
  assert.equal(v(w, 3, 0), 0x3f7fffff, 'fract never returns 1.0');
  assert.equal(v(w, 5, 0), 0, 'NaN converts to 0');
  assert.equal(v(w, 6, 0), 0, 'negative saturates to 0');
  assert.equal(fromF32(v(w, 7, 0)), -2);
  assert.equal(v(w, 8, 0), 0x7f800000, 'rcp(0) = +inf');
  assert.equal(v(w, 9, 0), 0xffffffff);
  assert.equal(v(w, 10, 0), 0x7bff3c00, 'RTZ: 65520 packs to the largest finite f16');
});

test('v_cmp_class_f32 and unordered compares', () => {
  const w = waveFor('v_cmp_class_f32_e64 s[0:1], v0, 0x3\nv_cmp_neq_f32_e64 s[2:3], v0, v0\nv_cmp_eq_f32_e64 s[4:5], v0, v0\ns_endpgm', target('gfx900'));
  setV(w, 0, (l) => (l === 1 ? 0x7fc00000 : f32(l)));
  runToEnd(w);
  assert.deepEqual([w.sgpr[0], w.sgpr[1]], [0b10, 0]);
  assert.deepEqual([w.sgpr[2], w.sgpr[3]], [0b10, 0], 'NaN != NaN');
  assert.deepEqual([w.sgpr[4], w.sgpr[5]], [0xfffffffd, 0xffffffff]);
});

test('v_cmpx: GFX9 writes exec and vcc, GFX10+ only exec', () => {
  const w9 = waveFor('s_mov_b64 vcc, 0\nv_cmpx_gt_u32 vcc, 2, v0\ns_endpgm', target('gfx900'));
  setV(w9, 0, (l) => l);
  runToEnd(w9);
  assert.deepEqual([w9.sgpr[EXEC], w9.sgpr[EXEC + 1], w9.sgpr[VCC]], [3, 0, 3]);
  const w11 = waveFor('s_mov_b64 vcc, 0\nv_cmpx_gt_u32 2, v0\ns_endpgm', target('gfx1100'));
  setV(w11, 0, (l) => l);
  runToEnd(w11);
  assert.deepEqual([w11.sgpr[EXEC], w11.sgpr[EXEC + 1], w11.sgpr[VCC]], [3, 0, 0]);
});

test('v_readfirstlane, v_readlane, v_writelane', () => {
  const w = waveFor('v_readfirstlane_b32 s0, v0\nv_readlane_b32 s1, v0, 40\nv_writelane_b32 v1, s0, 2\ns_endpgm', target('gfx900'));
  w.sgpr[EXEC] = 0;
  w.sgpr[EXEC + 1] = 0x10;
  setV(w, 0, (l) => l * 10);
  runToEnd(w);
  assert.equal(w.sgpr[0], 360, 'first active lane is 36');
  assert.equal(w.sgpr[1], 400);
  assert.equal(v(w, 1, 2), 360, 'writelane ignores exec');
});

test('VALU issue cycles: GFX9 wave64 4, GFX10 wave32 1 / wave64 2, transcendental 4x', () => {
  const cycles = (gpu: string, wave32: boolean, text: string) => runToEnd(waveFor(`${text}\ns_endpgm`, target(gpu, wave32))).cycles;
  assert.equal(cycles('gfx900', false, 'v_mov_b32 v0, 0'), 4);
  assert.equal(cycles('gfx1030', true, 'v_mov_b32 v0, 0'), 1);
  assert.equal(cycles('gfx1030', false, 'v_mov_b32 v0, 0'), 2);
  assert.equal(cycles('gfx1030', true, 'v_rcp_f32 v0, v0'), 4);
  assert.equal(cycles('gfx1030', true, 's_mov_b32 s0, 0'), 1);
});
