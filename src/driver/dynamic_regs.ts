/** Dynamic viewport and scissor → PA_CL_VPORT_* and the generic scissor (RADV si_write_viewport / si_write_scissors). */
import type { GfxLevel } from '../isa/gfx_level.js';
import { f32Bits, regWrite, type NamedRegWrite } from './reg_fields.js';

export interface Viewport {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly minDepth: number;
  readonly maxDepth: number;
}

export interface Rect2D {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export function viewportRegs(v: Viewport): NamedRegWrite[] {
  return [
    { name: 'PA_CL_VPORT_XSCALE', value: f32Bits(v.width / 2) },
    { name: 'PA_CL_VPORT_XOFFSET', value: f32Bits(v.x + v.width / 2) },
    { name: 'PA_CL_VPORT_YSCALE', value: f32Bits(v.height / 2) },
    { name: 'PA_CL_VPORT_YOFFSET', value: f32Bits(v.y + v.height / 2) },
    { name: 'PA_CL_VPORT_ZSCALE', value: f32Bits(v.maxDepth - v.minDepth) },
    { name: 'PA_CL_VPORT_ZOFFSET', value: f32Bits(v.minDepth) },
  ];
}

/**
 * The generic scissor is the application's scissor intersected with the viewport's rectangle
 * (RADV si_write_scissors / si_scissor_from_viewport): nothing outside the viewport is drawn, and
 * the corners then fit the registers' 15-bit fields, as a valid viewport lies within
 * viewportBoundsRange while a valid scissor may reach 2^31 − 1. An empty intersection is an
 * empty rectangle (BR = TL).
 */
export function scissorRegs(gfx: GfxLevel, s: Rect2D, v: Viewport): NamedRegWrite[] {
  const x = clampedSpan(s.x, s.width, v.x, v.width);
  const y = clampedSpan(s.y, s.height, v.y, v.height);
  return [
    regWrite(gfx, 'PA_SC_GENERIC_SCISSOR_TL', { TL_X: x.start, TL_Y: y.start, WINDOW_OFFSET_DISABLE: 1 }),
    regWrite(gfx, 'PA_SC_GENERIC_SCISSOR_BR', { BR_X: x.end, BR_Y: y.end }),
  ];
}

/** [start, end) of a scissor span within the (non-negative part of the) viewport span; a negative extent flips it. */
function clampedSpan(offset: number, extent: number, vOffset: number, vExtent: number): { start: number; end: number } {
  const v0 = Math.max(0, Math.floor(Math.min(vOffset, vOffset + vExtent)));
  const v1 = Math.max(v0, Math.ceil(Math.max(vOffset, vOffset + vExtent)));
  const start = Math.min(Math.max(offset, v0), v1);
  return { start, end: Math.max(start, Math.min(offset + extent, v1)) };
}
