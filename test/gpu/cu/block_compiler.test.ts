import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assemble } from '../../../src/isa/assembler.js';
import type { Target } from '../../../src/isa/gfx_level.js';
import { ALU_EXECUTORS } from '../../../src/gpu/cu/alu_executors.js';
import { compileProgram } from '../../../src/gpu/cu/translate.js';
import { runAlu, step } from '../../../src/gpu/cu/run.js';
import { Wave } from '../../../src/gpu/cu/wave.js';
import { EXEC, VCC, f32, fromF32, setV, target, testHost, v } from './harness.js';
import { pick, randomProgram, randomValue } from './block_compiler_random.js';
import { prng } from '../../support/prng.js';

function waveOf(text: string, t: Target, blocks: boolean, vgprCount = 8): Wave {
  const program = compileProgram(assemble(text, t), t, ALU_EXECUTORS, { blocks });
  const wave = new Wave({ uid: 1, target: t, program, vgprCount, lds: new Uint32Array(0) });
  wave.sgpr[EXEC] = 0xffffffff;
  if (wave.waveSize === 64) wave.sgpr[EXEC + 1] = 0xffffffff;
  return wave;
}

test('blocks: a straight ALU run is one block, cut by interacting instructions, branches and branch targets', () => {
  const t = target('gfx1030', true);
  const text = [
    'v_mov_b32 v0, 1', // 0: block [0, 3)
    'v_add_f32 v1, v0, v0',
    's_add_u32 s0, s0, 1',
    's_waitcnt 0', // 3: interacts
    'v_mov_b32 v2, v1', // 4: block [4, 6)
    's_cmp_eq_u32 s0, 2',
    's_cbranch_scc1 1', // 6: branch to 8
    'v_mov_b32 v3, 0', // 7: block [7, 8), cut by the target
    'v_mov_b32 v4, 0', // 8: block [8, 9)
    's_endpgm',
  ].join('\n');
  const program = compileProgram(assemble(text, t), t, ALU_EXECUTORS);
  const lengths = program.blocks!.map((b) => b?.length ?? 0);
  assert.deepEqual(lengths, [3, 0, 0, 0, 2, 0, 0, 1, 1, 0]);
  assert.equal(compileProgram(assemble(text, t), t, ALU_EXECUTORS, { blocks: false }).blocks, undefined);
  // Each block's per-class counts (the statistics add them per block) are its instructions' classes.
  program.blocks!.forEach((b, start) => {
    if (b === undefined) return;
    const expected = new Map<number, number>();
    for (let i = start; i < start + b.length; i++) expected.set(program.instructions[i]!.clsIndex, (expected.get(program.instructions[i]!.clsIndex) ?? 0) + 1);
    const got = new Map<number, number>();
    for (let j = 0; j < b.classCounts.length; j += 2) got.set(b.classCounts[j]!, b.classCounts[j + 1]!);
    assert.deepEqual(got, expected, `block at ${start}`);
  });
  assert.equal(program.blocks![0]!.classCounts.length, 4, 'v_mov, v_add (one VALU class) and s_add (SALU): two classes');
});

test('compiled block computes hand-checked values and returns the summed issue cycles (gfx1030 wave32)', () => {
  const t = target('gfx1030', true);
  const w = waveOf(
    [
      'v_add_f32 v1, 1.0, v0', // v1 = lane + 1
      'v_cmp_gt_f32 vcc_lo, 4.0, v1', // lanes 0..2
      'v_cndmask_b32 v2, 0, v1, vcc_lo', // v1 where lane < 3, else 0
      'v_cvt_i32_f32 v3, v2',
      'v_add_co_u32 v4, s0, v3, -2', // carry where v3 >= 2
      's_add_u32 s1, s0, 5',
      's_endpgm',
    ].join('\n'),
    t,
    true,
  );
  assert.equal(w.program.blocks![0]!.length, 6);
  w.sgpr[EXEC] = 0x0000000f;
  setV(w, 0, (l) => f32(l));
  setV(w, 4, () => 0xabcd);
  const cycles = runAlu(w, testHost(), 100);
  assert.equal(cycles, 5 * 1 + 1, 'five wave32 VALU at 1 cycle, one SALU at 1');
  assert.equal(w.index, 6);
  assert.deepEqual([0, 1, 2, 3].map((l) => fromF32(v(w, 1, l))), [1, 2, 3, 4]);
  assert.equal(w.sgpr[VCC], 0b0111);
  assert.deepEqual([0, 1, 2, 3].map((l) => v(w, 3, l)), [1, 2, 3, 0]);
  assert.deepEqual([0, 1, 2, 3].map((l) => v(w, 4, l)), [0xffffffff, 0, 1, 0xfffffffe]);
  assert.equal(w.sgpr[0], 0b0110, 'carry mask: lanes where v3 + 0xfffffffe overflows');
  assert.equal(v(w, 4, 4), 0xabcd, 'inactive lane untouched');
  assert.equal(w.sgpr[1], 0b0110 + 5, 's_add_u32 reads the mask written by the VALU loop');
});

test('a budget smaller than the block runs closures and stops exactly where the closure path stops', () => {
  const t = target('gfx900');
  const text = 'v_mov_b32 v0, 3\nv_add_u32 v1, v0, v0\nv_mul_lo_u32 v2, v1, v1\ns_endpgm';
  const a = waveOf(text, t, true);
  const b = waveOf(text, t, false);
  assert.equal(runAlu(a, testHost(), 2), runAlu(b, testHost(), 2));
  assert.equal(a.index, 2);
  assert.equal(b.index, 2);
  assert.equal(v(a, 1, 5), 6);
  assert.equal(v(a, 2, 5), 0, 'third instruction not run yet');
  runAlu(a, testHost(), 10);
  assert.equal(v(a, 2, 5), 36);
});

test('v_cmpx ends a lane loop: the next instruction sees the new exec (gfx1100 wave64)', () => {
  const t = target('gfx1100');
  const w = waveOf('v_mov_b32 v1, 7\nv_cmpx_gt_u32 40, v0\nv_mov_b32 v1, 9\ns_endpgm', t, true);
  setV(w, 0, (l) => l);
  runAlu(w, testHost(), 10);
  assert.equal(w.sgpr[EXEC], 0xffffffff);
  assert.equal(w.sgpr[EXEC + 1], 0xff);
  assert.deepEqual([v(w, 1, 0), v(w, 1, 39), v(w, 1, 40), v(w, 1, 63)], [9, 9, 7, 7]);
});

/** Random initial state, identical for both waves. */
function seedState(rng: () => number, waves: readonly Wave[]): void {
  const sgpr = new Uint32Array(128).map(() => randomValue(rng));
  const vgpr = new Uint32Array(waves[0]!.vgpr.length).map(() => randomValue(rng));
  const execChoice = rng();
  const execHalf = () => (execChoice < 0.4 ? 0xffffffff : execChoice < 0.5 ? 0 : Math.floor(rng() * 4294967296) >>> 0);
  sgpr[EXEC] = execHalf();
  sgpr[EXEC + 1] = execHalf();
  const scc = rng() < 0.5 ? 1 : 0;
  for (const w of waves) {
    w.sgpr.set(sgpr);
    w.vgpr.set(vgpr);
    w.scc = scc;
  }
}

/** Runs to s_endpgm with random runAlu budgets (the same for both paths); returns the summed ALU cycles. */
function run(w: Wave, budgets: readonly number[]): number {
  const host = testHost();
  let cycles = 0;
  for (let i = 0; i < 10000; i++) {
    cycles += runAlu(w, host, budgets[i % budgets.length]!);
    if (w.program.instructions[w.index]!.interacts) {
      if (step(w, host)?.kind === 'end') return cycles;
    }
  }
  throw new Error('program did not end');
}

const PROGRAMS_PER_TARGET = 700;

for (const [gpu, wave32] of [['gfx900', false], ['gfx1030', false], ['gfx1030', true], ['gfx1100', true], ['gfx1100', false]] as const) {
  const label = `${gpu} ${wave32 ? 'wave32' : 'wave64'}`;
  test(`differential: ${PROGRAMS_PER_TARGET} random ALU programs, compiled blocks == closures (${label})`, () => {
    const t = target(gpu, wave32);
    const rng = prng(0x5eed + gpu.length * 131 + (wave32 ? 7 : 0));
    let compiledInstructions = 0;
    for (let p = 0; p < PROGRAMS_PER_TARGET; p++) {
      const text = randomProgram(rng, t, 4 + Math.floor(rng() * 24));
      const a = waveOf(text, t, true);
      const b = waveOf(text, t, false);
      compiledInstructions += a.program.blocks!.reduce((n, blk) => n + (blk?.length ?? 0), 0);
      seedState(rng, [a, b]);
      const budgets = rng() < 0.7 ? [1000] : Array.from({ length: 5 }, () => 1 + Math.floor(rng() * pick(rng, [3, 8])));
      const ca = run(a, budgets);
      const cb = run(b, budgets);
      const where = `program ${p}:\n${text}`;
      assert.deepEqual(a.sgpr, b.sgpr, `SGPRs (incl. vcc, exec) differ, ${where}`);
      assert.equal(a.scc, b.scc, `SCC differs, ${where}`);
      assert.deepEqual(a.vgpr, b.vgpr, `VGPRs differ, ${where}`);
      assert.equal(a.index, b.index, where);
      assert.equal(ca, cb, `issue cycles differ, ${where}`);
    }
    assert.ok(compiledInstructions > PROGRAMS_PER_TARGET * 5, `most instructions ran compiled (${compiledInstructions})`);
  });
}
