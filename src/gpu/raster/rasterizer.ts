/**
 * Draw-level rasterization: primitive assembly → clipping → setup (snap, face, cull) → scan
 * conversion into a visitor, through the streaming rasterizer (raster_stream.ts). Memory stays
 * bounded: one quad record is reused.
 *
 * Delivery contract: `visitor.primitive(p)` is called for a primitive before any of its
 * quads; primitives that produce no quad (rejected, culled, zero area, no sample covered) are
 * never delivered. In the default (ordered) mode all quads of primitive n come before any
 * quad of primitive n+1. With `outOfOrder` (R8, never implied for interlock draws), two
 * visible primitives are rasterized together and on some rows the later one's quads come
 * first (the pattern is described in raster_stream.ts).
 */
import type { QuadRecord } from './quad_record.js';
import type { RasterConfig } from './raster_config.js';
import { type DrawInput, type RasterPrimitive, type RasterStats, RasterStream, STEP_BAND } from './raster_stream.js';

export interface RasterVisitor {
  primitive(p: RasterPrimitive): void;
  /** `quad` is reused after the call returns; copy it (copyQuad) to keep it. */
  quad(q: QuadRecord): void;
}

/**
 * Rasterizes a whole draw into a visitor by draining a RasterStream (the same
 * path the GPU's SPI runs band by band), announcing each primitive before its
 * first quad.
 */
export function rasterizeDraw(draw: DrawInput, config: RasterConfig, visitor: RasterVisitor): RasterStats {
  const stream = RasterStream.ofDraw(draw, config);
  let announced = -1;
  const sink = (q: QuadRecord, p: RasterPrimitive): void => {
    // Sequence numbers are given at a primitive's first quad, in increasing order.
    if (p.seq > announced) {
      announced = p.seq;
      visitor.primitive(p);
    }
    visitor.quad(q);
  };
  while (stream.step(sink) === STEP_BAND);
  return stream.stats;
}
