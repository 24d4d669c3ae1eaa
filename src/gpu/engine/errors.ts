/**
 * Typed errors of the integrated GPU model: bad register state at draw time
 * (`GpuError`) and hangs (`GpuHangError`): the watchdog's, the job timeout's
 * or the host wall-clock guard's (watchdog.ts, job.ts).
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

/**
 * What a wave was doing when the hang was declared (hang_report.ts):
 * - `pops-wait`: in a POPS wait loop (polling the exiting wave ID, sleeping in it, or in s_wait_event);
 * - `spinning`: running a loop — it issued more instructions than its program has, so it branched
 *   back, and its next instruction lies inside a loop (`loop`);
 * - `waiting`: blocked outside POPS (s_waitcnt, s_sleep) and not in such a loop;
 * - `running`: issuing instructions, not in a loop it has repeated.
 */
export type WaveState = 'pops-wait' | 'spinning' | 'waiting' | 'running';

/** What declared the hang: no progress (watchdog.ts), the job timeout, or the host wall-clock guard (job.ts). */
export type HangTrigger = 'watchdog' | 'job-timeout' | 'wall-guard';

/** One wave that was live when the hang was declared. */
export interface BlockedWave {
  readonly uid: number;
  /** The shader stage the wave runs (vertex waves have no POPS state). */
  readonly stage: 'vertex' | 'pixel';
  /** Cycle of the wave's first instruction. */
  readonly launchCycle: number;
  readonly cu: number;
  readonly simd: number;
  /** Byte offset of the next instruction in the program. */
  readonly byteOffset: number;
  /** Disassembled next instruction. */
  readonly instruction: string;
  /** Wave status: ready, waitcnt, sleep, wait_event, or polling (a POPS wait loop). */
  readonly status: string;
  readonly state: WaveState;
  /** The innermost loop around the next instruction: byte offsets of its first instruction and of its backward branch. */
  readonly loop: { readonly start: number; readonly branch: number } | undefined;
  /** Instructions the wave issued since it launched. */
  readonly issued: number;
  /** Instructions in the wave's program. */
  readonly programLength: number;
  /** In a POPS wait: the POPS unit's reason (describeWaitBlock); otherwise the waves waiting for it to exit its ordered section. */
  readonly pops: string;
}

/** `location`: `cycle N`, when the hang was declared. */
export class GpuHangError extends PopsimError<'hang'> {
  readonly kind = 'device';
  constructor(
    /** Cycle at which the hang was declared. */
    readonly cycle: number,
    /** Why it was declared. */
    readonly reason: string,
    readonly waves: readonly BlockedWave[],
    /** describeLaunchBlock text of packed waves the SPI could not launch. */
    readonly launchBlocks: readonly string[],
    readonly trigger: HangTrigger = 'watchdog',
  ) {
    super('hang', `cycle ${cycle}`, reason, formatHang(cycle, reason, waves, launchBlocks, trigger));
  }
}

/** Waves the message lists one per line; the rest are counted by state (`waves` holds them all). */
export const LISTED_WAVES = 32;

const STATE_TEXT: Readonly<Record<WaveState, string>> = {
  'pops-wait': 'waiting in POPS',
  spinning: 'spinning',
  waiting: 'waiting',
  running: 'running',
};

function hex(byteOffset: number): string {
  return `0x${byteOffset.toString(16)}`;
}

function activity(w: BlockedWave): string {
  if (w.state !== 'spinning' || w.loop === undefined) return STATE_TEXT[w.state];
  return `spinning in the loop ${hex(w.loop.start)}–${hex(w.loop.branch)} (issued ${w.issued} instructions, the program has ${w.programLength})`;
}

/** How the report of a hang the host wall-clock guard declared begins: popsim gave up, the simulated GPU did not fail. */
export const WALL_GUARD_REPORT = 'Host wall-clock guard';

function formatHang(cycle: number, reason: string, waves: readonly BlockedWave[], launchBlocks: readonly string[], trigger: HangTrigger): string {
  const what = trigger === 'wall-guard' ? WALL_GUARD_REPORT : 'GPU hang';
  const lines = [`${what} at cycle ${cycle}: ${reason}`];
  for (const w of waves.slice(0, LISTED_WAVES)) {
    const name = w.stage === 'vertex' ? 'vertex wave' : 'wave';
    lines.push(`  ${name} ${w.uid} (CU ${w.cu}, SIMD ${w.simd}) at ${hex(w.byteOffset)} \`${w.instruction}\` [${w.status}]: ${activity(w)}; ${w.pops}`);
  }
  if (waves.length > LISTED_WAVES) {
    const counts = new Map<WaveState, number>();
    for (const w of waves.slice(LISTED_WAVES)) counts.set(w.state, (counts.get(w.state) ?? 0) + 1);
    const byState = [...counts].map(([state, n]) => `${n} ${STATE_TEXT[state]}`).join(', ');
    lines.push(`  … and ${waves.length - LISTED_WAVES} more waves: ${byState}`);
  }
  for (const b of launchBlocks) lines.push(`  not launched: ${b}`);
  return lines.join('\n');
}
