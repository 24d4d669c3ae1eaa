/**
 * FMASK and CMASK of MSAA colour images (M1, M4): which images get them, where
 * they live and the values they start with (src/amd/fmask.ts has the formats).
 *
 * RADV gives every MSAA colour-attachment image FMASK and CMASK on GFX9–10.3
 * (radv_image.c radv_use_fmask_for_image; GFX11 has neither) and keeps the
 * FMASK of an image in VK_IMAGE_LAYOUT_GENERAL expanded
 * (radv_layout_fmask_compression). popsim has no image layouts yet: an image
 * with storage usage is treated as always in GENERAL and gets no FMASK, every
 * other MSAA colour attachment is compressed (assumption, docs/msaa.md).
 *
 * The metadata follows the colour surface in the image's memory, each part
 * 256-byte aligned. RADV initialises it on the image's first layout
 * transition from UNDEFINED (radv_init_fmask: identity; radv_init_cmask:
 * 0xD/0xE/0xF per tile = valid, not cleared); popsim, which has no UNDEFINED
 * layout, writes those values when the image is created.
 */
import { cmaskInitNibble, cmaskLayout, fmaskIdentity, fmaskLayout, hasColorMetadata, type CmaskLayout } from '../amd/fmask.js';
import { surfaceBytes, type SurfaceLayout } from '../amd/surface_layout.js';
import type { GfxLevel } from '../isa/gfx_level.js';
import type { GpuMemory } from '../gpu/index.js';
import type { RecordedCommand } from './recorded_commands.js';

/** VkImageLayout values FMASK compression depends on (the API's `imageLayout` enum). */
export type ImageLayout = 'undefined' | 'general' | 'color-attachment-optimal' | 'shader-read-only-optimal' | 'transfer-src-optimal' | 'transfer-dst-optimal';

/**
 * radv_layout_fmask_compression: none in GENERAL; partial (no expand needed, but the texture unit
 * must be able to read FMASK without CMASK) in SHADER_READ_ONLY and TRANSFER_SRC; full otherwise.
 */
export function fmaskCompression(layout: Exclude<ImageLayout, 'undefined'>): 'none' | 'partial' | 'full' {
  if (layout === 'general') return 'none';
  return layout === 'shader-read-only-optimal' || layout === 'transfer-src-optimal' ? 'partial' : 'full';
}

/**
 * The metadata work of a layout transition (radv_handle_color_image_transition): from UNDEFINED
 * the metadata is initialised; leaving full compression needs FMASK decompress (fast-cleared tiles
 * resolved); entering none needs FMASK expand.
 */
export function layoutTransition(oldLayout: ImageLayout, newLayout: Exclude<ImageLayout, 'undefined'>): 'init' | 'expand' | 'decompress' | 'none' {
  if (oldLayout === 'undefined') return 'init';
  const from = fmaskCompression(oldLayout);
  const to = fmaskCompression(newLayout);
  if (to === 'none' && from !== 'none') return 'expand';
  if (from === 'full' && to !== 'full') return 'decompress';
  return 'none';
}

export interface ColorMetadataLayout {
  readonly fmask: SurfaceLayout;
  readonly cmask: CmaskLayout;
}

/** True when RADV (as popsim models it) compresses a colour image of `samples` samples with this usage. */
export function usesColorMetadata(gfx: GfxLevel, samples: number, colorAttachment: boolean, storage: boolean): boolean {
  return colorAttachment && !storage && hasColorMetadata(gfx, samples);
}

function align256(n: number): number {
  return Math.ceil(n / 256) * 256;
}

/** Bytes of FMASK + CMASK (each 256-byte aligned) of a `width`×`height` image with `samples` samples. */
export function colorMetadataBytes(width: number, height: number, samples: number): number {
  return align256(surfaceBytes(fmaskLayout(0, width, height, samples))) + align256(cmaskLayout(0, width, height).bytes);
}

/** The dwords radv_init_fmask and radv_init_cmask fill with (1-byte FMASK repeats in every byte of a dword). */
export function metadataInitValues(samples: number): { readonly fmask: number; readonly cmask: number } {
  const identity = fmaskIdentity(samples);
  return { fmask: samples === 8 ? identity : identity * 0x01010101, cmask: cmaskInitNibble(samples) * 0x11111111 };
}

/** The CP DMA fill that makes FMASK identity (radv_init_fmask; also the end of an FMASK expand). */
export function fmaskIdentityFill(fmask: SurfaceLayout, samples: number): RecordedCommand {
  return { kind: 'fill-memory', address: fmask.base, bytes: surfaceBytes(fmask), value: metadataInitValues(samples).fmask };
}

/** The CP DMA fills of a transition from UNDEFINED: FMASK identity, CMASK valid and not cleared. */
export function metadataInitCommands(m: ColorMetadataLayout, samples: number): RecordedCommand[] {
  return [fmaskIdentityFill(m.fmask, samples), { kind: 'fill-memory', address: m.cmask.base, bytes: m.cmask.bytes, value: metadataInitValues(samples).cmask }];
}

/** Lays the metadata out at `base` (256-byte aligned) and writes its initial values. */
export function initColorMetadata(memory: GpuMemory, base: number, width: number, height: number, samples: number): ColorMetadataLayout {
  const fmask = fmaskLayout(base, width, height, samples);
  const fmaskBytes = align256(surfaceBytes(fmask));
  const cmask = cmaskLayout(base + fmaskBytes, width, height);
  const init = metadataInitValues(samples);
  memory.writeU32Array(fmask.base, new Uint32Array(fmaskBytes / 4).fill(init.fmask));
  memory.writeU32Array(cmask.base, new Uint32Array(cmask.bytes / 4).fill(init.cmask));
  return { fmask, cmask };
}
