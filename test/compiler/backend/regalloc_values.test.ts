/**
 * Copy coalescing in register allocation (regalloc_values.ts): dwords that hold
 * the same value share a register, so copies lower to nothing — and only then:
 * a source redefined while its copy is live keeps them apart.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { targetOf } from '../../../src/isa/index.js';
import { allocateRegisters, liveIntervals } from '../../../src/compiler/backend/regalloc.js';
import { lowerToHw } from '../../../src/compiler/backend/lower_to_hw.js';
import { valueRoots } from '../../../src/compiler/backend/regalloc_values.js';
import { V1, vclass, type MInstr, type MOperand, type MProgram, type Temp } from '../../../src/compiler/backend/mir.js';

const t = (id: number, size = 1): Temp => ({ kind: 'temp', id, rc: size === 1 ? V1 : vclass(size) });
const c1: MOperand = { kind: 'const', code: 129 };
const ins = (op: string, defs: MOperand[], ops: MOperand[]): MInstr => ({ op, defs, ops, mods: {} });
const program = (precolored: [number, number][], ...blocks: MInstr[][]): MProgram => ({
  blocks: blocks.map((instrs, id) => ({ id, instrs })),
  precolored: new Map(precolored),
  tempCount: 100,
});
const moves = (p: MProgram): string[] =>
  lowerToHw(p, allocateRegisters(p, 'gfx10_3'), targetOf('gfx10_3'))
    .flatMap((b) => b.instrs)
    .map((h) => h.inst.op)
    .filter((op) => op === 'v_mov_b32');

test('regalloc: split parts, a vector rebuilt from them twice and copies stay in the argument registers (no moves)', () => {
  // t0 = v[0:1] argument; i, j = split t0; two address vectors [i, j] and a copy of i, each live with the others.
  const p = program(
    [[0, 256]],
    [
      ins('p_startpgm', [t(0, 2)], []),
      ins('p_split_vector', [t(1), t(2)], [t(0, 2)]),
      ins('p_create_vector', [t(3, 2)], [t(1), t(2)]),
      ins('p_create_vector', [t(4, 2)], [t(1), t(2)]),
      ins('p_copy', [t(5)], [t(1)]),
      ins('v_add_f32', [t(6)], [t(5), t(2)]),
      ins('image_store', [], [t(6), t(3, 2), t(4, 2)]),
      ins('v_add_f32', [t(7)], [t(1), t(0, 2)]),
    ],
  );
  const alloc = allocateRegisters(p, 'gfx10_3');
  for (const id of [1, 3, 4, 5]) assert.equal(alloc.reg.get(id), 256, `t${id}`);
  assert.equal(alloc.reg.get(2), 257);
  // A real instruction's result never joins its operands' value.
  assert.notEqual(alloc.reg.get(6), 256);
  assert.notEqual(alloc.reg.get(6), 257);
  assert.deepEqual(moves(p), []);
});

test('regalloc: a copy whose source is redefined while the copy is live gets its own register', () => {
  // Loop: t1 = t0 (copy), then t0 = t0 + 1 while t1 is still read afterwards.
  const p = program(
    [],
    [ins('v_mov_b32', [t(0)], [c1])],
    [ins('p_copy', [t(1)], [t(0)]), ins('v_add_f32', [t(0)], [c1, t(0)]), ins('v_add_f32', [t(2)], [t(1), t(0)]), ins('s_cbranch_scc1', [], [{ kind: 'label', block: 1 }])],
  );
  assert.equal(valueRoots(p, liveIntervals(p)).get(1)?.[0], undefined);
  const alloc = allocateRegisters(p, 'gfx10_3');
  assert.notEqual(alloc.reg.get(1), alloc.reg.get(0));
  assert.deepEqual(moves(p), ['v_mov_b32', 'v_mov_b32']);
});

test('regalloc: operands of a vector are placed side by side, so building it moves nothing', () => {
  // t1 = v0 + v0 lands in v2 (v0, v1 still read there); when t3 = v1 + v1 is allocated v0 is the
  // lowest free register, but v3, next to t1, lets [t1, t3] be built without a move.
  const p = program(
    [[0, 256]],
    [
      ins('p_startpgm', [t(0, 2)], []),
      ins('p_split_vector', [t(10), t(11)], [t(0, 2)]),
      ins('v_add_f32', [t(1)], [t(10), t(10)]),
      ins('v_add_f32', [t(3)], [t(11), t(11)]),
      ins('p_create_vector', [t(4, 2)], [t(1), t(3)]),
      ins('image_store', [], [t(1), t(4, 2)]),
    ],
  );
  const alloc = allocateRegisters(p, 'gfx10_3');
  assert.equal(alloc.reg.get(1), 258);
  assert.equal(alloc.reg.get(3), 259);
  assert.equal(alloc.reg.get(4), 258);
  assert.deepEqual(moves(p), []);
});
