import { test } from 'node:test';
import assert from 'node:assert/strict';
import { INT_KEY_RING_SIZE as R, IntKeyMap } from '../../src/common/int_key_map.js';

test('IntKeyMap agrees with a Map under adds, replacements, removals and values(), keys sharing ring slots included', () => {
  // Keys k, k + R, k + 2R share a ring slot; the second and third live in the overflow map.
  const m = new IntKeyMap<string>();
  const ref = new Map<number, string>();
  let seed = 4242;
  const random = (n: number): number => {
    seed = (seed * 1103515245 + 12345) >>> 0;
    return seed % n;
  };
  const keys = [0, 1, R - 1, R, R + 1, 2 * R, 3 * R, 2 ** 31, 2 ** 31 + R, 2 ** 40 + 7, -1];
  for (let step = 0; step < 20_000; step++) {
    const k = random(4) === 0 ? keys[random(keys.length)]! : random(3 * R);
    const op = random(3);
    if (op === 0) {
      m.set(k, `v${step}`);
      ref.set(k, `v${step}`);
    } else if (op === 1) {
      assert.equal(m.delete(k), ref.delete(k), `delete ${k}`);
    }
    assert.equal(m.get(k), ref.get(k), `get ${k} at step ${step}`);
    assert.equal(m.has(k), ref.has(k));
    assert.equal(m.size, ref.size);
  }
  for (const k of keys) assert.equal(m.get(k), ref.get(k), `final get ${k}`);
  assert.deepEqual([...m.values()].sort(), [...ref.values()].sort(), 'values() visits every value once, ring and overflow');
});

test('IntKeyMap: a key freed from its ring slot is still found when its slot partner sits in the overflow map', () => {
  const m = new IntKeyMap<number>();
  m.set(5, 1);
  m.set(5 + R, 2);
  assert.equal(m.delete(5), true);
  assert.equal(m.get(5 + R), 2);
  m.set(5, 3); // takes the free ring slot; the partner stays in the overflow map
  assert.equal(m.get(5), 3);
  assert.equal(m.get(5 + R), 2);
  m.set(5 + R, 4); // replaced where it is, not added twice
  assert.equal(m.size, 2);
  assert.equal(m.get(5 + R), 4);
});

test('IntKeyMap with a small ring agrees with a Map (keys spread over many rings spill into the overflow map); a ring size must be a power of two', () => {
  const m = new IntKeyMap<number>(16);
  const ref = new Map<number, number>();
  let seed = 7;
  const random = (n: number): number => {
    seed = (seed * 1103515245 + 12345) >>> 0;
    return seed % n;
  };
  for (let step = 0; step < 5_000; step++) {
    const k = random(200) - 20;
    if (random(2) === 0) {
      m.set(k, step);
      ref.set(k, step);
    } else {
      assert.equal(m.delete(k), ref.delete(k), `delete ${k}`);
    }
    assert.equal(m.get(k), ref.get(k), `get ${k} at step ${step}`);
    assert.equal(m.size, ref.size);
  }
  assert.deepEqual([...m.values()].sort((a, b) => a - b), [...ref.values()].sort((a, b) => a - b));
  assert.throws(() => new IntKeyMap(12), /power of two/);
});
