/**
 * The engine's per-wave state, shared by its units (docs/gpu_engine.md
 * "Engine units"): `WaveContext` — where the wave runs, its s_waitcnt
 * counters' outstanding work, its sleep and POPS-wait bookkeeping — and
 * `InFlightRequest`, a memory instruction in flight.
 *
 * Why one record in its own file: every unit (launcher, runner, effect
 * dispatch, in-flight memory, POPS wait, hang report) reads or writes parts
 * of it, so it sits below all of them and imports none of them; a class
 * (not an object literal per unit) keeps one hidden class for every wave, so
 * the hot paths stay monomorphic. `InFlightRequest` lives here too because a
 * wave holds its requests in per-counter FIFOs and a request points back to
 * its wave: apart, the two files would import each other.
 */
import { MAX_ACCESSES_PER_OP, type MemoryOp } from '../cu/memory_op.js';
import type { CompiledProgram, Wave } from '../cu/wave.js';
import { LineGroups } from '../memory/vmem_timing.js';
import type { BuiltWave, LaneMap } from '../spi/wave_args.js';
import type { VertexBatch } from '../spi/vertex_batch.js';
import type { DrawLaunch } from '../spi/wave_packer.js';
import type { SlotRef } from '../spi/wave_slots.js';

/**
 * Why a wave is not running; the engine's units set and clear it
 * (`WaveContext.status`). Small integers, not strings: every continuation
 * tests it, and V8 checks a loaded string's instance type before comparing
 * it (five more instructions per test; docs/speed_log.md, thirty-third stop).
 */
export const enum WaveStatus {
  Ready = 0,
  Waitcnt = 1,
  Sleep = 2,
  WaitEvent = 3,
  Ended = 4,
}

/** The statuses' names, as hang reports print them. */
export const WAVE_STATUS_NAMES: readonly string[] = ['ready', 'waitcnt', 'sleep', 'wait_event', 'ended'];

/** Index of each s_waitcnt counter in `lastDone` and `limits`, and of its in-flight FIFO (`WaveContext.headOf`). */
export const enum Counter {
  Vm = 0,
  Vs = 1,
  Lgkm = 2,
  Exp = 3,
}

/** Runs a wave on from where it stopped (wave_runner.ts); the wave's continuation event calls it. */
export interface WaveAdvance {
  advance(ctx: WaveContext): void;
}

/** Fields of line k in `InFlightRequest.lines`, at k · LineField.Count + field. */
export const enum LineField {
  Level = 0,
  Latency = 1,
  Channel = 2,
  Address = 3,
  /** The line's accesses: `InFlightRequest.order[From .. To)` (its `LineGroups` range, copied so a served line reads one row). */
  From = 4,
  To = 5,
  /** The line's first byte when every access of the request is dword-aligned (`LineGroups.aligned`), else −1. */
  Start = 6,
  /** Fields per line. */
  Count = 7,
}

/** Lines an in-flight record has room for before it grows (a wave64 dword access to an 8x8 tile: 8 lines). */
const INITIAL_LINES = 16;

/**
 * A memory instruction in flight (pooled by inflight_memory.ts): its lines
 * and completion state. What a line's events read (serving level, latency,
 * L2 channel, line address) is set at issue in one array, and the CU is
 * copied: a line event then touches the record and that array only, not the
 * wave's objects or the instruction's address arrays (hundreds of requests
 * are in flight; the first touch of each object is much of an event's host
 * time). A request allocates nothing per line.
 */
export class InFlightRequest {
  op: MemoryOp | undefined = undefined;
  /** The record's number in its pool (inflight_memory.ts): its events' index (engine_events.ts). */
  readonly id: number;
  ctx: WaveContext | undefined = undefined;
  /** The wave's CU (`ctx.slot.cu`). */
  cu = 0;
  counter = 0;
  /** Lines not yet served; when the last is served, the request's return is scheduled. */
  linesUnserved = 0;
  /** The latest line return so far (cycle) and the sequence number its own event would have had (EventQueue.reserve). */
  lastReturn = -1;
  lastReturnSeq = 0;
  done = false;
  /** The wave's next request of the same counter (its in-flight FIFO, `WaveContext.headOf`). */
  next: InFlightRequest | undefined = undefined;
  readonly groups = new LineGroups(MAX_ACCESSES_PER_OP);
  /** `groups.order`, held directly: a served line then need not touch the groups object. */
  readonly order = this.groups.order;
  /**
   * Per line: LineField.Level, LineField.Latency, LineField.Channel, LineField.Address, LineField.From,
   * LineField.To, LineField.Start. Room for INITIAL_LINES lines, replaced by a larger array for a
   * request of more lines (`linesFor`): most touch 1–16, and a record sized
   * for the most (one line per access) cost 12 KB of zeroed memory each
   * time an engine grew its pool of records.
   */
  lines = new Float64Array(INITIAL_LINES * LineField.Count);

  constructor(id: number) {
    this.id = id;
  }

  /** `lines`, with room for `count` lines. */
  linesFor(count: number): Float64Array {
    if (count * LineField.Count > this.lines.length) this.lines = new Float64Array(count * LineField.Count);
    return this.lines;
  }
}

export class WaveContext {
  // Field order is layout: V8 places fields in declaration order, and a POPS
  // wake-up and each poll step in loop mode read only the fields up to
  // `loopRhs`, never the wave's own objects (docs/gpu_engine.md "Engine
  // units"). Together they take fewer host cache lines per woken wave,
  // which a polling case wakes by the thousand between two of its polls
  // (docs/speed_log.md, thirty-eighth stop: fewer second-level misses per
  // wave). Keep them first.
  private readonly runner: WaveAdvance;
  /** Why the wave is not running (`Ready` when it may issue); the engine's units set and clear it. */
  status!: WaveStatus;
  /** The index the wave's events carry while it is live (EngineEvents.register). */
  eventIndex!: number;
  /** `wave.program` (fixed for the launch), kept here so that a poll step need not touch the wave. */
  program!: CompiledProgram;
  /** s_endpgm ran: events still queued for this context (a stale continuation) must not touch `wave`. */
  ended!: boolean;
  /** The SIMD's index over the whole GPU, cu · simdsPerCu + simd (simd_arbiter.ts). */
  simdIndex!: number;
  /** Instructions issued since launch: more than the program has means it looped (the hang report's "spinning"). */
  issued!: number;
  /** In a POPS wait: polled the exiting wave ID, slept or waited for export_ready since its last real progress. */
  polling!: boolean;
  /**
   * A GFX10/10.3 POPS wake-up arrived while the wave was not sleeping: it ends
   * the wave's next s_sleep at once (the lost-wake-up race of the wait loop, S6;
   * assumption from the RADV MR, docs/gpu_engine.md).
   */
  wakePending!: boolean;
  /** When the wave's current s_sleep began (the sleep-cycle statistic). */
  sleepStart!: number;
  /** Shader engine (its SPI and POPS unit). */
  se!: number;
  /**
   * The packer the wave's POPS packer register names, as the POPS unit returned
   * it when the wave set it (S3; null: none); undefined until then. A poll reads
   * it here instead of the unit's wave record, one cold object fewer per poll.
   */
  popsAssociation!: number | null | undefined;
  /**
   * Loop mode (wave_runner.ts `waitLoopStep`): from its first exiting-ID
   * read on, a wave in its POPS wait loop keeps the loop's registers, its
   * instruction index and SCC here, not in its `Wave`, and writes them back
   * when the compare leaves the loop (`leaveLoopMode`). A poll then touches
   * neither the wave nor its SGPR file — cold objects of their own, whose
   * first touch was most of a woken wave's cost. The register values are
   * Int32 views of the u32 patterns, so the fields stay small integers.
   */
  loopMode!: boolean;
  loopIndex!: number;
  /** SCC in loop mode (the read's add kernel writes it here: scalar_ops.ts `SccRegister`). */
  scc!: number;
  loopSum!: number;
  loopAddend!: number;
  loopLhs!: number;
  loopRhs!: number;
  // The poll path's fields end here: a wake-up and each poll step of a wave in loop mode read none below.
  wave!: Wave;
  /** GFX9: the pending s_sleep timer's event handle, -1 when none (GFX10+ keeps its timers in pops_wait.ts's SleepTimers). */
  sleepTimer!: number;
  /** Lazy polling (GFX9 only): when the wave's last s_sleep timer fired and when it last read the exiting ID (-1: never). */
  lastFireAt!: number;
  lastPollAt!: number;
  /** Queued events that refer to the wave: memory requests not yet retired, counter completions. */
  pending!: number;
  /** The wave's CU (`slot.cu`, here so that a memory issue does not touch the slot object). */
  cu!: number;
  /**
   * Memory instructions in flight per counter, oldest first: lists through
   * `InFlightRequest.next` (`headOf`, `tailOf`). Fields, not arrays: an
   * array is two more objects for a memory issue and return to touch. The
   * requests are pooled, so a FIFO costs no allocation.
   */
  private vmHead!: InFlightRequest | undefined;
  private vsHead!: InFlightRequest | undefined;
  private lgkmHead!: InFlightRequest | undefined;
  private vmTail!: InFlightRequest | undefined;
  private vsTail!: InFlightRequest | undefined;
  private lgkmTail!: InFlightRequest | undefined;
  /** The wave and its lane map, returned to the pool once the wave has ended and `pending` is 0. */
  built!: BuiltWave;
  lanes!: LaneMap;
  slot!: SlotRef;
  /** The wave's draw: render-backend state and depth order. */
  draw!: DrawLaunch;
  /** Cycle of the wave's first instruction. */
  launchCycle!: number;
  exported!: boolean;
  /** A vertex wave's batch (its exports fill it); undefined for pixel waves. */
  vertexBatch!: VertexBatch | undefined;
  /** LDS and export counters: completion cycle of the newest request (completion stays in order). */
  readonly lastDone: number[] = [0, 0, 0, 0];
  /** s_waitcnt limits while blocked (vm, vs, lgkm, exp). */
  readonly limits: number[] = [0, 0, 0, 0];
  pollStart!: number;
  everPolled!: boolean;
  /** Lanes whose own pixel overlapped a wave in flight at launch (PopsLaunch.overlapLanesLo/Hi; the POPS-wait map). */
  overlapLanesLo!: number;
  overlapLanesHi!: number;
  /** Start of the ordered section (after the wait), -1 when not inside. */
  orderedStart!: number;
  /** Lazy polling, GFX9: the parked sleep's length, and the loop's cycles from a timer to its exiting-ID read and to its next s_sleep. */
  sleepLength!: number;
  pollOffset!: number;
  loopCycles!: number;

  constructor(built: BuiltWave, se: number, slot: SlotRef, simdIndex: number, draw: DrawLaunch, launchCycle: number, runner: WaveAdvance) {
    this.runner = runner;
    this.launch(built, se, slot, simdIndex, draw, launchCycle);
  }

  /**
   * Makes the context that of a newly launched wave: the launch's fields
   * set, every other field as a new context has it. The engine reuses the
   * contexts of released waves (engine_context.ts): a context lives as long
   * as its wave, so allocating one per wave had the garbage collector copy
   * each of them out of the young generation.
   */
  launch(built: BuiltWave, se: number, slot: SlotRef, simdIndex: number, draw: DrawLaunch, launchCycle: number): this {
    this.status = WaveStatus.Ready;
    this.wave = built.wave;
    this.eventIndex = -1;
    this.program = built.wave.program;
    this.ended = false;
    this.simdIndex = simdIndex;
    this.issued = 0;
    this.polling = false;
    this.wakePending = false;
    this.sleepTimer = -1;
    this.sleepStart = 0;
    this.lastFireAt = -1;
    this.lastPollAt = -1;
    this.se = se;
    this.popsAssociation = undefined;
    this.loopMode = false;
    this.loopIndex = 0;
    this.scc = 0;
    this.loopSum = 0;
    this.loopAddend = 0;
    this.loopLhs = 0;
    this.loopRhs = 0;
    this.pending = 0;
    this.cu = slot.cu;
    this.vmHead = undefined;
    this.vsHead = undefined;
    this.lgkmHead = undefined;
    this.vmTail = undefined;
    this.vsTail = undefined;
    this.lgkmTail = undefined;
    this.built = built;
    this.lanes = built.lanes;
    this.slot = slot;
    this.draw = draw;
    this.launchCycle = launchCycle;
    this.exported = false;
    this.vertexBatch = undefined;
    // Element stores: `fill` on a four-element array is a builtin call costing more than the stores.
    const done = this.lastDone;
    done[0] = done[1] = done[2] = done[3] = 0;
    const limits = this.limits;
    limits[0] = limits[1] = limits[2] = limits[3] = 0;
    this.pollStart = 0;
    this.everPolled = false;
    this.overlapLanesLo = 0;
    this.overlapLanesHi = 0;
    this.orderedStart = -1;
    this.sleepLength = 0;
    this.pollOffset = 0;
    this.loopCycles = 0;
    return this;
  }

  /** Runs the wave on from where it stopped (the SIMD arbiter calls it for a waiter; its continuation event is EventKind.Advance). */
  advance(): void {
    this.runner.advance(this);
  }

  /** Leaves loop mode: the loop's sum, the index and SCC back into the wave (any time: the wave polls on from its own registers, or enters loop mode again at its next read). */
  leaveLoopMode(): void {
    const w = this.wave;
    w.sgpr[this.program.popsWaitLoop!.sum] = this.loopSum;
    w.index = this.loopIndex;
    w.scc = this.scc;
    this.loopMode = false;
  }

  /** The oldest in-flight request of `counter` (Counter.Vm, Counter.Vs or Counter.Lgkm). */
  headOf(counter: number): InFlightRequest | undefined {
    return counter === Counter.Vm ? this.vmHead : counter === Counter.Vs ? this.vsHead : this.lgkmHead;
  }

  /** The newest in-flight request of `counter`. */
  tailOf(counter: number): InFlightRequest | undefined {
    return counter === Counter.Vm ? this.vmTail : counter === Counter.Vs ? this.vsTail : this.lgkmTail;
  }

  setHead(counter: number, rec: InFlightRequest | undefined): void {
    if (counter === Counter.Vm) this.vmHead = rec;
    else if (counter === Counter.Vs) this.vsHead = rec;
    else this.lgkmHead = rec;
  }

  setTail(counter: number, rec: InFlightRequest | undefined): void {
    if (counter === Counter.Vm) this.vmTail = rec;
    else if (counter === Counter.Vs) this.vsTail = rec;
    else this.lgkmTail = rec;
  }

  /** Every counter is at or below its s_waitcnt limit. */
  countersWithin(): boolean {
    const w = this.wave;
    const l = this.limits;
    return w.vmcnt <= l[Counter.Vm]! && w.vscnt <= l[Counter.Vs]! && w.lgkmcnt <= l[Counter.Lgkm]! && w.expcnt <= l[Counter.Exp]!;
  }

  /** A request of `counter` completed: the wave's counter drops. */
  counterDone(counter: number): void {
    const w = this.wave;
    if (counter === Counter.Vm) w.vmcnt--;
    else if (counter === Counter.Vs) w.vscnt--;
    else if (counter === Counter.Lgkm) w.lgkmcnt--;
    else w.expcnt--;
  }
}
