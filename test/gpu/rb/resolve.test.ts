/**
 * The CB's resolve mode (CB_COLOR_CONTROL.MODE = CB_RESOLVE, resolve.ts): target 0 (MSAA) resolved
 * into target 1 for the pixels a draw brings, programmed through registers. Which target pairs a
 * resolve accepts is checked at decode (rb_state.test.ts).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { RegisterFile } from '../../../src/gpu/regs/register_file.js';
import { decodeRbState, type ColorTarget, type RbState } from '../../../src/gpu/rb/rb_state.js';
import { SurfaceTraffic } from '../../../src/gpu/memory/surface_traffic.js';
import type { GpuMemory } from '../../../src/gpu/memory/gpu_memory.js';
import { CMASK_FAST_CLEARED } from '../../../src/amd/fmask.js';
import type { GfxLevel } from '../../../src/isa/gfx_level.js';
import { bits, cbModeWaves, newMemory, rectPixels, setReg } from './rb_fixtures.js';
import { getCmask, getFmask, initMetadata, programColorTarget, R32F, R32UI, RGBA8, setCmask, setFmask, setSlot, slot, type TargetOptions } from './compressed_fixtures.js';
import { prng } from '../../support/prng.js';

interface ResolveSetup {
  readonly memory: GpuMemory;
  readonly state: RbState;
  readonly src: ColorTarget;
  readonly dst: ColorTarget;
}

/** Target 0: `src` (MSAA), target 1: its single-sample twin, MODE = CB_RESOLVE. */
function resolveTargets(src: Omit<TargetOptions, 'index'>, gfx: GfxLevel = 'gfx9', memory = newMemory()): ResolveSetup {
  const regs = new RegisterFile(gfx);
  programColorTarget(regs, memory, { ...src, index: 0 });
  programColorTarget(regs, memory, { ...src, index: 1, samples: 1, compressed: false, blend: false });
  setReg(regs, 'CB_COLOR_CONTROL', { MODE: 'CB_RESOLVE', ROP3: 0xcc });
  const state = decodeRbState(regs);
  initMetadata(memory, state.targets[0]!);
  return { memory, state, src: state.targets[0]!, dst: state.targets[1]! };
}

test('resolve averages UNORM samples (rounding like a store) and float samples', () => {
  const { memory, state, src, dst } = resolveTargets({ samples: 4, width: 4, height: 2, format: RGBA8, compressed: false });
  // pixel (1, 0): R 0,255,255,0 -> 0.5 -> 128; G 10,20,30,40 -> 25; B 0; A 255.
  [0xff000a00, 0xff0014ff, 0xff001eff, 0xff002800].forEach((c, s) => setSlot(memory, src, 1, 0, s, [c]));
  const traffic = new SurfaceTraffic();
  assert.equal(cbModeWaves(state, memory, rectPixels(0, 0, 4, 2), traffic), 8, 'every covered pixel resolved');
  assert.deepEqual(slot(memory, dst, 1, 0, 0), [0xff001980]);
  assert.deepEqual(slot(memory, dst, 0, 0, 0), [0], 'zero samples average to zero');
  assert.deepEqual([traffic.cbColorRead, traffic.cbColorWritten, traffic.cbFmaskRead], [8 * 4 * 4, 8 * 4, 0], 'uncompressed: every sample read, one texel written per pixel');

  const f = resolveTargets({ samples: 4, width: 4, height: 2, format: R32F, compressed: false });
  [1, 2, 3, 6].forEach((v, s) => setSlot(f.memory, f.src, 0, 0, s, [bits(v)]));
  cbModeWaves(f.state, f.memory, [[0, 0]], new SurfaceTraffic());
  assert.deepEqual(slot(f.memory, f.dst, 0, 0, 0), [bits(3)]);
});

test('integer formats resolve to sample 0; only covered, executing lanes inside the surface write', () => {
  const { memory, state, src, dst } = resolveTargets({ samples: 4, width: 4, height: 2, format: R32UI, compressed: false });
  [7, 9, 11, 13].forEach((v, s) => setSlot(memory, src, 0, 0, s, [v]));
  [1, 2, 3, 4].forEach((v, s) => setSlot(memory, src, 1, 0, s, [v]));
  [0x7fc00001, 2, 3, 4].forEach((v, s) => setSlot(memory, src, 2, 0, s, [v])); // a NaN pattern: copied as bits
  for (let x = 0; x < 4; x++) setSlot(memory, dst, x, 0, 0, [0xee]);
  // Lane 0 (0,0) and lane 2 (2,0) execute; lane 1 (1,0) is out of EXEC; lane 3 is outside the surface.
  assert.equal(cbModeWaves(state, memory, [[0, 0], [1, 0], [2, 0], [9, 0]], new SurfaceTraffic(), 0b1101), 2);
  assert.deepEqual([0, 1, 2, 3].map((x) => slot(memory, dst, x, 0, 0)[0]), [7, 0xee, 0x7fc00001, 0xee]);
});

test('M1: a compressed source is read through FMASK, each fragment once; integer formats take sample 0 from fmask[0]', () => {
  for (const gfx of ['gfx9', 'gfx10_3'] as const) {
    const { memory, state, src, dst } = resolveTargets({ samples: 4, width: 8, height: 2, format: RGBA8, compressed: true }, gfx);
    for (let s = 0; s < 4; s++) for (const x of [0, 1]) setSlot(memory, src, x, 0, s, [0x5a5a5a5a]);
    setSlot(memory, src, 0, 0, 0, [0xff204080]);
    setFmask(memory, src, 0, 0, 0); // fully covered pixel: one fragment (M1)
    setSlot(memory, src, 1, 0, 0, [0xff000000]);
    setSlot(memory, src, 1, 0, 1, [0xff0000ff]);
    setFmask(memory, src, 1, 0, 0x1100); // samples 2, 3 in fragment 1
    const traffic = new SurfaceTraffic();
    cbModeWaves(state, memory, [[0, 0], [1, 0]], traffic);
    assert.deepEqual(slot(memory, dst, 0, 0, 0), [0xff204080], `${gfx}: FMASK 0 -> slot 0's colour`);
    assert.deepEqual(slot(memory, dst, 1, 0, 0), [0xff000080], `${gfx}: R (0 + 0 + 1 + 1) / 4 -> 128`);
    assert.deepEqual([traffic.cbColorRead, traffic.cbFmaskRead, traffic.cbColorWritten], [3 * 4, 2, 2 * 4], `${gfx}: 1 + 2 fragments read, a byte of FMASK per pixel`);
    assert.equal(getFmask(memory, src, 1, 0), 0x1100, 'the source is left as it was');
  }
  const int = resolveTargets({ samples: 2, width: 4, height: 2, format: R32UI, compressed: true });
  setSlot(int.memory, int.src, 0, 0, 0, [5]);
  setSlot(int.memory, int.src, 0, 0, 1, [6]);
  setFmask(int.memory, int.src, 0, 0, 0x01); // sample 0 in fragment 1
  cbModeWaves(int.state, int.memory, [[0, 0]], new SurfaceTraffic());
  assert.deepEqual(slot(int.memory, int.dst, 0, 0, 0), [6]);
});

test('M4: a fast-cleared tile resolves to the clear colour without reading colour or FMASK', () => {
  const clear = [0x40404040, 0] as const;
  const { memory, state, src, dst } = resolveTargets({ samples: 4, width: 16, height: 8, format: RGBA8, compressed: true, clearWords: clear });
  for (let s = 0; s < 4; s++) for (const x of [3, 11]) setSlot(memory, src, x, 2, s, [0xffffffff]);
  setFmask(memory, src, 3, 2, 0x3210);
  setFmask(memory, src, 11, 2, 0);
  setCmask(memory, src, 0, 0, CMASK_FAST_CLEARED);
  const traffic = new SurfaceTraffic();
  cbModeWaves(state, memory, [[3, 2]], traffic);
  assert.deepEqual(slot(memory, dst, 3, 2, 0), [0x40404040], 'the clear colour, not memory');
  assert.deepEqual([traffic.cbCmaskRead, traffic.cbColorRead, traffic.cbFmaskRead, traffic.cbCmaskWritten], [1, 0, 0, 0]);
  assert.equal(getCmask(memory, src, 3, 2), CMASK_FAST_CLEARED, 'a resolve does not materialise the tile');
  traffic.reset();
  cbModeWaves(state, memory, [[11, 2]], traffic);
  assert.deepEqual(slot(memory, dst, 11, 2, 0), [0xffffffff], 'a valid tile reads memory through FMASK');
  assert.deepEqual([traffic.cbCmaskRead, traffic.cbColorRead, traffic.cbFmaskRead], [1, 4, 1]);
});

for (const samples of [2, 4, 8]) {
  test(`property (M1): a compressed source resolves to the image of its expanded twin (${samples}x, UNORM and UINT)`, () => {
    const rand = prng(0x5e501e + samples);
    const next = (): number => Math.floor(rand() * 2 ** 32);
    for (const format of [RGBA8, R32UI]) {
      const memory = newMemory();
      const W = 8;
      const H = 4;
      const cmp = resolveTargets({ samples, width: W, height: H, format, compressed: true }, 'gfx10_3', memory);
      const ref = resolveTargets({ samples, width: W, height: H, format, compressed: false }, 'gfx10_3', memory);
      for (let y = 0; y < H; y++) {
        for (let x = 0; x < W; x++) {
          let fetch = 0;
          for (let s = 0; s < samples; s++) fetch |= (next() & 1 ? 0 : next() % samples) << (4 * s);
          setFmask(memory, cmp.src, x, y, fetch >>> 0);
          for (let f = 0; f < samples; f++) setSlot(memory, cmp.src, x, y, f, [next()]);
          for (let s = 0; s < samples; s++) setSlot(memory, ref.src, x, y, s, slot(memory, cmp.src, x, y, (fetch >>> (4 * s)) & 0xf));
        }
      }
      cbModeWaves(cmp.state, memory, rectPixels(0, 0, W, H), new SurfaceTraffic());
      cbModeWaves(ref.state, memory, rectPixels(0, 0, W, H), new SurfaceTraffic());
      for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) assert.deepEqual(slot(memory, cmp.dst, x, y, 0), slot(memory, ref.dst, x, y, 0), `${format.cbFormat} (${x},${y})`);
    }
  });
}
