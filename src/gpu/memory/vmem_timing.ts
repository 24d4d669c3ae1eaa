/**
 * Timing of the vector memory pipeline per cache line (S9, S11), kept apart
 * from the functional caches (memory_system.ts) like MGPUSim keeps its
 * timing tree apart from emulation. The engine drives it:
 *
 *   1. a VMEM instruction is split into its distinct lines (`groupLines`,
 *      address coalescing at the first-level line size);
 *   2. the CU's texture-address unit passes one line after the other
 *      (`taIssue`: address cycles, plus data cycles for stores);
 *   3. each line travels to the level that serves it (`requestLatency`) —
 *      a load SAMPLES memory there, a store BECOMES VISIBLE there; requests
 *      reaching L2 queue in their L2 channel, one per cycle (`channelServe`);
 *   4. the data (or the write acknowledge) returns after `returnLatency`.
 *
 * One CU's requests to one line arrive and act in program order
 * (`order`, line_order.ts), so a wave reads its own stores.
 *
 * So the last lines of a store become visible well after the wave issued
 * it: a wave that sends ORDERED_PS_DONE without waiting lets a woken
 * overlapping wave read the old value — the race the seed's s_waitcnt
 * prevents. Parameters and their sources: docs/gpu_memory.md "Vector memory
 * timing".
 */
import type { GfxLevel } from '../../isa/gfx_level.js';
import { LineOrder } from './line_order.js';
import { Level } from './memory_system.js';

export interface VmemTimingConfig {
  /** Coalescing granule: the first-level (L0) line. */
  readonly lineBytes: number;
  /** Dwords (lanes) of one line the texture-address unit processes per cycle. */
  readonly addressDwordsPerCycle: number;
  /** Store data dwords moved from the VGPRs per cycle, after the address cycles. */
  readonly storeDwordsPerCycle: number;
  /** Extra cycles a store or atomic needs on the write path before L2 commits it. */
  readonly writePathCycles: number;
  /** Fraction of a level's latency spent before the request reaches it (the rest is the return). */
  readonly requestFraction: number;
  /** L2 channels (address-interleaved by L2 line); each serves one request per cycle. */
  readonly l2Channels: number;
  readonly l2LineBytes: number;
}

/*
 * GFX9: a GCN CU has 16 load/store units and a 64 B/clk vector L1 (AMD GCN
 * architecture whitepaper), one 64-byte line per clock. RDNA doubled the
 * per-CU bandwidth to 128 B/clk with 128-byte lines (AMD RDNA whitepaper).
 * 16 L2 channels (Vega 10 / Navi 10 whitepapers: 16 channels). The store
 * data cycles, the write-path cycles and the 1/2 request fraction are
 * assumptions (docs/gpu_memory.md).
 */
const TIMING: Readonly<Record<GfxLevel, Omit<VmemTimingConfig, 'l2LineBytes'>>> = {
  gfx9: { lineBytes: 64, addressDwordsPerCycle: 16, storeDwordsPerCycle: 16, writePathCycles: 96, requestFraction: 0.5, l2Channels: 16 },
  gfx10: { lineBytes: 128, addressDwordsPerCycle: 32, storeDwordsPerCycle: 32, writePathCycles: 80, requestFraction: 0.5, l2Channels: 16 },
  gfx10_3: { lineBytes: 128, addressDwordsPerCycle: 32, storeDwordsPerCycle: 32, writePathCycles: 80, requestFraction: 0.5, l2Channels: 16 },
  gfx11: { lineBytes: 128, addressDwordsPerCycle: 32, storeDwordsPerCycle: 32, writePathCycles: 80, requestFraction: 0.5, l2Channels: 16 },
};

export function defaultVmemTiming(gfx: GfxLevel, l2LineBytes: number): VmemTimingConfig {
  return { ...TIMING[gfx], l2LineBytes };
}

/** The most accesses one grouping takes (MemoryOp's MAX_ACCESSES_PER_OP fits). */
const MAX_GROUPED_ACCESSES = 1024;
/**
 * `LineGroups.group`'s scratch, shared (grouping is synchronous): line
 * numbers, each access's line index and the per-line fill positions. Module
 * constants, which V8 embeds in the code: an access to one needs no check of
 * the array's map, unlike the instance's arrays (a field each).
 */
const LINE_SCRATCH = new Float64Array(MAX_GROUPED_ACCESSES);
const LINE_OF_ACCESS_SCRATCH = new Int32Array(MAX_GROUPED_ACCESSES);
const FILL_SCRATCH = new Int32Array(MAX_GROUPED_ACCESSES);

/**
 * Lines of one instruction's accesses, in order of first appearance (the
 * order the address unit meets them): access indices grouped per line.
 * Preallocated for `maxAccesses`; nothing allocates per access.
 *
 * Only `order` and `start` belong to the instance (a request in flight reads
 * them until its last line is served). The line numbers and the per-access
 * line index are scratch of the grouping, shared by every instance: a
 * request's own arrays are cold by the time it is reused, so writing the
 * scratch into them cost host cache misses (docs/speed_log.md, twenty-fourth
 * stop). `line` is valid until the next `group` call of any instance.
 */
export class LineGroups {
  /** Access indices, grouped: line k owns order[start[k] .. start[k + 1]). */
  readonly order: Int32Array;
  readonly start: Int32Array;
  count = 0;
  /**
   * Every access of the last `group` call is dword-aligned (false after
   * `whole`). Its lines' accesses then lie dword-aligned in their line,
   * which a served line's memory call need not check access by access
   * (MemorySystem.readLine).
   */
  aligned = false;

  constructor(maxAccesses: number) {
    if (maxAccesses > MAX_GROUPED_ACCESSES) throw new Error(`LineGroups: at most ${MAX_GROUPED_ACCESSES} accesses, not ${maxAccesses}`);
    this.order = new Int32Array(maxAccesses);
    this.start = new Int32Array(maxAccesses + 1);
  }

  /** Line number (address / lineBytes) of line k, for k below `count`, until the next `group` call. */
  get line(): Float64Array {
    return LINE_SCRATCH;
  }

  /**
   * Groups accesses 0..n by `lineBytes`-sized line; access i's address is at
   * `accesses[2i]` (MemoryOp.accesses). `lineBytes` is a power of two
   * (VmemPipeline checks), so the line number is a multiplication by its
   * exact reciprocal, not a division per access.
   */
  group(accesses: Float64Array, n: number, lineBytes: number): void {
    const perByte = 1 / lineBytes;
    const line = LINE_SCRATCH;
    const lineOfAccess = LINE_OF_ACCESS_SCRATCH;
    const fill = FILL_SCRATCH;
    let lines = 0;
    let aligned = true;
    // Consecutive accesses mostly share a line (a quad's two pixels of a row), and a quad's two rows
    // alternate between two lines: the last two lines are checked first.
    let lastLine = NaN;
    let lastK = 0;
    let otherLine = NaN;
    let otherK = 0;
    for (let i = 0; i < n; i++) {
      const address = accesses[2 * i]!;
      const l = Math.floor(address * perByte);
      let k = lastK;
      if (l !== lastLine) {
        if (l === otherLine) {
          k = otherK;
        } else {
          // Instructions touch few lines (a coalesced wave64 dword access: 2–8), so a scan is cheapest.
          k = lines - 1;
          while (k >= 0 && line[k] !== l) k--;
          if (k < 0) {
            k = lines++;
            line[k] = l;
            fill[k] = 0;
          }
        }
        otherLine = lastLine;
        otherK = lastK;
        lastLine = l;
        lastK = k;
      }
      lineOfAccess[i] = k;
      fill[k]!++;
      // Dword-aligned: a whole number of dwords (`* 0.25` is exact). Not `% 4`, x87's fprem per access, nor
      // an int32 test of the offset in the line, which V8 compiled to twice the instructions with overflow checks.
      const dwords = address * 0.25;
      if (Math.floor(dwords) !== dwords) aligned = false;
    }
    // Counts → start offsets (kept in the instance), then place each access at its line's fill position.
    const start = this.start;
    let sum = 0;
    for (let k = 0; k < lines; k++) {
      const c = fill[k]!;
      start[k] = sum;
      fill[k] = sum;
      sum += c;
    }
    start[lines] = sum;
    const order = this.order;
    for (let i = 0; i < n; i++) order[fill[lineOfAccess[i]!]!++] = i;
    this.count = lines;
    this.aligned = aligned;
  }

  /**
   * Accesses 0..n as one line, in order (a scalar request: the whole request
   * is one line). Not `group` with an infinite line: that made `group`'s
   * line size a double at one call site and a small integer at the other,
   * and its loop checked and converted it per access.
   */
  whole(n: number): void {
    const order = this.order;
    for (let i = 0; i < n; i++) order[i] = i;
    this.start[0] = 0;
    this.start[1] = n;
    this.count = 1;
    this.aligned = false;
  }
}

/** Timing state: per-CU address units and per-channel L2 queues. */
export class VmemPipeline {
  private readonly taFree: Float64Array;
  private readonly channelFree: Float64Array;
  /** Program order per CU and first-level line (line_order.ts). */
  readonly order: LineOrder;
  // The config's numbers as fields of this class, not the config object kept: it is an object
  // spread per device (defaultVmemTiming), whose map V8 does not keep from device to device, so
  // methods that read it deoptimized ("wrong map") in new devices.
  /** The coalescing granule (config.lineBytes). */
  readonly lineBytes: number;
  private readonly addressDwordsPerCycle: number;
  private readonly storeDwordsPerCycle: number;
  private readonly requestFraction: number;
  private readonly writePathCycles: number;
  /** 1 / the L2 line size (a power of two: exact). */
  private readonly perL2Line: number;
  /** The L2 channel count − 1 (a power of two: a mask). */
  private readonly channelMask: number;

  constructor(config: VmemTimingConfig, cuCount: number) {
    // LineGroups.group and channelOf multiply by a line size's reciprocal and mask the channel: exact for powers of two only.
    for (const [what, n] of [['line size', config.lineBytes], ['L2 line size', config.l2LineBytes], ['L2 channel count', config.l2Channels]] as const) {
      if (!(n > 0 && (n & (n - 1)) === 0)) throw new Error(`vmem timing: ${what} ${n} is not a power of two`);
    }
    this.taFree = new Float64Array(cuCount);
    this.channelFree = new Float64Array(config.l2Channels);
    this.order = new LineOrder(cuCount);
    this.lineBytes = config.lineBytes;
    this.addressDwordsPerCycle = config.addressDwordsPerCycle;
    this.storeDwordsPerCycle = config.storeDwordsPerCycle;
    this.requestFraction = config.requestFraction;
    this.writePathCycles = config.writePathCycles;
    this.perL2Line = 1 / config.l2LineBytes;
    this.channelMask = config.l2Channels - 1;
  }

  /**
   * The cycle a line of `dwords` accesses leaves CU `cu`'s address unit when
   * offered at `now` (in order behind earlier lines of that CU).
   */
  taIssue(cu: number, now: number, dwords: number, store: boolean): number {
    let cycles = Math.ceil(dwords / this.addressDwordsPerCycle);
    if (store) cycles += Math.ceil(dwords / this.storeDwordsPerCycle);
    const begin = Math.max(now, this.taFree[cu]!);
    const leave = begin + Math.max(1, cycles);
    this.taFree[cu] = leave;
    return leave;
  }

  /** Cycles from leaving the address unit to reaching the serving level (`latency` = that level's round trip). */
  requestLatency(latency: number, level: number, write: boolean): number {
    const req = Math.round(latency * this.requestFraction);
    return write && level >= Level.L2 ? req + this.writePathCycles : req;
  }

  returnLatency(latency: number): number {
    return latency - Math.round(latency * this.requestFraction);
  }

  /** L2 channel of a byte address (interleaved by L2 line). */
  channelOf(address: number): number {
    // `&` keeps the low 32 bits of the line index (below 2^53): its low bits are the channel.
    return Math.floor(address * this.perL2Line) & this.channelMask;
  }

  /** The cycle a request arriving at `now` is served by its L2 channel (FIFO, one per cycle). */
  channelServe(channel: number, now: number): number {
    const at = Math.max(now, this.channelFree[channel]!);
    this.channelFree[channel] = at + 1;
    return at;
  }
}
