import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { GfxLevel } from '../../../src/isa/gfx_level.js';
import type { Gpu } from '../../../src/gpu/gpu.js';
import { linearImagePitch } from '../../../src/amd/descriptors.js';
import { f32Bits, isaOf, regValue, runScene } from './scene.js';

const W = 16;
const H = 16;

/** Exports x | y << 8 (from POS_X/Y_FLOAT in v0, v1) to mrt0. */
function colourShader(gfx: GfxLevel): string {
  return ['v_cvt_u32_f32 v0, v0', 'v_cvt_u32_f32 v1, v1', 'v_lshlrev_b32 v1, 8, v1', 'v_or_b32 v0, v0, v1', isaOf(gfx).exp('v0'), 's_endpgm'].join('\n');
}

interface Targets {
  readonly colour: number;
  readonly depth: number;
}

/** A W×H R32_UINT colour target (and a D32 depth target when `depthRows` is given: stored depth per row). */
function bindTargets(gfx: GfxLevel, gpu: Gpu, out: { t?: Targets }, depthRows?: (y: number) => number): Record<string, number> {
  const mem = gpu.memory;
  const colour = mem.allocate(linearImagePitch(W, 'R32_UINT') * H * 4, 256);
  const depth = mem.allocate(64 * H * 4, 256); // D32 linear pitch: 64 pixels (256-byte rows)
  out.t = { colour, depth };
  const regs: Record<string, number> = {
    CB_COLOR0_INFO: regValue(gfx, 'CB_COLOR0_INFO', { FORMAT: 'COLOR_32', NUMBER_TYPE: 'NUMBER_UINT' }),
    CB_COLOR0_BASE: colour / 256,
    CB_COLOR0_ATTRIB2: regValue(gfx, 'CB_COLOR0_ATTRIB2', { MIP0_WIDTH: W - 1, MIP0_HEIGHT: H - 1 }),
    CB_TARGET_MASK: 0xf,
    CB_SHADER_MASK: 0xf,
    CB_COLOR_CONTROL: regValue(gfx, 'CB_COLOR_CONTROL', { MODE: 'CB_NORMAL', ROP3: 0xcc }),
  };
  if (depthRows !== undefined) {
    for (let y = 0; y < H; y++) for (let x = 0; x < 64; x++) mem.write32(depth + (y * 64 + x) * 4, f32Bits(depthRows(y)));
    regs.DB_Z_INFO = regValue(gfx, 'DB_Z_INFO', { FORMAT: 'Z_32_FLOAT' });
    regs.DB_Z_READ_BASE = depth / 256;
    regs.DB_Z_WRITE_BASE = depth / 256;
    const size = gfx === 'gfx9' ? 'DB_DEPTH_SIZE' : 'DB_DEPTH_SIZE_XY';
    regs[size] = regValue(gfx, size, { X_MAX: W - 1, Y_MAX: H - 1 });
    regs.DB_DEPTH_CONTROL = regValue(gfx, 'DB_DEPTH_CONTROL', { Z_ENABLE: 1, Z_WRITE_ENABLE: 1, ZFUNC: 'FRAG_LESS' });
  }
  return regs;
}

function image(gpu: Gpu, base: number): number[][] {
  const pitch = linearImagePitch(W, 'R32_UINT');
  const rows: number[][] = [];
  for (let y = 0; y < H; y++) rows.push([...gpu.memory.readU32Array(base + y * pitch * 4, W)]);
  return rows;
}

for (const gfx of ['gfx9', 'gfx10_3', 'gfx11'] as const) {
  test(`${gfx}: a draw with an R32_UINT colour target writes every pixel's export (render backend)`, () => {
    const out: { t?: Targets } = {};
    const s = runScene({ gfx, shader: colourShader(gfx), width: W, height: H, prepare: (gpu) => bindTargets(gfx, gpu, out) });
    const img = image(s.gpu, out.t!.colour);
    for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) assert.equal(img[y]![x], x | (y << 8), `pixel (${x}, ${y})`);
  });
}

for (const gfx of ['gfx9', 'gfx10_3', 'gfx11'] as const) {
  for (const order of ['EARLY_Z_THEN_LATE_Z', 'LATE_Z'] as const) {
    test(`${gfx}: the depth test (${order}) rejects fragments behind the stored depth, by the triangle's rasterized depth (QUAD_Z_SAMPLE, LaneMap.zSample)`, () => {
      const out: { t?: Targets } = {};
      // A full-screen triangle at depth 0.5: rows 0..7 store 1.0 (it passes LESS), rows 8..15 store 0.25 (occluded).
      // Quads or a lane map without the triangle's depth (0) would pass everywhere.
      const s = runScene({
        gfx,
        shader: colourShader(gfx),
        width: W,
        height: H,
        geometry: { vertices: [-1, -1, 0.5, 1, 3, -1, 0.5, 1, -1, 3, 0.5, 1], attributeComponents: 0, primitiveType: 4 },
        prepare: (gpu) => bindTargets(gfx, gpu, out, (y) => (y < 8 ? 1 : 0.25)),
        registers: { DB_SHADER_CONTROL: regValue(gfx, 'DB_SHADER_CONTROL', { Z_ORDER: order }) },
      });
      const img = image(s.gpu, out.t!.colour);
      for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) assert.equal(img[y]![x], y < 8 ? x | (y << 8) : 0, `pixel (${x}, ${y})`);
      const d = s.gpu.memory.readU32Array(out.t!.depth, 64 * H);
      assert.equal(d[3 * 64 + 5], f32Bits(0.5), 'a passing sample writes the triangle depth');
      assert.equal(d[12 * 64 + 5], f32Bits(0.25), 'an occluded sample keeps the stored depth');
      // Early Z drops occluded quads before packing: half the pixels → fewer waves than late Z.
      const minWaves = Math.ceil((W * H) / 64); // wave64 scenes
      if (order === 'EARLY_Z_THEN_LATE_Z') assert.ok(s.stats.quads === (W * H) / 4 && s.stats.wavesLaunched < minWaves, `${s.stats.wavesLaunched} waves`);
      else assert.ok(s.stats.wavesLaunched >= minWaves, `${s.stats.wavesLaunched} waves`);
    });
  }
}
