/**
 * The engine core in WebAssembly (wasm/, compiled by AssemblyScript and
 * embedded by tools/gen_wasm.ts): the near event ring (event_queue.ts), the
 * POPS wait loop of waves handed over to it (poll_loop_host.ts), the SIMD
 * arbiter's FIFOs and serves (simd_arbiter.ts), the GFX10+ sleep timers'
 * lists (sleep_timers.ts), and the loop that runs the ring's indexed events.
 * One instance for the thread, made when this module loads; its memory never
 * grows after that, so the typed-array views below stay valid.
 *
 * Why WebAssembly: a polling case runs millions of loop steps, each a
 * pop, a few loads and stores and a push; in JavaScript each of those went
 * through objects whose maps V8 checks at every access, several hundred host
 * instructions per event (docs/speed_log.md, fortieth stop).
 *
 * The instance calls back into JavaScript through its imports, which this
 * module forwards to the hosts that are running (`CoreHosts`): the queue
 * whose `runUntil` runs, that engine's poll-loop host, and the SIMD arbiter
 * that holds the core's SIMD state.
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
  // The SIMD arbiter.
  simdWait(simd: number, entry: number, busy: number, time: number): number;
  serve(simd: number, time: number): void;
  busyAddress(): number;
  cuOfAddress(): number;
  waiterHeadAddress(): number;
  waiterTailAddress(): number;
  serveScheduledAddress(): number;
  waitersAddress(): number;
  waiterCapacity(): number;
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
  slotWakesAddress(): number;
  slotWakePendingAddress(): number;
  wake(index: number, time: number): void;
  exitingIdsAddress(): number;
  exitCellCount(): number;
  loopsAddress(): number;
  loopRowSize(): number;
  classCountsAddress(): number;
  cuBusyAddress(): number;
  sleepCountsAddress(): number;
  // The sleep timers.
  timersReset(): void;
  timerCount(): number;
  timerStart(index: number, length: number, now: number): void;
  timerCancel(index: number, now: number): void;
  timerRanOut(index: number, now: number): void;
}

/** The queue whose `runUntil` runs: the ring's indexed events that are not loop steps or serves go to it. */
export interface CoreEventHost {
  runIndexedAt(kind: number, index: number, time: number): void;
  /** An event the core cannot put in the ring (beyond its window, not a whole cycle, or no entry free): as `atIndexed` would schedule it (the clock at `now`). */
  scheduleFar(time: number, payload: number, now: number): void;
  /** A sleep timer's event, with the sequence number it reserved (`atIndexedReserved`; the clock at `now`): its handle. */
  scheduleReservedFor(time: number, seq: number, payload: number, now: number): number;
  cancel(handle: number): void;
}

/** The SIMD arbiter that holds the core's SIMD state: the waiters it holds, and the continuations of waves the core hands back. */
export interface CoreSimdHost {
  serveWaiter(simd: number, position: number, time: number): void;
  advanceWave(index: number, time: number): void;
}

/** The running engine's poll-loop host: what a loop step asks of JavaScript. */
export interface CorePollHost {
  /** The wave of `slot` goes back to JavaScript: its state into its context. */
  handBack(slot: number): void;
}

/**
 * Who the imports call. An object's fields, not module `let`s: V8 checks a
 * module binding against the temporal dead zone at every read, and the
 * event host is read at every event.
 */
export const CoreHosts: { events: CoreEventHost | undefined; poll: CorePollHost | undefined; simds: CoreSimdHost | undefined } = {
  events: undefined,
  poll: undefined,
  simds: undefined,
};

/** An AssemblyScript string in the instance's memory: UTF-16 code units, its length in bytes just before it ('' for none). */
function assemblyScriptString(address: number): string {
  if (address === 0) return '';
  const buffer = CORE.memory.buffer;
  const bytes = new Uint32Array(buffer, address - 4, 1)[0]!;
  return String.fromCharCode(...new Uint16Array(buffer, address, bytes >>> 1));
}

function instantiate(): EngineCoreExports {
  const module = new WebAssembly.Module(Buffer.from(ENGINE_CORE_WASM, 'base64'));
  const env = {
    abort: (message: number): never => {
      throw new Error(`engine core: ${assemblyScriptString(message) || 'the WebAssembly module aborted'}`);
    },
    runEvent: (kind: number, index: number, time: number): void => CoreHosts.events!.runIndexedAt(kind, index, time),
    scheduleFar: (time: number, payload: number, now: number): void => CoreHosts.events!.scheduleFar(time, payload, now),
    serveWaiter: (simd: number, position: number, time: number): void => CoreHosts.simds!.serveWaiter(simd, position, time),
    advanceWave: (index: number, time: number): void => CoreHosts.simds!.advanceWave(index, time),
    handBack: (slot: number): void => CoreHosts.poll!.handBack(slot),
    scheduleReserved: (time: number, seq: number, payload: number, now: number): number => CoreHosts.events!.scheduleReservedFor(time, seq, payload, now),
    cancelEvent: (handle: number): void => CoreHosts.events!.cancel(handle),
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
/** Per context slot: 1 when POPS wake-ups end its sleeps (GFX10/10.3), and 1 while a wake-up is remembered for its next sleep. */
export const SLOT_WAKES = i32View(CORE.slotWakesAddress(), SLOTS);
export const SLOT_WAKE_PENDING = i32View(CORE.slotWakePendingAddress(), SLOTS);
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
/** The SIMD arbiter's per-SIMD busy time, CU, FIFO head and tail, and serve flag (simd_arbiter.ts), read and written by loop steps and serves too. */
export const MAX_SIMDS = 1024;
export const SIMD_BUSY = f64View(CORE.busyAddress(), MAX_SIMDS);
export const SIMD_CU = i32View(CORE.cuOfAddress(), MAX_SIMDS);
export const WAITER_HEAD = i32View(CORE.waiterHeadAddress(), MAX_SIMDS);
export const WAITER_TAIL = i32View(CORE.waiterTailAddress(), MAX_SIMDS);
export const SERVE_SCHEDULED = i32View(CORE.serveScheduledAddress(), MAX_SIMDS);
/** Positions of each SIMD's FIFO (a power of two), and its entries: a wave's event index, or -1 for a waiter the arbiter holds. */
export const WAITER_CAPACITY = CORE.waiterCapacity();
export const WAITERS = i32View(CORE.waitersAddress(), MAX_SIMDS * WAITER_CAPACITY);
/** What loop steps counted since the host last took them: per instruction class, per CU busy cycles, and sleeps, cycles asleep, wake-ups and late wake-ups. */
export const STEP_CLASS_COUNTS = f64View(CORE.classCountsAddress(), 64);
export const STEP_CU_BUSY = f64View(CORE.cuBusyAddress(), 256);
export const STEP_SLEEPS = f64View(CORE.sleepCountsAddress(), 4);
