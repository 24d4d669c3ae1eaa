/**
 * C4, S9 on the emitted machine code (GFX9–10.3): how a wave leaves the
 * ordered section on each path.
 *  - A discard early exit taken before the section ends sends ORDERED_PS_DONE
 *    itself, after an unconditional s_waitcnt of every counter (its counters
 *    are not tracked there), then ends (seed 001).
 *  - A discard after the section end leaves without a second message.
 *  - Scalar memory read inside the section is awaited (lgkmcnt(0)) before
 *    ORDERED_PS_DONE even when nothing uses the value before it.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compileSpirv } from '../../src/compiler/compile.js';
import type { PopsDebugSwitches } from '../../src/compiler/backend/index.js';
import { decodeWaitcnt, MSG_ORDERED_PS_DONE, targetOf, type GfxLevel } from '../../src/isa/index.js';
import { isBranch, machineCode, mentions, type MachineInstr } from './machine_code.js';
import { compileShader as glslToSpirv } from './spirv/helpers.js';

const LEVELS = ['gfx9', 'gfx10', 'gfx10_3'] as const;

async function compile(file: string, gfx: GfxLevel, debug?: PopsDebugSwitches, defines: Readonly<Record<string, string | number>> = {}): Promise<MachineInstr[]> {
  const spirv = await glslToSpirv(file, 'fragment', defines);
  const target = targetOf(gfx);
  return machineCode(compileSpirv({ spirv, stage: 'fragment', target, validate: true, ...(debug ? { debug } : {}) }).code, target);
}

const isDone = (m: MachineInstr): boolean => m.inst.op === 's_sendmsg' && m.inst.operands[0]?.kind === 'imm' && m.inst.operands[0].value === MSG_ORDERED_PS_DONE;
// A discard clears lanes from exec: a kill mask, or exec itself for an unconditional discard at top level.
const isKill = (m: MachineInstr): boolean => /^s_andn2_b(32|64) exec, exec, (s|exec$)/.test(m.text);

/** Waits every counter down to 0: s_waitcnt with vm, exp and lgkm 0 (and, on GFX10+, s_waitcnt_vscnt 0). */
function waitsForAll(block: readonly MachineInstr[], gfx: GfxLevel): boolean {
  const all = block.some((m) => {
    if (m.inst.op !== 's_waitcnt' || m.inst.operands[0]?.kind !== 'imm') return false;
    const w = decodeWaitcnt(m.inst.operands[0].value, gfx);
    return w.vmcnt === 0 && w.expcnt === 0 && w.lgkmcnt === 0;
  });
  return all && (gfx === 'gfx9' || block.some((m) => m.text === 's_waitcnt_vscnt null, 0x0'));
}

/** The instructions from `start` to the next s_endpgm, inclusive. */
function blockToEnd(mc: readonly MachineInstr[], start: number): MachineInstr[] {
  const end = mc.findIndex((m, k) => k >= start && m.inst.op === 's_endpgm');
  assert.ok(end >= 0);
  return mc.slice(start, end + 1);
}

/** Where a discard sends a wave whose lanes are all gone: the first branch after the exec kill. */
function discardExits(mc: readonly MachineInstr[]): { kill: number; exit: number }[] {
  return mc.filter(isKill).map((k) => {
    const branch = mc.find((m) => m.index > k.index && isBranch(m.inst) && m.inst.op !== 's_branch')!;
    return { kill: k.index, exit: branch.target! };
  });
}

for (const gfx of LEVELS) {
  test(`C4/S9: ${gfx}: a discard before endInvocationInterlockARB leaves through an exit that waits for every counter, sends ORDERED_PS_DONE, then s_endpgm`, async () => {
    const mc = await compile('interlock_discard_exit.frag', gfx);
    const listing = mc.map((m) => m.text).join('\n');
    const setreg = mc.findIndex((m) => m.inst.op === 's_setreg_b32');
    const normalDone = mc.findIndex(isDone);
    const exits = discardExits(mc);
    assert.equal(exits.length, 1, listing);
    const { kill, exit } = exits[0]!;
    assert.ok(setreg < kill && kill < normalDone, `the discard is taken after the packer was set and before the section ends\n${listing}`);
    assert.equal(mc[exit - 1]!.inst.op, 's_endpgm', 'the exit block is reached only by the branch');
    const block = blockToEnd(mc, exit);
    const done = block.findIndex(isDone);
    assert.ok(done > 0, `the exit sends ORDERED_PS_DONE (C4)\n${block.map((m) => m.text).join('\n')}`);
    assert.ok(waitsForAll(block.slice(0, done), gfx), `unconditional s_waitcnt of every counter before it\n${block.map((m) => m.text).join('\n')}`);
    assert.equal(block.filter(isDone).length, 1, 'once');
    assert.ok(!block.some((m) => isBranch(m.inst)), 'straight to s_endpgm');
    // The normal path sends its own, once.
    assert.equal(blockToEnd(mc, 0).filter(isDone).length, 1);

    // The S9/C4 debug switch removes exactly that message, nothing else of the exit.
    const broken = await compile('interlock_discard_exit.frag', gfx, { noOrderedPsDoneOnDiscard: true });
    const brokenExit = blockToEnd(broken, discardExits(broken)[0]!.exit);
    assert.equal(brokenExit.filter(isDone).length, 0);
    assert.ok(waitsForAll(brokenExit, gfx));
  });

  test(`S9/C4: ${gfx}: a discard after the section end leaves through an exit without a second ORDERED_PS_DONE`, async () => {
    // interlock_basic with KILL_ODD discards before the begin, inside the section and after the end.
    const mc = await compile('interlock_basic.frag', gfx, undefined, { RES_SSBO: '', KILL_ODD: 1 });
    const normalDone = mc.findIndex(isDone);
    const exits = discardExits(mc);
    assert.equal(exits.length, 3);
    for (const { kill, exit } of exits) {
      const sends = blockToEnd(mc, exit).filter(isDone).length;
      assert.equal(sends, kill < normalDone ? 1 : 0, `discard at ${mc[kill]!.text} (#${kill}), ORDERED_PS_DONE at #${normalDone}`);
    }
  });

  test(`S9: ${gfx}: a scalar load inside the ordered section is awaited (lgkmcnt(0)) before ORDERED_PS_DONE though its value is used only after`, async () => {
    const mc = await compile('interlock_scalar_read.frag', gfx);
    const listing = mc.map((m) => m.text).join('\n');
    const done = mc.findIndex(isDone);
    const lastSleep = Math.max(...mc.filter((m) => m.inst.op === 's_sleep').map((m) => m.index));
    const load = mc.find((m) => m.index > lastSleep && m.index < done && /^s_buffer_load_dword /.test(m.text));
    assert.ok(load, `an SMEM load of the uniform buffer inside the section\n${listing}`);
    const dest = load.inst.operands[0]!;
    assert.equal(dest.kind, 'reg');
    const firstUse = mc.find((m) => m.index > load.index && dest.kind === 'reg' && mentions(m, dest.code))!;
    assert.ok(firstUse.index > done, `nothing reads the loaded value before ORDERED_PS_DONE (${firstUse.text})\n${listing}`);
    const lgkm0 = mc.slice(load.index + 1, done).some((m) => m.inst.op === 's_waitcnt' && m.inst.operands[0]?.kind === 'imm' && decodeWaitcnt(m.inst.operands[0].value, gfx).lgkmcnt === 0);
    assert.ok(lgkm0, `s_waitcnt lgkmcnt(0) between the scalar load and ORDERED_PS_DONE\n${listing}`);
  });
}
