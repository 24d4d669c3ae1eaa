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

export function scissorRegs(gfx: GfxLevel, s: Rect2D): NamedRegWrite[] {
  return [
    regWrite(gfx, 'PA_SC_GENERIC_SCISSOR_TL', { TL_X: s.x, TL_Y: s.y, WINDOW_OFFSET_DISABLE: 1 }),
    regWrite(gfx, 'PA_SC_GENERIC_SCISSOR_BR', { BR_X: s.x + s.width, BR_Y: s.y + s.height }),
  ];
}
