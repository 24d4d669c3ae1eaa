/**
 * The s_sleep timers of GFX10+ waves (S6). Each timer runs out exactly where
 * an event of its own would run, but only the earliest timer of each sleep
 * length is an event in the queue; the others wait in a list.
 *
 * Why: a GFX10+ POPS wait sleeps `s_sleep 0xffff` (4 194 240 cycles), and an
 * exit wakes every poller of its packer (S6), so these timers start and end
 * early by the million while nearly none runs out (NAVI21's
 * `pixel_ordered.4xaa.sample_shading.64x64`: 1.1 M, none). As events, each
 * cost a push into the queue's far store, a cancel and a share of that
 * store's compaction of cancelled entries; here a start or an early end is
 * a few array stores (that case: 1 128 host instructions per event against
 * 1 171, docs/speed_log.md, thirty-eighth stop).
 *
 * Exact: the timers of one length run out in the order they start, and
 * those that start in one cycle in the order of their sequence numbers,
 * which is again the order they start; so a list in start order is in the
 * queue's key order, and its first timer is the one of its length that runs
 * first. A timer takes its sequence number when it starts
 * (`EventQueue.reserve`, where its event would have taken one), and the
 * first of a list is scheduled with it (`atIndexedReserved`). When the first
 * leaves — it ran out, or a wake-up ended its sleep — the next is scheduled
 * with its own number. That is never in the past: the next runs out no
 * earlier than the first, whose event had not run or is running; and at the
 * current cycle its number is above the running event's, so it too had yet
 * to run. The queue thus runs the same timer events, at the same keys, as
 * with an event per timer, and none that was ended early.
 */
import { contextSlot, EventKind } from './engine_events.js';
import type { EventQueue } from './event_queue.js';

/** The timers of one sleep length, a list through the per-slot `Link` fields in start order (slots; -1: none). */
interface TimerList {
  readonly length: number;
  first: number;
  last: number;
  /** The queue's handle of the first timer's event (`EventQueue.cancel`). */
  handle: number;
}

/** Per context slot: its timer's links, its wave's event index and its list, at slot · Link.Count + field. */
const enum Link {
  Next = 0,
  Prev = 1,
  /** The event index of the wave whose timer this is (the SleepEnded event's index). */
  Index = 2,
  /** The list (index in `lists`) holding the slot's timer, -1 when it has none. */
  List = 3,
  Count = 4,
}

/** Per context slot, at slot · Time.Count + field: when the timer runs out and its reserved sequence number. */
const enum Time {
  Due = 0,
  Seq = 1,
  Count = 2,
}

export class SleepTimers {
  private readonly lists: TimerList[] = [];
  private links = new Int32Array(0);
  private times = new Float64Array(0);
  /** Context slots the arrays have room for. */
  private capacity = 0;

  constructor(private readonly queue: EventQueue) {
    // The arrays are replaced when they grow. V8 takes a field as constant until a second value is
    // stored into it, and then throws away the optimized code that relied on that (docs/speed_log.md,
    // thirty-fifth stop): a second value stored now makes them variable from the start.
    this.grow(63);
  }

  /** The wave (its event index, `WaveContext.eventIndex`) sleeps from now for `length` cycles. */
  start(index: number, length: number): void {
    const slot = contextSlot(index);
    if (slot >= this.capacity) this.grow(slot);
    const links = this.links;
    const at = slot * Link.Count;
    // A slot's timer ends before its wave can sleep again (it ran out or was ended early).
    if (links[at + Link.List]! >= 0) throw new Error(`sleep timers: the wave of event index ${index} already sleeps`);
    const l = this.listFor(length);
    const list = this.lists[l]!;
    const due = this.queue.now + length;
    const seq = this.queue.reserve();
    const t = slot * Time.Count;
    this.times[t + Time.Due] = due;
    this.times[t + Time.Seq] = seq;
    links[at + Link.Index] = index;
    links[at + Link.List] = l;
    links[at + Link.Next] = -1;
    links[at + Link.Prev] = list.last;
    if (list.last < 0) {
      list.first = slot;
      list.handle = this.queue.atIndexedReserved(due, seq, EventKind.SleepEnded, index);
    } else {
      links[list.last * Link.Count + Link.Next] = slot;
    }
    list.last = slot;
  }

  /** A wake-up ends the wave's sleep early: its timer is dropped. Nothing when the wave has none. */
  cancel(index: number): void {
    const slot = contextSlot(index);
    if (slot >= this.capacity) return;
    const l = this.links[slot * Link.Count + Link.List]!;
    if (l < 0) return;
    const list = this.lists[l]!;
    if (list.first !== slot) {
      this.unlink(list, slot);
      return;
    }
    this.queue.cancel(list.handle);
    this.unlink(list, slot);
    this.scheduleFirst(list);
  }

  /** The wave's timer ran out: its SleepEnded event is the one running. */
  ranOut(index: number): void {
    const slot = contextSlot(index);
    const l = slot < this.capacity ? this.links[slot * Link.Count + Link.List]! : -1;
    if (l < 0 || this.lists[l]!.first !== slot) throw new Error(`sleep timers: event index ${index} ran out, but its timer is not the first of its length`);
    const list = this.lists[l]!;
    this.unlink(list, slot);
    this.scheduleFirst(list);
  }

  /** Timers waiting, those with an event included (tests). */
  get size(): number {
    let n = 0;
    for (const list of this.lists) for (let s = list.first; s >= 0; s = this.links[s * Link.Count + Link.Next]!) n++;
    return n;
  }

  /** The list of sleeps of `length` cycles (made on its first use). */
  private listFor(length: number): number {
    const lists = this.lists;
    for (let l = 0; l < lists.length; l++) if (lists[l]!.length === length) return l;
    // −0, not −1: a double from the start. Far handles grow past 2^31 (the far store's slot
    // generations), and a field that held small integers until then changed its representation in
    // the middle of a case, throwing away the optimized code of every function that read a list
    // (docs/speed_log.md, thirty-ninth stop). The −0 is never read: the field is read only while a
    // timer is first, and the first's scheduling sets it.
    lists.push({ length, first: -1, last: -1, handle: -0 });
    return lists.length - 1;
  }

  private unlink(list: TimerList, slot: number): void {
    const links = this.links;
    const at = slot * Link.Count;
    const prev = links[at + Link.Prev]!;
    const next = links[at + Link.Next]!;
    if (prev < 0) list.first = next;
    else links[prev * Link.Count + Link.Next] = next;
    if (next < 0) list.last = prev;
    else links[next * Link.Count + Link.Prev] = prev;
    links[at + Link.List] = -1;
  }

  /** The list's first timer (if any) becomes an event, at its own key. */
  private scheduleFirst(list: TimerList): void {
    const slot = list.first;
    if (slot < 0) {
      list.handle = -1;
      return;
    }
    const t = slot * Time.Count;
    list.handle = this.queue.atIndexedReserved(this.times[t + Time.Due]!, this.times[t + Time.Seq]!, EventKind.SleepEnded, this.links[slot * Link.Count + Link.Index]!);
  }

  /** Room for context slot `slot` (slots are below 2^16: engine_events.ts). */
  private grow(slot: number): void {
    let capacity = Math.max(64, this.capacity);
    while (capacity <= slot) capacity *= 2;
    const links = new Int32Array(capacity * Link.Count);
    links.set(this.links);
    for (let s = this.capacity; s < capacity; s++) links[s * Link.Count + Link.List] = -1;
    const times = new Float64Array(capacity * Time.Count);
    times.set(this.times);
    this.links = links;
    this.times = times;
    this.capacity = capacity;
  }
}
