/**
 * The engine's clock: events keyed by (cycle, sequence). The sequence number
 * breaks ties in insertion order, so runs are deterministic. Idle time is
 * skipped: popping an event moves the clock to its cycle. Events are small
 * callbacks; heaps store them in parallel arrays to avoid one wrapper object
 * per event.
 *
 * Two queues share the key order: events due within `FAR_CYCLES` of now,
 * and later ones (in practice GFX10+ `s_sleep 0xFFFF` timers, S6, which a
 * POPS wake-up nearly always cancels). Near events are bucketed by cycle:
 * sequence numbers grow with every insertion, so each cycle's bucket is a
 * FIFO already in key order, and only the distinct cycles live in a heap —
 * waves that wait for a busy SIMD all retry at the cycle it frees, so a deep
 * POPS draw has ~10^6 events but few distinct cycles. A cycle's bucket is
 * found through a ring indexed by the cycle modulo `FAR_CYCLES` (near cycles
 * lie within one such window of now, so they do not collide; a fractional
 * cycle that would share a slot falls back to a map) — a Map keyed by cycle
 * cost a tenth of a polling case's time. Far timers sit in a
 * plain heap of their own, out of the near queue's way. `runNext` takes the
 * smaller head of the two, so the order of events is exactly that of one heap.
 */
export type EventAction = () => void;

/** What `runNextUntil` did: nothing queued, ran one event, or the next live event is due after the limit. */
export const IDLE = 0;
export const RAN = 1;
export const BEYOND_LIMIT = 2;
export type RunResult = typeof IDLE | typeof RAN | typeof BEYOND_LIMIT;

/** Events due this many cycles or more after now go to the far heap (a choice of speed, not of order). */
const FAR_CYCLES = 1 << 16;
const RING_MASK = FAR_CYCLES - 1;

/** The queue operations `EventQueue` needs from each of its two parts. */
interface EventStore {
  readonly count: number;
  /** Head key and action (count > 0). */
  headTime(): number;
  headSeq(): number;
  headAction(): EventAction;
  push(time: number, seq: number, action: EventAction): void;
  /** Like push, for a sequence number older than some held at `time` (EventQueue.atReserved): placed in key order. */
  pushReserved(time: number, seq: number, action: EventAction): void;
  pop(): void;
}

/** Far events held at once at most (slots of EventHeap; one sleep timer per sleeping wave in practice). */
const SLOT_SPACE = 1 << 21;

/**
 * One binary min-heap of (time, seq, action), hole sifting (one write per
 * level). Each entry owns a slot for as long as it is held; cancelling sets
 * the slot's flag, so a cancel is O(1) and a popped cancelled entry is
 * skipped. A slot's generation changes when it is freed, so a handle to an
 * event that already ran cancels nothing.
 */
class EventHeap implements EventStore {
  times = new Float64Array(256);
  seqs = new Float64Array(256);
  slots = new Int32Array(256);
  actions: (EventAction | undefined)[] = [];
  count = 0;
  /** Held entries whose slot is cancelled. */
  dead = 0;
  private slotCancelled = new Uint8Array(256);
  private slotGen = new Uint32Array(256);
  private readonly freeSlots: number[] = [];
  private slotsMade = 0;

  headTime(): number {
    return this.times[0]!;
  }

  headSeq(): number {
    return this.seqs[0]!;
  }

  headAction(): EventAction {
    return this.actions[0]!;
  }

  headCancelled(): boolean {
    return this.slotCancelled[this.slots[0]!] === 1;
  }

  /** Adds the entry; returns its handle for `cancel` (generation · SLOT_SPACE + slot). */
  push(time: number, seq: number, action: EventAction): number {
    if (this.count === this.times.length) this.grow();
    const slot = this.takeSlot();
    const k = this.count++;
    this.times[k] = time;
    this.seqs[k] = seq;
    this.slots[k] = slot;
    this.actions[k] = action;
    this.siftUp(k);
    return this.slotGen[slot]! * SLOT_SPACE + slot;
  }

  pushReserved(time: number, seq: number, action: EventAction): void {
    this.push(time, seq, action);
  }

  /** Marks the entry of `handle` cancelled, unless it is no longer held. */
  cancel(handle: number): void {
    const slot = handle % SLOT_SPACE;
    if (slot >= this.slotsMade || this.slotGen[slot] !== (handle - slot) / SLOT_SPACE || this.slotCancelled[slot] === 1) return;
    this.slotCancelled[slot] = 1;
    this.dead++;
    // Cancelled timers would otherwise pile up: drop them once they are half of the heap.
    if (this.dead >= 64 && this.dead * 2 >= this.count) this.removeDead();
  }

  /** Removes the head (the caller has read it). */
  pop(): void {
    this.freeSlot(this.slots[0]!);
    const last = --this.count;
    this.times[0] = this.times[last]!;
    this.seqs[0] = this.seqs[last]!;
    this.slots[0] = this.slots[last]!;
    this.actions[0] = this.actions[last];
    this.actions[last] = undefined;
    if (last > 1) this.siftDown(0);
  }

  /** Drops the cancelled entries and restores the heap order (keys are unique: the live order is unchanged). */
  private removeDead(): void {
    let n = 0;
    for (let i = 0; i < this.count; i++) {
      const slot = this.slots[i]!;
      if (this.slotCancelled[slot] === 1) {
        this.freeSlot(slot);
        continue;
      }
      this.times[n] = this.times[i]!;
      this.seqs[n] = this.seqs[i]!;
      this.slots[n] = slot;
      this.actions[n] = this.actions[i];
      n++;
    }
    for (let i = n; i < this.count; i++) this.actions[i] = undefined;
    this.count = n;
    for (let k = (n >> 1) - 1; k >= 0; k--) this.siftDown(k);
  }

  private takeSlot(): number {
    const reused = this.freeSlots.pop();
    if (reused !== undefined) return reused;
    const slot = this.slotsMade++;
    if (slot >= SLOT_SPACE) throw new Error(`event queue: more than ${SLOT_SPACE} far events held at once`);
    if (slot === this.slotGen.length) {
      const gen = new Uint32Array(slot * 2);
      gen.set(this.slotGen);
      this.slotGen = gen;
      const cancelled = new Uint8Array(slot * 2);
      cancelled.set(this.slotCancelled);
      this.slotCancelled = cancelled;
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
    this.freeSlots.push(slot);
  }

  private grow(): void {
    const times = new Float64Array(this.times.length * 2);
    times.set(this.times);
    this.times = times;
    const seqs = new Float64Array(this.seqs.length * 2);
    seqs.set(this.seqs);
    this.seqs = seqs;
    const slots = new Int32Array(this.slots.length * 2);
    slots.set(this.slots);
    this.slots = slots;
  }

  private siftUp(k: number): void {
    const times = this.times;
    const seqs = this.seqs;
    const slots = this.slots;
    const actions = this.actions;
    const t = times[k]!;
    const s = seqs[k]!;
    const slot = slots[k]!;
    const a = actions[k];
    while (k > 0) {
      const parent = (k - 1) >> 1;
      const tp = times[parent]!;
      if (tp < t || (tp === t && seqs[parent]! < s)) break;
      times[k] = tp;
      seqs[k] = seqs[parent]!;
      slots[k] = slots[parent]!;
      actions[k] = actions[parent];
      k = parent;
    }
    times[k] = t;
    seqs[k] = s;
    slots[k] = slot;
    actions[k] = a;
  }

  private siftDown(k: number): void {
    const times = this.times;
    const seqs = this.seqs;
    const slots = this.slots;
    const actions = this.actions;
    const n = this.count;
    const t = times[k]!;
    const s = seqs[k]!;
    const slot = slots[k]!;
    const a = actions[k];
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
      actions[k] = actions[m];
      k = m;
    }
    times[k] = t;
    seqs[k] = s;
    slots[k] = slot;
    actions[k] = a;
  }
}

/**
 * The events of one cycle, in insertion (= sequence) order: entries `next`..`n`-1
 * are queued. The arrays keep their length when the bucket is recycled (only
 * `n` and `next` reset): shrinking and regrowing them cost more than the events.
 */
class Bucket {
  time = 0;
  seqs: number[] = [];
  /** Popped entries are cleared so their closures can be collected. */
  actions: (EventAction | undefined)[] = [];
  n = 0;
  next = 0;
}

/** Events bucketed by cycle: a min-heap of distinct cycles and a FIFO per cycle (see the file comment). */
class BucketQueue implements EventStore {
  count = 0;
  private times = new Float64Array(256);
  private distinct = 0;
  /** The bucket of each near cycle at `cycle & RING_MASK` (see the file comment). */
  private readonly ring: (Bucket | undefined)[] = new Array<Bucket | undefined>(FAR_CYCLES).fill(undefined);
  /** Buckets whose ring slot holds another cycle (only fractional cycles can collide). */
  private readonly overflow = new Map<number, Bucket>();
  private readonly spare: Bucket[] = [];
  /** The bucket of times[0] (undefined when empty): the head without a lookup. */
  private head: Bucket | undefined;

  headTime(): number {
    return this.times[0]!;
  }

  headSeq(): number {
    return this.head!.seqs[this.head!.next]!;
  }

  headAction(): EventAction {
    return this.head!.actions[this.head!.next]!;
  }

  push(time: number, seq: number, action: EventAction): void {
    let b = this.bucketAt(time);
    if (b === undefined) {
      b = this.spare.pop() ?? new Bucket();
      b.time = time;
      const slot = time & RING_MASK;
      if (this.ring[slot] === undefined) this.ring[slot] = b;
      else this.overflow.set(time, b);
      this.pushTime(time);
      if (this.times[0] === time) this.head = b;
    }
    b.seqs[b.n] = seq;
    b.actions[b.n] = action;
    b.n++;
    this.count++;
  }

  pushReserved(time: number, seq: number, action: EventAction): void {
    this.push(time, seq, action);
    // The bucket is not being consumed (time is later than now): move the entry back to its place.
    const b = this.bucketAt(time)!;
    const seqs = b.seqs;
    const actions = b.actions;
    let i = b.n - 1;
    while (i > b.next && seqs[i - 1]! > seq) {
      seqs[i] = seqs[i - 1]!;
      actions[i] = actions[i - 1];
      i--;
    }
    seqs[i] = seq;
    actions[i] = action;
  }

  pop(): void {
    const b = this.head!;
    b.actions[b.next] = undefined;
    b.next++;
    this.count--;
    if (b.next < b.n) return;
    this.forget(b);
    this.popTime();
    this.head = this.distinct === 0 ? undefined : this.bucketAt(this.times[0]!);
  }

  removeCancelled(cancelled: ReadonlySet<number>): void {
    const live: Bucket[] = [];
    for (let k = 0; k < this.distinct; k++) live.push(this.bucketAt(this.times[k]!)!);
    this.distinct = 0;
    this.count = 0;
    for (const b of live) {
      let n = 0;
      for (let i = b.next; i < b.n; i++) {
        if (cancelled.has(b.seqs[i]!)) continue;
        b.seqs[n] = b.seqs[i]!;
        b.actions[n] = b.actions[i]!;
        n++;
      }
      for (let i = n; i < b.n; i++) b.actions[i] = undefined;
      b.n = n;
      b.next = 0;
      if (n === 0) {
        this.forget(b);
        continue;
      }
      this.count += n;
      this.pushTime(b.time);
    }
    this.head = this.distinct === 0 ? undefined : this.bucketAt(this.times[0]!);
  }

  private bucketAt(time: number): Bucket | undefined {
    const b = this.ring[time & RING_MASK];
    if (b !== undefined && b.time === time) return b;
    return this.overflow.size === 0 ? undefined : this.overflow.get(time);
  }

  /** Drops an emptied bucket from the lookup and keeps it for reuse. */
  private forget(b: Bucket): void {
    const slot = b.time & RING_MASK;
    if (this.ring[slot] === b) this.ring[slot] = undefined;
    else this.overflow.delete(b.time);
    this.recycle(b);
  }

  private recycle(b: Bucket): void {
    b.n = 0;
    b.next = 0;
    this.spare.push(b);
  }

  private pushTime(time: number): void {
    if (this.distinct === this.times.length) {
      const grown = new Float64Array(this.times.length * 2);
      grown.set(this.times);
      this.times = grown;
    }
    const times = this.times;
    let k = this.distinct++;
    while (k > 0) {
      const parent = (k - 1) >> 1;
      if (times[parent]! <= time) break;
      times[k] = times[parent]!;
      k = parent;
    }
    times[k] = time;
  }

  private popTime(): void {
    const times = this.times;
    const n = --this.distinct;
    if (n === 0) return;
    const t = times[n]!;
    let k = 0;
    for (;;) {
      const l = 2 * k + 1;
      if (l >= n) break;
      const m = l + 1 < n && times[l + 1]! < times[l]! ? l + 1 : l;
      if (t <= times[m]!) break;
      times[k] = times[m]!;
      k = m;
    }
    times[k] = t;
  }
}

export class EventQueue {
  private readonly near = new BucketQueue();
  private readonly far = new EventHeap();
  private nextSeq = 0;
  /**
   * Sequence numbers of cancelled near events: dropped when they reach the
   * head, without moving the clock. Cancelled far events are flagged in their
   * heap; near events (nearly all events, and not cancelled in practice) need
   * no lookup while this set is empty.
   */
  private readonly nearCancelled = new Set<number>();
  /** The current cycle: the time of the event being processed. */
  now = 0;
  /** Events run so far (RunStats.engineEvents: the host's work, not a hardware quantity). */
  eventsRun = 0;

  /** Events held (cancelled ones included until they are dropped). */
  get size(): number {
    return this.near.count + this.far.count;
  }

  /**
   * Schedules `action` at `cycle` (never earlier than now); returns a handle
   * for `cancel` (≥ 0): twice the far heap's handle plus one for a far event,
   * twice the sequence number for a near one.
   */
  at(cycle: number, action: EventAction): number {
    const time = cycle < this.now ? this.now : cycle;
    const seq = this.nextSeq++;
    if (time - this.now >= FAR_CYCLES) return 2 * this.far.push(time, seq, action) + 1;
    this.near.push(time, seq, action);
    return 2 * seq;
  }

  /**
   * The sequence number an event scheduled now would take, for an event whose
   * time is known only later (`atReserved`): it then runs exactly where it
   * would have run had it been scheduled now.
   */
  reserve(): number {
    return this.nextSeq++;
  }

  /** Schedules `action` at `cycle` (later than now) with a sequence number from `reserve`. */
  atReserved(cycle: number, seq: number, action: EventAction): void {
    if (!(cycle > this.now) || seq >= this.nextSeq) {
      throw new Error(`event queue: a reserved event must be later than now (${cycle} at cycle ${this.now}) and reserved (seq ${seq})`);
    }
    (cycle - this.now >= FAR_CYCLES ? this.far : this.near).pushReserved(cycle, seq, action);
  }

  /**
   * Cancels a scheduled event (e.g. a sleep timer after an early wake-up), so
   * it neither runs nor advances the clock past the real end of the work.
   */
  cancel(handle: number): void {
    if (handle % 2 === 1) {
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
  }

  /** Schedules `action` `delay` cycles from now. */
  after(delay: number, action: EventAction): number {
    return this.at(this.now + delay, action);
  }

  /** Time of the next event (cancelled ones included), or undefined when idle. */
  peekTime(): number | undefined {
    return this.head()?.headTime();
  }

  /** Pops the earliest live event, advances the clock to it and runs it. Returns false when empty. */
  runNext(): boolean {
    return this.runNextUntil(Infinity) === RAN;
  }

  /**
   * Like runNext, but leaves the next live event queued when it is due after
   * `limit` (the engine's deadlines), so the engine checks its deadlines and
   * runs the event with one look at the queue heads.
   */
  runNextUntil(limit: number): RunResult {
    // With no far and no cancelled events (the common case) the near head is the next live event.
    const store = this.far.count === 0 && this.nearCancelled.size === 0 && this.near.count > 0 ? this.near : this.liveHead();
    if (store === undefined) return IDLE;
    const time = store.headTime();
    if (time > limit) return BEYOND_LIMIT;
    const action = store.headAction();
    store.pop();
    this.now = time;
    this.eventsRun++;
    action();
    return RAN;
  }

  /** The part whose head is the earliest live event, after dropping cancelled heads; undefined when none is left. */
  private liveHead(): EventStore | undefined {
    for (;;) {
      const store = this.head();
      if (store === undefined) return undefined;
      const far = store === this.far;
      if (far ? this.far.dead > 0 && this.far.headCancelled() : this.nearCancelled.size > 0 && this.nearCancelled.delete(store.headSeq())) {
        store.pop();
        continue;
      }
      return store;
    }
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
