/**
 * Per-lane pixel positions and sample coverage of a pixel-shader wave, in
 * typed arrays indexed by lane (no per-lane objects). The SPI fills it when
 * it launches a wave; the render backends read it at every export. Late Z
 * (exportDepth) narrows `coverage` in place, so the colour exports that follow
 * write only the samples that passed.
 */
import { CODE_EXEC_HI, CODE_EXEC_LO } from '../../isa/operand.js';

export interface LaneCoverage {
  readonly x: Uint16Array;
  readonly y: Uint16Array;
  /** Sample mask of the lane's pixel (bit s = sample s); 0 for helper lanes and unused lanes. */
  readonly coverage: Uint32Array;
}

export function createLaneCoverage(waveSize: 32 | 64): LaneCoverage {
  return { x: new Uint16Array(waveSize), y: new Uint16Array(waveSize), coverage: new Uint32Array(waveSize) };
}

/** EXEC bit of `lane` in a wave's SGPR file (indexed by operand code). */
export function laneExecuting(sgpr: Uint32Array, lane: number): boolean {
  return lane < 32 ? ((sgpr[CODE_EXEC_LO]! >>> lane) & 1) !== 0 : ((sgpr[CODE_EXEC_HI]! >>> (lane - 32)) & 1) !== 0;
}
