/**
 * The memory requests (memory_op.ts) the memory executors fill at issue.
 *
 * Requests (about 10 KB of typed arrays each) come from one free list shared
 * by every wave, so executing a memory instruction — and launching a wave —
 * allocates nothing once the list has grown to the peak of requests in flight.
 * Each wave's `MemoryOpPool` only counts its own requests: the engine must
 * stall issue when a counter is at its maximum (vm/vs 63, lgkm 15 on GFX9, 63
 * on GFX10+), so a wave never has more than MAX_OUTSTANDING_PER_WAVE requests
 * in flight; the pool refuses more.
 */
import type { Effect } from './effect.js';
import { MAX_ACCESSES_PER_OP, type MemoryAccess, type MemoryOp, type WaitCounter } from './memory_op.js';
import type { Wave } from './wave.js';
import type { AtomicOp, InvalidateWhat, MemorySystem } from '../memory/memory_system.js';
import { type TexelFormat, isIntegerFormat, isSingleDwordChannel, texelDwords, unpackTexel } from '../../amd/formats/texel_formats.js';
import { type DstSel, SEL_0, SEL_1 } from '../../amd/descriptors.js';
import { fmaskFetch } from '../../amd/fmask.js';
import { floorMod } from '../../common/floor_mod.js';

/**
 * Per-lane state of an image instruction's texel (exec_image.ts fills them,
 * the `add*Lanes` methods read them): the lane is off, its texel lies in the
 * image (its address is valid), or outside it.
 */
export const enum LaneState {
  Inactive = 0,
  InBounds = 1,
  OutOfBounds = 2,
}

/** vm 63 + vs 63 + lgkm 63, rounded up: the most requests a wave can have in flight. */
export const MAX_OUTSTANDING_PER_WAVE = 192;
const MAX_TEXELS_PER_OP = 64;

/** How completed reads reach registers. */
type Finish =
  /** Each access i writes its value >>> shift[i], width bits[i], sign-extended if signed[i], into dest[i]. */
  | 'direct'
  /** Accesses are whole texels of `format`; channels selected by `dmask` go to consecutive VGPRs. */
  | 'texel';

const U32 = new Uint32Array(4);
/** One texel's dwords, gathered from `accesses` for unpackTexel. */
const TEXEL = new Uint32Array(4);
/** Per returned channel of a texel read: an unpacked channel 0..3, or a constant. */
const CHANNEL_SOURCE = new Int8Array(4);
const SOURCE_ZERO = -1;
const SOURCE_ONE = -2;
const F32_ONE = 0x3f800000;

/** One pooled request; fields are filled by the executors through `begin`/`add*`. */
export class PooledMemoryOp implements MemoryOp {
  counter: WaitCounter = 'vm';
  access: MemoryAccess = 'read';
  policy = 0;
  scalar = false;
  addressCount = 0;
  readonly accesses = new Float64Array(2 * MAX_ACCESSES_PER_OP);
  /** The Effect the executor returns: allocated once per op. */
  readonly effect: Effect;

  // Per access (its address and value are in `accesses`).
  readonly compare = new Uint32Array(MAX_ACCESSES_PER_OP);
  /** Byte lanes written by a store (0xffffffff = whole dword); partial ones read-modify-write. */
  readonly writeMask = new Uint32Array(MAX_ACCESSES_PER_OP);
  /** Destination register element (VGPR: n * waveSize + lane; SGPR: index), -1 for none. */
  readonly dest = new Int32Array(MAX_ACCESSES_PER_OP);
  readonly shift = new Uint8Array(MAX_ACCESSES_PER_OP);
  readonly bits = new Uint8Array(MAX_ACCESSES_PER_OP);
  readonly signed = new Uint8Array(MAX_ACCESSES_PER_OP);
  /** Registers zeroed at completion (out-of-bounds loads return 0). */
  readonly zeroDest = new Int32Array(MAX_ACCESSES_PER_OP);
  zeroCount = 0;
  /** Some write of this request has a partial byte mask (read-modify-write): it goes dword by dword. */
  private partialWrites = false;

  // Per texel (finish === 'texel').
  finish: Finish = 'direct';
  format: TexelFormat | undefined;
  dmask = 0;
  /** The descriptor's DST_SEL per returned channel (0, 1, or 4..7 = X..W). */
  readonly dstSel = new Uint8Array(4);
  texelCount = 0;
  /** Texel t is lane t and in bounds, its dwords accesses from t * dwords on: one `addTexelLanes` over a wave with every lane in bounds. */
  private denseTexels = false;
  /** First access of the texel, or -1 when the texel is out of bounds (all channels read 0). */
  readonly texelFirst = new Int32Array(MAX_TEXELS_PER_OP);
  /** VGPR element of the texel's first returned channel (lane-strided by waveSize). */
  readonly texelDest = new Int32Array(MAX_TEXELS_PER_OP);

  /** FMASK reads ('direct'): the colour surface's samples; the stored value becomes the fetch value (fmask.ts). 0 otherwise. */
  fmaskSamples = 0;

  atomicOp: AtomicOp = 'add';
  returnsData = false;
  /** A cache-invalidate instruction (buffer_gl0_inv, s_dcache_inv, …): no accesses, invalidates at completion. */
  invalidate: InvalidateWhat | undefined;

  /** The issuing wave and its pool, rebound each time the request leaves the shared free list. */
  wave: Wave;
  private pool: MemoryOpPool;

  constructor(wave: Wave, pool: MemoryOpPool) {
    this.wave = wave;
    this.pool = pool;
    this.effect = { kind: 'memory', op: this };
  }

  bind(wave: Wave, pool: MemoryOpPool): this {
    this.wave = wave;
    this.pool = pool;
    return this;
  }

  begin(counter: WaitCounter, access: MemoryAccess, policy: number, scalar: boolean): this {
    this.counter = counter;
    this.access = access;
    this.policy = policy;
    this.scalar = scalar;
    this.addressCount = 0;
    this.zeroCount = 0;
    this.partialWrites = false;
    this.finish = 'direct';
    this.format = undefined;
    this.texelCount = 0;
    this.denseTexels = false;
    this.fmaskSamples = 0;
    this.returnsData = false;
    this.invalidate = undefined;
    return this;
  }

  /** Makes the reads whole texels of `format`, returning the `dmask` channels after `dstSel`. */
  setTexels(format: TexelFormat, dmask: number, dstSel: DstSel): void {
    this.finish = 'texel';
    this.format = format;
    this.dmask = dmask;
    for (let c = 0; c < 4; c++) this.dstSel[c] = dstSel[c]!;
  }

  /** A dword read whose (shifted, masked, extended) value lands in `dest`. */
  addRead(address: number, dest: number, shift = 0, bits = 32, signed = false): void {
    const i = this.addressCount++;
    this.accesses[2 * i] = address;
    this.dest[i] = dest;
    this.shift[i] = shift;
    this.bits[i] = bits;
    this.signed[i] = signed ? 1 : 0;
  }

  addWrite(address: number, value: number, mask = 0xffffffff): void {
    const i = this.addressCount++;
    this.accesses[2 * i] = address;
    this.accesses[2 * i + 1] = value >>> 0;
    this.writeMask[i] = mask;
    if (mask !== 0xffffffff) this.partialWrites = true;
    this.dest[i] = -1;
  }

  /** A byte/short load at any byte address: reads its dword and extracts (and extends) the value. */
  addSubdwordRead(address: number, dest: number, bits: 8 | 16, signed: boolean): void {
    const within = floorMod(address, 4);
    this.addRead(address - within, dest, within * 8, bits, signed);
  }

  /** A byte/short store at any byte address: a masked (read-modify-write) dword write. */
  addSubdwordWrite(address: number, value: number, bits: 8 | 16): void {
    const within = floorMod(address, 4);
    const shift = within * 8;
    this.addWrite(address - within, (value << shift) >>> 0, (((1 << bits) - 1) << shift) >>> 0);
  }

  addAtomic(address: number, value: number, compare: number, dest: number): void {
    const i = this.addressCount++;
    this.accesses[2 * i] = address;
    this.accesses[2 * i + 1] = value >>> 0;
    this.compare[i] = compare;
    this.dest[i] = dest;
    this.shift[i] = 0;
    this.bits[i] = 32;
    this.signed[i] = 0;
  }

  addZero(dest: number): void {
    this.zeroDest[this.zeroCount++] = dest;
  }

  /** Starts a texel read: its dwords follow as accesses (`addTexelDword`), or none when out of bounds. */
  beginTexel(firstChannelDest: number, inBounds: boolean): void {
    const t = this.texelCount++;
    this.denseTexels = false;
    this.texelFirst[t] = inBounds ? this.addressCount : -1;
    this.texelDest[t] = firstChannelDest;
  }

  addTexelDword(address: number): void {
    const i = this.addressCount++;
    this.accesses[2 * i] = address;
    this.dest[i] = -1;
  }

  /*
   * Whole instructions' lanes at once (state[lane] one of LANE_*, address[lane]
   * its texel's address when in bounds): what the per-access calls above do
   * lane by lane, with the request's arrays and counts held in locals, since
   * a call per lane reloaded them all (about a third of an image
   * instruction's host time; docs/speed_log.md).
   */

  /**
   * `beginTexel` and `addTexelDword` for every active lane: texel `lane`
   * returns to `firstDest + lane` and reads `dwords` dwords from its address.
   * Returns the lanes in bounds.
   */
  addTexelLanes(state: Uint8Array, address: Float64Array, lanes: number, firstDest: number, dwords: number): number {
    const accesses = this.accesses;
    const dest = this.dest;
    const texelFirst = this.texelFirst;
    const texelDest = this.texelDest;
    let n = this.addressCount;
    let t = this.texelCount;
    let inBounds = 0;
    for (let lane = 0; lane < lanes; lane++) {
      const s = state[lane]!;
      if (s === LaneState.Inactive) continue;
      texelDest[t] = firstDest + lane;
      if (s !== LaneState.InBounds) {
        texelFirst[t++] = -1;
        continue;
      }
      texelFirst[t++] = n;
      const a = address[lane]!;
      for (let d = 0; d < dwords; d++, n++) {
        accesses[2 * n] = a + 4 * d;
        dest[n] = -1;
      }
      inBounds++;
    }
    this.denseTexels = this.addressCount === 0 && this.texelCount === 0 && inBounds === lanes;
    this.addressCount = n;
    this.texelCount = t;
    return inBounds;
  }

  /** `addWrite` of a whole dword for every lane in bounds: lane's value from `data[row + lane]`, 0 when row < 0. */
  addWriteLanes(state: Uint8Array, address: Float64Array, lanes: number, data: Uint32Array, row: number): void {
    const accesses = this.accesses;
    const writeMask = this.writeMask;
    const dest = this.dest;
    let n = this.addressCount;
    for (let lane = 0; lane < lanes; lane++) {
      if (state[lane] !== LaneState.InBounds) continue;
      accesses[2 * n] = address[lane]!;
      accesses[2 * n + 1] = row < 0 ? 0 : data[row + lane]!;
      writeMask[n] = 0xffffffff;
      dest[n++] = -1;
    }
    this.addressCount = n;
  }

  /**
   * `addAtomic` for every lane in bounds (operand `data[dataRow + lane]`,
   * compare value `data[compareRow + lane]` or 0 when compareRow < 0), the
   * pre-op value to `destRow + lane` when destRow ≥ 0; an active lane out
   * of bounds returns 0 there (`addZero`).
   */
  addAtomicLanes(state: Uint8Array, address: Float64Array, lanes: number, data: Uint32Array, dataRow: number, compareRow: number, destRow: number): void {
    const accesses = this.accesses;
    const compare = this.compare;
    const dest = this.dest;
    const shift = this.shift;
    const bits = this.bits;
    const signed = this.signed;
    let n = this.addressCount;
    for (let lane = 0; lane < lanes; lane++) {
      const s = state[lane]!;
      if (s === LaneState.Inactive) continue;
      const d = destRow < 0 ? -1 : destRow + lane;
      if (s !== LaneState.InBounds) {
        if (d >= 0) this.addZero(d);
        continue;
      }
      accesses[2 * n] = address[lane]!;
      accesses[2 * n + 1] = data[dataRow + lane]!;
      compare[n] = compareRow < 0 ? 0 : data[compareRow + lane]!;
      dest[n] = d;
      shift[n] = 0;
      bits[n] = 32;
      signed[n++] = 0;
    }
    this.addressCount = n;
  }

  complete(mem: MemorySystem, cu: number): void {
    for (let i = 0; i < this.addressCount; i++) this.accessAt(mem, cu, i);
    this.writeBack(mem, cu);
  }

  accessLine(mem: MemorySystem, cu: number, order: Int32Array, from: number, to: number, lineStart: number, lineBytes: number): void {
    if (!this.scalar && this.access === 'read') {
      mem.readLine(cu, this.accesses, order, from, to, lineStart, lineBytes, this.policy);
    } else if (!this.scalar && this.access === 'write' && !this.partialWrites) {
      mem.writeLine(cu, this.accesses, order, from, to, lineStart, lineBytes, this.policy);
    } else if (!this.scalar && this.access === 'atomic') {
      mem.atomicLine(cu, this.accesses, this.compare, order, from, to, lineStart, lineBytes, this.atomicOp, this.policy);
    } else {
      for (let j = from; j < to; j++) this.accessAt(mem, cu, order[j]!);
    }
  }

  accessAt(mem: MemorySystem, cu: number, i: number): void {
    const policy = this.policy;
    const a = this.accesses;
    const address = a[2 * i]!;
    switch (this.access) {
      case 'read':
        a[2 * i + 1] = this.scalar ? mem.scalarRead32(cu, address, policy) : mem.read32(cu, address, policy);
        return;
      case 'write': {
        const mask = this.writeMask[i]!;
        const data = a[2 * i + 1]!;
        if (mask === 0xffffffff) {
          mem.write32(cu, address, data, policy);
        } else {
          const old = mem.read32(cu, address, policy);
          mem.write32(cu, address, ((old & ~mask) | (data & mask)) >>> 0, policy);
        }
        return;
      }
      case 'atomic':
        // The operand is read, then the slot holds the value the atomic found.
        a[2 * i + 1] = mem.atomic32(cu, address, this.atomicOp, a[2 * i + 1]!, this.compare[i]!, policy);
        return;
      default: {
        const never: never = this.access;
        throw new Error(`unknown access ${String(never)}`);
      }
    }
  }

  writeBack(mem: MemorySystem, cu: number): void {
    if (this.invalidate) mem.invalidateForCu(cu, this.invalidate);
    else if (this.access !== 'write') this.writeResults();
    this.pool.release(this);
  }

  private writeResults(): void {
    const file = this.scalar ? this.wave.sgpr : this.wave.vgpr;
    if (this.finish === 'direct') {
      if (this.access === 'read' || this.returnsData) {
        for (let i = 0; i < this.addressCount; i++) {
          const d = this.dest[i]!;
          if (d < 0) continue;
          const bits = this.bits[i]!;
          let v = this.accesses[2 * i + 1]! >>> this.shift[i]!;
          if (bits < 32) {
            v &= (1 << bits) - 1;
            if (this.signed[i] && v & (1 << (bits - 1))) v -= 1 << bits;
          }
          file[d] = this.fmaskSamples === 0 ? v >>> 0 : fmaskFetch(this.fmaskSamples, v);
        }
      }
    } else {
      this.writeTexels(file);
    }
    for (let i = 0; i < this.zeroCount; i++) file[this.zeroDest[i]!] = 0;
  }

  private writeTexels(file: Uint32Array): void {
    const format = this.format as TexelFormat;
    const stride = this.wave.waveSize;
    const one = isIntegerFormat(format) ? 1 : F32_ONE;
    const dwords = texelDwords(format);
    // A single-dword-channel texel (R32_*) unpacks to (its dword, 0, 0, one): no unpacking per texel.
    const single = isSingleDwordChannel(format);
    // What each returned (dmask) channel reads, through DST_SEL, resolved once per request.
    let returned = 0;
    for (let c = 0; c < 4; c++) {
      if (!(this.dmask & (1 << c))) continue;
      const sel = this.dstSel[c]!;
      let source = sel === SEL_0 ? SOURCE_ZERO : sel === SEL_1 ? SOURCE_ONE : (sel - 4) & 3;
      if (single && (source === 1 || source === 2)) source = SOURCE_ZERO;
      else if (single && source === 3) source = SOURCE_ONE;
      CHANNEL_SOURCE[returned++] = source;
    }
    const a = this.accesses;
    const texelFirst = this.texelFirst;
    const texelDest = this.texelDest;
    const texels = this.texelCount;
    if (single && this.denseTexels && texels > 0) {
      // Every lane's texel in bounds: channel k of texel t is row k of lane t, its dword access t.
      const first = texelDest[0]!;
      for (let k = 0, row = first; k < returned; k++, row += stride) {
        const source = CHANNEL_SOURCE[k]!;
        if (source === 0) {
          for (let t = 0; t < texels; t++) file[row + t] = a[2 * t + 1]!;
        } else {
          file.fill(source === SOURCE_ONE ? one : 0, row, row + texels);
        }
      }
      return;
    }
    if (single) {
      // One pass per returned channel, each a straight loop over the texels (an r32 image read with
      // dmask xyzw returns its dword, 0, 0 and one): a texel's channels are one lane's rows, so no two
      // stores meet and the order does not matter. Out-of-bounds texels return 0 in every channel.
      for (let k = 0, row = 0; k < returned; k++, row += stride) {
        const source = CHANNEL_SOURCE[k]!;
        if (source === 0) {
          for (let t = 0; t < texels; t++) {
            const first = texelFirst[t]!;
            file[texelDest[t]! + row] = first < 0 ? 0 : a[2 * first + 1]!;
          }
        } else {
          const constant = source === SOURCE_ONE ? one : 0;
          for (let t = 0; t < texels; t++) file[texelDest[t]! + row] = texelFirst[t]! < 0 ? 0 : constant;
        }
      }
      return;
    }
    for (let t = 0; t < texels; t++) {
      const first = texelFirst[t]!;
      let d = texelDest[t]!;
      // Out-of-bounds texels return 0 in every channel; in-bounds ones go through DST_SEL.
      if (first < 0) {
        for (let k = 0; k < returned; k++, d += stride) file[d] = 0;
        continue;
      }
      for (let w = 0; w < dwords; w++) TEXEL[w] = a[2 * (first + w) + 1]!;
      unpackTexel(format, TEXEL, 0, U32);
      for (let k = 0; k < returned; k++, d += stride) {
        const source = CHANNEL_SOURCE[k]!;
        file[d] = source === SOURCE_ZERO ? 0 : source === SOURCE_ONE ? one : U32[source]!;
      }
    }
  }
}

/** Free requests of every wave: grows to the peak in flight, never shrinks (requests hold no wave state once released). */
const FREE: PooledMemoryOp[] = [];

/** Requests of one wave: taken from the shared free list, counted per wave. */
export class MemoryOpPool {
  private inFlight = 0;

  constructor(private readonly wave: Wave) {}

  acquire(): PooledMemoryOp {
    if (this.inFlight >= MAX_OUTSTANDING_PER_WAVE) {
      // An engine bug, not bad input: issue must stall while a counter is full.
      throw new Error(`wave ${this.wave.uid} has ${MAX_OUTSTANDING_PER_WAVE} memory requests in flight`);
    }
    this.inFlight++;
    const op = FREE.pop();
    return op === undefined ? new PooledMemoryOp(this.wave, this) : op.bind(this.wave, this);
  }

  release(op: PooledMemoryOp): void {
    this.inFlight--;
    FREE.push(op);
  }

  /** Requests currently in flight. */
  get outstanding(): number {
    return this.inFlight;
  }
}

/** The wave's request pool (created on its first memory instruction; kept when the engine reuses the wave). */
export function poolOf(wave: Wave): MemoryOpPool {
  let pool = wave.memoryOps as MemoryOpPool | undefined;
  if (pool === undefined) wave.memoryOps = pool = new MemoryOpPool(wave);
  return pool;
}
