import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LruMap } from '../../src/common/lru_map.js';

test('LruMap keeps what it made, drops the least recently used entry when full, and keeps nothing when making throws', () => {
  const m = new LruMap<string, number>(2);
  let made = 0;
  const make = (v: number) => (): number => {
    made++;
    return v;
  };
  assert.equal(m.getOrMake('a', make(1)), 1);
  assert.equal(m.getOrMake('b', make(2)), 2);
  assert.equal(m.getOrMake('a', make(9)), 1, 'a hit: not made again');
  assert.equal(made, 2);
  // Full: 'b' is now the least recently used ('a' was just used) and goes.
  assert.equal(m.getOrMake('c', make(3)), 3);
  assert.equal(m.size, 2);
  assert.equal(m.getOrMake('a', make(9)), 1, 'a survived');
  assert.equal(m.getOrMake('b', make(4)), 4, 'b was dropped and is made again');
  assert.throws(() => m.getOrMake('d', () => {
    throw new Error('no');
  }), /no/);
  assert.equal(m.size, 2);
  assert.throws(() => new LruMap(0), /capacity/);
});
