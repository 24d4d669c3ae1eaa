import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compileShader } from '../../../src/compiler/backend/index.js';
import { targetOf, type GfxLevel } from '../../../src/isa/index.js';
import { findLlvmMc, mcAssemble, wordsToBytes } from '../../../tools/llvm_mc.js';
import { assemble } from '../../../src/isa/index.js';
import { ctsImageShader, ctsSsboShader } from './shaders.js';

const LEVELS: GfxLevel[] = ['gfx9', 'gfx10', 'gfx10_3', 'gfx11'];
const lines = (s: string): string[] => s.trim().split('\n');
const indexOf = (ls: string[], re: RegExp): number => ls.findIndex((l) => re.test(l));

test('GFX9 POPS sequence: overlap check, MODE setreg, wrap fix, s_sleep 3, ORDERED_PS_DONE after the store (S2-S6, S9)', () => {
  const ls = lines(compileShader(ctsImageShader(), { target: targetOf('gfx9') }).disassembly);
  const check = indexOf(ls, /^s_bitcmp1_b32 s\d+, 31$/);
  const setreg = indexOf(ls, /^s_setreg_b32 hwreg\(HW_REG_MODE, 24, 2\)/);
  const wrap = indexOf(ls, /^s_addc_u32/);
  const poll = indexOf(ls, /^s_add_i32 s\d+, src_pops_exiting_wave_id, s\d+$/);
  const sleep = indexOf(ls, /^s_sleep 3$/);
  const store = indexOf(ls, /^image_store .* glc/);
  const done = indexOf(ls, /^s_sendmsg sendmsg\(MSG_ORDERED_PS_DONE\)$/);
  assert.ok(check >= 0 && check < setreg && setreg < wrap && wrap < poll && poll < sleep && sleep < store && store < done, ls.join('\n'));
  assert.equal(ls.filter((l) => /MSG_ORDERED_PS_DONE/.test(l)).length, 1);
  assert.match(ls[done - 1]!, /^s_waitcnt vmcnt\(0\)/);
});

for (const gfx of ['gfx10', 'gfx10_3'] as const) {
  test(`${gfx} POPS sequence: POPS_PACKER setreg, s_sleep 0xffff, no wrap fix, vscnt wait before ORDERED_PS_DONE`, () => {
    const ls = lines(compileShader(ctsImageShader(), { target: targetOf(gfx) }).disassembly);
    const setreg = indexOf(ls, /^s_setreg_b32 hwreg\(HW_REG_POPS_PACKER, 0, 3\), (s\d+)$/);
    assert.ok(setreg >= 0);
    // S3, S4 with ACO's instructions: value = (packer << 1) + 1 in one s_lshl1_add_u32, remap = s_nand_b32 cw, 0x3ff.
    const value = /(s\d+)$/.exec(ls[setreg]!)![1]!;
    assert.match(ls[setreg - 1]!, new RegExp(`^s_lshl1_add_u32 ${value}, s\\d+, 1$`));
    const nand = indexOf(ls, /^s_nand_b32 (s\d+), s\d+, 0x3ff$/);
    assert.ok(nand > setreg, ls.join('\n'));
    const remap = /^s_nand_b32 (s\d+)/.exec(ls[nand]!)![1]!;
    assert.ok(indexOf(ls, new RegExp(`^s_add_i32 s\\d+, src_pops_exiting_wave_id, ${remap}$`)) > nand, ls.join('\n'));
    assert.ok(indexOf(ls, /^s_sleep 0xffff$/) >= 0, ls.join('\n'));
    assert.equal(indexOf(ls, /^s_addc_u32/), -1);
    const done = indexOf(ls, /MSG_ORDERED_PS_DONE/);
    assert.ok(done > indexOf(ls, /^image_store/));
    assert.ok(ls.slice(done - 3, done).some((l) => /^s_waitcnt_vscnt null, 0x0$/.test(l)), ls.join('\n'));
  });
}

test('GFX11: s_wait_event 0, no s_sendmsg, done export waits for stores (S10, S9)', () => {
  const ls = lines(compileShader(ctsImageShader(), { target: targetOf('gfx11') }).disassembly);
  assert.ok(indexOf(ls, /^s_wait_event 0x0$/) >= 0, ls.join('\n'));
  assert.equal(indexOf(ls, /s_sendmsg/), -1);
  assert.equal(indexOf(ls, /src_pops_exiting_wave_id/), -1);
  const exp = indexOf(ls, /^exp .*done/);
  assert.ok(ls.slice(0, exp).some((l) => /^s_waitcnt_vscnt null, 0x0$/.test(l)));
});

test('debug switches each remove exactly their element', () => {
  const t9 = targetOf('gfx9');
  const base = lines(compileShader(ctsImageShader(), { target: t9 }).disassembly);
  const off = (d: object): string[] => lines(compileShader(ctsImageShader(), { target: t9, debug: d }).disassembly);
  assert.equal(indexOf(off({ noOverlapCheck: true }), /s_bitcmp1_b32/), -1);
  assert.equal(indexOf(off({ noPackerSetreg: true }), /s_setreg_b32/), -1);
  assert.ok(indexOf(off({ noPackerSetreg: true }), /src_pops_exiting_wave_id/) >= 0);
  assert.equal(indexOf(off({ noGfx9WrapFix: true }), /s_addc_u32/), -1);
  assert.equal(indexOf(off({ noOrderedPsDone: true }), /MSG_ORDERED_PS_DONE/), -1);
  const nw = off({ noWaitBeforeDone: true });
  assert.doesNotMatch(nw[indexOf(nw, /MSG_ORDERED_PS_DONE/) - 1]!, /s_waitcnt/);
  assert.ok(base.some((l) => /image_store .*glc/.test(l)));
  assert.ok(!off({ nonCoherentOrderedAccesses: true }).some((l) => /image_(load|store) .*glc/.test(l)));
});

test('register config: LOAD_COLLISION_WAVEID only with interlock on GFX9-10.3 (S1); PRIMITIVE_ORDERED_PIXEL_SHADER is left to the driver (R1)', () => {
  for (const gfx of LEVELS) {
    const c = compileShader(ctsImageShader(), { target: targetOf(gfx) }).config;
    const expectLoad = gfx !== 'gfx11';
    assert.equal(c.loadCollisionWaveId, expectLoad);
    assert.equal((c.rsrc2 >>> 25) & 1, expectLoad ? 1 : 0);
    assert.equal((c.dbShaderControl >>> 16) & 1, 0, 'R1 is the driver\'s rule (src/driver/db_shader_control.ts)');
    assert.equal(c.collisionWaveIdSgpr, expectLoad ? c.primMaskSgpr + 1 : undefined);
    assert.equal((c.rsrc2 >>> 1) & 0x1f, 2); // one descriptor-set pointer
  }
});

test('S12: a shader without outputs gets a dummy mrt0 export and COL_FORMAT 32_R; switch removes it', () => {
  const r = compileShader(ctsSsboShader(), { target: targetOf('gfx10_3') });
  assert.equal(r.config.spiShaderColFormat, 1);
  assert.ok(r.config.dummyExport);
  assert.match(r.disassembly, /exp mrt0 off, off, off, off done vm/);
  const n = compileShader(ctsSsboShader(), { target: targetOf('gfx10_3'), debug: { noDummyExport: true } });
  assert.equal(n.config.spiShaderColFormat, 0);
  assert.doesNotMatch(n.disassembly, /^exp /m);
});

test('SSBO variant: coherent buffer ops get glc (+dlc on GFX10+) (S11)', () => {
  assert.match(compileShader(ctsSsboShader(true), { target: targetOf('gfx9') }).disassembly, /buffer_store_dword .* offen glc\n/);
  assert.match(compileShader(ctsSsboShader(true), { target: targetOf('gfx10') }).disassembly, /buffer_load_dword .* offen glc dlc/);
});

test('whole disassembly re-assembles to the same bytes with popsim and llvm-mc-15', (t) => {
  for (const gfx of LEVELS) {
    for (const make of [ctsImageShader, () => ctsSsboShader(false), () => ctsSsboShader(true)]) {
      const target = targetOf(gfx);
      const r = compileShader(make(), { target });
      assert.deepEqual([...assemble(r.disassembly, target)], [...r.code]);
      if (!findLlvmMc()) continue;
      const mc = mcAssemble(lines(r.disassembly), { cpu: target.cpu, wave64: target.wave64 });
      const bytes = mc.flatMap((m) => {
        assert.equal(m.error, undefined, `${gfx}: ${m.error}`);
        return m.bytes!;
      });
      assert.deepEqual(bytes, wordsToBytes(r.code), gfx);
    }
  }
  if (!findLlvmMc()) t.skip('llvm-mc 15 not installed: only popsim re-assembly checked');
});
