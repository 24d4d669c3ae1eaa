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
