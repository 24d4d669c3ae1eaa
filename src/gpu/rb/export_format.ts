/**
 * What the SPI hands the CB for one lane of a colour export: the export's
 * VGPRs interpreted per SPI_SHADER_COL_FORMAT (docs/gpu_rb.md "Export formats").
 *
 * Channels come out as four u32 values in the CB's number domain: f32 bits
 * for FP16/UNORM16/SNORM16/32-bit float data, integers for UINT16/SINT16 (and
 * 32-bit data is passed through as bits). 16-bit formats hold two halves per
 * VGPR (v_cvt_pkrtz_f16_f32 output: low half = R or B): on GFX9–10.3 the
 * export is `compr` and its dwords are the first and third operands in LLVM
 * syntax (`exp mrt0 v0, v0, v1, v1 compr`); GFX11 has no compr bit and reads
 * them from the first two operands, one enable bit per dword (as ACO emits).
 * 32_AR takes alpha from the fourth operand on GFX9 and from the second on
 * GFX10+ (ACO export_fs_mrt_color).
 */
import type { GfxLevel } from '../../isa/gfx_level.js';
import { f16ToF32Bits } from '../../amd/formats/half_float.js';
import type { Effect } from '../cu/effect.js';
import { RbError } from './errors.js';
import type { ExportFormat } from './rb_state.js';

export type ExportEffect = Extract<Effect, { kind: 'export' }>;

const F32_ONE = 0x3f800000;

const f32 = new Float32Array(1);
const f32Bits = new Uint32Array(f32.buffer);

function floatBits(v: number): number {
  f32[0] = v;
  return f32Bits[0]!;
}

/** True for formats that pack two 16-bit channels per dword. */
export function isPacked16(format: ExportFormat): boolean {
  switch (format) {
    case 'fp16_abgr':
    case 'unorm16_abgr':
    case 'snorm16_abgr':
    case 'uint16_abgr':
    case 'sint16_abgr':
      return true;
    case 'zero':
    case '32_r':
    case '32_gr':
    case '32_ar':
    case '32_abgr':
      return false;
    default: {
      const never: never = format;
      throw new Error(`unhandled export format ${String(never)}`);
    }
  }
}

/** Throws when a GFX9–10.3 export's compr flag disagrees with the format the SPI expects. */
export function checkExportCompression(gfx: GfxLevel, format: ExportFormat, effect: ExportEffect, location: string): void {
  if (gfx === 'gfx11' || format === 'zero') return;
  if (effect.compressed !== isPacked16(format)) {
    throw new RbError(
      'export-format-mismatch',
      location,
      `export ${effect.compressed ? 'is' : 'is not'} compr but SPI_SHADER_COL_FORMAT is ${format}`,
    );
  }
}

function half(format: ExportFormat, h: number): number {
  switch (format) {
    case 'fp16_abgr':
      return f16ToF32Bits(h);
    case 'unorm16_abgr':
      return floatBits(h / 65535);
    case 'snorm16_abgr':
      return floatBits(Math.max(((h << 16) >> 16) / 32767, -1));
    case 'uint16_abgr':
      return h;
    case 'sint16_abgr':
      return ((h << 16) >> 16) >>> 0;
    default:
      throw new Error(`${format} is not a 16-bit format`);
  }
}

/**
 * Reads lane `lane`'s exported channels into `out4` and returns the mask of
 * channels the export provides (bit 0 = R). Missing channels read 0, 0, 0 and
 * 1.0 for alpha, so blend factors using source alpha are defined.
 */
export function exportedChannels(
  gfx: GfxLevel,
  format: ExportFormat,
  effect: ExportEffect,
  vgpr: Uint32Array,
  waveSize: number,
  lane: number,
  out4: Uint32Array,
): number {
  out4[0] = 0;
  out4[1] = 0;
  out4[2] = 0;
  out4[3] = F32_ONE;
  const src = effect.sources;
  const en = effect.enable;
  switch (format) {
    case 'zero':
      return 0;
    case '32_r':
    case '32_gr':
    case '32_abgr': {
      const slots = format === '32_r' ? 1 : format === '32_gr' ? 3 : 15;
      const mask = en & slots;
      for (let c = 0; c < 4; c++) {
        if (mask & (1 << c)) out4[c] = vgpr[src[c]! * waveSize + lane]!;
      }
      return mask;
    }
    case '32_ar': {
      const alphaSlot = gfx === 'gfx9' ? 3 : 1;
      let mask = 0;
      if (en & 1) {
        out4[0] = vgpr[src[0]! * waveSize + lane]!;
        mask |= 1;
      }
      if (en & (1 << alphaSlot)) {
        out4[3] = vgpr[src[alphaSlot]! * waveSize + lane]!;
        mask |= 8;
      }
      return mask;
    }
    case 'fp16_abgr':
    case 'unorm16_abgr':
    case 'snorm16_abgr':
    case 'uint16_abgr':
    case 'sint16_abgr': {
      // GFX11: one enable bit per packed dword, dwords in operands 0 and 1.
      // compr (GFX9–10.3): one enable bit per 16-bit channel, dword 0 in operand 0 (or 1), dword 1 in operand 2 (or 3).
      const gfx11 = gfx === 'gfx11';
      const mask = gfx11 ? (en & 1 ? 3 : 0) | (en & 2 ? 12 : 0) : en & 15;
      for (let d = 0; d < 2; d++) {
        const pair = (mask >>> (2 * d)) & 3;
        if (pair === 0) continue;
        const slot = gfx11 ? d : src[2 * d]! >= 0 ? 2 * d : 2 * d + 1;
        const dword = vgpr[src[slot]! * waveSize + lane]!;
        if (pair & 1) out4[2 * d] = half(format, dword & 0xffff);
        if (pair & 2) out4[2 * d + 1] = half(format, dword >>> 16);
      }
      return mask;
    }
    default: {
      const never: never = format;
      throw new Error(`unhandled export format ${String(never)}`);
    }
  }
}
