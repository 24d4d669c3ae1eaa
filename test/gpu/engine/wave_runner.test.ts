/** WaveRunner on its own: ALU runs occupy the SIMD, waves of one SIMD take turns, issue stalls at a full counter. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { EffectDispatch } from '../../../src/gpu/engine/effect_dispatch.js';
import { EngineContext } from '../../../src/gpu/engine/engine_context.js';
import { InFlightMemory } from '../../../src/gpu/engine/inflight_memory.js';
import { PopsWait } from '../../../src/gpu/engine/pops_wait.js';
import { SimdArbiter } from '../../../src/gpu/engine/simd_arbiter.js';
import { WaveLauncher } from '../../../src/gpu/engine/wave_launcher.js';
import { WaveRunner } from '../../../src/gpu/engine/wave_runner.js';
import { Counter, WaveStatus, type WaveContext } from '../../../src/gpu/engine/wave_context.js';
import { CuError } from '../../../src/gpu/cu/errors.js';
import { engineParts, testWave } from './engine_harness.js';

function setup() {
  const parts = engineParts('gfx10_3');
  const core = new EngineContext(parts);
  const popsWait = new PopsWait(core);
  const launcher = new WaveLauncher(core);
  const dispatch = new EffectDispatch(core, new InFlightMemory(core), popsWait, launcher);
  const arbiter = new SimdArbiter(core.queue, core.events, parts.slots.cuCount, parts.slots.simdsPerCu, parts.counters.cuBusyCycles);
  const runner = new WaveRunner(core, arbiter, dispatch, popsWait, undefined);
  launcher.connect(runner);
  return { core, arbiter, runner, counters: parts.counters, memory: parts.memory.memory };
}

/** The wave is live and its first continuation is queued at cycle 0 (as the launcher starts a wave). */
function start(core: EngineContext, ctx: WaveContext): void {
  core.addLive(ctx);
  core.continueAt(0, ctx);
}

const ALU_THEN_SLEEP = 's_mov_b32 s0, 1\ns_mov_b32 s1, 2\ns_add_u32 s2, s0, s1\ns_sleep 1\ns_endpgm';

test('a run of ALU instructions executes at once and holds the SIMD for their issue cycles; the interacting one issues when it is free', () => {
  const { core, arbiter, runner, counters } = setup();
  const ctx = testWave('gfx10_3', ALU_THEN_SLEEP, runner);
  const aluCycles = ctx.wave.program.instructions.slice(0, 3).reduce((n, i) => n + i.issueCycles, 0);
  start(core, ctx);
  core.queue.runNext();
  assert.equal(ctx.wave.sgpr[2], 3);
  assert.equal(ctx.wave.index, 3);
  assert.equal(counters.instructionsByClass().salu, 3);
  assert.equal(arbiter.busyUntil(ctx.simdIndex), aluCycles);
  assert.equal(counters.cuBusyCycles[0], aluCycles);
  core.queue.runNext();
  assert.equal(core.now, aluCycles);
  assert.equal(ctx.status, WaveStatus.Sleep);
  assert.equal(counters.instructionsByClass().sleep, 1);
  assert.equal(counters.sleeps, 1);
});

test('two waves of one SIMD take turns: the second issues when the first has freed the SIMD; another SIMD is not held back', () => {
  const { core, runner } = setup();
  const a = testWave('gfx10_3', ALU_THEN_SLEEP, runner, 0, 1);
  const b = testWave('gfx10_3', ALU_THEN_SLEEP, runner, 0, 2);
  const c = testWave('gfx10_3', ALU_THEN_SLEEP, runner, 1, 3);
  const insts = a.wave.program.instructions;
  const aluCycles = insts[0]!.issueCycles + insts[1]!.issueCycles + insts[2]!.issueCycles;
  const ranAt = new Map<string, number>();
  for (const ctx of [a, b, c]) start(core, ctx);
  // Until the first sleep timer (a's, 64 cycles after its s_sleep issued).
  while ((core.queue.peekTime() ?? Infinity) < aluCycles + 64) {
    core.queue.runNext();
    for (const [name, ctx] of [['a', a], ['b', b], ['c', c]] as const) if (ctx.wave.index >= 3 && !ranAt.has(name)) ranAt.set(name, core.now);
  }
  // a's s_sleep (its continuation was queued before b started waiting) holds SIMD 0 before b's turn.
  assert.deepEqual(Object.fromEntries(ranAt), { a: 0, c: 0, b: aluCycles + insts[3]!.issueCycles });
  assert.equal(b.sleepStart, ranAt.get('b')! + aluCycles, "b's own run held SIMD 0 before its s_sleep");
});

test('issue stalls while the counter of the instruction is at its maximum (lgkm 63 on GFX10+)', () => {
  const { core, arbiter, runner, counters } = setup();
  const ctx = testWave('gfx10_3', 'ds_read_b32 v2, v0\ns_endpgm', runner);
  ctx.wave.lgkmcnt = 63;
  runner.advance(ctx);
  assert.equal(ctx.status, WaveStatus.Waitcnt);
  assert.equal(ctx.wave.index, 0, 'not issued');
  assert.equal(counters.instructionsByClass().lds, 0);
  assert.equal(arbiter.busyUntil(ctx.simdIndex), 0);
  assert.deepEqual(ctx.limits, [Infinity, Infinity, 62, Infinity]);
  assert.equal(ctx.limits[Counter.Lgkm], 62);
  assert.equal(core.queue.size, 0);
});

test('a wave that runs past the end of its program stops with CuError pc-out-of-range, after an ALU run or at once', () => {
  const { runner } = setup();
  for (const start of [0, 1]) {
    const ctx = testWave('gfx10_3', 's_mov_b32 s0, 1', runner);
    ctx.wave.index = start;
    assert.throws(() => runner.advance(ctx), (e: unknown) => e instanceof CuError && e.code === 'pc-out-of-range', `from instruction ${start}`);
  }
});

test('a request whose lanes touch more lines than an in-flight record starts with (32 lines) stores and loads every lane', () => {
  const { core, runner, memory: mem } = setup();
  const buf = mem.allocate(32 * 256);
  // Lane l stores 100 + l at buf + 256·l, one 128-byte line per lane, and loads it back; the
  // s_sleep marks the end (the wave was not launched through POPS, so it must not retire).
  const ctx = testWave('gfx10_3', 'global_store_dword v[0:1], v2, off\nglobal_load_dword v3, v[0:1], off\ns_waitcnt vmcnt(0)\ns_sleep 1', runner);
  const w = ctx.wave;
  for (let l = 0; l < 32; l++) {
    w.vgpr[l] = buf + 256 * l;
    w.vgpr[32 + l] = 0;
    w.vgpr[64 + l] = 100 + l;
  }
  start(core, ctx);
  while (ctx.status !== WaveStatus.Sleep && core.queue.runNext());
  assert.equal(ctx.status, WaveStatus.Sleep);
  for (let l = 0; l < 32; l++) {
    assert.equal(mem.read32(buf + 256 * l), 100 + l, `memory of lane ${l}`);
    assert.equal(w.vgpr[96 + l], 100 + l, `v3 of lane ${l}`);
  }
});
