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
import { asF32 } from '../cu/operands.js';
import { type ParamLayout, paramAreaBytes, primMaskFor, writePrimitiveParams } from '../cu/param_layout.js';
import { Wave } from '../cu/wave.js';
import type { PopsLaunch } from '../pops/pops_unit.js';
import { GpuError } from '../engine/errors.js';
import { QuadRate, type DrawLaunch, type PackedWave } from './wave_packer.js';
import type { LaneCoverage } from '../rb/lane_coverage.js';
import { samplePosition, type SampleCount } from '../raster/sample_positions.js';
import { PS_INPUT, PS_INPUT_WIDTHS } from '../../isa/ps_inputs.js';
import { slabFloat32, slabUint16, slabUint32 } from '../../common/typed_slab.js';
import {
  QUAD_LINEAR_CENTER,
  QUAD_LINEAR_CENTROID,
  QUAD_LINEAR_SAMPLE,
  QUAD_PERSP_CENTER,
  QUAD_PERSP_CENTROID,
  QUAD_PERSP_SAMPLE,
  QUAD_RCPW_CENTER,
  QUAD_Z_CENTER,
  QUAD_Z_SAMPLE,
} from '../raster/quad_record.js';



/**
 * Per-lane pixel and coverage of a wave for exports and the render backends
 * (rb's LaneCoverage), plus each lane's rasterizer depth per sample for late Z.
 */
export interface LaneMap extends LaneCoverage {
  readonly samples: number;
  /**
   * Depth of lane l's sample s at [l · samples + s] (the rasterizer's
   * per-sample Z), written only for a draw whose late Z tests it
   * (`lateZTestsRasterDepth`): nothing else reads it, and copying it cost a
   * quarter of building a wave.
   */
  readonly zSample: Float32Array;
}

/** Record fields each SPI_PS_INPUT_ENA bit loads (by bit; 0 for inputs not taken from the record). */
const INPUT_FIELDS = new Int32Array(16);
INPUT_FIELDS[PS_INPUT.PERSP_SAMPLE] = QUAD_PERSP_SAMPLE;
INPUT_FIELDS[PS_INPUT.PERSP_CENTER] = QUAD_PERSP_CENTER;
INPUT_FIELDS[PS_INPUT.PERSP_CENTROID] = QUAD_PERSP_CENTROID;
INPUT_FIELDS[PS_INPUT.LINEAR_SAMPLE] = QUAD_LINEAR_SAMPLE;
INPUT_FIELDS[PS_INPUT.LINEAR_CENTER] = QUAD_LINEAR_CENTER;
INPUT_FIELDS[PS_INPUT.LINEAR_CENTROID] = QUAD_LINEAR_CENTROID;
INPUT_FIELDS[PS_INPUT.POS_Z_FLOAT] = QUAD_Z_CENTER;
INPUT_FIELDS[PS_INPUT.POS_W_FLOAT] = QUAD_RCPW_CENTER;

/**
 * The quad record fields (raster/quad_record.ts) a draw's quads must carry:
 * those its pixel shader's enabled inputs load (buildWave) and the
 * per-sample depth when a depth test reads it (`earlyZ`: the packer's, before
 * packing; else `lateZTestsRasterDepth`).
 */
export function quadFieldsFor(draw: DrawLaunch, earlyZ: boolean): number {
  let fields = 0;
  const ena = draw.state.ps.inputEna;
  for (let bit = 0; bit < 16; bit++) if (((ena >>> bit) & 1) !== 0) fields |= INPUT_FIELDS[bit]!;
  if (earlyZ || lateZTestsRasterDepth(draw)) fields |= QUAD_Z_SAMPLE;
  return fields;
}

/** The draw tests depth late, at the first export, against the rasterizer's per-sample Z (no depth export; rb_sink.ts). */
export function lateZTestsRasterDepth(draw: DrawLaunch): boolean {
  const depth = draw.state.depth;
  return depth.order === 'late' && !depth.zExport && draw.rb.depth !== undefined;
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

// The per-input passes of `buildWave`: lane 4q + p takes pixel p of quad q,
// whose record starts at q · recordWords in the packed wave's `floats`.

/** A barycentric pair per lane: i at `row`, j one VGPR row further, from the record's (i, j) per pixel at `field`. */
function putQuadPairs(vf: Float32Array, row: number, waveSize: number, floats: Float32Array, recordWords: number, field: number, quadCount: number): void {
  for (let q = 0; q < quadCount; q++) {
    const at = q * recordWords + field;
    for (let p = 0; p < 4; p++) {
      const lane = q * 4 + p;
      vf[row + lane] = floats[at + 2 * p]!;
      vf[row + waveSize + lane] = floats[at + 2 * p + 1]!;
    }
  }
}

/** The pair at each lane's sample (per pixel, per sample at `field`): the quad's sample at sample rate, else the lane's first covered one. */
function putSamplePairs(
  vf: Float32Array,
  row: number,
  waveSize: number,
  floats: Float32Array,
  recordWords: number,
  field: number,
  samples: number,
  quadSample: Uint8Array,
  coverage: Uint32Array,
  quadCount: number,
): void {
  for (let q = 0; q < quadCount; q++) {
    const rate = quadSample[q]!;
    for (let p = 0; p < 4; p++) {
      const lane = q * 4 + p;
      const cov = coverage[lane]!;
      const sample = rate !== QuadRate.Pixel ? rate : cov === 0 ? 0 : 31 - Math.clz32(cov & -cov);
      const at = q * recordWords + field + (p * samples + sample) * 2;
      vf[row + lane] = floats[at]!;
      vf[row + waveSize + lane] = floats[at + 1]!;
    }
  }
}

/** One float per lane from the record's per-pixel floats at `field`. */
function putQuadFloats(vf: Float32Array, row: number, floats: Float32Array, recordWords: number, field: number, quadCount: number): void {
  for (let q = 0; q < quadCount; q++) {
    const at = q * recordWords + field;
    for (let p = 0; p < 4; p++) vf[row + q * 4 + p] = floats[at + p]!;
  }
}

/**
 * POS_X_FLOAT (axis 0, `corner` the quads' x) or POS_Y_FLOAT (axis 1, their
 * y): the pixel's centre, or its invocation's sample position under
 * sample-rate shading when `atSample`.
 */
function putPositions(vf: Float32Array, row: number, corner: Int32Array, axis: 0 | 1, atSample: boolean, samples: SampleCount, quadSample: Uint8Array, quadCount: number): void {
  for (let q = 0; q < quadCount; q++) {
    const rate = quadSample[q]!;
    const offset = atSample && rate !== QuadRate.Pixel ? samplePosition(samples, rate)[axis] : 0.5;
    const c = corner[q]!;
    for (let p = 0; p < 4; p++) vf[row + q * 4 + p] = c + (axis === 0 ? p & 1 : p >> 1) + offset;
  }
}

/** SPI_PS_INPUT_CNTL DEFAULT_VAL constants: (0,0,0,0), (0,0,0,1), (1,1,1,0), (1,1,1,1). */
const ONE = 1;
const DEFAULT_VALUES: readonly (readonly number[])[] = [
  [0, 0, 0, 0],
  [0, 0, 0, ONE],
  [ONE, ONE, ONE, 0],
  [ONE, ONE, ONE, ONE],
];

/** Attribute planes of one primitive, per count of attributes: filled in place for each primitive of each wave. */
const ATTRIBUTE_SCRATCH = new Map<number, [number[], number[], number[]][]>();

function attributeScratch(count: number): [number[], number[], number[]][] {
  let planes = ATTRIBUTE_SCRATCH.get(count);
  if (planes === undefined) {
    planes = Array.from({ length: count }, (): [number[], number[], number[]] => [
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
    ]);
    ATTRIBUTE_SCRATCH.set(count, planes);
  }
  return planes;
}

export interface BuiltWave {
  readonly wave: Wave;
  readonly lanes: LaneMap;
}

/**
 * Ended waves buildWave may reuse (the engine passes its WavePool,
 * wave_pool.ts). Declared here, by the one who takes from it, so the builder
 * does not depend on how the pool keeps them.
 */
export interface EndedWaves {
  /** An ended wave of this shape, or undefined (buildWave allocates). */
  take(waveSize: number, vgprCount: number, samples: number): BuiltWave | undefined;
}

/** Builds the launched wave, reusing an ended one of the same shape from `pool` when there is one. */
export function buildWave(packed: PackedWave, launch: PopsLaunch, uid: number, pool?: EndedWaves): BuiltWave {
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
  const samples = packed.samples;
  const rasterDepth = lateZTestsRasterDepth(packed.draw);
  const ldsDwords = Math.max(1, paramAreaBytes(waveSize, ps.numInterp) / 4);
  const reused = pool?.take(waveSize, ps.vgprCount, samples);
  let wave: Wave;
  let map: LaneMap;
  if (reused !== undefined) {
    const old = reused.wave.lds;
    const lds = old.length === ldsDwords ? old.fill(0) : slabUint32(ldsDwords);
    reused.wave.reset({ uid, target, program: packed.draw.program, vgprCount: ps.vgprCount, lds });
    wave = reused.wave;
    map = reused.lanes;
    // Lanes of the wave's quads are all written below; only the rest need clearing (none in a
    // full wave: `fill` is a call into the runtime even when it has nothing to do).
    const written = packed.packing.quadCount * 4;
    if (written < waveSize) {
      map.x.fill(0, written);
      map.y.fill(0, written);
      map.coverage.fill(0, written);
      if (rasterDepth) map.zSample.fill(0, written * samples);
    }
  } else {
    wave = new Wave({ uid, target, program: packed.draw.program, vgprCount: ps.vgprCount, lds: slabUint32(ldsDwords) });
    map = {
      x: slabUint16(waveSize),
      y: slabUint16(waveSize),
      coverage: slabUint32(waveSize),
      samples,
      zSample: slabFloat32(waveSize * samples),
    };
  }
  const lds = wave.lds;
  const quadCount = packed.packing.quadCount;

  // SGPR arguments (S1, S8).
  const s = wave.sgpr;
  for (let i = 0; i < ps.userData.length; i++) s[i] = ps.userData[i]! >>> 0;
  const layout = sgprArgLayout(ps.userData.length, ps.loadCollisionWaveId, ps.loadIntrawaveCollision);
  s[layout.primMask] = primMaskFor(packed.quadPrim, 0, false, quadCount);
  if (layout.collisionWaveId !== undefined) s[layout.collisionWaveId] = launch.collisionWaveId >>> 0;
  if (layout.intrawaveCollision !== undefined) s[layout.intrawaveCollision] = launch.intrawaveCollision >>> 0;

  const words = packed.quadWords;
  const floats = packed.quadFloats;
  const ql = packed.layout;

  // Attribute planes into LDS, one slot per wave-local primitive: attribute a is the vertex
  // stage's parameter SPI_PS_INPUT_CNTL_a.OFFSET, or a default constant.
  const vsParams = packed.draw.state.vs.params;
  const attrs = attributeScratch(ps.numInterp);
  const paramLayout: ParamLayout = { waveSize, paramOffset: 0 };
  for (let p = 0; p < packed.primCount; p++) {
    const prim = packed.prims[p]!;
    const verts = prim.vertexData;
    const n = verts.attributeComponents;
    for (let a = 0; a < ps.numInterp; a++) {
      const param = ps.inputParams[a]!;
      const planes = attrs[a]!;
      for (let k = 0; k < 3; k++) {
        const out = planes[k]!;
        if (param < 0) {
          const d = DEFAULT_VALUES[-1 - param]!;
          for (let c = 0; c < 4; c++) out[c] = d[c]!;
        } else if (ps.primitiveIdExport && param === vsParams) {
          // The primitive-ID parameter follows the vertex shader's (VGT_PRIMITIVEID_EN); its bits in x, flat reads P0.
          out[0] = asF32(prim.primitiveId >>> 0);
          out[1] = out[2] = out[3] = 0;
        } else {
          const v = prim.vertices[k]!;
          for (let c = 0; c < 4; c++) out[c] = 4 * param + c < n ? verts.attributes[v * n + 4 * param + c]! : 0;
        }
      }
    }
    writePrimitiveParams(lds, paramLayout, p, attrs);
  }

  // VGPR arguments and the lane map. Per input bit: the element offset of its first VGPR row, or -1 when not in SPI_PS_INPUT_ENA.
  const row = ROW_SCRATCH;
  for (let bit = 0; bit < 16; bit++) row[bit] = ((ps.inputEna >>> bit) & 1) !== 0 && vgprs.first[bit]! >= 0 ? vgprs.first[bit]! * waveSize : -1;
  const v = wave.vgpr;
  // Float inputs are stored through a float view of the same VGPRs: the same f32 rounding and bits as `bits()`.
  const vf = wave.vgprF32;
  const B = PS_INPUT;
  const mapX = map.x;
  const mapY = map.y;
  const mapCoverage = map.coverage;
  const quadX = packed.packing.quadX;
  const quadY = packed.packing.quadY;
  const quadSample = packed.quadSample;
  const recordWords = ql.words;
  const coverageField = ql.coverage;
  // The lane map and EXEC in one pass: lane 4q + p is pixel p of quad q. EXEC holds the covered
  // pixels. Helper lanes (coverage 0) start disabled; shaders that need derivatives enable them
  // with s_wqm (as ACO and LLVM emit), so a helper never stores to memory by accident
  // (docs/gpu_engine.md).
  let execLo = 0;
  let execHi = 0;
  for (let q = 0; q < quadCount; q++) {
    const base = q * recordWords + coverageField;
    const qx = quadX[q]!;
    const qy = quadY[q]!;
    for (let p = 0; p < 4; p++) {
      const lane = q * 4 + p;
      const cov = words[base + p]!;
      mapX[lane] = qx + (p & 1);
      mapY[lane] = qy + (p >> 1);
      mapCoverage[lane] = cov;
      if (cov !== 0) {
        if (lane < 32) execLo |= 1 << lane;
        else execHi |= 1 << (lane - 32);
      }
    }
  }
  // Then one pass per enabled input, each a small loop over the lanes. (One pass writing every
  // input kept a dozen row offsets live across its branches: 5 % more host instructions in
  // buildWave, docs/speed_log.md; V8 checks a typed array at each access either way.)
  if (row[B.PERSP_CENTER]! >= 0) putQuadPairs(vf, row[B.PERSP_CENTER]!, waveSize, floats, recordWords, ql.perspCenter, quadCount);
  if (row[B.PERSP_CENTROID]! >= 0) putQuadPairs(vf, row[B.PERSP_CENTROID]!, waveSize, floats, recordWords, ql.perspCentroid, quadCount);
  if (row[B.LINEAR_CENTER]! >= 0) putQuadPairs(vf, row[B.LINEAR_CENTER]!, waveSize, floats, recordWords, ql.linearCenter, quadCount);
  if (row[B.LINEAR_CENTROID]! >= 0) putQuadPairs(vf, row[B.LINEAR_CENTROID]!, waveSize, floats, recordWords, ql.linearCentroid, quadCount);
  // PERSP/LINEAR_SAMPLE: the invocation's sample under sample-rate shading, else the first covered sample.
  if (row[B.PERSP_SAMPLE]! >= 0) putSamplePairs(vf, row[B.PERSP_SAMPLE]!, waveSize, floats, recordWords, ql.perspSample, samples, quadSample, mapCoverage, quadCount);
  if (row[B.LINEAR_SAMPLE]! >= 0) putSamplePairs(vf, row[B.LINEAR_SAMPLE]!, waveSize, floats, recordWords, ql.linearSample, samples, quadSample, mapCoverage, quadCount);
  // POS_X/Y_FLOAT: the pixel centre, or the invocation's sample position when
  // SPI_BARYC_CNTL.POS_FLOAT_LOCATION asks for it (sample-rate shading only).
  if (row[B.POS_X_FLOAT]! >= 0) putPositions(vf, row[B.POS_X_FLOAT]!, quadX, 0, ps.posAtSample, samples, quadSample, quadCount);
  if (row[B.POS_Y_FLOAT]! >= 0) putPositions(vf, row[B.POS_Y_FLOAT]!, quadY, 1, ps.posAtSample, samples, quadSample, quadCount);
  if (row[B.POS_Z_FLOAT]! >= 0) putQuadFloats(vf, row[B.POS_Z_FLOAT]!, floats, recordWords, ql.zCenter, quadCount);
  if (row[B.POS_W_FLOAT]! >= 0) putQuadFloats(vf, row[B.POS_W_FLOAT]!, floats, recordWords, ql.rcpWCenter, quadCount);
  if (row[B.FRONT_FACE]! >= 0) {
    const r = row[B.FRONT_FACE]!;
    for (let q = 0; q < quadCount; q++) {
      const front = packed.prims[packed.quadPrim[q]!]!.frontFacing ? 1 : 0;
      for (let p = 0; p < 4; p++) v[r + q * 4 + p] = front;
    }
  }
  if (row[B.ANCILLARY]! >= 0) {
    // ANCILLARY [11:8]: the sample ID of a sample-rate invocation (0 at pixel rate); RT index 0.
    const r = row[B.ANCILLARY]!;
    for (let q = 0; q < quadCount; q++) {
      const rate = quadSample[q]!;
      const ancillary = rate !== QuadRate.Pixel ? rate << 8 : 0;
      for (let p = 0; p < 4; p++) v[r + q * 4 + p] = ancillary;
    }
  }
  if (row[B.SAMPLE_COVERAGE]! >= 0) {
    const r = row[B.SAMPLE_COVERAGE]!;
    for (let lane = 0; lane < quadCount * 4; lane++) v[r + lane] = mapCoverage[lane]!;
  }
  if (row[B.POS_FIXED_PT]! >= 0) {
    const r = row[B.POS_FIXED_PT]!;
    for (let lane = 0; lane < quadCount * 4; lane++) v[r + lane] = (mapX[lane]! & 0xffff) | ((mapY[lane]! & 0xffff) << 16);
  }
  s[CODE_EXEC_LO] = execLo >>> 0;
  s[CODE_EXEC_HI] = execHi >>> 0;
  if (rasterDepth) {
    // Each lane's rasterizer depths for late Z: the quad's per-sample depths are its four lanes' (lane-major, like the quad's pixel-major).
    const mapZ = map.zSample;
    const quadZ = 4 * samples;
    for (let q = 0; q < quadCount; q++) {
      const zs = q * recordWords + ql.zSample;
      for (let i = 0; i < quadZ; i++) mapZ[q * quadZ + i] = floats[zs + i]!;
    }
  }
  // PERSP_PULL_MODEL and LINE_STIPPLE load 0 (not modelled).
  return reused ?? { wave, lanes: map };
}
