/**
 * Builds a launched pixel wave's initial state exactly as the hardware loads
 * it from the registers (the GPU never reads compiler metadata):
 *
 * SGPRs, in hardware order (RADV radv_shader_args.c / ACO): the user SGPRs
 * SPI_SHADER_USER_DATA_PS_0..n-1, then PRIM_MASK, then COLLISION_WAVEID when
 * loaded (S1), then INTRAWAVE_COLLISION when loaded (S8; assumption: after
 * COLLISION_WAVEID, docs/gpu_engine.md).
 *
 * VGPRs: each SPI_PS_INPUT_ADDR input takes a slot of its width in bit order;
 * only SPI_PS_INPUT_ENA inputs are written (LLVM's PSInputAddr/PSInputEna
 * contract). Under sample-rate shading a quad is one sample group's
 * invocations: SAMPLE_COVERAGE holds that sample's bit, ANCILLARY[11:8] its
 * sample ID, PERSP/LINEAR_SAMPLE the barycentrics at it. EXEC holds the covered lanes; helper lanes of partially covered
 * quads are in the lane map but start disabled (s_wqm enables them).
 * Attribute data goes to the wave's LDS through param_layout.ts.
 */
import { CODE_EXEC_HI, CODE_EXEC_LO } from '../../isa/operand.js';
import { paramAreaBytes, primMaskFor, writePrimitiveParams, type VertexAttribute } from '../cu/param_layout.js';
import { Wave } from '../cu/wave.js';
import type { PopsLaunch } from '../pops/pops_unit.js';
import { GpuError } from '../engine/errors.js';
import { PIXEL_RATE, type PackedWave } from './wave_packer.js';
import type { LaneCoverage } from '../rb/lane_coverage.js';
import { samplePosition } from '../raster/sample_positions.js';
import { floatView } from '../cu/jit_float_view.js';

/** VGPRs of each SPI_PS_INPUT_ENA bit, in bit order (PERSP_PULL_MODEL 3, barycentric pairs 2). */
export const PS_INPUT_WIDTHS: readonly number[] = [2, 2, 2, 3, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1];

export const PS_INPUT_BIT = {
  PERSP_SAMPLE: 0,
  PERSP_CENTER: 1,
  PERSP_CENTROID: 2,
  PERSP_PULL_MODEL: 3,
  LINEAR_SAMPLE: 4,
  LINEAR_CENTER: 5,
  LINEAR_CENTROID: 6,
  LINE_STIPPLE: 7,
  POS_X_FLOAT: 8,
  POS_Y_FLOAT: 9,
  POS_Z_FLOAT: 10,
  POS_W_FLOAT: 11,
  FRONT_FACE: 12,
  ANCILLARY: 13,
  SAMPLE_COVERAGE: 14,
  POS_FIXED_PT: 15,
} as const;

/**
 * Per-lane pixel and coverage of a wave for exports and the render backends
 * (rb's LaneCoverage), plus each lane's rasterizer depth per sample for late Z.
 */
export interface LaneMap extends LaneCoverage {
  readonly samples: number;
  /** Depth of lane l's sample s at [l · samples + s] (the rasterizer's per-sample Z). */
  readonly zSample: Float32Array;
}

/** SGPR indices of the system arguments (for tests and traces). */
export interface SgprArgs {
  readonly primMask: number;
  readonly collisionWaveId: number | undefined;
  readonly intrawaveCollision: number | undefined;
  readonly count: number;
}

export function sgprArgLayout(userSgprs: number, collision: boolean, intrawave: boolean): SgprArgs {
  let next = userSgprs;
  const primMask = next++;
  const collisionWaveId = collision ? next++ : undefined;
  const intrawaveCollision = intrawave ? next++ : undefined;
  return { primMask, collisionWaveId, intrawaveCollision, count: next };
}

/** First VGPR of each input bit (-1 when it has no slot) and the VGPRs the arguments take. */
export function vgprArgLayout(inputAddr: number): { readonly first: Int8Array; readonly count: number } {
  const first = new Int8Array(16).fill(-1);
  let v = 0;
  for (let bit = 0; bit < 16; bit++) {
    if (((inputAddr >>> bit) & 1) === 0) continue;
    first[bit] = v;
    v += PS_INPUT_WIDTHS[bit]!;
  }
  return { first, count: v };
}

const ROW_SCRATCH = new Int32Array(16);
/** vgprArgLayout per SPI_PS_INPUT_ADDR value: computed once, not per wave. */
const VGPR_LAYOUTS = new Map<number, ReturnType<typeof vgprArgLayout>>();

function vgprLayoutCached(inputAddr: number): ReturnType<typeof vgprArgLayout> {
  let layout = VGPR_LAYOUTS.get(inputAddr);
  if (layout === undefined) VGPR_LAYOUTS.set(inputAddr, (layout = vgprArgLayout(inputAddr)));
  return layout;
}

/** Writes a barycentric pair (i at `row`, j one VGPR row further) when the input is enabled (`row` ≥ 0). */
function putPair(vf: Float32Array, row: number, waveSize: number, lane: number, src: Float32Array, at: number): void {
  if (row < 0) return;
  vf[row + lane] = src[at]!;
  vf[row + waveSize + lane] = src[at + 1]!;
}

export interface BuiltWave {
  readonly wave: Wave;
  readonly lanes: LaneMap;
}

export function buildWave(packed: PackedWave, launch: PopsLaunch, uid: number): BuiltWave {
  const { ps } = packed.draw.state;
  const target = packed.draw.target;
  const waveSize = target.wave64 ? 64 : 32;
  const vgprs = vgprLayoutCached(ps.inputAddr);
  if (vgprs.count > ps.vgprCount) {
    throw new GpuError(
      'bad-draw-state',
      'SPI_SHADER_PGM_RSRC1_PS.VGPRS',
      `${ps.vgprCount} VGPRs allocated, SPI_PS_INPUT_ADDR needs ${vgprs.count} for arguments`,
    );
  }
  const lds = new Uint32Array(Math.max(1, paramAreaBytes(waveSize, ps.numInterp) / 4));
  const wave = new Wave({ uid, target, program: packed.draw.program, vgprCount: ps.vgprCount, lds });
  const quadCount = packed.packing.quadCount;

  // SGPR arguments (S1, S8).
  const s = wave.sgpr;
  ps.userData.forEach((v, i) => (s[i] = v >>> 0));
  const layout = sgprArgLayout(ps.userData.length, ps.loadCollisionWaveId, ps.loadIntrawaveCollision);
  s[layout.primMask] = primMaskFor(packed.quadPrim.subarray(0, quadCount), 0);
  if (layout.collisionWaveId !== undefined) s[layout.collisionWaveId] = launch.collisionWaveId >>> 0;
  if (layout.intrawaveCollision !== undefined) s[layout.intrawaveCollision] = launch.intrawaveCollision >>> 0;

  // EXEC: the covered pixels. Helper lanes (coverage 0) start disabled; shaders
  // that need derivatives enable them with s_wqm (as ACO and LLVM emit), so a
  // helper never stores to memory by accident (docs/gpu_engine.md).
  let execLo = 0;
  let execHi = 0;
  for (let q = 0; q < quadCount; q++) {
    const quad = packed.quads[q]!;
    for (let p = 0; p < 4; p++) {
      if (quad.coverage[p] === 0) continue;
      const lane = q * 4 + p;
      if (lane < 32) execLo |= 1 << lane;
      else execHi |= 1 << (lane - 32);
    }
  }
  s[CODE_EXEC_LO] = execLo >>> 0;
  s[CODE_EXEC_HI] = execHi >>> 0;

  // Attribute planes into LDS, one slot per wave-local primitive.
  const verts = packed.draw.vertices;
  const n = verts.attributeComponents;
  packed.prims.forEach((prim, p) => {
    const attrs: VertexAttribute[] = [];
    for (let a = 0; a < ps.numInterp; a++) {
      const at = (v: number): number[] => {
        const out = [0, 0, 0, 0];
        for (let c = 0; c < 4; c++) if (4 * a + c < n) out[c] = verts.attributes[v * n + 4 * a + c]!;
        return out;
      };
      attrs.push([at(prim.vertices[0]), at(prim.vertices[1]), at(prim.vertices[2])]);
    }
    writePrimitiveParams(lds, { waveSize, paramOffset: 0 }, p, attrs);
  });

  // VGPR arguments and the lane map.
  const samples = packed.quads[0]?.samples ?? 1;
  const map: LaneMap = {
    x: new Uint16Array(waveSize),
    y: new Uint16Array(waveSize),
    coverage: new Uint32Array(waveSize),
    samples,
    zSample: new Float32Array(waveSize * samples),
  };
  // Per input bit: the element offset of its first VGPR row, or -1 when not in SPI_PS_INPUT_ENA.
  const row = ROW_SCRATCH;
  for (let bit = 0; bit < 16; bit++) row[bit] = ((ps.inputEna >>> bit) & 1) !== 0 && vgprs.first[bit]! >= 0 ? vgprs.first[bit]! * waveSize : -1;
  const v = wave.vgpr;
  // Float inputs are stored through a float view of the same VGPRs: the same f32 rounding and bits as `bits()`.
  const vf = floatView(v);
  const B = PS_INPUT_BIT;
  const persp = row[B.PERSP_SAMPLE]! >= 0 || row[B.PERSP_CENTER]! >= 0 || row[B.PERSP_CENTROID]! >= 0;
  const linear = row[B.LINEAR_SAMPLE]! >= 0 || row[B.LINEAR_CENTER]! >= 0 || row[B.LINEAR_CENTROID]! >= 0;
  for (let q = 0; q < quadCount; q++) {
    const quad = packed.quads[q]!;
    const prim = packed.prims[packed.quadPrim[q]!]!;
    const rateSample = packed.quadSample[q]!;
    for (let p = 0; p < 4; p++) {
      const lane = q * 4 + p;
      const x = quad.x + (p & 1);
      const y = quad.y + (p >> 1);
      const cov = quad.coverage[p]!;
      map.x[lane] = x;
      map.y[lane] = y;
      map.coverage[lane] = cov;
      for (let k = 0; k < samples; k++) map.zSample[lane * samples + k] = quad.zSample[p * samples + k]!;
      if (persp || linear) {
        // PERSP/LINEAR_SAMPLE: the invocation's sample under sample-rate shading, else the first covered sample.
        const sample = rateSample !== PIXEL_RATE ? rateSample : cov === 0 ? 0 : 31 - Math.clz32(cov & -cov);
        const si = (p * quad.samples + sample) * 2;
        putPair(vf, row[B.PERSP_SAMPLE]!, waveSize, lane, quad.perspSample, si);
        putPair(vf, row[B.PERSP_CENTER]!, waveSize, lane, quad.perspCenter, 2 * p);
        putPair(vf, row[B.PERSP_CENTROID]!, waveSize, lane, quad.perspCentroid, 2 * p);
        putPair(vf, row[B.LINEAR_SAMPLE]!, waveSize, lane, quad.linearSample, si);
        putPair(vf, row[B.LINEAR_CENTER]!, waveSize, lane, quad.linearCenter, 2 * p);
        putPair(vf, row[B.LINEAR_CENTROID]!, waveSize, lane, quad.linearCentroid, 2 * p);
      }
      // POS_X/Y_FLOAT: the pixel centre, or the invocation's sample position when
      // SPI_BARYC_CNTL.POS_FLOAT_LOCATION asks for it (sample-rate shading only).
      let px = x + 0.5;
      let py = y + 0.5;
      if (ps.posAtSample && rateSample !== PIXEL_RATE) {
        const [sx, sy] = samplePosition(quad.samples, rateSample);
        px = x + sx;
        py = y + sy;
      }
      if (row[B.POS_X_FLOAT]! >= 0) vf[row[B.POS_X_FLOAT]! + lane] = px;
      if (row[B.POS_Y_FLOAT]! >= 0) vf[row[B.POS_Y_FLOAT]! + lane] = py;
      if (row[B.POS_Z_FLOAT]! >= 0) vf[row[B.POS_Z_FLOAT]! + lane] = quad.zCenter[p]!;
      if (row[B.POS_W_FLOAT]! >= 0) vf[row[B.POS_W_FLOAT]! + lane] = quad.rcpWCenter[p]!;
      if (row[B.FRONT_FACE]! >= 0) v[row[B.FRONT_FACE]! + lane] = prim.frontFacing ? 1 : 0;
      // ANCILLARY [11:8]: the sample ID of a sample-rate invocation (0 at pixel rate); RT index 0.
      if (row[B.ANCILLARY]! >= 0) v[row[B.ANCILLARY]! + lane] = rateSample !== PIXEL_RATE ? rateSample << 8 : 0;
      if (row[B.SAMPLE_COVERAGE]! >= 0) v[row[B.SAMPLE_COVERAGE]! + lane] = cov;
      if (row[B.POS_FIXED_PT]! >= 0) v[row[B.POS_FIXED_PT]! + lane] = (x & 0xffff) | ((y & 0xffff) << 16);
      // PERSP_PULL_MODEL and LINE_STIPPLE load 0 (not modelled).
    }
  }
  return { wave, lanes: map };
}
