/**
 * Checks a Chrome trace-event JSON file as the viewers (ui.perfetto.dev,
 * chrome://tracing) need it: an object with `traceEvents`; every event with
 * ph, ts, pid, tid and name; spans ("X") with a duration, on threads that
 * metadata events name, inside processes they name; and the spans of one
 * thread nested (a span that starts inside another ends inside it), since a
 * viewer draws a thread's spans as one stack.
 */
import assert from 'node:assert/strict';

export interface Span {
  readonly name: string;
  readonly cat: string;
  readonly ts: number;
  readonly dur: number;
  readonly pid: number;
  readonly tid: number;
  readonly args: Readonly<Record<string, unknown>>;
}

export interface CheckedTrace {
  readonly spans: readonly Span[];
  /** Process names by pid, thread names by `pid:tid`. */
  readonly processes: ReadonlyMap<number, string>;
  readonly threads: ReadonlyMap<string, string>;
}

export function checkChromeTrace(json: string): CheckedTrace {
  const root = JSON.parse(json) as { traceEvents?: unknown };
  assert.ok(Array.isArray(root.traceEvents), 'traceEvents is an array');
  const spans: Span[] = [];
  const processes = new Map<number, string>();
  const threads = new Map<string, string>();
  for (const e of root.traceEvents as Record<string, unknown>[]) {
    for (const key of ['ph', 'name']) assert.equal(typeof e[key], 'string', `${key} of ${JSON.stringify(e)}`);
    for (const key of ['ts', 'pid', 'tid']) assert.ok(Number.isInteger(e[key]), `${key} of ${JSON.stringify(e)}`);
    const args = (e.args ?? {}) as Record<string, unknown>;
    if (e.ph === 'M') {
      if (e.name === 'process_name') processes.set(e.pid as number, String(args.name));
      if (e.name === 'thread_name') threads.set(`${e.pid}:${e.tid}`, String(args.name));
      continue;
    }
    assert.equal(e.ph, 'X', `only complete events and metadata: ${JSON.stringify(e)}`);
    assert.ok(Number.isInteger(e.dur) && (e.dur as number) >= 0, `dur of ${JSON.stringify(e)}`);
    spans.push(e as unknown as Span);
  }
  const byThread = new Map<string, Span[]>();
  for (const s of spans) {
    const key = `${s.pid}:${s.tid}`;
    assert.ok(processes.has(s.pid), `process ${s.pid} has a name`);
    assert.ok(threads.has(key), `thread ${key} has a name`);
    let list = byThread.get(key);
    if (list === undefined) byThread.set(key, (list = []));
    list.push(s);
  }
  for (const [key, list] of byThread) {
    list.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
    const open: Span[] = [];
    for (const s of list) {
      while (open.length > 0 && open.at(-1)!.ts + open.at(-1)!.dur <= s.ts) open.pop();
      const parent = open.at(-1);
      if (parent !== undefined) {
        assert.ok(s.ts + s.dur <= parent.ts + parent.dur, `on thread ${key} (${threads.get(key)}), ${s.name} at ${s.ts}+${s.dur} overlaps ${parent.name} at ${parent.ts}+${parent.dur} without nesting`);
      }
      open.push(s);
    }
  }
  return { spans, processes, threads };
}

/** `inner` lies within `outer` in time. */
export function within(inner: Span, outer: Span): boolean {
  return inner.ts >= outer.ts && inner.ts + inner.dur <= outer.ts + outer.dur;
}
