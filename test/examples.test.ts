/** examples/quickstart.ts (the README's program) runs on one chip per generation and prints the expected result. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const QUICKSTART = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../examples/quickstart.js');

const CASES = [
  ['vega10', 'AMD Radeon RX Vega 64 (popsim VEGA10)'],
  ['navi10', 'AMD Radeon RX 5700 XT (popsim NAVI10)'],
  ['navi21', 'AMD Radeon RX 6800 XT (popsim NAVI21)'],
  ['navi31', 'AMD Radeon RX 7900 XT (popsim NAVI31)'],
] as const;

for (const [chip, name] of CASES) {
  test(`quickstart on ${chip}: every pixel counted the 4 triangles in order, and later waves waited (POPS on)`, () => {
    const r = spawnSync(process.execPath, [QUICKSTART, chip], { encoding: 'utf8' });
    assert.equal(r.status, 0, r.stderr);
    const m = /^(.*): counts (\S+), (\d+) waves waited, (\d+) cycles\n$/.exec(r.stdout);
    assert.ok(m, `unexpected output: ${r.stdout}`);
    assert.equal(m[1], name);
    // Only the value 4 appears: all 64 texels were incremented by each of the 4 instances.
    assert.equal(m[2], '4');
    // One wave64 per instance (16 quads of an 8x8 target); the three later ones overlap an earlier one and wait.
    assert.equal(Number(m[3]), 3);
  });
}

test('quickstart with an unknown chip exits non-zero naming the chip', () => {
  const r = spawnSync(process.execPath, [QUICKSTART, 'navi99'], { encoding: 'utf8' });
  assert.notEqual(r.status, 0);
  assert.match(r.stderr, /unknown chip 'navi99'/);
});
