import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assemble } from '../../../src/isa/assembler.js';
import { chipByName } from '../../../src/amd/chips.js';
import { GpuError } from '../../../src/gpu/engine/errors.js';
import { programExtent } from '../../../src/gpu/spi/program_loader.js';
import { sgprArgLayout, vgprArgLayout } from '../../../src/gpu/spi/wave_args.js';
import { PS_INPUT as PS_INPUT_BIT } from '../../../src/isa/ps_inputs.js';
import { shaderEngineOf } from '../../../src/gpu/spi/wave_packer.js';
import { WaveSlots } from '../../../src/gpu/spi/wave_slots.js';

const gfx9 = { gfx: 'gfx9', cpu: 'gfx902', wave64: true } as const;

test('SGPR arguments follow the user SGPRs: PRIM_MASK, COLLISION_WAVEID, INTRAWAVE_COLLISION (S1, S8)', () => {
  assert.deepEqual(sgprArgLayout(2, true, true), { primMask: 2, collisionWaveId: 3, intrawaveCollision: 4, count: 5 });
  assert.deepEqual(sgprArgLayout(1, true, false), { primMask: 1, collisionWaveId: 2, intrawaveCollision: undefined, count: 3 });
  assert.deepEqual(sgprArgLayout(0, false, true), { primMask: 0, collisionWaveId: undefined, intrawaveCollision: 1, count: 2 });
});

test('VGPR argument slots follow SPI_PS_INPUT_ADDR in bit order with each input width', () => {
  const a = vgprArgLayout((1 << PS_INPUT_BIT.PERSP_CENTER) | (1 << PS_INPUT_BIT.POS_X_FLOAT) | (1 << PS_INPUT_BIT.POS_Y_FLOAT));
  assert.equal(a.first[PS_INPUT_BIT.PERSP_CENTER], 0);
  assert.equal(a.first[PS_INPUT_BIT.POS_X_FLOAT], 2);
  assert.equal(a.first[PS_INPUT_BIT.POS_Y_FLOAT], 3);
  assert.equal(a.first[PS_INPUT_BIT.PERSP_SAMPLE], -1);
  assert.equal(a.count, 4);
  const b = vgprArgLayout((1 << PS_INPUT_BIT.PERSP_PULL_MODEL) | (1 << PS_INPUT_BIT.LINEAR_CENTER) | (1 << PS_INPUT_BIT.FRONT_FACE));
  assert.deepEqual([b.first[3], b.first[5], b.first[12], b.count], [0, 3, 5, 6]);
});

test('program extent: stops at the first s_endpgm no earlier branch jumps past', () => {
  const words = assemble('s_branch 1\ns_endpgm\ns_endpgm\ns_nop 0\ns_nop 0', gfx9);
  assert.equal(programExtent(words, gfx9), 3);
  assert.equal(programExtent(assemble('s_nop 0\ns_endpgm\ns_nop 0', gfx9), gfx9), 2);
});

test('program extent: code without a reachable s_endpgm is a GpuError', () => {
  assert.throws(
    () => programExtent(assemble('s_nop 0\ns_branch 4\ns_endpgm', gfx9), gfx9),
    (e: unknown) => e instanceof GpuError && e.code === 'bad-program',
  );
});

test('wave slots: least-loaded SIMD of the shader engine, deterministic, bounded by slots', () => {
  const slots = new WaveSlots(chipByName('RAVEN')); // 1 SE, 10 CUs x 4 SIMDs x 10 slots
  assert.deepEqual(slots.allocate(0), { cu: 0, simd: 0 });
  assert.deepEqual(slots.allocate(0), { cu: 0, simd: 1 });
  for (let i = 2; i < 400; i++) assert.notEqual(slots.allocate(0), undefined);
  assert.equal(slots.allocate(0), undefined);
  slots.free({ cu: 3, simd: 2 });
  assert.deepEqual(slots.allocate(0), { cu: 3, simd: 2 });
});

test('wave slots: CUs are split evenly over shader engines', () => {
  const slots = new WaveSlots(chipByName('NAVI21')); // 72 CUs over 4 SEs
  assert.deepEqual(slots.cusOf(0), { first: 0, count: 18 });
  assert.deepEqual(slots.cusOf(3), { first: 54, count: 18 });
  assert.deepEqual(slots.allocate(2), { cu: 36, simd: 0 });
});

test('32x32 pixel tiles alternate over shader engines', () => {
  assert.equal(shaderEngineOf(0, 0, 4), 0);
  assert.equal(shaderEngineOf(31, 31, 4), 0);
  assert.equal(shaderEngineOf(32, 0, 4), 1);
  assert.equal(shaderEngineOf(32, 64, 4), 3);
  assert.equal(shaderEngineOf(100, 100, 1), 0);
});
