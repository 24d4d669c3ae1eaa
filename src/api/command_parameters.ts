/**
 * The parameters of command-buffer commands checked against the spec and the
 * device limits (properties.ts): render areas, viewports, scissors, clear
 * values and draw counts. What passes here is what the driver's register
 * fields and the GPU model accept, so a bad value is the API's error, never
 * one from the register file, the geometry unit or PM4.
 */
import type { Rect2D, Viewport } from '../driver/dynamic_regs.js';
import { requireArray, requireFinite, requireInteger, requireStruct, type ParamSite } from './parameter_checks.js';
import type { DeviceLimits } from './properties.js';
import { ValidationError } from './validation_error.js';

/** Clear values: float channels (float and UNORM formats) or integer channels (UINT/SINT formats). */
export type ClearColor = { readonly float: readonly number[] } | { readonly uint: readonly number[] };

export interface RenderArea {
  readonly width: number;
  readonly height: number;
}

const INT32_MAX = 0x7fffffff;

/** VkRenderingInfo::renderArea (offset 0): positive, within maxFramebufferWidth/Height. */
export function checkRenderArea(limits: DeviceLimits, area: RenderArea, command: string): RenderArea {
  const site = (member: string): ParamSite => ({ command, struct: 'VkRenderingInfo', member });
  requireStruct(area, ['width', 'height'], site('renderArea'));
  requireInteger(area.width, site('renderArea.extent.width'), { min: 1, vuid: 'VUID-VkRenderingInfo-None-08994' });
  requireInteger(area.height, site('renderArea.extent.height'), { min: 1, vuid: 'VUID-VkRenderingInfo-None-08995' });
  requireInteger(area.width, site('renderArea.extent.width'), { min: 1, max: limits.maxFramebufferWidth, vuid: 'VUID-VkRenderingInfo-pNext-07815' });
  requireInteger(area.height, site('renderArea.extent.height'), { min: 1, max: limits.maxFramebufferHeight, vuid: 'VUID-VkRenderingInfo-pNext-07816' });
  return area;
}

/**
 * VkViewport: finite members, width within maxViewportDimensions, height nonzero (negative flips:
 * Vulkan 1.1 / VK_KHR_maintenance1) and within it, corners within viewportBoundsRange, depths in
 * [0, 1] (VK_EXT_depth_range_unrestricted is not exposed).
 */
export function checkViewport(limits: DeviceLimits, v: Viewport, command: string): Viewport {
  const site = (member: string): ParamSite => ({ command, struct: 'VkViewport', member });
  requireStruct(v, ['x', 'y', 'width', 'height', 'minDepth', 'maxDepth'], site('pViewports[0]'));
  const [maxWidth, maxHeight] = limits.maxViewportDimensions;
  const [lo, hi] = limits.viewportBoundsRange;
  const x = requireFinite(v.x, site('x'), { min: lo, vuid: 'VUID-VkViewport-x-01774' });
  const y = requireFinite(v.y, site('y'), { min: lo, vuid: 'VUID-VkViewport-y-01775' });
  requireFinite(y, site('y'), { max: hi, vuid: 'VUID-VkViewport-y-01776' });
  const width = requireFinite(v.width, site('width'), { min: Number.MIN_VALUE, vuid: 'VUID-VkViewport-width-01770' });
  requireFinite(width, site('width'), { max: maxWidth, vuid: 'VUID-VkViewport-width-01771' });
  const height = requireFinite(v.height, site('height'), { min: -maxHeight, max: maxHeight, vuid: 'VUID-VkViewport-height-01773' });
  if (height === 0) throw new ValidationError('invalid-parameter', 'VUID-VkViewport-apiVersion-07917', command, 'height must not be 0');
  requireFinite(x + width, site('x + width'), { max: hi, vuid: 'VUID-VkViewport-x-01232' });
  requireFinite(y + height, site('y + height'), { min: lo, vuid: 'VUID-VkViewport-y-01777' });
  requireFinite(y + height, site('y + height'), { max: hi, vuid: 'VUID-VkViewport-y-01233' });
  requireFinite(v.minDepth, site('minDepth'), { min: 0, max: 1, vuid: 'VUID-VkViewport-minDepth-01234' });
  requireFinite(v.maxDepth, site('maxDepth'), { min: 0, max: 1, vuid: 'VUID-VkViewport-maxDepth-01235' });
  return v;
}

/** VkRect2D of vkCmdSetScissor: offsets ≥ 0, extents uint32, offset + extent without int32 overflow. */
export function checkScissor(s: Rect2D, command: string): Rect2D {
  const site = (member: string): ParamSite => ({ command, struct: 'vkCmdSetScissor', member });
  requireStruct(s, ['x', 'y', 'width', 'height'], site('pScissors[0]'));
  requireInteger(s.x, site('offset.x'), { max: INT32_MAX, vuid: 'VUID-vkCmdSetScissor-x-00595' });
  requireInteger(s.y, site('offset.y'), { max: INT32_MAX, vuid: 'VUID-vkCmdSetScissor-x-00595' });
  requireInteger(s.width, site('extent.width'));
  requireInteger(s.height, site('extent.height'));
  requireInteger(s.x + s.width, site('offset.x + extent.width'), { max: INT32_MAX, vuid: 'VUID-vkCmdSetScissor-offset-00596' });
  requireInteger(s.y + s.height, site('offset.y + extent.height'), { max: INT32_MAX, vuid: 'VUID-vkCmdSetScissor-offset-00597' });
  return s;
}

/** VkClearColorValue: `float` (finite numbers) or `uint` (integer bits), up to four channels. */
export function checkClearColor(c: ClearColor, command: string, member: string): ClearColor {
  const site = (m: string): ParamSite => ({ command, struct: 'VkClearColorValue', member: m });
  const isFloat = typeof c === 'object' && c !== null && 'float' in c;
  requireStruct(c, [isFloat ? 'float' : 'uint'], site(member));
  const key = isFloat ? 'float32' : 'uint32';
  const channels = requireArray(isFloat ? (c as { float: unknown }).float : (c as { uint: unknown }).uint, site(key));
  requireInteger(channels.length, site(`${key}.length`), { max: 4 });
  for (const v of channels) {
    if (isFloat) requireFinite(v, site(key));
    // Integer channels are raw bits: uint32 values, or int32 ones for SINT formats.
    else requireInteger(v, site(key), { min: -(2 ** 31) });
  }
  return c;
}

/** A draw parameter of C type uint32_t (counts, firsts). */
export function requireUint32(value: unknown, command: string, member: string): number {
  return requireInteger(value, { command, struct: command, member });
}
