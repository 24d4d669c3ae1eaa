/** How the colour block (CB) names each texel format popsim models: the driver programs it, the render backends decode it. */
import type { TexelFormat } from './texel_formats.js';

/** Texel formats the CB can render to (three-component formats are buffer-only, as on hardware). */
export type RenderableFormat = Exclude<TexelFormat, 'R32G32B32_FLOAT'>;

/** CB_COLORn_INFO FORMAT / NUMBER_TYPE enumerators of each renderable format (COMP_SWAP = SWAP_STD). */
export const CB_FORMATS: Readonly<Record<RenderableFormat, { readonly format: string; readonly numberType: string }>> = {
  R32_UINT: { format: 'COLOR_32', numberType: 'NUMBER_UINT' },
  R32_SINT: { format: 'COLOR_32', numberType: 'NUMBER_SINT' },
  R32_FLOAT: { format: 'COLOR_32', numberType: 'NUMBER_FLOAT' },
  R8G8B8A8_UNORM: { format: 'COLOR_8_8_8_8', numberType: 'NUMBER_UNORM' },
  R8G8B8A8_UINT: { format: 'COLOR_8_8_8_8', numberType: 'NUMBER_UINT' },
  R16G16B16A16_SFLOAT: { format: 'COLOR_16_16_16_16', numberType: 'NUMBER_FLOAT' },
  R32G32_UINT: { format: 'COLOR_32_32', numberType: 'NUMBER_UINT' },
  R32G32_SINT: { format: 'COLOR_32_32', numberType: 'NUMBER_SINT' },
  R32G32_FLOAT: { format: 'COLOR_32_32', numberType: 'NUMBER_FLOAT' },
  R32G32B32A32_UINT: { format: 'COLOR_32_32_32_32', numberType: 'NUMBER_UINT' },
  R32G32B32A32_SINT: { format: 'COLOR_32_32_32_32', numberType: 'NUMBER_SINT' },
  R32G32B32A32_FLOAT: { format: 'COLOR_32_32_32_32', numberType: 'NUMBER_FLOAT' },
};
