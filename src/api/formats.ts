/**
 * Image and vertex formats of the API, and what each maps to in the GPU
 * model: colour formats to the memory unit's TexelFormat (descriptors, CB),
 * depth formats to the DB's Z formats, vertex formats to their components.
 * These tables are also the accepted values (enum_tables.ts).
 */
import type { TexelFormat } from '../amd/formats/texel_formats.js';
import { bytesPerTexel } from '../amd/formats/texel_formats.js';
import type { RenderableFormat } from '../amd/formats/cb_formats.js';
import { DB_Z_FORMATS, type DepthFormat } from '../amd/formats/depth_formats.js';

export type { DepthFormat } from '../amd/formats/depth_formats.js';

const COLOR = {
  R32_UINT: 'R32_UINT',
  R32_SINT: 'R32_SINT',
  R32_SFLOAT: 'R32_FLOAT',
  R8G8B8A8_UNORM: 'R8G8B8A8_UNORM',
  R8G8B8A8_UINT: 'R8G8B8A8_UINT',
  R16G16B16A16_SFLOAT: 'R16G16B16A16_SFLOAT',
  R32G32B32A32_UINT: 'R32G32B32A32_UINT',
  R32G32B32A32_SFLOAT: 'R32G32B32A32_FLOAT',
} as const satisfies Readonly<Record<string, RenderableFormat>>;

export type ColorFormat = keyof typeof COLOR;
export type Format = ColorFormat | DepthFormat;

export const COLOR_FORMATS = Object.keys(COLOR) as readonly ColorFormat[];
export const DEPTH_FORMATS = Object.keys(DB_Z_FORMATS) as readonly DepthFormat[];

export type FormatInfo =
  | { readonly kind: 'color'; readonly texel: RenderableFormat; readonly bytes: number }
  | { readonly kind: 'depth'; readonly depth: DepthFormat; readonly bytes: number };

export function formatInfo(format: Format): FormatInfo {
  if (format === 'D32_SFLOAT') return { kind: 'depth', depth: format, bytes: 4 };
  if (format === 'D16_UNORM') return { kind: 'depth', depth: format, bytes: 2 };
  const texel = COLOR[format];
  return { kind: 'color', texel, bytes: bytesPerTexel(texel) };
}

export interface VertexFormatInfo {
  readonly components: number;
  /** The typed-buffer format the vertex stage fetches it as (the V#'s format, RADV's vertex fetch). */
  readonly texel: TexelFormat;
  /** The components' numeric type, which the shader input at the location must have (VUID-…-Input-08733). */
  readonly numeric: 'float' | 'sint' | 'uint';
  /** Integer formats fill a missing alpha with 1, float formats with 1.0. */
  readonly integer: boolean;
}

const vertex = (components: number, numeric: VertexFormatInfo['numeric'], texel: TexelFormat): VertexFormatInfo => ({
  components,
  texel,
  numeric,
  integer: numeric !== 'float',
});

/** Vertex attribute formats: 32-bit components, fetched by the vertex shader through a typed V#. */
const VERTEX = {
  R32_SFLOAT: vertex(1, 'float', 'R32_FLOAT'),
  R32G32_SFLOAT: vertex(2, 'float', 'R32G32_FLOAT'),
  R32G32B32_SFLOAT: vertex(3, 'float', 'R32G32B32_FLOAT'),
  R32G32B32A32_SFLOAT: vertex(4, 'float', 'R32G32B32A32_FLOAT'),
  R32_UINT: vertex(1, 'uint', 'R32_UINT'),
  R32G32_UINT: vertex(2, 'uint', 'R32G32_UINT'),
  R32G32B32A32_UINT: vertex(4, 'uint', 'R32G32B32A32_UINT'),
  R32_SINT: vertex(1, 'sint', 'R32_SINT'),
  R32G32B32A32_SINT: vertex(4, 'sint', 'R32G32B32A32_SINT'),
} as const satisfies Readonly<Record<string, VertexFormatInfo>>;

export type VertexFormat = keyof typeof VERTEX;
export const VERTEX_FORMATS = Object.keys(VERTEX) as readonly VertexFormat[];

export function vertexFormatInfo(format: VertexFormat): VertexFormatInfo {
  return VERTEX[format];
}
