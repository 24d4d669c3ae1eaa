/**
 * The hang report: when the watchdog fires (watchdog.ts), a `GpuHangError`
 * naming every live wave — CU/SIMD, byte offset and disassembled next
 * instruction, status (and whether it is in a POPS wait loop), the POPS
 * unit's `describeBlocked` reason — and every packed wave the SPI could not
 * launch, with the POPS unit's `describeLaunchBlock` (drain, held partial
 * wave R7, ID limit) or "waiting for a free wave slot".
 *
 * Why its own unit: a hang is the expected outcome of several seed failures
 * (S2, S3, S9, S12, R6, R7) and its text is what a user reads to see why;
 * built from narrow views of the waves, the POPS units and the FIFOs, it is
 * a pure function that tests can feed directly.
 */
import { instructionText } from '../../isa/disassembler.js';
import type { Target } from '../../isa/gfx_level.js';
import type { DecodedInstruction } from '../../isa/instruction.js';
import type { SlotRef } from '../spi/wave_slots.js';
import { GpuHangError, type BlockedWave } from './errors.js';

/** What the report reads of a live wave (a WaveContext is one). */
export interface HungWave {
  readonly wave: {
    readonly uid: number;
    readonly status: string;
    readonly index: number;
    readonly target: Target;
    readonly program: { readonly instructions: readonly ({ readonly inst: DecodedInstruction } | undefined)[] };
  };
  readonly se: number;
  readonly slot: SlotRef;
  /** In a POPS wait loop (pops_wait.ts). */
  readonly polling: boolean;
}

/** What the report reads of a shader engine's POPS unit (a PopsUnit is one). */
export interface HungPopsUnit<P> {
  readonly packers: number;
  describeBlocked(waveUid: number): string;
  canLaunch(wave: P): boolean;
  describeLaunchBlock(wave: P): string;
}

/** The head of each (shader engine, packer) FIFO (WaveQueues). */
export interface HungQueues<P> {
  head(se: number, packer: number): { readonly packing: P } | undefined;
}

export function hangReport<P>(
  reason: string,
  cycle: number,
  live: Iterable<HungWave>,
  pops: readonly HungPopsUnit<P>[],
  queues: HungQueues<P>,
): GpuHangError {
  const waves: BlockedWave[] = [];
  for (const ctx of live) {
    const w = ctx.wave;
    const inst = w.program.instructions[w.index];
    let blocked: string;
    try {
      blocked = pops[ctx.se]!.describeBlocked(w.uid);
    } catch {
      blocked = 'not known to the POPS unit';
    }
    waves.push({
      uid: w.uid,
      cu: ctx.slot.cu,
      simd: ctx.slot.simd,
      byteOffset: inst?.inst.byteOffset ?? -1,
      instruction: inst ? instructionText(inst.inst, w.target) : '(past the end)',
      status: ctx.polling ? `${w.status}, in a POPS wait loop` : w.status,
      pops: blocked,
    });
  }
  const launchBlocks: string[] = [];
  pops.forEach((unit, se) => {
    for (let packer = 0; packer < unit.packers; packer++) {
      const head = queues.head(se, packer);
      if (head === undefined) continue;
      launchBlocks.push(
        `SE ${se}: ${unit.canLaunch(head.packing) ? `packer ${packer}: waiting for a free wave slot` : unit.describeLaunchBlock(head.packing)}`,
      );
    }
  });
  return new GpuHangError(cycle, reason, waves, launchBlocks);
}
