/**
 * The vertex stage's fixed function (docs/gpu_vertex.md): the VGT/GE side that
 * turns queued draws into vertex waves, and the primitive units that hand
 * their triangles to rasterization.
 *
 * - Draws and their instances are taken in submission order; each instance's
 *   triangles are grouped into vertex waves (vertex_batch.ts), which go to the
 *   shader engines round-robin and wait there for the SPI to launch them
 *   (wave_launcher.ts, ahead of pixel waves).
 * - A batch holds vertex output storage from when it is made until the
 *   rasterizer has taken its last triangle: the parameter cache on GFX9–10.3,
 *   the attribute ring on GFX11 (chip table `vertexOutputEntries`, vec4
 *   entries; a wave takes waveSize × max(1, params)). Full storage stops
 *   making batches: that bounds the vertex waves in flight ahead of
 *   rasterization (and makes vertex and pixel work overlap, as on hardware).
 * - The rasterizer takes a batch once its wave has ended with its outputs
 *   written, in draw order, at the primitive units' rate: a batch of p
 *   primitives occupies setup for p / primitivesPerClock cycles (chip table;
 *   every assembled triangle counts, culled or not — assumption).
 */
import type { GfxLevel } from '../../isa/gfx_level.js';
import type { Topology } from '../geometry/primitive_assembly.js';
import type { VertexData } from '../geometry/vertex_data.js';
import type { GpuMemory } from '../memory/gpu_memory.js';
import { TRIANGLE_END, TRIANGLE_READY, TRIANGLE_WAIT, type TriangleSource } from '../raster/raster_stream.js';
import { VertexBatch, VertexBatcher } from './vertex_batch.js';
import type { DrawLaunch, EarlyDepthTest } from './wave_packer.js';
import { objectArray } from '../../common/object_array.js';

/** A draw's primitives in the command processor's terms: vertex IDs are index values or vertex numbers. */
export interface DrawAssembly {
  readonly topology: Topology;
  /** Vertices (non-indexed) or indices (indexed) consumed per instance. */
  readonly count: number;
  readonly indices?: Uint32Array;
  readonly primitiveRestart?: boolean;
}

/** A queued draw packet: its instances go through the vertex stage and the rasterizer one after another. */
export interface QueuedDraw {
  readonly launch: DrawLaunch;
  readonly assembly: DrawAssembly;
  readonly earlyZ: EarlyDepthTest | undefined;
  readonly instances: number;
}

/** The engine's clock as the vertex stage sees it: the current cycle, and a wake-up at a later one. */
export interface StageClock {
  readonly now: number;
  /** Runs the engine's launch logic at `cycle` (the primitive units are free again). */
  wakeAt(cycle: number): void;
}

/** What the stage needs from its chip. */
export interface VertexStageConfig {
  readonly gfx: GfxLevel;
  readonly shaderEngines: number;
  readonly primitivesPerClock: number;
  readonly vertexOutputEntries: number;
}

/** A batch in the FIFO (and, until its wave launches, in its shader engine's launch queue): its draw, and the storage it holds. */
export interface BatchEntry {
  readonly batch: VertexBatch;
  readonly draw: QueuedDraw;
  /** Output entries held (its wave's, plus the ring's end skipped when the ring wrapped). */
  readonly held: number;
}

export class VertexStage {
  private readonly draws: (QueuedDraw | undefined)[] = objectArray();
  private drawHead = 0;
  /** The instance being batched. */
  private batcher: VertexBatcher | undefined = undefined;
  private instance = 0;
  /** Batches made and not yet rasterized, in draw order. */
  private readonly fifo: (BatchEntry | undefined)[] = objectArray();
  private fifoHead = 0;
  /** Batches waiting for their wave's launch, per shader engine. */
  private readonly launchQueues: BatchEntry[][];
  private readonly launchHeads: Int32Array;
  private launchPending = 0;
  private nextSe = 0;
  /** Output storage: entries held, and the next free entry (the GFX11 ring is allocated in order). */
  private used = 0;
  private tail = 0;
  /** Cycle the primitive units take the next batch. */
  private setupFree = 0;
  private wakeScheduled = -1;

  constructor(
    private readonly config: VertexStageConfig,
    private readonly memory: GpuMemory,
  ) {
    this.launchQueues = Array.from({ length: config.shaderEngines }, () => objectArray<BatchEntry>());
    this.launchHeads = new Int32Array(config.shaderEngines);
  }

  enqueue(draw: QueuedDraw): void {
    if (draw.instances > 0) this.draws.push(draw);
  }

  /** Vertex waves waiting for launch. */
  get pendingWaves(): number {
    return this.launchPending;
  }

  /** Makes batches while output storage is free and draws are queued. */
  produce(): void {
    for (;;) {
      const draw = this.draws[this.drawHead];
      if (draw === undefined) return;
      const { vs } = draw.launch.state;
      const waveSize = vs.wave64 ? 64 : 32;
      const need = waveSize * Math.max(1, vs.params);
      const capacity = this.config.vertexOutputEntries;
      let start = this.tail;
      let held = need;
      if (start + need > capacity) {
        held += capacity - start;
        start = 0;
      }
      // Nothing in flight: a wave larger than the storage still runs alone.
      if (this.used > 0 && this.used + held > capacity) return;
      if (this.batcher === undefined) {
        const a = draw.assembly;
        this.batcher = new VertexBatcher({
          topology: a.topology,
          count: a.count,
          vertexCount: Infinity,
          ...(a.indices ? { indices: a.indices } : {}),
          ...(a.primitiveRestart !== undefined ? { primitiveRestart: a.primitiveRestart } : {}),
        });
      }
      const batch = new VertexBatch(waveSize, vs.params);
      this.batcher.fill(batch);
      batch.instance = this.instance;
      batch.slot = start;
      this.used += held;
      this.tail = start + need;
      const entry: BatchEntry = { batch, draw, held };
      this.fifo.push(entry);
      if (batch.lanes === 0) batch.done = true; // no vertex: no wave (an instance without triangles)
      else {
        const se = this.nextSe;
        this.nextSe = (se + 1) % this.config.shaderEngines;
        this.launchQueues[se]!.push(entry);
        this.launchPending++;
      }
      if (batch.last) {
        this.batcher = undefined;
        if (++this.instance === draw.instances) {
          this.instance = 0;
          this.draws[this.drawHead++] = undefined; // let the draw go once its batches hold it
          if (this.drawHead === this.draws.length) {
            this.draws.length = 0;
            this.drawHead = 0;
          }
        }
      }
    }
  }

  /** The next vertex wave of shader engine `se` to launch (its batch and draw); undefined when none waits. */
  peekLaunch(se: number): BatchEntry | undefined {
    return this.launchQueues[se]![this.launchHeads[se]!];
  }

  popLaunch(se: number): void {
    const q = this.launchQueues[se]!;
    const h = ++this.launchHeads[se]!;
    this.launchPending--;
    if (h === q.length) {
      q.length = 0;
      this.launchHeads[se] = 0;
    }
  }

  /**
   * A vertex wave ended and every output is written: GFX9–10.3 exports have filled the batch;
   * on GFX11 the parameters are read back from the wave's part of the attribute ring.
   */
  finished(batch: VertexBatch, launch: DrawLaunch): void {
    const ring = launch.state.vs.attributeRing;
    const params = launch.state.vs.params;
    if (ring !== undefined && params > 0) {
      const words = this.memory.readU32Array(ring.address + batch.slot * 16, batch.lanes * 4 * params);
      batch.vertices.attributes.set(new Float32Array(words.buffer, words.byteOffset, words.length));
    }
    batch.done = true;
  }

  /** The oldest batch not yet rasterized (made now when none is), with its draw. */
  head(): { readonly batch: VertexBatch; readonly draw: QueuedDraw } | undefined {
    if (this.fifo[this.fifoHead] === undefined) this.produce();
    return this.fifo[this.fifoHead];
  }

  /**
   * The primitive units take the head batch if its wave is done and they are free (returns it),
   * else undefined — and, when only the units are busy, asks for a wake-up when they free.
   */
  takeHead(clock: StageClock): VertexBatch | undefined {
    const e = this.head();
    if (e === undefined || !e.batch.done) return undefined;
    const now = clock.now;
    if (now < this.setupFree) {
      const at = Math.ceil(this.setupFree);
      if (this.wakeScheduled !== at) {
        this.wakeScheduled = at;
        clock.wakeAt(at);
      }
      return undefined;
    }
    this.setupFree = now + e.batch.prims / this.config.primitivesPerClock;
    return e.batch;
  }

  /** The rasterizer has taken every triangle of the head batch: its storage frees. */
  release(): void {
    const e = this.fifo[this.fifoHead]!;
    this.used -= e.held;
    this.fifo[this.fifoHead++] = undefined;
    if (this.fifoHead === this.fifo.length) {
      this.fifo.length = 0;
      this.fifoHead = 0;
    }
  }
}

/** The vertex data before the first batch is taken. */
const NO_VERTICES: VertexData = { vertexCount: 0, positions: new Float32Array(0), attributeComponents: 0, attributes: new Float32Array(0) };

/**
 * One draw instance's triangles for the RasterStream, batch by batch from the vertex stage:
 * waits while the next batch's wave runs or the primitive units are busy.
 */
export class BatchTriangles implements TriangleSource {
  private batch: VertexBatch | undefined = undefined;
  private k = 0;
  private ended = false;
  i0 = 0;
  i1 = 0;
  i2 = 0;
  primitiveId = 0;
  vertices: VertexData = NO_VERTICES;

  constructor(
    private readonly stage: VertexStage,
    private readonly clock: StageClock,
  ) {}

  next(): number {
    for (;;) {
      const b = this.batch;
      if (b !== undefined) {
        if (this.k < b.prims) {
          const t = this.k++ * 4;
          this.i0 = b.tris[t]!;
          this.i1 = b.tris[t + 1]!;
          this.i2 = b.tris[t + 2]!;
          this.primitiveId = b.tris[t + 3]!;
          return TRIANGLE_READY;
        }
        this.stage.release();
        this.batch = undefined;
        if (b.last) this.ended = true;
      }
      if (this.ended) return TRIANGLE_END;
      const next = this.stage.takeHead(this.clock);
      if (next === undefined) return TRIANGLE_WAIT;
      this.batch = next;
      this.vertices = next.vertices;
      this.k = 0;
    }
  }
}
