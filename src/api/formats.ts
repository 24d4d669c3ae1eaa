/**
 * Image and vertex formats of the API, and what each maps to in the GPU
 * model: colour formats to the memory unit's TexelFormat (descriptors, CB),
 * depth formats to the DB's Z formats.
 */
import type { TexelFormat } from '../amd/formats/texel_formats.js';
import { bytesPerTexel } from '../amd/formats/texel_formats.js';

export type ColorFormat = 'R32_UINT' | 'R32_SINT' | 'R32_SFLOAT' | 'R8G8B8A8_UNORM' | 'R8G8B8A8_UINT' | 'R16G16B16A16_SFLOAT' | 'R32G32B32A32_UINT' | 'R32G32B32A32_SFLOAT';
export type { DepthFormat } from '../amd/formats/depth_formats.js';
import type { DepthFormat } from '../amd/formats/depth_formats.js';
export type Format = ColorFormat | DepthFormat;

const COLOR: Readonly<Record<ColorFormat, TexelFormat>> = {
  R32_UINT: 'R32_UINT',
  R32_SINT: 'R32_SINT',
  R32_SFLOAT: 'R32_FLOAT',
  R8G8B8A8_UNORM: 'R8G8B8A8_UNORM',
  R8G8B8A8_UINT: 'R8G8B8A8_UINT',
  R16G16B16A16_SFLOAT: 'R16G16B16A16_SFLOAT',
  R32G32B32A32_UINT: 'R32G32B32A32_UINT',
  R32G32B32A32_SFLOAT: 'R32G32B32A32_FLOAT',
};

export type FormatInfo =
  | { readonly kind: 'color'; readonly texel: TexelFormat; readonly bytes: number }
  | { readonly kind: 'depth'; readonly depth: DepthFormat; readonly bytes: number };

export function isFormat(name: string): name is Format {
  return Object.hasOwn(COLOR, name) || name === 'D32_SFLOAT' || name === 'D16_UNORM';
}

export function formatInfo(format: Format): FormatInfo {
  if (format === 'D32_SFLOAT') return { kind: 'depth', depth: format, bytes: 4 };
  if (format === 'D16_UNORM') return { kind: 'depth', depth: format, bytes: 2 };
  const texel = COLOR[format];
  return { kind: 'color', texel, bytes: bytesPerTexel(texel) };
}

/** Vertex attribute formats: 32-bit components, read as raw bits by the host vertex stage. */
export type VertexFormat =
  | 'R32_SFLOAT'
  | 'R32G32_SFLOAT'
  | 'R32G32B32_SFLOAT'
  | 'R32G32B32A32_SFLOAT'
  | 'R32_UINT'
  | 'R32G32_UINT'
  | 'R32G32B32A32_UINT'
  | 'R32_SINT'
  | 'R32G32B32A32_SINT';

export interface VertexFormatInfo {
  readonly components: number;
  /** Integer formats fill a missing alpha with 1, float formats with 1.0. */
  readonly integer: boolean;
}

export function vertexFormatInfo(format: VertexFormat): VertexFormatInfo {
  const components = format.startsWith('R32G32B32A32') ? 4 : format.startsWith('R32G32B32') ? 3 : format.startsWith('R32G32') ? 2 : 1;
  return { components, integer: !format.endsWith('SFLOAT') };
}
