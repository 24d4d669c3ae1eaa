/**
 * The POPS wait loop as the engine's direct path finds it (C1; S5, S6):
 * cu/pops_wait_loop.ts. That the path keeps every cycle is the golden
 * cycle set's job (test/cts/cycle_golden.test.ts); these tests make sure
 * the set exercises it — the suite's own shaders have the loop on every
 * chip that polls — and that other shapes are left to the generic loop.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assemble } from '../../../src/isa/assembler.js';
import type { Target } from '../../../src/isa/gfx_level.js';
import { ALU_EXECUTORS } from '../../../src/gpu/cu/alu_executors.js';
import { compileProgram } from '../../../src/gpu/cu/translate.js';
import { MEMORY_EXECUTORS } from '../../../src/gpu/cu/memory_executors.js';
import { addSigned, SOP2_32, SOPC } from '../../../src/gpu/cu/scalar_ops.js';
import { compileGlsl } from '../../../src/compiler/glsl/index.js';
import { compileSpirv } from '../../../src/compiler/compile.js';
import { targetOf } from '../../../src/isa/index.js';
import { fragmentShaderGlsl } from '../../../src/scenes/interlock_cts/shaders.js';
import { caseByName } from '../../../src/scenes/interlock_cts/index.js';
import { target } from './harness.js';

/** popsim's GFX9 wait loop (the conformance shader on RAVEN), after the instruction before it. */
const GFX9_LOOP = [
  's_add_i32 s1, s2, s0', // 0
  's_add_i32 s2, src_pops_exiting_wave_id, s0', // 1: read
  's_cmp_gt_u32 s2, s1', // 2: compare
  's_cbranch_scc1 2', // 3: to 6
  's_sleep 3', // 4
  's_branch 65531', // 5: back to 1
  'v_mov_b32 v4, v1', // 6: exit
  's_endpgm',
];

function loopOf(lines: readonly string[], t: Target, blocks = true) {
  return compileProgram(assemble(lines.join('\n'), t), t, ALU_EXECUTORS, { blocks }).popsWaitLoop;
}

test('wait loop: found with its registers, exit condition and sleep, with and without compiled blocks', () => {
  for (const blocks of [true, false]) {
    const loop = loopOf(GFX9_LOOP, target('gfx900'), blocks);
    assert.ok(loop, `found (blocks ${blocks})`);
    assert.deepEqual(
      [loop.read, loop.compare, loop.sleep, loop.back, loop.sum, loop.addend, loop.idFirst, loop.lhs, loop.rhs, loop.exitScc, loop.sleepN],
      [1, 2, 4, 5, 2, 0, true, 2, 1, 1, 3],
    );
  }
  // GFX10+ sleeps until an exit wakes it (S6): s_sleep 0xffff, and the ID may be the second source.
  const gfx10 = GFX9_LOOP.map((l) => l.replace('s_sleep 3', 's_sleep 0xffff').replace('src_pops_exiting_wave_id, s0', 's0, src_pops_exiting_wave_id'));
  const loop = loopOf(gfx10, target('gfx1030', true));
  assert.ok(loop);
  assert.equal(loop.sleepN, 0xffff);
  assert.equal(loop.idFirst, false);
  assert.equal(loop.addend, 0);
});

test("wait loop: its arithmetic and compare are the executors' kernels", () => {
  const loop = loopOf(GFX9_LOOP, target('gfx900'))!;
  // The read is s_add_i32, which the engine's step runs as `addSigned`: the executor's kernel, SCC included.
  for (const [a, b] of [[0x7fffffff, 1], [5, 0xfffffffb], [0x80000000, 0xffffffff], [3, 4]] as const) {
    const byExecutor = { scc: 0 };
    const byStep = { scc: 0 };
    assert.equal(addSigned(a, b, byStep), SOP2_32['s_add_i32']!(a, b, byExecutor, 0));
    assert.equal(byStep.scc, byExecutor.scc);
  }
  assert.equal(loop.compareOp, SOPC['s_cmp_gt_u32']);
  const signed = loopOf(
    GFX9_LOOP.map((l) => l.replace('s_cmp_gt_u32', 's_cmp_lt_i32')),
    target('gfx900'),
  )!;
  assert.equal(signed.compareOp, SOPC['s_cmp_lt_i32']);
});

test('wait loop: other shapes are left to the generic loop', () => {
  const t = target('gfx900');
  const variants: Record<string, string[]> = {
    'no exiting-ID read': GFX9_LOOP.map((l) => l.replace('src_pops_exiting_wave_id', 's3')),
    'sum into VCC': GFX9_LOOP.map((l) => l.replace('s_add_i32 s2, src_pops', 's_add_i32 vcc_lo, src_pops')),
    'compare with a constant': GFX9_LOOP.map((l) => l.replace('s_cmp_gt_u32 s2, s1', 's_cmp_gt_u32 s2, 7')),
    'branch back elsewhere': GFX9_LOOP.map((l) => l.replace('s_branch 65531', 's_branch 65530')),
    'no sleep': GFX9_LOOP.map((l) => l.replace('s_sleep 3', 's_nop 0')),
    'a VCC branch': GFX9_LOOP.map((l) => l.replace('s_cbranch_scc1 2', 's_cbranch_vccnz 2')),
  };
  for (const [name, lines] of Object.entries(variants)) assert.equal(loopOf(lines, t), undefined, name);
});

test('wait loop: the conformance shader has it on every chip that polls (GFX9–10.3), so the golden set runs it', async () => {
  const spirv = await compileGlsl(fragmentShaderGlsl(caseByName('basic.nodiscard.image.pixel_ordered.4xaa.sample_shading.64x64')), 'fragment');
  for (const [gfx, sleepN] of [
    ['gfx9', 3],
    ['gfx10', 0xffff],
    ['gfx10_3', 0xffff],
  ] as const) {
    const t = targetOf(gfx);
    const loop = compileProgram(compileSpirv({ spirv, target: t }).code, t, { ...ALU_EXECUTORS, ...MEMORY_EXECUTORS }).popsWaitLoop;
    assert.ok(loop, gfx);
    assert.equal(loop.sleepN, sleepN, gfx);
  }
});
