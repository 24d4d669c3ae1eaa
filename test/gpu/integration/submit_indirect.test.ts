import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Gpu } from '../../../src/gpu/gpu.js';
import { GpuMemoryError } from '../../../src/gpu/memory/errors.js';
import { Pm4Builder } from '../../../src/amd/pm4/pm4_builder.js';
import { chipFor } from './scene.js';

test('submitIndirect: the command processor fetches the stream from GPU memory and runs it', () => {
  const gpu = new Gpu(chipFor('gfx10_3'));
  const target = gpu.memory.allocate(16, 256);
  const words = new Pm4Builder('gfx10_3').setRegByName('DB_SHADER_CONTROL', 1 << 16).writeData({ dstSel: 5, address: target, data: [0xcafe, 0xf00d] }).finish();
  const ib = gpu.memory.allocate(words.length * 4, 256);
  gpu.memory.writeU32Array(ib, words);
  const stats = gpu.submitIndirect(ib, words.length);
  assert.equal(gpu.registers.get('DB_SHADER_CONTROL'), 1 << 16);
  assert.deepEqual([...gpu.memory.readU32Array(target, 2)], [0xcafe, 0xf00d]);
  assert.equal(stats.draws, 0);
});

test('submitIndirect: a stream outside every allocation is a page fault', () => {
  const gpu = new Gpu(chipFor('gfx10_3'));
  assert.throws(
    () => gpu.submitIndirect(0x7fff0000, 4),
    (e: unknown) => e instanceof GpuMemoryError && e.code === 'page-fault',
  );
});
