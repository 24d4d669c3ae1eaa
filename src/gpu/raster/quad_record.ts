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
  /** All of the arrays above as one word view (createQuadRecord's records), so a copy is one `set`. */
  readonly words?: Uint32Array;
}

export function createQuadRecord(samples: SampleCount): QuadRecord {
  // Every array is a view into one buffer, so copyQuad is a single copy of its words.
  const words = 4 + 8 * 5 + 8 * samples * 2 + 4 * 2 + 4 * samples * 2;
  const buffer = new ArrayBuffer(words * 4);
  let at = 0;
  const f32 = (n: number): Float32Array => {
    const view = new Float32Array(buffer, at * 4, n);
    at += n;
    return view;
  };
  const coverage = new Uint32Array(buffer, 0, 4);
  at = 4;
  const record: QuadRecord = {
    samples,
    primitiveSeq: 0,
    x: 0,
    y: 0,
    coverage,
    perspCenter: f32(8),
    perspCentroid: f32(8),
    perspSample: f32(8 * samples),
    linearCenter: f32(8),
    linearCentroid: f32(8),
    linearSample: f32(8 * samples),
    zCenter: f32(4),
    zSample: f32(4 * samples),
    rcpWCenter: f32(4),
    rcpWSample: f32(4 * samples),
    words: new Uint32Array(buffer),
  };
  return record;
}

export function copyQuad(dst: QuadRecord, src: QuadRecord): void {
  dst.primitiveSeq = src.primitiveSeq;
  dst.x = src.x;
  dst.y = src.y;
  const d = dst.words;
  const s = src.words;
  if (d !== undefined && s !== undefined && d.length === s.length) {
    d.set(s);
    return;
  }
  dst.coverage.set(src.coverage);
  dst.perspCenter.set(src.perspCenter);
  dst.perspCentroid.set(src.perspCentroid);
  dst.perspSample.set(src.perspSample);
  dst.linearCenter.set(src.linearCenter);
  dst.linearCentroid.set(src.linearCentroid);
  dst.linearSample.set(src.linearSample);
  dst.zCenter.set(src.zCenter);
  dst.zSample.set(src.zSample);
  dst.rcpWCenter.set(src.rcpWCenter);
  dst.rcpWSample.set(src.rcpWSample);
}

/** Framebuffer position of pixel p's centre (gl_FragCoord.xy without sample shading). */
export function pixelCenter(q: QuadRecord, p: number): [number, number] {
  return [q.x + (p & 1) + 0.5, q.y + (p >> 1) + 0.5];
}
