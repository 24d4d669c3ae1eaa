/** Test helpers for the memory, LDS, interpolation and export executors. */
import assert from 'node:assert/strict';
import { assemble } from '../../../src/isa/assembler.js';
import type { Target } from '../../../src/isa/gfx_level.js';
import { ALU_EXECUTORS } from '../../../src/gpu/cu/alu_executors.js';
import { MEMORY_EXECUTORS } from '../../../src/gpu/cu/memory_executors.js';
import type { MemoryOp } from '../../../src/gpu/cu/memory_op.js';
import type { Effect } from '../../../src/gpu/cu/effect.js';
import { runAlu, step } from '../../../src/gpu/cu/run.js';
import { compileProgram } from '../../../src/gpu/cu/translate.js';
import { Wave } from '../../../src/gpu/cu/wave.js';
import { GpuMemory } from '../../../src/gpu/memory/gpu_memory.js';
import { defaultMemoryConfig } from '../../../src/gpu/memory/memory_config.js';
import { MemorySystem } from '../../../src/gpu/memory/memory_system.js';
import { EXEC, testHost, type TestHost } from './harness.js';

export const EXECUTORS = { ...ALU_EXECUTORS, ...MEMORY_EXECUTORS };

/** A wave with all lanes active running `text` compiled with every executor. */
export function memWave(text: string, t: Target, vgprCount = 16, lds = new Uint32Array(0)): Wave {
  const program = compileProgram(assemble(text, t), t, EXECUTORS);
  const wave = new Wave({ uid: 1, target: t, program, vgprCount, lds });
  wave.sgpr[EXEC] = 0xffffffff;
  if (wave.waveSize === 64) wave.sgpr[EXEC + 1] = 0xffffffff;
  return wave;
}

export function memorySystem(t: Target): { mem: GpuMemory; sys: MemorySystem } {
  const mem = new GpuMemory();
  return { mem, sys: new MemorySystem(mem, defaultMemoryConfig(t.gfx, 2)) };
}

/** Runs ALU instructions, then executes the next (interacting) one and returns its Effect. */
export function next(wave: Wave, host: TestHost = testHost()): Effect {
  runAlu(wave, host, 1000);
  const e = step(wave, host);
  assert.ok(e, 'expected an Effect');
  return e;
}

/** Executes the next instruction and returns the memory request it issued. */
export function issue(wave: Wave, host?: TestHost): MemoryOp {
  const e = next(wave, host);
  assert.equal(e.kind, 'memory');
  return (e as Extract<Effect, { kind: 'memory' }>).op;
}

/** Puts `words` into consecutive SGPRs from `first`. */
export function setS(wave: Wave, first: number, words: ArrayLike<number>): void {
  for (let i = 0; i < words.length; i++) wave.sgpr[first + i] = words[i]!;
}
