/** WavePool: ended waves by shape, last given first, at most `limit` kept, the current shapes first. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { WavePool } from '../../../src/gpu/spi/wave_pool.js';
import type { BuiltWave } from '../../../src/gpu/spi/wave_args.js';

/** A stand-in with the fields the pool reads (its shape). */
function built(waveSize: 32 | 64, vgprCount: number, samples: number): BuiltWave {
  return { wave: { waveSize, vgprCount }, lanes: { samples } } as unknown as BuiltWave;
}

test('a pooled wave is taken only for its own shape, the last given first', () => {
  const pool = new WavePool(8);
  const a = built(64, 8, 1);
  const b = built(64, 8, 1);
  const c = built(64, 8, 4);
  pool.give(a);
  pool.give(b);
  pool.give(c);
  assert.equal(pool.take(32, 8, 1), undefined);
  assert.equal(pool.take(64, 16, 1), undefined);
  assert.equal(pool.take(64, 8, 4), c);
  assert.equal(pool.take(64, 8, 1), b);
  assert.equal(pool.take(64, 8, 1), a);
  assert.equal(pool.take(64, 8, 1), undefined);
});

test('the pool keeps at most its limit of waves; when full, a wave of another shape makes room', () => {
  const pool = new WavePool(2);
  const [a, b, c, d] = [built(64, 8, 1), built(32, 4, 1), built(64, 8, 1), built(64, 8, 1)];
  pool.give(a);
  pool.give(b);
  pool.give(c); // full: b (another shape) is dropped for it
  assert.equal(pool.take(32, 4, 1), undefined);
  pool.give(d); // full of its own shape: d is dropped
  assert.equal(pool.take(64, 8, 1), c);
  assert.equal(pool.take(64, 8, 1), a);
  assert.equal(pool.take(64, 8, 1), undefined);
  pool.give(b); // room again
  assert.equal(pool.take(32, 4, 1), b);
});
