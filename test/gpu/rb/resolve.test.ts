import { test } from 'node:test';
import assert from 'node:assert/strict';
import { resolveColor } from '../../../src/gpu/rb/resolve.js';
import { RbError } from '../../../src/gpu/rb/errors.js';
import type { ColorSurface } from '../../../src/gpu/rb/rb_state.js';
import { linearImagePitch } from '../../../src/amd/descriptors.js';
import { bytesPerTexel, type TexelFormat } from '../../../src/amd/formats/texel_formats.js';
import type { GpuMemory } from '../../../src/gpu/memory/gpu_memory.js';
import { bits, newMemory } from './rb_fixtures.js';

function surface(memory: GpuMemory, format: TexelFormat, samples: number, width = 4, height = 2): ColorSurface {
  const pitch = linearImagePitch(width, format);
  const bytesPerSample = bytesPerTexel(format);
  return { base: memory.allocate(pitch * height * samples * bytesPerSample), width, height, pitch, samples, bytesPerSample, format };
}

test('resolve averages UNORM samples (rounding like a store) and float samples', () => {
  const memory = newMemory();
  const src = surface(memory, 'R8G8B8A8_UNORM', 4);
  const dst = surface(memory, 'R8G8B8A8_UNORM', 1);
  // pixel (1, 0): R 0,255,255,0 -> 0.5 -> 128; G 10,20,30,40 -> 25; B 0; A 255.
  memory.writeU32Array(src.base + 16, [0xff000a00, 0xff0014ff, 0xff001eff, 0xff002800]);
  resolveColor(memory, src, dst);
  assert.equal(memory.read32(dst.base + 4), 0xff001980);
  assert.equal(memory.read32(dst.base), 0, 'zero samples average to zero');

  const fsrc = surface(memory, 'R32_FLOAT', 4);
  const fdst = surface(memory, 'R32_FLOAT', 1);
  memory.writeU32Array(fsrc.base, [bits(1), bits(2), bits(3), bits(6)]);
  resolveColor(memory, fsrc, fdst);
  assert.equal(memory.read32(fdst.base), bits(3));
});

test('integer formats resolve to sample 0; only the region is written', () => {
  const memory = newMemory();
  const src = surface(memory, 'R32_UINT', 4);
  const dst = surface(memory, 'R32_UINT', 1);
  memory.writeU32Array(src.base, [7, 9, 11, 13, 1, 2, 3, 4]);
  memory.writeU32Array(dst.base, [0xee, 0xee]);
  resolveColor(memory, src, dst, { x: 0, y: 0, width: 1, height: 1 });
  assert.deepEqual(Array.from(memory.readU32Array(dst.base, 2)), [7, 0xee]);
});

test('resolve rejects multisample destinations, format changes and regions outside the surfaces', () => {
  const memory = newMemory();
  const src = surface(memory, 'R32_UINT', 4);
  const isCode = (code: string) => (e: unknown) => e instanceof RbError && e.code === code;
  assert.throws(() => resolveColor(memory, src, surface(memory, 'R32_UINT', 2)), isCode('bad-resolve'));
  assert.throws(() => resolveColor(memory, src, surface(memory, 'R32_FLOAT', 1)), isCode('bad-resolve'));
  assert.throws(() => resolveColor(memory, src, surface(memory, 'R32_UINT', 1), { x: 3, y: 0, width: 2, height: 1 }), isCode('bad-surface'));
});
