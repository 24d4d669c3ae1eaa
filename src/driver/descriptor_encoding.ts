/**
 * Descriptor encoding: what a descriptor write puts into a set's GPU memory.
 * Binding b of a set takes 32 bytes (the compiler's DEFAULT_BINDING_STRIDE,
 * docs/compiler_backend.md "ABI"), a sampled image 64: its T# and, 32 bytes
 * after it, its FMASK T# (all zero when the image has none), as RADV lays out
 * sampled images (radv_descriptor_set.c; ACO reads AC_DESC_FMASK there, M2).
 * Buffers get a 4-dword V#, images an 8-dword T#, both built by
 * src/amd/descriptors.ts, the one place for descriptor layouts. Pipelines
 * pass the offsets to the compiler (resourceLayout).
 */
import type { GfxLevel } from '../isa/gfx_level.js';
import { DEFAULT_BINDING_STRIDE, type ResourceLayout } from '../compiler/backend/index.js';
import { encodeBufferDescriptor, encodeFmaskDescriptor, encodeImageDescriptor, type FmaskDescriptorInit } from '../amd/descriptors.js';
import { bytesPerTexel, type TexelFormat } from '../amd/formats/texel_formats.js';

/** What descriptor offsets depend on: the set layout's highest binding and which bindings are sampled images. */
export interface SetLayoutShape {
  readonly maxBinding: number;
  readonly sampledImageBindings: ReadonlySet<number>;
}

/** Byte offset of a binding inside its set's memory: 32 bytes per binding before it, 64 for sampled images. */
export function descriptorOffset(shape: SetLayoutShape, binding: number): number {
  let offset = binding * DEFAULT_BINDING_STRIDE;
  for (const b of shape.sampledImageBindings) if (b < binding) offset += DEFAULT_BINDING_STRIDE;
  return offset;
}

/** Bytes a set occupies. */
export function descriptorSetBytes(shape: SetLayoutShape): number {
  return descriptorOffset(shape, shape.maxBinding + 1);
}

/** The compiler's view of a pipeline layout: every binding's offset, keyed "set.binding". */
export function resourceLayout(sets: readonly (SetLayoutShape | undefined)[]): ResourceLayout {
  const offsets: Record<string, number> = {};
  sets.forEach((shape, set) => {
    if (shape === undefined) return;
    for (let b = 0; b <= shape.maxBinding; b++) offsets[`${set}.${b}`] = descriptorOffset(shape, b);
  });
  return { offsets };
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
      /** Sampled images take 16 dwords: the T# and the FMASK T# (`fmask`, or zeros). */
      readonly sampled: boolean;
      readonly fmask?: FmaskDescriptorInit;
    };

export function encodeDescriptor(gfx: GfxLevel, p: DescriptorPayload): Uint32Array {
  switch (p.kind) {
    case 'buffer':
      return encodeBufferDescriptor(gfx, { base: p.address, numRecords: p.range });
    case 'texel-buffer':
      return encodeBufferDescriptor(gfx, { base: p.address, numRecords: p.elements, stride: bytesPerTexel(p.format), format: p.format });
    case 'image': {
      const image = encodeImageDescriptor(gfx, {
        base: p.address,
        format: p.format,
        type: p.samples > 1 ? '2d_msaa' : '2d',
        width: p.width,
        height: p.height,
        samples: p.samples,
      });
      if (!p.sampled) return image;
      const words = new Uint32Array(16);
      words.set(image);
      if (p.fmask) words.set(encodeFmaskDescriptor(gfx, p.fmask), 8);
      return words;
    }
    default: {
      const never: never = p;
      throw new Error(`unknown descriptor payload ${String(never)}`);
    }
  }
}
