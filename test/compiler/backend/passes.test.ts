/**
 * Per-pass unit tests of the backend on hand-built machine IR: register
 * allocation never gives interfering temporaries the same register,
 * insert_waitcnt waits before a load result is used and before
 * ORDERED_PS_DONE (S9), and the scheduler respects C2/C3.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { targetOf } from '../../../src/isa/index.js';
import { decodeWaitcnt } from '../../../src/isa/fields/waitcnt.js';
import { MSG_ORDERED_PS_DONE } from '../../../src/isa/fields/sendmsg.js';
import { allocateRegisters, liveIntervals } from '../../../src/compiler/backend/regalloc.js';
import { lowerToHw, type HwBlock } from '../../../src/compiler/backend/lower_to_hw.js';
import { insertWaitcnt } from '../../../src/compiler/backend/insert_waitcnt.js';
import { schedule } from '../../../src/compiler/backend/schedule.js';
import { S1, S4, V1, successors, type MInstr, type MOperand, type MProgram, type Temp } from '../../../src/compiler/backend/mir.js';

const t = (id: number, rc = V1): Temp => ({ kind: 'temp', id, rc });
const c0: MOperand = { kind: 'const', code: 128 };
const c1: MOperand = { kind: 'const', code: 129 };
const ins = (op: string, defs: MOperand[], ops: MOperand[], mods = {}): MInstr => ({ op, defs, ops, mods });
const program = (...blocks: MInstr[][]): MProgram => ({
  blocks: blocks.map((instrs, id) => ({ id, instrs })),
  precolored: new Map(),
  tempCount: 100,
});

function overlaps(a: { start: number; end: number }, b: { start: number; end: number }): boolean {
  return a.start <= b.end && b.start <= a.end;
}

test('regalloc: temporaries live at the same time never share a register; dead ones may be reused', () => {
  // v0 = 0; v1 = 1; v2 = v0 + v1; v3 = v2 + 1 (v0, v1 dead after v2); loop back-edge keeps v4 alive.
  const p = program(
    [ins('v_mov_b32', [t(0)], [c0]), ins('v_mov_b32', [t(1)], [c1]), ins('v_mov_b32', [t(4)], [c1])],
    [ins('v_add_f32', [t(2)], [t(0), t(1)]), ins('v_add_f32', [t(3)], [c1, t(2)]), ins('v_add_f32', [t(5)], [t(3), t(4)]), ins('s_cbranch_scc1', [], [{ kind: 'label', block: 1 }])],
    [ins('v_mov_b32', [t(6)], [t(5)])],
  );
  const alloc = allocateRegisters(p, 'gfx10_3');
  const iv = liveIntervals(p);
  const ids = [...iv.keys()];
  for (const a of ids)
    for (const b of ids) {
      if (a >= b || !overlaps(iv.get(a)!, iv.get(b)!)) continue;
      assert.notEqual(alloc.reg.get(a), alloc.reg.get(b), `temps ${a} and ${b} interfere`);
    }
  // A def never shares a register with a use of the same instruction.
  assert.notEqual(alloc.reg.get(2), alloc.reg.get(0));
  assert.notEqual(alloc.reg.get(2), alloc.reg.get(1));
  // t4 is live around the loop (read in block 1, which loops), so it interferes with t2 and t3.
  assert.notEqual(alloc.reg.get(4), alloc.reg.get(2));
  assert.notEqual(alloc.reg.get(4), alloc.reg.get(3));
  // Peak pressure is 5 (t0, t1, t4 around the loop plus t2 and t3 at t3's definition); t5 and t6 reuse registers.
  assert.equal(alloc.vgprsUsed, 5);
});

test('regalloc: 64-bit SGPR pairs are even-aligned, descriptors 4-aligned', () => {
  const p = program([
    ins('s_mov_b32', [t(0, S1)], [c0]),
    ins('s_mov_b64', [t(1, { file: 's', size: 2 })], [c0]),
    ins('s_load_dwordx4', [t(2, S4)], [t(1, { file: 's', size: 2 }), { kind: 'imm', value: 0 }]),
    ins('s_add_u32', [t(3, S1)], [t(0, S1), t(2, S4)]),
  ]);
  const alloc = allocateRegisters(p, 'gfx9');
  assert.equal(alloc.reg.get(1)! % 2, 0);
  assert.equal(alloc.reg.get(2)! % 4, 0);
  assert.notEqual(alloc.reg.get(0), alloc.reg.get(1));
});

function lowered(gfx: 'gfx9' | 'gfx10_3', instrs: MInstr[]): HwBlock[] {
  const p = program(instrs);
  const target = targetOf(gfx);
  return lowerToHw(p, allocateRegisters(p, gfx), target);
}

const desc = (): Temp => t(50, S4);
const waits = (b: HwBlock[]): { index: number; text: ReturnType<typeof decodeWaitcnt> }[] =>
  b[0]!.instrs.flatMap((h, index) => (h.inst.op === 's_waitcnt' && h.inst.operands[0]?.kind === 'imm' ? [{ index, text: decodeWaitcnt(h.inst.operands[0].value, 'gfx9') }] : []));

test('insert_waitcnt: a load result is waited for right before its first use, with the count of younger loads', () => {
  const blocks = lowered('gfx9', [
    ins('s_mov_b32', [t(51, S1)], [c0]),
    ins('s_load_dwordx4', [desc()], [t(60, { file: 's', size: 2 }), { kind: 'imm', value: 0 }]),
    ins('buffer_load_dword', [t(1)], [t(10), desc(), c0], { offen: true }),
    ins('buffer_load_dword', [t(2)], [t(10), desc(), c0], { offen: true }),
    ins('v_add_f32', [t(3)], [c1, t(1)]),
    ins('v_add_f32', [t(4)], [t(3), t(2)]),
  ]);
  insertWaitcnt(blocks, [[]], { gfx: 'gfx9', releaseAtDoneExport: false, skipReleaseWait: false });
  const ops = blocks[0]!.instrs.map((h) => h.inst.op);
  const w = waits(blocks);
  // lgkmcnt(0) before the first buffer load reads the descriptor.
  assert.equal(ops[w[0]!.index + 1], 'buffer_load_dword');
  assert.equal(w[0]!.text.lgkmcnt, 0);
  // vmcnt(1) before the use of the first load (the second may still be in flight), then vmcnt(0).
  assert.equal(ops[w[1]!.index + 1], 'v_add_f32');
  assert.equal(w[1]!.text.vmcnt, 1);
  assert.equal(w[2]!.text.vmcnt, 0);
  assert.equal(w.length, 3);
});

for (const gfx of ['gfx9', 'gfx10_3'] as const) {
  test(`insert_waitcnt: ORDERED_PS_DONE waits for outstanding stores (S9, ${gfx})`, () => {
    const blocks = lowered(gfx, [
      ins('s_load_dwordx4', [desc()], [t(60, { file: 's', size: 2 }), { kind: 'imm', value: 0 }]),
      ins('buffer_store_dword', [], [t(1), t(10), desc(), c0], { offen: true }),
      ins('v_add_f32', [t(3)], [c1, t(1)]),
      ins('s_sendmsg', [], [{ kind: 'imm', value: MSG_ORDERED_PS_DONE }]),
    ]);
    const before = blocks.map((b) => ({ ...b, instrs: [...b.instrs] }));
    insertWaitcnt(blocks, [[]], { gfx, releaseAtDoneExport: false, skipReleaseWait: false });
    const ops = blocks[0]!.instrs.map((h) => h.inst.op);
    const done = ops.indexOf('s_sendmsg');
    if (gfx === 'gfx9') {
      assert.equal(ops[done - 1], 's_waitcnt');
      const h = blocks[0]!.instrs[done - 1]!.inst.operands[0]!;
      assert.equal(h.kind === 'imm' ? decodeWaitcnt(h.value, 'gfx9').vmcnt : -1, 0);
    } else {
      assert.equal(ops[done - 1], 's_waitcnt_vscnt');
    }
    // The switch noWaitBeforeDone removes exactly that wait.
    insertWaitcnt(before, [[]], { gfx, releaseAtDoneExport: false, skipReleaseWait: true });
    const ops2 = before[0]!.instrs.map((h) => h.inst.op);
    assert.ok(!/s_waitcnt/.test(ops2[ops2.indexOf('s_sendmsg') - 1]!));
  });
}

test('scheduler: loads are hoisted over independent ALU, but never above the wait-done marker nor past the ordered-section end (C2, C3)', () => {
  const load = (d: number): MInstr => ins('buffer_load_dword', [t(d)], [t(10), desc(), c0], { offen: true });
  const p = program(
    [ins('v_mov_b32', [t(1)], [c0]), ins('v_mov_b32', [t(2)], [c1]), load(3)],
    [ins('v_mov_b32', [t(1)], [c0]), ins('p_pops_gfx9_overlapped_wave_wait_done', [], []), ins('v_mov_b32', [t(2)], [c1]), load(3)],
    [ins('buffer_store_dword', [], [t(1), t(10), desc(), c0]), ins('p_pops_gfx9_ordered_section_done', [], []), ins('v_mov_b32', [t(2)], [c1]), load(3)],
    [ins('s_sleep', [], [{ kind: 'imm', value: 3 }]), ins('s_setreg_b32', [], [{ kind: 'imm', value: 0 }, t(5, S1)]), load(3)],
  );
  schedule(p, targetOf('gfx9'));
  const ops = p.blocks.map((b) => b.instrs.map((i) => i.op));
  assert.equal(ops[0]![0], 'buffer_load_dword', 'positive control: hoisted to the top');
  assert.deepEqual(ops[1], ['v_mov_b32', 'p_pops_gfx9_overlapped_wave_wait_done', 'buffer_load_dword', 'v_mov_b32']);
  assert.deepEqual(ops[2], ['buffer_store_dword', 'p_pops_gfx9_ordered_section_done', 'buffer_load_dword', 'v_mov_b32']);
  assert.deepEqual(ops[3], ['s_sleep', 's_setreg_b32', 'buffer_load_dword']);
  assert.deepEqual(successors(p, 0), [1]);
});
