import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CoverageTracker, quadKey } from '../../../src/gpu/pops/coverage_tracker.js';

const ALL = 0xffff;

test('pixel-granularity rows (uniform) and per-sample writes give the same newest-overlap answers', () => {
  const t = new CoverageTracker();
  const key = quadKey(2, 4);
  assert.equal(t.find(key), -1);
  const base = t.acquire(key);
  assert.equal(t.acquire(key), base, 'same row for the same quad');
  assert.equal(t.newestAbove(base, 0, ALL, 0, 99, -1), -1, 'a new row holds nothing');
  t.write(base, 0, ALL, 5); // pixel interlock: every slot
  assert.equal(t.newestAbove(base, 0, 0b1, 0, 99, -1), 5);
  assert.equal(t.newestAbove(base, 0, ALL, 6, 99, -1), -1, 'passed by the exiting pointer (floor)');
  assert.equal(t.newestAbove(base, 0, ALL, 0, 5, -1), -1, 'its own earlier quad');
  t.write(base, 0, 0b10, 7); // sample 1 only: the pixel is no longer uniform
  assert.equal(t.newestAbove(base, 0, 0b01, 0, 99, -1), 5);
  assert.equal(t.newestAbove(base, 0, 0b10, 0, 99, -1), 7);
  assert.equal(t.newestAbove(base, 0, ALL, 0, 99, -1), 7);
  assert.equal(t.newestAbove(base, 1, ALL, 0, 99, -1), -1, 'another pixel of the quad');
  assert.equal(t.slot(base, 0, 15), 5);
  assert.equal(t.pixelCount, 1);
  t.clear(key, 5);
  assert.equal(t.newestAbove(base, 0, ALL, 0, 99, -1), 7);
  assert.equal(t.slot(base, 0, 0), -1);
  assert.equal(t.pixelCount, 1);
  t.clear(key, 7);
  assert.equal(t.pixelCount, 0);
  assert.equal(t.find(key), -1, 'an empty row is freed');
});

test('quads far apart (different pages) are tracked independently; freed rows and pages are reused', () => {
  const t = new CoverageTracker();
  const near = quadKey(0, 0);
  const far = quadKey(16_000, 16_000);
  const a = t.acquire(near);
  const b = t.acquire(far);
  assert.notEqual(a, b);
  t.write(a, 3, ALL, 1);
  t.write(b, 2, ALL, 2);
  assert.equal(t.newestAbove(t.find(near), 3, ALL, 0, 99, -1), 1);
  assert.equal(t.newestAbove(t.find(far), 2, ALL, 0, 99, -1), 2);
  assert.equal(t.newestAbove(t.find(far), 3, ALL, 0, 99, -1), -1);
  t.clear(near, 1);
  t.clear(far, 2);
  assert.equal(t.find(near), -1);
  assert.equal(t.find(far), -1);
  // A reused row starts empty and uniform.
  const c = t.acquire(quadKey(128, 128));
  assert.ok(c === a || c === b);
  for (let p = 0; p < 4; p++) assert.equal(t.newestAbove(c, p, ALL, 0, 99, -1), -1);
});

test('random writes, clears and overlap searches agree with a plain per-slot model (uniform rows, slot spans, reused rows)', () => {
  const t = new CoverageTracker();
  // Reference: quad key -> 4 pixels x 16 slots, -1 when empty.
  const ref = new Map<number, number[]>();
  let seed = 99;
  const random = (n: number): number => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return (seed >>> 8) % n;
  };
  const quads = [quadKey(0, 0), quadKey(2, 0), quadKey(130, 6), quadKey(4000, 4000)];
  const masks = [ALL, 0b1, 0b10, 0b1111, 0b1000, 0b11110000, 0x8000];
  let seq = 0;
  for (let step = 0; step < 20000; step++) {
    const key = quads[random(quads.length)]!;
    const op = random(3);
    if (op === 0) {
      const pixel = random(4);
      const slots = masks[random(masks.length)]!;
      seq++;
      t.write(t.acquire(key), pixel, slots, seq);
      let row = ref.get(key);
      if (row === undefined) ref.set(key, (row = new Array<number>(64).fill(-1)));
      for (let s = 0; s < 16; s++) if (slots & (1 << s)) row[pixel * 16 + s] = seq;
    } else if (op === 1) {
      // A recent wave retires, or (a quarter of the time) every wave on the quad, which frees its row for reuse.
      const row = ref.get(key);
      const gone = random(4) === 0 && row !== undefined ? [...new Set(row.filter((v) => v !== -1))] : [seq - random(8)];
      for (const g of gone) {
        t.clear(key, g);
        if (row !== undefined) for (let i = 0; i < 64; i++) if (row[i] === g) row[i] = -1;
      }
      if (row !== undefined && row.every((v) => v === -1)) ref.delete(key);
    } else {
      const row = ref.get(key);
      const base = t.find(key);
      assert.equal(base >= 0, row !== undefined, `step ${step}: a row exactly while something is live`);
      if (row === undefined) continue;
      const pixel = random(4);
      const slots = masks[random(masks.length)]!;
      const floor = seq - random(20);
      let want = -1;
      for (let s = 0; s < 16; s++) {
        const held = row[pixel * 16 + s]!;
        if (slots & (1 << s) && held !== seq && held >= floor && held > want) want = held;
      }
      assert.equal(t.newestAbove(base, pixel, slots, floor, seq, -1), want, `step ${step}: newest overlap`);
      for (let s = 0; s < 16; s++) assert.equal(t.slot(base, pixel, s), row[pixel * 16 + s], `step ${step}: slot ${s}`);
    }
    let live = 0;
    for (const row of ref.values()) for (let p = 0; p < 4; p++) if (row.slice(p * 16, p * 16 + 16).some((v) => v !== -1)) live++;
    assert.equal(t.pixelCount, live, `step ${step}: live pixels`);
  }
});
