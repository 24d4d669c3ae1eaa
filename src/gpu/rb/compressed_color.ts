/**
 * FMASK and CMASK upkeep of a compressed MSAA colour target (M1, M4): which
 * stored fragment each sample of a pixel uses, and which 8×8 tiles are fast
 * cleared. The colour backend asks `FragmentWrites.plan` where a write of
 * some samples of a pixel goes; this module reads and writes the metadata and
 * counts its bytes (memory/surface_traffic.ts).
 *
 * The allocation model (assumption, docs/msaa.md; AMD documents no
 * allocation policy): fragment f lives in the colour surface's sample slot f.
 * - A write that does not read the destination (no blending, every channel)
 *   gives all covered samples one fragment: slot 0 when the pixel is fully
 *   covered (FMASK 0, M1), otherwise the lowest slot no uncovered sample uses.
 * - A write that reads the destination (blending, partial channel masks)
 *   keeps each old fragment's samples together: a fragment whose samples are
 *   all covered is updated in place; a partly covered one is split, its
 *   covered samples moving to the lowest free slot with the blended colour.
 * With as many fragments as samples a free slot always exists. Fragments
 * are never merged by comparing colours, so FMASK 0 means one write covered
 * the pixel (false negatives of samples-identical are allowed, M3).
 *
 * Fast-cleared tiles (CMASK nibble 0) are materialised at their first write:
 * every pixel of the tile gets the clear colour (CB_COLORn_CLEAR_WORD0/1) in
 * slot 0 and FMASK 0, and the nibble becomes valid (assumption: the CB
 * expands a cleared tile when it first brings it into its cache).
 *
 * The CB's decompress and resolve modes (cb_modes.ts, resolve.ts) use the
 * same pieces: `materialiseIfCleared`, `tileFastCleared`, `fragmentMap`.
 */
import { CMASK_FAST_CLEARED, CMASK_TILE, cmaskInitNibble, cmaskNibbleBit, fmaskFetch, fmaskFragmentOf as fragmentOf, fmaskStore } from '../../amd/fmask.js';
import { sampleAddress } from '../../amd/surface_layout.js';
import type { GpuMemory } from '../memory/gpu_memory.js';
import type { SurfaceTraffic } from '../memory/surface_traffic.js';
import type { ColorTarget } from './rb_state.js';

/**
 * Where one write of a pixel goes, filled by `plan`: `count` writes, write i reading the
 * destination colour from slot `readSlot[i]` and storing to slot `writeSlot[i]`.
 */
export class FragmentWrites {
  count = 0;
  readonly readSlot = new Uint8Array(8);
  readonly writeSlot = new Uint8Array(8);

  private add(read: number, write: number): void {
    this.readSlot[this.count] = read;
    this.writeSlot[this.count] = write;
    this.count++;
  }

  /** Fills the writes of samples `coverage` of pixel (x, y) and updates FMASK (and CMASK) for them. */
  plan(memory: GpuMemory, t: ColorTarget, x: number, y: number, coverage: number, readsDst: boolean, traffic: SurfaceTraffic): void {
    const meta = t.metadata;
    const fmask = meta.fmask!;
    const s = t.surface;
    const samples = s.samples;
    if (meta.cmask !== undefined) materialiseIfCleared(memory, t, x, y, traffic);
    const fmaskAddress = sampleAddress(fmask, x, y, t.layer, 0);
    const bytes = fmask.bytesPerSample;
    const old = fragmentMap(memory, t, x, y, traffic);
    const all = (1 << samples) - 1;
    let next = old;
    this.count = 0;
    if (!readsDst) {
      let used = 0;
      for (let i = 0; i < samples; i++) if (!(coverage & (1 << i))) used |= 1 << fragmentOf(old, i);
      const slot = (coverage & all) === all ? 0 : lowestFree(used);
      for (let i = 0; i < samples; i++) if (coverage & (1 << i)) next = setFragment(next, i, slot);
      this.add(slot, slot);
    } else {
      for (let f = 0; f < samples; f++) {
        let members = 0;
        for (let i = 0; i < samples; i++) if (fragmentOf(old, i) === f) members |= 1 << i;
        const covered = members & coverage;
        if (covered === 0) continue;
        if (covered === members) {
          this.add(f, f);
          continue;
        }
        let used = 0;
        for (let i = 0; i < samples; i++) used |= 1 << fragmentOf(next, i);
        const slot = lowestFree(used);
        for (let i = 0; i < samples; i++) if (covered & (1 << i)) next = setFragment(next, i, slot);
        this.add(f, slot);
      }
    }
    if (next !== old) {
      writeField(memory, fmaskAddress, bytes, fmaskStore(samples, next));
      traffic.cbFmaskWritten += bytes;
    }
  }
}

/** FMASK of pixel (x, y) of a compressed target as a fetch value (4 bits per sample, sample 0 lowest); counts the read. */
export function fragmentMap(memory: GpuMemory, t: ColorTarget, x: number, y: number, traffic: SurfaceTraffic): number {
  const fmask = t.metadata.fmask!;
  traffic.cbFmaskRead += fmask.bytesPerSample;
  return fmaskFetch(t.surface.samples, readField(memory, sampleAddress(fmask, x, y, t.layer, 0), fmask.bytesPerSample));
}

function setFragment(fetch: number, i: number, f: number): number {
  return ((fetch & ~(0xf << (4 * i))) | (f << (4 * i))) >>> 0;
}

function lowestFree(used: number): number {
  let slot = 0;
  while (used & (1 << slot)) slot++;
  return slot;
}

/** Reads a 1- or 4-byte field at `address` (1-byte FMASK of 2x/4x sits inside a dword). */
function readField(memory: GpuMemory, address: number, bytes: number): number {
  if (bytes === 4) return memory.read32(address);
  const offset = address % 4;
  return (memory.read32(address - offset) >>> (offset * 8)) & 0xff;
}

function writeField(memory: GpuMemory, address: number, bytes: number, value: number): void {
  if (bytes === 4) return memory.write32(address, value);
  const offset = address % 4;
  const word = memory.read32(address - offset);
  memory.write32(address - offset, ((word & ~(0xff << (offset * 8))) | ((value & 0xff) << (offset * 8))) >>> 0);
}

// Where the last `tileFastCleared` found its nibble: the dword address and the bit shift in it.
let nibbleDword = 0;
let nibbleShift = 0;

/** True when (x, y)'s CMASK tile is fast cleared (nibble 0, M4); counts the CMASK read. */
export function tileFastCleared(memory: GpuMemory, t: ColorTarget, x: number, y: number, traffic: SurfaceTraffic): boolean {
  const cmask = t.metadata.cmask!;
  const bit = cmaskNibbleBit(cmask, x, y, t.layer);
  nibbleDword = cmask.base + 4 * Math.floor(bit / 32);
  nibbleShift = bit % 32;
  traffic.cbCmaskRead += 1;
  return ((memory.read32(nibbleDword) >>> nibbleShift) & 0xf) === CMASK_FAST_CLEARED;
}

/** If (x, y)'s CMASK tile is fast cleared: writes the clear colour and FMASK 0 to the tile's pixels, marks it valid. */
export function materialiseIfCleared(memory: GpuMemory, t: ColorTarget, x: number, y: number, traffic: SurfaceTraffic): void {
  if (!tileFastCleared(memory, t, x, y, traffic)) return;
  const s = t.surface;
  const fmask = t.metadata.fmask!;
  const dwords = s.bytesPerSample / 4;
  const x0 = x - (x % CMASK_TILE);
  const y0 = y - (y % CMASK_TILE);
  for (let py = y0; py < Math.min(y0 + CMASK_TILE, s.height); py++) {
    for (let px = x0; px < Math.min(x0 + CMASK_TILE, s.width); px++) {
      const a = sampleAddress(s, px, py, t.layer, 0);
      for (let d = 0; d < dwords; d++) memory.write32(a + 4 * d, t.metadata.clearWords[d] ?? 0);
      writeField(memory, sampleAddress(fmask, px, py, t.layer, 0), fmask.bytesPerSample, 0);
      traffic.cbColorWritten += s.bytesPerSample;
      traffic.cbFmaskWritten += fmask.bytesPerSample;
    }
  }
  const word = memory.read32(nibbleDword);
  memory.write32(nibbleDword, ((word & ~(0xf << nibbleShift)) | (cmaskInitNibble(s.samples) << nibbleShift)) >>> 0);
  traffic.cbCmaskWritten += 1;
}
