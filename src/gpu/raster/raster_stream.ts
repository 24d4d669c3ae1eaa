/**
 * Streaming rasterization of one draw instance (DESIGN.md: "keeps memory
 * bounded by streaming primitives"): primitive assembly → clipping →
 * setup → scan conversion, resumable, one band of quads (two pixel rows) per
 * `step`, so the SPI
 * rasterizes only as far ahead as its wave FIFOs need (back-pressure,
 * draw_feed.ts). Assembled triangles are kept as vertex-index triples (the
 * size of the draw's input); quads are never buffered.
 *
 * Order: in-order mode emits all quads of primitive n before primitive n+1,
 * top band first. With `outOfOrder` (R8: only when explicitly relaxed), two
 * visible primitives are rasterized together in lockstep: the one at the
 * upper band goes first; when both are at the same band, the older one goes
 * first on even band pairs (rows 0-1, 4-5, …) and the NEWER one on odd band
 * pairs (rows 2-3, 6-7, …), so at those pixels a later primitive's quads
 * reach POPS before an earlier one's (assumption: a deterministic stand-in for
 * the hardware's relaxed order, which may reorder primitives at one pixel).
 *
 * Bounded by construction: `fill` consumes one assembled triangle per
 * iteration, and every `step` that returns true scans one band of an active
 * primitive, whose band count is checked when it is activated (a positive
 * integer no larger than the raster bounds allow; RasterInvariantError
 * otherwise) and counted down. So a draw takes at most (triangles × bands of
 * the bounds) steps, and a broken setup is an error, never an endless loop.
 */
import { TriangleClipper } from '../geometry/clip.js';
import { assembleTriangles, type Topology } from '../geometry/primitive_assembly.js';
import { validateVertexData, type VertexData } from '../geometry/vertex_data.js';
import { attributePlanes } from './attribute_planes.js';
import { PrimitiveSetup } from './primitive_setup.js';
import { RasterInvariantError } from './errors.js';
import { SUBPIXEL_SCALE } from './fixed_point.js';
import { createQuadRecord, type QuadRecord } from './quad_record.js';
import { rasterBounds, validateRasterConfig, type PixelBounds, type RasterConfig } from './raster_config.js';
import { ScanConverter } from './scan_convert.js';

// The stream's input, what it delivers and what it counts; rasterizeDraw
// (rasterizer.ts) and the SPI's draw feed are its clients.

/** One draw instance's vertices and how to assemble them into triangles. */
export interface DrawInput {
  readonly vertices: VertexData;
  readonly topology: Topology;
  /** Vertices (non-indexed) or indices (indexed) consumed by the draw. */
  readonly count: number;
  readonly indices?: Uint16Array | Uint32Array;
  readonly firstVertex?: number;
  readonly primitiveRestart?: boolean;
}

/** A visible primitive, delivered with each of its quads. */
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

/** What became of the draw's triangles. */
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

/** Receives quads with their primitive; `quad` is reused after the call. */
export type StreamQuadSink = (quad: QuadRecord, prim: RasterPrimitive) => void;

/** A primitive being scanned: its setup and the next band. */
class ActivePrimitive {
  readonly setup = new PrimitiveSetup();
  i0 = 0;
  i1 = 0;
  i2 = 0;
  primitiveId = 0;
  clipped = false;
  band = 0;
  yEnd = 0;
  /** Bands not scanned yet; the primitive retires when it reaches 0. */
  bandsLeft = 0;
  quads = 0;
  prim: RasterPrimitive | undefined;
}

export class RasterStream {
  readonly stats: RasterStats = { assembled: 0, clipRejected: 0, culled: 0, zeroArea: 0, empty: 0, delivered: 0, quads: 0 };
  /** i0, i1, i2, primitiveId per assembled triangle. */
  private readonly triangles: Int32Array;
  private nextTriangle = 0;
  private readonly bounds: PixelBounds;
  private readonly clipper: TriangleClipper;
  private readonly scanner: ScanConverter;
  private readonly record: QuadRecord;
  private readonly slots: ActivePrimitive[];
  /** Active primitives (indices into slots) in delivery order. */
  private active: ActivePrimitive[] = [];
  private sink: StreamQuadSink = () => {};
  private current: ActivePrimitive | undefined;
  private readonly emit = (q: QuadRecord): void => {
    const a = this.current!;
    if (a.prim === undefined) {
      a.prim = {
        seq: this.stats.delivered++,
        primitiveId: a.primitiveId,
        vertices: [a.i0, a.i1, a.i2],
        frontFacing: a.setup.frontFacing,
        clipped: a.clipped,
        planes: attributePlanes(this.draw.vertices, a.i0, a.i1, a.i2),
      };
    }
    q.primitiveSeq = a.prim.seq;
    this.sink(q, a.prim);
  };

  constructor(
    private readonly draw: DrawInput,
    private readonly config: RasterConfig,
  ) {
    validateRasterConfig(config);
    validateVertexData(draw.vertices);
    this.bounds = rasterBounds(config);
    // Clipped vertices must be exact to half a subpixel, the snapping error setup adds anyway.
    this.clipper = new TriangleClipper(config.viewport, 0.5 / SUBPIXEL_SCALE);
    this.scanner = new ScanConverter(config.samples, config.sampleMask);
    this.record = createQuadRecord(config.samples);
    this.slots = config.outOfOrder ? [new ActivePrimitive(), new ActivePrimitive()] : [new ActivePrimitive()];
    const tris: number[] = [];
    this.stats.assembled = assembleTriangles(
      {
        topology: draw.topology,
        count: draw.count,
        vertexCount: draw.vertices.vertexCount,
        ...(draw.indices ? { indices: draw.indices } : {}),
        ...(draw.firstVertex !== undefined ? { firstVertex: draw.firstVertex } : {}),
        ...(draw.primitiveRestart !== undefined ? { primitiveRestart: draw.primitiveRestart } : {}),
      },
      (i0, i1, i2, primitiveId) => tris.push(i0, i1, i2, primitiveId),
    );
    this.triangles = Int32Array.from(tris);
  }

  get done(): boolean {
    return this.active.length === 0 && this.nextTriangle * 4 >= this.triangles.length;
  }

  /** Rasterizes the next band into `sink`; returns false when the draw is finished. */
  step(sink: StreamQuadSink): boolean {
    this.sink = sink;
    this.fill();
    if (this.active.length === 0) return false;
    const index = this.pick();
    const a = this.active[index]!;
    const s = a.setup;
    s.y0 = a.band;
    s.y1 = Math.min(a.band + 2, a.yEnd);
    this.current = a;
    a.quads += this.scanner.scan(s, this.bounds, this.record, a.prim?.seq ?? 0, this.emit);
    this.current = undefined;
    a.band += 2;
    if (--a.bandsLeft === 0) {
      if (a.quads === 0) this.stats.empty++;
      else this.stats.quads += a.quads;
      this.active.splice(index, 1);
    }
    return true;
  }

  /**
   * The active primitive to scan next (index into `active`, oldest first):
   * the upper band first; at the same band the older one, except on odd band
   * pairs where the newer one overtakes it (R8 relaxed order, see the header).
   */
  private pick(): number {
    const act = this.active;
    if (act.length === 1) return 0;
    const a = act[0]!;
    const b = act[1]!;
    if (a.band !== b.band) return a.band < b.band ? 0 : 1;
    return (a.band & 2) !== 0 ? 1 : 0;
  }

  /**
   * Bands (pairs of pixel rows from an even row) of a set-up primitive; throws unless its
   * pixel range is a nonempty integer range inside the raster bounds, so the count is finite.
   */
  private bandCount(s: PrimitiveSetup): number {
    const b = this.bounds;
    if (!isRangeWithin(s.x0, s.x1, b.x0, b.x1) || !isRangeWithin(s.y0, s.y1, b.y0, b.y1)) {
      throw new RasterInvariantError(
        'stream-invariant',
        `triangle ${this.nextTriangle - 1}`,
        `setup gave pixel range [${s.x0}, ${s.x1}) × [${s.y0}, ${s.y1}) outside the raster bounds [${b.x0}, ${b.x1}) × [${b.y0}, ${b.y1})`,
      );
    }
    return (s.y1 - (s.y0 & ~1) + 1) >> 1;
  }

  /** Sets up triangles until every slot holds a visible primitive or the draw is exhausted. */
  private fill(): void {
    const t = this.triangles;
    const { config } = this;
    const positions = this.draw.vertices.positions;
    while (this.active.length < this.slots.length && this.nextTriangle * 4 < t.length) {
      const k = this.nextTriangle++ * 4;
      const i0 = t[k]!;
      const i1 = t[k + 1]!;
      const i2 = t[k + 2]!;
      const outcome = this.clipper.clipTriangle(positions, i0, i1, i2);
      if (outcome === 'rejected') {
        this.stats.clipRejected++;
        continue;
      }
      const a = this.slots.find((slot) => !this.active.includes(slot))!;
      const s = a.setup;
      const r = s.setup(this.clipper.out, this.clipper.count, positions, i0, i1, i2, config.viewport, this.bounds, config.frontFace, config.cullMode);
      if (r === 'culled') this.stats.culled++;
      else if (r === 'zero-area') this.stats.zeroArea++;
      else if (r === 'outside') this.stats.empty++;
      if (r !== 'ok') continue;
      a.i0 = i0;
      a.i1 = i1;
      a.i2 = i2;
      a.primitiveId = t[k + 3]!;
      a.clipped = outcome === 'clipped';
      a.band = s.y0 & ~1;
      a.yEnd = s.y1;
      a.bandsLeft = this.bandCount(s);
      a.quads = 0;
      a.prim = undefined;
      this.active.push(a);
    }
  }
}

/** [lo, hi) is a nonempty integer range within [min, max) (false for NaN). */
function isRangeWithin(lo: number, hi: number, min: number, max: number): boolean {
  return Number.isInteger(lo) && Number.isInteger(hi) && min <= lo && lo < hi && hi <= max;
}
