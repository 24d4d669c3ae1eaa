// AssemblyScript: the s_sleep timers of GFX10/10.3 waves (S6; src/gpu/engine/sleep_timers.ts is
// the queue's side). Each timer runs out exactly where an event of its own would run, but only
// the earliest timer of each sleep length is an event in the queue; the others wait in a list.
//
// Why: a GFX10+ POPS wait sleeps `s_sleep 0xffff` (4 194 240 cycles), and an exit wakes every
// poller of its packer (S6), so these timers start and end early by the million while nearly none
// runs out. Here a start or an early end is a few loads and stores, next to the loop steps and
// wake-ups that cause them (poll_loop.ts); only a list's first timer is the queue's.
//
// Exact: the timers of one length run out in the order they start, and those that start in one
// cycle in the order of their sequence numbers, which is again the order they start; so a list in
// start order is in the queue's key order, and its first timer is the one of its length that runs
// first. A timer takes its sequence number when it starts (where its event would have taken one),
// and the first of a list is scheduled with it (`scheduleReserved`). When the first leaves — it
// ran out, or a wake-up ended its sleep — the next is scheduled with its own number. That is never
// in the past: the next runs out no earlier than the first, whose event had not run or is
// running; and at the current cycle its number is above the running event's, so it too had yet
// to run. The queue thus runs the same timer events, at the same keys, as with an event per
// timer, and none that was ended early.
import { f64At, i32At, setF64, setI32 } from './memory';
import { INDEX_BITS, SLEEP_ENDED, SLOT_MASK, SLOTS } from './event_packing';
import { takeSeq } from './event_ring';

@external("env", "scheduleReserved")
declare function hostScheduleReserved(time: f64, seq: f64, payload: i32, now: f64): f64;
@external("env", "cancelEvent")
declare function hostCancel(handle: f64): void;

/** Per slot: its timer's neighbours in its list (-1: none), its wave's event index, and its list (-1: no timer). */
const T_NEXT: usize = memory.data((SLOTS) << 2);
const T_PREV: usize = memory.data((SLOTS) << 2);
const T_INDEX: usize = memory.data((SLOTS) << 2);
const T_LIST: usize = memory.data((SLOTS) << 2);
/** Per slot: when its timer runs out, and the sequence number it took when it started. */
const T_DUE: usize = memory.data((SLOTS) << 3, 8);
const T_SEQ: usize = memory.data((SLOTS) << 3, 8);

/** The lists, one per sleep length (at most MAX_LISTS): the length, first and last slot, and the queue's handle of the first's event. */
const MAX_LISTS: i32 = 64;
const L_LENGTH: usize = memory.data((MAX_LISTS) << 3, 8);
const L_FIRST: usize = memory.data((MAX_LISTS) << 2);
const L_LAST: usize = memory.data((MAX_LISTS) << 2);
const L_HANDLE: usize = memory.data((MAX_LISTS) << 3, 8);
let lists: i32 = 0;
/** Timers held (lists' first included). */
let held: i32 = 0;

/** No timers (the thread's timers change hands: sleep_timers.ts `claim`). */
export function timersReset(): void {
  for (let s = 0; s < SLOTS; s++) setI32(T_LIST, s, -1);
  lists = 0;
  held = 0;
}

export function timerCount(): i32 {
  return held;
}

/** The wave (its event index) sleeps from `now` for `length` cycles. */
export function timerStart(index: i32, length: f64, now: f64): void {
  const slot = index & SLOT_MASK;
  // A slot's timer ends before its wave can sleep again (it ran out or was ended early).
  if (i32At(T_LIST, slot) >= 0) abort('sleep timers: a wave that already sleeps sleeps again');
  const l = listFor(length);
  const due = now + length;
  const seq = takeSeq();
  setF64(T_DUE, slot, due);
  setF64(T_SEQ, slot, seq);
  setI32(T_INDEX, slot, index);
  setI32(T_LIST, slot, l);
  setI32(T_NEXT, slot, -1);
  const last = i32At(L_LAST, l);
  setI32(T_PREV, slot, last);
  if (last < 0) {
    setI32(L_FIRST, l, slot);
    setF64(L_HANDLE, l, hostScheduleReserved(due, seq, (SLEEP_ENDED << INDEX_BITS) | index, now));
  } else {
    setI32(T_NEXT, last, slot);
  }
  setI32(L_LAST, l, slot);
  held++;
}

/** A wake-up ends the wave's sleep early (at `now`): its timer is dropped. Nothing when the wave has none. */
export function timerCancel(index: i32, now: f64): void {
  const slot = index & SLOT_MASK;
  const l = i32At(T_LIST, slot);
  if (l < 0) return;
  if (i32At(L_FIRST, l) != slot) {
    unlink(l, slot);
    return;
  }
  hostCancel(f64At(L_HANDLE, l));
  unlink(l, slot);
  scheduleFirst(l, now);
}

/** The wave's timer ran out (at `now`): its SleepEnded event is the one running. */
export function timerRanOut(index: i32, now: f64): void {
  const slot = index & SLOT_MASK;
  const l = i32At(T_LIST, slot);
  if (l < 0 || i32At(L_FIRST, l) != slot) abort('sleep timers: a timer ran out that is not the first of its length');
  unlink(l, slot);
  scheduleFirst(l, now);
}

/** The list of sleeps of `length` cycles (made on its first use). */
function listFor(length: f64): i32 {
  for (let l = 0; l < lists; l++) if (f64At(L_LENGTH, l) == length) return l;
  if (lists == MAX_LISTS) abort('sleep timers: too many sleep lengths');
  const l = lists++;
  setF64(L_LENGTH, l, length);
  setI32(L_FIRST, l, -1);
  setI32(L_LAST, l, -1);
  return l;
}

function unlink(l: i32, slot: i32): void {
  const prev = i32At(T_PREV, slot);
  const next = i32At(T_NEXT, slot);
  if (prev < 0) setI32(L_FIRST, l, next);
  else setI32(T_NEXT, prev, next);
  if (next < 0) setI32(L_LAST, l, prev);
  else setI32(T_PREV, next, prev);
  setI32(T_LIST, slot, -1);
  held--;
}

/** The list's first timer (if any) becomes an event, at its own key. */
function scheduleFirst(l: i32, now: f64): void {
  const slot = i32At(L_FIRST, l);
  if (slot < 0) return;
  setF64(L_HANDLE, l, hostScheduleReserved(f64At(T_DUE, slot), f64At(T_SEQ, slot), (SLEEP_ENDED << INDEX_BITS) | i32At(T_INDEX, slot), now));
}
