/**
 * The engine: runs pixel waves in global time order on one EventQueue.
 *
 * - Straight runs of non-interacting instructions execute at once; they
 *   occupy their SIMD for their issue cycles (timing_table.ts) and the wave
 *   continues when the SIMD is free.
 * - Interacting instructions execute at their own cycle (`step`) and the
 *   engine acts on their Effect: memory requests go through the per-line
 *   pipeline (memory/vmem_timing.ts: each line acts on memory when it reaches
 *   its cache, so a store becomes visible late — S9, S11) and complete in
 *   order per counter when their last line returned; s_waitcnt blocks
 *   until the counters drop; s_sleep sleeps 64·N cycles, and on GFX10+ a POPS
 *   wake-up ends it early (S6); ORDERED_PS_DONE and s_endpgm_ordered_ps_done
 *   exit the ordered section (S9); POPS packer writes go to the POPS unit
 *   (S3); s_wait_event waits for export_ready (S10); the done export exits on
 *   GFX11; s_endpgm frees the slot and lets the SPI launch more.
 * - The SPI side launches packed waves in order per packer when the POPS unit
 *   and a wave slot allow it, and streams more of the queued draws into its
 *   FIFOs when they run low (spi/draw_feed.ts: back-pressure).
 * - Exports go to an ExportSink (by default the render backends, rb_sink.ts).
 * - The watchdog (watchdog.ts) turns a wait that cannot end into a
 *   GpuHangError naming the blocked waves and the POPS unit's reasons.
 *
 * Timing constants and assumptions: docs/gpu_engine.md.
 */
import type { GfxLevel } from '../../isa/gfx_level.js';
import { instructionText } from '../../isa/disassembler.js';
import type { Effect } from '../cu/effect.js';
import { nextInteracts, step } from '../cu/run.js';
import type { Wave, WaveHost } from '../cu/wave.js';
import { MAX_ACCESSES_PER_OP, type MemoryOp } from '../cu/memory_op.js';
import { LEVEL_L2, type MemorySystem } from '../memory/memory_system.js';
import { LineGroups, type VmemPipeline } from '../memory/vmem_timing.js';
import type { PopsUnit } from '../pops/pops_unit.js';
import { buildWave, type BuiltWave, type LaneMap } from '../spi/wave_args.js';
import { WavePool } from '../spi/wave_pool.js';
import type { DrawLaunch, WaveQueues } from '../spi/wave_packer.js';
import type { WaveFeed } from '../spi/draw_feed.js';
import type { SlotRef, WaveSlots } from '../spi/wave_slots.js';
import { GpuHangError, type BlockedWave } from './errors.js';
import { EventQueue } from './event_queue.js';
import type { EngineCounters } from './stats.js';
import type { TraceRecorder } from './trace.js';
import type { Watchdog } from './watchdog.js';

/**
 * An export as the render backends receive it (the wave's registers are read
 * at issue). `wave` and `lanes` are valid during `exportData` only: the
 * engine reuses them for a later wave once this one has ended.
 */
export interface ExportEvent {
  readonly cycle: number;
  readonly waveUid: number;
  readonly effect: Extract<Effect, { kind: 'export' }>;
  readonly wave: Wave;
  readonly lanes: LaneMap;
  /** The wave's draw: render-backend state and depth order. */
  readonly draw: DrawLaunch;
  /** The wave's first export (late Z with interpolated depth runs here). */
  readonly first: boolean;
}

/** Where exports go: the render backends (src/gpu/rb) plug in here. */
export interface ExportSink {
  exportData(e: ExportEvent): void;
}

/** Exports are counted only (no render backend attached). */
export const DISCARD_EXPORTS: ExportSink = { exportData() {} };

/**
 * A memory instruction in flight (pooled): its lines and completion state.
 * The per-line events are closures made once per record and line index and
 * reused with the record (the line's level and latency live in the arrays),
 * so a request allocates nothing per line.
 */
class InFlight {
  op: MemoryOp | undefined;
  ctx: WaveCtx | undefined;
  counter = 0;
  linesLeft = 0;
  done = false;
  readonly groups = new LineGroups(MAX_ACCESSES_PER_OP);
  /** Serving level and round-trip latency of line k. */
  readonly level = new Int8Array(MAX_ACCESSES_PER_OP);
  readonly latency = new Float64Array(MAX_ACCESSES_PER_OP);
  /** Events of line k: reaching its level, acting on memory; and a line's return. */
  readonly arrived: (() => void)[] = [];
  readonly served: (() => void)[] = [];
  returned: () => void = () => {};
}

/** Lanes with coverage: the wave's pixel-shader invocations (helper and unused lanes have none). */
function coveredLanes(lanes: LaneMap): number {
  const cov = lanes.coverage;
  let n = 0;
  for (let l = 0; l < cov.length; l++) if (cov[l] !== 0) n++;
  return n;
}

/** Cycles from an SPI launch decision to the wave's first instruction (argument loading). */
export const LAUNCH_LATENCY = 16;
/** Cycles between two wave launches of one shader engine's SPI. */
export const LAUNCH_INTERVAL = 4;
/** Cycles until an export's data has left the wave (expcnt drains). */
export const EXPORT_LATENCY = 8;
/**
 * Packed waves kept ready per shader engine (assumption, docs/gpu_engine.md):
 * enough to refill every wave slot an SE frees between two launches, few
 * enough that memory stays bounded by the waves in flight.
 */
export const FEED_WAVES_PER_SE = 64;
/** Non-interacting instructions run in one go at most (bounds a runaway ALU loop between watchdog checks). */
const ALU_BATCH = 256;

const COUNTER_VM = 0;
const COUNTER_VS = 1;
const COUNTER_LGKM = 2;
const COUNTER_EXP = 3;

interface WaveCtx {
  readonly wave: Wave;
  /** The wave and its lane map, returned to the pool once the wave has ended and `pending` is 0. */
  readonly built: BuiltWave;
  /** s_endpgm ran: events still queued for this context (a stale continuation) must not touch `wave`. */
  ended: boolean;
  /** Queued events that refer to the wave: memory requests not yet retired, counter completions. */
  pending: number;
  readonly se: number;
  readonly slot: SlotRef;
  readonly simdIndex: number;
  readonly lanes: LaneMap;
  readonly draw: DrawLaunch;
  readonly launchCycle: number;
  exported: boolean;
  /** LDS and export counters: completion cycle of the newest request (completion stays in order). */
  readonly lastDone: number[];
  /** Memory instructions in flight per counter, oldest first (vm, vs, lgkm). */
  readonly inflight: InFlight[][];
  /** s_waitcnt limits while blocked (vm, vs, lgkm, exp). */
  readonly limits: number[];
  /** The pending s_sleep timer's event handle, -1 when none. */
  sleepTimer: number;
  sleepStart: number;
  /**
   * A GFX10/10.3 POPS wake-up arrived while the wave was not sleeping: it ends
   * the wave's next s_sleep at once (the lost-wake-up race of the wait loop, S6;
   * assumption from the RADV MR, docs/gpu_engine.md).
   */
  wakePending: boolean;
  /** In a POPS wait: polled the exiting wave ID, slept or waited for export_ready since its last real progress. */
  polling: boolean;
  pollStart: number;
  everPolled: boolean;
  /** Start of the ordered section (after the wait), -1 when not inside. */
  orderedStart: number;
  /** Lazy polling, GFX9: when the wave's last s_sleep timer fired and when it last read the exiting ID (-1: never). */
  lastFireAt: number;
  lastPollAt: number;
  /** Lazy polling, GFX9: the parked sleep's length, and the loop's cycles from a timer to its exiting-ID read and to its next s_sleep. */
  sleepLength: number;
  pollOffset: number;
  loopCycles: number;
  /** `advance` bound to this wave, made once per wave (the event for every continuation). */
  advanceFn: () => void;
  /** The s_sleep timer's event, made once per wave (polling loops sleep often). */
  sleepEndFn: () => void;
}

export interface EngineParts {
  readonly gfx: GfxLevel;
  readonly memory: MemorySystem;
  /** Per-line timing of vector memory (S9). */
  readonly vmem: VmemPipeline;
  readonly pops: readonly PopsUnit[];
  readonly queues: WaveQueues;
  /** Streams more packed waves into `queues` on demand (back-pressure). */
  readonly feed: WaveFeed;
  readonly slots: WaveSlots;
  readonly counters: EngineCounters;
  readonly watchdog: Watchdog;
  readonly trace: TraceRecorder;
  readonly exports: ExportSink;
  /** Failed polls of a regular POPS wait are not executed (docs/gpu_engine.md "Lazy polling"). */
  readonly lazyPolling: boolean;
}

export class GpuEngine implements WaveHost {
  readonly queue = new EventQueue();
  private readonly live = new Map<number, WaveCtx>();
  private readonly simdBusy: Float64Array;
  /**
   * Waves that found their SIMD busy, in arrival order, served one after the
   * other as it frees (one event per busy period instead of one retry per
   * waiting wave and period: a POPS wake-up wakes many waves of one SIMD at once).
   */
  private readonly simdWaiters: WaveCtx[][];
  private readonly simdWaiterHead: Uint32Array;
  /** 1 while the SIMD has a serve event scheduled. */
  private readonly simdServeScheduled: Uint8Array;
  private readonly simdServeFns: (() => void)[];
  private readonly spiNext: Float64Array;
  private nextUid = 1;
  private readonly lgkmMax: number;
  private current: WaveCtx | undefined;
  private readonly vmem: VmemPipeline;
  private readonly records: InFlight[] = [];
  /** Ended waves for reuse (spi/wave_pool.ts). */
  private readonly wavePool = new WavePool();
  /** Packed waves the SPI keeps ready (FEED_WAVES_PER_SE per shader engine). */
  private readonly feedTarget: number;

  constructor(private readonly p: EngineParts) {
    const simds = p.slots.cuCount * p.slots.simdsPerCu;
    this.simdBusy = new Float64Array(simds);
    this.simdWaiters = Array.from({ length: simds }, () => []);
    this.simdWaiterHead = new Uint32Array(simds);
    this.simdServeScheduled = new Uint8Array(simds);
    this.simdServeFns = Array.from({ length: simds }, (_, i) => () => this.serveSimd(i));
    this.spiNext = new Float64Array(p.pops.length);
    this.lgkmMax = p.gfx === 'gfx9' ? 15 : 63;
    this.vmem = p.vmem;
    this.feedTarget = FEED_WAVES_PER_SE * p.pops.length;
    p.pops.forEach((unit) => {
      unit.onWake((uid) => this.onWake(uid));
      unit.onSatisfied((uid) => this.onSatisfied(uid));
    });
  }

  get now(): number {
    return this.queue.now;
  }

  get liveWaves(): number {
    return this.live.size;
  }

  /** Runs until every queued wave has ended; throws GpuHangError when the watchdog fires. */
  run(): void {
    const { watchdog, queues, feed } = this.p;
    watchdog.progress(this.now);
    this.launchWaves();
    for (;;) {
      // The watchdog is a deadline: a hang is reported when the no-progress limit passes, even when
      // the next event is far later (an s_sleep 0xFFFF timer, 64·65535 cycles).
      if (this.live.size > 0 || queues.pending > 0) {
        const next = this.queue.peekLiveTime();
        const deadline = watchdog.deadline;
        if (next !== undefined && next > deadline) throw this.hang(`no progress for ${watchdog.limitCycles} cycles`, deadline);
      }
      if (!this.queue.runNext()) {
        // Nothing scheduled: stream more of the queued draws (ignoring back-pressure) before declaring a hang.
        if (feed.refill(queues.pending + this.feedTarget)) {
          this.launchWaves();
          continue;
        }
        if (this.live.size === 0 && queues.pending === 0) return;
        throw this.hang('every live wave is blocked and nothing is scheduled');
      }
      if ((this.live.size > 0 || queues.pending > 0) && watchdog.expired(this.now)) {
        throw this.hang(`no progress for ${watchdog.limitCycles} cycles`);
      }
    }
  }

  // ---- WaveHost ----

  popsExitingWaveId(wave: Wave): number {
    const ctx = this.current ?? this.live.get(wave.uid)!;
    this.startPolling(ctx);
    ctx.lastPollAt = this.now;
    return this.p.pops[ctx.se]!.exitingWaveIdFor(wave.uid);
  }

  // ---- SPI: launching ----

  /** Launches queued waves, in order per packer, while the POPS unit and a slot allow. */
  launchWaves(): void {
    const { pops, queues, slots, feed } = this.p;
    // Back-pressure: rasterize and pack further only while the FIFOs run low.
    if (queues.pending < this.feedTarget) feed.refill(this.feedTarget);
    for (let se = 0; se < pops.length; se++) {
      const unit = pops[se]!;
      for (let packer = 0; packer < unit.packers; packer++) {
        for (;;) {
          const head = queues.head(se, packer);
          if (head === undefined || !unit.canLaunch(head.packing)) break;
          const slot = slots.allocate(se);
          // All slots taken: launching resumes when a wave ends (end() calls launchWaves).
          if (slot === undefined) return;
          queues.pop(se, packer);
          const uid = this.nextUid++;
          const launch = unit.launch(head.packing, uid);
          const built = buildWave(head, launch, uid, this.wavePool);
          const { wave, lanes } = built;
          const draw = head.draw;
          queues.recycle(head);
          const start = Math.max(this.now, this.spiNext[se]!) + LAUNCH_LATENCY;
          this.spiNext[se] = Math.max(this.now, this.spiNext[se]!) + LAUNCH_INTERVAL;
          const ctx: WaveCtx = {
            wave,
            built,
            ended: false,
            pending: 0,
            se,
            slot,
            simdIndex: slot.cu * slots.simdsPerCu + slot.simd,
            lanes,
            draw,
            launchCycle: start,
            exported: false,
            lastDone: [0, 0, 0, 0],
            inflight: [[], [], []],
            limits: [0, 0, 0, 0],
            sleepTimer: -1,
            sleepStart: 0,
            wakePending: false,
            polling: false,
            pollStart: 0,
            everPolled: false,
            orderedStart: -1,
            lastFireAt: -1,
            lastPollAt: -1,
            sleepLength: 0,
            pollOffset: 0,
            loopCycles: 0,
            advanceFn: () => {},
            sleepEndFn: () => {},
          };
          ctx.advanceFn = () => this.advance(ctx);
          ctx.sleepEndFn = () => this.sleepEnded(ctx);
          this.live.set(uid, ctx);
          this.p.counters.wavesLaunched++;
          this.p.counters.psInvocations += coveredLanes(lanes);
          this.p.watchdog.progress(this.now);
          this.queue.at(start, ctx.advanceFn);
        }
      }
    }
  }

  // ---- running waves ----

  private advance(ctx: WaveCtx): void {
    if (ctx.ended) return;
    const w = ctx.wave;
    if (w.status !== 'ready') return;
    const busy = this.simdBusy[ctx.simdIndex]!;
    if (busy > this.now) {
      this.waitForSimd(ctx, busy);
      return;
    }
    this.current = ctx;
    const counts = this.p.counters.instructions;
    let cycles = 0;
    const program = w.program;
    const blocks = program.blocks;
    for (let n = 0; n < ALU_BATCH; ) {
      // A compiled straight-line ALU block runs as one function (cu/block_compiler.ts), like runAlu,
      // with its instructions counted per class for the statistics.
      const block = blocks?.[w.index];
      if (block !== undefined && block.length <= ALU_BATCH - n) {
        const start = w.index;
        cycles += block.run(w, this);
        w.index = start + block.length;
        for (let i = start; i < w.index; i++) counts[program.instructions[i]!.cls]++;
        n += block.length;
        continue;
      }
      if (nextInteracts(w)) break;
      const inst = program.instructions[w.index]!;
      step(w, this);
      counts[inst.cls]++;
      cycles += inst.issueCycles;
      n++;
    }
    if (cycles > 0) {
      this.occupy(ctx, cycles);
      if (!ctx.polling) this.p.watchdog.progress(this.now);
      this.queue.at(this.now + cycles, ctx.advanceFn);
      this.current = undefined;
      return;
    }
    this.interact(ctx);
    this.current = undefined;
  }

  /** Queues the wave for its busy SIMD; the SIMD's serve event (one per busy period) advances waiters in arrival order. */
  private waitForSimd(ctx: WaveCtx, busy: number): void {
    const i = ctx.simdIndex;
    this.simdWaiters[i]!.push(ctx);
    if (this.simdServeScheduled[i] === 0) {
      this.simdServeScheduled[i] = 1;
      this.queue.at(busy, this.simdServeFns[i]!);
    }
  }

  private serveSimd(i: number): void {
    this.simdServeScheduled[i] = 0;
    const waiters = this.simdWaiters[i]!;
    while (this.simdWaiterHead[i]! < waiters.length) {
      const busy = this.simdBusy[i]!;
      if (busy > this.now) {
        this.simdServeScheduled[i] = 1;
        this.queue.at(busy, this.simdServeFns[i]!);
        return;
      }
      const ctx = waiters[this.simdWaiterHead[i]++]!;
      this.advance(ctx);
    }
    waiters.length = 0;
    this.simdWaiterHead[i] = 0;
  }

  private occupy(ctx: WaveCtx, cycles: number): void {
    this.simdBusy[ctx.simdIndex] = this.now + cycles;
    const busy = this.p.counters.cuBusyCycles;
    busy[ctx.slot.cu] = busy[ctx.slot.cu]! + cycles;
  }

  /** Executes the interacting instruction at the current cycle. */
  private interact(ctx: WaveCtx): void {
    const w = ctx.wave;
    const inst = w.program.instructions[w.index]!;
    if (this.counterFull(ctx, inst.cls)) return;
    const effect = step(w, this);
    this.p.counters.instructions[inst.cls]++;
    this.occupy(ctx, inst.issueCycles);
    const next = this.now + inst.issueCycles;
    if (effect !== undefined) this.apply(ctx, effect);
    // An ended wave's object may already serve a newly launched wave (pooled).
    if (!ctx.ended && w.status === 'ready') this.queue.at(next, ctx.advanceFn);
  }

  /** Issue stalls while the instruction's counter is at its maximum. */
  private counterFull(ctx: WaveCtx, cls: string): boolean {
    const w = ctx.wave;
    let counter: number;
    let limit: number;
    if (cls === 'vmem' && (w.vmcnt >= 63 || w.vscnt >= 63)) {
      counter = COUNTER_VM;
      limit = 62;
    } else if ((cls === 'smem' || cls === 'lds') && w.lgkmcnt >= this.lgkmMax) {
      counter = COUNTER_LGKM;
      limit = this.lgkmMax - 1;
    } else if (cls === 'export' && w.expcnt >= 7) {
      counter = COUNTER_EXP;
      limit = 6;
    } else {
      return false;
    }
    const l = ctx.limits;
    l.fill(Infinity);
    l[counter] = limit;
    if (counter === COUNTER_VM) l[COUNTER_VS] = 62;
    w.status = 'waitcnt';
    return true;
  }

  private apply(ctx: WaveCtx, e: Effect): void {
    const { pops, gfx, watchdog } = this.p;
    const w = ctx.wave;
    const unit = pops[ctx.se]!;
    switch (e.kind) {
      case 'memory':
        this.endPolling(ctx);
        this.issueMemory(ctx, e.op);
        return;
      case 'local':
        this.endPolling(ctx);
        w.lgkmcnt++;
        this.complete(ctx, COUNTER_LGKM, this.now + e.latency, () => {});
        return;
      case 'waitcnt': {
        const l = ctx.limits;
        l[COUNTER_VM] = e.vm;
        l[COUNTER_VS] = e.vs;
        l[COUNTER_LGKM] = e.lgkm;
        l[COUNTER_EXP] = e.exp;
        if (!this.countersWithin(ctx)) w.status = 'waitcnt';
        return;
      }
      case 'sleep':
        this.sleep(ctx, e.n);
        return;
      case 'message':
        this.endPolling(ctx);
        watchdog.progress(this.now);
        if (e.id === 7 && gfx !== 'gfx11') this.orderedDone(ctx, () => unit.orderedPsDone(w.uid)); // S9
        return;
      case 'pops_packer': {
        // S3: the field as written — GFX9 MODE[25:24] (0b01 / 0b10), GFX10+ POPS_PACKER[2:0].
        const field = !e.enabled ? 0 : gfx === 'gfx9' ? 1 << e.packer : 1 | (e.packer << 1);
        unit.setPackerRegister(w.uid, field);
        watchdog.progress(this.now);
        return;
      }
      case 'wait_event':
        if (e.exportReady && !unit.isExportReady(w.uid)) {
          this.startPolling(ctx);
          w.status = 'wait_event'; // resumed by the POPS wake-up (S10)
        } else {
          this.enterOrdered(ctx);
        }
        return;
      case 'export':
        this.endPolling(ctx);
        watchdog.progress(this.now);
        this.p.counters.exports++;
        w.expcnt++;
        this.p.exports.exportData({ cycle: this.now, waveUid: w.uid, effect: e, wave: w, lanes: ctx.lanes, draw: ctx.draw, first: !ctx.exported });
        ctx.exported = true;
        this.complete(ctx, COUNTER_EXP, this.now + EXPORT_LATENCY, () => {});
        if (e.done && gfx === 'gfx11') this.orderedDone(ctx, () => unit.exportDone(w.uid)); // S10
        return;
      case 'end':
        if (e.orderedPsDone && gfx !== 'gfx11') this.orderedDone(ctx, () => unit.orderedPsDone(w.uid)); // S9
        this.end(ctx);
        return;
      default: {
        const never: never = e;
        throw new Error(`unknown effect ${String(never)}`);
      }
    }
  }

  /**
   * A memory instruction through the per-line pipeline (memory/vmem_timing.ts,
   * docs/gpu_memory.md "Vector memory timing"): each line leaves the CU's
   * address unit in turn, acts on memory when it reaches the serving level
   * (after queueing in its L2 channel), and returns; the instruction
   * completes — results written back, counter decremented — when its last
   * line returned and every older request of its counter has completed.
   */
  private issueMemory(ctx: WaveCtx, op: MemoryOp): void {
    const mem = this.p.memory;
    const pipe = this.vmem;
    const cu = ctx.slot.cu;
    const counter = op.counter === 'vm' ? COUNTER_VM : op.counter === 'vs' ? COUNTER_VS : COUNTER_LGKM;
    const w = ctx.wave;
    if (counter === COUNTER_VM) w.vmcnt++;
    else if (counter === COUNTER_VS) w.vscnt++;
    else w.lgkmcnt++;
    const rec = this.records.pop() ?? this.newRecord();
    rec.op = op;
    rec.ctx = ctx;
    ctx.pending++;
    rec.counter = counter;
    rec.done = false;
    ctx.inflight[counter]!.push(rec);
    const g = rec.groups;
    if (op.addressCount === 0) {
      // A cache invalidate: one request to the first level; it acts when it completes (writeBack).
      g.count = 0;
      rec.linesLeft = 1;
      const latency = op.scalar ? mem.scalarLatency(0) : mem.latency(0);
      this.queue.at(this.now + latency, rec.returned);
      return;
    }
    if (op.scalar) {
      // Scalar requests bypass the texture unit: the whole request as one line at its slowest level.
      g.group(op.addresses, op.addressCount, Infinity);
      rec.linesLeft = 1;
      let latency = 0;
      for (let i = 0; i < op.addressCount; i++) latency = Math.max(latency, mem.scalarLatency(mem.scalarServiceLevel(cu, op.addresses[i]!, op.policy)));
      rec.latency[0] = latency;
      this.queue.at(this.now + pipe.requestLatency(latency, 0, false), this.servedFn(rec, 0));
      return;
    }
    g.group(op.addresses, op.addressCount, pipe.config.lineBytes);
    rec.linesLeft = g.count;
    const write = op.access !== 'read';
    for (let k = 0; k < g.count; k++) {
      const level = mem.serviceLevel(cu, op.addresses[g.order[g.start[k]!]!]!, op.policy, op.access);
      const latency = mem.latency(level);
      const leave = pipe.taIssue(cu, this.now, g.size(k), op.access === 'write');
      // Program order per CU and line (memory/line_order.ts): never before an earlier request to the line.
      const arrive = pipe.order.arrive(cu, g.line[k]!, leave + pipe.requestLatency(latency, level, write), this.now);
      rec.level[k] = level;
      rec.latency[k] = latency;
      this.queue.at(arrive, this.arrivedFn(rec, k));
    }
  }

  /**
   * A line reached its level; L2 and DRAM requests first queue in their
   * channel. It acts no earlier than the CU's earlier request to the same
   * line (memory/line_order.ts).
   */
  private lineArrived(rec: InFlight, k: number): void {
    const pipe = this.vmem;
    const g = rec.groups;
    let serve = this.now;
    if (rec.level[k]! >= LEVEL_L2) serve = pipe.channelServe(pipe.channelOf(rec.op!.addresses[g.order[g.start[k]!]!]!), this.now);
    serve = pipe.order.serve(rec.ctx!.slot.cu, g.line[k]!, serve, this.now);
    if (serve > this.now) {
      this.queue.at(serve, this.servedFn(rec, k));
      return;
    }
    this.lineServed(rec, k);
  }

  /** The line acts on memory now (loads sample, stores become visible); its data returns later. */
  private lineServed(rec: InFlight, k: number): void {
    const op = rec.op!;
    const g = rec.groups;
    const cu = rec.ctx!.slot.cu;
    const mem = this.p.memory;
    for (let j = g.start[k]!; j < g.start[k + 1]!; j++) op.accessAt(mem, cu, g.order[j]!);
    this.queue.at(this.now + this.vmem.returnLatency(rec.latency[k]!), rec.returned);
  }

  private newRecord(): InFlight {
    const rec = new InFlight();
    rec.returned = () => this.lineReturned(rec);
    return rec;
  }

  private arrivedFn(rec: InFlight, k: number): () => void {
    return (rec.arrived[k] ??= () => this.lineArrived(rec, k));
  }

  private servedFn(rec: InFlight, k: number): () => void {
    return (rec.served[k] ??= () => this.lineServed(rec, k));
  }

  /** Retires completed requests in order per counter (S9: vmcnt/vscnt count completions). */
  private lineReturned(rec: InFlight): void {
    if (--rec.linesLeft > 0) return;
    rec.done = true;
    const ctx = rec.ctx!;
    const fifo = ctx.inflight[rec.counter]!;
    const w = ctx.wave;
    const cu = ctx.slot.cu;
    while (fifo.length > 0 && fifo[0]!.done) {
      const head = fifo.shift()!;
      head.op!.writeBack(this.p.memory, cu);
      if (head.counter === COUNTER_VM) w.vmcnt--;
      else if (head.counter === COUNTER_VS) w.vscnt--;
      else w.lgkmcnt--;
      head.op = undefined;
      head.ctx = undefined;
      this.records.push(head);
      ctx.pending--;
    }
    this.p.watchdog.progress(this.now);
    if (w.status === 'waitcnt' && this.countersWithin(ctx)) this.resume(ctx);
    this.releaseIfDone(ctx);
  }

  /** Schedules a completion in order per counter; decrements the counter then and re-checks s_waitcnt. */
  private complete(ctx: WaveCtx, counter: number, at: number, action: () => void): void {
    const time = Math.max(at, ctx.lastDone[counter]!);
    ctx.lastDone[counter] = time;
    ctx.pending++;
    this.queue.at(time, () => {
      ctx.pending--;
      action();
      const w = ctx.wave;
      if (counter === COUNTER_VM) w.vmcnt--;
      else if (counter === COUNTER_VS) w.vscnt--;
      else if (counter === COUNTER_LGKM) w.lgkmcnt--;
      else w.expcnt--;
      this.p.watchdog.progress(this.now);
      if (w.status === 'waitcnt' && this.countersWithin(ctx)) this.resume(ctx);
      this.releaseIfDone(ctx);
    });
  }

  /** Returns an ended wave to the pool once no queued event refers to it any more. */
  private releaseIfDone(ctx: WaveCtx): void {
    if (ctx.ended && ctx.pending === 0) {
      ctx.pending = -1; // released: never twice
      this.wavePool.give(ctx.built);
    }
  }

  private countersWithin(ctx: WaveCtx): boolean {
    const w = ctx.wave;
    const l = ctx.limits;
    return w.vmcnt <= l[COUNTER_VM]! && w.vscnt <= l[COUNTER_VS]! && w.lgkmcnt <= l[COUNTER_LGKM]! && w.expcnt <= l[COUNTER_EXP]!;
  }

  private resume(ctx: WaveCtx): void {
    ctx.wave.status = 'ready';
    this.queue.at(this.now, ctx.advanceFn);
  }

  /** S6: 64·N cycles; on GFX10+ a POPS wake-up (onWake) ends the sleep early. */
  private sleep(ctx: WaveCtx, n: number): void {
    const w = ctx.wave;
    this.startPolling(ctx);
    this.p.counters.sleeps++;
    if (ctx.wakePending) {
      // The wake-up signal stayed set since it arrived (RADV MR's guess): this sleep ends at once.
      ctx.wakePending = false;
      this.p.counters.wakeUps++;
      this.p.counters.lateWakeUps++;
      return;
    }
    w.status = 'sleep';
    ctx.sleepStart = this.now;
    const length = Math.max(1, 64 * n);
    if (this.p.lazyPolling && this.park(ctx, length)) return;
    ctx.sleepTimer = this.queue.at(this.now + length, ctx.sleepEndFn);
  }

  /**
   * Lazy polling (docs/gpu_engine.md): a wave sleeping in a regular POPS wait
   * that its last poll found unfinished is parked in the POPS unit until the
   * exit that satisfies it. GFX10+ keeps its s_sleep timer (only the wake-ups
   * of other exits are skipped); GFX9 needs one polled iteration first, to
   * learn the loop's timing, and then sleeps without a timer. Returns false
   * when the wave polls eagerly.
   */
  private park(ctx: WaveCtx, length: number): boolean {
    if (!ctx.polling) return false;
    const unit = this.p.pops[ctx.se]!;
    if (unit.pollState(ctx.wave.uid) !== 'waiting') return false;
    if (this.p.gfx === 'gfx9') {
      if (ctx.lastFireAt < 0 || ctx.lastPollAt < ctx.lastFireAt) return false;
      ctx.sleepLength = length;
      ctx.pollOffset = ctx.lastPollAt - ctx.lastFireAt;
      ctx.loopCycles = this.now - ctx.lastFireAt;
    } else {
      ctx.sleepTimer = this.queue.at(this.now + length, ctx.sleepEndFn);
    }
    unit.park(ctx.wave.uid);
    return true;
  }

  /**
   * Lazy polling: an exit satisfied the parked wave's wait. GFX10+: the
   * wake-up. GFX9: its timer fires where its loop would have polled next —
   * the first iteration (sleep, loop to the exiting-ID read) whose read comes
   * at or after now; the skipped iterations count as sleeps.
   */
  private onSatisfied(uid: number): void {
    const ctx = this.live.get(uid);
    if (ctx === undefined || ctx.wave.status !== 'sleep') return;
    if (this.p.gfx !== 'gfx9') {
      this.p.counters.wakeUps++;
      this.wakeUp(ctx);
      return;
    }
    const firstFire = ctx.sleepStart + ctx.sleepLength;
    const period = ctx.sleepLength + ctx.loopCycles;
    const skipped = Math.max(0, Math.ceil((this.now - ctx.pollOffset - firstFire) / period));
    const fire = firstFire + skipped * period;
    // Counted as if polled: each skipped iteration one sleep of its full length (S6).
    this.p.counters.sleeps += skipped;
    this.p.counters.sleepCycles += skipped * ctx.sleepLength;
    ctx.sleepStart = fire - ctx.sleepLength;
    ctx.sleepTimer = this.queue.at(fire, ctx.sleepEndFn);
  }

  private sleepEnded(ctx: WaveCtx): void {
    ctx.sleepTimer = -1;
    ctx.lastFireAt = this.now;
    if (ctx.wave.status === 'sleep') this.wakeUp(ctx);
  }

  private wakeUp(ctx: WaveCtx): void {
    // An early (POPS) wake-up cancels the timer so it does not hold the clock (S6).
    if (ctx.sleepTimer >= 0) this.queue.cancel(ctx.sleepTimer);
    ctx.sleepTimer = -1;
    this.p.counters.sleepCycles += this.now - ctx.sleepStart;
    this.resume(ctx);
  }

  /** POPS wake-up: GFX10/10.3 after an exit (S6), GFX11 when export_ready rises (S10). */
  private onWake(uid: number): void {
    const ctx = this.live.get(uid);
    if (ctx === undefined) return;
    const w = ctx.wave;
    if (w.status === 'sleep') {
      this.p.counters.wakeUps++;
      this.wakeUp(ctx);
    } else if (w.status === 'wait_event') {
      this.enterOrdered(ctx);
      this.resume(ctx);
    } else if (this.p.gfx !== 'gfx11') {
      // Not asleep (e.g. between its exiting-ID compare and its s_sleep): remembered for the next sleep.
      ctx.wakePending = true;
    }
  }

  // ---- POPS bookkeeping for stats and the trace ----

  private startPolling(ctx: WaveCtx): void {
    if (ctx.polling) return;
    ctx.polling = true;
    ctx.pollStart = this.now;
    if (!ctx.everPolled) this.p.counters.popsWaitWaves++;
    ctx.everPolled = true;
  }

  /** The wave did real work after polling: its POPS wait is over, its ordered section started. */
  private endPolling(ctx: WaveCtx): void {
    if (ctx.polling) this.enterOrdered(ctx);
  }

  private enterOrdered(ctx: WaveCtx): void {
    if (ctx.polling) {
      ctx.polling = false;
      this.p.counters.popsWaitCycles += this.now - ctx.pollStart;
      this.span(ctx, 'POPS wait', 'pops', ctx.pollStart, this.now);
    }
    if (ctx.orderedStart < 0) ctx.orderedStart = this.now;
  }

  private orderedDone(ctx: WaveCtx, exit: () => void): void {
    exit();
    if (ctx.orderedStart >= 0) this.span(ctx, 'ordered section', 'pops', ctx.orderedStart, this.now);
    ctx.orderedStart = -1;
    // An exit can unblock launches held by the ID limit.
    this.launchWaves();
  }

  private end(ctx: WaveCtx): void {
    const w = ctx.wave;
    this.endPolling(ctx);
    w.status = 'ended';
    this.p.pops[ctx.se]!.waveEnded(w.uid);
    this.live.delete(w.uid);
    this.p.slots.free(ctx.slot);
    this.p.counters.wavesEnded++;
    this.p.watchdog.progress(this.now);
    this.span(ctx, `wave ${w.uid}`, 'wave', ctx.launchCycle, this.now);
    ctx.ended = true;
    this.releaseIfDone(ctx);
    this.launchWaves();
  }

  private span(ctx: WaveCtx, name: string, cat: string, start: number, end: number): void {
    this.p.trace.span(name, cat, ctx.slot.cu, ctx.slot.simd, start, end, { wave: ctx.wave.uid });
  }

  // ---- hang report ----

  private hang(reason: string, cycle = this.now): GpuHangError {
    const waves: BlockedWave[] = [];
    for (const ctx of this.live.values()) {
      const w = ctx.wave;
      const inst = w.program.instructions[w.index];
      let pops: string;
      try {
        pops = this.p.pops[ctx.se]!.describeBlocked(w.uid);
      } catch {
        pops = 'not known to the POPS unit';
      }
      waves.push({
        uid: w.uid,
        cu: ctx.slot.cu,
        simd: ctx.slot.simd,
        byteOffset: inst?.inst.byteOffset ?? -1,
        instruction: inst ? instructionText(inst.inst, w.target) : '(past the end)',
        status: ctx.polling ? `${w.status}, in a POPS wait loop` : w.status,
        pops,
      });
    }
    const launchBlocks: string[] = [];
    const { pops, queues } = this.p;
    pops.forEach((unit, se) => {
      for (let packer = 0; packer < unit.packers; packer++) {
        const head = queues.head(se, packer);
        if (head === undefined) continue;
        launchBlocks.push(
          `SE ${se}: ${unit.canLaunch(head.packing) ? `packer ${packer}: waiting for a free wave slot` : unit.describeLaunchBlock(head.packing)}`,
        );
      }
    });
    return new GpuHangError(cycle, reason, waves, launchBlocks);
  }
}
