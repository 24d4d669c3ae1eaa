/**
 * Buffer (V#, 4 dwords) and image (T#, 8 dwords) resource descriptors: one
 * place for the driver's encoding and the compute unit's decoding.
 *
 * Field positions (hard-coded; nothing is read at run time):
 * - GFX9: SQ_BUF_RSRC_WORD0..3 / SQ_IMG_RSRC_WORD0..7 in
 *   ../shared/reference/amd-registers/gfx9.json.
 * - GFX10/10.3: Mesa src/amd/registers/gfx10-rsrc.json (the kernel-header JSONs
 *   carry no descriptor layouts for GFX10+).
 * - GFX11: Mesa src/amd/common/ac_descriptors.c, which builds GFX11 descriptors
 *   with the GFX10 macros except: buffer SWIZZLE_ENABLE is 2 bits [31:30],
 *   RESOURCE_LEVEL (buffer word3[24], image word2[31]) is 0, MIN_LOD/MAX_MIP
 *   moved (popsim leaves both 0 on GFX11, see docs/gpu_memory.md), and the
 *   unified format enum is renumbered (texel_formats.ts).
 *
 * Modelling simplification (docs/gpu_memory.md): images are linear (SW_MODE 0)
 * with a row pitch in texels; multisample images store the samples of a pixel
 * consecutively. The sample count is LAST_LEVEL = log2(samples) as on hardware
 * (ac_build_gfx6/gfx10_texture_descriptor).
 */
import type { GfxLevel } from '../isa/gfx_level.js';
import { DescriptorError } from './amd_errors.js';
import { linearPitch, type SurfaceLayout } from './surface_layout.js';
import { bytesPerTexel, formatFromHw, hwFormat, type TexelFormat } from './formats/texel_formats.js';
import { fmaskBytesPerPixel, fmaskLayout } from './fmask.js';

/** DST_SEL channel selectors (SQ_SEL_XYZW01): 0, 1, X, Y, Z, W. */
export const SEL_0 = 0;
export const SEL_1 = 1;
export const SEL_X = 4;
export const SEL_Y = 5;
export const SEL_Z = 6;
export const SEL_W = 7;
export type DstSel = readonly [number, number, number, number];
const IDENTITY_SEL: DstSel = [SEL_X, SEL_Y, SEL_Z, SEL_W];

/**
 * Out-of-bounds rule of a buffer (GFX10+ OOB_SELECT; on GFX9 the rule follows
 * from the stride: 0 -> raw byte range, else structured by index).
 */
export type OobSelect = 'structured_with_offset' | 'structured' | 'disabled' | 'raw';
const OOB_SELECTS: readonly OobSelect[] = ['structured_with_offset', 'structured', 'disabled', 'raw'];

export interface BufferDescriptor {
  readonly gfx: GfxLevel;
  readonly base: number;
  readonly stride: number;
  readonly numRecords: number;
  /** Typed-access format; undefined when FORMAT is INVALID or one popsim does not model. */
  readonly format: TexelFormat | undefined;
  readonly swizzleEnable: boolean;
  readonly addTid: boolean;
  readonly dstSel: DstSel;
  /** INDEX_STRIDE code (0..3 = 8, 16, 32, 64 lanes), used with swizzling. */
  readonly indexStride: number;
  readonly oobSelect: OobSelect;
}

export interface BufferDescriptorInit {
  readonly base: number;
  readonly stride?: number;
  readonly numRecords: number;
  readonly format?: TexelFormat;
  readonly swizzleEnable?: boolean;
  readonly addTid?: boolean;
  readonly dstSel?: DstSel;
  readonly indexStride?: number;
  /** GFX10+ only; default 'raw' when stride is 0, else 'structured'. */
  readonly oobSelect?: OobSelect;
}

export type ImageType = '1d' | '2d' | '2d_msaa' | '2d_array' | '2d_msaa_array' | '3d';

/** SQ_RSRC_IMG_* type codes (gfx9.json SQ_RSRC_IMG_TYPE, same on GFX10/11). */
const IMAGE_TYPE_CODES: Readonly<Record<ImageType, number>> = {
  '1d': 8,
  '2d': 9,
  '3d': 10,
  '2d_array': 13,
  '2d_msaa': 14,
  '2d_msaa_array': 15,
};

/** A decoded T#: its linear layout (SurfaceLayout) plus what the texture path needs. */
export interface ImageDescriptor extends SurfaceLayout {
  readonly gfx: GfxLevel;
  /** 256-byte aligned base address. */
  readonly base: number;
  readonly format: TexelFormat;
  readonly type: ImageType;
  readonly width: number;
  readonly height: number;
  /** 3D: depth in slices; arrays: number of layers; otherwise 1. */
  readonly depth: number;
  /** Row pitch in texels (>= width). */
  readonly pitch: number;
  readonly samples: number;
  readonly dstSel: DstSel;
  /**
   * Compression metadata (CMASK/DCC/HTILE) address when COMPRESSION_EN is set,
   * else undefined (popsim's texture path reads FMASK only through FMASK T#s).
   */
  readonly metaAddress: number | undefined;
  /**
   * FMASK T#s (fmask.ts): the sample count of the colour surface whose FMASK
   * this is; 0 for every other image. An FMASK T# reads one R32_UINT per
   * pixel: the FMASK fetch value (4 bits per sample).
   */
  readonly fmaskSamples: number;
}

export interface ImageDescriptorInit {
  readonly base: number;
  readonly format: TexelFormat;
  readonly type: ImageType;
  readonly width: number;
  readonly height?: number;
  readonly depth?: number;
  /** Row pitch in texels; default linearImagePitch(...). GFX10+ accept only that value. */
  readonly pitch?: number;
  readonly samples?: number;
  readonly dstSel?: DstSel;
  readonly metaAddress?: number;
}

const TWO_32 = 0x1_0000_0000;

function put(value: number, lo: number, hi: number, field: string): number {
  const width = hi - lo + 1;
  if (!Number.isInteger(value) || value < 0 || value >= 2 ** width) {
    throw new DescriptorError('field-overflow', field, `${value} does not fit in ${width} bits`);
  }
  return value * 2 ** lo; // callers combine with `+` and apply >>> 0; fields never overlap
}

function get(word: number, lo: number, hi: number): number {
  const width = hi - lo + 1;
  return width === 32 ? word >>> 0 : (word >>> lo) & ((1 << width) - 1);
}

function dstSelBits(sel: DstSel, field: string): number {
  return sel.reduce((acc, s, i) => acc + put(s, 3 * i, 3 * i + 2, `${field}.DST_SEL_${'XYZW'[i]}`), 0);
}

function decodeDstSel(word: number): DstSel {
  return [get(word, 0, 2), get(word, 3, 5), get(word, 6, 8), get(word, 9, 11)];
}

function log2Exact(value: number, field: string): number {
  const log = Math.log2(value);
  if (!Number.isInteger(log)) throw new DescriptorError('unencodable', field, `${value} is not a power of two`);
  return log;
}

// ---------------------------------------------------------------------------
// Buffers

export function encodeBufferDescriptor(gfx: GfxLevel, init: BufferDescriptorInit): Uint32Array {
  const stride = init.stride ?? 0;
  const words = new Uint32Array(4);
  if (!Number.isInteger(init.base) || init.base < 0 || init.base >= 2 ** 48) {
    throw new DescriptorError('field-overflow', 'SQ_BUF_RSRC_WORD0.BASE_ADDRESS', `${init.base} is not a 48-bit address`);
  }
  words[0] = init.base % TWO_32;
  const swizzle = init.swizzleEnable ?? false;
  words[1] =
    put(Math.floor(init.base / TWO_32), 0, 15, 'SQ_BUF_RSRC_WORD1.BASE_ADDRESS_HI') +
    put(stride, 16, 29, 'SQ_BUF_RSRC_WORD1.STRIDE') +
    // GFX11 SWIZZLE_ENABLE is a 2-bit element size; 3 (16 bytes) is what RADV uses.
    (gfx === 'gfx11' ? put(swizzle ? 3 : 0, 30, 31, 'SWIZZLE_ENABLE') : put(swizzle ? 1 : 0, 31, 31, 'SWIZZLE_ENABLE'));
  words[2] = put(init.numRecords, 0, 31, 'SQ_BUF_RSRC_WORD2.NUM_RECORDS');
  let w3 =
    dstSelBits(init.dstSel ?? IDENTITY_SEL, 'SQ_BUF_RSRC_WORD3') +
    put(init.indexStride ?? 0, 21, 22, 'SQ_BUF_RSRC_WORD3.INDEX_STRIDE') +
    put(init.addTid ? 1 : 0, 23, 23, 'SQ_BUF_RSRC_WORD3.ADD_TID_ENABLE');
  if (gfx === 'gfx9') {
    if (init.oobSelect !== undefined) {
      throw new DescriptorError('unencodable', 'SQ_BUF_RSRC_WORD3.OOB_SELECT', 'GFX9 has no OOB_SELECT');
    }
    if (init.format !== undefined) {
      const hw = hwFormat(gfx, init.format);
      if (hw.kind === 'split') {
        w3 += put(hw.numFormat, 12, 14, 'SQ_BUF_RSRC_WORD3.NUM_FORMAT') + put(hw.dataFormat, 15, 18, 'SQ_BUF_RSRC_WORD3.DATA_FORMAT');
      }
    }
  } else {
    if (init.format !== undefined) {
      const hw = hwFormat(gfx, init.format);
      if (hw.kind === 'unified') w3 += put(hw.format, 12, 18, 'SQ_BUF_RSRC_WORD3.FORMAT');
    }
    // RESOURCE_LEVEL "must be 1" on GFX10/10.3 and 0 on GFX11 (ac_set_buf_desc_word3).
    if (gfx !== 'gfx11') w3 += put(1, 24, 24, 'SQ_BUF_RSRC_WORD3.RESOURCE_LEVEL');
    const oob = init.oobSelect ?? (stride === 0 ? 'raw' : 'structured');
    w3 += put(OOB_SELECTS.indexOf(oob), 28, 29, 'SQ_BUF_RSRC_WORD3.OOB_SELECT');
  }
  words[3] = w3;
  return words;
}

export function decodeBufferDescriptor(gfx: GfxLevel, words: Uint32Array, offset: number): BufferDescriptor {
  const w0 = words[offset]!;
  const w1 = words[offset + 1]!;
  const w3 = words[offset + 3]!;
  const stride = get(w1, 16, 29);
  const format =
    gfx === 'gfx9'
      ? formatFromHw(gfx, { kind: 'split', dataFormat: get(w3, 15, 18), numFormat: get(w3, 12, 14) })
      : formatFromHw(gfx, { kind: 'unified', format: get(w3, 12, 18) });
  return {
    gfx,
    base: get(w1, 0, 15) * TWO_32 + (w0 >>> 0),
    stride,
    numRecords: words[offset + 2]! >>> 0,
    format,
    swizzleEnable: gfx === 'gfx11' ? get(w1, 30, 31) !== 0 : get(w1, 31, 31) !== 0,
    addTid: get(w3, 23, 23) !== 0,
    dstSel: decodeDstSel(w3),
    indexStride: get(w3, 21, 22),
    oobSelect: gfx === 'gfx9' ? (stride === 0 ? 'raw' : 'structured') : OOB_SELECTS[get(w3, 28, 29)]!,
  };
}

/**
 * Range check of one access of `payloadBytes` at record `index`, byte `offset`
 * within the record (for raw buffers: the byte offset from the base, index 0).
 * Out-of-bounds loads return 0 and stores are dropped (the caller does that).
 * Rules: Mesa ac_set_buf_desc_word3 (GFX10 and GFX11 OOB_SELECT), AMD Vega ISA
 * "range checking" for GFX9 (NUM_RECORDS is bytes when STRIDE == 0, records otherwise).
 * Swizzled addressing is not modelled (docs/gpu_memory.md).
 */
export function bufferInBounds(desc: BufferDescriptor, index: number, offset: number, payloadBytes = 4): boolean {
  const n = desc.numRecords;
  const gfx11 = desc.gfx === 'gfx11';
  switch (desc.oobSelect) {
    case 'structured_with_offset':
      return index < n && (gfx11 ? offset + payloadBytes <= desc.stride : offset < desc.stride);
    case 'structured':
      return index < n;
    case 'disabled':
      return n !== 0;
    case 'raw': {
      const byteOffset = index * desc.stride + offset;
      return gfx11 || desc.gfx === 'gfx9' ? byteOffset + payloadBytes <= n : byteOffset < n;
    }
    default: {
      const never: never = desc.oobSelect;
      throw new Error(`unhandled OOB select ${String(never)}`);
    }
  }
}

// ---------------------------------------------------------------------------
// Images

/** Row pitch (texels) of a linear image (surface_layout.ts linearPitch for the format's texel size). */
export function linearImagePitch(width: number, format: TexelFormat): number {
  return linearPitch(width, bytesPerTexel(format));
}

function isMsaa(type: ImageType): boolean {
  return type === '2d_msaa' || type === '2d_msaa_array';
}

function isLayered(type: ImageType): boolean {
  return type === '2d_array' || type === '2d_msaa_array' || type === '3d';
}

export function encodeImageDescriptor(gfx: GfxLevel, init: ImageDescriptorInit): Uint32Array {
  const words = new Uint32Array(8);
  const height = init.height ?? 1;
  const depth = init.depth ?? 1;
  const samples = init.samples ?? 1;
  const pitch = init.pitch ?? linearImagePitch(init.width, init.format);
  if (init.base % 256 !== 0 || init.base < 0 || init.base >= 2 ** 48) {
    throw new DescriptorError('unencodable', 'SQ_IMG_RSRC_WORD0.BASE_ADDRESS', `0x${init.base.toString(16)} is not a 256-byte aligned 48-bit address`);
  }
  if (pitch < init.width) throw new DescriptorError('unencodable', 'PITCH', `pitch ${pitch} is smaller than width ${init.width}`);
  if (!isMsaa(init.type) && samples !== 1) {
    throw new DescriptorError('unencodable', 'SQ_IMG_RSRC_WORD3.TYPE', `${init.type} cannot have ${samples} samples`);
  }
  if (!isLayered(init.type) && depth !== 1) {
    throw new DescriptorError('unencodable', 'SQ_IMG_RSRC_WORD4.DEPTH', `${init.type} images have depth 1`);
  }
  const lastLevel = isMsaa(init.type) ? log2Exact(samples, 'SQ_IMG_RSRC_WORD3.LAST_LEVEL') : 0;
  const hw = hwFormat(gfx, init.format);
  const base256 = init.base / 256;
  words[0] = base256 % TWO_32;
  const baseHi = put(Math.floor(base256 / TWO_32), 0, 7, 'SQ_IMG_RSRC_WORD1.BASE_ADDRESS_HI');
  const w3 =
    dstSelBits(init.dstSel ?? IDENTITY_SEL, 'SQ_IMG_RSRC_WORD3') +
    put(lastLevel, 16, 19, 'SQ_IMG_RSRC_WORD3.LAST_LEVEL') +
    put(IMAGE_TYPE_CODES[init.type], 28, 31, 'SQ_IMG_RSRC_WORD3.TYPE');
  // DEPTH is the last slice (3D) or last layer (arrays), as Mesa programs it.
  const depthField = put(depth - 1, 0, 12, 'SQ_IMG_RSRC_WORD4.DEPTH');
  const meta = init.metaAddress;
  if (meta !== undefined && (meta % 256 !== 0 || meta <= 0 || meta >= 2 ** 48)) {
    throw new DescriptorError('unencodable', 'META_DATA_ADDRESS', `0x${meta.toString(16)} is not a 256-byte aligned address`);
  }
  if (gfx === 'gfx9') {
    if (hw.kind !== 'split') throw new Error('GFX9 formats are split');
    words[1] = baseHi + put(hw.dataFormat, 20, 25, 'SQ_IMG_RSRC_WORD1.DATA_FORMAT') + put(hw.numFormat, 26, 29, 'SQ_IMG_RSRC_WORD1.NUM_FORMAT');
    words[2] = put(init.width - 1, 0, 13, 'SQ_IMG_RSRC_WORD2.WIDTH') + put(height - 1, 14, 27, 'SQ_IMG_RSRC_WORD2.HEIGHT');
    words[3] = w3;
    words[4] = depthField + put(pitch - 1, 13, 28, 'SQ_IMG_RSRC_WORD4.PITCH');
    words[5] = put(lastLevel, 28, 31, 'SQ_IMG_RSRC_WORD5.MAX_MIP');
    if (meta !== undefined) {
      // gfx6 texture path: META_DATA_ADDRESS = va >> 40, word7 = va >> 8, COMPRESSION_EN.
      words[5] = (words[5] + put(Math.floor(meta / 2 ** 40), 17, 24, 'SQ_IMG_RSRC_WORD5.META_DATA_ADDRESS')) >>> 0;
      words[6] = put(1, 21, 21, 'SQ_IMG_RSRC_WORD6.COMPRESSION_EN');
      words[7] = (meta / 256) % TWO_32;
    }
    return words;
  }
  if (hw.kind !== 'unified') throw new Error('GFX10+ formats are unified');
  if (pitch !== linearImagePitch(init.width, init.format)) {
    throw new DescriptorError('unencodable', 'PITCH', `GFX10+ image descriptors have no pitch field; pitch must be ${linearImagePitch(init.width, init.format)}`);
  }
  const w = init.width - 1;
  words[1] = baseHi + put(hw.format, 20, 28, 'SQ_IMG_RSRC_WORD1.FORMAT') + put(w & 3, 30, 31, 'SQ_IMG_RSRC_WORD1.WIDTH_LO');
  words[2] =
    put(w >>> 2, 0, 11, 'SQ_IMG_RSRC_WORD2.WIDTH_HI') +
    put(height - 1, 14, 27, 'SQ_IMG_RSRC_WORD2.HEIGHT') +
    put(gfx === 'gfx11' ? 0 : 1, 31, 31, 'SQ_IMG_RSRC_WORD2.RESOURCE_LEVEL');
  words[3] = w3;
  words[4] = depthField;
  words[5] = gfx === 'gfx11' ? 0 : put(lastLevel, 4, 7, 'SQ_IMG_RSRC_WORD5.MAX_MIP');
  if (meta !== undefined) {
    // Gfx10-11 path of ac_set_mutable_tex_desc_fields: LO = va >> 8 (8 bits), word7 = va >> 16.
    words[6] = put(1, 21, 21, 'SQ_IMG_RSRC_WORD6.COMPRESSION_EN') + put((meta / 256) % 256, 24, 31, 'SQ_IMG_RSRC_WORD6.META_DATA_ADDRESS_LO');
    words[7] = Math.floor(meta / 65536) % TWO_32;
  }
  return words;
}

const TYPE_BY_CODE = new Map<number, ImageType>(Object.entries(IMAGE_TYPE_CODES).map(([t, c]) => [c, t as ImageType]));

export function decodeImageDescriptor(gfx: GfxLevel, words: Uint32Array, offset: number): ImageDescriptor {
  const w = (i: number): number => words[offset + i]! >>> 0;
  const fmaskSamples = fmaskSamplesOf(gfx, w(1));
  if (fmaskSamples < 0) throw new DescriptorError('unencodable', 'SQ_IMG_RSRC_WORD1.NUM_FORMAT', 'FMASK format is not one popsim models (samples = fragments = 2, 4, 8)');
  if (fmaskSamples > 0) return decodeFmaskDescriptor(gfx, w, fmaskSamples);
  const base = (get(w(1), 0, 7) * TWO_32 + w(0)) * 256;
  const typeCode = get(w(3), 28, 31);
  const type = TYPE_BY_CODE.get(typeCode);
  if (type === undefined) throw new DescriptorError('unencodable', 'SQ_IMG_RSRC_WORD3.TYPE', `image type ${typeCode} is not modelled`);
  const format =
    gfx === 'gfx9'
      ? formatFromHw(gfx, { kind: 'split', dataFormat: get(w(1), 20, 25), numFormat: get(w(1), 26, 29) })
      : formatFromHw(gfx, { kind: 'unified', format: get(w(1), 20, 28) });
  if (format === undefined) throw new DescriptorError('unencodable', 'SQ_IMG_RSRC_WORD1.FORMAT', 'image format is not modelled');
  const width = gfx === 'gfx9' ? get(w(2), 0, 13) + 1 : ((get(w(2), 0, 11) << 2) | get(w(1), 30, 31)) + 1;
  const compressed = get(w(6), 21, 21) !== 0;
  let metaAddress: number | undefined;
  if (compressed) {
    metaAddress =
      gfx === 'gfx9'
        ? (get(w(5), 17, 24) * TWO_32 + w(7)) * 256
        : (w(7) * 256 + get(w(6), 24, 31)) * 256;
  }
  return {
    gfx,
    base,
    format,
    type,
    width,
    height: get(w(2), 14, 27) + 1,
    depth: isLayered(type) ? get(w(4), 0, 12) + 1 : 1,
    pitch: gfx === 'gfx9' ? get(w(4), 13, 28) + 1 : linearImagePitch(width, format),
    samples: isMsaa(type) ? 1 << get(w(3), 16, 19) : 1,
    bytesPerSample: bytesPerTexel(format),
    dstSel: decodeDstSel(w(3)),
    metaAddress,
    fmaskSamples: 0,
  };
}

// ---------------------------------------------------------------------------
// FMASK T# (Mesa ac_build_gfx6/gfx10_fmask_descriptor, RADV's samples = fragments)

/** GFX9 IMG_DATA_FORMAT_FMASK and IMG_NUM_FORMAT_FMASK_8_2_2 / 8_4_4 / 32_8_8 (gfx9.json). */
const GFX9_DATA_FORMAT_FMASK = 45;
const GFX9_FMASK_NUM_FORMATS: ReadonlyMap<number, number> = new Map([[2, 3], [4, 5], [8, 10]]);
/** GFX10/10.3 IMG_FORMAT_FMASK8_S2_F2 / FMASK8_S4_F4 / FMASK32_S8_F8 (Mesa gfx10-rsrc.json). */
const GFX10_FMASK_FORMATS: ReadonlyMap<number, number> = new Map([[2, 159], [4, 161], [8, 166]]);

function samplesOf(map: ReadonlyMap<number, number>, code: number): number | undefined {
  for (const [samples, c] of map) if (c === code) return samples;
  return undefined;
}

export interface FmaskDescriptorInit {
  /** 256-byte aligned FMASK base (the driver's fmaskLayout). */
  readonly base: number;
  readonly width: number;
  readonly height: number;
  /** Samples of the colour surface: 2, 4 or 8. */
  readonly samples: number;
}

/** The FMASK T# RADV puts 32 bytes after a multisampled image's T# (GFX9–10.3 only). */
export function encodeFmaskDescriptor(gfx: GfxLevel, init: FmaskDescriptorInit): Uint32Array {
  if (gfx === 'gfx11') throw new DescriptorError('unencodable', 'FMASK', 'GFX11 has no FMASK');
  const layout = fmaskLayout(init.base, init.width, init.height, init.samples);
  if (init.base % 256 !== 0 || init.base <= 0 || init.base >= 2 ** 48) {
    throw new DescriptorError('unencodable', 'SQ_IMG_RSRC_WORD0.BASE_ADDRESS', `0x${init.base.toString(16)} is not a 256-byte aligned 48-bit address`);
  }
  const words = new Uint32Array(8);
  const base256 = init.base / 256;
  words[0] = base256 % TWO_32;
  const baseHi = put(Math.floor(base256 / TWO_32), 0, 7, 'SQ_IMG_RSRC_WORD1.BASE_ADDRESS_HI');
  // Every channel selects X: the fetch value is one dword (ac_build_*_fmask_descriptor).
  const w3 = dstSelBits([SEL_X, SEL_X, SEL_X, SEL_X], 'SQ_IMG_RSRC_WORD3') + put(IMAGE_TYPE_CODES['2d'], 28, 31, 'SQ_IMG_RSRC_WORD3.TYPE');
  if (gfx === 'gfx9') {
    words[1] =
      baseHi +
      put(GFX9_DATA_FORMAT_FMASK, 20, 25, 'SQ_IMG_RSRC_WORD1.DATA_FORMAT') +
      put(GFX9_FMASK_NUM_FORMATS.get(init.samples)!, 26, 29, 'SQ_IMG_RSRC_WORD1.NUM_FORMAT');
    words[2] = put(init.width - 1, 0, 13, 'SQ_IMG_RSRC_WORD2.WIDTH') + put(init.height - 1, 14, 27, 'SQ_IMG_RSRC_WORD2.HEIGHT');
    words[3] = w3;
    words[4] = put(layout.pitch - 1, 13, 28, 'SQ_IMG_RSRC_WORD4.PITCH');
    return words;
  }
  const w = init.width - 1;
  words[1] = baseHi + put(GFX10_FMASK_FORMATS.get(init.samples)!, 20, 28, 'SQ_IMG_RSRC_WORD1.FORMAT') + put(w & 3, 30, 31, 'SQ_IMG_RSRC_WORD1.WIDTH_LO');
  words[2] = put(w >>> 2, 0, 11, 'SQ_IMG_RSRC_WORD2.WIDTH_HI') + put(init.height - 1, 14, 27, 'SQ_IMG_RSRC_WORD2.HEIGHT') + put(1, 31, 31, 'SQ_IMG_RSRC_WORD2.RESOURCE_LEVEL');
  words[3] = w3;
  return words;
}

/** The FMASK surface's sample count if the T# at `offset` is an FMASK T#, else 0. */
function fmaskSamplesOf(gfx: GfxLevel, w1: number): number {
  if (gfx === 'gfx9') return get(w1, 20, 25) === GFX9_DATA_FORMAT_FMASK ? (samplesOf(GFX9_FMASK_NUM_FORMATS, get(w1, 26, 29)) ?? -1) : 0;
  if (gfx === 'gfx11') return 0;
  return samplesOf(GFX10_FMASK_FORMATS, get(w1, 20, 28)) ?? 0;
}

function decodeFmaskDescriptor(gfx: GfxLevel, w: (i: number) => number, samples: number): ImageDescriptor {
  const width = gfx === 'gfx9' ? get(w(2), 0, 13) + 1 : ((get(w(2), 0, 11) << 2) | get(w(1), 30, 31)) + 1;
  const height = get(w(2), 14, 27) + 1;
  const base = (get(w(1), 0, 7) * TWO_32 + w(0)) * 256;
  const layout = fmaskLayout(base, width, height, samples);
  return {
    ...layout,
    gfx,
    format: 'R32_UINT',
    type: '2d',
    depth: 1,
    pitch: gfx === 'gfx9' ? get(w(4), 13, 28) + 1 : layout.pitch,
    samples: 1,
    bytesPerSample: fmaskBytesPerPixel(samples),
    dstSel: [SEL_X, SEL_X, SEL_X, SEL_X],
    metaAddress: undefined,
    fmaskSamples: samples,
  };
}

/**
 * True for an all-zero T#: RADV writes one where an image has no FMASK (the FMASK slot of a
 * binding); loads through it return 0 (ACO then substitutes FMASK_FETCH_IDENTITY).
 */
export function isNullImageDescriptor(words: Uint32Array, offset: number): boolean {
  for (let i = 0; i < 8; i++) if (words[offset + i] !== 0) return false;
  return true;
}

