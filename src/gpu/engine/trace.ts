/**
 * Optional Chrome/Perfetto trace (trace-event JSON, "X" complete events):
 * one process per CU, one thread per SIMD; spans for each wave's lifetime,
 * its POPS wait and its ordered section. Times are shader-clock cycles
 * (written as microseconds so the viewers' time axis reads as cycles).
 */
export interface TraceEvent {
  readonly name: string;
  readonly cat: string;
  readonly ph: 'X';
  readonly ts: number;
  readonly dur: number;
  readonly pid: number;
  readonly tid: number;
  readonly args: Readonly<Record<string, number | string>>;
}

export class TraceRecorder {
  readonly events: TraceEvent[] = [];

  constructor(readonly enabled: boolean) {}

  span(name: string, cat: string, cu: number, simd: number, start: number, end: number, args: Readonly<Record<string, number | string>>): void {
    if (!this.enabled) return;
    this.events.push({ name, cat, ph: 'X', ts: start, dur: Math.max(0, end - start), pid: cu, tid: simd, args });
  }

  toJson(): string {
    return JSON.stringify({ traceEvents: this.events, displayTimeUnit: 'ns' });
  }
}
