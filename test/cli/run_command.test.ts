/** `popsim run`: ACO's listing of a conformance shader through its case; the verdict and exit status; bad input as one line. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const CLI = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../src/cli/main.js');
const CASE = 'basic.nodiscard.image.pixel_ordered.1xaa.no_sample_shading.64x64';

function popsim(args: string[]) {
  return spawnSync(process.execPath, [CLI, 'run', ...args], { encoding: 'utf8' });
}

test('popsim run: ACO code passes its case and prints the verdict', () => {
  const r = popsim(['--gpu', 'raven', '--case', CASE, 'test/data/aco/raven/cts-image-pixel_ordered-1xaa.txt']);
  assert.equal(r.status, 0, r.stderr);
  assert.match(r.stdout, new RegExp(`^PASS ${CASE.replace(/\./g, '\\.')} on RAVEN with .*: 131072 invocations, \\d+ cycles`));
});

test('popsim run: an unknown case, a missing file and a missing option are one-line errors', () => {
  const unknown = popsim(['--gpu', 'raven', '--case', 'basic.nope', 'test/data/aco/raven/cts-image-pixel_ordered-1xaa.txt']);
  assert.equal(unknown.status, 1);
  assert.match(unknown.stderr, /^popsim: basic\.nope: not a case/);
  const missing = popsim(['--gpu', 'raven', '--case', CASE, 'no-such-listing.txt']);
  assert.equal(missing.status, 1);
  assert.match(missing.stderr, /ENOENT/);
  const usage = popsim(['--gpu', 'raven', 'test/data/aco/raven/cts-image-pixel_ordered-1xaa.txt']);
  assert.equal(usage.status, 2);
  assert.match(usage.stderr, /--case/);
  assert.doesNotMatch(unknown.stderr + missing.stderr + usage.stderr, /\n\s+at /, 'no stack trace');
});
