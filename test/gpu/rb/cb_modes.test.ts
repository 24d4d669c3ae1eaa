/**
 * The CB's decompress modes (cb_modes.ts): CB_FMASK_DECOMPRESS and CB_ELIMINATE_FAST_CLEAR
 * materialise every fast-cleared tile a draw touches (M4), so FMASK and colour memory alone then
 * describe the image; colour exports in special modes write nothing.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { RegisterFile } from '../../../src/gpu/regs/register_file.js';
import { decodeRbState, type RbState } from '../../../src/gpu/rb/rb_state.js';
import { exportColor } from '../../../src/gpu/rb/color_backend.js';
import { createLaneCoverage } from '../../../src/gpu/rb/lane_coverage.js';
import { SurfaceTraffic } from '../../../src/gpu/memory/surface_traffic.js';
import type { GpuMemory } from '../../../src/gpu/memory/gpu_memory.js';
import { CMASK_FAST_CLEARED, cmaskInitNibble } from '../../../src/amd/fmask.js';
import { cbModeWaves, exportEffect, makeWave, newMemory, rectPixels, setReg, setVgpr } from './rb_fixtures.js';
import { getCmask, getFmask, initMetadata, programColorTarget, RGBA8, setCmask, setFmask, setSlot, slot } from './compressed_fixtures.js';

const JUNK = 0x5a5a5a5a;
const CLEAR = 0x11223344;
const W = 24;
const H = 16; // 3x2 CMASK tiles

/** Target 0 compressed with FAST_CLEAR, target 1 compressed without; every tile of target 0 fast cleared, memory junk. */
function clearedTargets(mode: string, gfx: 'gfx9' | 'gfx10_3', memory: GpuMemory): RbState {
  const regs = new RegisterFile(gfx);
  programColorTarget(regs, memory, { index: 0, samples: 4, width: W, height: H, format: RGBA8, compressed: true, clearWords: [CLEAR, 0] });
  programColorTarget(regs, memory, { index: 1, samples: 4, width: W, height: H, format: RGBA8, compressed: true });
  setReg(regs, 'CB_COLOR_CONTROL', { MODE: mode, ROP3: 0xcc });
  const state = decodeRbState(regs);
  for (const t of [state.targets[0]!, state.targets[1]!]) {
    initMetadata(memory, t);
    for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) for (let s = 0; s < 4; s++) setSlot(memory, t, x, y, s, [JUNK]);
  }
  const t0 = state.targets[0]!;
  for (let y = 0; y < H; y += 8) for (let x = 0; x < W; x += 8) setCmask(memory, t0, x, y, CMASK_FAST_CLEARED);
  setCmask(memory, t0, 16, 8, cmaskInitNibble(4)); // tile (2,1) was written since the clear
  setFmask(memory, t0, 17, 9, 0x1100);
  return state;
}

for (const [mode, gfx] of [['CB_FMASK_DECOMPRESS', 'gfx9'], ['CB_ELIMINATE_FAST_CLEAR', 'gfx10_3']] as const) {
  test(`M4: ${mode} (${gfx}) materialises each fast-cleared tile the draw touches; other tiles and valid tiles keep their contents`, () => {
    const memory = newMemory();
    const state = clearedTargets(mode, gfx, memory);
    const [t0, t1] = [state.targets[0]!, state.targets[1]!];
    const traffic = new SurfaceTraffic();
    // The draw covers x 4..23, y 6..15: tiles (0,0), (1,0), (2,0) by their lower rows, all of row 1.
    const pixels = rectPixels(4, 6, 20, 10);
    assert.equal(cbModeWaves(state, memory, pixels, traffic), pixels.length);
    for (let y = 0; y < H; y += 8) {
      for (let x = 0; x < W; x += 8) {
        const where = `tile (${x / 8},${y / 8})`;
        assert.notEqual(getCmask(memory, t0, x, y), CMASK_FAST_CLEARED, `${where}: no longer fast cleared`);
        for (let py = y; py < y + 8; py++) {
          for (let px = x; px < x + 8; px++) {
            if (x === 16 && y === 8) continue;
            assert.deepEqual([getFmask(memory, t0, px, py), ...slot(memory, t0, px, py, 0)], [0, CLEAR], `${where} (${px},${py}): clear colour in slot 0, FMASK 0`);
          }
        }
      }
    }
    assert.equal(getFmask(memory, t0, 17, 9), 0x1100, 'the valid tile is untouched');
    assert.deepEqual(slot(memory, t0, 17, 9, 0), [JUNK]);
    assert.deepEqual(slot(memory, t1, 5, 7, 0), [JUNK], 'a target without CMASK is not touched');
    assert.deepEqual([traffic.cbCmaskRead, traffic.cbCmaskWritten], [pixels.length, 5], 'a CMASK read per pixel; five cleared tiles marked valid');
    assert.deepEqual([traffic.cbFmaskWritten, traffic.cbColorWritten], [5 * 64, 5 * 64 * 4], 'each materialised tile: FMASK and slot 0 of its 64 pixels');
    assert.deepEqual([traffic.cbColorRead, traffic.cbFmaskRead], [0, 0]);
  });
}

test('decompress: lanes out of EXEC or without coverage bring no pixel', () => {
  const memory = newMemory();
  const state = clearedTargets('CB_FMASK_DECOMPRESS', 'gfx10_3', memory);
  const t0 = state.targets[0]!;
  const traffic = new SurfaceTraffic();
  // Lane 0 in tile (0,0) executes; lane 1 in tile (1,0) does not; no lane covers tile (2,0).
  assert.equal(cbModeWaves(state, memory, [[1, 1], [9, 1]], traffic, 0b01), 1);
  assert.deepEqual([0, 8, 16].map((x) => getCmask(memory, t0, x, 0) === CMASK_FAST_CLEARED), [false, true, true]);
  assert.equal(traffic.cbCmaskRead, 1);
});

test('colour exports write nothing in the special modes', () => {
  for (const mode of ['CB_FMASK_DECOMPRESS', 'CB_ELIMINATE_FAST_CLEAR', 'CB_RESOLVE']) {
    const memory = newMemory();
    const regs = new RegisterFile('gfx9');
    programColorTarget(regs, memory, { index: 0, samples: 4, width: 8, height: 8, format: RGBA8, compressed: true, clearWords: [CLEAR, 0] });
    programColorTarget(regs, memory, { index: 1, samples: 1, width: 8, height: 8, format: RGBA8, compressed: false });
    setReg(regs, 'CB_COLOR_CONTROL', { MODE: mode, ROP3: 0xcc });
    const state = decodeRbState(regs);
    const t0 = state.targets[0]!;
    initMetadata(memory, t0);
    setSlot(memory, t0, 2, 2, 0, [JUNK]);
    const wave = makeWave('gfx9');
    const lanes = createLaneCoverage(wave.waveSize);
    lanes.x[0] = 2;
    lanes.y[0] = 2;
    lanes.coverage[0] = 0b1111;
    for (let c = 0; c < 4; c++) setVgpr(wave, c, 0, 0x3f800000);
    const traffic = new SurfaceTraffic();
    for (const target of [0, 1]) assert.equal(exportColor(state, memory, wave, exportEffect([0, 1, 2, 3], { target }), lanes, traffic), 0, `${mode} mrt${target}`);
    assert.deepEqual(slot(memory, t0, 2, 2, 0), [JUNK], mode);
    assert.deepEqual(traffic.snapshot(), new SurfaceTraffic().snapshot(), `${mode}: nothing moved`);
  }
});
