import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assemble } from '../../../src/isa/assembler.js';
import { GpuMemory } from '../../../src/gpu/memory/gpu_memory.js';
import { ProgramCache } from '../../../src/gpu/spi/program_loader.js';

const gfx10 = { gfx: 'gfx10_3', cpu: 'gfx1030', wave64: true } as const;
const gfx10Wave32 = { ...gfx10, wave64: false } as const;

/** A device's memory holding `code` at an address of its own, and that device's program cache. */
function device(code: string, padBytes = 0): { cache: ProgramCache; address: number; memory: GpuMemory } {
  const memory = new GpuMemory();
  if (padBytes > 0) memory.allocate(padBytes);
  const words = assemble(code, gfx10);
  const address = memory.allocate(words.length * 4 + 256);
  memory.writeU32Array(address, words);
  return { cache: new ProgramCache(memory), address, memory };
}

const CODE = 'v_add_f32 v0, v1, v2\nv_mul_f32 v3, v0, v0\ns_endpgm';

test('two devices with the same code at the same address share one translation (the thread keeps them by content)', () => {
  const a = device(CODE);
  const b = device(CODE);
  assert.equal(a.address, b.address);
  const program = a.cache.load(a.address, gfx10);
  assert.equal(b.cache.load(b.address, gfx10), program);
  assert.equal(program.instructions.length, 3);
});

test('a translation is not shared across other code, another address, another wave size or after the code changed', () => {
  const a = device(CODE);
  const program = a.cache.load(a.address, gfx10);
  const other = device('v_add_f32 v0, v1, v2\nv_mul_f32 v3, v0, v1\ns_endpgm');
  assert.notEqual(other.cache.load(other.address, gfx10), program);
  const moved = device(CODE, 4096);
  assert.notEqual(moved.address, a.address);
  const atOtherAddress = moved.cache.load(moved.address, gfx10);
  assert.notEqual(atOtherAddress, program);
  assert.equal(atOtherAddress.baseAddress, moved.address);
  assert.notEqual(a.cache.load(a.address, gfx10Wave32), program);
  // Rewritten in memory and the instruction cache invalidated (ACQUIRE_MEM): the new code is translated.
  a.memory.writeU32Array(a.address, assemble('s_nop 0\ns_endpgm', gfx10));
  assert.equal(a.cache.load(a.address, gfx10), program, 'the device keeps its translation until invalidated');
  a.cache.invalidate();
  const reloaded = a.cache.load(a.address, gfx10);
  assert.notEqual(reloaded, program);
  assert.equal(reloaded.instructions.length, 2);
});
