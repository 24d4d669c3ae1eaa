/** `popsim cts`: argument parsing, report and exit status, --jobs giving the same results as one job, --results resuming. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_MAX_DIM, parseCtsArgs, runCtsCommand } from '../../src/cli/cts_command.js';
import { CtsError, apiRunner, expectedInvocations, isHostGiveUp, runSuite, type CaseProgress } from '../../src/scenes/interlock_cts/index.js';
import { WorkerPool } from '../../src/scenes/interlock_cts/worker_pool.js';
import { Capture, casesOf } from './fixtures.js';
import { UsageError } from '../../src/cli/exit_status.js';
import { modelVersion } from '../../src/common/model_version.js';
import { tempDir } from '../support/temp_dir.js';

test('parseCtsArgs: defaults are every chip, 8x8 cases only, a job per available core, no shard', () => {
  const o = parseCtsArgs([]);
  assert.deepEqual(o.chips, ['VEGA10', 'RAVEN', 'VEGA20', 'NAVI10', 'NAVI14', 'NAVI21', 'NAVI31']);
  assert.equal(o.maxDim, DEFAULT_MAX_DIM);
  assert.equal(DEFAULT_MAX_DIM, 8);
  assert.equal(o.jobs, availableParallelism());
  assert.equal(parseCtsArgs(['--jobs', '1']).jobs, 1);
  assert.equal(o.shard, undefined);
  assert.equal(o.merge, undefined);
  assert.equal(o.msaa8, false);
  assert.equal(o.results, undefined);
  assert.equal(o.lazyPolling, false);
});

test('parseCtsArgs: --lazy-polling, refused with debug switches (it assumes the regular wait loop)', () => {
  assert.equal(parseCtsArgs(['--lazy-polling']).lazyPolling, true);
  for (const debug of [['--debug', 'no-z-info-fix'], ['--pops-debug', 'no-overlap-check']]) {
    assert.throws(() => parseCtsArgs(['--lazy-polling', ...debug]), (e: unknown) => e instanceof UsageError && e.location === '--lazy-polling');
  }
});

test('parseCtsArgs: values with and without =, chip lists, flags', () => {
  const o = parseCtsArgs(['--gpu=navi31,raven', '--filter', '*.pixel_ordered.*', '--max-dim', '64', '--jobs=3', '--msaa8', '--debug', 'no-z-info-fix', '--pops-debug', 'no-overlap-check', '--results=run.jsonl']);
  assert.deepEqual(o.chips, ['navi31', 'raven']);
  assert.equal(o.filter, '*.pixel_ordered.*');
  assert.equal(o.maxDim, 64);
  assert.equal(o.jobs, 3);
  assert.equal(o.msaa8, true);
  assert.equal(o.debug, 'no-z-info-fix');
  assert.equal(o.popsDebug, 'no-overlap-check');
  assert.equal(o.results, 'run.jsonl');
});

test('parseCtsArgs: a bad value is a CtsError, a bad command line a UsageError, each naming the option', () => {
  assert.throws(() => parseCtsArgs(['--jobs', '0']), (e: unknown) => e instanceof CtsError && e.code === 'bad-option' && e.location === '--jobs');
  assert.throws(() => parseCtsArgs(['--max-dim']), (e: unknown) => e instanceof UsageError && e.location === '--max-dim' && /needs a value/.test(e.message));
  assert.throws(() => parseCtsArgs(['--frobnicate']), (e: unknown) => e instanceof UsageError && e.location === '--frobnicate');
  assert.throws(() => parseCtsArgs(['--results']), (e: unknown) => e instanceof UsageError && e.location === '--results');
  assert.throws(() => parseCtsArgs(['--msaa8', '--msaa8']), (e: unknown) => e instanceof UsageError && e.location === '--msaa8' && /given twice/.test(e.message));
  assert.throws(() => parseCtsArgs(['extra']), (e: unknown) => e instanceof UsageError && /takes no arguments/.test(e.message));
});

test('popsim cts: a debug switch that means nothing on a chip of the run is refused before any case runs', async () => {
  const io = { stdout: new Capture(), stderr: new Capture() };
  await assert.rejects(
    runCtsCommand(['--gpu', 'raven,navi31', '--pops-debug', 'no-overlap-check'], io),
    (e: unknown) => e instanceof CtsError && e.location === '--pops-debug' && /noOverlapCheck has no meaning on NAVI31 \(gfx11\)/.test(e.message),
  );
  await assert.rejects(
    runCtsCommand(['--gpu', 'navi21', '--debug', 'no-z-info-fix'], io),
    (e: unknown) => e instanceof CtsError && e.location === '--debug' && /no-z-info-fix has no meaning on NAVI21 \(it applies to GFX11 \(R5\)\)/.test(e.message),
  );
  assert.equal(io.stdout.text + io.stderr.text, '', 'nothing ran');
});

test('parseCtsArgs: --job-timeout CYCLES and --wall-guard SECONDS (none turns either off); bad values name the option', () => {
  assert.deepEqual(
    [parseCtsArgs([]).jobTimeoutCycles, parseCtsArgs([]).wallGuardMs],
    [undefined, undefined],
    'device defaults unless given',
  );
  const o = parseCtsArgs(['--job-timeout', '5000', '--wall-guard=90']);
  assert.equal(o.jobTimeoutCycles, 5000);
  assert.equal(o.wallGuardMs, 90_000);
  const off = parseCtsArgs(['--job-timeout=none', '--wall-guard', 'none']);
  assert.equal(off.jobTimeoutCycles, Infinity);
  assert.equal(off.wallGuardMs, Infinity);
  for (const bad of [['--job-timeout', '0'], ['--job-timeout', '1.5'], ['--job-timeout', 'soon'], ['--wall-guard=-1'], ['--wall-guard', 'x']]) {
    const option = bad[0]!.split('=')[0];
    assert.throws(() => parseCtsArgs(bad), (e: unknown) => e instanceof CtsError && e.code === 'bad-option' && e.location === option, bad.join(' '));
  }
  // A missing value is a usage error of the command line (cli_options.ts).
  assert.throws(() => parseCtsArgs(['--wall-guard']), (e: unknown) => e instanceof UsageError && e.location === '--wall-guard');
});

test('popsim cts --job-timeout: a case still running at the deadline is a HANG naming the job timeout; the results header records the option', async () => {
  const path = join(tempDir('popsim-cts-'), 'results.jsonl');
  const stdout = new Capture();
  const args = ['--gpu', 'navi21', '--max-dim', '8', '--filter', 'basic.nodiscard.image.pixel_ordered.1xaa.*', '--results', path];
  const status = await runCtsCommand([...args, '--job-timeout', '2000'], { stdout, stderr: new Capture() });
  assert.equal(status, 1);
  assert.match(stdout.text, /^ {2}HANG basic\.nodiscard\.image\.pixel_ordered\.1xaa\.no_sample_shading\.8x8: GPU hang at cycle 2000: job timeout/m);
  assert.deepEqual(JSON.parse(readFileSync(path, 'utf8').split('\n')[0]!), { popsimCtsResults: 2, options: { msaa8: false, jobTimeoutCycles: 2000 } });
  await assert.rejects(
    runCtsCommand(args, { stdout: new Capture(), stderr: new Capture() }),
    (e: unknown) => e instanceof CtsError && e.location === '--results' && /--job-timeout 2000 there, no --job-timeout here/.test(e.message),
  );
});

test('case progress reaches the suite from worker threads as from the main thread: the submit ends idle with its draw started', async () => {
  const cases = casesOf({ filter: 'basic.nodiscard.image.pixel_ordered.1xaa.no_sample_shading.8x8' });
  const pool = new WorkerPool(1);
  try {
    for (const runners of [[apiRunner('NAVI31')], pool.runners(['NAVI31'])]) {
      const seen: CaseProgress[] = [];
      await runSuite(runners, cases, { onCaseProgress: (p) => seen.push(p) });
      assert.ok(seen.length > 0);
      assert.ok(seen.every((p) => p.chip === 'NAVI31' && p.case === cases[0]));
      const last = seen.at(-1)!.progress;
      assert.equal(last.idle, true);
      assert.equal(last.drawsStarted, last.drawsTotal);
      assert.equal(last.psInvocations, expectedInvocations(cases[0]!));
    }
  } finally {
    await pool.close();
  }
});

test('popsim cts: per-chip counts on stdout, a progress line per case on a non-terminal stderr, exit 0 when everything passes', async () => {
  const stdout = new Capture();
  const stderr = new Capture();
  // One job: progress lines in case order (with workers, in the order cases finish).
  const status = await runCtsCommand(['--gpu', 'navi31', '--max-dim', '8', '--filter', 'basic.nodiscard.*.pixel_*.1xaa.*', '--jobs', '1'], { stdout, stderr });
  assert.equal(status, 0);
  assert.match(stdout.text, /^NAVI31: 4 pass, 0 fail, 0 not supported$/m);
  assert.equal(stderr.text.trim().split('\n').length, 4);
  // Four equal 8x8 cases: each progress line adds a quarter of the run's invocations, with an ETA.
  assert.match(stderr.text, /^\[1\/4\] NAVI31 pass basic\.nodiscard\.image\.pixel_ordered\.1xaa\.no_sample_shading\.8x8 {2}\(25\.0 % of invocations, ETA \d+s\)$/m);
  assert.match(stderr.text, /^\[4\/4\] NAVI31 pass .* {2}\(100\.0 % of invocations, ETA 0s\)$/m);
});

test('popsim cts on a terminal: one rewritten progress line cut to its width from the case name, so the ETA stays visible', async () => {
  const terminal = { text: '', isTTY: true, columns: 80, write(t: string): boolean { this.text += t; return true; } };
  const status = await runCtsCommand(['--gpu', 'navi31', '--max-dim', '8', '--filter', 'basic.nodiscard.image.pixel_*.1xaa.*'], { stdout: new Capture(), stderr: terminal });
  assert.equal(status, 0);
  const frames = terminal.text.split('\r\x1b[K').filter((f) => f !== '');
  assert.equal(frames.length, 2);
  for (const f of frames) assert.ok(f.length <= 79, f);
  assert.match(frames[0]!, /^\[1\/2\] NAVI31 pass basic\.nodiscard\.image\.pixel.*… {2}\(50\.0 % of invocations, ETA \d+s\)$/);
  assert.match(frames[1]!, /… {2}\(100\.0 % of invocations, ETA 0s\)$/);
  assert.ok(terminal.text.endsWith('\r\x1b[K'));
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

test('popsim cts --results: a second run resumes every case from the file, runs nothing and prints the same counts', async () => {
  const path = join(tempDir('popsim-cts-'), 'results.jsonl');
  // One job: cases are recorded in case order (with workers, in the order they finish).
  const argv = ['--gpu', 'navi31', '--filter', 'basic.nodiscard.image.pixel_*.1xaa.*', '--max-dim', '8', '--jobs', '1', '--results', path];
  const first = { stdout: new Capture(), stderr: new Capture() };
  assert.equal(await runCtsCommand(argv, first), 0);
  assert.ok(first.stderr.text.startsWith(`resuming: 0 of 2 cases already in ${path}\n`));
  assert.match(first.stdout.text, /^NAVI31: 2 pass, 0 fail, 0 not supported$/m);
  assert.match(first.stdout.text, /^2 cases × 1 chips in [\d.]+ s wall \(.*\); case wall time Σ [\d.]+ s$/m);
  const written = readFileSync(path, 'utf8');
  const lines = written.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
  assert.deepEqual(lines[0], { popsimCtsResults: 2, options: { msaa8: false } });
  // The run line: this build's model and the run's selection.
  const run = lines[1]!.run as Record<string, unknown>;
  assert.deepEqual({ ...run, at: undefined }, { model: modelVersion(), chips: ['NAVI31'], filter: 'basic.nodiscard.image.pixel_*.1xaa.*', maxDim: 8, at: undefined });
  assert.deepEqual(
    lines.slice(2).map((l) => [l.chip, l.case, (l.outcome as { kind: string }).kind, typeof l.wallMs]),
    [
      ['NAVI31', 'basic.nodiscard.image.pixel_ordered.1xaa.no_sample_shading.8x8', 'pass', 'number'],
      ['NAVI31', 'basic.nodiscard.image.pixel_unordered.1xaa.no_sample_shading.8x8', 'pass', 'number'],
    ],
  );
  const recordedSeconds = lines.slice(2).reduce((a, l) => a + (l.wallMs as number), 0) / 1000;

  const second = { stdout: new Capture(), stderr: new Capture() };
  assert.equal(await runCtsCommand(argv, second), 0);
  assert.equal(second.stderr.text, `resuming: 2 of 2 cases already in ${path}\n`);
  assert.equal(readFileSync(path, 'utf8'), written);
  // The report and the invocation/cycle counts come back from the file; only the timing line differs.
  const allButTiming = (t: string): string[] => t.trim().split('\n').slice(0, -1);
  assert.deepEqual(allButTiming(second.stdout.text), allButTiming(first.stdout.text));
  assert.match(second.stdout.text, /^NAVI31: 2 pass, 0 fail, 0 not supported$/m);
  assert.ok(second.stdout.text.endsWith(`2 cases × 1 chips all from ${path} (nothing run); case wall time Σ ${recordedSeconds.toFixed(1)} s\n`));

  // Drop the last case line: a third run runs that case only and records it again.
  writeFileSync(path, `${written.trim().split('\n').slice(0, -1).join('\n')}\n`);
  const third = { stdout: new Capture(), stderr: new Capture() };
  assert.equal(await runCtsCommand(argv, third), 0);
  assert.match(third.stderr.text, /^resuming: 1 of 2 cases already in /m);
  // The resumed case counts as done: the one case run completes the estimate.
  assert.match(third.stderr.text, /^\[2\/2\] NAVI31 pass basic\.nodiscard\.image\.pixel_unordered\.1xaa\.no_sample_shading\.8x8 {2}\(100\.0 % of invocations, ETA 0s\)$/m);
  assert.doesNotMatch(third.stderr.text, /pixel_ordered/);
  // Header, run line, the kept case, this sitting's run line and its case.
  assert.deepEqual(
    readFileSync(path, 'utf8').trim().split('\n').map((l) => Object.keys(JSON.parse(l) as object)[0]),
    ['popsimCtsResults', 'run', 'chip', 'run', 'chip'],
  );
  assert.match(third.stdout.text, /^NAVI31: 2 pass, 0 fail, 0 not supported$/m);
});

test('popsim cts --results: other debug switches than the file header are refused before anything runs', async () => {
  const path = join(tempDir('popsim-cts-'), 'results.jsonl');
  writeFileSync(path, '{"popsimCtsResults":1,"options":{"msaa8":false}}\n');
  const stderr = new Capture();
  await assert.rejects(
    runCtsCommand(['--gpu', 'navi21', '--filter', 'basic.nodiscard.image.pixel_ordered.1xaa.*', '--max-dim', '8', '--pops-debug', 'no-overlap-check', '--results', path], { stdout: new Capture(), stderr }),
    (e: unknown) => e instanceof CtsError && e.code === 'bad-option' && e.location === '--results' && /--pops-debug "no-overlap-check" here/.test(e.message),
  );
  assert.equal(stderr.text, '');
  assert.equal(readFileSync(path, 'utf8'), '{"popsimCtsResults":1,"options":{"msaa8":false}}\n');
});

test('popsim cts --results --retry-give-ups: a case the host guard gave up on is resumed as a hang, or run again and superseded', async () => {
  const path = join(tempDir('popsim-cts-'), 'results.jsonl');
  const argv = ['--gpu', 'navi31', '--filter', 'basic.nodiscard.image.pixel_*.1xaa.*', '--max-dim', '8', '--jobs', '1', '--results', path];
  assert.equal(await runCtsCommand(argv, { stdout: new Capture(), stderr: new Capture() }), 0);
  // Turn the last case into a give-up of the host wall-clock guard, as a slow machine would have recorded it.
  const lines = readFileSync(path, 'utf8').trim().split('\n');
  const last = JSON.parse(lines.at(-1)!) as { case: string; outcome: unknown };
  last.outcome = { kind: 'hang', message: 'Host wall-clock guard at cycle 1200: simulating this job took 1800001 ms (limit 1800000 ms): popsim gave up; the simulated GPU did not fail' };
  writeFileSync(path, `${[...lines.slice(0, -1), JSON.stringify(last)].join('\n')}\n`);

  const kept = { stdout: new Capture(), stderr: new Capture() };
  assert.equal(await runCtsCommand(argv, kept), 1, 'without the flag the give-up is resumed like any outcome');
  assert.equal(kept.stderr.text, `resuming: 2 of 2 cases already in ${path}\n`);
  assert.match(kept.stdout.text, /^NAVI31: 1 pass, 1 fail, 0 not supported$/m);

  const retried = { stdout: new Capture(), stderr: new Capture() };
  assert.equal(await runCtsCommand([...argv, '--retry-give-ups'], retried), 0);
  assert.match(retried.stderr.text, /^resuming: 1 of 2 cases already in .* \(1 give-up of the host guard to run again\)$/m);
  assert.match(retried.stderr.text, new RegExp(`NAVI31 pass ${last.case.replaceAll('.', '\\.')}`));
  assert.match(retried.stdout.text, /^NAVI31: 2 pass, 0 fail, 0 not supported$/m);
  // The new line supersedes the give-up: a plain resume now reads a pass.
  const after = { stdout: new Capture(), stderr: new Capture() };
  assert.equal(await runCtsCommand(argv, after), 0);
  assert.match(after.stdout.text, /^NAVI31: 2 pass, 0 fail, 0 not supported$/m);
  assert.throws(() => parseCtsArgs(['--retry-give-ups']), (e: unknown) => e instanceof UsageError && e.location === '--retry-give-ups');
});

test('isHostGiveUp: only a hang whose report is the host wall-clock guard\'s', () => {
  assert.equal(isHostGiveUp({ kind: 'hang', message: 'Host wall-clock guard at cycle 5: …' }), true);
  assert.equal(isHostGiveUp({ kind: 'hang', message: 'GPU hang at cycle 5: no wave made progress' }), false);
  assert.equal(isHostGiveUp({ kind: 'error', name: 'Error', code: undefined, message: 'Host wall-clock guard' }), false);
});
