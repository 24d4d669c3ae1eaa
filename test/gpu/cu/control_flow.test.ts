import { test } from 'node:test';
import assert from 'node:assert/strict';
import { EXEC, VCC, runToEnd, setV, target, testHost, v, waveFor } from './harness.js';
import { step } from '../../../src/gpu/cu/run.js';

for (const gpu of ['gfx900', 'gfx1030', 'gfx1100'] as const) {
  test(`counting loop with s_cbranch_scc1 backwards (${gpu})`, () => {
    // s0 counts 0..9; s1 sums 0+1+...+9.
    const w = waveFor(
      ['s_mov_b32 s0, 0', 's_mov_b32 s1, 0', 's_add_u32 s1, s1, s0', 's_add_u32 s0, s0, 1', 's_cmp_lt_u32 s0, 10', 's_cbranch_scc1 65532', 's_endpgm'].join('\n'),
      target(gpu),
    );
    runToEnd(w);
    assert.equal(w.sgpr[0], 10);
    assert.equal(w.sgpr[1], 45);
  });

  test(`s_waitcnt decodes per generation; unnamed counters do not wait (${gpu})`, () => {
    const w = waveFor('s_waitcnt vmcnt(1) lgkmcnt(2)\ns_waitcnt expcnt(0)\ns_endpgm', target(gpu));
    const { effects } = runToEnd(w);
    const lgkmMax = gpu === 'gfx900' ? 15 : 63;
    assert.deepEqual(effects[0], { kind: 'waitcnt', vm: 1, vs: 63, lgkm: 2, exp: 7 });
    assert.deepEqual(effects[1], { kind: 'waitcnt', vm: 63, vs: 63, lgkm: lgkmMax, exp: 0 });
  });
}

test('if/else with s_and_saveexec_b64 and s_cbranch_execz (gfx9)', () => {
  // if (v0 < 4) v1 = 1 else v1 = 2 — lanes 0..3 take the then side.
  const w = waveFor(
    [
      'v_cmp_gt_u32 vcc, 4, v0',
      's_and_saveexec_b64 s[0:1], vcc',
      's_cbranch_execz 1',
      'v_mov_b32 v1, 1',
      's_andn2_b64 exec, s[0:1], exec',
      's_cbranch_execz 1',
      'v_mov_b32 v1, 2',
      's_or_b64 exec, exec, s[0:1]',
      's_endpgm',
    ].join('\n'),
    target('gfx900'),
  );
  setV(w, 0, (l) => l);
  setV(w, 1, () => 99);
  runToEnd(w);
  assert.deepEqual([v(w, 1, 0), v(w, 1, 3), v(w, 1, 4), v(w, 1, 63)], [1, 1, 2, 2]);
  assert.deepEqual([w.sgpr[EXEC], w.sgpr[EXEC + 1]], [0xffffffff, 0xffffffff]);
});

test('s_cbranch_execz skips a block when no lane is active (gfx10.3 wave32)', () => {
  const w = waveFor('v_cmpx_gt_u32 0, v0\ns_cbranch_execz 1\ns_mov_b32 s0, 1\ns_endpgm', target('gfx1030', true));
  setV(w, 0, () => 5);
  runToEnd(w);
  assert.equal(w.sgpr[EXEC], 0);
  assert.equal(w.sgpr[0], 0);
});

test('s_cbranch_vccnz follows vcc', () => {
  const w = waveFor('s_mov_b64 vcc, 0\ns_cbranch_vccnz 1\ns_mov_b32 s0, 3\ns_endpgm', target('gfx900'));
  runToEnd(w);
  assert.equal(w.sgpr[0], 3);
  assert.equal(w.sgpr[VCC], 0);
});

test('S3: GFX9 s_setreg MODE[25:24] associates packers', () => {
  const w = waveFor(
    ['s_setreg_imm32_b32 hwreg(HW_REG_MODE, 24, 2), 1', 's_setreg_imm32_b32 hwreg(HW_REG_MODE, 24, 2), 1', 's_setreg_b32 hwreg(HW_REG_MODE, 24, 2), s2', 's_setreg_imm32_b32 hwreg(HW_REG_MODE, 24, 2), 0', 's_endpgm'].join('\n'),
    target('gfx900'),
  );
  w.sgpr[2] = 2;
  assert.equal(w.program.instructions[0]!.interacts, true);
  const { effects } = runToEnd(w);
  assert.deepEqual(effects.slice(0, 3), [
    { kind: 'pops_packer', enabled: true, packer: 0 },
    // the repeated write is harmless: no change, no Effect (S3)
    { kind: 'pops_packer', enabled: true, packer: 1 },
    { kind: 'pops_packer', enabled: false, packer: 0 },
  ]);
  assert.equal(w.mode >>> 24, 0);
});

test('S3: GFX9 MODE bits outside [25:24] do not interact', () => {
  const w = waveFor('s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 4), 3\ns_getreg_b32 s0, hwreg(HW_REG_MODE, 0, 8)\ns_endpgm', target('gfx900'));
  assert.equal(w.program.instructions[0]!.interacts, false);
  const { effects } = runToEnd(w);
  assert.deepEqual(effects, [{ kind: 'end', orderedPsDone: false }]);
  assert.equal(w.sgpr[0], 3);
});

test('S3: GFX10.3 POPS_PACKER [0] enable, [2:1] packer', () => {
  const w = waveFor('s_setreg_b32 hwreg(HW_REG_POPS_PACKER, 0, 3), s0\ns_getreg_b32 s1, hwreg(HW_REG_POPS_PACKER)\ns_endpgm', target('gfx1030'));
  w.sgpr[0] = 1 | (3 << 1);
  const { effects } = runToEnd(w);
  assert.deepEqual(effects[0], { kind: 'pops_packer', enabled: true, packer: 3 });
  assert.equal(w.sgpr[1], 7);
});

test('S3: a GFX9 MODE[25:24] of 0b11 is an error', () => {
  const w = waveFor('s_setreg_imm32_b32 hwreg(HW_REG_MODE, 24, 2), 3\ns_endpgm', target('gfx900'));
  assert.throws(() => step(w, testHost()), { name: 'CuError', code: 'invalid-value' });
});

test('S9: s_endpgm_ordered_ps_done and s_sendmsg ORDERED_PS_DONE', () => {
  for (const gpu of ['gfx900', 'gfx1010', 'gfx1030']) {
    const w = waveFor('s_sendmsg sendmsg(MSG_ORDERED_PS_DONE)\ns_endpgm_ordered_ps_done', target(gpu));
    const { effects } = runToEnd(w);
    assert.deepEqual(effects, [
      { kind: 'message', id: 7, halt: false },
      { kind: 'end', orderedPsDone: true },
    ]);
  }
});

test('S10: GFX11 s_wait_event export_ready when bit 0 is clear', () => {
  const w = waveFor('s_wait_event 0x0\ns_wait_event 0x1\ns_endpgm', target('gfx1100'));
  const { effects } = runToEnd(w);
  assert.deepEqual(effects.slice(0, 2), [
    { kind: 'wait_event', exportReady: true },
    { kind: 'wait_event', exportReady: false },
  ]);
});

test('S6: s_sleep returns its count; the POPS wait loop shape (gfx10.3)', () => {
  // while (exiting + offset <= newest) s_sleep — the host reports progress.
  const w = waveFor(
    ['s_add_i32 s2, src_pops_exiting_wave_id, s0', 's_cmp_le_u32 s2, s1', 's_cbranch_scc0 2', 's_sleep 0xffff', 's_branch 65531', 's_endpgm'].join('\n'),
    target('gfx1030'),
  );
  w.sgpr[0] = ~5 >>> 0; // remap offset of current wave ID 5
  w.sgpr[1] = (3 + (~5 >>> 0)) >>> 0; // newest overlapped wave 3
  const host = testHost(2);
  const effects = [];
  for (let i = 0; i < 20; i++) {
    const e = step(w, host);
    if (e?.kind === 'sleep') host.exitingId++; // another wave exits while this one sleeps
    if (e) effects.push(e);
    if (e?.kind === 'end') break;
  }
  assert.deepEqual(effects, [{ kind: 'sleep', n: 0xffff }, { kind: 'sleep', n: 0xffff }, { kind: 'end', orderedPsDone: false }]);
  assert.equal(host.calls, 3);
});

test('GFX10 s_waitcnt_vscnt null, N waits on vscnt only', () => {
  const w = waveFor('s_waitcnt_vscnt null, 0x0\ns_endpgm', target('gfx1030'));
  const { effects } = runToEnd(w);
  assert.deepEqual(effects[0], { kind: 'waitcnt', vm: 63, vs: 0, lgkm: 63, exp: 7 });
});

test("s_waitcnt_depctr (ACO's hazard wait on GFX10+) changes no state: the next instruction sees the VALU result", () => {
  for (const gpu of ['gfx1030', 'gfx1100'] as const) {
    const w = waveFor(['v_mov_b32 v1, 7', 's_waitcnt_depctr 0xfff', 'v_add_nc_u32 v2, v1, v1', 's_endpgm'].join('\n'), target(gpu));
    runToEnd(w);
    assert.equal(v(w, 2, 0), 14, gpu);
  }
});
