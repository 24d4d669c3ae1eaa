/**
 * Generated register databases against the offsets and field positions Mesa
 * uses (src/amd/common/sid.h R_* / S_* macros, amdgfxregs), per gfx level.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { GFX_LEVELS } from '../../src/isa/gfx_level.js';
import { registerDb, getField, setField, fieldMask, RegisterError, type FieldDef } from '../../src/amd/registers/index.js';

const GFX9_TO_10_3 = ['gfx9', 'gfx10', 'gfx10_3'] as const;

function bits(f: FieldDef): [number, number] {
  return [f.shift, f.width];
}

test('R1: DB_SHADER_CONTROL is at 0x2880C with PRIMITIVE_ORDERED_PIXEL_SHADER at bit 16 on every level', () => {
  for (const gfx of GFX_LEVELS) {
    const db = registerDb(gfx);
    const reg = db.register('DB_SHADER_CONTROL');
    assert.equal(reg.offset, 0x2880c, gfx);
    assert.equal(reg.space, 'context');
    assert.equal(db.byOffset(0x2880c)?.name, 'DB_SHADER_CONTROL');
    assert.deepEqual(bits(db.field(reg, 'PRIMITIVE_ORDERED_PIXEL_SHADER')), [16, 1], gfx);
    assert.deepEqual(bits(db.field(reg, 'Z_EXPORT_ENABLE')), [0, 1]);
    assert.deepEqual(bits(db.field(reg, 'Z_ORDER')), [4, 2]);
    assert.deepEqual(bits(db.field(reg, 'KILL_ENABLE')), [6, 1]);
    assert.equal(db.enumValue(reg, 'Z_ORDER', 'EARLY_Z_THEN_LATE_Z'), 1);
  }
});

test('R2/R10: POPS_OVERLAP_NUM_SAMPLES [22:20] and EXEC_IF_OVERLAPPED [17] exist on GFX9-10.3 only', () => {
  for (const gfx of GFX9_TO_10_3) {
    const db = registerDb(gfx);
    assert.deepEqual(bits(db.field('DB_SHADER_CONTROL', 'POPS_OVERLAP_NUM_SAMPLES')), [20, 3], gfx);
    assert.deepEqual(bits(db.field('DB_SHADER_CONTROL', 'EXEC_IF_OVERLAPPED')), [17, 1], gfx);
    assert.throws(() => db.field('DB_SHADER_CONTROL', 'OVERRIDE_INTRINSIC_RATE'), (e: unknown) => e instanceof RegisterError && e.code === 'unknown-field');
  }
  const gfx11 = registerDb('gfx11');
  assert.throws(() => gfx11.field('DB_SHADER_CONTROL', 'POPS_OVERLAP_NUM_SAMPLES'), RegisterError);
  assert.throws(() => gfx11.field('DB_SHADER_CONTROL', 'EXEC_IF_OVERLAPPED'), RegisterError);
});

test('R3: GFX11 OVERRIDE_INTRINSIC_RATE sits at [28:26], a different offset than POPS_OVERLAP_NUM_SAMPLES', () => {
  const db = registerDb('gfx11');
  assert.deepEqual(bits(db.field('DB_SHADER_CONTROL', 'OVERRIDE_INTRINSIC_RATE_ENABLE')), [25, 1]);
  assert.deepEqual(bits(db.field('DB_SHADER_CONTROL', 'OVERRIDE_INTRINSIC_RATE')), [26, 3]);
  assert.equal(db.field('DB_SHADER_CONTROL', 'OVERRIDE_INTRINSIC_RATE').mask, 0x1c000000);
});

test('S1: COLLISION_WAVEID / INTRAWAVE_COLLISION enables in RSRC2_PS and PA_SC_SHADER_CONTROL', () => {
  for (const gfx of GFX_LEVELS) {
    const db = registerDb(gfx);
    assert.equal(db.register('SPI_SHADER_PGM_RSRC2_PS').offset, 0xb02c, gfx);
    assert.equal(db.register('SPI_SHADER_PGM_RSRC2_PS').space, 'sh');
    assert.deepEqual(bits(db.field('SPI_SHADER_PGM_RSRC2_PS', 'LOAD_COLLISION_WAVEID')), [25, 1]);
    assert.deepEqual(bits(db.field('SPI_SHADER_PGM_RSRC2_PS', 'LOAD_INTRAWAVE_COLLISION')), [26, 1]);
    assert.equal(db.register('PA_SC_SHADER_CONTROL').offset, 0x28c40);
    assert.deepEqual(bits(db.field('PA_SC_SHADER_CONTROL', 'LOAD_COLLISION_WAVEID')), [2, 1]);
    assert.deepEqual(bits(db.field('PA_SC_SHADER_CONTROL', 'LOAD_INTRAWAVE_COLLISION')), [3, 1]);
    assert.equal(db.register('SPI_SHADER_PGM_RSRC1_PS').offset, 0xb028);
    assert.equal(db.register('SPI_SHADER_PGM_LO_PS').offset, 0xb020);
    assert.equal(db.register('SPI_SHADER_PGM_LO_PS').fields.length, 0);
    assert.equal(db.register('SPI_SHADER_USER_DATA_PS_0').offset, 0xb030);
  }
});

test('R6/R7: DB_DFSM_CONTROL moved between GFX9 and GFX10 and is gone on GFX11; PSLC_ON_HANG_ONLY = 1', () => {
  assert.equal(registerDb('gfx9').register('DB_DFSM_CONTROL').offset, 0x28060);
  assert.equal(registerDb('gfx10').register('DB_DFSM_CONTROL').offset, 0x28038);
  assert.equal(registerDb('gfx10_3').register('DB_DFSM_CONTROL').offset, 0x28038);
  assert.equal(registerDb('gfx11').byName('DB_DFSM_CONTROL'), undefined);
  for (const gfx of GFX9_TO_10_3) {
    assert.deepEqual(bits(registerDb(gfx).field('DB_DFSM_CONTROL', 'POPS_DRAIN_PS_ON_OVERLAP')), [2, 1], gfx);
  }
  for (const gfx of GFX_LEVELS) {
    const db = registerDb(gfx);
    assert.equal(db.register('DB_RENDER_OVERRIDE2').offset, 0x28010);
    assert.deepEqual(bits(db.field('DB_RENDER_OVERRIDE2', 'PARTIAL_SQUAD_LAUNCH_CONTROL')), [0, 2]);
    assert.equal(db.enumValue('DB_RENDER_OVERRIDE2', 'PARTIAL_SQUAD_LAUNCH_CONTROL', 'PSLC_ON_HANG_ONLY'), 1);
  }
});

test('R5/R2: DB_Z_INFO.NUM_SAMPLES and PA_SC_AA_CONFIG sample counts', () => {
  assert.equal(registerDb('gfx9').register('DB_Z_INFO').offset, 0x28038);
  for (const gfx of ['gfx10', 'gfx10_3', 'gfx11'] as const) assert.equal(registerDb(gfx).register('DB_Z_INFO').offset, 0x28040, gfx);
  for (const gfx of GFX_LEVELS) {
    const db = registerDb(gfx);
    assert.deepEqual(bits(db.field('DB_Z_INFO', 'NUM_SAMPLES')), [2, 2]);
    assert.equal(db.register('PA_SC_AA_CONFIG').offset, 0x28be0);
    assert.deepEqual(bits(db.field('PA_SC_AA_CONFIG', 'MSAA_NUM_SAMPLES')), [0, 3]);
    assert.deepEqual(bits(db.field('PA_SC_AA_CONFIG', 'MSAA_EXPOSED_SAMPLES')), [20, 3]);
  }
});

test('R8/R10: out-of-order rasterization bit and BIN_MAP_MODE_POPS (GFX10+ only)', () => {
  for (const gfx of GFX_LEVELS) {
    assert.deepEqual(bits(registerDb(gfx).field('PA_SC_MODE_CNTL_1', 'OUT_OF_ORDER_PRIMITIVE_ENABLE')), [27, 1]);
  }
  assert.throws(() => registerDb('gfx9').field('PA_SC_BINNER_CNTL_0', 'BIN_MAPPING_MODE'), RegisterError);
  for (const gfx of ['gfx10', 'gfx10_3', 'gfx11'] as const) {
    const db = registerDb(gfx);
    assert.deepEqual(bits(db.field('PA_SC_BINNER_CNTL_0', 'BIN_MAPPING_MODE')), [29, 2]);
    assert.equal(db.enumValue('PA_SC_BINNER_CNTL_0', 'BIN_MAPPING_MODE', 'BIN_MAP_MODE_POPS'), 2);
  }
});

test('S12: SPI_SHADER_COL_FORMAT export format enum has SPI_SHADER_32_R', () => {
  for (const gfx of GFX_LEVELS) {
    const db = registerDb(gfx);
    assert.equal(db.register('SPI_SHADER_COL_FORMAT').offset, 0x28714);
    assert.equal(db.register('SPI_SHADER_Z_FORMAT').offset, 0x28710);
    assert.equal(db.enumValue('SPI_SHADER_COL_FORMAT', 'COL0_EXPORT_FORMAT', 'SPI_SHADER_32_R'), 1);
    assert.deepEqual(bits(db.field('SPI_SHADER_COL_FORMAT', 'COL1_EXPORT_FORMAT')), [4, 4]);
  }
});

test('state registers the driver programs exist in their ranges', () => {
  for (const gfx of GFX_LEVELS) {
    const db = registerDb(gfx);
    assert.equal(db.register('VGT_PRIMITIVE_TYPE').offset, 0x30908);
    assert.equal(db.register('VGT_PRIMITIVE_TYPE').space, 'uconfig');
    assert.equal(db.register('VGT_INDEX_TYPE').offset, 0x3090c);
    assert.equal(db.register('PA_SU_SC_MODE_CNTL').offset, 0x28814);
    assert.equal(db.register('PA_CL_VPORT_XSCALE').offset, 0x2843c);
    assert.equal(db.register('PA_SC_SCREEN_SCISSOR_TL').offset, 0x28030);
    assert.equal(db.register('DB_DEPTH_CONTROL').offset, 0x28800);
    assert.equal(db.register('CB_COLOR0_BASE').offset, 0x28c60);
    assert.equal(db.register('SPI_PS_INPUT_ENA').offset, 0x286cc);
    assert.equal(db.register('SPI_PS_INPUT_ADDR').offset, 0x286d0);
    // SPI_PS_INPUT_ADDR shares SPI_PS_INPUT_ENA's layout.
    assert.deepEqual(bits(db.field('SPI_PS_INPUT_ADDR', 'ANCILLARY_ENA')), [13, 1]);
  }
});

test('S3: shader hwregs MODE (GFX9 packer bits) and POPS_PACKER (GFX10+, id 25)', () => {
  const gfx9 = registerDb('gfx9');
  const mode = gfx9.hwregById(1);
  assert.equal(mode?.name, 'SQ_WAVE_MODE');
  assert.deepEqual(mode?.fields.filter((f) => f.name.startsWith('POPS_PACKER')).map((f) => [f.name, f.shift]), [
    ['POPS_PACKER0', 24],
    ['POPS_PACKER1', 25],
  ]);
  assert.equal(gfx9.hwreg('SQ_WAVE_POPS_PACKER'), undefined);
  for (const gfx of ['gfx10', 'gfx10_3', 'gfx11'] as const) {
    const packer = registerDb(gfx).hwreg('SQ_WAVE_POPS_PACKER');
    assert.equal(packer?.id, 25, gfx);
    assert.deepEqual(packer?.fields.map((f) => [f.name, f.shift, f.width]), [
      ['POPS_EN', 0, 1],
      ['POPS_PACKER_ID', 1, 2],
    ]);
  }
});

test('unknown names throw RegisterError with a stable code; unknown offsets are undefined', () => {
  const db = registerDb('gfx10_3');
  assert.equal(db.byOffset(0x28004 + 0x7000), undefined);
  assert.equal(db.byName('NOT_A_REGISTER'), undefined);
  assert.throws(() => db.register('NOT_A_REGISTER'), (e: unknown) => e instanceof RegisterError && e.code === 'unknown-register' && e.location === 'NOT_A_REGISTER');
  assert.throws(() => db.enumValue('DB_SHADER_CONTROL', 'Z_ORDER', 'SOMETIMES_Z'), (e: unknown) => e instanceof RegisterError && e.code === 'unknown-enumerator');
  // A field without an enum has no enumerators.
  assert.throws(() => db.enumValue('DB_SHADER_CONTROL', 'KILL_ENABLE', 'ON'), RegisterError);
});

test('getField / setField / fieldMask', () => {
  const db = registerDb('gfx9');
  const samples = db.field('DB_SHADER_CONTROL', 'POPS_OVERLAP_NUM_SAMPLES');
  assert.equal(samples.mask, 0x00700000);
  assert.equal(setField(0x00010000, samples, 2), 0x00210000);
  assert.equal(getField(0x00210000, samples), 2);
  assert.equal(setField(0xffffffff, samples, 0), 0xff8fffff);
  assert.throws(() => setField(0, samples, 8), (e: unknown) => e instanceof RegisterError && e.code === 'field-overflow');
  assert.throws(() => setField(0, samples, -1), RegisterError);
  assert.equal(fieldMask(0, 32), 0xffffffff);
  assert.equal(fieldMask(31, 1), 0x80000000);
  const whole: FieldDef = { name: 'X', shift: 0, width: 32, mask: 0xffffffff };
  assert.equal(setField(0, whole, 0xdeadbeef), 0xdeadbeef);
  assert.equal(getField(0xdeadbeef, whole), 0xdeadbeef);
});
