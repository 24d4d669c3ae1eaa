// AssemblyScript: the engine core's entry (tools/gen_wasm.ts compiles this file with the ones it
// imports): the near event ring (event_ring.ts), the POPS wait loop of waves handed over to it
// (poll_loop.ts), GFX10/10.3's sleep timers (sleep_timers.ts), the SIMD arbiter's waiting waves
// (simd_arbiter.ts), and the loop that pops the ring's indexed events and runs each — a loop step
// or a serve here, anything else through the `runEvent` import in JavaScript
// (src/gpu/engine/event_queue.ts).
import { addF64, setF64 } from './memory';
import { ADVANCE, INDEX_BITS, INDEX_MASK, SERVE, SLEEP_ENDED } from './event_packing';
import { count, headCycle, headPayload, nearFirstBefore, release, unlinkHead } from './event_ring';
import { pollEvent } from './poll_loop';
import { serve } from './simd_arbiter';

// What the host calls (src/gpu/engine/engine_core.ts `EngineCoreExports`), and nothing else.
export {
  clearSlot,
  entryCapacity,
  eventCount,
  firstOf,
  hasRoom,
  headSeq,
  headSlotIndex,
  headTime,
  init,
  moveHead,
  nextMarked,
  nextOf,
  payloadOf,
  push,
  pushReserved,
  release,
  seqOf,
  sequenceAddress,
  setEmpty,
  setNearFirstBefore,
  unlinkFrom,
  unlinkHead,
  windowCycles,
} from './event_ring';
export {
  busyAddress,
  cuOfAddress,
  serve,
  serveScheduledAddress,
  simdWait,
  waiterCapacity,
  waiterHeadAddress,
  waitersAddress,
  waiterTailAddress,
} from './simd_arbiter';
export {
  classCountsAddress,
  cuBusyAddress,
  exitCellCount,
  exitingIdsAddress,
  loopRowSize,
  loopsAddress,
  pollEvent,
  pollInit,
  sleepCountsAddress,
  slotAddendAddress,
  slotAsleepAddress,
  slotExitCellAddress,
  slotWakePendingAddress,
  slotWakesAddress,
  slotIndexAddress,
  slotIssuedAddress,
  slotLhsAddress,
  slotLoopAddress,
  slotRhsAddress,
  slotSccAddress,
  slotSimdAddress,
  slotSleepStartAddress,
  slotStepAddress,
  slotSumAddress,
  wake,
} from './poll_loop';
export { timerCancel, timerCount, timerRanOut, timersReset, timerStart } from './sleep_timers';

@external("env", "runEvent")
declare function runEvent(kind: i32, index: i32, time: f64): void;

/** The time of the last event `runIndexed` ran, and the events it ran here per kind (the queue adds and clears them). */
const RUN_STATE: usize = memory.data((16) << 3, 8);
const LAST_TIME: i32 = 0;

export function runStateAddress(): usize {
  return (RUN_STATE);
}

/**
 * Runs the ring's indexed events in order while the head is an indexed event due at or before
 * `limit` and before `nearFirstBefore`, at most `max` of them: a loop step of a handed-over wave
 * and a SIMD's serve here, any other through `runEvent`. Returns how many ran; the queue's loop
 * runs whatever stopped it (a function event, the far store's head or a cancelled event first,
 * the limit, nothing queued).
 */
export function runIndexed(limit: f64, max: i32): i32 {
  let n = 0;
  let advances = 0;
  let sleepsEnded = 0;
  let serves = 0;
  let time: f64 = 0;
  while (n < max && count > 0) {
    time = headCycle;
    if (!(time < nearFirstBefore) || time > limit) break;
    const payload = headPayload();
    if (payload < 0) break;
    release(unlinkHead());
    n++;
    const kind = payload >>> INDEX_BITS;
    const index = payload & INDEX_MASK;
    // Counted per kind for the queue: they never reach JavaScript.
    if (kind == SERVE) {
      serve(index, time);
      serves++;
      continue;
    }
    if (pollEvent(kind, index, time)) {
      if (kind == ADVANCE) advances++;
      else sleepsEnded++;
      continue;
    }
    runEvent(kind, index, time);
  }
  if (n > 0) {
    setF64(RUN_STATE, LAST_TIME, time);
    addF64(RUN_STATE, ADVANCE, <f64>advances);
    addF64(RUN_STATE, SLEEP_ENDED, <f64>sleepsEnded);
    addF64(RUN_STATE, SERVE, <f64>serves);
  }
  return n;
}
