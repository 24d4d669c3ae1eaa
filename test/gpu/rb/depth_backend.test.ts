import { test } from 'node:test';
import { SurfaceTraffic } from '../../../src/gpu/memory/surface_traffic.js';
import assert from 'node:assert/strict';
import { depthTestSamples, exportDepth, readDepth } from '../../../src/gpu/rb/depth_backend.js';
import { exportColor } from '../../../src/gpu/rb/color_backend.js';
import { createLaneCoverage } from '../../../src/gpu/rb/lane_coverage.js';
import { RegisterFile } from '../../../src/gpu/regs/register_file.js';
import { decodeRbState, type DepthTarget } from '../../../src/gpu/rb/rb_state.js';
import type { CompareOp } from '../../../src/gpu/raster/depth_test.js';
import { linearPitch } from '../../../src/amd/surface_layout.js';
import type { GpuMemory } from '../../../src/gpu/memory/gpu_memory.js';
import { bits, exportEffect, makeWave, newMemory, programTarget, setReg, setVgpr } from './rb_fixtures.js';

const traffic = new SurfaceTraffic();

function d32(memory: GpuMemory, op: CompareOp, writeEnable = true, testEnable = true): DepthTarget {
  const base = memory.allocate(4096);
  for (let i = 0; i < 1024; i++) memory.write32(base + 4 * i, bits(0.5));
  return {
    surface: { format: 'D32_SFLOAT', base, width: 4, height: 4, pitch: linearPitch(4, 4), samples: 1, bytesPerSample: 4 },
    writeBase: base,
    layer: 0,
    state: { testEnable, writeEnable, compareOp: op },
  };
}

test('D32_SFLOAT compare ops against a stored 0.5 (incoming 0.25 / 0.5 / 0.75)', () => {
  const expected: Record<CompareOp, [number, number, number]> = {
    never: [0, 0, 0],
    less: [1, 0, 0],
    equal: [0, 1, 0],
    'less-or-equal': [1, 1, 0],
    greater: [0, 0, 1],
    'not-equal': [1, 0, 1],
    'greater-or-equal': [0, 1, 1],
    always: [1, 1, 1],
  };
  for (const [op, results] of Object.entries(expected) as [CompareOp, number[]][]) {
    [0.25, 0.5, 0.75].forEach((z, i) => {
      const memory = newMemory();
      const depth = d32(memory, op, false);
      assert.equal(depthTestSamples(memory, depth, 1, 1, 1, [z], 0), results[i], `${op} ${z}`);
    });
  }
});

test('passing samples are written only with write enable; a disabled test passes everything and writes nothing', () => {
  const memory = newMemory();
  const depth = d32(memory, 'less');
  const at = depth.surface.base + (2 * depth.surface.pitch + 3) * 4;
  assert.equal(depthTestSamples(memory, depth, 3, 2, 1, [0.25], 0), 1);
  assert.equal(readDepth(memory, 'D32_SFLOAT', at), 0.25);
  assert.equal(depthTestSamples(memory, depth, 3, 2, 1, [0.375], 0), 0, 'now 0.375 is behind');
  const readOnly = { ...depth, state: { ...depth.state, writeEnable: false } };
  assert.equal(depthTestSamples(memory, readOnly, 3, 2, 1, [0.125], 0), 1);
  assert.equal(readDepth(memory, 'D32_SFLOAT', at), 0.25, 'not written');
  const off = { ...depth, state: { testEnable: false, writeEnable: true, compareOp: 'never' as const } };
  assert.equal(depthTestSamples(memory, off, 3, 2, 0b1, [0], 0), 1);
  assert.equal(readDepth(memory, 'D32_SFLOAT', at), 0.25, 'test disabled: no depth write');
});

test('D16_UNORM: per-sample depth, two samples per dword, quantized round(z * 65535)', () => {
  const memory = newMemory();
  const base = memory.allocate(4096);
  memory.writeU32Array(base, new Uint32Array(256).fill(0xffffffff));
  const depth: DepthTarget = {
    surface: { format: 'D16_UNORM', base, width: 4, height: 4, pitch: linearPitch(4, 2), samples: 2, bytesPerSample: 2 },
    writeBase: base,
    layer: 0,
    state: { testEnable: true, writeEnable: true, compareOp: 'less' },
  };
  // Pixel (1, 0): samples at base + 4 and base + 6 — one dword. Only sample 0 covered.
  assert.equal(depthTestSamples(memory, depth, 1, 0, 0b01, [0.5, 0], 0), 0b01);
  assert.equal(memory.read32(base + 4), 0xffff8000);
  assert.equal(depthTestSamples(memory, depth, 1, 0, 0b11, Float32Array.from([9, 0.25, 0]), 1), 0b11, 'per-sample z from zOffset');
  assert.equal(memory.read32(base + 4), 0x00004000, 'sample 0: 0.25 -> 16384, sample 1: 0');
  assert.equal(depthTestSamples(memory, depth, 1, 0, 0b01, [0.5], 0), 0, '0.5 is behind 0.25');
});

test('late Z (exp mrtz) clears failing samples from the lane coverage, so colour writes only what passed; writes go to Z_WRITE_BASE', () => {
  const memory = newMemory();
  const color = memory.allocate(4096);
  const zRead = memory.allocate(4096);
  const zWrite = memory.allocate(4096);
  for (let i = 0; i < 64; i++) memory.write32(zRead + 4 * i, bits(0.5));
  const regs = new RegisterFile('gfx10_3');
  programTarget(regs, { address: color, width: 4, height: 4, cbFormat: 'COLOR_32', numberType: 'NUMBER_UINT', exportFormat: 'SPI_SHADER_32_R' });
  setReg(regs, 'DB_Z_INFO', { FORMAT: 'Z_32_FLOAT' });
  setReg(regs, 'DB_DEPTH_SIZE_XY', { X_MAX: 3, Y_MAX: 3 });
  regs.write(regs.db.register('DB_Z_READ_BASE').offset, zRead / 256);
  regs.write(regs.db.register('DB_Z_WRITE_BASE').offset, zWrite / 256);
  setReg(regs, 'DB_DEPTH_CONTROL', { Z_ENABLE: 1, Z_WRITE_ENABLE: 1, ZFUNC: 'FRAG_LESS' });
  setReg(regs, 'SPI_SHADER_Z_FORMAT', { Z_EXPORT_FORMAT: 'SPI_SHADER_32_R' });
  const state = decodeRbState(regs);
  const wave = makeWave('gfx10_3');
  const lanes = createLaneCoverage(32);
  for (const lane of [0, 1]) {
    lanes.x[lane] = lane;
    lanes.coverage[lane] = 1;
    setVgpr(wave, 1, lane, 100 + lane); // colour
  }
  setVgpr(wave, 0, 0, bits(0.25)); // passes
  setVgpr(wave, 0, 1, bits(0.75)); // fails
  assert.equal(exportDepth(state, memory, wave, exportEffect([0, -1, -1, -1], { target: 8 }), lanes), 1);
  assert.deepEqual(Array.from(lanes.coverage.subarray(0, 2)), [1, 0]);
  assert.equal(readDepth(memory, 'D32_SFLOAT', zWrite), 0.25);
  assert.equal(readDepth(memory, 'D32_SFLOAT', zRead), 0.5, 'read surface untouched');
  exportColor(state, memory, wave, exportEffect([1, -1, -1, -1]), lanes, traffic);
  assert.deepEqual(Array.from(memory.readU32Array(color, 2)), [100, 0]);
});
