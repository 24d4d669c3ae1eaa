import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { GfxLevel } from '../../../src/isa/gfx_level.js';
import { isaOf, popsCounterShader, regValue, runScene, sampleRate } from './scene.js';

const W = 16;
const H = 16;

/**
 * Inputs: v0, v1 = POS_X/Y_FLOAT, v2 = ANCILLARY, v3 = SAMPLE_COVERAGE.
 * Stores SAMPLE_COVERAGE at buffer[(y·W + x)·4 + sample id (ANCILLARY[11:8])].
 */
function coverageShader(gfx: GfxLevel): string {
  const i = isaOf(gfx);
  return [
    'v_cvt_u32_f32 v0, v0',
    'v_cvt_u32_f32 v1, v1',
    `v_mad_u32_u24 v1, v1, ${W}, v0`,
    'v_bfe_u32 v4, v2, 8, 4',
    'v_lshlrev_b32 v1, 2, v1',
    `${i.vadd} v1, v1, v4`,
    'v_lshlrev_b32 v1, 2, v1',
    `${i.vadd} v5, s0, v1`,
    'v_mov_b32 v6, 0',
    `${i.store} v[5:6], v3, off`,
    i.exp('v3'),
    's_endpgm',
  ].join('\n');
}

const INPUTS = (1 << 8) | (1 << 9) | (1 << 13) | (1 << 14);

for (const gfx of ['gfx9', 'gfx10_3', 'gfx11'] as const) {
  test(`${gfx}: sample-rate shading runs one invocation per covered sample with its own coverage bit and sample ID`, () => {
    const s = runScene({
      gfx,
      shader: coverageShader(gfx),
      width: W,
      height: H,
      dwordsPerPixel: 4,
      registers: { ...sampleRate(gfx), SPI_PS_INPUT_ENA: INPUTS, SPI_PS_INPUT_ADDR: INPUTS },
    });
    const c = s.counters();
    for (let p = 0; p < W * H; p++) for (let k = 0; k < 4; k++) assert.equal(c[p * 4 + k], 1 << k, `pixel ${p} sample ${k}`);
    assert.equal(s.stats.wavesLaunched, (W * H * 4) / 64);
  });

  test(`${gfx}: at pixel rate the single invocation sees the whole mask and sample ID 0`, () => {
    const s = runScene({
      gfx,
      shader: coverageShader(gfx),
      width: W,
      height: H,
      dwordsPerPixel: 4,
      registers: { ...sampleRate(gfx, 0), SPI_PS_INPUT_ENA: INPUTS, SPI_PS_INPUT_ADDR: INPUTS },
    });
    const c = s.counters();
    for (let p = 0; p < W * H; p++) assert.deepEqual([...c.subarray(p * 4, p * 4 + 4)], [0xf, 0, 0, 0]);
  });

  test(`${gfx}: PA_SC_AA_MASK_X0Y0_X1Y0 / _X0Y1_X1Y1 mask coverage per pixel position in the 2x2 quad`, () => {
    // X0Y0: sample 0; X1Y0: samples 1, 2; X0Y1: none (not shaded); X1Y1: all.
    const perPosition = [0b0001, 0b0110, 0b0000, 0b1111];
    const registers = {
      ...sampleRate(gfx, 0),
      SPI_PS_INPUT_ENA: INPUTS,
      SPI_PS_INPUT_ADDR: INPUTS,
      PA_SC_AA_MASK_X0Y0_X1Y0: perPosition[0]! | (perPosition[1]! << 16),
      PA_SC_AA_MASK_X0Y1_X1Y1: perPosition[2]! | (perPosition[3]! << 16),
    };
    const c = runScene({ gfx, shader: coverageShader(gfx), width: W, height: H, dwordsPerPixel: 4, registers }).counters();
    for (let y = 0; y < H; y++) {
      for (let x = 0; x < W; x++) assert.equal(c[(y * W + x) * 4], perPosition[(y & 1) * 2 + (x & 1)], `pixel (${x}, ${y})`);
    }
    // Sample rate: only enabled samples run an invocation (with its own bit).
    const iter = runScene({ gfx, shader: coverageShader(gfx), width: W, height: H, dwordsPerPixel: 4, registers: { ...registers, ...sampleRate(gfx) } });
    const ci = iter.counters();
    for (let p = 0; p < W * H; p++) {
      const mask = perPosition[((p / W) & 1) * 2 + (p & 1)]!;
      for (let k = 0; k < 4; k++) assert.equal(ci[p * 4 + k], mask & (1 << k), `pixel ${p} sample ${k}`);
    }
  });
}

for (const gfx of ['gfx9', 'gfx10_3'] as const) {
  test(`${gfx}: POPS pixel interlock orders the sample invocations of a pixel; sample interlock lets them overlap (R2)`, () => {
    const layers = 2;
    const run = (overlapLog2: number) =>
      runScene({
        gfx,
        shader: popsCounterShader(gfx, W),
        width: W,
        height: H,
        triangles: layers,
        pops: true,
        registers: { ...sampleRate(gfx), DB_SHADER_CONTROL: regValue(gfx, 'DB_SHADER_CONTROL', { PRIMITIVE_ORDERED_PIXEL_SHADER: 1, POPS_OVERLAP_NUM_SAMPLES: overlapLog2 }) },
      });
    // Pixel interlock: the 4 sample invocations × 2 layers of a pixel all overlap, so the per-pixel counter is exact.
    const pixel = run(0);
    assert.deepEqual([...new Set(pixel.counters())], [4 * layers]);
    // Sample interlock: only same-sample invocations are ordered; the 4 samples of a pixel race on one counter.
    const sample = run(2);
    assert.ok(sample.counters().some((v) => v < 4 * layers));
    assert.ok(sample.stats.popsWaitWaves < pixel.stats.popsWaitWaves, `${sample.stats.popsWaitWaves} vs ${pixel.stats.popsWaitWaves}`);
  });
}
