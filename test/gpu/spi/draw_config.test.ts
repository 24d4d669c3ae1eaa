import { test } from 'node:test';
import assert from 'node:assert/strict';
import { decodeDrawConfig } from '../../../src/gpu/draw_config.js';
import { GpuError } from '../../../src/gpu/engine/errors.js';
import { RegisterFile } from '../../../src/gpu/regs/register_file.js';
import type { GfxLevel } from '../../../src/isa/gfx_level.js';

const F = new Float32Array(1);
const U = new Uint32Array(F.buffer);
const f = (v: number): number => ((F[0] = v), U[0]!);

function regs(gfx: GfxLevel, values: Record<string, number>): RegisterFile {
  const r = new RegisterFile(gfx);
  const base: Record<string, number> = {
    SPI_SHADER_PGM_LO_PS: 0x1000,
    [gfx === 'gfx11' ? 'SPI_SHADER_PGM_LO_ES' : 'SPI_SHADER_PGM_LO_VS']: 0x2000,
    VGT_PRIMITIVE_TYPE: 4,
    PA_CL_VPORT_XSCALE: f(16),
    PA_CL_VPORT_XOFFSET: f(16),
    PA_CL_VPORT_YSCALE: f(8),
    PA_CL_VPORT_YOFFSET: f(8),
    PA_CL_VPORT_ZSCALE: f(1),
    PA_CL_VPORT_ZOFFSET: f(0),
  };
  for (const [k, v] of Object.entries({ ...base, ...values })) r.write(r.db.register(k).offset, v);
  return r;
}

test('viewport, scissor, samples and culling come from the PA registers', () => {
  const d = decodeDrawConfig(
    regs('gfx10_3', {
      PA_CL_VPORT_YSCALE: f(-8),
      PA_CL_VPORT_YOFFSET: f(8),
      PA_SC_SCREEN_SCISSOR_BR: 64 | (48 << 16),
      PA_SC_WINDOW_SCISSOR_TL: 4 | (2 << 16),
      PA_SC_WINDOW_SCISSOR_BR: 20 | (30 << 16),
      PA_SC_AA_CONFIG: (2 << 20) | 2, // MSAA_EXPOSED_SAMPLES = 4x, MSAA_NUM_SAMPLES = 4x
      PA_SU_SC_MODE_CNTL: 2 | 4, // CULL_BACK, FACE = CW
      PA_SC_MODE_CNTL_1: 1 << 27, // R8: explicitly relaxed order
    }),
  );
  assert.deepEqual(d.raster.viewport, { x: 0, y: 16, width: 32, height: -16, minDepth: 0, maxDepth: 1 });
  assert.deepEqual(d.raster.scissor, { x: 4, y: 2, width: 16, height: 28 });
  assert.equal(d.raster.framebufferWidth, 64);
  assert.equal(d.raster.framebufferHeight, 48);
  assert.equal(d.raster.samples, 4);
  assert.equal(d.raster.cullMode, 'back');
  assert.equal(d.raster.frontFace, 'cw');
  assert.equal(d.raster.outOfOrder, true);
  assert.equal(d.pops.rasterSamplesLog2, 2);
});

test('POPS config: R1, R2, R6, R7, R10 and S12 from DB/SPI registers', () => {
  const d = decodeDrawConfig(
    regs('gfx10', {
      DB_SHADER_CONTROL: (1 << 16) | (1 << 17) | (2 << 20), // POPS, EXEC_IF_OVERLAPPED, POPS_OVERLAP_NUM_SAMPLES = 4x
      DB_DFSM_CONTROL: 1 << 2,
      DB_RENDER_OVERRIDE2: 1, // PSLC_ON_HANG_ONLY
      SPI_SHADER_COL_FORMAT: 0,
    }),
  );
  assert.equal(d.pops.enabled, true);
  assert.equal(d.pops.overlapSamplesLog2, 2);
  assert.equal(d.pops.execIfOverlapped, true);
  assert.equal(d.pops.drainOnOverlap, true);
  assert.equal(d.pops.partialSquadLaunchControl, 'on-hang-only');
  assert.equal(d.pops.exportSpace, false);
  assert.equal(decodeDrawConfig(regs('gfx10', { SPI_SHADER_Z_FORMAT: 1 })).pops.exportSpace, true);
});

test('GFX11: OVERRIDE_INTRINSIC_RATE and DB_Z_INFO.NUM_SAMPLES (R3, R5)', () => {
  const d = decodeDrawConfig(regs('gfx11', { DB_SHADER_CONTROL: (1 << 16) | (1 << 25) | (2 << 26), DB_Z_INFO: 2 << 2 }));
  assert.equal(d.pops.overrideIntrinsicRateEnable, true);
  assert.equal(d.pops.overrideIntrinsicRateLog2, 2);
  assert.equal(d.pops.dbZNumSamplesLog2, 2);
  assert.equal(d.pops.drainOnOverlap, false);
});

test('COLLISION_WAVEID and INTRAWAVE_COLLISION load only when enabled in RSRC2 and PA_SC_SHADER_CONTROL (S1, S8)', () => {
  const rsrc2 = (3 << 1) | (1 << 25) | (1 << 26);
  const onlyRsrc = decodeDrawConfig(regs('gfx9', { SPI_SHADER_PGM_RSRC2_PS: rsrc2 }));
  assert.equal(onlyRsrc.ps.loadCollisionWaveId, false);
  assert.equal(onlyRsrc.ps.loadIntrawaveCollision, false);
  const both = decodeDrawConfig(
    regs('gfx9', { SPI_SHADER_PGM_RSRC2_PS: rsrc2, PA_SC_SHADER_CONTROL: (1 << 2) | (1 << 3), SPI_SHADER_USER_DATA_PS_1: 0xabc }),
  );
  assert.equal(both.ps.loadCollisionWaveId, true);
  assert.equal(both.ps.loadIntrawaveCollision, true);
  assert.equal(both.pops.intrawaveCollision, true);
  assert.deepEqual(both.ps.userData, [0, 0xabc, 0]);
});

test('PS program: address, wave size (PS_W32_EN) and VGPR granule', () => {
  const w64 = decodeDrawConfig(regs('gfx10_3', { SPI_SHADER_PGM_HI_PS: 1, SPI_SHADER_PGM_RSRC1_PS: 3 }));
  assert.equal(w64.ps.address, (2 ** 32 + 0x1000) * 256);
  assert.equal(w64.ps.wave64, true);
  assert.equal(w64.ps.vgprCount, 16);
  const w32 = decodeDrawConfig(regs('gfx10_3', { SPI_PS_IN_CONTROL: 1 << 15, SPI_SHADER_PGM_RSRC1_PS: 3 }));
  assert.equal(w32.ps.wave64, false);
  assert.equal(w32.ps.vgprCount, 32);
});

test('bad draw state is a GpuError naming the register', () => {
  assert.throws(
    () => decodeDrawConfig(regs('gfx9', { SPI_SHADER_PGM_LO_PS: 0 })),
    (e: unknown) => e instanceof GpuError && e.code === 'bad-draw-state' && e.location === 'SPI_SHADER_PGM_LO_PS',
  );
  assert.throws(
    () => decodeDrawConfig(regs('gfx9', { VGT_PRIMITIVE_TYPE: 1 })),
    (e: unknown) => e instanceof GpuError && e.code === 'unsupported',
  );
});

test('sample-rate shading: 2^DB_EQAA.PS_ITER_SAMPLES invocations only with PA_SC_MODE_CNTL_1.PS_ITER_SAMPLE', () => {
  // PA_SC_AA_CONFIG: MSAA_NUM_SAMPLES = MSAA_EXPOSED_SAMPLES = log2(4).
  const on = decodeDrawConfig(regs('gfx10_3', { PA_SC_AA_CONFIG: 2 | (2 << 20), DB_EQAA: 2 << 4, PA_SC_MODE_CNTL_1: 1 << 16 }));
  assert.equal(on.ps.invocationsPerPixel, 4);
  const off = decodeDrawConfig(regs('gfx10_3', { PA_SC_AA_CONFIG: 2 | (2 << 20), DB_EQAA: 2 << 4 }));
  assert.equal(off.ps.invocationsPerPixel, 1);
  assert.throws(
    () => decodeDrawConfig(regs('gfx9', { DB_EQAA: 2 << 4, PA_SC_MODE_CNTL_1: 1 << 16 })),
    (e: unknown) => e instanceof GpuError && /PS_ITER_SAMPLES/.test(e.message),
  );
  const pos = decodeDrawConfig(regs('gfx9', { SPI_BARYC_CNTL: 2 << 16 }));
  assert.equal(pos.ps.posAtSample, true);
});

test('DB_SHADER_CONTROL decides early vs late depth', () => {
  const order = (v: number) => decodeDrawConfig(regs('gfx10_3', { DB_SHADER_CONTROL: v })).depth.order;
  const Z_ORDER = (x: number) => x << 4;
  assert.equal(order(Z_ORDER(0)), 'late'); // LATE_Z
  assert.equal(order(Z_ORDER(1)), 'early'); // EARLY_Z_THEN_LATE_Z
  assert.equal(order(Z_ORDER(1) | (1 << 6)), 'late'); // + KILL_ENABLE
  assert.equal(order(Z_ORDER(1) | (1 << 6) | (1 << 12)), 'early'); // + DEPTH_BEFORE_SHADER (EarlyFragmentTests)
  assert.equal(order(Z_ORDER(1) | 1 | (1 << 12)), 'late'); // Z_EXPORT_ENABLE always late
  assert.equal(order(Z_ORDER(2)), 'late'); // RE_Z treated as late
});
