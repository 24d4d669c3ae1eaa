/**
 * Descriptor encoding: what a descriptor write puts into a set's GPU memory.
 * Binding b of a set lives at the compiler ABI's offset (bindingOffset: b × 32
 * bytes, docs/compiler_backend.md "ABI"); buffers get a 4-dword V#, images an
 * 8-dword T#, both built by src/amd/descriptors.ts, the one place for
 * descriptor layouts.
 */
import type { GfxLevel } from '../isa/gfx_level.js';
import { bindingOffset } from '../compiler/backend/index.js';
import { encodeBufferDescriptor, encodeImageDescriptor } from '../amd/descriptors.js';
import { bytesPerTexel, type TexelFormat } from '../amd/formats/texel_formats.js';

/** Bytes a set with bindings 0..maxBinding occupies. */
export function descriptorSetBytes(maxBinding: number): number {
  return bindingOffset(undefined, 0, maxBinding + 1);
}

/** Byte offset of a binding inside its set's memory. */
export function descriptorOffset(binding: number): number {
  return bindingOffset(undefined, 0, binding);
}

export type DescriptorPayload =
  /** Storage/uniform buffer: raw byte range (OOB_SELECT raw), as RADV's buffer descriptors. */
  | { readonly kind: 'buffer'; readonly address: number; readonly range: number }
  /** Texel buffer: structured by element, typed. */
  | { readonly kind: 'texel-buffer'; readonly address: number; readonly elements: number; readonly format: TexelFormat }
  | {
      readonly kind: 'image';
      readonly address: number;
      readonly format: TexelFormat;
      readonly width: number;
      readonly height: number;
      readonly samples: number;
    };

export function encodeDescriptor(gfx: GfxLevel, p: DescriptorPayload): Uint32Array {
  switch (p.kind) {
    case 'buffer':
      return encodeBufferDescriptor(gfx, { base: p.address, numRecords: p.range });
    case 'texel-buffer':
      return encodeBufferDescriptor(gfx, { base: p.address, numRecords: p.elements, stride: bytesPerTexel(p.format), format: p.format });
    case 'image':
      return encodeImageDescriptor(gfx, {
        base: p.address,
        format: p.format,
        type: p.samples > 1 ? '2d_msaa' : '2d',
        width: p.width,
        height: p.height,
        samples: p.samples,
      });
    default: {
      const never: never = p;
      throw new Error(`unknown descriptor payload ${String(never)}`);
    }
  }
}
