/**
 * The CB's resolve (CB_COLOR_CONTROL.MODE = CB_RESOLVE, cb_modes.ts): RADV's
 * "HW resolve" on GFX9–10.3 (radv_meta_resolve.c) binds the multisampled
 * source as target 0 and the single-sampled destination as target 1 and
 * draws a rectangle; every pixel reaching the CB is resolved from target 0
 * into target 1 (rb_state.ts checks the pair).
 *
 * A compressed source is read through FMASK (M1): sample s lives in slot
 * fmask[s], and each fragment a pixel uses is read once; a fast-cleared tile
 * (M4) reads the clear colour, touching neither colour memory nor FMASK.
 */
import type { GpuMemory } from '../memory/gpu_memory.js';
import type { SurfaceTraffic } from '../memory/surface_traffic.js';
import { isIntegerFormat, packTexel, texelDwords, unpackTexel } from '../../amd/formats/texel_formats.js';
import { fmaskFragmentOf as fragmentOf } from '../../amd/fmask.js';
import { fragmentMap, tileFastCleared } from './compressed_color.js';
import type { ColorTarget } from './rb_state.js';
import { sampleAddress } from '../../amd/surface_layout.js';

// Module scratch: a resolve allocates nothing per pixel. `slots` holds each fragment's unpacked channels.
const texel = new Uint32Array(4);
const slots = new Uint32Array(16 * 4);
const slotsF = new Float32Array(slots.buffer);
const channels = new Uint32Array(4);
const channelsF = new Float32Array(channels.buffer);
const sum = new Float64Array(4);

/** Unpacks the texel at `address` into `slots[4·slot..]`. */
function readSlot(memory: GpuMemory, src: ColorTarget, address: number, slot: number): void {
  const dwords = texelDwords(src.surface.format);
  for (let d = 0; d < dwords; d++) texel[d] = memory.read32(address + 4 * d);
  unpackTexel(src.surface.format, texel, 0, channels);
  slots.set(channels, 4 * slot);
}

/**
 * Resolves pixel (x, y) of `src` into `dst` (same format, checked at decode): float and UNORM
 * formats average their samples in float, then store with the format's rounding (UNORM to
 * nearest); integer formats take sample 0 (Vulkan VK_RESOLVE_MODE_SAMPLE_ZERO_BIT, the only mode
 * required for them). Counts the bytes of colour, FMASK and CMASK it moves.
 */
export function resolvePixel(memory: GpuMemory, src: ColorTarget, dst: ColorTarget, x: number, y: number, traffic: SurfaceTraffic): void {
  const s = src.surface;
  const format = s.format;
  const n = isIntegerFormat(format) ? 1 : s.samples;
  const meta = src.metadata;
  const cleared = meta.cmask !== undefined && tileFastCleared(memory, src, x, y, traffic);
  // Fetch value (which slot each sample reads) of a compressed source; uncompressed sample i is in slot i.
  const compressed = cleared || meta.fmask !== undefined;
  let map = 0;
  if (cleared) {
    texel[0] = meta.clearWords[0];
    texel[1] = meta.clearWords[1];
    unpackTexel(format, texel, 0, channels);
    slots.set(channels, 0);
  } else if (compressed) {
    map = fragmentMap(memory, src, x, y, traffic);
  }
  let loaded = cleared ? 1 : 0;
  sum.fill(0);
  for (let i = 0; i < n; i++) {
    const slot = compressed ? fragmentOf(map, i) : i;
    if (!(loaded & (1 << slot))) {
      readSlot(memory, src, sampleAddress(s, x, y, src.layer, slot), slot);
      traffic.cbColorRead += s.bytesPerSample;
      loaded |= 1 << slot;
    }
    for (let c = 0; c < 4; c++) sum[c]! += slotsF[4 * slot + c]!;
  }
  // Integer formats keep sample 0's bits as read (copied as integers: no float NaN canonicalisation); float/UNORM take the mean.
  if (n > 1) for (let c = 0; c < 4; c++) channelsF[c] = sum[c]! / n;
  else for (let c = 0; c < 4; c++) channels[c] = slots[4 * fragmentOf(map, 0) + c]!;
  packTexel(format, channels, texel, 0);
  const d = dst.surface;
  const b = sampleAddress(d, x, y, dst.layer, 0);
  for (let w = 0; w < texelDwords(format); w++) memory.write32(b + 4 * w, texel[w]!);
  traffic.cbColorWritten += d.bytesPerSample;
}
