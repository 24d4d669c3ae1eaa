/**
 * POPS wait loops in the engine core (engine_core.ts, wasm/poll_loop.ts):
 * a wave in loop mode (wave_runner.ts `waitLoopStep`) is handed over at its
 * exiting-ID read, and from then on its loop steps — read, compare, sleep,
 * branch back, and on GFX9 the s_sleep timer's end (S6) — run where the
 * engine core pops their events, without a call into JavaScript. The wave
 * comes back (`handBack`: its loop registers, index, SCC, status, issued
 * count, sleep start and remembered wake-up into its context) when its
 * compare leaves the loop, and before a hang report reads it. The exiting
 * wave ID a read returns is the POPS units' (they write each packer's into
 * the core's memory, `PopsUnit.mirrorExitingIds`); a busy SIMD queues the
 * wave in the arbiter's FIFO, which is the core's too (simd_arbiter.ts), as
 * are GFX10/10.3's sleep timers (sleep_timers.ts). What the steps and
 * wake-ups count — instructions per class, CU busy cycles, sleeps, cycles
 * asleep, wake-ups and late wake-ups — the host adds into the engine's
 * counters (`takeCounts`).
 *
 * GFX10/10.3: an exit wakes the pollers of its packer (S6) in JavaScript
 * (pops_wait.ts `onWake`), which for a wave the core runs comes here
 * (`wake`) and goes on into the core, where its sleep and its timer are.
 * While the core holds a wake-up pending for the wave (it is awake), a
 * further one would change nothing: exits skip the wave, reading the core's
 * pending flag (`PopsUnit.muteWakesWhile`).
 *
 * Exact: each step does what the JavaScript step does, in the same order
 * (the same counters, SIMD occupancy, sleep timer and continuation, each
 * event with the sequence number it would have taken).
 *
 * Not GFX11 (its waves wait for export_ready, S10, and do not poll), nor
 * GFX9 with lazy polling (it parks waves, pops_wait.ts).
 */
import type { InstructionClass } from '../cu/timing_table.js';
import { SOPC } from '../cu/scalar_ops.js';
import type { PopsWaitLoop } from '../cu/wave.js';
import type { EngineContext } from './engine_context.js';
import {
  CORE,
  CoreHosts,
  EXITING_IDS,
  NO_PACKER_CELL,
  PACKERS_PER_SE,
  SLOT_EXIT_CELL,
  LOOP_ROW,
  LOOPS,
  MAX_LOOPS,
  SLOT_ADDEND,
  SLOT_ASLEEP,
  SLOT_INDEX,
  SLOT_ISSUED,
  SLOT_LHS,
  SLOT_LOOP,
  SLOT_RHS,
  SLOT_SCC,
  SLOT_SIMD,
  SLOT_SLEEP_START,
  SLOT_STEP,
  SLOT_SUM,
  SLOT_WAKE_PENDING,
  SLOT_WAKES,
  STEP_CLASS_COUNTS,
  STEP_CU_BUSY,
  STEP_SLEEPS,
  type CorePollHost,
} from './engine_core.js';
import { contextSlot, type EngineEvents, type LoopSteps } from './engine_events.js';
import { WaveStatus, type WaveContext } from './wave_context.js';

/** A loop's row in LOOPS (wasm/poll_loop.ts reads the same positions). */
const enum LoopField {
  Read = 0,
  Compare = 1,
  Sleep = 2,
  Back = 3,
  IdFirst = 4,
  AddendIsSum = 5,
  LhsIsSum = 6,
  RhsIsSum = 7,
  CompareOp = 8,
  ExitScc = 9,
  SleepLength = 10,
  ReadCycles = 11,
  CompareCycles = 12,
  BranchCycles = 13,
  SleepCycles = 14,
  BackCycles = 15,
  ReadClass = 16,
  CompareClass = 17,
  BranchClass = 18,
  SleepClass = 19,
  BackClass = 20,
  Count = 21,
}

/** The loop's compare as wasm/poll_loop.ts numbers it; the bit compares stay in JavaScript. */
const COMPARE_OPS = new Map<unknown, number>([
  [SOPC['s_cmp_eq_i32'], 0],
  [SOPC['s_cmp_lg_i32'], 1],
  [SOPC['s_cmp_gt_i32'], 2],
  [SOPC['s_cmp_ge_i32'], 3],
  [SOPC['s_cmp_lt_i32'], 4],
  [SOPC['s_cmp_le_i32'], 5],
  [SOPC['s_cmp_eq_u32'], 0],
  [SOPC['s_cmp_lg_u32'], 1],
  [SOPC['s_cmp_gt_u32'], 6],
  [SOPC['s_cmp_ge_u32'], 7],
  [SOPC['s_cmp_lt_u32'], 8],
  [SOPC['s_cmp_le_u32'], 9],
]);

/** A near event's window (event_queue.ts): a GFX9 sleep timer, which the core schedules, must be near. */
const NEAR_CYCLES = 1 << 16;

/** The rows of the thread's LOOPS table, by their numbers (loops of the same shape share a row). */
const loopRows = new Map<string, number>();
/** The row of each loop seen, or -1 when the core cannot run it: on GFX9 (each timer an event of the ring: a near sleep), and on GFX10/10.3. */
const rowOfLoop = [new WeakMap<PopsWaitLoop, number>(), new WeakMap<PopsWaitLoop, number>()];

/**
 * The loop's row in LOOPS, made on first use; -1 when the core cannot run it
 * (a bit compare, the table full, or a far sleep when the core schedules its
 * timer: `wakes` false).
 */
function loopRow(loop: PopsWaitLoop, wakes: boolean): number {
  const rows = rowOfLoop[wakes ? 1 : 0]!;
  const known = rows.get(loop);
  if (known !== undefined) return known;
  const op = COMPARE_OPS.get(loop.compareOp);
  const sleepLength = Math.max(1, 64 * loop.sleepN);
  let row = -1;
  if (op !== undefined && (wakes || sleepLength < NEAR_CYCLES)) {
    const fields = new Array<number>(LoopField.Count);
    fields[LoopField.Read] = loop.read;
    fields[LoopField.Compare] = loop.compare;
    fields[LoopField.Sleep] = loop.sleep;
    fields[LoopField.Back] = loop.back;
    fields[LoopField.IdFirst] = loop.idFirst ? 1 : 0;
    fields[LoopField.AddendIsSum] = loop.addend === loop.sum ? 1 : 0;
    fields[LoopField.LhsIsSum] = loop.lhs === loop.sum ? 1 : 0;
    fields[LoopField.RhsIsSum] = loop.rhs === loop.sum ? 1 : 0;
    fields[LoopField.CompareOp] = op;
    fields[LoopField.ExitScc] = loop.exitScc;
    fields[LoopField.SleepLength] = sleepLength;
    fields[LoopField.ReadCycles] = loop.readInst.issueCycles;
    fields[LoopField.CompareCycles] = loop.compareInst.issueCycles;
    fields[LoopField.BranchCycles] = loop.branchInst.issueCycles;
    fields[LoopField.SleepCycles] = loop.sleepInst.issueCycles;
    fields[LoopField.BackCycles] = loop.backInst.issueCycles;
    fields[LoopField.ReadClass] = loop.readInst.clsIndex;
    fields[LoopField.CompareClass] = loop.compareInst.clsIndex;
    fields[LoopField.BranchClass] = loop.branchInst.clsIndex;
    fields[LoopField.SleepClass] = loop.sleepInst.clsIndex;
    fields[LoopField.BackClass] = loop.backInst.clsIndex;
    const key = fields.join(',');
    row = loopRows.get(key) ?? -1;
    if (row < 0 && loopRows.size < MAX_LOOPS) {
      row = loopRows.size;
      loopRows.set(key, row);
      LOOPS.set(fields, row * LOOP_ROW);
    }
  }
  rows.set(loop, row);
  return row;
}

export class PollLoopHost implements CorePollHost, LoopSteps {
  constructor(
    private readonly core: EngineContext,
    private readonly events: EngineEvents,
    /** The names of the instruction classes' counters, by class index (for `takeCounts`). */
    private readonly classes: readonly InstructionClass[],
    /** GFX10/10.3: POPS wake-ups end the sleeps, whose timers are the core's (sleep_timers.ts); GFX9: false, the core schedules each timer's event. */
    private readonly wakes: boolean,
  ) {}

  /** The engine's run begins: the core's loop steps ask this host, and read its POPS units' exiting IDs. */
  attach(): void {
    CoreHosts.poll = this;
    const units = this.core.parts.pops;
    for (let se = 0; se < units.length; se++) {
      units[se]!.mirrorExitingIds(EXITING_IDS, se * PACKERS_PER_SE);
      units[se]!.watchWakeCells(SLOT_WAKE_PENDING);
    }
  }

  /**
   * After the wave's exiting-ID read in loop mode: hands it over when the
   * core can run its loop (its next event is the continuation the read just
   * scheduled, which the core then runs).
   */
  handOver(ctx: WaveContext, loop: PopsWaitLoop): void {
    const row = loopRow(loop, this.wakes);
    if (row < 0) return;
    const slot = contextSlot(ctx.eventIndex);
    // The read's packer (pops_wait.ts exitingWaveId): the one the wave's packer register names; none reads 0.
    const packer = ctx.popsAssociation;
    SLOT_EXIT_CELL[slot] = packer === undefined || packer === null ? NO_PACKER_CELL : ctx.se * PACKERS_PER_SE + packer;
    SLOT_LOOP[slot] = row;
    SLOT_STEP[slot] = ctx.loopIndex;
    SLOT_SIMD[slot] = ctx.simdIndex;
    SLOT_ASLEEP[slot] = ctx.status === WaveStatus.Sleep ? 1 : 0;
    SLOT_SUM[slot] = ctx.loopSum;
    SLOT_ADDEND[slot] = ctx.loopAddend;
    SLOT_LHS[slot] = ctx.loopLhs;
    SLOT_RHS[slot] = ctx.loopRhs;
    SLOT_SCC[slot] = ctx.scc;
    SLOT_ISSUED[slot] = ctx.issued;
    SLOT_SLEEP_START[slot] = ctx.sleepStart;
    SLOT_WAKES[slot] = this.wakes ? 1 : 0;
    SLOT_WAKE_PENDING[slot] = ctx.wakePending ? 1 : 0;
    SLOT_INDEX[slot] = ctx.eventIndex;
    // The core takes the wave's wake-ups from now on: exits skip the wave while the core holds one pending
    // (wasm/poll_loop.ts `wake`), as pops_wait.ts mutes it while its own signal is set.
    this.core.parts.pops[ctx.se]!.muteWakesWhile(ctx.wave.uid, slot);
  }

  /** True when the core runs the wave's loop (it is handed over). */
  runs(ctx: WaveContext): boolean {
    return SLOT_INDEX[contextSlot(ctx.eventIndex)] === ctx.eventIndex;
  }

  /** Runs the wave's Advance or SleepEnded event in the core; false, having changed nothing but handed it back, when JavaScript must. */
  step(kind: number, ctx: WaveContext): boolean {
    return CORE.pollEvent(kind, ctx.eventIndex, this.core.queue.now) !== 0;
  }

  handBack(slot: number): void {
    const ctx = this.events.contextAt(slot)!;
    ctx.loopIndex = SLOT_STEP[slot]!;
    ctx.loopSum = SLOT_SUM[slot]!;
    ctx.scc = SLOT_SCC[slot]!;
    ctx.issued = SLOT_ISSUED[slot]!;
    ctx.sleepStart = SLOT_SLEEP_START[slot]!;
    ctx.status = SLOT_ASLEEP[slot] !== 0 ? WaveStatus.Sleep : WaveStatus.Ready;
    ctx.wakePending = SLOT_WAKE_PENDING[slot] !== 0;
    // JavaScript keeps the signal again (pops_wait.ts `onWake` and `sleep`), and the wave's mute with it.
    this.core.parts.pops[ctx.se]!.setWakeMuted(ctx.wave.uid, ctx.wakePending);
    // GFX9's timer handle: the core's timer has run out by the time a step hands the wave back (a hang report reads none).
    ctx.sleepTimer = -1;
    SLOT_INDEX[slot] = -1;
  }

  /**
   * GFX10/10.3: a POPS wake-up of a wave the core runs (pops_wait.ts
   * `onWake`): the core ends its sleep, or remembers the wake-up for its
   * next sleep (wasm/poll_loop.ts `wake`).
   */
  wake(ctx: WaveContext): void {
    CORE.wake(ctx.eventIndex, this.core.queue.now);
  }

  /** Every live wave the core runs goes back to JavaScript (a hang report reads them). */
  handBackAll(live: Iterable<WaveContext>): void {
    for (const ctx of live) if (this.runs(ctx)) this.handBack(contextSlot(ctx.eventIndex));
  }

  /** Adds what the core's loop steps counted into the engine's counters, and clears it. */
  takeCounts(): void {
    const counters = this.core.parts.counters;
    const classes = counters.instructions;
    for (let c = 0; c < this.classes.length; c++) {
      const n = STEP_CLASS_COUNTS[c]!;
      if (n !== 0) {
        classes[c] = classes[c]! + n;
        STEP_CLASS_COUNTS[c] = 0;
      }
    }
    const busy = counters.cuBusyCycles;
    for (let cu = 0; cu < busy.length; cu++) {
      const n = STEP_CU_BUSY[cu]!;
      if (n !== 0) {
        busy[cu] = busy[cu]! + n;
        STEP_CU_BUSY[cu] = 0;
      }
    }
    counters.sleeps += STEP_SLEEPS[0]!;
    counters.sleepCycles += STEP_SLEEPS[1]!;
    counters.wakeUps += STEP_SLEEPS[2]!;
    counters.lateWakeUps += STEP_SLEEPS[3]!;
    STEP_SLEEPS.fill(0);
  }
}
