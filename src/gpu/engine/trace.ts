/**
 * Optional Chrome/Perfetto trace (trace-event JSON): spans ("X" complete
 * events) for each wave's lifetime, its POPS wait and its ordered section, on
 * one process per CU ("CU n", pid n + 1: Perfetto treats pid 0 as special)
 * and one thread per wave slot of a SIMD ("SIMD m slot k"), named by "M"
 * metadata events. Times are shader-clock cycles on the GPU's one clock, which
 * runs on across submits (a later submit's spans follow the earlier ones'),
 * written as microseconds so the viewers' time axis reads as cycles.
 *
 * Slots: a SIMD holds several waves at once (chip waveSlotsPerSimd), so its
 * waves' spans overlap in time, and spans on one trace thread must nest. The
 * model counts a SIMD's waves without numbering its slots, so the trace
 * numbers them: each wave takes the lowest slot free at its launch (waves
 * ordered by launch), and its POPS spans lie inside its wave span on that
 * slot's thread. Recording is off the simulated timing: it never changes a cycle.
 */
export type TraceArgs = Readonly<Record<string, number | string>>;

/** A Chrome trace event: a complete span ('X', with dur) or a metadata record ('M': process/thread names and sort order). */
export interface TraceEvent {
  readonly name: string;
  readonly cat: string;
  readonly ph: 'X' | 'M';
  readonly ts: number;
  readonly dur?: number;
  readonly pid: number;
  readonly tid: number;
  readonly args: TraceArgs;
}

/** The trace process (pid) of CU `cu`: pids start at 1, so a caller's own tracks can use pids past the last CU. */
export function traceCuPid(cu: number): number {
  return cu + 1;
}

/** Metadata events naming a process and one of its threads, with their sort order (lower first). */
export function traceNames(pid: number, process: string, processOrder: number, tid: number, thread: string, threadOrder: number): TraceEvent[] {
  const meta = (name: string, p: number, t: number, args: TraceArgs): TraceEvent => ({ name, cat: '__metadata', ph: 'M', ts: 0, pid: p, tid: t, args });
  return [
    meta('process_name', pid, 0, { name: process }),
    meta('process_sort_index', pid, 0, { sort_index: processOrder }),
    meta('thread_name', pid, tid, { name: thread }),
    meta('thread_sort_index', pid, tid, { sort_index: threadOrder }),
  ];
}

/** Spans in file order: by start, the longer (enclosing) one first, so a viewer nests them. */
export function byStart(a: TraceEvent, b: TraceEvent): number {
  return a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0);
}

interface Span {
  readonly name: string;
  readonly cat: string;
  readonly cu: number;
  readonly simd: number;
  readonly wave: number;
  readonly start: number;
  readonly end: number;
}

export class TraceRecorder {
  private readonly spans: Span[] = [];

  constructor(
    readonly enabled: boolean,
    /** Wave slots per SIMD (chip waveSlotsPerSimd): the number of slot threads per SIMD. */
    private readonly slotsPerSimd: number,
  ) {}

  /** A span of wave `wave` (its uid) on SIMD `simd` of CU `cu`, from cycle `start` to `end`. */
  span(name: string, cat: string, cu: number, simd: number, wave: number, start: number, end: number): void {
    if (!this.enabled) return;
    this.spans.push({ name, cat, cu, simd, wave, start, end: Math.max(start, end) });
  }

  /** The trace events: names of the CUs and slots that have spans (by pid, tid), then the spans by start. */
  events(): TraceEvent[] {
    const slot = this.slots();
    const threads = new Map<string, { pid: number; tid: number; cu: number; thread: string }>();
    const spans: TraceEvent[] = [];
    for (const s of this.spans) {
      const k = slot.get(s.wave)!;
      const pid = traceCuPid(s.cu);
      const tid = s.simd * this.slotsPerSimd + k + 1;
      const key = `${pid}:${tid}`;
      if (!threads.has(key)) threads.set(key, { pid, tid, cu: s.cu, thread: `SIMD ${s.simd} slot ${k}` });
      spans.push({ name: s.name, cat: s.cat, ph: 'X', ts: s.start, dur: s.end - s.start, pid, tid, args: { wave: s.wave } });
    }
    const meta = [...threads.values()]
      .sort((a, b) => a.pid - b.pid || a.tid - b.tid)
      .flatMap((t) => traceNames(t.pid, `CU ${t.cu}`, t.pid, t.tid, t.thread, t.tid));
    return [...dedupe(meta), ...spans.sort(byStart)];
  }

  toJson(): string {
    return traceJson(this.events());
  }

  /**
   * Each wave's slot on its SIMD: waves by launch (the start of their earliest span), each in the
   * lowest slot whose previous wave has ended by then.
   */
  private slots(): Map<number, number> {
    const waves = new Map<number, { simd: string; start: number; end: number }>();
    for (const s of this.spans) {
      const w = waves.get(s.wave);
      if (w === undefined) waves.set(s.wave, { simd: `CU ${s.cu} SIMD ${s.simd}`, start: s.start, end: s.end });
      else waves.set(s.wave, { simd: w.simd, start: Math.min(w.start, s.start), end: Math.max(w.end, s.end) });
    }
    const order = [...waves].sort((a, b) => a[1].start - b[1].start || a[0] - b[0]);
    /** Per SIMD, the cycle at which each slot's last wave ended. */
    const freeAt = new Map<string, number[]>();
    const slot = new Map<number, number>();
    for (const [uid, w] of order) {
      let ends = freeAt.get(w.simd);
      if (ends === undefined) freeAt.set(w.simd, (ends = []));
      let k = ends.findIndex((end) => end <= w.start);
      if (k < 0) k = ends.length;
      if (k >= this.slotsPerSimd) throw new Error(`trace: more than ${this.slotsPerSimd} waves at once on ${w.simd} (wave ${uid} at cycle ${w.start})`);
      ends[k] = w.end;
      slot.set(uid, k);
    }
    return slot;
  }
}

/** Metadata events once each (the same process is named once per thread). */
function dedupe(events: readonly TraceEvent[]): TraceEvent[] {
  const seen = new Set<string>();
  return events.filter((e) => {
    const key = `${e.name}:${e.pid}:${e.tid}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A trace file's JSON (Chrome trace-event format, object form). */
export function traceJson(events: readonly TraceEvent[]): string {
  return JSON.stringify({ traceEvents: events, displayTimeUnit: 'ns' });
}
