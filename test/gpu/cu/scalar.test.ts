import { test } from 'node:test';
import assert from 'node:assert/strict';
import { EXEC, runToEnd, target, testHost, waveFor } from './harness.js';

const GENS = ['gfx900', 'gfx1030', 'gfx1100'] as const;

for (const gpu of GENS) {
  test(`s_add_u32 / s_addc_u32 carry chain through SCC (${gpu})`, () => {
    const w = waveFor('s_mov_b32 s0, -1\ns_add_u32 s2, s0, 2\ns_addc_u32 s3, 0, 0\ns_endpgm', target(gpu));
    runToEnd(w);
    assert.equal(w.sgpr[2], 1);
    assert.equal(w.sgpr[3], 1, 'carry of 0xffffffff + 2 propagates');
    assert.equal(w.scc, 0);
  });

  test(`s_sub_u32 borrow and s_add_i32 signed overflow (${gpu})`, () => {
    const w = waveFor('s_sub_u32 s0, 1, 2\ns_mov_b32 s4, s0\ns_mov_b32 s1, 0x7fffffff\ns_add_i32 s2, s1, 1\ns_endpgm', target(gpu));
    runToEnd(w);
    assert.equal(w.sgpr[0], 0xffffffff);
    assert.equal(w.sgpr[2], 0x80000000);
    assert.equal(w.scc, 1, 'signed overflow sets SCC');
  });

  test(`bit ops, shifts, bfe, bcnt, ff1, flbit, brev (${gpu})`, () => {
    const w = waveFor(
      [
        's_mov_b32 s0, 0xf0f0',
        's_bfe_u32 s1, s0, 0x40004', // offset 4, width 4 -> 0xf
        's_bcnt1_i32_b32 s2, s0',
        's_ff1_i32_b32 s3, s0',
        's_flbit_i32_b32 s4, s0',
        's_brev_b32 s5, 1',
        's_lshl_b32 s6, s0, 4',
        's_ashr_i32 s7, 0x80000000, 4',
        's_bfe_i32 s8, s0, 0x40004',
        's_mul_i32 s9, -3, 7',
        's_endpgm',
      ].join('\n'),
      target(gpu),
    );
    runToEnd(w);
    assert.deepEqual([...w.sgpr.slice(1, 10)], [0xf, 8, 4, 16, 0x80000000, 0xf0f00, 0xf8000000, 0xffffffff, (-21 >>> 0)]);
  });

  test(`s_cmp and s_cselect (${gpu})`, () => {
    const w = waveFor('s_cmp_lt_i32 -1, 1\ns_cselect_b32 s0, 10, 20\ns_cmp_lt_u32 -1, 1\ns_cselect_b32 s1, 10, 20\ns_endpgm', target(gpu));
    runToEnd(w);
    assert.equal(w.sgpr[0], 10, 'signed -1 < 1');
    assert.equal(w.sgpr[1], 20, 'unsigned 0xffffffff > 1');
  });

  test(`s_movk sign-extends, s_addk and s_cmpk (${gpu})`, () => {
    const w = waveFor('s_movk_i32 s0, 0x8000\ns_addk_i32 s0, 0x10\ns_cmpk_eq_u32 s0, 0x8010\ns_endpgm', target(gpu));
    runToEnd(w);
    assert.equal(w.sgpr[0], 0xffff8010);
    assert.equal(w.scc, 0, 'cmpk_u32 zero-extends its immediate');
  });
}

test('64-bit logic and shifts (gfx9)', () => {
  const w = waveFor('s_mov_b64 s[0:1], -1\ns_lshl_b64 s[2:3], s[0:1], 36\ns_and_b64 s[4:5], s[2:3], 0\ns_endpgm', target('gfx900'));
  runToEnd(w);
  assert.deepEqual([w.sgpr[0], w.sgpr[1]], [0xffffffff, 0xffffffff], 'integer inline constant sign-extends to 64 bits');
  assert.deepEqual([w.sgpr[2], w.sgpr[3]], [0, 0xfffffff0]);
  assert.deepEqual([w.sgpr[4], w.sgpr[5], w.scc], [0, 0, 0]);
});

test('s_mov_b64 of a float inline constant reads the f64 value (gfx9)', () => {
  const w = waveFor('s_mov_b64 s[0:1], 1.0\ns_endpgm', target('gfx900'));
  runToEnd(w);
  assert.deepEqual([w.sgpr[0], w.sgpr[1]], [0, 0x3ff00000]);
});

test('s_and_saveexec_b64 saves exec and masks it, SCC = exec != 0 (gfx9)', () => {
  const w = waveFor('s_and_saveexec_b64 s[0:1], s[2:3]\ns_endpgm', target('gfx900'));
  w.sgpr[EXEC] = 0xff;
  w.sgpr[EXEC + 1] = 0x1;
  w.sgpr[2] = 0x0f;
  w.sgpr[3] = 0;
  runToEnd(w);
  assert.deepEqual([w.sgpr[0], w.sgpr[1]], [0xff, 1]);
  assert.deepEqual([w.sgpr[EXEC], w.sgpr[EXEC + 1], w.scc], [0x0f, 0, 1]);
});

test('GFX11 names: s_and_not1_saveexec_b32 in wave32 touches exec_lo only', () => {
  const w = waveFor('s_and_not1_saveexec_b32 s0, s1\ns_endpgm', target('gfx1100', true));
  w.sgpr[EXEC] = 0x0000ffff;
  w.sgpr[EXEC + 1] = 0x1234;
  w.sgpr[1] = 0xffffffff;
  runToEnd(w);
  assert.equal(w.sgpr[0], 0xffff);
  assert.equal(w.sgpr[EXEC], 0xffff0000);
  assert.equal(w.sgpr[EXEC + 1], 0x1234);
});

test('GFX11 m0 is operand 125 and null reads 0', () => {
  const w = waveFor('s_mov_b32 m0, 7\ns_mov_b32 s0, m0\ns_mov_b32 s1, null\ns_endpgm', target('gfx1100'));
  w.sgpr[1] = 99;
  runToEnd(w);
  assert.equal(w.sgpr[125], 7);
  assert.equal(w.sgpr[0], 7);
  assert.equal(w.sgpr[1], 0);
});

test('S5: reading src_pops_exiting_wave_id asks the host each time and interacts', () => {
  for (const gpu of ['gfx900', 'gfx1030']) {
    const host = testHost(1021);
    const w = waveFor('s_add_i32 s0, src_pops_exiting_wave_id, s1\ns_add_i32 s2, src_pops_exiting_wave_id, s1\ns_endpgm', target(gpu));
    w.sgpr[1] = 2;
    assert.equal(w.program.instructions[0]!.interacts, true);
    runToEnd(w, host);
    assert.equal(host.calls, 2, `${gpu}: volatile operand read twice`);
    assert.equal(w.sgpr[0], 1023);
  }
});

test('s_getpc_b64 returns the address of the next instruction', () => {
  const w = waveFor('s_nop 0\ns_getpc_b64 s[0:1]\ns_endpgm', target('gfx1030'), 8, 0x1_0000_1000);
  runToEnd(w);
  assert.deepEqual([w.sgpr[0], w.sgpr[1]], [0x1008, 1]);
});
