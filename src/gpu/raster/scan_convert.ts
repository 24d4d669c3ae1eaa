/**
 * Scan conversion of a set-up primitive into 2×2 quads. Quads are visited in row-major order
 * over the primitive's pixel range (top quad row first, left to right); a quad is emitted if
 * any of its four pixels covers a sample, and its uncovered pixels ride along as helpers
 * (coverage 0) with barycentrics extrapolated at their positions, as derivatives need.
 *
 * Coverage is exact integer arithmetic: a sample is inside if every edge function is > 0, or
 * = 0 on a top or left edge (top-left rule), so primitives sharing an edge cover each sample
 * along it exactly once. The sample mask of the pixel's position in its 2x2 quad
 * (PA_SC_AA_MASK_*, RasterConfig.sampleMask) is ANDed in, so a pixel whose samples are all
 * masked off is not covered, and a quad left without coverage is not emitted.
 */
import { SAMPLE_UNIT, SUBPIXEL_SCALE } from './fixed_point.js';
import type { PrimitiveSetup } from './primitive_setup.js';
import { QUAD_ALL_FIELDS, QUAD_CENTER_FIELDS, QUAD_CENTROID_FIELDS, QUAD_SAMPLE_FIELDS, type QuadRecord } from './quad_record.js';
import { centroidPriority, sampleLocations16, type SampleCount } from './sample_positions.js';
import type { PixelBounds, QuadSampleMask } from './raster_config.js';

export type QuadSink = (quad: QuadRecord) => void;

export class ScanConverter {
  readonly samples: SampleCount;
  private readonly locations: Int32Array;
  private readonly priority: Uint8Array;
  private readonly fullMask: number;
  /** Enabled samples per quad position (X0Y0, X1Y0, X0Y1, X1Y1), limited to the sample count. */
  private readonly positionMask: Int32Array;
  /** The samples' extent in a pixel, in fixed point (`quadInside`). */
  private readonly sampleMinX: number;
  private readonly sampleMaxX: number;
  private readonly sampleMinY: number;
  private readonly sampleMaxY: number;
  /** What `interpolate` evaluates, from the fields the quads carry (quad_record.ts): the centres, the samples, the centroids. */
  private readonly centers: boolean;
  private readonly sampleValues: boolean;
  private readonly centroids: boolean;

  constructor(samples: SampleCount, sampleMask?: QuadSampleMask, fields = QUAD_ALL_FIELDS) {
    this.samples = samples;
    // A centroid is the centre or a covered sample: both are evaluated for it.
    this.centroids = (fields & QUAD_CENTROID_FIELDS) !== 0;
    this.centers = (fields & (QUAD_CENTER_FIELDS | QUAD_CENTROID_FIELDS)) !== 0;
    this.sampleValues = (fields & (QUAD_SAMPLE_FIELDS | QUAD_CENTROID_FIELDS)) !== 0;
    this.locations = sampleLocations16(samples);
    this.priority = centroidPriority(samples);
    this.fullMask = (1 << samples) - 1;
    this.positionMask = Int32Array.from(sampleMask ?? [0xffff, 0xffff, 0xffff, 0xffff], (m) => m & this.fullMask);
    const xs = this.locations.filter((_, i) => i % 2 === 0);
    const ys = this.locations.filter((_, i) => i % 2 === 1);
    this.sampleMinX = Math.min(...xs) * SAMPLE_UNIT;
    this.sampleMaxX = Math.max(...xs) * SAMPLE_UNIT;
    this.sampleMinY = Math.min(...ys) * SAMPLE_UNIT;
    this.sampleMaxY = Math.max(...ys) * SAMPLE_UNIT;
  }

  /**
   * Emits the quads of `setup` within `bounds` (pixels outside it never get coverage) into
   * `quad` (reused for every quad); returns how many were emitted.
   */
  scan(setup: PrimitiveSetup, bounds: PixelBounds, quad: QuadRecord, primitiveSeq: number, emit: QuadSink): number {
    let emitted = 0;
    const qx0 = setup.x0 & ~1;
    const qy0 = setup.y0 & ~1;
    for (let qy = qy0; qy < setup.y1; qy += 2) {
      for (let qx = qx0; qx < setup.x1; qx += 2) {
        let any = 0;
        const full = this.quadInside(setup, qx, qy);
        for (let p = 0; p < 4; p++) {
          const px = qx + (p & 1);
          const py = qy + (p >> 1);
          const inside = px >= bounds.x0 && px < bounds.x1 && py >= bounds.y0 && py < bounds.y1;
          // Quads are 2x2-aligned, so pixel p sits at quad position p (X = p & 1, Y = p >> 1).
          const allowed = this.positionMask[p]!;
          const mask = inside && allowed !== 0 ? (full ? this.fullMask : this.pixelCoverage(setup, px, py)) & allowed : 0;
          quad.coverage[p] = mask;
          any |= mask;
        }
        if (any === 0) continue;
        quad.primitiveSeq = primitiveSeq;
        quad.x = qx;
        quad.y = qy;
        if (this.centers || this.sampleValues) this.interpolate(setup, quad);
        emit(quad);
        emitted++;
      }
    }
    return emitted;
  }

  /**
   * Every sample of the quad at (qx, qy) lies strictly inside every edge: the
   * edge functions are linear, so their least value over the box spanning
   * the quad's samples is at one of its corners (the same exact fixed-point
   * arithmetic as `pixelCoverage`). Interior quads of large primitives then
   * cost one evaluation per edge instead of one per sample and edge; a
   * sample on an edge (E = 0, the top-left rule) falls to `pixelCoverage`.
   */
  private quadInside(setup: PrimitiveSetup, qx: number, qy: number): boolean {
    const x0 = qx * SUBPIXEL_SCALE + this.sampleMinX;
    const x1 = (qx + 1) * SUBPIXEL_SCALE + this.sampleMaxX;
    const y0 = qy * SUBPIXEL_SCALE + this.sampleMinY;
    const y1 = (qy + 1) * SUBPIXEL_SCALE + this.sampleMaxY;
    for (let e = 0; e < setup.edgeCount; e++) {
      const dx = setup.edgeDx[e]!;
      const dy = setup.edgeDy[e]!;
      // E = dx·(y − y0) − dy·(x − x0): least at the smallest y when dx > 0, the largest x when dy > 0.
      const f = dx * ((dx > 0 ? y0 : y1) - setup.edgeY0[e]!) - dy * ((dy > 0 ? x1 : x0) - setup.edgeX0[e]!);
      if (!(f > 0)) return false;
    }
    return true;
  }

  /** Coverage mask of pixel (px, py): bit s set if sample s is inside every edge. */
  pixelCoverage(setup: PrimitiveSetup, px: number, py: number): number {
    const loc = this.locations;
    const n = setup.edgeCount;
    let mask = 0;
    for (let s = 0; s < this.samples; s++) {
      const sx = px * SUBPIXEL_SCALE + loc[s * 2]! * SAMPLE_UNIT;
      const sy = py * SUBPIXEL_SCALE + loc[s * 2 + 1]! * SAMPLE_UNIT;
      let e = 0;
      for (; e < n; e++) {
        const f = setup.edgeDx[e]! * (sy - setup.edgeY0[e]!) - setup.edgeDy[e]! * (sx - setup.edgeX0[e]!);
        if (f < 0 || (f === 0 && setup.edgeTopLeft[e] === 0)) break;
      }
      if (e === n) mask |= 1 << s;
    }
    return mask;
  }

  /** Fills the barycentrics, depth and 1/w the quad carries (and what its centroids are taken from) for its four pixels. */
  private interpolate(setup: PrimitiveSetup, quad: QuadRecord): void {
    const n = this.samples;
    const loc = this.locations;
    for (let p = 0; p < 4; p++) {
      const px = quad.x + (p & 1);
      const py = quad.y + (p >> 1);
      if (this.centers) quad.rcpWCenter[p] = evaluate(setup, px + 0.5, py + 0.5, quad.perspCenter, quad.linearCenter, p * 2, quad.zCenter, p);
      if (this.sampleValues) {
        for (let s = 0; s < n; s++) {
          const i = p * n + s;
          evaluate(setup, px + loc[s * 2]! / 16, py + loc[s * 2 + 1]! / 16, quad.perspSample, quad.linearSample, i * 2, quad.zSample, i);
        }
      }
      if (!this.centroids) continue;
      // Centroid: the centre when fully covered (or a helper), else the first covered
      // sample in centroid priority order.
      const mask = quad.coverage[p]!;
      let from = -1;
      if (mask !== 0 && mask !== this.fullMask) {
        for (let k = 0; k < n; k++) {
          const s = this.priority[k]!;
          if (mask & (1 << s)) {
            from = (p * n + s) * 2;
            break;
          }
        }
      }
      const persp = from < 0 ? quad.perspCenter : quad.perspSample;
      const linear = from < 0 ? quad.linearCenter : quad.linearSample;
      const at = from < 0 ? p * 2 : from;
      quad.perspCentroid[p * 2] = persp[at]!;
      quad.perspCentroid[p * 2 + 1] = persp[at + 1]!;
      quad.linearCentroid[p * 2] = linear[at]!;
      quad.linearCentroid[p * 2 + 1] = linear[at + 1]!;
    }
  }
}

/** Barycentrics and depth at window point (x, y); returns 1/w there. */
function evaluate(setup: PrimitiveSetup, x: number, y: number, persp: Float32Array, linear: Float32Array, ij: number, z: Float32Array, at: number): number {
  const k0 = setup.k0x * x + setup.k0y * y + setup.k0c;
  const k1 = setup.k1x * x + setup.k1y * y + setup.k1c;
  const k2 = setup.k2x * x + setup.k2y * y + setup.k2c;
  const sum = k0 + k1 + k2;
  persp[ij] = k1 / sum;
  persp[ij + 1] = k2 / sum;
  linear[ij] = k1 * setup.w1;
  linear[ij + 1] = k2 * setup.w2;
  const zNdc = k0 * setup.z0 + k1 * setup.z1 + k2 * setup.z2;
  z[at] = setup.depthOffset + setup.depthScale * zNdc;
  return sum;
}
