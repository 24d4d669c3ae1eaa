/**
 * Host-side transfer operations, executed on GPU memory in command order at
 * submit with the GPU idle (docs/driver.md "Copies and clears"): RADV runs
 * them as blits or compute shaders; no seed behaviour depends on how. Image
 * copies use the render backends' row copies (src/gpu/rb/resolve.ts).
 */
import type { GpuMemory } from '../gpu/index.js';
import { packTexel, texelDwords } from '../amd/formats/texel_formats.js';
import { quantizeDepth } from '../amd/formats/depth_formats.js';
import { writeDepth } from '../gpu/rb/depth_backend.js';
import { copyBufferToSurface, copySurfaceToBuffer } from '../gpu/rb/resolve.js';
import { sampleAddress } from '../amd/surface_layout.js';
import type { HostCommand } from './recorded_commands.js';

export function runHostCommand(memory: GpuMemory, c: HostCommand): void {
  switch (c.kind) {
    case 'copy-buffer':
      memory.writeBytes(c.dst, memory.readBytes(c.src, c.size));
      return;
    case 'fill-texels': {
      const texel = new Uint32Array(texelDwords(c.format));
      packTexel(c.format, c.value, texel, 0);
      const s = c.surface;
      const row = new Uint32Array(s.width * s.samples * texel.length);
      for (let i = 0; i < s.width * s.samples; i++) row.set(texel, i * texel.length);
      for (let y = 0; y < s.height; y++) memory.writeU32Array(sampleAddress(s, 0, y, 0, 0), row);
      return;
    }
    case 'fill-depth': {
      const s = c.surface;
      const stored = quantizeDepth(c.format, c.depth);
      for (let y = 0; y < s.height; y++) {
        for (let x = 0; x < s.width; x++) for (let k = 0; k < s.samples; k++) writeDepth(memory, c.format, sampleAddress(s, x, y, 0, k), stored);
      }
      return;
    }
    case 'copy-buffer-to-image':
      copyBufferToSurface(memory, { bufferAddress: c.buffer, bufferRowLength: c.rowLength, region: { x: 0, y: 0, width: c.surface.width, height: c.surface.height } }, c.surface);
      return;
    case 'copy-image-to-buffer':
      copySurfaceToBuffer(memory, c.surface, { bufferAddress: c.buffer, bufferRowLength: c.rowLength, region: { x: 0, y: 0, width: c.surface.width, height: c.surface.height } });
      return;
    default: {
      const never: never = c;
      throw new Error(`unknown host command ${String(never)}`);
    }
  }
}
