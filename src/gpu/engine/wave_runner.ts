/**
 * Runs a wave's instructions: each continuation of a wave (`advance`) first
 * asks the SIMD arbiter for its SIMD, then executes a straight run of
 * non-interacting instructions at once — compiled ALU blocks
 * (cu/block_compiler.ts) as one function, other instructions by `step` —
 * occupies the SIMD for their issue cycles and continues when it is free.
 * An interacting instruction runs at its own cycle: issue stalls while its
 * s_waitcnt counter is at its maximum, otherwise it executes and its Effect
 * goes to the effect dispatch (effect_dispatch.ts). The runner is also the
 * CU's `WaveHost`: a read of src_pops_exiting_wave_id goes to the POPS wait
 * state (pops_wait.ts).
 *
 * Why its own unit: this is the engine's inner loop (most simulated time is
 * spent here), kept to one class with one call site per callee so it stays
 * monomorphic; everything that happens outside the wave is behind
 * `EffectDispatch.apply`.
 */
import type { InstructionClass } from '../cu/timing_table.js';
import { currentInstruction } from '../cu/run.js';
import { addSigned } from '../cu/scalar_ops.js';
import type { CompiledInstruction, PopsWaitLoop, Wave, WaveHost } from '../cu/wave.js';
import type { EffectDispatch } from './effect_dispatch.js';
import type { EngineContext } from './engine_context.js';
import type { EventQueue } from './event_queue.js';
import type { PopsWait } from './pops_wait.js';
import type { PollLoopHost } from './poll_loop_host.js';
import { EventKind } from './engine_events.js';
import type { SimdArbiter } from './simd_arbiter.js';
import { Counter, WaveStatus, type WaveAdvance, type WaveContext } from './wave_context.js';
import type { Watchdog } from './watchdog.js';
import type { SurfaceTraffic } from '../memory/surface_traffic.js';

/**
 * Non-interacting instructions run in one go at most (bounds a runaway ALU
 * loop between watchdog checks). A const enum: tsc writes it as a literal,
 * where V8 reads a module-level const through a hole check at every use.
 */
const enum Batch {
  Alu = 256,
}

export class WaveRunner implements WaveHost, WaveAdvance {
  private readonly queue: EventQueue;
  private readonly watchdog: Watchdog;
  /** Executed instructions per class index (EngineCounters.instructions). */
  private readonly counts: Float64Array;
  /** lgkmcnt's maximum: 4 bits on GFX9, 6 on GFX10+. */
  private readonly lgkmMax: number;
  /** The wave whose instructions run now (WaveHost calls refer to it). */
  private current: WaveContext | undefined = undefined;
  readonly surfaceTraffic: SurfaceTraffic;

  constructor(
    private readonly core: EngineContext,
    private readonly arbiter: SimdArbiter,
    private readonly dispatch: EffectDispatch,
    private readonly popsWait: PopsWait,
    /** GFX9 without lazy polling, GFX10/10.3: the engine core, which runs loop steps of waves handed over to it. */
    private readonly pollLoops: PollLoopHost | undefined,
  ) {
    this.queue = core.queue;
    this.watchdog = core.parts.watchdog;
    this.counts = core.parts.counters.instructions;
    this.lgkmMax = core.parts.gfx === 'gfx9' ? 15 : 63;
    this.surfaceTraffic = core.parts.counters.surfaces;
    core.events.waves = this;
  }

  // ---- WaveHost ----

  popsExitingWaveId(wave: Wave): number {
    return this.popsWait.exitingWaveId(this.current ?? this.core.live.get(wave.uid)!);
  }

  /** The wave's continuation: runs it on from where it stopped, unless it ended or is blocked. */
  advance(ctx: WaveContext): void {
    const loops = this.pollLoops;
    if (loops !== undefined && loops.runs(ctx) && loops.step(EventKind.Advance, ctx)) return;
    if (ctx.ended || ctx.status !== WaveStatus.Ready) return;
    const now = this.queue.now;
    const busy = this.arbiter.busyUntil(ctx.simdIndex);
    if (busy > now) {
      this.arbiter.wait(ctx, busy);
      return;
    }
    const program = ctx.program;
    const loop = program.popsWaitLoop;
    // `=== true`: a bare test of this result compiled to V8's generic ToBoolean (see waitLoopStep).
    if (loop !== undefined && this.waitLoopStep(ctx, loop, now) === true) return;
    const w = ctx.wave;
    this.current = ctx;
    const counts = this.counts;
    let cycles = 0;
    let n = 0;
    const blocks = program.blocks;
    let inst: CompiledInstruction | undefined;
    while (n < Batch.Alu) {
      // A compiled straight-line ALU block runs as one function (cu/block_compiler.ts), like runAlu,
      // with its instructions counted per class for the statistics.
      const block = blocks?.[w.index];
      if (block !== undefined && block.length <= Batch.Alu - n) {
        const start = w.index;
        cycles += block.run(w, this);
        w.index = start + block.length;
        const perClass = block.classCounts;
        for (let j = 0; j < perClass.length; j += 2) counts[perClass[j]!] = counts[perClass[j]!]! + perClass[j + 1]!;
        n += block.length;
        continue;
      }
      inst = currentInstruction(w);
      if (inst.interacts) break;
      inst.exec(w, this);
      counts[inst.clsIndex] = counts[inst.clsIndex]! + 1;
      cycles += inst.issueCycles;
      n++;
    }
    ctx.issued += n;
    if (cycles > 0) {
      this.arbiter.occupy(ctx.simdIndex, cycles);
      this.continueAt(ctx, now, cycles);
      this.current = undefined;
      return;
    }
    // No cycles (every instruction issues for at least one): the loop's first look found `inst` interacting.
    this.interact(ctx, inst!);
    this.current = undefined;
  }

  /**
   * Runs the wave's next step of its POPS wait loop (cu/pops_wait_loop.ts)
   * at `now` exactly as the generic loop would — the same state changes,
   * counters, SIMD occupancy and continuation — and returns true; returns
   * false, having changed nothing, when the wave is elsewhere or its compare
   * leaves the loop (the generic loop then runs on past the exit). From its
   * first read the wave is in loop mode (`WaveContext.loopMode`): the steps
   * keep its registers, index and SCC in the context.
   */
  private waitLoopStep(ctx: WaveContext, loop: PopsWaitLoop, now: number): boolean {
    // One small function per step: each inlines its helpers within V8's budget, as one large function did not.
    // `loopMode === true` in the steps: a bare test of the field compiled to V8's generic ToBoolean
    // (a dozen instructions per event; docs/speed_log.md, "Why a polling event cannot be skipped exactly").
    const i = ctx.loopMode === true ? ctx.loopIndex : ctx.wave.index;
    if (i === loop.read) this.readStep(ctx, loop, now);
    else if (i === loop.compare) return this.compareStep(ctx, loop, now);
    else if (i === loop.sleep) this.sleepStep(ctx, loop, now);
    else if (i === loop.back) this.backStep(ctx, loop, now);
    else return false;
    return true;
  }

  /** The exiting-ID read, interacting (S5): the exiting wave ID of this cycle. */
  private readStep(ctx: WaveContext, loop: PopsWaitLoop, now: number): void {
    const id = this.popsWait.exitingWaveId(ctx);
    // `idFirst === true` below: a bare test of the flag compiled to V8's generic ToBoolean, as for `loopMode`.
    if (ctx.loopMode === true || this.enterLoopMode(ctx, loop)) {
      const sum = ctx.loopSum >>> 0;
      const addend = loop.addend === loop.sum ? sum : ctx.loopAddend >>> 0;
      ctx.loopSum = (loop.idFirst === true ? addSigned(id, addend, ctx) : addSigned(addend, id, ctx)) | 0;
      ctx.loopIndex = loop.read + 1;
    } else {
      const w = ctx.wave;
      const sgpr = w.sgpr;
      const addend = sgpr[loop.addend]!;
      sgpr[loop.sum] = loop.idFirst === true ? addSigned(id, addend, w) : addSigned(addend, id, w);
      w.index = loop.read + 1;
    }
    this.issue(ctx, loop.readInst, loop.readInst.issueCycles);
    this.continueIfReady(ctx, now + loop.readInst.issueCycles);
    if (ctx.loopMode === true && this.pollLoops !== undefined) this.pollLoops.handOver(ctx, loop);
  }

  /** The compare and its branch; false, having changed nothing, when the compare leaves the loop. */
  private compareStep(ctx: WaveContext, loop: PopsWaitLoop, now: number): boolean {
    let scc: number;
    if (ctx.loopMode === true) {
      const lhs = loop.lhs === loop.sum ? ctx.loopSum : ctx.loopLhs;
      const rhs = loop.rhs === loop.sum ? ctx.loopSum : ctx.loopRhs;
      scc = loop.compareOp(lhs >>> 0, rhs >>> 0) ? 1 : 0;
      // Leaving: the registers, index and SCC back into the wave before the generic loop runs the compare.
      if (scc === loop.exitScc) {
        ctx.leaveLoopMode();
        return false;
      }
      ctx.scc = scc;
      ctx.loopIndex = loop.sleep;
    } else {
      const w = ctx.wave;
      scc = loop.compareOp(w.sgpr[loop.lhs]!, w.sgpr[loop.rhs]!) ? 1 : 0;
      if (scc === loop.exitScc) return false;
      w.scc = scc;
      w.index = loop.sleep;
    }
    const cycles = loop.compareInst.issueCycles + loop.branchInst.issueCycles;
    this.issue(ctx, loop.compareInst, 0);
    this.issue(ctx, loop.branchInst, cycles);
    this.continueAt(ctx, now, cycles);
    return true;
  }

  /** The s_sleep (S6): its timer starts, or it ends at once after a remembered wake-up. */
  private sleepStep(ctx: WaveContext, loop: PopsWaitLoop, now: number): void {
    this.setIndex(ctx, loop.sleep + 1);
    this.issue(ctx, loop.sleepInst, loop.sleepInst.issueCycles);
    this.popsWait.sleep(ctx, loop.sleepN);
    this.continueIfReady(ctx, now + loop.sleepInst.issueCycles);
  }

  /** The branch back to the read. */
  private backStep(ctx: WaveContext, loop: PopsWaitLoop, now: number): void {
    this.setIndex(ctx, loop.read);
    this.issue(ctx, loop.backInst, loop.backInst.issueCycles);
    this.continueAt(ctx, now, loop.backInst.issueCycles);
  }

  private setIndex(ctx: WaveContext, index: number): void {
    if (ctx.loopMode === true) ctx.loopIndex = index;
    else ctx.wave.index = index;
  }

  /**
   * Enters loop mode at the wave's first read (`WaveContext.loopMode`) and
   * returns true — unless a scalar load may still write an SGPR (lgkmcnt
   * above 0: the wave then polls on its own registers, every step). Inside
   * the loop nothing else writes SGPRs: its own instructions write the sum
   * and SCC only, and only scalar memory returns write SGPRs from outside.
   */
  private enterLoopMode(ctx: WaveContext, loop: PopsWaitLoop): boolean {
    const w = ctx.wave;
    if (w.lgkmcnt > 0) return false;
    const sgpr = w.sgpr;
    ctx.loopSum = sgpr[loop.sum]! | 0;
    ctx.loopAddend = sgpr[loop.addend]! | 0;
    ctx.loopLhs = sgpr[loop.lhs]! | 0;
    ctx.loopRhs = sgpr[loop.rhs]! | 0;
    ctx.scc = w.scc;
    ctx.loopMode = true;
    return true;
  }

  /**
   * `inst` issued: counted for the wave and its class; the SIMD busy from now
   * for `cycles` when not 0 (a run of instructions occupies it once, for all
   * their cycles, as the generic loop does).
   */
  private issue(ctx: WaveContext, inst: CompiledInstruction, cycles: number): void {
    ctx.issued++;
    this.counts[inst.clsIndex] = this.counts[inst.clsIndex]! + 1;
    if (cycles > 0) this.arbiter.occupy(ctx.simdIndex, cycles);
  }

  /** After a run of non-interacting instructions (`cycles` of issue): progress unless polling, and the continuation. */
  private continueAt(ctx: WaveContext, now: number, cycles: number): void {
    // `!== true`: a bare test of the field compiled to V8's generic ToBoolean, a dozen instructions when it holds.
    if (ctx.polling !== true) this.watchdog.progress(now);
    this.core.continueAt(now + cycles, ctx);
  }

  /** After an interacting instruction: the continuation at `cycle`, unless its effect ended or stopped the wave. */
  private continueIfReady(ctx: WaveContext, cycle: number): void {
    // An ended wave's object may already serve a newly launched wave (pooled).
    if (!ctx.ended && ctx.status === WaveStatus.Ready) this.core.continueAt(cycle, ctx);
  }

  /** Executes the interacting instruction `inst` (the wave's next) at the current cycle. */
  private interact(ctx: WaveContext, inst: CompiledInstruction): void {
    const w = ctx.wave;
    if (this.counterFull(ctx, inst.cls)) return;
    const effect = inst.exec(w, this);
    this.issue(ctx, inst, inst.issueCycles);
    const next = this.queue.now + inst.issueCycles;
    if (effect !== undefined) this.dispatch.apply(ctx, effect);
    this.continueIfReady(ctx, next);
  }

  /** Issue stalls while the instruction's counter is at its maximum. */
  private counterFull(ctx: WaveContext, cls: InstructionClass): boolean {
    const w = ctx.wave;
    let counter: number;
    let limit: number;
    if (cls === 'vmem' && (w.vmcnt >= 63 || w.vscnt >= 63)) {
      counter = Counter.Vm;
      limit = 62;
    } else if ((cls === 'smem' || cls === 'lds') && w.lgkmcnt >= this.lgkmMax) {
      counter = Counter.Lgkm;
      limit = this.lgkmMax - 1;
    } else if (cls === 'export' && w.expcnt >= 7) {
      counter = Counter.Exp;
      limit = 6;
    } else {
      return false;
    }
    const l = ctx.limits;
    l.fill(Infinity);
    l[counter] = limit;
    if (counter === Counter.Vm) l[Counter.Vs] = 62;
    ctx.status = WaveStatus.Waitcnt;
    return true;
  }
}
