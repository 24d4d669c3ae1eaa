/** Copies and clears as CP DMA: the packets the driver emits, and what they leave in memory. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Pm4Builder } from '../../src/amd/pm4/index.js';
import { linearPitch, surfaceBytes, type SurfaceLayout } from '../../src/amd/surface_layout.js';
import { Gpu } from '../../src/gpu/index.js';
import { runCommandStream, type DmaDataCommand } from '../../src/gpu/pm4/index.js';
import { RegisterFile } from '../../src/gpu/regs/index.js';
import { chipByName } from '../../src/amd/chips.js';
import type { GfxLevel } from '../../src/isa/gfx_level.js';
import { emitTransfer } from '../../src/driver/transfer_commands.js';
import type { TransferCommand } from '../../src/driver/recorded_commands.js';
import { RecordingSink } from '../gpu/pm4/recording_sink.js';

const CHIP: Readonly<Record<GfxLevel, string>> = { gfx9: 'RAVEN', gfx10: 'NAVI10', gfx10_3: 'NAVI21', gfx11: 'NAVI31' };

function packets(gfx: GfxLevel, c: TransferCommand): RecordingSink['calls'] {
  const b = new Pm4Builder(gfx);
  emitTransfer(b, c);
  const sink = new RecordingSink();
  runCommandStream(b.finish(), new RegisterFile(gfx), sink);
  return sink.calls;
}

function dmas(calls: RecordingSink['calls']): DmaDataCommand[] {
  return calls.flatMap((c) => (c.kind === 'dmaData' ? [c.cmd] : []));
}

function surface(gpu: Gpu, width: number, height: number, bytesPerSample: number, samples = 1): SurfaceLayout {
  const pitch = linearPitch(width, bytesPerSample);
  return { base: gpu.memory.allocate(pitch * height * samples * bytesPerSample, 256), width, height, pitch, samples, bytesPerSample };
}

function execute(gpu: Gpu, c: TransferCommand): void {
  const b = new Pm4Builder(gpu.chip.gfx);
  emitTransfer(b, c);
  gpu.submit(b.finish());
}

test('a buffer copy is DMA copies through L2, split at cp_dma_max_byte_count; the last one syncs', () => {
  const c: TransferCommand = { kind: 'copy-buffer', src: 0x10000, dst: 0x80000, size: 100000 };
  const gfx10 = dmas(packets('gfx10_3', c));
  assert.equal(gfx10.length, 1);
  assert.deepEqual([gfx10[0]!.srcSel, gfx10[0]!.dstSel, gfx10[0]!.byteCount, gfx10[0]!.cpSync], ['SRC_ADDR_TC_L2', 'DST_ADDR_TC_L2', 100000, true]);
  const gfx11 = dmas(packets('gfx11', c));
  assert.deepEqual(gfx11.map((d) => d.byteCount), [32736, 32736, 32736, 1792]);
  assert.deepEqual(gfx11.map((d) => d.dstAddress - 0x80000), [0, 32736, 65472, 98208]);
  assert.deepEqual(gfx11.map((d) => d.cpSync), [false, false, false, true]);
});

test('clears of 32-bit texels and depth are DMA fills over the whole surface; D16 fills both halves of each dword', () => {
  for (const gfx of ['gfx9', 'gfx11'] as const) {
    const gpu = new Gpu(chipByName(CHIP[gfx]));
    const color = surface(gpu, 20, 3, 4, 4);
    const fill = dmas(packets(gfx, { kind: 'fill-texels', surface: color, format: 'R32_UINT', value: Uint32Array.of(7, 0, 0, 0) }));
    assert.deepEqual(fill.map((d) => [d.source, d.dstAddress, d.byteCount]), [[{ kind: 'fill', value: 7 }, color.base, surfaceBytes(color)]]);
    execute(gpu, { kind: 'fill-texels', surface: color, format: 'R8G8B8A8_UNORM', value: Uint32Array.of(0x3f800000, 0, 0, 0x3f800000) });
    assert.deepEqual(new Set(gpu.memory.readU32Array(color.base, surfaceBytes(color) / 4)), new Set([0xff0000ff]));
    const d16 = surface(gpu, 9, 5, 2, 2);
    execute(gpu, { kind: 'fill-depth', surface: d16, format: 'D16_UNORM', depth: 0.5 });
    assert.deepEqual(new Set(gpu.memory.readU32Array(d16.base, surfaceBytes(d16) / 4)), new Set([0x80008000]));
    const d32 = surface(gpu, 9, 5, 4);
    const depth = dmas(packets(gfx, { kind: 'fill-depth', surface: d32, format: 'D32_SFLOAT', depth: 1 }));
    assert.deepEqual(depth.map((d) => d.source), [{ kind: 'fill', value: 0x3f800000 }]);
  }
});

test('a clear with 2–4 dword texels writes one texel and doubles it with DMA copies that wait for the previous ones', () => {
  const gpu = new Gpu(chipByName('NAVI21'));
  const s = surface(gpu, 10, 4, 16);
  const value = Uint32Array.of(1, 2, 3, 4);
  const calls = packets('gfx10_3', { kind: 'fill-texels', surface: s, format: 'R32G32B32A32_UINT', value });
  const bytes = surfaceBytes(s);
  assert.equal(calls[0]!.kind, 'writeData');
  const copies = dmas(calls);
  // 16 bytes written, then copies of 16, 32, 64, ... bytes until the surface is full.
  assert.equal(copies.length, Math.ceil(Math.log2(bytes / 16)));
  assert.ok(copies.every((d) => d.rawWait && d.source.kind === 'memory' && d.source.address === s.base));
  assert.deepEqual(copies.map((d) => d.dstAddress - s.base), copies.map((_, i) => 16 * 2 ** i));
  execute(gpu, { kind: 'fill-texels', surface: s, format: 'R32G32B32A32_UINT', value });
  const words = gpu.memory.readU32Array(s.base, bytes / 4);
  assert.ok(words.every((w, i) => w === value[i % 4]));
});

test('buffer-image copies are one DMA when rows are contiguous on both sides, else one per row', () => {
  const gpu = new Gpu(chipByName('NAVI21'));
  const tight = surface(gpu, 64, 8, 4);
  assert.equal(dmas(packets('gfx10_3', { kind: 'copy-image-to-buffer', buffer: 0x100000, rowLength: 64, surface: tight })).length, 1);
  assert.equal(dmas(packets('gfx10_3', { kind: 'copy-image-to-buffer', buffer: 0x100000, rowLength: 70, surface: tight })).length, 8);
  const padded = surface(gpu, 5, 3, 4);
  const buffer = gpu.memory.allocate(4 * 7 * 3, 256);
  const texels = Uint32Array.from({ length: 7 * 3 }, (_, i) => 100 + i);
  gpu.memory.writeU32Array(buffer, texels);
  const rows = dmas(packets('gfx10_3', { kind: 'copy-buffer-to-image', buffer, rowLength: 7, surface: padded }));
  assert.deepEqual(rows.map((d) => [d.byteCount, d.dstAddress - padded.base]), [[20, 0], [20, 256], [20, 512]]);
  execute(gpu, { kind: 'copy-buffer-to-image', buffer, rowLength: 7, surface: padded });
  for (let y = 0; y < 3; y++) assert.deepEqual([...gpu.memory.readU32Array(padded.base + y * 256, 5)], [...texels.subarray(y * 7, y * 7 + 5)]);
  const back = gpu.memory.allocate(4 * 5 * 3, 256);
  execute(gpu, { kind: 'copy-image-to-buffer', buffer: back, rowLength: 5, surface: padded });
  assert.deepEqual([...gpu.memory.readU32Array(back, 15)], [0, 1, 2].flatMap((y) => [...texels.subarray(y * 7, y * 7 + 5)]));
});
