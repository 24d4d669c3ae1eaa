import { test } from 'node:test';
import { SurfaceTraffic } from '../../../src/gpu/memory/surface_traffic.js';
import assert from 'node:assert/strict';
import { RegisterFile } from '../../../src/gpu/regs/register_file.js';
import { decodeRbState, type RbState } from '../../../src/gpu/rb/rb_state.js';
import { exportColor } from '../../../src/gpu/rb/color_backend.js';
import { createLaneCoverage } from '../../../src/gpu/rb/lane_coverage.js';
import { RbError } from '../../../src/gpu/rb/errors.js';
import type { GfxLevel } from '../../../src/isa/gfx_level.js';
import { bits, exportEffect, makeWave, newMemory, programTarget, setReg, setVgpr, type TargetSetup } from './rb_fixtures.js';

const traffic = new SurfaceTraffic();

function setup(gfx: GfxLevel, target: Omit<TargetSetup, 'address'>, blend?: Record<string, number | string>) {
  const memory = newMemory();
  const address = memory.allocate(64 * 1024);
  const regs = new RegisterFile(gfx);
  programTarget(regs, { ...target, address });
  if (blend) setReg(regs, `CB_BLEND${target.index ?? 0}_CONTROL`, { ENABLE: 1, ...blend });
  const state: RbState = decodeRbState(regs);
  const wave = makeWave(gfx);
  const lanes = createLaneCoverage(wave.waveSize);
  return { memory, address, state, wave, lanes, surface: state.targets[target.index ?? 0]!.surface };
}

const RGBA8 = { width: 8, height: 4, cbFormat: 'COLOR_8_8_8_8', numberType: 'NUMBER_UNORM', exportFormat: 'SPI_SHADER_32_ABGR' };

function setRgba(wave: ReturnType<typeof makeWave>, lane: number, rgba: number[]): void {
  rgba.forEach((v, c) => setVgpr(wave, c, lane, bits(v)));
}

test('R8G8B8A8_UNORM from 32_ABGR: Vulkan rounding, pixel address = base + (y*pitch + x)*4', () => {
  const { memory, address, state, wave, lanes, surface } = setup('gfx10_3', RGBA8);
  lanes.x[0] = 1;
  lanes.y[0] = 2;
  lanes.coverage[0] = 1;
  setRgba(wave, 0, [1, 0.5, 0, 0.25]);
  assert.equal(exportColor(state, memory, wave, exportEffect([0, 1, 2, 3]), lanes, traffic), 1);
  // R 255, G 0.5*255+0.5 -> 128, B 0, A 63.75+0.5 -> 64
  assert.equal(memory.read32(address + (2 * surface.pitch + 1) * 4), 0x400080ff);
  assert.equal(memory.read32(address), 0, 'other pixels untouched');
});

test('R16G16B16A16_SFLOAT from a compressed FP16 export (GFX9 compr, GFX11 two dwords)', () => {
  const fmt = { width: 4, height: 4, cbFormat: 'COLOR_16_16_16_16', numberType: 'NUMBER_FLOAT', exportFormat: 'SPI_SHADER_FP16_ABGR' };
  for (const gfx of ['gfx9', 'gfx11'] as const) {
    const { memory, address, state, wave, lanes } = setup(gfx, fmt);
    lanes.coverage[5] = 1;
    lanes.x[5] = 3;
    setVgpr(wave, 0, 5, 0x4000_3c00);
    setVgpr(wave, 1, 5, 0xc000_3800);
    const effect = gfx === 'gfx9' ? exportEffect([0, 0, 1, 1], { compressed: true }) : exportEffect([0, 1, -1, -1]);
    assert.equal(exportColor(state, memory, wave, effect, lanes, traffic), 1);
    assert.deepEqual(Array.from(memory.readU32Array(address + 3 * 8, 2)), [0x4000_3c00, 0xc000_3800], gfx);
  }
  const { memory, state, wave, lanes } = setup('gfx10', fmt);
  lanes.coverage[0] = 1;
  assert.throws(() => exportColor(state, memory, wave, exportEffect([0, 1, 2, 3]), lanes, traffic), (e: unknown) => e instanceof RbError && e.code === 'export-format-mismatch');
});

test('R32_UINT from 32_R and R32G32B32A32_FLOAT from 32_ABGR store the exported bits', () => {
  const u = setup('gfx11', { width: 4, height: 4, cbFormat: 'COLOR_32', numberType: 'NUMBER_UINT', exportFormat: 'SPI_SHADER_32_R' });
  u.lanes.coverage[0] = 1;
  setVgpr(u.wave, 2, 0, 0xdeadbeef);
  exportColor(u.state, u.memory, u.wave, exportEffect([2, -1, -1, -1]), u.lanes, traffic);
  assert.equal(u.memory.read32(u.address), 0xdeadbeef);

  const f = setup('gfx10', { width: 4, height: 4, cbFormat: 'COLOR_32_32_32_32', numberType: 'NUMBER_FLOAT', exportFormat: 'SPI_SHADER_32_ABGR' });
  f.lanes.coverage[1] = 1;
  f.lanes.y[1] = 1;
  setRgba(f.wave, 1, [1.5, -2, 1e30, 0.1]);
  exportColor(f.state, f.memory, f.wave, exportEffect([0, 1, 2, 3]), f.lanes, traffic);
  assert.deepEqual(Array.from(f.memory.readU32Array(f.address + f.surface.pitch * 16, 4)), [bits(1.5), bits(-2), bits(1e30), bits(0.1)]);
});

test('write masks: CB_TARGET_MASK and channels the export lacks keep the old memory', () => {
  const { memory, address, state, wave, lanes } = setup('gfx10_3', { ...RGBA8, targetMask: 0b0101 });
  memory.write32(address, 0x11223344);
  lanes.coverage[0] = 1;
  setRgba(wave, 0, [1, 0.5, 0, 0.25]);
  exportColor(state, memory, wave, exportEffect([0, 1, 2, 3]), lanes, traffic);
  assert.equal(memory.read32(address), 0x110033ff, 'only R and B written');

  const f = setup('gfx10_3', { width: 4, height: 4, cbFormat: 'COLOR_32_32_32_32', numberType: 'NUMBER_UINT', exportFormat: 'SPI_SHADER_32_GR' });
  f.memory.writeU32Array(f.address, [1, 2, 3, 4]);
  f.lanes.coverage[0] = 1;
  setVgpr(f.wave, 0, 0, 10);
  setVgpr(f.wave, 1, 0, 20);
  exportColor(f.state, f.memory, f.wave, exportEffect([0, 1, -1, -1]), f.lanes, traffic);
  assert.deepEqual(Array.from(f.memory.readU32Array(f.address, 4)), [10, 20, 3, 4], '32_GR writes R and G only');
});

test('MSAA: only covered samples are written, consecutively per pixel; EXEC, coverage 0 and off-surface lanes write nothing', () => {
  const { memory, address, state, wave, lanes } = setup('gfx9', { ...RGBA8, samples: 4 });
  const pixel1 = address + 1 * 4 * 4; // pixel (1, 0): 4 samples of 4 bytes
  memory.writeU32Array(pixel1, [0xaaaaaaaa, 0xaaaaaaaa, 0xaaaaaaaa, 0xaaaaaaaa]);
  lanes.x[0] = 1;
  lanes.coverage[0] = 0b0101;
  setRgba(wave, 0, [1, 1, 1, 1]);
  lanes.x[1] = 2; // EXEC off
  lanes.coverage[1] = 0b1111;
  setRgba(wave, 1, [1, 1, 1, 1]);
  wave.sgpr[126] = ~0b10 >>> 0;
  lanes.x[40] = 8; // outside the 8-pixel-wide surface
  lanes.coverage[40] = 1;
  const written = exportColor(state, memory, wave, exportEffect([0, 1, 2, 3]), lanes, traffic);
  assert.equal(written, 2);
  assert.deepEqual(Array.from(memory.readU32Array(pixel1, 4)), [0xffffffff, 0xaaaaaaaa, 0xffffffff, 0xaaaaaaaa]);
  assert.deepEqual(Array.from(memory.readU32Array(address + 2 * 16, 4)), [0, 0, 0, 0]);
});

test('blending on UNORM: src-alpha / one-minus-src-alpha against the stored colour', () => {
  const { memory, address, state, wave, lanes } = setup('gfx10', RGBA8, {
    COLOR_SRCBLEND: 'BLEND_SRC_ALPHA',
    COLOR_DESTBLEND: 'BLEND_ONE_MINUS_SRC_ALPHA',
    COLOR_COMB_FCN: 'COMB_DST_PLUS_SRC',
  });
  memory.write32(address, 0xff00ff00); // R 0, G 1, B 0, A 1
  lanes.coverage[0] = 1;
  setRgba(wave, 0, [1, 0, 0, 0.5]);
  exportColor(state, memory, wave, exportEffect([0, 1, 2, 3]), lanes, traffic);
  // R 0.5 -> 128, G 0.5 -> 128, B 0, A 0.25 + 0.5 = 0.75 -> 191
  assert.equal(memory.read32(address), 0xbf008080);
});

test('integer targets ignore blending', () => {
  const { memory, address, state, wave, lanes } = setup(
    'gfx10_3',
    { width: 4, height: 4, cbFormat: 'COLOR_32', numberType: 'NUMBER_UINT', exportFormat: 'SPI_SHADER_32_R' },
    { COLOR_SRCBLEND: 'BLEND_ONE', COLOR_DESTBLEND: 'BLEND_ONE' },
  );
  memory.write32(address, 5);
  lanes.coverage[0] = 1;
  setVgpr(wave, 0, 0, 7);
  exportColor(state, memory, wave, exportEffect([0, -1, -1, -1]), lanes, traffic);
  assert.equal(memory.read32(address), 7);
});

test('CB_DISABLE, unbound targets and ZERO export formats write nothing; written bytes are counted', () => {
  const { memory, address, state, wave, lanes } = setup('gfx10_3', RGBA8);
  lanes.coverage[0] = 0b1;
  lanes.x[3] = 5;
  lanes.y[3] = 1;
  lanes.coverage[3] = 0b1;
  setRgba(wave, 0, [1, 1, 1, 1]);
  assert.equal(exportColor({ ...state, cbMode: 'disable' }, memory, wave, exportEffect([0, 1, 2, 3]), lanes, traffic), 0);
  assert.equal(exportColor(state, memory, wave, exportEffect([0, 1, 2, 3], { target: 1 }), lanes, traffic), 0);
  const zero = { ...state, targets: [{ ...state.targets[0]!, exportFormat: 'zero' as const }] };
  assert.equal(exportColor(zero, memory, wave, exportEffect([0, 1, 2, 3]), lanes, traffic), 0);
  assert.equal(memory.read32(address), 0);
  traffic.reset();
  assert.equal(exportColor(state, memory, wave, exportEffect([0, 1, 2, 3]), lanes, traffic), 2);
  assert.equal(traffic.cbColorWritten, 8, 'two RGBA8 samples');
  assert.equal(traffic.cbColorRead, 0, 'no blending, every channel: the destination is not read');
});
