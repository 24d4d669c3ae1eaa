/**
 * Texel formats popsim's images and typed buffers use, their packing rules and
 * their hardware format codes per gfx level.
 *
 * Shader-visible values travel as four u32 channels: float and UNORM channels
 * as f32 bit patterns, UINT/SINT channels as 32-bit integers. Conversions
 * follow Vulkan's rules (spec "Conversion from Normalized Fixed-Point to
 * Floating-Point" and back): UNORM -> c / (2^b - 1); float -> UNORM clamps to
 * [0, 1] (NaN -> 0) and rounds to nearest (ties away from zero, so 0.5 -> 128);
 * f32 -> f16 rounds to nearest even (half_float.ts).
 * Assumption (docs/gpu_memory.md): integer channels narrower than 32 bits
 * saturate on store (UINT8 stores of 300 write 255).
 */
import type { GfxLevel } from '../../isa/gfx_level.js';
import { f16ToF32Bits, f32BitsToF16 } from './half_float.js';

export type TexelFormat =
  | 'R32_UINT'
  | 'R32_SINT'
  | 'R32_FLOAT'
  | 'R8G8B8A8_UNORM'
  | 'R8G8B8A8_UINT'
  | 'R16G16B16A16_SFLOAT'
  | 'R32G32_UINT'
  | 'R32G32_SINT'
  | 'R32G32_FLOAT'
  | 'R32G32B32_FLOAT'
  | 'R32G32B32A32_UINT'
  | 'R32G32B32A32_SINT'
  | 'R32G32B32A32_FLOAT';

export const TEXEL_FORMATS: readonly TexelFormat[] = [
  'R32_UINT',
  'R32_SINT',
  'R32_FLOAT',
  'R8G8B8A8_UNORM',
  'R8G8B8A8_UINT',
  'R16G16B16A16_SFLOAT',
  'R32G32_UINT',
  'R32G32_SINT',
  'R32G32_FLOAT',
  'R32G32B32_FLOAT',
  'R32G32B32A32_UINT',
  'R32G32B32A32_SINT',
  'R32G32B32A32_FLOAT',
];

/** How a format stores its channels in memory. */
type Layout = 'x32' | 'xy32' | 'xyz32' | 'xyzw32' | 'rgba8' | 'rgba16f';
/** How channel values are interpreted (decides the default for missing channels). */
type NumberKind = 'uint' | 'sint' | 'float' | 'unorm';

interface FormatInfo {
  readonly layout: Layout;
  readonly kind: NumberKind;
  readonly dwords: number;
  readonly channels: number;
  /** GFX9 DATA_FORMAT / NUM_FORMAT (same numbers in BUF_* and IMG_* enums for these formats). */
  readonly gfx9Data: number;
  readonly gfx9Num: number;
  /** GFX10/10.3 unified FORMAT (IMG_FORMAT enum) and GFX11's renumbered one. */
  readonly gfx10: number;
  readonly gfx11: number;
}

/*
 * Codes: GFX9 BUF/IMG_DATA_FORMAT and *_NUM_FORMAT from
 * ../shared/reference/amd-registers/gfx9.json; GFX10 IMG_FORMAT from Mesa
 * src/amd/registers/gfx10-rsrc.json; every GFX9/10/10.3/11 value cross-checked
 * with llvm-mc-15 (`tbuffer_load_format_x ... format:[BUF_FMT_*]`, the MTBUF
 * FORMAT field holds the same enum), which is the only source used for GFX11.
 */
const NUM_UNORM = 0;
const NUM_UINT = 4;
const NUM_SINT = 5;
const NUM_FLOAT = 7;
const DATA_32 = 4;
const DATA_8_8_8_8 = 10;
const DATA_32_32 = 11;
const DATA_16_16_16_16 = 12;
const DATA_32_32_32 = 13;
const DATA_32_32_32_32 = 14;

const INFO: Readonly<Record<TexelFormat, FormatInfo>> = {
  R32_UINT: { layout: 'x32', kind: 'uint', dwords: 1, channels: 1, gfx9Data: DATA_32, gfx9Num: NUM_UINT, gfx10: 20, gfx11: 20 },
  R32_SINT: { layout: 'x32', kind: 'sint', dwords: 1, channels: 1, gfx9Data: DATA_32, gfx9Num: NUM_SINT, gfx10: 21, gfx11: 21 },
  R32_FLOAT: { layout: 'x32', kind: 'float', dwords: 1, channels: 1, gfx9Data: DATA_32, gfx9Num: NUM_FLOAT, gfx10: 22, gfx11: 22 },
  R8G8B8A8_UNORM: { layout: 'rgba8', kind: 'unorm', dwords: 1, channels: 4, gfx9Data: DATA_8_8_8_8, gfx9Num: NUM_UNORM, gfx10: 56, gfx11: 42 },
  R8G8B8A8_UINT: { layout: 'rgba8', kind: 'uint', dwords: 1, channels: 4, gfx9Data: DATA_8_8_8_8, gfx9Num: NUM_UINT, gfx10: 60, gfx11: 46 },
  R16G16B16A16_SFLOAT: { layout: 'rgba16f', kind: 'float', dwords: 2, channels: 4, gfx9Data: DATA_16_16_16_16, gfx9Num: NUM_FLOAT, gfx10: 71, gfx11: 57 },
  R32G32_UINT: { layout: 'xy32', kind: 'uint', dwords: 2, channels: 2, gfx9Data: DATA_32_32, gfx9Num: NUM_UINT, gfx10: 62, gfx11: 48 },
  R32G32_SINT: { layout: 'xy32', kind: 'sint', dwords: 2, channels: 2, gfx9Data: DATA_32_32, gfx9Num: NUM_SINT, gfx10: 63, gfx11: 49 },
  R32G32_FLOAT: { layout: 'xy32', kind: 'float', dwords: 2, channels: 2, gfx9Data: DATA_32_32, gfx9Num: NUM_FLOAT, gfx10: 64, gfx11: 50 },
  // Buffer-only (vertex attributes, as RADV fetches R32G32B32_SFLOAT): GFX10 74 and GFX11 60 from llvm-mc-15 (BUF_FMT_32_32_32_FLOAT).
  R32G32B32_FLOAT: { layout: 'xyz32', kind: 'float', dwords: 3, channels: 3, gfx9Data: DATA_32_32_32, gfx9Num: NUM_FLOAT, gfx10: 74, gfx11: 60 },
  R32G32B32A32_UINT: { layout: 'xyzw32', kind: 'uint', dwords: 4, channels: 4, gfx9Data: DATA_32_32_32_32, gfx9Num: NUM_UINT, gfx10: 75, gfx11: 61 },
  R32G32B32A32_SINT: { layout: 'xyzw32', kind: 'sint', dwords: 4, channels: 4, gfx9Data: DATA_32_32_32_32, gfx9Num: NUM_SINT, gfx10: 76, gfx11: 62 },
  R32G32B32A32_FLOAT: { layout: 'xyzw32', kind: 'float', dwords: 4, channels: 4, gfx9Data: DATA_32_32_32_32, gfx9Num: NUM_FLOAT, gfx10: 77, gfx11: 63 },
};

const F32_ONE = 0x3f800000;

/*
 * The last format looked up: the per-lane and per-texel paths ask about one
 * format many times in a row, and a keyed load of a variable string from
 * INFO costs V8 a stub-cache probe each time (issue 19).
 */
let lastFormat: TexelFormat = 'R32_UINT';
let lastInfo: FormatInfo = INFO.R32_UINT;

function infoOf(format: TexelFormat): FormatInfo {
  if (format !== lastFormat) {
    lastInfo = INFO[format];
    lastFormat = format;
  }
  return lastInfo;
}

/** All shader-visible formats are whole dwords. */
export function texelDwords(format: TexelFormat): number {
  return infoOf(format).dwords;
}

export function bytesPerTexel(format: TexelFormat): number {
  return infoOf(format).dwords * 4;
}

/** A 32-bit single-channel format (R32_*): a texel is its x channel's dword, so loads and stores need no (un)packing. */
export function isSingleDwordChannel(format: TexelFormat): boolean {
  return infoOf(format).layout === 'x32';
}

/** Number of channels the format stores (the rest read as 0, 0, 0, 1). */
export function texelChannels(format: TexelFormat): number {
  return infoOf(format).channels;
}

/** True when the channels are integers (UINT/SINT) rather than float/UNORM. */
export function isIntegerFormat(format: TexelFormat): boolean {
  const kind = infoOf(format).kind;
  return kind === 'uint' || kind === 'sint';
}

/** True for SINT formats. */
export function isSignedIntegerFormat(format: TexelFormat): boolean {
  return infoOf(format).kind === 'sint';
}

// Scratch for f32 <-> bits without allocation.
const f32 = new Float32Array(1);
const f32Bits = new Uint32Array(f32.buffer);

function bitsToFloat(bits: number): number {
  f32Bits[0] = bits;
  return f32[0]!;
}

function floatToBits(value: number): number {
  f32[0] = value;
  return f32Bits[0]!;
}

/** float (as f32 bits) -> UNORM8: clamp to [0, 1], NaN -> 0, round to nearest. */
function packUnorm8(bits: number): number {
  const v = bitsToFloat(bits);
  if (!(v > 0)) return 0; // NaN, -0, negatives
  if (v >= 1) return 255;
  return Math.floor(v * 255 + 0.5);
}

/**
 * Reads one texel at `words[wordOffset..]` into `out4` as u32 channel values.
 * Missing channels read as 0, 0, 0, 1 (1.0f for float/UNORM formats, 1 for integer ones).
 */
export function unpackTexel(format: TexelFormat, words: Uint32Array, wordOffset: number, out4: Uint32Array): void {
  const info = infoOf(format);
  const one = info.kind === 'uint' || info.kind === 'sint' ? 1 : F32_ONE;
  switch (info.layout) {
    case 'x32':
      out4[0] = words[wordOffset]!;
      out4[1] = 0;
      out4[2] = 0;
      out4[3] = one;
      return;
    case 'xy32':
      out4[0] = words[wordOffset]!;
      out4[1] = words[wordOffset + 1]!;
      out4[2] = 0;
      out4[3] = one;
      return;
    case 'xyz32':
      out4[0] = words[wordOffset]!;
      out4[1] = words[wordOffset + 1]!;
      out4[2] = words[wordOffset + 2]!;
      out4[3] = one;
      return;
    case 'xyzw32':
      out4[0] = words[wordOffset]!;
      out4[1] = words[wordOffset + 1]!;
      out4[2] = words[wordOffset + 2]!;
      out4[3] = words[wordOffset + 3]!;
      return;
    case 'rgba8': {
      const w = words[wordOffset]!;
      for (let c = 0; c < 4; c++) {
        const byte = (w >>> (8 * c)) & 0xff;
        out4[c] = info.kind === 'unorm' ? floatToBits(byte / 255) : byte;
      }
      return;
    }
    case 'rgba16f': {
      const lo = words[wordOffset]!;
      const hi = words[wordOffset + 1]!;
      out4[0] = f16ToF32Bits(lo & 0xffff);
      out4[1] = f16ToF32Bits(lo >>> 16);
      out4[2] = f16ToF32Bits(hi & 0xffff);
      out4[3] = f16ToF32Bits(hi >>> 16);
      return;
    }
    default: {
      const never: never = info.layout;
      throw new Error(`unhandled layout ${String(never)}`);
    }
  }
}

/** Packs four u32 channel values `in4` into `out[outOffset..]` (texelDwords(format) words). */
export function packTexel(format: TexelFormat, in4: Uint32Array, out: Uint32Array, outOffset: number): void {
  const info = infoOf(format);
  switch (info.layout) {
    case 'x32':
      out[outOffset] = in4[0]!;
      return;
    case 'xy32':
      out[outOffset] = in4[0]!;
      out[outOffset + 1] = in4[1]!;
      return;
    case 'xyz32':
      out[outOffset] = in4[0]!;
      out[outOffset + 1] = in4[1]!;
      out[outOffset + 2] = in4[2]!;
      return;
    case 'xyzw32':
      out[outOffset] = in4[0]!;
      out[outOffset + 1] = in4[1]!;
      out[outOffset + 2] = in4[2]!;
      out[outOffset + 3] = in4[3]!;
      return;
    case 'rgba8': {
      let w = 0;
      for (let c = 0; c < 4; c++) {
        const v = in4[c]!;
        const byte = info.kind === 'unorm' ? packUnorm8(v) : Math.min(v >>> 0, 255);
        w |= byte << (8 * c);
      }
      out[outOffset] = w >>> 0;
      return;
    }
    case 'rgba16f':
      out[outOffset] = (f32BitsToF16(in4[0]!) | (f32BitsToF16(in4[1]!) << 16)) >>> 0;
      out[outOffset + 1] = (f32BitsToF16(in4[2]!) | (f32BitsToF16(in4[3]!) << 16)) >>> 0;
      return;
    default: {
      const never: never = info.layout;
      throw new Error(`unhandled layout ${String(never)}`);
    }
  }
}

/** Hardware format code(s) of a format on a gfx level. */
export type HwFormat =
  | { readonly kind: 'split'; readonly dataFormat: number; readonly numFormat: number } // GFX9
  | { readonly kind: 'unified'; readonly format: number }; // GFX10+

export function hwFormat(gfx: GfxLevel, format: TexelFormat): HwFormat {
  const info = infoOf(format);
  switch (gfx) {
    case 'gfx9':
      return { kind: 'split', dataFormat: info.gfx9Data, numFormat: info.gfx9Num };
    case 'gfx10':
    case 'gfx10_3':
      return { kind: 'unified', format: info.gfx10 };
    case 'gfx11':
      return { kind: 'unified', format: info.gfx11 };
    default: {
      const never: never = gfx;
      throw new Error(`unhandled gfx level ${String(never)}`);
    }
  }
}

/** Inverse of hwFormat; undefined for codes popsim does not model (e.g. INVALID = 0). */
export function formatFromHw(gfx: GfxLevel, hw: HwFormat): TexelFormat | undefined {
  for (const format of TEXEL_FORMATS) {
    const mine = hwFormat(gfx, format);
    if (mine.kind === 'split' && hw.kind === 'split') {
      if (mine.dataFormat === hw.dataFormat && mine.numFormat === hw.numFormat) return format;
    } else if (mine.kind === 'unified' && hw.kind === 'unified') {
      if (mine.format === hw.format) return format;
    }
  }
  return undefined;
}
