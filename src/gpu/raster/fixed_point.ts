/**
 * Fixed-point window coordinates of the rasterizer. AMD's setup unit snaps vertices to a
 * subpixel grid (PA_SU_VTX_CNTL: 1/256 pixel at its finest); popsim always uses 8 subpixel
 * bits (Vulkan requires subPixelPrecisionBits ≥ 4; RADV reports 8). Sample locations (1/16
 * pixel) are exact on this grid.
 *
 * Range: the guard band (geometry/clip.ts) keeps |coordinate| ≤ 2^16 pixels = 2^24 units, so
 * an edge function (x1−x0)(py−y0) − (y1−y0)(px−x0) stays below 2^51 and is exact in a double.
 */
export const SUBPIXEL_BITS = 8;
export const SUBPIXEL_SCALE = 1 << SUBPIXEL_BITS;
/** Fixed-point units per 1/16-pixel sample-location unit. */
export const SAMPLE_UNIT = SUBPIXEL_SCALE / 16;

/** Snaps a window coordinate to the grid: round to nearest, halves away from −∞ (Math.round). */
export function snap(windowCoord: number): number {
  return Math.round(windowCoord * SUBPIXEL_SCALE);
}
