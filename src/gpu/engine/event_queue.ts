/**
 * The engine's clock: a binary min-heap of events keyed by (cycle, sequence).
 * The sequence number breaks ties in insertion order, so runs are
 * deterministic. Idle time is skipped: popping an event moves the clock to its
 * cycle. Events are small callbacks; the heap stores them in parallel arrays
 * to avoid one wrapper object per event.
 */
export type EventAction = () => void;

export class EventQueue {
  private times: number[] = [];
  private seqs: number[] = [];
  private actions: EventAction[] = [];
  private nextSeq = 0;
  /** Sequence numbers of cancelled events: dropped without moving the clock. */
  private readonly cancelled = new Set<number>();
  /** The current cycle: the time of the event being processed. */
  now = 0;

  get size(): number {
    return this.times.length;
  }

  /** Schedules `action` at `cycle` (never earlier than now); returns a handle for `cancel`. */
  at(cycle: number, action: EventAction): number {
    const time = cycle < this.now ? this.now : cycle;
    const seq = this.nextSeq++;
    this.times.push(time);
    this.seqs.push(seq);
    this.actions.push(action);
    this.siftUp(this.times.length - 1);
    return seq;
  }

  /**
   * Cancels a scheduled event (e.g. a sleep timer after an early wake-up), so
   * it neither runs nor advances the clock past the real end of the work.
   */
  cancel(handle: number): void {
    this.cancelled.add(handle);
  }

  /** Schedules `action` `delay` cycles from now. */
  after(delay: number, action: EventAction): number {
    return this.at(this.now + delay, action);
  }

  /** Time of the next event, or undefined when idle. */
  peekTime(): number | undefined {
    return this.times[0];
  }

  /** Pops the earliest live event, advances the clock to it and runs it. Returns false when empty. */
  runNext(): boolean {
    for (;;) {
      if (this.times.length === 0) return false;
      const time = this.times[0]!;
      const seq = this.seqs[0]!;
      const action = this.actions[0]!;
      const lastIndex = this.times.length - 1;
      this.swap(0, lastIndex);
      this.times.pop();
      this.seqs.pop();
      this.actions.pop();
      if (this.times.length > 1) this.siftDown(0);
      if (this.cancelled.delete(seq)) continue;
      this.now = time;
      action();
      return true;
    }
  }

  private less(a: number, b: number): boolean {
    const ta = this.times[a]!;
    const tb = this.times[b]!;
    return ta < tb || (ta === tb && this.seqs[a]! < this.seqs[b]!);
  }

  private swap(a: number, b: number): void {
    const t = this.times[a]!;
    this.times[a] = this.times[b]!;
    this.times[b] = t;
    const s = this.seqs[a]!;
    this.seqs[a] = this.seqs[b]!;
    this.seqs[b] = s;
    const x = this.actions[a]!;
    this.actions[a] = this.actions[b]!;
    this.actions[b] = x;
  }

  private siftUp(k: number): void {
    while (k > 0) {
      const parent = (k - 1) >> 1;
      if (!this.less(k, parent)) return;
      this.swap(k, parent);
      k = parent;
    }
  }

  private siftDown(k: number): void {
    const n = this.times.length;
    for (;;) {
      const l = 2 * k + 1;
      const r = l + 1;
      let m = k;
      if (l < n && this.less(l, m)) m = l;
      if (r < n && this.less(r, m)) m = r;
      if (m === k) return;
      this.swap(k, m);
      k = m;
    }
  }
}
