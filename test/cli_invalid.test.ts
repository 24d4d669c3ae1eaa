/**
 * Invalid `popsim` invocations, one row each: a command line the option
 * tables do not allow exits 2 (usage), a well-formed one with a value or
 * file popsim rejects exits 1 (bad input); either way one line on stderr,
 * `popsim: …`, nothing on stdout and never a stack trace.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { tempDir } from './support/temp_dir.js';

const CLI = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../src/cli/main.js');
const FRAG = path.resolve(process.cwd(), 'test/compiler/shaders/interlock_basic.frag');
const DIR = tempDir('popsim-cli-');
const ODD_BIN = path.join(DIR, 'odd.bin');
writeFileSync(ODD_BIN, Buffer.from([1, 2, 3]));
const NO_STAGE = path.join(DIR, 'shader.glsl');
writeFileSync(NO_STAGE, '#version 450\nvoid main() {}\n');

const USAGE = 2;
const INPUT = 1;

/** [arguments, exit status, the one line on stderr]. */
const ROWS: readonly (readonly [readonly string[], number, RegExp])[] = [
  // usage: the shape of the command line
  [['frobnicate'], USAGE, /^popsim: unknown command 'frobnicate' \(run 'popsim --help' for usage\)$/],
  [['asm', '--gpu', 'gfx900', '--verbose', '-'], USAGE, /^popsim: --verbose: is not an option of popsim asm \(options: --gpu, -o, --wave32, --wave64\)/],
  [['asm', '-'], USAGE, /^popsim: --gpu: is required/],
  [['asm', '--gpu'], USAGE, /^popsim: --gpu: needs a value/],
  [['asm', '--gpu', '--wave32', '-'], USAGE, /^popsim: --gpu: needs a value/],
  [['asm', '--gpu', 'gfx900', '--gpu', 'gfx1100', '-'], USAGE, /^popsim: --gpu: is given twice/],
  [['asm', '--gpu', 'gfx1030', '--wave32', '--wave64', '-'], USAGE, /^popsim: --wave32: cannot be combined with --wave64/],
  [['asm', '--gpu', 'gfx900', 'a.s', 'b.s'], USAGE, /^popsim: expected at most 1 input file \(or - for stdin\), got 2/],
  [['disasm', '--gpu', 'gfx900'], USAGE, /^popsim: expected exactly 1 input file/],
  [['compile', '--gpu', 'gfx900', '--ir=yes', FRAG], USAGE, /^popsim: --ir: takes no value/],
  [['compile', '--gpu', 'gfx900', '--stage', 'vertex', '--stage', 'fragment', FRAG], USAGE, /^popsim: --stage: is given twice/],
  [['targets', 'extra'], USAGE, /^popsim: popsim targets takes no arguments, got 'extra'/],
  [['demo', '--fast'], USAGE, /^popsim: --fast: is not an option of popsim demo/],
  [['regs', '--gpu', 'navi21', '--ordered', '--unordered'], USAGE, /^popsim: --ordered: cannot be combined with --unordered/],
  [['regs', '--gpu', 'navi21', '--interlock', 'none', '--ordered'], USAGE, /^popsim: --ordered: needs --interlock pixel or sample/],
  [['regs', '--gpu', 'navi21', '--interlock', 'pixel', FRAG], USAGE, /^popsim: --interlock: selects the built-in shader/],
  [['regs', '--interlock', 'pixel'], USAGE, /^popsim: --gpu: is required/],
  [['cts', '--gpu', 'raven', '--jobs'], USAGE, /^popsim: --jobs: needs a value/],
  [['cts', '--gpu', 'raven', '--lazy-polling', '--pops-debug', 'no-overlap-check'], USAGE, /^popsim: --lazy-polling: assumes the regular POPS wait loop/],
  [['cts', '--quick'], USAGE, /^popsim: --quick: is not an option of popsim cts/],
  [['oit', '--trace'], USAGE, /^popsim: --trace: needs a value/],
  [['oit', '--trace-frame', 'raven:none'], USAGE, /^popsim: --trace-frame: needs --trace FILE/],
  // bad input: values and files
  [['asm', '--gpu', 'gfx1200', '-'], INPUT, /^popsim: unknown GPU 'gfx1200'/],
  [['asm', '--gpu', 'gfx900', path.join(DIR, 'missing.s')], INPUT, /^popsim: ENOENT: no such file or directory/],
  [['disasm', '--gpu', 'gfx900', ODD_BIN], INPUT, /^popsim: .*odd\.bin: 3 bytes is not a whole number of dwords$/],
  [['compile', '--gpu', 'gfx900', '--stage', 'geometry', FRAG], INPUT, /^popsim: --stage: 'geometry' is not a stage popsim compiles \(vertex, fragment\)$/],
  [['compile', '--gpu', 'gfx900', NO_STAGE], INPUT, /cannot tell the stage from the extension/],
  [['compile', '--gpu', 'gfx900', '--pops-debug', 'no-such-thing', FRAG], INPUT, /^popsim: .*--pops-debug: unknown POPS debug switch 'no-such-thing'/],
  [['compile', '--gpu', 'gfx1100', '--pops-debug', 'no-overlap-check,no-packer-setreg', FRAG], INPUT, /^popsim: --pops-debug: no-overlap-check, no-packer-setreg has no meaning on gfx1100 \(gfx11\)/],
  [['compile', '--gpu', 'gfx1030', '--pops-debug', 'no-gfx9-wrap-fix', FRAG], INPUT, /^popsim: --pops-debug: no-gfx9-wrap-fix has no meaning on gfx1030 \(gfx10_3\)/],
  [['compile', '--gpu', 'gfx1100', '--intrawave-collisions', FRAG], INPUT, /^popsim: --intrawave-collisions: has no meaning on gfx1100 \(gfx11\)/],
  [['regs', '--gpu', 'navi21', '--samples', '3'], INPUT, /^popsim: regs --samples: '3' is not one of 1, 2, 4, 8$/],
  [['regs', '--gpu', 'navi21', '--debug', 'no-z-info-fix'], INPUT, /^popsim: \[ popsim-InstanceCreateInfo-debug \] vkCreateDevice\(\): driver debug switch no-z-info-fix \(applies to GFX11 \(R5\)\) has no meaning on NAVI21/],
  [['regs', '--gpu', 'navi21', '--debug', 'no-drian'], INPUT, /^popsim: \[ popsim-InstanceCreateInfo-debug \] createInstance\(\): POPSIM_DEBUG: unknown switch 'no-drian'/],
  [['regs', '--gpu', 'navi21', path.join(DIR, 'missing.frag')], INPUT, /^popsim: ENOENT/],
  [['oit', '--trace', 't.json', '--trace-frame', 'navi21:none'], INPUT, /^popsim: --trace-frame: 'navi21:none' is not a frame of this run: CHIP:MODE with CHIP of --gpu \(raven, navi31\)/],
  [['cts', '--gpu', 'raven', '--max-dim', 'big'], INPUT, /^popsim: --max-dim: 'big' is not a positive integer$/],
  [['cts', '--gpu', 'navi31', '--pops-debug', 'no-overlap-check'], INPUT, /^popsim: --pops-debug: noOverlapCheck has no meaning on NAVI31 \(gfx11\)/],
  [['cts', '--gpu', 'navi21', '--debug', 'no-drain-workaround'], INPUT, /^popsim: --debug: no-drain-workaround has no meaning on NAVI21/],
];

for (const [args, status, line] of ROWS) {
  test(`popsim ${args.map((a) => path.basename(a)).join(' ')} → exit ${status}, one line`, () => {
    const r = spawnSync(process.execPath, [CLI, ...args], { input: '', encoding: 'utf8' });
    assert.equal(r.status, status, r.stderr);
    assert.equal(r.stdout, '');
    const lines = r.stderr.split('\n').filter((l) => l.length > 0);
    assert.equal(lines.length, 1, r.stderr);
    assert.match(lines[0]!, line);
    assert.doesNotMatch(r.stderr, /\n\s+at /, 'no stack trace');
  });
}

test('--help anywhere prints the usage and exits 0; no command at all is a usage error (exit 2)', () => {
  for (const args of [['--help'], ['compile', '--help'], ['asm', '-h'], ['regs', '--help'], ['cts', '--help']]) {
    const r = spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8' });
    assert.equal(r.status, 0, args.join(' '));
    assert.match(r.stdout, /Usage:/);
  }
  assert.equal(spawnSync(process.execPath, [CLI], { encoding: 'utf8' }).status, USAGE);
});
