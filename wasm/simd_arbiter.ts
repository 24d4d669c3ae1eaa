// AssemblyScript: the SIMD arbiter's state and its serving of waiting waves
// (src/gpu/engine/simd_arbiter.ts, which reads and writes the same memory). Each SIMD has a busy
// time and a FIFO of waiting waves, served in arrival order by one serve event per busy period.
// A FIFO entry is a wave the engine core runs (its event index: its step runs here, poll_loop.ts)
// or -1 for a waiter JavaScript holds (the arbiter's object at that position: `serveWaiter`).
//
// Why here: in GFX10/10.3's polling cases nearly half the events are serves, and the waves they
// serve are the core's; a serve here runs their steps without a call into JavaScript.
import { f64At, i32At, setI32 } from './memory';
import { ADVANCE, INDEX_BITS, SERVE } from './event_packing';
import { schedule } from './event_ring';
import { pollEvent } from './poll_loop';

@external("env", "serveWaiter")
declare function hostServeWaiter(simd: i32, position: i32, time: f64): void;
@external("env", "advanceWave")
declare function hostAdvanceWave(index: i32, time: f64): void;

/** SIMDs over the whole GPU (simd_arbiter.ts `Simds.Max`). */
const SIMDS: i32 = 1024;
/** Per SIMD: the cycle it is busy until (issue ends), and its CU. */
export const BUSY: usize = memory.data((SIMDS) << 3, 8);
export const CU_OF: usize = memory.data((SIMDS) << 2);
/** Per SIMD: its waiting waves are at positions WAITER_HEAD .. WAITER_TAIL - 1, and 1 while its serve event is scheduled. */
const WAITER_HEAD: usize = memory.data((SIMDS) << 2);
const WAITER_TAIL: usize = memory.data((SIMDS) << 2);
const SERVE_SCHEDULED: usize = memory.data((SIMDS) << 2);
/**
 * Waiting waves a SIMD holds at most (a power of two): far above a SIMD's wave slots (at most 20),
 * each waiting once. Position p of SIMD s is at WAITERS[s · WAITER_CAPACITY + (p & WAITER_MASK)].
 */
const WAITER_CAPACITY: i32 = 64;
const WAITER_MASK: i32 = WAITER_CAPACITY - 1;
const WAITERS: usize = memory.data((SIMDS * WAITER_CAPACITY) << 2);

export function busyAddress(): usize { return (BUSY); }
export function cuOfAddress(): usize { return (CU_OF); }
export function waiterHeadAddress(): usize { return (WAITER_HEAD); }
export function waiterTailAddress(): usize { return (WAITER_TAIL); }
export function serveScheduledAddress(): usize { return (SERVE_SCHEDULED); }
export function waitersAddress(): usize { return (WAITERS); }
export function waiterCapacity(): i32 { return WAITER_CAPACITY; }

/**
 * Queues a waiter for SIMD `simd`, busy until `busy` (a wave's event index, or -1 for JavaScript's
 * object); its serve event is scheduled unless it already is. Returns the waiter's position.
 */
export function simdWait(simd: i32, entry: i32, busy: f64, time: f64): i32 {
  const tail = i32At(WAITER_TAIL, simd);
  if (tail - i32At(WAITER_HEAD, simd) >= WAITER_CAPACITY) abort('SIMD arbiter: too many waiting waves on one SIMD');
  setI32(WAITERS, simd * WAITER_CAPACITY + (tail & WAITER_MASK), entry);
  setI32(WAITER_TAIL, simd, tail + 1);
  if (i32At(SERVE_SCHEDULED, simd) == 0) {
    setI32(SERVE_SCHEDULED, simd, 1);
    schedule(busy, (SERVE << INDEX_BITS) | simd, time);
  }
  return tail;
}

/**
 * The SIMD's busy period ended (its Serve event, at `time`): its waiters run in turn while it is
 * free, and the serve moves to the end of the next busy period while any are left (often the SIMD
 * is busy already: a wave took it at this very cycle, ahead of the serve, which only moves).
 */
export function serve(simd: i32, time: f64): void {
  const stillBusy = f64At(BUSY, simd) > time && i32At(WAITER_HEAD, simd) < i32At(WAITER_TAIL, simd);
  if (stillBusy || runWaiters(simd, time)) schedule(f64At(BUSY, simd), (SERVE << INDEX_BITS) | simd, time);
}

/** Runs the SIMD's waiters in arrival order while it is free; true when it is taken with waiters left (the serve stays scheduled). */
function runWaiters(simd: i32, time: f64): bool {
  setI32(SERVE_SCHEDULED, simd, 0);
  // Each waiter may queue more (the head and tail are read again after each).
  while (i32At(WAITER_HEAD, simd) < i32At(WAITER_TAIL, simd)) {
    if (f64At(BUSY, simd) > time) {
      setI32(SERVE_SCHEDULED, simd, 1);
      return true;
    }
    const head = i32At(WAITER_HEAD, simd);
    setI32(WAITER_HEAD, simd, head + 1);
    const entry = i32At(WAITERS, simd * WAITER_CAPACITY + (head & WAITER_MASK));
    if (entry < 0) hostServeWaiter(simd, head, time);
    else if (!pollEvent(ADVANCE, entry, time)) hostAdvanceWave(entry, time);
  }
  setI32(WAITER_HEAD, simd, 0);
  setI32(WAITER_TAIL, simd, 0);
  return false;
}
