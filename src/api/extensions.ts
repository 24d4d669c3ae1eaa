/** Device extensions popsim exposes, and which chips have them (as RADV decides). */
import type { ChipInfo } from '../amd/chips.js';

export type DeviceExtensionName = 'VK_EXT_fragment_shader_interlock' | 'VK_KHR_fragment_shading_rate';

/**
 * VK_EXT_fragment_shader_interlock: every chip (GFX9+, R11).
 * VK_KHR_fragment_shading_rate: GFX10.3+ (RADV: `gfx_level >= GFX10_3`); GFX9/10 have no VRS.
 */
export function supportedExtensions(chip: ChipInfo): readonly DeviceExtensionName[] {
  const vrs = chip.gfx === 'gfx10_3' || chip.gfx === 'gfx11';
  return vrs ? ['VK_EXT_fragment_shader_interlock', 'VK_KHR_fragment_shading_rate'] : ['VK_EXT_fragment_shader_interlock'];
}
