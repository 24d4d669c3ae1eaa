/**
 * The pipeline's vertex input state in the driver's terms, and what the
 * vertex shader's fetches read (RADV's vertex-buffer descriptors,
 * AC_UD_VS_VERTEX_BUFFERS; docs/driver.md "Vertex stage"): one typed V# per
 * attribute location at byte 16 × location of a table uploaded per draw —
 * base = bound buffer + attribute offset, stride = the binding's stride, the
 * attribute's format, and a record count that ends at the buffer's end, so a
 * fetch past it reads 0 as on hardware. Instance-rate locations are a
 * pipeline key of the vertex shader (the compiler fetches them at
 * InstanceIndex).
 */
import type { TexelFormat } from '../amd/formats/texel_formats.js';
import { bytesPerTexel } from '../amd/formats/texel_formats.js';
import { encodeBufferDescriptor } from '../amd/descriptors.js';
import type { GfxLevel } from '../isa/gfx_level.js';

export interface VertexAttribute {
  readonly location: number;
  readonly binding: number;
  /** The format the V# converts from (32-bit components). */
  readonly format: TexelFormat;
  /** Components of the format (1–4). */
  readonly components: number;
  readonly offset: number;
}

export interface VertexBinding {
  readonly binding: number;
  readonly stride: number;
  readonly inputRate: 'vertex' | 'instance';
}

export interface BoundVertexBuffer {
  readonly address: number;
  /** Bytes from `address` to the end of the buffer. */
  readonly size: number;
}

export interface VertexInputState {
  readonly attributes: readonly VertexAttribute[];
  readonly bindings: readonly VertexBinding[];
}

/** Locations whose binding advances per instance (the compiler's vertexInput key). */
export function instanceRateLocations(input: VertexInputState): number[] {
  return input.attributes.filter((a) => input.bindings.find((b) => b.binding === a.binding)?.inputRate === 'instance').map((a) => a.location);
}

/** Dwords of the vertex-buffer table for the pipeline's attributes (a V# per location up to the highest). */
function tableDwords(input: VertexInputState): number {
  return 4 * (Math.max(-1, ...input.attributes.map((a) => a.location)) + 1);
}

/**
 * The vertex-buffer descriptor table of a draw: V# k at dwords 4k..4k+3 for the attribute at
 * location k. Records: whole elements that fit in the buffer from the attribute's offset (a
 * stride of 0 reads one element: a raw range of its bytes).
 */
export function vertexBufferTable(gfx: GfxLevel, input: VertexInputState, buffers: ReadonlyMap<number, BoundVertexBuffer>): Uint32Array {
  const table = new Uint32Array(tableDwords(input));
  for (const a of input.attributes) {
    const b = input.bindings.find((x) => x.binding === a.binding)!;
    const buffer = buffers.get(a.binding)!;
    const available = Math.max(0, buffer.size - a.offset);
    const element = bytesPerTexel(a.format);
    const numRecords = b.stride === 0 ? available : available < element ? 0 : Math.floor((available - element) / b.stride) + 1;
    table.set(encodeBufferDescriptor(gfx, { base: buffer.address + a.offset, stride: b.stride, numRecords, format: a.format }), 4 * a.location);
  }
  return table;
}
