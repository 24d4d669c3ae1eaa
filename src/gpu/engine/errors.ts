/**
 * Typed errors of the integrated GPU model: bad register state at draw time
 * (`GpuError`) and hangs found by the engine's watchdog (`GpuHangError`).
 */
import { PopsimError } from '../../common/popsim_error.js';

export type GpuErrorCode =
  | 'bad-draw-state' // registers describe a draw the model cannot run (no PS address, bad viewport, ...)
  | 'bad-program' // the pixel-shader code in memory cannot be loaded (unmapped, no s_endpgm)
  | 'bad-vertex-data' // the popsim vertex source in memory is unreadable
  | 'unsupported'; // a configuration the model does not implement (named in the message)

/** `location`: the register, packet dword or address the error is about. */
export class GpuError extends PopsimError<GpuErrorCode> {
  readonly kind = 'device';
}

/** One wave that could not go on when the watchdog fired. */
export interface BlockedWave {
  readonly uid: number;
  readonly cu: number;
  readonly simd: number;
  /** Byte offset of the next instruction in the program. */
  readonly byteOffset: number;
  /** Disassembled next instruction. */
  readonly instruction: string;
  /** Wave status: ready, waitcnt, sleep, wait_event, or polling (a POPS wait loop). */
  readonly status: string;
  /** The POPS unit's explanation (describeBlocked), when the wave is POPS-tracked. */
  readonly pops: string;
}

/** `location`: `cycle N`, when the watchdog fired. */
export class GpuHangError extends PopsimError<'hang'> {
  readonly kind = 'device';
  constructor(
    /** Cycle at which the hang was declared. */
    readonly cycle: number,
    /** Why the watchdog fired. */
    readonly reason: string,
    readonly waves: readonly BlockedWave[],
    /** describeLaunchBlock text of packed waves the SPI could not launch. */
    readonly launchBlocks: readonly string[],
  ) {
    super('hang', `cycle ${cycle}`, reason, formatHang(cycle, reason, waves, launchBlocks));
  }
}

function formatHang(cycle: number, reason: string, waves: readonly BlockedWave[], launchBlocks: readonly string[]): string {
  const lines = [`GPU hang at cycle ${cycle}: ${reason}`];
  for (const w of waves) {
    lines.push(
      `  wave ${w.uid} (CU ${w.cu}, SIMD ${w.simd}) at 0x${w.byteOffset.toString(16)} \`${w.instruction}\` [${w.status}]: ${w.pops}`,
    );
  }
  for (const b of launchBlocks) lines.push(`  not launched: ${b}`);
  return lines.join('\n');
}
