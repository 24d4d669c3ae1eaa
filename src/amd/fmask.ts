/**
 * FMASK and CMASK: the compression metadata of MSAA colour surfaces on
 * GFX9–10.3 (M1, M4). GFX11 has neither (Mesa radv_physical_device.c
 * `use_fmask = gfx_level < GFX11`; ac_surface.c computes FMASK and CMASK only
 * up to GFX10.3). One place for their formats and layouts: the driver
 * allocates and initialises them, the render backends maintain them and the
 * texture path reads FMASK through its own descriptor (descriptors.ts).
 *
 * FMASK holds, per pixel, which stored fragment each sample uses. popsim
 * allocates as many fragments as samples, as RADV does (FMASK8_S2_F2,
 * FMASK8_S4_F4, FMASK32_S8_F8 in ac_descriptors.c): 1, 2 or 4 bits per
 * sample, 1, 1 or 4 bytes per pixel. Fragment f's colour is stored in the
 * colour surface's sample slot f. FMASK 0 means every sample uses fragment 0
 * (a fully covered pixel, M1). A shader's FMASK fetch returns 4 bits per
 * sample, sample 0 in bits 3:0 (VK_AMD_shader_fragment_mask); popsim returns
 * 0 in the nibbles of samples the surface does not have (assumption,
 * docs/msaa.md), so a fetch is 0 exactly when every sample uses fragment 0.
 *
 * CMASK holds 4 bits per 8×8-pixel tile; popsim uses it for fast-clear state
 * only: nibble 0 = the tile is fast-cleared (its pixels have the clear colour,
 * whatever the colour and FMASK memory say), any other value = FMASK and the
 * colour surface are valid. Values: Mesa radv_init_color_image_metadata (init)
 * and radv_get_cmask_fast_clear_value (0 without DCC).
 *
 * Layouts are linear, like popsim's colour surfaces (surface_layout.ts;
 * hardware swizzles both): FMASK rows of `linearPitch` pixels, CMASK tiles in
 * row-major order, two tiles per byte (low nibble first).
 */
import type { GfxLevel } from '../isa/gfx_level.js';
import { SurfaceError } from './amd_errors.js';
import { linearPitch, type SurfaceLayout } from './surface_layout.js';

/** Sample counts that carry FMASK. */
export const FMASK_SAMPLE_COUNTS: readonly number[] = [2, 4, 8];

/** The FMASK fetch value of an expanded (uncompressed) pixel: sample i uses fragment i. */
export const FMASK_FETCH_IDENTITY = 0x76543210;

/** True when a colour surface of `samples` samples carries FMASK/CMASK on `gfx`. */
export function hasColorMetadata(gfx: GfxLevel, samples: number): boolean {
  return gfx !== 'gfx11' && FMASK_SAMPLE_COUNTS.includes(samples);
}

function checkSamples(samples: number): void {
  if (!FMASK_SAMPLE_COUNTS.includes(samples)) throw new SurfaceError('FMASK', `${samples} samples carry no FMASK (2, 4 or 8)`);
}

/** Bits per sample of FMASK storage: 1 (2x), 2 (4x), 4 (8x). */
export function fmaskBitsPerSample(samples: number): number {
  checkSamples(samples);
  return samples === 8 ? 4 : samples === 4 ? 2 : 1;
}

/** Bytes of FMASK per pixel: 1 (FMASK8_S2_F2, FMASK8_S4_F4) or 4 (FMASK32_S8_F8). */
export function fmaskBytesPerPixel(samples: number): number {
  checkSamples(samples);
  return samples === 8 ? 4 : 1;
}

/** The FMASK surface of a `width`×`height` colour surface with `samples` samples, at `base`. */
export function fmaskLayout(base: number, width: number, height: number, samples: number): SurfaceLayout {
  const bytesPerSample = fmaskBytesPerPixel(samples);
  return { base, width, height, pitch: linearPitch(width, bytesPerSample), samples: 1, bytesPerSample };
}

/**
 * The stored FMASK value of an expanded pixel (radv_init_fmask: 0x02 for 2x, 0xE4 for 4x,
 * 0x76543210 for 8x), i.e. fmaskStore(samples, FMASK_FETCH_IDENTITY).
 */
export function fmaskIdentity(samples: number): number {
  return fmaskStore(samples, FMASK_FETCH_IDENTITY);
}

/** Stored FMASK value → fetch value (4 bits per sample, 0 beyond the sample count). */
export function fmaskFetch(samples: number, stored: number): number {
  const bits = fmaskBitsPerSample(samples);
  const mask = (1 << bits) - 1;
  let out = 0;
  for (let s = 0; s < samples; s++) out |= ((stored >>> (s * bits)) & mask) << (4 * s);
  return out >>> 0;
}

/** Fetch value (fragment of sample s in bits 4s+3:4s) → stored FMASK value. */
export function fmaskStore(samples: number, fetch: number): number {
  const bits = fmaskBitsPerSample(samples);
  const mask = (1 << bits) - 1;
  let out = 0;
  for (let s = 0; s < samples; s++) out |= ((fetch >>> (4 * s)) & mask) << (s * bits);
  return out >>> 0;
}

/**
 * The fragment sample i uses in a fetch value: 3 bits, as Mesa reads them (nir_lower_tex.c: an
 * EQAA "unknown" nibble 8 reads as fragment 0).
 */
export function fmaskFragmentOf(fetch: number, i: number): number {
  return (fetch >>> (4 * i)) & 7;
}

/** CMASK tile edge in pixels. */
export const CMASK_TILE = 8;

/** CMASK nibble of a fast-cleared tile (radv_get_cmask_fast_clear_value without DCC). */
export const CMASK_FAST_CLEARED = 0;

/** The CMASK value RADV initialises a surface with (per nibble 0xD, 0xE, 0xF for 2x, 4x, 8x): valid, not cleared. */
export function cmaskInitNibble(samples: number): number {
  checkSamples(samples);
  return samples === 2 ? 0xd : samples === 4 ? 0xe : 0xf;
}

/** CMASK of a `width`×`height` surface: tiles per row and bytes (rounded up to whole dwords). */
export interface CmaskLayout {
  readonly base: number;
  readonly tilesPerRow: number;
  readonly tileRows: number;
  readonly bytes: number;
}

export function cmaskLayout(base: number, width: number, height: number): CmaskLayout {
  const tilesPerRow = Math.ceil(width / CMASK_TILE);
  const tileRows = Math.ceil(height / CMASK_TILE);
  return { base, tilesPerRow, tileRows, bytes: Math.ceil((tilesPerRow * tileRows) / 8) * 4 };
}

/** Index of the CMASK tile of pixel (x, y) of layer 0. */
export function cmaskTileIndex(c: CmaskLayout, x: number, y: number): number {
  return Math.floor(y / CMASK_TILE) * c.tilesPerRow + Math.floor(x / CMASK_TILE);
}

/** Bit offset from `c.base` of the CMASK nibble of pixel (x, y) of `layer`: two tiles per byte, low nibble first. */
export function cmaskNibbleBit(c: CmaskLayout, x: number, y: number, layer: number): number {
  return 4 * (layer * c.tilesPerRow * c.tileRows + cmaskTileIndex(c, x, y));
}
