/**
 * bench/exactness.ts (issue 19): the comparison that tells an exact speed
 * change from one that moved the model — every RunStats field, nested ones
 * by their path, and the read-back words — and the tool run end to end with
 * this build as its own baseline.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { differences, hashWords, type RunDigest } from '../../bench/exactness.js';

function run(stats: Record<string, unknown>, words = new Uint32Array([1, 2, 3])): RunDigest {
  return { stats, resultWords: words.length, resultHash: hashWords(words) };
}

test('hashWords: equal words hash equal, and changing any one word (or its length) changes the hash', () => {
  const words = Uint32Array.from({ length: 64 }, (_, i) => (i * 2654435761) >>> 0);
  const h = hashWords(words);
  assert.equal(hashWords(words.slice()), h);
  for (let i = 0; i < words.length; i++) {
    const changed = words.slice();
    changed[i] = changed[i]! ^ (1 << (i % 32));
    assert.notEqual(hashWords(changed), h, `word ${i}`);
  }
  assert.notEqual(hashWords(words.subarray(0, 63)), h);
});

test('differences: none between equal runs; each differing field by its path, the read-back words, and nothing for ignored or one-sided fields', () => {
  const base = { cycles: 100, engineEvents: 50, instructions: { valu: 7, salu: 3 }, cuBusyCycles: [4, 5] };
  assert.deepEqual(differences(run(base), run(structuredClone(base)), new Set()), []);

  const moved = { ...structuredClone(base), cycles: 101, instructions: { valu: 8, salu: 3 }, cuBusyCycles: [4, 6], addedLater: 1 };
  assert.deepEqual(differences(run(moved), run(base), new Set()), [
    'cycles: 101 here, 100 in the baseline',
    'instructions.valu: 8 here, 7 in the baseline',
    'cuBusyCycles.1: 6 here, 5 in the baseline',
  ]);

  const fewerEvents = { ...structuredClone(base), engineEvents: 40 };
  assert.equal(differences(run(fewerEvents), run(base), new Set()).length, 1);
  assert.deepEqual(differences(run(fewerEvents), run(base), new Set(['engineEvents'])), []);

  const lines = differences(run(base, new Uint32Array([1, 2, 4])), run(base), new Set());
  assert.equal(lines.length, 1);
  assert.match(lines[0]!, /^read-back: 3 words/);
});

test('exactness end to end: this build against itself is identical (exit 0)', () => {
  const script = fileURLToPath(new URL('../../bench/exactness.js', import.meta.url));
  const root = fileURLToPath(new URL('../../../', import.meta.url));
  const r = spawnSync(process.execPath, [script, '--baseline', root, '--gpu', 'raven,navi31', 'basic.nodiscard.image.pixel_ordered.4xaa.sample_shading.8x8'], {
    encoding: 'utf8',
    timeout: 120_000,
  });
  assert.equal(r.status, 0, r.stderr + r.stdout);
  assert.match(r.stdout, /^same {4}RAVEN basic\.nodiscard\.image\.pixel_ordered\.4xaa\.sample_shading\.8x8 \(\d+ cycles, \d+ events\)$/m);
  assert.match(r.stdout, /^exactness: all 2 runs identical$/m);
});
