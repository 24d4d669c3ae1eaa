/**
 * `popsim cts --shard K/N` and `--merge` end to end: shards run as separate processes (one from
 * `--shard`, one from a Slurm array task's environment), their results files merged, and the
 * merged report equal to the unsharded run's — same counts, failing cases, invocations and cycles.
 * Also: the environment's shard is announced and loses to `--shard`; merge refusals exit 1 with one
 * `popsim: …` line; `--merge` with run options is a usage error.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCtsCommand, parseCtsArgs } from '../../src/cli/cts_command.js';
import { UsageError } from '../../src/cli/exit_status.js';
import { ResultsFile } from '../../src/scenes/interlock_cts/results_file.js';
import { Capture } from './fixtures.js';
import { tempDir } from '../support/temp_dir.js';

const CLI = fileURLToPath(new URL('../../src/cli/main.js', import.meta.url));

/** The environment without any job array's variables (the test may itself run in one). */
const CLEAN_ENV: NodeJS.ProcessEnv = Object.fromEntries(
  Object.entries(process.env).filter(([k]) => !k.startsWith('SLURM_ARRAY_') && k !== 'JOB_COMPLETION_INDEX' && k !== 'POPSIM_SHARD_COUNT'),
);

interface Run {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

function popsim(args: readonly string[], env: NodeJS.ProcessEnv = CLEAN_ENV): Promise<Run> {
  return new Promise((resolve) => {
    execFile(process.execPath, [CLI, ...args], { env, encoding: 'utf8', maxBuffer: 1 << 24 }, (error, stdout, stderr) => {
      resolve({ status: error === null ? 0 : typeof error.code === 'number' ? error.code : null, stdout, stderr });
    });
  });
}

/** Every line but the last (how the result was obtained: wall time, merged from …). */
const report = (stdout: string): string[] => stdout.trimEnd().split('\n').slice(0, -1);

const outcomes = (path: string): Map<string, string> => new Map(ResultsFile.read(path).records.map((r) => [`${r.chip} ${r.case}`, JSON.stringify(r.outcome)]));

test('two shards in separate processes (one from --shard, one from a Slurm array task) merge into the unsharded run', async () => {
  const dir = tempDir('popsim-shard-');
  // Half of RAVEN's 8x8 cases (24 run, 12 not supported); one job per process, three processes at once.
  const run = ['cts', '--gpu', 'raven', '--max-dim', '8', '--filter', 'basic.nodiscard.*', '--jobs', '1'];
  const all = join(dir, 'all.jsonl');
  const first = join(dir, 'shard1.jsonl');
  const second = join(dir, 'shard2.jsonl');
  // --array=4-5: task 5 is the second of two.
  const slurm = { ...CLEAN_ENV, SLURM_ARRAY_TASK_ID: '5', SLURM_ARRAY_TASK_MIN: '4', SLURM_ARRAY_TASK_MAX: '5', SLURM_ARRAY_TASK_COUNT: '2' };
  const [whole, one, two] = await Promise.all([
    popsim([...run, '--results', all]),
    popsim([...run, '--shard', '1/2', '--results', first]),
    popsim([...run, '--results', second], slurm),
  ]);
  for (const r of [whole, one, two]) assert.equal(r.status, 0, r.stderr);
  assert.match(one.stderr, /^shard 1\/2: 18 of 36 cases, \d+\.\d % of the estimated work$/m);
  assert.match(two.stderr, /^shard 2\/2 \(from SLURM_ARRAY_TASK_ID=5 SLURM_ARRAY_TASK_COUNT=2 SLURM_ARRAY_TASK_MIN=4 SLURM_ARRAY_TASK_MAX=5\): 18 of 36 cases/m);
  assert.doesNotMatch(whole.stderr, /^shard/m);
  assert.match(whole.stdout, /^RAVEN: 24 pass, 0 fail, 12 not supported$/m);

  // The shards are disjoint halves of the run, each a part of the report.
  const [a, b, w] = [outcomes(first), outcomes(second), outcomes(all)];
  assert.ok(a.size > 0 && b.size > 0);
  assert.deepEqual([...a.keys()].filter((k) => b.has(k)), []);
  assert.equal(a.size + b.size, w.size);
  assert.doesNotMatch(one.stdout, /24 pass/);

  const outFile = join(dir, 'merged.jsonl');
  const merged = await popsim(['cts', '--merge', first, second, '--results', outFile]);
  assert.equal(merged.status, 0, merged.stderr);
  assert.equal(merged.stderr, '');
  // The same report: counts, failing cases, per-chip invocations and cycles.
  assert.deepEqual(report(merged.stdout), report(whole.stdout));
  assert.match(merged.stdout, /^RAVEN: \d+ invocations, \d+ cycles simulated$/m);
  assert.match(merged.stdout.trimEnd().split('\n').at(-1)!, /^36 cases × 1 chips merged from 2 files \(nothing run, written to .*merged\.jsonl\); case wall time Σ [\d.]+ s$/);
  // Per case: the same outcomes (with their cycles) as the unsharded run, in its order.
  assert.deepEqual([...outcomes(outFile)], [...w]);

  // A shard alone is not the run: refused, one line, exit 1.
  const partial = spawnSync(process.execPath, [CLI, 'cts', '--merge', first], { encoding: 'utf8', env: CLEAN_ENV });
  assert.equal(partial.status, 1);
  assert.equal(partial.stdout, '');
  assert.match(partial.stderr, /^popsim: RAVEN basic\.nodiscard\.\S+: in no file — 18 of the run's 36 cases are missing \(.*\); the files hold shard 1\/2: is a shard's file missing or unfinished\?\n$/);
  // A shard of other options: refused, one line, exit 1.
  const lazy = join(dir, 'lazy.jsonl');
  writeFileSync(lazy, readFileSync(second, 'utf8').replace('"options":{"msaa8":false}', '"options":{"msaa8":false,"lazyPolling":true}'));
  const mismatch = spawnSync(process.execPath, [CLI, 'cts', '--merge', first, lazy], { encoding: 'utf8', env: CLEAN_ENV });
  assert.equal(mismatch.status, 1);
  assert.match(mismatch.stderr, /^popsim: \S+lazy\.jsonl: other options than \S+shard1\.jsonl \(no --lazy-polling there, --lazy-polling here\)\n$/);
});

test('the environment\'s shard is announced on stderr; an explicit --shard wins over it', async () => {
  // Only not-supported cases: nothing is simulated.
  const argv = ['--gpu', 'raven', '--max-dim', '8', '--filter', '*.shading_rate_ordered.1xaa.*'];
  const env = { JOB_COMPLETION_INDEX: '1', POPSIM_SHARD_COUNT: '2' };
  const fromEnv = { stdout: new Capture(), stderr: new Capture(), env };
  assert.equal(await runCtsCommand(argv, fromEnv), 0);
  assert.match(fromEnv.stderr.text, /^shard 2\/2 \(from JOB_COMPLETION_INDEX=1 POPSIM_SHARD_COUNT=2\): 2 of 4 cases, 50\.0 % of the estimated work\n/);
  assert.match(fromEnv.stdout.text, /^RAVEN: 0 pass, 0 fail, 2 not supported$/m);
  assert.match(fromEnv.stdout.text, /^4 cases × 1 chips, shard 2\/2 \(2 of them\) in /m);
  const explicit = { stdout: new Capture(), stderr: new Capture(), env };
  assert.equal(await runCtsCommand([...argv, '--shard', '1/1'], explicit), 0);
  assert.match(explicit.stderr.text, /^shard 1\/1: 4 of 4 cases/);
  assert.doesNotMatch(explicit.stderr.text, /JOB_COMPLETION_INDEX/);
  assert.match(explicit.stdout.text, /^RAVEN: 0 pass, 0 fail, 4 not supported$/m);
  // A broken job-array environment is refused before anything runs, unless --shard is given.
  await assert.rejects(runCtsCommand(argv, { stdout: new Capture(), stderr: new Capture(), env: { JOB_COMPLETION_INDEX: '0' } }), /POPSIM_SHARD_COUNT: is not set/);
});

test('parseCtsArgs: --shard K/N; --merge takes results files and only --results; files without --merge are refused', () => {
  assert.deepEqual(parseCtsArgs(['--shard', '2/5']).shard, { index: 2, count: 5 });
  const merge = parseCtsArgs(['--merge', 'a.jsonl', 'b.jsonl', '--results', 'out.jsonl']);
  assert.deepEqual([merge.merge, merge.results], [['a.jsonl', 'b.jsonl'], 'out.jsonl']);
  assert.deepEqual(parseCtsArgs(['a.jsonl', '--merge']).merge, ['a.jsonl']);
  for (const [argv, location, message] of [
    [['--merge', 'a.jsonl', '--gpu', 'raven'], '--gpu', /cannot be combined with --merge/],
    [['--merge', 'a.jsonl', '--shard', '1/2'], '--shard', /cannot be combined with --merge/],
    [['--merge', 'a.jsonl', '--lazy-polling'], '--lazy-polling', /cannot be combined with --merge/],
    [['--merge'], '--merge', /needs the results files/],
    [['a.jsonl'], '', /takes no arguments, got 'a\.jsonl' \(results files only after --merge\)/],
  ] as const) {
    assert.throws(() => parseCtsArgs(argv), (e: unknown) => e instanceof UsageError && e.location === location && message.test(e.message), argv.join(' '));
  }
});
