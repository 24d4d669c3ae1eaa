/** Test harness: assemble → compileProgram → run on a Wave with a trivial host. */
import { assemble } from '../../../src/isa/assembler.js';
import { parseTarget, type Target } from '../../../src/isa/gfx_level.js';
import { ALU_EXECUTORS } from '../../../src/gpu/cu/alu_executors.js';
import { compileProgram } from '../../../src/gpu/cu/translate.js';
import type { Effect } from '../../../src/gpu/cu/effect.js';
import { runAlu, step } from '../../../src/gpu/cu/run.js';
import { Wave, type WaveHost } from '../../../src/gpu/cu/wave.js';
import { SurfaceTraffic } from '../../../src/gpu/memory/surface_traffic.js';

export const EXEC = 126;
export const VCC = 106;

export interface TestHost extends WaveHost {
  calls: number;
  exitingId: number;
}

export function testHost(exitingId = 0): TestHost {
  const host: TestHost = {
    calls: 0,
    exitingId,
    surfaceTraffic: new SurfaceTraffic(),
    popsExitingWaveId: () => {
      host.calls++;
      return host.exitingId;
    },
  };
  return host;
}

export function target(name: string, wave32 = false): Target {
  return parseTarget(name, { wave32 });
}

/** A wave with all lanes active, ready to run `text`. */
export function waveFor(text: string, t: Target, vgprCount = 8, baseAddress = 0): Wave {
  const words = assemble(text, t);
  const program = compileProgram(words, t, ALU_EXECUTORS, { baseAddress });
  const wave = new Wave({ uid: 1, target: t, program, vgprCount, lds: new Uint32Array(0) });
  wave.sgpr[EXEC] = 0xffffffff;
  if (wave.waveSize === 64) wave.sgpr[EXEC + 1] = 0xffffffff;
  return wave;
}

/** Runs until an `end` Effect; returns every Effect in order (the end last) and the issue cycles of ALU runs. */
export function runToEnd(wave: Wave, host: WaveHost = testHost(), limit = 10000): { effects: Effect[]; cycles: number } {
  const effects: Effect[] = [];
  let cycles = 0;
  for (let i = 0; i < limit; i++) {
    cycles += runAlu(wave, host, 1000);
    const e = step(wave, host);
    if (e) effects.push(e);
    if (e?.kind === 'end') return { effects, cycles };
  }
  throw new Error('program did not end');
}

/** VGPR n of a lane. */
export function v(wave: Wave, n: number, lane: number): number {
  return wave.vgpr[n * wave.waveSize + lane]!;
}

export function setV(wave: Wave, n: number, f: (lane: number) => number): void {
  for (let lane = 0; lane < wave.waveSize; lane++) wave.vgpr[n * wave.waveSize + lane] = f(lane);
}

export function f32(x: number): number {
  return new Uint32Array(new Float32Array([x]).buffer)[0]!;
}

export function fromF32(bits: number): number {
  return new Float32Array(new Uint32Array([bits]).buffer)[0]!;
}
