import { test } from 'node:test';
import assert from 'node:assert/strict';
import { countEventKinds, EventQueue, MAX_EVENT_INDEX, MAX_EVENT_KIND, NEAR_EVENT_ENTRIES } from '../../../src/gpu/engine/event_queue.js';

test('events run in cycle order, ties in insertion order, and the clock skips idle time', () => {
  const q = new EventQueue();
  const log: string[] = [];
  q.at(500, () => log.push(`a@${q.now}`));
  q.at(10, () => log.push(`b@${q.now}`));
  q.at(10, () => log.push(`c@${q.now}`));
  q.at(7, () => {
    log.push(`d@${q.now}`);
    q.after(3, () => log.push(`e@${q.now}`));
  });
  while (q.runNext());
  assert.deepEqual(log, ['d@7', 'b@10', 'c@10', 'e@10', 'a@500']);
  assert.equal(q.now, 500);
});

test('an event scheduled in the past runs now, never moving the clock backwards', () => {
  const q = new EventQueue();
  const times: number[] = [];
  q.at(100, () => q.at(50, () => times.push(q.now)));
  while (q.runNext());
  assert.deepEqual(times, [100]);
});

test('many random insertions come out sorted (heap invariant)', () => {
  const q = new EventQueue();
  let seed = 12345;
  const out: number[] = [];
  for (let k = 0; k < 2000; k++) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    const t = seed % 10000;
    q.at(t, () => out.push(t));
  }
  while (q.runNext());
  assert.equal(out.length, 2000);
  for (let k = 1; k < out.length; k++) assert.ok(out[k - 1]! <= out[k]!);
});

test('a cancelled event neither runs nor moves the clock', () => {
  const q = new EventQueue();
  const ran: number[] = [];
  q.at(10, () => ran.push(10));
  const late = q.at(1_000_000, () => ran.push(1_000_000));
  q.at(20, () => q.cancel(late));
  while (q.runNext());
  assert.deepEqual(ran, [10]);
  assert.equal(q.now, 20);
});

test('eventsRun counts the events that ran, not the cancelled ones that were dropped', () => {
  const q = new EventQueue();
  const far = q.at(1_000_000, () => {});
  const near = q.at(30, () => {});
  q.at(10, () => {});
  q.at(20, () => {
    q.cancel(far);
    q.cancel(near);
  });
  while (q.runNext());
  assert.equal(q.eventsRun, 2);
  assert.equal(q.now, 20);
});

test('many cancelled far-future timers are dropped from the heap; the remaining events keep their (cycle, insertion) order', () => {
  const q = new EventQueue();
  const ran: string[] = [];
  const timers: number[] = [];
  const early: number[] = [];
  // One function with each timer's name as its argument: compaction must move the arguments too.
  const log = (name: string): void => void ran.push(name);
  // 2000 sleep-like timers far in the future, in key order (the far store's FIFO), interleaved with real
  // events (ties broken by insertion order); then 400 earlier ones out of order (its heap).
  for (let i = 0; i < 2000; i++) {
    timers.push(q.at(4_000_000 + i, log, `timer${i}`));
    if (i < 100) q.at(10 + (i % 5), () => ran.push(`e${i}`));
  }
  for (let k = 0; k < 400; k++) early.push(q.at(3_500_000 + ((k * 7) % 400), log, `early${k}`));
  for (let k = 1; k < 400; k += 2) q.cancel(early[k]!);
  for (let i = 0; i < 1999; i++) q.cancel(timers[i]!);
  // The far store (2400 timers) compacts when at least 256 of its entries and seven eighths of it are
  // cancelled: at the 2100th cancel (200 early ones, then timers 0..1899) → 300 left; the last 99
  // cancelled stay marked. Plus the 100 near events.
  assert.equal(q.size, 400);
  while (q.runNext());
  const expected: string[] = [];
  for (let t = 10; t < 15; t++) for (let i = 0; i < 100; i++) if (10 + (i % 5) === t) expected.push(`e${i}`);
  const kept: number[] = [];
  for (let k = 0; k < 400; k += 2) kept.push(k);
  kept.sort((a, b) => ((a * 7) % 400) - ((b * 7) % 400));
  for (const k of kept) expected.push(`early${k}`);
  expected.push('timer1999');
  assert.deepEqual(ran, expected);
  assert.equal(q.now, 4_001_999);
});

test('a far event (scheduled long before) and near events of the same cycle run in insertion order', () => {
  const q = new EventQueue();
  const log: string[] = [];
  q.at(100_000, () => log.push('far')); // 100 000 cycles ahead of now = 0: the far part
  q.at(50_000, () => {
    q.at(100_000, () => log.push('near1')); // 50 000 ahead: the near part, same cycle, inserted later
    q.at(99_999, () => log.push('near0'));
    q.at(100_000, () => log.push('near2'));
  });
  while (q.runNext());
  assert.deepEqual(log, ['near0', 'far', 'near1', 'near2']);
  assert.equal(q.now, 100_000);
});

test('same-cycle events keep insertion order across cancellations and compaction, and events added after it follow', () => {
  const q = new EventQueue();
  const ran: number[] = [];
  const handles: number[] = [];
  for (let i = 0; i < 300; i++) handles.push(q.at(10 + (i % 3), () => ran.push(i)));
  const reserved = q.reserve();
  for (let i = 0; i < 300; i += 2) q.cancel(handles[i]!); // the 150th cancel compacts
  assert.equal(q.size, 150);
  // Appended to the compacted cycles (after their last kept entry), and one placed between by its reserved sequence number.
  for (let i = 300; i < 306; i++) q.at(10 + (i % 3), () => ran.push(i));
  q.atReserved(11, reserved, () => ran.push(-1));
  while (q.runNext());
  const expected: number[] = [];
  for (let t = 10; t < 13; t++) {
    for (let i = 1; i < 300; i += 2) if (10 + (i % 3) === t) expected.push(i);
    if (t === 11) expected.push(-1);
    for (let i = 300; i < 306; i++) if (10 + (i % 3) === t) expected.push(i);
  }
  assert.deepEqual(ran, expected);
});

test('an event placed with a reserved sequence number runs where it would have run had it been scheduled at reservation', () => {
  // Two same-cycle events bracket the reservation; the reserved one, placed last, runs between them
  // (near bucket); the same for a far cycle (heap), and against a ring slot's colliding fractional cycle.
  for (const cycle of [50, 1 << 17]) {
    const q = new EventQueue();
    const order: string[] = [];
    q.at(cycle, () => order.push('before'));
    const seq = q.reserve();
    q.at(cycle, () => order.push('after'));
    q.at(cycle + 0.5, () => order.push('fraction'));
    q.atReserved(cycle, seq, () => order.push('reserved'));
    while (q.runNext());
    assert.deepEqual(order, ['before', 'reserved', 'after', 'fraction'], `cycle ${cycle}`);
  }
});

test('a reserved event must not be earlier than now and must be reserved', () => {
  const q = new EventQueue();
  q.at(10, () => {});
  const seq = q.reserve();
  q.runNext();
  assert.throws(() => q.atReserved(9, seq, () => {}), /not be earlier than now/);
  assert.throws(() => q.atReserved(20, seq + 1, () => {}), /reserved/);
});

test('a reserved event placed at the current cycle runs among the events left at it, in key order; its handle cancels it', () => {
  // Sequence numbers 0..4 at cycle 10; the event numbered 1 runs and places the ones reserved as 2 and 4,
  // which run where they would have had they been scheduled when reserved; a third, cancelled, never runs.
  const q = new EventQueue();
  const order: string[] = [];
  let second = 0;
  let fourth = 0;
  let cancelled = 0;
  q.at(10, () => order.push('0'));
  q.at(10, () => {
    order.push('1');
    q.atReserved(10, fourth, () => order.push('4'));
    q.atReserved(10, second, () => order.push('2'));
    q.cancel(q.atReserved(10, cancelled, () => order.push('cancelled')));
  });
  second = q.reserve();
  q.at(10, () => order.push('3'));
  fourth = q.reserve();
  cancelled = q.reserve();
  q.at(10, () => order.push('5'));
  while (q.runNext());
  assert.deepEqual(order, ['0', '1', '2', '3', '4', '5']);
  assert.equal(q.now, 10);
});

test('a cancelled near event neither runs nor moves the clock; the handle of a far event that already ran cancels nothing', () => {
  const q = new EventQueue();
  const ran: number[] = [];
  q.at(10, () => ran.push(10));
  const near = q.at(300, () => ran.push(300));
  const far = q.at(200_000, () => ran.push(200_000));
  q.at(20, () => q.cancel(near));
  while (q.runNext());
  assert.deepEqual(ran, [10, 200_000]);
  assert.equal(q.now, 200_000);
  // The next far event takes the freed slot of the first; the stale handle must not cancel it.
  const next = q.at(400_000, () => ran.push(400_000));
  assert.notEqual(next, far);
  q.cancel(far);
  while (q.runNext());
  assert.deepEqual(ran, [10, 200_000, 400_000]);
  assert.equal(q.now, 400_000);
});

/**
 * A random workload on `q`, checked against a reference: every scheduled event
 * with its key (cycle, sequence); the queue must run exactly the live ones in key
 * order. Half the events are indexed (atIndexed: kind 1, the record's id as
 * index), mixed with function events in one order. Cycles cross the ring's
 * window boundaries (multiples of 2^16), events land anywhere from now to far
 * beyond the window, some are fractional, some are placed late with a reserved
 * sequence number, and enough are cancelled to trigger the near and far
 * compactions. Every event runs one shared function with its own record as the
 * argument, which must travel with it. `step` runs one event or a batch up to a
 * limit (the engine's loop), and is false once the queue is empty.
 */
function randomWorkload(q: EventQueue, seed: number): { step(): boolean; check(): void } {
  const random = (n: number): number => {
    seed = (seed * 1103515245 + 12345) >>> 0;
    return seed % n;
  };
  interface Scheduled { readonly cycle: number; readonly seq: number; readonly id: number; cancelled: boolean }
  const scheduled: Scheduled[] = [];
  const handles: number[] = [];
  const ran: number[] = [];
  let seq = 0;
  const delays = [0, 1, 2, 7, 64, 500, 65_000, 65_535, 65_536, 70_000, 300_000];
  const schedule = (): void => {
    const delay = delays[random(delays.length)]! + random(3) + (random(20) === 0 ? 0.5 : 0);
    const cycle = q.now + delay;
    const id = scheduled.length;
    if (random(10) === 0 && delay >= 1) {
      // Reserved now, placed after two more events were scheduled (as memory returns are).
      const reserved = q.reserve();
      const entry = { cycle, seq: seq++, id, cancelled: false };
      scheduled.push(entry);
      handles.push(-1);
      schedule();
      schedule();
      if (random(2) === 0) q.atIndexedReserved(cycle, reserved, 1, id);
      else q.atReserved(cycle, reserved, (s: Scheduled) => ran.push(s.id), entry);
      return;
    }
    const entry = { cycle, seq: seq++, id, cancelled: false };
    scheduled.push(entry);
    handles.push(random(2) === 0 ? q.atIndexed(cycle, 1, id) : q.at(cycle, run, entry));
  };
  const run = (s: Scheduled): void => {
    ran.push(s.id);
    for (let k = random(3); k > 0 && scheduled.length < 20_000; k--) schedule();
    if (random(4) === 0) cancelOne();
  };
  q.setIndexedRunner({
    kindNames: ['', 'record'],
    run: (kind, index) => {
      assert.equal(kind, 1);
      // A reserved indexed event only records itself, as its function counterpart does.
      if (handles[index]! < 0) ran.push(index);
      else run(scheduled[index]!);
    },
  });
  const cancelOne = (): void => {
    const id = random(scheduled.length);
    const s = scheduled[id]!;
    if (handles[id]! < 0 || s.cancelled || ran.includes(id) || s.cycle < q.now) return;
    s.cancelled = true;
    q.cancel(handles[id]!);
  };
  q.at(65_530, () => {
    for (let k = 0; k < 200; k++) schedule();
  });
  seq = 1; // the start event took sequence number 0
  return {
    step(): boolean {
      if (random(2) === 0) return q.runNext();
      q.runUntil(q.now + random(100_000), 1 + random(50));
      return q.size > 0;
    },
    check(): void {
      const expected = scheduled
        .filter((s) => !s.cancelled)
        .sort((a, b) => a.cycle - b.cycle || a.seq - b.seq)
        .map((s) => s.id);
      assert.ok(scheduled.filter((s) => s.cancelled).length >= 128, 'enough cancellations to compact');
      assert.deepEqual(ran, expected);
    },
  };
}

test('random scheduling, reservations and cancellations across the near ring and the far heap run in (cycle, insertion) order, each with its argument, one by one or in batches', () => {
  const workload = randomWorkload(new EventQueue(), 987654321);
  while (workload.step());
  workload.check();
});

test('queues whose events interleave each keep their own order: the near ring\'s storage moves between them', () => {
  // The thread has one near ring's storage; a queue that touches it while another holds events there
  // moves that queue's events aside (event_queue.ts, `Ring`). Three random workloads, stepped in a
  // random interleaving, must each run exactly as alone.
  const workloads = [11, 22, 33].map((seed) => randomWorkload(new EventQueue(), seed));
  const live = [...workloads];
  let pick = 5;
  while (live.length > 0) {
    pick = (pick * 1103515245 + 12345) >>> 0;
    const i = pick % live.length;
    if (!live[i]!.step()) live.splice(i, 1);
  }
  for (const workload of workloads) workload.check();
});

test('more near events than the ring\'s entry pool holds go to the far store and keep their order', () => {
  const q = new EventQueue();
  const count = NEAR_EVENT_ENTRIES + 1000;
  const ran = new Int32Array(count);
  let n = 0;
  q.setIndexedRunner({ kindNames: ['', 'record'], run: (_kind, index) => void (ran[n++] = index) });
  // Events at cycles 1..7 in turn: the last thousand find the pool full.
  for (let i = 0; i < count; i++) q.atIndexed(1 + (i % 7), 1, i);
  while (q.runUntil(Infinity, 1 << 16) > 0);
  assert.equal(n, count);
  // Cycle by cycle, each cycle's events in insertion order.
  let k = 0;
  for (let cycle = 1; cycle <= 7; cycle++) {
    for (let i = cycle - 1; i < count; i += 7) {
      if (ran[k] !== i) assert.fail(`event ${k} was ${ran[k]}, expected ${i}`);
      k++;
    }
  }
  assert.equal(q.now, 7);
});

test('countEventKinds counts the events every queue runs by name (a function event by its function, an indexed one by its kind), near and far, until it is stopped', () => {
  const q = new EventQueue();
  q.setIndexedRunner({ kindNames: ['', 'first', 'second'], run: () => {} });
  const tick = (): void => {};
  const tock = (): void => {};
  const counts = new Map<string, number>();
  q.at(1, tick);
  q.at(2, tock);
  q.at(3, tick);
  q.at(1_000_000, tick); // far heap
  q.atIndexed(5, 2, 7);
  q.atIndexed(2_000_000, 2, 8); // far heap
  q.atIndexed(6, 1, 0);
  const cancelled = q.at(4, tock);
  q.cancel(cancelled);
  q.cancel(q.atIndexed(7, 1, 1));
  countEventKinds(counts);
  try {
    q.runUntil(10, 100); // the batch loop's own path for near events
    while (q.runNext());
  } finally {
    countEventKinds(undefined);
  }
  assert.deepEqual(Object.fromEntries(counts), { tick: 3, tock: 1, first: 1, second: 2 }, 'a cancelled event is not run, so not counted');
  q.at(q.now + 1, tick);
  q.runNext();
  assert.equal(counts.get('tick'), 3, 'nothing is counted after countEventKinds(undefined)');
});

test('indexed events reach the runner with their kind and index, near and far; one with no runner, a second runner, a kind or an index out of range is refused', () => {
  const q = new EventQueue();
  assert.throws(() => q.atIndexed(1, 1, 0), /no indexed-event runner/);
  const got: string[] = [];
  q.setIndexedRunner({ kindNames: [], run: (kind, index) => got.push(`${kind}:${index}@${q.now}`) });
  q.atIndexed(3, MAX_EVENT_KIND, MAX_EVENT_INDEX);
  q.atIndexed(1 << 20, 1, 0);
  q.atIndexed(3, 2, 5);
  while (q.runNext());
  assert.deepEqual(got, [`${MAX_EVENT_KIND}:${MAX_EVENT_INDEX}@3`, '2:5@3', `1:0@${1 << 20}`]);
  assert.throws(() => q.setIndexedRunner({ kindNames: [], run: () => {} }), /already set/);
  assert.throws(() => q.atIndexed(1, 0, 0), /out of range/);
  assert.throws(() => q.atIndexed(1, MAX_EVENT_KIND + 1, 0), /out of range/);
  assert.throws(() => q.atIndexed(1, 1, MAX_EVENT_INDEX + 1), /out of range/);
  assert.throws(() => q.atIndexed(1, 1, -1), /out of range/);
});
