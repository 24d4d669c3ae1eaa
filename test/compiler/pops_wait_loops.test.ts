/**
 * C1, S5, S7 on the emitted machine code: the exiting-wave-ID read
 * (`src_pops_exiting_wave_id`, operand 239) is volatile, so every poll of every
 * wait loop reads it again. The shaders are the ones where a compiler treating
 * the read as a pure value would go wrong: two begin points (two wait loops
 * computing the same `s_add_i32 src_pops_exiting_wave_id, remap` — value
 * numbering would keep one) and one begin point inside a loop (the read is
 * invariant in both loops around it — hoisting would poll a stale copy
 * forever). GLSL cannot place a begin inside control flow, hence SPIR-V
 * assembly (test/compiler/shaders/*.spvasm).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compileSpirv } from '../../src/compiler/compile.js';
import { CODE_POPS_EXITING_WAVE_ID, targetOf, type GfxLevel } from '../../src/isa/index.js';
import { loopsOf, machineCode, mentions, type Loop, type MachineInstr } from './machine_code.js';
import { shaderBytes } from './spirv/helpers.js';

const SHADERS = [
  { file: 'interlock_two_begins.spv', beginPoints: 2, insideLoop: false },
  { file: 'interlock_begin_in_loop.spv', beginPoints: 1, insideLoop: true },
] as const;

function compile(file: string, gfx: GfxLevel): MachineInstr[] {
  const spirv = new Uint32Array(Uint8Array.from(shaderBytes(file)).buffer);
  const target = targetOf(gfx);
  return machineCode(compileSpirv({ spirv, stage: 'fragment', target, validate: true }).code, target);
}

const readsExitingId = (m: MachineInstr): boolean => mentions(m, CODE_POPS_EXITING_WAVE_ID);

/** The wait loops: an s_sleep followed by the backward branch that polls again. */
function waitLoops(mc: readonly MachineInstr[]): Loop[] {
  return loopsOf(mc).filter((l) => mc[l.latch - 1]?.inst.op === 's_sleep');
}

for (const s of SHADERS) {
  for (const gfx of ['gfx9', 'gfx10', 'gfx10_3'] as const) {
    test(`C1/S5: ${s.file} on ${gfx}: every wait loop re-reads src_pops_exiting_wave_id (operand 239) in each poll, one read per begin point`, () => {
      const mc = compile(s.file, gfx);
      const listing = mc.map((m) => m.text).join('\n');
      const loops = waitLoops(mc);
      const reads = mc.filter(readsExitingId);
      assert.equal(loops.length, s.beginPoints, `one wait loop per begin point (S7)\n${listing}`);
      assert.equal(reads.length, s.beginPoints, `never merged: one read per wait loop\n${listing}`);
      for (const loop of loops) {
        const inside = reads.filter((r) => r.index >= loop.head && r.index < loop.latch);
        assert.equal(inside.length, 1, `the read sits inside the loop that polls it (C1)\n${listing}`);
        const read = inside[0]!;
        assert.match(read.text, /^s_add_i32 s\d+, src_pops_exiting_wave_id, s\d+$/, 'lowered to s_add_i32 with operand 239 (C1)');
        // The poll: compare the fresh value, leave the loop when it passed the newest overlapped wave.
        const dest = read.inst.operands[0]!;
        const cmp = mc[read.index + 1]!;
        const exit = mc[read.index + 2]!;
        assert.ok(cmp.inst.op === 's_cmp_gt_u32' && dest.kind === 'reg' && mentions(cmp, dest.code), `${cmp.text} compares the value just read`);
        assert.ok(exit.inst.op === 's_cbranch_scc1' && exit.target! > loop.latch, `${exit.text} leaves the wait loop`);
        assert.ok(read.index < loop.latch - 1, 'read before the s_sleep of the same poll');
      }
      if (s.insideLoop) {
        // The same wait code runs once per iteration of the shader's own loop: that loop contains the read too.
        const outer = loopsOf(mc).filter((l) => !loops.includes(l) && l.head <= loops[0]!.head && l.latch > loops[0]!.latch);
        assert.ok(outer.length > 0, listing);
      }
    });
  }

  test(`S7/S10: ${s.file} on gfx11: one s_wait_event per begin point, no exiting-ID read`, () => {
    const mc = compile(s.file, 'gfx11');
    assert.equal(mc.filter((m) => m.inst.op === 's_wait_event').length, s.beginPoints);
    assert.equal(mc.filter(readsExitingId).length, 0);
  });
}
