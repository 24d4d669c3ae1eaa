/** `popsim cts`: argument parsing, report and exit status, and --jobs giving the same results as one job. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_MAX_DIM, parseCtsArgs, runCtsCommand, type OutputStream } from '../../src/cli/cts_command.js';
import { CtsError, apiRunner, runSuite } from '../../src/scenes/interlock_cts/index.js';
import { WorkerPool } from '../../src/scenes/interlock_cts/worker_pool.js';
import { casesOf } from './fixtures.js';

class Capture implements OutputStream {
  text = '';
  readonly isTTY = false;
  write(s: string): boolean {
    this.text += s;
    return true;
  }
}

test('parseCtsArgs: defaults are every chip, 8x8 cases only, one job', () => {
  const o = parseCtsArgs([]);
  assert.deepEqual(o.chips, ['VEGA10', 'RAVEN', 'VEGA20', 'NAVI10', 'NAVI14', 'NAVI21', 'NAVI31']);
  assert.equal(o.maxDim, DEFAULT_MAX_DIM);
  assert.equal(DEFAULT_MAX_DIM, 8);
  assert.equal(o.jobs, 1);
  assert.equal(o.msaa8, false);
});

test('parseCtsArgs: values with and without =, chip lists, flags', () => {
  const o = parseCtsArgs(['--gpu=navi31,raven', '--filter', '*.pixel_ordered.*', '--max-dim', '64', '--jobs=3', '--msaa8', '--debug', 'no-z-info-fix', '--pops-debug', 'no-overlap-check']);
  assert.deepEqual(o.chips, ['navi31', 'raven']);
  assert.equal(o.filter, '*.pixel_ordered.*');
  assert.equal(o.maxDim, 64);
  assert.equal(o.jobs, 3);
  assert.equal(o.msaa8, true);
  assert.equal(o.debug, 'no-z-info-fix');
  assert.equal(o.popsDebug, 'no-overlap-check');
});

test('parseCtsArgs: bad input is a CtsError naming the option', () => {
  assert.throws(() => parseCtsArgs(['--jobs', '0']), (e: unknown) => e instanceof CtsError && e.code === 'bad-option' && e.location === '--jobs');
  assert.throws(() => parseCtsArgs(['--max-dim']), (e: unknown) => e instanceof CtsError && e.location === '--max-dim');
  assert.throws(() => parseCtsArgs(['--frobnicate']), (e: unknown) => e instanceof CtsError && e.location === '--frobnicate');
});

test('popsim cts: per-chip counts on stdout, a progress line per case on a non-terminal stderr, exit 0 when everything passes', async () => {
  const stdout = new Capture();
  const stderr = new Capture();
  const status = await runCtsCommand(['--gpu', 'navi31', '--max-dim', '8', '--filter', 'basic.nodiscard.*.pixel_*.1xaa.*'], { stdout, stderr });
  assert.equal(status, 0);
  assert.match(stdout.text, /^NAVI31: 4 pass, 0 fail, 0 not supported$/m);
  assert.equal(stderr.text.trim().split('\n').length, 4);
  assert.match(stderr.text, /^\[1\/4\] NAVI31 pass basic\.nodiscard\.image\.pixel_ordered\.1xaa\.no_sample_shading\.8x8$/m);
});

test('popsim cts: shading-rate cases are not supported, and a hang is reported with exit status 1 (S2 broken on RAVEN)', async () => {
  const stdout = new Capture();
  const status = await runCtsCommand(
    ['--gpu', 'raven', '--max-dim', '8', '--filter', 'basic.nodiscard.image.*_ordered.1xaa.*', '--pops-debug', 'no-overlap-check'],
    { stdout, stderr: new Capture() },
  );
  assert.equal(status, 1);
  assert.match(stdout.text, /^RAVEN: 0 pass, 2 fail, 1 not supported$/m);
  assert.match(stdout.text, /^ {2}HANG basic\.nodiscard\.image\.pixel_ordered\.1xaa\.no_sample_shading\.8x8: GPU hang at cycle \d+/m);
});

test('--jobs: worker threads give the same outcomes, invocations and cycles as one in-process job', async () => {
  const cases = casesOf({ filter: 'basic.*.ssbo.sample_ordered.*' });
  const one = await runSuite(apiRunner('NAVI21'), cases);
  const pool = new WorkerPool(2);
  try {
    const two = await runSuite(pool.runners(['NAVI21']), cases, { jobs: 2 });
    const summary = (r: typeof one): unknown => r.chips[0]!.results.map((x) => [x.case.name, x.outcome.kind]);
    assert.deepEqual(summary(two), summary(one));
    assert.equal(two.chips[0]!.invocations, one.chips[0]!.invocations);
    assert.equal(two.chips[0]!.cycles, one.chips[0]!.cycles);
    assert.ok(one.chips[0]!.cycles > 0);
  } finally {
    await pool.close();
  }
});

test('popsim cts --help prints the usage with the default max dim and exits 0', async () => {
  const stdout = new Capture();
  assert.equal(await runCtsCommand(['--help'], { stdout, stderr: new Capture() }), 0);
  assert.match(stdout.text, /popsim cts \[--gpu/);
  assert.match(stdout.text, /--max-dim 8 /);
});
