/** The popsim command: asm/disasm on the bundled POPS examples agree with llvm-mc; errors exit with the status of their kind. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { findLlvmMc } from '../tools/llvm_mc.js';
import { reportError, UsageError } from '../src/cli/exit_status.js';
import { CtsError } from '../src/scenes/interlock_cts/errors.js';
import { GpuHangError, GpuMemoryError } from '../src/gpu/index.js';
import { DeviceLostError } from '../src/api/device_lost_error.js';
import { IrValidationError } from '../src/compiler/ir/validator.js';
import { tempDir } from './support/temp_dir.js';

const CLI = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../src/cli/main.js');
const EXAMPLES = path.resolve(process.cwd(), 'examples');

function popsim(args: string[], input?: string) {
  return spawnSync(process.execPath, [CLI, ...args], { input, encoding: 'utf8' });
}

const norm = (s: string) => s.replace(/\s+/g, ' ').trim();

const CASES = [
  ['gfx900', 'pops_gfx9.s'],
  ['gfx1030', 'pops_gfx10_3.s'],
  ['gfx1100', 'pops_gfx11.s'],
] as const;

for (const [cpu, file] of CASES) {
  test(`popsim asm ${file} prints what llvm-mc -show-encoding prints`, { skip: !findLlvmMc() && 'llvm-mc 15 not installed' }, () => {
    const ours = popsim(['asm', '--gpu', cpu, path.join(EXAMPLES, file)]);
    assert.equal(ours.status, 0, ours.stderr);
    const mattr = cpu === 'gfx900' ? [] : ['-mattr=+wavefrontsize64'];
    const ref = spawnSync(findLlvmMc()!, ['-arch=amdgcn', `-mcpu=${cpu}`, ...mattr, '-show-encoding'], {
      input: readFileSync(path.join(EXAMPLES, file), 'utf8'),
      encoding: 'utf8',
    });
    const llvmLines = ref.stdout.split('\n').filter((l) => l.includes('encoding:')).map((l) => l.split(';')[1]);
    const ourLines = ours.stdout.split('\n').filter((l) => l.includes('encoding:')).map((l) => l.split(';')[1]);
    assert.deepEqual(ourLines, llvmLines);
  });
}

test('popsim disasm reads llvm-style byte lists and word lists, and its output re-assembles', () => {
  const bytes = '0xef,0x04,0x06,0x81\n0x07,0x00,0x90,0xbf\n0x00,0x00,0x81,0xbf\n';
  const a = popsim(['disasm', '--gpu', 'raven', '-'], bytes);
  assert.equal(a.status, 0, a.stderr);
  assert.match(a.stdout, /s_add_i32 s6, src_pops_exiting_wave_id, s4/);
  assert.match(a.stdout, /s_sendmsg sendmsg\(MSG_ORDERED_PS_DONE\)/);
  const b = popsim(['disasm', '--gpu', 'gfx900', '-'], '810604ef bf900007 0xbf810000');
  assert.equal(norm(b.stdout), norm(a.stdout));
  const dir = tempDir('popsim-');
  const text = a.stdout.split('\n').map((l) => l.split(';')[0]).join('\n');
  writeFileSync(path.join(dir, 'x.s'), text);
  const c = popsim(['asm', '--gpu', 'gfx900', '-o', path.join(dir, 'x.bin'), path.join(dir, 'x.s')]);
  assert.equal(c.status, 0, c.stderr);
  const d = popsim(['disasm', '--gpu', 'gfx900', path.join(dir, 'x.bin')]);
  assert.equal(norm(d.stdout), norm(a.stdout));
});

test('popsim demo: POPS sequences per generation, passing conformance cases, R2 cost, an S2 hang report', () => {
  const r = popsim(['demo']);
  assert.equal(r.status, 0, r.stderr);
  assert.match(r.stdout, /RAVEN \(gfx9.*s_setreg_b32 hwreg\(HW_REG_MODE, 24, 2\).*s_sleep 3 .*MSG_ORDERED_PS_DONE/);
  assert.match(r.stdout, /NAVI21 \(gfx10_3.*hwreg\(HW_REG_POPS_PACKER, 0, 3\).*s_sleep 0xffff/);
  assert.match(r.stdout, /NAVI31 \(gfx11.*s_wait_event 0x0 \| exp mrt0 .* done/);
  assert.doesNotMatch(r.stdout, /FAIL/);
  assert.equal((r.stdout.match(/: pass, /g) ?? []).length, 9);
  for (const m of r.stdout.matchAll(/pixel\/sample = ([\d.]+)x/g)) assert.ok(Number(m[1]) > 2, 'pixel interlock under MSAA is much slower (R2)');
  assert.match(r.stdout, /GPU hang at cycle \d+/);
  assert.match(r.stdout, /did-overlap = 0 never ends \(S2\)/);
});

test('popsim reports bad input with a non-zero exit and a message', () => {
  const unknownGpu = popsim(['asm', '--gpu', 'gfx1200', '-'], 's_nop 0');
  assert.equal(unknownGpu.status, 1);
  assert.match(unknownGpu.stderr, /unknown GPU 'gfx1200'/);
  const badLine = popsim(['asm', '--gpu', 'gfx1100', '-'], 's_nop 0\ns_add_i32 s0, src_pops_exiting_wave_id, s1\n');
  assert.equal(badLine.status, 1);
  assert.match(badLine.stderr, /line 2/);
  const badWord = popsim(['disasm', '--gpu', 'gfx900', '-'], '0xbe80ff00');
  assert.equal(badWord.status, 1);
  assert.match(badWord.stderr, /offset 0x0: word 0xbe80ff00/);
  const noGpu = popsim(['asm', '-']);
  assert.equal(noGpu.status, 2);
  assert.equal(popsim([]).status, 2, 'no command is a usage error');
  assert.equal(popsim(['--help']).status, 0);
});

const SHADERS = path.resolve(process.cwd(), 'test/compiler/shaders');

test('popsim compile prints the POPS sequence of each generation from GLSL (issue 3 done-when)', () => {
  const gfx9 = popsim(['compile', '--gpu', 'raven', path.join(SHADERS, 'interlock_basic.frag')]);
  assert.equal(gfx9.status, 0, gfx9.stderr);
  assert.match(gfx9.stdout, /s_setreg_b32 hwreg\(HW_REG_MODE, 24, 2\)/);
  assert.match(gfx9.stdout, /s_sleep 3\n/);
  assert.match(gfx9.stdout, /s_sendmsg sendmsg\(MSG_ORDERED_PS_DONE\)/);
  const gfx103 = popsim(['compile', '--gpu', 'navi21', path.join(SHADERS, 'interlock_basic.frag')]);
  assert.match(gfx103.stdout, /HW_REG_POPS_PACKER, 0, 3/);
  assert.match(gfx103.stdout, /s_sleep 0xffff/);
  const gfx11 = popsim(['compile', '--gpu', 'gfx1100', '--ir', path.join(SHADERS, 'interlock_basic.frag')]);
  assert.equal(gfx11.status, 0, gfx11.stderr);
  assert.match(gfx11.stdout, /s_wait_event 0x0/);
  assert.doesNotMatch(gfx11.stdout, /s_sendmsg/);
  assert.match(gfx11.stdout, /^\/\/ shader fragment interlock=pixel_ordered/m);
  assert.match(gfx11.stdout, /@begin_invocation_interlock/);
});

test('popsim compile --pops-debug removes one protocol element; bad input exits 1 with a message', () => {
  const frag = path.join(SHADERS, 'interlock_basic.frag');
  const noCheck = popsim(['compile', '--gpu', 'gfx900', '--pops-debug', 'no-overlap-check', frag]);
  assert.equal(noCheck.status, 0, noCheck.stderr);
  assert.doesNotMatch(noCheck.stdout, /s_bitcmp1_b32 s\d+, 31/);
  assert.match(noCheck.stdout, /src_pops_exiting_wave_id/);
  const badSwitch = popsim(['compile', '--gpu', 'gfx900', '--pops-debug', 'no-such-thing', frag]);
  assert.equal(badSwitch.status, 1);
  assert.match(badSwitch.stderr, /unknown POPS debug switch 'no-such-thing'/);
  const dir = tempDir('popsim-');
  const broken = path.join(dir, 'broken.frag');
  writeFileSync(broken, '#version 450\nvoid main() {\n  undeclared = 1;\n}\n');
  const bad = popsim(['compile', '--gpu', 'gfx900', broken]);
  assert.equal(bad.status, 1);
  assert.match(bad.stderr, /undeclared/);
  const truncated = path.join(dir, 'truncated.spv');
  writeFileSync(truncated, Buffer.from(new Uint32Array([0x07230203, 0x00010300, 0, 10]).buffer));
  const spv = popsim(['compile', '--gpu', 'gfx900', truncated]);
  assert.equal(spv.status, 1);
  assert.match(spv.stderr, /word/i);
  assert.equal(popsim(['compile', frag]).status, 2, 'missing --gpu is a usage error');
});

test('popsim --help documents the exit statuses', () => {
  const help = norm(popsim(['--help']).stdout);
  assert.match(help, /Exit status: 0 success; 1 bad input \(popsim cts: a case failed or hung\); 2 usage error; 3 the simulated GPU failed \(hang, device lost, GPU fault\); 70 internal error, a popsim bug/);
});

test('exit status by kind of error: input 1, usage 2, device 3, internal (a broken invariant or not a PopsimError) 70', () => {
  const lines: string[] = [];
  const status = (e: unknown): number => reportError(e, (t) => lines.push(t));
  assert.equal(status(new CtsError('unknown-case', 'basic.x', 'not in the matrix')), 1);
  assert.equal(status(Object.assign(new Error("ENOENT: no such file or directory, open 'x.s'"), { code: 'ENOENT', syscall: 'open' })), 1);
  assert.equal(status(new UsageError('--gpu is required')), 2);
  assert.equal(status(new GpuMemoryError('page-fault', 0x1000, 'no allocation')), 3);
  assert.equal(status(new DeviceLostError('vkQueueSubmit', new GpuHangError(7, 'no progress', [], []))), 3);
  assert.equal(status(new IrValidationError('inline', ['%3 used before its definition'])), 70);
  assert.equal(status(new RangeError('Invalid array length')), 70);
  assert.deepEqual(lines.slice(0, 4), [
    'popsim: basic.x: not in the matrix',
    "popsim: ENOENT: no such file or directory, open 'x.s'",
    "popsim: --gpu is required (run 'popsim --help' for usage)",
    'popsim: 0x1000: no allocation',
  ]);
  assert.match(lines[5]!, /^popsim: internal error \(a popsim bug, please report it\): IrValidationError: invalid IR after inline:\n {2}%3 used before its definition\n {4}at /);
  assert.match(lines[6]!, /^popsim: internal error .*: RangeError: Invalid array length\n {4}at /);
});

test('popsim cts: a GPU hang fails its case, exit status 1 (S2 broken on RAVEN)', () => {
  const r = popsim(['cts', '--gpu', 'raven', '--max-dim', '8', '--filter', 'basic.nodiscard.image.pixel_ordered.1xaa.*', '--pops-debug', 'no-overlap-check']);
  assert.equal(r.status, 1, r.stderr);
  assert.match(r.stdout, /^ {2}HANG basic\.nodiscard\.image\.pixel_ordered\.1xaa\.no_sample_shading\.8x8: GPU hang at cycle \d+/m);
});

/**
 * popsim with every queue submission failing as `fault` (JavaScript, with GpuHangError in scope) says. The
 * fault is injected from outside by a module that `--import` loads before the command: src/ has no test hook.
 */
function popsimWithFaultySubmit(args: string[], fault: string) {
  const src = new URL('../src/', import.meta.url).href;
  const inject = [
    `import { SubmitExecutor } from '${src}driver/submit_executor.js';`,
    `import { GpuHangError } from '${src}gpu/index.js';`,
    `SubmitExecutor.prototype.run = function () { ${fault} };`,
  ].join('\n');
  return spawnSync(process.execPath, ['--import', `data:text/javascript,${encodeURIComponent(inject)}`, CLI, ...args], { encoding: 'utf8' });
}

test('popsim demo: a GPU hang (device lost) outside a conformance report exits with status 3', () => {
  const r = popsimWithFaultySubmit(['demo'], "throw new GpuHangError(1234, 'no wave made progress (injected)', [], []);");
  assert.equal(r.status, 3, r.stderr);
  // The demo's runner unwraps the API's DeviceLostError to the GPU's hang report, as the suite does.
  assert.equal(r.stderr, 'popsim: GPU hang at cycle 1234: no wave made progress (injected)\n');
});

test('popsim demo: an error that is not a PopsimError is a popsim bug: "internal error" with the stack, exit status 70', () => {
  const r = popsimWithFaultySubmit(['demo'], 'return null.stats;');
  assert.equal(r.status, 70, r.stderr);
  assert.match(r.stderr, /^popsim: internal error \(a popsim bug, please report it\): TypeError: Cannot read properties of null \(reading 'stats'\)\n {4}at /);
});

test('popsim demo --job-timeout reaches its devices: a conformance case still running at the deadline is a device loss, exit status 3', () => {
  const r = popsim(['demo', '--job-timeout', '5000']);
  assert.equal(r.status, 3, r.stderr);
  assert.match(r.stdout, /^2\. Conformance cases through the API/m);
  assert.match(r.stderr, /^popsim: GPU hang at cycle 5000: job timeout: not done 5000 cycles after the job started/);
});

test('popsim demo: a bad --job-timeout or --wall-guard is a usage error (exit status 2)', () => {
  for (const args of [['--job-timeout', '0'], ['--wall-guard', 'soon']]) {
    const r = popsim(['demo', ...args]);
    assert.equal(r.status, 2, r.stderr);
    assert.match(r.stderr, new RegExp(`^popsim: ${args[0]}: '${args[1]}' is not a positive`));
  }
});
