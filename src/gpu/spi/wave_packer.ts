/**
 * The SPI's input side: packs a draw's quads, per shader engine and POPS
 * packer, into waves through the POPS unit's packing contract
 * (docs/gpu_pops.md): a quad the packer refuses (`full`, or
 * `collision-new-wave` when overlapping invocations must go to another wave)
 * closes the wave being packed and starts the next. Closed waves wait in a
 * FIFO per packer; the engine launches them in order when the POPS unit and a
 * wave slot allow it. Quads arrive streamed (raster/raster_stream.ts, draw_feed.ts),
 * so the FIFOs hold only as many waves as back-pressure allows.
 */
import type { Target } from '../../isa/gfx_level.js';
import type { CompiledProgram } from '../cu/wave.js';
import type { PopsUnit } from '../pops/pops_unit.js';
import type { PackingWave } from '../pops/packing_wave.js';
import { copyQuad, createQuadRecord, type QuadLayout, type QuadRecord } from '../raster/quad_record.js';
import type { SampleCount } from '../raster/sample_positions.js';
import type { RasterPrimitive } from '../raster/raster_stream.js';
import { splitQuadCoverage } from '../raster/shading_rate.js';
import type { DrawConfig } from '../draw_config.js';
import type { RbState } from '../rb/rb_state.js';
import { objectArray } from '../../common/object_array.js';

/** What every wave of a draw shares. */
export interface DrawLaunch {
  readonly id: number;
  readonly state: DrawConfig;
  /** The pixel shader and the target it runs as. */
  readonly program: CompiledProgram;
  readonly target: Target;
  /** The vertex shader and the target it runs as (wave size from the vertex stage's registers). */
  readonly vsProgram: CompiledProgram;
  readonly vsTarget: Target;
  /** Render-backend state of the draw (colour targets, depth). */
  readonly rb: RbState;
}

/**
 * A closed wave waiting for launch: the POPS packing state plus the quads' data (reused once launched, `WaveQueues.recycle`).
 * Quad q's position is the packing's quadX/quadY[q].
 */
export interface PackedWave {
  se: number;
  packing: PackingWave;
  draw: DrawLaunch;
  /** Samples of the draw's quads, and their record layout in `quadWords` (its carried fields only). */
  readonly samples: SampleCount;
  readonly layout: QuadLayout;
  /**
   * Quad q's rasterizer data at q · layout.words (its record's words, with the
   * coverage it was packed with), as words and as floats. One block per wave,
   * so the wave's launch reads a few adjacent lines rather than a dozen
   * arrays per quad, written long before (docs/gpu_engine.md "Packing").
   */
  readonly quadWords: Uint32Array;
  readonly quadFloats: Float32Array;
  /** Wave-local primitive index of quad q (consecutive quads of one primitive share it). */
  readonly quadPrim: Int32Array;
  /** Sample of quad q's invocations under sample-rate shading, QuadRate.Pixel otherwise. */
  readonly quadSample: Uint8Array;
  /**
   * Wave-local primitive p → the draw's primitive, for p below `primCount`
   * (entries above are stale: the array keeps its length when the wave is
   * recycled, as V8 drops an array's store when its length is set to 0).
   */
  readonly prims: RasterPrimitive[];
  primCount: number;
}

/**
 * Pixel tiles of 32x32 are spread over shader engines (assumption,
 * docs/gpu_engine.md). A const enum: a literal, not a hole-checked const
 * read per quad.
 */
const enum SeTile {
  Log2 = 5,
}

export function shaderEngineOf(x: number, y: number, engines: number): number {
  return ((x >> SeTile.Log2) + (y >> SeTile.Log2)) % engines;
}

/** Per shader engine and packer: FIFOs of closed waves. */
export class WaveQueues {
  /** queues[se][packer]: the waves from heads[se][packer] to tails[se][packer]; the arrays keep their length when emptied. */
  private readonly queues: PackedWave[][][];
  private readonly heads: number[][];
  private readonly tails: number[][];
  /** Waves pushed and not popped (asked on every launch, so kept rather than summed). */
  private queued = 0;

  constructor(readonly units: readonly PopsUnit[]) {
    this.queues = units.map((u) => Array.from({ length: u.packers }, () => objectArray<PackedWave>()));
    this.heads = units.map((u) => new Array<number>(u.packers).fill(0));
    this.tails = units.map((u) => new Array<number>(u.packers).fill(0));
  }

  /** Quad records of flushed sample batches, reused by the packer (one pool per layout). */
  private readonly quadPool = new Map<QuadLayout, QuadRecord[]>();
  /** The last layout looked up and its pool: a draw has one layout, so the Map is rarely asked. */
  private lastLayout: QuadLayout | undefined = undefined;
  private lastPool: QuadRecord[] = objectArray();
  private readonly sparePacked: PackedWave[] = objectArray();

  /** A quad record of `layout` (recycled when possible). */
  acquireQuad(layout: QuadLayout): QuadRecord {
    return this.poolOf(layout).pop() ?? createQuadRecord(layout.samples, layout.fields);
  }

  /** Returns a quad record for reuse. */
  releaseQuad(q: QuadRecord): void {
    this.poolOf(q.layout).push(q);
  }

  private poolOf(layout: QuadLayout): QuadRecord[] {
    if (layout === this.lastLayout) return this.lastPool;
    let pool = this.quadPool.get(layout);
    if (pool === undefined) this.quadPool.set(layout, (pool = objectArray()));
    this.lastLayout = layout;
    this.lastPool = pool;
    return pool;
  }

  /** Returns a launched wave (its arguments are built) for reuse. */
  recycle(w: PackedWave): void {
    w.primCount = 0;
    this.sparePacked.push(w);
  }

  /** An empty packed wave for `packing` and quads of `layout` (a recycled one when its arrays fit). */
  startWave(se: number, packing: PackingWave, draw: DrawLaunch, layout: QuadLayout): PackedWave {
    const n = packing.quadX.length;
    const w = this.sparePacked.pop();
    if (w === undefined || w.quadPrim.length !== n || w.layout !== layout) {
      const samples = layout.samples;
      const buffer = new ArrayBuffer(n * layout.words * 4);
      const quadWords = new Uint32Array(buffer);
      const quadFloats = new Float32Array(buffer);
      return { se, packing, draw, samples, layout, quadWords, quadFloats, quadPrim: new Int32Array(n), quadSample: new Uint8Array(n), prims: objectArray(), primCount: 0 };
    }
    w.se = se;
    w.packing = packing;
    w.draw = draw;
    return w;
  }

  push(w: PackedWave): void {
    const packer = w.packing.packer;
    const tails = this.tails[w.se]!;
    this.queues[w.se]![packer]![tails[packer]!++] = w;
    this.queued++;
  }

  head(se: number, packer: number): PackedWave | undefined {
    const h = this.heads[se]![packer]!;
    return h < this.tails[se]![packer]! ? this.queues[se]![packer]![h] : undefined;
  }

  pop(se: number, packer: number): void {
    const heads = this.heads[se]!;
    const tails = this.tails[se]!;
    const h = ++heads[packer]!;
    this.queued--;
    if (h === tails[packer]) heads[packer] = tails[packer] = 0;
  }

  /** Waves not launched yet. */
  get pending(): number {
    return this.queued;
  }
}

/** Early depth test of one pixel: returns the passing samples (rb depthTestSamples). */
export type EarlyDepthTest = (x: number, y: number, coverage: number, z: Float32Array, zOffset: number) => number;

/** Marks a pixel-rate quad in PackedWave.quadSample. */
export const enum QuadRate {
  /** The quad's invocations run per pixel (not one sample group of a sample-rate quad). */
  Pixel = 255,
}

/**
 * Rasterized quads of one packer waiting for their sample iterations
 * (sample-rate shading): up to a wave's worth, no two at one position.
 */
interface SampleBatch {
  /** The shader engine and packer of its quads. */
  readonly se: number;
  readonly packer: number;
  /** Quad i and its primitive for i below `count` (the arrays keep their length: see PackedWave.prims). */
  readonly quads: QuadRecord[];
  readonly prims: RasterPrimitive[];
  count: number;
}

/**
 * Packs the quads of one draw instance, in rasterization order, into waves per
 * shader engine and packer (the POPS unit's addQuad contract). Before packing:
 * early Z (when the draw's depth order is early) narrows the coverage, and
 * sample-rate shading splits a quad into one quad per sample group
 * (raster's splitQuadCoverage), each with its own coverage — so POPS sees the
 * invocations' one-bit masks (R2: sample interlock vs pixel interlock).
 *
 * Assumption (docs/gpu_engine.md, "Packing"): under sample-rate shading the SPI
 * iterates samples over a batch of up to a wave's worth of quads — sample group 0
 * of every quad of the batch, then group 1, … — rather than all groups of one
 * quad back to back. A quad at a position already in the batch closes the batch
 * first, so invocations at one pixel still reach the packer in rasterization
 * order, every group of the earlier primitive before any of the later one.
 */
export class WavePacker {
  private readonly open: (PackedWave | undefined)[][];
  private readonly invocations: number;
  /** Sample batches per SE and packer (sample-rate shading only). */
  private readonly batches: SampleBatch[][];
  /** Quads a batch holds at most: one wave's worth. */
  private readonly batchQuads: number;
  /** Per batch slot: its quad's sample-group coverage (4 words per group) and group indices, from splitQuadCoverage. */
  private readonly split: Uint32Array[];
  private readonly groups: Uint8Array[];
  private readonly groupCount: Uint8Array;
  private readonly coverage = new Uint32Array(4);
  quads = 0;

  constructor(
    readonly draw: DrawLaunch,
    private readonly units: readonly PopsUnit[],
    private readonly queues: WaveQueues,
    private readonly earlyZ: EarlyDepthTest | undefined,
  ) {
    this.open = units.map((u) => new Array<PackedWave | undefined>(u.packers).fill(undefined));
    this.invocations = draw.state.ps.invocationsPerPixel;
    this.batchQuads = draw.target.wave64 ? 16 : 8;
    this.batches = units.map((u, se) =>
      Array.from({ length: u.packers }, (_, packer) => ({ se, packer, quads: objectArray<QuadRecord>(), prims: objectArray<RasterPrimitive>(), count: 0 })),
    );
    this.split = Array.from({ length: this.batchQuads }, () => new Uint32Array(4 * this.invocations));
    this.groups = Array.from({ length: this.batchQuads }, () => new Uint8Array(this.invocations));
    this.groupCount = new Uint8Array(this.batchQuads);
    for (const u of units) u.configureDraw(draw.state.pops);
  }

  /** One rasterized quad (reused by the caller after the call). */
  quad(q: QuadRecord, prim: RasterPrimitive): void {
    this.quads++;
    if (this.earlyZ !== undefined) {
      let any = 0;
      for (let p = 0; p < 4; p++) {
        const c = q.coverage[p]!;
        if (c !== 0) q.coverage[p] = this.earlyZ(q.x + (p & 1), q.y + (p >> 1), c, q.zSample, p * q.samples);
        any |= q.coverage[p]!;
      }
      if (any === 0) return;
    }
    const se = shaderEngineOf(q.x, q.y, this.units.length);
    const packer = this.units[se]!.packerFor(q.x, q.y);
    if (this.invocations === 1) {
      this.pack(q, prim, q.coverage, QuadRate.Pixel, se, packer);
      return;
    }
    const batch = this.batches[se]![packer]!;
    for (let i = 0; i < batch.count; i++) {
      const b = batch.quads[i]!;
      if (b.x === q.x && b.y === q.y) {
        this.flushBatch(batch);
        break;
      }
    }
    const record = this.queues.acquireQuad(q.layout);
    copyQuad(record, q);
    batch.quads[batch.count] = record;
    batch.prims[batch.count] = prim;
    if (++batch.count === this.batchQuads) this.flushBatch(batch);
  }

  /** Packs the batch's quads group-major (the sample iterations, see the class comment) and empties it. */
  private flushBatch(batch: SampleBatch): void {
    const n = batch.count;
    const inv = this.invocations;
    const coverage = this.coverage;
    // Locals, not fields read per quad and group: `pack` calls the POPS unit (not inlined), after which V8 reloads fields.
    const quads = batch.quads;
    const prims = batch.prims;
    const groupCount = this.groupCount;
    const groupsOf = this.groups;
    const splitOf = this.split;
    for (let i = 0; i < n; i++) {
      const q = quads[i]!;
      groupCount[i] = splitQuadCoverage(q.coverage, q.samples, inv, splitOf[i]!, groupsOf[i]!);
    }
    for (let g = 0; g < inv; g++) {
      for (let i = 0; i < n; i++) {
        const groups = groupsOf[i]!;
        const count = groupCount[i]!;
        for (let k = 0; k < count; k++) {
          if (groups[k] !== g) continue;
          const q = quads[i]!;
          const split = splitOf[i]!;
          for (let p = 0; p < 4; p++) coverage[p] = split[k * 4 + p]!;
          this.pack(q, prims[i]!, coverage, g * (q.samples / inv), batch.se, batch.packer);
        }
      }
    }
    for (let i = 0; i < n; i++) this.queues.releaseQuad(quads[i]!);
    batch.count = 0;
  }

  /** Packs the waiting sample batches and closes the partial waves at the end of the draw. */
  finish(): void {
    for (const packers of this.batches) for (const b of packers) if (b.count > 0) this.flushBatch(b);
    for (const packers of this.open) for (const w of packers) if (w !== undefined) this.close(w);
  }

  /** Packs quad `q` (of shader engine `se` and its `packer`, which the caller found) with `coverage` as its invocations' samples. */
  private pack(q: QuadRecord, prim: RasterPrimitive, coverage: Uint32Array, sample: number, se: number, packer: number): void {
    const unit = this.units[se]!;
    let w = this.open[se]![packer] ?? this.start(se, packer, q.layout);
    if (unit.addPlacedQuad(w.packing, q.x, q.y, coverage) !== 'added') {
      // 'full' or 'collision-new-wave': launch this wave, the quad opens the next (an empty wave always takes it).
      this.close(w);
      w = this.start(se, packer, q.layout);
      unit.addPlacedQuad(w.packing, q.x, q.y, coverage);
    }
    const index = w.packing.quadCount - 1;
    const at = index * w.layout.words;
    const words = w.quadWords;
    words.set(q.words, at);
    // The four coverage words by hand: `set` is a builtin call, about 180 host instructions.
    const c = at + w.layout.coverage;
    words[c] = coverage[0]!;
    words[c + 1] = coverage[1]!;
    words[c + 2] = coverage[2]!;
    words[c + 3] = coverage[3]!;
    w.quadSample[index] = sample;
    if (w.primCount === 0 || w.prims[w.primCount - 1] !== prim) w.prims[w.primCount++] = prim;
    w.quadPrim[index] = w.primCount - 1;
  }

  private start(se: number, packer: number, layout: QuadLayout): PackedWave {
    const w = this.queues.startWave(se, this.units[se]!.startPacking(packer), this.draw, layout);
    this.open[se]![packer] = w;
    return w;
  }

  private close(w: PackedWave): void {
    this.open[w.se]![w.packing.packer] = undefined;
    if (w.packing.quadCount > 0) this.queues.push(w);
  }
}
