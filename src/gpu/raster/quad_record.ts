/**
 * One rasterized 2×2 quad in preallocated typed arrays — what the SPI loads into a pixel
 * shader's VGPRs for four lanes. The rasterizer reuses one record for every quad, so a
 * visitor that keeps quads must copy them (`copyQuad`).
 *
 * Pixel p of the quad is (x + (p & 1), y + (p >> 1)): top-left, top-right, bottom-left,
 * bottom-right — lane order within a quad, so lane ^ 1 is the horizontal neighbour and
 * lane ^ 2 the vertical one.
 *
 * Barycentrics follow v_interp_p1/p2: value = P0 + I·(P1 − P0) + J·(P2 − P0), where P0, P1,
 * P2 are the attribute values at the primitive's vertices 0, 1, 2 (assembly order, vertex 0
 * provoking). I is the weight of vertex 1, J that of vertex 2: at vertex 0 (I, J) = (0, 0),
 * at vertex 1 (1, 0), at vertex 2 (0, 1).
 */
import type { SampleCount } from './sample_positions.js';

export interface QuadRecord {
  readonly samples: SampleCount;
  /** Where its arrays sit in its buffer, and which of them `words` carries (`QuadLayout.fields`). */
  readonly layout: QuadLayout;
  /** Sequence number of the quad's primitive among the primitives delivered in this draw. */
  primitiveSeq: number;
  /** Top-left pixel (both even). */
  x: number;
  y: number;
  /** Coverage mask per pixel, bit s = sample s; 0 marks a helper pixel. */
  readonly coverage: Uint32Array;
  /** (I, J) at the pixel centre: [2p], [2p+1]. PERSP_CENTER. */
  readonly perspCenter: Float32Array;
  /** (I, J) at the centroid. PERSP_CENTROID. */
  readonly perspCentroid: Float32Array;
  /** (I, J) at sample s of pixel p: [(p·samples + s)·2], [+1]. PERSP_SAMPLE. */
  readonly perspSample: Float32Array;
  /** Screen-space (noperspective) barycentrics, same layouts. LINEAR_*. */
  readonly linearCenter: Float32Array;
  readonly linearCentroid: Float32Array;
  readonly linearSample: Float32Array;
  /** Framebuffer depth at the pixel centre (POS_Z) and per sample [p·samples + s]. */
  readonly zCenter: Float32Array;
  readonly zSample: Float32Array;
  /** 1/w_clip at the pixel centre (POS_W). */
  readonly rcpWCenter: Float32Array;
  /** The coverage and the carried arrays as one word view (`QuadLayout.words`), so a copy is one `set`. */
  readonly words: Uint32Array;
}

/**
 * The arrays of a record a draw's consumers read (`QuadLayout.fields`, a
 * bit mask): the pixel shader's enabled inputs and the depth tests
 * (spi/wave_args.ts `quadFieldsFor`). The rasterizer computes only these
 * (and what a centroid is taken from), and a packed wave keeps only these:
 * a CTS shader's quads carry the centre's barycentrics alone (the SPI needs
 * one input enabled), 12 words of a full 4x record's 140.
 */
export const QUAD_PERSP_CENTER = 1 << 0;
export const QUAD_PERSP_CENTROID = 1 << 1;
export const QUAD_PERSP_SAMPLE = 1 << 2;
export const QUAD_LINEAR_CENTER = 1 << 3;
export const QUAD_LINEAR_CENTROID = 1 << 4;
export const QUAD_LINEAR_SAMPLE = 1 << 5;
export const QUAD_Z_CENTER = 1 << 6;
export const QUAD_Z_SAMPLE = 1 << 7;
export const QUAD_RCPW_CENTER = 1 << 8;
export const QUAD_ALL_FIELDS = (1 << 9) - 1;
/** The fields taken at the pixel centre, at the samples, and at the centroid (the centre or a covered sample). */
export const QUAD_CENTER_FIELDS = QUAD_PERSP_CENTER | QUAD_LINEAR_CENTER | QUAD_Z_CENTER | QUAD_RCPW_CENTER;
export const QUAD_SAMPLE_FIELDS = QUAD_PERSP_SAMPLE | QUAD_LINEAR_SAMPLE | QUAD_Z_SAMPLE;
export const QUAD_CENTROID_FIELDS = QUAD_PERSP_CENTROID | QUAD_LINEAR_CENTROID;

/** Each array's field bit and length (per sample count), in layout order after the coverage. */
const ARRAYS: readonly (readonly [keyof QuadOffsets, number, (samples: number) => number])[] = [
  ['perspCenter', QUAD_PERSP_CENTER, () => 8],
  ['perspCentroid', QUAD_PERSP_CENTROID, () => 8],
  ['perspSample', QUAD_PERSP_SAMPLE, (n) => 8 * n],
  ['linearCenter', QUAD_LINEAR_CENTER, () => 8],
  ['linearCentroid', QUAD_LINEAR_CENTROID, () => 8],
  ['linearSample', QUAD_LINEAR_SAMPLE, (n) => 8 * n],
  ['zCenter', QUAD_Z_CENTER, () => 4],
  ['zSample', QUAD_Z_SAMPLE, (n) => 4 * n],
  ['rcpWCenter', QUAD_RCPW_CENTER, () => 4],
];

/** Word offset of each array in a record's buffer. */
interface QuadOffsets {
  readonly coverage: number;
  readonly perspCenter: number;
  readonly perspCentroid: number;
  readonly perspSample: number;
  readonly linearCenter: number;
  readonly linearCentroid: number;
  readonly linearSample: number;
  readonly zCenter: number;
  readonly zSample: number;
  readonly rcpWCenter: number;
}

/**
 * Word offsets of a quad record's arrays in its one buffer, per sample count
 * and carried fields: createQuadRecord's views, and the per-wave quad block a
 * packed wave keeps its quads in (spi/wave_packer.ts), read with the same
 * offsets. The coverage and the carried arrays come first (`words` of them,
 * what a copy moves); the others follow, the rasterizer's scratch (a
 * centroid is taken from the centre or a sample).
 */
export interface QuadLayout extends QuadOffsets {
  readonly samples: SampleCount;
  readonly fields: number;
  /** Words of the coverage and the carried arrays: a record's `words`, a packed quad's size. */
  readonly words: number;
  /** Words of the whole record buffer. */
  readonly bufferWords: number;
}

const LAYOUTS = new Map<number, QuadLayout>();

/** The record layout for `samples` per pixel carrying `fields` (made once per pair). */
export function quadLayout(samples: SampleCount, fields = QUAD_ALL_FIELDS): QuadLayout {
  const key = fields * 32 + samples; // samples < 32
  let layout = LAYOUTS.get(key);
  if (layout !== undefined) return layout;
  const offsets = { coverage: 0 } as Record<keyof QuadOffsets, number>;
  let at = 4;
  let words = 0;
  for (const carried of [true, false]) {
    for (const [name, bit, length] of ARRAYS) {
      if (((fields & bit) !== 0) !== carried) continue;
      offsets[name] = at;
      at += length(samples);
    }
    if (carried) words = at;
  }
  layout = { ...offsets, samples, fields, words, bufferWords: at };
  LAYOUTS.set(key, layout);
  return layout;
}

/** A record for `samples` per pixel carrying `fields` (all by default). */
export function createQuadRecord(samples: SampleCount, fields = QUAD_ALL_FIELDS): QuadRecord {
  // Every array is a view into one buffer, so copyQuad is a single copy of its words.
  const layout = quadLayout(samples, fields);
  const buffer = new ArrayBuffer(layout.bufferWords * 4);
  const f32 = (offset: number, n: number): Float32Array => new Float32Array(buffer, offset * 4, n);
  return {
    samples,
    layout,
    primitiveSeq: 0,
    x: 0,
    y: 0,
    coverage: new Uint32Array(buffer, layout.coverage * 4, 4),
    perspCenter: f32(layout.perspCenter, 8),
    perspCentroid: f32(layout.perspCentroid, 8),
    perspSample: f32(layout.perspSample, 8 * samples),
    linearCenter: f32(layout.linearCenter, 8),
    linearCentroid: f32(layout.linearCentroid, 8),
    linearSample: f32(layout.linearSample, 8 * samples),
    zCenter: f32(layout.zCenter, 4),
    zSample: f32(layout.zSample, 4 * samples),
    rcpWCenter: f32(layout.rcpWCenter, 4),
    words: new Uint32Array(buffer, 0, layout.words),
  };
}

/** Copies a record of the same layout (both made by createQuadRecord): position, primitive and the carried arrays. */
export function copyQuad(dst: QuadRecord, src: QuadRecord): void {
  dst.primitiveSeq = src.primitiveSeq;
  dst.x = src.x;
  dst.y = src.y;
  dst.words.set(src.words);
}

/** Framebuffer position of pixel p's centre (gl_FragCoord.xy without sample shading). */
export function pixelCenter(q: QuadRecord, p: number): [number, number] {
  return [q.x + (p & 1) + 0.5, q.y + (p >> 1) + 0.5];
}
