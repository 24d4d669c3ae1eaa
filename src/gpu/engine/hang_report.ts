/**
 * The hang report: when the watchdog (watchdog.ts), the job timeout or the
 * host wall-clock guard (job.ts) stops a run, a `GpuHangError` naming every
 * live wave — CU/SIMD, byte offset and disassembled next instruction, status,
 * what it was doing (`WaveState`: waiting in POPS, spinning in a loop,
 * waiting, running), its POPS state — for a wave in a POPS wait the POPS
 * unit's reason (`describeWaitBlock`), for any other the waves that wait for
 * it to exit its ordered section — and every
 * packed wave the SPI could not launch, with the POPS unit's
 * `describeLaunchBlock` (drain, held partial wave R7, ID limit) or "waiting
 * for a free wave slot".
 *
 * Spinning is told from the wave's own record, so watching for it costs the
 * engine nothing until a report is made: a wave that issued more
 * instructions than its program has must have branched back, and the loop
 * it spins in is the innermost backward SOPP branch at or after its next
 * instruction that jumps to or before it (`enclosingLoop`).
 *
 * Why its own unit: a hang is the expected outcome of several seed failures
 * (S2, S3, S9, S12, R6, R7) and of shaders that never finish, and its text is
 * what a user reads to see why; built from narrow views of the waves, the
 * POPS units and the FIFOs, it is a pure function that tests can feed directly.
 */
import { instructionText } from '../../isa/disassembler.js';
import type { Target } from '../../isa/gfx_level.js';
import type { DecodedInstruction } from '../../isa/instruction.js';
import { soppBranchTarget } from '../cu/branch_target.js';
import type { InstructionClass } from '../cu/timing_table.js';
import { describeWaitBlock, type WaitBlock } from '../pops/block_reason.js';
import type { SlotRef } from '../spi/wave_slots.js';
import { GpuHangError, type BlockedWave, type HangTrigger, type WaveState } from './errors.js';
import { WAVE_STATUS_NAMES, WaveStatus } from './wave_context.js';

/** What the report reads of a program (a CompiledProgram is one). */
export interface HungProgram {
  readonly instructions: readonly ({ readonly inst: DecodedInstruction; readonly cls: InstructionClass } | undefined)[];
}

/** What the report reads of a live wave (a WaveContext is one). */
export interface HungWave {
  readonly wave: {
    readonly uid: number;
    readonly index: number;
    readonly target: Target;
    readonly program: HungProgram;
  };
  readonly se: number;
  readonly slot: SlotRef;
  /** Why the wave is not running. */
  readonly status: WaveStatus;
  /** In a POPS wait loop (pops_wait.ts). */
  readonly polling: boolean;
  /** Instructions issued since launch (wave_runner.ts). */
  readonly issued: number;
  readonly launchCycle: number;
  /** Set for a vertex wave (its batch); vertex waves are unknown to the POPS units. */
  readonly vertexBatch: unknown;
}

/** What the report reads of a shader engine's POPS unit (a PopsUnit is one). */
export interface HungPopsUnit<P> {
  readonly packers: number;
  waitBlock(waveUid: number): WaitBlock;
  canLaunch(wave: P): boolean;
  describeLaunchBlock(wave: P): string;
}

/** The head of each (shader engine, packer) FIFO (WaveQueues). */
export interface HungQueues<P> {
  head(se: number, packer: number): { readonly packing: P } | undefined;
}

/**
 * The innermost loop around instruction `index`: the nearest backward SOPP branch at or after it
 * whose target is at or before it, as byte offsets of the target and of the branch; undefined when
 * no loop encloses the instruction.
 */
export function enclosingLoop(program: HungProgram, index: number): { readonly start: number; readonly branch: number } | undefined {
  const list = program.instructions;
  const here = list[index];
  if (here === undefined) return undefined;
  for (let i = index; i < list.length; i++) {
    const ci = list[i]!;
    if (ci.cls !== 'branch' || ci.inst.format !== 'SOPP') continue;
    const target = soppBranchTarget(ci.inst);
    if (target !== undefined && target <= here.inst.byteOffset) return { start: target, branch: ci.inst.byteOffset };
  }
  return undefined;
}

/**
 * What the wave was doing (WaveState): a POPS wait first — polling in a POPS draw (`block` is the
 * POPS unit's wait block; an s_sleep outside POPS is no POPS wait) — then a loop it has repeated,
 * then its status.
 */
export function waveState(ctx: HungWave, loop: { readonly start: number } | undefined, block: WaitBlock | undefined): WaveState {
  if (ctx.polling && block !== undefined && block.kind !== 'unsynchronized') return 'pops-wait';
  if (loop !== undefined && ctx.issued > ctx.wave.program.instructions.length) return 'spinning';
  return ctx.status === WaveStatus.Ready ? 'running' : 'waiting';
}

function waitBlockOf<P>(unit: HungPopsUnit<P>, uid: number): WaitBlock | undefined {
  try {
    return unit.waitBlock(uid);
  } catch {
    return undefined; // not alive in the POPS unit
  }
}

/**
 * A POPS-waiting wave: the POPS unit's reason. Any other wave: the waves that wait for it to exit
 * its ordered section, or whether it is synchronized at all — the wait-loop reasons (S2, S3) are
 * about a loop it is not in.
 */
function popsText(ctx: HungWave, block: WaitBlock | undefined, waiters: readonly number[] | undefined): string {
  const uid = ctx.wave.uid;
  if (ctx.vertexBatch !== undefined) return 'a vertex-shader wave (not ordered by POPS)';
  if (block === undefined) return 'not known to the POPS unit';
  if (ctx.polling) return describeWaitBlock(uid, block);
  if (waiters !== undefined) {
    return `wave ${uid} is not in a POPS wait; wave${waiters.length > 1 ? 's' : ''} ${waiters.join(', ')} wait${waiters.length > 1 ? '' : 's'} for it to exit its ordered section`;
  }
  if (block.kind === 'unsynchronized') return describeWaitBlock(uid, block);
  return `wave ${uid} is not in a POPS wait`;
}

export function hangReport<P>(
  trigger: HangTrigger,
  reason: string,
  cycle: number,
  live: Iterable<HungWave>,
  pops: readonly HungPopsUnit<P>[],
  queues: HungQueues<P>,
): GpuHangError {
  const waves: BlockedWave[] = [];
  // Launch order (uids rise with every launch); the live set itself keeps none.
  const list = [...live].sort((a, b) => a.wave.uid - b.wave.uid);
  const blocks = list.map((ctx) => (ctx.vertexBatch === undefined ? waitBlockOf(pops[ctx.se]!, ctx.wave.uid) : undefined));
  // Who waits for whom: the holder of the exiting wave ID each POPS-waiting wave waits to pass.
  const waitersOf = new Map<number, number[]>();
  list.forEach((ctx, i) => {
    const b = blocks[i];
    if (!ctx.polling || b?.kind !== 'waiting') return;
    const waiters = waitersOf.get(b.holderUid) ?? [];
    waiters.push(ctx.wave.uid);
    waitersOf.set(b.holderUid, waiters);
  });
  list.forEach((ctx, i) => {
    const w = ctx.wave;
    const inst = w.program.instructions[w.index];
    const loop = enclosingLoop(w.program, w.index);
    waves.push({
      uid: w.uid,
      stage: ctx.vertexBatch === undefined ? 'pixel' : 'vertex',
      launchCycle: ctx.launchCycle,
      cu: ctx.slot.cu,
      simd: ctx.slot.simd,
      byteOffset: inst?.inst.byteOffset ?? -1,
      instruction: inst ? instructionText(inst.inst, w.target) : '(past the end)',
      status: WAVE_STATUS_NAMES[ctx.status]!,
      state: waveState(ctx, loop, blocks[i]),
      loop,
      issued: ctx.issued,
      programLength: w.program.instructions.length,
      pops: popsText(ctx, blocks[i], waitersOf.get(w.uid)),
    });
  });
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
  return new GpuHangError(cycle, reason, waves, launchBlocks, trigger);
}
