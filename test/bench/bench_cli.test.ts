/**
 * The command lines of the stand-alone benchmark scripts that parse through
 * bench/bench_options.ts: `--help` prints the usage and exits 0; an unknown
 * option, a bad value or an unexpected argument prints `name: message` and
 * the usage on stderr and exits 2, never with a stack trace. Every case here
 * is refused (or answered) before the script's workload starts, so each
 * spawn takes only the time to load the script's modules.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The compiled test is dist/test/bench/, the scripts dist/bench/. */
function scriptPath(name: string): string {
  return fileURLToPath(new URL(`../../bench/${name}.js`, import.meta.url));
}

function run(name: string, args: readonly string[]): { status: number | null; stdout: string; stderr: string } {
  // A script that started its workload would take far longer than this: the timeout fails the test.
  const r = spawnSync(process.execPath, [scriptPath(name), ...args], { encoding: 'utf8', timeout: 20_000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

const STACK_LINE = /\n\s+at /;

function assertHelp(name: string): void {
  const r = run(name, ['--help']);
  assert.equal(r.status, 0, `${name} --help: ${r.stderr}`);
  assert.ok(r.stdout.split('\n').some((line) => line.startsWith(`Usage: node dist/bench/${name}.js`)), `${name} --help printed:\n${r.stdout}`);
  assert.equal(r.stderr, '');
}

/** `args` is bad input: exit 2, `name: ` and the usage on stderr, nothing on stdout, no stack trace. */
function assertRefused(name: string, args: readonly string[], message?: RegExp): void {
  const r = run(name, args);
  const what = `${name} ${args.join(' ')}`;
  assert.equal(r.status, 2, `${what}: status ${r.status}, stderr:\n${r.stderr}`);
  assert.ok(r.stderr.startsWith(`${name}: `), `${what}: stderr:\n${r.stderr}`);
  assert.ok(r.stderr.includes('Usage:'), `${what}: no usage on stderr:\n${r.stderr}`);
  assert.doesNotMatch(r.stderr, STACK_LINE, `${what}: a stack trace`);
  assert.equal(r.stdout, '', `${what}: printed on stdout`);
  if (message !== undefined) assert.match(r.stderr, message, what);
}

/** Per script, bad input beyond the unknown option every script is given. */
const SCRIPTS: readonly (readonly [string, readonly (readonly [readonly string[], RegExp])[]])[] = [
  ['run', [[['extra'], /^run: .*'extra'/]]],
  ['aco_parity', [[['extra'], /^aco_parity: .*'extra'/]]],
  ['resolve', [[['--small-only'], /^resolve: .*--small-only/]]],
  ['oit', [[['--small-only=yes'], /^oit: .*--small-only/]]],
  [
    'ps_invocations',
    [
      [['--reps', '0'], /^ps_invocations: --reps takes a positive integer, not '0'/],
      [['--reps', 'two'], /^ps_invocations: --reps takes a positive integer, not 'two'/],
    ],
  ],
  [
    'vertex_throughput',
    [
      [['--chips', 'NOSUCHCHIP'], /^vertex_throughput: unknown chip 'NOSUCHCHIP'/],
      [['--chips', 'RAVEN,NOSUCHCHIP'], /^vertex_throughput: unknown chip 'NOSUCHCHIP'/],
    ],
  ],
  [
    'exactness',
    [
      [['--gpu', 'NOSUCHCHIP'], /^exactness: unknown chip 'NOSUCHCHIP'/],
      [['no.such.case'], /^exactness: .*no\.such\.case/],
      [['--baseline', '/nonexistent-popsim-build'], /^exactness: \/nonexistent-popsim-build has no built conformance cases/],
    ],
  ],
  [
    'wall_profile',
    [
      [[], /^wall_profile: --case is required/],
      [['--case', 'basic.nodiscard.image.sample_ordered.4xaa.no_sample_shading'], /^wall_profile: .*not a case of fragment_shader_interlock/],
      [['--case', 'basic.nodiscard.image.sample_ordered.4xaa.no_sample_shading.64x64', '--gpu', 'NOSUCHCHIP'], /^wall_profile: .*NOSUCHCHIP/],
      [['--case', 'basic.nodiscard.image.sample_ordered.4xaa.no_sample_shading.64x64', '--annotate', 'a b'], /^wall_profile: --annotate takes a function name/],
      [['--case', 'basic.nodiscard.image.sample_ordered.4xaa.no_sample_shading.64x64', '--keep', '/'], /^wall_profile: --keep \/: it exists already/],
    ],
  ],
  [
    'profile_scene',
    [
      [['gfx8'], /^profile_scene: unknown gfx level 'gfx8' \(one of gfx9, gfx10, gfx10_3, gfx11\)/],
      [['gfx10_3', '0'], /^profile_scene: SIZE takes a positive integer, not '0'/],
      [['gfx10_3', '512', '4', 'maybe'], /^profile_scene: the fourth argument is 'pops' or 'nopops', not 'maybe'/],
      [['gfx10_3', '512', '4', 'pops', '1', 'extra'], /^profile_scene: at most 5 arguments, got 6/],
    ],
  ],
];

for (const [name, bad] of SCRIPTS) {
  test(`bench ${name}: --help prints the usage and exits 0`, () => assertHelp(name));

  test(`bench ${name}: an unknown option exits 2 with the usage, no stack trace`, () => {
    assertRefused(name, ['--no-such-option'], /--no-such-option/);
  });

  test(`bench ${name}: bad arguments exit 2 with the usage, no stack trace`, () => {
    for (const [args, message] of bad) assertRefused(name, args, message);
  });
}
