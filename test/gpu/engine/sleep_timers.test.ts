/**
 * SleepTimers: timers held outside the queue but its first of each length
 * run out exactly where an event per timer would run, and those ended early
 * never run.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { EventKind } from '../../../src/gpu/engine/engine_events.js';
import { EventQueue } from '../../../src/gpu/engine/event_queue.js';
import { SleepTimers } from '../../../src/gpu/engine/sleep_timers.js';

/** What a workload needs of a timer implementation: start, end early, and the notice that one ran out. */
interface Timers {
  start(index: number, length: number): void;
  cancel(index: number): void;
  ranOut(index: number): void;
}

/** One timer per event, as GFX9's are (the reference). */
function eventPerTimer(q: EventQueue): Timers {
  const handles = new Map<number, number>();
  return {
    start: (index, length) => void handles.set(index, q.atIndexed(q.now + length, EventKind.SleepEnded, index)),
    cancel: (index) => {
      const h = handles.get(index);
      if (h !== undefined) q.cancel(h);
      handles.delete(index);
    },
    ranOut: (index) => void handles.delete(index),
  };
}

const WAVES = 40;
/** Lengths of one cycle up to the far store's (GFX10's `s_sleep 0xffff` is 4 194 240). */
const LENGTHS = [1, 3, 7, 70_000];

/**
 * A random workload of sleeps and early ends from events at random cycles,
 * some of them in one cycle, with other events between; returns what ran,
 * in order, with the cycle and the number of events run so far.
 */
function run(make: (q: EventQueue) => Timers, seed: number): string[] {
  let state = seed;
  const random = (n: number): number => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return (state >>> 8) % n;
  };
  const q = new EventQueue();
  const timers = make(q);
  const sleeping = new Uint8Array(WAVES);
  const log: string[] = [];
  const act = (): void => {
    for (let k = random(6); k >= 0; k--) {
      const w = random(WAVES);
      if (sleeping[w] === 0) {
        timers.start(w, LENGTHS[random(LENGTHS.length)]!);
        sleeping[w] = 1;
      } else if (random(3) === 0) {
        timers.cancel(w);
        sleeping[w] = 0;
      }
    }
  };
  q.setIndexedRunner({
    kindNames: ['', 'act', 'sleepEnded'],
    run(kind, index) {
      log.push(`${kind === EventKind.SleepEnded ? 'ran out' : 'act'} ${index} @${q.now} #${q.eventsRun}`);
      if (kind === EventKind.SleepEnded) {
        timers.ranOut(index);
        sleeping[index] = 0;
        // A wave woken by its timer may sleep again at once, in the same cycle.
        if (random(2) === 0) {
          timers.start(index, LENGTHS[random(LENGTHS.length)]!);
          sleeping[index] = 1;
        }
        return;
      }
      act();
      if (q.now < 400_000) q.atIndexed(q.now + random(4) * random(5), EventKind.Advance, index);
    },
  });
  for (let a = 0; a < 8; a++) q.atIndexed(random(3), EventKind.Advance, 1000 + a);
  while (q.runNext());
  log.push(`end @${q.now}`);
  return log;
}

test('timers run out at the keys of an event per timer, and timers ended early never run nor hold the clock', () => {
  for (let seed = 1; seed <= 12; seed++) {
    const reference = run(eventPerTimer, seed);
    const listed = run((q) => new SleepTimers(q), seed);
    assert.ok(reference.filter((l) => l.startsWith('ran out')).length > 100, `seed ${seed}: timers run out`);
    assert.deepEqual(listed, reference, `seed ${seed}`);
  }
});

test('the first timer of a length ended early gives way to the next, due at the current cycle, among the events left at it', () => {
  // Waves 1 and 2 sleep 5 cycles from cycle 0 (both due at 5, in that order); at cycle 5, before wave 1's
  // timer, an event ends wave 1's sleep: wave 2's timer still runs at 5, after the events numbered before it.
  const q = new EventQueue();
  const timers = new SleepTimers(q);
  const log: string[] = [];
  q.setIndexedRunner({
    kindNames: ['', 'act', 'sleepEnded'],
    run(kind, index) {
      log.push(`${kind === EventKind.SleepEnded ? 'ran out' : 'act'} ${index} @${q.now}`);
      if (kind === EventKind.SleepEnded) timers.ranOut(index);
      else if (index === 10) timers.cancel(1);
    },
  });
  q.atIndexed(5, EventKind.Advance, 10);
  timers.start(1, 5);
  q.atIndexed(5, EventKind.Advance, 11);
  timers.start(2, 5);
  q.atIndexed(5, EventKind.Advance, 12);
  assert.equal(timers.size, 2);
  while (q.runNext());
  assert.deepEqual(log, ['act 10 @5', 'act 11 @5', 'ran out 2 @5', 'act 12 @5']);
  assert.equal(timers.size, 0);
});

test('a wave cannot sleep twice, and only the first timer of a length can run out', () => {
  const q = new EventQueue();
  q.setIndexedRunner({ kindNames: ['', 'act', 'sleepEnded'], run() {} });
  const timers = new SleepTimers(q);
  timers.start(3, 10);
  timers.start(4, 10);
  assert.throws(() => timers.start(3, 10), /already sleeps/);
  assert.throws(() => timers.ranOut(4), /not the first/);
  timers.cancel(4);
  timers.cancel(4); // a wave without a timer: nothing
  timers.cancel(99);
  assert.equal(timers.size, 1);
});
