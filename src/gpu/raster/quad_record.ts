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
  /** 1/w_clip at the pixel centre (POS_W) and per sample. */
  readonly rcpWCenter: Float32Array;
  readonly rcpWSample: Float32Array;
  /** All of the arrays above as one word view (`quadLayout`), so a copy is one `set`. */
  readonly words: Uint32Array;
}

/**
 * Word offsets of a quad record's arrays in its one buffer, per sample count:
 * createQuadRecord's views, and the per-wave quad block a packed wave keeps
 * its quads in (spi/wave_packer.ts), read with the same offsets.
 */
export interface QuadLayout {
  /** Words of one record. */
  readonly words: number;
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
  readonly rcpWSample: number;
}

const LAYOUTS = new Map<number, QuadLayout>();

/** The record layout for `samples` per pixel (made once per sample count). */
export function quadLayout(samples: SampleCount): QuadLayout {
  let layout = LAYOUTS.get(samples);
  if (layout !== undefined) return layout;
  let at = 0;
  const take = (n: number): number => {
    const offset = at;
    at += n;
    return offset;
  };
  const fields = {
    coverage: take(4),
    perspCenter: take(8),
    perspCentroid: take(8),
    perspSample: take(8 * samples),
    linearCenter: take(8),
    linearCentroid: take(8),
    linearSample: take(8 * samples),
    zCenter: take(4),
    zSample: take(4 * samples),
    rcpWCenter: take(4),
    rcpWSample: take(4 * samples),
  };
  layout = { ...fields, words: at };
  LAYOUTS.set(samples, layout);
  return layout;
}

export function createQuadRecord(samples: SampleCount): QuadRecord {
  // Every array is a view into one buffer, so copyQuad is a single copy of its words.
  const layout = quadLayout(samples);
  const buffer = new ArrayBuffer(layout.words * 4);
  const f32 = (offset: number, n: number): Float32Array => new Float32Array(buffer, offset * 4, n);
  return {
    samples,
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
    rcpWSample: f32(layout.rcpWSample, 4 * samples),
    words: new Uint32Array(buffer),
  };
}

/** Copies a record of the same sample count (both made by createQuadRecord). */
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
