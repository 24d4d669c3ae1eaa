/**
 * Helpers for tests of compressed MSAA colour targets (M1, M4): programming FMASK/CMASK through
 * registers as a driver would, and reading or writing a pixel's FMASK, its tile's CMASK nibble
 * and its sample slots directly in memory (layer 0).
 */
import assert from 'node:assert/strict';
import { RegisterFile } from '../../../src/gpu/regs/register_file.js';
import { decodeRbState, type ColorTarget, type RbState } from '../../../src/gpu/rb/rb_state.js';
import type { GpuMemory } from '../../../src/gpu/memory/gpu_memory.js';
import { cmaskInitNibble, cmaskTileIndex, fmaskFetch, fmaskIdentity, fmaskStore } from '../../../src/amd/fmask.js';
import { sampleAddress } from '../../../src/amd/surface_layout.js';
import type { GfxLevel } from '../../../src/isa/gfx_level.js';
import { programTarget, setReg } from './rb_fixtures.js';

export const RGBA8 = { cbFormat: 'COLOR_8_8_8_8', numberType: 'NUMBER_UNORM', exportFormat: 'SPI_SHADER_32_ABGR' };
export const RG32UI = { cbFormat: 'COLOR_32_32', numberType: 'NUMBER_UINT', exportFormat: 'SPI_SHADER_32_GR' };
export const R32F = { cbFormat: 'COLOR_32', numberType: 'NUMBER_FLOAT', exportFormat: 'SPI_SHADER_32_R' };
export const R32UI = { cbFormat: 'COLOR_32', numberType: 'NUMBER_UINT', exportFormat: 'SPI_SHADER_32_R' };
const SRC_ALPHA_BLEND = { COLOR_SRCBLEND: 'BLEND_SRC_ALPHA', COLOR_DESTBLEND: 'BLEND_ONE_MINUS_SRC_ALPHA', COLOR_COMB_FCN: 'COMB_DST_PLUS_SRC' };

export interface TargetOptions {
  readonly samples: number;
  readonly width: number;
  readonly height: number;
  readonly format?: typeof RGBA8;
  /** Program COMPRESSION (FMASK); the driver-initialised FMASK is identity, CMASK the init nibble. */
  readonly compressed: boolean;
  /** Program FAST_CLEAR with these CLEAR_WORD0/1 (compressed targets only). */
  readonly clearWords?: readonly [number, number];
  readonly blend?: boolean;
  /** Colour target index (default 0). */
  readonly index?: number;
}

/** Programs colour target `o.index` in `regs`, with its surface and metadata allocated in `memory`. */
export function programColorTarget(regs: RegisterFile, memory: GpuMemory, o: TargetOptions): void {
  const n = o.index ?? 0;
  const p = `CB_COLOR${n}`;
  programTarget(regs, { index: n, address: memory.allocate(1 << 16), width: o.width, height: o.height, samples: o.samples, ...(o.format ?? RGBA8) });
  if (o.blend) setReg(regs, `CB_BLEND${n}_CONTROL`, { ENABLE: 1, ...SRC_ALPHA_BLEND });
  if (o.compressed) {
    setReg(regs, `${p}_INFO`, { COMPRESSION: 1, FAST_CLEAR: o.clearWords ? 1 : 0 }, true);
    regs.write(regs.db.register(`${p}_FMASK`).offset, memory.allocate(1 << 14) / 256);
    regs.write(regs.db.register(`${p}_CMASK`).offset, memory.allocate(256) / 256);
    regs.write(regs.db.register(`${p}_CLEAR_WORD0`).offset, o.clearWords?.[0] ?? 0);
    regs.write(regs.db.register(`${p}_CLEAR_WORD1`).offset, o.clearWords?.[1] ?? 0);
  }
}

/** Initialises a decoded target's metadata as the driver does: FMASK identity, CMASK the init nibble. */
export function initMetadata(memory: GpuMemory, t: ColorTarget): void {
  const { width, height, samples } = t.surface;
  if (t.metadata.fmask !== undefined) for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) setFmask(memory, t, x, y, fmaskFetch(samples, fmaskIdentity(samples)));
  if (t.metadata.cmask !== undefined) for (let y = 0; y < height; y += 8) for (let x = 0; x < width; x += 8) setCmask(memory, t, x, y, cmaskInitNibble(samples));
}

/** A colour target 0 programmed through registers, as a driver would, in `memory`. */
export function msaaTarget(memory: GpuMemory, o: TargetOptions & { readonly gfx: GfxLevel }): { state: RbState; t: ColorTarget } {
  const regs = new RegisterFile(o.gfx);
  programColorTarget(regs, memory, { ...o, index: 0 });
  const state = decodeRbState(regs);
  const t = state.targets[0]!;
  assert.equal(t.metadata.fmask !== undefined, o.compressed, 'COMPRESSION decodes to an FMASK layout');
  assert.equal(t.metadata.cmask !== undefined, o.clearWords !== undefined, 'FAST_CLEAR decodes to a CMASK layout');
  initMetadata(memory, t);
  return { state, t };
}

function fmaskAddress(t: ColorTarget, x: number, y: number): number {
  return sampleAddress(t.metadata.fmask!, x, y, 0, 0);
}

/** The FMASK fetch value of pixel (x, y) (the stored 1- or 4-byte field, decoded). */
export function getFmask(memory: GpuMemory, t: ColorTarget, x: number, y: number): number {
  const a = fmaskAddress(t, x, y);
  const stored = t.metadata.fmask!.bytesPerSample === 4 ? memory.read32(a) : (memory.read32(a & ~3) >>> ((a & 3) * 8)) & 0xff;
  return fmaskFetch(t.surface.samples, stored);
}

export function setFmask(memory: GpuMemory, t: ColorTarget, x: number, y: number, fetch: number): void {
  const a = fmaskAddress(t, x, y);
  const stored = fmaskStore(t.surface.samples, fetch);
  if (t.metadata.fmask!.bytesPerSample === 4) return memory.write32(a, stored);
  const shift = (a & 3) * 8;
  memory.write32(a & ~3, ((memory.read32(a & ~3) & ~(0xff << shift)) | (stored << shift)) >>> 0);
}

function cmaskNibbleAddress(t: ColorTarget, x: number, y: number): { address: number; shift: number } {
  const c = t.metadata.cmask!;
  const tile = cmaskTileIndex(c, x, y);
  const byte = c.base + (tile >>> 1);
  return { address: byte & ~3, shift: (byte & 3) * 8 + (tile & 1) * 4 };
}

export function getCmask(memory: GpuMemory, t: ColorTarget, x: number, y: number): number {
  const { address, shift } = cmaskNibbleAddress(t, x, y);
  return (memory.read32(address) >>> shift) & 0xf;
}

export function setCmask(memory: GpuMemory, t: ColorTarget, x: number, y: number, nibble: number): void {
  const { address, shift } = cmaskNibbleAddress(t, x, y);
  memory.write32(address, ((memory.read32(address) & ~(0xf << shift)) | (nibble << shift)) >>> 0);
}

/** The texel in sample slot `s` of pixel (x, y), as dwords. */
export function slot(memory: GpuMemory, t: ColorTarget, x: number, y: number, s: number): number[] {
  return Array.from(memory.readU32Array(sampleAddress(t.surface, x, y, 0, s), t.surface.bytesPerSample / 4));
}

export function setSlot(memory: GpuMemory, t: ColorTarget, x: number, y: number, s: number, words: readonly number[]): void {
  memory.writeU32Array(sampleAddress(t.surface, x, y, 0, s), words);
}
