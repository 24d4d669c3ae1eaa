/**
 * The CB's meta-pass modes through the whole GPU (cb_modes.ts): a full-screen draw whose pixel
 * shader is only `exp null ... done` + `s_endpgm` (RADV's no-op meta shader) brings every pixel to
 * the CB; CB_FMASK_DECOMPRESS leaves no tile fast cleared (M4), CB_RESOLVE writes the averaged
 * image read through FMASK (M1).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Gpu } from '../../../src/gpu/gpu.js';
import { RegisterFile } from '../../../src/gpu/regs/register_file.js';
import { decodeRbState, type ColorTarget } from '../../../src/gpu/rb/rb_state.js';
import { linearImagePitch } from '../../../src/amd/descriptors.js';
import { CMASK_FAST_CLEARED, fmaskLayout } from '../../../src/amd/fmask.js';
import { surfaceBytes } from '../../../src/amd/surface_layout.js';
import { regValue, runScene, type Scene } from './scene.js';
import { getCmask, getFmask, initMetadata, setCmask, setFmask, setSlot, slot } from '../rb/compressed_fixtures.js';

const W = 16;
const H = 16;
const SAMPLES = 4;
const CLEAR = 0xff336699;
const NULL_PS = 'exp null off, off, off, off done vm\ns_endpgm';

type Gfx = 'gfx9' | 'gfx10_3';

/**
 * Registers of an RGBA8 W×H target n in `gpu`'s memory: `samples` samples, with FMASK and CMASK
 * (FAST_CLEAR, clear colour CLEAR) when `compressed`.
 */
function targetRegs(gfx: Gfx, gpu: Gpu, n: number, samples: number, compressed: boolean): Record<string, number> {
  const mem = gpu.memory;
  const p = `CB_COLOR${n}`;
  const log2 = Math.log2(samples);
  const regs: Record<string, number> = {
    [`${p}_INFO`]: regValue(gfx, `${p}_INFO`, { FORMAT: 'COLOR_8_8_8_8', NUMBER_TYPE: 'NUMBER_UNORM', COMPRESSION: compressed ? 1 : 0, FAST_CLEAR: compressed ? 1 : 0 }),
    [`${p}_BASE`]: mem.allocate(linearImagePitch(W, 'R8G8B8A8_UNORM') * H * samples * 4, 256) / 256,
    [`${p}_ATTRIB`]: regValue(gfx, `${p}_ATTRIB`, { NUM_SAMPLES: log2, NUM_FRAGMENTS: log2 }),
    [`${p}_ATTRIB2`]: regValue(gfx, `${p}_ATTRIB2`, { MIP0_WIDTH: W - 1, MIP0_HEIGHT: H - 1 }),
  };
  if (compressed) {
    regs[`${p}_FMASK`] = mem.allocate(surfaceBytes(fmaskLayout(256, W, H, samples)), 256) / 256;
    regs[`${p}_CMASK`] = mem.allocate(256, 256) / 256;
    regs[`${p}_CLEAR_WORD0`] = CLEAR;
  }
  return regs;
}

/** The targets as the CB decodes them from `regs` (to address FMASK, CMASK and slots in the test). */
function decodeTargets(gfx: Gfx, regs: Readonly<Record<string, number>>): readonly (ColorTarget | undefined)[] {
  const file = new RegisterFile(gfx);
  for (const [name, value] of Object.entries(regs)) file.write(file.db.register(name).offset, value);
  return decodeRbState(file).targets;
}

/** Initial source contents: FMASK identity, then every pixel of target `t` filled per `pixel`, then tiles cleared per `cleared`. */
function fill(gpu: Gpu, t: ColorTarget, pixel: (x: number, y: number) => { fmask: number; slots: number[] }, cleared: (tx: number, ty: number) => boolean): void {
  const mem = gpu.memory;
  initMetadata(mem, t);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const p = pixel(x, y);
      setFmask(mem, t, x, y, p.fmask);
      p.slots.forEach((c, s) => setSlot(mem, t, x, y, s, [c]));
    }
  }
  for (let ty = 0; ty < H / 8; ty++) for (let tx = 0; tx < W / 8; tx++) if (cleared(tx, ty)) setCmask(mem, t, tx * 8, ty * 8, CMASK_FAST_CLEARED);
}

/**
 * Runs NULL_PS over the whole W×H screen with CB_COLOR_CONTROL.MODE = `mode` and the targets
 * `targetsOf` programs; `setup` fills memory given the decoded targets.
 */
function metaDraw(gfx: Gfx, mode: string, targetsOf: (gpu: Gpu) => Record<string, number>, setup: (gpu: Gpu, targets: readonly (ColorTarget | undefined)[]) => void): Scene {
  return runScene({
    gfx,
    shader: NULL_PS,
    width: W,
    height: H,
    prepare: (gpu) => {
      const regs = { ...targetsOf(gpu), CB_TARGET_MASK: 0xff, CB_COLOR_CONTROL: regValue(gfx, 'CB_COLOR_CONTROL', { MODE: mode, ROP3: 0xcc }) };
      setup(gpu, decodeTargets(gfx, regs));
      return regs;
    },
  });
}

for (const gfx of ['gfx9', 'gfx10_3'] as const) {
  test(`${gfx}: M4 — a CB_FMASK_DECOMPRESS draw of a null-export shader leaves no tile fast cleared`, () => {
    let t: ColorTarget | undefined;
    const s = metaDraw(
      gfx,
      'CB_FMASK_DECOMPRESS',
      (gpu) => targetRegs(gfx, gpu, 0, SAMPLES, true),
      (gpu, targets) => {
        t = targets[0]!;
        // Tiles (0,0), (1,1) fast cleared over junk; the others hold a two-fragment pixel pattern.
        fill(gpu, t, () => ({ fmask: 0x1100, slots: [0xff000000, 0xff0000ff, 0x5a5a5a5a, 0x5a5a5a5a] }), (tx, ty) => tx === ty);
      },
    );
    const mem = s.gpu.memory;
    for (let y = 0; y < H; y++) {
      for (let x = 0; x < W; x++) {
        const where = `(${x},${y})`;
        assert.notEqual(getCmask(mem, t!, x, y), CMASK_FAST_CLEARED, `${where}: tile no longer fast cleared`);
        const wasCleared = (x >> 3) === (y >> 3);
        if (wasCleared) assert.deepEqual([getFmask(mem, t!, x, y), ...slot(mem, t!, x, y, 0)], [0, CLEAR], `${where}: clear colour in fragment 0`);
        else assert.deepEqual([getFmask(mem, t!, x, y), ...slot(mem, t!, x, y, 1)], [0x1100, 0xff0000ff], `${where}: untouched`);
      }
    }
    assert.equal(s.stats.surfaces.cbCmaskRead, W * H, 'a CMASK read per pixel');
    assert.equal(s.stats.surfaces.cbCmaskWritten, 2, 'two tiles materialised');
    assert.equal(s.stats.surfaces.cbFmaskWritten, 2 * 64);
  });

  test(`${gfx}: M1 — a CB_RESOLVE draw of a null-export shader writes the average of the samples, read through FMASK`, () => {
    let src: ColorTarget | undefined;
    let dst: ColorTarget | undefined;
    // Pixel pattern: even x fully covered (FMASK 0, one fragment); odd x two fragments, samples 2, 3 in slot 1.
    const pixel = (x: number, y: number) => (x % 2 === 0 ? { fmask: 0, slots: [(0xff000000 | (x * 16 + y)) >>> 0] } : { fmask: 0x1100, slots: [0xff000000, 0xff0000fe] });
    const s = metaDraw(
      gfx,
      'CB_RESOLVE',
      (gpu) => ({ ...targetRegs(gfx, gpu, 0, SAMPLES, true), ...targetRegs(gfx, gpu, 1, 1, false) }),
      (gpu, targets) => {
        [src, dst] = targets as ColorTarget[];
        fill(gpu, src!, pixel, (tx, ty) => tx === 1 && ty === 0);
      },
    );
    const mem = s.gpu.memory;
    for (let y = 0; y < H; y++) {
      for (let x = 0; x < W; x++) {
        const expected = x >= 8 && y < 8 ? CLEAR : x % 2 === 0 ? pixel(x, y).slots[0]! : 0xff00007f; // R (0 + 0 + 254 + 254) / 4
        assert.deepEqual(slot(mem, dst!, x, y, 0), [expected], `(${x},${y})`);
      }
    }
    const surfaces = s.stats.surfaces;
    const valid = W * H - 64;
    assert.equal(surfaces.cbColorWritten, W * H * 4, 'one destination texel per pixel');
    assert.equal(surfaces.cbFmaskRead, valid, 'a byte of FMASK per pixel outside the cleared tile');
    assert.equal(surfaces.cbColorRead, (valid / 2) * 4 + (valid / 2) * 8, 'one fragment per even pixel, two per odd pixel');
  });
}
