/**
 * The SPI's draw FIFO with back-pressure: draws queued by the command
 * processor go through the vertex stage (vertex_stage.ts: vertex waves, which
 * the launcher runs ahead of pixel waves) and are then rasterized
 * (raster/raster_stream.ts) and packed (wave_packer.ts) band by band, in
 * submission order, only while the wave FIFOs hold fewer waves than the
 * engine asks for. Memory is bounded by those waves, the vertex batches in
 * flight and one band, not by the draw's size (DESIGN.md "streaming
 * primitives"). Everything happens at deterministic points (the engine's
 * refill calls and wake-ups), so results and cycle counts do not depend on
 * the host.
 */
import type { PopsUnit } from '../pops/pops_unit.js';
import { RasterStream, STEP_DONE, STEP_WAIT, type StreamQuadSink } from '../raster/raster_stream.js';
import { BatchTriangles, VertexStage, type QueuedDraw, type StageClock } from './vertex_stage.js';
import { WavePacker, type WaveQueues } from './wave_packer.js';
import { quadFieldsFor } from './wave_args.js';

/** What the engine needs from the SPI's input side. */
export interface WaveFeed {
  /** Packs more waves until `queues.pending >= target`, nothing is left or the rasterizer must wait; true when it produced any. */
  refill(target: number): boolean;
  /** Draws (instances) not completely packed yet. */
  readonly backlog: number;
  /** The vertex stage: its waves are launched by the engine. */
  readonly vertex: VertexStage;
  /** The engine's clock, given once the engine exists (wake-ups run its launch logic). */
  connect(clock: StageClock): void;
}

export class DrawFeed implements WaveFeed {
  private stream: RasterStream | undefined;
  private packer: WavePacker | undefined;
  private clock: StageClock | undefined;
  /** Most waves queued at once since the last `resetPeak`. */
  peakPending = 0;
  /** Draws (instances) queued and started since the GPU was made (job progress, engine/job.ts). */
  enqueued = 0;
  started = 0;
  private readonly sink: StreamQuadSink = (q, prim) => this.packer!.quad(q, prim);

  constructor(
    private readonly units: readonly PopsUnit[],
    private readonly queues: WaveQueues,
    readonly vertex: VertexStage,
    /** Called with each finished instance's rasterized quad count (statistics). */
    private readonly onQuads: (quads: number) => void,
  ) {}

  connect(clock: StageClock): void {
    this.clock = clock;
  }

  /** Queues a draw packet's instances (one entry, so a draw of 10^7 instances costs no memory up front). */
  enqueue(draw: QueuedDraw): void {
    if (draw.instances <= 0) return;
    this.vertex.enqueue(draw);
    this.enqueued += draw.instances;
  }

  get backlog(): number {
    return this.enqueued - this.started + (this.stream === undefined ? 0 : 1);
  }

  refill(target: number): boolean {
    const before = this.queues.pending;
    // Ends: each iteration starts an instance, or scans one band of a raster stream (finite by
    // construction, raster_stream.ts), or stops because the stream waits for the vertex stage.
    while (this.queues.pending < target) {
      if (this.stream === undefined && !this.startNext()) break;
      const r = this.stream!.step(this.sink);
      if (r === STEP_WAIT) break;
      if (r === STEP_DONE) {
        this.packer!.finish();
        this.onQuads(this.stream!.stats.quads);
        this.stream = undefined;
        this.packer = undefined;
      }
    }
    this.peakPending = Math.max(this.peakPending, this.queues.pending);
    return this.queues.pending > before;
  }

  resetPeak(): void {
    this.peakPending = this.queues.pending;
  }

  /** Starts rasterizing the instance whose batch is the vertex stage's oldest. */
  private startNext(): boolean {
    const head = this.vertex.head();
    if (head === undefined) return false;
    const d = head.draw;
    this.started++;
    // The POPS units take the draw's configuration when its packing starts (R4: no flush).
    this.packer = new WavePacker(d.launch, this.units, this.queues, d.earlyZ);
    // The quads carry only what the draw's shader inputs and depth tests read (quad_record.ts).
    this.stream = new RasterStream(new BatchTriangles(this.vertex, this.clock!), d.launch.state.raster, quadFieldsFor(d.launch, d.earlyZ !== undefined));
    return true;
  }
}
