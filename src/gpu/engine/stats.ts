/**
 * Run statistics of a submit: cycles, waves, instructions by class, POPS
 * waits, sleeps and wake-ups (S6), exports, per-CU busy cycles, and the
 * memory system's and POPS units' own counters.
 */
import { SurfaceTraffic, type SurfaceTrafficStats } from '../memory/surface_traffic.js';
import { INSTRUCTION_CLASSES, type InstructionClass } from '../cu/timing_table.js';
import type { MemoryStats } from '../memory/memory_system.js';
import { emptyStats, type PopsStats } from '../pops/stats.js';
import type { PopsWaitMap } from './pops_wait_map.js';

export interface RunStats {
  /** Shader-clock cycles from the start of the submit until the GPU was idle. */
  readonly cycles: number;
  /** `cycles` at the chip's clock. */
  readonly milliseconds: number;
  /**
   * Engine events run (a wave's continuation, a timer, a memory line, …): the simulator's
   * own work, which sets its host time; not a hardware quantity (bench/engine_events.ts).
   */
  readonly engineEvents: number;
  readonly draws: number;
  readonly quads: number;
  /** Most packed waves waiting in the SPI's FIFOs at once (streaming keeps this bounded, not the draw size). */
  readonly peakQueuedWaves: number;
  /** Pixel waves. */
  readonly wavesLaunched: number;
  readonly wavesEnded: number;
  /** Vertex waves launched, and the vertex-shader invocations (lanes) they ran. */
  readonly vertexWaves: number;
  readonly vsInvocations: number;
  readonly instructions: Readonly<Record<InstructionClass, number>>;
  /** Waves that polled the exiting wave ID or waited for export_ready, and the cycles they spent doing it. */
  readonly popsWaitWaves: number;
  readonly popsWaitCycles: number;
  /** s_sleep executions, cycles asleep, and sleeps ended early by a POPS wake-up (GFX10+, S6). */
  readonly sleeps: number;
  readonly sleepCycles: number;
  readonly wakeUps: number;
  /**
   * Of `wakeUps`: wake-ups that arrived while the wave was not asleep (between its
   * exiting-ID compare and its s_sleep) and ended its next s_sleep at once (S6, GFX10/10.3).
   */
  readonly lateWakeUps: number;
  /**
   * Pixel-shader invocations: launched lanes with coverage (helper lanes excluded);
   * under sample-rate shading each per-sample invocation is a lane of its own, so counts once.
   */
  readonly psInvocations: number;
  /** Pixel-wave exports (vertex waves' position and parameter exports are not counted). */
  readonly exports: number;
  /** Issue cycles per CU. */
  readonly cuBusyCycles: readonly number[];
  readonly memory: MemoryStats;
  /** Bytes per surface kind moved by the texture path and the colour backends (FMASK, CMASK: M1–M4). */
  readonly surfaces: SurfaceTrafficStats;
  /** Summed over the shader engines' POPS units. */
  readonly pops: PopsStats;
  /**
   * Per pixel: invocations, those whose wave waited in POPS, those whose own pixel overlapped, and
   * the waves that waited (pops_wait_map.ts) — present only with `GpuOptions.popsWaitMap`.
   */
  readonly popsWaitMap?: PopsWaitMap;
}

/** The engine's mutable counters; `RunStats` is built from them at the end of a submit. */
export class EngineCounters {
  draws = 0;
  quads = 0;
  wavesLaunched = 0;
  wavesEnded = 0;
  vertexWaves = 0;
  vsInvocations = 0;
  /** Executed instructions per class, indexed by CompiledInstruction.clsIndex. */
  readonly instructions = new Float64Array(INSTRUCTION_CLASSES.length);
  popsWaitWaves = 0;
  popsWaitCycles = 0;
  sleeps = 0;
  sleepCycles = 0;
  wakeUps = 0;
  lateWakeUps = 0;
  psInvocations = 0;
  exports = 0;
  readonly cuBusyCycles: Float64Array;
  readonly surfaces = new SurfaceTraffic();

  constructor(cuCount: number) {
    this.cuBusyCycles = new Float64Array(cuCount);
  }

  /** Zeroes every counter (start of a submit). */
  reset(): void {
    this.draws = this.quads = this.wavesLaunched = this.wavesEnded = this.vertexWaves = this.vsInvocations = 0;
    this.popsWaitWaves = this.popsWaitCycles = this.sleeps = this.sleepCycles = this.wakeUps = this.lateWakeUps = this.psInvocations = this.exports = 0;
    this.instructions.fill(0);
    this.cuBusyCycles.fill(0);
    this.surfaces.reset();
  }

  /** The instruction counts by class name (RunStats.instructions). */
  instructionsByClass(): Record<InstructionClass, number> {
    return Object.fromEntries(INSTRUCTION_CLASSES.map((cls, i) => [cls, this.instructions[i]!])) as Record<InstructionClass, number>;
  }
}

/** The POPS units' statistics combined: counts add up, the outstanding-ID peak is the maximum. */
export function sumPopsStats(all: readonly PopsStats[]): PopsStats {
  const out = emptyStats();
  for (const s of all) {
    for (const k of Object.keys(out) as (keyof PopsStats)[]) out[k] = k === 'maxOutstandingIds' ? Math.max(out[k], s[k]) : out[k] + s[k];
  }
  return out;
}
