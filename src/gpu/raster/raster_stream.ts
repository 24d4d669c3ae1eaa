/**
 * Streaming rasterization of one draw instance (DESIGN.md: "keeps memory
 * bounded by streaming primitives"): triangles → clipping → setup → scan
 * conversion, resumable, one band of quads (two pixel rows) per `step`, so
 * the SPI rasterizes only as far ahead as its wave FIFOs need (back-pressure,
 * draw_feed.ts). Triangles are pulled one at a time and quads are never
 * buffered.
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
 * Input: a TriangleSource — triangles with the vertex data they index (the
 * SPI's vertex stage delivers them per vertex wave, spi/vertex_stage.ts;
 * `RasterStream.ofDraw` assembles a whole VertexData, for tests and
 * rasterizeDraw). A source may have no triangle ready yet (its vertex wave is
 * still running): `step` then returns STEP_WAIT and is called again later.
 *
 * Bounded by construction: `fill` consumes one assembled triangle per
 * iteration, and every `step` that returns true scans one band of an active
 * primitive, whose band count is checked when it is activated (a positive
 * integer no larger than the raster bounds allow; RasterInvariantError
 * otherwise) and counted down. So a draw takes at most (triangles × bands of
 * the bounds) steps, and a broken setup is an error, never an endless loop.
 */
import { TriangleClipper } from '../geometry/clip.js';
import { PrimitiveAssembler, type Topology } from '../geometry/primitive_assembly.js';
import { validateVertexData, type VertexData } from '../geometry/vertex_data.js';
import { attributePlanes } from './attribute_planes.js';
import { PrimitiveSetup } from './primitive_setup.js';
import { RasterInvariantError } from './errors.js';
import { SUBPIXEL_SCALE } from './fixed_point.js';
import { createQuadRecord, QUAD_ALL_FIELDS, type QuadRecord } from './quad_record.js';
import { rasterBounds, validateRasterConfig, type PixelBounds, type RasterConfig } from './raster_config.js';
import { ScanConverter } from './scan_convert.js';
import { objectArray } from '../../common/object_array.js';

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

/**
 * Where the stream's triangles come from. `next` returns TRIANGLE_READY with the triangle in
 * `i0, i1, i2, primitiveId` (vertex numbers into `vertices`), TRIANGLE_WAIT when the next one
 * is not available yet, or TRIANGLE_END when the draw instance has no more.
 */
export interface TriangleSource {
  next(): number;
  readonly i0: number;
  readonly i1: number;
  readonly i2: number;
  readonly primitiveId: number;
  /** The vertex data the last triangle indexes. */
  readonly vertices: VertexData;
}

export const TRIANGLE_END = 0;
export const TRIANGLE_READY = 1;
export const TRIANGLE_WAIT = 2;

/** `step` results: the draw is finished, a band was scanned, or the source must be waited for. */
export const STEP_DONE = 0;
export const STEP_BAND = 1;
export const STEP_WAIT = 2;
export type StepResult = typeof STEP_DONE | typeof STEP_BAND | typeof STEP_WAIT;

/** A whole draw's VertexData assembled as it is (no vertex stage): never waits. */
class AssembledDraw implements TriangleSource {
  private readonly pa: PrimitiveAssembler;
  readonly vertices: VertexData;
  i0 = 0;
  i1 = 0;
  i2 = 0;
  primitiveId = 0;

  constructor(draw: DrawInput) {
    validateVertexData(draw.vertices);
    this.vertices = draw.vertices;
    this.pa = new PrimitiveAssembler({
      topology: draw.topology,
      count: draw.count,
      vertexCount: draw.vertices.vertexCount,
      ...(draw.indices ? { indices: draw.indices } : {}),
      ...(draw.firstVertex !== undefined ? { firstVertex: draw.firstVertex } : {}),
      ...(draw.primitiveRestart !== undefined ? { primitiveRestart: draw.primitiveRestart } : {}),
    });
  }

  next(): number {
    const pa = this.pa;
    if (!pa.next()) return TRIANGLE_END;
    this.i0 = pa.i0;
    this.i1 = pa.i1;
    this.i2 = pa.i2;
    this.primitiveId = pa.primitiveId;
    return TRIANGLE_READY;
  }
}

/** A visible primitive, delivered with each of its quads. */
export interface RasterPrimitive {
  /** Delivery sequence number within the draw (0, 1, …); quads carry it as primitiveSeq. */
  readonly seq: number;
  /** gl_PrimitiveID: index of the triangle in the instance, counting invisible ones. */
  readonly primitiveId: number;
  /** Vertex numbers into `vertexData` in assembly order; vertex 0 is provoking and P0 of the planes. */
  readonly vertices: readonly [number, number, number];
  /** The vertex stage's outputs the vertex numbers index (positions and parameters). */
  readonly vertexData: VertexData;
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
  vertices: VertexData | undefined = undefined;
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
  /** The source has no more triangles. */
  private ended = false;
  /** Triangles taken from the source (error locations). */
  private taken = 0;
  private readonly bounds: PixelBounds;
  private readonly clipper: TriangleClipper;
  private readonly scanner: ScanConverter;
  private readonly record: QuadRecord;
  private readonly slots: ActivePrimitive[];
  /** Active primitives (indices into slots) in delivery order. */
  private active: ActivePrimitive[] = objectArray();
  private sink: StreamQuadSink = () => {};
  private current: ActivePrimitive | undefined;
  private readonly emit = (q: QuadRecord): void => {
    const a = this.current!;
    if (a.prim === undefined) {
      a.prim = {
        seq: this.stats.delivered++,
        primitiveId: a.primitiveId,
        vertices: [a.i0, a.i1, a.i2],
        vertexData: a.vertices!,
        frontFacing: a.setup.frontFacing,
        clipped: a.clipped,
        planes: attributePlanes(a.vertices!, a.i0, a.i1, a.i2),
      };
    }
    q.primitiveSeq = a.prim.seq;
    this.sink(q, a.prim);
  };

  constructor(
    private readonly source: TriangleSource,
    private readonly config: RasterConfig,
    /** The fields its quads carry (quad_record.ts; the draw's consumers, spi/wave_args.ts `quadFieldsFor`). */
    fields = QUAD_ALL_FIELDS,
  ) {
    validateRasterConfig(config);
    this.bounds = rasterBounds(config);
    // Clipped vertices must be exact to half a subpixel, the snapping error setup adds anyway.
    this.clipper = new TriangleClipper(config.viewport, 0.5 / SUBPIXEL_SCALE);
    this.scanner = new ScanConverter(config.samples, config.sampleMask, fields);
    this.record = createQuadRecord(config.samples, fields);
    this.slots = config.outOfOrder ? [new ActivePrimitive(), new ActivePrimitive()] : [new ActivePrimitive()];
  }

  /** A stream over a whole draw's vertex data, assembled as it is (tests, rasterizeDraw). */
  static ofDraw(draw: DrawInput, config: RasterConfig): RasterStream {
    return new RasterStream(new AssembledDraw(draw), config);
  }

  get done(): boolean {
    return this.active.length === 0 && this.ended;
  }

  /**
   * Rasterizes the next band into `sink`: STEP_BAND, or STEP_DONE when the draw is finished,
   * or STEP_WAIT when nothing is active and the source has no triangle ready yet.
   */
  step(sink: StreamQuadSink): StepResult {
    this.sink = sink;
    this.fill();
    if (this.active.length === 0) return this.ended ? STEP_DONE : STEP_WAIT;
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
    return STEP_BAND;
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
        `triangle ${this.taken - 1}`,
        `setup gave pixel range [${s.x0}, ${s.x1}) × [${s.y0}, ${s.y1}) outside the raster bounds [${b.x0}, ${b.x1}) × [${b.y0}, ${b.y1})`,
      );
    }
    return (s.y1 - (s.y0 & ~1) + 1) >> 1;
  }

  /** Sets up triangles until every slot holds a visible primitive, the source must be waited for, or the draw is exhausted. */
  private fill(): void {
    const { config, source } = this;
    while (this.active.length < this.slots.length && !this.ended) {
      const r = source.next();
      if (r === TRIANGLE_WAIT) return;
      if (r === TRIANGLE_END) {
        this.ended = true;
        return;
      }
      this.taken++;
      this.stats.assembled++;
      const { i0, i1, i2, vertices } = source;
      const positions = vertices.positions;
      const outcome = this.clipper.clipTriangle(positions, i0, i1, i2);
      if (outcome === 'rejected') {
        this.stats.clipRejected++;
        continue;
      }
      const a = this.slots.find((slot) => !this.active.includes(slot))!;
      const s = a.setup;
      const r2 = s.setup(this.clipper.out, this.clipper.count, positions, i0, i1, i2, config.viewport, this.bounds, config.frontFace, config.cullMode);
      if (r2 === 'culled') this.stats.culled++;
      else if (r2 === 'zero-area') this.stats.zeroArea++;
      else if (r2 === 'outside') this.stats.empty++;
      if (r2 !== 'ok') continue;
      a.i0 = i0;
      a.i1 = i1;
      a.i2 = i2;
      a.primitiveId = source.primitiveId;
      a.vertices = vertices;
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
