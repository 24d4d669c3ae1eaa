/** The register rules one by one, with the cases the matrix does not reach. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { registerDb, setField, getField } from '../../src/amd/registers/index.js';
import { RegisterFile } from '../../src/gpu/regs/index.js';
import { Pm4Builder } from '../../src/amd/pm4/index.js';
import { runCommandStream } from '../../src/gpu/pm4/index.js';
import { DriverError, emitRegisterWrites, regsDump, spiShaderColFormat, writtenValue } from '../../src/driver/index.js';
import { changedFields, drawState, field, PIXEL, SAMPLE, writes } from './draw_state_fixture.js';

test('R1: a draw without interlock leaves every POPS field off', () => {
  for (const chip of ['VEGA10', 'NAVI10', 'NAVI21', 'NAVI31'] as const) {
    const s = drawState(chip, undefined, 4);
    const w = writes(s);
    assert.equal(field(s, w, 'DB_SHADER_CONTROL', 'PRIMITIVE_ORDERED_PIXEL_SHADER'), 0, chip);
    assert.equal(field(s, w, 'PA_SC_SHADER_CONTROL', 'LOAD_COLLISION_WAVEID'), 0, chip);
    if (chip === 'NAVI31') assert.equal(field(s, w, 'DB_SHADER_CONTROL', 'OVERRIDE_INTRINSIC_RATE_ENABLE'), 0);
    else {
      assert.equal(field(s, w, 'DB_SHADER_CONTROL', 'POPS_OVERLAP_NUM_SAMPLES'), 0, chip);
      assert.equal(field(s, w, 'DB_SHADER_CONTROL', 'EXEC_IF_OVERLAPPED'), 0, chip);
    }
  }
  // R1 also clears a stray POPS bit in the shader's value when the draw has no interlock.
  const s = drawState('NAVI21', undefined, 1, {
    shader: { dbShaderControl: 1 << 16, spiShaderColFormat: 9, spiShaderZFormat: 0, loadIntrawaveCollision: false },
  });
  assert.equal(field(s, writes(s), 'DB_SHADER_CONTROL', 'PRIMITIVE_ORDERED_PIXEL_SHADER'), 0);
});

test('R11: ordered and unordered interlock program identical registers', () => {
  for (const chip of ['RAVEN', 'NAVI14', 'NAVI21', 'NAVI31'] as const) {
    for (const g of ['pixel', 'sample'] as const) {
      const ordered = writes(drawState(chip, { granularity: g, ordered: true }, 8));
      const unordered = writes(drawState(chip, { granularity: g, ordered: false }, 8));
      assert.deepEqual(unordered, ordered, `${chip} ${g}`);
    }
  }
});

test('R3: the GFX11 blending override applies to 1x non-POPS blending draws only', () => {
  const plain = drawState('NAVI31', undefined, 1, { blendEnabled: true });
  assert.equal(field(plain, writes(plain), 'DB_SHADER_CONTROL', 'OVERRIDE_INTRINSIC_RATE_ENABLE'), 1);
  assert.equal(field(plain, writes(plain), 'DB_SHADER_CONTROL', 'OVERRIDE_INTRINSIC_RATE'), 2);
  const pops = drawState('NAVI31', PIXEL, 1, { blendEnabled: true });
  assert.equal(field(pops, writes(pops), 'DB_SHADER_CONTROL', 'OVERRIDE_INTRINSIC_RATE_ENABLE'), 1);
  assert.equal(field(pops, writes(pops), 'DB_SHADER_CONTROL', 'OVERRIDE_INTRINSIC_RATE'), 0);
  const msaa = drawState('NAVI31', undefined, 4, { blendEnabled: true });
  assert.equal(field(msaa, writes(msaa), 'DB_SHADER_CONTROL', 'OVERRIDE_INTRINSIC_RATE_ENABLE'), 0);
  // Not on GFX10.3, which has no such field: the value is just the shader's.
  const navi21 = drawState('NAVI21', undefined, 1, { blendEnabled: true });
  assert.equal(writtenValue(writes(navi21), 'DB_SHADER_CONTROL'), 1 << 6);
});

test('R5: DB_Z_INFO.NUM_SAMPLES follows the depth target when there is one and keeps the base fields', () => {
  const db = registerDb('gfx11');
  const base = setField(0, db.field('DB_Z_INFO', 'FORMAT'), 3);
  const withDepth = drawState('NAVI31', SAMPLE, 4, { depthSamples: 4, base: { DB_Z_INFO: base } });
  assert.equal(field(withDepth, writes(withDepth), 'DB_Z_INFO', 'NUM_SAMPLES'), 2);
  assert.equal(field(withDepth, writes(withDepth), 'DB_Z_INFO', 'FORMAT'), 3);
  // No depth and no colour attachment: still MSAA_EXPOSED_SAMPLES on GFX11.
  const noAttachments = drawState('NAVI31', PIXEL, 8, { colorSamples: 0 });
  assert.equal(field(noAttachments, writes(noAttachments), 'DB_Z_INFO', 'NUM_SAMPLES'), 3);
  const navi21 = drawState('NAVI21', SAMPLE, 8, { depthSamples: 8 });
  assert.equal(field(navi21, writes(navi21), 'DB_Z_INFO', 'NUM_SAMPLES'), 3);
});

test('R6: the drain bit counts depth samples too, and only on VEGA10/RAVEN POPS draws', () => {
  const depth8 = drawState('RAVEN', SAMPLE, 4, { depthSamples: 8 });
  assert.equal(field(depth8, writes(depth8), 'DB_DFSM_CONTROL', 'POPS_DRAIN_PS_ON_OVERLAP'), 1);
  const vega20 = drawState('VEGA20', SAMPLE, 8);
  assert.equal(field(vega20, writes(vega20), 'DB_DFSM_CONTROL', 'POPS_DRAIN_PS_ON_OVERLAP'), 0);
  const noPops = drawState('VEGA10', undefined, 8);
  assert.equal(field(noPops, writes(noPops), 'DB_DFSM_CONTROL', 'POPS_DRAIN_PS_ON_OVERLAP'), 0);
  assert.equal(field(noPops, writes(noPops), 'DB_DFSM_CONTROL', 'PUNCHOUT_MODE'), 2);
});

test('R7: PSLC_ON_HANG_ONLY on GFX10.1 whenever the drain bit is on with POPS', () => {
  const db = registerDb('gfx10');
  const countdown = db.field('DB_RENDER_OVERRIDE2', 'PARTIAL_SQUAD_LAUNCH_COUNTDOWN');
  const base = { DB_RENDER_OVERRIDE2: setField(0, countdown, 5) };
  for (const chip of ['NAVI10', 'NAVI14'] as const) {
    const s = drawState(chip, PIXEL, 1, { overrides: { forceDrainPsOnOverlap: true }, base });
    const w = writes(s);
    assert.equal(field(s, w, 'DB_DFSM_CONTROL', 'POPS_DRAIN_PS_ON_OVERLAP'), 1, chip);
    assert.equal(field(s, w, 'DB_RENDER_OVERRIDE2', 'PARTIAL_SQUAD_LAUNCH_CONTROL'), 1, chip);
    assert.equal(getField(writtenValue(w, 'DB_RENDER_OVERRIDE2') ?? 0, countdown), 5, chip);
  }
  // Other chips with the drain bit forced: no PSLC change.
  const navi21 = drawState('NAVI21', PIXEL, 1, { overrides: { forceDrainPsOnOverlap: true } });
  assert.equal(field(navi21, writes(navi21), 'DB_DFSM_CONTROL', 'POPS_DRAIN_PS_ON_OVERLAP'), 1);
  assert.equal(field(navi21, writes(navi21), 'DB_RENDER_OVERRIDE2', 'PARTIAL_SQUAD_LAUNCH_CONTROL'), 0);
  // The override only affects POPS draws.
  const noPops = drawState('NAVI10', undefined, 1, { overrides: { forceDrainPsOnOverlap: true } });
  assert.equal(field(noPops, writes(noPops), 'DB_DFSM_CONTROL', 'POPS_DRAIN_PS_ON_OVERLAP'), 0);
  assert.equal(field(noPops, writes(noPops), 'DB_RENDER_OVERRIDE2', 'PARTIAL_SQUAD_LAUNCH_CONTROL'), 0);
});

test('R8: out-of-order rasterization is implicit only without interlock; explicit relaxed order always applies', () => {
  const ooo = (s: ReturnType<typeof drawState>): number => field(s, writes(s), 'PA_SC_MODE_CNTL_1', 'OUT_OF_ORDER_PRIMITIVE_ENABLE');
  assert.equal(ooo(drawState('VEGA10', undefined, 1)), 1);
  assert.equal(ooo(drawState('VEGA10', PIXEL, 1)), 0);
  assert.equal(ooo(drawState('VEGA10', { granularity: 'pixel', ordered: false }, 1)), 0);
  assert.equal(ooo(drawState('VEGA10', SAMPLE, 4, { relaxedRasterizationOrder: true })), 1);
  assert.equal(ooo(drawState('VEGA10', undefined, 1, { orderInvariantFixedFunction: false })), 0);
  const s = drawState('NAVI31', PIXEL, 1);
  assert.equal(field(s, writes(s), 'PA_SC_MODE_CNTL_1', 'OUT_OF_ORDER_WATER_MARK'), 7);
});

test('R10: EXEC_IF_OVERLAPPED and BIN_MAPPING_MODE overrides', () => {
  const off = drawState('NAVI14', PIXEL, 1, { overrides: { execIfOverlapped: false } });
  assert.equal(field(off, writes(off), 'DB_SHADER_CONTROL', 'EXEC_IF_OVERLAPPED'), 0);
  const db = registerDb('gfx10_3');
  const base = { PA_SC_BINNER_CNTL_0: setField(0, db.field('PA_SC_BINNER_CNTL_0', 'FPOVS_PER_BATCH'), 63) };
  const bin = drawState('NAVI21', SAMPLE, 4, { overrides: { binMapModePops: true }, base });
  assert.equal(field(bin, writes(bin), 'PA_SC_BINNER_CNTL_0', 'BIN_MAPPING_MODE'), 2);
  assert.equal(field(bin, writes(bin), 'PA_SC_BINNER_CNTL_0', 'FPOVS_PER_BATCH'), 63);
  const binNoPops = drawState('NAVI21', undefined, 4, { overrides: { binMapModePops: true }, base });
  assert.equal(writtenValue(writes(binNoPops), 'PA_SC_BINNER_CNTL_0'), base.PA_SC_BINNER_CNTL_0);
  assert.throws(
    () => writes(drawState('VEGA20', PIXEL, 1, { overrides: { binMapModePops: true } })),
    (e: unknown) => e instanceof DriverError && e.code === 'unsupported-override' && e.location === 'binMapModePops',
  );
  assert.throws(
    () => writes(drawState('NAVI31', PIXEL, 1, { overrides: { execIfOverlapped: true } })),
    (e: unknown) => e instanceof DriverError && e.code === 'unsupported-override',
  );
  assert.throws(
    () => writes(drawState('NAVI31', PIXEL, 1, { overrides: { forceDrainPsOnOverlap: true } })),
    (e: unknown) => e instanceof DriverError && e.code === 'unsupported-override',
  );
});

test('S8: LOAD_INTRAWAVE_COLLISION follows the compiler mode on GFX9–10.3 and is rejected elsewhere', () => {
  const shader = { dbShaderControl: 0, spiShaderColFormat: 1, spiShaderZFormat: 0, loadIntrawaveCollision: true };
  const s = drawState('NAVI10', PIXEL, 4, { shader });
  assert.equal(field(s, writes(s), 'PA_SC_SHADER_CONTROL', 'LOAD_INTRAWAVE_COLLISION'), 1);
  assert.equal(writtenValue(writes(s), 'PA_SC_SHADER_CONTROL'), 0b1100);
  for (const bad of [drawState('NAVI31', PIXEL, 4, { shader }), drawState('NAVI10', undefined, 4, { shader })]) {
    assert.throws(() => writes(bad), (e: unknown) => e instanceof DriverError && e.code === 'unsupported-shader-mode');
  }
});

test('S12: SPI_SHADER_COL_FORMAT gets the dummy 32_R only for POPS shaders with no export at all', () => {
  assert.equal(spiShaderColFormat('gfx11', { colFormat: 0, zFormat: 0, pops: true }), 1);
  assert.equal(spiShaderColFormat('gfx10', { colFormat: 0, zFormat: 0, pops: true }), 1);
  // A depth export is an export.
  assert.equal(spiShaderColFormat('gfx10', { colFormat: 0, zFormat: 1, pops: true }), 0);
  assert.equal(spiShaderColFormat('gfx10', { colFormat: 0, zFormat: 0, pops: false }), 0);
  assert.equal(spiShaderColFormat('gfx9', { colFormat: 0x90, zFormat: 0, pops: true }), 0x90);
  const s = drawState('NAVI31', SAMPLE, 1, {
    shader: { dbShaderControl: 0, spiShaderColFormat: 0, spiShaderZFormat: 0, loadIntrawaveCollision: false },
  });
  assert.equal(writtenValue(writes(s), 'SPI_SHADER_COL_FORMAT'), 1);
});

test('R4: changing the sample count between POPS draws changes only sample-count fields', () => {
  // No flush or extra register: the two draws write the same registers, differing only where the count is encoded.
  const a = drawState('NAVI21', SAMPLE, 2);
  const b = drawState('NAVI21', SAMPLE, 4);
  assert.deepEqual(
    writes(a).map((w) => w.name),
    writes(b).map((w) => w.name),
  );
  assert.deepEqual(changedFields(a, writes(a), writes(b)), [
    'DB_SHADER_CONTROL.POPS_OVERLAP_NUM_SAMPLES',
    'PA_SC_AA_CONFIG.MSAA_EXPOSED_SAMPLES',
    'PA_SC_AA_CONFIG.MSAA_NUM_SAMPLES',
  ]);
});

test('bad draw states throw DriverError', () => {
  const cases: [ReturnType<typeof drawState>, string, string][] = [
    [drawState('NAVI31', { granularity: 'shading-rate', ordered: true }, 1), 'unsupported-interlock', 'interlock.granularity'],
    [drawState('NAVI21', PIXEL, 3), 'bad-sample-count', 'rasterSamples'],
    [drawState('NAVI21', PIXEL, 16), 'bad-sample-count', 'rasterSamples'],
    [drawState('NAVI21', PIXEL, 4, { depthSamples: 16 }), 'bad-sample-count', 'depthSamples'],
    [drawState('NAVI21', PIXEL, 4, { colorSamples: 5 }), 'bad-sample-count', 'colorSamples'],
  ];
  for (const [s, code, location] of cases) {
    assert.throws(() => writes(s), (e: unknown) => e instanceof DriverError && e.code === code && e.location === location, `${code} ${location}`);
  }
});

test('register writes reach the register file through SET_CONTEXT_REG', () => {
  for (const chip of ['VEGA10', 'NAVI10', 'NAVI21', 'NAVI31'] as const) {
    const s = drawState(chip, SAMPLE, 8, { overrides: chip === 'VEGA10' ? {} : { binMapModePops: true } });
    const w = writes(s);
    const b = new Pm4Builder(s.chip.gfx);
    emitRegisterWrites(b, w);
    const regs = new RegisterFile(s.chip.gfx);
    runCommandStream(b.finish(), regs, {
      drawIndexAuto: () => assert.fail('no draw expected'),
      drawIndex2: () => assert.fail('no draw expected'),
      event: () => assert.fail('no event expected'),
      acquireMem: () => assert.fail('no acquire expected'),
      writeData: () => assert.fail('no write expected'),
      dmaData: () => assert.fail('no DMA expected'),
    });
    for (const x of w) assert.equal(regs.get(x.name), x.value, `${chip} ${x.name}`);
  }
});

test('regsDump names registers and fields', () => {
  const s = drawState('NAVI21', SAMPLE, 4);
  const text = regsDump('gfx10_3', writes(s));
  const lines = text.split('\n');
  assert.equal(lines.length, writes(s).length);
  assert.equal(
    lines[0],
    'DB_SHADER_CONTROL = 0x00230040 { KILL_ENABLE=1 PRIMITIVE_ORDERED_PIXEL_SHADER=1 EXEC_IF_OVERLAPPED=1 POPS_OVERLAP_NUM_SAMPLES=2 }',
  );
  assert.ok(lines.includes('SPI_SHADER_COL_FORMAT = 0x00000009 { COL0_EXPORT_FORMAT=SPI_SHADER_32_ABGR(9) }'));
});
