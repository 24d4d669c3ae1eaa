/**
 * Draw-level rasterization: primitive assembly → clipping → setup (snap, face, cull) → scan
 * conversion, streamed one triangle at a time into a visitor. Memory stays bounded: one quad
 * record is reused in order; out-of-order mode buffers at most two primitives' quads.
 *
 * Delivery contract: `visitor.primitive(p)` is called for a primitive before any of its
 * quads; primitives that produce no quad (rejected, culled, zero area, no sample covered) are
 * never delivered. In the default (ordered) mode all quads of primitive n come before any
 * quad of primitive n+1. With `outOfOrder` (R8, never implied for interlock draws), visible
 * primitives are taken in pairs (A, B): primitive(A), primitive(B), then quads A0, B0, A1,
 * B1, … and the remainder of the longer one; an unpaired last primitive is delivered in order.
 */
import { assembleTriangles, type Topology } from '../geometry/primitive_assembly.js';
import { clipPlanes, TriangleClipper } from '../geometry/clip.js';
import { validateVertexData, type VertexData } from '../geometry/vertex_data.js';
import { attributePlanes } from './attribute_planes.js';
import { PrimitiveSetup } from './primitive_setup.js';
import { copyQuad, createQuadRecord, type QuadRecord } from './quad_record.js';
import { rasterBounds, validateRasterConfig, type RasterConfig } from './raster_config.js';
import { ScanConverter } from './scan_convert.js';

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

/** Quads of one primitive kept for out-of-order interleaving; records are pooled. */
class QuadBuffer {
  private readonly pool: QuadRecord[] = [];
  length = 0;
  constructor(private readonly samples: QuadRecord['samples']) {}
  push(q: QuadRecord): void {
    if (this.length === this.pool.length) this.pool.push(createQuadRecord(this.samples));
    copyQuad(this.pool[this.length++]!, q);
  }
  at(i: number): QuadRecord {
    return this.pool[i]!;
  }
}

export function rasterizeDraw(draw: DrawInput, config: RasterConfig, visitor: RasterVisitor): RasterStats {
  validateRasterConfig(config);
  validateVertexData(draw.vertices);
  const bounds = rasterBounds(config);
  const clipper = new TriangleClipper(clipPlanes(config.viewport));
  const setup = new PrimitiveSetup();
  const scanner = new ScanConverter(config.samples, config.sampleMask);
  const record = createQuadRecord(config.samples);
  const stats: RasterStats = { assembled: 0, clipRejected: 0, culled: 0, zeroArea: 0, empty: 0, delivered: 0, quads: 0 };
  const positions = draw.vertices.positions;
  const ooo = config.outOfOrder ?? false;
  const buffers = ooo ? [new QuadBuffer(config.samples), new QuadBuffer(config.samples)] : [];
  let pending: RasterPrimitive | undefined;

  const flushPair = (a: RasterPrimitive, b: RasterPrimitive | undefined): void => {
    const [qa, qb] = buffers as [QuadBuffer, QuadBuffer];
    visitor.primitive(a);
    if (b) visitor.primitive(b);
    const nb = b ? qb.length : 0;
    for (let i = 0; i < Math.max(qa.length, nb); i++) {
      if (i < qa.length) visitor.quad(qa.at(i));
      if (i < nb) visitor.quad(qb.at(i));
    }
    qa.length = 0;
    qb.length = 0;
  };

  stats.assembled = assembleTriangles(
    {
      topology: draw.topology,
      count: draw.count,
      vertexCount: draw.vertices.vertexCount,
      ...(draw.indices ? { indices: draw.indices } : {}),
      ...(draw.firstVertex !== undefined ? { firstVertex: draw.firstVertex } : {}),
      ...(draw.primitiveRestart !== undefined ? { primitiveRestart: draw.primitiveRestart } : {}),
    },
    (i0, i1, i2, primitiveId) => {
      const outcome = clipper.clipTriangle(positions, i0, i1, i2);
      if (outcome === 'rejected') {
        stats.clipRejected++;
        return;
      }
      const s = setup.setup(clipper.out, clipper.count, positions, i0, i1, i2, config.viewport, bounds, config.frontFace, config.cullMode);
      if (s === 'culled') {
        stats.culled++;
        return;
      }
      if (s === 'zero-area') {
        stats.zeroArea++;
        return;
      }
      if (s === 'outside') {
        stats.empty++;
        return;
      }
      const seq = stats.delivered;
      let prim: RasterPrimitive | undefined;
      const makePrimitive = (): RasterPrimitive => ({
        seq,
        primitiveId,
        vertices: [i0, i1, i2],
        frontFacing: setup.frontFacing,
        clipped: outcome === 'clipped',
        planes: attributePlanes(draw.vertices, i0, i1, i2),
      });
      let quads: number;
      if (!ooo) {
        quads = scanner.scan(setup, bounds, record, seq, (q) => {
          if (!prim) {
            prim = makePrimitive();
            visitor.primitive(prim);
          }
          visitor.quad(q);
        });
      } else {
        const buffer = buffers[pending ? 1 : 0]!;
        quads = scanner.scan(setup, bounds, record, seq, (q) => buffer.push(q));
        if (quads > 0) {
          prim = makePrimitive();
          if (pending) {
            flushPair(pending, prim);
            pending = undefined;
          } else {
            pending = prim;
          }
        }
      }
      if (quads === 0) {
        stats.empty++;
        return;
      }
      stats.delivered++;
      stats.quads += quads;
    },
  );
  if (pending) flushPair(pending, undefined);
  return stats;
}
