/**
 * (a) The compute unit alone: one wave running an ALU-heavy loop, executed by
 * the per-instruction closures and by the compiled blocks, in the same run.
 * Reports instructions/s, VALU lane-ops/s (active lanes × VALU instructions)
 * and the compiled/closure speed ratio, plus the simulated issue cycles, which
 * must be the same both ways.
 */
import { assemble } from '../src/isa/assembler.js';
import { parseTarget, type Target } from '../src/isa/gfx_level.js';
import { ALU_EXECUTORS } from '../src/gpu/cu/alu_executors.js';
import { compileProgram } from '../src/gpu/cu/translate.js';
import { runAlu, step } from '../src/gpu/cu/run.js';
import { Wave, type WaveHost } from '../src/gpu/cu/wave.js';
import { SurfaceTraffic } from '../src/gpu/memory/surface_traffic.js';
import type { BenchResult } from './report.js';

const ITERATIONS = 20000;

/** 16 VALU + 3 SALU + 1 branch per iteration: a typical shading mix of f32 math, compares, selects and integer ops. */
function loopBody(t: Target): string[] {
  const addU32 = t.gfx === 'gfx9' ? 'v_add_u32' : 'v_add_nc_u32';
  return [
    'v_fma_f32 v1, v0, v2, v1',
    'v_mul_f32 v3, 0.5, v1',
    'v_add_f32 v4, v3, v0',
    `v_cmp_gt_f32 ${t.wave64 ? 'vcc' : 'vcc_lo'}, v4, v1`,
    `v_cndmask_b32 v5, v3, v4, ${t.wave64 ? 'vcc' : 'vcc_lo'}`,
    'v_cvt_i32_f32 v6, v5',
    `${addU32} v7, v6, v7`,
    'v_xor_b32 v7, v7, v0',
    'v_lshlrev_b32 v8, 2, v7',
    'v_and_b32 v8, 0xffff, v8',
    'v_cvt_f32_u32 v9, v8',
    'v_mul_f32 v9, 0x38000000, v9',
    'v_max_f32 v2, v9, v2',
    'v_min_f32 v2, 1.0, v2',
    'v_sub_f32 v1, v1, v3',
    'v_mov_b32 v10, v1',
    's_add_u32 s1, s1, s0',
    's_sub_u32 s10, s10, 1',
    's_cmp_lg_u32 s10, 0',
  ];
}

const VALU_PER_ITERATION = 16;

function program(t: Target): string {
  const body = loopBody(t);
  const bodyDwords = body.reduce((n, line) => n + assemble(line, t).length, 0);
  // The branch goes back over the body and itself: simm16 is in dwords from the next instruction.
  return [`s_movk_i32 s10, ${ITERATIONS}`, ...body, `s_cbranch_scc1 ${-(bodyDwords + 1)}`, 's_endpgm'].join('\n');
}

const HOST: WaveHost = { popsExitingWaveId: () => 0, surfaceTraffic: new SurfaceTraffic() };

function runOnce(t: Target, blocks: boolean): { ms: number; cycles: number; checksum: number } {
  const prog = compileProgram(assemble(program(t), t), t, ALU_EXECUTORS, { blocks });
  const wave = new Wave({ uid: 1, target: t, program: prog, vgprCount: 12, lds: new Uint32Array(0) });
  wave.sgpr[126] = 0xffffffff;
  wave.sgpr[127] = t.wave64 ? 0xffffffff : 0;
  wave.sgpr[0] = 3;
  const f = wave.vgprF32;
  for (let lane = 0; lane < wave.waveSize; lane++) f[lane] = lane / 64;
  const start = performance.now();
  let cycles = 0;
  for (;;) {
    cycles += runAlu(wave, HOST, 1 << 30);
    if (step(wave, HOST)?.kind === 'end') break;
  }
  const ms = performance.now() - start;
  let checksum = wave.sgpr[1]!;
  for (const x of wave.vgpr) checksum = (Math.imul(checksum, 31) + x) >>> 0;
  return { ms, cycles, checksum };
}

export function benchCuAlu(gpu: string, wave32: boolean): BenchResult {
  const t = parseTarget(gpu, { wave32 });
  const label = `cu-alu ${gpu} ${wave32 ? 'wave32' : 'wave64'}`;
  // Warm-up so both paths are measured optimised, then the best of three runs each.
  runOnce(t, false);
  runOnce(t, true);
  const best = (blocks: boolean) => [0, 1, 2].map(() => runOnce(t, blocks)).reduce((a, b) => (b.ms < a.ms ? b : a));
  const closures = best(false);
  const compiled = best(true);
  if (closures.cycles !== compiled.cycles || closures.checksum !== compiled.checksum) {
    throw new Error(`${label}: compiled and closure runs disagree (cycles ${compiled.cycles} vs ${closures.cycles})`);
  }
  const instructions = ITERATIONS * (loopBody(t).length + 1) + 2;
  const laneOps = ITERATIONS * VALU_PER_ITERATION * (t.wave64 ? 64 : 32);
  return {
    label,
    simulatedCycles: compiled.cycles,
    rows: [
      { path: 'closures', ms: closures.ms, instructionsPerSecond: (instructions / closures.ms) * 1000, laneOpsPerSecond: (laneOps / closures.ms) * 1000 },
      { path: 'compiled', ms: compiled.ms, instructionsPerSecond: (instructions / compiled.ms) * 1000, laneOpsPerSecond: (laneOps / compiled.ms) * 1000 },
    ],
    ratio: closures.ms / compiled.ms,
  };
}
