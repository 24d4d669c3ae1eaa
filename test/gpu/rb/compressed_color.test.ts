/**
 * Compressed MSAA colour targets in the colour backend (compressed_color.ts): FMASK fragment
 * allocation (M1), fast-cleared tile materialisation (M4), and a seeded property test against an
 * uncompressed target (every sample's colour, and FMASK 0 only for identical samples, M3).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { RegisterFile } from '../../../src/gpu/regs/register_file.js';
import { decodeRbState, type RbState } from '../../../src/gpu/rb/rb_state.js';
import { RbError } from '../../../src/gpu/rb/errors.js';
import { exportColor } from '../../../src/gpu/rb/color_backend.js';
import { createLaneCoverage, type LaneCoverage } from '../../../src/gpu/rb/lane_coverage.js';
import { SurfaceTraffic } from '../../../src/gpu/memory/surface_traffic.js';
import type { GpuMemory } from '../../../src/gpu/memory/gpu_memory.js';
import type { Wave } from '../../../src/gpu/cu/wave.js';
import { CMASK_FAST_CLEARED, cmaskInitNibble, fmaskFetch, fmaskIdentity } from '../../../src/amd/fmask.js';
import { sampleAddress } from '../../../src/amd/surface_layout.js';
import { bits, exportEffect, makeWave, newMemory, programTarget, setReg, setVgpr } from './rb_fixtures.js';
import { getCmask, getFmask, msaaTarget, RG32UI, RGBA8, setCmask, setFmask, setSlot, slot } from './compressed_fixtures.js';
import { prng } from '../../support/prng.js';

function setRgba(wave: Wave, lane: number, rgba: readonly number[]): void {
  rgba.forEach((c, i) => setVgpr(wave, i, lane, bits(c)));
}

/** One lane (0) exporting `rgba` to pixel (x, y) with `coverage`. */
function exportPixel(state: RbState, memory: GpuMemory, wave: Wave, lanes: LaneCoverage, x: number, y: number, coverage: number, rgba: readonly number[], traffic: SurfaceTraffic): number {
  lanes.coverage.fill(0);
  lanes.x[0] = x;
  lanes.y[0] = y;
  lanes.coverage[0] = coverage;
  setRgba(wave, 0, rgba);
  return exportColor(state, memory, wave, exportEffect([0, 1, 2, 3]), lanes, traffic);
}

const JUNK = 0x5a5a5a5a;

test('M1: a fully covered write leaves FMASK 0 and writes one texel, in slot 0', () => {
  for (const gfx of ['gfx9', 'gfx10_3'] as const) {
    for (const samples of [2, 4, 8]) {
      const memory = newMemory();
      const { state, t } = msaaTarget(memory, { gfx, samples, width: 8, height: 4, compressed: true });
      for (let s = 0; s < samples; s++) setSlot(memory, t, 3, 2, s, [JUNK + s]);
      const wave = makeWave(gfx);
      const lanes = createLaneCoverage(wave.waveSize);
      const traffic = new SurfaceTraffic();
      const all = (1 << samples) - 1;
      assert.equal(exportPixel(state, memory, wave, lanes, 3, 2, all, [1, 0.5, 0, 0.25], traffic), samples, 'samples written');
      const label = `${gfx} ${samples}x`;
      assert.equal(getFmask(memory, t, 3, 2), 0, `${label}: every sample in fragment 0`);
      assert.deepEqual(slot(memory, t, 3, 2, 0), [0x400080ff], label);
      for (let s = 1; s < samples; s++) assert.deepEqual(slot(memory, t, 3, 2, s), [JUNK + s], `${label}: slot ${s} not written`);
      assert.equal(getFmask(memory, t, 2, 2), fmaskFetch(samples, fmaskIdentity(samples)), `${label}: neighbour FMASK untouched`);
      assert.equal(traffic.cbColorWritten, 4, `${label}: one RGBA8 texel`);
      assert.equal(traffic.cbColorRead, 0);
      const fmaskBytes = samples === 8 ? 4 : 1;
      assert.deepEqual([traffic.cbFmaskRead, traffic.cbFmaskWritten], [fmaskBytes, fmaskBytes], `${label}: FMASK read, and written (identity -> 0)`);
    }
  }
});

test('M1: a partial write allocates the lowest fragment no uncovered sample uses', () => {
  const memory = newMemory();
  const { state, t } = msaaTarget(memory, { gfx: 'gfx10_3', samples: 4, width: 8, height: 4, compressed: true });
  const wave = makeWave('gfx10_3');
  const lanes = createLaneCoverage(wave.waveSize);
  const traffic = new SurfaceTraffic();
  exportPixel(state, memory, wave, lanes, 1, 1, 0b1111, [0, 0, 0, 1], traffic);
  assert.equal(getFmask(memory, t, 1, 1), 0);
  exportPixel(state, memory, wave, lanes, 1, 1, 0b0110, [1, 0, 0, 1], traffic);
  assert.equal(getFmask(memory, t, 1, 1), 0x0110, 'samples 1, 2 -> fragment 1');
  assert.deepEqual([slot(memory, t, 1, 1, 0), slot(memory, t, 1, 1, 1)], [[0xff000000], [0xff0000ff]]);
  exportPixel(state, memory, wave, lanes, 1, 1, 0b1000, [0, 1, 0, 1], traffic);
  assert.equal(getFmask(memory, t, 1, 1), 0x2110, 'sample 3 -> fragment 2 (0 and 1 in use)');
  assert.deepEqual(slot(memory, t, 1, 1, 2), [0xff00ff00]);
  exportPixel(state, memory, wave, lanes, 1, 1, 0b0111, [0, 0, 1, 1], traffic);
  assert.equal(getFmask(memory, t, 1, 1), 0x2000, 'samples 0-2 -> fragment 0 (sample 3 keeps 2); slot 1 is free again');
  assert.deepEqual(slot(memory, t, 1, 1, 0), [0xffff0000]);
  assert.deepEqual(slot(memory, t, 1, 1, 2), [0xff00ff00], 'sample 3 keeps its colour');
  exportPixel(state, memory, wave, lanes, 1, 1, 0b1111, [1, 1, 1, 1], traffic);
  assert.equal(getFmask(memory, t, 1, 1), 0, 'a full write collapses the pixel to fragment 0');
});

test('M1: blending over a split fragment keeps the uncovered samples colour; whole fragments blend in place', () => {
  const memory = newMemory();
  const { state, t } = msaaTarget(memory, { gfx: 'gfx9', samples: 4, width: 8, height: 4, compressed: true, blend: true });
  const wave = makeWave('gfx9');
  const lanes = createLaneCoverage(wave.waveSize);
  const traffic = new SurfaceTraffic();
  const opaque = { ...state, targets: [{ ...t, blend: { ...t.blend, enable: false } }] };
  exportPixel(opaque, memory, wave, lanes, 2, 3, 0b1111, [0, 1, 0, 1], traffic); // R 0, G 1, B 0, A 1 = 0xff00ff00
  assert.equal(getFmask(memory, t, 2, 3), 0);
  traffic.reset();
  exportPixel(state, memory, wave, lanes, 2, 3, 0b0011, [1, 0, 0, 0.5], traffic);
  assert.equal(getFmask(memory, t, 2, 3), 0x0011, 'fragment 0 split: samples 0, 1 move to fragment 1');
  // R 0.5 -> 128, G 0.5 -> 128, B 0, A 0.25 + 0.5 = 0.75 -> 191 (color_backend.test.ts)
  assert.deepEqual([slot(memory, t, 2, 3, 0), slot(memory, t, 2, 3, 1)], [[0xff00ff00], [0xbf008080]], 'uncovered samples keep the old colour');
  assert.deepEqual([traffic.cbColorRead, traffic.cbColorWritten], [4, 4], 'one fragment read and written');
  traffic.reset();
  exportPixel(state, memory, wave, lanes, 2, 3, 0b1111, [0, 0, 1, 1], traffic);
  assert.equal(getFmask(memory, t, 2, 3), 0x0011, 'both fragments wholly covered: no new fragment');
  assert.deepEqual([slot(memory, t, 2, 3, 0), slot(memory, t, 2, 3, 1)], [[0xffff0000], [0xffff0000]], 'src alpha 1 replaces both');
  assert.deepEqual([traffic.cbColorRead, traffic.cbColorWritten, traffic.cbFmaskWritten], [8, 8, 0], 'two fragments blended in place');
});

test('M4: a fast-cleared tile is materialised at its first write; other tiles stay cleared', () => {
  for (const gfx of ['gfx9', 'gfx10_3'] as const) {
    const memory = newMemory();
    const { state, t } = msaaTarget(memory, { gfx, samples: 4, width: 16, height: 16, compressed: true, clearWords: [0x11223344, 0] });
    for (let y = 0; y < 16; y++) {
      for (let x = 0; x < 16; x++) {
        for (let s = 0; s < 4; s++) setSlot(memory, t, x, y, s, [JUNK]);
        setFmask(memory, t, x, y, 0x3210);
      }
    }
    for (const [x, y] of [[0, 0], [8, 0], [0, 8], [8, 8]] as const) setCmask(memory, t, x, y, CMASK_FAST_CLEARED);
    const wave = makeWave(gfx);
    const lanes = createLaneCoverage(wave.waveSize);
    const traffic = new SurfaceTraffic();
    exportPixel(state, memory, wave, lanes, 9, 3, 0b0001, [1, 1, 1, 1], traffic);
    assert.equal(getCmask(memory, t, 9, 3), cmaskInitNibble(4), `${gfx}: tile (1,0) valid`);
    for (const [x, y] of [[0, 0], [0, 8], [8, 8]] as const) assert.equal(getCmask(memory, t, x, y), CMASK_FAST_CLEARED, `${gfx}: tile of (${x},${y}) still cleared`);
    for (let y = 0; y < 16; y++) {
      for (let x = 0; x < 16; x++) {
        const inTile = x >= 8 && y < 8;
        const where = `${gfx} (${x},${y})`;
        if (!inTile) {
          assert.deepEqual([getFmask(memory, t, x, y), ...slot(memory, t, x, y, 0)], [0x3210, JUNK], `${where}: untouched`);
        } else if (x === 9 && y === 3) {
          assert.equal(getFmask(memory, t, x, y), 0x0001, `${where}: sample 0 in a new fragment`);
          assert.deepEqual([slot(memory, t, x, y, 0), slot(memory, t, x, y, 1)], [[0x11223344], [0xffffffff]], where);
        } else {
          assert.deepEqual([getFmask(memory, t, x, y), ...slot(memory, t, x, y, 0)], [0, 0x11223344], `${where}: clear colour in slot 0, FMASK 0`);
        }
      }
    }
    assert.deepEqual([traffic.cbCmaskRead, traffic.cbCmaskWritten], [1, 1], 'the nibble read, then marked valid');
    assert.equal(traffic.cbFmaskWritten, 64 + 1, 'the tile once, then the written pixel');
    assert.equal(traffic.cbColorWritten, 64 * 4 + 4, 'slot 0 of the tile, then the new fragment');
    traffic.reset();
    exportPixel(state, memory, wave, lanes, 10, 3, 0b1111, [1, 1, 1, 1], traffic);
    assert.deepEqual([traffic.cbCmaskRead, traffic.cbCmaskWritten, traffic.cbColorWritten], [1, 0, 4], `${gfx}: a valid tile: CMASK read only, one texel written`);
  }
});

test('M4: a 64-bit clear colour uses CLEAR_WORD0 and CLEAR_WORD1; edge tiles stop at the surface', () => {
  const memory = newMemory();
  const { state, t } = msaaTarget(memory, { gfx: 'gfx10_3', samples: 2, width: 12, height: 10, format: RG32UI, compressed: true, clearWords: [0xaaaa0001, 0xbbbb0002] });
  for (let y = 0; y < 10; y++) for (let x = 0; x < 12; x++) for (let s = 0; s < 2; s++) setSlot(memory, t, x, y, s, [JUNK, JUNK]);
  setCmask(memory, t, 8, 8, CMASK_FAST_CLEARED);
  const after = memory.readU32Array(sampleAddress(t.surface, 0, 10, 0, 0), 4); // the row below the surface
  const wave = makeWave('gfx10_3');
  const lanes = createLaneCoverage(wave.waveSize);
  const traffic = new SurfaceTraffic();
  lanes.coverage.fill(0);
  lanes.x[0] = 11;
  lanes.y[0] = 9;
  lanes.coverage[0] = 0b10;
  setVgpr(wave, 0, 0, 7);
  setVgpr(wave, 1, 0, 8);
  exportColor(state, memory, wave, exportEffect([0, 1, -1, -1]), lanes, traffic);
  assert.deepEqual(slot(memory, t, 8, 8, 0), [0xaaaa0001, 0xbbbb0002]);
  assert.deepEqual(slot(memory, t, 11, 9, 0), [0xaaaa0001, 0xbbbb0002], 'sample 0 keeps the clear colour');
  assert.deepEqual(slot(memory, t, 11, 9, 1), [7, 8]);
  assert.equal(getFmask(memory, t, 11, 9), 0x10);
  assert.deepEqual(slot(memory, t, 7, 9, 0), [JUNK, JUNK], 'tile (0,1) untouched');
  assert.equal(traffic.cbColorWritten, 4 * 2 * 8 + 8, 'the 4x2 pixels of the edge tile, then the new fragment');
  assert.deepEqual(memory.readU32Array(sampleAddress(t.surface, 0, 10, 0, 0), 4), after, 'nothing below the surface');
});

test('M4: FAST_CLEAR without FMASK is rejected: only compressed targets honour CMASK, so the clear would be lost', () => {
  // Before this check a 1-sample or uncompressed MSAA target with FAST_CLEAR decoded a CMASK layout
  // that nothing read: writes left the rest of a cleared tile with stale memory.
  for (const [gfx, samples] of [['gfx9', 1], ['gfx9', 4], ['gfx10_3', 8]] as const) {
    const memory = newMemory();
    const regs = new RegisterFile(gfx);
    programTarget(regs, { address: memory.allocate(1 << 16), width: 8, height: 8, samples, ...RGBA8 });
    setReg(regs, 'CB_COLOR0_INFO', { FAST_CLEAR: 1 }, true);
    regs.write(regs.db.register('CB_COLOR0_CMASK').offset, memory.allocate(256) / 256);
    assert.throws(
      () => decodeRbState(regs),
      (e: unknown) => e instanceof RbError && e.code === 'unsupported-state' && e.location === 'CB_COLOR0_INFO.FAST_CLEAR',
      `${gfx} ${samples}x`,
    );
  }
});

for (const gfx of ['gfx9', 'gfx10_3'] as const) {
  for (const samples of [2, 4, 8]) {
    test(`property (M1, M3, M4): random exports on a compressed target match an uncompressed one; FMASK 0 only for identical samples (${gfx} ${samples}x)`, () => {
      const rand = prng(0xf3a5c + samples * 7919 + (gfx === 'gfx9' ? 1 : 2));
      const next = (): number => Math.floor(rand() * 2 ** 32);
      const W = 12;
      const H = 10; // 2x2 CMASK tiles, the right and bottom ones partial
      const CLEAR = 0x80402010;
      for (const fastClear of [false, true]) {
        const memory = newMemory();
        const ref = msaaTarget(memory, { gfx, samples, width: W, height: H, compressed: false, blend: true });
        const cmp = msaaTarget(memory, { gfx, samples, width: W, height: H, compressed: true, blend: true, ...(fastClear ? { clearWords: [CLEAR, 0] as const } : {}) });
        // Initial contents: per pixel a random valid FMASK and random fragment colours (uncompressed:
        // each sample the colour of its fragment); with fast clear, random tiles cleared.
        const cleared = new Set<string>();
        if (fastClear) {
          for (let ty = 0; ty < H; ty += 8) {
            for (let tx = 0; tx < W; tx += 8) {
              if (next() & 1) {
                setCmask(memory, cmp.t, tx, ty, CMASK_FAST_CLEARED);
                cleared.add(`${tx >> 3},${ty >> 3}`);
              }
            }
          }
        }
        for (let y = 0; y < H; y++) {
          for (let x = 0; x < W; x++) {
            let fetch = 0;
            for (let s = 0; s < samples; s++) fetch |= (next() & 3 ? 0 : next() % samples) << (4 * s);
            setFmask(memory, cmp.t, x, y, fetch >>> 0);
            for (let f = 0; f < samples; f++) setSlot(memory, cmp.t, x, y, f, [next()]);
            const isCleared = cleared.has(`${x >> 3},${y >> 3}`);
            for (let s = 0; s < samples; s++) setSlot(memory, ref.t, x, y, s, isCleared ? [CLEAR] : slot(memory, cmp.t, x, y, (fetch >>> (4 * s)) & 0xf));
          }
        }
        const wave = makeWave(gfx);
        const lanes = createLaneCoverage(wave.waveSize);
        const traffic = new SurfaceTraffic();
        const all = (1 << samples) - 1;
        for (let n = 0; n < 400; n++) {
          const blend = (next() & 1) === 1;
          const targetMask = next() & 1 ? 15 : 1 + (next() % 15);
          const variant = (s: RbState) => ({ ...s, targets: [{ ...s.targets[0]!, targetMask, blend: { ...s.targets[0]!.blend, enable: blend } }] });
          lanes.coverage.fill(0);
          const count = 1 + (next() % 4);
          for (let lane = 0; lane < count; lane++) {
            lanes.x[lane] = next() % W;
            lanes.y[lane] = next() % H;
            lanes.coverage[lane] = next() % 3 === 0 ? all : next() & all;
            setRgba(wave, lane, [0, 0, 0, 0].map(() => (next() % 256) / 255));
          }
          const written = exportColor(variant(ref.state), memory, wave, exportEffect([0, 1, 2, 3]), lanes, traffic);
          assert.equal(exportColor(variant(cmp.state), memory, wave, exportEffect([0, 1, 2, 3]), lanes, traffic), written, `export ${n}: samples written`);
        }
        for (let y = 0; y < H; y++) {
          for (let x = 0; x < W; x++) {
            const where = `${fastClear ? 'fast clear, ' : ''}pixel (${x},${y})`;
            const stillCleared = fastClear && getCmask(memory, cmp.t, x, y) === CMASK_FAST_CLEARED;
            const fetch = stillCleared ? 0 : getFmask(memory, cmp.t, x, y);
            const reference = Array.from({ length: samples }, (_, s) => slot(memory, ref.t, x, y, s)[0]!);
            for (let s = 0; s < samples; s++) {
              const actual = stillCleared ? CLEAR : slot(memory, cmp.t, x, y, (fetch >>> (4 * s)) & 0xf)[0]!;
              assert.equal(actual, reference[s], `${where} sample ${s} (FMASK 0x${fetch.toString(16)})`);
            }
            if (fetch === 0) assert.ok(reference.every((c) => c === reference[0]), `${where}: FMASK 0 but samples differ (M3 false positive)`);
          }
        }
      }
    });
  }
}
