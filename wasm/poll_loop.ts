// AssemblyScript: the POPS wait loop's steps (src/gpu/engine/wave_runner.ts `waitLoopStep`) for
// waves in loop mode, run where their events are popped (engine_core.ts) instead of in JavaScript:
// GFX9's, whose s_sleep timers all run out, and GFX10/10.3's, whose sleeps POPS wake-ups end (S6;
// their timers are sleep_timers.ts', the wake-up `wake`, called by poll_loop_host.ts).
// A wave is handed over at its first exiting-ID read in loop mode (poll_loop_host.ts `handOver`),
// and handed back, its state written into its context, when its compare leaves the loop or
// anything but a loop step is to run; each step does exactly what the JavaScript step does —
// the same counters, SIMD occupancy, sleep timer and continuation, in the same order. A busy SIMD
// queues the wave in the arbiter's FIFO here (simd_arbiter.ts), whose serve runs its step on.
import { addF64, f64At, i32At, setF64, setI32 } from './memory';
import { ADVANCE, INDEX_BITS, SLEEP_ENDED, SLOT_MASK, SLOTS } from './event_packing';
import { hasRoom, push, schedule, takeSeq } from './event_ring';
import { BUSY, CU_OF, simdWait } from './simd_arbiter';
import { timerCancel, timerStart } from './sleep_timers';

@external("env", "handBack")
declare function hostHandBack(slot: i32): void;

/** Per slot: the event index of the wave this module runs there, -1 when none. */
const W_INDEX: usize = memory.data((SLOTS) << 2);
/** Per slot: its loop (a row of LOOPS), its instruction index in the loop, SIMD, and 1 while asleep. */
const W_LOOP: usize = memory.data((SLOTS) << 2);
const W_INDEX_IN_LOOP: usize = memory.data((SLOTS) << 2);
const W_SIMD: usize = memory.data((SLOTS) << 2);
const W_ASLEEP: usize = memory.data((SLOTS) << 2);
/** Per slot: the loop's registers as int32 views of their u32 patterns, and SCC (WaveContext's loop-mode fields). */
const W_SUM: usize = memory.data((SLOTS) << 2);
const W_ADDEND: usize = memory.data((SLOTS) << 2);
const W_LHS: usize = memory.data((SLOTS) << 2);
const W_RHS: usize = memory.data((SLOTS) << 2);
const W_SCC: usize = memory.data((SLOTS) << 2);
/**
 * Per slot: 1 when POPS wake-ups end the wave's sleeps (GFX10/10.3: its timer is sleep_timers.ts',
 * S6), and 1 while a wake-up that came when it was awake is remembered for its next sleep.
 */
const W_WAKES: usize = memory.data((SLOTS) << 2);
const W_WAKE_PENDING: usize = memory.data((SLOTS) << 2);
/** Per slot: the cell of EXITING_IDS its exiting-ID read reads (its SE's packer its packer register names). */
const W_EXIT_CELL: usize = memory.data((SLOTS) << 2);
/**
 * The exiting wave ID of each SE's packers (S5), at SE · PACKERS_PER_SE + packer, written by the POPS
 * units (pops_unit.ts `mirrorExitingIds`); the last cell stays 0: the read of a wave whose packer
 * register was never set, or names no packer.
 */
const EXIT_CELLS: i32 = 1024;
const EXITING_IDS: usize = memory.data((EXIT_CELLS) << 2);

/** Per slot: instructions issued since launch, and when the current s_sleep began. */
const W_ISSUED: usize = memory.data((SLOTS) << 3, 8);
const W_SLEEP_START: usize = memory.data((SLOTS) << 3, 8);

/** Loops registered (poll_loop_host.ts), a row of LoopField values each. */
const MAX_LOOPS: i32 = 1024;
const ROW: i32 = 32;
const LOOPS: usize = memory.data((MAX_LOOPS * ROW) << 2);
// LoopField: the four step indices, the flags, the compare, the sleep and each instruction's issue cycles and class.
const L_READ: i32 = 0;
const L_COMPARE: i32 = 1;
const L_SLEEP: i32 = 2;
const L_BACK: i32 = 3;
const L_ID_FIRST: i32 = 4;
const L_ADDEND_IS_SUM: i32 = 5;
const L_LHS_IS_SUM: i32 = 6;
const L_RHS_IS_SUM: i32 = 7;
const L_COMPARE_OP: i32 = 8;
const L_EXIT_SCC: i32 = 9;
const L_SLEEP_LENGTH: i32 = 10;
const L_READ_CYCLES: i32 = 11;
const L_COMPARE_CYCLES: i32 = 12;
const L_BRANCH_CYCLES: i32 = 13;
const L_SLEEP_CYCLES: i32 = 14;
const L_BACK_CYCLES: i32 = 15;
const L_READ_CLASS: i32 = 16;
const L_COMPARE_CLASS: i32 = 17;
const L_BRANCH_CLASS: i32 = 18;
const L_SLEEP_CLASS: i32 = 19;
const L_BACK_CLASS: i32 = 20;

/**
 * Counts this module adds to its engine's statistics (the host adds and clears them): per
 * instruction class, per CU busy cycles, and SLEEP_COUNTS: sleeps, cycles asleep, wake-ups and late
 * wake-ups (a remembered one ending a sleep at once).
 */
const CLASSES: i32 = 64;
const CLASS_COUNTS: usize = memory.data((CLASSES) << 3, 8);
const CU_BUSY: usize = memory.data((256) << 3, 8);
const SLEEP_COUNTS: usize = memory.data((4) << 3, 8);

export function pollInit(): void {
  for (let s = 0; s < SLOTS; s++) setI32(W_INDEX, s, -1);
}

export function slotIndexAddress(): usize { return (W_INDEX); }
export function slotLoopAddress(): usize { return (W_LOOP); }
export function slotStepAddress(): usize { return (W_INDEX_IN_LOOP); }
export function slotSimdAddress(): usize { return (W_SIMD); }
export function slotAsleepAddress(): usize { return (W_ASLEEP); }
export function slotSumAddress(): usize { return (W_SUM); }
export function slotAddendAddress(): usize { return (W_ADDEND); }
export function slotLhsAddress(): usize { return (W_LHS); }
export function slotRhsAddress(): usize { return (W_RHS); }
export function slotSccAddress(): usize { return (W_SCC); }
export function slotIssuedAddress(): usize { return (W_ISSUED); }
export function slotSleepStartAddress(): usize { return (W_SLEEP_START); }
export function slotExitCellAddress(): usize { return (W_EXIT_CELL); }
export function slotWakesAddress(): usize { return (W_WAKES); }
export function slotWakePendingAddress(): usize { return (W_WAKE_PENDING); }
export function exitingIdsAddress(): usize { return (EXITING_IDS); }
export function exitCellCount(): i32 { return EXIT_CELLS; }
export function loopsAddress(): usize { return (LOOPS); }
export function classCountsAddress(): usize { return (CLASS_COUNTS); }
export function cuBusyAddress(): usize { return (CU_BUSY); }
export function sleepCountsAddress(): usize { return (SLEEP_COUNTS); }
export function loopRowSize(): i32 { return ROW; }

// @ts-ignore: decorator
@inline function field(loop: i32, f: i32): i32 {
  return i32At(LOOPS, loop + f);
}

/** An instruction issued: counted for the wave and its class; the SIMD busy for `cycles` from now when not 0. */
// @ts-ignore: decorator
@inline function issue(slot: i32, cls: i32, cycles: i32, simd: i32, time: f64): void {
  addF64(W_ISSUED, slot, 1);
  addF64(CLASS_COUNTS, cls, 1);
  if (cycles > 0) {
    setF64(BUSY, simd, time + <f64>cycles);
    const cu = i32At(CU_OF, simd);
    addF64(CU_BUSY, cu, <f64>cycles);
  }
}

// @ts-ignore: decorator
@inline function continueAt(slot: i32, time: f64): void {
  push(time, takeSeq(), (ADVANCE << INDEX_BITS) | i32At(W_INDEX, slot));
}

/** s_cmp_<cc>_u32/i32 on the u32 patterns a and b (scalar_ops.ts SOPC), by poll_loop_host.ts's op number. */
function compare(op: i32, a: i32, b: i32): i32 {
  switch (op) {
    case 0: return i32(a == b);
    case 1: return i32(a != b);
    case 2: return i32(a > b);
    case 3: return i32(a >= b);
    case 4: return i32(a < b);
    case 5: return i32(a <= b);
    case 6: return i32(<u32>a > <u32>b);
    case 7: return i32(<u32>a >= <u32>b);
    case 8: return i32(<u32>a < <u32>b);
    case 9: return i32(<u32>a <= <u32>b);
    default: return -1;
  }
}

/**
 * Runs an Advance or SleepEnded event of a wave this module runs; returns false, having changed
 * nothing, when the event is not one (JavaScript runs it).
 */
export function pollEvent(kind: i32, index: i32, time: f64): bool {
  const slot = index & SLOT_MASK;
  if (i32At(W_INDEX, slot) != index) return false;
  // A step schedules at most one event; with the entry pool full JavaScript sends it to the far store.
  if (!hasRoom()) {
    handBack(slot);
    return false;
  }
  if (kind == SLEEP_ENDED) {
    // GFX10/10.3: the timer nearly never runs out; JavaScript runs its end (pops_wait.ts `sleepEnded`).
    if (i32At(W_WAKES, slot) != 0) {
      handBack(slot);
      return false;
    }
    // PopsWait.sleepEnded on GFX9: the timer ran out; the asleep wave resumes now.
    if (i32At(W_ASLEEP, slot) == 0) return true;
    setI32(W_ASLEEP, slot, 0);
    addF64(SLEEP_COUNTS, 1, time - f64At(W_SLEEP_START, slot));
    continueAt(slot, time);
    return true;
  }
  if (kind != ADVANCE) return false;
  // WaveRunner.advance: not while asleep; a busy SIMD queues the wave (its serve runs it on).
  if (i32At(W_ASLEEP, slot) != 0) return true;
  const simd = i32At(W_SIMD, slot);
  const busy = f64At(BUSY, simd);
  if (busy > time) {
    simdWait(simd, index, busy, time);
    return true;
  }
  return step(slot, simd, time);
}

/** The wave's loop step at `time` (its SIMD free); false, having handed the wave back, when JavaScript must run it. */
function step(slot: i32, simd: i32, time: f64): bool {
  const loop = i32At(W_LOOP, slot) * ROW;
  const i = i32At(W_INDEX_IN_LOOP, slot);
  if (i == field(loop, L_READ)) {
    const id = i32At(EXITING_IDS, i32At(W_EXIT_CELL, slot));
    const sum = i32At(W_SUM, slot);
    const addend = field(loop, L_ADDEND_IS_SUM) != 0 ? sum : i32At(W_ADDEND, slot);
    // s_add_i32 (scalar_ops.ts addSigned): SCC is the signed overflow, the operands in the instruction's order.
    const r = <i64>id + <i64>addend;
    setI32(W_SCC, slot, i32(r > 0x7fffffff || r < -0x80000000));
    setI32(W_SUM, slot, <i32>r);
    setI32(W_INDEX_IN_LOOP, slot, i + 1);
    const cycles = field(loop, L_READ_CYCLES);
    issue(slot, field(loop, L_READ_CLASS), cycles, simd, time);
    continueAt(slot, time + <f64>cycles);
    return true;
  }
  if (i == field(loop, L_COMPARE)) {
    const sum = i32At(W_SUM, slot);
    const lhs = field(loop, L_LHS_IS_SUM) != 0 ? sum : i32At(W_LHS, slot);
    const rhs = field(loop, L_RHS_IS_SUM) != 0 ? sum : i32At(W_RHS, slot);
    const scc = compare(field(loop, L_COMPARE_OP), lhs, rhs);
    if (scc == field(loop, L_EXIT_SCC)) {
      // Leaving the loop: JavaScript's loop mode runs the compare again and leaves it.
      handBack(slot);
      return false;
    }
    setI32(W_SCC, slot, scc);
    setI32(W_INDEX_IN_LOOP, slot, field(loop, L_SLEEP));
    const cycles = field(loop, L_COMPARE_CYCLES) + field(loop, L_BRANCH_CYCLES);
    issue(slot, field(loop, L_COMPARE_CLASS), 0, simd, time);
    issue(slot, field(loop, L_BRANCH_CLASS), cycles, simd, time);
    continueAt(slot, time + <f64>cycles);
    return true;
  }
  if (i == field(loop, L_SLEEP)) {
    // The s_sleep (S6, pops_wait.ts `sleep`): its timer starts; the wave continues when it runs out or a wake-up ends it.
    setI32(W_INDEX_IN_LOOP, slot, i + 1);
    const cycles = field(loop, L_SLEEP_CYCLES);
    issue(slot, field(loop, L_SLEEP_CLASS), cycles, simd, time);
    addF64(SLEEP_COUNTS, 0, 1);
    if (i32At(W_WAKES, slot) == 0) {
      setI32(W_ASLEEP, slot, 1);
      setF64(W_SLEEP_START, slot, time);
      push(time + <f64>field(loop, L_SLEEP_LENGTH), takeSeq(), (SLEEP_ENDED << INDEX_BITS) | i32At(W_INDEX, slot));
      return true;
    }
    if (i32At(W_WAKE_PENDING, slot) != 0) {
      // The wake-up signal stayed set since it arrived (RADV MR's guess): this sleep ends at once.
      setI32(W_WAKE_PENDING, slot, 0);
      addF64(SLEEP_COUNTS, 2, 1);
      addF64(SLEEP_COUNTS, 3, 1);
      continueAt(slot, time + <f64>cycles);
      return true;
    }
    setI32(W_ASLEEP, slot, 1);
    setF64(W_SLEEP_START, slot, time);
    timerStart(i32At(W_INDEX, slot), <f64>field(loop, L_SLEEP_LENGTH), time);
    return true;
  }
  if (i == field(loop, L_BACK)) {
    setI32(W_INDEX_IN_LOOP, slot, field(loop, L_READ));
    const cycles = field(loop, L_BACK_CYCLES);
    issue(slot, field(loop, L_BACK_CLASS), cycles, simd, time);
    continueAt(slot, time + <f64>cycles);
    return true;
  }
  handBack(slot);
  return false;
}

/**
 * GFX10/10.3: a POPS wake-up (S6) of the wave `index` names, which this module runs, at `time`
 * (pops_wait.ts `onWake` and `wakeUp`: the same counts, timer cancel and continuation, in the same
 * order). Asleep, it resumes now; awake, the wake-up is remembered for its next sleep.
 */
export function wake(index: i32, time: f64): void {
  const slot = index & SLOT_MASK;
  if (i32At(W_ASLEEP, slot) == 0) {
    setI32(W_WAKE_PENDING, slot, 1);
    return;
  }
  addF64(SLEEP_COUNTS, 2, 1);
  timerCancel(index, time);
  addF64(SLEEP_COUNTS, 1, time - f64At(W_SLEEP_START, slot));
  setI32(W_ASLEEP, slot, 0);
  schedule(time, (ADVANCE << INDEX_BITS) | index, time);
}

/** The wave goes back to JavaScript: its state into its context (the host), and this module no longer runs it. */
function handBack(slot: i32): void {
  hostHandBack(slot);
  setI32(W_INDEX, slot, -1);
}
