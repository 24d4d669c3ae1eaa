/**
 * Wave launch and retirement, the SPI side of the engine: packed pixel waves
 * leave their FIFOs in order per (shader engine, packer) when the POPS unit
 * allows (`canLaunch`: drain, R7 held partial wave, ID limit) and a wave slot
 * is free; the POPS unit assigns the wave ID at that moment, the wave's
 * arguments are loaded (spi/wave_args.ts) and its first instruction runs
 * LAUNCH_LATENCY cycles later. Each shader engine's SPI launches one wave per
 * LAUNCH_INTERVAL cycles. Launching also streams more of the queued draws
 * into the FIFOs while they run low (spi/draw_feed.ts: back-pressure). An
 * ended wave frees its slot (`retire`), which may let the next one launch.
 *
 * Vertex waves (spi/vertex_stage.ts) launch first, per shader engine in
 * order, through the same SPI launch interval and wave slots: they compete
 * with pixel waves for both (docs/gpu_vertex.md). A vertex wave's batch is
 * handed to the rasterizer once the wave is released (ended, every output
 * written); primitive-unit wake-ups from the vertex stage run `launchWaves`.
 *
 * Why its own unit: it is the only place that creates waves and the only
 * one that frees slots, so occupancy and launch order read in one place.
 */
import { CODE_EXEC_HI, CODE_EXEC_LO } from '../../isa/operand.js';
import { popcount32 } from '../cu/scalar_ops.js';
import type { Wave } from '../cu/wave.js';
import { buildWave, type BuiltWave } from '../spi/wave_args.js';
import type { VertexBatch } from '../spi/vertex_batch.js';
import { buildVertexWave } from '../spi/vertex_wave_args.js';
import type { DrawLaunch } from '../spi/wave_packer.js';
import type { SlotRef } from '../spi/wave_slots.js';
import type { EngineContext, VertexWaveSink } from './engine_context.js';
import { WaveContext, WaveStatus, type WaveAdvance } from './wave_context.js';

/** Cycles from an SPI launch decision to the wave's first instruction (argument loading). */
export const LAUNCH_LATENCY = 16;
/** Cycles between two wave launches of one shader engine's SPI. */
export const LAUNCH_INTERVAL = 4;
/**
 * Packed waves kept ready per shader engine (assumption, docs/gpu_engine.md):
 * enough to refill every wave slot an SE frees between two launches, few
 * enough that memory stays bounded by the waves in flight.
 */
export const FEED_WAVES_PER_SE = 64;

/**
 * A built pixel wave's invocations: its lanes with coverage, which are the
 * lanes of its initial EXEC (wave_args.ts; helper and unused lanes have none).
 */
function invocationsOf(wave: Wave): number {
  return popcount32(wave.sgpr[CODE_EXEC_LO]!) + popcount32(wave.sgpr[CODE_EXEC_HI]!);
}

export class WaveLauncher implements VertexWaveSink {
  /** Runs launched waves (wave_runner.ts); connected by the engine after both are built. */
  private runner: WaveAdvance | undefined = undefined;
  /** Earliest cycle of each shader engine's next launch decision. */
  private readonly spiNext: Float64Array;
  private nextUid = 1;
  /** Packed waves the SPI keeps ready (FEED_WAVES_PER_SE per shader engine). */
  private readonly feedTarget: number;

  private readonly launchFn = (): void => this.launchWaves();

  constructor(private readonly core: EngineContext) {
    this.spiNext = new Float64Array(core.parts.pops.length);
    this.feedTarget = FEED_WAVES_PER_SE * core.parts.pops.length;
    const queue = core.queue;
    core.parts.feed.connect({
      get now() {
        return queue.now;
      },
      wakeAt: (cycle) => void queue.at(cycle, this.launchFn),
    });
    core.vertexWaves = this;
  }

  /** A vertex wave was released: its outputs go to the vertex stage, and waves may launch. */
  vertexWaveReleased(ctx: WaveContext): void {
    this.core.parts.feed.vertex.finished(ctx.vertexBatch!, ctx.draw);
    this.launchWaves();
  }

  /** The unit that runs the launched waves (the continuation of every wave calls `runner.advance`). */
  connect(runner: WaveAdvance): void {
    this.runner = runner;
  }

  /** Vertex and pixel waves waiting to launch. */
  get pending(): number {
    return this.core.parts.queues.pending + this.core.parts.feed.vertex.pendingWaves;
  }

  /**
   * Nothing is scheduled: streams more of the queued draws, ignoring back-pressure, and launches
   * what it can. False when nothing was produced or launched.
   */
  streamMore(): boolean {
    const { queues, feed, counters } = this.core.parts;
    const launched = counters.vertexWaves + counters.wavesLaunched;
    const packed = feed.refill(queues.pending + this.feedTarget);
    this.launchWaves();
    return packed || counters.vertexWaves + counters.wavesLaunched > launched;
  }

  /** Launches queued waves: vertex waves first, then pixel waves in order per packer while the POPS unit and a slot allow. */
  launchWaves(): void {
    const { pops, queues, slots, feed, counters, popsWaitMap } = this.core.parts;
    this.launchVertexWaves();
    // Back-pressure: rasterize and pack further only while the FIFOs run low.
    if (queues.pending < this.feedTarget) feed.refill(this.feedTarget);
    for (let se = 0; se < pops.length; se++) {
      const unit = pops[se]!;
      for (let packer = 0; packer < unit.packers; packer++) {
        for (;;) {
          const head = queues.head(se, packer);
          if (head === undefined || !unit.canLaunch(head.packing)) break;
          const slot = slots.allocate(se);
          // All slots taken: launching resumes when a wave ends (retire calls launchWaves).
          if (slot === undefined) return;
          queues.pop(se, packer);
          const uid = this.nextUid++;
          const launch = unit.launch(head.packing, uid);
          const built = buildWave(head, launch, uid, this.core.wavePool);
          const draw = head.draw;
          queues.recycle(head);
          counters.psInvocations += invocationsOf(built.wave);
          popsWaitMap?.launched(built.lanes);
          const ctx = this.start(se, slot, built, draw);
          ctx.overlapLanesLo = launch.overlapLanesLo;
          ctx.overlapLanesHi = launch.overlapLanesHi;
        }
      }
    }
  }

  /** Launches the vertex stage's waves, in order per shader engine, while slots allow. */
  private launchVertexWaves(): void {
    const { slots, feed, counters } = this.core.parts;
    const stage = feed.vertex;
    stage.produce();
    for (let se = 0; se < this.spiNext.length; se++) {
      for (;;) {
        const entry = stage.peekLaunch(se);
        if (entry === undefined) break;
        const slot = slots.allocate(se);
        if (slot === undefined) break;
        stage.popLaunch(se);
        const { batch } = entry;
        const draw = entry.draw.launch;
        const built = buildVertexWave(batch, draw, this.nextUid++, this.core.wavePool);
        counters.vertexWaves++;
        counters.vsInvocations += batch.lanes;
        this.start(se, slot, built, draw, batch);
      }
    }
  }

  /**
   * A wave ended (s_endpgm): a pixel wave's POPS unit forgets it, its slot frees, and
   * more waves may launch. Its record goes back to the pool once no queued
   * event refers to it any more (a vertex wave's batch is then complete).
   */
  retire(ctx: WaveContext): void {
    const { pops, slots, counters, watchdog, trace } = this.core.parts;
    const w = ctx.wave;
    const now = this.core.now;
    ctx.status = WaveStatus.Ended;
    if (ctx.vertexBatch === undefined) {
      pops[ctx.se]!.waveEnded(w.uid);
      counters.wavesEnded++;
    }
    this.core.removeLive(ctx);
    slots.free(ctx.slot);
    watchdog.progress(now);
    if (trace.enabled) {
      // One name per kind (the uid is the span's `wave` argument), so a viewer sums them by name.
      if (ctx.vertexBatch === undefined) this.core.span(ctx, 'wave', 'wave', ctx.launchCycle, now);
      else this.core.span(ctx, 'vertex wave', 'vertex-wave', ctx.launchCycle, now);
    }
    ctx.ended = true;
    this.core.releaseIfDone(ctx);
    this.launchWaves();
  }

  /** A built wave takes its slot: its first instruction runs after the SPI's launch latency. */
  private start(se: number, slot: SlotRef, built: BuiltWave, draw: DrawLaunch, vertexBatch?: VertexBatch): WaveContext {
    const { slots, counters, watchdog } = this.core.parts;
    const now = this.core.now;
    const spiFree = Math.max(now, this.spiNext[se]!);
    const start = spiFree + LAUNCH_LATENCY;
    this.spiNext[se] = spiFree + LAUNCH_INTERVAL;
    const simdIndex = slot.cu * slots.simdsPerCu + slot.simd;
    const ctx = this.core.takeContext()?.launch(built, se, slot, simdIndex, draw, start) ?? new WaveContext(built, se, slot, simdIndex, draw, start, this.runner!);
    ctx.vertexBatch = vertexBatch;
    this.core.addLive(ctx);
    if (vertexBatch === undefined) counters.wavesLaunched++;
    watchdog.progress(now);
    this.core.continueAt(start, ctx);
    return ctx;
  }
}
