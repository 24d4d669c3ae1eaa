/**
 * Attachment registers of dynamic rendering: colour targets (CB_COLORn_*) and
 * the depth target (DB_Z_*, DB_DEPTH_*), in the linear layout the GPU model
 * uses (docs/gpu_rb.md). DB_Z_INFO is returned as a base value: its
 * NUM_SAMPLES field belongs to the R5 rule (drawRegisterWrites).
 */
import type { GfxLevel } from '../isa/gfx_level.js';
import { CB_FORMATS, type RenderableFormat } from '../amd/formats/cb_formats.js';
import { DB_Z_FORMATS, type DepthFormat } from '../amd/formats/depth_formats.js';
import { regValue, regWrite, type NamedRegWrite } from './reg_fields.js';
import { log2Samples } from './samples.js';

export interface ColorAttachmentTarget {
  readonly address: number;
  readonly format: RenderableFormat;
  readonly width: number;
  readonly height: number;
  readonly samples: number;
  /** FMASK and CMASK of a compressed MSAA image (GFX9–10.3, M1) and its fast-clear texel; undefined: uncompressed. */
  readonly metadata?: { readonly fmaskAddress: number; readonly cmaskAddress: number; readonly clearWords: readonly [number, number] };
}

export interface DepthAttachmentTarget {
  readonly address: number;
  readonly format: DepthFormat;
  readonly width: number;
  readonly height: number;
  readonly samples: number;
}

export interface RenderTargetRegs {
  readonly writes: readonly NamedRegWrite[];
  /** DB_Z_INFO without NUM_SAMPLES: the base value for the R5 rule. */
  readonly dbZInfoBase: number;
}

const MAX_RTS = 8;

/** A 256-byte aligned address as CB_COLORn_xMASK (bits 39:8) and its _BASE_EXT (bits 47:40). */
function addressRegs(gfx: GfxLevel, reg: string, address: number): NamedRegWrite[] {
  const base256 = address / 256;
  return [{ name: reg, value: base256 % 2 ** 32 }, regWrite(gfx, `${reg}_BASE_EXT`, { BASE_256B: Math.floor(base256 / 2 ** 32) })];
}

function colorTargetRegs(gfx: GfxLevel, n: number, t: ColorAttachmentTarget | undefined): NamedRegWrite[] {
  const p = `CB_COLOR${n}`;
  if (t === undefined) return [regWrite(gfx, `${p}_INFO`, { FORMAT: 'COLOR_INVALID' })];
  const cb = CB_FORMATS[t.format];
  const l = log2Samples(t.samples, `colorAttachments[${n}].samples`);
  const base256 = t.address / 256;
  const m = t.metadata;
  return [
    { name: `${p}_BASE`, value: base256 % 2 ** 32 },
    regWrite(gfx, `${p}_BASE_EXT`, { BASE_256B: Math.floor(base256 / 2 ** 32) }),
    // FMASK compression and CMASK fast-clear tracking, as RADV programs them for an image with both (radv_initialise_color_surface).
    regWrite(gfx, `${p}_INFO`, { FORMAT: cb.format, NUMBER_TYPE: cb.numberType, COMP_SWAP: 0, ...(m ? { COMPRESSION: 1, FAST_CLEAR: 1 } : {}) }),
    ...(m
      ? [
          ...addressRegs(gfx, `${p}_FMASK`, m.fmaskAddress),
          ...addressRegs(gfx, `${p}_CMASK`, m.cmaskAddress),
          { name: `${p}_CLEAR_WORD0`, value: m.clearWords[0] },
          { name: `${p}_CLEAR_WORD1`, value: m.clearWords[1] },
        ]
      : []),
    // GFX11 has no FMASK: NUM_FRAGMENTS carries the sample count (Mesa); before, both fields are the count (RADV: fragments = samples).
    regWrite(gfx, `${p}_ATTRIB`, gfx === 'gfx11' ? { NUM_FRAGMENTS: l } : { NUM_SAMPLES: l, NUM_FRAGMENTS: l }),
    regWrite(gfx, `${p}_ATTRIB2`, { MIP0_WIDTH: t.width - 1, MIP0_HEIGHT: t.height - 1 }),
    { name: `${p}_VIEW`, value: 0 },
  ];
}

function depthTargetRegs(gfx: GfxLevel, d: DepthAttachmentTarget | undefined): { writes: NamedRegWrite[]; zInfo: number } {
  if (d === undefined) return { writes: [], zInfo: regValue(gfx, 'DB_Z_INFO', { FORMAT: 'Z_INVALID' }) };
  const base256 = d.address / 256;
  const lo = base256 % 2 ** 32;
  const hi = Math.floor(base256 / 2 ** 32);
  const size = gfx === 'gfx9' ? 'DB_DEPTH_SIZE' : 'DB_DEPTH_SIZE_XY';
  return {
    writes: [
      { name: 'DB_Z_READ_BASE', value: lo },
      regWrite(gfx, 'DB_Z_READ_BASE_HI', { BASE_HI: hi }),
      { name: 'DB_Z_WRITE_BASE', value: lo },
      regWrite(gfx, 'DB_Z_WRITE_BASE_HI', { BASE_HI: hi }),
      regWrite(gfx, size, { X_MAX: d.width - 1, Y_MAX: d.height - 1 }),
      { name: 'DB_DEPTH_VIEW', value: 0 },
    ],
    zInfo: regValue(gfx, 'DB_Z_INFO', { FORMAT: DB_Z_FORMATS[d.format] }),
  };
}

export function renderTargetRegs(
  gfx: GfxLevel,
  colors: readonly (ColorAttachmentTarget | undefined)[],
  depth: DepthAttachmentTarget | undefined,
  renderArea: { readonly width: number; readonly height: number },
): RenderTargetRegs {
  const writes: NamedRegWrite[] = [];
  for (let n = 0; n < MAX_RTS; n++) writes.push(...colorTargetRegs(gfx, n, colors[n]));
  const d = depthTargetRegs(gfx, depth);
  writes.push(...d.writes);
  writes.push(regWrite(gfx, 'PA_SC_SCREEN_SCISSOR_TL', { TL_X: 0, TL_Y: 0 }));
  writes.push(regWrite(gfx, 'PA_SC_SCREEN_SCISSOR_BR', { BR_X: renderArea.width, BR_Y: renderArea.height }));
  return { writes, dbZInfoBase: d.zInfo };
}
