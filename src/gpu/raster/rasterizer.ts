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
import type { Topology } from '../geometry/primitive_assembly.js';
import type { VertexData } from '../geometry/vertex_data.js';
import type { QuadRecord } from './quad_record.js';
import type { RasterConfig } from './raster_config.js';
import { RasterStream } from './raster_stream.js';

export interface DrawInput {
  readonly vertices: VertexData;
  readonly topology: Topology;
  /** Vertices (non-indexed) or indices (indexed) consumed by the draw. */
  readonly count: number;
  readonly indices?: Uint16Array | Uint32Array;
  readonly firstVertex?: number;
  readonly primitiveRestart?: boolean;
}

export interface RasterPrimitive {
  /** Delivery sequence number within the draw (0, 1, …); quads carry it as primitiveSeq. */
  readonly seq: number;
  /** gl_PrimitiveID: index of the triangle in the instance, counting invisible ones. */
  readonly primitiveId: number;
  /** Vertex numbers in assembly order; vertex 0 is provoking and P0 of the planes. */
  readonly vertices: readonly [number, number, number];
  readonly frontFacing: boolean;
  /** Whether near/far/guard-band clipping cut the triangle. */
  readonly clipped: boolean;
  /** Attribute planes (attribute_planes.ts), owned by the receiver. */
  readonly planes: Float32Array;
}

export interface RasterVisitor {
  primitive(p: RasterPrimitive): void;
  /** `quad` is reused after the call returns; copy it (copyQuad) to keep it. */
  quad(q: QuadRecord): void;
}

export interface RasterStats {
  assembled: number;
  clipRejected: number;
  culled: number;
  zeroArea: number;
  /** Set up but no sample covered inside the raster bounds. */
  empty: number;
  delivered: number;
  quads: number;
}

/**
 * Rasterizes a whole draw into a visitor by draining a RasterStream (the same
 * path the GPU's SPI runs band by band), announcing each primitive before its
 * first quad.
 */
export function rasterizeDraw(draw: DrawInput, config: RasterConfig, visitor: RasterVisitor): RasterStats {
  const stream = new RasterStream(draw, config);
  let announced = -1;
  const sink = (q: QuadRecord, p: RasterPrimitive): void => {
    // Sequence numbers are given at a primitive's first quad, in increasing order.
    if (p.seq > announced) {
      announced = p.seq;
      visitor.primitive(p);
    }
    visitor.quad(q);
  };
  while (stream.step(sink));
  return stream.stats;
}
