/**
 * The GPU virtual address space: byte addresses below 2^48 (the 48-bit
 * virtual address space of GFX9+), backed by sparse 64 KiB pages allocated on
 * first write, so a large allocation costs no host memory until it is used. A
 * bump allocator hands out ranges; any access outside [firstAddress, top of
 * the last allocation) is a page fault (GpuMemoryError 'page-fault'), so a bad
 * pointer never reads silently as zero. Padding between allocations
 * (alignment) counts as mapped — the model's page granularity is the bump range.
 *
 * Behind the address space is the board's memory (`capacityBytes`): the sum of
 * the allocations may not exceed it ('out-of-memory'), as the kernel driver
 * refuses a buffer object VRAM cannot hold. Allocations live as long as the
 * memory (nothing is freed), so the sum is that of the live allocations.
 *
 * A second bump range is the 32-bit descriptor window (amd/descriptor_window.ts):
 * 4 GiB at 0x8000_0000_0000, where RADV puts descriptor memory.
 *
 * This is the memory behind L2 (docs/gpu_memory.md): caches hold copies of it.
 */
import { GpuMemoryError } from './errors.js';
import { floorMod } from '../../common/floor_mod.js';
import { DESCRIPTOR_WINDOW_BASE, DESCRIPTOR_WINDOW_BYTES } from '../../amd/descriptor_window.js';

/** A const enum: tsc writes its members as literals, where V8 reads a module-level const through a hole check at every use (per dword here). */
const enum Page {
  Bytes = 65536,
  Dwords = 16384,
  /** Slots of the page cache (a power of two). */
  CacheSlots = 64,
}
if (Page.Dwords * 4 !== Page.Bytes) throw new Error('gpu_memory: Page.Dwords does not match Page.Bytes');
const MAX_ADDRESS = 2 ** 48;
const DESCRIPTOR_WINDOW_END = DESCRIPTOR_WINDOW_BASE + DESCRIPTOR_WINDOW_BYTES;

/** Where an allocation goes: the general range, or the 32-bit descriptor window. */
export type AddressRange = 'general' | 'descriptor-window';

export interface GpuMemoryOptions {
  /** Bytes of memory behind the address space, the board's (default: as much as the address space holds). */
  readonly capacityBytes?: number;
  /** First allocatable address (default 64 KiB: the page at address 0 always faults). */
  readonly firstAddress?: number;
}

/** Byte address of the first byte of the page holding `address` (`GpuMemory.pageWords`). */
export function pageStart(address: number): number {
  return Math.floor(address / Page.Bytes) * Page.Bytes;
}

/** True when bytes `first` and `last` lie in one page. */
export function samePage(first: number, last: number): boolean {
  return Math.floor(first / Page.Bytes) === Math.floor(last / Page.Bytes);
}

export class GpuMemory {
  readonly firstAddress: number;
  /** The end of the address space, 2^48. */
  readonly endAddress = MAX_ADDRESS;
  readonly capacityBytes: number;
  private top: number;
  private windowTop = DESCRIPTOR_WINDOW_BASE;
  private used = 0;
  private readonly pages = new Map<number, Uint32Array>();
  /*
   * A direct-mapped cache of `pages` (slot = index mod Page.CacheSlots) for
   * the per-lane paths: a draw's accesses cycle through a few pages (an
   * image's, the descriptors'), and a Map lookup of an index above 2^30 (the
   * descriptor window's) hashes a heap number each time.
   */
  private readonly cachedIndex = new Float64Array(Page.CacheSlots).fill(-1);
  private readonly cachedPage: (Uint32Array | undefined)[] = new Array<Uint32Array | undefined>(Page.CacheSlots).fill(undefined);

  constructor(options: GpuMemoryOptions = {}) {
    const first = options.firstAddress ?? Page.Bytes;
    const capacity = options.capacityBytes ?? MAX_ADDRESS - first;
    if (!Number.isInteger(first) || first <= 0 || first % 256 !== 0 || first >= MAX_ADDRESS || !Number.isInteger(capacity) || capacity <= 0) {
      throw new GpuMemoryError('bad-argument', NaN, `bad memory: first address ${first}, capacity ${capacity} bytes`);
    }
    this.firstAddress = first;
    this.capacityBytes = capacity;
    this.top = first;
    if (first >= DESCRIPTOR_WINDOW_BASE) throw new GpuMemoryError('bad-argument', first, 'the first address must lie below the descriptor window');
  }

  /** Address space handed out so far (including alignment padding). */
  get allocatedBytes(): number {
    return this.top - this.firstAddress;
  }

  /** The sum of the allocations' sizes: what counts against `capacityBytes`. */
  get usedBytes(): number {
    return this.used;
  }

  /** Host memory the touched pages take (pages are created on first write). */
  get residentBytes(): number {
    return this.pages.size * Page.Bytes;
  }

  /** Reserves `bytes` bytes aligned to `alignment` (a power of two) in `range`; never returns 0. */
  allocate(bytes: number, alignment = 256, range: AddressRange = 'general'): number {
    if (!Number.isInteger(bytes) || bytes <= 0 || !Number.isInteger(alignment) || alignment <= 0 || (alignment & (alignment - 1)) !== 0) {
      throw new GpuMemoryError('bad-argument', NaN, `allocate(${bytes}, ${alignment}): size must be positive and alignment a power of two`);
    }
    if (bytes > this.capacityBytes - this.used) {
      throw new GpuMemoryError('out-of-memory', NaN, `cannot allocate ${bytes} bytes: ${this.used} of the ${this.capacityBytes} bytes of memory are in use`, bytes);
    }
    const window = range === 'descriptor-window';
    const address = Math.ceil((window ? this.windowTop : this.top) / alignment) * alignment;
    const end = window ? DESCRIPTOR_WINDOW_END : DESCRIPTOR_WINDOW_BASE;
    if (address + bytes > end) {
      throw new GpuMemoryError('out-of-space', address, `cannot allocate ${bytes} bytes: the ${window ? 'descriptor window' : 'address range'} ends at 0x${end.toString(16)}`);
    }
    if (window) this.windowTop = address + bytes;
    else this.top = address + bytes;
    this.used += bytes;
    return address;
  }

  /** True when every byte of [address, address + bytes) is allocated. */
  isMapped(address: number, bytes: number): boolean {
    if (bytes < 0) return false;
    if (address >= DESCRIPTOR_WINDOW_BASE) return address + bytes <= this.windowTop;
    return address >= this.firstAddress && address + bytes <= this.top;
  }

  read32(address: number): number {
    this.checkDword(address);
    const index = Math.floor(address / Page.Bytes);
    const page = this.pageIfPresent(index);
    return page === undefined ? 0 : page[(address - index * Page.Bytes) >>> 2]!;
  }

  write32(address: number, value: number): void {
    this.checkDword(address);
    const index = Math.floor(address / Page.Bytes);
    this.page(index)[(address - index * Page.Bytes) >>> 2] = value;
  }

  readU32Array(address: number, count: number): Uint32Array {
    this.checkRange(address, count * 4);
    this.checkAligned(address);
    const out = new Uint32Array(count);
    this.copyDwords(address, count, out, 0);
    return out;
  }

  writeU32Array(address: number, words: ArrayLike<number>): void {
    this.checkRange(address, words.length * 4);
    this.checkAligned(address);
    // Page by page: `%` of an address (a double above 2^31) per word was x87's fprem per word.
    let done = 0;
    while (done < words.length) {
      const a = address + 4 * done;
      const index = Math.floor(a / Page.Bytes);
      const at = (a - index * Page.Bytes) >>> 2;
      const n = Math.min(words.length - done, Page.Dwords - at);
      const page = this.page(index);
      for (let i = 0; i < n; i++) page[at + i] = words[done + i]!;
      done += n;
    }
  }

  /** Host access at any byte alignment. */
  readBytes(address: number, count: number): Uint8Array {
    this.checkRange(address, count);
    const out = new Uint8Array(count);
    let done = 0;
    while (done < count) {
      const a = address + done;
      const inPage = floorMod(a, Page.Bytes);
      const n = Math.min(count - done, Page.Bytes - inPage);
      const page = this.pageIfPresent(Math.floor(a / Page.Bytes));
      if (page !== undefined) out.set(new Uint8Array(page.buffer, inPage, n), done);
      done += n;
    }
    return out;
  }

  writeBytes(address: number, bytes: Uint8Array): void {
    this.checkRange(address, bytes.length);
    let done = 0;
    while (done < bytes.length) {
      const a = address + done;
      const inPage = floorMod(a, Page.Bytes);
      const n = Math.min(bytes.length - done, Page.Bytes - inPage);
      new Uint8Array(this.page(Math.floor(a / Page.Bytes)).buffer, inPage, n).set(bytes.subarray(done, done + n));
      done += n;
    }
  }

  /**
   * The words of the page holding `address`, for a caller that moves several
   * dwords it has checked (mapped, aligned) and that share one page
   * (`samePage`): undefined when the page was never written (its dwords read
   * as 0). Dword `a` of the page is at `(a - pageStart(a)) >>> 2`.
   */
  pageWords(address: number): Uint32Array | undefined {
    return this.pageIfPresent(Math.floor(address / Page.Bytes));
  }

  /** `pageWords` for writing: the page is created if it was never written. */
  writablePageWords(address: number): Uint32Array {
    return this.page(Math.floor(address / Page.Bytes));
  }

  /**
   * Copies `count` dwords starting at dword-aligned `address` into `out` with no
   * fault check: unmapped or untouched dwords read as 0. Only for cache line
   * fills, whose line may extend past the last allocation; the access that
   * caused the fill has been checked.
   */
  copyDwords(address: number, count: number, out: Uint32Array, outOffset: number): void {
    for (let i = 0; i < count; i++) {
      const a = address + 4 * i;
      const index = Math.floor(a / Page.Bytes);
      const page = this.pageIfPresent(index);
      out[outOffset + i] = page === undefined ? 0 : page[(a - index * Page.Bytes) >>> 2]!;
    }
  }

  private checkDword(address: number): void {
    if (!this.isMapped(address, 4)) this.fault(address, 4);
    this.checkAligned(address);
  }

  private checkAligned(address: number): void {
    // Not `address % 4` (a call to fmod for an address above 2^31); a fractional address is unaligned too.
    if (Math.floor(address / 4) * 4 !== address) throw new GpuMemoryError('unaligned', address, 'dword access is not 4-byte aligned');
  }

  private checkRange(address: number, bytes: number): void {
    if (!Number.isInteger(bytes) || bytes < 0) throw new GpuMemoryError('bad-argument', address, `bad length ${bytes}`);
    if (!this.isMapped(address, bytes)) this.fault(address, bytes);
  }

  private fault(address: number, bytes: number): never {
    if (!Number.isInteger(address) || address < 0 || address >= MAX_ADDRESS) {
      throw new GpuMemoryError('bad-argument', address, 'not a 48-bit GPU virtual address');
    }
    throw new GpuMemoryError(
      'page-fault',
      address,
      `GPU page fault: ${bytes}-byte access outside allocated memory [0x${this.firstAddress.toString(16)}, 0x${this.top.toString(16)}) and [0x${DESCRIPTOR_WINDOW_BASE.toString(16)}, 0x${this.windowTop.toString(16)})`,
      bytes,
    );
  }

  private pageIfPresent(index: number): Uint32Array | undefined {
    const slot = index & (Page.CacheSlots - 1);
    if (this.cachedIndex[slot] === index) return this.cachedPage[slot];
    // An absent page is remembered too (a line fill past the written memory asks once per dword);
    // `page` replaces the entry when it makes the page.
    const page = this.pages.get(index);
    this.cache(index, page);
    return page;
  }

  private cache(index: number, page: Uint32Array | undefined): void {
    // Page indices are below 2^32, so `& mask` keeps their low bits.
    const slot = index & (Page.CacheSlots - 1);
    this.cachedIndex[slot] = index;
    this.cachedPage[slot] = page;
  }

  private page(index: number): Uint32Array {
    let page = this.pageIfPresent(index);
    if (page === undefined) {
      page = new Uint32Array(Page.Dwords);
      this.pages.set(index, page);
      this.cache(index, page);
    }
    return page;
  }
}
