/**
 * Every SPI_PS_INPUT_ENA input at once: the shader stores its 24 argument
 * VGPRs per invocation, and the test checks each against what the
 * rasterizer must give for the default oversized triangle — screen corners
 * (0, 0), (2W, 0), (0, 2H), z 0, w 1 — so that barycentric i (vertex 1's
 * weight) is x / 2W and j is y / 2H at any point, with perspective and
 * linear the same.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { GfxLevel } from '../../../src/isa/gfx_level.js';
import { samplePosition } from '../../../src/gpu/raster/sample_positions.js';
import { isaOf, regValue, runScene, sampleRate } from './scene.js';

const W = 8;
const H = 8;
/** Every input bit; PERSP_PULL_MODEL (3 VGPRs) and LINE_STIPPLE load 0 (not modelled). */
const ALL_INPUTS = 0xffff;
/** VGPRs of the arguments: barycentric pairs 2, PERSP_PULL_MODEL 3, the rest 1 (PS_INPUT_WIDTHS). */
const ARGS = 24;
/** Dump slots per pixel: one per sample ID (a pixel-rate invocation writes slot 0). */
const SLOTS_PER_PIXEL = 4;

/** v0..v23 in SPI_PS_INPUT_ADDR order. */
const V = {
  perspSample: 0,
  perspCenter: 2,
  perspCentroid: 4,
  pullModel: 6,
  linearSample: 9,
  linearCenter: 11,
  linearCentroid: 13,
  lineStipple: 15,
  posX: 16,
  posY: 17,
  posZ: 18,
  posW: 19,
  frontFace: 20,
  ancillary: 21,
  coverage: 22,
  fixedPt: 23,
} as const;

/** Stores v0..v23 at buffer[((y·W + x)·4 + sample ID)·24 + k], the pixel from POS_FIXED_PT, the sample from ANCILLARY[11:8]. */
function dumpShader(gfx: GfxLevel): string {
  const i = isaOf(gfx);
  return [
    `v_and_b32 v24, 0xffff, v${V.fixedPt}`,
    `v_lshrrev_b32 v25, 16, v${V.fixedPt}`,
    `v_mad_u32_u24 v25, v25, ${W}, v24`,
    `v_bfe_u32 v26, v${V.ancillary}, 8, 4`,
    `v_lshlrev_b32 v25, 2, v25`,
    `${i.vadd} v25, v25, v26`,
    `v_mul_u32_u24 v25, ${ARGS * 4}, v25`,
    `${i.vadd} v26, s0, v25`,
    'v_mov_b32 v27, 0',
    ...Array.from({ length: ARGS }, (_, k) => `${i.store} v[26:27], v${k}, off offset:${4 * k}`),
    i.exp(`v${V.coverage}`),
    's_endpgm',
  ].join('\n');
}

const F = new Float32Array(1);
const U = new Uint32Array(F.buffer);
function asFloat(bits: number): number {
  U[0] = bits;
  return F[0]!;
}

function assertNear(got: number, want: number, what: string): void {
  assert.ok(Math.abs(got - want) <= 1e-6, `${what}: ${got}, expected ${want}`);
}

/** Runs the dump at 4x MSAA: one invocation per sample when `perSample`, else one per pixel; POS_X/Y at the sample when `posAtSample`. */
function dump(gfx: GfxLevel, perSample: boolean, posAtSample: boolean): Uint32Array {
  const registers: Record<string, number> = {
    ...sampleRate(gfx, perSample ? 2 : 0),
    SPI_PS_INPUT_ENA: ALL_INPUTS,
    SPI_PS_INPUT_ADDR: ALL_INPUTS,
    SPI_SHADER_PGM_RSRC1_PS: 7, // 32 VGPRs
    SPI_BARYC_CNTL: regValue(gfx, 'SPI_BARYC_CNTL', { POS_FLOAT_LOCATION: posAtSample ? 2 : 0 }),
  };
  const s = runScene({ gfx, shader: dumpShader(gfx), width: W, height: H, dwordsPerPixel: SLOTS_PER_PIXEL * ARGS, registers });
  return s.counters();
}

/** Checks one invocation's 24 arguments: pixel (x, y), its sample `sample` (-1: pixel rate, 4x coverage). */
function checkInvocation(d: Uint32Array, x: number, y: number, sample: number, posAtSample: boolean): void {
  const slot = sample < 0 ? 0 : sample;
  const a = (k: number): number => d[((y * W + x) * SLOTS_PER_PIXEL + slot) * ARGS + k]!;
  const f = (k: number): number => asFloat(a(k));
  const what = `pixel (${x}, ${y}) sample ${sample}`;
  const [sx, sy] = sample < 0 ? [0.5, 0.5] : samplePosition(4, sample);
  // Centre, centroid (fully covered: the centre), and the sample (at pixel rate, the first covered: sample 0).
  const [px, py] = sample < 0 ? samplePosition(4, 0) : [sx, sy];
  for (const [name, at, ox, oy] of [
    ['persp centre', V.perspCenter, 0.5, 0.5],
    ['persp centroid', V.perspCentroid, 0.5, 0.5],
    ['persp sample', V.perspSample, px, py],
    ['linear centre', V.linearCenter, 0.5, 0.5],
    ['linear centroid', V.linearCentroid, 0.5, 0.5],
    ['linear sample', V.linearSample, px, py],
  ] as const) {
    assertNear(f(at), (x + ox) / (2 * W), `${what} ${name} i`);
    assertNear(f(at + 1), (y + oy) / (2 * H), `${what} ${name} j`);
  }
  for (const k of [V.pullModel, V.pullModel + 1, V.pullModel + 2, V.lineStipple]) assert.equal(a(k), 0, `${what} v${k}`);
  const [dx, dy] = posAtSample && sample >= 0 ? [sx, sy] : [0.5, 0.5];
  assert.equal(f(V.posX), x + dx, `${what} POS_X_FLOAT`);
  assert.equal(f(V.posY), y + dy, `${what} POS_Y_FLOAT`);
  assert.equal(f(V.posZ), 0, `${what} POS_Z_FLOAT`);
  assert.equal(f(V.posW), 1, `${what} POS_W_FLOAT`);
  assert.ok(a(V.frontFace) === 0 || a(V.frontFace) === 1, `${what} FRONT_FACE is a bool`);
  assert.equal(a(V.ancillary), sample < 0 ? 0 : sample << 8, `${what} ANCILLARY`);
  assert.equal(a(V.coverage), sample < 0 ? 0xf : 1 << sample, `${what} SAMPLE_COVERAGE`);
  assert.equal(a(V.fixedPt), x | (y << 16), `${what} POS_FIXED_PT`);
}

for (const gfx of ['gfx9', 'gfx10_3', 'gfx11'] as const) {
  test(`${gfx}: every PS input VGPR of a pixel-rate invocation (barycentrics, position, face, ancillary, coverage)`, () => {
    const d = dump(gfx, false, false);
    for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) checkInvocation(d, x, y, -1, false);
    // One face for the whole triangle.
    const faces = new Set<number>();
    for (let p = 0; p < W * H; p++) faces.add(d[p * SLOTS_PER_PIXEL * ARGS + V.frontFace]!);
    assert.equal(faces.size, 1);
  });

  for (const posAtSample of [false, true]) {
    test(`${gfx}: every PS input VGPR at sample rate, positions ${posAtSample ? 'at the sample (POS_FLOAT_LOCATION 2)' : 'at the centre'}`, () => {
      const d = dump(gfx, true, posAtSample);
      for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) for (let s = 0; s < 4; s++) checkInvocation(d, x, y, s, posAtSample);
    });
  }
}
