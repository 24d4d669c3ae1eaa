// AssemblyScript: the engine's near event ring (src/gpu/engine/event_queue.ts), compiled to
// WebAssembly by `npm run gen:wasm` (tools/gen_wasm.ts). The ring keeps events due within
// FAR_CYCLES of now, one FIFO per cycle, in a pool of entries; an occupancy bitmap (and a summary
// of its non-zero words) finds the next cycle that holds events. The storage is the thread's: the
// queue that holds it (event_queue.ts, `CycleRing.hold`) owns every entry in it.
//
// Why WebAssembly: the engine's polling cases run tens of millions of events, and each costs a
// ring push and a pop; here those are a few loads and stores with no map checks or tagging
// (docs/speed_log.md, fortieth stop). `runIndexed` pops indexed events and hands each to the
// JavaScript runner without returning to JavaScript's loop (engine_core.ts).
import { f64At, i32At, setF64, setI32, setU32, u32At } from './memory';

@external("env", "scheduleFar")
declare function hostScheduleFar(time: f64, payload: i32, now: f64): void;

/** Near window in cycles (a power of two); the queue sends events due later to its far store. */
const FAR_CYCLES: i32 = 1 << 16;
const RING_MASK: i32 = FAR_CYCLES - 1;
const RING_WORDS: i32 = FAR_CYCLES >>> 5;
const SUMMARY_WORDS: i32 = RING_WORDS >>> 5;
/** Entries of the pool. */
const ENTRIES: i32 = 1 << 20;

/** Per entry: sequence number, the packed indexed event (-1: a function event, held by JavaScript), next entry of its cycle (-1: none). */
const ENTRY_SEQS: usize = memory.data((ENTRIES) << 3, 8);
const ENTRY_PAYLOADS: usize = memory.data((ENTRIES) << 2);
const ENTRY_NEXT: usize = memory.data((ENTRIES) << 2);
/** Free entries, a stack: the most recently freed (still in the host's caches) is reused first. */
const FREE_ENTRIES: usize = memory.data((ENTRIES) << 2);
/** First and last entry of each slot's cycle, -1 when the slot is empty. */
const SLOT_FIRST: usize = memory.data((FAR_CYCLES) << 2);
const SLOT_LAST: usize = memory.data((FAR_CYCLES) << 2);
/** Bit s of word s >> 5: slot s holds events; bit w of summary word w >> 5: bitmap word w is non-zero. */
const SLOT_BITS: usize = memory.data((RING_WORDS) << 2);
const SLOT_SUMMARY: usize = memory.data((SUMMARY_WORDS) << 2);

/** Entries made so far, free entries on the stack, events held, and the earliest held cycle's slot. */
let made: i32 = 0;
let freeCount: i32 = 0;
export let count: i32 = 0;
export let headSlot: i32 = 0;
/** The earliest held cycle (count > 0). */
export let headCycle: f64 = 0;
/**
 * Set by the queue: the ring's head is the next live event only while it is earlier than this (the
 * far store's head, or −Infinity while a near event is cancelled; event_queue.ts `nearFirstBefore`).
 */
export let nearFirstBefore: f64 = Infinity;
/**
 * The thread's next sequence number (every queue's: sequence numbers only order the events of one
 * queue, and a counter shared by all of them keeps that order). Memory, so that the queue reads and
 * advances it without a call (`sequenceAddress`).
 */
const NEXT_SEQ: usize = memory.data((1) << 3, 8);

export function sequenceAddress(): usize {
  return (NEXT_SEQ);
}

/** A new sequence number. */
// @ts-ignore: decorator
@inline export function takeSeq(): f64 {
  const seq = f64At(NEXT_SEQ, 0);
  setF64(NEXT_SEQ, 0, seq + 1);
  return seq;
}

/** The window and the pool's size, which the queue checks against its own (event_queue.ts). */
export function windowCycles(): i32 {
  return FAR_CYCLES;
}

export function entryCapacity(): i32 {
  return ENTRIES;
}

export function init(): void {
  for (let s = 0; s < FAR_CYCLES; s++) {
    setI32(SLOT_FIRST, s, -1);
    setI32(SLOT_LAST, s, -1);
  }
}

export function eventCount(): i32 {
  return count;
}

export function headTime(): f64 {
  return headCycle;
}

/** The head's packed indexed event, or -1 for a function event (count > 0). */
// @ts-ignore: decorator
@inline export function headPayload(): i32 {
  return i32At(ENTRY_PAYLOADS, i32At(SLOT_FIRST, headSlot));
}

export function headSeq(): f64 {
  return f64At(ENTRY_SEQS, i32At(SLOT_FIRST, headSlot));
}

export function setNearFirstBefore(time: f64): void {
  nearFirstBefore = time;
}

/** Room for one more entry (else the queue uses its far store). */
export function hasRoom(): bool {
  return made < ENTRIES || freeCount > 0;
}

/** The entry's packed indexed event, or -1 for a function event. */
export function payloadOf(e: i32): i32 {
  return i32At(ENTRY_PAYLOADS, e);
}

export function seqOf(e: i32): f64 {
  return f64At(ENTRY_SEQS, e);
}

export function nextOf(e: i32): i32 {
  return i32At(ENTRY_NEXT, e);
}

export function firstOf(slot: i32): i32 {
  return i32At(SLOT_FIRST, slot);
}

/** Index of the lowest set bit of a non-zero word. */
// @ts-ignore: decorator
@inline function lowestBit(word: u32): i32 {
  return <i32>ctz(word);
}

// @ts-ignore: decorator
@inline function mark(slot: i32): void {
  const w = slot >>> 5;
  if (u32At(SLOT_BITS, w) == 0) setU32(SLOT_SUMMARY, w >>> 5, u32At(SLOT_SUMMARY, w >>> 5) | (1 << (w & 31)));
  setU32(SLOT_BITS, w, u32At(SLOT_BITS, w) | (1 << (slot & 31)));
}

// @ts-ignore: decorator
@inline function unmark(slot: i32): void {
  const w = slot >>> 5;
  const word = u32At(SLOT_BITS, w) & ~(1 << (slot & 31));
  setU32(SLOT_BITS, w, word);
  if (word == 0) setU32(SLOT_SUMMARY, w >>> 5, u32At(SLOT_SUMMARY, w >>> 5) & (~(1 << (w & 31))));
}

/** First marked slot at or after `from` (no wrap), -1 when none. */
function markedFrom(from: i32): i32 {
  let w = from >>> 5;
  const m = u32At(SLOT_BITS, w) & (<u32>-1 << (from & 31));
  if (m != 0) return (w << 5) + lowestBit(m);
  w++;
  if (w >= RING_WORDS) return -1;
  let sw = w >>> 5;
  let sm = u32At(SLOT_SUMMARY, sw) & (<u32>-1 << (w & 31));
  while (sm == 0) {
    if (++sw >= SUMMARY_WORDS) return -1;
    sm = u32At(SLOT_SUMMARY, sw);
  }
  const word = (sw << 5) + lowestBit(sm);
  return (word << 5) + lowestBit(u32At(SLOT_BITS, word));
}

/** The next marked slot after `slot`, cyclically (`slot` itself when it is the only one), -1 when none. */
export function nextMarked(slot: i32): i32 {
  const n = slot + 1 < FAR_CYCLES ? markedFrom(slot + 1) : -1;
  return n >= 0 ? n : markedFrom(0);
}

/** A free entry of the pool (`hasRoom`), filled with the sequence number and payload. */
// @ts-ignore: decorator
@inline function takeEntry(seq: f64, payload: i32): i32 {
  const e = freeCount > 0 ? i32At(FREE_ENTRIES, --freeCount) : made++;
  setF64(ENTRY_SEQS, e, seq);
  setI32(ENTRY_PAYLOADS, e, payload);
  return e;
}

/** Appends an event at `time` (a whole cycle within the window, `hasRoom`) to its cycle's FIFO; returns its entry. */
export function push(time: f64, seq: f64, payload: i32): i32 {
  const e = takeEntry(seq, payload);
  const slot = <i32>time & RING_MASK;
  const tail = i32At(SLOT_LAST, slot);
  setI32(ENTRY_NEXT, e, -1);
  if (tail < 0) {
    setI32(SLOT_FIRST, slot, e);
    mark(slot);
    if (count == 0 || time < headCycle) {
      headCycle = time;
      headSlot = slot;
    }
  } else {
    setI32(ENTRY_NEXT, tail, e);
  }
  setI32(SLOT_LAST, slot, e);
  count++;
  return e;
}

/**
 * Schedules the packed indexed event `payload` at `time` (not before `now`) with a new sequence
 * number, as the queue's `atIndexed` does: in the ring when it is a whole cycle within the window
 * and an entry is free, else in the queue's far store.
 */
export function schedule(time: f64, payload: i32, now: f64): void {
  if (time - now < <f64>FAR_CYCLES && Math.floor(time) == time && hasRoom()) push(time, takeSeq(), payload);
  else hostScheduleFar(time, payload, now);
}

/**
 * `push` for a sequence number older than some held at `time` (EventQueue.atReserved): inserted in
 * sequence order among the cycle's entries. Returns its entry.
 */
export function pushReserved(time: f64, seq: f64, payload: i32): i32 {
  const slot = <i32>time & RING_MASK;
  const tail = i32At(SLOT_LAST, slot);
  if (tail < 0 || f64At(ENTRY_SEQS, tail) < seq) return push(time, seq, payload);
  const e = takeEntry(seq, payload);
  let before = -1;
  let after = i32At(SLOT_FIRST, slot);
  while (f64At(ENTRY_SEQS, after) < seq) {
    before = after;
    after = i32At(ENTRY_NEXT, after);
  }
  setI32(ENTRY_NEXT, e, after);
  if (before < 0) setI32(SLOT_FIRST, slot, e);
  else setI32(ENTRY_NEXT, before, e);
  count++;
  return e;
}

/** Removes the head (count > 0) from its cycle and returns its entry, still holding its payload until `release`. */
export function unlinkHead(): i32 {
  const slot = headSlot;
  const e = i32At(SLOT_FIRST, slot);
  const n = i32At(ENTRY_NEXT, e);
  count--;
  if (n >= 0) {
    setI32(SLOT_FIRST, slot, n);
    return e;
  }
  setI32(SLOT_FIRST, slot, -1);
  setI32(SLOT_LAST, slot, -1);
  unmark(slot);
  if (count == 0) return e;
  // Every held cycle lies within one window after the head, so the next one is the next marked slot, cyclically.
  let found = markedFrom(slot);
  if (found < 0) found = markedFrom(0);
  headCycle += <f64>((found - slot) & RING_MASK);
  headSlot = found;
  return e;
}

/** Returns an entry to the pool. */
// @ts-ignore: decorator
@inline export function release(e: i32): void {
  setI32(FREE_ENTRIES, freeCount++, e);
}

/**
 * Unlinks entry `e` of `slot`'s FIFO, `kept` its predecessor (-1: it is the first), for the queue's
 * removal of cancelled events; the slot is unmarked when it empties. Its entry is released.
 */
export function unlinkFrom(slot: i32, kept: i32, e: i32): void {
  const n = i32At(ENTRY_NEXT, e);
  if (kept < 0) setI32(SLOT_FIRST, slot, n);
  else setI32(ENTRY_NEXT, kept, n);
  if (i32At(SLOT_LAST, slot) == e) setI32(SLOT_LAST, slot, kept);
  if (i32At(SLOT_FIRST, slot) < 0) unmark(slot);
  release(e);
  count--;
}

/** The head moved to `slot` after removals (count > 0): the earliest held cycle there is `distance` cycles later. */
export function moveHead(slot: i32, distance: f64): void {
  headCycle += distance;
  headSlot = slot;
}

/** Empties `slot` (its entries already released) and unmarks it; `count` is the caller's (moving events aside). */
export function clearSlot(slot: i32): void {
  setI32(SLOT_FIRST, slot, -1);
  setI32(SLOT_LAST, slot, -1);
  unmark(slot);
}

/** The ring holds nothing (its events moved aside); the pool's entries are all free. */
export function setEmpty(): void {
  count = 0;
}

export function headSlotIndex(): i32 {
  return headSlot;
}
