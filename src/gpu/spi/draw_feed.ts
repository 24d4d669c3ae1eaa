/**
 * The SPI's draw FIFO with back-pressure: draws queued by the command
 * processor are rasterized (raster/raster_stream.ts) and packed (wave_packer.ts)
 * band by band, in submission order, only while the wave FIFOs hold fewer
 * waves than the engine asks for. Memory is bounded by those waves plus one
 * band, not by the draw's size (DESIGN.md "streaming primitives").
 * Everything happens at deterministic points (the engine's refill calls), so
 * results and cycle counts do not depend on the host.
 */
import type { PopsUnit } from '../pops/pops_unit.js';
import { type DrawInput, RasterStream, type StreamQuadSink } from '../raster/raster_stream.js';
import { WavePacker, type DrawLaunch, type EarlyDepthTest, type WaveQueues } from './wave_packer.js';

/** What the engine needs from the SPI's input side. */
export interface WaveFeed {
  /** Packs more waves until `queues.pending >= target` or nothing is left; true when it produced any. */
  refill(target: number): boolean;
  /** Draws (instances) not completely packed yet. */
  readonly backlog: number;
}

/** A queued draw packet: its instances stream one after another, each as a draw of its own. */
interface QueuedDraw {
  readonly launch: DrawLaunch;
  readonly input: DrawInput;
  readonly earlyZ: EarlyDepthTest | undefined;
  /** Instances not started yet. */
  instances: number;
}

export class DrawFeed implements WaveFeed {
  private readonly waiting: (QueuedDraw | undefined)[] = [];
  private head = 0;
  private stream: RasterStream | undefined;
  private packer: WavePacker | undefined;
  /** Most waves queued at once since the last `resetPeak`. */
  peakPending = 0;
  /** Draws (instances) queued and started since the GPU was made (job progress, engine/job.ts). */
  enqueued = 0;
  started = 0;
  /** Instances queued and not started. */
  private queuedInstances = 0;
  private readonly sink: StreamQuadSink = (q, prim) => this.packer!.quad(q, prim);

  constructor(
    private readonly units: readonly PopsUnit[],
    private readonly queues: WaveQueues,
    /** Called with each finished instance's rasterized quad count (statistics). */
    private readonly onQuads: (quads: number) => void,
  ) {}

  /** Queues `instances` instances of a draw (one entry, so a draw of 10^7 instances costs no memory up front). */
  enqueue(launch: DrawLaunch, input: DrawInput, earlyZ: EarlyDepthTest | undefined, instances: number): void {
    if (instances <= 0) return;
    this.waiting.push({ launch, input, earlyZ, instances });
    this.enqueued += instances;
    this.queuedInstances += instances;
  }

  get backlog(): number {
    return this.queuedInstances + (this.stream === undefined ? 0 : 1);
  }

  refill(target: number): boolean {
    const before = this.queues.pending;
    // Ends: each iteration takes a queued draw or one band of a raster stream, whose bands are
    // finite by construction (raster_stream.ts).
    while (this.queues.pending < target) {
      if (this.stream === undefined && !this.startNext()) break;
      if (!this.stream!.step(this.sink)) {
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

  private startNext(): boolean {
    const d = this.waiting[this.head];
    if (d === undefined) return false;
    this.started++;
    this.queuedInstances--;
    if (--d.instances === 0) {
      this.waiting[this.head++] = undefined; // let the draw's data go once its last instance streams
      if (this.head === this.waiting.length) {
        this.waiting.length = 0;
        this.head = 0;
      }
    }
    // The POPS units take the draw's configuration when its packing starts (R4: no flush).
    this.packer = new WavePacker(d.launch, this.units, this.queues, d.earlyZ);
    this.stream = new RasterStream(d.input, d.launch.state.raster);
    return true;
  }
}
