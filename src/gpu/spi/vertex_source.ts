/**
 * The vertex stage seam. DESIGN.md allows the vertex stage to be simplified;
 * popsim's GPU model reads already-transformed vertices from GPU memory in a
 * documented popsim format (docs/gpu_engine.md, "Vertex stage"), as if the
 * driver ran the vertex shader on the host:
 *
 *   user data 0, 1 of the vertex stage = 64-bit address of the vertex array
 *   user data 2                        = attribute components per vertex (n)
 *   vertex i at address + i·(4 + n)·4: clip-space x, y, z, w (f32), then n
 *   attribute components (f32); PS attribute a is components 4a..4a+3.
 *
 * The vertex stage's user data are SPI_SHADER_USER_DATA_VS_* on GFX9 and the
 * NGG stage's SPI_SHADER_USER_DATA_GS_* on GFX10+ (GFX11 has no VS stage).
 */
import type { VertexData } from '../geometry/vertex_data.js';
import type { GpuMemory } from '../memory/gpu_memory.js';
import type { RegisterFile } from '../regs/register_file.js';
import { GpuError } from '../engine/errors.js';

export interface VertexSource {
  /** Vertices 0..vertexCount-1 of the current draw. */
  fetch(regs: RegisterFile, memory: GpuMemory, vertexCount: number): VertexData;
}

/** Most attribute components a vertex may carry (32 vec4 attributes). */
const MAX_COMPONENTS = 128;

function userDataPrefix(regs: RegisterFile): string {
  return regs.gfx === 'gfx9' ? 'SPI_SHADER_USER_DATA_VS_' : 'SPI_SHADER_USER_DATA_GS_';
}

export const memoryVertexSource: VertexSource = {
  fetch(regs, memory, vertexCount) {
    const prefix = userDataPrefix(regs);
    const address = regs.get(`${prefix}0`) + regs.get(`${prefix}1`) * 2 ** 32;
    const components = regs.get(`${prefix}2`);
    if (components > MAX_COMPONENTS) {
      throw new GpuError('bad-vertex-data', `${prefix}2`, `${components} attribute components per vertex (at most ${MAX_COMPONENTS})`);
    }
    const stride = 4 + components;
    const positions = new Float32Array(vertexCount * 4);
    const attributes = new Float32Array(vertexCount * components);
    if (vertexCount === 0) return { vertexCount, positions, attributeComponents: components, attributes };
    if (!memory.isMapped(address, vertexCount * stride * 4)) {
      throw new GpuError('bad-vertex-data', `${prefix}0`, `vertex array at 0x${address.toString(16)} (${vertexCount} vertices) is not mapped`);
    }
    const words = memory.readU32Array(address, vertexCount * stride);
    const floats = new Float32Array(words.buffer, words.byteOffset, words.length);
    for (let v = 0; v < vertexCount; v++) {
      positions.set(floats.subarray(v * stride, v * stride + 4), v * 4);
      attributes.set(floats.subarray(v * stride + 4, (v + 1) * stride), v * components);
    }
    return { vertexCount, positions, attributeComponents: components, attributes };
  },
};

/** Dwords per vertex of the popsim vertex format with `components` attribute components. */
export function vertexStrideDwords(components: number): number {
  return 4 + components;
}
