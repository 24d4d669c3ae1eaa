/**
 * The render backends' configuration: plain structs decoded from the context
 * registers at draw time (`decodeRbState`). Nothing else in src/gpu/rb reads
 * registers. Surfaces are linear (docs/gpu_rb.md "Surfaces"): base, size,
 * samples and format come from the registers; every swizzle/tiling field
 * (COLOR_SW_MODE, DB_Z_INFO.SW_MODE, PITCH.TILE_MAX, ...) is ignored and the
 * pitch is derived as rows aligned to 256 bytes, like linear images.
 */
import type { GfxLevel } from '../../isa/gfx_level.js';
import { linearImagePitch } from '../../amd/descriptors.js';
import { bytesPerTexel, type TexelFormat } from '../../amd/formats/texel_formats.js';
import { CB_FORMATS, type RenderableFormat } from '../../amd/formats/cb_formats.js';
import { DB_Z_FORMATS, depthBytes, type DepthFormat } from '../../amd/formats/depth_formats.js';
import type { CompareOp, DepthState } from '../raster/depth_test.js';
import type { RegisterFile } from '../regs/register_file.js';
import type { RegisterDb } from '../../amd/registers/register_db.js';
import { RbError } from './errors.js';
import { linearPitch, validateSurface, type SurfaceLayout } from '../../amd/surface_layout.js';
import { cmaskLayout, fmaskLayout, hasColorMetadata, type CmaskLayout } from '../../amd/fmask.js';

/** SPI_SHADER_EX_FORMAT: how the SPI packs a colour (or Z) export for the CB (DB). */
export type ExportFormat =
  | 'zero'
  | '32_r'
  | '32_gr'
  | '32_ar'
  | 'fp16_abgr'
  | 'unorm16_abgr'
  | 'snorm16_abgr'
  | 'uint16_abgr'
  | 'sint16_abgr'
  | '32_abgr';

const EXPORT_FORMATS: Readonly<Record<string, ExportFormat>> = {
  SPI_SHADER_ZERO: 'zero',
  SPI_SHADER_32_R: '32_r',
  SPI_SHADER_32_GR: '32_gr',
  SPI_SHADER_32_AR: '32_ar',
  SPI_SHADER_FP16_ABGR: 'fp16_abgr',
  SPI_SHADER_UNORM16_ABGR: 'unorm16_abgr',
  SPI_SHADER_SNORM16_ABGR: 'snorm16_abgr',
  SPI_SHADER_UINT16_ABGR: 'uint16_abgr',
  SPI_SHADER_SINT16_ABGR: 'sint16_abgr',
  SPI_SHADER_32_ABGR: '32_abgr',
};

export type BlendFactor =
  | 'zero'
  | 'one'
  | 'src-color'
  | 'one-minus-src-color'
  | 'src-alpha'
  | 'one-minus-src-alpha'
  | 'dst-alpha'
  | 'one-minus-dst-alpha'
  | 'dst-color'
  | 'one-minus-dst-color'
  | 'src-alpha-saturate'
  | 'constant-color'
  | 'one-minus-constant-color'
  | 'constant-alpha'
  | 'one-minus-constant-alpha';

/** BlendOp enumerators by name: the numbering differs on GFX11 (no BOTH_* factors). */
const BLEND_FACTORS: Readonly<Record<string, BlendFactor>> = {
  BLEND_ZERO: 'zero',
  BLEND_ONE: 'one',
  BLEND_SRC_COLOR: 'src-color',
  BLEND_ONE_MINUS_SRC_COLOR: 'one-minus-src-color',
  BLEND_SRC_ALPHA: 'src-alpha',
  BLEND_ONE_MINUS_SRC_ALPHA: 'one-minus-src-alpha',
  BLEND_DST_ALPHA: 'dst-alpha',
  BLEND_ONE_MINUS_DST_ALPHA: 'one-minus-dst-alpha',
  BLEND_DST_COLOR: 'dst-color',
  BLEND_ONE_MINUS_DST_COLOR: 'one-minus-dst-color',
  BLEND_SRC_ALPHA_SATURATE: 'src-alpha-saturate',
  BLEND_CONSTANT_COLOR: 'constant-color',
  BLEND_ONE_MINUS_CONSTANT_COLOR: 'one-minus-constant-color',
  BLEND_CONSTANT_ALPHA: 'constant-alpha',
  BLEND_ONE_MINUS_CONSTANT_ALPHA: 'one-minus-constant-alpha',
};

export type BlendOp = 'add' | 'subtract' | 'reverse-subtract' | 'min' | 'max';

const BLEND_OPS: Readonly<Record<string, BlendOp>> = {
  COMB_DST_PLUS_SRC: 'add',
  COMB_SRC_MINUS_DST: 'subtract',
  COMB_DST_MINUS_SRC: 'reverse-subtract',
  COMB_MIN_DST_SRC: 'min',
  COMB_MAX_DST_SRC: 'max',
};

export interface BlendEquation {
  readonly srcFactor: BlendFactor;
  readonly dstFactor: BlendFactor;
  readonly op: BlendOp;
}

export interface BlendState {
  readonly enable: boolean;
  readonly color: BlendEquation;
  /** Equals `color` unless CB_BLENDn_CONTROL.SEPARATE_ALPHA_BLEND is set. */
  readonly alpha: BlendEquation;
}

export const BLEND_DISABLED: BlendState = Object.freeze({
  enable: false,
  color: Object.freeze({ srcFactor: 'one', dstFactor: 'zero', op: 'add' }),
  alpha: Object.freeze({ srcFactor: 'one', dstFactor: 'zero', op: 'add' }),
});

export interface ColorSurface extends SurfaceLayout {
  readonly format: TexelFormat;
}

/**
 * Where compression metadata of a target lives (M1–M4, compressed_color.ts
 * maintains it); GFX11 has neither (undefined there).
 */
export interface ColorMetadata {
  /** CMASK at CB_COLORn_CMASK (+ _BASE_EXT) when FAST_CLEAR is on: the CB honours fast-cleared tiles. */
  readonly cmask: CmaskLayout | undefined;
  /** FMASK at CB_COLORn_FMASK (+ _BASE_EXT) when COMPRESSION is on (MSAA targets only). */
  readonly fmask: SurfaceLayout | undefined;
  /** Fragments per pixel FMASK may hold (CB_COLORn_ATTRIB.NUM_FRAGMENTS). */
  readonly fragments: number;
  /** CB_COLORn_CLEAR_WORD0/1: the packed texel fast-cleared pixels have (formats of up to 64 bits). */
  readonly clearWords: readonly [number, number];
}

export interface ColorTarget {
  readonly index: number;
  readonly surface: ColorSurface;
  /** Render target layer (CB_COLORn_VIEW.SLICE_START); popsim has no layered rendering. */
  readonly layer: number;
  /** CB_TARGET_MASK nibble: channels the CB may write (bit 0 = R). */
  readonly targetMask: number;
  /** CB_SHADER_MASK nibble: channels the shader provides. */
  readonly shaderMask: number;
  /** SPI_SHADER_COL_FORMAT.COLn_EXPORT_FORMAT of export mrt<n>. */
  readonly exportFormat: ExportFormat;
  readonly blend: BlendState;
  readonly metadata: ColorMetadata;
}


export interface DepthSurface extends SurfaceLayout {
  readonly format: DepthFormat;
}

export interface DepthTarget {
  /** Read surface (DB_Z_READ_BASE); writes go to `writeBase` with the same layout. */
  readonly surface: DepthSurface;
  readonly writeBase: number;
  readonly layer: number;
  /** Test state; writeEnable is already false when DB_DEPTH_VIEW.Z_READ_ONLY is set. */
  readonly state: DepthState;
}

/**
 * CB_COLOR_CONTROL.MODE. 'normal' writes exports; the others are the special modes RADV's meta
 * passes draw a rectangle with (cb_modes.ts): colour exports write nothing, each covered pixel
 * reaching the CB is decompressed (FMASK_DECOMPRESS, ELIMINATE_FAST_CLEAR) or resolved (RESOLVE).
 */
export type CbMode = 'disable' | 'normal' | 'fmask-decompress' | 'eliminate-fast-clear' | 'resolve';

const CB_MODES: Readonly<Record<string, CbMode>> = {
  CB_DISABLE: 'disable',
  CB_NORMAL: 'normal',
  CB_FMASK_DECOMPRESS: 'fmask-decompress',
  CB_ELIMINATE_FAST_CLEAR: 'eliminate-fast-clear',
  CB_RESOLVE: 'resolve',
};

export interface RbState {
  readonly gfx: GfxLevel;
  /** CB_COLOR_CONTROL.MODE: 'disable' drops every colour write; the special modes are in cb_modes.ts. */
  readonly cbMode: CbMode;
  /** mrt0..mrt7; undefined where CB_COLORn_INFO.FORMAT is COLOR_INVALID (unbound). */
  readonly targets: readonly (ColorTarget | undefined)[];
  /** CB_BLEND_RED/GREEN/BLUE/ALPHA as numbers. */
  readonly blendConstant: readonly [number, number, number, number];
  readonly depth: DepthTarget | undefined;
  /** SPI_SHADER_Z_FORMAT: what an mrtz export carries. */
  readonly zExportFormat: ExportFormat;
  /**
   * DB_Z_INFO.NUM_SAMPLES as a count, decoded even without a depth target:
   * GFX11 POPS takes its coverage sample count from it (R5).
   */
  readonly dbSamples: number;
  /** PA_SC_AA_CONFIG.MSAA_NUM_SAMPLES / MSAA_EXPOSED_SAMPLES as counts. */
  readonly msaaSamples: number;
  readonly msaaExposedSamples: number;
}

const COMPARE_OPS: Readonly<Record<string, CompareOp>> = {
  FRAG_NEVER: 'never',
  FRAG_LESS: 'less',
  FRAG_EQUAL: 'equal',
  FRAG_LEQUAL: 'less-or-equal',
  FRAG_GREATER: 'greater',
  FRAG_NOTEQUAL: 'not-equal',
  FRAG_GEQUAL: 'greater-or-equal',
  FRAG_ALWAYS: 'always',
};

const DEPTH_FORMATS: Readonly<Record<string, DepthFormat>> = Object.fromEntries(Object.entries(DB_Z_FORMATS).map(([f, z]) => [z, f as DepthFormat]));

/** Reads fields by name and turns enum values into names, with the register named in errors. */
class FieldReader {
  readonly db: RegisterDb;
  constructor(readonly regs: RegisterFile) {
    this.db = regs.db;
  }

  field(reg: string, field: string): number {
    return this.regs.getField(reg, field);
  }

  has(reg: string): boolean {
    return this.db.byName(reg) !== undefined;
  }

  enumName(reg: string, field: string): string {
    const f = this.db.field(reg, field);
    const value = this.regs.getField(reg, field);
    return this.db.enumeratorName(f, value) ?? `${value}`;
  }

  /** A 40-bit "address >> 8" split over a 32-bit register and an 8-bit _HI/_EXT field. */
  address(lo: string, hi: string, hiField: string): number {
    const hiValue = this.has(hi) ? this.field(hi, hiField) : 0;
    return (hiValue * 2 ** 32 + this.regs.get(lo)) * 256;
  }
}

function lookup<T>(table: Readonly<Record<string, T>>, name: string, code: 'unsupported-format' | 'unsupported-state', location: string): T {
  const v = table[name];
  if (v === undefined) throw new RbError(code, location, `${name} is not modelled by popsim`);
  return v;
}

function decodeBlend(r: FieldReader, n: number): BlendState {
  const reg = `CB_BLEND${n}_CONTROL`;
  if (r.field(reg, 'ENABLE') === 0) return BLEND_DISABLED;
  const equation = (src: string, fn: string, dst: string): BlendEquation => ({
    srcFactor: lookup(BLEND_FACTORS, r.enumName(reg, src), 'unsupported-state', `${reg}.${src}`),
    dstFactor: lookup(BLEND_FACTORS, r.enumName(reg, dst), 'unsupported-state', `${reg}.${dst}`),
    op: lookup(BLEND_OPS, r.enumName(reg, fn), 'unsupported-state', `${reg}.${fn}`),
  });
  const color = equation('COLOR_SRCBLEND', 'COLOR_COMB_FCN', 'COLOR_DESTBLEND');
  const alpha = r.field(reg, 'SEPARATE_ALPHA_BLEND') !== 0 ? equation('ALPHA_SRCBLEND', 'ALPHA_COMB_FCN', 'ALPHA_DESTBLEND') : color;
  return { enable: true, color, alpha };
}

function texelFormatOf(cbFormat: string, numberType: string): TexelFormat | undefined {
  for (const [format, cb] of Object.entries(CB_FORMATS) as [RenderableFormat, (typeof CB_FORMATS)[RenderableFormat]][]) {
    if (cb.format === cbFormat && cb.numberType === numberType) return format;
  }
  return undefined;
}

function decodeMetadata(r: FieldReader, n: number, gfx: GfxLevel, s: SurfaceLayout): ColorMetadata {
  const p = `CB_COLOR${n}`;
  if (gfx === 'gfx11') return { cmask: undefined, fmask: undefined, fragments: 1 << r.field(`${p}_ATTRIB`, 'NUM_FRAGMENTS'), clearWords: [0, 0] };
  const compression = r.field(`${p}_INFO`, 'COMPRESSION') !== 0 && s.samples > 1;
  const fastClear = r.field(`${p}_INFO`, 'FAST_CLEAR') !== 0;
  if (fastClear && s.bytesPerSample > 8) {
    throw new RbError('unsupported-state', `${p}_INFO.FAST_CLEAR`, `fast clear of ${8 * s.bytesPerSample}-bit texels: CLEAR_WORD0/1 hold 64 bits`);
  }
  // The colour backend honours CMASK only while maintaining FMASK (compressed_color.ts).
  if (fastClear && !compression) {
    throw new RbError('unsupported-state', `${p}_INFO.FAST_CLEAR`, 'fast clear without FMASK (COMPRESSION on an MSAA target) is not modelled');
  }
  if (compression && !hasColorMetadata(gfx, s.samples)) {
    throw new RbError('unsupported-state', `${p}_INFO.COMPRESSION`, `FMASK of ${s.samples} samples is not modelled (2, 4, 8)`);
  }
  return {
    cmask: fastClear ? cmaskLayout(r.address(`${p}_CMASK`, `${p}_CMASK_BASE_EXT`, 'BASE_256B'), s.width, s.height) : undefined,
    fmask: compression ? fmaskLayout(r.address(`${p}_FMASK`, `${p}_FMASK_BASE_EXT`, 'BASE_256B'), s.width, s.height, s.samples) : undefined,
    fragments: 1 << r.field(`${p}_ATTRIB`, 'NUM_FRAGMENTS'),
    clearWords: [r.regs.get(`${p}_CLEAR_WORD0`) >>> 0, r.regs.get(`${p}_CLEAR_WORD1`) >>> 0],
  };
}

function decodeTarget(r: FieldReader, n: number, gfx: GfxLevel): ColorTarget | undefined {
  const p = `CB_COLOR${n}`;
  const info = `${p}_INFO`;
  const cbFormat = r.enumName(info, 'FORMAT');
  if (cbFormat === 'COLOR_INVALID') return undefined;
  const numberType = r.enumName(info, 'NUMBER_TYPE');
  const swap = r.field(info, 'COMP_SWAP');
  const format = swap === 0 ? texelFormatOf(cbFormat, numberType) : undefined;
  if (format === undefined) {
    throw new RbError('unsupported-format', info, `${cbFormat} ${numberType} COMP_SWAP=${swap} is not a modelled colour format`);
  }
  // GFX11 has no FMASK: NUM_FRAGMENTS is the sample count (Mesa programs log2(samples) there).
  const samples = 1 << (gfx === 'gfx11' ? r.field(`${p}_ATTRIB`, 'NUM_FRAGMENTS') : r.field(`${p}_ATTRIB`, 'NUM_SAMPLES'));
  const width = r.field(`${p}_ATTRIB2`, 'MIP0_WIDTH') + 1;
  const surface: ColorSurface = {
    base: r.address(`${p}_BASE`, `${p}_BASE_EXT`, 'BASE_256B'),
    width,
    height: r.field(`${p}_ATTRIB2`, 'MIP0_HEIGHT') + 1,
    pitch: linearImagePitch(width, format),
    samples,
    bytesPerSample: bytesPerTexel(format),
    format,
  };
  validateSurface(surface, `${p}_BASE`);
  return {
    index: n,
    surface,
    layer: r.field(`${p}_VIEW`, 'SLICE_START'),
    targetMask: r.field('CB_TARGET_MASK', `TARGET${n}_ENABLE`),
    shaderMask: r.field('CB_SHADER_MASK', `OUTPUT${n}_ENABLE`),
    exportFormat: lookup(EXPORT_FORMATS, r.enumName('SPI_SHADER_COL_FORMAT', `COL${n}_EXPORT_FORMAT`), 'unsupported-format', `SPI_SHADER_COL_FORMAT.COL${n}_EXPORT_FORMAT`),
    blend: decodeBlend(r, n),
    metadata: decodeMetadata(r, n, gfx, surface),
  };
}

function decodeDepth(r: FieldReader, gfx: GfxLevel): DepthTarget | undefined {
  const zFormat = r.enumName('DB_Z_INFO', 'FORMAT');
  if (zFormat === 'Z_INVALID') return undefined;
  const format = lookup(DEPTH_FORMATS, zFormat, 'unsupported-format', 'DB_Z_INFO.FORMAT');
  const sizeReg = gfx === 'gfx9' ? 'DB_DEPTH_SIZE' : 'DB_DEPTH_SIZE_XY';
  const width = r.field(sizeReg, 'X_MAX') + 1;
  const bytesPerSample = depthBytes(format);
  const surface: DepthSurface = {
    base: r.address('DB_Z_READ_BASE', 'DB_Z_READ_BASE_HI', 'BASE_HI'),
    width,
    height: r.field(sizeReg, 'Y_MAX') + 1,
    pitch: linearPitch(width, bytesPerSample),
    samples: 1 << r.field('DB_Z_INFO', 'NUM_SAMPLES'),
    bytesPerSample,
    format,
  };
  validateSurface(surface, 'DB_Z_READ_BASE');
  const readOnly = r.field('DB_DEPTH_VIEW', 'Z_READ_ONLY') !== 0;
  return {
    surface,
    writeBase: r.address('DB_Z_WRITE_BASE', 'DB_Z_WRITE_BASE_HI', 'BASE_HI'),
    layer: r.field('DB_DEPTH_VIEW', 'SLICE_START'),
    state: {
      testEnable: r.field('DB_DEPTH_CONTROL', 'Z_ENABLE') !== 0,
      writeEnable: !readOnly && r.field('DB_DEPTH_CONTROL', 'Z_WRITE_ENABLE') !== 0,
      compareOp: lookup(COMPARE_OPS, r.enumName('DB_DEPTH_CONTROL', 'ZFUNC'), 'unsupported-state', 'DB_DEPTH_CONTROL.ZFUNC'),
    },
  };
}

function decodeCbMode(r: FieldReader): CbMode {
  const name = r.enumName('CB_COLOR_CONTROL', 'MODE');
  const mode = lookup(CB_MODES, name, 'unsupported-state', 'CB_COLOR_CONTROL.MODE');
  if (mode === 'disable') return mode;
  const rop3 = r.field('CB_COLOR_CONTROL', 'ROP3');
  if (rop3 !== 0xcc) throw new RbError('unsupported-state', 'CB_COLOR_CONTROL.ROP3', `ROP3 0x${rop3.toString(16)}: only 0xCC (copy) is modelled`);
  return mode;
}

/**
 * CB_RESOLVE reads target 0 (multisampled) and writes target 1 (single-sampled), pixel for pixel:
 * both bound, same format and size (RADV's HW resolve binds them so, radv_meta_resolve.c).
 */
function checkResolveTargets(targets: readonly (ColorTarget | undefined)[]): void {
  const src = targets[0];
  const dst = targets[1];
  const fail = (location: string, why: string): never => {
    throw new RbError('bad-resolve', location, `CB_RESOLVE: ${why}`);
  };
  if (src === undefined || dst === undefined) return fail(src === undefined ? 'CB_COLOR0_INFO' : 'CB_COLOR1_INFO', 'needs target 0 (source) and target 1 (destination) bound');
  const a = src.surface;
  const b = dst.surface;
  if (a.samples < 2) fail('CB_COLOR0_ATTRIB', `source has ${a.samples} sample, must be multisampled`);
  if (b.samples !== 1) fail('CB_COLOR1_ATTRIB', `destination has ${b.samples} samples, must have 1`);
  if (a.format !== b.format) fail('CB_COLOR1_INFO', `formats differ: ${a.format} -> ${b.format}`);
  if (a.width !== b.width || a.height !== b.height) fail('CB_COLOR1_ATTRIB2', `sizes differ: ${a.width}x${a.height} -> ${b.width}x${b.height}`);
}

const f32 = new Float32Array(1);
const f32Bits = new Uint32Array(f32.buffer);

function regFloat(r: FieldReader, name: string): number {
  f32Bits[0] = r.regs.get(name);
  return f32[0]!;
}

/** Decodes the CB/DB configuration of the next draw from the register file. */
export function decodeRbState(regs: RegisterFile): RbState {
  const r = new FieldReader(regs);
  const gfx = regs.gfx;
  const targets: (ColorTarget | undefined)[] = [];
  for (let n = 0; n < 8; n++) targets.push(decodeTarget(r, n, gfx));
  const cbMode = decodeCbMode(r);
  if (cbMode === 'resolve') checkResolveTargets(targets);
  return {
    gfx,
    cbMode,
    targets,
    blendConstant: [regFloat(r, 'CB_BLEND_RED'), regFloat(r, 'CB_BLEND_GREEN'), regFloat(r, 'CB_BLEND_BLUE'), regFloat(r, 'CB_BLEND_ALPHA')],
    depth: decodeDepth(r, gfx),
    zExportFormat: lookup(EXPORT_FORMATS, r.enumName('SPI_SHADER_Z_FORMAT', 'Z_EXPORT_FORMAT'), 'unsupported-format', 'SPI_SHADER_Z_FORMAT.Z_EXPORT_FORMAT'),
    dbSamples: 1 << r.field('DB_Z_INFO', 'NUM_SAMPLES'),
    msaaSamples: 1 << r.field('PA_SC_AA_CONFIG', 'MSAA_NUM_SAMPLES'),
    msaaExposedSamples: 1 << r.field('PA_SC_AA_CONFIG', 'MSAA_EXPOSED_SAMPLES'),
  };
}
