import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ParkedWaiters } from '../../../src/gpu/pops/parked_waiters.js';

test('ParkedWaiters releases exactly the waits an exiting-sequence step passes, in parking order', () => {
  const p = new ParkedWaiters<string>();
  p.park(5, 'a');
  p.park(3, 'b');
  p.park(5, 'c');
  p.park(9, 'd');
  assert.equal(p.size, 4);
  const out: string[] = [];
  // Exiting sequence 0 → 5: waits for 0..4 are over.
  assert.deepEqual(out.slice(0, p.release(0, 5, out)), ['b']);
  assert.deepEqual(out.slice(0, p.release(5, 6, out)), ['a', 'c']);
  assert.equal(p.release(6, 9, out), 0);
  assert.equal(p.size, 1);
  p.park(6, 'e'); // a reused bucket must start empty
  assert.deepEqual(out.slice(0, p.release(6, 10, out)), ['e', 'd']);
  assert.equal(p.size, 0);
});

test('ParkedWaiters.release appends from the index it is given and returns the index after the last item', () => {
  const p = new ParkedWaiters<string>();
  p.park(1, 'a');
  p.park(2, 'b');
  p.park(2, 'c');
  const out = ['x', 'stale', 'stale', 'stale'];
  assert.equal(p.release(0, 3, out, 1), 4);
  assert.deepEqual(out, ['x', 'a', 'b', 'c']);
  // Buckets are reused many times over without growing their sizes or keeping old items.
  for (let round = 0; round < 100; round++) {
    for (let k = 0; k < 3; k++) p.park(round, `${round}.${k}`);
    assert.deepEqual(out.slice(0, p.release(round, round + 1, out)), [`${round}.0`, `${round}.1`, `${round}.2`]);
  }
  assert.equal(p.size, 0);
});
