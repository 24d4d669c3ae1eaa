/**
 * The depth backend (DB) on linear D16_UNORM / D32_SFLOAT surfaces in GPU
 * memory: a per-sample test the pipeline calls for early Z (before the
 * shader, with the rasterizer's per-sample depth) and late Z for depth
 * exported by the shader (exp mrtz). Compare ops and depth quantization are
 * the rasterizer's (src/gpu/raster/depth_test.ts); this file maps them onto
 * memory. Stencil and depth bounds are not modelled (docs/gpu_rb.md).
 */
import type { Wave } from '../cu/wave.js';
import type { GpuMemory } from '../memory/gpu_memory.js';
import { compare } from '../raster/depth_test.js';
import { depthBits, quantizeDepth, type DepthFormat } from '../../amd/formats/depth_formats.js';
import { exportedChannels, type ExportEffect } from './export_format.js';
import { laneExecuting, type LaneCoverage } from './lane_coverage.js';
import type { DepthTarget, RbState } from './rb_state.js';
import { pixelInside, sampleAddress } from '../../amd/surface_layout.js';

const f32 = new Float32Array(1);
const f32Bits = new Uint32Array(f32.buffer);

/** Stored depth at `address` in the surface's storage domain (unorm16 integer or f32). */
export function readDepth(memory: GpuMemory, format: DepthFormat, address: number): number {
  if (format === 'D32_SFLOAT') {
    f32Bits[0] = memory.read32(address);
    return f32[0]!;
  }
  const word = memory.read32(address - (address & 3));
  return (word >>> ((address & 2) * 8)) & 0xffff;
}

export function writeDepth(memory: GpuMemory, format: DepthFormat, address: number, stored: number): void {
  if (format === 'D32_SFLOAT') {
    memory.write32(address, depthBits(format, stored));
    return;
  }
  const aligned = address - (address & 3);
  const shift = (address & 2) * 8;
  const word = memory.read32(aligned);
  memory.write32(aligned, ((word & ~(0xffff << shift)) | (stored << shift)) >>> 0);
}

/**
 * Tests the covered samples of pixel (x, y): sample s's incoming depth is
 * z[zOffset + s] (early Z: the rasterizer's per-sample depth). Passing samples
 * are written when the state's writeEnable is set. Returns the passing mask;
 * with the test disabled every covered sample passes and nothing is written.
 */
export function depthTestSamples(
  memory: GpuMemory,
  depth: DepthTarget,
  x: number,
  y: number,
  coverage: number,
  z: ArrayLike<number>,
  zOffset: number,
): number {
  return testPixel(memory, depth, x, y, coverage, z, zOffset, 1);
}

// zStride 0: one depth for every sample (exported Z), 1: per-sample depth.
function testPixel(
  memory: GpuMemory,
  depth: DepthTarget,
  x: number,
  y: number,
  coverage: number,
  z: ArrayLike<number>,
  zOffset: number,
  zStride: number,
): number {
  const { surface, state } = depth;
  if (!state.testEnable) return coverage;
  if (!pixelInside(surface, x, y)) return 0;
  let pass = 0;
  for (let s = 0; s < surface.samples; s++) {
    if (!(coverage & (1 << s))) continue;
    const incoming = quantizeDepth(surface.format, z[zOffset + s * zStride]!);
    const address = sampleAddress(surface, x, y, depth.layer, s);
    if (!compare(state.compareOp, incoming, readDepth(memory, surface.format, address))) continue;
    pass |= 1 << s;
    if (state.writeEnable) writeDepth(memory, surface.format, address - surface.base + depth.writeBase, incoming);
  }
  return pass;
}

const exported = new Uint32Array(4);
const exportedF = new Float32Array(exported.buffer);

/**
 * Late Z for `exp mrtz`: tests each executing lane's exported depth (R of
 * SPI_SHADER_Z_FORMAT) against its covered samples and clears the failing
 * samples from `lanes.coverage`, so the colour exports that follow write only
 * what passed. Returns the number of passing samples. Without a depth target,
 * or when the export carries no depth, coverage is left unchanged.
 */
export function exportDepth(state: RbState, memory: GpuMemory, wave: Wave, effect: ExportEffect, lanes: LaneCoverage): number {
  const depth = state.depth;
  let passed = 0;
  for (let lane = 0; lane < wave.waveSize; lane++) {
    const coverage = lanes.coverage[lane]!;
    if (coverage === 0 || !laneExecuting(wave.sgpr, lane)) continue;
    // The provided mask depends only on the format and enable bits, not on the lane.
    if (depth === undefined || !(exportedChannels(state.gfx, state.zExportFormat, effect, wave.vgpr, wave.waveSize, lane, exported) & 1)) {
      passed += popcount(coverage);
      continue;
    }
    const pass = testPixel(memory, depth, lanes.x[lane]!, lanes.y[lane]!, coverage, exportedF, 0, 0);
    lanes.coverage[lane] = pass;
    passed += popcount(pass);
  }
  return passed;
}

function popcount(v: number): number {
  let n = 0;
  for (let x = v >>> 0; x !== 0; x &= x - 1) n++;
  return n;
}
