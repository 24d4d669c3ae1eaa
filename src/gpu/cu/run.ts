/**
 * Running a wave's code between the engine's decisions. `runAlu` executes the
 * straight run of instructions that only touch the wave itself and stops in
 * front of the next one the outside world can observe; `step` executes exactly
 * one instruction (the engine uses it for interacting ones, at their cycle).
 */
import { CuError } from './errors.js';
import type { Effect } from './effect.js';
import type { CompiledInstruction, Wave, WaveHost } from './wave.js';

/** The wave's next instruction; CuError 'pc-out-of-range' when it ran past the end of its program. */
export function currentInstruction(wave: Wave): CompiledInstruction {
  const inst = wave.program.instructions[wave.index];
  if (!inst) {
    const last = wave.program.instructions[wave.program.instructions.length - 1];
    const end = last ? last.inst.byteOffset + last.inst.dwords * 4 : 0;
    throw new CuError('pc-out-of-range', end, '', `wave ${wave.uid} ran past the end of the program (instruction ${wave.index})`);
  }
  return inst;
}

/**
 * Executes non-interacting instructions until an interacting one is next or
 * `maxInstructions` ran (bounds a runaway loop so the engine's watchdog keeps
 * control). Returns the issue cycles spent. ALU instructions never stop a
 * wave (only interacting ones do, through their Effect), so there is nothing
 * else to check between them.
 */
export function runAlu(wave: Wave, host: WaveHost, maxInstructions: number): number {
  const blocks = wave.program.blocks;
  let cycles = 0;
  let n = 0;
  while (n < maxInstructions) {
    const block = blocks?.[wave.index];
    if (block !== undefined && block.length <= maxInstructions - n) {
      const start = wave.index;
      cycles += block.run(wave, host);
      wave.index = start + block.length;
      n += block.length;
      continue;
    }
    const inst = currentInstruction(wave);
    if (inst.interacts) break;
    inst.exec(wave, host);
    cycles += inst.issueCycles;
    n++;
  }
  return cycles;
}

/** Executes the next instruction, whatever it is, and returns its Effect. */
export function step(wave: Wave, host: WaveHost): Effect | undefined {
  return currentInstruction(wave).exec(wave, host);
}
