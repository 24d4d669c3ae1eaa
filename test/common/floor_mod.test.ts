import { test } from 'node:test';
import assert from 'node:assert/strict';
import { floorMod } from '../../src/common/floor_mod.js';

test('floorMod equals % for non-negative integers up to 2^53, powers of two and not', () => {
  // A fixed LCG, so the test is deterministic.
  let s = 12345;
  const next = (): number => (s = (Math.imul(s, 1103515245) + 12345) >>> 0);
  const moduli = [1, 2, 3, 4, 7, 16, 64, 1536, 65536, 99991, 2 ** 21, 2 ** 32, 2 ** 40 + 7];
  for (let i = 0; i < 20000; i++) {
    // Up to 53 bits: high part times 2^21 plus low part; plus the edges just below a multiple.
    const x = (next() % 2 ** 32) * 2 ** 21 + (next() % 2 ** 21);
    for (const m of moduli) {
      assert.equal(floorMod(x, m), x % m, `${x} mod ${m}`);
      const edge = Math.floor(x / m) * m - 1;
      if (edge >= 0) assert.equal(floorMod(edge, m), edge % m, `${edge} mod ${m}`);
    }
  }
  assert.equal(floorMod(2 ** 53 - 1, 3), (2 ** 53 - 1) % 3);
  assert.equal(floorMod(0, 5), 0);
});
