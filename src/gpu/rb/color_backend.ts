/**
 * The colour backend (CB): turns a colour export of a pixel-shader wave into
 * writes of every covered sample of each exporting lane's pixel — export
 * conversion, blending, channel write masks, MSAA storage.
 *
 * Writes go straight to GpuMemory: the CB path does not go through the
 * shader's L0/GL1, and reading a colour attachment from a shader in the draw
 * that writes it is undefined in Vulkan, so no coherence is modelled here
 * (docs/gpu_rb.md). Lanes write when their EXEC bit is set at the export and
 * their coverage is non-zero. A target with FMASK (COMPRESSION) stores
 * fragments instead of samples (compressed_color.ts, M1); bytes moved are
 * counted per surface kind.
 */
import type { Wave } from '../cu/wave.js';
import type { GpuMemory } from '../memory/gpu_memory.js';
import type { SurfaceTraffic } from '../memory/surface_traffic.js';
import { FragmentWrites } from './compressed_color.js';
import { isIntegerFormat, packTexel, texelChannels, texelDwords, unpackTexel, type TexelFormat } from '../../amd/formats/texel_formats.js';
import { blendColor } from './blend.js';
import { checkExportCompression, exportedChannels, type ExportEffect } from './export_format.js';
import { laneExecuting, type LaneCoverage } from './lane_coverage.js';
import type { ColorTarget, RbState } from './rb_state.js';
import { pixelInside, sampleAddress } from '../../amd/surface_layout.js';

// Module scratch: an export allocates nothing per lane or sample.
const srcBits = new Uint32Array(4);
const srcF = new Float32Array(srcBits.buffer);
const dstBits = new Uint32Array(4);
const dstF = new Float32Array(dstBits.buffer);
const blendedF = new Float32Array(4);
const constantF = new Float32Array(4);
const texel = new Uint32Array(4);
const fragments = new FragmentWrites();

function isUnorm(format: TexelFormat): boolean {
  return format === 'R8G8B8A8_UNORM';
}

/**
 * Writes one texel: the source (srcBits/srcF), blended with or merged into the destination read
 * from `readAddress` when `readDst`, to `writeAddress` (equal except when a compressed pixel's
 * fragment is split, compressed_color.ts).
 */
function writeTexel(memory: GpuMemory, t: ColorTarget, readAddress: number, writeAddress: number, readDst: boolean, blend: boolean, mask: number): void {
  const format = t.surface.format;
  const dwords = texelDwords(format);
  if (readDst) {
    for (let d = 0; d < dwords; d++) texel[d] = memory.read32(readAddress + 4 * d);
    unpackTexel(format, texel, 0, dstBits);
    if (blend) blendColor(t.blend, isUnorm(format), constantF, srcF, dstF, blendedF);
    for (let c = 0; c < 4; c++) {
      if (mask & (1 << c)) {
        if (blend) dstF[c] = blendedF[c]!;
        else dstBits[c] = srcBits[c]!;
      }
    }
    packTexel(format, dstBits, texel, 0);
  } else {
    packTexel(format, srcBits, texel, 0);
  }
  for (let d = 0; d < dwords; d++) memory.write32(writeAddress + 4 * d, texel[d]!);
}

/**
 * Executes a colour export (`effect.target` 0..7 = mrt0..mrt7) of `wave`.
 * Returns the number of samples written. Exports to unbound targets, with
 * export format ZERO or in any CB_COLOR_CONTROL.MODE but CB_NORMAL write
 * nothing (the special modes act on the pixels, not the data: cb_modes.ts).
 */
export function exportColor(
  state: RbState,
  memory: GpuMemory,
  wave: Wave,
  effect: ExportEffect,
  lanes: LaneCoverage,
  traffic: SurfaceTraffic,
): number {
  const index = effect.target;
  const t = index < 8 ? state.targets[index] : undefined;
  if (state.cbMode !== 'normal' || t === undefined) return 0;
  checkExportCompression(state.gfx, t.exportFormat, effect, `exp mrt${index}`);
  const s = t.surface;
  const format = s.format;
  const channelMask = (1 << texelChannels(format)) - 1;
  const allowed = t.targetMask & t.shaderMask & channelMask;
  if (allowed === 0 || t.exportFormat === 'zero') return 0;
  const blend = t.blend.enable && !isIntegerFormat(format);
  for (let c = 0; c < 4; c++) constantF[c] = state.blendConstant[c]!;
  const bytes = s.bytesPerSample;
  const compressed = t.metadata.fmask !== undefined;
  const sampleBits = s.samples >= 32 ? 0xffffffff : (1 << s.samples) - 1;
  let written = 0;
  for (let lane = 0; lane < wave.waveSize; lane++) {
    const coverage = lanes.coverage[lane]! & sampleBits;
    if (coverage === 0 || !laneExecuting(wave.sgpr, lane)) continue;
    const x = lanes.x[lane]!;
    const y = lanes.y[lane]!;
    if (!pixelInside(s, x, y)) continue;
    const mask = exportedChannels(state.gfx, t.exportFormat, effect, wave.vgpr, wave.waveSize, lane, srcBits) & allowed;
    if (mask === 0) continue;
    const readDst = blend || mask !== channelMask;
    if (compressed) {
      fragments.plan(memory, t, x, y, coverage, readDst, traffic);
      for (let i = 0; i < fragments.count; i++) {
        const read = sampleAddress(s, x, y, t.layer, fragments.readSlot[i]!);
        writeTexel(memory, t, read, sampleAddress(s, x, y, t.layer, fragments.writeSlot[i]!), readDst, blend, mask);
      }
      traffic.cbColorWritten += fragments.count * bytes;
      if (readDst) traffic.cbColorRead += fragments.count * bytes;
    } else {
      for (let sample = 0; sample < s.samples; sample++) {
        if (!(coverage & (1 << sample))) continue;
        const address = sampleAddress(s, x, y, t.layer, sample);
        writeTexel(memory, t, address, address, readDst, blend, mask);
        traffic.cbColorWritten += bytes;
        if (readDst) traffic.cbColorRead += bytes;
      }
    }
    for (let m = coverage; m !== 0; m &= m - 1) written++;
  }
  return written;
}
