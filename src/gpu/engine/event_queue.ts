/**
 * The engine's clock: events keyed by (cycle, sequence). The sequence number
 * breaks ties in insertion order, so runs are deterministic. Idle time is
 * skipped: popping an event moves the clock to its cycle. Events are small
 * callbacks; heaps store them in parallel arrays to avoid one wrapper object
 * per event.
 *
 * Two queues share the key order: events due within `Fixed.FarCycles` (2^16) of now
 * at a whole cycle, and the rest (in practice GFX10+ `s_sleep 0xFFFF`
 * timers, S6, which a POPS wake-up nearly always cancels; fractional
 * cycles, which the engine does not produce, are kept exact there too).
 * Near events sit in a ring with one FIFO per cycle, indexed by the cycle
 * modulo `Fixed.FarCycles`: near cycles lie within one window of now, so they
 * never share a slot, and sequence numbers grow with every insertion, so
 * each FIFO is already in key order. An occupancy bitmap finds the next
 * cycle that holds events, and the entries live in a pool (`CycleRing`; the
 * ring's storage and operations are the engine core's, engine_core.ts, held
 * by the queue that runs): nothing is allocated per event or per cycle (a heap of
 * distinct cycles with an object and two arrays per cycle cost a polling
 * case about a tenth of its time). Far events sit in a store of their own,
 * a heap beside a FIFO for those pushed in key order (the one-length sleep
 * timers: all of NAVI21's polling case's far events, so none sifts).
 * `runNext` takes the smaller head of the two, so the order of events is
 * exactly that of one heap keyed by (cycle, sequence).
 *
 * An event is either a function and its argument (`at`), or an indexed
 * event (`atIndexed`): a small kind and an integer index, run by the one
 * `IndexedEventRunner` the engine installs. The engine's frequent events —
 * a wave's continuation, a SIMD's serve, a line of a memory request — are
 * indexed: the ring then keeps one integer for them instead of two object
 * references (no write barrier when scheduled, nothing to clear when run),
 * and runs them with one monomorphic call instead of a megamorphic call of
 * a function that calls the wave (docs/speed_log.md, "Engine events as
 * integers").
 */
import { floorMod } from '../../common/floor_mod.js';
import { holeyObjectArray } from '../../common/object_array.js';
import { CORE, CoreHosts, NEXT_SEQ, RUN_LAST_TIME, RUN_STATE, type CoreEventHost } from './engine_core.js';

/**
 * An event's function, called with the argument it was scheduled with
 * (`EventQueue.at(cycle, action, arg)`; undefined when none). One shared
 * function with the wave as its argument costs an event fewer cache lines
 * than a closure per wave: the closure and its context are two more
 * objects to load, and the engine touches hundreds of waves in turn. The
 * argument is typed `any` here because each function knows its own; `at`
 * checks that a function and its argument agree.
 */
export type EventAction = (arg: any) => void;

/**
 * What `runNextUntil` did: nothing queued, ran one event, or the next live
 * event is due after the limit. A const enum (literals): a module-level const
 * is a hole-checked read at every use, and this is compared per event.
 */
export const enum RunResult {
  Idle = 0,
  Ran = 1,
  BeyondLimit = 2,
}

/**
 * Runs indexed events (`EventQueue.atIndexed`). One object per queue, so the
 * queue's call stays monomorphic; it dispatches on the kind.
 */
export interface IndexedEventRunner {
  run(kind: number, index: number): void;
  /** Each kind's name (index 0 unused), for `countEventKinds` and the benchmarks. */
  readonly kindNames: readonly string[];
}

/** The kinds of the events the engine core runs itself (engine_events.ts EventKind.Advance, SleepEnded, Serve), as RUN_STATE's cells. */
const enum EventKindCounted {
  Advance = 1,
  SleepEnded = 2,
  Serve = 3,
}

/**
 * The queue's fixed numbers. A const enum, so tsc writes each use as a
 * literal: V8 (Node 20) reads a module-level `const` from its context and
 * checks it against the temporal dead zone at every use, a few instructions
 * on every event (docs/speed_log.md, "Why a polling event cannot be skipped
 * exactly").
 */
const enum Fixed {
  /** An indexed event is one int32: its kind (1..MaxKind) above its index's IndexBits. */
  IndexBits = 27,
  IndexMask = (1 << IndexBits) - 1,
  MaxKind = 15,
  /** Events due this many cycles or more after now go to the far heap (a choice of speed, not of order). */
  FarCycles = 1 << 16,
  RingMask = FarCycles - 1,
  /** Far events held at once at most (slots of EventHeap; one sleep timer per sleeping wave in practice). */
  SlotSpace = 1 << 21,
}
export const MAX_EVENT_KIND: number = Fixed.MaxKind;
export const MAX_EVENT_INDEX: number = Fixed.IndexMask;

/**
 * The action an indexed event holds where a store keeps actions (the far
 * heap, `pop`); its argument is the packed event. Never called. A function
 * declaration, not a const: V8 checks a module-level const against the
 * temporal dead zone at every read, and this is read several times per event.
 */
function INDEXED(): void {
  throw new Error('event queue: an indexed event was called as a function');
}

/** Name of an event: its function's, or its kind's. */
function eventName(action: EventAction, arg: unknown, runner: IndexedEventRunner | undefined): string {
  if (action === INDEXED) return runner?.kindNames[(arg as number) >>> Fixed.IndexBits] ?? '(indexed)';
  return action.name || '(anonymous)';
}

/**
 * Events run per kind name while a tool counts them (`countEventKinds`;
 * bench/case_profile.ts): process-wide, so a tool needs no path to the queue
 * inside the GPU it drives. Undefined otherwise, which costs an event one test.
 */
let kindCounts: Map<string, number> | undefined;

/**
 * Counts every event any queue runs from now on into `counts`, by name — a
 * function event by its function's name, an indexed one by its kind's
 * (`IndexedEventRunner.kindNames`) — undefined stops counting.
 */
export function countEventKinds(counts: Map<string, number> | undefined): void {
  kindCounts = counts;
}

/** A copy of `array` twice as long (the parts' parallel arrays grow together). */
function doubled<A extends Float64Array | Int32Array>(array: A): A {
  const copy = new (array.constructor as new (length: number) => A)(array.length * 2);
  copy.set(array);
  return copy;
}

/** The queue operations `EventQueue` needs from each of its two parts. */
interface EventStore {
  readonly count: number;
  /** Head key (count > 0). */
  headTime(): number;
  headSeq(): number;
  push(time: number, seq: number, action: EventAction, arg: unknown): void;
  /** Like push, for a sequence number older than some held at `time` (EventQueue.atReserved): placed in key order. */
  pushReserved(time: number, seq: number, action: EventAction, arg: unknown): void;
  /** Removes the head (count > 0) and returns its action; its argument is then in `poppedArg`. */
  pop(): EventAction;
  readonly poppedArg: unknown;
}

/**
 * Far events: a binary min-heap of (time, seq, action), hole sifting (one
 * write per level), beside a FIFO of the entries pushed in key order. Most
 * far events are sleep timers of one length, pushed as the clock moves, so
 * they append to the FIFO and leave from its front without a sift; an entry
 * older than the FIFO's tail goes to the heap, and the head is the smaller
 * of the two heads, so the order is that of one heap. Each entry owns a slot
 * for as long as it is held; cancelling sets the slot's flag, so a cancel is
 * O(1) and a popped cancelled entry is skipped. A slot's generation changes
 * when it is freed, so a handle to an event that already ran cancels
 * nothing. An indexed event is its packed integer in `payloads` (the
 * FIFO's `fifoPayloads`) and nothing in the object arrays, which hold
 * undefined there: a GFX10+ sleep timer, nearly every far event, then
 * stores no object (no write barrier) when pushed, and nothing is cleared
 * when it leaves.
 */
class EventHeap implements EventStore {
  times = new Float64Array(256);
  seqs = new Float64Array(256);
  slots = new Int32Array(256);
  /** The packed indexed event, or -1 for a function event (whose action and argument are in `actions` and `args`). */
  payloads = new Int32Array(256);
  actions: (EventAction | undefined)[] = holeyObjectArray();
  args: unknown[] = holeyObjectArray();
  poppedArg: unknown = undefined;
  /** Entries held, heap and FIFO. */
  count = 0;
  /** Entries in the heap: times[0 .. heapCount). */
  private heapCount = 0;
  /** The FIFO, at fifoHead .. fifoTail of its arrays, in key order. */
  private fifoTimes = new Float64Array(256);
  private fifoSeqs = new Float64Array(256);
  private fifoSlots = new Int32Array(256);
  private fifoPayloads = new Int32Array(256);
  private readonly fifoActions: (EventAction | undefined)[] = holeyObjectArray();
  private readonly fifoArgs: unknown[] = holeyObjectArray();
  private fifoHead = 0;
  private fifoTail = 0;
  /** Held entries whose slot is cancelled. */
  dead = 0;
  private slotCancelled = new Uint8Array(256);
  private slotGen = new Uint32Array(256);
  /** Freed slots, a stack of `freeCount` (as long as `slotGen`: at most every slot made is free). */
  private freeSlots = new Int32Array(256);
  private freeCount = 0;
  private slotsMade = 0;

  /** True when the head is the FIFO's front (count > 0). */
  private fifoFirst(): boolean {
    const f = this.fifoHead;
    if (f === this.fifoTail) return false;
    if (this.heapCount === 0) return true;
    const tf = this.fifoTimes[f]!;
    const th = this.times[0]!;
    return tf < th || (tf === th && this.fifoSeqs[f]! < this.seqs[0]!);
  }

  headTime(): number {
    return this.fifoFirst() ? this.fifoTimes[this.fifoHead]! : this.times[0]!;
  }

  headSeq(): number {
    return this.fifoFirst() ? this.fifoSeqs[this.fifoHead]! : this.seqs[0]!;
  }

  headCancelled(): boolean {
    return this.slotCancelled[this.fifoFirst() ? this.fifoSlots[this.fifoHead]! : this.slots[0]!] === 1;
  }

  /** Adds the entry; returns its handle for `cancel` (generation · Fixed.SlotSpace + slot). */
  push(time: number, seq: number, action: EventAction, arg: unknown): number {
    const slot = this.takeSlot();
    this.count++;
    const payload = action === INDEXED ? (arg as number) : -1;
    const t = this.fifoTail;
    if (t === this.fifoHead || time > this.fifoTimes[t - 1]! || (time === this.fifoTimes[t - 1]! && seq > this.fifoSeqs[t - 1]!)) {
      this.append(time, seq, slot, payload, action, arg);
      return this.slotGen[slot]! * Fixed.SlotSpace + slot;
    }
    if (this.heapCount === this.times.length) this.grow();
    const k = this.heapCount++;
    this.times[k] = time;
    this.seqs[k] = seq;
    this.slots[k] = slot;
    this.payloads[k] = payload;
    if (payload < 0) {
      this.actions[k] = action;
      this.args[k] = arg;
    }
    this.siftUp(k);
    return this.slotGen[slot]! * Fixed.SlotSpace + slot;
  }

  /** `push`, whose key order a reserved sequence number does not disturb; returns the handle. */
  pushReserved(time: number, seq: number, action: EventAction, arg: unknown): number {
    return this.push(time, seq, action, arg);
  }

  /** Marks the entry of `handle` cancelled, unless it is no longer held. */
  cancel(handle: number): void {
    const slot = floorMod(handle, Fixed.SlotSpace); // handles exceed 2^31: no double `%`
    if (slot >= this.slotsMade || this.slotGen[slot] !== (handle - slot) / Fixed.SlotSpace || this.slotCancelled[slot] === 1) return;
    this.slotCancelled[slot] = 1;
    this.dead++;
    // Cancelled timers would otherwise pile up: drop them once they are seven eighths of the store. A
    // compaction moves every live entry, so the later it comes the fewer moves per cancel (at half, two).
    if (this.dead >= 256 && this.dead * 8 >= this.count * 7) this.removeDead();
  }

  pop(): EventAction {
    this.count--;
    if (this.fifoFirst()) {
      const f = this.fifoHead++;
      const payload = this.fifoPayloads[f]!;
      let action: EventAction = INDEXED;
      if (payload < 0) {
        action = this.fifoActions[f]!;
        this.poppedArg = this.fifoArgs[f];
        this.fifoActions[f] = undefined;
        this.fifoArgs[f] = undefined;
      } else {
        this.poppedArg = payload;
      }
      this.freeSlot(this.fifoSlots[f]!);
      if (this.fifoHead === this.fifoTail) this.fifoHead = this.fifoTail = 0;
      return action;
    }
    const payload = this.payloads[0]!;
    const action = payload < 0 ? this.actions[0]! : INDEXED;
    this.poppedArg = payload < 0 ? this.args[0] : payload;
    this.freeSlot(this.slots[0]!);
    const last = --this.heapCount;
    this.times[0] = this.times[last]!;
    this.seqs[0] = this.seqs[last]!;
    this.slots[0] = this.slots[last]!;
    this.payloads[0] = this.payloads[last]!;
    this.actions[0] = this.actions[last];
    this.args[0] = this.args[last];
    this.actions[last] = undefined;
    this.args[last] = undefined;
    if (last > 1) this.siftDown(0);
    return action;
  }

  /** Appends to the FIFO (its key is after its tail's), moving it to the front or growing it when full. */
  private append(time: number, seq: number, slot: number, payload: number, action: EventAction, arg: unknown): void {
    if (this.fifoTail === this.fifoTimes.length) {
      const n = this.fifoTail - this.fifoHead;
      if (n * 2 > this.fifoTimes.length) {
        this.fifoTimes = doubled(this.fifoTimes);
        this.fifoSeqs = doubled(this.fifoSeqs);
        this.fifoSlots = doubled(this.fifoSlots);
        this.fifoPayloads = doubled(this.fifoPayloads);
      }
      this.fifoTimes.copyWithin(0, this.fifoHead, this.fifoTail);
      this.fifoSeqs.copyWithin(0, this.fifoHead, this.fifoTail);
      this.fifoSlots.copyWithin(0, this.fifoHead, this.fifoTail);
      this.fifoPayloads.copyWithin(0, this.fifoHead, this.fifoTail);
      for (let i = 0; i < n; i++) {
        this.fifoActions[i] = this.fifoActions[this.fifoHead + i];
        this.fifoArgs[i] = this.fifoArgs[this.fifoHead + i];
      }
      for (let i = n; i < this.fifoTail; i++) {
        this.fifoActions[i] = undefined;
        this.fifoArgs[i] = undefined;
      }
      this.fifoHead = 0;
      this.fifoTail = n;
    }
    const t = this.fifoTail++;
    this.fifoTimes[t] = time;
    this.fifoSeqs[t] = seq;
    this.fifoSlots[t] = slot;
    this.fifoPayloads[t] = payload;
    if (payload < 0) {
      this.fifoActions[t] = action;
      this.fifoArgs[t] = arg;
    }
  }

  /** Drops the cancelled entries, keeping the FIFO's order and restoring the heap's (keys are unique: the live order is unchanged). */
  private removeDead(): void {
    this.fifoTail = this.compact(this.fifoTimes, this.fifoSeqs, this.fifoSlots, this.fifoPayloads, this.fifoActions, this.fifoArgs, this.fifoHead, this.fifoTail);
    if (this.fifoHead === this.fifoTail) this.fifoHead = this.fifoTail = 0;
    const n = this.compact(this.times, this.seqs, this.slots, this.payloads, this.actions, this.args, 0, this.heapCount);
    this.heapCount = n;
    this.count = n + this.fifoTail - this.fifoHead;
    for (let k = (n >> 1) - 1; k >= 0; k--) this.siftDown(k);
  }

  /**
   * Moves the live entries of [from, to) of one part's parallel arrays down
   * to start at `from`, in order, freeing the cancelled ones' slots and
   * clearing the vacated actions and arguments; returns the new end.
   */
  private compact(
    times: Float64Array,
    seqs: Float64Array,
    slots: Int32Array,
    payloads: Int32Array,
    actions: (EventAction | undefined)[],
    args: unknown[],
    from: number,
    to: number,
  ): number {
    let kept = from;
    for (let i = from; i < to; i++) {
      const slot = slots[i]!;
      if (this.slotCancelled[slot] === 1) {
        this.freeSlot(slot);
        continue;
      }
      times[kept] = times[i]!;
      seqs[kept] = seqs[i]!;
      slots[kept] = slot;
      payloads[kept] = payloads[i]!;
      actions[kept] = actions[i];
      args[kept] = args[i];
      kept++;
    }
    for (let i = kept; i < to; i++) {
      actions[i] = undefined;
      args[i] = undefined;
    }
    return kept;
  }

  private takeSlot(): number {
    if (this.freeCount > 0) return this.freeSlots[--this.freeCount]!;
    const slot = this.slotsMade++;
    if (slot >= Fixed.SlotSpace) throw new Error(`event queue: more than ${Fixed.SlotSpace} far events held at once`);
    if (slot === this.slotGen.length) {
      const gen = new Uint32Array(slot * 2);
      gen.set(this.slotGen);
      this.slotGen = gen;
      const cancelled = new Uint8Array(slot * 2);
      cancelled.set(this.slotCancelled);
      this.slotCancelled = cancelled;
      this.freeSlots = doubled(this.freeSlots);
    }
    return slot;
  }

  private freeSlot(slot: number): void {
    if (this.slotCancelled[slot] === 1) {
      this.slotCancelled[slot] = 0;
      this.dead--;
    }
    // Generations stay below 2^31, so handles stay exact doubles (< 2^52).
    this.slotGen[slot] = (this.slotGen[slot]! + 1) & 0x7fffffff;
    this.freeSlots[this.freeCount++] = slot;
  }

  private grow(): void {
    this.times = doubled(this.times);
    this.seqs = doubled(this.seqs);
    this.slots = doubled(this.slots);
    this.payloads = doubled(this.payloads);
  }

  private siftUp(k: number): void {
    const times = this.times;
    const seqs = this.seqs;
    const slots = this.slots;
    const payloads = this.payloads;
    const actions = this.actions;
    const args = this.args;
    const t = times[k]!;
    const s = seqs[k]!;
    const slot = slots[k]!;
    const payload = payloads[k]!;
    const a = actions[k];
    const arg = args[k];
    while (k > 0) {
      const parent = (k - 1) >> 1;
      const tp = times[parent]!;
      if (tp < t || (tp === t && seqs[parent]! < s)) break;
      times[k] = tp;
      seqs[k] = seqs[parent]!;
      slots[k] = slots[parent]!;
      payloads[k] = payloads[parent]!;
      actions[k] = actions[parent];
      args[k] = args[parent];
      k = parent;
    }
    times[k] = t;
    seqs[k] = s;
    slots[k] = slot;
    payloads[k] = payload;
    actions[k] = a;
    args[k] = arg;
  }

  private siftDown(k: number): void {
    const times = this.times;
    const seqs = this.seqs;
    const slots = this.slots;
    const payloads = this.payloads;
    const actions = this.actions;
    const args = this.args;
    const n = this.heapCount;
    const t = times[k]!;
    const s = seqs[k]!;
    const slot = slots[k]!;
    const payload = payloads[k]!;
    const a = actions[k];
    const arg = args[k];
    for (;;) {
      const l = 2 * k + 1;
      if (l >= n) break;
      let m = l;
      const r = l + 1;
      if (r < n && (times[r]! < times[l]! || (times[r] === times[l] && seqs[r]! < seqs[l]!))) m = r;
      const tm = times[m]!;
      if (t < tm || (t === tm && s < seqs[m]!)) break;
      times[k] = tm;
      seqs[k] = seqs[m]!;
      slots[k] = slots[m]!;
      payloads[k] = payloads[m]!;
      actions[k] = actions[m];
      args[k] = args[m];
      k = m;
    }
    times[k] = t;
    seqs[k] = s;
    slots[k] = slot;
    payloads[k] = payload;
    actions[k] = a;
    args[k] = arg;
  }
}

/**
 * The near ring's storage and its hot operations are the engine core's
 * (engine_core.ts: WebAssembly, one instance for the thread). Its events are
 * one integer each; a function event's action and argument stay in
 * JavaScript, in ENTRY_ACTIONS and ENTRY_ARGS by entry.
 *
 * One `CycleRing` holds the storage at a time (`Ring.holder`). A ring takes
 * it before it touches it (`hold`): the holder's events move to a list of
 * its own, and move back when it next takes the storage. `GpuEngine.run`
 * returns only when its queue is empty, so taking the storage moves nothing
 * unless engines interleave their events (tests may; a hang report leaves a
 * queue full, which is then never run again).
 *
 * The entry pool has a fixed size (`Pool.Entries`; WebAssembly memory,
 * touched only as far as entries are made): when every entry is in use the
 * queue puts further events in its far store, which keeps the same order
 * (`EventQueue.schedule`).
 */
const enum Pool {
  Entries = 1 << 20,
}
export const NEAR_EVENT_ENTRIES: number = Pool.Entries;
const RING = CORE;
if (RING.windowCycles() !== Fixed.FarCycles || RING.entryCapacity() !== Pool.Entries) {
  throw new Error("event queue: the engine core's ring was built for another window or pool (npm run gen:wasm)");
}

/** A function event's action and argument by entry (undefined for indexed events and free entries). */
const ENTRY_ACTIONS: (EventAction | undefined)[] = holeyObjectArray();
const ENTRY_ARGS: unknown[] = holeyObjectArray();

/** Who holds the storage. */
const Ring: { holder: CycleRing | undefined } = { holder: undefined };

/**
 * Near events: a ring with one FIFO per cycle of the window (see the file
 * comment), in the thread's storage (`RING`). Nothing is allocated per
 * event, and the entries of one cycle sit close together, so an event costs
 * a few memory accesses instead of a heap sift and several objects' cache
 * lines. This object is one queue's view of the storage.
 */
class CycleRing implements EventStore {
  poppedArg: unknown = undefined;
  /** This ring's events while another ring holds the storage, in key order: time, sequence, payload, action, argument. */
  private readonly aside: unknown[] = [];

  /**
   * Takes the storage when another ring holds it (see `Ring`). Every method
   * that reads the storage calls it first, or runs right after one that did.
   * The test alone, so that V8 inlines it; `take` does the rest.
   */
  hold(): void {
    if (Ring.holder !== this) this.take();
  }

  private take(): void {
    Ring.holder?.moveAside();
    Ring.holder = this;
    const aside = this.aside;
    if (aside.length === 0) return;
    // Linked again in key order (the previous holder's entries are all free now).
    for (let i = 0; i < aside.length; i += 5) {
      const time = aside[i] as number;
      const seq = aside[i + 1] as number;
      const payload = aside[i + 2] as number;
      if (payload >= 0) this.pushIndexed(time, seq, payload);
      else this.push(time, seq, aside[i + 3] as EventAction, aside[i + 4]);
    }
    aside.length = 0;
  }

  /** Moves every held event out of the storage, in key order, and leaves it empty. */
  private moveAside(): void {
    if (RING.eventCount() === 0) return;
    const start = RING.headSlotIndex();
    const headCycle = RING.headTime();
    for (let slot = start; ; ) {
      for (let e = RING.firstOf(slot); e >= 0; ) {
        this.aside.push(headCycle + ((slot - start) & Fixed.RingMask), RING.seqOf(e), RING.payloadOf(e), ENTRY_ACTIONS[e], ENTRY_ARGS[e]);
        const n = RING.nextOf(e);
        this.release(e);
        e = n;
      }
      RING.clearSlot(slot);
      const n = RING.nextMarked(slot);
      if (n < 0) break;
      slot = n;
    }
    RING.setEmpty();
  }

  /** Events held. */
  get count(): number {
    this.hold();
    return RING.eventCount();
  }

  /** Room for one more entry (else the queue uses its far store). */
  hasRoom(): boolean {
    return RING.hasRoom() !== 0;
  }

  headTime(): number {
    this.hold();
    return RING.headTime();
  }

  headSeq(): number {
    this.hold();
    return RING.headSeq();
  }

  /** `time` is a whole cycle within the window (EventQueue routes others, and all when there is no room, to the far heap). */
  push(time: number, seq: number, action: EventAction, arg: unknown): void {
    this.hold();
    this.keepObjects(RING.push(time, seq, action === INDEXED ? (arg as number) : -1), action, arg);
  }

  /** `push` of an indexed event (its packed form). */
  pushIndexed(time: number, seq: number, payload: number): void {
    this.hold();
    RING.push(time, seq, payload);
  }

  /** `push` with a sequence number older than some held at `time`: placed in sequence order (at now, among those still to run: the caller vouches that this one is too). */
  pushReserved(time: number, seq: number, action: EventAction, arg: unknown): void {
    this.hold();
    this.keepObjects(RING.pushReserved(time, seq, action === INDEXED ? (arg as number) : -1), action, arg);
  }

  /** A function event's action and argument, by its entry (an indexed event is its payload alone). */
  private keepObjects(e: number, action: EventAction, arg: unknown): void {
    if (action === INDEXED) return;
    ENTRY_ACTIONS[e] = action;
    ENTRY_ARGS[e] = arg;
  }

  pop(): EventAction {
    this.hold();
    const e = RING.unlinkHead();
    const payload = RING.payloadOf(e);
    if (payload >= 0) {
      this.poppedArg = payload;
      RING.release(e);
      return INDEXED;
    }
    const action = ENTRY_ACTIONS[e]!;
    this.poppedArg = ENTRY_ARGS[e];
    this.release(e);
    return action;
  }

  /**
   * Removes the head (count > 0) from its cycle and returns its entry, still
   * holding its action and argument (`actionOf`, `argOf`) until `release`.
   * The engine loop takes the argument from here rather than from
   * `poppedArg`: storing a young object (a wave's context, most of its life)
   * into the old ring would take the write barrier's slow path at every pop.
   * The caller holds the storage (`hold`).
   */
  unlinkHead(): number {
    return RING.unlinkHead();
  }

  actionOf(e: number): EventAction {
    return ENTRY_ACTIONS[e]!;
  }

  argOf(e: number): unknown {
    return ENTRY_ARGS[e];
  }

  removeCancelled(cancelled: ReadonlySet<number>): void {
    if (this.count === 0) return;
    const start = RING.headSlotIndex();
    const distance = (slot: number): number => (slot - start) & Fixed.RingMask;
    let newHead = -1;
    // Every marked slot once, cyclically from the head: that is cycle order.
    for (let slot = start; ; ) {
      let kept = -1;
      for (let e = RING.firstOf(slot); e >= 0; ) {
        const n = RING.nextOf(e);
        if (cancelled.has(RING.seqOf(e))) {
          this.dropObjects(e);
          RING.unlinkFrom(slot, kept, e);
        } else {
          kept = e;
        }
        e = n;
      }
      if (RING.firstOf(slot) >= 0 && newHead < 0) newHead = slot;
      const n = RING.nextMarked(slot);
      if (n < 0 || distance(n) <= distance(slot)) break;
      slot = n;
    }
    if (newHead >= 0) RING.moveHead(newHead, distance(newHead));
  }

  /** Returns an entry to the pool; a function event's action and argument are dropped so they can be collected. */
  release(e: number): void {
    this.dropObjects(e);
    RING.release(e);
  }

  private dropObjects(e: number): void {
    if (RING.payloadOf(e) < 0) {
      ENTRY_ACTIONS[e] = undefined;
      ENTRY_ARGS[e] = undefined;
    }
  }
}

export class EventQueue implements CoreEventHost {
  private readonly near = new CycleRing();
  private readonly far = new EventHeap();
  /**
   * A time no later than the far store's earliest entry (cancelled ones
   * included; Infinity when it is empty): while the near head is earlier,
   * it is the next event without a look at the far store (GFX10+ keeps
   * sleep timers there nearly all the time).
   */
  private farHead = Infinity;
  /**
   * Sequence numbers of cancelled near events: dropped when they reach the
   * head, without moving the clock. Cancelled far events are flagged in their
   * heap; near events (nearly all events, and not cancelled in practice) need
   * no lookup while this set is empty.
   */
  private readonly nearCancelled = new Set<number>();
  /**
   * The near head is the next live event when it is earlier than this:
   * `farHead` while no near event is cancelled, else −Infinity (`syncNearFirst`).
   * One field for the two tests, which every event makes (`runUntil`).
   */
  private nearFirstBefore = Infinity;
  /** The current cycle: the time of the event being processed. */
  now = 0;
  /** Events run so far (RunStats.engineEvents: the host's work, not a hardware quantity). */
  eventsRun = 0;
  private indexed: IndexedEventRunner | undefined = undefined;

  constructor() {
    // `now` takes cycles read from the far store's Float64Array, which are doubles to V8. A field that
    // held small integers until the first of them arrived changed its representation then, and V8
    // threw away the optimized code of every function that inlined a read of it: the queue's and
    // some twenty of its callers', once per process, in the middle of a case (docs/speed_log.md,
    // thirty-seventh stop). A double stored first (−0 is not a small integer) gives the field that
    // representation from the start.
    this.now = -0;
    this.now = 0;
  }

  /** Installs the runner of this queue's indexed events (once, before the first `atIndexed`). */
  setIndexedRunner(runner: IndexedEventRunner): void {
    if (this.indexed !== undefined) throw new Error('event queue: its indexed-event runner is already set');
    this.indexed = runner;
  }

  /**
   * Schedules the indexed event (`kind`, `index`) at `cycle`, as `at` does a
   * function: same order, same handle. The queue's `IndexedEventRunner` runs it.
   */
  atIndexed(cycle: number, kind: number, index: number): number {
    const payload = this.packIndexed(kind, index);
    const time = cycle < this.now ? this.now : cycle;
    if (!this.isNear(time)) return this.schedule(time, INDEXED, payload);
    // `schedule`'s near case without its function-or-indexed tests (nearly every event is this one).
    const seq = NEXT_SEQ[0]!;
    NEXT_SEQ[0] = seq + 1;
    this.near.pushIndexed(time, seq, payload);
    return 2 * seq;
  }

  /** `atReserved` for an indexed event; returns its handle for `cancel`. */
  atIndexedReserved(cycle: number, seq: number, kind: number, index: number): number {
    return this.scheduleReserved(cycle, seq, INDEXED, this.packIndexed(kind, index));
  }

  /** One int32 for an indexed event (integer kind and index); refuses one out of range, or with no runner to run it (programming errors). */
  private packIndexed(kind: number, index: number): number {
    if (!(kind >= 1 && kind <= Fixed.MaxKind && index >= 0 && index <= Fixed.IndexMask)) {
      throw new Error(`event queue: indexed event kind ${kind} index ${index} out of range (kinds 1..${Fixed.MaxKind}, indices 0..${Fixed.IndexMask})`);
    }
    if (this.indexed === undefined) throw new Error('event queue: an indexed event, but no indexed-event runner is set');
    return (kind << Fixed.IndexBits) | index;
  }

  /** Events held (cancelled ones included until they are dropped). */
  get size(): number {
    return this.near.count + this.far.count;
  }

  /**
   * Schedules `action` at `cycle` (never earlier than now), to be called
   * with `arg`; returns a handle for `cancel` (≥ 0): twice the far heap's
   * handle plus one for a far event, twice the sequence number for a near one.
   */
  at(cycle: number, action: () => void): number;
  at<A>(cycle: number, action: (arg: A) => void, arg: A): number;
  at(cycle: number, action: EventAction, arg?: unknown): number {
    return this.schedule(cycle, action, arg);
  }

  /** `at` for a function event or an indexed one (INDEXED and its packed form). */
  private schedule(cycle: number, action: EventAction, arg: unknown): number {
    const time = cycle < this.now ? this.now : cycle;
    const seq = this.reserve();
    if (!this.isNear(time)) {
      if (time < this.farHead) this.setFarHead(time);
      return 2 * this.far.push(time, seq, action, arg) + 1;
    }
    this.near.push(time, seq, action, arg);
    return 2 * seq;
  }

  /** An event at `time` (not before now) goes to the near ring: a whole cycle within its window, and an entry free. */
  private isNear(time: number): boolean {
    return time - this.now < Fixed.FarCycles && Number.isInteger(time) && this.near.hasRoom();
  }

  /**
   * The sequence number an event scheduled now would take, for an event whose
   * time is known only later (`atReserved`): it then runs exactly where it
   * would have run had it been scheduled now.
   */
  reserve(): number {
    const seq = NEXT_SEQ[0]!;
    NEXT_SEQ[0] = seq + 1;
    return seq;
  }

  /**
   * Schedules `action` at `cycle`, to be called with `arg`, with a sequence
   * number from `reserve`; returns a handle for `cancel`, as `at` does. The
   * cycle is not before now; at now, the caller vouches that the event had
   * not yet run (its number is above the running event's), so it runs among
   * the events left at this cycle, in key order.
   */
  atReserved(cycle: number, seq: number, action: () => void): number;
  atReserved<A>(cycle: number, seq: number, action: (arg: A) => void, arg: A): number;
  atReserved(cycle: number, seq: number, action: EventAction, arg?: unknown): number {
    return this.scheduleReserved(cycle, seq, action, arg);
  }

  /** `atReserved` for a function event or an indexed one. */
  private scheduleReserved(cycle: number, seq: number, action: EventAction, arg: unknown): number {
    if (!(cycle >= this.now) || seq >= NEXT_SEQ[0]!) {
      throw new Error(`event queue: a reserved event must not be earlier than now (${cycle} at cycle ${this.now}) and must be reserved (seq ${seq})`);
    }
    if (!this.isNear(cycle)) {
      if (cycle < this.farHead) this.setFarHead(cycle);
      return 2 * this.far.pushReserved(cycle, seq, action, arg) + 1;
    }
    this.near.pushReserved(cycle, seq, action, arg);
    return 2 * seq;
  }

  /**
   * Cancels a scheduled event (e.g. a sleep timer after an early wake-up), so
   * it neither runs nor advances the clock past the real end of the work.
   */
  cancel(handle: number): void {
    if (floorMod(handle, 2) === 1) {
      this.far.cancel((handle - 1) / 2);
      return;
    }
    // Cancelled near events would otherwise pile up: drop them once they are half of the near events.
    // Keys (cycle, sequence) are unique, so the rebuilt queue pops the same events in the same order.
    const cancelled = this.nearCancelled;
    cancelled.add(handle / 2);
    if (cancelled.size >= 64 && cancelled.size * 2 >= this.near.count) {
      this.near.removeCancelled(cancelled);
      cancelled.clear();
    }
    this.syncNearFirst();
  }

  /** Schedules `action` `delay` cycles from now. */
  after(delay: number, action: () => void): number {
    return this.at(this.now + delay, action);
  }

  /** Time of the next event (cancelled ones included), or undefined when idle. */
  peekTime(): number | undefined {
    return this.head()?.headTime();
  }

  /** Pops the earliest live event, advances the clock to it and runs it. Returns false when empty. */
  runNext(): boolean {
    return this.runNextUntil(Infinity) === RunResult.Ran;
  }

  /**
   * Like runNext, but leaves the next live event queued when it is due after
   * `limit` (the engine's deadlines), so the engine checks its deadlines and
   * runs the event with one look at the queue heads.
   */
  runNextUntil(limit: number): RunResult {
    // With no cancelled near events and no far event as early (the common case) the near head is the next live event.
    const near = this.near;
    const store = near.count > 0 && near.headTime() < this.nearFirstBefore ? near : this.liveHead();
    if (store === undefined) return RunResult.Idle;
    const time = store.headTime();
    if (time > limit) return RunResult.BeyondLimit;
    const action = store.pop();
    if (store === this.far) this.syncFarHead();
    this.runPopped(time, action, store.poppedArg);
    return RunResult.Ran;
  }

  /**
   * Runs events in order while the next live one is due at or before
   * `limit`, at most `max` of them (the engine's loop between its checks:
   * its deadlines only move later while events run, so a limit taken before
   * the batch never lets an event run that a fresh one would stop). Returns
   * how many ran; 0 when the next is due after the limit or none is queued.
   */
  runUntil(limit: number, max: number): number {
    const near = this.near;
    // Events of this queue's handlers touch only this queue: the ring's storage stays held for the batch.
    this.claimCore();
    let n = 0;
    while (n < max) {
      // The common case, in the engine core: the ring's head is an indexed event and the next live one.
      const ran = RING.runIndexed(limit, max - n);
      if (ran > 0) {
        n += ran;
        this.tookCoreRun();
        if (n >= max) break;
      }
      // What stopped it: a near function event, the far store's head or a cancelled event first, the limit, or nothing queued.
      const time = near.count > 0 ? near.headTime() : Infinity;
      if (!(time < this.nearFirstBefore)) {
        if (this.runNextUntil(limit) !== RunResult.Ran) break;
        n++;
        continue;
      }
      if (time > limit) break;
      this.runNearFunction(time, near.unlinkHead());
      n++;
    }
    return n;
  }

  /**
   * The engine core's ring is this queue's, and the core schedules into it
   * (and calls back here): at each `runUntil`, and before a call into the
   * core that may schedule (the SIMD arbiter's).
   */
  claimCore(): void {
    this.near.hold();
    // While this queue is the core's host, `syncNearFirst` keeps the ring's copy of `nearFirstBefore` current.
    if (CoreHosts.events === this) return;
    CoreHosts.events = this;
    RING.setNearFirstBefore(this.nearFirstBefore);
  }

  /** After `runIndexed`: the clock at its last event, and the loop steps and serves it ran counted (they never reach JavaScript). */
  private tookCoreRun(): void {
    this.now = RUN_STATE[RUN_LAST_TIME]!;
    const advances = RUN_STATE[EventKindCounted.Advance]!;
    const sleepsEnded = RUN_STATE[EventKindCounted.SleepEnded]!;
    const serves = RUN_STATE[EventKindCounted.Serve]!;
    if (advances + sleepsEnded + serves === 0) return;
    this.eventsRun += advances + sleepsEnded + serves;
    RUN_STATE[EventKindCounted.Advance] = 0;
    RUN_STATE[EventKindCounted.SleepEnded] = 0;
    RUN_STATE[EventKindCounted.Serve] = 0;
    if (kindCounts !== undefined) {
      const names = this.indexed!.kindNames;
      for (const [kind, times] of [[EventKindCounted.Advance, advances], [EventKindCounted.SleepEnded, sleepsEnded], [EventKindCounted.Serve, serves]] as const) {
        const name = names[kind]!;
        if (times > 0) kindCounts.set(name, (kindCounts.get(name) ?? 0) + times);
      }
    }
  }

  /** An indexed event the ring popped in `runUntil` (its `runEvent` import), run at its time, counted. */
  runIndexedAt(kind: number, index: number, time: number): void {
    this.now = time;
    this.eventsRun++;
    if (kindCounts !== undefined) this.count(INDEXED, (kind << Fixed.IndexBits) | index);
    this.indexed!.run(kind, index);
  }

  scheduleFar(time: number, payload: number, now: number): void {
    this.now = now;
    this.atIndexed(time, payload >>> Fixed.IndexBits, payload & Fixed.IndexMask);
  }

  scheduleReservedFor(time: number, seq: number, payload: number, now: number): number {
    this.now = now;
    return this.atIndexedReserved(time, seq, payload >>> Fixed.IndexBits, payload & Fixed.IndexMask);
  }

  /** Runs the unlinked near function event `e` at its time. */
  private runNearFunction(time: number, e: number): void {
    const near = this.near;
    const action = near.actionOf(e);
    const arg = near.argOf(e);
    near.release(e);
    this.runPopped(time, action, arg);
  }

  /** The part whose head is the earliest live event, after dropping cancelled heads; undefined when none is left. */
  private liveHead(): EventStore | undefined {
    for (;;) {
      const store = this.head();
      if (store === undefined) return undefined;
      const far = store === this.far;
      if (far ? this.far.dead > 0 && this.far.headCancelled() : this.nearCancelled.size > 0 && this.nearCancelled.delete(store.headSeq())) {
        store.pop();
        if (far) this.syncFarHead();
        else this.syncNearFirst();
        continue;
      }
      return store;
    }
  }

  /** Runs a popped event at its time, counted. */
  private runPopped(time: number, action: EventAction, arg: unknown): void {
    this.now = time;
    this.eventsRun++;
    if (kindCounts !== undefined) this.count(action, arg);
    if (action === INDEXED) {
      const payload = arg as number;
      this.indexed!.run(payload >>> Fixed.IndexBits, payload & Fixed.IndexMask);
    } else {
      action(arg);
    }
  }

  private count(action: EventAction, arg: unknown): void {
    const name = eventName(action, arg, this.indexed);
    kindCounts!.set(name, (kindCounts!.get(name) ?? 0) + 1);
  }

  private syncFarHead(): void {
    this.setFarHead(this.far.count === 0 ? Infinity : this.far.headTime());
  }

  private setFarHead(time: number): void {
    this.farHead = time;
    this.syncNearFirst();
  }

  private syncNearFirst(): void {
    this.nearFirstBefore = this.nearCancelled.size === 0 ? this.farHead : -Infinity;
    // The ring's loop reads it at every event (`runIndexed`) while this queue runs.
    if (CoreHosts.events === this) RING.setNearFirstBefore(this.nearFirstBefore);
  }

  /** The part whose head is the earliest (time, seq), or undefined when both are empty. */
  private head(): EventStore | undefined {
    const near = this.near;
    const far = this.far;
    if (far.count === 0) return near.count === 0 ? undefined : near;
    if (near.count === 0) return far;
    const tn = near.headTime();
    const tf = far.headTime();
    return tn < tf || (tn === tf && near.headSeq() < far.headSeq()) ? near : far;
  }
}
