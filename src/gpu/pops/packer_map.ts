/**
 * Which packer a pixel's quads go to. Assumption (docs/gpu_pops.md): the
 * screen is cut into 16x16-pixel tiles, tile (tx, ty) → packer
 * (tx + ty) mod packers. A pixel always maps to the same packer, so
 * invocations that overlap always share a packer and its wave-ID counter.
 */
export const PACKER_TILE_LOG2 = 4;

export function packerForPixel(x: number, y: number, packers: number): number {
  return ((x >>> PACKER_TILE_LOG2) + (y >>> PACKER_TILE_LOG2)) % packers;
}
