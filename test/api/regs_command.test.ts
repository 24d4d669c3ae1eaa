/** `popsim regs`: argument parsing, the dumped draw's POPS registers, and errors. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { builtinFragmentShader, parseRegsArgs, regsCommandText, RegsCommandError } from '../../src/cli/regs_command.js';
import { UsageError } from '../../src/cli/exit_status.js';

const CLI = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../src/cli/main.js');
const SHADERS = path.resolve(process.cwd(), 'test/compiler/shaders');

function popsim(args: string[]) {
  return spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8' });
}

/** REG → field → value (enum fields keep their number in parentheses). */
function fields(dump: string, reg: string): Map<string, number> {
  const line = dump.split('\n').find((l) => l.startsWith(`${reg} = `));
  assert.ok(line, `${reg} is in the dump`);
  const out = new Map<string, number>();
  for (const f of /\{ ?(.*?) ?\}$/.exec(line)![1]!.split(' ').filter((x) => x.length > 0)) {
    const [name, value] = f.split('=');
    out.set(name!, Number(/\((\d+)\)$/.exec(value!)?.[1] ?? value!));
  }
  return out;
}

test('parseRegsArgs: defaults (pixel interlock, ordered, 1 sample) and every option', () => {
  assert.deepEqual(parseRegsArgs(['--gpu', 'navi31']), { gpu: 'navi31', interlock: 'pixel', ordered: true, samples: 1, sampleShading: false });
  assert.deepEqual(parseRegsArgs(['--gpu=raven', '--interlock', 'sample', '--unordered', '--samples=8', '--sample-shading', '--debug', 'no-drain-workaround']), {
    gpu: 'raven',
    interlock: 'sample',
    ordered: false,
    samples: 8,
    sampleShading: true,
    debug: 'no-drain-workaround',
  });
  assert.deepEqual(parseRegsArgs(['--gpu', 'gfx1030', 'x.frag']), { gpu: 'gfx1030', interlock: 'pixel', ordered: true, samples: 1, sampleShading: false, shader: 'x.frag' });
});

test('parseRegsArgs: a command line the option table does not allow is a UsageError naming the option', () => {
  const cases: [string[], string, RegExp][] = [
    [[], '--gpu', /is required/],
    [['--gpu'], '--gpu', /needs a value/],
    [['--gpu', 'navi10', '--ordered', '--unordered'], '--ordered', /cannot be combined with --unordered/],
    [['--gpu', 'navi10', '--gpu', 'navi21'], '--gpu', /is given twice/],
    [['--gpu', 'navi10', '--interlock', 'none', '--unordered'], '--unordered', /needs --interlock pixel or sample/],
    [['--gpu', 'navi10', '--sample', 'x.frag'], '--sample', /is not an option of popsim regs/],
    [['--gpu', 'navi10', '--sample-shading=yes'], '--sample-shading', /takes no value/],
    [['--gpu', 'navi10', '--interlock', 'pixel', 'x.frag'], '--interlock', /a shader file declares its own interlock mode/],
    [['--gpu', 'navi10', 'a.frag', 'b.frag'], '', /expected at most 1 shader file, got 2/],
  ];
  for (const [argv, location, message] of cases) {
    assert.throws(() => parseRegsArgs(argv), (e: unknown) => e instanceof UsageError && e.location === location && message.test(e.message), argv.join(' '));
  }
});

test('parseRegsArgs: a bad option value is a RegsCommandError naming the option', () => {
  const cases: [string[], RegExp][] = [
    [['--gpu', 'navi10', '--samples', '16'], /--samples: '16' is not one of 1, 2, 4, 8/],
    [['--gpu', 'navi10', '--interlock', 'shading-rate'], /--interlock: 'shading-rate' is not pixel, sample, none/],
  ];
  for (const [argv, message] of cases) {
    assert.throws(() => parseRegsArgs(argv), (e: unknown) => e instanceof RegsCommandError && e.code === 'bad-option' && message.test(e.message), argv.join(' '));
  }
});

test('the built-in shader declares the requested interlock layout, and none without the extension', () => {
  assert.match(builtinFragmentShader('sample', false), /layout\(sample_interlock_unordered\) in;/);
  assert.match(builtinFragmentShader('pixel', true), /beginInvocationInterlockARB\(\);/);
  assert.doesNotMatch(builtinFragmentShader('none', true), /interlock/i);
});

test('VEGA10, sample interlock at 8x: R1, R2 = log2(8), R6 drain, S1, S12 in the dump; no-drain-workaround breaks R6 only', async () => {
  const dump = await regsCommandText(parseRegsArgs(['--gpu', 'vega10', '--interlock', 'sample', '--samples', '8']));
  assert.match(dump.split('\n')[0]!, /^# VEGA10 \(gfx900\): built-in shader, sample interlock, ordered, 8 samples$/);
  const db = fields(dump, 'DB_SHADER_CONTROL');
  assert.equal(db.get('PRIMITIVE_ORDERED_PIXEL_SHADER'), 1);
  assert.equal(db.get('POPS_OVERLAP_NUM_SAMPLES'), 3);
  assert.equal(fields(dump, 'DB_DFSM_CONTROL').get('POPS_DRAIN_PS_ON_OVERLAP'), 1);
  assert.equal(fields(dump, 'PA_SC_SHADER_CONTROL').get('LOAD_COLLISION_WAVEID'), 1);
  assert.equal(fields(dump, 'SPI_SHADER_COL_FORMAT').get('COL0_EXPORT_FORMAT'), 1);
  const broken = await regsCommandText(parseRegsArgs(['--gpu', 'vega10', '--interlock', 'sample', '--samples', '8', '--debug', 'no-drain-workaround']));
  assert.equal(fields(broken, 'DB_DFSM_CONTROL').get('POPS_DRAIN_PS_ON_OVERLAP') ?? 0, 0);
  assert.equal(fields(broken, 'DB_SHADER_CONTROL').get('POPS_OVERLAP_NUM_SAMPLES'), 3);
});

test('NAVI31, pixel interlock at 4x with sample shading: R3 rate 0, R5 NUM_SAMPLES = 2, PS_ITER_SAMPLES = 2', async () => {
  const dump = await regsCommandText(parseRegsArgs(['--gpu', 'navi31', '--samples', '4', '--sample-shading']));
  const db = fields(dump, 'DB_SHADER_CONTROL');
  assert.equal(db.get('OVERRIDE_INTRINSIC_RATE_ENABLE'), 1);
  assert.equal(db.get('OVERRIDE_INTRINSIC_RATE') ?? 0, 0);
  assert.equal(fields(dump, 'DB_Z_INFO').get('NUM_SAMPLES'), 2);
  assert.equal(fields(dump, 'DB_EQAA').get('PS_ITER_SAMPLES'), 2);
  assert.equal(fields(dump, 'PA_SC_MODE_CNTL_1').get('PS_ITER_SAMPLE'), 1);
});

test('--interlock none: no POPS bits (R1 off) and implicit out-of-order rasterization stays possible (R8)', async () => {
  const dump = await regsCommandText(parseRegsArgs(['--gpu', 'navi21', '--interlock', 'none']));
  assert.match(dump.split('\n')[0]!, /no interlock, 1 sample$/);
  assert.equal(fields(dump, 'DB_SHADER_CONTROL').get('PRIMITIVE_ORDERED_PIXEL_SHADER') ?? 0, 0);
  assert.equal(fields(dump, 'PA_SC_SHADER_CONTROL').get('LOAD_COLLISION_WAVEID') ?? 0, 0);
});

test('a GLSL shader file: its descriptors get placeholders, its output an R8G8B8A8_UNORM attachment (CB_COLOR0 bound)', async () => {
  const dump = await regsCommandText(parseRegsArgs(['--gpu', 'navi21', path.join(SHADERS, 'oit_interlock.frag')]));
  assert.match(dump.split('\n')[0]!, /oit_interlock\.frag, pixel interlock, ordered/);
  assert.equal(fields(dump, 'DB_SHADER_CONTROL').get('PRIMITIVE_ORDERED_PIXEL_SHADER'), 1);
  assert.notEqual(fields(dump, 'CB_COLOR0_INFO').get('FORMAT') ?? 0, 0);
});

test('popsim regs via the CLI: exit 0 with the dump; bad input exits 1 with a message; help lists regs', () => {
  const ok = popsim(['regs', '--gpu', 'navi14', '--interlock', 'sample', '--samples', '4']);
  assert.equal(ok.status, 0, ok.stderr);
  assert.equal(fields(ok.stdout, 'DB_SHADER_CONTROL').get('POPS_OVERLAP_NUM_SAMPLES'), 2);
  const bad = popsim(['regs', '--gpu', 'navi14', '--samples', '3']);
  assert.equal(bad.status, 1);
  assert.match(bad.stderr, /popsim: regs --samples: '3' is not one of 1, 2, 4, 8/);
  const chip = popsim(['regs', '--gpu', 'navi99']);
  assert.equal(chip.status, 1);
  assert.match(chip.stderr, /unknown chip 'navi99'/);
  const help = popsim(['--help']);
  assert.match(help.stdout, /popsim regs --gpu CHIP \[--interlock pixel\|sample\|none\]/);
});

test('popsim regs shows the vertex stage: the VS program on GFX9–10.3, the NGG stage (ES/GS) on GFX11, and the parameter linking', async () => {
  for (const [gpu, lo, rsrc2] of [
    ['raven', 'SPI_SHADER_PGM_LO_VS', 'SPI_SHADER_PGM_RSRC2_VS'],
    ['navi21', 'SPI_SHADER_PGM_LO_VS', 'SPI_SHADER_PGM_RSRC2_VS'],
    ['navi31', 'SPI_SHADER_PGM_LO_ES', 'SPI_SHADER_PGM_RSRC2_GS'],
  ] as const) {
    const dump = await regsCommandText(parseRegsArgs(['--gpu', gpu]));
    assert.match(dump, new RegExp(`^${lo} = 0x[0-9a-f]{8}$`, 'm'), gpu);
    // The built-in vertex shader reads gl_VertexIndex: one user SGPR (BASE_VERTEX).
    assert.equal(fields(dump, rsrc2).get('USER_SGPR'), 1, gpu);
    assert.match(dump, /^SPI_SHADER_POS_FORMAT = 0x00000004/m, gpu);
  }
});
