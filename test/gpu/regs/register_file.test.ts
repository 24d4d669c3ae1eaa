import { test } from 'node:test';
import assert from 'node:assert/strict';
import { RegisterFile } from '../../../src/gpu/regs/index.js';
import { formatRegister, registerDb, RegisterError } from '../../../src/amd/registers/index.js';

test('RegisterFile: unwritten registers read 0, writes are kept as unsigned values', () => {
  const regs = new RegisterFile('gfx10_3');
  assert.equal(regs.read(0x2880c), 0);
  assert.equal(regs.has(0x2880c), false);
  regs.write(0x2880c, -1);
  assert.equal(regs.read(0x2880c), 0xffffffff);
  assert.equal(regs.has(0x2880c), true);
  regs.write(0x2880c, 0x00210010);
  assert.equal(regs.get('DB_SHADER_CONTROL'), 0x00210010);
  assert.equal(regs.getField('DB_SHADER_CONTROL', 'POPS_OVERLAP_NUM_SAMPLES'), 2);
  assert.equal(regs.getField('DB_SHADER_CONTROL', 'PRIMITIVE_ORDERED_PIXEL_SHADER'), 1);
  assert.equal(regs.getField('DB_SHADER_CONTROL', 'Z_ORDER'), 1);
  assert.throws(() => regs.get('NO_SUCH_REG'), RegisterError);
  assert.throws(() => regs.getField('DB_SHADER_CONTROL', 'NO_SUCH_FIELD'), RegisterError);
});

test('RegisterFile: write log keeps order and names; unknown offsets are logged, not fatal', () => {
  const regs = new RegisterFile('gfx9');
  regs.write(0x28c40, 0xc);
  regs.write(0x2f004, 7);
  regs.write(0xb02c, 1 << 25);
  assert.deepEqual(regs.writes, [
    { offset: 0x28c40, value: 0xc, name: 'PA_SC_SHADER_CONTROL' },
    { offset: 0x2f004, value: 7, name: undefined },
    { offset: 0xb02c, value: 1 << 25, name: 'SPI_SHADER_PGM_RSRC2_PS' },
  ]);
  assert.deepEqual(regs.unknownWrites, [{ offset: 0x2f004, value: 7, name: undefined }]);
  assert.equal(regs.read(0x2f004), 7);
  regs.clearLog();
  assert.equal(regs.writes.length, 0);
  assert.equal(regs.read(0x28c40), 0xc, 'clearing the log keeps values');
});

test('RegisterFile with logging off still lists unknown writes', () => {
  const regs = new RegisterFile('gfx11', { log: false });
  regs.write(0x2880c, 1);
  regs.write(0x2f004, 2);
  assert.equal(regs.writes.length, 0);
  assert.equal(regs.unknownWrites.length, 1);
});

test('formatRegister decodes non-zero fields, enum names and stray bits', () => {
  const db9 = registerDb('gfx9');
  // Z_ORDER = 1, PRIMITIVE_ORDERED_PIXEL_SHADER, EXEC_IF_OVERLAPPED, POPS_OVERLAP_NUM_SAMPLES = 2 (4x).
  assert.equal(
    formatRegister(db9, 0x2880c, 0x00230010),
    'DB_SHADER_CONTROL = 0x00230010 { Z_ORDER=EARLY_Z_THEN_LATE_Z(1) PRIMITIVE_ORDERED_PIXEL_SHADER=1 EXEC_IF_OVERLAPPED=1 POPS_OVERLAP_NUM_SAMPLES=2 }',
  );
  assert.equal(formatRegister(db9, 0x2880c, 0), 'DB_SHADER_CONTROL = 0x00000000 { }');
  // Bit 3 belongs to no DB_SHADER_CONTROL field.
  assert.equal(formatRegister(db9, 0x2880c, 0x8), 'DB_SHADER_CONTROL = 0x00000008 { ?bits=0x8 }');
  assert.equal(formatRegister(db9, 0xb020, 0x1234), 'SPI_SHADER_PGM_LO_PS = 0x00001234');
  assert.equal(formatRegister(db9, 0x2f004, 5), '0x2f004 (unknown) = 0x00000005');
  const db11 = registerDb('gfx11');
  // R3: OVERRIDE_INTRINSIC_RATE_ENABLE | OVERRIDE_INTRINSIC_RATE = 2 on GFX11.
  assert.equal(
    formatRegister(db11, 0x2880c, (1 << 16) | (1 << 25) | (2 << 26)),
    'DB_SHADER_CONTROL = 0x0a010000 { PRIMITIVE_ORDERED_PIXEL_SHADER=1 OVERRIDE_INTRINSIC_RATE_ENABLE=1 OVERRIDE_INTRINSIC_RATE=2 }',
  );
});
