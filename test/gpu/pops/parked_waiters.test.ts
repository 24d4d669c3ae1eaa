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
  p.release(0, 5, out); // exiting sequence 0 → 5: waits for 0..4 are over
  assert.deepEqual(out, ['b']);
  out.length = 0;
  p.release(5, 6, out);
  assert.deepEqual(out, ['a', 'c']);
  out.length = 0;
  p.release(6, 9, out);
  assert.deepEqual(out, []);
  assert.equal(p.size, 1);
  p.park(6, 'e'); // a reused bucket list must start empty
  p.release(6, 10, out);
  assert.deepEqual(out, ['e', 'd']);
  assert.equal(p.size, 0);
});
