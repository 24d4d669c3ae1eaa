/**
 * Copies and clears as PM4: CP DMA packets (DMA_DATA) that the command
 * processor executes, the way RADV runs small transfers (radv_cp_dma.c:
 * radv_cp_dma_copy_memory, radv_cp_dma_fill_memory). docs/driver.md
 * "Copies and clears".
 */
import { depthBits, quantizeDepth } from '../amd/formats/depth_formats.js';
import { packTexel, texelDwords } from '../amd/formats/texel_formats.js';
import { cpDmaMaxByteCount } from '../amd/pm4/cp_dma.js';
import { PKT3 } from '../amd/pm4/pkt3.generated.js';
import { pkt3EnumValue, pkt3Field } from '../amd/pm4/pkt3_fields.js';
import type { DmaDataArgs, Pm4Builder } from '../amd/pm4/pm4_builder.js';
import { sampleAddress, surfaceBytes, type SurfaceLayout } from '../amd/surface_layout.js';
import type { GfxLevel } from '../isa/gfx_level.js';
import type { TransferCommand } from './recorded_commands.js';

/**
 * Copies of `bytes` bytes, one packet per cp_dma_max_byte_count, through L2 (RADV sets CP_DMA_USE_L2
 * on GFX9+). `rawWait`: the source was written by an earlier DMA of this transfer (Mesa CP_DMA_RAW_WAIT).
 */
function dmaCopies(gfx: GfxLevel, src: number, dst: number, bytes: number, rawWait = false): DmaDataArgs[] {
  const max = cpDmaMaxByteCount(gfx);
  const out: DmaDataArgs[] = [];
  for (let done = 0; done < bytes; done += max) {
    const byteCount = Math.min(max, bytes - done);
    out.push({ srcSel: 'SRC_ADDR_TC_L2', src: src + done, dstSel: 'DST_ADDR_TC_L2', dst: dst + done, byteCount, rawWait });
  }
  return out;
}

/** Fills of `bytes` bytes with a 32-bit value (Mesa CP_DMA_CLEAR: SRC_SEL = DATA), split like dmaCopies. */
function dmaFills(gfx: GfxLevel, dst: number, bytes: number, value: number): DmaDataArgs[] {
  const max = cpDmaMaxByteCount(gfx);
  const out: DmaDataArgs[] = [];
  for (let done = 0; done < bytes; done += max) {
    out.push({ srcSel: 'DATA', src: value, dstSel: 'DST_ADDR_TC_L2', dst: dst + done, byteCount: Math.min(max, bytes - done) });
  }
  return out;
}

/**
 * Fills the whole surface (surfaceBytes: every sample, pitch padding included, which nothing reads)
 * with one texel. A one-dword texel is a DMA fill; a wider one is written once with WRITE_DATA and
 * then doubled by copies of the filled prefix (log2 of the texel count of packets).
 */
function fillTexels(b: Pm4Builder, s: SurfaceLayout, texel: Uint32Array): DmaDataArgs[] {
  const bytes = surfaceBytes(s);
  if (texel.length === 1) return dmaFills(b.gfx, s.base, bytes, texel[0]!);
  const dstSel = pkt3EnumValue(pkt3Field(b.gfx, PKT3.WRITE_DATA, 'CONTROL', 'DST_SEL'), 'MEM');
  b.writeData({ dstSel, address: s.base, data: texel, wrConfirm: true });
  const out: DmaDataArgs[] = [];
  for (let filled = texel.length * 4; filled < bytes; filled *= 2) {
    out.push(...dmaCopies(b.gfx, s.base, s.base + filled, Math.min(filled, bytes - filled), true));
  }
  return out;
}

/** The dword a depth clear fills with: D32 bits, or a D16 value in both halves. */
function depthFillValue(format: 'D16_UNORM' | 'D32_SFLOAT', depth: number): number {
  const bits = depthBits(format, quantizeDepth(format, depth));
  return format === 'D16_UNORM' ? (bits | (bits << 16)) >>> 0 : bits;
}

/** Row copies between a single-sample surface and a buffer with `rowLength`-texel rows; one transfer when both sides' rows are contiguous. */
function rowCopies(gfx: GfxLevel, s: SurfaceLayout, buffer: number, rowLength: number, toSurface: boolean): DmaDataArgs[] {
  const rowBytes = s.width * s.bytesPerSample;
  const surfaceRow = (y: number): number => sampleAddress(s, 0, y, 0, 0);
  const bufferRow = (y: number): number => buffer + y * rowLength * s.bytesPerSample;
  const copy = (y: number, bytes: number): DmaDataArgs[] =>
    toSurface ? dmaCopies(gfx, bufferRow(y), surfaceRow(y), bytes) : dmaCopies(gfx, surfaceRow(y), bufferRow(y), bytes);
  if (surfaceRow(1) - surfaceRow(0) === rowBytes && bufferRow(1) - bufferRow(0) === rowBytes) return copy(0, rowBytes * s.height);
  const out: DmaDataArgs[] = [];
  for (let y = 0; y < s.height; y++) out.push(...copy(y, rowBytes));
  return out;
}

/**
 * Appends the packets of one transfer to `b`. The last DMA carries CP_SYNC, so the transfer is
 * complete before any later packet (radv_cp_dma_fill_memory does this through radv_cp_dma_prepare;
 * RADV's copies sync later with radv_cp_dma_wait_for_idle's zero-byte DMA, a packet popsim saves).
 */
export function emitTransfer(b: Pm4Builder, c: TransferCommand): void {
  let dmas: DmaDataArgs[];
  switch (c.kind) {
    case 'copy-buffer':
      dmas = dmaCopies(b.gfx, c.src, c.dst, c.size);
      break;
    case 'fill-texels': {
      const texel = new Uint32Array(texelDwords(c.format));
      packTexel(c.format, c.value, texel, 0);
      dmas = fillTexels(b, c.surface, texel);
      if (c.fmask) dmas.push(...dmaFills(b.gfx, c.fmask.base, surfaceBytes(c.fmask), 0));
      break;
    }
    case 'fill-memory':
      dmas = dmaFills(b.gfx, c.address, c.bytes, c.value);
      break;
    case 'fill-depth':
      dmas = dmaFills(b.gfx, c.surface.base, surfaceBytes(c.surface), depthFillValue(c.format, c.depth));
      break;
    case 'copy-buffer-to-image':
      dmas = rowCopies(b.gfx, c.surface, c.buffer, c.rowLength, true);
      break;
    case 'copy-image-to-buffer':
      dmas = rowCopies(b.gfx, c.surface, c.buffer, c.rowLength, false);
      break;
    default: {
      const never: never = c;
      throw new Error(`unknown transfer command ${String(never)}`);
    }
  }
  dmas.forEach((d, i) => b.dmaData(i === dmas.length - 1 ? { ...d, cpSync: true } : d));
}
