/**
 * The engine's clock: a binary min-heap of events keyed by (cycle, sequence).
 * The sequence number breaks ties in insertion order, so runs are
 * deterministic. Idle time is skipped: popping an event moves the clock to its
 * cycle. Events are small callbacks; the heap stores them in parallel arrays
 * to avoid one wrapper object per event.
 */
export type EventAction = () => void;

export class EventQueue {
  /** Heap entries in parallel arrays: times and sequence numbers in growable typed arrays. */
  private times = new Float64Array(1024);
  private seqs = new Float64Array(1024);
  private actions: (EventAction | undefined)[] = [];
  private count = 0;
  private nextSeq = 0;
  /** Sequence numbers of cancelled events: dropped without moving the clock. */
  private readonly cancelled = new Set<number>();
  /** The current cycle: the time of the event being processed. */
  now = 0;

  get size(): number {
    return this.count;
  }

  /** Schedules `action` at `cycle` (never earlier than now); returns a handle for `cancel`. */
  at(cycle: number, action: EventAction): number {
    const time = cycle < this.now ? this.now : cycle;
    const seq = this.nextSeq++;
    if (this.count === this.times.length) this.grow();
    const k = this.count++;
    this.times[k] = time;
    this.seqs[k] = seq;
    this.actions[k] = action;
    this.siftUp(k);
    return seq;
  }

  /**
   * Cancels a scheduled event (e.g. a sleep timer after an early wake-up), so
   * it neither runs nor advances the clock past the real end of the work.
   */
  cancel(handle: number): void {
    this.cancelled.add(handle);
    // Cancelled far-future timers (s_sleep 0xFFFF woken early, S6) would otherwise pile up in the heap
    // and slow every push and pop: drop them once they are half of it. Keys (cycle, sequence) are
    // unique, so the rebuilt heap pops the same events in the same order.
    if (this.cancelled.size >= 64 && this.cancelled.size * 2 >= this.count) this.compact();
  }

  /** Schedules `action` `delay` cycles from now. */
  after(delay: number, action: EventAction): number {
    return this.at(this.now + delay, action);
  }

  /** Time of the next event, or undefined when idle. */
  peekTime(): number | undefined {
    return this.count === 0 ? undefined : this.times[0];
  }

  /** Pops the earliest live event, advances the clock to it and runs it. Returns false when empty. */
  runNext(): boolean {
    for (;;) {
      if (this.count === 0) return false;
      const time = this.times[0]!;
      const seq = this.seqs[0]!;
      const action = this.actions[0]!;
      const last = --this.count;
      this.times[0] = this.times[last]!;
      this.seqs[0] = this.seqs[last]!;
      this.actions[0] = this.actions[last];
      this.actions[last] = undefined;
      if (last > 1) this.siftDown(0);
      if (this.cancelled.size > 0 && this.cancelled.delete(seq)) continue;
      this.now = time;
      action();
      return true;
    }
  }

  private grow(): void {
    const times = new Float64Array(this.times.length * 2);
    times.set(this.times);
    this.times = times;
    const seqs = new Float64Array(this.seqs.length * 2);
    seqs.set(this.seqs);
    this.seqs = seqs;
  }

  private compact(): void {
    let n = 0;
    for (let i = 0; i < this.count; i++) {
      if (this.cancelled.has(this.seqs[i]!)) continue;
      this.times[n] = this.times[i]!;
      this.seqs[n] = this.seqs[i]!;
      this.actions[n] = this.actions[i];
      n++;
    }
    for (let i = n; i < this.count; i++) this.actions[i] = undefined;
    this.count = n;
    this.cancelled.clear();
    for (let k = (n >> 1) - 1; k >= 0; k--) this.siftDown(k);
  }

  /** Moves entry k up to its place (hole technique: one write per level). */
  private siftUp(k: number): void {
    const times = this.times;
    const seqs = this.seqs;
    const actions = this.actions;
    const t = times[k]!;
    const s = seqs[k]!;
    const a = actions[k];
    while (k > 0) {
      const parent = (k - 1) >> 1;
      const tp = times[parent]!;
      if (tp < t || (tp === t && seqs[parent]! < s)) break;
      times[k] = tp;
      seqs[k] = seqs[parent]!;
      actions[k] = actions[parent];
      k = parent;
    }
    times[k] = t;
    seqs[k] = s;
    actions[k] = a;
  }

  private siftDown(k: number): void {
    const times = this.times;
    const seqs = this.seqs;
    const actions = this.actions;
    const n = this.count;
    const t = times[k]!;
    const s = seqs[k]!;
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
      actions[k] = actions[m];
      k = m;
    }
    times[k] = t;
    seqs[k] = s;
    actions[k] = a;
  }
}
