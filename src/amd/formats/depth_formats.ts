/**
 * Depth formats popsim models (DB_Z_INFO.FORMAT Z_16 and Z_32_FLOAT) and how a
 * depth value is stored in them: the driver's clears and the depth backend's
 * tests and writes agree on it. Stencil is not modelled.
 */
export type DepthFormat = 'D16_UNORM' | 'D32_SFLOAT';

/** DB_Z_INFO.FORMAT enumerator of each depth format. */
export const DB_Z_FORMATS: Readonly<Record<DepthFormat, string>> = { D16_UNORM: 'Z_16', D32_SFLOAT: 'Z_32_FLOAT' };

export function depthBytes(format: DepthFormat): number {
  return format === 'D16_UNORM' ? 2 : 4;
}

/** Depth in the surface's storage domain: fp32 as is, unorm16 = round(clamp(z) · 65535). */
export function quantizeDepth(format: DepthFormat, z: number): number {
  const c = Math.min(1, Math.max(0, z));
  return format === 'D16_UNORM' ? Math.round(c * 65535) : Math.fround(c);
}

const f32 = new Float32Array(1);
const f32Bits = new Uint32Array(f32.buffer);

/** The bits a quantized depth occupies in memory (16 or 32 of them). */
export function depthBits(format: DepthFormat, stored: number): number {
  if (format === 'D16_UNORM') return stored & 0xffff;
  f32[0] = stored;
  return f32Bits[0]!;
}
