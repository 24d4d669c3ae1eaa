/**
 * opt_combine_valu on hand-built machine IR: a shift merges into its single
 * user (v_lshl_or_b32, v_lshl_add_u32, v_bfm_b32), and stays apart when its
 * result has another use, an operand is rewritten in between, the user runs
 * in a loop the shift is outside of, or the merged instruction would break the
 * constant bus (a literal on GFX9).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { optCombineValu } from '../../../src/compiler/backend/opt_combine_valu.js';
import { S1, V1, type MInstr, type MOperand, type MProgram, type Temp } from '../../../src/compiler/backend/mir.js';

const v = (id: number): Temp => ({ kind: 'temp', id, rc: V1 });
const s = (id: number): Temp => ({ kind: 'temp', id, rc: S1 });
const one: MOperand = { kind: 'const', code: 129 };
const ins = (op: string, defs: MOperand[], ops: MOperand[]): MInstr => ({ op, defs, ops, mods: {} });
const program = (...blocks: MInstr[][]): MProgram => ({ blocks: blocks.map((instrs, id) => ({ id, instrs })), precolored: new Map(), tempCount: 100 });
const ops = (p: MProgram): string[] => p.blocks.flatMap((b) => b.instrs.map((i) => i.op));

test('opt_combine_valu: shift + or / add / sub-of-one become one VOP3 with the operands in ISA order', () => {
  const p = program([
    ins('v_lshlrev_b32', [v(3)], [v(1), v(2)]),
    ins('v_or_b32', [v(4)], [v(0), v(3)]),
    ins('v_lshlrev_b32', [v(5)], [{ kind: 'const', code: 134 }, v(1)]),
    ins('v_add_nc_u32', [v(6)], [v(5), v(2)]),
    ins('v_lshlrev_b32', [v(7)], [v(1), one]),
    ins('v_sub_nc_u32', [v(8)], [v(7), one]),
  ]);
  assert.equal(optCombineValu(p, 'gfx10_3'), true);
  const [orr, add, bfm] = p.blocks[0]!.instrs;
  assert.deepEqual([orr!.op, orr!.defs, orr!.ops], ['v_lshl_or_b32', [v(4)], [v(2), v(1), v(0)]]);
  assert.deepEqual([add!.op, add!.ops], ['v_lshl_add_u32', [v(1), { kind: 'const', code: 134 }, v(2)]]);
  assert.deepEqual([bfm!.op, bfm!.ops], ['v_bfm_b32', [v(1), { kind: 'const', code: 128 }]]);
  assert.equal(p.blocks[0]!.instrs.length, 3);
});

test('opt_combine_valu: a shift used twice, an operand rewritten in between, or a GFX9 literal stay', () => {
  const twice = program([ins('v_lshlrev_b32', [v(3)], [v(1), v(2)]), ins('v_or_b32', [v(4)], [v(0), v(3)]), ins('v_add_f32', [v(5)], [v(3), v(3)])]);
  const rewritten = program([ins('v_lshlrev_b32', [v(3)], [v(1), v(2)]), ins('v_mov_b32', [v(1)], [one]), ins('v_or_b32', [v(4)], [v(0), v(3)])]);
  const literal = program([ins('v_lshlrev_b32', [v(3)], [v(1), v(2)]), ins('v_or_b32', [v(4)], [{ kind: 'literal', value: 0x12345 }, v(3)])]);
  const twoScalars = program([ins('v_lshlrev_b32', [v(3)], [s(1), v(2)]), ins('v_or_b32', [v(4)], [s(5), v(3)])]);
  for (const p of [twice, rewritten, literal, twoScalars]) {
    const before = ops(p);
    assert.equal(optCombineValu(p, 'gfx9'), false);
    assert.deepEqual(ops(p), before);
  }
  assert.equal(optCombineValu(literal, 'gfx10_3'), true, 'GFX10+ VOP3 takes a literal');
});

test('opt_combine_valu: the use in a later block merges, but not into a loop the shift is outside of', () => {
  const inputs = [ins('v_mov_b32', [v(1)], [one]), ins('v_mov_b32', [v(2)], [one])];
  const later = program([...inputs, ins('v_lshlrev_b32', [v(3)], [v(1), v(2)]), ins('s_branch', [], [{ kind: 'label', block: 1 }])], [ins('v_or_b32', [v(4)], [v(0), v(3)])]);
  assert.equal(optCombineValu(later, 'gfx10_3'), true);
  assert.deepEqual(ops(later), ['v_mov_b32', 'v_mov_b32', 's_branch', 'v_lshl_or_b32']);
  // An operand written on several paths may differ at the use: stays.
  const twoDefs = program([...inputs, ins('v_lshlrev_b32', [v(3)], [v(1), v(2)]), ins('s_branch', [], [{ kind: 'label', block: 1 }]), ins('v_mov_b32', [v(1)], [one])], [ins('v_or_b32', [v(4)], [v(0), v(3)])]);
  assert.equal(optCombineValu(twoDefs, 'gfx10_3'), false);
  const loop = program(
    [...inputs, ins('v_lshlrev_b32', [v(3)], [v(1), v(2)])],
    [ins('v_or_b32', [v(4)], [v(0), v(3)]), ins('s_cbranch_scc1', [], [{ kind: 'label', block: 1 }])],
    [],
  );
  assert.equal(optCombineValu(loop, 'gfx10_3'), false);
});
