/** CP DMA (DMA_DATA) executed by the Gpu: copies and fills reach memory, untimed. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { GFX_LEVELS } from '../../../src/isa/gfx_level.js';
import { Gpu } from '../../../src/gpu/gpu.js';
import { Pm4Builder } from '../../../src/amd/pm4/pm4_builder.js';
import { chipFor } from './scene.js';

for (const gfx of GFX_LEVELS) {
  test(`${gfx}: DMA_DATA copies bytes and fills dwords in packet order, in no simulated cycles`, () => {
    const gpu = new Gpu(chipFor(gfx));
    const src = gpu.memory.allocate(64, 256);
    const dst = gpu.memory.allocate(64, 256);
    gpu.memory.writeBytes(src, Uint8Array.from({ length: 64 }, (_, i) => i + 1));
    const b = new Pm4Builder(gfx)
      .dmaData({ srcSel: 'DATA', src: 0xa5a5a5a5, dstSel: 'DST_ADDR_TC_L2', dst, byteCount: 64 })
      // Unaligned, odd-sized copy over the fill, then a zero-byte DMA (RADV's sync-only form).
      .dmaData({ srcSel: 'SRC_ADDR_TC_L2', src: src + 1, dstSel: 'DST_ADDR_TC_L2', dst: dst + 3, byteCount: 5, rawWait: true })
      .dmaData({ srcSel: 'SRC_ADDR', src: 0, dstSel: 'DST_ADDR', dst: 0, byteCount: 0, cpSync: true });
    const stats = gpu.submit(b.finish());
    const bytes = gpu.memory.readBytes(dst, 12);
    assert.deepEqual([...bytes], [0xa5, 0xa5, 0xa5, 2, 3, 4, 5, 6, 0xa5, 0xa5, 0xa5, 0xa5]);
    assert.deepEqual([...gpu.memory.readU32Array(dst + 12, 13)], Array(13).fill(0xa5a5a5a5));
    assert.equal(stats.cycles, 0);
  });
}
