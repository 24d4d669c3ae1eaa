/**
 * The engine core in WebAssembly (wasm/, compiled by AssemblyScript and
 * embedded by tools/gen_wasm.ts): the near event ring (event_queue.ts), the
 * GFX9 POPS wait loop of waves handed over to it (poll_loop_host.ts), and
 * the loop that runs the ring's indexed events. One instance for the thread,
 * made when this module loads; its memory never grows after that, so the
 * typed-array views below stay valid.
 *
 * Why WebAssembly: a GFX9 polling case runs millions of loop steps, each a
 * pop, a few loads and stores and a push; in JavaScript each of those went
 * through objects whose maps V8 checks at every access, several hundred host
 * instructions per event (docs/speed_log.md, fortieth stop).
 *
 * The instance calls back into JavaScript through its imports, which this
 * module forwards to the hosts that are running (`CoreHosts`): the queue
 * whose `runUntil` runs, and that engine's poll-loop host.
 */
import { ENGINE_CORE_WASM } from './engine_core_wasm.generated.js';

/** The instance's exports (wasm/engine_core.ts, event_ring.ts, poll_loop.ts). */
export interface EngineCoreExports {
  readonly memory: WebAssembly.Memory;
  // The ring.
  windowCycles(): number;
  entryCapacity(): number;
  init(): void;
  eventCount(): number;
  headTime(): number;
  headSeq(): number;
  setNearFirstBefore(time: number): void;
  hasRoom(): number;
  payloadOf(e: number): number;
  seqOf(e: number): number;
  nextOf(e: number): number;
  firstOf(slot: number): number;
  nextMarked(slot: number): number;
  push(time: number, seq: number, payload: number): number;
  pushReserved(time: number, seq: number, payload: number): number;
  unlinkHead(): number;
  release(e: number): void;
  unlinkFrom(slot: number, kept: number, e: number): void;
  moveHead(slot: number, distance: number): void;
  clearSlot(slot: number): void;
  setEmpty(): void;
  headSlotIndex(): number;
  sequenceAddress(): number;
  runStateAddress(): number;
  runIndexed(limit: number, max: number): number;
  // The poll loop.
  pollInit(): void;
  pollEvent(kind: number, index: number, time: number): number;
  slotIndexAddress(): number;
  slotLoopAddress(): number;
  slotStepAddress(): number;
  slotSimdAddress(): number;
  slotAsleepAddress(): number;
  slotSumAddress(): number;
  slotAddendAddress(): number;
  slotLhsAddress(): number;
  slotRhsAddress(): number;
  slotSccAddress(): number;
  slotIssuedAddress(): number;
  slotSleepStartAddress(): number;
  slotExitCellAddress(): number;
  exitingIdsAddress(): number;
  exitCellCount(): number;
  loopsAddress(): number;
  loopRowSize(): number;
  busyAddress(): number;
  cuOfAddress(): number;
  classCountsAddress(): number;
  cuBusyAddress(): number;
  sleepCountsAddress(): number;
}

/** The queue whose `runUntil` runs: the ring's indexed events that are not loop steps go to it. */
export interface CoreEventHost {
  runIndexedAt(kind: number, index: number, time: number): void;
}

/** The running engine's poll-loop host: what a loop step asks of JavaScript. */
export interface CorePollHost {
  /** The wave of `slot` waits for its busy SIMD (SimdArbiter.wait). */
  simdWait(slot: number, busy: number, time: number): void;
  /** The wave of `slot` goes back to JavaScript: its state into its context. */
  handBack(slot: number): void;
}

/**
 * Who the imports call. An object's fields, not module `let`s: V8 checks a
 * module binding against the temporal dead zone at every read, and the
 * event host is read at every event.
 */
export const CoreHosts: { events: CoreEventHost | undefined; poll: CorePollHost | undefined } = { events: undefined, poll: undefined };

function instantiate(): EngineCoreExports {
  const module = new WebAssembly.Module(Buffer.from(ENGINE_CORE_WASM, 'base64'));
  const env = {
    abort: (): never => {
      throw new Error("engine core: the WebAssembly module aborted");
    },
    runEvent: (kind: number, index: number, time: number): void => CoreHosts.events!.runIndexedAt(kind, index, time),
    simdWait: (slot: number, busy: number, time: number): void => CoreHosts.poll!.simdWait(slot, busy, time),
    handBack: (slot: number): void => CoreHosts.poll!.handBack(slot),
  };
  const core = new WebAssembly.Instance(module, { env }).exports as unknown as EngineCoreExports;
  core.init();
  core.pollInit();
  return core;
}

export const CORE = instantiate();

function f64View(address: number, length: number): Float64Array {
  return new Float64Array(CORE.memory.buffer, address, length);
}

function i32View(address: number, length: number): Int32Array {
  return new Int32Array(CORE.memory.buffer, address, length);
}

/** The thread's next sequence number (every queue's; wasm/event_ring.ts NEXT_SEQ). */
export const NEXT_SEQ = f64View(CORE.sequenceAddress(), 1);
/** `runIndexed`'s last event time at [0], and the events it ran as loop steps per kind at [kind]. */
export const RUN_STATE = f64View(CORE.runStateAddress(), 16);
export const RUN_LAST_TIME = 0;

/** Context slots the poll loop knows (engine_events.ts: below 2^16). */
const SLOTS = 1 << 16;
/** Per context slot: the event index of the wave the poll loop runs there, -1 when none. */
export const SLOT_INDEX = i32View(CORE.slotIndexAddress(), SLOTS);
export const SLOT_LOOP = i32View(CORE.slotLoopAddress(), SLOTS);
export const SLOT_STEP = i32View(CORE.slotStepAddress(), SLOTS);
export const SLOT_SIMD = i32View(CORE.slotSimdAddress(), SLOTS);
export const SLOT_ASLEEP = i32View(CORE.slotAsleepAddress(), SLOTS);
export const SLOT_SUM = i32View(CORE.slotSumAddress(), SLOTS);
export const SLOT_ADDEND = i32View(CORE.slotAddendAddress(), SLOTS);
export const SLOT_LHS = i32View(CORE.slotLhsAddress(), SLOTS);
export const SLOT_RHS = i32View(CORE.slotRhsAddress(), SLOTS);
export const SLOT_SCC = i32View(CORE.slotSccAddress(), SLOTS);
/** Per context slot: the EXITING_IDS cell its exiting-ID read reads. */
export const SLOT_EXIT_CELL = i32View(CORE.slotExitCellAddress(), SLOTS);
/** The exiting wave ID of each SE's packers (pops_unit.ts `mirrorExitingIds`), at SE · PACKERS_PER_SE + packer; the last cell is always 0. */
export const EXITING_IDS = i32View(CORE.exitingIdsAddress(), CORE.exitCellCount());
export const PACKERS_PER_SE = 4;
export const NO_PACKER_CELL = CORE.exitCellCount() - 1;
export const SLOT_ISSUED = f64View(CORE.slotIssuedAddress(), SLOTS);
export const SLOT_SLEEP_START = f64View(CORE.slotSleepStartAddress(), SLOTS);
/** Loops the poll loop knows: rows of `LOOP_ROW` numbers (poll_loop_host.ts `LoopField`). */
export const LOOP_ROW = CORE.loopRowSize();
export const MAX_LOOPS = 1024;
export const LOOPS = i32View(CORE.loopsAddress(), MAX_LOOPS * LOOP_ROW);
/** The SIMD arbiter's per-SIMD busy time and CU (simd_arbiter.ts), read and written by loop steps too. */
export const MAX_SIMDS = 1024;
export const SIMD_BUSY = f64View(CORE.busyAddress(), MAX_SIMDS);
export const SIMD_CU = i32View(CORE.cuOfAddress(), MAX_SIMDS);
/** What loop steps counted since the host last took them: per instruction class, per CU busy cycles, sleeps and cycles asleep. */
export const STEP_CLASS_COUNTS = f64View(CORE.classCountsAddress(), 64);
export const STEP_CU_BUSY = f64View(CORE.cuBusyAddress(), 256);
export const STEP_SLEEPS = f64View(CORE.sleepCountsAddress(), 2);
