/** SimdArbiter: SIMD busy time, per-CU busy statistics, and waiting waves served one per busy period in arrival order. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { EventQueue } from '../../../src/gpu/engine/event_queue.js';
import { SimdArbiter, type SimdWaiter } from '../../../src/gpu/engine/simd_arbiter.js';
import { EngineEvents } from '../../../src/gpu/engine/engine_events.js';
import { WAITER_CAPACITY } from '../../../src/gpu/engine/engine_core.js';

/** An arbiter on `queue`, whose indexed events (its serve events) an EngineEvents runs, as in the engine. */
function arbiterOn(queue: EventQueue, cuCount: number, simdsPerCu: number, cuBusyCycles: Float64Array): SimdArbiter {
  const events = new EngineEvents();
  queue.setIndexedRunner(events);
  return new SimdArbiter(queue, events, cuCount, simdsPerCu, cuBusyCycles);
}

/** A waiter that, like WaveRunner.advance, issues for `cycles` when its SIMD is free and waits again otherwise. */
function waiter(arbiter: SimdArbiter, queue: EventQueue, simdIndex: number, name: string, cycles: number, log: string[]): SimdWaiter {
  const w: SimdWaiter = {
    simdIndex,
    eventIndex: 0,
    advance: () => {
      const busy = arbiter.busyUntil(simdIndex);
      if (busy > queue.now) {
        arbiter.wait(w, busy);
        return;
      }
      log.push(`${name}@${queue.now}`);
      arbiter.occupy(simdIndex, cycles);
    },
  };
  return w;
}

test('occupy: the SIMD is busy until now + cycles and its CU is billed the cycles', () => {
  const queue = new EventQueue();
  const busy = new Float64Array(2);
  const arbiter = arbiterOn(queue, 2, 4, busy);
  arbiter.occupy(5, 12); // SIMD 1 of CU 1
  assert.equal(arbiter.busyUntil(5), 12);
  assert.equal(arbiter.busyUntil(4), 0);
  assert.deepEqual([...busy], [0, 12]);
  queue.at(20, () => arbiter.occupy(5, 3));
  queue.runNext();
  assert.equal(arbiter.busyUntil(5), 23);
  assert.deepEqual([...busy], [0, 15]);
});

test('waves waiting for a busy SIMD run in arrival order, one per busy period, with one serve event at a time', () => {
  const queue = new EventQueue();
  const arbiter = arbiterOn(queue, 1, 4, new Float64Array(1));
  const log: string[] = [];
  arbiter.occupy(0, 5);
  for (const name of ['a', 'b', 'c']) arbiter.wait(waiter(arbiter, queue, 0, name, 10, log), arbiter.busyUntil(0));
  assert.equal(arbiter.waiting(0), 3);
  assert.equal(queue.size, 1, 'one serve event for the busy period, not one per waiting wave');
  while (queue.runNext());
  assert.deepEqual(log, ['a@5', 'b@15', 'c@25']);
  assert.equal(arbiter.waiting(0), 0);
});

test('a wave that takes its SIMD at the cycle its serve is due, ahead of it, keeps it; the serve moves to each new end and the waiters follow in order', () => {
  const queue = new EventQueue();
  const arbiter = arbiterOn(queue, 1, 1, new Float64Array(1));
  const log: string[] = [];
  // A wave stepping through three runs of 4 cycles, each continuation scheduled before the serve's
  // move (as a continuing wave's is): it keeps the SIMD at 4 and 8, and the waiters get it at 12.
  let steps = 0;
  const stepper = (): void => {
    log.push(`s${steps}@${queue.now}`);
    arbiter.occupy(0, 4);
    if (++steps < 3) queue.at(queue.now + 4, stepper);
  };
  queue.at(0, stepper);
  queue.runNext();
  for (const name of ['a', 'b']) arbiter.wait(waiter(arbiter, queue, 0, name, 2, log), arbiter.busyUntil(0));
  while (queue.runNext());
  assert.deepEqual(log, ['s0@0', 's1@4', 's2@8', 'a@12', 'b@14']);
  assert.equal(queue.eventsRun, 3 + 4, 'three steps, and the serve at 4, 8 (still busy), 12 and 14');
  assert.equal(arbiter.waiting(0), 0);
});

test('a wave waiting for one SIMD does not hold another SIMD back', () => {
  const queue = new EventQueue();
  const arbiter = arbiterOn(queue, 1, 2, new Float64Array(1));
  const log: string[] = [];
  arbiter.occupy(0, 100);
  arbiter.wait(waiter(arbiter, queue, 0, 'a', 1, log), arbiter.busyUntil(0));
  arbiter.occupy(1, 7);
  arbiter.wait(waiter(arbiter, queue, 1, 'b', 1, log), arbiter.busyUntil(1));
  while (queue.runNext());
  assert.deepEqual(log, ['b@7', 'a@100']);
});

test('a waiter that arrives while the SIMD is served joins the same FIFO behind the earlier ones', () => {
  const queue = new EventQueue();
  const arbiter = arbiterOn(queue, 1, 1, new Float64Array(1));
  const log: string[] = [];
  arbiter.occupy(0, 4);
  const late = waiter(arbiter, queue, 0, 'late', 2, log);
  const first = waiter(arbiter, queue, 0, 'first', 2, log);
  const second: SimdWaiter = {
    simdIndex: 0,
    eventIndex: 0,
    advance: () => {
      // Issues like the others, and readies another wave of the same SIMD (a wake-up) while it holds it.
      log.push(`second@${queue.now}`);
      arbiter.occupy(0, 2);
      late.advance();
    },
  };
  arbiter.wait(first, 4);
  arbiter.wait(second, 4);
  while (queue.runNext());
  assert.deepEqual(log, ['first@4', 'second@6', 'late@8']);
});

test('a queued entry whose waiter was relaunched under a new event index is skipped (WaveContext reuse)', () => {
  const queue = new EventQueue();
  const arbiter = arbiterOn(queue, 1, 1, new Float64Array(1));
  const log: string[] = [];
  arbiter.occupy(0, 5);
  const reused = { simdIndex: 0, eventIndex: 1, advance: () => log.push(`reused@${queue.now}`) };
  arbiter.wait(reused, arbiter.busyUntil(0));
  arbiter.wait(waiter(arbiter, queue, 0, 'b', 1, log), arbiter.busyUntil(0));
  reused.eventIndex = 2; // its wave ended and the context launched another wave
  while (queue.runNext());
  assert.deepEqual(log, ['b@5']);
});

test('arbiters of two engines whose events interleave each keep their own SIMDs (the thread\'s per-SIMD numbers move between them)', () => {
  // The arbiters share one set of module-level arrays, held by the one that touches them (simd_arbiter.ts).
  // Two engines of different sizes, their queues stepped alternately: each must run as it would alone.
  const run = (interleaved: boolean): string[][] => {
    const queues = [new EventQueue(), new EventQueue()];
    const busy = [new Float64Array(3), new Float64Array(2)];
    const arbiters = [arbiterOn(queues[0]!, 3, 4, busy[0]!), arbiterOn(queues[1]!, 2, 2, busy[1]!)];
    const logs: string[][] = [[], []];
    const start = (k: number): void => {
      const arbiter = arbiters[k]!;
      const queue = queues[k]!;
      // The same SIMD numbers in both, with different issue lengths and waiters.
      arbiter.occupy(1, 10 + k);
      arbiter.occupy(3, 4 + 3 * k);
      for (let i = 0; i < 3 + k; i++) arbiter.wait(waiter(arbiter, queue, 1, `w${i}`, 2 + k + i, logs[k]!), arbiter.busyUntil(1));
      arbiter.wait(waiter(arbiter, queue, 3, 'x', 5, logs[k]!), arbiter.busyUntil(3));
    };
    if (interleaved) {
      start(0);
      start(1);
      // One event of each queue in turn (runNext on an empty queue does nothing).
      for (let a = true, b = true; a || b; ) {
        a = queues[0]!.runNext();
        b = queues[1]!.runNext();
      }
    } else {
      start(0);
      while (queues[0]!.runNext());
      start(1);
      while (queues[1]!.runNext());
    }
    for (let k = 0; k < 2; k++) logs[k]!.push(`busy ${[...busy[k]!].join(',')}; simd 1 until ${arbiters[k]!.busyUntil(1)}, waiting ${arbiters[k]!.waiting(1)}`);
    return logs;
  };
  const alone = run(false);
  // Alone, the first: SIMD 1 busy to 10, then its waiters in order for 2, 3 and 4 cycles; SIMD 3 to 4, then x for 5;
  // CU 0 (4 SIMDs per CU) billed all 28. The second has 2 SIMDs per CU: SIMD 3 is CU 1's.
  assert.deepEqual(alone[0], ['x@4', 'w0@10', 'w1@12', 'w2@15', 'busy 28,0,0; simd 1 until 19, waiting 0']);
  assert.deepEqual(alone[1], ['x@7', 'w0@11', 'w1@14', 'w2@18', 'w3@23', 'busy 29,12; simd 1 until 29, waiting 0']);
  assert.deepEqual(run(true), alone);
});

test('a SIMD holds at most its FIFO of waiting waves (several times its wave slots): one more is refused with the reason', () => {
  const queue = new EventQueue();
  const arbiter = arbiterOn(queue, 1, 1, new Float64Array(1));
  arbiter.occupy(0, 5);
  for (let i = 0; i < WAITER_CAPACITY; i++) arbiter.wait(waiter(arbiter, queue, 0, `w${i}`, 1, []), 5);
  assert.equal(arbiter.waiting(0), WAITER_CAPACITY);
  assert.throws(() => arbiter.wait(waiter(arbiter, queue, 0, 'one more', 1, []), 5), /engine core: SIMD arbiter: too many waiting waves on one SIMD/);
});
